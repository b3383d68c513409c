"""Set 1 steel cards: damage, challengers and item removal.

Keyword-only or vanilla steel cards (Captain Hook - Forceful Duelist, Goons, Hercules - True
Hero, Kristoff, Maui, Prince Eric) need no script: Challenger and Bodyguard are engine rules.
"""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    THEIR_NEXT_TURN,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Filter,
    Static,
    Trigger,
)
from engine.steps import Banish, Choose, ChooseCards, Damage, Discard, Draw, GainLore, Restrict

register("Beast - Hardheaded", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(types=(ITEM,)), "Choose an item to banish"),
                     Banish("t")), optional=True, name="BREAK"),
)))
register("Simba - Returned King", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="POUNCE"),
)))
register("Simba - Rightful Heir", CardScript(triggers=(
    Trigger("banishes", (GainLore(1),), condition=All((YOUR_TURN, IN_CHALLENGE)),
            name="I KNOW WHAT I HAVE TO DO"),
)))
register("Fire the Cannons!", CardScript(effect=(
    Choose("t", prompt="Choose a character to deal 2 damage to"),
    Damage("t", 2),
)))
register("Grab Your Sword", CardScript(effect=(Damage(Filter(owner=OPPONENT), 2),)))
register("Ransack", CardScript(effect=(
    Draw(2),
    ChooseCards("d", count=2, prompt="Choose 2 cards to discard"),
    Discard("d"),
)))
register("Smash", CardScript(effect=(
    Choose("t", prompt="Choose a character to deal 3 damage to"),
    Damage("t", 3),
)))
register("Frying Pan", CardScript(activated=(
    Activated((Choose("t", prompt="Choose a character that can't challenge next turn"),
               Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN)),
              exert=False, banish_self=True, name="CLANG!"),
)))
