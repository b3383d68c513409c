"""Set 8 amber cards of the starter decks: the Madrigal family and songs.

Not scripted yet: Mirabel Madrigal - Curious Child (revealing a card as a cost), Louie - One
Cool Duck (a modifier on the challenger), Antonio Madrigal, Alma Madrigal and Bruno Madrigal -
Singing Seer ("one or more of your characters sing": who sang is not tracked yet).
"""

from __future__ import annotations

from engine.cards.facts import SONG
from engine.cards.registry import register
from engine.dsl import OPPONENT, UNTIL_YOUR_NEXT_TURN, YOU, CardScript, Filter, Trigger, have
from engine.steps import Choose, CostNext, GainLore, Modify

register("Antonio's Jaguar - Faithful Companion", CardScript(triggers=(
    Trigger("play", (GainLore(1),), condition=have(Filter(owner=YOU, name="Antonio Madrigal")),
            name="YOU WANT TO GO WHERE?"),
)))
register("Huey - Reliable Leader", CardScript(triggers=(
    Trigger("quest", (CostNext("Character", 1),), name="I KNOW THE WAY"),
)))
register("Tiana - Natural Talent", CardScript(triggers=(
    Trigger("play", (Modify(Filter(owner=OPPONENT), -1, duration=UNTIL_YOUR_NEXT_TURN),),
            subject="own", filter=Filter(types=(SONG,)), name="CAPTIVATING MELODY"),
)))
register("Trials and Tribulations", CardScript(effect=(
    Choose("t", prompt="Character for -4 strength until your next turn"),
    Modify("t", -4, duration=UNTIL_YOUR_NEXT_TURN),
)))
