"""Player actions: small frozen values with a wire form and a repr you can paste into a test.

`action_from_wire` is strict: anything malformed raises `InvalidAction` (never `IllegalAction`),
so the server can tell a buggy client from a player trying something the rules forbid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.errors import InvalidAction

Pick = int | str


@dataclass(frozen=True, slots=True)
class Action:
    """Base class; `type` is the wire tag."""

    type: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            out[name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True, slots=True)
class InkCard(Action):
    """Put a card with the inkwell symbol from hand into the inkwell (rulebook 4.2)."""

    type: ClassVar[str] = "ink"
    card: int


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a card from hand (4.3): for ink, onto a same-named character (`shift`, 8.10), by
    exerting `singers` for a song (5.4.4, Singer 8.11, Sing Together 8.12) or for free by
    banishing a card of yours (`banish`, an alternate cost its 'play_by_banishing' static
    ability offers, 4.3.2.2)."""

    type: ClassVar[str] = "play"
    card: int
    shift: int = 0
    singers: tuple[int, ...] = ()
    banish: int = 0


@dataclass(frozen=True, slots=True)
class Quest(Action):
    type: ClassVar[str] = "quest"
    card: int


@dataclass(frozen=True, slots=True)
class Challenge(Action):
    type: ClassVar[str] = "challenge"
    attacker: int
    defender: int


@dataclass(frozen=True, slots=True)
class MoveTo(Action):
    """Move a character to one of your locations (4.7)."""

    type: ClassVar[str] = "move"
    card: int
    location: int


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """Use an activated ability (4.4); `ability` indexes the card's activated abilities.
    Boost (8.4) is the ability named by index -1."""

    type: ClassVar[str] = "activate"
    card: int
    ability: int = 0


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer the pending decision with the picked options."""

    type: ClassVar[str] = "choose"
    picks: tuple[Pick, ...] = ()

    def to_wire(self) -> dict[str, Any]:
        # `Action.to_wire` written out for the one field: a decision can offer many choices
        # (every mulligan offers 129), each turned into its wire form.
        picks = self.picks
        return {"type": self.type, "picks": list(picks) if isinstance(picks, tuple) else picks}


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    type: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """Leave the game, losing it (2.3.3.4); allowed at any time, also out of turn."""

    type: ClassVar[str] = "concede"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (InkCard, PlayCard, Quest, Challenge, MoveTo, Activate, Choose, EndTurn, Concede)
}


@dataclass(frozen=True, slots=True)
class TimeOut(Action):
    """The server's turn clock ran out for a seat the game is waiting for: that player loses, as
    by conceding, with the reason "timeout". Never among the legal actions: the engine has no
    clock, so only the server sends it, and it is logged and replayed like any other action."""

    type: ClassVar[str] = "timeout"


ACTION_TYPES[TimeOut.type] = TimeOut
_INT_FIELDS = {"card", "shift", "attacker", "defender", "location", "ability", "banish"}


def _check_int(name: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not -(2**31) <= value < 2**31:
        raise InvalidAction(f"field {name!r} must be a 32-bit integer")
    return value


def action_from_wire(data: Any) -> Action:
    """Parse a wire dict into an Action, raising InvalidAction on any malformation."""
    if not isinstance(data, dict):
        raise InvalidAction("an action must be a map")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise InvalidAction(f"unknown action type {kind!r}")
    cls = ACTION_TYPES[kind]
    fields = cls.__dataclass_fields__
    extra = set(data) - set(fields) - {"type"}
    if extra:
        raise InvalidAction(f"unexpected fields for {kind!r}: {sorted(map(str, extra))}")
    kwargs: dict[str, Any] = {}
    for name in fields:
        if name not in data:
            continue
        value = data[name]
        if name in _INT_FIELDS:
            kwargs[name] = _check_int(name, value)
        elif name == "singers":
            if not isinstance(value, list | tuple) or len(value) > 8:
                raise InvalidAction("field 'singers' must be a list of at most 8 card ids")
            kwargs[name] = tuple(_check_int("singers", v) for v in value)
        elif name == "picks":
            if not isinstance(value, list | tuple) or len(value) > 64:
                raise InvalidAction("field 'picks' must be a list of at most 64 options")
            picks: list[Pick] = []
            for v in value:
                if isinstance(v, str) and len(v) <= 32:
                    picks.append(v)
                else:
                    picks.append(_check_int("picks", v))
            kwargs[name] = tuple(picks)
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise InvalidAction(f"missing fields for {kind!r}") from exc
