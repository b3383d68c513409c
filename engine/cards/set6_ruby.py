"""Set 6 ruby cards of the starter decks: Moana's Kakamora, Neverland's Pirates and Skull
Rock.

Vanilla and keyword-only ruby cards (Michael Darling - Playful Swordsman; John Darling -
Sophisticated Swordsman; Kakamora - Boarding Party: Rush) need no script.
"""

from __future__ import annotations

from engine.cards.facts import ACTION, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_CHARACTERS,
    YOUR_TURN,
    Activated,
    CardScript,
    Filter,
    Static,
    ThisCard,
    Trigger,
    Var,
    did,
    have,
    have_none,
)
from engine.steps import (
    Choose,
    ChooseCards,
    Damage,
    GainLore,
    Grant,
    If,
    LoseLore,
    Modify,
    MoveToLocation,
    Ready,
    Restrict,
    Reveal,
    Shuffle,
    ToHand,
)

PIRATE = "Pirate"
OTHER_PIRATE = Filter(owner=YOU, other=True, classification=PIRATE)
YOUR_LOCATIONS = Filter(types=(LOCATION,), owner=YOU)

register("Moana - Self-Taught Sailor", CardScript(statics=(
    Static("cant_challenge", condition=have_none(Filter(owner=YOU, classification="Captain")),
           name="LEARNING THE ROPES"),
)))
register("Kakamora - Pirate Pitcher", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(classification=PIRATE), "Pirate to gain Evasive"),
                     Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN)),
            name="DIZZYING SPEED"),
)))
register("Wendy Darling - Courageous Captain", CardScript(statics=(
    Static("strength", value=1, condition=have(OTHER_PIRATE), name="LOOK LIVELY, CREW!"),
    Static("lore", value=1, condition=have(OTHER_PIRATE), name="LOOK LIVELY, CREW!"),
)))
register("Jasmine - Rebellious Princess", CardScript(triggers=(
    Trigger("quest", (LoseLore(1),), name="YOU'LL NEVER MISS IT"),
)))
register("Mickey Mouse - Courageous Sailor", CardScript(statics=(
    Static("strength", value=2, condition=ThisCard(Filter(at_location=True)),
           name="SOLID GROUND"),
)))
register("Tigger - In the Crow's Nest", CardScript(triggers=(
    Trigger("play", (Modify("self", 1), Modify("self", 1, stat="lore")), subject="own",
            filter=Filter(types=(ACTION,)), name="SWASH YOUR BUCKLES"),
)))
register("John Silver - Ferocious Friend", CardScript(triggers=(
    Trigger("quest", (
        Choose("t", Filter(owner=YOU, other=True), "Other character of yours to deal 1 to"),
        Damage("t", 1, out="n"),
        If(did(), (Ready("t"), Restrict("t", "cant_quest"))),
    ), optional=True, name="YOU HAVE TO CHART YOUR OWN COURSE"),
)))
register("Moana - Kakamora Leader", CardScript(triggers=(
    Trigger("play", (If(have(YOUR_LOCATIONS), (
        Choose("loc", YOUR_LOCATIONS, "Location to move characters to"),
        Choose("c", YOUR_CHARACTERS, "Characters to move there", count=99, up_to=True),
        MoveToLocation("c", "loc", out="n"),
        GainLore(Var("n")),
    )),), optional=True, name="GATHERING FORCES"),
)))
register("Lead the Way", CardScript(effect=(Modify(YOUR_CHARACTERS, 2),)))
register("The Islands I Pulled from the Sea", CardScript(effect=(
    ChooseCards("c", "deck", Filter(types=(LOCATION,)), prompt="Location card to find"),
    Reveal("c"),
    ToHand("c"),
    Shuffle(),
)))
register("Skull Rock - Isolated Fortress", CardScript(
    statics=(Static("strength", Filter(here=True), value=1, name="FAMILIAR GROUND"),),
    triggers=(
        Trigger("turn_start", (If(have(Filter(owner=YOU, classification=PIRATE, here=True)),
                                  (GainLore(1),)),),
                subject="none", condition=YOUR_TURN, name="SAFE HAVEN"),
    ),
))
register("Gold Coin", CardScript(activated=(
    Activated((Choose("t", Filter(owner=YOU), "Character of yours to ready"), Ready("t"),
               Restrict("t", "cant_quest")), ink=1, banish_self=True,
              name="GLITTERING ACCESS"),
)))
register("Longboat", CardScript(activated=(
    Activated((Choose("t", Filter(owner=YOU), "Character of yours to gain Evasive"),
               Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN)), exert=False, ink=2,
              name="TAKE IT FOR A SPIN"),
)))
