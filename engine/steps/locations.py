"""Steps about locations: moving characters to a location as an effect (rulebook 4.7)."""

from __future__ import annotations

from dataclasses import dataclass

from engine import ops
from engine.dsl.script import Ctx, Step, Target
from engine.state import PLAY, Decision
from engine.steps.base import record, resolve_targets


@dataclass(frozen=True, slots=True)
class MoveToLocation(Step):
    """"Move ... of your characters to the same location for free": each target character
    of the controller that is not already there moves (no move cost is paid), raising
    'move' like the turn action; `out` records how many moved ("for each character you
    moved")."""

    characters: Target
    location: Target

    out: str = ""

    def run(self, ctx: Ctx) -> Decision | None:
        s = ctx.state
        found = [c for c in resolve_targets(ctx, self.location)
                 if c.zone == PLAY and c.facts.is_location and c.owner == ctx.controller]
        moved = 0
        if found:
            loc = found[0]
            for card in resolve_targets(ctx, self.characters):
                if (card.zone == PLAY and card.facts.is_character
                        and card.owner == ctx.controller and card.location != loc.iid):
                    card.location = loc.iid
                    ctx.events.append({"type": "move", "card": card.iid, "location": loc.iid})
                    ops.emit(s, "move", card, other=loc)
                    moved += 1
        record(ctx, self.out, moved)
        return None
