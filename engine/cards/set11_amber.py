"""Set 11 amber cards (set and first ink as in the card data)."""

from __future__ import annotations

from engine.cards.facts import ACTION, CHARACTER, ITEM, LOCATION, SONG
from engine.cards.registry import register
from engine.dsl import (
    EACH_OPPONENT,
    OPPONENT,
    SHIFTED,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    AnyOf,
    CardScript,
    Chosen,
    Cmp,
    Count,
    DidThisTurn,
    Filter,
    FirstTurn,
    Not,
    Static,
    StatOf,
    ThisCard,
    TopOfDeck,
    Trigger,
    Var,
    chosen_player,
    have,
)
from engine.state import DISCARD, HAND
from engine.steps import (
    BOTTOM,
    TOP,
    Banish,
    Choose,
    ChooseCards,
    ChoosePlayer,
    CostNext,
    Delayed,
    Discard,
    Draw,
    GainLore,
    Heal,
    If,
    LookAtTop,
    May,
    Modify,
    PlayFree,
    Restrict,
    RestrictAll,
    RevealHand,
    ToHand,
)

NO_CHALLENGE_THIS_TURN = Not(DidThisTurn("challenges"))  # "none of your characters challenged"

# --- characters -------------------------------------------------------------------------------

register("Lilo - Snow Artist", CardScript(statics=(
    Static("lore", value=1, condition=have(Filter(owner=YOU, name="Stitch")),
           name="CREATIVE INSPIRATION"),
)))
register("Pudge - Controls the Weather", CardScript(statics=(
    Static("play_free", zone="hand", condition=have(Filter(owner=YOU, name="Lilo")),
           name="GOOD FRIEND"),
)))
register("Pumbaa - Winter Warthog", CardScript(triggers=(
    Trigger("play", (ChooseCards("d", prompt="Card to discard", who=EACH_OPPONENT),
                     Discard("d")), name="SHAKE THINGS UP"),
)))
TWO_OTHERS = have(Filter(owner=YOU, other=True), 2)
register("Stitch - Carefree Snowboarder", CardScript(triggers=(
    Trigger("quest", (If(TWO_OTHERS, (Draw(1),)),), condition=TWO_OTHERS, optional=True,
            name="BRING YOUR FRIENDS"),
)))
register("Pocahontas - Finding the Way", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to get +1 lore this turn"),
                     Modify("t", 1, stat="lore")), name="DISCOVERY AWAITS"),
)))
register("Fangmeyer - Icy Officer", CardScript(triggers=(
    Trigger("play", (ChooseCards("c", DISCARD, Filter(classification="Detective"),
                                 prompt="Detective character card to return to your hand"),
                     ToHand("c")), optional=True, name="REQUEST REINFORCEMENTS"),
)))
register("Chief Powhatan - Protective Leader", CardScript(statics=(
    Static("cant_challenge", name="STANDS HIS GROUND"),
)))
register("Sarabi - Protecting the Pride", CardScript(activated=(
    Activated((Choose("t", Filter(owner=OPPONENT), "Opposing character for -4 strength"),
               Modify("t", -4, duration=UNTIL_YOUR_NEXT_TURN)), name="FEARSOME SNARL"),
)))
register("Grandmother Willow - Ancient Advisor", CardScript(statics=(
    Static("cost_once", Filter(owner=YOU), value=1, condition=YOUR_TURN, name="SMOOTH THE WAY"),
)))
register("Cobra Bubbles - Dedicated Official", CardScript(triggers=(
    Trigger("quest", (
        Choose("t", Filter(owner=OPPONENT), "Opposing character that can't challenge"),
        Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
        Restrict("t", "must_quest", duration=THEIR_NEXT_TURN),
    ), name="AURA OF AUTHORITY"),
)))
TRACKS = All((ThisCard(Filter(exerted=True)), NO_CHALLENGE_THIS_TURN))
register("John Smith - Snow Tracker", CardScript(triggers=(
    Trigger("turn_end", (If(TRACKS, (GainLore(1),)),), condition=All((YOUR_TURN, TRACKS)),
            name="FOLLOW THE TRACKS"),
)))
register("Timon - Snowball Swiper", CardScript(triggers=(
    Trigger("play", (
        ChoosePlayer("p", prompt="Opponent who reveals their hand"),
        RevealHand(chosen_player("p")),
        ChooseCards("c", HAND, Filter(types=(ACTION, SONG, ITEM, LOCATION)),
                    prompt="Non-character card for them to discard", of=chosen_player("p")),
        Discard("c"),
    ), name="GET RID OF THAT"),
)))
register("Lilo - Rock Star", CardScript(triggers=(
    Trigger("quest", (
        ChooseCards("c", DISCARD, Filter(where=(Cmp("cost", "<=", 2),)),
                    prompt="Character with cost 2 or less to play for free"),
        PlayFree("c"),
    ), optional=True, name="I'LL COUNT YOU IN"),
)))
register("Pleakley - Arctic Naturalist", CardScript(triggers=(
    Trigger("play", (If(have(Filter(owner=YOU, other=True, classification="Alien")),
                        (Draw(1),)),), name="SIGNS OF LIFE"),
)))
register("Jumba Jookiba - Prolific Inventor", CardScript(
    statics=(Static("cost", zone="hand", value=Count(Filter(owner=YOU)),
                    name="WELCOMING CROWD"),),
    triggers=(Trigger("quest", (Choose("t", prompt="Character to remove all damage from"),
                                Heal("t", StatOf("t", "damage"), exactly=True)),
                      optional=True, name="I AM HELPING"),),
))
register("Nani - Stage Manager", CardScript(triggers=(
    Trigger("play", (LookAtTop(4, Filter(where=(Cmp("cost", "<=", 2),)), optional=True,
                               reveal=True, rest=BOTTOM,
                               prompt="Character card with cost 2 or less to reveal and take"),),
            name="THAT'S YOUR CUE"),
)))
register("Reuben - Sandwich Expert", CardScript(activated=(
    Activated((Choose("t", Filter(owner=YOU), "Character of yours to remove damage from"),
               Heal("t", 2, out="n"), CostNext(CHARACTER, Var("n"))), name="LUNCH SPECIAL"),
)))
register("Pocahontas - Peacekeeper", CardScript(triggers=(
    Trigger("play", (If(All((SHIFTED, NO_CHALLENGE_THIS_TURN)), (
        RestrictAll("cant_challenge", duration=UNTIL_YOUR_NEXT_TURN),)),),
        name="CALMING WORDS"),
)))
register("Simba - Playful Pouncer", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT), "Opposing character for -2 strength"),
                     Modify("t", -2, duration=UNTIL_YOUR_NEXT_TURN)),
            name="YOU DON'T STAND A CHANCE"),
)))
UNDER_HIM = StatOf("self", "under")
register("Bambi - Ethereal Fawn", CardScript(triggers=(
    Trigger("exert", (LookAtTop(UNDER_HIM, Filter(), take=UNDER_HIM, reveal_all=True,
                                rest=BOTTOM, prompt="Revealed character cards to take"),),
            condition=YOUR_TURN, name="COME SEE!"),
)))
register("Angel - Siren Singer", CardScript(statics=(
    Static("cost", zone="hand", value=1, condition=FirstTurn(starting=False),
           name="UNDERDOG"),
)))
register("Widow Tweed - Kindly Soul", CardScript(triggers=(
    Trigger("play", (
        ChooseCards("c", DISCARD, Filter(), prompt="Character card to return to your hand"),
        ToHand("c", var="h"),
        If(Chosen("h", Filter(name="Tod")), (May("play him for free"), PlayFree("h"))),
    ), name="I'VE GOT YOU"),
)))
register("Percy - Pupsicle", CardScript(statics=(Static("cant_challenge", name="ICE BATH"),)))

# --- actions and songs ------------------------------------------------------------------------

register("Raging Storm", CardScript(effect=(Banish(Filter()),)))
register("Akood et Emuti", CardScript(effect=(CostNext(CHARACTER, 2), Draw(1))))
register("Mother Will Protect You", CardScript(effect=(
    Choose("t", prompt="Character that can't be challenged"),
    Restrict("t", "cant_be_challenged", duration=UNTIL_YOUR_NEXT_TURN),
)))
register("Wisdom of the Willow", CardScript(
    effect=(Delayed(0),),
    delayed=(Trigger("quest", (Draw(1),), subject="own", optional=True),),
))
register("Ohana Means Family", CardScript(effect=(
    Choose("t", Filter(owner=YOU), "Character of yours to remove all damage from"),
    Heal("t", StatOf("t", "damage"), exactly=True, out="n"),
    Draw(Var("n")),
)))

# --- items ------------------------------------------------------------------------------------

PATH_CARD = AnyOf((TopOfDeck(Filter(where=(Cmp("cost", "<=", 3),))),
                   TopOfDeck(Filter(name="Pocahontas"))))
register("John Smith's Compass", CardScript(triggers=(
    Trigger("turn_end", (Banish("self"),), condition=All((YOUR_TURN, DidThisTurn("challenges"))),
            name="SPINNING ARROW"),
    Trigger("turn_end", (If(
        PATH_CARD,
        (LookAtTop(1, optional=True, reveal_all=True, rest=TOP,
                   prompt="Put it into your hand?"),),
        (LookAtTop(1, take=0, reveal_all=True, rest=BOTTOM),),
    ),), condition=All((YOUR_TURN, NO_CHALLENGE_THIS_TURN)), name="YOUR PATH"),
)))
