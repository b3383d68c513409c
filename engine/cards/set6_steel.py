"""Set 6 steel cards of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import UNTIL_YOUR_NEXT_TURN, Activated, CardScript
from engine.steps import Choose, Grant

register("Training Dummy", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Bodyguard until your next turn"),
               Grant("t", "Bodyguard", duration=UNTIL_YOUR_NEXT_TURN)), ink=2,
              name="HANDLE WITH CARE"),
)))
