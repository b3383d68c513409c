"""The action scheme (seed 003, "El Esquema de Acción"), as tasks on a stack.

1) the action is initiated (costs paid, targets chosen); 2) save/cancel responses to it, in a
window that closes as soon as every player has passed in a row; 3) it is performed (unless
cancelled); 4) the passive abilities it triggered, each initiated, given its own save/cancel
window, performed, and followed by the passives it triggered in turn; 5) normal responses,
clockwise until every player has passed in a row, each through the same steps as the action
(initiate, its save/cancel window, perform, its passives); every occasion that arose in the
scheme stays open as a "door" until 6) the action ends: moribund cards leave play and doors
close.

Tasks are plain lists (`["perform", item]`), top last. A task that offers a window keeps the
core `Window` in itself while it is open, so a window opened by a response inside it is
answered first and the outer one continues where it was.
"""

from __future__ import annotations

from typing import Any

from engine.core.durations import expire
from engine.core.seating import clockwise, left_of
from engine.core.statecheck import StateCheck
from engine.core.triggers import batches, ordering, unpicked
from engine.core.windows import NEXT, Window
from engine.rulesets.windows003 import effects
from engine.rulesets.windows003.model import PLAY, WIN_POWER, Decision, Item, Scheme, State

Task = list[Any]


def start(s: State, item: Item) -> None:
    """Opens an action scheme for a player's action `item` and schedules its steps."""
    s.scheme = Scheme(item.controller)
    push(s, ["initiate", item], ["responses", None], ["end"])


def start_game_action(s: State, points: list[Item]) -> None:
    """Opens the scheme of a game action: each of its points is initiated, given its own
    save/cancel window (the first player first) and performed in turn; the passives any of
    them triggered come after the last point (seed 003, section "Acciones de Juego", A-E)."""
    s.scheme = Scheme(None)
    push(s, *(["point", p] for p in points), ["passives", points], ["responses", None],
         ["end"])


def push(s: State, *tasks: Task) -> None:
    s.tasks.extend(reversed(tasks))


def window_order(s: State, player: int | None) -> tuple[int, ...]:
    """Left of whoever started it first; the first player for the game's own actions. Only
    players still in the game (whoever started it may have left since)."""
    start_at = s.first if player is None else left_of(s.seats, player)
    return in_game(s, clockwise(s.seats, start_at))


def in_game(s: State, order: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(seat for seat in order if seat not in s.left)


def step(s: State) -> bool:
    """Runs the top task. False when it waits for a player (a window or a decision)."""
    task = s.tasks[-1]
    kind = task[0]
    if kind == "initiate":
        s.tasks.pop()
        item: Item = task[1]
        s.log.append({"type": "initiated", "item": item.iid, "kind": item.kind,
                      "source": item.source, "by": item.controller})
        push(s, ["save_cancel", item, None], ["perform", item], ["passives", [item]])
        return True
    if kind == "point":
        s.tasks.pop()
        item = task[1]
        s.log.append({"type": "initiated", "item": item.iid, "kind": item.kind,
                      "source": item.source, "by": item.controller})
        push(s, ["save_cancel", item, None], ["perform", item])
        return True
    if kind in ("save_cancel", "responses"):
        if task[2 if kind == "save_cancel" else 1] is None:
            owner = task[1].controller if kind == "save_cancel" else _initiator(s)
            if kind == "save_cancel" and task[1].kind == "game":
                owner = None
            w = Window(kind, window_order(s, owner), NEXT)
            task[2 if kind == "save_cancel" else 1] = w
        return False
    if kind == "perform":
        s.tasks.pop()
        item = task[1]
        if item.cancelled:
            s.log.append({"type": "not_performed", "item": item.iid})
            return True
        effects.perform(s, item)
        s.log.append({"type": "performed", "item": item.iid})
        WIN_CHECK.run(s)
        return True
    if kind == "passives":
        todo = [p for item in task[1] if not item.cancelled for p in item.triggered]
        picked = task[2] if len(task) > 2 else []
        order = ordering(len(todo), picked)
        if order is None:
            [(chooser, _items)] = passive_batches(s, todo)
            s.decision = Decision(chooser, "order_passives", unpicked(len(todo), picked))
            return False
        s.tasks.pop()
        push(s, *(["initiate", todo[i]] for i in order))
        return True
    if kind == "end":
        s.tasks.pop()
        end(s)
        return True
    raise ValueError(f"unknown task {kind!r}")


def _initiator(s: State) -> int | None:
    return None if s.scheme is None else s.scheme.initiator


def end(s: State) -> None:
    """Step 6: moribund cards leave play, lasting effects of the action end, doors close."""
    effects.leave_play(s)
    s.lasting, _ = expire(s.lasting, "end_of_action")
    s.scheme = None
    s.log.append({"type": "action_ended"})
    WIN_CHECK.run(s)


def top_window(s: State) -> Window | None:
    if not s.tasks:
        return None
    task = s.tasks[-1]
    if task[0] == "save_cancel":
        w: Window | None = task[2]
        return w
    if task[0] == "responses":
        w = task[1]
        return w
    return None


def close_window(s: State) -> None:
    s.tasks.pop()


def open_windows(s: State) -> list[Window]:
    """Every window open now, outermost first: the player action segment's, then those of
    the running scheme's tasks (the innermost, last, is the one being answered)."""
    out = [] if s.segment is None else [s.segment]
    for task in s.tasks:
        slot = 2 if task[0] == "save_cancel" else 1 if task[0] == "responses" else 0
        if slot and isinstance(task[slot], Window):
            out.append(task[slot])
    return out


def order_passives(s: State, pick: int) -> None:
    """The first player names the passive that resolves next."""
    task = s.tasks[-1]
    if len(task) < 3:
        task.append([])
    task[2].append(pick)
    s.decision = None


def _power_of(s: State, seat: int) -> int:
    return sum(c.power for c in s.cards.values() if c.zone == PLAY and c.controller == seat)


def _wins(s: State) -> list[int]:
    """(A player who left the game wins nothing, whatever power their cards still have.)"""
    return [seat for seat in s.playing() if _power_of(s, seat) >= WIN_POWER]


def win(s: State, winners: list[int]) -> None:
    s.winner = winners[0]
    s.tasks.clear()
    s.segment = None
    s.decision = None
    s.log.append({"type": "won", "player": s.winner})


WIN_CHECK: StateCheck[State, int] = StateCheck(
    groups=((_wins,),),
    perform=win,
    seat_of=lambda seat: seat,
    turn_order=lambda s: clockwise(s.seats, s.first),
    is_over=lambda s: s.winner is not None,
)


def passive_batches(s: State, items: list[Item]) -> list[tuple[int, list[Item]]]:
    """Who orders passives triggered together: the first player orders them all."""
    return batches(items, lambda _item: s.first, clockwise(s.seats, s.first))
