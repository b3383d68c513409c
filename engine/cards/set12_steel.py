"""Set 12 steel cards."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER
from engine.cards.facts import ACTION, CHARACTER, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    IN_CHALLENGE,
    ME,
    OPPONENT,
    SHIFTED,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Cmp,
    DidThisTurn,
    Filter,
    Not,
    Static,
    StatOf,
    Step,
    ThisCard,
    Trigger,
    WasHere,
    did,
    have,
    have_none,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    Damage,
    Discard,
    DiscardHand,
    Draw,
    Exert,
    GainLore,
    Grant,
    If,
    May,
    MoveTo,
    PlayFree,
    Ready,
    Restrict,
    ToHand,
)

# "If you played another character this turn", in a quest trigger: a character quests only
# when it was not played this turn (it is dry), so any character played this turn is another.
PLAYED_ANOTHER = DidThisTurn("played:Character")
VILLAINS = Filter(owner=YOU, classification="Villain")
ROBOTS = Filter(classification="Robot")
YOUR_LOCATIONS = Filter(types=(LOCATION,), owner=YOU)
CHARACTER_OR_LOCATION = Filter(types=(CHARACTER, LOCATION))



def enter_exerted_to(*give: Step, name: str) -> Trigger:
    """"This character may enter play exerted to <give>": an optional play trigger that turns
    it sideways as it enters (not exerting it) and then gives."""
    return Trigger("play", (Exert("self", entering=True, out="e"), If(did("e"), give)),
                   optional=True, name=name)


register("Pocahontas - Steadfast Traveler", CardScript(triggers=(
    Trigger("quest", (If(PLAYED_ANOTHER, (
        ChooseCards("c", "discard", Filter(types=(LOCATION,), owner=YOU, zone="discard"),
                    prompt="Location card to return to your hand"),
        ToHand("c"),
    )),), name="WANDERING SPIRIT"),
)))
register("Angus - Mighty Horse", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Alert this turn"),
                     Grant("t", "Alert")), name="DAUNTLESS"),
)))
register("Incrediboy - Buddy Pine", CardScript(triggers=(
    Trigger("play", (If(have(Filter(classification="Hero")), (GainLore(1),)),),
            name="NERDING OUT"),
), shift_alias="Syndrome"))
register("Mrs. Incredible - Helen Parr", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to gain Challenger +2 this turn"),
                     Grant("t", "Challenger", 2)), name="PEP TALK"),
)))
register("Rat Capone - Rodent Gangster", CardScript(statics=(
    Static("strength", value=3, condition=ThisCard(Filter(damaged=False)), name="SHADAAP!"),
)))
register("Omnidroid - V.9", CardScript(triggers=(
    Trigger("play", (If(SHIFTED, (
        May("ENEMY DETECTED"),
        Choose("t", prompt="Character to deal 2 damage to"),
        Damage("t", 2),
    )),), name="ENEMY DETECTED"),
)))
register("Mr. Incredible - Taking Out the Trash", CardScript(triggers=(
    Trigger("play", (
        Choose("t", Filter(owner=OPPONENT, any_of=("Robot", "Villain")),
               "Opposing Robot or Villain character to deal 2 damage to"),
        Damage("t", 2),
    ), optional=True, name="KA-POW!"),
)))
register("Fat Cat - Criminal Businessman", CardScript(statics=(
    Static("keyword", YOUR_LOCATIONS, keyword="Resist", value=1, name="WORTHY INVESTMENT"),
)))
register("Goofy - Determined Traveler", CardScript(triggers=(
    Trigger("quest", (If(PLAYED_ANOTHER, (
        May("FALLING ROCKS"),
        Choose("t", CHARACTER_OR_LOCATION, "Character or location to deal 1 damage to"),
        Damage("t", 1),
    )),), name="FALLING ROCKS"),
)))
register("Omnidroid - V.10", CardScript(statics=(
    Static("keyword", keyword="Resist", value=2, condition=HAS_UNDER, name="ELECTRO-ARMOR"),
)))
register("Gizmoduck - Duckburg Defender", CardScript(statics=(
    Static("cant_play", Filter(types=(ACTION,), owner=OPPONENT, zone="hand",
                               where=(Cmp("cost", ">=", 4),)),
           condition=have_none(Filter(types=ALL_TYPES, owner=YOU, zone="hand")),
           name="FAIL-SAFE"),
)))
register("Mrs. Incredible - Determined Rescuer", CardScript(statics=(
    Static("keyword", Filter(owner=YOU), keyword="Resist", value=1, name="PULL BACK"),
), triggers=(
    Trigger("banish", (
        Choose("t", Filter(classification="Super"), "Super character to ready"),
        Ready("t"),
        Restrict("t", "cant_quest"),
    ), subject="any", filter=Filter(other=True), condition=All((YOUR_TURN, IN_CHALLENGE)),
        optional=True, name="REGROUP"),
)))
register("Diablo - Stone Servant", CardScript(statics=(
    Static("strength", value=2, condition=have(VILLAINS), name="CRUEL INTENT"),
    Static("lore", value=1, condition=have(VILLAINS), name="CRUEL INTENT"),
    Static("cant_be_challenged", VILLAINS, condition=ThisCard(Filter(exerted=True)),
           name="VILLAINOUS BOND"),
)))
register("Card Advantage", CardScript(effect=(
    If(DidThisTurn("opposing_banished_in_challenge"), (Draw(2),)),
)))
register("Touch the Sky", CardScript(effect=(
    Choose("c", Filter(owner=YOU), "Character of yours to move"),
    Choose("l", YOUR_LOCATIONS, "Location to move them to"),
    MoveTo("c", "l"),
    Draw(StatOf("l", "lore")),
)))
register("Plunger Crossbow", CardScript(activated=(
    Activated((Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d")), ink=2,
              name="SUCTION TECHNOLOGY"),
)))
register("Syndrome's Remote", CardScript(activated=(
    Activated((Choose("t", prompt="Character that can't challenge during their next turn"),
               Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN)), ink=2,
              name="ZERO-POINT ENERGY"),
), triggers=(
    Trigger("banish", (Banish("self", out="b"), If(did("b"), (DiscardHand(ME), Draw(2)))),
            subject="any", filter=ROBOTS, optional=True, name="LEARN FROM THEIR LOSSES"),
)))
register("Club Door", CardScript(statics=(
    Static("play_free", zone="hand", condition=have(Filter(owner=YOU, name="Fat Cat")),
           name="WELCOME BACK, SIR"),
    Static("cant_be_challenged_by", YOUR_LOCATIONS, by=Filter(where=(Cmp("cost", "<=", 2),)),
           name="COOL CATS ONLY"),
)))
register("The Island of Nomanisan - Syndrome's Headquarters", CardScript(statics=(
    Static("strength", Filter(classification="Robot", here=True), value=1,
           name="RESEARCH & DEVELOPMENT"),
    Static("willpower", Filter(classification="Robot", here=True), value=1,
           name="RESEARCH & DEVELOPMENT"),
), triggers=(
    Trigger("banishes", (Choose("t", prompt="Character to deal 2 damage to"), Damage("t", 2)),
            subject="any", condition=All((YOUR_TURN, IN_CHALLENGE, WasHere())), optional=True,
            once_per_turn=True, name="CHEAP SHOT"),
)))
register("Lord Macintosh - Wiry and High-Strung", CardScript(triggers=(
    enter_exerted_to(Choose("t", prompt="Character to gain Resist +2 until your next turn"),
                     Grant("t", "Resist", 2, duration=UNTIL_YOUR_NEXT_TURN),
                     name="TOUGH IT OUT"),
)))
register("Lord Dingwall - Bullheaded", CardScript(triggers=(
    enter_exerted_to(Choose("t", prompt="Character to gain Challenger +3 this turn"),
                     Grant("t", "Challenger", 3), name="FIGHTIN' TALK"),
)))
register("Three Arrows", CardScript(effect=(
    Choose("a", prompt="Character to deal 2 damage to"),
    Damage("a", 2),
    Choose("b", optional=True, excluding="a",
           prompt="Another character to deal 1 damage to (or none)"),
    Damage("b", 1),
)))
CHEAP_LOCATION = Filter(types=(LOCATION,), owner=YOU, zone="hand", where=(Cmp("cost", "<=", 4),))
register("Fergus - Outpost Builder", CardScript(triggers=(
    # "A location from your hand or discard": the hand's first, then (none taken) the discard's.
    Trigger("exert", (
        ChooseCards("h", "hand", CHEAP_LOCATION, up_to=True,
                    prompt="Location from your hand to play for free (or none)"),
        If(Not(did("h")), (
            ChooseCards("d", "discard", Filter(types=(LOCATION,), owner=YOU, zone="discard",
                                               where=(Cmp("cost", "<=", 4),)),
                        up_to=True, prompt="Location from your discard to play for free (or none)"),
        )),
        PlayFree("h"),
        PlayFree("d"),
    ), condition=YOUR_TURN, name="JUST THE SPOT"),
    Trigger("banish", (Choose("t", prompt="Character to deal 4 damage to"), Damage("t", 4)),
            subject="any", filter=Filter(types=(LOCATION,)),
            condition=All((IN_CHALLENGE, ThisCard(Filter(at_location=True)))), optional=True,
            name="HOLD FAST"),
)))
