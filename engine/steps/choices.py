"""Steps where a player chooses: "you may", "chosen character", "up to N", cards from a zone,
a player, one of several modes.

Who chooses is a `Who` (`engine.dsl.players`): the controller by default, or e.g. each
opponent in turn order ("each opponent chooses and discards a card"). A filter is evaluated
for the chooser, so "one of their characters" is `owner=YOU`. Choices record their cards'
owners under `<var>@owner` ("its player", after the card has moved).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import ops, query
from engine.dsl.conditions import Condition
from engine.dsl.filters import CHARACTERS, Filter, cards
from engine.dsl.players import EACH_OPPONENT, ME, Who, seats
from engine.dsl.script import Ctx, Step
from engine.state import DECK, HAND, Decision


@dataclass(frozen=True, slots=True)
class May(Step):
    """'You may ...': ask first; 'no' ends the effect (or, with `var`, records the answer
    as 1/0 for a later `If` and goes on)."""

    name: str = ""
    var: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        if ctx.answer is None:
            return Decision(ctx.controller, "may", ["yes", "no"], 1, 1,
                            f"Use {self.name or 'this ability'}?", ctx.source)
        yes = ctx.answer[0] == "yes"
        if self.var:
            ctx.frame.vars[self.var] = int(yes)
        elif not yes:
            ctx.frame.vars["_stop"] = True
        return None


def _progress(ctx: Ctx, who: Who, var: str) -> tuple[list[int], int]:
    """The choosing seats and how many have answered (for steps several players answer)."""
    if who == ME:
        return [ctx.controller], 0
    key = f"_{var}_seats"
    order = ctx.frame.vars.get(key)
    if order is None:
        order = ctx.frame.vars[key] = seats(who, ctx.state, ctx.controller, ctx.frame.vars)
    return order, ctx.frame.vars.get(f"_{var}_i", 0)


def _store(ctx: Ctx, var: str, picked: list[int], many: bool) -> None:
    vars = ctx.frame.vars
    owners = [c.owner for c in (ctx.state.card(i) for i in picked) if c is not None]
    if many:
        vars[var] = [*vars.get(var, []), *picked]
        vars[f"{var}@owner"] = [*vars.get(f"{var}@owner", []), *owners]
    else:
        vars[var] = picked[0] if picked else 0
        vars[f"{var}@owner"] = owners


@dataclass(frozen=True, slots=True)
class Choose(Step):
    """'Chosen character' / 'up to N chosen characters': cards in play the chooser may choose
    (Ward respected, 8.15). With no legal choice the variable stays empty and later steps
    on it do nothing. `optional`: the choice may be skipped; `count` > 1 or `up_to` store a
    list; `up_to` allows fewer, down to none (6.1.3). `chooser`: who chooses (`Who`)."""

    var: str
    filter: Filter = CHARACTERS
    prompt: str = "Choose a character"
    optional: bool = False
    count: int = 1
    up_to: bool = False
    chooser: Who = ME

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        many = self.count > 1 or self.up_to or self.chooser != ME
        order, i = _progress(ctx, self.chooser, self.var)
        if ctx.answer is not None:
            picked = [a for a in ctx.answer if isinstance(a, int) and a]
            picked = ctx.frame.vars.pop(f"_{self.var}_forced", []) + picked
            _store(ctx, self.var, picked, many)
            for card in (s.card(iid) for iid in picked):
                if (card is not None and card.owner != order[i]
                        and ctx.frame.ref[1] == "effect"):
                    ops.emit(s, "chosen_by_opponent", card)
                    if query.has(s, card, "Vanish"):
                        ops.add_to_bag(s, card.owner, ("@Vanish", "trigger", 0), card.iid,
                                       card.iid)
            i += 1
            ctx.frame.vars[f"_{self.var}_i"] = i
        elif self.var not in ctx.frame.vars or not many:
            ctx.frame.vars[self.var] = [] if many else 0
        while i < len(order):
            seat = order[i]
            options: list[int | str] = [
                c.iid for c in cards(s, self.filter, seat, ctx.source)
                if query.can_be_chosen(s, c, seat)
            ]
            count = self.count
            if options and "must_be_chosen" in s.pool.kinds:
                options, count = self._must_choose(ctx, seat, options)
            if options:
                least = 0 if self.optional or self.up_to else min(count, len(options))
                return Decision(seat, "target", options, least, count, self.prompt,
                                ctx.source)
            if count < self.count:  # the forced cards were all there was to choose
                ctx.answer = []
                return self.run(ctx)
            i += 1
            ctx.frame.vars[f"_{self.var}_i"] = i
        return None


    def _must_choose(self, ctx: Ctx, seat: int,
                     options: list[int | str]) -> tuple[list[int | str], int]:
        """Opponents must choose cards with a 'must_be_chosen' static if able: with one to
        choose, the choice is among those; with more, they are chosen and the player picks
        the rest among the others (kept under `_<var>_forced` until the answer)."""
        s = ctx.state
        forced: list[int | str] = []
        for iid in options:
            card = s.card(iid) if isinstance(iid, int) else None
            if card is not None and card.owner != seat and query.restricted(
                    s, card, "must_be_chosen"):
                forced.append(iid)
        if not forced:
            return options, self.count
        if len(forced) >= self.count:
            return forced, self.count
        ctx.frame.vars[f"_{self.var}_forced"] = forced
        return [o for o in options if o not in forced], self.count - len(forced)


@dataclass(frozen=True, slots=True)
class ChooseCards(Step):
    """Choose `count` cards (`up_to`: 0 to `count`) from a zone of the chooser's own (hand,
    discard, deck); a hand or deck choice is hidden from other players. `who`: who chooses
    from their own zone, e.g. `EACH_OPPONENT` ("each opponent chooses and discards")."""

    var: str
    zone: str = HAND
    filter: Filter | None = None
    count: int = 1
    prompt: str = "Choose cards"
    up_to: bool = False
    who: Who = ME
    either: Filter | None = None  # "an item card or a Robot character card"

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        order, i = _progress(ctx, self.who, self.var)
        if ctx.answer is not None:
            _store(ctx, self.var, [a for a in ctx.answer if isinstance(a, int)], True)
            i += 1
            ctx.frame.vars[f"_{self.var}_i"] = i
        elif self.who == ME or self.var not in ctx.frame.vars:
            ctx.frame.vars[self.var] = []
        flt = self.filter
        while i < len(order):
            seat = order[i]
            options: list[int | str] = [
                c.iid for c in s.players[seat].zone(self.zone)
                if flt is None or flt.matches(c, seat, ctx.source, s)
                or (self.either is not None and self.either.matches(c, seat, ctx.source, s))
            ]
            n = min(self.count, len(options))
            if n:
                return Decision(seat, "cards", options, 0 if self.up_to else n, n,
                                self.prompt, ctx.source, hidden=self.zone in (HAND, DECK))
            i += 1
            ctx.frame.vars[f"_{self.var}_i"] = i
        return None


@dataclass(frozen=True, slots=True)
class ChoosePlayer(Step):
    """'Chosen opponent' / 'chosen player': stores the seat in `var` (see `chosen_player`)."""

    var: str
    among: Who = EACH_OPPONENT
    prompt: str = "Choose a player"

    def run(self, ctx: Ctx) -> Decision | None:
        if ctx.answer is not None:
            picked = ctx.answer[0] if ctx.answer else ""
            ctx.frame.vars[self.var] = int(picked[1:]) if isinstance(picked, str) else -1
            return None
        found = seats(self.among, ctx.state, ctx.controller, ctx.frame.vars)
        if not found:
            ctx.frame.vars[self.var] = -1
            return None
        return Decision(ctx.controller, "player", [f"p{seat}" for seat in found], 1, 1,
                        self.prompt, ctx.source)


@dataclass(frozen=True, slots=True)
class ChooseMode(Step):
    """"[A] or [B]" / "choose one": each mode is (label, steps). Flattened by
    `engine.steps.control.flatten` into a decision that jumps to the chosen mode's steps.
    `available` (one condition or None per mode) says which modes can be chosen now: "if [A]
    can't be chosen, then [B] has to be chosen" (6.1.5.2); with one left it is chosen for
    the player, with none every mode is offered."""

    modes: tuple[tuple[str, tuple[Step, ...]], ...]
    prompt: str = "Choose one"
    chooser: Who = ME
    available: tuple[Condition | None, ...] = ()

    def run(self, ctx: Ctx) -> Decision | None:  # pragma: no cover - flattened away
        raise AssertionError("ChooseMode is flattened into _Modes")


def chosen_cards(ctx: Ctx, var: str) -> list[Any]:
    got = ctx.frame.vars.get(var) or []
    return got if isinstance(got, list) else [got]


__all__ = ["Choose", "ChooseCards", "ChooseMode", "ChoosePlayer", "May", "chosen_cards"]
