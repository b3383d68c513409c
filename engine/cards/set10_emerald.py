"""Set 10 emerald cards of the starter decks."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER, YOUR_BOOSTERS
from engine.cards.facts import CHARACTER, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    DEFENDING,
    EACH_OPPONENT,
    EACH_PLAYER,
    ITEMS,
    OPPONENT,
    YOU,
    Activated,
    CardScript,
    Filter,
    Static,
    Trigger,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    Damage,
    Discard,
    Draw,
    GainLore,
    Modify,
    PutUnder,
)

PUT_ONE_UNDER = (Choose("t", YOUR_BOOSTERS, "Card with Boost to put a card under"),
                 PutUnder("t", from_deck=1))

register("Akela - Forest Runner", CardScript(activated=(
    Activated((Modify("self", 1),), exert=False, ink=1, name="AHEAD OF THE PACK"),
)))
register("Baloo - Carefree Bear", CardScript(triggers=(
    Trigger("play", (ChooseMode((
        ("Each player draws a card", (Draw(1, who=EACH_PLAYER),)),
        ("Each player discards a card",
         (ChooseCards("d", prompt="Card to discard", who=EACH_PLAYER), Discard("d"))),
    )),), name="ROLL WITH IT"),
)))
register("Bellwether - Master Manipulator", CardScript(triggers=(
    Trigger("banish", (Damage(Filter(owner=OPPONENT), 1, put=True),), condition=DEFENDING,
            name="VENDETTA"),
)))
register("Emily Quackfaster - Level-Headed Librarian", CardScript(triggers=(
    Trigger("play", PUT_ONE_UNDER, optional=True, name="RECOMMENDED READING"),
)))
register("Flynn Rider - Spectral Scoundrel", CardScript(statics=(
    Static("strength", value=2, condition=HAS_UNDER, name="I'LL TAKE THAT"),
    Static("lore", value=1, condition=HAS_UNDER, name="I'LL TAKE THAT"),
)))
register("Jetsam - Opportunistic Eel", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT, damaged=True),
                            "Opposing damaged character"), Damage("t", 3)),
            name="AMBUSH FROM THE DEEP"),
)))
register("Megara - Secret Keeper", CardScript(
    statics=(Static("lore", value=1, condition=HAS_UNDER, name="I'LL BE FINE"),),
    triggers=(Trigger("challenged", (ChooseCards("d", prompt="Card to discard",
                                                 who=EACH_OPPONENT), Discard("d")),
                      condition=HAS_UNDER, name="I'LL BE FINE"),),
))
register("Chomp!", CardScript(effect=(
    Choose("t", Filter(damaged=True), "Damaged character"),
    Damage("t", 2),
)))
register("So Be It!", CardScript(effect=(
    Modify(Filter(owner=YOU), 1),
    Choose("i", ITEMS, "Item to banish", optional=True),
    Banish("i"),
)))
register("Blessed Bagpipes", CardScript(triggers=(
    Trigger("play", PUT_ONE_UNDER, optional=True, name="MCDUCK HEIRLOOM"),
    Trigger("challenged", (GainLore(1),), subject="own",
            filter=Filter(types=(CHARACTER, LOCATION), under=True), name="BATTLE ANTHEM"),
)))
