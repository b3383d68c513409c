"""Set 9 emerald cards of the starter decks.

Not scripted yet: Goofy - Set for Adventure (moving another character along).
"""

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
    did,
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
register("Max Goof - Rebellious Teen", CardScript(triggers=(
    Trigger("play", (PayInk(1), If(did("paid"), (
        ChooseCards("c", zone="discard", filter=Filter(types=(SONG,),
                                                       where=(Cmp("cost", "<=", 3),)),
                    prompt="Song card with cost 3 or less to return to your hand"),
        ToHand("c")))), optional=True, name="PERSONAL SOUNDTRACK"),
)))
register("Stand Out", CardScript(effect=(
    Choose("t", prompt="Character for +3 strength and Evasive until your next turn"),
    Modify("t", 3, duration=UNTIL_YOUR_NEXT_TURN),
    Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Goofy - Set for Adventure", CardScript(triggers=(
    Trigger("move", (
        Choose("t", Filter(owner=YOU, other=True), "Character of yours to move there"),
        MoveTo("t", "other", out="n"),
        If(Compare(Var("n"), ">=", 1), (Draw(1),)),
    ), optional=True, condition=YOUR_TURN, once_per_turn=True, name="FAMILY VACATION"),
)))

