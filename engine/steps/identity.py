"""Steps that change what a card is: "gains the Detective classification"."""

from __future__ import annotations

from dataclasses import dataclass

from engine.dsl.durations import THIS_TURN, Duration
from engine.dsl.script import Ctx, Step, Target
from engine.state import Decision
from engine.steps.base import add_timed, resolve_targets


@dataclass(frozen=True, slots=True)
class GainClassification(Step):
    """The targets gain a classification for a duration (filters with `classification`
    see it, `engine.dsl.filters.gained_classification`)."""

    target: Target
    classification: str
    duration: Duration = THIS_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        for card in resolve_targets(ctx, self.target):
            add_timed(ctx, "classification", card, value=self.classification,
                      duration=self.duration)
        return None
