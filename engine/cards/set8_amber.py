"""Set 8 amber cards of the starter decks: the Madrigal family and songs.

Not scripted yet: Mirabel Madrigal - Curious Child (revealing a card as a cost), Louie - One
Cool Duck (a modifier on the challenger), Antonio Madrigal, Alma Madrigal and Bruno Madrigal -
Singing Seer ("one or more of your characters sing": who sang is not tracked yet).
"""

from __future__ import annotations

from engine.cards.facts import SONG
from engine.cards.registry import register
from engine.dsl import (
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    CardScript,
    Cmp,
    Compare,
    Count,
    Filter,
    Static,
    Trigger,
    Var,
    have,
)
from engine.steps import (
    Choose,
    ChooseCards,
    CostNext,
    Draw,
    GainLore,
    If,
    Modify,
    Ready,
    Reveal,
    Shuffle,
    ToHand,
)

SONG_CARD = Filter(types=(SONG,), zone="hand")

register("Antonio's Jaguar - Faithful Companion", CardScript(triggers=(
    Trigger("play", (GainLore(1),), condition=have(Filter(owner=YOU, name="Antonio Madrigal")),
            name="YOU WANT TO GO WHERE?"),
)))
register("Huey - Reliable Leader", CardScript(triggers=(
    Trigger("quest", (CostNext("Character", 1),), name="I KNOW THE WAY"),
)))
register("Tiana - Natural Talent", CardScript(triggers=(
    Trigger("play", (Modify(Filter(owner=OPPONENT), -1, duration=UNTIL_YOUR_NEXT_TURN),),
            subject="own", filter=Filter(types=(SONG,)), name="CAPTIVATING MELODY"),
)))
register("Trials and Tribulations", CardScript(effect=(
    Choose("t", prompt="Character for -4 strength until your next turn"),
    Modify("t", -4, duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Mirabel Madrigal - Curious Child", CardScript(triggers=(
    Trigger("play", (
        ChooseCards("s", filter=SONG_CARD, up_to=True, prompt="Song card to reveal"),
        Reveal("s"),
        If(Compare(Var("s"), ">=", 1), (GainLore(1),)),
    ), name="YOU ARE A WONDER"),
)))

register("Louie - One Cool Duck", CardScript(statics=(
    Static("strength", Filter(challenging_this=True), value=-1, name="SPRING THE TRAP"),
)))

register("Antonio Madrigal - Friend to All", CardScript(triggers=(
    Trigger("sing", (
        ChooseCards("c", "deck", Filter(where=(Cmp("cost", "<=", 3),), zone="deck"),
                    up_to=True, prompt="Character card with cost 3 or less"),
        Reveal("c"),
        ToHand("c"),
        Shuffle(),
    ), subject="own", optional=True, condition=YOUR_TURN, once_per_turn=True,
        name="OF COURSE THEY CAN COME"),
)))

register("Alma Madrigal - Accepting Grandmother", CardScript(triggers=(
    Trigger("sung", (Ready("singers"),), subject="own", optional=True, condition=YOUR_TURN,
            once_per_turn=True, name="THE MIRACLE IS YOU"),
)))

register("Bruno Madrigal - Singing Seer", CardScript(triggers=(
    Trigger("sing", (Draw(Count(Filter(owner=YOU))),), optional=True, name="BRIGHT FUTURE"),
)))

