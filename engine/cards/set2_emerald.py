"""Set 2 emerald cards of the starter decks (reprinted in Set 3's)."""

from __future__ import annotations

from engine.cards.facts import ACTION
from engine.cards.registry import register
from engine.dsl import EACH_OPPONENT, YOUR_TURN, CardScript, Filter, Trigger
from engine.steps import Choose, ChooseCards, Discard, Draw, MayDraw, Modify

register("Hypnotize", CardScript(effect=(
    ChooseCards("d", who=EACH_OPPONENT, prompt="Card to discard"), Discard("d"), Draw(1),
)))
register("Improvise", CardScript(effect=(
    Choose("t", prompt="Character for +1 strength"), Modify("t", 1), Draw(1),
)))
register("Donald Duck - Sleepwalker", CardScript(triggers=(
    Trigger("play", (Modify("self", 2),), subject="own", filter=Filter(types=(ACTION,)),
            name="STARTLED AWAKE"),
)))
register("Donald Duck - Perfect Gentleman", CardScript(triggers=(
    Trigger("turn_start", (MayDraw(1),), condition=YOUR_TURN, name="ALLOW ME"),
)))

