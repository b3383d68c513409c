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
    Draw,
    GainLore,
    Grant,
    Heal,
    If,
    Ink,
    LookAtTop,
    Modify,
)

INVENTORS = Filter(owner=YOU, classification="Inventor")

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
