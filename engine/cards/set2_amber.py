"""Set 2 amber cards of the starter decks: the Seven Dwarfs, the Queen and Gaston's friends.

Vanilla and keyword-only amber cards (Happy - Good-Natured: Support; Gaston - Baritone Bully:
Singer 5) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    Activated,
    CardScript,
    Cmp,
    Filter,
    Not,
    Static,
    Trigger,
    have,
)
from engine.steps import Banish, Choose, CostNext, Draw, GainLore, Heal, If, Modify

SEVEN_DWARFS = "Seven Dwarfs"

register("Bashful - Hopeless Romantic", CardScript(statics=(
    Static("cant_quest",
           condition=Not(have(Filter(owner=YOU, other=True, classification=SEVEN_DWARFS))),
           name="OH, GOSH!"),
)))
register("Christopher Robin - Adventurer", CardScript(triggers=(
    Trigger("ready", (If(have(Filter(owner=YOU, other=True), 2), (GainLore(2),)),),
            condition=have(Filter(owner=YOU, other=True), 2), name="WE'LL ALWAYS BE TOGETHER"),
)))
register("Doc - Leader of the Seven Dwarfs", CardScript(triggers=(
    Trigger("quest", (CostNext("Character", 1),), name="SHARE AND SHARE ALIKE"),
)))
register("Dopey - Always Playful", CardScript(triggers=(
    Trigger("banish", (Modify(Filter(owner=YOU, other=True, classification=SEVEN_DWARFS), 2,
                              duration=UNTIL_YOUR_NEXT_TURN),), name="ODD ONE OUT"),
)))
register("Grand Duke - Advisor to the King", CardScript(statics=(
    Static("strength", Filter(owner=YOU, any_of=("Prince", "Princess", "King", "Queen")),
           value=1, name="YES, YOUR MAJESTY"),
)))
register("Grumpy - Bad-Tempered", CardScript(statics=(
    Static("strength", Filter(owner=YOU, other=True, classification=SEVEN_DWARFS), value=1,
           name="THERE'S TROUBLE A-BREWIN'"),
)))
register("Painting the Roses Red", CardScript(effect=(
    Choose("t", count=2, up_to=True, prompt="Up to 2 characters for -1 strength"),
    Modify("t", -1),
    Draw(1),
)))
register("Sleepy - Nodding Off", CardScript(statics=(
    Static("enters_exerted", name="YAWN!"),
)))
register("Sneezy - Very Allergic", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character for -1 strength"), Modify("t", -1)),
            subject="own", filter=Filter(classification=SEVEN_DWARFS), optional=True,
            name="AH-CHOO!"),
)))
register("Snow White - Lost in the Forest", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to remove up to 2 damage from"),
                     Heal("t", 2)), optional=True, name="I WON'T HURT YOU"),
)))
register("The Queen - Commanding Presence", CardScript(triggers=(
    Trigger("quest", (
        Choose("a", Filter(owner=OPPONENT), "Opposing character for -4 strength"),
        Modify("a", -4),
        Choose("b", prompt="Character for +4 strength"),
        Modify("b", 4),
    ), name="WHO IS THE FAIREST?"),
)))
register("Rapunzel - Sunshine", CardScript(activated=(
    Activated((Choose("t", prompt="Character to remove up to 2 damage from"), Heal("t", 2)),
              name="MAGIC HAIR"),
)))
register("World's Greatest Criminal Mind", CardScript(effect=(
    Choose("t", Filter(where=(Cmp("strength", ">=", 5),)),
           "Character with 5 strength or more to banish"),
    Banish("t"),
)))
