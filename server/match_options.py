"""The `seats` and `clock` options of `POST /matches`: parsed, bounded, and kept in the meta.

`seats` says which seats the server plays itself (hosted bots) and how fast; `clock` gives every
player a time bank. Both are part of the match's durable metadata (`MatchMeta.seats`,
`MatchMeta.clock`), so whichever node loads the match (after a failover, or a restart with the
Redis store) hosts the same bots and runs the same clock. Anything out of range is refused with
a reason naming the field, and nothing is created.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from server.bot_policy import POLICIES
from server.store.base import JsonDict, MatchMeta

#: Bounds of a hosted bot's think time (seconds before it acts), and its default.
THINK_MIN, THINK_MAX, THINK_DEFAULT = 0.05, 10.0, 1.0
#: Bounds of the clock's bank and increment (seconds).
BANK_MIN, BANK_MAX = 1.0, 7200.0
INCREMENT_MIN, INCREMENT_MAX = 0.0, 300.0


class OptionError(ValueError):
    """A `seats` or `clock` option the server refuses (the message names the field)."""


@dataclass(frozen=True, slots=True)
class BotSeat:
    policy: str
    think: float


@dataclass(frozen=True, slots=True)
class ClockSpec:
    bank: float
    increment: float


def parse_options(body: JsonDict, players: int) -> tuple[tuple[JsonDict, ...], JsonDict | None]:
    """The normalised `seats` (empty when not given) and `clock` (None) of a create request."""
    return _seats(body.get("seats"), players), _clock(body.get("clock"))


def _seats(raw: Any, players: int) -> tuple[JsonDict, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or len(raw) != players:
        raise OptionError(f"'seats' must be a list with one entry per seat ({players})")
    seats: list[JsonDict] = []
    for i, given in enumerate(raw):
        seat = {"human": True} if given is None or given == {} else given  # (shorthands)
        if not isinstance(seat, dict):
            raise OptionError(f"seats[{i}] must be an object")
        if seat == {"human": True}:
            seats.append({"human": True})
            continue
        extra = set(seat) - {"bot", "think"}
        policy = seat.get("bot")
        if extra or not isinstance(policy, str) or policy not in POLICIES:
            raise OptionError(
                f"seats[{i}] must be {{\"human\": true}} or {{\"bot\": one of "
                f"{sorted(POLICIES)}, \"think\": seconds}}"
            )
        think = _number(seat.get("think", THINK_DEFAULT), f"seats[{i}].think",
                        THINK_MIN, THINK_MAX)
        seats.append({"bot": policy, "think": think})
    return tuple(seats)


def _clock(raw: Any) -> JsonDict | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) - {"bank", "increment"} or "bank" not in raw:
        raise OptionError("'clock' must be an object {\"bank\": seconds, \"increment\": seconds}")
    return {
        "bank": _number(raw["bank"], "clock.bank", BANK_MIN, BANK_MAX),
        "increment": _number(raw.get("increment", 0), "clock.increment",
                             INCREMENT_MIN, INCREMENT_MAX),
    }


def _number(value: Any, name: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
            or not low <= value <= high:
        raise OptionError(f"'{name}' must be a number of seconds from {low:g} to {high:g}")
    return float(value)


def bot_seats(meta: MatchMeta) -> dict[int, BotSeat]:
    """The seats the server plays, by seat number."""
    return {
        i: BotSeat(str(seat["bot"]), float(seat["think"]))
        for i, seat in enumerate(meta.seats) if "bot" in seat
    }


def clock_spec(meta: MatchMeta) -> ClockSpec | None:
    clock = meta.clock
    return None if clock is None else ClockSpec(float(clock["bank"]), float(clock["increment"]))


def public_tokens(tokens: list[str], seats: tuple[JsonDict, ...]) -> list[str | None]:
    """The tokens to hand out: none for a bot's seat (its token is never shown, so no client
    can take the seat; the server plays it without one)."""
    return [None if i < len(seats) and "bot" in seats[i] else t for i, t in enumerate(tokens)]
