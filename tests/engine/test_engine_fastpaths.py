"""The engine's fast paths give exactly what the slow ones do, over random games:
`query.StatScan` like `strength`/`willpower`/`lore` (its `willpower` too), `KeywordScan.gained`
and `has` alike, `KeywordScan.only_printed` only when the printed keywords are the whole answer,
`statics` and `legal_actions` inside `Unchanging` like outside, and `Game.views` (cached legal
wire lists, reused card and zone dicts) like `view`."""

from __future__ import annotations

import random
from typing import Any

import msgpack
from test_engine_views import ALL_KEYWORDS, games, step

from engine import Game, query, turn_actions
from engine.actions import Action, Choose


def packed(value: Any) -> bytes:
    data: bytes = msgpack.packb(value, use_bin_type=True)
    return data


def test_stat_scan_and_only_printed_answer_like_the_queries() -> None:
    checked = 0
    for rng, g in games(16):
        while not g.is_over:
            s = g.state
            stats = query.StatScan(s)
            scan = query.KeywordScan(s)
            for p in s.players:
                for card in [*p.play, *p.hand, *p.discard]:
                    got = stats.stats(card)
                    want = (query.strength(s, card), query.willpower(s, card),
                            query.lore(s, card))
                    assert got == want and [type(v) for v in got] == [type(v) for v in want]
                    assert stats.willpower(card) == want[1]
                    gained = scan.gained(card)
                    assert [k for k in ALL_KEYWORDS if query.has(s, card, k)] == [
                        k for k in ALL_KEYWORDS if k in card.facts.keywords or k in gained]
                    if scan.only_printed(card):
                        printed = [k for k in ALL_KEYWORDS if k in card.facts.keywords]
                        assert scan.names(card, ALL_KEYWORDS) == printed
                    checked += 1
            step(rng, g)
    assert checked > 10_000


def test_unchanging_gives_the_same_statics_and_legal_actions() -> None:
    kinds = ("keyword", "cost", "cant_sing")
    for rng, g in games(12):
        while not g.is_over:
            s = g.state
            plain = [query.statics(s, k) for k in kinds]
            legal = [turn_actions.legal_actions(s, p.seat) for p in s.players]
            with query.Unchanging(s):
                assert [query.statics(s, k) for k in kinds] == plain
                assert [query.statics(s, k) for k in kinds] == plain  # the cached answers
                assert [turn_actions.legal_actions(s, p.seat) for p in s.players] == legal
            step(rng, g)


def test_views_with_repeated_and_partial_calls_equal_view() -> None:
    """Several `views` calls per version (the cached wire lists) and viewers left out for a
    while (zones and cards remembered from older calls) still give exactly `view`."""
    for rng, g in games(12):
        everyone: list[int | None] = [*range(g.num_players), None]
        while not g.is_over:
            for _ in range(rng.choice((1, 1, 2))):
                viewers = rng.sample(everyone, rng.randint(1, len(everyone)))
                got = g.views(viewers)
                assert [packed(v) for v in got] == [packed(g.view(v)) for v in viewers]
            step(rng, g)


def test_views_of_a_restored_game_equal_view() -> None:
    """A restored game has new card objects with equal ids and names: nothing may be reused
    on the strength of identity it no longer has, and equal values must still match."""
    rng = random.Random(3)
    for _, g in games(4):
        g.views([0, 1, None])
        while not g.is_over:
            step(rng, g)
            if rng.random() < 0.2:
                g.state = Game.restore(g.snapshot()).state
            viewers: list[int | None] = [*range(g.num_players), None]
            got = g.views(viewers)
            assert [packed(v) for v in got] == [packed(g.view(v)) for v in viewers]


def test_choose_to_wire_is_the_generic_wire_form() -> None:
    for picks in [(), (3,), (1, "x", 7), [2, 5]]:
        action = Choose(picks)  # type: ignore[arg-type]  # (a list too: not converted)
        got, want = action.to_wire(), Action.to_wire(action)
        assert got == want and list(got) == list(want)
        assert type(got["picks"]) is type(want["picks"])
