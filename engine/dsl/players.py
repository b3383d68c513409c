"""Players: who an effect acts for or who makes its choice ("you", "each opponent", "each
player", "chosen opponent", "its player").

`Who` is the one vocabulary and `seats()` the one evaluator. Several players act in turn
order starting from the ability's controller (rulebook 1.3.4.2/7.1.3: the active player
first when it is theirs, then in turn order), skipping players who left the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.state import GameState


@dataclass(frozen=True, slots=True)
class Who:
    """`kind`: 'you', 'opponents' (each opponent), 'each' (each player), 'seat' (a seat an
    earlier `ChoosePlayer` stored in variable `var`), 'owner' (the owner of the card(s) in
    `var`: "its player")."""

    kind: str
    var: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("you", "opponents", "each", "seat", "owner"):
            raise ValueError(f"unknown player scope {self.kind!r}")


ME = Who("you")
EACH_OPPONENT = Who("opponents")
EACH_PLAYER = Who("each")


def chosen_player(var: str) -> Who:
    """The player an earlier `ChoosePlayer(var, ...)` picked."""
    return Who("seat", var)


def owner_of(var: str) -> Who:
    """The owner ("its player") of the card in `var` ('subject' for the trigger's card)."""
    return Who("owner", var)


def seats(who: Who, s: GameState, controller: int, vars: Mapping[str, Any]) -> list[int]:
    """The seats in the scope, in turn order from the controller; only players in the game."""
    n = len(s.players)
    order = [(controller + i) % n for i in range(n)]
    kind = who.kind
    if kind == "you":
        found = [controller]
    elif kind == "opponents":
        found = order[1:]
    elif kind == "each":
        found = order
    elif kind == "seat":
        seat = vars.get(who.var, -1)
        if isinstance(seat, list):  # "choose any number of players"
            found = [x for x in order if x in seat]
        else:
            found = [seat] if isinstance(seat, int) and 0 <= seat < n else []
    else:
        # Choices record their cards' owners (`<var>@owner`), so "its player" still
        # means the owner after the card left play (last known information, 6.1.13).
        owners = vars.get(f"{who.var}@owner") or []
        found = [seat for seat in order if seat in owners]
    return [seat for seat in found if not s.players[seat].lost]
