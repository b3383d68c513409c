"""`Game`: the engine's public face. Actions in, events and a new state out.

The game is deterministic: the RNG state is part of the state, so `Game.new` with the same decks
and seed followed by the same actions always gives the same game, and `snapshot`/`restore`
round-trips everything. `apply` validates fully before changing anything, so an illegal or
malformed action leaves the state untouched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import is_
from typing import Any

from engine import flow, ops, query, turn_actions
from engine.actions import Action, Choose, Concede, TimeOut
from engine.decks import validate_decks
from engine.errors import IllegalAction, InvalidAction
from engine.options import RulesOptions
from engine.rng import below, id_key, shuffle
from engine.state import Card, GameState, Player
from engine.statecheck import eliminate
from engine.view import ViewBuilder, project

Event = dict[str, Any]
# 2: card ids come from the id stream (`id_key`, `id_count` instead of `next_iid`).
SNAPSHOT_FORMAT = 2


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: the winner's seat (None if nobody won) and why."""

    winner: int | None
    reason: str
    losers: dict[int, str]

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats, as every game reports them (`engine.core.table.Ending`)."""
        return () if self.winner is None else (self.winner,)


class Game:
    """One match. Not thread-safe; the server gives each match its own actor."""

    __slots__ = ("_builder", "_legal", "_legal_version", "_wire_lists", "state")

    def __init__(self, state: GameState) -> None:
        self.state = state
        # Legal actions per seat, valid for one version. Only `apply` changes the state (callers
        # treat `state` as read-only), so a version number is a safe cache key; it saves the
        # second enumeration when a client asks for legal actions and then acts.
        self._legal: dict[int, list[Action]] = {}
        self._legal_version = -1
        # For `views`: the view builder's memory of its last views, and per seat the legal
        # actions of its last view, their wire forms, and each of those actions' wire form by
        # action (so an action still legal keeps the same wire dict, and an unchanged legal
        # list stays the same list: what the seat's next diff compares with).
        self._builder = ViewBuilder()
        self._wire_lists: dict[int, tuple[list[Action], list[dict[str, Any]],
                                          dict[Action, dict[str, Any]]]] = {}

    # --- creation ----------------------------------------------------------------------------
    @classmethod
    def new(cls, decks: Sequence[Sequence[str]], seed: int,
            options: RulesOptions | None = None) -> Game:
        """Set up a game: validate decks, shuffle, pick the starting player, deal 7 cards, and
        wait for the alter-hand decisions (rulebook 2.2)."""
        options = options or RulesOptions()
        validate_decks(decks, options)
        rng = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & ((1 << 64) - 1)
        s = GameState(players=[Player(seat) for seat in range(len(decks))], options=options,
                      rng=rng, id_key=id_key(seed))
        for seat, deck in enumerate(decks):
            p = s.players[seat]
            p.deck.extend(Card(iid, name, seat, facedown=True)
                          for iid, name in zip(s.fresh_iids(len(deck)), deck, strict=True))
            s.rng = shuffle(s.rng, p.deck)
        s.rng, s.starting = below(s.rng, len(decks))
        s.active = s.starting
        s.index_cards()
        events: list[Event] = []
        for p in s.players:
            for _ in range(options.hand_size):
                ops.draw(s, p.seat, events)
        flow.push(s, ["alter_hands", query.turn_order(s, s.starting)])
        flow.advance(s, events)
        return cls(s)

    # --- queries -----------------------------------------------------------------------------
    @property
    def version(self) -> int:
        return self.state.version

    @property
    def num_players(self) -> int:
        return len(self.state.players)

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def result(self) -> GameResult | None:
        s = self.state
        if not s.over:
            return None
        return GameResult(s.winner if s.winner >= 0 else None, s.end_reason,
                          {p.seat: p.lost for p in s.players if p.lost})

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self._cached_legal(seat))

    def _cached_legal(self, seat: int) -> list[Action]:
        if self._legal_version != self.state.version:
            self._legal.clear()
            self._legal_version = self.state.version
        legal = self._legal.get(seat)
        if legal is None:
            with query.Unchanging(self.state):  # enumerating only reads the state
                legal = self._legal[seat] = turn_actions.legal_actions(self.state, seat)
        return legal

    def to_act(self) -> list[int]:
        s = self.state
        if s.over:
            return []
        if s.decision is not None:
            return [s.decision.player]
        return [s.active] if turn_actions.idle(s) else []

    def view(self, viewer: int | None) -> dict[str, Any]:
        out = project(self.state, viewer)
        if viewer is not None and 0 <= viewer < self.num_players:
            out["legal"] = [a.to_wire() for a in self._cached_legal(viewer)]
        return out

    def views(self, viewers: Sequence[int | None]) -> list[dict[str, Any]]:
        """Exactly `[self.view(v) for v in viewers]`, built together and sharing every part
        that is alike with each other and with earlier views (see `engine.view.ViewBuilder`):
        the nested containers must be treated as read-only."""
        out = self._builder.build(self.state, viewers)
        for viewer, view in zip(viewers, out, strict=True):
            if viewer is not None and 0 <= viewer < self.num_players:
                view["legal"] = self._legal_wire(viewer)
        return out

    def _legal_wire(self, seat: int) -> list[dict[str, Any]]:
        legal = self._cached_legal(seat)
        old = self._wire_lists.get(seat)
        if old is None:
            wire = [action.to_wire() for action in legal]
            self._wire_lists[seat] = (legal, wire, dict(zip(legal, wire, strict=True)))
            return wire
        old_legal, old_wire, by_action = old
        if old_legal is legal:
            return old_wire  # already made for this very list (this version's)
        # Legal actions hold only ints and strings, so equal actions have equal wire forms.
        get = by_action.get
        wire = [get(action) or action.to_wire() for action in legal]
        if len(wire) == len(old_wire) and all(map(is_, wire, old_wire)):
            # The same actions as last time, in the same order: so is the map still.
            self._wire_lists[seat] = (legal, old_wire, by_action)
            return old_wire
        self._wire_lists[seat] = (legal, wire, dict(zip(legal, wire, strict=True)))
        return wire

    # --- actions -----------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply one player's action. Raises InvalidAction / IllegalAction without changing
        anything; otherwise returns the events and bumps the version."""
        s = self.state
        if not isinstance(action, Action) or type(action) is Action:
            raise InvalidAction("not an action")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(s.players):
            raise InvalidAction(f"no seat {seat!r}")
        if s.over:
            raise IllegalAction("game_over", "the game is over")
        if not s.players[seat].alive:
            raise IllegalAction("game_over", "you have left this game")
        events: list[Event] = []
        if isinstance(action, Concede):
            self._concede(seat, events)
        elif isinstance(action, TimeOut):  # the server's clock: only for a seat waited for
            if seat not in self.to_act():
                raise IllegalAction("not_your_turn", "the game is not waiting for this seat")
            self._concede(seat, events, "timeout")
        else:
            self._check_legal(seat, action)
            turn_actions.perform(s, seat, action, events)
        s.version += 1
        return events

    def _check_legal(self, seat: int, action: Action) -> None:
        s = self.state
        if s.decision is not None:
            if s.decision.player != seat:
                raise IllegalAction("not_your_turn", f"waiting for seat {s.decision.player}")
            if not isinstance(action, Choose):
                raise IllegalAction("decision_pending",
                                    f"answer the pending {s.decision.kind!r} decision first")
            if not turn_actions.valid_choice(s, action.picks):
                raise IllegalAction("illegal", "those picks are not a valid answer")
            return
        if isinstance(action, Choose):
            raise IllegalAction("illegal", "there is no decision to answer")
        if s.active != seat or not turn_actions.idle(s):
            raise IllegalAction("not_your_turn", f"it is seat {s.active}'s turn")
        if action not in self._cached_legal(seat):
            raise IllegalAction("illegal", f"{action!r} is not legal now")

    def _concede(self, seat: int, events: list[Event], reason: str = "conceded") -> None:
        """Conceding (2.3.3.4) works at any time; the game carries on without that player."""
        s = self.state
        if s.decision is not None and s.decision.player == seat:
            # A task waiting on this player was re-scheduled and skips players who left when it
            # runs again; a frame waiting on them ends with them (`eliminate`) or skips the
            # choice if it is someone else's effect.
            s.decision = None
            s.answer = None
        # `eliminate` also ends the turn if it was theirs (outside setup, where the alter-hand
        # round goes on without them).
        eliminate(s, seat, reason, events)
        if not s.over:
            flow.advance(s, events)

    # --- persistence -------------------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The whole game as a value: fresh plain data (msgpack and JSON ready) that shares
        nothing with the running game, so it stays what it was however the game goes on."""
        return {"format": SNAPSHOT_FORMAT, "state": self.state.to_data()}

    @classmethod
    def restore(cls, snap: dict[str, Any]) -> Game:
        if snap.get("format") != SNAPSHOT_FORMAT:
            raise ValueError(f"unsupported snapshot format {snap.get('format')!r}")
        return cls(GameState.from_data(snap["state"]))
