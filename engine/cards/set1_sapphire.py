"""Set 1 sapphire cards: ramp (extra ink), healing, card selection and protection.

Vanilla sapphire cards (Aurora - Regal Princess, Flounder, Jasmine - Disguised, both
vanilla Maleficents, Mufasa) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import OPPONENT, YOU, Activated, CardScript, Filter, Static, Trigger
from engine.steps import Choose, CostNext, Heal, Ink, InkFromDeck, LookAtTop, Modify

register("Aurora - Briar Rose", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Choose a character to get -2 strength"),
                     Modify("t", -2)), name="DISARMING BEAUTY"),
)))
register("Aurora - Dreaming Guardian", CardScript(statics=(
    Static("keyword", applies_to=Filter(owner=YOU, other=True), keyword="Ward",
           name="PROTECTIVE EMBRACE"),
)))
register("Gramma Tala - Storyteller", CardScript(triggers=(
    Trigger("banish", (Ink("self"),), optional=True, name="I WILL BE WITH YOU"),
)))
register("Mickey Mouse - Detective", CardScript(triggers=(
    Trigger("play", (InkFromDeck(),), optional=True, name="GET A CLUE"),
)))
register("Scar - Mastermind", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT),
                            "Choose an opposing character to get -5 strength"),
                     Modify("t", -5)), name="INSIDIOUS PLOT"),
)))
register("Develop Your Brain", CardScript(effect=(LookAtTop(2),)))
register("One Jump Ahead", CardScript(effect=(InkFromDeck(),)))
register("Coconut Basket", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Choose a character to remove up to 2 damage from"),
                     Heal("t", 2)),
            subject="own", filter=Filter(), optional=True, name="CONSIDER THE COCONUT"),
)))
register("Magic Golden Flower", CardScript(activated=(
    Activated((Choose("t", prompt="Choose a character to remove up to 3 damage from"),
               Heal("t", 3)), exert=False, banish_self=True, name="HEALING POLLEN"),
)))
register("Belle - Inventive Engineer", CardScript(triggers=(
    Trigger("quest", (CostNext("Item", 1),), name="TINKER"),
)))
