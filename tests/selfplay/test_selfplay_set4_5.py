"""Random self-play with the set 4 and set 5 starter decks (their cards are scripted in
`engine/cards/set4_*`, `set5_*`): every pairing plays whole games with random legal actions,
with the invariants checked after every action and the views every few actions."""

from __future__ import annotations

import random
from itertools import product
from pathlib import Path

import pytest

from engine import Concede, Game
from engine.decks import parse_deck_text

from .invariants import check_progress, check_state, check_views

DECK_DIR = Path(__file__).parent / "decks"
DECKS = {p.stem: parse_deck_text(p.read_text(encoding="utf-8"))
         for p in sorted(DECK_DIR.glob("set0[45]-*.txt"))}
MAX_ACTIONS = 4000


@pytest.mark.parametrize(("first", "second"), list(product(sorted(DECKS), repeat=2)))
def test_set4_5_decks_play_whole_games(first: str, second: str) -> None:
    seed = sorted(DECKS).index(first) * 10 + sorted(DECKS).index(second)
    rng = random.Random(seed)
    g = Game.new([DECKS[first], DECKS[second]], seed=seed)
    for n in range(MAX_ACTIONS):
        if g.is_over:
            break
        check_progress(g)
        seat = g.to_act()[0]
        g.apply(seat, rng.choice([a for a in g.legal_actions(seat)
                                  if not isinstance(a, Concede)]))
        check_state(g, full=False)
        if n % 9 == 0:
            check_views(g)
    assert g.is_over
    check_state(g)
