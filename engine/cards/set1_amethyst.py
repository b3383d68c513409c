"""Set 1 amethyst cards of the built-in decks: sorcerers, brooms, Ursula's eels and card draw.

Vanilla amethyst cards (Olaf - Friendly Snowman, Sven - Official Ice Deliverer, The Wardrobe -
Belle's Confidant) and keyword-only ones (Dr. Facilier - Charlatan: Challenger 2; Jafar -
Wicked Sorcerer: Challenger 3; Rafiki - Mysterious Sage: Rush) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    IN_CHALLENGE,
    OPPONENT,
    YOU,
    CardScript,
    Filter,
    Static,
    Trigger,
    have,
)
from engine.state import DISCARD
from engine.steps import TOP_OR_BOTTOM, Choose, Draw, Exert, LookAtTop, Shuffle, ToHand

register("Dr. Facilier - Agent Provocateur", CardScript(triggers=(
    Trigger("banish", (ToHand("subject"),), subject="other_own", filter=Filter(),
            optional=True, condition=IN_CHALLENGE, name="INTO THE SHADOWS"),
)))
register("Flotsam - Ursula's Spy", CardScript(statics=(
    Static("keyword", applies_to=Filter(owner=YOU, name="Jetsam"), keyword="Rush",
           name="DEXTEROUS LUNGE"),
)))
register("Friends on the Other Side", CardScript(effect=(Draw(2),)))
register("Jetsam - Ursula's Spy", CardScript(statics=(
    Static("keyword", applies_to=Filter(owner=YOU, name="Flotsam"), keyword="Evasive",
           name="SINISTER SLITHER"),
)))
register("Magic Broom - Bucket Brigade", CardScript(triggers=(
    Trigger("play", (Choose("c", Filter(types=ALL_TYPES, zone=DISCARD), optional=True,
                            prompt="Discard card to shuffle back into its deck (or none)"),
                     Shuffle("c")), name="SWEEP"),
)))
register("Maleficent - Sorceress", CardScript(triggers=(
    Trigger("play", (Draw(1),), optional=True, name="CAST MY SPELL!"),
)))
register("Mickey Mouse - Wayward Sorcerer", CardScript(
    statics=(Static("cost", applies_to=Filter(classification="Broom"), value=1,
                    name="ANIMATE BROOM"),),
    triggers=(
        Trigger("banish", (ToHand("subject"),), subject="own",
                filter=Filter(classification="Broom"), optional=True,
                condition=IN_CHALLENGE, name="CEASELESS WORKER"),
    ),
))
register("Pascal - Rapunzel's Companion", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=have(Filter(owner=YOU, other=True)),
           name="CAMOUFLAGE"),
)))
register("Yzma - Alchemist", CardScript(triggers=(
    Trigger("quest", (LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), name="YOU'RE EXCUSED"),
)))
register("Freeze", CardScript(effect=(
    Choose("t", Filter(owner=OPPONENT), "Opposing character to exert"), Exert("t"),
)))
