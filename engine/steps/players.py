"""Steps a player does: draw, gain or lose lore. Each acts for a `Who` (`engine.dsl.players`):
"each player draws", "chosen opponent loses 1 lore", "its player draws a card"."""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.amounts import Amount
from engine.dsl.players import EACH_OPPONENT, ME, Who, seats
from engine.dsl.script import Ctx, Step
from engine.state import Decision
from engine.steps.base import value


@dataclass(frozen=True, slots=True)
class Draw(Step):
    amount: Amount = 1
    who: Who = ME

    def run(self, ctx: Ctx) -> Decision | None:
        n = value(ctx, self.amount)
        for seat in seats(self.who, ctx.state, ctx.controller, ctx.frame.vars):
            for _ in range(n):
                ops.draw(ctx.state, seat, ctx.events)
        return None


@dataclass(frozen=True, slots=True)
class PayInk(Step):
    """"You may pay N {I} to ...": pays if the controller can (exerting ready ink, 4.3.2.4)
    and records 1 under `out` if paid, 0 if not (follow with an `If` on `Var(out)`)."""

    amount: int
    out: str = "paid"

    def run(self, ctx: Ctx) -> Decision | None:
        p = ctx.state.players[ctx.controller]
        paid = p.ready_ink() >= self.amount
        if paid:
            ops.pay_ink(ctx.state, ctx.controller, self.amount)
        ctx.frame.vars[self.out] = int(paid)
        return None


@dataclass(frozen=True, slots=True)
class GainLore(Step):
    amount: Amount
    who: Who = ME

    def run(self, ctx: Ctx) -> Decision | None:
        n = value(ctx, self.amount)
        for seat in seats(self.who, ctx.state, ctx.controller, ctx.frame.vars):
            ops.gain_lore(ctx.state, seat, n)
        return None


@dataclass(frozen=True, slots=True)
class LoseLore(Step):
    """'each opponent loses N lore' (the default) or any other scope."""

    amount: Amount
    who: Who = EACH_OPPONENT
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        """Records under `out` how much lore was actually lost ("the lore lost")."""
        n = value(ctx, self.amount)
        lost = 0
        for seat in seats(self.who, ctx.state, ctx.controller, ctx.frame.vars):
            before = ctx.state.players[seat].lore
            ops.lose_lore(ctx.state, seat, n)
            lost += before - ctx.state.players[seat].lore
        if self.out:
            ctx.frame.vars[self.out] = lost
        return None
