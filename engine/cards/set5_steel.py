"""Set 5 steel cards of the starter decks: fighters rewarded for banishing in challenges.

Vanilla and keyword-only steel cards (Rudy - Groove Disrupter; Arthur - Wart; Kronk -
Unlicensed Investigator: Challenger; Sleepy - Sluggish Knight and HeiHei - Protective Rooster:
Bodyguard; Royal Guard - Bovine Protector) need no script.
"""

from __future__ import annotations

from engine.cards.facts import ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    THEIR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Cmp,
    Filter,
    Trigger,
)
from engine.steps import (
    Banish,
    BlockPlays,
    Choose,
    ChooseCards,
    ChooseMode,
    Damage,
    Draw,
    GrantActivated,
    PlayFree,
    Restrict,
)

# "During your turn, whenever ... banishes another character in a challenge".
YOUR_TURN_IN_CHALLENGE = All((YOUR_TURN, IN_CHALLENGE))

register("Food Fight!", CardScript(
    effect=(GrantActivated(Filter(owner=YOU), 0),),
    # The ability the characters gain ({E}, 1 ink): held here, used by each character.
    activated=(Activated((Choose("t", prompt="Character to deal 1 damage to"),
                          Damage("t", 1)), ink=1, name="FOOD FIGHT!"),),
))
register("Kronk - Head of Security", CardScript(triggers=(
    Trigger("banishes", (
        ChooseCards("c", filter=Filter(where=(Cmp("cost", "<=", 5),)), up_to=True,
                    prompt="Character with cost 5 or less to play for free"),
        PlayFree("c"),
    ), optional=True, condition=YOUR_TURN_IN_CHALLENGE, name="ARE YOU ON THE LIST?"),
)))
register("Pete - Games Referee", CardScript(triggers=(
    Trigger("play", (BlockPlays(),), name="BLOW THE WHISTLE"),
)))
register("Simba - Lost Prince", CardScript(triggers=(
    Trigger("banishes", (Draw(1),), optional=True, condition=YOUR_TURN_IN_CHALLENGE,
            name="FACE THE PAST"),
)))
register("Simba - Son of Mufasa", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(types=(ITEM, LOCATION)), "Item or location to banish"),
                     Banish("t")), optional=True, name="FEARSOME ROAR"),
)))
register("Tug-of-War", CardScript(effect=(ChooseMode((
    ("1 damage to each without Evasive",
     (Damage(Filter(owner=OPPONENT, lacks="Evasive"), 1),)),
    ("3 damage to each with Evasive",
     (Damage(Filter(owner=OPPONENT, keyword="Evasive"), 3),)),
)),)))
register("When Will My Life Begin?", CardScript(effect=(
    Choose("t", prompt="Character that can't challenge during their next turn"),
    Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
    Draw(1),
)))
register("Yzma - Unjustly Treated", CardScript(triggers=(
    Trigger("banishes", (Choose("t", prompt="Character to deal 1 damage to"), Damage("t", 1)),
            subject="own", optional=True, condition=YOUR_TURN_IN_CHALLENGE,
            name="I'M WARNING YOU!"),
)))
