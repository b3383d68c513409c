"""Set 1 amber cards of the built-in decks: healing, recursion from the discard, and songs.

Vanilla amber cards (Mickey Mouse - True Friend, Minnie Mouse - Beloved Princess, Stitch - New
Dog) and keyword-only ones (HeiHei - Boat Snack: Support) need no script; their keywords come
from the printed facts.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, Activated, CardScript, Filter, Static, Trigger, have
from engine.state import DISCARD, HAND
from engine.steps import (
    Choose,
    ChooseCards,
    Collect,
    Heal,
    LookAtTop,
    Modify,
    Ready,
    Restrict,
    ToHand,
)

# Returning a character card from your own discard: shared by Hades and Part of Your World.
RETURN_CHARACTER_FROM_DISCARD = (
    ChooseCards("c", zone=DISCARD, filter=Filter(),
                prompt="Character card to take back from your discard"),
    ToHand("c"),
)


register("Ariel - On Human Legs", CardScript(statics=(
    Static("cant_sing", name="VOICELESS"),
)))
register("Be Our Guest", CardScript(effect=(
    LookAtTop(4, filter=Filter(), optional=True, reveal=True,
              prompt="Character card to reveal and take (or none)"),
)))
register("Cinderella - Gentle and Kind", CardScript(activated=(
    Activated((Choose("t", Filter(classification="Princess"),
                      "Princess to heal (up to 3)"),
               Heal("t", 3)), name="A WONDERFUL DREAM"),
)))
register("Control Your Temper!", CardScript(effect=(
    Choose("t", prompt="Character for -2 strength"), Modify("t", -2),
)))
register("Dinglehopper", CardScript(activated=(
    Activated((Choose("t", prompt="Character to heal (up to 1)"),
               Heal("t", 1)), name="STRAIGHTEN HAIR"),
)))
register("Hades - Lord of the Underworld", CardScript(triggers=(
    Trigger("play", RETURN_CHARACTER_FROM_DISCARD, name="WELL OF SOULS"),
)))
register("Hakuna Matata", CardScript(effect=(Heal(Filter(owner=YOU), 3),)))
register("Maximus - Relentless Pursuer", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character for -2 strength"),
                     Modify("t", -2)), name="HORSE KICK"),
)))
register("Moana - Of Motunui", CardScript(triggers=(
    Trigger("quest", (
        Collect("p", Filter(owner=YOU, other=True, classification="Princess", exerted=True)),
        Ready("p"),
        Restrict("p", "cant_quest"),
    ), optional=True, name="WE CAN FIX IT"),
)))
register("Part of Your World", CardScript(effect=RETURN_CHARACTER_FROM_DISCARD))
register("LeFou - Bumbler", CardScript(statics=(
    Static("cost", value=1, condition=have(Filter(owner=YOU, name="Gaston")), zone=HAND,
           name="LOYAL"),
)))
register("Healing Glow", CardScript(effect=(
    Choose("t", prompt="Character to remove up to 2 damage from"), Heal("t", 2),
)))
