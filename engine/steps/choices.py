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
from engine.dsl.amounts import Amount
from engine.dsl.conditions import Condition
from engine.dsl.filters import CHARACTERS, SELF_MOVED, Filter, cards
from engine.dsl.players import EACH_OPPONENT, ME, Who, seats
from engine.dsl.script import Ctx, Step
from engine.state import DECK, HAND, Decision
from engine.steps.base import value


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
    list; `up_to` allows fewer, down to none (6.1.3). `chooser`: who chooses (`Who`).
    `either`: cards matching it may be chosen too ("chosen character with Bodyguard or
    item"). `excluding`: the cards an earlier choice stored in that variable can't be chosen
    ("deal 2 damage to chosen character; deal 1 damage to another chosen character")."""

    var: str
    filter: Filter = CHARACTERS
    prompt: str = "Choose a character"
    optional: bool = False
    count: int = 1
    up_to: bool = False
    chooser: Who = ME
    either: Filter | None = None  # "chosen character with Bodyguard or item": also these
    excluding: str = ""  # "another chosen character": not the one(s) in this variable

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
            if picked and "chosen" in s.pool.events:
                _chosen(ctx, picked)
            i += 1
            ctx.frame.vars[f"_{self.var}_i"] = i
        elif self.var not in ctx.frame.vars or not many:
            ctx.frame.vars[self.var] = [] if many else 0
        while i < len(order):
            seat = order[i]
            found = cards(s, self.filter, seat, ctx.source)
            if self.either is not None:
                found += [c for c in cards(s, self.either, seat, ctx.source) if c not in found]
            options: list[int | str] = [c.iid for c in found if query.can_be_chosen(s, c, seat)]
            if self.excluding:
                earlier = ctx.frame.vars.get(self.excluding)
                gone = set(earlier) if isinstance(earlier, list) else {earlier}
                options = [o for o in options if o not in gone]
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


def _chosen(ctx: Ctx, picked: list[int]) -> None:
    """Raise 'chosen' for each card chosen by this step ("whenever this character is chosen
    for an action or an item's ability"): the event's facts `by_action` (an action's effect,
    songs included) and `by_item` (an ability of an item card)."""
    from engine.cards.facts import card_db

    s = ctx.state
    name, slot, _ = ctx.frame.ref
    by_action = slot == "effect"
    printed = None if by_action else card_db().get(name)  # None: a keyword's ability
    by_item = printed is not None and printed.is_item
    for card in (s.card(iid) for iid in picked):
        if card is not None:
            ops.emit(s, "chosen", card, by_action=by_action, by_item=by_item)


@dataclass(frozen=True, slots=True)
class ChooseCards(Step):
    """Choose `count` cards (an amount: "a card for each card that was under him"; `up_to`:
    0 to `count`) from a zone of the chooser's own (hand, discard, deck); a hand or deck
    choice is hidden from other players. `who`: who chooses from their own zone, e.g.
    `EACH_OPPONENT` ("each opponent chooses and discards"). `of`: the zone is that player's
    instead and the controller chooses (a card "of your choice" from a chosen opponent's
    revealed hand); the filter is evaluated for the controller. `max_cost`: only cards whose
    printed cost is at most this amount, counted as the choice is made ("a character with
    cost up to 2 more than the banished character")."""

    var: str
    zone: str = HAND
    filter: Filter | None = None
    count: Amount = 1
    prompt: str = "Choose cards"
    up_to: bool = False
    who: Who = ME
    either: Filter | None = None  # "an item card or a Robot character card"
    max_cost: Amount | None = None
    of: Who | None = None
    # Ask even with nothing to choose (an `up_to` choice from the hand right after a draw:
    # whether the player is asked must not tell others what was drawn, 7.1.4).
    always_ask: bool = False

    def run(self, ctx: Ctx) -> Decision | None:
        if self.of is not None:
            return self._of(ctx)
        order, i = _progress(ctx, self.who, self.var)
        if ctx.answer is not None:
            _store(ctx, self.var, [a for a in ctx.answer if isinstance(a, int)], True)
            i += 1
            ctx.frame.vars[f"_{self.var}_i"] = i
        elif self.who == ME or self.var not in ctx.frame.vars:
            ctx.frame.vars[self.var] = []
        while i < len(order):
            seat = order[i]
            decision = self._ask(ctx, seat, seat)
            if decision is not None:
                return decision
            i += 1
            ctx.frame.vars[f"_{self.var}_i"] = i
        return None

    def _of(self, ctx: Ctx) -> Decision | None:
        """The controller chooses from the zone of the first player in `of`."""
        assert self.of is not None
        if ctx.answer is not None:
            _store(ctx, self.var, [a for a in ctx.answer if isinstance(a, int)], True)
            return None
        ctx.frame.vars[self.var] = []
        found = seats(self.of, ctx.state, ctx.controller, ctx.frame.vars)
        return self._ask(ctx, ctx.controller, found[0]) if found else None

    def _ask(self, ctx: Ctx, chooser: int, owner: int) -> Decision | None:
        """The decision of `chooser` among the matching cards in `owner`'s zone (the filter
        evaluated for the chooser), or None when there is nothing to ask."""
        s = ctx.state
        flt = self.filter
        most = None if self.max_cost is None else value(ctx, self.max_cost)
        moved = ctx.frame.vars.get(SELF_MOVED, 0) if flt is not None and flt.other else 0
        options: list[int | str] = [
            c.iid for c in s.players[owner].zone(self.zone)
            if c.iid != moved and (flt is None or flt.matches(c, chooser, ctx.source, s)
                or (self.either is not None and self.either.matches(c, chooser, ctx.source,
                                                                    s)))
            and (most is None or c.facts.cost <= most)
        ]
        n = min(value(ctx, self.count), len(options))
        if not n and not (self.always_ask and self.up_to):
            return None
        # (max 1 with no options, like a look at the deck finding nothing: not a choice made
        # for the player)
        return Decision(chooser, "cards", options, 0 if self.up_to else n, n or 1,
                        self.prompt, ctx.source, hidden=self.zone in (HAND, DECK))


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


@dataclass(frozen=True, slots=True)
class ChooseEach(Step):
    """"For each opposing player, you may choose a character of theirs": the controller
    makes one choice per player of `among` (turn order), among that player's cards matching
    the filter (evaluated for the controller, Ward respected); `optional`: each may be
    skipped. The cards chosen are stored in `var` as a list."""

    var: str
    filter: Filter = CHARACTERS
    prompt: str = "Choose a character"
    among: Who = EACH_OPPONENT
    optional: bool = True

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        vars = ctx.frame.vars
        key = f"_{self.var}_each"
        if key not in vars:
            vars[key] = seats(self.among, s, ctx.controller, vars)
            vars[self.var] = []
            vars[f"{self.var}@owner"] = []
        order: list[int] = vars[key]
        if ctx.answer is not None:
            picked = [a for a in ctx.answer if isinstance(a, int) and a]
            _store(ctx, self.var, picked, True)
            for card in (s.card(iid) for iid in picked):
                if card is not None and card.owner != ctx.controller \
                        and ctx.frame.ref[1] == "effect":
                    ops.emit(s, "chosen_by_opponent", card)
                    if query.has(s, card, "Vanish"):
                        ops.add_to_bag(s, card.owner, ("@Vanish", "trigger", 0), card.iid,
                                       card.iid)
            order = vars[key] = order[1:]
        while order:
            options: list[int | str] = [
                c.iid for c in cards(s, self.filter, ctx.controller, ctx.source)
                if c.owner == order[0] and query.can_be_chosen(s, c, ctx.controller)
            ]
            if options:
                return Decision(ctx.controller, "target", options, 0 if self.optional else 1,
                                1, self.prompt, ctx.source)
            order = vars[key] = order[1:]
        del vars[key]
        return None


def chosen_cards(ctx: Ctx, var: str) -> list[Any]:
    got = ctx.frame.vars.get(var) or []
    return got if isinstance(got, list) else [got]


__all__ = ["Choose", "ChooseCards", "ChooseEach", "ChooseMode", "ChoosePlayer", "May",
           "chosen_cards"]
