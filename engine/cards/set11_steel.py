"""Set 11 steel cards."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER
from engine.cards.facts import ACTION, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    EACH_PLAYER,
    ITEMS,
    OPPONENT,
    OPPONENTS_TURN,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    WHILE_THIS_IN_PLAY,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Cmp,
    Compare,
    Count,
    DidThisTurn,
    Filter,
    FirstTurn,
    Not,
    Static,
    ThisCard,
    Trigger,
    did,
    have,
)
from engine.steps import (
    Banish,
    BlockPlays,
    Choose,
    ChooseCards,
    ChooseMode,
    Damage,
    Discard,
    Draw,
    GainLore,
    Grant,
    If,
    PayInk,
    PlayFree,
    Ready,
    Restrict,
    RevealTopMayPlay,
    Shuffle,
)

DARKWING = Filter(owner=YOU, name="Darkwing Duck")
UNDAMAGED = ThisCard(Filter(damaged=False))
HAND = Filter(types=ALL_TYPES, owner=YOU, zone="hand")
DISCARD_A_CARD = (ChooseCards("d", prompt="Card to discard"), Discard("d"))

register("Rapunzel - Ethereal Protector", CardScript(triggers=(
    Trigger("quest", (If(HAS_UNDER, (
        Choose("t", Filter(owner=OPPONENT), "Opposing character that can't challenge"),
        Restrict("t", "cant_challenge", duration=UNTIL_YOUR_NEXT_TURN),
    )),), name="CLONK!"),
)))
register("Launchpad - Hideout Defender", CardScript(statics=(
    Static("keyword", Filter(types=(LOCATION,), owner=YOU), keyword="Resist", value=1,
           name="STAND GUARD"),
)))
register("Gantu - Hamsterviel's Accomplice", CardScript(triggers=(
    Trigger("play", DISCARD_A_CARD, name="EASY TARGET"),
)))
register("Launchpad - Trusty Sidekick", CardScript(activated=(
    Activated((Draw(1), If(Not(have(DARKWING)), DISCARD_A_CARD)), name="WHAT DID YOU NEED?"),
)))
register("Donald Duck - Along for the Ride", CardScript(triggers=(
    Trigger("play", (Choose("i", ITEMS, "Item to banish"), Banish("i")), optional=True,
            name="COMIN' THROUGH!"),
)))
register("Duke Weaselton - Surly Crook", CardScript(triggers=(
    Trigger("banish", (
        ChooseCards("c", filter=Filter(where=(Cmp("cost", "<=", 2),)),
                    prompt="Character with cost 2 or less to play for free"),
        PlayFree("c"),
    ), optional=True, name="APPREHENDED"),
)))
register("Nani - No Worries", CardScript(statics=(
    Static("lore", value=1, condition=UNDAMAGED, name="TAKE IT EASY"),
)))
register("Stitch - High Badness Level", CardScript(statics=(
    Static("keyword", keyword="Challenger", value=3,
           condition=have(Filter(owner=YOU, name="Lilo")), name="AMPED UP"),
)))
register("Dr. Hamsterviel - Infamous Scientist", CardScript(
    statics=(Static("cost", value=Count(Filter(owner=YOU, classification="Alien",
                                               zone="discard")),
                    zone="hand", name="CONTROLLED VARIABLES"),),
    triggers=(Trigger("play", (
        Choose("t", Filter(owner=OPPONENT), "Opposing character that can't challenge"),
        Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
    ), name="AWESTRUCK"),),
))
register("Gigi - Best in Snow", CardScript(statics=(
    Static("strength", value=2, condition=UNDAMAGED, name="SO PRETTY"),
)))
register("Angel - Experiment 624", CardScript(
    statics=(Static("keyword", keyword="Resist", value=2,
                    condition=Compare(Count(HAND), "==", 0), name="UNTOUCHABLE"),),
    activated=(Activated((
        ChooseCards("d", prompt="Card to discard"),
        Discard("d", out="n"),
        If(did("n"), (Choose("t", prompt="Character to deal 2 damage to"), Damage("t", 2))),
    ), exert=False, once_per_turn=True, condition=have(HAND), name="GOOD AIM"),),
))
register("Darkwing Duck - Darkwarrior", CardScript(triggers=(
    Trigger("banish", (Grant("self", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN),),
            subject="any", filter=ITEMS, condition=YOUR_TURN, name="INSTA-ARMOR"),
)))
register("Keep the Ancient Ways", CardScript(effect=(
    BlockPlays(ACTION), BlockPlays(ITEM),
)))
register("The Terror That Flaps in the Night", CardScript(effect=(
    Choose("t", Filter(owner=OPPONENT), "Opposing character to deal damage to"),
    If(have(DARKWING), (Damage("t", 3),), (Damage("t", 2),)),
)))
register("Winterspell", CardScript(effect=(
    Choose("t", Filter(types=(LOCATION,), owner=YOU), "Location of yours that can't be challenged"),
    Restrict("t", "cant_be_challenged", duration=UNTIL_YOUR_NEXT_TURN),
    Draw(1),
)))
register("Nearly Indestructible", CardScript(effect=(
    Choose("t", Filter(owner=YOU), "Character of yours to gain Resist +2"),
    Grant("t", "Resist", 2, duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Infra-Pink Ultra Scan Specs", CardScript(
    triggers=(Trigger("play", (Draw(1), *DISCARD_A_CARD), name="DETECTING EVIDENCE"),),
    activated=(Activated((Choose("t", prompt="Character to gain Alert"), Grant("t", "Alert")),
                         exert=False, banish_self=True, name="FOLLOW THE CLUES"),),
))
register("Darkwing Tower - Icy Headquarters", CardScript(triggers=(
    Trigger("banish", (
        Choose("t", Filter(owner=YOU, here=True), "Character here to ready"),
        Ready("t"),
        Restrict("t", "cant_quest"),
    ), subject="opposing", filter=Filter(classification="Villain"), optional=True,
        condition=YOUR_TURN, name="EVIL VANQUISHED"),
)))
register("Chief - Seasoned Tracker", CardScript(activated=(
    Activated((If(DidThisTurn("opposing_banished_in_challenge"), (Draw(1),)),),
              name="GOOD RIDDANCE"),
)))
register("The Thunderquack", CardScript(
    statics=(Static("classification", Filter(owner=OPPONENT), keyword="Villain",
                    name="VIGILANTE JUSTICE"),),
    activated=(Activated((If(DidThisTurn("banished_in_challenge"), (GainLore(1),)),),
                         name="LAY OF THE LAND"),),
))
register("Darkwing Duck - Cool Under Pressure", CardScript(
    triggers=(Trigger("banish", (
        PayInk(1),
        If(did("paid"), (Choose("t", prompt="Character to deal 2 damage to"),
                         Damage("t", 2))),
    ), subject="any", filter=ITEMS, optional=True, condition=YOUR_TURN, name="TAKE THAT!"),),
    statics=(Static("challenge_ready", by=Filter(classification="Villain"),
                    name="EVILDOERS BEWARE!"),),
))
register("Judy Hopps - Snowball Patrol", CardScript(statics=(
    Static("cost", value=1, zone="hand", condition=FirstTurn(starting=False),
           name="UNDERDOG"),
)))
register("Containment Unit", CardScript(triggers=(
    Trigger("play", (
        Choose("t", prompt="Character that can't challenge or quest"),
        Restrict("t", "cant_challenge", duration=WHILE_THIS_IN_PLAY),
        Restrict("t", "cant_quest", duration=WHILE_THIS_IN_PLAY),
    ), name="GOT YOU NOW"),
    Trigger("turn_start", (ChooseMode((
        ("Discard a card", DISCARD_A_CARD),
        ("Banish this item", (Banish("self"),)),
    ), available=(have(HAND), None)),), subject="none", condition=YOUR_TURN,
        name="POWER SUPPLY"),
)))
register("Lilo - Bundled Up", CardScript(statics=(
    Static("no_first_damage", condition=OPPONENTS_TURN, name="EXTRA LAYERS"),
)))
register("John Smith - Undaunted Protector", CardScript(statics=(
    Static("must_be_chosen", name="DO YOUR WORST"),
)))
register("Let's Get Dangerous", CardScript(effect=(
    Shuffle(who=EACH_PLAYER),
    RevealTopMayPlay(who=EACH_PLAYER),
)))
register("Angela - Night Warrior", CardScript(
    triggers=(Trigger("play", (
        Choose("t", prompt="Character to gain Challenger +2 and Resist +2"),
        Grant("t", "Challenger", 2, duration=UNTIL_YOUR_NEXT_TURN),
        Grant("t", "Resist", 2, duration=UNTIL_YOUR_NEXT_TURN),
    ), optional=True, name="SHADOW POWER"),),
    statics=(Static("lose_ability", Filter(owner=YOU, classification="Gargoyle"),
                    keyword="STONE BY DAY", name="ETERNAL NIGHT"),),
))
