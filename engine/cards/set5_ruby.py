"""Set 5 ruby cards of the starter decks: racers, dancers and the Sword.

Not scripted yet: Turbo - Royal Hack (counting as another name for Shift).
"""

from __future__ import annotations

from engine.cards.facts import LOCATION
from engine.cards.registry import register
from engine.dsl import (
    OPPONENT,
    UNTIL_YOUR_NEXT_TURN,
    YOU,
    YOUR_TURN,
    All,
    CardScript,
    Compare,
    Filter,
    Most,
    Static,
    StatOf,
    ThisCard,
    Trigger,
    Var,
    did,
    have,
)
from engine.steps import Banish, Choose, GainLore, Grant, If, LoseLore, Modify

register("Donald Duck - Daisy's Date", CardScript(triggers=(
    Trigger("challenge", (LoseLore(1),), name="PLUCKY PLAY"),
)))
register("Glimmer vs Glimmer", CardScript(effect=(
    Choose("mine", Filter(owner=YOU), "Character of yours to banish"),
    Banish("mine", out="n"),
    If(did(), (Choose("t", prompt="Character to banish"), Banish("t"))),
)))
register("Mickey Mouse - Enthusiastic Dancer", CardScript(statics=(
    Static("strength", value=2, condition=have(Filter(owner=YOU, name="Minnie Mouse")),
           name="PERFECT PARTNERS"),
)))
register("Minnie Mouse - Dazzling Dancer", CardScript(triggers=(
    Trigger("challenge", (GainLore(1),), name="DANCE-OFF"),
    Trigger("challenge", (GainLore(1),), subject="own", filter=Filter(name="Mickey Mouse"),
            name="DANCE-OFF"),
)))
register("Simba - Adventurous Successor", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character for +2 strength"), Modify("t", 2)),
            name="I LAUGH IN THE FACE OF DANGER"),
)))
register("Taffyta Muttonfudge - Crowd Favorite", CardScript(triggers=(
    Trigger("play", (LoseLore(1),), condition=have(Filter(types=(LOCATION,), owner=YOU)),
            name="SHOWSTOPPER"),
)))
register("Taffyta Muttonfudge - Sour Speedster", CardScript(triggers=(
    Trigger("move", (GainLore(2),), once_per_turn=True, name="NEW ROSTER"),
)))
register("The Sword Released", CardScript(triggers=(
    Trigger("turn_start", (LoseLore(1, out="n"), GainLore(Var("n"))),
            condition=All((YOUR_TURN, Compare(Most(Filter(owner=YOU), "strength"), ">",
                                              Most(Filter(owner=OPPONENT), "strength")))),
            name="POWER APPOINTED"),
)))
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
