"""Effects that last, and what is known of objects that are gone.

- `Lasting` effects carry how long they last (`until`: the end of the turn, of a phase, of an
  action, ...) and `expire` ends those whose boundary has come, whatever game names it.
- `applying` decides which conditional lasting effects apply when each one's condition depends
  on what the others produce: the result is the fixed point reached from "none applies". A set
  of effects that switch each other on and off forever can never settle; they apply as if none
  of them had happened, and the others settle without them.
- `LastKnown` keeps the last known information of objects that left (their characteristics
  just before they left), which a game captures before performing a combined event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

E = TypeVar("E")
K = TypeVar("K")
V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class Lasting(Generic[E]):
    effect: E
    until: str
    since: int = 0
    source: int | None = None


def expire(effects: Iterable[Lasting[E]], boundary: str
           ) -> tuple[list[Lasting[E]], list[Lasting[E]]]:
    """Splits `effects` into those that go on and those that end at `boundary`."""
    kept: list[Lasting[E]] = []
    ended: list[Lasting[E]] = []
    for e in effects:
        (ended if e.until == boundary else kept).append(e)
    return kept, ended


def applying(count: int, holds: Callable[[int, frozenset[int]], bool],
             limit: int = 256) -> frozenset[int]:
    """Indexes of the `count` conditional effects that apply. `holds(i, active)` says whether
    effect i's condition is met when exactly the effects in `active` apply."""
    excluded: set[int] = set()
    while True:
        active: frozenset[int] = frozenset()
        seen: list[frozenset[int]] = []
        while active not in seen and len(seen) < limit:
            seen.append(active)
            active = frozenset(i for i in range(count) if i not in excluded and holds(i, active))
        if active not in seen or seen[-1] == active:
            return active
        cycle = seen[seen.index(active):]
        looping = frozenset.union(*cycle) - frozenset.intersection(*cycle)
        excluded |= looping


@dataclass(slots=True)
class LastKnown(Generic[K, V]):
    """Last known information by object id. `capture` is called before a change with every
    object that may leave, so what is remembered is the state before the whole event."""

    known: dict[K, V] = field(default_factory=dict)

    def capture(self, keys: Sequence[K], snapshot: Callable[[K], V]) -> None:
        taken = {k: snapshot(k) for k in keys}
        self.known.update(taken)

    def get(self, key: K) -> V | None:
        return self.known.get(key)
