"""Player action segments and the actions players send (seed 003).

In a player action segment the first player may act first, then the chance passes clockwise
after each action has completely resolved, until every player has passed in a row (a core
`Window`). In the marshalling phase only the active player may take actions that cost gold;
the others may still take actions that cost none. Responses are never actions: they are legal
only inside an action scheme's windows. Every action is checked completely before anything
changes; bad input raises a typed error and changes nothing.

A player still in the game may concede at any time, and the server's turn clock makes a player
being asked leave by `TimeOut` (the core's `leaving`). Seed 003 says nothing of a player who
leaves; the rulings (docs/RULINGS.md) follow its clockwise windows: every open window goes on
without them (closing if everyone left in it has passed in a row), the first player's and the
active player's roles pass to the player on their left, their cards stay where they are and
what they initiated still resolves; their power no longer counts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any, ClassVar

from engine.core import durations, windows
from engine.core.leaving import LEAVING, Concede, TimeOut, ending
from engine.core.leaving import check as leaving_check
from engine.core.plain import classes
from engine.core.seating import clockwise, next_in
from engine.core.table import Result, Table
from engine.core.windows import NEXT, Window
from engine.core.wire import WireAction, from_wire, registry
from engine.errors import IllegalAction
from engine.rulesets.windows003 import effects, model, scheme
from engine.rulesets.windows003.chars import gold_cost
from engine.rulesets.windows003.model import (
    ANY_PHASE,
    CHARACTER,
    EVENT,
    HAND,
    LIMBO,
    MARSHALLING,
    PLAY,
    Ability,
    Card,
    Item,
    Occasion,
    State,
    Step,
)
from engine.rulesets.windows003.view import project


@dataclass(frozen=True, slots=True)
class Pass(WireAction):
    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Use(WireAction):
    """Use a card's ability: a player action in an action segment, or a response in a window.
    `pay` names the card used to pay a kneel-another or kill-one cost; `door` which open
    occasion a normal response answers (the first matching one if -1)."""

    type: ClassVar[str] = "use"
    card: int
    ability: int
    targets: tuple[int, ...] = ()
    pay: int = 0
    door: int = -1


@dataclass(frozen=True, slots=True)
class Marshal(WireAction):
    """Play a character, location or attachment from hand, paying gold (an action)."""

    type: ClassVar[str] = "marshal"
    card: int
    to: int = 0


@dataclass(frozen=True, slots=True)
class Choose(WireAction):
    type: ClassVar[str] = "choose"
    picks: tuple[int, ...]


WIRE = {**registry(Pass, Use, Marshal, Choose), **LEAVING}


def action_from_wire(data: Any) -> WireAction:
    return from_wire(WIRE, data)


ENTER = (Step("enter_play"),)


@dataclass(frozen=True, slots=True)
class _Plan:
    """A checked use of an ability: what step 1 found, before anything is paid."""

    card: Card
    ability: Ability
    occasion: Occasion | None
    door: tuple[int, int, int] | None
    pay: Card | None
    gold: int


class Game(Table[State]):
    """One game of seed 003's TCG: player action segments, game actions and the players'
    actions, each followed by running the action scheme until a player is asked."""

    game = "windows003"

    # --- what the table sees ---------------------------------------------------------------

    @property
    def result(self) -> Result | None:
        s = self.state
        return None if s.winner is None else Result((s.winner,), s.ended or "power")

    def project(self, viewer: int | None) -> dict[str, Any]:
        return project(self.state, viewer)

    def legal_actions(self, seat: int) -> list[WireAction]:
        """Every action `seat` may take now, each checked by the same code `apply` uses, and
        conceding (last) for every player still in the game."""
        s = self.state
        if s.winner is not None or seat not in s.playing():
            return []
        return [*self._moves(seat), Concede()]

    def _moves(self, seat: int) -> list[WireAction]:
        s = self.state
        if s.decision is not None:
            if s.decision.player != seat:
                return []
            return [Choose((o,)) for o in s.decision.options]
        w = self.window()
        if w is None or w.player != seat:
            return []
        out: list[WireAction] = [Pass()]
        for a in self._candidates(seat):
            try:
                if isinstance(a, Use):
                    self._check_use(seat, w, a)
                else:
                    self._check_marshal(seat, w, a)
            except IllegalAction:
                continue
            out.append(a)
        return out

    def _candidates(self, seat: int) -> list[Use | Marshal]:
        s = self.state
        in_play = [c.cid for c in s.in_play()]
        mine = [c for c in s.cards.values() if c.controller == seat]
        doors = range(len(s.scheme.doors)) if s.scheme is not None else ()
        out: list[Use | Marshal] = []
        for c in mine:
            if c.zone == HAND and c.kind != EVENT:
                out += [Marshal(c.cid, to) for to in (0, *in_play)]
            for i, ab in enumerate(c.abilities):
                pays = [0] if ab.kneel in ("", "self") else [m.cid for m in mine]
                by_door = (-1,) if ab.kind != "response" or ab.save_cancel else doors
                for targets in combinations(in_play, ab.targets):
                    out += [Use(c.cid, i, targets, pay, door) for pay in pays
                            for door in by_door]
        return out

    def window(self) -> Window | None:
        """The window now answered: the innermost one of the running scheme, else the player
        action segment."""
        s = self.state
        if s.decision is not None or s.winner is not None:
            return None
        w = scheme.top_window(s)
        if w is None and s.scheme is None:
            w = s.segment
        return w

    def to_act(self) -> int | None:
        s = self.state
        if s.decision is not None:
            return s.decision.player
        w = self.window()
        return None if w is None else w.player

    def waiting_for(self) -> tuple[int, ...]:
        seat = self.to_act()
        return () if seat is None else (seat,)

    # --- starting things -------------------------------------------------------------------

    def start_segment(self) -> None:
        """A player action segment: the first player may act first."""
        s = self.state
        s.segment = self._open("actions", scheme.in_game(s, clockwise(s.seats, s.first)))
        self._advance()
        s.version += 1

    def game_action(self, steps: tuple[Step, ...], targets: tuple[int, ...] = (),
                    *more: tuple[tuple[Step, ...], tuple[int, ...]]) -> None:
        """A step of the game's own structure, resolved as one action scheme in which the first
        player opens every window; `more` adds further points to the same scheme (a
        challenge's resolution has four)."""
        s = self.state
        if s.scheme is not None:
            raise IllegalAction("illegal", "an action scheme is running")
        points = [(steps, targets), *more]
        scheme.start_game_action(s, [Item(self._iid(), "game", s.first, 0, -1, tg, st)
                                     for st, tg in points])
        self._advance()
        s.version += 1

    # --- player actions --------------------------------------------------------------------

    def apply(self, seat: int, action: WireAction) -> list[dict[str, Any]]:
        s = self.state
        mark = len(s.log)
        if s.winner is not None:
            raise IllegalAction("game_over", "the game is over")
        if isinstance(action, Concede | TimeOut):
            self._leave(seat, leaving_check(action, seat, s.playing(), self.waiting_for()))
            s.version += 1
            return s.log[mark:]
        if s.decision is not None:
            if not isinstance(action, Choose) or seat != s.decision.player:
                raise IllegalAction("decision_pending", "a choice is pending")
            if len(action.picks) != 1 or action.picks[0] not in s.decision.options:
                raise IllegalAction("illegal", "choose exactly one of the options")
            scheme.order_passives(s, action.picks[0])
            self._advance()
            s.version += 1
            return s.log[mark:]
        w = self.window()
        if w is None or seat != w.player:
            raise IllegalAction("not_your_turn", "you are not being asked")
        if isinstance(action, Pass):
            s.log.append({"type": "pass", "player": seat, "window": w.data["wid"]})
            if w.pass_():
                s.log.append({"type": "window_closed", "window": w.data["wid"], "kind": w.kind})
                if w is s.segment:
                    s.segment = None
                else:
                    scheme.close_window(s)
        elif isinstance(action, Marshal):
            self._marshal(seat, w, action)
        elif isinstance(action, Use):
            self._use(seat, w, action)
        else:
            raise IllegalAction("illegal", f"{action.type} is not possible now")
        self._advance()
        s.version += 1
        return s.log[mark:]

    def _check_marshal(self, seat: int, w: Window, a: Marshal) -> tuple[Card, tuple[int, ...], int]:
        s = self.state
        card = self._card(a.card)
        if w is not s.segment or card.zone != HAND or card.owner != seat or card.kind == EVENT:
            raise IllegalAction("illegal", "marshal a card from your hand in an action segment")
        if s.phase != MARSHALLING or seat != s.active:
            raise IllegalAction("illegal", "only the active player marshals, in marshalling")
        targets: tuple[int, ...] = ()
        if a.to:
            host = self._card(a.to)
            if host.zone != PLAY or host.kind != CHARACTER:
                raise IllegalAction("illegal", "attachments go on a character in play")
            targets = (a.to,)
        return card, targets, self._gold_needed(seat, card.cost, card.penalty)

    def _marshal(self, seat: int, w: Window, a: Marshal) -> None:
        s = self.state
        card, targets, cost = self._check_marshal(seat, w, a)
        s.gold[seat] -= cost
        w.acted()
        s.log.append({"type": "paid", "gold": cost})
        scheme.start(s, Item(self._iid(), "action", seat, card.cid, -1, targets, ENTER))

    def _check_use(self, seat: int, w: Window, a: Use) -> _Plan:
        """Every check of step 1 (1a-1d), before anything is paid."""
        s = self.state
        card = self._card(a.card)
        if not 0 <= a.ability < len(card.abilities):
            raise IllegalAction("illegal", "no such ability")
        ab = card.abilities[a.ability]
        mine = card.controller == seat and (card.zone == PLAY or (
            card.zone == HAND and card.kind == EVENT))
        if not mine:
            raise IllegalAction("illegal", "use abilities of your cards in play or events")
        occasion, door = self._opening(seat, w, card, a, ab)
        self._check_targets(card, ab, a.targets, occasion)
        if ab.gold and s.phase == MARSHALLING and seat != s.active and w is s.segment:
            raise IllegalAction("illegal", "only the active player takes gold actions now")
        pay = self._check_pay(seat, card, ab, a.pay)
        return _Plan(card, ab, occasion, door, pay, self._gold_needed(seat, ab.gold, 0))

    def _use(self, seat: int, w: Window, a: Use) -> None:
        s = self.state
        p = self._check_use(seat, w, a)
        # Everything is legal: pay and initiate (1e-1f).
        s.gold[seat] = s.gold.get(seat, 0) - p.gold
        kind = "action" if w is s.segment else "response"
        item = Item(self._iid(), kind, seat, p.card.cid, a.ability, a.targets, p.ability.steps,
                    p.occasion)
        if s.scheme is not None and p.door is not None:
            s.scheme.used.add(p.door)
        w.acted()
        if w is s.segment:
            scheme.start(s, item)
        else:
            scheme.push(s, ["initiate", item])
        if p.card.kind == EVENT:
            p.card.zone = LIMBO
            assert s.scheme is not None
            s.scheme.moribund[p.card.cid] = "discard"
        if p.pay is not None:
            self._pay_card(seat, p.ability, p.pay, item)

    def _opening(self, seat: int, w: Window, card: Card, a: Use, ab: Ability
                 ) -> tuple[Occasion | None, tuple[int, int, int] | None]:
        """Which window may use this ability, and for a response which door it answers."""
        s = self.state
        if w is s.segment:
            if ab.kind != "action" or ab.phase not in (ANY_PHASE, s.phase):
                raise IllegalAction("illegal", "not an action for this phase")
            return None, None
        if ab.kind != "response":
            raise IllegalAction("illegal", "only responses may be used in this window")
        assert s.scheme is not None
        if w.kind == "save_cancel":
            if not ab.save_cancel:
                raise IllegalAction("illegal", "only save/cancel responses now")
            pending: Item = s.tasks[-1][1]
            occ = Occasion("initiated", pending.source, pending.controller, pending.iid)
            src = s.cards.get(pending.source)
            if not effects.concerns(ab.match, card, src):
                raise IllegalAction("illegal", "this response does not answer that")
            key = (card.cid, a.ability, -pending.iid)
            if key in s.scheme.used:
                raise IllegalAction("illegal", "already used for this")
            return occ, key
        if ab.save_cancel:
            raise IllegalAction("illegal", "save/cancel responses only right after initiation")
        doors = [i for i, d in enumerate(s.scheme.doors)
                 if effects.matches(s, card, ab, d) and (card.cid, a.ability, i)
                 not in s.scheme.used]
        if a.door != -1:
            doors = [i for i in doors if i == a.door]
        if not doors:
            raise IllegalAction("illegal", "no open occasion for this response")
        return s.scheme.doors[doors[0]], (card.cid, a.ability, doors[0])

    def _check_targets(self, card: Card, ab: Ability, targets: tuple[int, ...],
                       occasion: Occasion | None) -> None:
        s = self.state
        if len(targets) != ab.targets or len(set(targets)) != len(targets):
            raise IllegalAction("illegal", f"choose {ab.targets} different targets")
        removes = any(st.what in effects.REMOVAL and st.target == "target" for st in ab.steps)
        saves = any(st.what == "save" for st in ab.steps)
        for t in targets:
            c = self._card(t)
            if c.zone != PLAY:
                raise IllegalAction("illegal", "targets are cards in play")
            if removes and s.moribund(t):
                raise IllegalAction("illegal", "a moribund card cannot be removed again")
            if saves and occasion is not None:
                pending = effects.find_item(s, occasion.item)
                if pending is None or t not in pending.targets:
                    raise IllegalAction("illegal", "save only what that would remove")
        del card

    def _check_pay(self, seat: int, card: Card, ab: Ability, pay: int) -> Card | None:
        s = self.state
        if ab.kneel == "self":
            if card.knelt or card.zone != PLAY:
                raise IllegalAction("illegal", "kneel it to pay: it must be standing in play")
            return card
        if not ab.kneel:
            return None
        c = self._card(pay)
        how, _, trait = ab.kneel.partition(":")
        if c.zone != PLAY or c.controller != seat or (trait and trait not in c.traits):
            raise IllegalAction("illegal", "pay with one of your matching cards in play")
        if how == "kill" and s.moribund(c.cid):
            raise IllegalAction("illegal", "a moribund card cannot pay a cost by leaving play")
        if how == "trait" and c.knelt:
            raise IllegalAction("illegal", "kneel a standing card to pay")
        return c

    def _pay_card(self, seat: int, ab: Ability, c: Card, item: Item) -> None:
        if ab.kneel.startswith("kill"):
            effects.make_moribund(self.state, c, "kill", seat, item)
        else:
            c.knelt = True
            self.state.log.append({"type": "knelt", "card": c.cid, "cost": True})

    def _gold_needed(self, seat: int, base: int, penalty: int) -> int:
        s = self.state
        cost = gold_cost(base, penalty, s.penalty_mods.get(seat, 0), s.reductions.get(seat, 0))
        if s.gold.get(seat, 0) < cost:
            raise IllegalAction("illegal", "not enough gold")
        return cost

    # --- players who leave --------------------------------------------------------------

    def _leave(self, seat: int, why: str) -> None:
        """`seat` leaves (conceding, or out of time): with one player left, they win. Else the
        roles of first and active player pass to the player on the leaver's left, a decision
        of theirs (ordering passives: the first player's) goes to the new first player, and
        every open window goes on without them; the one being answered closes now if all
        the others in it have passed in a row, as after a pass."""
        s = self.state
        before = self.window()
        asked = None if before is None else (before.data.get("wid"), before.player)
        s.left[seat] = why
        s.log.append({"type": "player_left", "player": seat, "reason": why})
        playing = s.playing()
        if len(playing) == 1:
            s.ended = ending(why, len(s.seats))
            scheme.win(s, playing)
            return
        if s.first == seat:
            s.first = next_in(s.seats, seat, playing)
        if s.active == seat:
            s.active = next_in(s.seats, seat, playing)
        if s.decision is not None and s.decision.player == seat:
            s.decision = replace(s.decision, player=s.first)
        for open_window in scheme.open_windows(s):
            open_window.leave(seat)
        w = self.window()
        if w is not None and w.closed:
            s.log.append({"type": "window_closed", "window": w.data["wid"], "kind": w.kind})
            if w is s.segment:
                s.segment = None
            else:
                scheme.close_window(s)
        self._advance(asked)

    # --- running ---------------------------------------------------------------------------

    def _advance(self, asked: tuple[int | None, int] | None = None) -> None:
        """Runs the scheme's tasks until a player is asked (a window or a decision); the ask
        is logged, unless it is `asked` (the window and player asked already)."""
        s = self.state
        while s.winner is None and s.decision is None and s.tasks:
            if not scheme.step(s):
                break
        w = self.window()
        if w is not None:
            if "wid" not in w.data:
                w.data["wid"] = s.next_wid
                s.next_wid += 1
            if (w.data["wid"], w.player) != asked:
                s.log.append({"type": "ask", "player": w.player, "window": w.data["wid"],
                              "kind": w.kind})

    def _open(self, kind: str, order: tuple[int, ...]) -> Window:
        return Window(kind, order, NEXT)

    def _card(self, cid: int) -> Card:
        c = self.state.cards.get(cid)
        if c is None:
            raise IllegalAction("illegal", f"no card {cid}")
        return c

    def _iid(self) -> int:
        s = self.state
        s.next_iid += 1
        return s.next_iid - 1



Game.known = classes(model, durations, windows)
