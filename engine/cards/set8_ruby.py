"""Set 8 ruby cards of the starter decks.

Not scripted yet: Mulan - Charging Ahead (a printed "can challenge ready characters") and The
Sword of Shan-Yu (exerting another character as a cost).
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    READY_TARGETS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Count,
    Filter,
    Static,
    Trigger,
    have,
)
from engine.steps import Choose, Damage, Grant, Modify, Ready, Restrict

register("Cri-Kee - Part of the Team", CardScript(statics=(
    Static("lore", value=2, condition=have(Filter(owner=YOU, other=True, exerted=True), 2),
           name="AT HER SIDE"),
)))
register("Light the Fuse", CardScript(effect=(
    Choose("t", prompt="Character to deal 1 damage to for each exerted character of yours"),
    Damage("t", Count(Filter(owner=YOU, exerted=True))),
)))
register("Mushu - Fast-Talking Dragon", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Rush this turn"), Grant("t", "Rush")),
              name="LET'S GET THIS SHOW ON THE ROAD"),
)))
register("Mushu - Your Worst Nightmare", CardScript(triggers=(
    Trigger("play", (Grant("subject", "Rush"), Grant("subject", "Reckless"),
                     Grant("subject", "Evasive")), subject="other_own", filter=Filter(),
            name="ALL FIRED UP"),
)))
register("Prince John - Fraidy-Cat", CardScript(triggers=(
    Trigger("play", (Damage("self", 1),), subject="opposing", filter=Filter(),
            name="HELP! HELP!"),
)))
register("Thumper - Young Bunny", CardScript(activated=(
    Activated((Choose("t", prompt="Character for +3 strength"), Modify("t", 3)),
              name="YOU CAN DO IT!"),
)))
register("Twitterpated", CardScript(effect=(
    Choose("t", prompt="Character to gain Evasive until your next turn"),
    Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Mulan - Charging Ahead", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="BURST OF SPEED"),
    Static("keyword", keyword=READY_TARGETS, name="LONG RANGE"),
)))

register("The Sword of Shan-Yu", CardScript(activated=(
    Activated((Choose("t", prompt="Character to ready"), Ready("t"),
               Restrict("t", "cant_quest")),
              exert_one=Filter(owner=YOU), name="WORTHY WEAPON"),
)))

