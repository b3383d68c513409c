"""`Game.views` (the server's path) gives exactly `Game.view` for every viewer, shares what
viewers see alike, reuses unchanged parts across versions, and never changes a view it returned;
`query.KeywordScan` answers exactly like `query.has`."""

from __future__ import annotations

import random
from typing import Any

import msgpack

from engine import Concede, Game, builtin_deck, complete_builtin_decks, query
from engine.cards.facts import card_db
from engine.cards.playable import is_supported
from engine.view import _KEYWORDS

#: The Set 1 cards the engine can play (decks holding others are refused).
SET1 = sorted(name for name, f in card_db().items() if f.set == "1" and is_supported(name))
ALL_KEYWORDS = (*_KEYWORDS, "Shift", "Boost", "Sing Together")


def packed(value: Any) -> bytes:
    """Exact comparison: equal bytes means equal values *and* types (1 is not True)."""
    data: bytes = msgpack.packb(value, use_bin_type=True)
    return data


def random_deck(rng: random.Random) -> list[str]:
    inks = rng.sample(sorted({i for n in SET1 for i in card_db()[n].ink}), 2)
    pool = [n for n in SET1 if set(card_db()[n].ink) <= set(inks)]
    return [n for n in rng.sample(pool, 15) for _ in range(4)]


def games(count: int) -> list[tuple[random.Random, Game]]:
    out = []
    names = complete_builtin_decks()
    for seed in range(count):
        rng = random.Random(seed)
        players = (2, 2, 3, 4)[seed % 4]
        if seed % 2:
            decks = [random_deck(rng) for _ in range(players)]
        else:
            decks = [builtin_deck(rng.choice(names)) for _ in range(players)]
        out.append((rng, Game.new(decks, seed=seed)))
    return out


def step(rng: random.Random, g: Game) -> None:
    if rng.random() < 0.002:
        seat = rng.choice([p.seat for p in g.state.players if p.alive])
        g.apply(seat, Concede())
        return
    seat = g.to_act()[0]
    g.apply(seat, rng.choice([a for a in g.legal_actions(seat) if not isinstance(a, Concede)]))


def test_views_equal_view_exactly_and_never_change_afterwards() -> None:
    for rng, g in games(24):
        everyone: list[int | None] = [*range(g.num_players), None]
        kept: list[tuple[list[dict[str, Any]], list[bytes]]] = []
        while not g.is_over:
            # All viewers, or a shuffled subset (as a server asks when nobody spectates).
            viewers = everyone if rng.random() < 0.7 else rng.sample(everyone, rng.randint(1, 3))
            got = g.views(viewers)
            want = [packed(g.view(v)) for v in viewers]
            assert [packed(v) for v in got] == want
            if rng.random() < 0.05:
                kept.append((got, want))
            step(rng, g)
        for views, want in kept:
            assert [packed(v) for v in views] == want


def test_views_share_public_parts_and_reuse_unchanged_ones() -> None:
    g = Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=5)
    rng = random.Random(5)
    for _ in range(40):
        step(rng, g)
    seat0, seat1, spectator = g.views([0, 1, None])
    assert seat1["players"][0] is spectator["players"][0]  # seat 0's section, seen by others
    assert seat0["players"][1] is spectator["players"][1]
    assert seat0["players"][0] is not spectator["players"][0]  # seat 0 sees its own hand
    assert seat0["players"][0]["play"] is spectator["players"][0]["play"]
    again = g.views([0, 1, None])  # same version: every nested part is the same object
    for before, after in zip((seat0, seat1, spectator), again, strict=True):
        assert before is not after
        for key in before:
            assert before[key] is after[key], key


def test_keyword_scan_answers_like_has() -> None:
    checked = 0
    for rng, g in games(16):
        while not g.is_over:
            s = g.state
            scan = query.KeywordScan(s)
            for p in s.players:
                for card in [*p.play, *p.hand, *p.discard]:
                    want = [k for k in ALL_KEYWORDS if query.has(s, card, k)]
                    assert scan.names(card, ALL_KEYWORDS) == want
                    checked += 1
            step(rng, g)
    assert checked > 10_000
