"""In-process room benchmark: the server's own cost per action and memory per room, no sockets.

    python -m bench.room_bench --matches 200 --spectators 2 --actions 20000
    python -m bench.room_bench --matches 200 --spectators 2 --actions 20000 --profile
    python -m bench.room_bench --memory --matches 200 --at 40
    python -m bench.room_bench --matches 20 --actions 5000 --verify

Real rooms (`server.room.Room`, loaded through the `Registry` from a `MemoryStore`, with the
real engine) and real `Connection`s whose socket is an in-memory sink, so everything the server
does for an action is measured (idempotency, apply, store append, views, diffs, encoding, the
send queues and writer tasks, metrics) and nothing else: no HTTP, no websocket framing, no
kernel. Seats act in turn, seat 0 greedily and seat 1 at random like the load test's bots (never
conceding), choosing from the engine's legal actions directly; each seat waits for its `ack`
before the next action of its match, and all matches run concurrently on one event loop
(uvloop when installed), like a server under load.

`--memory` stops every match after `--at` actions and reports what the live rooms hold, measured
with tracemalloc (traced Python allocations, grouped by where they were made), divided by the
number of rooms. `--verify` mirrors every connection's view from the frames it receives and
checks it against the room's current view after each action.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import os
import pstats
import random
import time
import tracemalloc
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import msgpack

from engine import Game
from protocol.codec import decode_server
from protocol.errors import CloseCode
from protocol.messages import Act, Patch, Welcome
from protocol.mirror import ViewMirror
from server.bots import greedy_policy, random_policy
from server.config import ServerConfig
from server.connection import Connection
from server.games import engine_factory
from server.http_api import build_meta
from server.metrics import Metrics
from server.registry import Registry
from server.room import Join, Room, Submit
from server.store.memory import MemoryStore

#: Like the load test's default ("mixed"): seat 0 plays greedy, seat 1 random.
POLICIES = (greedy_policy, random_policy)


class SinkSocket:
    """A `FrameSocket` that keeps nothing but counts; seats also watch for their answers."""

    def __init__(self, verify: bool) -> None:
        self.frames = 0
        self.bytes = 0
        self.answers: dict[Any, asyncio.Future[None]] = {}
        self.mirror = ViewMirror() if verify else None

    async def send_bytes(self, data: bytes) -> None:
        self.frames += 1
        self.bytes += len(data)
        if self.mirror is not None:
            msg = decode_server(data)
            if isinstance(msg, Welcome | Patch):
                self.mirror.apply(msg)
        if self.answers:
            wire = msgpack.unpackb(data, raw=False, strict_map_key=False)
            kind = wire.get("t")
            answered = wire.get("id") if kind in ("ack", "reject") else (
                wire.get("ack") if kind == "patch" else None)  # (a patch may carry the ack)
            if answered is not None:
                waiter = self.answers.pop(answered, None)
                if waiter is not None and not waiter.done():
                    waiter.set_result(None)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        pass


@dataclass
class Tally:
    actions_left: int
    actions: int = 0
    games: int = 0
    rejects: Counter[str] = field(default_factory=Counter)
    frames: int = 0
    bytes: int = 0
    mismatches: int = 0


def _same(a: Any, b: Any) -> bool:
    pack = msgpack.packb
    return bool(pack(a, use_bin_type=True) == pack(b, use_bin_type=True))


async def play_match(registry: Registry, cfg: ServerConfig, args: argparse.Namespace,
                     tally: Tally, *, rng: random.Random, stop_at: int | None) -> Room | None:
    """Create a match, connect its seats and spectators, and play until the game ends, the
    tally runs out, or (memory mode) `stop_at` actions were applied. Returns the room."""
    meta, _tokens = build_meta({"players": 2, "seed": rng.randrange(2**62)})
    await registry.store.create_match(meta)
    room = await registry.room(meta.match_id)
    assert room is not None
    socks: list[SinkSocket] = []
    conns: list[Connection] = []
    for seat in [0, 1] + [None] * args.spectators:
        sock = SinkSocket(args.verify)
        conn = Connection(sock, seat=seat, queue_size=cfg.send_queue, close_timeout=1.0,
                          too_slow_code=CloseCode.TOO_SLOW)
        conn.start()
        room.post(Join(conn, None))
        socks.append(sock)
        conns.append(conn)
    await asyncio.sleep(0)
    applied = 0
    try:
        while room.result is None and tally.actions_left > 0:
            if stop_at is not None and applied >= stop_at:
                break
            game = room.game
            assert isinstance(game, Game)
            to_act = game.to_act()
            if not to_act:
                break
            seat = to_act[0]
            # The seat's legal actions in wire form, as its view shows them (what a bot sees).
            view = room.audiences[seat].view or {}
            legal = [a for a in view.get("legal", []) if a.get("type") != "concede"]
            if not legal:
                break
            action = POLICIES[seat % 2]({}, legal, rng)
            tally.actions_left -= 1
            action_id = f"{meta.match_id}-{applied}"
            waiter = asyncio.get_running_loop().create_future()
            socks[seat].answers[action_id] = waiter
            room.post(Submit(conns[seat], Act(action_id, action, None), time.perf_counter()))
            await waiter
            applied += 1
            tally.actions += 1
            if args.verify:
                await asyncio.sleep(0)  # let the spectators' writers run too
                for sock, conn in zip(socks, conns, strict=True):
                    audience = room.audiences[conn.seat]
                    shown = audience.view
                    if audience.sealed:  # a finished room keeps only its final welcome frame
                        welcome = decode_server(audience.welcome_frame())
                        assert isinstance(welcome, Welcome)
                        shown = welcome.view
                    held = sock.mirror.view if sock.mirror else None
                    if shown is not None and held is not None and not _same(shown, held):
                        tally.mismatches += 1
        if room.result is not None:
            tally.games += 1
    finally:
        if stop_at is None:
            for conn in conns:
                conn.close(CloseCode.GAME_FINISHED, "bench over", label="client")
            for conn in conns:
                await conn.shutdown()
            for sock in socks:
                tally.frames += sock.frames
                tally.bytes += sock.bytes
    return room


async def slot(registry: Registry, cfg: ServerConfig, args: argparse.Namespace, tally: Tally,
               index: int) -> None:
    rng = random.Random(args.seed * 7919 + index)
    while tally.actions_left > 0:
        await play_match(registry, cfg, args, tally, rng=rng, stop_at=None)


def make_registry(args: argparse.Namespace) -> tuple[Registry, ServerConfig]:
    cfg = ServerConfig(rate=1e9, burst=1e9, finished_ttl=args.finished_ttl,
                       max_spectators=max(1000, args.spectators))
    return Registry(MemoryStore(), engine_factory(), cfg, Metrics()), cfg


async def throughput(args: argparse.Namespace) -> None:
    registry, cfg = make_registry(args)
    warm = Tally(actions_left=200)
    await slot(registry, cfg, args, warm, -1)  # imports, card data, caches
    tally = Tally(actions_left=args.actions)
    profiler = cProfile.Profile() if args.profile else None
    gc.collect()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    if profiler:
        profiler.enable()
    await asyncio.gather(*(slot(registry, cfg, args, tally, i) for i in range(args.matches)))
    if profiler:
        profiler.disable()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    print(f"{tally.actions} actions, {tally.games} games finished, {args.matches} matches at "
          f"once, {args.spectators} spectators each")
    print(f"CPU {cpu:.2f} s, wall {wall:.2f} s: {1e6 * cpu / tally.actions:.0f} us of CPU per "
          f"action = {tally.actions / cpu:,.0f} actions per CPU second")
    print(f"frames sent {tally.frames:,} ({tally.frames / tally.actions:.2f} per action), "
          f"{tally.bytes / tally.actions:,.0f} bytes per action")
    if args.verify:
        print(f"verify: {tally.mismatches} mirrored views differed from the room's")
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(args.sort).print_stats(args.top)
        print(out.getvalue())
    await registry.shutdown()


async def live_match(registry: Registry, cfg: ServerConfig, args: argparse.Namespace,
                     tally: Tally, index: int) -> Room:
    """A room `args.at` actions into a game that is still going (games that end sooner are
    dropped and another one is started)."""
    for attempt in range(50):
        tally.actions_left = args.at
        rng = random.Random((args.seed * 7919 + index) * 1000 + attempt)
        room = await play_match(registry, cfg, args, tally, rng=rng, stop_at=args.at)
        if room is not None and room.result is None:
            return room
        assert room is not None
        for audience in room.audiences.values():  # a finished room: let it go
            for conn in list(audience.conns):
                conn.close(CloseCode.GAME_FINISHED, "bench over", label="client")
                await conn.shutdown()
    raise RuntimeError(f"no game lasted {args.at} actions")


#: Files whose allocations are charged to their caller (helpers, not owners).
_HELPERS = ("msgpack", "asyncio", "<string>", "protocol/codec.py", "dataclasses")


def _owner(trace: tracemalloc.Traceback) -> str:
    """Where an allocation belongs: its innermost frame in this project that is not a helper."""
    for frame in reversed(trace):  # innermost first
        name = os.path.relpath(frame.filename)
        if not name.startswith("..") and not any(h in name for h in _HELPERS):
            return f"{name}:{frame.lineno}"
    frame = trace[-1]
    return f"{os.path.relpath(frame.filename)}:{frame.lineno}"


async def memory(args: argparse.Namespace) -> None:
    registry, cfg = make_registry(args)
    warm = Tally(actions_left=200)
    await slot(registry, cfg, args, warm, -1)
    await registry.shutdown()
    registry, cfg = make_registry(args)
    gc.collect()
    tracemalloc.start(args.frames)
    before = tracemalloc.take_snapshot()
    tally = Tally(actions_left=0)
    rooms = [await live_match(registry, cfg, args, tally, i) for i in range(args.matches)]
    await asyncio.sleep(0.05)  # writers drain their queues
    gc.collect()
    after = tracemalloc.take_snapshot()
    live = sum(1 for r in rooms if r.accepting)
    stats = after.compare_to(before, "traceback")
    total = sum(s.size_diff for s in stats)
    print(f"{live} live rooms, each {args.at} actions into a game, {args.spectators} spectators "
          f"each ({tally.games} shorter games were dropped; the store keeps them)")
    print(f"traced Python memory: {total / 1024:,.0f} KiB in all, "
          f"{total / live / 1024:,.1f} KiB per room")
    by_file: Counter[str] = Counter()
    by_line: Counter[str] = Counter()
    for s in stats:
        owner = _owner(s.traceback)
        by_line[owner] += s.size_diff
        by_file[owner.rsplit(":", 1)[0]] += s.size_diff
    print("\nper room, by the file that allocated (helpers such as msgpack charged to callers):")
    for name, size in by_file.most_common(args.top):
        print(f"  {size / live / 1024:8.1f} KiB  {name}")
    print("\nper room, by line:")
    for name, size in by_line.most_common(args.top):
        print(f"  {size / live / 1024:8.1f} KiB  {name}")
    tracemalloc.stop()
    await registry.shutdown()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.room_bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=200, help="matches played at once")
    parser.add_argument("--spectators", type=int, default=2, help="spectators per match")
    parser.add_argument("--actions", type=int, default=20_000, help="actions in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--finished-ttl", type=float, default=0.0,
                        help="seconds a finished room stays loaded (the server's default is 300)")
    parser.add_argument("--verify", action="store_true",
                        help="mirror every connection's view and compare it with the room's")
    parser.add_argument("--profile", action="store_true", help="cProfile the measured phase")
    parser.add_argument("--sort", default="tottime", help="cProfile sort key")
    parser.add_argument("--top", type=int, default=30, help="lines of profile / memory output")
    parser.add_argument("--memory", action="store_true",
                        help="measure memory per room (tracemalloc) instead of speed")
    parser.add_argument("--at", type=int, default=40,
                        help="with --memory: actions applied in each match before measuring")
    parser.add_argument("--frames", type=int, default=8,
                        help="with --memory: traceback depth kept to find each allocation's owner")
    args = parser.parse_args(argv)
    try:
        import uvloop
    except ImportError:  # pragma: no cover - uvicorn[standard] brings it
        runner = asyncio.run
    else:
        runner = uvloop.run
    runner(memory(args) if args.memory else throughput(args))


if __name__ == "__main__":
    main()
