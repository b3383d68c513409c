"""Set 4 amethyst cards of the starter decks: the Madrigals and Ursula's song."""

from __future__ import annotations

from engine.cards.facts import CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    OPPONENT,
    YOU,
    YOUR_TURN,
    All,
    CardScript,
    Cmp,
    Count,
    DidThisTurn,
    Filter,
    Not,
    Static,
    Trigger,
    have,
)
from engine.steps import Choose, ChooseMode, Draw, Grant, Modify, Restrict, ToHand

register("Camilo Madrigal - Prankster", CardScript(triggers=(
    Trigger("turn_start", (ChooseMode((
        ("+1 lore this turn", (Modify("self", 1, stat="lore"),)),
        ("Challenger +2 this turn", (Grant("self", "Challenger", 2),)),
    )),), condition=YOUR_TURN, optional=True, name="MANY FORMS"),
)))
register("Dolores Madrigal - Easy Listener", CardScript(triggers=(
    Trigger("play", (Draw(1),), condition=have(Filter(owner=OPPONENT, exerted=True)),
            optional=True, name="MAGICAL INFORMANT"),
)))
register("Marshmallow - Terrifying Snowman", CardScript(statics=(
    Static("strength", value=Count(Filter(types=ALL_TYPES, owner=YOU, zone="hand")),
           name="BEHEMOTH"),
)))
register("Poor Unfortunate Souls", CardScript(effect=(
    Choose("t", Filter(types=(CHARACTER, ITEM, LOCATION), where=(Cmp("cost", "<=", 2),)),
           "Character, item or location with cost 2 or less to return"),
    ToHand("t"),
)))
register("Isabela Madrigal - Golden Child", CardScript(
    statics=(Static("lore", value=3, condition=All((YOUR_TURN, Not(DidThisTurn("quested")))),
                    name="LADIES FIRST"),),
    triggers=(Trigger("quest", (Restrict(Filter(owner=YOU, other=True), "cant_quest"),),
                      name="LEAVE IT TO ME"),),
))
