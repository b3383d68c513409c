"""Set 8 ruby cards of the starter decks: Mushu, Mulan's allies and the Sword of Shan-Yu."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
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
from engine.query import READY_TARGETS
from engine.steps import Choose, Damage, Grant, Modify, Ready, Restrict

register("Thumper - Young Bunny", CardScript(activated=(
    Activated((Choose("t", prompt="Character to get +3 strength"), Modify("t", 3)),
              name="YOU CAN DO IT!"),
)))
register("Mushu - Fast-Talking Dragon", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Rush"), Grant("t", "Rush")),
              name="LET'S GET THIS SHOW ON THE ROAD"),
)))
register("Prince John - Fraidy-Cat", CardScript(triggers=(
    Trigger("play", (Damage("self", 1),), subject="opposing", filter=Filter(),
            name="HELP! HELP!"),
)))
register("Cri-Kee - Part of the Team", CardScript(statics=(
    Static("lore", value=2, condition=have(Filter(owner=YOU, other=True, exerted=True), 2),
           name="AT HER SIDE"),
)))
register("Mulan - Charging Ahead", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="BURST OF SPEED"),
    Static("keyword", keyword=READY_TARGETS, name="LONG RANGE"),
)))
register("Mushu - Your Worst Nightmare", CardScript(triggers=(
    Trigger("play", (Grant("subject", "Rush"), Grant("subject", "Reckless"),
                     Grant("subject", "Evasive")),
            subject="other_own", filter=Filter(), name="ALL FIRED UP"),
)))
register("The Sword of Shan-Yu", CardScript(activated=(
    Activated((Choose("t", prompt="Character to ready"), Ready("t"),
               Restrict("t", "cant_quest")),
              exert_one=Filter(owner=YOU), name="WORTHY WEAPON"),
)))
register("Light the Fuse", CardScript(effect=(
    Choose("t", prompt="Character to deal damage to"),
    Damage("t", Count(Filter(owner=YOU, exerted=True))),
)))
register("Twitterpated", CardScript(effect=(
    Choose("t", prompt="Character to gain Evasive"),
    Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
)))
