"""Costs an activated ability pays beyond {E} and ink: "{E} one of your characters"."""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.filters import Filter, cards
from engine.dsl.script import Ctx, Step
from engine.state import Card, Decision, GameState


def exert_cost_options(s: GameState, seat: int, source: int, flt: Filter) -> list[Card]:
    """The cards that can be exerted to pay "{E} one of your ..." (4.4.2.1: only dry
    characters; items may be used the turn they are played)."""
    return [c for c in cards(s, flt, seat, source)
            if not c.exerted and c.iid != source
            and not (c.facts.is_character and c.drying)]


@dataclass(frozen=True, slots=True)
class ExertCost(Step):
    """Pay "{E} one of your characters": the player picks which; `Activated.exert_one` puts
    this first in the ability (the action is legal only if there is one to pick)."""

    filter: Filter

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        if ctx.answer is not None:
            for iid in ctx.answer:
                card = s.card(iid) if isinstance(iid, int) else None
                if card is not None:
                    ops.exert(s, card)
            return None
        found = exert_cost_options(s, ctx.controller, ctx.source, self.filter)
        if not found:
            return None
        return Decision(ctx.controller, "target", [c.iid for c in found], 1, 1,
                        "Choose a character to exert (cost)", ctx.source)
