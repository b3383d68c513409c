"""Set 7 sapphire cards of the starter decks: Atlantis, Belle's workshop and the Beagle
Boys.

Vanilla and keyword-only sapphire cards (Gaetan Moliere - The Mole; Robin Hood - Eye for
Detail: Support; Jebidiah Farnsworth's Support) need no more script. Kida - Creative
Thinker's printed Ward is missing from the card data, so it is a static keyword here.
"""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Count,
    Filter,
    Static,
    Trigger,
    Var,
    did,
)
from engine.state import INKWELL
from engine.steps import (
    TOP,
    Banish,
    Choose,
    ChooseCards,
    Draw,
    GainLore,
    Grant,
    If,
    Ink,
    LookAtTop,
    Modify,
    ToDeck,
)

YOUR_ITEMS = Filter(types=(ITEM,), owner=YOU)

register("Monsieur D'Arque - Despicable Proprietor", CardScript(triggers=(
    Trigger("quest", (Choose("i", YOUR_ITEMS, "Item of yours to banish"), Banish("i", out="n"),
                      If(did(), (Draw(1),))), optional=True, name="I'VE COME TO COLLECT"),
)))
register("Marie - Favored Kitten", CardScript(triggers=(
    Trigger("quest", (Choose("t", prompt="Character to get -2 strength"), Modify("t", -2)),
            optional=True, name="I'LL SHOW YOU"),
)))
register("Beagle Boys - Small-Time Crooks", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(owner=YOU), "Character of yours to gain Rush and "
                                                     "Resist +1"),
                      Grant("t", "Rush"), Grant("t", "Resist", 1)), name="HURRY IT UP!"),
)))
register("Jebidiah Farnsworth - Expedition Cook", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Resist +1"),
                     Grant("t", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN)),
            name="I GOT YOUR FOUR BASIC FOOD GROUPS"),
)))
register("Kida - Creative Thinker", CardScript(
    statics=(Static("keyword", keyword="Ward"),),
    activated=(Activated((LookAtTop(2, take=1, to=INKWELL, rest=TOP,
                                    prompt="Card to put into your inkwell"),),
                         name="KEY TO THE PUZZLE"),),
))
register("Belle - Mechanic Extraordinaire", CardScript(
    statics=(Static("shift_cost", value=Count(Filter(types=(ITEM,), owner=YOU,
                                                     zone="discard")),
                    zone="hand", name="SALVAGE"),),
    triggers=(Trigger("quest", (
        ChooseCards("c", "discard", Filter(types=(ITEM,)), count=3, up_to=True,
                    prompt="Up to 3 item cards to put on the bottom of your deck"),
        ToDeck("c", out="n"), GainLore(Var("n")),
    ), optional=True, name="REPURPOSE"),),
))
register("Belle - Apprentice Inventor", CardScript(statics=(
    Static("play_by_banishing", YOUR_ITEMS, condition=YOUR_TURN, zone="hand",
           name="WHAT A MESS"),
)))
register("All Is Found", CardScript(effect=(
    ChooseCards("c", "discard", count=2, up_to=True,
                prompt="Up to 2 cards to put into your inkwell"),
    Ink("c", exerted=True),
)))
