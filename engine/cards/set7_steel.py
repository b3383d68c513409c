"""Set 7 steel cards of the starter decks: Agrabah's guards, Fa Zhou and Raya.

Vanilla and keyword-only steel cards (HeiHei - Rambling Rooster; Akela - Wolf Pack Elder;
Mufasa - Respected King) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    ITEMS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    CardScript,
    DidThisTurn,
    Filter,
    Static,
    Trigger,
    have,
)
from engine.steps import Banish, Choose, Damage, GainLore, Grant, If, May

register("Helga Sinclair - Tough as Nails", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="QUICK REFLEXES"),
)))
register("Razoul - Menacing Guard", CardScript(triggers=(
    Trigger("play", (If(have(Filter(owner=YOU, name="Jafar")), (
        May("MY ORDERS COME FROM JAFAR"), Choose("i", ITEMS, "Item to banish"), Banish("i"),
    )),), name="MY ORDERS COME FROM JAFAR"),
)))
register("Fa Zhou - War Hero", CardScript(triggers=(
    Trigger("challenge", (If(DidThisTurn("challenged", 2, exactly=True), (GainLore(3),)),),
            subject="own", name="TRAINING EXERCISES"),
)))
register("Jafar - Aspiring Ruler", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Challenger +2"),
                     Grant("t", "Challenger", 2)), name="THAT'S BETTER"),
)))
register("Raya - Guidance Seeker", CardScript(triggers=(
    Trigger("ink", (Grant("self", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN),),
            subject="own", condition=YOUR_TURN, name="A GREATER PURPOSE"),
)))
register("Double Trouble", CardScript(effect=(
    Choose("t", prompt="Up to 2 characters to deal 1 damage to", count=2, up_to=True),
    Damage("t", 1),
)))
