"""Set 11 ruby cards: Boost counts ("for each card under him"), cheaper plays (a damaged or
strong character of yours, your first turn, actions in your discard), locations and the cards
under them."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER, YOUR_BOOSTERS
from engine.cards.facts import ACTION, CHARACTER, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    CHARACTERS,
    YOU,
    YOUR_CHARACTERS,
    YOUR_TURN,
    Activated,
    All,
    CardScript,
    Challenging,
    Chosen,
    Cmp,
    Compare,
    Count,
    DidThisTurn,
    Filter,
    FirstTurn,
    Lore,
    Not,
    PutUnderThisTurn,
    Scaled,
    Static,
    StatOf,
    ThisCard,
    Trigger,
    Var,
    did,
    have,
)
from engine.steps import (
    TO_DISCARD,
    Banish,
    Choose,
    Collect,
    CostNext,
    Draw,
    Exert,
    FromUnder,
    GainLore,
    If,
    LookAtTop,
    LoseLore,
    MayPlay,
    Mill,
    Modify,
    PutUnder,
    Ready,
    Restrict,
    Reveal,
    TopCards,
)

UNDER = StatOf("self", "under")  # "for each card under him"
AT_A_LOCATION = ThisCard(Filter(at_location=True))
CHALLENGED_A_CHARACTER = Chosen("other", CHARACTERS)  # not a location (4.6.8)
AN_OPPONENT_HAS_NO_LORE = Compare(Lore(mine=False, least=True), "==", 0)

register("Wreck-it Ralph - Raging Wrecker", CardScript(
    statics=(Static("strength", value=UNDER, name="POWERED UP"),),
    triggers=(Trigger("banish", (
        # The banish event carries his last known strength (6.7.6) as "strength".
        Collect("t", CHARACTERS, "strength", "<=", Var("strength")),
        Banish("t"),
    ), name="WHO'S COMIN' WITH ME?"),),
))
register("Scrooge McDuck - Ghostly Ebenezer", CardScript(statics=(
    Static("strength", value=UNDER, name="COUNTING COINS"),
    Static("willpower", value=UNDER, name="COUNTING COINS"),
)))
register("Mulan - Ready for Battle", CardScript(statics=(
    Static("cost", value=1, zone="hand", condition=have(Filter(owner=YOU, damaged=True)),
           name="NOBLE SPIRIT"),
    Static("cost", value=1, zone="hand",
           condition=have(Filter(owner=YOU, where=(Cmp("strength", ">=", 5),))),
           name="FIGHTING SPIRIT"),
)))
register("Fa Zhou - Honorable Warrior", CardScript(statics=(
    Static("enters_damaged", value=2, name="BATTLE WOUND"),
)))
register("Liquidator - Iced Over", CardScript(statics=(
    Static("cost", value=1, zone="hand", condition=FirstTurn(starting=False), name="UNDERDOG"),
)))
register("Elisa Maza - Transformed Gargoyle", CardScript(statics=(
    Static("strength_floor", YOUR_CHARACTERS, name="FOREVER STRONG"),
    Static("cant_ready", condition=have(Filter(types=ALL_TYPES, owner=YOU, zone="hand"), 3),
           name="STONE BY DAY"),
)))
register("Agnarr - King of Arendelle", CardScript(statics=(
    Static("strength", value=2, condition=have(Filter(owner=YOU, classification="Queen")),
           name="PROTECTIVE INSTINCT"),
)))
register("Negaduck - Public Enemy Number One", CardScript(triggers=(
    Trigger("challenge", (LoseLore(1), GainLore(1)), condition=CHALLENGED_A_CHARACTER,
            name="STICKY FINGERS"),
)))
register("Hercules - Spectral Demigod", CardScript(statics=(
    Static("strength", value=3, condition=HAS_UNDER, name="SUPERHUMAN STRENGTH"),
)))
register("Beast - Snowfield Troublemaker", CardScript(statics=(
    Static("no_challenge_damage",
           condition=All((Challenging(Filter(types=(CHARACTER, LOCATION))), AT_A_LOCATION)),
           name="DYNAMIC MANEUVER"),
)))
register("Goofy - Marley's Clumsy Spirit", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to ready"), Ready("t"),
                     Restrict("t", "cant_quest")), optional=True, name="PREPARE YOURSELF"),
)))
register("Goofy - Klutzy Skier", CardScript(activated=(
    Activated((Choose("t", prompt="Character to banish"), Banish("t")), banish_self=True,
              name="YAAAAAAA-HOO-HOO-HOO-HOOEY"),
)))
register("Olaf - Snowman of Action", CardScript(
    statics=(Static("cost", value=Count(Filter(types=(ACTION,), owner=YOU, zone="discard")),
                    zone="hand", name="ABOUT TIME!"),),
    triggers=(Trigger("play", (LoseLore(2),), name="CHAOTIC COLLISION"),),
))
_ENDLESS_WINTER = (Choose("t", Filter(where=(Cmp("strength", "<=", 3),)),
                          "Character with 3 strength or less to exert"),
                   Exert("t"))
register("Elsa - Ice Artisan", CardScript(
    triggers=(
        Trigger("play", _ENDLESS_WINTER, optional=True, name="ENDLESS WINTER"),
        Trigger("play", _ENDLESS_WINTER, subject="own", filter=Filter(types=(LOCATION,)),
                optional=True, name="ENDLESS WINTER"),
    ),
    statics=(Static("lore", value=3, condition=AT_A_LOCATION, name="DISTANT CALL"),),
))
register("Scrooge McDuck - Ebenezer Scrooge", CardScript(triggers=(
    Trigger("quest", (LoseLore(1, out="lost"), Draw(Var("lost"))), name="PAYMENT DUE"),
    Trigger("turn_end", (If(AN_OPPONENT_HAS_NO_LORE, (GainLore(1),)),), subject="none",
            condition=All((YOUR_TURN, AN_OPPONENT_HAS_NO_LORE)), name="FORECLOSURE"),
)))
register("Elsa - Concerned Sister", CardScript(triggers=(
    Trigger("play", (CostNext(LOCATION, 2),), name="CLEAR THE WAY"),
)))
register("Willie the Giant - Ghost of Christmas Present", CardScript(statics=(
    Static("cant_quest", condition=Not(PutUnderThisTurn()), name="THE FOOD OF GENEROSITY"),
    Static("cant_challenge", condition=Not(PutUnderThisTurn()), name="THE FOOD OF GENEROSITY"),
)))
register("Nani's Payback", CardScript(effect=(
    Choose("t", Filter(owner=YOU), "Character of yours"),
    LoseLore(Scaled(StatOf("t", "damage"), at_most=4)),
    Draw(1),
)))
register("Force of a Great Typhoon", CardScript(effect=(
    Choose("t", prompt="Character to get +5 strength"),
    Modify("t", 5),
)))
register("Marching Off to Battle", CardScript(effect=(
    If(DidThisTurn("banished:" + CHARACTER, anyone=True), (Draw(2),)),
)))
register("The Cold Never Bothered Me", CardScript(effect=(
    LookAtTop(4, Filter(types=(LOCATION,), zone="deck"), optional=True, reveal=True,
              rest=TO_DISCARD, prompt="Location card to put into your hand"),
    CostNext(LOCATION, 3),
)))
register("Grab Your Bow", CardScript(effect=(
    Choose("t", Filter(where=(Cmp("strength", "<=", 2),)),
           "Up to 2 characters with 2 strength or less to banish", count=2, up_to=True),
    Banish("t"),
)))
register("Lonely Grave", CardScript(activated=(
    Activated((Choose("c", YOUR_CHARACTERS, "Character of yours to banish"), Banish("c"),
               Choose("t", YOUR_BOOSTERS, "Card with Boost to put a card under"),
               PutUnder("t", from_deck=1)),
              condition=have(YOUR_CHARACTERS), name="HAUNTING PRESENCE"),
)))
register("Kristoff's Lute", CardScript(activated=(
    Activated((TopCards("c"), Reveal("c"), MayPlay("c", out="played"),
               If(Not(did("played")), (Mill(1),))),  # not played: still the top card
              ink=2, name="MOMENT OF INSPIRATION"),
)))
register("Scrooge's Counting House - Ebenezer's Office", CardScript(statics=(
    Static("willpower", value=UNDER, name="Good Business"),
    Static("lore", value=UNDER, name="Good Business"),
)))
register("Graveyard of Christmas Future - Lonely Resting Place", CardScript(triggers=(
    Trigger("move", (PutUnder("self", from_deck=1),), subject="own", filter=Filter(here=True),
            name="NEW ARRIVAL"),
    Trigger("turn_start", (FromUnder("self", out="n"), If(did("n"), (Banish("self"),))),
            subject="none", condition=YOUR_TURN, optional=True, name="ANOTHER CHANCE"),
)))
register("Beast's Castle - Winter Gardens", CardScript(triggers=(
    Trigger("challenge", (GainLore(1),), subject="any", filter=Filter(here=True),
            condition=CHALLENGED_A_CHARACTER, name="SNOWBALL STANDOFF"),
)))
