"""Set 10 steel cards of the starter decks."""

from __future__ import annotations

from engine.cards.boost import HAS_UNDER
from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    THEIR_NEXT_TURN,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    All,
    CardScript,
    Chosen,
    Compare,
    Filter,
    Static,
    Trigger,
    Var,
)
from engine.steps import (
    Banish,
    Choose,
    ChooseCards,
    Damage,
    Discard,
    Draw,
    Grant,
    If,
    PayInk,
    Restrict,
)

DETECTIVES = Filter(classification="Detective")

register("Minnie Mouse - Ghost Hunter", CardScript(triggers=(
    Trigger("play", (Choose("t", DETECTIVES, "Detective character to gain Alert"),
                     Grant("t", "Alert")), name="SEARCH THE SHADOWS"),
)))
register("Basil - Tenacious Mouse", CardScript(triggers=(
    Trigger("play", (Grant("self", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN),),
            subject="other_own", filter=DETECTIVES, name="HOLD YOUR GROUND"),
)))
register("David Xanatos - Steel Clan Leader", CardScript(triggers=(
    Trigger("play", (
        ChooseCards("d", prompt="Card to discard"),
        Discard("d", out="n"),
        If(Compare(Var("n"), ">=", 1), (Choose("t", prompt="Character to deal 2 damage to"),
                                         Damage("t", 2))),
    ), optional=True, name="MINOR INCONVENIENCE"),
)))
register("Zeus - Missing His Spark", CardScript(statics=(
    Static("strength", value=2, condition=HAS_UNDER, name="I NEED MORE THUNDERBOLTS!"),
    Static("willpower", value=2, condition=HAS_UNDER, name="I NEED MORE THUNDERBOLTS!"),
)))
register("Donald Duck - Ghost Hunter", CardScript(triggers=(
    Trigger("play", (Choose("t", DETECTIVES, "Detective character to gain Challenger +2"),
                     Grant("t", "Challenger", 2)), name="RAISE A RUCKUS"),
)))
register("Robin Hood - Ephemeral Archer", CardScript(triggers=(
    Trigger("quest", (If(HAS_UNDER, (
        Choose("t", prompt="Up to 2 characters to deal 1 damage to", count=2, up_to=True),
        Damage("t", 1),
    )),), name="EXPERT SHOT"),
)))
register("Nick Wilde - Persistent Investigator", CardScript(triggers=(
    Trigger("banishes", (Draw(1),), subject="own", filter=DETECTIVES,
            condition=All((YOUR_TURN, IN_CHALLENGE, Chosen("other", Filter()))),
            name="CASE CLOSED"),
)))
register("The Robot Queen", CardScript(triggers=(
    Trigger("play", (
        PayInk(1),
        If(Compare(Var("paid"), ">=", 1), (
            Banish("self"),
            Choose("t", prompt="Character to deal 2 damage to"),
            Damage("t", 2),
        )),
    ), subject="own", filter=Filter(), optional=True, name="MAJOR MALFUNCTION"),
)))
register("Putting It All Together", CardScript(effect=(
    Choose("t", Filter(owner=OPPONENT), "Opposing character that can't challenge"),
    Restrict("t", "cant_challenge", duration=THEIR_NEXT_TURN),
    Draw(1),
)))
register("Zootopia - Police Headquarters", CardScript(triggers=(
    Trigger("move", (Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d")),
            subject="own", filter=Filter(here=True), optional=True, condition=YOUR_TURN,
            once_per_turn=True, name="NEW INFORMATION"),
)))
register("Castle Wyvern - Above the Clouds", CardScript(statics=(
    Static("keyword", Filter(owner=YOU, here=True), keyword="Challenger", value=1,
           name="PROTECT THIS CASTLE"),
    Static("keyword", Filter(owner=YOU, here=True), keyword="Resist", value=1,
           name="PROTECT THIS CASTLE"),
)))
