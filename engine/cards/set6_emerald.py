"""Set 6 emerald cards of the starter decks: Big Hero 6 and friends."""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    EACH_OPPONENT,
    ITEMS,
    OPPONENT,
    OPPOSING_CHARACTERS,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    Activated,
    CardScript,
    Filter,
    Static,
    StatOf,
    Trigger,
    did,
    have,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    Discard,
    Draw,
    GainLore,
    Grant,
    If,
    Modify,
    PayInk,
    Ready,
    Restrict,
)

PAID = did("paid")




register("Alistair Krei - Ambitious Entrepreneur", CardScript(triggers=(
    Trigger("play", (GainLore(1),), condition=have(Filter(types=(ITEM,), owner=OPPONENT)),
            name="AN EYE FOR TECH"),
)))
register("Fred - Mascot by Day", CardScript(triggers=(
    Trigger("challenged", (GainLore(2),), name="HOW COOL IS THAT"),
)))
register("Go Go Tomago - Darting Dynamo", CardScript(triggers=(
    Trigger("play", (PayInk(2), If(PAID, (
        Choose("t", Filter(owner=OPPONENT), "Opposing character: gain lore equal to its damage"),
        GainLore(StatOf("t", "damage"))))), optional=True, name="STOP WHINING, WOMAN UP"),
)))
register("Goofy - Expert Shipwright", CardScript(triggers=(
    Trigger("quest", (Choose("t", prompt="Character to gain Ward until your next turn"),
                      Grant("t", "Ward", duration=UNTIL_YOUR_NEXT_TURN)), name="CLEVER DESIGN"),
)))
register("Honey Lemon - Chemical Genius", CardScript(triggers=(
    Trigger("play", (PayInk(2), If(PAID, (
        ChooseCards("d", who=EACH_OPPONENT, prompt="Card to discard"), Discard("d")))),
        optional=True, name="HERE'S THE BEST PART"),
)))
register("Stitch - Little Trickster", CardScript(activated=(
    Activated((Modify("self", 1),), exert=False, ink=1, name="NEED A HAND?"),
)))
register("MegaBot", CardScript(
    statics=(Static("enters_exerted", name="HAPPY FACE"),),
    activated=(Activated((ChooseMode((
        ("Banish chosen item", (Choose("t", ITEMS, "Item to banish"), Banish("t"))),
        ("Banish chosen damaged character",
         (Choose("t", Filter(damaged=True), "Damaged character to banish"), Banish("t"))),
    )),), banish_self=True, name="DESTROY!"),),
))

register("Heffalumps and Woozles", CardScript(effect=(
    Choose("t", OPPOSING_CHARACTERS, "Opposing character that can't quest next turn"),
    Restrict("t", "cant_quest", duration=THEIR_NEXT_TURN),
    Draw(1),
)))

register("You Came Back", CardScript(effect=(
    Choose("t", prompt="Character to ready"), Ready("t"),
)))

