"""Set 4 steel cards of the starter decks: Heroes who fight together.

Vanilla and keyword-only steel cards (Aladdin - Resolute Swordsman; Hercules - Beloved Hero:
Bodyguard, Resist; Li Shang - Imperial Captain; Mulan - Armored Fighter) need no script.
"""

from __future__ import annotations

from engine.cards.facts import SONG
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    READY_TARGETS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Chosen,
    Filter,
    Static,
    Trigger,
    WasHere,
)
from engine.steps import Choose, ChooseCards, Discard, Draw, GainLore, Grant, If

HEROES = Filter(classification="Hero")
YOUR_HEROES = Filter(owner=YOU, classification="Hero")

register("Ariel - Determined Mermaid", CardScript(triggers=(
    Trigger("play", (Draw(1), ChooseCards("c", prompt="Card to discard"), Discard("c")),
            subject="own", filter=Filter(types=(SONG,)), optional=True, name="I WANT MORE"),
)))
register("Imperial Bow", CardScript(activated=(
    Activated((Choose("t", HEROES, "Hero character to gain Challenger +2 and Evasive"),
               Grant("t", "Challenger", 2), Grant("t", "Evasive")), ink=1,
              name="WITHIN RANGE"),
)))
register("Ling - Imperial Soldier", CardScript(statics=(
    Static("strength", YOUR_HEROES, value=1, name="FULL OF SPIRIT"),
)))
register("Mickey Mouse - Standard Bearer", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Challenger +2 this turn"),
                     Grant("t", "Challenger", 2)), name="STAND STRONG"),
)))
register("One Last Hope", CardScript(effect=(
    Choose("t", prompt="Character to gain Resist +2"),
    Grant("t", "Resist", 2, duration=UNTIL_YOUR_NEXT_TURN),
    If(Chosen("t", HEROES), (Grant("t", READY_TARGETS),)),
)))
register("Philoctetes - No-Nonsense Instructor", CardScript(
    statics=(Static("keyword", YOUR_HEROES, keyword="Challenger", value=1,
                    name="YOU GOTTA STAY FOCUSED"),),
    triggers=(Trigger("play", (GainLore(1),), subject="own", filter=HEROES,
                      name="SHAMELESS PROMOTER"),),
))
register("Thebes - The Big Olive", CardScript(triggers=(
    Trigger("banishes", (GainLore(2),), subject="any",
            condition=All((YOUR_TURN, IN_CHALLENGE, WasHere())),
            name="IF YOU CAN MAKE IT HERE..."),
)))
