"""Set 12 sapphire cards: Atlantis, the Madrigals, Rescue Rangers and the Travelers."""

from __future__ import annotations

from engine.cards.facts import ITEM
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    ITEMS,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    ByYou,
    CardScript,
    Cmp,
    Compare,
    DidThisTurn,
    Filter,
    Not,
    Static,
    StatOf,
    ThisCard,
    Trigger,
    Var,
    have,
)
from engine.dsl.players import EACH_PLAYER, chosen_player
from engine.state import DECK
from engine.steps import (
    BOTTOM,
    TO_DISCARD,
    TOP,
    TOP_OR_BOTTOM,
    Choose,
    ChooseCards,
    ChoosePlayer,
    GainLore,
    Grant,
    Heal,
    If,
    Ink,
    InkFromDeck,
    LookAtTop,
    Modify,
    MoveDamage,
    PlayFree,
    Ready,
    ToHand,
)

ITEM_IN_DISCARD = Filter(types=(ITEM,), zone="discard")
#: "If you played another character this turn": a character that quests was not played this
#: turn (it would still be drying, 5.1.2), so any character played this turn is another.
PLAYED_ANOTHER = DidThisTurn("played:Character")

register("Flora - Strong-Willed Fairy", CardScript(triggers=(
    Trigger("play", (Grant(Filter(owner=YOU, other=True), "Resist", 1,
                           duration=UNTIL_YOUR_NEXT_TURN),), name="LUMINOUS SHELTER"),
)))
register("Mirabel Madrigal - Resourceful Daughter", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to remove up to 2 damage from"),
                     Heal("t", 2)), name="THIS WILL HELP"),
)))
register("Kida - Guardian of the Path", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT), "Opposing character to get -2 strength"),
                     Modify("t", -2)), name="NATURAL DEFENSE"),
)))
register("Gadget Hackwrench - Resourceful Mechanic", CardScript(
    triggers=(Trigger("play", (
        ChooseCards("c", "hand", Filter(types=(ITEM,), zone="hand", where=(Cmp("cost", "<=", 3),)),
                    up_to=True, prompt="Item with cost 3 or less to play for free"),
        PlayFree("c"),
    ), name="TIME TO TINKER"),),
    statics=(Static("lore", Filter(owner=YOU, keyword="Support"), value=1,
                    name="WELL SUPPLIED"),),
))
register("Norton Nimnul - Misanthropic Genius", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT), "Opposing character to get -2 strength"),
                     Modify("t", -2)), subject="own", filter=ITEMS, condition=YOUR_TURN,
            once_per_turn=True, name="DEVITALIZER RAY"),
)))
register("Gadget Hackwrench - Finder of Lost Parts", CardScript(triggers=(
    Trigger("leave_play", (ChooseCards("c", "discard", ITEM_IN_DISCARD, up_to=True,
                                       prompt="Item card to return to your hand"),
                           ToHand("c")), name="USEFUL BITS"),
)))
register("Edna Mode - Super Suit Designer", CardScript(
    activated=(Activated((Choose("i", ITEMS, "Item to ready"), Ready("i")),
                         name="KEY ACCESSORY"),),
    statics=(Static("keyword", keyword="Ward",
                    condition=have(Filter(types=(ITEM,), owner=YOU, name="Super Suit")),
                    name="ALL THE BASICS"),),
))
register("Zipper - Big Helper", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(other=True), "Other character to get his willpower "
                             "as strength"),
                      Modify("t", StatOf("self", "willpower"))), optional=True,
            name="BUZZING ENTHUSIASM"),
)))
register("Luisa Madrigal - No Pressure", CardScript(triggers=(
    Trigger("quest", (Choose("t", prompt="Character to move up to 3 damage from"),
                      MoveDamage("t", "self", 3, up_to=True)), optional=True,
            name="SHOULDER THE BURDEN"),
)))
register("Dr. Sara Bellum - Head of Research", CardScript(triggers=(
    Trigger("play", (LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), name="SCIENTIFIC SCRUTINY"),
)))
_FEEL_BETTER = (Choose("t", Filter(owner=YOU), "Character of yours to move all damage from"),
                MoveDamage("t", "self", StatOf("t", "damage")))
register("Isabela Madrigal - Perfectly in Control", CardScript(triggers=(
    Trigger("play", _FEEL_BETTER, optional=True, name="FEEL BETTER"),
    Trigger("quest", _FEEL_BETTER, optional=True, name="FEEL BETTER"),
    Trigger("turn_end", (Heal("self", StatOf("self", "damage"), exactly=True),),
            condition=YOUR_TURN, optional=True, name="SELF-CARE"),
)))
register("Cinderella - Resourceful Traveler", CardScript(triggers=(
    Trigger("quest", (InkFromDeck(),), condition=PLAYED_ANOTHER, optional=True,
            name="THIS AND THAT"),
)))
register("Minnie Mouse - Practical Traveler", CardScript(triggers=(
    Trigger("quest", (GainLore(1),), condition=PLAYED_ANOTHER, name="DISCERNING EYE"),
)))
register("Kida - Crystal Scion", CardScript(
    triggers=(Trigger("play", (
        ChooseCards("c", "discard", Filter(types=ALL_TYPES, zone="discard"), count=5,
                    up_to=True, who=EACH_PLAYER,
                    prompt="Up to 5 cards from your discard to put into your inkwell"),
        Ink("c", any_owner=True),
    ), name="FLOOD OF POWER"),),
    activated=(Activated((LookAtTop(2, rest=BOTTOM),), exert=False, ink=7,
                         name="THE PATH REVEALED"),),
))
_BARGAIN = (Choose("t", Filter(other=True), "Other character to get +1 lore"),
            Modify("t", 1, "lore"))
register("Ursula - Deal Maker", CardScript(triggers=(
    Trigger("play", _BARGAIN, name="QUITE THE BARGAIN"),
    Trigger("quest", _BARGAIN, name="QUITE THE BARGAIN"),
    Trigger("turn_end", (Choose("t", Filter(owner=YOU), "Character of yours to put into your "
                                "inkwell"), Ink("t")),
            condition=All((YOUR_TURN, ThisCard(Filter(exerted=True)))), name="BY THE WAY"),
)))
register("Someone Will Lose His Head", CardScript(effect=(
    Modify(Filter(owner=OPPONENT), -2),
)))
register("What Else Can I Do?", CardScript(effect=(
    # The card not taken goes on top, then into the inkwell: the same two cards.
    LookAtTop(2, rest=TOP),
    InkFromDeck(),
    If(Compare(Var("singers"), ">=", 1),
       (Grant(Filter(owner=YOU), "Ward", duration=UNTIL_YOUR_NEXT_TURN),)),
)))
register("Salvage Operation", CardScript(effect=(
    ChooseCards("c", "discard", ITEM_IN_DISCARD, prompt="Item card to return to your hand"),
    ToHand("c"),
    If(have(Filter(owner=YOU, where=(Cmp("willpower", ">=", 4),))), (GainLore(1),)),
)))
register("Ranger Plane", CardScript(
    statics=(Static("keyword", Filter(owner=YOU), keyword="Support", name="AIR SUPPORT"),),
    activated=(Activated((Choose("t", Filter(where=(Cmp("strength", ">=", 10),)),
                                 "Character with 10 strength or more to get +3 lore"),
                          Modify("t", 3, "lore")), name="BIG LIFT"),),
))
register("Gadget's Goggles", CardScript(activated=(
    Activated((LookAtTop(2, to=DECK, rest=BOTTOM,
                         prompt="Card to put on the top of your deck (the other goes on "
                                "the bottom)"),), ink=1, name="ENHANCED VISION"),
)))
register("Casa Madrigal - Courtyard", CardScript(triggers=(
    Trigger("quest", (Heal("subject", 2), Heal("self", 2)), subject="own",
            filter=Filter(here=True), name="HEALING HOME"),
)))

#: "If 2 or more cards were put into your discard this turn".
TWO_TO_DISCARD = DidThisTurn("put_in_discard", 2)

register("Kida - Discovering the Unknown", CardScript(triggers=(
    Trigger("quest", (InkFromDeck(),), condition=TWO_TO_DISCARD, optional=True,
            name="READ THE RUNES"),
)))
register("Kashekim - Wise King", CardScript(triggers=(
    Trigger("turn_end", (InkFromDeck(exerted=False),),
            condition=All((YOUR_TURN, TWO_TO_DISCARD)), optional=True,
            name="STRENGTH IN MEMORY"),
)))
register("Escape Plan", CardScript(
    statics=(Static("cant_play", condition=Not(TWO_TO_DISCARD), zone="hand"),),
    effect=(Choose("t", Filter(owner=YOU), "Two of your characters to put into your inkwell",
                   count=2, chooser=EACH_PLAYER),
            Ink("t", any_owner=True)),
))
register("Bruno Madrigal - Oasis Oracle", CardScript(triggers=(
    Trigger("healed", (LookAtTop(2, rest=BOTTOM),), subject="own",
            condition=All((YOUR_TURN, ByYou())), once_per_turn=True, optional=True,
            name="FIND THAT VISION"),
    Trigger("quest", (Choose("t", prompt="Character to remove all damage from"),
                      Heal("t", StatOf("t", "damage"), exactly=True)), optional=True,
            name="YOU'LL BE OKAY"),
)))
register("Julieta's Arepas", CardScript(
    triggers=(Trigger("turn_start", (Choose("t", prompt="Character to remove up to 2 damage "
                                            "from"), Heal("t", 2)),
                      condition=All((YOUR_TURN, have(Filter(owner=YOU,
                                                            classification="Madrigal")))),
                      name="FLAVORFUL CURE"),),
    activated=(Activated((If(DidThisTurn("removed_damage"), (GainLore(1),)),),
                         name="THAT DID THE TRICK"),),
))
register("Bruno Madrigal - Seeing the Future", CardScript(triggers=(
    Trigger("play", (ChoosePlayer("p", among=EACH_PLAYER, prompt="Player whose top card to "
                                  "look at"),
                     LookAtTop(1, take=0, rest=TOP_OR_BOTTOM, whose=chosen_player("p"))),
            optional=True, name="CHANGE THE OUTCOME"),
)))
register("Shepherd's Journal", CardScript(
    triggers=(Trigger("play", (
        # Taking the card keeps it on top; the card not taken goes into the discard.
        LookAtTop(1, optional=True, to=DECK, rest=TO_DISCARD,
                  prompt="Keep it on the top of your deck (or it goes into your discard)"),
    ), optional=True, name="MARGIN NOTES"),),
    activated=(Activated((
        ChooseCards("c", "discard", Filter(types=(ITEM,), zone="discard", other=True),
                    prompt="Another item card to return to your hand"),
        ToHand("c"),
    ), exert=False, ink=1, banish_self=True, name="KEY TO THE PUZZLE"),),
))
