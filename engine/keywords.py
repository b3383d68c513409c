"""Keyword abilities that are triggered abilities (Support 8.13, Vanish 8.14).

They are registered as pseudo-cards ("@Support", "@Vanish") so that bag items and frames refer to
them exactly like printed triggered abilities. Static keywords (Evasive, Ward, Resist, ...) are
rules in `engine.query`; Shift, Singer, Sing Together and Boost are costs in `engine.turn_actions`.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import CardScript, Filter, Scaled, StatOf, Trigger
from engine.steps import Announce, Banish, Choose, Modify

register("@Support", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(other=True), "Support: choose another character"),
                      Modify("t", Scaled(StatOf("self", "strength"), at_least=0)),
                      Announce("chosen_for_support", "t")),
            optional=True, name="Support"),
)))
register("@Vanish", CardScript(triggers=(
    Trigger("chosen_by_opponent", (Banish("self"),), name="Vanish"),
)))
