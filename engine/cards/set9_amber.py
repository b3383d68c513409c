"""Set 9 amber cards of the starter decks.

Not scripted yet: Aurora - Holding Court (one reduction for "a Princess or Queen").
"""

from __future__ import annotations

from engine.cards.facts import CHARACTER
from engine.cards.registry import register
from engine.dsl import YOU, CardScript, Filter, Static, Trigger
from engine.steps import CostNext

PRINCESSES = Filter(owner=YOU, classification="Princess")







register("Beast - Gracious Prince", CardScript(statics=(
    Static("strength", PRINCESSES, value=1, name="FULL DANCE CARD"),
    Static("willpower", PRINCESSES, value=1, name="FULL DANCE CARD"),
)))
register("Aurora - Holding Court", CardScript(triggers=(
    Trigger("quest", (CostNext(CHARACTER, 1, any_of=("Princess", "Queen")),),
            name="ROYAL WELCOME"),
)))

