"""Who comes next: the one notion of player order every other core piece leans on.

Seats are listed in clockwise order (a player's left neighbour is the next seat). Games name
their orders differently (turn order from the active player, APNAP, clockwise from the first
player, starting left of whoever initiated something) but all are rotations of that list.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")


def clockwise(seats: Sequence[int], start: int) -> tuple[int, ...]:
    """The seats starting at `start` and going clockwise (turn order from `start`)."""
    i = seats.index(start)
    return tuple(seats[i:]) + tuple(seats[:i])


def left_of(seats: Sequence[int], seat: int) -> int:
    """The player to the left of `seat`: the next one clockwise."""
    return seats[(seats.index(seat) + 1) % len(seats)]


def apnap(items: Iterable[T], seat_of: Callable[[T], int], order: Sequence[int]) -> list[T]:
    """`items` sorted by their player's place in `order` (active player first), stably, so
    that one player's items keep the order they were produced in."""
    rank = {seat: i for i, seat in enumerate(order)}
    return sorted(items, key=lambda item: rank.get(seat_of(item), len(rank)))
