"""Set 5 ruby cards of the starter decks: racers, dancers and challenges.

Vanilla and keyword-only ruby cards (Daisy Duck - Spotless Food-Fighter: Evasive; Taffyta
Muttonfudge - Ruthless Rival; Snowanna Rainbeau - Cool Competitor: Rush; Rancis Fluggerbutter -
Chocolate Charger) need no script.
"""

from __future__ import annotations

from engine.cards.facts import LOCATION
from engine.cards.registry import register
from engine.dsl import (
    CHARACTERS,
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    CardScript,
    Chosen,
    Compare,
    Filter,
    Most,
    Static,
    StatOf,
    ThisCard,
    Trigger,
    Var,
    have,
)
from engine.steps import Banish, Choose, GainLore, Grant, If, LoseLore, Modify

CHALLENGED_A_CHARACTER = Chosen("other", CHARACTERS)  # not a location (4.6.8)

register("Donald Duck - Daisy's Date", CardScript(triggers=(
    Trigger("challenge", (If(CHALLENGED_A_CHARACTER, (LoseLore(1),)),), name="PLUCKY PLAY"),
)))
register("Glimmer vs Glimmer", CardScript(effect=(
    Choose("mine", Filter(owner=YOU), "Character of yours to banish"),
    Banish("mine", out="n"),
    If(Compare(Var("n"), ">=", 1), (Choose("t", prompt="Character to banish"), Banish("t"))),
)))
register("Mickey Mouse - Enthusiastic Dancer", CardScript(statics=(
    Static("strength", value=2, condition=have(Filter(owner=YOU, name="Minnie Mouse")),
           name="PERFECT PARTNERS"),
)))
register("Minnie Mouse - Dazzling Dancer", CardScript(triggers=(
    Trigger("challenge", (If(CHALLENGED_A_CHARACTER, (GainLore(1),)),), name="DANCE-OFF"),
    Trigger("challenge", (If(CHALLENGED_A_CHARACTER, (GainLore(1),)),), subject="other_own",
            filter=Filter(name="Mickey Mouse"), name="DANCE-OFF"),
)))
register("Simba - Adventurous Successor", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to get +2 strength this turn"),
                     Modify("t", 2)), name="I LAUGH IN THE FACE OF DANGER"),
)))
register("Taffyta Muttonfudge - Crowd Favorite", CardScript(triggers=(
    Trigger("play", (If(have(Filter(types=(LOCATION,), owner=YOU)), (LoseLore(1),)),),
            name="SHOWSTOPPER"),
)))
register("Taffyta Muttonfudge - Sour Speedster", CardScript(triggers=(
    Trigger("move", (GainLore(2),), once_per_turn=True, name="NEW ROSTER"),
)))
register("The Sword Released", CardScript(triggers=(
    Trigger("turn_start", (
        If(Compare(Most(Filter(owner=YOU), "strength"), ">",
                   Most(Filter(owner=OPPONENT), "strength")), (
            LoseLore(1, out="lost"), GainLore(Var("lost")))),
    ), subject="none", condition=YOUR_TURN, name="POWER APPOINTED"),
)))
register("Turbo - Royal Hack", CardScript(shift_alias="King Candy"))
register("Vanellope von Schweetz - Random Roster Racer", CardScript(triggers=(
    Trigger("play", (Grant("self", "Evasive", duration=UNTIL_YOUR_NEXT_TURN),),
            name="PIXLEXIA"),
)))
register("Wreck-It Ralph - Demolition Dude", CardScript(triggers=(
    Trigger("ready", (GainLore(StatOf("self", "damage")),), name="REFRESHING BREAK"),
)))
register("Ratigan - Raging Rat", CardScript(statics=(
    Static("strength", value=2, condition=ThisCard(Filter(damaged=True)),
           name="NOTHING CAN STAND IN MY WAY"),
)))

register("Ratigan's Party - Seedy Back Room", CardScript(statics=(
    Static("lore", value=2, condition=have(Filter(owner=YOU, here=True, damaged=True)),
           name="MISFITS' REVELRY"),
)))

