"""Every "choose one" mode label of every registered card fits in a wire pick (strings of at
most 32 characters, `engine.actions.action_from_wire`), so a player can answer it over the
protocol and a game log of it replays."""

from __future__ import annotations

from engine.cards.registry import implemented, script
from engine.dsl import Step
from engine.steps import ChooseMode, If


def _labels(steps: tuple[Step, ...]) -> list[str]:
    out: list[str] = []
    for step in steps:
        if isinstance(step, ChooseMode):
            for label, body in step.modes:
                out.append(label)
                out += _labels(body)
        elif isinstance(step, If):
            out += _labels(step.then) + _labels(step.otherwise)
    return out


def test_mode_labels_fit_in_a_wire_pick() -> None:
    too_long = []
    for name in sorted(implemented()):
        sc = script(name)
        bodies = [sc.effect, *(t.effect for t in (*sc.triggers, *sc.delayed)),
                  *(a.effect for a in sc.activated)]
        too_long += [(name, label) for body in bodies for label in _labels(body)
                     if len(label) > 32]
    assert too_long == []
