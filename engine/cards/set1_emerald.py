"""Set 1 emerald cards of the built-in decks: tricks, strength pumps, bounce and lore drain.

Vanilla emerald cards (Duke of Weselton - Opportunistic Official, Horace - No-Good Scoundrel,
Mickey Mouse - Steamboat Pilot) and keyword-only ones (Aladdin - Prince Ali: Ward; Peter Pan -
Never Landing: Evasive) need no script.
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    DEFENDING,
    IN_CHALLENGE,
    OPPONENT,
    THEIR_NEXT_TURN,
    Activated,
    All,
    CardScript,
    Filter,
    Trigger,
)
from engine.steps import (
    Banish,
    Choose,
    Damage,
    Delayed,
    Draw,
    Grant,
    LoseLore,
    Modify,
    Restrict,
    ToHand,
)

register("Cruella De Vil - Miserable as Usual", CardScript(triggers=(
    Trigger("banish", (Choose("t", prompt="Character to bounce to its owner's hand"),
                       ToHand("t")),
            optional=True, condition=All((IN_CHALLENGE, DEFENDING)), name="YOU'LL BE SORRY!"),
)))
register("Iago - Loud-Mouthed Parrot", CardScript(activated=(
    Activated((Choose("t", prompt="Character to make Reckless on its next turn"),
               Grant("t", "Reckless", duration=THEIR_NEXT_TURN)), name="YOU GOT A PROBLEM?"),
)))
register("Jasper - Common Crook", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(owner=OPPONENT),
                             "Opposing character to stop questing on its next turn"),
                      Restrict("t", "cant_quest", duration=THEIR_NEXT_TURN)),
            name="PUPPYNAPPING"),
)))
register("Mad Hatter - Gracious Host", CardScript(triggers=(
    Trigger("challenged", (Draw(1),), optional=True, name="TEA PARTY"),
)))
register("Megara - Pulling the Strings", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character for +2 strength"),
                     Modify("t", 2)), name="WONDER BOY"),
)))
register("Mother Knows Best", CardScript(effect=(
    Choose("t", prompt="Character to bounce to its owner's hand"), ToHand("t"),
)))
register("Stampede", CardScript(effect=(
    Choose("t", Filter(damaged=True), "Choose a damaged character to deal 2 damage to"),
    Damage("t", 2),
)))
register("Steal from the Rich", CardScript(
    delayed=(Trigger("quest", (LoseLore(1),), subject="own"),),
    effect=(Delayed(0),),
))
register("Stolen Scimitar", CardScript(activated=(
    Activated((Choose("t", prompt="Character for +1 strength (Aladdin: +2)"),
               Modify("t", 1, alt=Filter(name="Aladdin"), alt_amount=2)), name="SLASH"),
)))
register("Vicious Betrayal", CardScript(effect=(
    Choose("t", prompt="Character for +2 strength (Villain: +3)"),
    Modify("t", 2, alt=Filter(classification="Villain"), alt_amount=3),
)))
register("Kuzco - Temperamental Emperor", CardScript(triggers=(
    Trigger("banish", (Banish("other"),), optional=True,
            condition=All((IN_CHALLENGE, DEFENDING)), name="NO TOUCHY!"),
)))
