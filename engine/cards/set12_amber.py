"""Set 12 amber cards (set and first ink as in the card data)."""

from __future__ import annotations

from engine.cards.facts import CHARACTER, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ANY_CARD,
    OPPONENT,
    OPPONENTS_TURN,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    AnyOf,
    ByYou,
    CardScript,
    Cmp,
    Compare,
    Count,
    DidThisTurn,
    Event,
    Filter,
    MostOpponent,
    Not,
    Static,
    StatOf,
    ThisCard,
    TopOfDeck,
    Trigger,
    Var,
    have,
)
from engine.state import DISCARD, HAND
from engine.steps import (
    BOTTOM,
    TOP,
    Banish,
    Choose,
    ChooseCards,
    CostNext,
    Draw,
    GainLore,
    Heal,
    If,
    LookAtTop,
    Modify,
    PlayFree,
    Ready,
    Restrict,
    ShiftFree,
    ToDeck,
    ToHand,
)

# "If you played another character this turn" (checked as a character quests: a character
# that can quest was not played this turn, so every character played counts as another).
PLAYED_A_CHARACTER = DidThisTurn("played:Character")
WILLPOWER_4 = (Cmp("willpower", ">=", 4),)

# --- characters -------------------------------------------------------------------------------

register("Gosalyn Mallard - The Quiverwing Quack", CardScript(triggers=(
    Trigger("play", (
        Choose("t", Filter(where=(Cmp("cost", "<=", 2),)),
               "Character with cost 2 or less to ready"),
        Ready("t"),
        Restrict("t", "cant_quest"),
        Restrict("t", "cant_challenge"),
    ), optional=True, name="HEROIC INTERVENTION"),
)))
register("Monterey Jack - Watchful Ranger", CardScript(triggers=(
    Trigger("play", (If(
        TopOfDeck(Filter()),
        (LookAtTop(1, Filter(zone="deck"), optional=True, reveal_all=True, rest=TOP,
                   prompt="Put this character card into your hand?"),),
        (LookAtTop(1, take=0, reveal_all=True, rest=BOTTOM),),
    ),), optional=True, name="BIRD'S-EYE VIEW"),
)))
TWO_OTHER_TOYS = have(Filter(owner=YOU, other=True, classification="Toy"), 2)
# "Whenever you pay 2 {I} or less to play a card": its ink or Shift cost was paid, 2 or less.
PAID_2_OR_LESS = All((Event("paid_ink"), Compare(Var("paid"), "<=", 2)))
register("Jessie - Lively Cowgirl", CardScript(triggers=(
    Trigger("quest", (If(TWO_OTHER_TOYS, (Draw(1),)),), condition=TWO_OTHER_TOYS,
            optional=True, name="PART OF A FAMILY"),
    Trigger("play", (
        Choose("t", Filter(owner=OPPONENT), "Opposing character for -1 strength"),
        Modify("t", -1, duration=UNTIL_YOUR_NEXT_TURN),
    ), subject="own", filter=ANY_CARD, condition=PAID_2_OR_LESS, name="YODEL-AY-HEE-HOO!"),
)))
register("Woody - Leader of the Toys", CardScript(triggers=(
    Trigger("play", (
        LookAtTop(4, Filter(zone="deck", classification="Toy"), optional=True, reveal=True,
                  either=Filter(types=(LOCATION,), name="Andy's Room", zone="deck"),
                  prompt="A Toy character card or an Andy's Room to reveal and take"),
    ), name="LET'S GO HOME"),
)))
register("Dale - Excited Friend", CardScript(statics=(
    Static("lore", value=1, condition=have(Filter(owner=YOU, name="Chip")),
           name="LOOK WHAT I FOUND"),
)))
ANOTHER_MADRIGAL = have(Filter(owner=YOU, other=True, classification="Madrigal"))
register("Pedro Madrigal - Family Patriarch", CardScript(
    statics=(Static("enters_damaged", value=1, name="DIFFICULT JOURNEY"),),
    triggers=(Trigger("play", (If(ANOTHER_MADRIGAL, (Heal("self", 1),)),),
                      condition=ANOTHER_MADRIGAL, name="DEVOTED FAMILY"),),
))
# Dolores Madrigal - Hears Everything is not scripted: "look at chosen opponent's hand" is
# private to you, and the DSL can only reveal a hand to every player (a leak with 3+ players).
register("Rex - Protective Dinosaur", CardScript(triggers=(
    Trigger("banish", (GainLore(1),), condition=OPPONENTS_TURN, name="RUN AWAY!"),
)))
register("Hamm - Piggy Bank", CardScript(activated=(
    Activated((CostNext(CHARACTER, 1),), name="LOOSE CHANGE"),
)))
register("Monterey Jack - Hypnotized by Cheese", CardScript(statics=(
    Static("cant_quest", condition=Not(have(Filter(owner=YOU, where=WILLPOWER_4))),
           name="BREAK THE TRANCE"),
)))
register("Bo Peep - Caring Shepherd", CardScript(statics=(
    Static("keyword", Filter(owner=YOU, name="Woody"), keyword="Bodyguard",
           name="SOMEBODY DO SOMETHING!"),
)))
register("Chip - Retrieval Expert", CardScript(
    triggers=(Trigger("play", (
        ChooseCards("c", DISCARD, Filter(where=WILLPOWER_4),
                    prompt="Character card with 4 willpower or more to return to your hand"),
        ToHand("c"),
    ), optional=True, name="THERE YOU ARE!"),),
    statics=(Static("willpower", Filter(owner=YOU, name="Dale"), value=1,
                    name="FRIENDLY ASSIST"),),
))
register("Woody - Jungle Guide", CardScript(
    triggers=(Trigger("quest", (
        Draw(1),
        ChooseCards("c", HAND, Filter(where=(Cmp("cost", "<=", 2),)), up_to=True,
                    always_ask=True, prompt="Character with cost 2 or less to play for free"),
        PlayFree("c"),
    ), name="LET'S GET MOVIN'"),),
    statics=(Static("willpower", Filter(owner=YOU, other=True, classification="Toy"), value=1,
                    name="EVERYONE GATHER 'ROUND"),),
))
register("Bullseye - Loyal Horse", CardScript(statics=(
    Static("cost", value=1, zone="hand", condition=AnyOf((
        have(Filter(owner=YOU, name="Woody")), have(Filter(owner=YOU, name="Jessie")))),
        name="LET'S RIDE"),
)))
REMOVED_DAMAGE = DidThisTurn("removed_damage:Character")  # from one of your characters
register("Isabela Madrigal - Such a Lovely Voice", CardScript(triggers=(
    Trigger("play", (If(REMOVED_DAMAGE, (GainLore(1),)),), condition=REMOVED_DAMAGE,
            name="NEW MOTIF"),
)))
register("Isabela Madrigal - Caring Cultivator", CardScript(triggers=(
    Trigger("healed", (GainLore(Var("removed")),), subject="own", condition=ByYou(),
            name="DO NO WRONG"),
)))
register("Ariel - Curious Traveler", CardScript(triggers=(
    Trigger("quest", (If(PLAYED_A_CHARACTER, (
        Choose("t", Filter(owner=OPPONENT), "Opposing character that can't challenge"),
        Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
        Restrict("t", "must_quest", duration=THEIR_NEXT_TURN),
    )),), condition=PLAYED_A_CHARACTER, name="FAMILIAR GROUND"),
)))
RESTORING_RECIPE = (
    Choose("t", Filter(types=(CHARACTER, LOCATION)),
           "Character or location to remove up to 1 damage from"),
    Heal("t", 1),
)
register("Dale - Ready for His Shot", CardScript(statics=(
    Static("damage_with_willpower", Filter(owner=YOU), name="SPIKE SUIT"),
)))
register("Julieta Madrigal - Caring Baker", CardScript(triggers=(
    Trigger("play", RESTORING_RECIPE, optional=True, name="RESTORING RECIPE"),
    Trigger("quest", RESTORING_RECIPE, optional=True, name="RESTORING RECIPE"),
)))
register("Pluto - Vigilant Traveler", CardScript(triggers=(
    Trigger("quest", (If(PLAYED_A_CHARACTER, (
        Choose("t", Filter(owner=OPPONENT), "Opposing character for -1 strength"),
        Modify("t", -1, duration=UNTIL_YOUR_NEXT_TURN),
    )),), condition=PLAYED_A_CHARACTER, name="BEWARE OF DOG"),
)))
register("Mickey Mouse - Expedition Leader", CardScript(
    statics=(Static("may_enter_exerted", name="LONG JOURNEY"),),
    triggers=(Trigger("quest", (
        Choose("t", Filter(owner=OPPONENT), "Opposing character for -2 strength"),
        Modify("t", -2, duration=UNTIL_YOUR_NEXT_TURN),
    ), subject="other_own", condition=ThisCard(Filter(exerted=True)), name="SECRET PATH"),),
))
ANOTHER_WILLPOWER_4 = have(Filter(owner=YOU, other=True, where=WILLPOWER_4))
register("Chip - Team Player", CardScript(triggers=(
    Trigger("play", (If(ANOTHER_WILLPOWER_4, (Draw(1),)),), condition=ANOTHER_WILLPOWER_4,
            optional=True, name="RANGER RESOURCEFULNESS"),
)))

# --- actions and songs ------------------------------------------------------------------------

register("Ranger Team-Up", CardScript(effect=(
    Choose("t", prompt="Character to get strength equal to their willpower"),
    Modify("t", StatOf("t", "willpower")),
)))
register("This Growing Pressure", CardScript(effect=(
    Choose("t", Filter(owner=OPPONENT), "Opposing character that can't challenge"),
    Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
    Restrict("t", "must_quest", duration=THEIR_NEXT_TURN),
    Draw(1),
)))
register("You've Got a Friend in Me", CardScript(effect=(
    LookAtTop(4, Filter(zone="deck", classification="Toy"), optional=True, reveal=True, take=2,
              prompt="Up to 2 Toy character cards to reveal and put into your hand"),
)))
register("Metamorphosis", CardScript(effect=(ShiftFree(DISCARD),)))
register("When You Need Help, Just Call", CardScript(effect=(
    If(Compare(MostOpponent(Filter(owner=YOU)), ">", Count(Filter(owner=YOU))), (
        ChooseCards("c", HAND, Filter(where=(Cmp("cost", "<=", 4),)), up_to=True,
                    always_ask=True, prompt="Character with cost 4 or less to play for free"),
        PlayFree("c"),
    )),
)))

# --- items and locations ----------------------------------------------------------------------

register("Safety Rope", CardScript(triggers=(
    Trigger("play", (
        ChooseCards("c", DISCARD, Filter(), prompt="Character card to put on top of your deck"),
        ToDeck("c"),
    ), optional=True, name="GRAB HOLD!"),
    Trigger("turn_end", (Banish("self"), Draw(1)), condition=YOUR_TURN, optional=True,
            name="PACK IT UP"),
)))
ONLY_ONE_HERE = Compare(Count(Filter(owner=YOU, here=True)), "==", 1)
register("Andy's Room - Home Base", CardScript(statics=(
    Static("willpower", Filter(owner=YOU, here=True), value=2, condition=ONLY_ONE_HERE,
           name="ANDY'S FAVORITE"),
    Static("lore", Filter(owner=YOU, here=True), value=1, condition=ONLY_ONE_HERE,
           name="ANDY'S FAVORITE"),
)))
