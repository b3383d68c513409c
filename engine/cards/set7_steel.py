"""Set 7 steel cards of the starter decks.

Not scripted yet: Raya - Guidance Seeker (a trigger on cards entering the inkwell).
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    ITEMS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    DidThisTurn,
    Filter,
    Not,
    Static,
    Trigger,
    have,
)
from engine.steps import Banish, Choose, ChooseCards, Damage, Discard, Draw, GainLore, Grant

register("Double Trouble", CardScript(effect=(
    Choose("t", count=2, up_to=True, prompt="Up to 2 characters to deal 1 damage to"),
    Damage("t", 1),
)))
register("Fa Zhou - War Hero", CardScript(triggers=(
    Trigger("challenge", (GainLore(3),), subject="own", filter=Filter(),
            condition=All((DidThisTurn("challenges", 2), Not(DidThisTurn("challenges", 3)))),
            name="TRAINING EXERCISES"),
)))
register("Helga Sinclair - Tough as Nails", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="QUICK REFLEXES"),
)))
register("Jafar - Aspiring Ruler", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Challenger +2"),
                     Grant("t", "Challenger", 2)), name="THAT'S BETTER"),
)))
register("Razoul - Menacing Guard", CardScript(triggers=(
    Trigger("play", (Choose("t", ITEMS, "Item to banish"), Banish("t")),
            condition=have(Filter(owner=YOU, name="Jafar")), optional=True,
            name="MY ORDERS COME FROM JAFAR"),
)))
register("Mulan - Disguised Soldier", CardScript(triggers=(
    Trigger("play", (Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d")),
            optional=True, name="WHERE DO I SIGN IN?"),
)))
register("Training Staff", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Challenger +2"),
               Grant("t", "Challenger", 2)), ink=1, name="PRECISION STRIKE"),
)))
register("Raya - Guidance Seeker", CardScript(triggers=(
    Trigger("ink", (Grant("self", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN),),
            subject="own", condition=YOUR_TURN, name="A GREATER PURPOSE"),
)))

