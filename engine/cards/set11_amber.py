"""Set 11 amber cards (set and first ink as in the card data)."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    EACH_OPPONENT,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    Activated,
    All,
    AnyOf,
    CardScript,
    Cmp,
    DidThisTurn,
    Filter,
    Not,
    Static,
    StatOf,
    ThisCard,
    TopOfDeck,
    Trigger,
    have,
)
from engine.state import DISCARD
from engine.steps import Choose, ChooseCards, Discard, Draw, If, Modify, ToHand

NO_CHALLENGE_THIS_TURN = Not(DidThisTurn("challenges"))  # "none of your characters challenged"

# --- characters -------------------------------------------------------------------------------

register("Lilo - Snow Artist", CardScript(statics=(
    Static("lore", value=1, condition=have(Filter(owner=YOU, name="Stitch")),
           name="CREATIVE INSPIRATION"),
)))
register("Pudge - Controls the Weather", CardScript(statics=(
    Static("play_free", zone="hand", condition=have(Filter(owner=YOU, name="Lilo")),
           name="GOOD FRIEND"),
)))
register("Pumbaa - Winter Warthog", CardScript(triggers=(
    Trigger("play", (ChooseCards("d", prompt="Card to discard", who=EACH_OPPONENT),
                     Discard("d")), name="SHAKE THINGS UP"),
)))
TWO_OTHERS = have(Filter(owner=YOU, other=True), 2)
register("Stitch - Carefree Snowboarder", CardScript(triggers=(
    Trigger("quest", (If(TWO_OTHERS, (Draw(1),)),), condition=TWO_OTHERS, optional=True,
            name="BRING YOUR FRIENDS"),
)))
register("Pocahontas - Finding the Way", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to get +1 lore this turn"),
                     Modify("t", 1, stat="lore")), name="DISCOVERY AWAITS"),
)))
register("Fangmeyer - Icy Officer", CardScript(triggers=(
    Trigger("play", (ChooseCards("c", DISCARD, Filter(classification="Detective"),
                                 prompt="Detective character card to return to your hand"),
                     ToHand("c")), optional=True, name="REQUEST REINFORCEMENTS"),
)))
register("Sarabi - Protecting the Pride", CardScript(activated=(
    Activated((Choose("t", Filter(owner=OPPONENT), "Opposing character for -4 strength"),
               Modify("t", -4, duration=UNTIL_YOUR_NEXT_TURN)), name="FEARSOME SNARL"),
)))
TRACKS = All((ThisCard(Filter(exerted=True)), NO_CHALLENGE_THIS_TURN))
UNDER_HIM = StatOf("self", "under")

# --- actions and songs ------------------------------------------------------------------------


# --- items ------------------------------------------------------------------------------------

PATH_CARD = AnyOf((TopOfDeck(Filter(where=(Cmp("cost", "<=", 3),))),
                   TopOfDeck(Filter(name="Pocahontas"))))
