"""Filters and conditions the Boost cards of set 10 share ("one of your characters or
locations with Boost", "if there's a card under him")."""

from __future__ import annotations

from engine.cards.facts import CHARACTER, LOCATION
from engine.dsl import YOU, Filter, ThisCard

YOUR_BOOSTERS = Filter(types=(CHARACTER, LOCATION), owner=YOU, keyword="Boost")
HAS_UNDER = ThisCard(Filter(under=True))
