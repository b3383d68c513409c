"""Set 8 steel cards of the starter decks.

Not scripted yet: Beyond the Horizon (choosing any number of players).
"""

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

register("Quick Shot", CardScript(effect=(
    Choose("t", prompt="Character to deal 1 damage to"), Damage("t", 1), Draw(1),
)))
register("Stitch - Alien Troublemaker", CardScript(triggers=(
    Trigger("banishes", (Draw(1), GainLore(1)), optional=True,
            condition=All((YOUR_TURN, IN_CHALLENGE, Chosen("other", Filter()))), name="I WIN!"),
)))
register("Vinnie - Green Pigeon", CardScript(triggers=(
    Trigger("banish", (GainLore(1),), subject="other_own", filter=Filter(),
            condition=OPPONENTS_TURN, name="LEARNING EXPERIENCE"),
)))
register("Zipper - Flying Ranger", CardScript(statics=(
    Static("cost", value=1, condition=have(Filter(owner=YOU, name="Monterey Jack")),
           zone="hand", name="BEST MATES"),
    Static("keyword", keyword="Evasive", condition=YOUR_TURN, name="BURST OF SPEED"),
)))
register("Beyond the Horizon", CardScript(effect=(
    ChoosePlayers("p"),
    DiscardHand(chosen_player("p")),
    Draw(3, who=chosen_player("p")),
)))

