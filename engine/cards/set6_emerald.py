"""Set 6 emerald cards of the starter decks: Big Hero 6 and friends."""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    EACH_OPPONENT,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    Activated,
    CardScript,
    Filter,
    StatOf,
    Trigger,
    did,
    have,
)
from engine.steps import Choose, ChooseCards, Discard, GainLore, Grant, If, Modify, PayInk

PAID = did("paid")

register("Alistair Krei - Ambitious Entrepreneur", CardScript(triggers=(
    Trigger("play", (GainLore(1),), condition=have(Filter(types=(ITEM,), owner=OPPONENT)),
            name="AN EYE FOR TECH"),
)))
register("Fred - Mascot by Day", CardScript(triggers=(
    Trigger("challenged", (GainLore(2),), name="HOW COOL IS THAT"),
)))
register("Go Go Tomago - Darting Dynamo", CardScript(triggers=(
    Trigger("play", (PayInk(2), If(PAID, (
        Choose("t", Filter(owner=OPPONENT), "Opposing character: gain lore equal to its damage"),
        GainLore(StatOf("t", "damage"))))), optional=True, name="STOP WHINING, WOMAN UP"),
)))
register("Goofy - Expert Shipwright", CardScript(triggers=(
    Trigger("quest", (Choose("t", prompt="Character to gain Ward until your next turn"),
                      Grant("t", "Ward", duration=UNTIL_YOUR_NEXT_TURN)), name="CLEVER DESIGN"),
)))
register("Honey Lemon - Chemical Genius", CardScript(triggers=(
    Trigger("play", (PayInk(2), If(PAID, (
        ChooseCards("d", who=EACH_OPPONENT, prompt="Card to discard"), Discard("d")))),
        optional=True, name="HERE'S THE BEST PART"),
)))
register("Stitch - Little Trickster", CardScript(activated=(
    Activated((Modify("self", 1),), exert=False, ink=1, name="NEED A HAND?"),
)))
