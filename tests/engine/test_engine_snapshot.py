"""Snapshots, restore and replay: a game is its decks, its seed and its action log."""

from __future__ import annotations

import json
import random
from typing import Any

import msgpack
import pytest

from engine import (
    Action,
    Choose,
    Concede,
    EndTurn,
    Game,
    RulesOptions,
    action_from_wire,
    builtin_deck,
)

DECKS = {n: builtin_deck(n) for n in ("amber-amethyst", "emerald-ruby", "sapphire-steel")}
A, B, C = DECKS.values()


def _random_play(g: Game, rng: random.Random, steps: int,
                 log: list[tuple[int, dict[str, Any]]] | None = None) -> None:
    for _ in range(steps):
        if g.is_over:
            return
        seat = g.to_act()[0]
        options = [a for a in g.legal_actions(seat) if not isinstance(a, Concede)]
        action = rng.choice(options)
        if log is not None:
            log.append((seat, action.to_wire()))
        g.apply(seat, action)


def _same_game(a: Game, b: Game) -> None:
    assert a.snapshot() == b.snapshot()
    for seat in [*range(a.num_players), None]:
        assert a.view(seat) == b.view(seat)
    for seat in range(a.num_players):
        assert a.legal_actions(seat) == b.legal_actions(seat)
    assert a.to_act() == b.to_act() and a.result == b.result


def test_snapshot_restore_at_setup() -> None:
    g = Game.new([A, B], seed=1)
    assert g.state.decision is not None
    _same_game(g, Game.restore(g.snapshot()))


@pytest.mark.parametrize("seed", range(6))
def test_snapshot_restore_mid_game_and_keep_playing(seed: int) -> None:
    g = Game.new([A, B, C][: 2 + seed % 2], seed=seed)
    rng = random.Random(seed)
    _random_play(g, rng, 40 + 20 * seed)
    copy = Game.restore(g.snapshot())
    _same_game(g, copy)
    state = rng.getstate()
    _random_play(g, rng, 60)
    rng.setstate(state)
    _random_play(copy, rng, 60)
    _same_game(g, copy)


def test_snapshot_is_plain_data_json_and_msgpack() -> None:
    g = Game.new([A, C], seed=5)
    _random_play(g, random.Random(5), 80)
    snap = g.snapshot()
    via_json = Game.restore(json.loads(json.dumps(snap)))
    via_msgpack = Game.restore(msgpack.unpackb(msgpack.packb(snap), strict_map_key=False))
    _same_game(g, via_json)
    _same_game(g, via_msgpack)


def test_snapshot_is_not_aliased_to_the_live_game() -> None:
    g = Game.new([A, B], seed=6)
    snap = g.snapshot()
    frozen = json.dumps(snap, sort_keys=True)
    _random_play(g, random.Random(6), 30)
    assert json.dumps(snap, sort_keys=True) == frozen
    restored = Game.restore(snap)
    _random_play(restored, random.Random(7), 30)
    assert json.dumps(snap, sort_keys=True) == frozen


def test_snapshot_of_a_finished_game() -> None:
    g = Game.new([A, B], seed=8)
    g.apply(0, Concede())
    copy = Game.restore(g.snapshot())
    _same_game(g, copy)
    assert copy.is_over and copy.result is not None and copy.result.winner == 1


def test_restore_rejects_unknown_formats() -> None:
    with pytest.raises(ValueError, match="unsupported snapshot format"):
        Game.restore({"format": 999, "state": {}})


@pytest.mark.parametrize("seed", range(8))
def test_replay_of_the_action_log_reproduces_the_game(seed: int) -> None:
    decks = [A, B, C, A][: 2 + seed % 3]
    options = RulesOptions(empty_deck="end_of_turn") if seed % 2 else RulesOptions()
    g = Game.new(decks, seed=seed, options=options)
    log: list[tuple[int, dict[str, Any]]] = []
    _random_play(g, random.Random(seed), 400, log)
    replay = Game.new(decks, seed=seed, options=options)
    for seat, wire in log:
        replay.apply(seat, action_from_wire(wire))
    _same_game(g, replay)


def test_same_seed_same_game_other_seed_other_game() -> None:
    assert Game.new([A, B], seed=3).snapshot() == Game.new([A, B], seed=3).snapshot()
    assert Game.new([A, B], seed=3).snapshot() != Game.new([A, B], seed=4).snapshot()


def test_legal_actions_are_fresh_lists() -> None:
    """Callers may mutate what they get back without affecting the game."""
    g = Game.new([A, B], seed=9)
    seat = g.to_act()[0]
    first = g.legal_actions(seat)
    first.clear()
    assert g.legal_actions(seat) != []


def test_view_legal_matches_legal_actions() -> None:
    g = Game.new([A, B], seed=10)
    _random_play(g, random.Random(10), 25)
    for seat in range(2):
        legal: list[Action] = g.legal_actions(seat)
        assert [action_from_wire(w) for w in g.view(seat)["legal"]] == legal
    assert "legal" not in g.view(None)


def test_keep_playing_after_restore_end_turn() -> None:
    g = Game.new([A, B], seed=11)
    while g.state.decision is not None:
        g.apply(g.state.decision.player, Choose(()))
    copy = Game.restore(g.snapshot())
    g.apply(g.state.active, EndTurn())
    copy.apply(copy.state.active, EndTurn())
    _same_game(g, copy)


def test_cards_share_one_immutable_empty_under_stack_and_the_card_database_names() -> None:
    from engine.cards.facts import facts
    from engine.state import NO_CARDS

    g = Game.new([A, B], seed=3)
    _random_play(g, random.Random(3), 150)
    cards = list(g.state.by_iid.values())
    assert all(c.under is NO_CARDS or c.under for c in cards)  # no per-card empty lists
    assert all(c.name is facts(c.name).full_name for c in cards)
    with pytest.raises(TypeError):
        NO_CARDS.append(cards[0])
    assert NO_CARDS == [] and not NO_CARDS
    copy = Game.restore(msgpack.unpackb(msgpack.packb(g.snapshot())))
    _same_game(g, copy)
    assert all(c.under is NO_CARDS or c.under for c in copy.state.by_iid.values())
    assert all(c.name is facts(c.name).full_name for c in copy.state.by_iid.values())


def test_the_card_index_stays_compact_however_often_cards_change_zones() -> None:
    import sys

    g = Game.new([A, B], seed=4)
    s = g.state
    compact = sys.getsizeof(dict(s.by_iid))
    for _ in range(1000):  # every zone change renews an iid: a pop and an insert
        s.new_iid(s.players[0].deck[0])
    assert sys.getsizeof(s.by_iid) <= compact
    assert s.by_iid == {c.iid: c for p in s.players for c in [*p.deck, *p.hand]}
