"""Random self-play between the starter decks (every complete built-in deck, so the set grows
as decks are completed): whole games with random legal actions and the invariants of
`test_selfplay` (state after every action, every viewer's view and the unseen deck order every
few actions, snapshot/restore at random moments, card ids never reused), then a replay of the
action log. The default run plays each deck once against the next one in order and once
against a deck drawn for it (about 2 games a deck); `-m slow` plays every pairing."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from engine import RulesOptions, complete_builtin_decks

from .test_selfplay import check_replay, play

DECKS = sorted(complete_builtin_decks())
NEXT = [(a, DECKS[(i + 1) % len(DECKS)]) for i, a in enumerate(DECKS)]
_DRAWN = random.Random(2026)
DRAWN = [(a, _DRAWN.choice([d for d in DECKS if d != a])) for a in DECKS]
EVERY = list(combinations(DECKS, 2))


def _game(first: str, second: str, seed: int) -> None:
    played = play(seed, [first, second], RulesOptions(), concede_rate=0.0, views_every=9,
                  restore_rate=0.01)
    assert played.game.is_over
    check_replay(played)


def test_there_are_starter_decks_to_play() -> None:
    assert len(DECKS) >= 3


@pytest.mark.parametrize(("first", "second"), NEXT + DRAWN)
def test_starter_decks_play_whole_games(first: str, second: str) -> None:
    _game(first, second, seed=DECKS.index(first) * 100 + DECKS.index(second))


@pytest.mark.slow
@pytest.mark.parametrize(("first", "second"), EVERY)
def test_every_pairing_of_starter_decks(first: str, second: str) -> None:
    _game(first, second, seed=10_000 + DECKS.index(first) * 100 + DECKS.index(second))
