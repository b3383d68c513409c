"""Steps that move cards between a player's zones without drawing or playing them: milling
("puts the top N cards of their deck into their discard") and putting cards on the bottom
of a deck."""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.amounts import Amount
from engine.dsl.players import EACH_OPPONENT, Who, seats
from engine.dsl.script import Ctx, Step, Target
from engine.state import DECK, DISCARD, Decision
from engine.steps.base import record, resolve_targets, value


@dataclass(frozen=True, slots=True)
class Mill(Step):
    """The players in `who` put their top N cards into their discard (public from then)."""

    amount: Amount
    who: Who = EACH_OPPONENT

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        n = value(ctx, self.amount)
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            for card in list(s.players[seat].deck[:n]):
                ops.move(s, card, DISCARD)
                ctx.events.append({"type": "mill", "player": seat, "name": card.name})
        return None


@dataclass(frozen=True, slots=True)
class ToDeck(Step):
    """Put the target cards (e.g. chosen from a discard) on the bottom of their owners'
    decks in the order chosen, or with `top` on top ("shuffle your deck and put that card
    on top of it": a card still in the deck moves too); `out` records how many moved ("for
    each card moved this way")."""

    target: Target
    top: bool = False
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        moved = 0
        for card in resolve_targets(ctx, self.target):
            if self.top:
                ops.move(ctx.state, card, DECK, index=0)
                moved += 1
            elif card.zone != DECK:
                ops.move(ctx.state, card, DECK, bottom=True)
                moved += 1
        record(ctx, self.out, moved)
        return None
