"""Set 5 ruby cards needed by the set 6 starter decks: Ratigan and his party."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, CardScript, Filter, Static, ThisCard, have

register("Ratigan - Raging Rat", CardScript(statics=(
    Static("strength", value=2, condition=ThisCard(Filter(damaged=True)),
           name="NOTHING CAN STAND IN MY WAY"),
)))
register("Ratigan's Party - Seedy Back Room", CardScript(statics=(
    Static("lore", value=2, condition=have(Filter(owner=YOU, damaged=True, here=True)),
           name="MISFITS' REVELRY"),
)))
