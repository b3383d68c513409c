"""Triggered abilities that wait, and who orders them.

Games agree that a triggered ability does not happen on the spot: it waits until the game is
ready (after a state check, when an action's step is done) and is then put in the game's
trigger zone (Lorcana's bag, another game's stack) or resolved. They differ in who orders
simultaneous ones: usually each controller orders their own and control passes in turn order,
while in some games one player (the first player) orders them all. `batches` does both: it
groups by whoever orders an item.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

T = TypeVar("T")


def batches(items: Sequence[T], chooser_of: Callable[[T], int],
            order: Sequence[int]) -> list[tuple[int, list[T]]]:
    """The waiting items grouped by the player who orders them, groups in `order`'s order and
    each group in the order the items were raised."""
    groups: dict[int, list[T]] = {}
    for item in items:
        groups.setdefault(chooser_of(item), []).append(item)
    return [(seat, groups[seat]) for seat in order if seat in groups]


def next_resolver(holding: Mapping[int, int], order: Sequence[int], last: int) -> int | None:
    """The player who resolves next from a shared trigger zone: the last resolver while they
    still hold items, else the next player after them in `order` who holds any (the first of
    `order` when nobody has resolved yet); None when nobody holds any. `order` lists every
    seat in turn order, players who left included (they hold nothing), so "after them" is
    defined even for a resolver who has left."""
    if last in holding and holding[last] > 0:
        return last
    start = order.index(last) + 1 if last in order else 0
    for i in range(len(order)):
        seat = order[(start + i) % len(order)]
        if holding.get(seat, 0) > 0:
            return seat
    return None


def unpicked(count: int, picked: Sequence[int]) -> tuple[int, ...]:
    """The indexes of `count` items a player has not yet put in order."""
    return tuple(i for i in range(count) if i not in picked)


def ordering(count: int, picked: Sequence[int]) -> tuple[int, ...] | None:
    """A player orders `count` items one pick at a time ("this one next"), so that a choice
    never offers more than `count` options (all orders at once would be count! of them). The
    complete order once at most one item is left unpicked (it goes last), else None."""
    rest = unpicked(count, picked)
    return (*picked, *rest) if len(rest) <= 1 else None
