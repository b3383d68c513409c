"""Decision windows as data: a chance offered to players one at a time, with "pass".

A window (priority, a player action segment, a save/cancel window, a response window) names
the players in the order the game offers it, the player being asked now and how many have
passed in a row. Taking an action resets the count; the window closes once every player has
passed consecutively. Who is asked after an action is the game's: the next player (a game
where actions alternate around the table) or the same one (a game where the actor keeps the
initiative). Windows nest: a game keeps its open windows innermost last (in its task stack,
say); one opened while another is open is answered first, and the outer one then continues
where it was, with its count of passes as it was. Windows are plain values, so a pending
window is part of the state that snapshots copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

NEXT = "next"
SAME = "same"


@dataclass(slots=True)
class Window:
    kind: str
    order: tuple[int, ...]
    after_act: str = NEXT
    at: int = 0
    passes: int = 0
    data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.order:
            raise ValueError("a window needs at least one player")
        if self.after_act not in (NEXT, SAME):
            raise ValueError(f"unknown after_act {self.after_act!r}")

    @property
    def player(self) -> int:
        """The player being asked now."""
        return self.order[self.at]

    @property
    def closed(self) -> bool:
        return self.passes >= len(self.order)

    def pass_(self) -> bool:
        """The player asked passes; the next one is asked. True when the window has closed."""
        self._check_open()
        self.passes += 1
        self.at = (self.at + 1) % len(self.order)
        return self.closed

    def acted(self) -> None:
        """The player asked took an action: the count of passes starts again."""
        self._check_open()
        self.passes = 0
        if self.after_act == NEXT:
            self.at = (self.at + 1) % len(self.order)

    def leave(self, seat: int) -> None:
        """`seat` left the game: the window goes on among the others. Whoever is asked stays
        asked (the next player, if it was `seat`), and a pass of `seat` among the passes in a
        row no longer counts, so the window may now be closed: every player still in it has
        passed in a row."""
        if seat not in self.order:
            return
        n = len(self.order)
        i = self.order.index(seat)
        if i in {(self.at - k) % n for k in range(1, min(self.passes, n) + 1)}:
            self.passes -= 1
        order = self.order[:i] + self.order[i + 1:]
        if not order:
            raise ValueError(f"nobody is left in the {self.kind} window")
        self.at = (self.at - 1 if i < self.at else self.at) % len(order)
        self.order = order

    def _check_open(self) -> None:
        if self.closed:
            raise ValueError(f"the {self.kind} window is closed")
