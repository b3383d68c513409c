"""Set 5 amber cards needed by the set 6 starter decks: Fix-It Felix, Jr. and the Amber
Chromicon."""

from __future__ import annotations

from engine.cards.facts import LOCATION
from engine.cards.registry import register
from engine.dsl import YOU, YOUR_CHARACTERS, Activated, CardScript, Filter, Static, Trigger, have
from engine.steps import Draw, Heal, If

YOUR_LOCATIONS = Filter(types=(LOCATION,), owner=YOU)

register("Fix-It Felix, Jr. - Delighted Sightseer", CardScript(triggers=(
    Trigger("play", (If(have(YOUR_LOCATIONS), (Draw(1),)),), name="OH, MY LAND!"),
)))
register("Fix-It Felix, Jr. - Niceland Steward", CardScript(statics=(
    Static("willpower", YOUR_LOCATIONS, value=2, name="BUILDING TOGETHER"),
)))
register("Amber Chromicon", CardScript(activated=(
    Activated((Heal(YOUR_CHARACTERS, 1),), name="AMBER LIGHT"),
)))
