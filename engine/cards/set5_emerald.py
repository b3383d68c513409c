"""Set 5 emerald cards of the starter decks: hyenas and archers who prey on the damaged.

Vanilla and keyword-only emerald cards (Little John - Camp Cook; Zazu - Advisor to Mufasa:
Evasive) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    CHARACTERS,
    OPPONENT,
    OPPONENTS_TURN,
    THEIR_NEXT_TURN,
    YOU,
    CardScript,
    Challenging,
    Chosen,
    Compare,
    Count,
    Filter,
    MostOpponent,
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
    May,
    Modify,
    PayInk,
    ToDeck,
    ToHand,
)

DAMAGED = Filter(damaged=True)
OPPOSING_DAMAGED = Filter(owner=OPPONENT, damaged=True)
CHALLENGED_DAMAGED = Chosen("other", DAMAGED)  # the trigger's other card: the defender


HAND = Filter(types=ALL_TYPES, owner=YOU, zone="hand")




register("Banzai - Taunting Hyena", CardScript(triggers=(
    Trigger("play", (Choose("t", DAMAGED, "Damaged character to exert"), Exert("t")),
            optional=True, name="HERE KITTY, KITTY, KITTY"),
)))
register("Ed - Hysterical Partygoer", CardScript(statics=(
    Static("cant_be_challenged_by", by=DAMAGED, name="ROWDY GUEST"),
)))
register("Ed - Laughing Hyena", CardScript(triggers=(
    Trigger("play", (Choose("t", DAMAGED, "Damaged character to deal 2 damage to"),
                     Damage("t", 2)), optional=True, name="CAUSE A PANIC"),
)))
register("Hypnotic Deduction", CardScript(effect=(
    Draw(3),
    ChooseCards("a", prompt="Card to put on top of your deck (it ends up second)"),
    ToDeck("a"),
    ChooseCards("b", prompt="Card to put on top of your deck"),
    ToDeck("b"),
)))
register("Night Howler Rage", CardScript(effect=(
    Draw(1), Choose("t", prompt="Character to gain Reckless during their next turn"),
    Grant("t", "Reckless", duration=THEIR_NEXT_TURN),
)))
register("Robin Hood - Archery Contestant", CardScript(triggers=(
    Trigger("play", (If(have(OPPOSING_DAMAGED), (GainLore(1),)),), name="TRICK SHOT"),
)))
register("Robin Hood - Sneaky Sleuth", CardScript(statics=(
    Static("lore", value=Count(OPPOSING_DAMAGED), name="CLEVER PLAN"),
)))
register("Robin Hood - Timely Contestant", CardScript(statics=(
    Static("cost", value=Total(Filter(owner=OPPONENT), "damage"), zone="hand",
           name="TAG ME IN!"),
)))
register("Scar - Vengeful Lion", CardScript(triggers=(
    Trigger("challenge", (If(CHALLENGED_DAMAGED, (May("LIFE'S NOT FAIR, IS IT?"), Draw(1))),),
            subject="own", name="LIFE'S NOT FAIR, IS IT?"),
)))
register("Shenzi - Head Hyena", CardScript(
    statics=(Static("strength", value=Count(Filter(owner=YOU, other=True,
                                                   classification="Hyena")),
                    name="STICK AROUND FOR DINNER"),),
    triggers=(Trigger("challenge", (If(CHALLENGED_DAMAGED, (GainLore(2),)),), subject="own",
                      filter=Filter(classification="Hyena"), name="WHAT HAVE WE GOT HERE?"),),
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

register("Clarabelle - Contented Wallflower", CardScript(triggers=(
    Trigger("play", (If(Compare(MostOpponent(HAND), ">", Count(HAND)),
                        (May("ONE STEP BEHIND"), Draw(1))),), name="ONE STEP BEHIND"),
)))

register("Emerald Chromicon", CardScript(triggers=(
    Trigger("banish", (Choose("t", prompt="Character to return to their player's hand"),
                       ToHand("t")), subject="own", filter=CHARACTERS, condition=OPPONENTS_TURN,
            optional=True,
            name="EMERALD LIGHT"),
)))

