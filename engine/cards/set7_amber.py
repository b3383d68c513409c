"""Set 7 amber cards the set 8 starter decks use."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import UNTIL_YOUR_NEXT_TURN, YOU, CardScript, Filter, Static, Trigger, have
from engine.steps import Choose, Draw, GainLore, Grant

register("Mariano Guzman - Handsome Suitor", CardScript(statics=(
    Static("lore", value=1, condition=have(Filter(owner=YOU, name="Dolores Madrigal")),
           name="I SEE YOU"),
)))
register("Pepa Madrigal - Sensitive Sister", CardScript(triggers=(
    Trigger("sung", (GainLore(1),), subject="own", name="CLEAR SKIES, CLEAR SKIES"),
)))
register("So Much to Give", CardScript(effect=(
    Draw(1),
    Choose("t", prompt="Character to gain Bodyguard"),
    Grant("t", "Bodyguard", duration=UNTIL_YOUR_NEXT_TURN),
)))
