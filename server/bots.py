"""Bots: ordinary protocol clients that play legal moves chosen from their own view.

A bot knows nothing the server does not send it: it reads `view["legal"]` (the engine's list of
wire actions for this seat, plus `claim_win` when the server offers it) and sends one back
unchanged. They are used by the end-to-end tests and the load test, and can be pointed at any
server:

    python -m server.bots --url ws://HOST:PORT/ws --match ID --token TOKEN --policy greedy
    python -m server.bots --url http://HOST:PORT --create --players 2 --policy random
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import random
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from protocol.client import ClientClosed, GlimmerClient
from protocol.errors import ErrorCode
from protocol.messages import Ack, GameOver
from server.bot_policy import (  # the policies live there, shared with the hosted bots
    LAST_RESORT,
    POLICIES,
    Action,
    Policy,
    View,
    greedy_policy,
    playable,
    random_policy,
)

__all__ = [
    "BENIGN", "LAST_RESORT", "POLICIES", "Action", "Bot", "BotStats", "Policy", "View",
    "create_match", "greedy_policy", "playable", "random_policy", "ws_url_for",
]

log = logging.getLogger("glimmer.bots")

#: Rejections that just mean "the view moved under you": look again, no harm done.
BENIGN = {ErrorCode.STALE, ErrorCode.NOT_YOUR_TURN, ErrorCode.GAME_OVER}


@dataclass
class BotStats:
    actions: int = 0
    rejects: Counter[str] = field(default_factory=Counter)
    ack_latencies: list[float] = field(default_factory=list)
    #: perf_counter() when each ack arrived (parallel to `ack_latencies`).
    ack_times: list[float] = field(default_factory=list)
    #: game version -> perf_counter() when this bot's ack for it arrived (broadcast latency).
    acked_at: dict[int, float] = field(default_factory=dict)


class Bot:
    """Plays one seat through `client` until the game ends (or `max_actions` is reached)."""

    def __init__(
        self,
        client: GlimmerClient,
        policy: Policy,
        rng: random.Random | None = None,
        *,
        think: float = 0.0,
        pace: Callable[[], Awaitable[None]] | None = None,
        max_actions: int = 10_000,
        act_timeout: float = 30.0,
    ) -> None:
        self.client = client
        self.policy = policy
        self.rng = rng or random.Random()
        self.think = think
        self.pace = pace  # awaited before each act (the load test's rate limiter)
        self.max_actions = max_actions
        self.act_timeout = act_timeout
        self.stats = BotStats()

    def _my_move_or_over(self, view: View) -> bool:
        return view.get("result") is not None or bool(playable(view))

    async def _view_change(self, seq: int) -> None:
        await self.client.wait_for(lambda _view: self.client.seq != seq)

    async def run(self) -> GameOver | None:
        client = self.client
        refused: dict[int, list[Action]] = {}  # seq -> actions rejected at that view
        while self.stats.actions < self.max_actions and client.game_over is None:
            view = await client.wait_for(self._my_move_or_over)
            if view.get("result") is not None:
                break
            seq = client.seq
            assert seq is not None
            legal = [a for a in playable(view) if a not in refused.get(seq, [])]
            if not legal:  # everything here was refused: wait for the view to change
                await self._view_change(seq)
                continue
            action = self.policy(view, legal, self.rng)
            if self.think:
                await asyncio.sleep(self.think)
            if self.pace is not None:
                await self.pace()
            started = time.perf_counter()
            try:
                outcome = await client.act(action, at=seq, timeout=self.act_timeout)
            except ClientClosed:
                if client.game_over is not None:  # the game ended under us: that is fine
                    break
                raise
            now = time.perf_counter()
            self.stats.actions += 1
            if isinstance(outcome, Ack):
                self.stats.ack_latencies.append(now - started)
                self.stats.ack_times.append(now)
                version = (client.view or {}).get("version")
                if isinstance(version, int):
                    self.stats.acked_at[version] = now
            else:
                self.stats.rejects[outcome.code.value] += 1
                if outcome.code not in BENIGN:
                    log.info("seat %s: %s rejected: %s", client.seat, action.get("type"),
                             outcome.code.value)
                # Never retry the same thing at the same view (only the current view is kept).
                refused = {seq: [*refused.get(seq, []), action]}
        if client.game_over is None and client.view and client.view.get("result") is not None:
            return await client.wait_game_over(timeout=self.act_timeout)
        return client.game_over


# ---------------------------------------------------------------------- command line


def create_match(
    http_url: str, players: int, seed: int | None = None,
    decks: Sequence[str] | None = None, api_key: str | None = None,
) -> dict[str, Any]:
    """POST /matches (blocking; run it in a thread from async code). `decks`: one per seat,
    reused in order, each a built-in deck's name or deck list text; default: the server's.
    `api_key` (default: $GLIMMER_API_KEY) is the server's key, needed where one is set and to
    choose `seed`."""
    body: dict[str, Any] = {"players": players}
    if seed is not None:
        body["seed"] = seed
    if decks:
        body["decks"] = [decks[i % len(decks)] for i in range(players)]
    headers = {"content-type": "application/json"}
    key = api_key or os.environ.get("GLIMMER_API_KEY")
    if key:
        headers["authorization"] = f"Bearer {key}"
    request = urllib.request.Request(
        http_url.rstrip("/") + "/matches", data=json.dumps(body).encode(),
        headers=headers, method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        created: dict[str, Any] = json.load(response)
    return created


def deck_argument(value: str) -> str:
    """A deck list file's text, or the argument as is (a built-in deck's name, a pasted list):
    the server resolves names and parses lists, this client only reads files."""
    path = Path(value)
    return path.read_text(encoding="utf-8") if "\n" not in value and path.is_file() else value


def ws_url_for(http_url: str) -> str:
    base = http_url.rstrip("/")
    if base.startswith("https://"):
        return "wss://" + base[len("https://"):] + "/ws"
    return "ws://" + base.removeprefix("http://") + "/ws"


async def _play_seat(url: str, match: str, token: str, policy: str, seed: int | None) -> str:
    rng = random.Random(seed)
    async with GlimmerClient(url, match, token=token) as client:
        bot = Bot(client, POLICIES[policy], rng)
        over = await bot.run()
        seat = client.seat
    if over is None:
        return f"seat {seat}: stopped after {bot.stats.actions} actions"
    return (f"seat {seat}: game over, winner {over.winner} ({over.reason}); "
            f"{bot.stats.actions} actions, rejects {dict(bot.stats.rejects)}")


async def _main(args: argparse.Namespace) -> None:
    if args.create:
        decks = [deck_argument(d) for d in args.decks or ()]
        # `--seed` seeds the bots' choices; the match's own seed is the server's to draw.
        try:
            created = await asyncio.to_thread(create_match, args.url, args.players, None,
                                              decks, args.api_key)
        except urllib.error.HTTPError as exc:  # the server's reason, e.g. an unsupported deck
            raise SystemExit(
                f"cannot create the match: {exc.read().decode(errors='replace')}") from None
        url = ws_url_for(args.url)
        labels = ", ".join(d or "custom deck" for d in created["decks"])
        print(f"match {created['match']} ({created['players']} players: {labels})", flush=True)
        seeds = [None if args.seed is None else args.seed + i for i in range(args.players)]
        lines = await asyncio.gather(*(
            _play_seat(url, created["match"], token, args.policy, s)
            for token, s in zip(created["tokens"], seeds, strict=True)
        ))
    else:
        if not args.match or not args.token:
            raise SystemExit("--match and --token are required unless --create is given")
        lines = [await _play_seat(args.url, args.match, args.token, args.policy, args.seed)]
    for line in lines:
        print(line, flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m server.bots", description="Glimmer bots")
    parser.add_argument("--url", required=True,
                        help="ws://HOST:PORT/ws to join a seat, or http://HOST:PORT with --create")
    parser.add_argument("--match", help="match id (join mode)")
    parser.add_argument("--token", help="seat token (join mode)")
    parser.add_argument("--create", action="store_true",
                        help="create a match over HTTP and play every seat")
    parser.add_argument("--players", type=int, default=2, help="seats when creating (2-4)")
    parser.add_argument("--decks", nargs="+", metavar="DECK",
                        help="decks when creating, reused in order: built-in deck names "
                             "(GET /decks lists them) or deck list files ('COUNT Full Name')")
    parser.add_argument("--api-key", default=None,
                        help="the server's API key, if it has one (default: $GLIMMER_API_KEY)")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="greedy")
    parser.add_argument("--seed", type=int, default=None, help="seed for the bots' choices")
    parser.add_argument("--log-level", default="warning")
    args = parser.parse_args(argv)
    logging.basicConfig(level=args.log_level.upper())
    asyncio.run(_main(args))


if __name__ == "__main__":
    main()
