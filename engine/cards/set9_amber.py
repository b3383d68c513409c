"""Set 9 amber cards of the starter decks.

Not scripted yet: Aurora - Holding Court (one reduction for "a Princess or Queen").
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, CardScript, Filter, Static

PRINCESSES = Filter(owner=YOU, classification="Princess")

register("Beast - Gracious Prince", CardScript(statics=(
    Static("strength", PRINCESSES, value=1, name="FULL DANCE CARD"),
    Static("willpower", PRINCESSES, value=1, name="FULL DANCE CARD"),
)))
