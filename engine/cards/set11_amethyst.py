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
    Filter,
    Not,
    Static,
    StatOf,
    ThisCard,
    Trigger,
    did,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    ChooseMode,
    Discard,
    Exert,
    GainLore,
    Grant,
    If,
    MoveDamage,
    Restrict,
    ToHand,
)

YOUR_HAND = Filter(types=ALL_TYPES, owner=YOU, zone="hand")


def hand_at_least(n: int) -> Compare:
    """"While you have N or more cards in your hand"."""
    return Compare(Count(YOUR_HAND), ">=", n)


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
