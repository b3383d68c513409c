"""Set 2 ruby cards the later starter decks use."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import UNTIL_YOUR_NEXT_TURN, CardScript
from engine.steps import Choose, Grant

register("You Can Fly!", CardScript(effect=(
    Choose("t", prompt="Character to gain Evasive"),
    Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
)))
