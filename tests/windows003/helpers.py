"""Abilities used by seed 003's tests (data, as cards would carry them) and small helpers."""

from __future__ import annotations

from typing import Any

from engine.rulesets.windows003 import Game
from engine.rulesets.windows003.game import Pass
from engine.rulesets.windows003.model import Ability, Step

KILL_TARGET = Ability("action", (Step("kill"),), targets=1)
KILL_TARGET_GOLD = Ability("action", (Step("kill"),), targets=1, gold=1)
GAIN_POWER_ACTION = Ability("action", (Step("gain_power", "self"),))
CANCEL_ANY = Ability("response", (Step("cancel"),), match="any", save_cancel=True,
                     kneel="self")
SAVE_ANY = Ability("response", (Step("save"),), match="any", save_cancel=True, targets=1,
                   kneel="self")
ON_LORD_OR_LADY_DIES_GAIN_POWER = Ability(
    "response", (Step("gain_power", "self"),), when="killed", match="trait:Lord|Lady")
PASSIVE_ON_ANY_DEATH_GAIN_POWER = Ability(
    "passive", (Step("gain_power", "self"),), when="killed", match="any")
PASSIVE_ON_POWER_KNEEL_SELF = Ability(
    "passive", (Step("kneel", "self"),), when="power_gained", match="self")
ON_DEATH_SHUFFLE_DEAD = Ability("passive", (Step("shuffle_dead"),), when="killed")
ON_ENTER_GAIN_POWER = Ability("response", (Step("gain_power", "self"),), when="entered",
                              match="any", kneel="self")


def asks(g: Game) -> list[tuple[str, int]]:
    return [(e["kind"], e["player"]) for e in g.state.log if e["type"] == "ask"]


def types(g: Game) -> list[str]:
    return [e["type"] for e in g.state.log]


def pass_all(g: Game, limit: int = 50) -> None:
    """Everyone passes until nobody is asked (or a decision is pending)."""
    for _ in range(limit):
        seat = g.to_act()
        if seat is None or g.state.decision is not None:
            return
        g.apply(seat, Pass())
    raise AssertionError("windows never closed")


def log_of(g: Game, kind: str) -> list[dict[str, Any]]:
    return [e for e in g.state.log if e["type"] == kind]
