"""Set 5 emerald cards needed by the set 6 starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    CHARACTERS,
    OPPONENT,
    OPPONENTS_TURN,
    YOU,
    CardScript,
    Compare,
    Count,
    Filter,
    Trigger,
    did,
)
from engine.steps import Choose, Draw, If, May, Modify, PayInk, ToHand

register("Merryweather - Good Fairy", CardScript(triggers=(
    Trigger("play", (PayInk(1), If(did("paid"), (
        Choose("t", prompt="Character to get +2 strength"), Modify("t", 2)))),
        optional=True, name="RAY OF HOPE"),
)))
# "If an opponent has more cards in their hand than you": counted over all opponents'
# hands, which is exact in a two-player game.
register("Clarabelle - Contented Wallflower", CardScript(triggers=(
    Trigger("play", (If(Compare(Count(Filter(types=ALL_TYPES, owner=OPPONENT, zone="hand")),
                                ">", Count(Filter(types=ALL_TYPES, owner=YOU, zone="hand"))),
                        (May("ONE STEP BEHIND"), Draw(1))),), name="ONE STEP BEHIND"),
)))
register("Emerald Chromicon", CardScript(triggers=(
    Trigger("banish", (Choose("t", prompt="Character to return to their player's hand"),
                       ToHand("t")), subject="own", filter=CHARACTERS, condition=OPPONENTS_TURN,
            optional=True,
            name="EMERALD LIGHT"),
)))
