"""Set 7 ruby cards of the starter decks: inventors, items and crooks.

Not scripted yet: Maurice - Unconventional Inventor (a condition on the banished item's
name), Beast - Frustrated Designer (banishing items as a cost), Lyle Tiberius Rourke and Ruby
Coil (triggers on cards entering the inkwell), Belle - Mechanic Extraordinaire (a Shift-only
reduction and a count of cards moved).
"""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    Activated,
    CardScript,
    Cmp,
    Count,
    Filter,
    Static,
    Trigger,
    have,
)
from engine.steps import (
    Choose,
    ChooseCards,
    CostNext,
    Grant,
    LoseLore,
    Modify,
    Ready,
    Restrict,
    ToHand,
)

YOURS = Filter(owner=YOU)

register("Beagle Boys - Small-Time Crooks", CardScript(triggers=(
    Trigger("quest", (Choose("t", YOURS, "Character of yours to gain Rush and Resist +1"),
                      Grant("t", "Rush"), Grant("t", "Resist", 1)), name="HURRY IT UP!"),
)))
register("Cogsworth - Climbing Clock", CardScript(statics=(
    Static("strength", value=2,
           condition=have(Filter(types=(ITEM,), owner=YOU, zone="discard")),
           name="STILL USEFUL"),
)))
register("Cy-Bug - Invasive Enemy", CardScript(statics=(
    Static("strength", value=Count(Filter(owner=YOU, other=True)), name="HIVE MIND"),
)))
register("Gold Coin", CardScript(activated=(
    Activated((Choose("t", YOURS, "Character of yours to ready"), Ready("t"),
               Restrict("t", "cant_quest")), ink=1, banish_self=True,
              name="GLITTERING ACCESS"),
)))
register("Longboat", CardScript(activated=(
    Activated((Choose("t", YOURS, "Character of yours to gain Evasive"),
               Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN)), exert=False, ink=2,
              name="TAKE IT FOR A SPIN"),
)))
register("Maurice's Machine", CardScript(triggers=(
    Trigger("banish", (ChooseCards("c", zone="discard",
                                   filter=Filter(types=(ITEM,), where=(Cmp("cost", "<=", 2),)),
                                   prompt="Item card with cost 2 or less to return"),
                       ToHand("c")), optional=True, name="BREAK DOWN"),
)))
register("Moana - Island Explorer", CardScript(triggers=(
    Trigger("challenge", (Choose("t", Filter(owner=YOU, other=True),
                                 "Another character of yours for +3 strength"),
                          Modify("t", 3)), name="ADVENTUROUS SPIRIT"),
)))
register("Stabbington Brother - Without a Patch", CardScript(statics=(
    Static("keyword", Filter(owner=YOU, other=True, name="Stabbington Brother"),
           keyword="Rush", name="GET 'EM!"),
)))
register("Unconventional Tool", CardScript(triggers=(
    Trigger("banish", (CostNext("Item", 2),), name="FIXED IN NO TIME"),
)))
register("Grandmother Fa - Spirited Elder", CardScript(triggers=(
    Trigger("quest", (Choose("t", YOURS, "Character of yours for +2 strength"), Modify("t", 2)),
            optional=True, name="I'VE GOT ALL THE LUCK WE'LL NEED"),
)))
register("The Matchmaker - Unforgiving Expert", CardScript(triggers=(
    Trigger("challenge", (LoseLore(1),), name="YOU ARE A DISGRACE!"),
)))
