"""Set 7 amethyst cards of the starter decks: Illusions that vanish, imps and Jafar's court.

The card data lists no keywords for the Illusions' printed Vanish (Rajah - Ghostly Tiger,
Giant Cobra - Ghostly Serpent, Iago - Giant Spectral Parrot), so it is a static keyword
here. Vanilla amethyst cards (Pain - Impudent Imp; Kashekim - Ancient Ruler; Tanana - Tribal
Elder; Te Kā - Lava Monster: Challenger) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENTS_TURN,
    OPPOSING_CHARACTERS,
    YOU,
    YOUR_TURN,
    CardScript,
    Filter,
    Static,
    Trigger,
    did,
    have,
)
from engine.steps import (
    Choose,
    ChooseCards,
    Delayed,
    Discard,
    Draw,
    Exert,
    GainLore,
    If,
    May,
    MoveDamage,
    ToHand,
)

ILLUSION = "Illusion"
VANISH = Static("keyword", keyword="Vanish")

register("Rajah - Ghostly Tiger", CardScript(statics=(VANISH,)))
register("Iago - Giant Spectral Parrot", CardScript(statics=(VANISH,)))
register("Giant Cobra - Ghostly Serpent", CardScript(
    statics=(VANISH,),
    triggers=(Trigger("play", (ChooseCards("d", prompt="Card to discard"), Discard("d", out="n"),
                               If(did(), (GainLore(2),))),
                      optional=True, name="MYSTERIOUS ADVANTAGE"),),
))
register("Jafar - Newly Crowned", CardScript(triggers=(
    Trigger("banish", (ToHand("subject"),), subject="own", filter=Filter(classification=ILLUSION),
            condition=OPPONENTS_TURN, optional=True, name="THIS IS NOT DONE YET"),
)))
register("Panic - High-Strung Imp", CardScript(triggers=(
    Trigger("play", (Choose("f", prompt="Character to move damage from"),
                     Choose("t", OPPOSING_CHARACTERS, "Opposing character to move it to"),
                     MoveDamage("f", "t", 2, up_to=True)), optional=True, name="STARTLED SHRIEK"),
)))
register("Treasure Guardian - Foreboding Sentry", CardScript(triggers=(
    Trigger("play", (If(have(Filter(owner=YOU, classification=ILLUSION)),
                        (May("UNTOLD TREASURE"), Draw(1))),), name="UNTOLD TREASURE"),
)))
register("Madam Mim - Cheating Spellcaster", CardScript(triggers=(
    Trigger("quest", (Choose("t", OPPOSING_CHARACTERS, "Opposing character to exert"),
                      Exert("t")), name="PLAY ROUGH"),
)))
register("Amethyst Coil", CardScript(triggers=(
    Trigger("ink", (Choose("f", prompt="Character to move 1 damage from"),
                    Choose("t", OPPOSING_CHARACTERS, "Opposing character to move it to"),
                    MoveDamage("f", "t", 1)), subject="own", condition=YOUR_TURN,
            optional=True, name="MAGICAL TOUCH"),
)))
register("Magical Maneuvers", CardScript(effect=(
    Choose("a", Filter(owner=YOU), "Character of yours to return to your hand"),
    ToHand("a"),
    Choose("b", prompt="Character to exert"),
    Exert("b"),
)))
register("Restoring the Crown", CardScript(
    effect=(Exert(OPPOSING_CHARACTERS), Delayed(0)),
    delayed=(Trigger("banishes", (GainLore(2),), subject="own", condition=IN_CHALLENGE),),
))
