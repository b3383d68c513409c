"""Set 7 amber cards of the starter decks.

Not scripted yet: Pepa Madrigal - Sensitive Sister ("one or more of your characters sings").
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import UNTIL_YOUR_NEXT_TURN, YOU, CardScript, Filter, Static, Trigger, have
from engine.steps import Choose, Draw, GainLore, Grant

register("Mariano Guzman - Handsome Suitor", CardScript(statics=(
    Static("lore", value=1, condition=have(Filter(owner=YOU, name="Dolores Madrigal")),
           name="I SEE YOU"),
)))
register("So Much to Give", CardScript(effect=(
    Draw(1), Choose("t", prompt="Character to gain Bodyguard until your next turn"),
    Grant("t", "Bodyguard", duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Pepa Madrigal - Sensitive Sister", CardScript(triggers=(
    Trigger("sung", (GainLore(1),), subject="own", name="CLEAR SKIES, CLEAR SKIES"),
)))

