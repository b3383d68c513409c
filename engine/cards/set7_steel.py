"""Set 7 steel cards the set 8 starter decks use."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import Activated, CardScript, Trigger
from engine.steps import Choose, ChooseCards, Discard, Draw, Grant

register("Mulan - Disguised Soldier", CardScript(triggers=(
    Trigger("play", (Draw(1), ChooseCards("d", prompt="Card to discard"), Discard("d")),
            optional=True, name="WHERE DO I SIGN IN?"),
)))
register("Training Staff", CardScript(activated=(
    Activated((Choose("t", prompt="Character to gain Challenger +2"),
               Grant("t", "Challenger", 2)), ink=1, name="PRECISION STRIKE"),
)))
