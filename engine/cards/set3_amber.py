"""Set 3 amber cards needed by the set 4-5 starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import CardScript
from engine.steps import Choose, Draw, Heal

register("Heal What Has Been Hurt", CardScript(effect=(
    Choose("t", prompt="Character to remove up to 3 damage from"), Heal("t", 3), Draw(1),
)))
