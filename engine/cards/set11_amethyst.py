"""Set 11 amethyst cards.

Vanilla and keyword-only amethyst cards (Morgana Macawber - Self-Centered Spellcaster, Rabbit -
Fed Up, Darkwing Duck - Darkwolf Dog, Space Cows - Unexpected Allies, Lumpy - Playful
Heffalump, HeiHei - Persistent Presence, Pua - Disgruntled Pig, Sven - Leaping Reindeer) need
no script.
"""

from __future__ import annotations

from engine.cards.facts import CHARACTER, ITEM, LOCATION
from engine.cards.registry import register
from engine.dsl import (
    ALL_TYPES,
    ANY_CARD,
    EACH_PLAYER,
    OPPONENT,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Cmp,
    Compare,
    Count,
    DidThisTurn,
    Event,
    Filter,
    FirstTurn,
    Inks,
    Not,
    Static,
    StatOf,
    TheyHave,
    ThisCard,
    Trigger,
    chosen_player,
    did,
    have,
)
from engine.dsl.script import Step
from engine.state import DECK, DISCARD
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChooseEach,
    ChooseMode,
    ChoosePlayer,
    Delayed,
    Discard,
    Draw,
    Exert,
    FromUnder,
    GainLore,
    Grant,
    If,
    LimitReady,
    May,
    MoveDamage,
    PlayFree,
    Restrict,
    RevealTop,
    ToDeck,
    ToHand,
)

YOUR_HAND = Filter(types=ALL_TYPES, owner=YOU, zone="hand")


def hand_at_least(n: int) -> Compare:
    """"While you have N or more cards in your hand"."""
    return Compare(Count(YOUR_HAND), ">=", n)


CHOSEN = chosen_player("p")


def to_bottom_from_discard(count: int, up_to: bool) -> tuple[Step, ...]:
    """"Put (up to) N card(s) from chosen player's discard on the bottom of their deck (in
    any order)": the order the cards are picked in."""
    return (ChoosePlayer("p", among=EACH_PLAYER, prompt="Player whose discard to choose from"),
            ChooseCards("c", zone=DISCARD, count=count, up_to=up_to, of=CHOSEN,
                        prompt="Cards to put on the bottom of their deck, in order"),
            ToDeck("c", bottom=True))


register("Nala - Romping in the Snow", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=YOU), "Character of yours to gain Evasive"),
                     Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN)),
            name="PLAYFUL SLIDE"),
)))
register("Tigger - Bouncing All the Way", CardScript(triggers=(
    Trigger("play", (
        Choose("t", Filter(types=(CHARACTER, ITEM, LOCATION), where=(Cmp("cost", "<=", 2),)),
               "Character, item or location with cost 2 or less to return to its hand"),
        ToHand("t"),
    ), optional=True, name="SPLENDERIFFIC BOUNCE"),
)))
register("Isis Vanderchill - Ice Queen of St. Canard", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT), "Opposing character to exert"),
                     Exert("t")), name="CHILL OUT"),
)))
register("Flit - Reflective Hummingbird", CardScript(triggers=(
    Trigger("play", (Choose("a", prompt="Character to move up to 1 damage from"),
                     Choose("b", Filter(owner=OPPONENT), "Opposing character to move it to"),
                     MoveDamage("a", "b", 1, up_to=True)), name="LOOK OUT!"),
)))
register("Pocahontas - Following the Wind", CardScript(triggers=(
    Trigger("quest", (Choose("t", Filter(other=True, exerted=True),
                             "Another exerted character: gain lore equal to its lore"),
                      GainLore(StatOf("t", "lore"))), name="WHAT IS MY PATH?"),
)))
register("Witches of Morva - Orddu, Orwen, and Orgoch", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=YOU, other=True),
                            "Another character of yours to return to your hand"),
                     ToHand("t", out="n"),
                     If(did("n"), (GainLore(1),))), optional=True, name="QUITE A BARGAIN"),
)))
register("Swordplay", CardScript(effect=(
    Choose("t", prompt="Character to gain Challenger +3"),
    Grant("t", "Challenger", 3),
)))
register("Pot of Honey", CardScript(activated=(
    Activated((Choose("t", Filter(exerted=True), "Exerted character that can't ready"),
               Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN)),
              exert=False, banish_self=True, name="I'M STUCK!"),
)))
register("Tinker Bell - Snowflake Collector", CardScript(statics=(
    Static("keyword", keyword="Evasive", condition=hand_at_least(4), name="FLURRY OF DELIGHT"),
    Static("lore", value=3, condition=hand_at_least(7), name="SPECTACULAR FIND"),
)))
register("Meeko - Skittish Scrounger", CardScript(triggers=(
    Trigger("turn_end", (If(ThisCard(Filter(exerted=True)), (ChooseMode((
        ("Discard a card", (ChooseCards("c", prompt="Card to discard"), Discard("c"))),
        ("Banish Meeko", (Banish("self"),)),
    ), available=(hand_at_least(1), None)),)),), condition=YOUR_TURN, name="BOTTOMLESS PIT"),
)))
register("Mother's Necklace", CardScript(triggers=(
    Trigger("turn_end", (If(Not(DidThisTurn("challenges")), (
        Choose("t", Filter(owner=YOU), "Character of yours to gain Evasive"),
        Grant("t", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),
    )),), condition=YOUR_TURN, name="PRECIOUS GIFT"),
)))
register("Genie - Magical Researcher", CardScript(statics=(
    Static("lore", value=StatOf("self", "under"), name="INCREASING WISDOM"),
)))
register("Alice - Well-Read Whisper", CardScript(triggers=(
    Trigger("quest", (FromUnder("self"),), name="MYSTICAL INSIGHT"),
)))
register("Come Out and Fight!", CardScript(effect=(
    Choose("t", Filter(types=(CHARACTER, ITEM, LOCATION)),
           "Character, item or location whose cards under it go to the bottom of the deck"),
    FromUnder("t", to=DECK, random=True),
    Draw(1),
)))
register("Taran - Magically Armed", CardScript(triggers=(
    Trigger("play", to_bottom_from_discard(2, up_to=True), name="WEAKEN THE CAULDRON"),
)))
register("Anna - Little Sister", CardScript(triggers=(
    Trigger("play", to_bottom_from_discard(1, up_to=False), optional=True,
            name="UNEXPECTED DISCOVERY"),
)))
register("Kristoff - Icy Explorer", CardScript(triggers=(
    Trigger("play", (If(have(Filter(owner=YOU, name="Anna")), (
        May("HIDDEN DEPTHS"), *to_bottom_from_discard(1, up_to=False))),), name="HIDDEN DEPTHS"),
    Trigger("leave_discard", (Draw(1),), subject="own", filter=ANY_CARD, condition=YOUR_TURN,
            once_per_turn=True, name="STROKE OF LUCK"),
)))
register("Anna - Soothing Sister", CardScript(
    statics=(Static("gain_shift", value=0, zone="hand",
                    condition=DidThisTurn("left_discard", anyone=True),
                    name="UNUSUAL TRANSFORMATION"),),
    triggers=(Trigger("quest", (
        ChooseCards("c", zone=DISCARD, filter=Filter(),
                    prompt="Character card in your discard: gain lore equal to its lore"),
        GainLore(StatOf("c", "lore")),
        ToDeck("c", bottom=True),
    ), optional=True, name="WARM HEART"),),
))
register("Morgana Macawber - Reformed Spellcaster", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT),
                            "Opposing character to move 1 damage from each other character to"),
                     MoveDamage(Filter(), "t", 1, each=True)), optional=True,
            name="JUST FOR YOU"),
)))
register("Christopher Robin - Joining the Fun", CardScript(statics=(
    Static("cost", value=1, zone="hand", condition=FirstTurn(starting=False),
           name="UNDERDOG"),
)))
THEY = chosen_player("o")
register("Do You Want to Build A Snowman?", CardScript(effect=(
    ChoosePlayer("o", prompt="Opponent who chooses YES! or NO!"),
    ChooseMode((
        ("YES!", (GainLore(3),)),
        ("NO!", (Choose("c", Filter(owner=YOU), "Character of yours to put on the bottom of "
                        "your deck", chooser=THEY),
                 ToDeck("c", bottom=True))),
    ), prompt="YES! (they gain 3 lore) or NO! (a character of yours to the deck's bottom)",
        chooser=THEY, available=(None, TheyHave(THEY, Filter(owner=YOU)))),
)))
register("Eeyore - In the Way", CardScript(
    statics=(Static("cost", value=Count(Filter(exerted=True)), zone="hand",
                    name="THANKS FOR NOTICIN' ME"),),
    triggers=(Trigger("play", (
        ChooseEach("t", prompt="A character of this player's that can't ready next turn"),
        Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN),
    ), name="SORRY ABOUT THAT"),),
))
register("Mystical Inkcaster", CardScript(
    activated=(Activated((
        ChooseCards("c", filter=Filter(where=(Cmp("cost", "<=", 5),)),
                    prompt="Character with cost 5 or less to play for free"),
        PlayFree("c", out="played"),
        Grant("played", "Rush"),
        Delayed(0, target="played"),
    ), ink=3, name="SPECIAL SUMMONS"),),
    delayed=(Trigger("turn_end", (Banish("self"),), name="SPECIAL SUMMONS"),),
))
register("The Frozen Vine - Monstrous Plant", CardScript(triggers=(
    Trigger("banish", (ToHand("subject"),), condition=Event("exerted_here"),
            name="PERSISTENT PROBLEM"),
)))
register("Colors of the Wind", CardScript(effect=(
    RevealTop(EACH_PLAYER, var="r"),
    Draw(Inks("r")),
)))
register("Marshmallow - Cranky Climber", CardScript(triggers=(
    Trigger("quest", (LimitReady(1),), name="ICY BLAST"),
)))
