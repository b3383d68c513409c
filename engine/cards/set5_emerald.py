"""Set 5 emerald cards of the starter decks: hyenas, Robin Hood and damage tricks.

Not scripted yet: Ed - Hysterical Partygoer (a challenge restriction on the attacker).
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    OPPONENT,
    THEIR_NEXT_TURN,
    YOU,
    CardScript,
    Challenging,
    Chosen,
    Count,
    Filter,
    Static,
    Total,
    Trigger,
    did,
    have,
)
from engine.steps import (
    Choose,
    ChooseCards,
    Damage,
    Draw,
    Exert,
    GainLore,
    Grant,
    If,
    Modify,
    PayInk,
    ToDeck,
)

DAMAGED = Filter(damaged=True)
OPPOSING_DAMAGED = Filter(owner=OPPONENT, damaged=True)
HYENAS = Filter(owner=YOU, classification="Hyena")

register("Banzai - Taunting Hyena", CardScript(triggers=(
    Trigger("play", (Choose("t", DAMAGED, "Damaged character to exert"), Exert("t")),
            optional=True, name="HERE KITTY, KITTY, KITTY"),
)))
register("Ed - Laughing Hyena", CardScript(triggers=(
    Trigger("play", (Choose("t", DAMAGED, "Damaged character to deal 2 damage to"),
                     Damage("t", 2)), optional=True, name="CAUSE A PANIC"),
)))
register("Hypnotic Deduction", CardScript(effect=(
    Draw(3),
    ChooseCards("c", count=2, prompt="2 cards to put on top of your deck (the last on top)"),
    ToDeck("c"),
)))
register("Night Howler Rage", CardScript(effect=(
    Draw(1), Choose("t", prompt="Character to gain Reckless during their next turn"),
    Grant("t", "Reckless", duration=THEIR_NEXT_TURN),
)))
register("Robin Hood - Archery Contestant", CardScript(triggers=(
    Trigger("play", (GainLore(1),), condition=have(OPPOSING_DAMAGED), name="TRICK SHOT"),
)))
register("Robin Hood - Sneaky Sleuth", CardScript(statics=(
    Static("lore", value=Count(OPPOSING_DAMAGED), name="CLEVER PLAN"),
)))
register("Robin Hood - Timely Contestant", CardScript(statics=(
    Static("cost", value=Total(Filter(owner=OPPONENT), "damage"), zone="hand",
           name="TAG ME IN!"),
)))
register("Scar - Vengeful Lion", CardScript(triggers=(
    Trigger("challenge", (Draw(1),), subject="own", filter=Filter(),
            condition=Chosen("other", DAMAGED), optional=True, name="LIFE'S NOT FAIR, IS IT?"),
)))
register("Shenzi - Head Hyena", CardScript(
    statics=(Static("strength", value=Count(Filter(owner=YOU, other=True,
                                                   classification="Hyena")),
                    name="STICK AROUND FOR DINNER"),),
    triggers=(Trigger("challenge", (GainLore(2),), subject="own", filter=HYENAS,
                      condition=Chosen("other", DAMAGED), name="WHAT HAVE WE GOT HERE?"),),
))
register("Shenzi - Scar's Accomplice", CardScript(statics=(
    Static("strength", value=2, condition=Challenging(DAMAGED), name="EASY PICKINGS"),
)))
register("Tropical Rainforest - Jaguar Lair", CardScript(statics=(
    Static("keyword", OPPOSING_DAMAGED, keyword="Reckless", name="SNACK TIME"),
)))
register("Ulf - Mime", CardScript(statics=(Static("cant_sing", name="SILENT PERFORMANCE"),)))
register("Merryweather - Good Fairy", CardScript(triggers=(
    Trigger("play", (PayInk(1), If(did("paid"),
                                   (Choose("t", prompt="Character for +2 strength"),
                                    Modify("t", 2)))),
            optional=True, name="RAY OF HOPE"),
)))
