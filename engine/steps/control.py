"""Control flow inside an effect: "if ...", "choose one", "if you do", plus the steps that
reach outside the effect (delayed triggers, remembered cards, the custom escape hatch).

Card scripts nest (`If(cond, then=(...), otherwise=(...))`, `ChooseMode(...)`); `flatten`
turns an effect into one flat program with jumps once per effect (the registry caches it),
so a `Frame`'s program counter stays a plain integer and frames stay plain data.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.dsl.amounts import Amount
from engine.dsl.conditions import Condition
from engine.dsl.filters import Filter, card_number, compare
from engine.dsl.script import Ctx, Step
from engine.state import Decision, TimedEffect
from engine.steps.base import resolve_targets, value
from engine.steps.choices import ChooseMode


@dataclass(frozen=True, slots=True)
class If(Step):
    """Run `then` if the condition holds now (for the controller and the source card, with
    the effect's variables: e.g. `Compare(Var("n"), ">=", 1)` for "if you do"), else
    `otherwise`."""

    condition: Condition
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()

    def run(self, ctx: Ctx) -> Decision | None:  # pragma: no cover - flattened away
        raise AssertionError("If is flattened into _Branch")


@dataclass(frozen=True, slots=True)
class _Branch(Step):
    """Go on if the condition holds, else jump to `orelse`."""

    condition: Condition
    orelse: int

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        if not self.condition.test(s, ctx.controller, s.card(ctx.source), ctx.frame.vars):
            ctx.jump = self.orelse
        return None


@dataclass(frozen=True, slots=True)
class _Goto(Step):
    to: int

    def run(self, ctx: Ctx) -> Decision | None:
        ctx.jump = self.to
        return None


@dataclass(frozen=True, slots=True)
class _Modes(Step):
    """The decision of a `ChooseMode`: jump to the start of the chosen mode."""

    labels: tuple[str, ...]
    starts: tuple[int, ...]
    prompt: str
    mode: ChooseMode

    def run(self, ctx: Ctx) -> Decision | None:
        if ctx.answer is None:
            from engine.dsl.players import seats

            s = ctx.state
            chooser = seats(self.mode.chooser, s, ctx.controller, ctx.frame.vars)
            source = s.card(ctx.source)
            when = self.mode.available
            labels = []
            for i, label in enumerate(self.labels):
                cond = when[i] if i < len(when) else None
                if cond is None or cond.test(s, ctx.controller, source, ctx.frame.vars):
                    labels.append(label)
            labels = labels or list(self.labels)
            return Decision(chooser[0] if chooser else ctx.controller, "mode", list(labels),
                            1, 1, self.prompt, ctx.source)
        picked = ctx.answer[0] if ctx.answer else self.labels[0]
        ctx.jump = self.starts[self.labels.index(str(picked))]
        return None


def flatten(program: tuple[Step, ...], base: int = 0) -> tuple[Step, ...]:
    """The flat form of an effect: `If` and `ChooseMode` become branches and jumps whose
    targets are absolute indexes (`base` is where `program` starts)."""
    out: list[Step] = []
    for step in program:
        here = base + len(out)
        if isinstance(step, If):
            then = flatten(step.then, here + 1)
            if step.otherwise:
                orelse = flatten(step.otherwise, here + 2 + len(then))
                end = here + 2 + len(then) + len(orelse)
                out += [_Branch(step.condition, here + 2 + len(then)), *then, _Goto(end),
                        *orelse]
            else:
                out += [_Branch(step.condition, here + 1 + len(then)), *then]
        elif isinstance(step, ChooseMode):
            bodies: list[tuple[Step, ...]] = []
            starts: list[int] = []
            at = here + 1
            for _, steps in step.modes:
                body = flatten(steps, at)
                starts.append(at)
                bodies.append(body)
                at += len(body) + 1
            out.append(_Modes(tuple(label for label, _ in step.modes), tuple(starts),
                              step.prompt, step))
            for body in bodies:
                out += [*body, _Goto(at)]
        else:
            out.append(step)
    return tuple(out)


def once_key(ref: tuple[str, str, int], source: int) -> str:
    """The per-turn counter marking that an ability of a card has been used this turn."""
    return f"once:{source}:{ref[1]}:{ref[2]}"


@dataclass(frozen=True, slots=True)
class Once(Step):
    """"Once per turn" (6.1.13.2): an ability that already resolved this turn (for this
    card) resolves with no effect; the registry puts this first in such abilities. With
    `times`, first in a card's effect: "twice during your turn, whenever ..." (`times=2`;
    put a `May` after it for "you may")."""

    times: int = 1

    def run(self, ctx: Ctx) -> Decision | None:
        counters = ctx.state.players[ctx.controller].counters
        key = once_key(ctx.frame.ref, ctx.source)
        done = counters.get(key, 0)
        if done >= self.times:
            ctx.frame.vars["_stop"] = True
        else:
            counters[key] = done + 1
        return None


@dataclass(frozen=True, slots=True)
class Announce(Step):
    """Raise an event about the target cards ("whenever one of your characters is chosen for
    Support"), for abilities that trigger on something an effect does."""

    on: str
    target: str

    def run(self, ctx: Ctx) -> Decision | None:
        from engine import ops

        for card in resolve_targets(ctx, self.target):
            ops.emit(ctx.state, self.on, card)
        return None


@dataclass(frozen=True, slots=True)
class Collect(Step):
    """Remember every card matching `filter` now, so later steps act on exactly those cards.

    Needed when a step changes what the filter would match: after readying exerted characters
    they no longer match an `exerted=True` filter, so a follow-up restriction uses this list.
    With `stat`, only the cards whose number (as in `Cmp`) compares by `op` with the amount
    `than`, counted once as the step runs: "all characters with {S} equal to or less than
    the {S} he had in play" is `Collect("t", CHARACTERS, "strength", "<=", Var("strength"))`.
    """

    var: str
    filter: Filter
    stat: str = ""
    op: str = "<="
    than: Amount = 0

    def run(self, ctx: Ctx) -> Decision | None:
        found = resolve_targets(ctx, self.filter)
        if self.stat:
            s = ctx.state
            limit = value(ctx, self.than)
            found = [c for c in found
                     if compare(card_number(s, c, self.stat), self.op, limit)]
        ctx.frame.vars[self.var] = [c.iid for c in found]
        return None


@dataclass(frozen=True, slots=True)
class Delayed(Step):
    """Create the card's delayed triggered ability number `index` for this turn. With
    `target`, the chosen card(s) gain it ("chosen character gains 'When this character is
    banished ...' this turn"): a `subject='self'` trigger then watches that card, and its
    owner controls it."""

    index: int = 0
    target: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        name = ctx.frame.ref[0]
        holders = [c.iid for c in resolve_targets(ctx, self.target)] if self.target else [
            ctx.source]
        for iid in holders:
            s.effects.append(TimedEffect("delayed", iid, f"{name}#{self.index}", 0,
                                         until_turn=s.turn, controller=ctx.controller))
        return None


@dataclass(frozen=True, slots=True)
class Custom(Step):
    """The escape hatch: run the named function from `engine.cards.custom`."""

    name: str

    def run(self, ctx: Ctx) -> Decision | None:
        from engine.cards.custom import CUSTOM

        return CUSTOM[self.name](ctx)
