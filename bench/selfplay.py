"""Engine self-play benchmark: `python -m bench.selfplay --games 500 --seed 1`.

Plays N complete games between the built-in decks with a uniformly random legal (non-concede)
policy and reports throughput (games/s, actions/s), the latency of one engine step, i.e. the
seat's `legal_actions` plus `apply`, timed per action with `perf_counter_ns` (median and p99),
and the peak resident memory of the process. It pins itself to one CPU when the OS allows, so
numbers are per core; games per CPU second is printed too, since on a shared machine the
wall clock also counts time spent waiting for the core. `--profile` prints the hottest
functions instead (cProfile).

The policy's own random choice is outside the timed region; games are deterministic for a given
seed, so two runs measure the same work.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import resource
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from engine import (
    Concede,
    DeckError,
    Game,
    RulesOptions,
    builtin_deck,
    complete_builtin_decks,
    validate_deck,
)


@dataclass
class Result:
    games: int
    actions: int
    seconds: float
    step_ns: list[int]
    turns: int
    cpu_seconds: float

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.seconds

    def percentile_us(self, q: float) -> float:
        ordered = sorted(self.step_ns)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] / 1000


def pin_to_one_cpu(cpu: int | None) -> int | None:
    """Run on a single core (the first allowed one unless `cpu` is given), if supported."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    allowed = sorted(os.sched_getaffinity(0))
    chosen = cpu if cpu is not None else allowed[0]
    os.sched_setaffinity(0, {chosen})
    return chosen


#: The default decks: the three Set 1 starter decks, a fixed mix so that rounds stay comparable
#: as more decks become complete (`--decks complete` plays every complete one).
BASELINE_DECKS = ("set01-amber-amethyst", "set01-emerald-ruby", "set01-sapphire-steel")


def run(games: int, seed: int, players: int = 2,
        deck_names: Sequence[str] = BASELINE_DECKS) -> Result:
    decks = {name: builtin_deck(name) for name in deck_names}
    pairings = list(product(sorted(decks), repeat=players))
    step_ns: list[int] = []
    actions = turns = 0
    clock = time.perf_counter_ns
    started = time.perf_counter()
    cpu_started = time.process_time()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        names = pairings[i % len(pairings)]
        rng = random.Random(game_seed)
        g = Game.new([decks[n] for n in names], seed=game_seed)
        while not g.is_over:
            seat = g.to_act()[0]
            t0 = clock()
            legal = g.legal_actions(seat)
            t1 = clock()
            action = rng.choice([a for a in legal if not isinstance(a, Concede)])
            t2 = clock()
            g.apply(seat, action)
            t3 = clock()
            step_ns.append((t1 - t0) + (t3 - t2))
            actions += 1
        turns += g.state.turn
    return Result(games, actions, time.perf_counter() - started, step_ns, turns,
                  time.process_time() - cpu_started)


def peak_rss_mb() -> float:
    """Peak resident set size of this process (Linux reports KiB, macOS bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def report(r: Result, cpu: int | None, players: int) -> str:
    where = f"CPU {cpu}" if cpu is not None else "an unpinned process"
    lines = [
        f"games            {r.games} ({players} players, random legal actions, built-in decks)",
        f"actions          {r.actions} ({r.actions / r.games:.0f} per game, "
        f"{r.turns / r.games:.1f} turns per game)",
        f"time             {r.seconds:.2f} s on {where}",
        f"games/s          {r.games_per_s:.1f} (per CPU second: "
        f"{r.games / r.cpu_seconds:.1f}; differs on a busy machine)",
        f"actions/s        {r.actions_per_s:.0f}",
        f"step median      {statistics.median(r.step_ns) / 1000:.1f} us "
        "(legal_actions + apply, per action)",
        f"step p99         {r.percentile_us(0.99):.1f} us",
        f"peak memory      {peak_rss_mb():.1f} MB (max RSS of the process)",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.selfplay", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500, help="games to play (default 500)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--cpu", type=int, default=None, help="CPU to pin to (default: first)")
    parser.add_argument("--no-pin", action="store_true", help="don't pin to one CPU")
    parser.add_argument("--profile", action="store_true",
                        help="profile with cProfile and print the hottest functions")
    parser.add_argument("--decks", nargs="+", default=list(BASELINE_DECKS), metavar="DECK",
                        help="built-in decks to pair up (default: the three Set 1 ones), or "
                             "'complete' for every complete one")
    args = parser.parse_args(argv)
    if args.decks == ["complete"]:
        args.decks = complete_builtin_decks()
    for name in args.decks:
        try:
            validate_deck(builtin_deck(name), RulesOptions())
        except DeckError as exc:
            parser.error(f"{name}: {exc}")
    cpu = None if args.no_pin else pin_to_one_cpu(args.cpu)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        result = run(args.games, args.seed, args.players, args.decks)
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(25)
        print(out.getvalue())
    else:
        result = run(args.games, args.seed, args.players, args.decks)
    print(report(result, cpu, args.players))
    return 0


if __name__ == "__main__":
    sys.exit(main())
