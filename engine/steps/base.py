"""What every step shares: finding its target cards and creating timed effects."""

from __future__ import annotations

from typing import Any

from engine.dsl.amounts import Amount, amount
from engine.dsl.durations import THIS_TURN, WHILE_THIS_IN_PLAY, Duration, set_duration
from engine.dsl.filters import Filter, cards
from engine.dsl.script import Ctx, Target
from engine.state import Card, TimedEffect


def resolve_targets(ctx: Ctx, target: Target) -> list[Card]:
    """The cards a step acts on, skipping any that are no longer where they were chosen."""
    s = ctx.state
    if isinstance(target, Filter):
        return cards(s, target, ctx.controller, ctx.source)
    if target == "self":
        iid: Any = ctx.source
    else:
        iid = ctx.frame.vars.get(target) or 0
    if isinstance(iid, list):
        return [c for c in (s.card(i) for i in iid) if c is not None]
    card = s.card(iid) if iid else None
    return [card] if card is not None else []


def value(ctx: Ctx, a: Amount) -> int:
    """An amount's value for this effect (`engine.dsl.amounts.amount`)."""
    if isinstance(a, int):
        return a
    return amount(a, ctx.state, ctx.controller, ctx.source, ctx.frame.vars)


def add_timed(ctx: Ctx, kind: str, card: Card, *, amount: int = 0, value: int | str = 0,
              duration: Duration = THIS_TURN) -> None:
    s = ctx.state
    effect = TimedEffect(kind, card.iid, value, amount, controller=ctx.controller)
    if duration == WHILE_THIS_IN_PLAY:
        effect.source = ctx.source
    set_duration(effect, duration, s, ctx.controller, card.owner)
    s.effects.append(effect)


def record(ctx: Ctx, out: str, count: int) -> None:
    """Store how many cards a step affected under `out` (for "if you do", "this way")."""
    if out:
        ctx.frame.vars[out] = count
