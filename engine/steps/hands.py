"""Steps on a whole hand: "chosen opponent reveals their hand"."""

from __future__ import annotations

from dataclasses import dataclass

from engine.dsl.players import Who, seats
from engine.dsl.script import Ctx, Step
from engine.state import Decision
from engine.steps.deck import reveal


@dataclass(frozen=True, slots=True)
class RevealHand(Step):
    """The players in `who` reveal their hands to every player (6.1.14)."""

    who: Who

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        for seat in seats(self.who, s, ctx.controller, ctx.frame.vars):
            reveal(ctx, list(s.players[seat].hand))
        return None
