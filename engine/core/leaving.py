"""Players who leave a game before it ends: conceding, and running out of time.

Games differ in what a leaving player's cards become and in who acts next, but the bookkeeping
is the same everywhere, and the server relies on it being the same (docs/ARCHITECTURE.md, "A
fourth game"):

- `Concede` is legal for every seat still in the game, at any time: on its own turn, on
  another's, while it decides something and while someone else does. A game lists it last in
  every such seat's legal actions (the server offers `claim_win` to the others while a seat that
  still has it has been away too long, and applies it for that seat).
- `TimeOut` is never legal: the engine has no clock. Only the server's turn clock applies it,
  for a seat the game is waiting for (`check` refuses it for any other), and the player leaves
  as if they had conceded, with the reason "timeout".
- A player who leaves is marked with why (`LEFT`: "conceded", "timeout"); when one player (or
  team) is left they win, and the game's end reason says why from the winner's side
  (`ending`), as Lorcana's do.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import ClassVar

from engine.core.wire import WireAction, registry
from engine.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Concede(WireAction):
    """Leave the game, losing it; allowed at any time, also out of turn."""

    type: ClassVar[str] = "concede"


@dataclass(frozen=True, slots=True)
class TimeOut(WireAction):
    """The server's turn clock ran out for a seat the game waits for: that player leaves, as
    by conceding, with the reason "timeout". Never among the legal actions."""

    type: ClassVar[str] = "timeout"


#: The two actions, for a ruleset's wire registry.
LEAVING = registry(Concede, TimeOut)
#: Why a player left, by the action that made them leave.
LEFT = {Concede.type: "conceded", TimeOut.type: "timeout"}


def check(action: Concede | TimeOut, seat: int, in_game: Collection[int],
          waiting_for: Collection[int]) -> str:
    """Why `seat` leaves by `action` (a value of `LEFT`), or the typed refusal: a seat that has
    already left, or a timeout for a seat the game is not waiting for. Changes nothing."""
    if seat not in in_game:
        raise IllegalAction("game_over", "you have left this game")
    if isinstance(action, TimeOut) and seat not in waiting_for:
        raise IllegalAction("not_your_turn", "the game is not waiting for this seat")
    return LEFT[action.type]


def ending(left: str, sides: int) -> str:
    """The end reason of a game the last opponent left (why: `left`), from the winner's side:
    `opponent_conceded` / `opponent_timeout` in a game of two sides (players, or teams),
    `last_player_standing` in one of more."""
    return "last_player_standing" if sides > 2 else f"opponent_{left}"
