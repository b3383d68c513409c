"""Set 5 emerald cards needed by the set 6 starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    CHARACTERS,
    OPPONENTS_TURN,
    YOU,
    CardScript,
    Compare,
    Count,
    Filter,
    MostOpponent,
    Trigger,
    did,
)
from engine.steps import Choose, Draw, If, May, Modify, PayInk, ToHand

register("Merryweather - Good Fairy", CardScript(triggers=(
    Trigger("play", (PayInk(1), If(did("paid"), (
        Choose("t", prompt="Character to get +2 strength"), Modify("t", 2)))),
        optional=True, name="RAY OF HOPE"),
)))
HAND = Filter(types=ALL_TYPES, owner=YOU, zone="hand")

register("Clarabelle - Contented Wallflower", CardScript(triggers=(
    Trigger("play", (If(Compare(MostOpponent(HAND), ">", Count(HAND)),
                        (May("ONE STEP BEHIND"), Draw(1))),), name="ONE STEP BEHIND"),
)))
register("Emerald Chromicon", CardScript(triggers=(
    Trigger("banish", (Choose("t", prompt="Character to return to their player's hand"),
                       ToHand("t")), subject="own", filter=CHARACTERS, condition=OPPONENTS_TURN,
            optional=True,
            name="EMERALD LIGHT"),
)))
