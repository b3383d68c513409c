"""Set 11 sapphire cards: Darkwing Duck's gear, A Christmas Carol, Boost and the inkwell."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER, YOUR_BOOSTERS
from engine.cards.facts import CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    IN_CHALLENGE,
    ITEMS,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Chosen,
    Cmp,
    Count,
    Filter,
    FirstTurn,
    Static,
    StatOf,
    Trigger,
    did,
    have,
)
from engine.steps import (
    TOP_OR_BOTTOM,
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    Draw,
    Grant,
    Heal,
    If,
    Ink,
    InkFromDeck,
    LookAtTop,
    Modify,
    PlayFree,
    PutUnder,
    TakeFromUnder,
    ToDeck,
    ToHand,
)

DARKWING = Filter(owner=YOU, name="Darkwing Duck")
ITEM_IN_DISCARD = Filter(types=(ITEM,), zone="discard")

register("Kanga - Peaceful Gatherer", CardScript(statics=(
    Static("lore", value=1, condition=HAS_UNDER, name="EXTRA HELP"),
)))
register("Honker Muddlefoot - Timid Genius", CardScript(statics=(
    Static("keyword", DARKWING, keyword="Resist", value=1, name="BE CAREFUL!"),
)))
register("Jiminy Cricket - Ghost of Christmas Past", CardScript(triggers=(
    Trigger("put_under", (
        ChooseCards("c", "discard", Filter(types=ALL_TYPES, zone="discard"),
                    prompt="Card from your discard to put into your inkwell"),
        Ink("c"),
    ), optional=True, name="LOOK INTO YOUR PAST"),
)))
register("Piglet - Cocoa Maker", CardScript(triggers=(
    Trigger("turn_end", (Heal(Filter(owner=YOU), 2),), condition=YOUR_TURN,
            name="SPECIAL RECIPE"),
)))
register("Gramma Tala - Connected to Nature", CardScript(statics=(
    Static("cost", value=Count(Filter(types=ALL_TYPES, owner=YOU, zone="inkwell")),
           zone="hand", name="ANCESTORS' GIFT"),
)))
register("Gosalyn Mallard - Curious Child", CardScript(triggers=(
    Trigger("play", (LookAtTop(4, Filter(types=(ITEM,), zone="deck"), optional=True,
                               reveal=True, prompt="Item card to reveal"),),
            name="KEEN GEAR"),
)))
register("Darkwing Duck - Dashing Gadgeteer", CardScript(triggers=(
    Trigger("quest", (
        ChooseCards("c", "discard", ITEM_IN_DISCARD, up_to=True,
                    prompt="Item card to put on the bottom of your deck"),
        ToDeck("c", bottom=True, out="n"),
        If(did("n"), (
            ChooseCards("p", "discard",
                        Filter(types=(ITEM,), zone="discard", where=(Cmp("cost", "<=", 5),)),
                        up_to=True, prompt="Item with cost 5 or less to play for free"),
            PlayFree("p"),
        )),
    ), name="MODERN MARVEL"),
)))
register("Winnie the Pooh - Hungry Bear", CardScript(triggers=(
    Trigger("play", (ChooseCards("c", "discard", ITEM_IN_DISCARD, up_to=True,
                                 prompt="Item card to return to your hand"),
                     ToHand("c")), name="LOOKING FOR A MORSEL"),
)))
register("Belle - Snowfield Strategist", CardScript(triggers=(
    Trigger("banish", (Ink("subject"),), subject="own", filter=Filter(), optional=True,
            name="WINTER STOCKPILE"),
)))
register("Scrooge McDuck - Miserly Ebenezer", CardScript(triggers=(
    Trigger("ink", (Choose("t", prompt="Character to get -1 strength"), Modify("t", -1)),
            subject="own", condition=YOUR_TURN, name="BAH, HUMBUG"),
)))
register("Chief Tui - Weaving a Tale", CardScript(triggers=(
    Trigger("ink", (LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), subject="own",
            condition=YOUR_TURN, once_per_turn=True, name="AND THEN..."),
)))
register("Tamatoa - Seeker of Shine", CardScript(triggers=(
    Trigger("put_under", (Modify("self", 1, "lore"),), subject="own",
            filter=Filter(types=(CHARACTER, LOCATION)), name="ANYTHING THAT GLITTERS"),
)))
register("Let It Go", CardScript(effect=(
    Choose("t", prompt="Character to put into their player's inkwell"),
    Ink("t", any_owner=True),
)))
register("Distract", CardScript(effect=(
    Choose("t", prompt="Character to get -2 strength"),
    Modify("t", -2),
    Draw(1),
)))
register("Blue Smoke", CardScript(
    statics=(Static("cost", value=1, condition=have(DARKWING), zone="hand",
                    name="THEATRICAL ENTRANCE"),),
    activated=(Activated((Choose("t", prompt="Character to gain Ward"),
                          Grant("t", "Ward", duration=UNTIL_YOUR_NEXT_TURN)),
                         ink=1, banish_self=True, name="CLOUD OF MYSTERY"),),
))
register("Tiny Tim's Crutch", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Support"), Grant("t", "Support")),
              name="AT YOUR SIDE"),
)))
register("Darkwing's Chair Set", CardScript(
    triggers=(Trigger("play", (InkFromDeck(),), optional=True, name="SECRET ENTRANCE"),),
    activated=(Activated((
        Choose("t", prompt="Character to remove damage from"),
        If(Chosen("t", Filter(name="Darkwing Duck")), (Heal("t", 4),), (Heal("t", 2),)),
    ), banish_self=True, name="SUDDEN SPIN"),),
))
register("Darkwing's Gas Device", CardScript(activated=(
    Activated((
        Choose("t", prompt="Character to get -1 strength (-2 with Darkwing Duck)"),
        If(have(DARKWING), (Modify("t", -2),), (Modify("t", -1),)),
    ), ink=1, name="BLINDING CLOUD"),
)))
register("Hidden Trap", CardScript(
    statics=(Static("enters_exerted", name="ALMOST READY"),),
    activated=(Activated((ChooseMode((
        ("banish chosen item", (Choose("i", ITEMS, "Item to banish"), Banish("i"))),
        ("opposing character -2 strength",
         (Choose("t", Filter(owner=OPPONENT), "Opposing character to get -2 strength"),
          Modify("t", -2))),
    )),), banish_self=True, name="SNAP!"),),
))
register("Pete - Ghost of Christmas Future", CardScript(triggers=(
    Trigger("quest", (LookAtTop(StatOf("self", "under"), prompt="Card to put into your hand"),),
            name="FOREBODING GLANCE"),
)))
register("Morty Fieldmouse - Tiny Tim", CardScript(
    triggers=(Trigger("put_under", (PutUnder("self", from_deck=1),), subject="other_own",
                      filter=Filter(), condition=YOUR_TURN, once_per_turn=True,
                      name="HOLIDAY SPIRIT"),),
    statics=(Static("lore", value=StatOf("self", "under"), name="HOLIDAY CHEER"),),
))
register("Wipe Out!", CardScript(effect=(
    Choose("t", Filter(keyword="Bodyguard"), "Character with Bodyguard or item to ink",
           either=ITEMS),
    Ink("t", any_owner=True),
)))
register("Splatter Phoenix - Rejected Artist", CardScript(statics=(
    Static("cost", value=1, condition=FirstTurn(starting=False), zone="hand", name="UNDERDOG"),
)))
register("Roo - Little Helper", CardScript(activated=(
    Activated((Choose("t", YOUR_BOOSTERS, "Character or location with Boost to hop under"),
               PutUnder("t", cards="self")), name="HOPPING IN"),
)))
register("Scrooge McDuck - Reformed Ebenezer", CardScript(triggers=(
    Trigger("play", (PutUnder(Filter(owner=YOU, other=True), from_deck=1, each=True, out="got"),
                     Grant("got", "Ward", duration=UNTIL_YOUR_NEXT_TURN)),
            optional=True, name="SPREADING JOY"),
)))
register("Mickey Mouse - Bob Cratchit", CardScript(triggers=(
    Trigger("quest", (PutUnder("self", from_deck=1),), name="HARD WORK"),
    Trigger("banish", (
        Choose("t", Filter(types=(CHARACTER, LOCATION), owner=YOU, other=True),
               "Character or location of yours to put his cards under"),
        PutUnder("t", cards="was_under"),
    ), condition=IN_CHALLENGE, optional=True, name="A GIVING HEART"),
)))
register("Moana - Curious Explorer", CardScript(statics=(
    Static("ink_from", Filter(types=ALL_TYPES, owner=YOU, zone="discard"),
           name="ANCESTRAL LEGACY"),
)))
register("Visiting Christmas Past", CardScript(effect=(
    TakeFromUnder(Filter(types=(CHARACTER, LOCATION), owner=YOU)),
)))
