"""Steps that take a keyword away from a card for a while ("loses Reckless this turn")."""

from __future__ import annotations

from dataclasses import dataclass

from engine.dsl.durations import THIS_TURN, Duration
from engine.dsl.script import Ctx, Step, Target
from engine.state import Decision
from engine.steps.base import add_timed, resolve_targets


@dataclass(frozen=True, slots=True)
class LoseKeyword(Step):
    """'<card> loses <Keyword> ...': a timed 'lose_keyword' effect that `engine.query.keyword`
    honours over the printed keyword and any gained one while it lasts."""

    target: Target
    keyword: str
    duration: Duration = THIS_TURN

    def run(self, ctx: Ctx) -> Decision | None:
        from engine.query import LOSE_KEYWORD

        for card in resolve_targets(ctx, self.target):
            add_timed(ctx, LOSE_KEYWORD, card, value=self.keyword, duration=self.duration)
        return None
