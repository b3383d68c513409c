"""Set 9 amethyst cards of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, YOUR_TURN, All, CardScript, Filter, Trigger, have
from engine.steps import GainLore

register("Casa Madrigal - Casita", CardScript(triggers=(
    Trigger("turn_start", (GainLore(1),),
            condition=All((YOUR_TURN, have(Filter(owner=YOU, here=True)))), name="OUR HOME"),
)))
