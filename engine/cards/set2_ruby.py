"""Set 2 ruby cards of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import UNTIL_YOUR_NEXT_TURN, CardScript
from engine.steps import Choose, Grant

register("You Can Fly!", CardScript(effect=(
    Choose("t", prompt="Character to gain Evasive until your next turn"),
    Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
)))
