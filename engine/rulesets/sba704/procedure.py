"""Priority, the stack and the cleanup step: when state-based actions are checked (704.3).

Whenever a player would receive priority the game first runs the state check (the core's loop
with `sba.CHECK`), then puts the waiting triggered abilities on the stack (each controller in
APNAP order puts theirs in the order they choose), then the player receives priority, a core
`Window` in which acting keeps priority and which closes when every player has passed in a row.
In the cleanup step nobody receives priority unless the step's first check performed something
or a triggered ability waits (514.3a). Choices made inside these steps (which legendary to
keep, the order of one's triggers) are decisions stored in the state and answered with
`Choose`.

A player still in the game may concede at any time, and the server's turn clock makes a player
it waits for lose by `TimeOut` (the core's `leaving`). Seed 001 says nothing of a player who
leaves, so the game does what it does for a player who loses by a state-based action: their
objects stay where they are, they make no more choices and control no more triggered
abilities, and whoever would now receive priority does, after the state check (docs/RULINGS.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import durations, windows
from engine.core.durations import expire
from engine.core.leaving import LEAVING, Concede, TimeOut
from engine.core.leaving import check as leaving_check
from engine.core.plain import classes
from engine.core.seating import next_in
from engine.core.table import Result, Table
from engine.core.triggers import ordering, unpicked
from engine.core.windows import SAME, Window
from engine.core.wire import WireAction, from_wire, registry
from engine.errors import IllegalAction
from engine.rulesets.sba704 import actions, model, ops, sba
from engine.rulesets.sba704.model import GRAVEYARD, Decision, State
from engine.rulesets.sba704.view import project


@dataclass(frozen=True, slots=True)
class Pass(WireAction):
    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Choose(WireAction):
    type: ClassVar[str] = "choose"
    picks: tuple[int, ...]


PLAYER = {**registry(Pass, Choose, actions.Cast), **LEAVING}
WIRE = {**actions.JUDGE, **PLAYER}


def action_from_wire(data: Any) -> WireAction:
    return from_wire(WIRE, data)


class Game(Table[State]):
    """One game of seed 001's TCG. `judge` performs generic actions as a judge would; `apply`
    takes a player's action (pass, a choice, casting); both then let the game check state-based
    actions before anyone receives priority."""

    game = "sba704"

    @property
    def result(self) -> Result | None:
        s = self.state
        if not s.over:
            return None
        return Result(s.winners, s.ended or ("draw" if s.draw else "state_based_actions"))

    def legal_actions(self, seat: int) -> list[WireAction]:
        """Passing and choosing, the actions a player may always enumerate, and conceding
        (last) for every player still in the game; casting (any effect, as generic actions)
        is open-ended and not listed."""
        s = self.state
        if s.over or seat not in s.alive():
            return []
        d = s.decision
        out: list[WireAction] = []
        if d is not None:
            if d.player == seat:
                out = [Choose((o,)) for o in d.options]
        elif self.priority == seat:
            out = [Pass()]
        out.append(Concede())
        return out

    def waiting_for(self) -> tuple[int, ...]:
        """The seats the game waits for: the deciding player, else the one with priority."""
        d = self.state.decision
        if d is not None:
            return (d.player,)
        holder = self.priority
        return () if holder is None else (holder,)

    def project(self, viewer: int | None) -> dict[str, Any]:
        return project(self.state, viewer)

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    @property
    def priority(self) -> int | None:
        w = self.state.priority
        return None if w is None or self.state.decision is not None else w.player

    def begin(self) -> None:
        """The game starts: the active player would receive priority. Nobody acted, so the
        version stays where it is."""
        self._give_priority(self.state.active)

    def judge(self, *acts: WireAction) -> list[dict[str, Any]]:
        s = self.state
        if s.over:
            raise IllegalAction("game_over", "the game is over")
        for a in acts:
            actions.check(s, a)
        mark = len(s.log)
        for a in acts:
            actions.perform(s, a)
        holder = s.priority.player if s.priority is not None else s.active
        self._give_priority(holder)
        s.version += 1
        return s.log[mark:]

    def apply(self, seat: int, action: WireAction) -> list[dict[str, Any]]:
        s = self.state
        mark = len(s.log)
        if s.over:
            raise IllegalAction("game_over", "the game is over")
        if isinstance(action, Concede | TimeOut):
            self._leave(seat, leaving_check(action, seat, s.alive(), self.waiting_for()))
            s.version += 1
            return s.log[mark:]
        d = s.decision
        if d is not None:
            if not isinstance(action, Choose) or seat != d.player:
                raise IllegalAction("decision_pending", "a choice is pending")
            self._answer(d, action.picks)
            self._give_priority(s.active)
            s.version += 1
            return s.log[mark:]
        w = s.priority
        if w is None or seat != w.player:
            raise IllegalAction("not_your_turn", "you do not have priority")
        if isinstance(action, Pass):
            if w.pass_():
                self._all_passed()
        elif isinstance(action, actions.Cast):
            if action.controller != seat:
                raise IllegalAction("illegal", "you cast spells as yourself")
            actions.check(s, action)
            actions.perform(s, action)
            self._give_priority(seat)
        else:
            raise IllegalAction("illegal", f"{action.type} is not a player action")
        s.version += 1
        return s.log[mark:]

    # --- the procedure -----------------------------------------------------------------------

    def _leave(self, seat: int, why: str) -> None:
        """`seat` leaves (conceding, or out of time). A choice of theirs goes with them and the
        game goes on as after an answered choice; someone else's stays pending. Otherwise the
        player who held priority, or if that was the leaver the next player in the window's
        order, receives priority anew: the state check first (704.3), then a fresh window, as
        whenever the game changed."""
        s = self.state
        w = s.priority
        holder = self.priority
        sba.leave(s, seat, why)
        if s.over:
            return
        d = s.decision
        if d is not None:
            if s.players[d.player].lost:
                s.decision = None
                self._give_priority(s.active)
            return
        if w is None or holder is None:
            self._give_priority(s.active)
        elif s.players[holder].lost:
            self._give_priority(next_in(w.order, holder, s.alive()))
        else:
            self._give_priority(holder)

    def check(self) -> bool:
        """Runs the state check; True if anything was performed (False too when it stopped for
        a choice, with the decision stored)."""
        return sba.CHECK.run(self.state).performed

    def _give_priority(self, seat: int) -> None:
        s = self.state
        report = sba.CHECK.run(s)
        if report.blocked or s.over:
            return
        self._state_triggers()
        if not self._place_triggers():
            return
        order = tuple(sba.turn_order(s))
        holder = seat if seat in order else order[0]
        s.priority = Window("priority", order, after_act=SAME, at=order.index(holder))

    def _state_triggers(self) -> None:
        """State triggers (704.2: they are triggered abilities, not state-based actions) trigger
        once while their state holds and until they have left the stack."""
        s = self.state
        for o in s.permanents():
            for t in o.triggers:
                if t.on == "life_at_most" and ops.life_of(s, o.controller) <= t.threshold and \
                        not any(i.source == o.oid and i.trigger == t
                                for i in (*s.waiting, *s.stack)):
                    ops.raise_trigger(s, o.oid, o.controller, t)

    def _place_triggers(self) -> bool:
        """Waiting triggers go on the stack, APNAP, each controller's in their chosen order.
        False when a controller must first choose that order."""
        s = self.state
        groups = sba.trigger_batches(s)
        placed: list[int] = []
        for seat, idx in groups:
            key = ("order", seat, tuple(s.waiting[i].source for i in idx))
            picked = s.answers.get(key, ())
            order = ordering(len(idx), picked)
            if order is None:
                s.decision = Decision(seat, "order_triggers", unpicked(len(idx), picked), key)
                return False
            placed.extend(idx[i] for i in order)
        for i in placed:
            s.stack.append(s.waiting[i])
            ops.note(s, {"type": "trigger_on_stack", "source": s.waiting[i].source})
        s.waiting.clear()
        s.answers = {k: v for k, v in s.answers.items() if k[0] != "order"}
        return True

    def _answer(self, d: Decision, picks: tuple[int, ...]) -> None:
        s = self.state
        if len(picks) != 1 or picks[0] not in d.options:
            raise IllegalAction("illegal", "choose exactly one of the options")
        # keep_one: the permanent kept; order_triggers: the next trigger, one pick at a time.
        s.answers[d.key] = picks if d.kind == "keep_one" else (*s.answers.get(d.key, ()),
                                                                  *picks)
        s.decision = None

    def _all_passed(self) -> None:
        s = self.state
        s.priority = None
        if s.stack:
            self._resolve()
            self._give_priority(s.active)
        elif s.step == "main":
            s.step = "cleanup"
            self._cleanup()
        else:
            self._cleanup()

    def _resolve(self) -> None:
        s = self.state
        item = s.stack.pop()
        for a in item.effect:
            try:
                actions.check(s, a)
            except IllegalAction:
                continue  # what no longer exists is not affected; the rest still happens
            actions.perform(s, a)
        spell = s.objects.get(item.spell) if item.spell is not None else None
        if spell is not None:
            ops.move(s, spell, GRAVEYARD)
        ops.note(s, {"type": "resolved", "source": item.source})

    def _cleanup(self) -> None:
        """514.2, then 514.3a: priority only if the first check did something or a triggered
        ability waits; then another cleanup step follows. Otherwise the turn ends."""
        s = self.state
        for o in s.permanents():
            o.damage = 0
            o.shields = 0
        s.lasting, _ = expire(s.lasting, "end_of_turn")
        report = sba.CHECK.run(s)
        if report.blocked or s.over:
            return
        self._state_triggers()
        if report.performed or s.waiting:
            ops.note(s, {"type": "cleanup_priority"})
            self._give_priority(s.active)
            return
        # The next player in turn order still in the game (after one who left during their
        # own turn, which went on to its end without them, the one after them).
        s.active = next_in(s.seats, s.active, s.alive())
        s.turn += 1
        s.step = "main"
        ops.note(s, {"type": "turn", "active": s.active})
        self._give_priority(s.active)


Game.known = classes(model, actions, durations, windows, Pass, Choose)
