"""Seed 003 as the server hosts it (`engine.rulesets.windows003.skirmish`): rounds of player
action segments, hidden hands and decks, and the 15-power win."""

from __future__ import annotations

import msgpack

from engine.rulesets.windows003.game import action_from_wire
from engine.rulesets.windows003.model import DECK, HAND, PLAY, WIN_POWER
from engine.rulesets.windows003.skirmish import ROUND_GOLD, Skirmish, new_game


def test_a_new_game_is_dealt_from_its_seed_and_its_ids_say_nothing() -> None:
    a, b = new_game(2, 4), new_game(2, 4)
    assert a.snapshot() == b.snapshot() and a.version == 0
    assert a.to_act() == a.state.first
    hands = [sorted(c.cid for c in new_game(2, s).state.cards.values()
                    if c.owner == 0 and c.zone == HAND) for s in range(6)]
    assert len({repr(h) for h in hands}) > 1  # ids are a seeded permutation, not positions


def test_views_show_a_hand_to_its_owner_and_no_deck_to_anyone() -> None:
    g = new_game(3, 2, hand=4, deck=9)
    for viewer in (None, 0, 1, 2):
        for p in g.view(viewer)["players"]:
            assert isinstance(p["hand"], list) == (p["seat"] == viewer)
            assert p["deck"] == 5


def test_when_everyone_passes_the_next_round_begins() -> None:
    g = new_game(2, 6, gold=2, hand=2, deck=6)
    first = g.state.first
    g.apply(first, action_from_wire({"type": "pass"}))
    g.apply(1 - first, action_from_wire({"type": "pass"}))
    s = g.state
    assert s.first == s.active == 1 - first and g.to_act() == 1 - first
    assert s.gold == {0: 2 + ROUND_GOLD, 1: 2 + ROUND_GOLD}
    for seat in (0, 1):
        assert sum(c.owner == seat and c.zone == HAND for c in s.cards.values()) == 3
        assert sum(c.owner == seat and c.zone == DECK for c in s.cards.values()) == 3


def test_marshalled_characters_gain_power_until_someone_wins() -> None:
    g = new_game(2, 8)
    moves = 0
    while g.result is None:
        seat = g.to_act()
        assert seat is not None
        legal = g.legal_actions(seat)
        act = next((a for a in legal if a.type == "use"), None) or \
            next((a for a in legal if a.type == "marshal"), legal[0])
        g.apply(seat, act)
        g = Skirmish.restore(msgpack.unpackb(msgpack.packb(g.snapshot()), strict_map_key=False))
        moves += 1
        assert moves < 1000
    (winner,) = g.result.winners
    power = sum(c.power for c in g.state.cards.values() if c.zone == PLAY
                and c.controller == winner)
    assert power >= WIN_POWER and g.result.reason == "power"
