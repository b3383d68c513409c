"""Costs paid while an effect resolves: "you may pay N {I} to ..." (an optional cost inside
an effect, 6.1.4 / 1.5.3: it can be paid only with enough ready ink)."""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.script import Ctx, Step
from engine.state import Decision
from engine.steps.base import record


@dataclass(frozen=True, slots=True)
class PayInk(Step):
    """Pay N ink if the controller has it ready; `out` records 1 if paid, else 0, so the
    effect goes on with `If(Compare(Var(out), ">=", 1), ...)` ("to ...": only if paid)."""

    amount: int
    out: str = "paid"

    def run(self, ctx: Ctx) -> Decision | None:
        paid = ctx.state.players[ctx.controller].ready_ink() >= self.amount
        if paid:
            ops.pay_ink(ctx.state, ctx.controller, self.amount)
        record(ctx, self.out, int(paid))
        return None
