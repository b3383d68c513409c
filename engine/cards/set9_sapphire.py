"""Set 9 sapphire cards of the starter decks."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import ITEMS, OPPONENT, CardScript, Filter, Trigger
from engine.steps import Choose, Ink, LookAtTop, Modify

register("Alice - Accidentally Adrift", CardScript(triggers=(
    Trigger("play", (Choose("i", ITEMS, "Item to put into its player's inkwell"),
                     Ink("i", exerted=True, any_owner=True)), optional=True,
            name="WASHED AWAY"),
    Trigger("quest", (Choose("t", Filter(owner=OPPONENT), "Opposing character for -2 "
                             "strength"), Modify("t", -2)), name="MAKING WAVES"),
)))
register("Mulan - Considerate Diplomat", CardScript(triggers=(
    Trigger("quest", (LookAtTop(4, filter=Filter(classification="Princess"), optional=True,
                                reveal=True, prompt="Princess character card to reveal and "
                                "take (or none)"),), name="IMPERIAL INVITATION"),
)))
