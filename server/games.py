"""The seam between the server and the rules engines: one narrow interface for every game.

A room holds a `Match` (`engine.core.table.Match`, the one protocol every game satisfies:
version, result, legal actions, apply, view, views, snapshot) and a `GameFactory`, which
knows everything game-specific the server needs: which create-request fields make a game
(`setup`), a new game from a match's metadata, restoring a snapshot, parsing an action from
the wire, and which rules errors are ordinary rejections. The room never imports an engine,
so it can also be unit-tested with a scripted fake game, and each game is wired in at one
place: its factory (`server.game_lorcana`, `server.game_rulesets`), listed in `factories()`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.table import Ending, Match
from engine.errors import IllegalAction, InvalidAction
from protocol.errors import ErrorCode
from server.store.base import JsonDict, LoadedMatch, MatchMeta

__all__ = ["Ending", "GameFactory", "Match", "Outcome", "Rejection", "Setup", "SetupError"]

View = dict[str, Any]
#: The game a create request without `game` makes.
DEFAULT_GAME = "lorcana"


@dataclass(frozen=True, slots=True)
class Outcome:
    """Public game result as the server reports it (game_over message, listings): the sole
    winner's seat, or None for a draw or a shared win."""

    winner: int | None
    reason: str

    @classmethod
    def of(cls, ending: Ending | None) -> Outcome | None:
        if ending is None:
            return None
        winners = ending.winners
        return cls(winners[0] if len(winners) == 1 else None, str(ending.reason))

    def to_data(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Rejection:
    """Why an action was not applied, in protocol terms."""

    code: ErrorCode
    reason: str


class SetupError(ValueError):
    """A create request the game refuses (the message says which field and why)."""


@dataclass(frozen=True, slots=True)
class Setup:
    """What a create request makes of a game's own fields (`players`, `decks`, `options`):
    a deck per seat (empty for games without deck lists), each deck's public label, and the
    game's options as plain data for `MatchMeta.options`."""

    decks: tuple[tuple[str, ...], ...]
    labels: tuple[str | None, ...]
    options: JsonDict


_ILLEGAL_CODES = {
    "not_your_turn": ErrorCode.NOT_YOUR_TURN,
    "game_over": ErrorCode.GAME_OVER,
    "decision_pending": ErrorCode.DECISION_PENDING,
    "illegal": ErrorCode.ILLEGAL,
}

MAX_REASON = 300


def rules_rejection(exc: Exception) -> Rejection | None:
    """The engines' typed errors (every game raises `engine.errors`'s two) as rejections."""
    if isinstance(exc, IllegalAction):
        code = _ILLEGAL_CODES.get(exc.code, ErrorCode.ILLEGAL)
        return Rejection(code, exc.reason[:MAX_REASON])
    if isinstance(exc, InvalidAction):
        return Rejection(ErrorCode.INVALID_ACTION, str(exc)[:MAX_REASON])
    return None


@dataclass(frozen=True, slots=True)
class GameFactory:
    """How to build, restore and drive one game. `classify` turns an exception raised by
    `action_from_wire`/`apply` into a `Rejection` when it is an ordinary rules outcome, or None
    when it is a genuine failure (a bug) that must trigger a rebuild from the store. `clock`:
    whether the game has the server-only `timeout` action a turn clock applies (and `concede`,
    which `claim_win` applies for an absent seat, is offered by games that have it)."""

    name: str
    setup: Callable[[JsonDict], Setup]
    new: Callable[[MatchMeta], Match]
    restore: Callable[[dict[str, Any]], Match]
    action_from_wire: Callable[[dict[str, Any]], Any]
    classify: Callable[[Exception], Rejection | None] = rules_rejection
    clock: bool = False

    def outcome(self, game: Match) -> Outcome | None:
        return Outcome.of(game.result)

    def rebuild(self, loaded: LoadedMatch) -> Match:
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


def engine_factory() -> GameFactory:
    """Lorcana, the game matches are by default."""
    from server.game_lorcana import lorcana_factory

    return lorcana_factory()


def factories(*overrides: GameFactory) -> dict[str, GameFactory]:
    """Every game the server hosts, by name; `overrides` replace the factory of their name
    (tests run the real server with a scripted Lorcana)."""
    from server.game_rulesets import sba704_factory, windows003_factory

    games = {f.name: f for f in (engine_factory(), sba704_factory(), windows003_factory())}
    games.update((f.name, f) for f in overrides)
    return games


Games = Mapping[str, GameFactory]
