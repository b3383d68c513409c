"""Set 5 sapphire cards needed by the set 7 starter decks.

Chaca - Impressive Daughter is vanilla and needs no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, Activated, CardScript, Filter, Trigger
from engine.steps import Choose, Heal, InkFromDeck, Modify

register("Donald Duck - Focused Flatfoot", CardScript(triggers=(
    Trigger("play", (InkFromDeck(exerted=True),), optional=True, name="BAFFLING MYSTERY"),
)))
register("Medal of Heroes", CardScript(activated=(
    Activated((Choose("t", Filter(owner=YOU), "Character of yours to get +2 lore"),
               Modify("t", 2, stat="lore")), ink=2, banish_self=True,
              name="CONGRATULATIONS, SOLDIER"),
)))
register("Ever as Before", CardScript(effect=(
    Choose("t", prompt="Any number of characters to remove up to 2 damage from", count=99,
           up_to=True),
    Heal("t", 2),
)))
