"""How a bot picks its move: one implementation for every bot Glimmer runs.

A policy sees exactly what a client of that seat would be sent (its own view, with the `legal`
list the engine computed for it, plus `claim_win` when the server offers it) and nothing more:
both the websocket bots (`server.bots`) and the bots a room hosts in-process
(`server.hosted_bots`) call these functions, so hidden information cannot reach a bot by
either path.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

View = dict[Any, Any]
Action = dict[str, Any]
Policy = Callable[[View, list[Action], random.Random], Action]

#: Never chosen: a bot never concedes of its own accord (every game offers `concede` to every
#: seat still in, at any time). (`timeout` is never legal; only the server's clock applies it.)
LAST_RESORT = {"concede"}


def playable(view: View) -> list[Action]:
    """The actions a bot may consider now: everything legal except conceding. Empty when it is
    not this seat's move (every game then offers only `concede`, and `claim_win` when the
    server offers it)."""
    return [a for a in view.get("legal") or [] if a.get("type") not in LAST_RESORT]


def random_policy(view: View, legal: list[Action], rng: random.Random) -> Action:
    """Uniformly random, except that a win offered by the server (`claim_win`) is taken."""
    claims = [a for a in legal if a.get("type") == "claim_win"]
    return claims[0] if claims else rng.choice(legal)


_GREEDY_RANK = {
    "claim_win": 100,
    "quest": 60,
    "challenge": 50,
    "ink": 45,
    "play": 40,
    "move": 30,
    "activate": 25,
    "choose": 20,
    "end_turn": 0,
    "pass": 0,  # (the rulesets' way to end one's part)
}


def greedy_policy(view: View, legal: list[Action], rng: random.Random) -> Action:
    """Prefer lore now (quest), then removing threats (challenge), then developing (ink, play,
    move, activate); end the turn only when nothing else is left. Ties break at random."""
    best = max(_GREEDY_RANK.get(a.get("type", ""), 10) for a in legal)
    return rng.choice([a for a in legal if _GREEDY_RANK.get(a.get("type", ""), 10) == best])


POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy}
