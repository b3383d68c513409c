"""Random self-play with the later starter decks (sets 8-10, `decks/`): every pairing plays
whole games with random legal actions, checking the state invariants along the way and the
views now and then, so a card script that breaks a rule or crashes shows up here."""

from __future__ import annotations

import random
from itertools import product
from pathlib import Path

import pytest

from engine import Concede, Game
from engine.decks import parse_deck_text

from .invariants import check_state, check_views

DECKS = {p.stem: parse_deck_text(p.read_text())
         for p in sorted((Path(__file__).parent / "decks").glob("*.txt"))}
PAIRINGS = list(product(sorted(DECKS), repeat=2))


@pytest.mark.parametrize(("first", "second"), PAIRINGS)
def test_starter_decks_play_whole_games(first: str, second: str) -> None:
    seed = PAIRINGS.index((first, second)) + 1
    rng = random.Random(seed)
    g = Game.new([DECKS[first], DECKS[second]], seed=seed)
    actions = 0
    while not g.is_over:
        seat = g.to_act()[0]
        g.apply(seat, rng.choice([a for a in g.legal_actions(seat)
                                  if not isinstance(a, Concede)]))
        actions += 1
        assert actions < 4000, "the game does not end"
        if actions % 5 == 0:
            check_state(g)
        if actions % 17 == 0:
            check_views(g)
    check_state(g)
