"""Set 5 sapphire cards of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import YOU, Activated, CardScript, Filter, Trigger
from engine.steps import Choose, Heal, InkFromDeck, Modify

register("Donald Duck - Focused Flatfoot", CardScript(triggers=(
    Trigger("play", (InkFromDeck(),), optional=True, name="BAFFLING MYSTERY"),
)))
register("Ever as Before", CardScript(effect=(
    Choose("t", count=99, up_to=True, prompt="Any number of characters to heal up to 2"),
    Heal("t", 2),
)))
register("Medal of Heroes", CardScript(activated=(
    Activated((Choose("t", Filter(owner=YOU), "Character of yours for +2 lore"),
               Modify("t", 2, stat="lore")), ink=2, banish_self=True,
              name="CONGRATULATIONS, SOLDIER"),
)))
