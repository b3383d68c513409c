"""Set 4 ruby cards of the starter decks: songs."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import EACH_OPPONENT, YOU, CardScript, Filter
from engine.steps import Banish, Choose, GainLore, LoseLore

register("A Pirate's Life", CardScript(effect=(LoseLore(2), GainLore(2))))
register("Be King Undisputed", CardScript(effect=(
    Choose("t", Filter(owner=YOU), "One of your characters to banish",
           chooser=EACH_OPPONENT),
    Banish("t"),
)))
