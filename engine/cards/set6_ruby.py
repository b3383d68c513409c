"""Set 6 ruby cards of the starter decks: pirates and captains.

Not scripted yet: John Silver - Ferocious Friend, Moana - Kakamora Leader (moving any number
of characters and counting them) and The Islands I Pulled from the Sea (searching a deck).
"""

from __future__ import annotations

from engine.cards.facts import ACTION, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_CHARACTERS,
    YOUR_TURN,
    All,
    CardScript,
    Filter,
    Not,
    Static,
    ThisCard,
    Trigger,
    Var,
    did,
    have,
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
    MoveTo,
    Ready,
    Restrict,
    Reveal,
    Shuffle,
    ToHand,
)

ANOTHER_PIRATE = have(Filter(owner=YOU, other=True, classification="Pirate"))


YOUR_LOCATIONS = Filter(types=(LOCATION,), owner=YOU)




register("Jasmine - Rebellious Princess", CardScript(triggers=(
    Trigger("quest", (LoseLore(1),), name="YOU'LL NEVER MISS IT"),
)))
register("Kakamora - Pirate Pitcher", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(classification="Pirate"),
                            "Pirate character to gain Evasive"),
                     Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN)),
            name="DIZZYING SPEED"),
)))
register("Lead the Way", CardScript(effect=(Modify(Filter(owner=YOU), 2),)))
register("Mickey Mouse - Courageous Sailor", CardScript(statics=(
    Static("strength", value=2, condition=ThisCard(Filter(at_location=True)),
           name="SOLID GROUND"),
)))
register("Moana - Self-Taught Sailor", CardScript(statics=(
    Static("cant_challenge",
           condition=Not(have(Filter(owner=YOU, classification="Captain"))),
           name="LEARNING THE ROPES"),
)))
register("Skull Rock - Isolated Fortress", CardScript(
    statics=(Static("strength", Filter(here=True), value=1, name="FAMILIAR GROUND"),),
    triggers=(Trigger("turn_start", (GainLore(1),), condition=All((
        YOUR_TURN, have(Filter(owner=YOU, here=True, classification="Pirate")))),
        name="SAFE HAVEN"),),
))
register("Tigger - In the Crow's Nest", CardScript(triggers=(
    Trigger("play", (Modify("self", 1), Modify("self", 1, stat="lore")), subject="own",
            filter=Filter(types=(ACTION,)), name="SWASH YOUR BUCKLES"),
)))
register("Wendy Darling - Courageous Captain", CardScript(statics=(
    Static("strength", value=1, condition=ANOTHER_PIRATE, name="LOOK LIVELY, CREW!"),
    Static("lore", value=1, condition=ANOTHER_PIRATE, name="LOOK LIVELY, CREW!"),
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
        MoveTo("c", "loc", out="n"),
        GainLore(Var("n")),
    )),), optional=True, name="GATHERING FORCES"),
)))

register("The Islands I Pulled from the Sea", CardScript(effect=(
    ChooseCards("c", "deck", Filter(types=(LOCATION,)), prompt="Location card to find"),
    Reveal("c"),
    ToHand("c"),
    Shuffle(),
)))

