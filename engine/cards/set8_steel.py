"""Set 8 steel cards of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENTS_TURN,
    YOU,
    YOUR_TURN,
    All,
    CardScript,
    Chosen,
    Filter,
    Static,
    Trigger,
    chosen_player,
    have,
)
from engine.steps import Choose, ChoosePlayers, Damage, DiscardHand, Draw, GainLore

register("Vinnie - Green Pigeon", CardScript(triggers=(
    Trigger("banish", (GainLore(1),), subject="other_own", filter=Filter(),
            condition=OPPONENTS_TURN, name="LEARNING EXPERIENCE"),
)))
register("Zipper - Flying Ranger", CardScript(statics=(
    Static("cost", value=1, zone="hand", condition=have(Filter(owner=YOU, name="Monterey Jack")),
           name="BEST MATES"),
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="BURST OF SPEED"),
)))
register("Stitch - Alien Troublemaker", CardScript(triggers=(
    Trigger("banishes", (Draw(1), GainLore(1)), optional=True,
            condition=All((YOUR_TURN, IN_CHALLENGE, Chosen("other", Filter()))), name="I WIN!"),
)))
register("Quick Shot", CardScript(effect=(
    Choose("t", prompt="Character to deal 1 damage to"),
    Damage("t", 1),
    Draw(1),
)))
register("Beyond the Horizon", CardScript(effect=(
    ChoosePlayers("p"),
    DiscardHand(chosen_player("p")),
    Draw(3, who=chosen_player("p")),
)))
