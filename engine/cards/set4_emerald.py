"""Set 4 emerald cards of the starter decks."""

from __future__ import annotations

from engine.cards.facts import SONG
from engine.cards.registry import register
from engine.dsl import CardScript, Filter, Trigger
from engine.steps import Draw

register("Signed Contract", CardScript(triggers=(
    Trigger("play", (Draw(1),), subject="opposing", filter=Filter(types=(SONG,)),
            optional=True, name="FINE PRINT"),
)))
