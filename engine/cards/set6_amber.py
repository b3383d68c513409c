"""Set 6 amber cards of the starter decks: Pirates of the Hundred Acre Wood and Neverland.

Vanilla and keyword-only amber cards (Gopher - Ship's Carpenter) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    CHARACTERS,
    OPPONENTS_TURN,
    OPPOSING_CHARACTERS,
    UNTIL_YOUR_NEXT_TURN,
    YOUR_CHARACTERS,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Cmp,
    Count,
    Filter,
    Scaled,
    Trigger,
    WasHere,
)
from engine.steps import (
    BOTTOM,
    Choose,
    ChooseCards,
    CostNext,
    GainLore,
    Heal,
    LookAtTop,
    Modify,
    ToHand,
)

PIRATE = "Pirate"

register("Rabbit - Indignant Pirate", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to remove up to 1 damage from"),
                     Heal("t", 1)), optional=True, name="BE MORE CAREFUL"),
)))
register("Roo - Littlest Pirate", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to get -2 strength"),
                     Modify("t", -2, duration=UNTIL_YOUR_NEXT_TURN)),
            optional=True, name="I'M A PIRATE TOO!"),
)))
register("Winnie the Pooh - Hunny Pirate", CardScript(triggers=(
    Trigger("quest", (CostNext("Character", 1, classification=PIRATE),),
            name="WE'RE PIRATES, YOU SEE"),
)))
register("Owl - Pirate Lookout", CardScript(triggers=(
    Trigger("ink", (Choose("t", OPPOSING_CHARACTERS, "Opposing character to get -1 strength"),
                    Modify("t", -1, duration=UNTIL_YOUR_NEXT_TURN)),
            subject="own", condition=YOUR_TURN, name="WELL SPOTTED"),
)))
register("Jim Hawkins - Honorable Pirate", CardScript(triggers=(
    Trigger("play", (LookAtTop(4, Filter(classification=PIRATE), optional=True, reveal=True,
                               take=4, prompt="Pirate character cards to put into your hand",
                               rest=BOTTOM),), name="HIRE A CREW"),
)))
register("Pooh Pirate Ship", CardScript(activated=(
    Activated((ChooseCards("c", "discard", Filter(classification=PIRATE),
                           prompt="Pirate character card to return to your hand"),
               ToHand("c")), ink=3, name="MAKE A RESCUE"),
)))
register("Rescue Rangers Away!", CardScript(effect=(
    Choose("t", prompt="Character to lose strength"),
    Modify("t", Scaled(Count(YOUR_CHARACTERS), times=-1, at_least=-99),
           duration=UNTIL_YOUR_NEXT_TURN),
)))
register("I Won't Give In", CardScript(effect=(
    ChooseCards("c", "discard", Filter(where=(Cmp("cost", "<=", 2),)),
                prompt="Character card with cost 2 or less to return to your hand"),
    ToHand("c"),
)))
register("Hundred Acre Island - Pooh's Home", CardScript(triggers=(
    Trigger("banish", (GainLore(1),), subject="any", filter=CHARACTERS,
            condition=All((OPPONENTS_TURN, WasHere())), name="FRIENDS FOREVER"),
)))

