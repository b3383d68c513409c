"""Steps on the cards under a card (8.4.3: a stack's cards under its top card are not in
play): "put all cards from under her into your hand"."""

from __future__ import annotations

from dataclasses import dataclass

from engine.dsl.script import Ctx, Step, Target
from engine.rng import shuffle
from engine.state import DECK, HAND, INKWELL, NO_CARDS, PLAY, Card, Decision
from engine.steps.base import record, resolve_targets


@dataclass(frozen=True, slots=True)
class FromUnder(Step):
    """Put all cards from under the target cards in play into their owners' hands (`to=HAND`)
    or on the bottom of their decks (`to=DECK`; `random=True`: "in a random order"). They
    were not in play (8.4.3), so nothing leaves play. `out` records how many moved ("if you
    do")."""

    target: Target = "self"
    to: str = HAND
    random: bool = False
    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        moved = 0
        for top in resolve_targets(ctx, self.target):
            stack: list[Card] = list(top.under)
            if top.zone != PLAY or not stack:
                continue
            top.under = NO_CARDS
            if self.random:
                s.rng = shuffle(s.rng, stack)
            for card in stack:
                card.reset_states()
                s.new_iid(card)
                card.zone = self.to
                card.facedown = self.to in (DECK, INKWELL)
                s.players[card.owner].zone(self.to).append(card)
                if self.to == HAND:
                    ctx.events.append({"type": "to_hand", "player": card.owner,
                                       "private": {"card": card.name}})
                moved += 1
        record(ctx, self.out, moved)
        return None
