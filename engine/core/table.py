"""The narrow interface a room needs from any game, and the base of the rulesets' games.

`Match` is all a server room uses (`server.games` takes it as is, so there is one interface,
not two): the state's version, the result, each seat's legal actions, `apply`, one projection
per viewer (`view`, `views`) and a snapshot as plain, msgpack-ready data that the game's
`restore` turns back into an equal game. It is structural: Lorcana's `engine.Game` and the
rulesets' `Table`s are `Match`es without naming it. `Table` holds one state and gives every
ruleset its snapshots (through `plain`), so a ruleset only lists the classes its state may
contain.
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


class Action(Protocol):
    """An action as a room handles it: a frozen value with a wire tag and a wire form."""

    type: ClassVar[str]

    def to_wire(self) -> dict[str, Any]: ...


class Ending(Protocol):
    """How a game ended, as a room reports it: the winning seats (none for a draw) and why."""

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def reason(self) -> str: ...


@runtime_checkable
class Match(Protocol):
    @property
    def version(self) -> int: ...

    @property
    def result(self) -> Ending | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self, seat: int) -> Sequence[Action]: ...

    def apply(self, seat: int, action: Any) -> Sequence[dict[str, Any]]:
        """Apply `action` (a value from the game's own `action_from_wire`) for `seat`: the
        game's events, or a typed rules error (`IllegalAction`, `InvalidAction`) and no change.
        """
        ...

    def view(self, viewer: int | None) -> dict[str, Any]: ...

    def views(self, viewers: Sequence[int | None]) -> list[dict[str, Any]]: ...

    def snapshot(self) -> dict[str, Any]: ...


class Table(Generic[S]):
    known: ClassVar[dict[str, type[Any]]] = {}
    #: The game's name (`POST /matches`'s `game`), in every view: a client that knows only
    #: some games can tell which one it is shown (Lorcana's views, the default, carry none).
    game: ClassVar[str] = ""

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
        """The projection, with the result (None while the game goes on) and a seat's legal
        actions in wire form: what a client needs of any game, whatever else it shows."""
        v = self.project(viewer)
        v["game"] = self.game
        r = self.result
        v["result"] = None if r is None else {"winners": list(r.winners), "reason": r.reason}
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
