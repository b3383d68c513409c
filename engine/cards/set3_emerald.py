"""Set 3 emerald cards of the starter decks: pirates, Flotsam and Jetsam, and movers.

Vanilla and keyword-only emerald cards (Don Karnage - Prince of Pirates: Evasive; Robin Hood -
Daydreamer; Starkey - Devious Pirate) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    DEFENDING,
    IN_CHALLENGE,
    ITEMS,
    OPPONENT,
    YOU,
    Activated,
    All,
    CardScript,
    Cmp,
    Filter,
    Static,
    StatOf,
    Trigger,
)
from engine.steps import Banish, Choose, ChooseCards, Discard, Draw, GainLore, Modify, ToHand

register("Cubby - Mighty Lost Boy", CardScript(triggers=(
    Trigger("move", (Modify("self", 3),), name="THE BEAR"),
)))
register("Flotsam - Riffraff", CardScript(statics=(
    Static("strength", Filter(owner=YOU, name="Jetsam"), value=3, name="EERIE PAIR"),
)))
register("Helga Sinclair - Vengeful Partner", CardScript(triggers=(
    Trigger("banish", (Banish("other"),), condition=All((IN_CHALLENGE, DEFENDING)),
            name="NOTHING PERSONAL"),
)))
register("Jetsam - Riffraff", CardScript(statics=(
    Static("keyword", Filter(owner=YOU, name="Flotsam"), keyword="Ward", name="EERIE PAIR"),
)))
register("Kit Cloudkicker - Tough Guy", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT, where=(Cmp("strength", "<=", 2),)),
                            "Opposing character with 2 strength or less to return"),
                     ToHand("t")), optional=True, name="SKYSURFING"),
)))
register("Peter Pan - Lost Boy Leader", CardScript(triggers=(
    Trigger("move", (GainLore(StatOf("other", "lore")),), once_per_turn=True,
            name="I CAME TO LISTEN TO THE STORIES"),
)))
register("Strike a Good Match", CardScript(effect=(
    Draw(2), ChooseCards("d", prompt="Card to discard"), Discard("d"),
)))
register("Wildcat - Mechanic", CardScript(activated=(
    Activated((Choose("t", ITEMS, "Item to banish"), Banish("t")), name="DISASSEMBLE"),
)))
