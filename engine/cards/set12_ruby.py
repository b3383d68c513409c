"""Set 12 ruby cards: Sid's Toys (banished Toys, Toy cards in the discard), the Atlantis
expedition (cards put into the discard), Supers and travelers."""

from __future__ import annotations

from engine.cards.facts import ACTION, ITEM, LOCATION, SONG
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    CHARACTERS,
    EACH_OPPONENT,
    ME,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Chosen,
    Cmp,
    Compare,
    Count,
    DidThisTurn,
    Filter,
    Scaled,
    Static,
    Trigger,
    did,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    Collect,
    Delayed,
    DiscardHand,
    DiscardRandom,
    Draw,
    GainLore,
    Grant,
    If,
    LookAtTop,
    LoseLore,
    May,
    Mill,
    Modify,
    Ready,
    Restrict,
    ToDeck,
    ToHand,
)

TOY = Filter(classification="Toy")
TOYS_IN_YOUR_DISCARD = Filter(owner=YOU, classification="Toy", zone="discard")
CHARACTERS_IN_YOUR_DISCARD = Filter(owner=YOU, zone="discard")
# "If 2 or more cards were put into your discard this turn" (counted for the cards' owner).
TWO_TO_DISCARD = DidThisTurn("put_in_discard", 2)
PLAYED_A_CHARACTER = DidThisTurn("played:Character")
CHALLENGED_A_CHARACTER = Chosen("other", CHARACTERS)  # not a location (4.6.8)
# "Each opponent chooses and banishes one of their characters" (`owner=YOU` is the chooser's).
EACH_OPPONENT_BANISHES = (
    Choose("o", Filter(owner=YOU), "One of your characters to banish", chooser=EACH_OPPONENT),
    Banish("o"),
)

register("Lyle Tiberius Rourke - Crystallized Commander", CardScript(triggers=(
    Trigger("play", (
        Mill(2),
        May("return an action card"),
        ChooseCards("c", "discard", Filter(types=(ACTION, SONG), where=(Cmp("cost", "<=", 4),)),
                    prompt="Action card with cost 4 or less to return to your hand"),
        ToHand("c"),
    ), name="PLAN'S CHANGED"),
)))
register("Zeus - Defiant God", CardScript(statics=(
    Static("enters_damaged", value=4, name="IMMORTAL WOUND"),
)))
register("Preston Whitmore - Expedition Financier", CardScript(triggers=(
    Trigger("play", (Mill(2),), optional=True, name="PRICE OF PROGRESS"),
)))
register("Jingle Joe - Sid's Toy", CardScript(triggers=(
    Trigger("banish", (
        Choose("t", Filter(owner=YOU), "One of your characters to gain Evasive"),
        Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
    ), subject="other_own", filter=TOY, condition=YOUR_TURN, name="TURN OUT THE LIGHT"),
)))
register("Roller Bob - Sid's Toy", CardScript(triggers=(
    Trigger("play", (If(Compare(Count(CHARACTERS_IN_YOUR_DISCARD), ">=", 2), (
        May("TIME TO MOVE"),
        ChooseCards("c", "discard", Filter(), count=2,
                    prompt="2 character cards to put on the bottom of your deck"),
        ToDeck("c", bottom=True),
        Grant("self", "Rush"),
    )),), name="TIME TO MOVE"),
)))
register("Daisy Duck - Trendy Traveler", CardScript(triggers=(
    Trigger("quest", (If(PLAYED_A_CHARACTER, (
        May("BREAK IS OVER"),
        Choose("t", Filter(other=True), "Another character to ready"),
        Ready("t"),
        Restrict("t", "cant_quest"),
    )),), name="BREAK IS OVER"),
)))
register("Bouncing Ducky - Sid's Toy", CardScript(
    statics=(Static("cost", value=Count(TOYS_IN_YOUR_DISCARD), zone="hand",
                    name="REJECTED TOYS"),),
    triggers=(Trigger("play", (ToDeck(TOYS_IN_YOUR_DISCARD, bottom=True, order=True),),
                      name="REPURPOSED"),),
))
register("Queen of Hearts - Impatient Traveler", CardScript(triggers=(
    # She can't quest the turn she is played (drying), so any character played counts.
    Trigger("quest", (If(PLAYED_A_CHARACTER, (
        Choose("t", prompt="Character to gain Rush"),
        Grant("t", "Rush"),
    )),), name="ROYAL COMMAND"),
)))
register("Sid Phillips - Toy Surgeon", CardScript(triggers=(
    Trigger("play", (
        Choose("t", Filter(owner=YOU, other=True), "Another character of yours to banish"),
        Banish("t", out="n"),
        If(did("n"), EACH_OPPONENT_BANISHES),
    ), optional=True, name="PLAYTIME'S OVER"),
    Trigger("banish", (GainLore(2),), subject="any", filter=TOY, condition=YOUR_TURN,
            name="DOUBLE PRIZES!"),
)))
register("Mr. Incredible - Super Strong", CardScript(
    statics=(Static("strength", value=Scaled(Count(Filter(owner=YOU, other=True)), times=2),
                    name="ALWAYS UNITED"),),
    triggers=(Trigger("challenge", (Draw(1),), subject="own",
                      filter=Filter(classification="Super"),
                      condition=CHALLENGED_A_CHARACTER, name="LET'S DO THIS!"),),
))
register("Pterodactyl Janie Doll - Sid's Toy", CardScript(triggers=(
    Trigger("banish", (LoseLore(1), GainLore(1)), condition=YOUR_TURN,
            name="DOUBLE TRANSPLANT"),
)))
register("Inner Strength", CardScript(effect=(
    Choose("t", prompt="Character to get +1 strength"),
    Modify("t", 1),
    Draw(1),
)))
register("Like A Bird In the Sky", CardScript(effect=(
    Choose("t", prompt="Character to get +1 lore and gain Evasive"),
    Modify("t", 1, stat="lore", duration=UNTIL_YOUR_NEXT_TURN),
    Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Hero Work", CardScript(
    # The Heroes in play now gain the triggered ability this turn (delayed trigger 0).
    effect=(Modify(Filter(owner=YOU), 1),
            Collect("h", Filter(owner=YOU, classification="Hero")),
            Delayed(0, target="h")),
    delayed=(Trigger("challenge", (LoseLore(1), GainLore(1)),
                     condition=CHALLENGED_A_CHARACTER),),
))
register("Amazu's Inkcaster", CardScript(activated=(
    Activated((LookAtTop(4, Filter(types=(LOCATION,), zone="deck"), optional=True, reveal=True,
                         prompt="Location card to reveal and put into your hand"),),
              ink=1, name="ON THE HORIZON"),
)))
register("Remote Inklands - Desert Ruins", CardScript(
    triggers=(Trigger("turn_start", (Mill(1),), condition=YOUR_TURN, name="ERODING WINDS"),),
    statics=(Static("strength", Filter(here=True), value=2, name="SUCCESSFUL EXPEDITION"),),
))
register("Leviathan's Lair - Dangerous Ground", CardScript(triggers=(
    Trigger("banish", EACH_OPPONENT_BANISHES, name="LOST TO THE DUNES"),
)))
register("Milo Thatch - Courageous Explorer", CardScript(statics=(
    Static("lore", value=1, condition=All((YOUR_TURN, TWO_TO_DISCARD)),
           name="FASCINATING DISCOVERY"),
)))
register("Wind-Up Frog - Sid's Toy", CardScript(statics=(
    Static("cost", value=2, zone="hand", condition=DidThisTurn("banished:Toy"),
           name="ADDED TRACTION"),
)))
register("Jack-Jack Parr - Incredible Potential", CardScript(triggers=(
    Trigger("turn_start", (
        Mill(1, var="m"),
        If(Chosen("m", CHARACTERS), (Modify("self", 2),)),
        If(Chosen("m", Filter(types=(ACTION, ITEM))), (Modify("self", 2, stat="lore"),)),
        If(Chosen("m", Filter(types=(LOCATION,))), (
            Choose("t", prompt="Character to banish"), Banish("t"))),
    ), condition=YOUR_TURN, optional=True, name="WEIRD THINGS ARE HAPPENING"),
)))
register("Hercules - Young Rescuer", CardScript(triggers=(
    # An empty hand is discarded completely (6.1.5.1): he still returns a card (RULINGS.md).
    Trigger("play", (
        DiscardHand(ME),
        ChooseCards("c", "discard", Filter(types=ALL_TYPES),
                    prompt="Card to return from your discard to your hand"),
        ToHand("c"),
    ), optional=True, name="HEROIC SACRIFICE"),
)))
register("Vincenzo Santorini - On the Run", CardScript(statics=(
    Static("cant_ready_at_start", Filter(types=(ITEM,), owner=OPPONENT), name="NEUTRALIZE"),
)))
register("Firefly Swarm", CardScript(effect=(ChooseMode((
    ("Banish one with 2 {S} or less", (
        Choose("t", Filter(where=(Cmp("strength", "<=", 2),)), "Character to banish"),
        Banish("t"))),
    # This action is put into the discard only after it resolves: "other cards" (4.3.2.6).
    ("2+ other cards discarded: banish", (If(TWO_TO_DISCARD, (
        Choose("t", prompt="Character to banish"), Banish("t"))),)),
)),)))
register("Dangerous Plan", CardScript(effect=(Draw(2), DiscardRandom(1))))
