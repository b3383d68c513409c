"""Set 2 sapphire cards of the starter decks: items that pay for effects, ramp and card
selection.

Vanilla and keyword-only sapphire cards (Owl - Logical Lecturer; The Nokk - Water Spirit:
Ward) need no script.
"""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    ITEMS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    ByYou,
    CardScript,
    Filter,
    Static,
    ThisCard,
    Trigger,
    did,
    owner_of,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    Damage,
    Draw,
    GainLore,
    Grant,
    Heal,
    If,
    Ink,
    LookAtTop,
    Modify,
)

YOUR_ITEMS = Filter(types=(ITEM,), owner=YOU)
DID = did()  # "if you do": the step before recorded one card or more

# "You may banish one of your items to draw 2 cards", on play and on quest.
ARTIFICER = (Choose("i", YOUR_ITEMS, "Item of yours to banish"), Banish("i", out="n"),
             If(DID, (Draw(2),)))







register("Cruella De Vil - Fashionable Cruiser", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="NOW GET GOING"),
)))
register("Fang Crossbow", CardScript(activated=(
    Activated((Choose("t", prompt="Character for -2 strength"), Modify("t", -2)), ink=2,
              name="CAREFUL AIM"),
    Activated((Choose("t", Filter(classification="Dragon"), "Dragon character to banish"),
               Banish("t")), banish_self=True, name="STAY BACK!"),
)))
register("Four Dozen Eggs", CardScript(effect=(
    Grant(Filter(owner=YOU), "Resist", 2, duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Gaston - Intellectual Powerhouse", CardScript(triggers=(
    Trigger("play", (LookAtTop(3, optional=True),), name="DEVELOPED BRAIN"),
)))
register("Gumbo Pot", CardScript(activated=(
    Activated((Choose("t", count=2, up_to=True, prompt="Up to 2 characters to heal by 1"),
               Heal("t", 1, exactly=True)), name="THE BEST I'VE EVER TASTED"),
)))
register("Hiram Flaversham - Toymaker", CardScript(triggers=(
    Trigger("play", ARTIFICER, optional=True, name="ARTIFICER"),
    Trigger("quest", ARTIFICER, optional=True, name="ARTIFICER"),
)))
register("Judy Hopps - Optimistic Officer", CardScript(triggers=(
    Trigger("play", (
        Choose("i", ITEMS, "Item to banish"),
        Banish("i", out="n"),
        If(DID, (Draw(1, who=owner_of("i")),)),
    ), optional=True, name="DON'T CALL ME CUTE"),
)))
register("Launch", CardScript(effect=(
    Choose("i", YOUR_ITEMS, "Item of yours to banish"),
    Banish("i", out="n"),
    If(DID, (Choose("t", prompt="Character to deal 5 damage to"), Damage("t", 5))),
)))
register("Pawpsicle", CardScript(
    triggers=(Trigger("play", (Draw(1),), optional=True, name="JUMBO POP"),),
    activated=(
        Activated((Choose("t", prompt="Character to remove up to 2 damage from"),
                   Heal("t", 2)), exert=False, banish_self=True, name="THAT'S REDWOOD"),
    ),
))
register("Winnie the Pooh - Having a Think", CardScript(triggers=(
    Trigger("quest", (ChooseCards("c", prompt="Card to put into your inkwell"),
                      Ink("c", exerted=False)), optional=True, name="HUNNY POT"),
)))
register("Jasmine - Heir of Agrabah", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=YOU), "Character of yours to remove up to 1 "
                            "damage from"), Heal("t", 1)), name="I'M A FAST LEARNER"),
)))
register("Grand Pabbie - Oldest and Wisest", CardScript(triggers=(
    Trigger("healed", (GainLore(2),), subject="own", condition=ByYou(),
            name="ANCIENT INSIGHT"),
)))

# His own copy of the ability works only while he has Reckless himself; the others get it from
# the static.
register("Cogsworth - Talking Clock", CardScript(
    activated=(Activated((GainLore(1),), condition=ThisCard(Filter(keyword="Reckless")),
                         name="WAIT A MINUTE"),),
    statics=(Static("activated", Filter(owner=YOU, other=True, keyword="Reckless"), value=0,
                    name="WAIT A MINUTE"),),
))
