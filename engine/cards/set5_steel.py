"""Set 5 steel cards of the starter decks: Simba, Kronk and songs.

Not scripted yet: Pete - Games Referee (a timed restriction on opponents' plays) and Food
Fight! (granting an activated ability).
"""

from __future__ import annotations

from engine.cards.facts import CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    THEIR_NEXT_TURN,
    YOUR_TURN,
    All,
    CardScript,
    Cmp,
    Filter,
    Trigger,
)
from engine.steps import Banish, Choose, ChooseCards, ChooseMode, Damage, Draw, PlayFree, Restrict

BANISHES_IN_CHALLENGE_ON_YOUR_TURN = All((YOUR_TURN, IN_CHALLENGE))

register("Kronk - Head of Security", CardScript(triggers=(
    Trigger("banishes", (ChooseCards("c", filter=Filter(types=(CHARACTER,),
                                                         where=(Cmp("cost", "<=", 5),)),
                                     prompt="Character with cost 5 or less to play for free"),
                         PlayFree("c")),
            condition=BANISHES_IN_CHALLENGE_ON_YOUR_TURN, optional=True,
            name="ARE YOU ON THE LIST?"),
)))
register("Simba - Lost Prince", CardScript(triggers=(
    Trigger("banishes", (Draw(1),), condition=BANISHES_IN_CHALLENGE_ON_YOUR_TURN,
            optional=True, name="FACE THE PAST"),
)))
register("Simba - Son of Mufasa", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(types=(ITEM, LOCATION)), "Item or location to banish"),
                     Banish("t")), optional=True, name="FEARSOME ROAR"),
)))
register("Yzma - Unjustly Treated", CardScript(triggers=(
    Trigger("banishes", (Choose("t", prompt="Character to deal 1 damage to"), Damage("t", 1)),
            subject="own", filter=Filter(), condition=BANISHES_IN_CHALLENGE_ON_YOUR_TURN,
            optional=True, name="I'M WARNING YOU!"),
)))
register("Tug-of-War", CardScript(effect=(ChooseMode((
    ("1 damage to each opposing character without Evasive",
     (Damage(Filter(owner=OPPONENT, lacks="Evasive"), 1),)),
    ("3 damage to each opposing character with Evasive",
     (Damage(Filter(owner=OPPONENT, keyword="Evasive"), 3),)),
)),)))
register("When Will My Life Begin?", CardScript(effect=(
    Choose("t", prompt="Character that can't challenge during their next turn"),
    Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
    Draw(1),
)))
