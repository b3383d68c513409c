"""Set 1 amethyst cards of the built-in decks: sorcerers, brooms, Ursula's eels and card draw.

Vanilla amethyst cards (Olaf - Friendly Snowman, Sven - Official Ice Deliverer, The Wardrobe -
Belle's Confidant) and keyword-only ones (Dr. Facilier - Charlatan: Challenger 2; Jafar -
Wicked Sorcerer: Challenger 3; Rafiki - Mysterious Sage: Rush) need no script.
"""

from __future__ import annotations

from engine import ops
from engine.cards.custom import custom
from engine.cards.registry import register
from engine.dsl import IN_CHALLENGE, OPPONENT, YOU, CardScript, Ctx, Filter, Static, Trigger, have
from engine.rng import shuffle
from engine.state import DECK, DISCARD, Decision
from engine.steps import Choose, Custom, Draw, Exert, ToHand

KEEP_ON_TOP_PROMPT = "Leave the top card of your deck on top, or put it on the bottom?"


@custom("sweep")
def sweep(ctx: Ctx) -> Decision | None:
    """SWEEP: a card from any discard goes back into its owner's deck, which is then shuffled.

    Discards are public, so the decision is not hidden. Picking nothing declines ("you may").
    """
    s = ctx.state
    if ctx.answer is None:
        options: list[int | str] = [c.iid for p in s.players if p.alive for c in p.discard]
        if not options:
            return None
        return Decision(ctx.controller, "cards", options, 0, 1,
                        "Discard card to shuffle back into its deck (or none)",
                        ctx.source)
    card = s.card(ctx.answer[0]) if ctx.answer else None
    if card is not None and card.zone == DISCARD:
        ops.move(s, card, DECK)
        s.rng = shuffle(s.rng, s.players[card.owner].deck)
        ctx.events.append({"type": "shuffle_into_deck", "player": card.owner, "name": card.name})
    return None


@custom("youre_excused")
def youre_excused(ctx: Ctx) -> Decision | None:
    """YOU'RE EXCUSED: the player sees the top card of their deck (only they do) and answers
    "top" or "bottom"; the card is remembered so the answer applies to exactly what was seen."""
    s = ctx.state
    deck = s.players[ctx.controller].deck
    if ctx.answer is None:
        if not deck:
            return None
        ctx.frame.vars["looked"] = deck[0].iid
        return Decision(ctx.controller, "top_or_bottom", ["top", "bottom"], 1, 1,
                        KEEP_ON_TOP_PROMPT, ctx.source, seen=[deck[0].iid])
    card = s.card(ctx.frame.vars.get("looked", 0))
    if card is not None and card.zone == DECK and ctx.answer == ["bottom"]:
        ops.move(s, card, DECK, bottom=True)
    return None


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
    Trigger("play", (Custom("sweep"),), name="SWEEP"),
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
    Trigger("quest", (Custom("youre_excused"),), name="YOU'RE EXCUSED"),
)))
register("Freeze", CardScript(effect=(
    Choose("t", Filter(owner=OPPONENT), "Opposing character to exert"), Exert("t"),
)))
