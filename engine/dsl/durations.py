"""Durations of continuous effects created by steps ("this turn", "during their next turn",
"until the start of your next turn"), and the one function that gives a timed effect its
duration.

A `TimedEffect` lasts until the end of turn `until_turn` (0: while its card stays in play),
starts only at the next turn of seat `waiting_for` (-1: started), and ends at the start of
seat `until_start_of`'s next turn (-1: not so). `engine.flow` expires them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from engine.state import GameState, TimedEffect

Duration = Literal["this_turn", "their_next_turn", "until_your_next_turn", "while_in_play",
                   "while_this_in_play"]

THIS_TURN: Duration = "this_turn"
THEIR_NEXT_TURN: Duration = "their_next_turn"
UNTIL_YOUR_NEXT_TURN: Duration = "until_your_next_turn"
WHILE_IN_PLAY: Duration = "while_in_play"
#: "While this item is in play": a restriction that ends when the effect's source card leaves
#: play (its `source`, set by `engine.steps.base.add_timed`), or when its target does.
WHILE_THIS_IN_PLAY: Duration = "while_this_in_play"


def set_duration(effect: TimedEffect, duration: Duration, s: GameState, controller: int,
                 target_owner: int) -> None:
    """Give `effect` the duration: "their next turn" is the next turn of the target's owner;
    "until the start of your next turn" ends when the controller's next turn starts."""
    if duration == THIS_TURN:
        effect.until_turn = s.turn
    elif duration == THEIR_NEXT_TURN:
        effect.waiting_for = target_owner
    elif duration == UNTIL_YOUR_NEXT_TURN:
        effect.until_start_of = controller
    elif duration == WHILE_THIS_IN_PLAY:
        from engine.dsl.script import RESTRICTIONS

        if effect.kind not in RESTRICTIONS:  # only restrictions look at the source (query)
            raise ValueError(f"{duration!r} is for restrictions, not {effect.kind!r}")
    elif duration != WHILE_IN_PLAY:
        raise ValueError(f"unknown duration {duration!r}")
