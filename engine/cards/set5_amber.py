"""Set 5 amber cards of the starter decks."""

from __future__ import annotations

from engine.cards.facts import LOCATION
from engine.cards.registry import register
from engine.dsl import YOU, Activated, CardScript, Filter, Static, Trigger, have
from engine.steps import Choose, Draw, Heal, Ready, Restrict

register("Amber Chromicon", CardScript(activated=(
    Activated((Heal(Filter(owner=YOU), 1),), name="AMBER LIGHT"),
)))
register("Fix-It Felix, Jr. - Delighted Sightseer", CardScript(triggers=(
    Trigger("play", (Draw(1),), condition=have(Filter(types=(LOCATION,), owner=YOU)),
            name="OH, MY LAND!"),
)))
register("Fix-It Felix, Jr. - Niceland Steward", CardScript(statics=(
    Static("willpower", Filter(types=(LOCATION,), owner=YOU), value=2,
           name="BUILDING TOGETHER"),
)))
register("Try Everything", CardScript(effect=(
    Choose("t", prompt="Character to heal up to 3 and ready"), Heal("t", 3), Ready("t"),
    Restrict("t", "cant_quest"), Restrict("t", "cant_challenge"),
)))
