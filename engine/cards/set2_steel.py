"""Set 2 steel cards of the starter decks: challengers, item removal and protection.

Vanilla and keyword-only steel cards (Eli La Bouff - Big Daddy; Hercules - Hero in Training;
Prince Naveen - Penniless Royal; The Prince - Never Gives Up: Bodyguard, Resist +1; Tiana -
Diligent Waitress) need no script.
"""

from __future__ import annotations

from engine.cards.facts import ACTION
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
    All,
    CardScript,
    Filter,
    Static,
    Step,
    ThisCard,
    Trigger,
    have_none,
)
from engine.steps import Banish, Choose, ChooseCards, Damage, Discard, Draw, Grant

# "Draw a card, then choose and discard a card" (Cinderella, The Huntsman).
DRAW_THEN_DISCARD: tuple[Step, ...] = (
    Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d"),
)

register("Beast - Forbidding Recluse", CardScript(triggers=(
    Trigger("play", (Choose("t", prompt="Character to deal 1 damage to"), Damage("t", 1)),
            optional=True, name="YOU'RE NOT WELCOME HERE"),
)))
register("Benja - Guardian of the Dragon Gem", CardScript(triggers=(
    Trigger("play", (Choose("t", ITEMS, "Item to banish"), Banish("t")), optional=True,
            name="WE HAVE A CHOICE"),
)))
register("Cinderella - Knight in Training", CardScript(triggers=(
    Trigger("play", DRAW_THEN_DISCARD, optional=True, name="HAVE COURAGE"),
)))
register("Kronk - Junior Chipmunk", CardScript(triggers=(
    Trigger("banishes", (Choose("t", prompt="Character to deal 2 damage to"), Damage("t", 2)),
            condition=All((YOUR_TURN, IN_CHALLENGE)), optional=True, name="SCOUT LEADER"),
)))
register("Last Cannon", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Challenger +3"),
               Grant("t", "Challenger", 3)), exert=False, ink=1, banish_self=True,
              name="ARM YOURSELF"),
)))
register("Lawrence - Jealous Manservant", CardScript(statics=(
    Static("strength", value=4, condition=ThisCard(Filter(damaged=False)), name="PAYBACK"),
)))
register("Mouse Armor", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Resist +1"),
               Grant("t", "Resist", 1, duration=UNTIL_YOUR_NEXT_TURN)), name="PROTECTION"),
)))
register("The Huntsman - Reluctant Enforcer", CardScript(triggers=(
    Trigger("quest", DRAW_THEN_DISCARD, optional=True, name="CHANGE OF HEART"),
)))
register("Tiana - Celebrating Princess", CardScript(statics=(
    Static("cant_play", Filter(types=(ACTION,), owner=OPPONENT, zone="hand"),
           condition=All((ThisCard(Filter(exerted=True)),
                          have_none(Filter(types=ALL_TYPES, owner=YOU, zone="hand")))),
           name="WHAT YOU GIVE IS WHAT YOU GET"),
)))
