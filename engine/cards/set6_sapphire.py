"""Set 6 sapphire cards of the starter decks: inventors and robots.

Not scripted yet: Hiro Hamada - Robotics Prodigy (searching a deck).
"""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    ITEMS,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Filter,
    Static,
    Trigger,
    did,
    have,
    owner_of,
)
from engine.steps import (
    TOP_OR_BOTTOM,
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    Draw,
    GainLore,
    Grant,
    Heal,
    If,
    Ink,
    LookAtTop,
    Modify,
    Reveal,
    Shuffle,
    ToDeck,
)

INVENTORS = Filter(owner=YOU, classification="Inventor")


INVENTOR = "Inventor"

register("Aunt Cass - Biggest Fan", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(classification="Inventor"),
                             "Inventor character for +1 lore"),
                      Modify("t", 1, stat="lore")), name="HAPPY TO HELP"),
)))
register("Baymax - Personal Healthcare Companion", CardScript(
    statics=(Static("cost", value=1, condition=have(INVENTORS), zone="hand",
                    name="FULLY CHARGED"),),
    activated=(Activated((Choose("t", Filter(other=True),
                                 "Another character to remove up to 1 damage from"),
                          Heal("t", 1)), exert=False, ink=2, name="YOU SAID 'OW'"),),
))
register("Gadget Hackwrench - Brilliant Bosun", CardScript(statics=(
    Static("cost", Filter(classification="Inventor"), value=1,
           condition=have(Filter(types=(ITEM,), owner=YOU), 3), name="MECHANICALLY SAVVY"),
)))
register("Hiro Hamada - Team Leader", CardScript(
    statics=(Static("keyword", Filter(owner=YOU, other=True, classification="Inventor"),
                    keyword="Resist", value=1, name="I NEED TO UPGRADE ALL OF YOU"),),
    activated=(Activated((LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), exert=False, ink=2,
                         name="SHAPE THE FUTURE"),),
))
register("Pleakley - Scientific Expert", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=YOU), "Character of yours to put into your "
                            "inkwell"), Ink("t", exerted=True)), name="REPORTING FOR DUTY"),
)))
register("Wasabi - Methodical Engineer", CardScript(
    statics=(Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="QUICK REFLEXES"),),
    triggers=(Trigger("play", (Choose("i", ITEMS, "Item to banish"), Banish("i", out="n"),
                               If(did(),
                                  (GainLore(1, who=owner_of("i")),))),
                      optional=True, name="BLADES OF FURY"),),
))
register("Helping Hand", CardScript(effect=(
    Choose("t", prompt="Character to gain Support this turn"), Grant("t", "Support"), Draw(1),
)))
register("Hiro Hamada - Robotics Prodigy", CardScript(activated=(
    Activated((
        ChooseCards("c", "deck", ITEMS, either=Filter(classification="Robot"),
                    prompt="Item card or Robot character card to put on top"),
        Reveal("c"), Shuffle(), ToDeck("c"),
    ), ink=2, name="SWEET TECH"),
)))

register("Baymax's Healthcare Chip", CardScript(activated=(
    Activated((ChooseMode((
        ("Remove up to 1 damage", (Choose("t", prompt="Character to heal"), Heal("t", 1))),
        ("Robot: remove up to 3 damage",
         (If(have(Filter(owner=YOU, classification="Robot")),
             (Choose("t", prompt="Character to heal"), Heal("t", 3))),)),
    )),), name="10,000 MEDICAL PROCEDURES"),
)))

register("Institute of Technology - Prestigious University", CardScript(
    statics=(Static("willpower", Filter(here=True, classification=INVENTOR), value=1,
                    name="WELCOME TO THE LAB"),),
    triggers=(Trigger("turn_start", (If(have(Filter(owner=YOU, here=True)), (GainLore(1),)),),
                      subject="none", condition=YOUR_TURN, name="PUSH THE BOUNDARIES"),),
))

