"""Set 6 amber cards of the starter decks: Pooh's pirate crew.

Not scripted yet: Owl - Pirate Lookout (a trigger on cards entering the inkwell).
"""

from __future__ import annotations

from engine.cards.facts import CHARACTER
from engine.cards.registry import register
from engine.dsl import (
    OPPONENTS_TURN,
    OPPOSING_CHARACTERS,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
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
from engine.steps import Choose, ChooseCards, CostNext, GainLore, Heal, LookAtTop, Modify, ToHand

PIRATE_CARDS = Filter(types=(CHARACTER,), classification="Pirate", zone="discard")




register("Hundred Acre Island - Pooh's Home", CardScript(triggers=(
    Trigger("banish", (GainLore(1),), subject="any", filter=Filter(),
            condition=All((OPPONENTS_TURN, WasHere())), name="FRIENDS FOREVER"),
)))
register("I Won't Give In", CardScript(effect=(
    ChooseCards("c", zone="discard", filter=Filter(where=(Cmp("cost", "<=", 2),)),
                prompt="Character card with cost 2 or less to return to your hand"),
    ToHand("c"),
)))
register("Jim Hawkins - Honorable Pirate", CardScript(triggers=(
    Trigger("play", (LookAtTop(4, filter=Filter(classification="Pirate"), take=4,
                               optional=True, reveal=True,
                               prompt="Pirate character cards to reveal and take"),),
            name="HIRE A CREW"),
)))
register("Pooh Pirate Ship", CardScript(activated=(
    Activated((ChooseCards("c", zone="discard", filter=PIRATE_CARDS,
                           prompt="Pirate character card to return to your hand"),
               ToHand("c")), ink=3, name="MAKE A RESCUE"),
)))
register("Rabbit - Indignant Pirate", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to remove up to 1 damage from"),
                     Heal("t", 1)), optional=True, name="BE MORE CAREFUL"),
)))
register("Rescue Rangers Away!", CardScript(effect=(
    Choose("t", prompt="Character to lose strength"),
    Modify("t", Scaled(Count(Filter(owner=YOU)), times=-1), duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Roo - Littlest Pirate", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character for -2 strength until your next turn"),
                     Modify("t", -2, duration=UNTIL_YOUR_NEXT_TURN)), optional=True,
            name="I'M A PIRATE TOO!"),
)))
register("Winnie the Pooh - Hunny Pirate", CardScript(triggers=(
    Trigger("quest", (CostNext("Character", 1, any_of=("Pirate",)),),
            name="WE'RE PIRATES, YOU SEE"),
)))
register("Owl - Pirate Lookout", CardScript(triggers=(
    Trigger("ink", (Choose("t", OPPOSING_CHARACTERS, "Opposing character to get -1 strength"),
                    Modify("t", -1, duration=UNTIL_YOUR_NEXT_TURN)),
            subject="own", condition=YOUR_TURN, name="WELL SPOTTED"),
)))

