"""Set 9 emerald cards of the starter decks."""

from __future__ import annotations

from engine.cards.facts import SONG
from engine.cards.registry import register
from engine.dsl import (
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    CardScript,
    Cmp,
    Compare,
    Filter,
    Trigger,
    Var,
)
from engine.steps import (
    Choose,
    ChooseCards,
    Discard,
    Draw,
    Grant,
    If,
    Modify,
    MoveTo,
    PayInk,
    ToHand,
)

register("Bobby Zimuruski - Spray Cheese Kid", CardScript(triggers=(
    Trigger("play", (Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d")),
            optional=True, name="SO CHEESY"),
)))
register("Goofy - Set for Adventure", CardScript(triggers=(
    Trigger("move", (
        Choose("t", Filter(owner=YOU, other=True), "Character of yours to move there"),
        MoveTo("t", "other", out="n"),
        If(Compare(Var("n"), ">=", 1), (Draw(1),)),
    ), optional=True, condition=YOUR_TURN, once_per_turn=True, name="FAMILY VACATION"),
)))
register("Max Goof - Rebellious Teen", CardScript(triggers=(
    Trigger("play", (
        PayInk(1),
        If(Compare(Var("paid"), ">=", 1), (
            ChooseCards("c", "discard",
                        Filter(types=(SONG,), zone="discard", where=(Cmp("cost", "<=", 3),)),
                        prompt="Song card to return to your hand"),
            ToHand("c"),
        )),
    ), optional=True, name="PERSONAL SOUNDTRACK"),
)))
register("Stand Out", CardScript(effect=(
    Choose("t", prompt="Character to get +3 strength and Evasive"),
    Modify("t", 3, duration=UNTIL_YOUR_NEXT_TURN),
    Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
)))
