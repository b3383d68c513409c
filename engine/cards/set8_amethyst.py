"""Set 8 amethyst cards of the starter decks.

Not scripted yet: Forest Duel (granting a triggered ability) and Fantastical and Magical (who
sang it).
"""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import (
    IN_CHALLENGE,
    OPPONENT,
    THEIR_NEXT_TURN,
    YOU,
    All,
    CardScript,
    Filter,
    HadGranted,
    Trigger,
    Var,
)
from engine.steps import (
    TOP_OR_BOTTOM,
    Choose,
    Delayed,
    Draw,
    GainLore,
    Grant,
    LookAtTop,
    Restrict,
    ToHand,
)

ENCORE = "returns to hand when banished in a challenge"

register("Bruno Madrigal - Single-Minded", CardScript(triggers=(
    Trigger("play", (Choose("t", Filter(owner=OPPONENT), "Opposing character that can't "
                            "ready at the start of their next turn"),
                     Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN)),
            name="STANDING TALL"),
)))
register("Camilo Madrigal - Center Stage", CardScript(triggers=(
    Trigger("banish", (ToHand("subject"),), condition=IN_CHALLENGE, name="ENCORE! ENCORE!"),
)))
register("Flower - Shy Skunk", CardScript(triggers=(
    Trigger("play", (LookAtTop(1, take=0, rest=TOP_OR_BOTTOM),), subject="other_own",
            filter=Filter(), name="LOOKING FOR FRIENDS"),
)))
register("They Never Come Back", CardScript(effect=(
    Choose("t", count=2, up_to=True, prompt="Up to 2 characters that can't ready next turn"),
    Restrict("t", "cant_ready", duration=THEIR_NEXT_TURN),
    Draw(1),
)))
register("Forest Duel", CardScript(
    effect=(Grant(Filter(owner=YOU), "Challenger", 2), Grant(Filter(owner=YOU), ENCORE),
            Delayed(0)),
    delayed=(Trigger("banish", (ToHand("subject"),), subject="own", filter=Filter(),
                     condition=All((IN_CHALLENGE, HadGranted(ENCORE)))),),
))

register("Fantastical and Magical", CardScript(effect=(
    Draw(Var("singers")),
    GainLore(Var("singers")),
)))

