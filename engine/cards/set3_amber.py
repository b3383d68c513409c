"""Set 3 amber cards of the starter decks: the Dalmatian puppies, Pluto and Tinker Bell.

Vanilla and keyword-only amber cards (Kida - Atlantean; Nani - Protective Sister: Bodyguard;
Rolly - Hungry Pup: Support; Wendy Darling - Talented Sailor) need no script. Dalmatian Puppy -
Tail Wagger's ability is a deck-building rule, not a game ability: its copy limit is the card
fact `max_copies` that `engine.decks.validate_deck` reads, so its script is empty.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Cmp,
    Filter,
    Trigger,
    have,
)
from engine.steps import Choose, CostNext, Draw, Heal, If, LookAtTop, Modify

OTHER_OF_YOURS = Filter(owner=YOU, other=True)

register("Lucky - The 15th Puppy", CardScript(
    activated=(Activated((LookAtTop(3, filter=Filter(where=(Cmp("cost", "<=", 2),)), take=3,
                                    optional=True, reveal_all=True,
                                    prompt="Character cards with cost 2 or less to take"),),
                         name="GOOD AS NEW"),),
    triggers=(Trigger("quest", (If(have(OTHER_OF_YOURS, 4),
                                   (Modify(OTHER_OF_YOURS, 1, stat="lore"),)),),
                      condition=have(OTHER_OF_YOURS, 4), name="PUPPY LOVE"),),
))
register("Patch - Intimidating Pup", CardScript(activated=(
    Activated((Choose("t", prompt="Character for -2 strength until your next turn"),
               Modify("t", -2, duration=UNTIL_YOUR_NEXT_TURN)), name="BARK"),
)))
register("Pluto - Determined Defender", CardScript(triggers=(
    Trigger("turn_start", (Heal("self", 3),), condition=YOUR_TURN, name="GUARD DOG"),
)))
register("Pluto - Friendly Pooch", CardScript(activated=(
    Activated((CostNext("Character", 1),), name="GOOD DOG"),
)))
register("Pongo - Determined Father", CardScript(activated=(
    Activated((LookAtTop(1, filter=Filter(), reveal_all=True,
                         prompt="A character card goes into your hand"),),
              exert=False, ink=2, once_per_turn=True, name="TWILIGHT BARK"),
)))
register("Tinker Bell - Generous Fairy", CardScript(triggers=(
    Trigger("play", (LookAtTop(4, filter=Filter(), optional=True, reveal=True,
                               prompt="Character card to reveal and take (or none)"),),
            name="MAKE A NEW FRIEND"),
)))
register("Heal What Has Been Hurt", CardScript(effect=(
    Choose("t", prompt="Character to remove up to 3 damage from"), Heal("t", 3), Draw(1),
)))
register("Dalmatian Puppy - Tail Wagger", CardScript())  # WHERE DID THEY ALL COME FROM?
