"""The narrow interface a room needs from any game, and the base of the rulesets' games.

`Match` is all a server room uses (the same names as `server.games.GameLike`): the state's
version, the result, each seat's legal actions, `apply`, one projection per viewer (`view`,
`views`) and a snapshot as plain, msgpack-ready data that `restore` turns back into an equal
game. `Table` holds one state and gives every ruleset its
snapshots (through `plain`), so a ruleset only lists the classes its state may contain.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, runtime_checkable

from engine.core.plain import from_plain, to_plain
from engine.core.wire import WireAction


class Versioned(Protocol):
    version: int


S = TypeVar("S", bound=Versioned)


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winning seats (none for a draw) and why."""

    winners: tuple[int, ...]
    reason: str


@runtime_checkable
class Match(Protocol):
    @property
    def version(self) -> int: ...

    @property
    def result(self) -> Result | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self, seat: int) -> list[WireAction]: ...

    def apply(self, seat: int, action: WireAction) -> list[dict[str, Any]]: ...

    def view(self, viewer: int | None) -> dict[str, Any]: ...

    def views(self, viewers: Sequence[int | None]) -> list[dict[str, Any]]: ...

    def snapshot(self) -> dict[str, Any]: ...


class Table(Generic[S]):
    known: ClassVar[dict[str, type[Any]]] = {}

    def __init__(self, state: S) -> None:
        self.state = state

    @property
    def version(self) -> int:
        return self.state.version

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def legal_actions(self, seat: int) -> list[WireAction]:
        raise NotImplementedError

    def project(self, viewer: int | None) -> dict[str, Any]:
        """The ruleset's projection of its state for `viewer` (None: a spectator)."""
        raise NotImplementedError

    def view(self, viewer: int | None) -> dict[str, Any]:
        """The projection, with a seat's legal actions in wire form."""
        v = self.project(viewer)
        if viewer is not None:
            v["legal"] = [a.to_wire() for a in self.legal_actions(viewer)]
        return v

    def views(self, viewers: Sequence[int | None]) -> list[dict[str, Any]]:
        return [self.view(v) for v in viewers]

    def snapshot(self) -> dict[str, Any]:
        plain: dict[str, Any] = to_plain(self.state)
        return plain

    @classmethod
    def restore(cls, data: dict[str, Any]) -> Self:
        return cls(from_plain(data, cls.known))


def seen_decision(player: int, kind: str, options: Sequence[int],
                  viewer: int | None) -> dict[str, Any]:
    """A pending decision as `viewer` sees it: its options only for the player deciding."""
    if viewer != player:
        return {"player": player}
    return {"player": player, "kind": kind, "options": list(options)}
