"""Set 5 amethyst cards of the starter decks: spirits of Arendelle and card flow."""

from __future__ import annotations

from engine.cards.facts import CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    EACH_OPPONENT,
    IN_CHALLENGE,
    OPPONENT,
    THEIR_NEXT_TURN,
    YOU,
    Activated,
    CardScript,
    Cmp,
    Count,
    Filter,
    Static,
    Trigger,
    WasHere,
)
from engine.steps import Choose, Draw, Exert, Grant, MoveDamage, Restrict, ToHand

OPPOSING = Filter(owner=OPPONENT)

register("Anna - Eager Acolyte", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=YOU, exerted=False), "One of your ready "
                            "characters to exert", chooser=EACH_OPPONENT), Exert("t")),
            name="GROWING POWERS"),
)))
register("Anna - Mystical Majesty", CardScript(triggers=(
    Trigger("play", (Exert(OPPOSING),), name="EXCEPTIONAL POWER"),
)))
register("Bruni - Fire Salamander", CardScript(triggers=(
    Trigger("banish", (Draw(1),), optional=True, name="PARTING GIFT"),
)))
register("Earth Giant - Living Mountain", CardScript(triggers=(
    Trigger("play", (Draw(1, who=EACH_OPPONENT),), name="UNEARTHED"),
)))
register("Elsa - The Fifth Spirit", CardScript(triggers=(
    Trigger("play", (Choose("t", OPPOSING, "Opposing character to exert"), Exert("t")),
            name="CRYSTALLIZE"),
)))
register("Finders Keepers", CardScript(effect=(Draw(3),)))
register("Gale - Wind Spirit", CardScript(triggers=(
    Trigger("banish", (ToHand("subject"),), condition=IN_CHALLENGE, name="RECURRING GUST"),
)))
register("Hypnotic Strength", CardScript(effect=(
    Draw(1), Choose("t", prompt="Character to gain Challenger +2"), Grant("t", "Challenger", 2),
)))
register("King of Hearts - Monarch of Wonderland", CardScript(activated=(
    Activated((Choose("t", Filter(exerted=True), "Exerted character that can't ready"),
               Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN)),
              name="PLEASING THE QUEEN"),
)))
register("Olaf - Happy Passenger", CardScript(statics=(
    Static("cost", value=Count(Filter(owner=OPPONENT, exerted=True)), zone="hand",
           name="CLEAR THE PATH"),
)))
register("Retrosphere", CardScript(activated=(
    Activated((Choose("t", Filter(types=(CHARACTER, ITEM, LOCATION),
                                  where=(Cmp("cost", "<=", 3),)),
                      "Character, item or location with cost 3 or less to return"),
               ToHand("t")), exert=False, ink=2, banish_self=True,
              name="EXTRACT OF AMETHYST"),
)))
register("The Library - A Gift for Belle", CardScript(triggers=(
    Trigger("banish", (Draw(1),), subject="any", filter=Filter(), condition=WasHere(),
            optional=True, name="LOST IN A BOOK"),
)))
register("The Nokk - Mythical Spirit", CardScript(triggers=(
    Trigger("play", (Choose("a", prompt="Character to move up to 2 damage from"),
                     Choose("b", OPPOSING, "Opposing character to move it to"),
                     MoveDamage("a", "b", 2)), optional=True, name="TURNING TIDES"),
)))
