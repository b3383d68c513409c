"""The bots' policies (`server.bot_policy`, shared by hosted and websocket bots) on real views of
every game: a bot never concedes of its own accord, though every game offers `concede` to every
seat still in, and takes `claim_win` whenever the server offers it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game, builtin_deck
from engine.rulesets.sba704 import hosted
from engine.rulesets.windows003 import skirmish
from server import bot_policy


def new(game: str, seed: int) -> Any:
    if game == "sba704":
        return hosted.new_game(3, seed, life=3, library=5, hand=2)
    if game == "windows003":
        return skirmish.new_game(3, seed, deck=6)
    return Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=seed)


@pytest.mark.parametrize("game", ["lorcana", "sba704", "windows003"])
@pytest.mark.parametrize("name", sorted(bot_policy.POLICIES))
def test_a_bot_never_concedes_and_always_claims(game: str, name: str) -> None:
    policy = bot_policy.POLICIES[name]
    rng = random.Random(7)
    g = new(game, 7)
    seats = range(len(g.view(None)["players"]))
    for _ in range(300):
        if g.is_over:
            break
        views = [g.view(s) for s in seats]
        for seat, view in enumerate(views):
            if view["players"][seat].get("lost"):  # (lost by the rules: offered nothing)
                assert view["legal"] == []
                continue
            assert {"type": "concede"} in view["legal"]
            assert bot_policy.playable(view) == [a for a in view["legal"]
                                                 if a["type"] != "concede"]
            # Offered a win, a bot takes it, whatever else it could do.
            offered = {**view, "legal": [*view["legal"], {"type": "claim_win"}]}
            assert policy(offered, bot_policy.playable(offered), rng) == {"type": "claim_win"}
        movers = [s for s in seats if bot_policy.playable(views[s])]
        assert len(movers) == 1, movers  # the others are offered nothing but conceding
        (seat,) = movers
        action = policy(views[seat], bot_policy.playable(views[seat]), rng)
        assert action["type"] != "concede"
        g.apply(seat, g_action(game, action))
    assert g.is_over or game == "lorcana"
    assert not any(p.get("lost") == "conceded" for p in g.view(None)["players"])


def g_action(game: str, wire: dict[str, Any]) -> Any:
    if game == "sba704":
        from engine.rulesets.sba704.procedure import action_from_wire
    elif game == "windows003":
        from engine.rulesets.windows003.game import action_from_wire
    else:
        from engine import action_from_wire
    return action_from_wire(wire)
