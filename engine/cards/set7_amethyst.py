"""Set 7 amethyst cards the set 8 starter decks use."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import CardScript, Trigger, chosen_player
from engine.steps import ChoosePlayer, Draw, GainLore, RevealHand

register("Dolores Madrigal - Within Earshot", CardScript(triggers=(
    Trigger("sing", (ChoosePlayer("p"), RevealHand(chosen_player("p"))), subject="own",
            name="I HEAR YOU"),
)))
register("This Is My Family", CardScript(effect=(GainLore(1), Draw(1))))
