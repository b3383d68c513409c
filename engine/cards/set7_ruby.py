"""Set 7 ruby cards the set 8 starter decks use."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, CardScript, Chosen, Filter, Trigger
from engine.steps import Choose, LoseLore, Modify

register("Grandmother Fa - Spirited Elder", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(owner=YOU), "Character of yours for +2 strength"),
                      Modify("t", 2)),
            optional=True, name="I'VE GOT ALL THE LUCK WE'LL NEED"),
)))
register("The Matchmaker - Unforgiving Expert", CardScript(triggers=(
    Trigger("challenge", (LoseLore(1),), condition=Chosen("other", Filter()),
            name="YOU ARE A DISGRACE!"),
)))
