"""Set 7 sapphire cards of the starter decks.

Not scripted yet: Belle - Apprentice Inventor (an alternative cost: banishing an item).
"""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
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

register("All Is Found", CardScript(effect=(
    ChooseCards("c", zone="discard", filter=Filter(types=ALL_TYPES), count=2, up_to=True,
                prompt="Up to 2 cards from your discard to put into your inkwell"),
    Ink("c", exerted=True),
)))
register("Jebidiah Farnsworth - Expedition Cook", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Resist +1 until your next turn"),
                     Grant("t", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN)),
            name="I GOT YOUR FOUR BASIC FOOD GROUPS"),
)))
register("Kida - Creative Thinker", CardScript(activated=(
    Activated((LookAtTop(2, take=1, to=INKWELL, rest=TOP,
                         prompt="Card to put into your inkwell (the other goes on top)"),),
              name="KEY TO THE PUZZLE"),
)))
register("Marie - Favored Kitten", CardScript(triggers=(
    Trigger("quest", (Choose("t", prompt="Character for -2 strength"), Modify("t", -2)),
            optional=True, name="I'LL SHOW YOU"),
)))
register("Monsieur D'Arque - Despicable Proprietor", CardScript(triggers=(
    Trigger("quest", (Choose("i", Filter(types=(ITEM,), owner=YOU), "Item of yours to banish"),
                      Banish("i", out="n"), If(did(), (Draw(1),))), optional=True,
            name="I'VE COME TO COLLECT"),
)))
register("Belle - Mechanic Extraordinaire", CardScript(
    statics=(Static("shift_cost", value=Count(Filter(types=(ITEM,), owner=YOU,
                                                     zone="discard")),
                    zone="hand", name="SALVAGE"),),
    triggers=(Trigger("quest", (
        ChooseCards("c", "discard", Filter(types=(ITEM,)), count=3, up_to=True,
                    prompt="Up to 3 item cards to put on the bottom of your deck"),
        ToDeck("c", bottom=True, out="n"), GainLore(Var("n")),
    ), optional=True, name="REPURPOSE"),),
))

register("Belle - Apprentice Inventor", CardScript(statics=(
    Static("play_by_banishing", YOUR_ITEMS, condition=YOUR_TURN, zone="hand",
           name="WHAT A MESS"),
)))

