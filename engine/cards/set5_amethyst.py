"""Set 5 amethyst cards needed by the set 7 starter decks."""

from __future__ import annotations

from engine.cards.facts import CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import Activated, CardScript, Cmp, Filter
from engine.steps import Choose, ToHand

register("Retrosphere", CardScript(activated=(
    Activated((Choose("t", Filter(types=(CHARACTER, ITEM, LOCATION),
                                  where=(Cmp("cost", "<=", 3),)),
                      "Character, item or location with cost 3 or less to return"),
               ToHand("t")), exert=False, ink=2, banish_self=True,
              name="EXTRACT OF AMETHYST"),
)))
