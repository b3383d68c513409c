"""Set 5 amber cards the set 8 starter decks use."""

from __future__ import annotations

from engine.cards.registry import register
from engine.dsl import CardScript
from engine.steps import Choose, Heal, Ready, Restrict

register("Try Everything", CardScript(effect=(
    Choose("t", prompt="Character to heal and ready"),
    Heal("t", 3),
    Ready("t"),
    Restrict("t", "cant_quest"),
    Restrict("t", "cant_challenge"),
)))
