"""Keyword abilities that are triggered abilities (Support 8.13, Vanish 8.14).

They are registered as pseudo-cards ("@Support", "@Vanish") so that bag items and frames refer to
them exactly like printed triggered abilities. Static keywords (Evasive, Ward, Resist, ...) are
rules in `engine.query`; Shift, Singer, Sing Together and Boost are costs in `engine.turn_actions`.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import CardScript, Ctx, Filter, Trigger
from engine.query import strength
from engine.state import Decision
from engine.steps import Banish, Choose, Custom, add_timed


def support(ctx: Ctx) -> Decision | None:
    """Add the questing character's current strength to the chosen one's, this turn."""
    s = ctx.state
    source = s.card(ctx.source)
    target = s.card(ctx.frame.vars.get("t") or 0)
    if source is not None and target is not None:
        from engine.ops import emit

        emit(s, "chosen_for_support", target)  # "whenever ... is chosen for Support"
        add_timed(ctx, "strength", target, amount=max(0, strength(s, source)))
    return None


register("@Support", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(other=True), "Support: choose another character"),
                      Custom("support")),
            optional=True, name="Support"),
)))
register("@Vanish", CardScript(triggers=(
    Trigger("chosen_by_opponent", (Banish("self"),), name="Vanish"),
)))
