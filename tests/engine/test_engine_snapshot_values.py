"""Snapshots are values (issue 10): a snapshot shares nothing with the running game, so what it
holds stays what it was however the game goes on, and restoring it gives that same game back."""

from __future__ import annotations

import random
from typing import Any

import msgpack
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Concede, Game, PlayCard, builtin_deck
from engine.actions import Action, Choose
from engine.scenario import Scenario

DECKS = [builtin_deck(n) for n in ("amber-amethyst", "emerald-ruby", "sapphire-steel")]


def _packed(value: Any) -> bytes:
    data: bytes = msgpack.packb(value, use_bin_type=True)
    return data


def _may_draw() -> Game:
    """Seat 0 has just played Maleficent - Sorceress: 'you may draw a card' waits."""
    sc = Scenario(active=0)
    maleficent = sc.add(0, "hand", "Maleficent - Sorceress")
    sc.add(0, "inkwell", "Stitch - New Dog", count=3)
    g = sc.build()
    g.apply(0, PlayCard(maleficent))
    d = g.state.decision
    assert d is not None and d.kind == "may" and g.state.frames
    return g


def test_a_snapshot_taken_while_a_decision_waits_stays_what_it_was() -> None:
    """Answering 'no' marks the waiting frame as stopped; that must not reach the snapshot,
    or its restored game would not draw when answered 'yes'."""
    g = _may_draw()
    snap = g.snapshot()
    frozen = _packed(snap)
    g.apply(0, Choose(("no",)))
    assert _packed(snap) == frozen
    restored = Game.restore(snap)
    restored.apply(0, Choose(("yes",)))
    fresh = _may_draw()
    fresh.apply(0, Choose(("yes",)))
    assert restored.snapshot() == fresh.snapshot()
    assert len(restored.state.players[0].hand) == 1


def test_a_restored_game_shares_nothing_with_its_snapshot() -> None:
    g = _may_draw()
    snap = g.snapshot()
    frozen = _packed(snap)
    restored = Game.restore(snap)
    restored.apply(0, Choose(("no",)))
    assert _packed(snap) == frozen
    assert Game.restore(snap).snapshot() == g.snapshot()


def test_snapshot_parts_are_fresh_containers() -> None:
    """Every container of a snapshot is new: none is an object of the live state."""
    g = _may_draw()
    live: set[int] = set()

    def containers(value: Any) -> list[Any]:
        if isinstance(value, dict):
            return [value, *(c for v in value.values() for c in containers(v))]
        if isinstance(value, list | tuple):
            return [value, *(c for v in value for c in containers(v))]
        return []

    s = g.state
    for frame in s.frames:
        live.update(id(c) for c in containers(frame.vars))
    for item in s.bag:
        live.update(id(c) for c in containers(item.vars))
    for task in s.agenda:
        live.update(id(c) for c in containers(task))
    if s.decision is not None:
        live.update({id(s.decision.options), id(s.decision.seen)})
    if s.answer is not None:
        live.add(id(s.answer))
    assert live
    snap = g.snapshot()
    assert not {id(c) for c in containers(snap)} & live


def _play(g: Game, rng: random.Random, moves: int) -> list[tuple[int, Action]]:
    done = []
    for _ in range(moves):
        if g.is_over:
            break
        seat = g.to_act()[0]
        action = rng.choice([a for a in g.legal_actions(seat) if not isinstance(a, Concede)])
        g.apply(seat, action)
        done.append((seat, action))
    return done


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=3),
       st.lists(st.integers(min_value=0, max_value=120), min_size=1, max_size=4))
def test_snapshots_at_random_points_restore_the_game_they_were_taken_of(
        seed: int, players: int, gaps: list[int]) -> None:
    """Snapshot at random points (decisions pending or not), play on, then check each snapshot
    is unchanged and that its restored game, given the same actions, reaches the same game."""
    rng = random.Random(seed)
    g = Game.new(DECKS[:players], seed=seed)
    taken: list[tuple[dict[str, Any], bytes, int]] = []
    log: list[tuple[int, Action]] = []
    for gap in gaps:
        log += _play(g, rng, gap)
        snap = g.snapshot()
        taken.append((snap, _packed(snap), len(log)))
    log += _play(g, rng, 60)
    for snap, frozen, at in taken:
        assert _packed(snap) == frozen
        restored = Game.restore(snap)
        for seat, action in log[at:]:
            restored.apply(seat, action)
        assert restored.snapshot() == g.snapshot()
        for viewer in [*range(players), None]:
            assert _packed(restored.view(viewer)) == _packed(g.view(viewer))
        assert _packed(snap) == frozen
