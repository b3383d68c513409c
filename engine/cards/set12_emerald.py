"""Set 12 emerald cards."""

from __future__ import annotations

from engine.cards.facts import ACTION
from engine.cards.registry import register
from engine.dsl import (
    EACH_OPPONENT,
    EACH_PLAYER,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Cmp,
    Compare,
    Count,
    DidThisTurn,
    Filter,
    Lore,
    Static,
    ThisCard,
    Trigger,
    chosen_player,
    did,
    have,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChoosePlayer,
    Damage,
    Discard,
    Draw,
    GainLore,
    Grant,
    If,
    LoseLore,
    Modify,
    Ready,
    Restrict,
    RevealHand,
    ToHand,
)

#: "If 2 or more cards were put into your discard this turn" (the owner's per-turn counter).
TWO_PUT_IN_DISCARD = DidThisTurn("put_in_discard", 2)
#: "If you played another character this turn": the quest triggers using it belong to
#: characters without Shift, which quest only after a turn in play, so every character
#: played this turn is another one.
PLAYED_A_CHARACTER = DidThisTurn("played:Character")
DRAW_THEN_DISCARD = (Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d"))
EACH_OPPONENT_DISCARDS = (ChooseCards("d", prompt="Card to discard", who=EACH_OPPONENT),
                          Discard("d"))

# --- characters -------------------------------------------------------------------------------

register("Helga Sinclair - No Backup Needed", CardScript(statics=(
    Static("cost", value=2, zone="hand", condition=TWO_PUT_IN_DISCARD,
           name="CRISIS MANAGEMENT"),
)))

register("The Witch - Wily Woodcarver", CardScript(triggers=(
    Trigger("challenged", (LoseLore(1),), name="UNSATISFIED CUSTOMERS"),
)))

register("The Queen - Evil Ruler", CardScript(statics=(
    Static("strength", value=2, condition=have(Filter(owner=OPPONENT, damaged=True)),
           name="UNEQUALED CRUELTY"),
)))

register("Gaetan Moliere - Clever Burrower", CardScript(triggers=(
    Trigger("quest", (Draw(2), ChooseCards("d", count=2, prompt="2 cards to discard"),
                      Discard("d")), optional=True, name="UNEARTH"),
)))

register("Lyle Tiberius Rourke - Adventurer for Hire", CardScript(triggers=(
    Trigger("play", DRAW_THEN_DISCARD, optional=True, name="EYE FOR VALUE"),
    Trigger("turn_end", (If(TWO_PUT_IN_DISCARD, (LoseLore(1),)),),
            condition=All((YOUR_TURN, TWO_PUT_IN_DISCARD)), name="DIRTY TRICKS"),
)))

register("Joshua Sweet - Field Surgeon", CardScript(triggers=(
    Trigger("challenged", (ChoosePlayer("p"),
                           ChooseCards("d", prompt="Card to discard", who=chosen_player("p")),
                           Discard("d")), name="NO PATIENCE"),
)))

register("The Queen - Devious Disguise", CardScript(
    triggers=(Trigger("play", (Draw(1), GainLore(2, who=EACH_OPPONENT)), optional=True,
                      name="EVIL SCHEME"),),
    statics=(Static("lore", value=2, condition=Compare(Lore(mine=False), ">", Lore()),
                    name="JEALOUS HEART"),),
))

register("Elinor - Renowned Diplomat", CardScript(triggers=(
    Trigger("turn_end", (If(have(Filter(owner=YOU, exerted=True), 3), (
        Choose("t", Filter(owner=OPPONENT), "Opposing character to deal 1 damage to"),
        Damage("t", 1), GainLore(1), Draw(1))),),
        condition=All((YOUR_TURN, have(Filter(owner=YOU, exerted=True), 3))),
        name="COORDINATED EFFORTS"),
)))

register("Helga Sinclair - Prepared for Anything", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(owner=OPPONENT), "Opposing character to damage"),
                      If(TWO_PUT_IN_DISCARD, (Damage("t", 2),), (Damage("t", 1),))),
            name="COMBAT TRAINING"),
)))

register("Milo Thatch - Getting His Hands Dirty", CardScript(triggers=(
    Trigger("play", (ChooseCards("d", prompt="Card to discard"), Discard("d", out="n"),
                     If(did("n"), (Choose("t", prompt="Character to return to their hand"),
                                   ToHand("t")))),
            optional=True, name="SCHOLAR'S GAMBIT"),
    Trigger("turn_end", (If(TWO_PUT_IN_DISCARD, (Draw(1),)),),
            condition=All((YOUR_TURN, TWO_PUT_IN_DISCARD)), name="PRACTICAL KNOWLEDGE"),
)))

register("Donald Duck - Distracted Traveler", CardScript(triggers=(
    Trigger("quest", EACH_OPPONENT_DISCARDS, condition=PLAYED_A_CHARACTER,
            name="BURNING CURIOSITY"),
)))

register("Cruella De Vil - Judgmental Traveler", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(damaged=True), "Damaged character to banish"),
                      Banish("t")),
            condition=PLAYED_A_CHARACTER, optional=True, name="YOU'RE OUT OF FASHION"),
)))

register("Merida - Gifted Archer", CardScript(triggers=(
    Trigger("challenge", (Damage("subject", 1),), subject="opposing",
            condition=ThisCard(Filter(exerted=True)), optional=True, name="FIERCE PROTECTION"),
)))

register("Lenny - Toy Binoculars", CardScript(triggers=(
    Trigger("play", (ChoosePlayer("p"), RevealHand(chosen_player("p")),
                     ChooseCards("d", filter=Filter(types=(ACTION,), zone="hand"),
                                 prompt="Action card to discard", of=chosen_player("p")),
                     Discard("d")), name="TAKE A GOOD LOOK"),
    Trigger("play", (Ready("self"),), subject="own", filter=Filter(types=(ACTION,)),
            condition=YOUR_TURN, optional=True, once_per_turn=True, name="COMIN' UP FAST"),
)))

register("Buzz Lightyear - Jungle Ranger", CardScript(triggers=(
    Trigger("play", (ChooseCards("a", zone="discard", filter=Filter(
        types=(ACTION,), zone="discard", where=(Cmp("cost", "<=", 7),)), up_to=True,
        prompt="Action card to return to your hand"), ToHand("a")), optional=True,
        name="TAKE CHARGE"),
    Trigger("play", (Choose("t", prompt="Character to get +1 lore"), Modify("t", 1, "lore")),
            subject="own", filter=Filter(types=(ACTION,)), name="ADVANCED TRAINING"),
)))

register("Alien - True Believer", CardScript(
    statics=(Static("strength", value=Count(Filter(owner=YOU, other=True, classification="Toy")),
                    name="WE ARE ONE"),),
    triggers=(Trigger("banish", (ChooseCards("a", zone="discard", filter=Filter(
        name="Alien", zone="discard", other=True), prompt="Alien to return to your hand"),
        ToHand("a")), condition=YOUR_TURN, name="HE HAS BEEN CHOSEN"),),
))

# --- actions and songs --------------------------------------------------------------------------

register("Strange Things", CardScript(effect=(
    Choose("t", prompt="Up to 2 characters that can't quest", count=2, up_to=True),
    Restrict("t", "cant_quest", UNTIL_YOUR_NEXT_TURN),
    Draw(1),
)))

# --- items --------------------------------------------------------------------------------------

register("Merida's Bow", CardScript(
    triggers=(Trigger("play", (Choose("t", prompt="Character to deal 1 damage to"),
                               Damage("t", 1)), name="EASY SHOT"),),
    activated=(Activated((Choose("t", prompt="Character to deal 1 damage to"), Damage("t", 1)),
                         exert=False, ink=1, banish_self=True, name="FINAL ARROW"),),
))

register("Gyro-Evac", CardScript(activated=(
    Activated((Choose("t", Filter(owner=YOU), "Character of yours to gain Evasive"),
               Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN)), ink=1, name="TAKE HER UP"),
    Activated((LoseLore(2, who=EACH_PLAYER),), banish_self=True, name="CRASH LANDING"),
)))

# The cost's "banish one of your characters" is paid as the ability resolves, before the
# choice of the opposing character (like Beast - Frustrated Designer's items).
register("The Claw", CardScript(activated=(
    Activated((Choose("c", Filter(owner=YOU), "Character of yours to banish"), Banish("c"),
               Choose("t", Filter(owner=OPPONENT), "Opposing character to return to their hand"),
               ToHand("t")),
              ink=2, condition=have(Filter(owner=YOU)), name="THE CLAW CHOOSES"),
)))
