"""Set 4 amber cards of the starter decks: the Madrigal family's support and healing songs.

Vanilla and keyword-only amber cards (Agustin Madrigal - Clumsy Dad; Ariel - Singing Mermaid:
Singer; Félix Madrigal - Fun-Loving Family Man; Mirabel Madrigal - Prophecy Finder: Support;
Prince Eric - Seafaring Prince: Bodyguard; Stitch - Alien Dancer) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    OPPOSING_CHARACTERS,
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
    Trigger("play", (
        Choose("t", prompt="Character to remove up to 2 damage from"),
        Heal("t", 2, out="n"),
        If(Compare(Var("n"), ">=", 1), (May("SIGNATURE RECIPE: draw a card"), Draw(1))),
    ), optional=True, name="SIGNATURE RECIPE"),
)))
register("Look at This Family", CardScript(effect=(
    LookAtTop(5, filter=Filter(), optional=True, reveal=True, take=2,
              prompt="Up to 2 character cards to reveal and put into your hand"),
)))
register("Lost in the Woods", CardScript(effect=(
    Modify(OPPOSING_CHARACTERS, -2, duration=UNTIL_YOUR_NEXT_TURN),
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
    Trigger("play", (Choose("t", Filter(owner=YOU), "Character of yours to remove up to 3 "
                            "damage from"), Heal("t", 3)), optional=True, name="TO THE RESCUE"),
)))

