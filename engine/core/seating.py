"""Who comes next: the one notion of player order every other core piece leans on.

Seats are listed in clockwise order (a player's left neighbour is the next seat). Games name
their orders differently (turn order from the active player, APNAP, clockwise from the first
player, starting left of whoever initiated something) but all are rotations of that list.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")


def clockwise(seats: Sequence[int], start: int) -> tuple[int, ...]:
    """The seats starting at `start` and going clockwise (turn order from `start`)."""
    i = seats.index(start)
    return tuple(seats[i:]) + tuple(seats[:i])


def left_of(seats: Sequence[int], seat: int) -> int:
    """The player to the left of `seat`: the next one clockwise."""
    return seats[(seats.index(seat) + 1) % len(seats)]


def next_in(seats: Sequence[int], seat: int, present: Collection[int]) -> int:
    """The first player after `seat` clockwise who is in `present` (`seat` itself may have
    left the game): who comes next when a player leaves or a turn passes."""
    i = seats.index(seat)
    for k in range(1, len(seats) + 1):
        other = seats[(i + k) % len(seats)]
        if other in present:
            return other
    raise ValueError("nobody is left")


def apnap(items: Iterable[T], seat_of: Callable[[T], int], order: Sequence[int]) -> list[T]:
    """`items` sorted by their player's place in `order` (active player first), stably, so
    that one player's items keep the order they were produced in."""
    rank = {seat: i for i, seat in enumerate(order)}
    return sorted(items, key=lambda item: rank.get(seat_of(item), len(rank)))
