"""Set 12 amethyst cards.

A condition on a trigger ("whenever ..., if ...") is checked when the event happens and
again as the ability resolves (the `If` in the effect), as for Christopher Robin - Adventurer.
"""

from __future__ import annotations

from engine.cards.facts import CHARACTER, ITEM, SONG
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    OPPONENTS_TURN,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    All,
    ByYou,
    CardScript,
    Chosen,
    Cmp,
    Condition,
    DidThisTurn,
    Filter,
    Static,
    StatOf,
    ThisCard,
    Trigger,
    did,
    have,
    owner_of,
)
from engine.dsl.script import Step
from engine.state import DECK, HAND
from engine.steps import (
    Choose,
    ChooseCards,
    ChooseMode,
    Damage,
    Draw,
    Exert,
    GainLore,
    Grant,
    If,
    Modify,
    MoveDamage,
    PlayFree,
    Restrict,
    Reveal,
    Shuffle,
    ToHand,
)

OPPOSING = Filter(owner=OPPONENT)
EXERT_FOE: tuple[Step, ...] = (Choose("t", OPPOSING, "Opposing character to exert"), Exert("t"))
#: "If you played another character this turn" (the Traveler cards).
PLAYED_CHARACTER = DidThisTurn("played:Character")


def checked(condition: Condition, effect: tuple[Step, ...]) -> tuple[Step, ...]:
    """The effect of a trigger with `condition=condition`: checked again on resolution."""
    return (If(condition, effect),)


def have_class(*classes: str, other: bool = False) -> Condition:
    """"If you have a(nother) <one of classes> character in play"."""
    if len(classes) == 1:
        return have(Filter(owner=YOU, other=other, classification=classes[0]))
    return have(Filter(owner=YOU, other=other, any_of=classes))


OTHER_MADRIGAL = have_class("Madrigal", other=True)
register("Alma Madrigal - Leading the Way", CardScript(triggers=(
    Trigger("play", checked(OTHER_MADRIGAL, EXERT_FOE), condition=OTHER_MADRIGAL,
            optional=True, name="PROTECTING THE FAMILY"),
)))
register("Snow White - Merry as the Morning", CardScript(triggers=(
    Trigger("quest", (
        Choose("t", Filter(owner=YOU, classification="Seven Dwarfs"),
               "Seven Dwarfs character of yours to return to your hand"),
        ToHand("t", out="n"),
        If(did("n"), (Draw(1),)),
    ), optional=True, name="CLARION CALL"),
    Trigger("banish", (ToHand("self"),), condition=All((OPPONENTS_TURN, IN_CHALLENGE)),
            name="NEVER FORGOTTEN"),
)))
register("Dopey - Drawn to Music", CardScript(
    statics=(Static("cant_sing", name="TONGUE-TIED"),),
    triggers=(
        Trigger("play", (Modify("self", 1, stat="lore"),), subject="own",
                filter=Filter(types=(SONG,)), condition=YOUR_TURN, once_per_turn=True,
                name="DISTANT MELODY"),
    ),
))
DWARF_OR_PRINCESS = have_class("Seven Dwarfs", "Princess", other=True)
register("Doc - Taking Notes", CardScript(triggers=(
    Trigger("play", checked(DWARF_OR_PRINCESS, (Draw(1),)), condition=DWARF_OR_PRINCESS,
            name="SHARE KNOWLEDGE"),
)))
register("Sneezy - Startlingly Loud", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to get +1 lore this turn"),
                     Modify("t", 1, stat="lore")), name="GESUNDHEIT"),
)))
# Banished, Sleepy is no longer in play: any Seven Dwarfs or Princess of yours counts.
DWARF_OR_PRINCESS_LEFT = have_class("Seven Dwarfs", "Princess")
register("Sleepy - Deep Sleeper", CardScript(triggers=(
    Trigger("banish", checked(DWARF_OR_PRINCESS_LEFT, (Draw(1),)),
            condition=DWARF_OR_PRINCESS_LEFT, optional=True, name="PLEASANT DREAMS"),
)))
register("Alma Madrigal - Heart of the Family", CardScript(triggers=(
    Trigger("quest", (
        Choose("a", Filter(owner=YOU), "Character of yours to move up to 1 damage from"),
        Choose("b", OPPOSING, "Opposing character to move it to"),
        MoveDamage("a", "b", 1, up_to=True),
    ), name="FIND A WAY"),
)))
register("Will o' the Wisp - Forest Spirit", CardScript(triggers=(
    Trigger("banish", (ToHand("self"),), condition=IN_CHALLENGE, optional=True,
            name="COME ON OUT"),
)))
register("Violet Parr - Learning New Powers", CardScript(triggers=(
    Trigger("play", (
        Choose("a", prompt="Character to move 1 damage from"),
        Choose("b", OPPOSING, "Opposing character to move it to"),
        MoveDamage("a", "b", 1),
    ), optional=True, name="DEFLECT"),
)))
register("Mrs. Incredible - Super Stretchy", CardScript(triggers=(
    Trigger("turn_start", (ChooseMode((
        ("Gain Evasive",
         (Grant("self", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),)),
        ("Get +1 lore", (Modify("self", 1, stat="lore"),)),
    )),), condition=YOUR_TURN, optional=True, name="FLEXIBLE THINKING"),
)))
register("Mickey Mouse - Experienced Traveler", CardScript(triggers=(
    Trigger("quest", checked(PLAYED_CHARACTER, (Draw(1),)), condition=PLAYED_CHARACTER,
            optional=True, name="LIGHTING THE WAY"),
)))
SUPER_OR_HERO = have_class("Super", "Hero")
register("Mirage - Super Recruiter", CardScript(triggers=(
    Trigger("play", checked(SUPER_OR_HERO, (Draw(1),)), condition=SUPER_OR_HERO,
            optional=True, name="BUSINESS ARRANGEMENT"),
)))
register("Edna Mode - Fashion Designer", CardScript(triggers=(
    Trigger("play", (
        Choose("i", Filter(types=(ITEM,), where=(Cmp("cost", "<=", 2),)),
               "Item with cost 2 or less to return to its player's hand"),
        ToHand("i", out="n"),
        If(did("n"), (Draw(1, who=owner_of("i")),)),
    ), optional=True, name="NO CAPES!"),
    Trigger("quest", (Modify(Filter(owner=YOU, classification="Super"), 1, stat="lore"),),
            name="MAKING SUPERS FABULOUS"),
)))
register("Maleficent - Imperious Traveler", CardScript(triggers=(
    Trigger("quest", checked(PLAYED_CHARACTER, EXERT_FOE), condition=PLAYED_CHARACTER,
            optional=True, name="HEED MY WORDS"),
)))
register("Pepa Madrigal - Calm Before the Storm", CardScript(triggers=(
    Trigger("play", (Damage(Filter(owner=YOU, other=True), 1),), name="STORMY WEATHER"),
    Trigger("healed", (Draw(1),), subject="own", condition=All((YOUR_TURN, ByYou())),
            once_per_turn=True, name="SILVER LINING"),
)))
register("Alma Madrigal - Keeper of the Flame", CardScript(triggers=(
    Trigger("healed", EXERT_FOE, subject="own", condition=ByYou(), optional=True,
            name="THAT'S ENOUGH"),
)))
OTHER_SUPER = have_class("Super", other=True)
register("Frozone - Super Cool", CardScript(triggers=(
    Trigger("play", checked(OTHER_SUPER, EXERT_FOE), condition=OTHER_SUPER, optional=True,
            name="JUST CHILL"),
)))
register("Luisa Madrigal - Confident Climber", CardScript(activated=(
    Activated((
        Choose("a", Filter(owner=YOU), "Character of yours to move up to 1 damage from"),
        MoveDamage("a", "self", 1, up_to=True),
        If(ThisCard(Filter(where=(Cmp("damage", ">=", 3),))), (
            Choose("b", OPPOSING, "Opposing character to move all her damage to"),
            MoveDamage("self", "b", StatOf("self", "damage")),
        )),
    ), exert=False, ink=1, name="I CAN TAKE IT"),
)))
register("Super Relocation Program", CardScript(effect=(
    Choose("t", Filter(owner=YOU), "Character of yours to return to your hand"),
    ToHand("t", var="h"),
    If(Chosen("h", Filter(classification="Hero", zone=HAND)), (Draw(2),)),
)))
register("Right Behind You", CardScript(effect=(
    Draw(1),
    If(All((have_class("Seven Dwarfs"), have_class("Princess"))), (
        ChooseCards("c", HAND, Filter(classification="Seven Dwarfs", zone=HAND), up_to=True,
                    prompt="Seven Dwarfs character to play for free"),
        PlayFree("c"),
    )),
)))
register("Don't Be Nervous", CardScript(effect=(
    ChooseCards("c", DECK, Filter(classification="Princess", zone=DECK), up_to=True,
                prompt="Princess character card to put into your hand"),
    Reveal("c"),
    ToHand("c"),
    Shuffle(),
    If(have(Filter(owner=YOU, classification="Seven Dwarfs"), 2), (Draw(2), GainLore(2))),
)))
register("DunBroch Family Tapestry", CardScript(
    statics=(Static("enters_exerted", name="TORN APART"),),
    activated=(
        Activated((Shuffle(Filter(types=(CHARACTER,), zone="discard")),), banish_self=True,
                  name="MEND THE BOND"),
    ),
))
register("Dash Parr - Lava Runner", CardScript(statics=(
    Static("quest_while_drying", name="RECORD TIME"),
)))
register("Hamish, Hubert & Harris - Making Mischief", CardScript(
    statics=(Static("may_enter_exerted", name="STAY QUIET"),),
    triggers=(
        Trigger("turn_end", checked(ThisCard(Filter(exerted=True)), (
            Choose("t", OPPOSING, "Opposing character that can't ready"),
            Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN),
        )), condition=All((YOUR_TURN, ThisCard(Filter(exerted=True)))), name="CLEVER TRAP"),
    ),
))
NOT_MORDU = Filter(owner=YOU, not_name="Mor'du")
register("Mor'du - Savage Cursed Prince", CardScript(
    triggers=(Trigger("play", (Exert(NOT_MORDU),), name="FEROCIOUS ROAR"),),
    statics=(Static("cant_ready_at_start", NOT_MORDU, name="ROOTED BY FEAR"),),
))
HAVE_HERO = have_class("Hero")
register("Super Suit", CardScript(
    triggers=(Trigger("play", checked(HAVE_HERO, (GainLore(1),)), condition=HAVE_HERO,
                      name="SIMPLE, ELEGANT"),),
    activated=(Activated((If(DidThisTurn("played:Hero"), (Draw(1),)),), ink=2,
                         name="SUIT UP"),),
))
register("Ring of Stones - Place of Legends", CardScript(
    statics=(Static("move_free", Filter(owner=YOU, exerted=True), name="FOLLOW YOUR FATE"),),
    triggers=(Trigger("move", (GainLore(1),), subject="any", filter=Filter(here=True),
                      condition=YOUR_TURN, once_per_turn=True, name="PART THE VEIL"),),
))
