"""What every ruleset's game object shares: it holds one state, and snapshots are values.

A snapshot is a deep copy, never a view of the live state, so a room can keep one, restore it
after a failed action and hand out copies without anything changing under it.
"""

from __future__ import annotations

import copy
from typing import Generic, Self, TypeVar

S = TypeVar("S")


class Table(Generic[S]):
    def __init__(self, state: S) -> None:
        self.state = state

    def snapshot(self) -> S:
        return copy.deepcopy(self.state)

    @classmethod
    def restore(cls, state: S) -> Self:
        return cls(copy.deepcopy(state))
