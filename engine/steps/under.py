"""Steps on the cards under a card (Boost, 8.4): "put all cards from under this location into
your hand"."""

from __future__ import annotations

from dataclasses import dataclass

from engine.dsl.script import Ctx, Step, Target
from engine.state import HAND, NO_CARDS, PLAY, Decision
from engine.steps.base import record, resolve_targets


@dataclass(frozen=True, slots=True)
class UnderToHand(Step):
    """Put every card under the target cards into their owners' hands (they were not in play,
    8.4.3, so nothing leaves play); `out` records how many moved ("if you do")."""

    target: Target = "self"
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        moved = 0
        for card in resolve_targets(ctx, self.target):
            if card.zone != PLAY or not card.under:
                continue
            stack, card.under = card.under, NO_CARDS
            for under in stack:
                under.reset_states()
                s.new_iid(under)
                under.zone = HAND
                s.players[under.owner].hand.append(under)
                ctx.events.append({"type": "to_hand", "player": under.owner,
                                   "private": {"card": under.name}})
                moved += 1
        record(ctx, self.out, moved)
        return None
