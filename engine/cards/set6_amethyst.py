"""Set 6 amethyst cards of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import EACH_OPPONENT, CardScript, Trigger
from engine.steps import Choose, Exert, Mill

register("A Very Merry Unbirthday", CardScript(effect=(Mill(2, who=EACH_OPPONENT),)))
register("The Carpenter - Dinner Companion", CardScript(triggers=(
    Trigger("banish", (Choose("t", prompt="Character to exert"), Exert("t")), optional=True,
            name="I'LL GET YOU!"),
)))
