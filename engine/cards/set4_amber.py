"""Set 4 amber cards of the starter decks: the Madrigals, healing and songs.

Keyword-only amber cards of these decks need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    CardScript,
    Compare,
    Filter,
    Trigger,
    Var,
)
from engine.steps import Choose, Draw, Grant, Heal, If, LookAtTop, May, Modify

register("Julieta Madrigal - Excellent Cook", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to remove up to 2 damage from"),
                     Heal("t", 2, out="n"),
                     If(Compare(Var("n"), ">=", 1), (May("draw a card"), Draw(1)))),
            optional=True, name="SIGNATURE RECIPE"),
)))
register("Look at This Family", CardScript(effect=(
    LookAtTop(5, filter=Filter(), take=2, optional=True, reveal=True,
              prompt="Up to 2 character cards to reveal and take"),
)))
register("Lost in the Woods", CardScript(effect=(
    Modify(Filter(owner=OPPONENT), -2, duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Mickey Mouse - Leader of the Band", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Support this turn"),
                     Grant("t", "Support")), name="STRIKE UP THE MUSIC"),
)))
register("Mirabel Madrigal - Gift of the Family", CardScript(triggers=(
    Trigger("quest", (Modify(Filter(owner=YOU, other=True, classification="Madrigal"), 1,
                             stat="lore"),), name="SAVING THE MIRACLE"),
)))
register("Pluto - Rescue Dog", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=YOU), "Character of yours to heal"), Heal("t", 3)),
            optional=True, name="TO THE RESCUE"),
)))
