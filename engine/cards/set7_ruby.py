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
    CHARACTERS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Chosen,
    Cmp,
    Count,
    Filter,
    Static,
    Trigger,
    did,
    have,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    CostNext,
    Damage,
    Draw,
    Grant,
    If,
    LoseLore,
    May,
    Modify,
    Ready,
    Restrict,
    ToHand,
)

YOURS = Filter(owner=YOU)


YOUR_ITEMS = Filter(types=(ITEM,), owner=YOU)

MAURICES_MACHINE = Filter(types=(ITEM,), name="Maurice's Machine")

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
    Trigger("challenge", (LoseLore(1),), condition=Chosen("other", Filter()),
            name="YOU ARE A DISGRACE!"),
)))
register("Maurice - Unconventional Inventor", CardScript(triggers=(
    Trigger("play", (
        Choose("i", YOUR_ITEMS, "Item of yours to banish"),
        If(Chosen("i", MAURICES_MACHINE), (
            Banish("i", out="n"),
            If(did(), (Draw(1), May("HOW ON EARTH DID THAT HAPPEN?"),
                     Choose("t", Filter(where=(Cmp("strength", "<=", 2),)),
                            "Character with 2 strength or less to banish"),
                     Banish("t"))),
        ), (Banish("i", out="n"), If(did(), (Draw(1),)))),
    ), optional=True, name="HOW ON EARTH DID THAT HAPPEN?"),
)))

# The cost's "banish 2 of your items" is paid as the ability resolves, before the choice of
# target; the ability can be used only with 2 items to banish.
register("Beast - Frustrated Designer", CardScript(activated=(
    Activated((Choose("i", YOUR_ITEMS, "2 items of yours to banish", count=2), Banish("i"),
               Choose("t", prompt="Character to deal 5 damage to"), Damage("t", 5)),
              ink=2, condition=have(YOUR_ITEMS, 2), name="I'VE HAD IT!"),
)))

register("Lyle Tiberius Rourke - Crystallized Mercenary", CardScript(triggers=(
    Trigger("ink", (Damage(CHARACTERS, 2),), subject="own", condition=YOUR_TURN,
            once_per_turn=True, name="EXPLOSIVE"),
)))

register("Ruby Coil", CardScript(triggers=(
    Trigger("ink", (Choose("t", prompt="Character to get +2 strength"), Modify("t", 2)),
            subject="own", condition=YOUR_TURN, name="CRIMSON SPARK"),
)))

