"""Set 4 amethyst cards of the starter decks: the Madrigal family's gifts.

Vanilla and keyword-only amethyst cards (Antonio Madrigal - Animal Expert; Luisa Madrigal -
Magically Strong One: Rush; Tick-Tock - Ever-Present Pursuer: Evasive) need no script.
"""

from __future__ import annotations

from engine.cards.facts import CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    IN_CHALLENGE,
    OPPONENT,
    OPPOSING_CHARACTERS,
    THEIR_NEXT_TURN,
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
from engine.steps import (
    Choose,
    ChooseMode,
    Delayed,
    Draw,
    Exert,
    Grant,
    If,
    May,
    Modify,
    Restrict,
    ToHand,
)

register("Bruno Madrigal - Out of the Shadows", CardScript(
    triggers=(Trigger("play", (
        Choose("t", prompt="Character to gain IT WAS YOUR VISION this turn"),
        Delayed(0, target="t"),
    ), name="IT WAS YOUR VISION"),),
    # The granted ability: the chosen character's own "when banished in a challenge".
    delayed=(Trigger("banish", (ToHand("self"),), optional=True, condition=IN_CHALLENGE,
                     name="IT WAS YOUR VISION"),),
))
register("Camilo Madrigal - Prankster", CardScript(triggers=(
    Trigger("turn_start", (ChooseMode((
        ("+1 lore this turn", (Modify("self", 1, stat="lore"),)),
        ("Challenger +2 this turn", (Grant("self", "Challenger", 2),)),
    )),), subject="none", optional=True, condition=YOUR_TURN, name="MANY FORMS"),
)))
register("Dolores Madrigal - Easy Listener", CardScript(triggers=(
    Trigger("play", (If(have(Filter(owner=OPPONENT, exerted=True)), (
        May("MAGICAL INFORMANT: draw a card"), Draw(1))),), name="MAGICAL INFORMANT"),
)))
register("Isabela Madrigal - Golden Child", CardScript(
    statics=(Static("lore", value=3, condition=All((YOUR_TURN, Not(DidThisTurn("quested")))),
                    name="LADIES FIRST"),),
    triggers=(Trigger("quest", (Restrict(Filter(owner=YOU, other=True), "cant_quest"),),
                      name="LEAVE IT TO ME"),),
))
register("Marshmallow - Terrifying Snowman", CardScript(statics=(
    Static("strength", value=Count(Filter(types=ALL_TYPES, owner=YOU, zone="hand")),
           name="BEHEMOTH"),
)))
register("Pepa Madrigal - Weather Maker", CardScript(triggers=(
    Trigger("play", (
        Choose("t", OPPOSING_CHARACTERS, "Opposing character to exert"),
        Exert("t"),
        Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN, unless_at_location=True),
    ), optional=True, name="IT LOOKS LIKE RAIN"),
)))
register("Poor Unfortunate Souls", CardScript(effect=(
    Choose("t", Filter(types=(CHARACTER, ITEM, LOCATION), where=(Cmp("cost", "<=", 2),)),
           "Character, item or location with cost 2 or less to return to its player's hand"),
    ToHand("t"),
)))
