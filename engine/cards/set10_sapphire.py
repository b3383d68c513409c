"""Set 10 sapphire cards of the starter decks: the detectives."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER
from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    ITEMS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Filter,
    Static,
    Trigger,
    have,
)
from engine.steps import (
    TOP_OR_BOTTOM,
    Choose,
    ChooseCards,
    GainClassification,
    Grant,
    Heal,
    If,
    Ink,
    InkFromDeck,
    LookAtTop,
    May,
    Modify,
    ToDeck,
    ToHand,
)

YOUR_DETECTIVES = Filter(owner=YOU, classification="Detective")
ITEM_CARD = Filter(types=(ITEM,), zone="discard")
DETECTIVE_SEARCH = (LookAtTop(3, Filter(classification="Detective", zone="deck"), optional=True,
                              reveal=True, prompt="Detective character card to reveal"),)

register("Hen Wen - Prophetic Pig", CardScript(triggers=(
    Trigger("quest", (LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), name="FUTURE SIGHT"),
)))
register("Pluto - Clever Cluefinder", CardScript(activated=(
    Activated((
        ChooseCards("c", "discard", ITEM_CARD, prompt="Item card from your discard"),
        If(have(Filter(owner=YOU, classification="Detective")), (ToHand("c"),), (ToDeck("c"),)),
    ), name="ON THE TRAIL"),
)))
register("Judy Hopps - On the Case", CardScript(triggers=(
    Trigger("play", (If(have(Filter(owner=YOU, other=True, classification="Detective")), (
        May("HIDDEN CLUES"),
        Choose("i", ITEMS, "Item to put into its player's inkwell"),
        Ink("i", any_owner=True),
    )),), name="HIDDEN CLUES"),
)))
register("Kristoff - Mining the Ruins", CardScript(triggers=(
    Trigger("quest", (If(HAS_UNDER, (InkFromDeck(),)),), name="WORTH MINING"),
)))
register("Jasmine - Soothing Princess", CardScript(triggers=(
    Trigger("quest", (If(HAS_UNDER, (Heal(Filter(owner=YOU), 3),)),), name="UPLIFTING AURA"),
)))
register("Judy Hopps - Uncovering Clues", CardScript(triggers=(
    Trigger("play", DETECTIVE_SEARCH, name="THOROUGH INVESTIGATION"),
    Trigger("quest", DETECTIVE_SEARCH, name="THOROUGH INVESTIGATION"),
)))
register("Judy Hopps - Lead Detective", CardScript(statics=(
    Static("keyword", YOUR_DETECTIVES, keyword="Alert", condition=YOUR_TURN,
           name="LATERAL THINKING"),
    Static("keyword", YOUR_DETECTIVES, keyword="Resist", value=2, condition=YOUR_TURN,
           name="LATERAL THINKING"),
)))
register("Detective's Badge", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Resist +1 and Detective"),
               Grant("t", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN),
               GainClassification("t", "Detective", duration=UNTIL_YOUR_NEXT_TURN)),
              ink=1, name="PROTECT AND SERVE"),
)))
register("Hen Wen's Visions", CardScript(effect=(
    LookAtTop(4, take=1, to="deck", prompt="Card to put on the top of your deck"),
)))
register("Promising Lead", CardScript(effect=(
    Choose("t", prompt="Character to get +1 lore and Support"),
    Modify("t", 1, stat="lore"),
    Grant("t", "Support"),
)))
