"""Set 2 amethyst cards of the starter decks: Merlin's shapes, Madam Mim and card flow.

Vanilla and keyword-only amethyst cards (Chip the Teacup - Gentle Soul; Dr. Facilier - Savvy
Opportunist: Evasive) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import IN_CHALLENGE, THEIR_NEXT_TURN, YOU, CardScript, Filter, Step, Trigger, have
from engine.steps import (
    TOP_OR_BOTTOM,
    Banish,
    Choose,
    ChooseMode,
    Draw,
    GainLore,
    Grant,
    LookAtTop,
    Modify,
    Restrict,
    ToHand,
)

ANOTHER_OF_YOURS = Filter(owner=YOU, other=True)

# Madam Mim: "banish her or return another chosen character of yours to your hand" (6.1.5.2:
# the second can be chosen only with another character of yours in play).
BANISH_OR_RETURN: tuple[Step, ...] = (ChooseMode((
    ("banish this character", (Banish("self"),)),
    ("return another character", (Choose("t", ANOTHER_OF_YOURS,
                                         "Another character of yours to return to your hand"),
                                  ToHand("t"))),
), available=(None, have(ANOTHER_OF_YOURS))),)


def _play_and_leave(effect: tuple[Step, ...], name: str, optional: bool = False,
                    ) -> tuple[Trigger, ...]:
    """"When you play this character and when he leaves play, ...": two triggers."""
    return (Trigger("play", effect, optional=optional, name=name),
            Trigger("leave_play", effect, optional=optional, name=name))


register("I'm Stuck!", CardScript(effect=(
    Choose("t", Filter(exerted=True), "Exerted character that can't ready next turn"),
    Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN),
)))
register("Kuzco - Wanted Llama", CardScript(triggers=(
    Trigger("banish", (Draw(1),), optional=True, name="OK, WHERE AM I?"),
)))
register("Madam Mim - Fox", CardScript(triggers=(
    Trigger("play", BANISH_OR_RETURN, name="CHASING THE RABBIT"),
)))
register("Madam Mim - Snake", CardScript(triggers=(
    Trigger("play", BANISH_OR_RETURN, name="JUST YOU WAIT"),
)))
register("Merlin - Crab", CardScript(triggers=_play_and_leave(
    (Choose("t", prompt="Character to gain Challenger +3"), Grant("t", "Challenger", 3)),
    "READY OR NOT!")))
register("Merlin - Goat", CardScript(triggers=_play_and_leave((GainLore(1),), "HERE I COME!")))
register("Merlin - Rabbit", CardScript(triggers=_play_and_leave((Draw(1),), "HOPPITY HIP!",
                                                                optional=True)))
register("Merlin - Shapeshifter", CardScript(triggers=(
    Trigger("return_to_hand", (Modify("self", 1, stat="lore"),), subject="other_own",
            name="BATTLE OF WITS"),
)))
register("Merlin - Squirrel", CardScript(triggers=_play_and_leave(
    (LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), "LOOK BEFORE YOU LEAP")))
register("HeiHei - Persistent Presence", CardScript(triggers=(
    Trigger("banish", (ToHand("self"),), condition=IN_CHALLENGE, name="HE'S BACK!"),
)))
