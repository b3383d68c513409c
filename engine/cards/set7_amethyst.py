"""Set 7 amethyst cards of the starter decks: Illusions and tricks.

Vanish (Rajah - Ghostly Tiger, Iago - Giant Spectral Parrot) is a keyword rule; not scripted
yet: Amethyst Coil (a trigger on cards entering the inkwell).
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    OPPONENTS_TURN,
    OPPOSING_CHARACTERS,
    YOU,
    YOUR_TURN,
    CardScript,
    Filter,
    Static,
    Trigger,
    chosen_player,
    did,
    have,
)
from engine.steps import (
    Choose,
    ChooseCards,
    ChoosePlayer,
    Delayed,
    Discard,
    Draw,
    Exert,
    GainLore,
    If,
    MoveDamage,
    RevealHand,
    ToHand,
)

OPPOSING = Filter(owner=OPPONENT)


VANISH = Static("keyword", keyword="Vanish")










register("Giant Cobra - Ghostly Serpent", CardScript(triggers=(
    Trigger("play", (ChooseCards("d", prompt="Card to discard for 2 lore"),
                     Discard("d", out="n"), If(did(), (GainLore(2),))), optional=True,
            name="MYSTERIOUS ADVANTAGE"),
)))
register("Jafar - Newly Crowned", CardScript(triggers=(
    Trigger("banish", (ToHand("subject"),), subject="own",
            filter=Filter(classification="Illusion"), condition=OPPONENTS_TURN, optional=True,
            name="THIS IS NOT DONE YET"),
)))
register("Madam Mim - Cheating Spellcaster", CardScript(triggers=(
    Trigger("quest", (Choose("t", OPPOSING, "Opposing character to exert"), Exert("t")),
            name="PLAY ROUGH"),
)))
register("Magical Maneuvers", CardScript(effect=(
    Choose("mine", Filter(owner=YOU), "Character of yours to return to your hand"),
    ToHand("mine"),
    Choose("t", prompt="Character to exert"), Exert("t"),
)))
register("Panic - High-Strung Imp", CardScript(triggers=(
    Trigger("play", (Choose("a", prompt="Character to move up to 2 damage from"),
                     Choose("b", OPPOSING, "Opposing character to move it to"),
                     MoveDamage("a", "b", 2, up_to=True)), optional=True, name="STARTLED SHRIEK"),
)))
register("Treasure Guardian - Foreboding Sentry", CardScript(triggers=(
    Trigger("play", (Draw(1),), condition=have(Filter(owner=YOU, classification="Illusion")),
            optional=True, name="UNTOLD TREASURE"),
)))
register("Restoring the Crown", CardScript(
    effect=(Exert(OPPOSING), Delayed(0)),
    delayed=(Trigger("banishes", (GainLore(2),), subject="own", condition=IN_CHALLENGE),),
))
register("This Is My Family", CardScript(effect=(GainLore(1), Draw(1))))
register("Rajah - Ghostly Tiger", CardScript(statics=(VANISH,)))

register("Iago - Giant Spectral Parrot", CardScript(statics=(VANISH,)))

register("Amethyst Coil", CardScript(triggers=(
    Trigger("ink", (Choose("f", prompt="Character to move 1 damage from"),
                    Choose("t", OPPOSING_CHARACTERS, "Opposing character to move it to"),
                    MoveDamage("f", "t", 1)), subject="own", condition=YOUR_TURN,
            optional=True, name="MAGICAL TOUCH"),
)))

register("Dolores Madrigal - Within Earshot", CardScript(triggers=(
    Trigger("sing", (ChoosePlayer("p"), RevealHand(chosen_player("p"))), subject="own",
            name="I HEAR YOU"),
)))

