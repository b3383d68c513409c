"""Set 1 amber cards of the built-in decks: healing, recursion from the discard, and songs.

Vanilla amber cards (Mickey Mouse - True Friend, Minnie Mouse - Beloved Princess, Stitch - New
Dog) and keyword-only ones (HeiHei - Boat Snack: Support) need no script; their keywords come
from the printed facts.
"""

from __future__ import annotations

from engine import ops
from engine.cards.custom import custom
from engine.cards.registry import register
from engine.dsl import YOU, Activated, CardScript, Ctx, Filter, Static, Trigger
from engine.effects import (
    Choose,
    ChooseCards,
    Collect,
    Custom,
    Heal,
    Modify,
    Ready,
    Restrict,
    ToHand,
)
from engine.state import DECK, DISCARD, HAND, Decision

LOOK_COUNT = 4

# Returning a character card from your own discard: shared by Hades and Part of Your World.
RETURN_CHARACTER_FROM_DISCARD = (
    ChooseCards("c", zone=DISCARD, filter=Filter(),
                prompt="Character card to take back from your discard"),
    ToHand("c"),
)


@custom("be_our_guest")
def be_our_guest(ctx: Ctx) -> Decision | None:
    """BE OUR GUEST's song: a peek at the top of the deck, one character may be kept.

    Only character cards are offered (the decision is hidden from opponents, so they learn only
    which card was revealed); picking nothing declines. The looked-at cards are remembered in
    the frame, and the rest go to the bottom in the order they had on top, a fixed order so the
    result is deterministic without an extra ordering decision. All looked-at names go to the
    player in a private event.
    """
    s = ctx.state
    deck = s.players[ctx.controller].deck
    if ctx.answer is None:
        looked = deck[:LOOK_COUNT]
        ctx.frame.vars["looked"] = [c.iid for c in looked]
        ctx.events.append({"type": "look", "player": ctx.controller, "count": len(looked),
                           "private": {"cards": [c.name for c in looked]}})
        options: list[int | str] = [c.iid for c in looked if c.facts.is_character]
        if options:
            return Decision(ctx.controller, "cards", options, 0, 1,
                            "Character card to reveal and take (or none)",
                            ctx.source, hidden=True)
        ctx.answer = []
    for iid in ctx.frame.vars.get("looked", []):
        card = s.card(iid)
        if card is None or card.zone != DECK:
            continue
        if iid in ctx.answer:
            ctx.events.append({"type": "reveal", "player": ctx.controller, "name": card.name})
            ops.move(s, card, HAND)
        else:
            ops.move(s, card, DECK, bottom=True)
    return None


register("Ariel - On Human Legs", CardScript(statics=(
    Static("cant_sing", name="VOICELESS"),
)))
register("Be Our Guest", CardScript(effect=(Custom("be_our_guest"),)))
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
