"""Set 9 amethyst cards (reprints first listed in set 9 in the card data) of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, YOUR_TURN, CardScript, Filter, Trigger, have
from engine.steps import GainLore, If

register("Casa Madrigal - Casita", CardScript(triggers=(
    Trigger("turn_start", (If(have(Filter(owner=YOU, here=True)), (GainLore(1),)),),
            subject="none", condition=YOUR_TURN, name="OUR HOME"),
)))
