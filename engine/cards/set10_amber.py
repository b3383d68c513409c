"""Set 10 amber cards of the starter decks: Boost and the cards under them."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER, YOUR_BOOSTERS
from engine.cards.facts import CHARACTER, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    OPPONENT,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    Activated,
    CardScript,
    Filter,
    Static,
    TopOfDeck,
    Trigger,
    have,
)
from engine.steps import (
    BOTTOM,
    TOP,
    Choose,
    CostNext,
    Draw,
    Heal,
    If,
    LookAtTop,
    Modify,
    PlayFree,
    PutUnder,
    Ready,
    Restrict,
)

register("Della Duck - Returning Mother", CardScript(triggers=(
    Trigger("play", (
        Choose("t", Filter(keyword="Boost"), "Character with Boost to ready"),
        Ready("t"),
        Restrict("t", "cant_quest"),
        Restrict("t", "cant_challenge"),
    ), optional=True, name="HERE TO HELP"),
)))
register("Gaston - Frightful Bully", CardScript(triggers=(
    Trigger("quest", (If(HAS_UNDER, (
        Choose("t", Filter(owner=OPPONENT), "Opposing character that can't challenge"),
        Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
        Restrict("t", "must_quest", duration=THEIR_NEXT_TURN),
    )),), name="TOP THAT!"),
)))
register("Goofy - Ghost Hunter", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT), "Opposing character for -1 strength"),
                     Modify("t", -1, duration=UNTIL_YOUR_NEXT_TURN)), name="PERFECT TRAP"),
)))
register("Scrooge McDuck - Cavern Prospector", CardScript(triggers=(
    Trigger("play", (PutUnder("subject", from_deck=1),), subject="own",
            filter=Filter(types=(CHARACTER, LOCATION), keyword="Boost"), optional=True,
            name="SPECULATION"),
)))
register("Scrooge McDuck - On the Right Track", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(under=True), "Character with a card under them"),
                     Modify("t", 1, stat="lore")), name="FABULOUS WEALTH"),
)))
register("Simba - King in the Making", CardScript(triggers=(
    Trigger("put_under", (If(
        TopOfDeck(Filter()),
        (LookAtTop(1, Filter(zone="deck"), optional=True, reveal_all=True, var="c", rest=TOP,
                   prompt="Play this character for free (exerted)?"),
         PlayFree("c", exerted=True)),
        (LookAtTop(1, take=0, reveal_all=True, rest=BOTTOM),),
    ),), optional=True, name="TIMELY ALLIANCE"),
)))
register("Webby Vanderquack - Knowledge Seeker", CardScript(statics=(
    Static("lore", value=1,
           condition=have(Filter(types=(CHARACTER, LOCATION), owner=YOU, under=True)),
           name="I'VE READ ABOUT THIS"),
)))
register("Della's Moon Lullaby", CardScript(effect=(
    Choose("t", Filter(owner=OPPONENT), "Opposing character for -2 strength"),
    Modify("t", -2, duration=UNTIL_YOUR_NEXT_TURN),
    Draw(1),
)))
register("Munchings and Crunchings", CardScript(
    activated=(Activated((Choose("t", prompt="Character to heal"), Heal("t", 2)),
                         name="WHAT A JUICY APPLE"),),
    statics=(Static("cost", Filter(owner=YOU, name="Gurgi"), value=1, name="COME ON OUT"),),
))
register("Recovered Page", CardScript(
    triggers=(Trigger("play", (LookAtTop(4, Filter(zone="deck"), optional=True, reveal=True,
                                         prompt="Character card to reveal"),),
                      name="WHAT IS TO COME"),),
    activated=(Activated((Choose("t", YOUR_BOOSTERS, "Card with Boost to put a card under"),
                          PutUnder("t", from_deck=1)),
                         exert=False, ink=1, banish_self=True, name="WHISPERED POWER"),),
))
register("Duckburg - Funso's Funzone", CardScript(triggers=(
    Trigger("quest", (CostNext(CHARACTER, 2),), subject="own", filter=Filter(here=True),
            name="WHERE FUN IS IN THE ZONE"),
)))
