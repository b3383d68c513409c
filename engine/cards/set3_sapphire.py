"""Set 3 sapphire cards of the starter decks: Duck family, items and locations.

Vanilla and keyword-only sapphire cards (Dewey - Showy Nephew, Louie - Chill Nephew: Support)
need no script.
"""

from __future__ import annotations

from engine.cards.facts import ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Filter,
    Static,
    Trigger,
    WasHere,
    have,
)
from engine.steps import (
    TOP,
    TOP_OR_BOTTOM,
    Choose,
    ChooseCards,
    CostNext,
    Draw,
    Ink,
    LookAtTop,
    Modify,
    PlayFree,
    ToDeck,
)

register("Flintheart Glomgold - Lone Cheater", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=YOUR_TURN,
           name="THEY'LL NEVER SEE IT COMING!"),
)))
register("Gramma Tala - Keeper of Ancient Stories", CardScript(triggers=(
    Trigger("play", (LookAtTop(2, optional=True),), name="THERE WAS ONLY OCEAN"),
)))
register("Gyro Gearloose - Gadget Whiz", CardScript(activated=(
    Activated((ChooseCards("c", zone="discard", filter=Filter(types=(ITEM,)),
                           prompt="Item card to put on top of your deck"),
               ToDeck("c")), name="NOW TRY TO KEEP UP"),
)))
register("Huey - Savvy Nephew", CardScript(triggers=(
    Trigger("quest", (Draw(3),), optional=True,
            condition=All((have(Filter(owner=YOU, name="Dewey")),
                           have(Filter(owner=YOU, name="Louie")))), name="THREE NEPHEWS"),
)))
register("Maid Marian - Delightful Dreamer", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character for -2 strength"), Modify("t", -2)),
            name="HIGHBORN LADY"),
)))
register("Scrooge McDuck - Richest Duck in the World", CardScript(
    statics=(Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="I'M GOING HOME!"),),
    triggers=(Trigger("banishes", (
        ChooseCards("c", filter=Filter(types=(ITEM,)), prompt="Item to play for free"),
        PlayFree("c"),
    ), condition=All((YOUR_TURN, IN_CHALLENGE)), optional=True,
        name="I DIDN'T GET RICH BY BEING STUPID"),),
))
register("Scrooge McDuck - Uncle Moneybags", CardScript(triggers=(
    Trigger("quest", (CostNext("Item", 1),), name="TREASURE FINDER"),
)))
register("Motunui - Island Paradise", CardScript(triggers=(
    Trigger("banish", (Ink("subject", exerted=True),), subject="any", filter=Filter(),
            condition=WasHere(), optional=True, name="REINCARNATION"),
)))
register("Vault Door", CardScript(statics=(
    Static("keyword", Filter(types=(LOCATION,), owner=YOU), keyword="Resist", value=1,
           name="SEALED AWAY"),
    Static("keyword", Filter(owner=YOU, at_location=True), keyword="Resist", value=1,
           name="SEALED AWAY"),
)))
register("Aurelian Gyrosensor", CardScript(triggers=(
    Trigger("quest", (LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), subject="own",
            filter=Filter(), optional=True, name="SEEKING KNOWLEDGE"),
)))
register("The Queen - Mirror Seeker", CardScript(triggers=(
    Trigger("quest", (LookAtTop(3, take=0, rest=TOP),), optional=True,
            name="CALCULATING AND VAIN"),
)))
