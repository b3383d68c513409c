"""Steps that play a card from outside the hand during an effect: "reveal the top card of your
deck. You may play it as if it were in your hand"."""

from __future__ import annotations

from dataclasses import dataclass

from engine import query
from engine.dsl.script import Ctx, Step, Target
from engine.state import DECK, DISCARD, HAND, Card, Decision, GameState
from engine.steps.base import record, resolve_targets


@dataclass(frozen=True, slots=True)
class TopCards(Step):
    """Remember the top `count` cards of the controller's deck under `var`, without moving
    them ("the top card of your deck", for a following `Reveal`, `MayPlay`, ...)."""

    var: str
    count: int = 1

    def run(self, ctx: Ctx) -> Decision | None:
        deck = ctx.state.players[ctx.controller].deck
        ctx.frame.vars[self.var] = [c.iid for c in deck[:self.count]]
        return None


def _as_if_in_hand(s: GameState, card: Card) -> int | None:
    """The ink the card costs to play as if it were in its owner's hand (4.3.2: the cost
    reductions and restrictions on cards in a hand apply), or None if it can't be played."""
    zone = card.zone
    card.zone = HAND
    try:
        if not query.can_play(s, card):
            return None
        p = s.players[card.owner]
        cost = query.cost_to_play(s, p, card)
        return cost if cost <= p.ready_ink() else None
    finally:
        card.zone = zone


@dataclass(frozen=True, slots=True)
class MayPlay(Step):
    """"You may play it as if it were in your hand": the controller may play the target card
    (theirs, in their deck, hand or discard) paying its ink cost as from the hand (4.3.2); it
    is not offered when it can't be paid or played. Alternate costs (Shift, singing) are not
    offered. `out` records 1 if the card was played."""

    target: Target
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        from engine import ops, turn_actions

        s = ctx.state
        found = [c for c in resolve_targets(ctx, self.target)
                 if c.owner == ctx.controller and c.zone in (DECK, HAND, DISCARD)]
        cost = _as_if_in_hand(s, found[0]) if found else None
        if cost is None or (ctx.answer is not None and ctx.answer[0] != "yes"):
            record(ctx, self.out, 0)
            return None
        card = found[0]
        if ctx.answer is None:
            return Decision(ctx.controller, "may", ["yes", "no"], 1, 1,
                            f"Play {card.name} for {cost} ink?", ctx.source)
        ops.pay_ink(s, ctx.controller, cost)
        turn_actions._used_cost_next(s, ctx.controller, card)
        turn_actions.put_into_play(s, ctx.controller, card, ctx.events, paid=cost)
        record(ctx, self.out, 1)
        return None


@dataclass(frozen=True, slots=True)
class ShiftFree(Step):
    """"Shift a character from your discard for free": the controller chooses a character card
    in their `zone` that has Shift (any variant) and a character in play to shift onto, then
    that character; it is played on top of it without paying (8.10, 1.5.5.3). With no such
    card nothing happens."""

    zone: str = DISCARD
    prompt: str = "Character to shift for free"

    def run(self, ctx: Ctx) -> Decision | None:
        from engine import turn_actions

        s = ctx.state
        p = s.players[ctx.controller]
        vars = ctx.frame.vars
        if "_shift" not in vars:
            if ctx.answer is None:
                options: list[int | str] = [
                    c.iid for c in p.zone(self.zone)
                    if c.facts.is_character and turn_actions.shift_cost(c) is not None
                    and turn_actions._shift_bases(s, p, c)]
                if not options:
                    return None
                return Decision(ctx.controller, "cards", options, 1, 1, self.prompt,
                                ctx.source, hidden=self.zone in (HAND, DECK))
            vars["_shift"] = ctx.answer[0] if ctx.answer else 0
            ctx.answer = None
        card = s.card(vars["_shift"])
        if card is None or card.zone != self.zone:
            del vars["_shift"]
            return None
        bases = turn_actions._shift_bases(s, p, card)
        if ctx.answer is None and len(bases) > 1:
            return Decision(ctx.controller, "target", [b.iid for b in bases], 1, 1,
                            f"Character to shift {card.name} onto", ctx.source)
        base = s.card(ctx.answer[0]) if ctx.answer else (bases[0] if bases else None)
        del vars["_shift"]
        if base is None or base not in bases:
            return None
        turn_actions.put_into_play(s, ctx.controller, card, ctx.events, base=base)
        return None
