"""The seam between the server and the rules engine.

Rooms talk to games only through `GameLike` (the subset of `engine.Game` they use) and
`GameFactory` (how games are created, restored and replayed), so the room can be unit-tested
with a scripted fake game (for example one that raises on demand to exercise crash recovery),
and the real engine is wired in at exactly one place, `engine_factory()`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from protocol.errors import ErrorCode
from server.store.base import LoadedMatch, MatchMeta

View = dict[str, Any]


class GameLike(Protocol):
    @property
    def version(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self, seat: int) -> list[Any]: ...

    def apply(self, seat: int, action: Any) -> Any: ...

    def view(self, viewer: int | None) -> View: ...

    def views(self, viewers: Sequence[int | None]) -> list[View]:
        """`[view(v) for v in viewers]`; the views may share (read-only) nested parts."""
        ...

    def snapshot(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """Public game result as the server reports it (game_over message, listings)."""

    winner: int | None
    reason: str

    def to_data(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Rejection:
    """Why an action was not applied, in protocol terms."""

    code: ErrorCode
    reason: str


@dataclass(frozen=True, slots=True)
class GameFactory:
    """How to build, restore and drive games. `classify` turns an exception raised by
    `action_from_wire`/`apply` into a `Rejection` when it is an ordinary rules outcome, or None
    when it is a genuine failure (a bug) that must trigger a rebuild from the store."""

    new: Callable[[MatchMeta], GameLike]
    restore: Callable[[dict[str, Any]], GameLike]
    action_from_wire: Callable[[dict[str, Any]], Any]
    outcome: Callable[[GameLike], Outcome | None]
    classify: Callable[[Exception], Rejection | None]

    def rebuild(self, loaded: LoadedMatch) -> GameLike:
        """The state after the last persisted action: snapshot (or a fresh game) + log replay."""
        if loaded.snapshot is not None:
            game = self.restore(loaded.snapshot.data)
        else:
            game = self.new(loaded.meta)
        for entry in loaded.entries:
            if entry.version <= game.version:
                continue  # covered by the snapshot
            game.apply(entry.seat, self.action_from_wire(entry.action))
            if game.version != entry.version:
                raise RuntimeError(
                    f"replay diverged: entry {entry.version} left the game at {game.version}"
                )
        return game


_ILLEGAL_CODES = {
    "not_your_turn": ErrorCode.NOT_YOUR_TURN,
    "game_over": ErrorCode.GAME_OVER,
    "decision_pending": ErrorCode.DECISION_PENDING,
    "illegal": ErrorCode.ILLEGAL,
}

MAX_REASON = 300


def engine_factory() -> GameFactory:
    """The real rules engine."""
    from engine import Game, IllegalAction, InvalidAction, RulesOptions, action_from_wire

    def new(meta: MatchMeta) -> GameLike:
        decks = [list(deck) for deck in meta.decks]
        options = RulesOptions.from_data(meta.options)
        game: GameLike = Game.new(decks, seed=meta.seed, options=options)
        return game

    def restore(data: dict[str, Any]) -> GameLike:
        game: GameLike = Game.restore(data)
        return game

    def outcome(game: GameLike) -> Outcome | None:
        result = getattr(game, "result", None)
        if result is None:
            return None
        return Outcome(winner=result.winner, reason=str(result.reason))

    def classify(exc: Exception) -> Rejection | None:
        if isinstance(exc, IllegalAction):
            code = _ILLEGAL_CODES.get(exc.code, ErrorCode.ILLEGAL)
            return Rejection(code, exc.reason[:MAX_REASON])
        if isinstance(exc, InvalidAction):
            return Rejection(ErrorCode.INVALID_ACTION, str(exc)[:MAX_REASON])
        return None

    return GameFactory(
        new=new,
        restore=restore,
        action_from_wire=action_from_wire,
        outcome=outcome,
        classify=classify,
    )
