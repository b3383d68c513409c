"""The `GameFactory`s of the rules core's rulesets: seed 001 (`sba704`) and seed 003
(`windows003`), hosted like Lorcana through the same room, protocol, store and failover.

Neither has deck lists: a create request gives `players` (2 to 4) and `options`, each a
bounded integer (`OPTIONS`); the match's seed makes the libraries or decks. Both have the
core's leaving actions (`engine.core.leaving`): `concede`, in the legal actions of every seat
still in the game, which is also what the room applies for an absent seat when another claims
the win (`claim_win`), and the server-only `timeout`, which a turn clock applies for a seat the
game waits for (`clock=True`: a create request may ask for a `clock`). A client's `timeout` is
refused by the room (`server.room`), as for Lorcana.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.games import GameFactory, Match, Setup, SetupError
from server.store.base import JsonDict, MatchMeta

#: Each game's options: name -> (lowest, highest, default).
OPTIONS: dict[str, dict[str, tuple[int, int, int]]] = {
    "sba704": {"life": (1, 100, 20), "library": (0, 60, 30), "hand": (0, 15, 7)},
    "windows003": {"gold": (0, 30, 5), "hand": (0, 10, 5), "deck": (1, 40, 20)},
}


def _setup(name: str) -> Callable[[JsonDict], Setup]:
    bounds = OPTIONS[name]

    def setup(body: JsonDict) -> Setup:
        if body.get("decks") is not None:
            raise SetupError(f"{name} has no deck lists: leave 'decks' out")
        players = body.get("players", 2)
        if type(players) is not int or not 2 <= players <= 4:
            raise SetupError("'players' must be an integer from 2 to 4")
        raw = body.get("options") or {}
        if not isinstance(raw, dict):
            raise SetupError("'options' must be an object")
        unknown = set(raw) - set(bounds)
        if unknown:
            raise SetupError(f"unknown {name} options {sorted(map(str, unknown))[:5]}; "
                             f"known: {sorted(bounds)}")
        options: JsonDict = {}
        for key, (low, high, default) in bounds.items():
            value = raw.get(key, default)
            if type(value) is not int or not low <= value <= high:
                raise SetupError(f"'options.{key}' must be an integer from {low} to {high}")
            options[key] = value
        if name == "windows003" and options["hand"] > options["deck"]:
            raise SetupError("'options.hand' must not exceed 'options.deck'")
        return Setup(((),) * players, (None,) * players, options)

    return setup


def _options(meta: MatchMeta) -> dict[str, int]:
    return {str(k): int(v) for k, v in meta.options.items()}


def sba704_factory() -> GameFactory:
    from engine.rulesets.sba704.hosted import TableGame, new_game
    from engine.rulesets.sba704.procedure import action_from_wire

    def new(meta: MatchMeta) -> Match:
        return new_game(meta.num_players, meta.seed, **_options(meta))

    def restore(data: dict[str, Any]) -> Match:
        return TableGame.restore(data)

    return GameFactory(name="sba704", setup=_setup("sba704"), new=new, restore=restore,
                       action_from_wire=action_from_wire, clock=True)


def windows003_factory() -> GameFactory:
    from engine.rulesets.windows003.game import action_from_wire
    from engine.rulesets.windows003.skirmish import Skirmish, new_game

    def new(meta: MatchMeta) -> Match:
        return new_game(meta.num_players, meta.seed, **_options(meta))

    def restore(data: dict[str, Any]) -> Match:
        return Skirmish.restore(data)

    return GameFactory(name="windows003", setup=_setup("windows003"), new=new,
                       restore=restore, action_from_wire=action_from_wire, clock=True)
