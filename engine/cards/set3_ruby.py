"""Set 3 ruby cards of the starter decks: voyagers, lore loss and the Talisman.

Vanilla and keyword-only ruby cards (Della Duck - Unstoppable Mom: Reckless; Moana - Undeterred
Voyager: Evasive; Simba - Scrappy Cub; Webby Vanderquack - Enthusiastic Duck; Agrabah -
Marketplace) need no script.
"""

from __future__ import annotations

from engine.cards.facts import LOCATION
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Filter,
    ThisCard,
    Trigger,
    have,
)
from engine.steps import (
    Choose,
    ChooseMode,
    Collect,
    Draw,
    Grant,
    LoseKeyword,
    LoseLore,
    Modify,
    MoveTo,
    Ready,
    Restrict,
)

register("HeiHei - Accidental Explorer", CardScript(triggers=(
    Trigger("move", (LoseLore(1),), once_per_turn=True, name="MINDLESS WANDERING"),
)))
register("Kakamora - Menacing Sailor", CardScript(triggers=(
    Trigger("play", (LoseLore(1),), name="PLUNDER"),
)))
register("Moana - Born Leader", CardScript(triggers=(
    Trigger("quest", (Collect("h", Filter(owner=YOU, here=True)), Ready("h"),
                      Restrict("h", "cant_quest")),
            condition=ThisCard(Filter(at_location=True)), name="WELCOME TO MY BOAT"),
)))
register("Sumerian Talisman", CardScript(triggers=(
    Trigger("banish", (Draw(1),), subject="own", filter=Filter(),
            condition=All((YOUR_TURN, IN_CHALLENGE)), optional=True, name="SOURCE OF MAGIC"),
)))
register("Voyage", CardScript(effect=(
    Choose("loc", Filter(types=(LOCATION,), owner=YOU), "Location of yours to move to"),
    Choose("c", Filter(owner=YOU), "Up to 2 characters of yours to move there", count=2,
           up_to=True),
    MoveTo("c", "loc"),
)))
register("Maui - Soaring Demigod", CardScript(triggers=(
    Trigger("quest", (Modify("self", 1, "lore"), LoseKeyword("self", "Reckless")),
            subject="own", filter=Filter(name="HeiHei"), name="IN MA BELLY"),
)))
# IT'S MAUI TIME! is the "for free" alternate cost of SHAPESHIFT (free_if).
register("Maui's Fish Hook", CardScript(activated=(
    Activated((ChooseMode((
        ("Evasive until your next turn",
         (Choose("t", prompt="Character to gain Evasive"),
          Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN))),
        ("+3 strength this turn",
         (Choose("t", prompt="Character to get +3 strength"), Modify("t", 3))),
    )),), ink=2, free_if=have(Filter(owner=YOU, name="Maui")), name="SHAPESHIFT"),
)))
