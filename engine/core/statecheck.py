"""The state check: conditions the game looks at on its own until none of them holds.

Several games share the procedure (Lorcana's game state check, another TCG's state-based
actions, a third game's win check after each step): look at every condition of the first group
that has any result, perform all of those results at once as one combined event, and look
again, until a pass finds nothing. Groups are ordered (win and lose conditions first, then the
rest) so a game can say that the later ones wait while an earlier one applies; a game whose
results all happen together uses one group. Results are performed in turn order from the
active player (APNAP). A pass whose results need a player's choice stops the check without
changing anything; the game stores that choice as a decision and runs the check again once it
is answered. Triggered abilities raised while performing wait in the game's own list; `settled`
is called once the loop is done, so the game moves them to its trigger zone only then.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

from engine.core.seating import apnap

S = TypeVar("S")
R = TypeVar("R")

Condition = Callable[[S], Iterable[R]]


@dataclass(frozen=True, slots=True)
class StateCheck(Generic[S, R]):
    """One game's state check, as data: its conditions and how to perform their results.

    `checked` is called after every look at the conditions that is not interrupted by a needed
    choice, for what a game counts "since the last check" (a draw from an empty deck, damage
    from a deathtouch source). `blocked` says whether a pass's results need a choice first.
    """

    groups: tuple[tuple[Condition[S, R], ...], ...]
    perform: Callable[[S, list[R]], None]
    seat_of: Callable[[R], int]
    turn_order: Callable[[S], Sequence[int]]
    is_over: Callable[[S], bool]
    checked: Callable[[S], None] | None = None
    blocked: Callable[[S, list[R]], bool] | None = None
    settled: Callable[[S], None] | None = None
    max_passes: int = 10_000

    def find(self, s: S) -> list[R]:
        """The results of one pass: those of the first group with any, in APNAP order."""
        for group in self.groups:
            results: list[R] = []
            for condition in group:
                results.extend(condition(s))
            if results:
                return apnap(results, self.seat_of, self.turn_order(s))
        return []

    def run(self, s: S) -> Report[R]:
        """Check, perform and check again until nothing applies (or the game ends)."""
        passes: list[list[R]] = []
        blocked, checked, is_over, find = self.blocked, self.checked, self.is_over, self.find
        while not is_over(s):
            results = find(s)
            if results and blocked is not None and blocked(s, results):
                return Report(tuple(passes), True)
            if checked is not None:
                checked(s)
            if not results:
                break
            self.perform(s, results)
            passes.append(results)
            if len(passes) > self.max_passes:
                # A correct game always settles; a bug must fail loudly, never hang a room.
                raise RuntimeError("the state check does not settle")
        if self.settled is not None:
            self.settled(s)
        return Report(tuple(passes)) if passes else QUIET


@dataclass(frozen=True, slots=True)
class Report(Generic[R]):
    """What one check did: the results of each pass performed, and whether it stopped for a
    choice (then nothing of the blocked pass happened)."""

    passes: tuple[list[R], ...] = ()
    blocked: bool = False

    @property
    def performed(self) -> bool:
        return bool(self.passes)


QUIET: Report[Any] = Report()


class WinLose(Enum):
    """What a game says of a player who would win and lose at once."""

    WIN_BEATS_LOSE = "win"
    LOSE_BEATS_WIN = "lose"


@dataclass(frozen=True, slots=True)
class Verdict:
    """Who wins and who loses from one pass; `draw` when every remaining player loses."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    draw: bool


def verdict(winners: Iterable[int], losers: Iterable[int], remaining: Sequence[int],
            policy: WinLose) -> Verdict:
    """Settles simultaneous wins and losses by the game's policy, in `remaining`'s order."""
    win, lose = set(winners), set(losers)
    if policy is WinLose.WIN_BEATS_LOSE:
        lose -= win
    else:
        win -= lose
    if win:
        return Verdict(tuple(s for s in remaining if s in win), (), False)
    out = tuple(s for s in remaining if s in lose)
    return Verdict((), out, bool(remaining) and len(out) == len(remaining))
