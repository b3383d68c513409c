"""Random self-play with starter decks whose cards have scripts (sets 6 and 7): whole games
with random legal actions and the invariants of `test_selfplay` after every action, so every
scripted ability that comes up is run against the rules' bookkeeping, the views' hidden
information and replay. The deck lists are in `decks/` (`COUNT Full Name`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import RulesOptions, parse_deck_text

from .test_selfplay import check_replay, play

DECKS = {p.stem: parse_deck_text(p.read_text()) for p in
         sorted((Path(__file__).parent / "decks").glob("*.txt"))}


@pytest.mark.parametrize("first", sorted(DECKS))
def test_each_starter_deck_plays_whole_games(first: str) -> None:
    others = sorted(DECKS)
    for i, second in enumerate(others[:2]):
        played = play(i, [DECKS[first], DECKS[second]], RulesOptions(), concede_rate=0.0,
                      views_every=9, restore_rate=0.01)
        check_replay(played)


@pytest.mark.slow
@settings(max_examples=150)
@given(st.integers(min_value=0, max_value=2**32 - 1),
       st.lists(st.sampled_from(sorted(DECKS)), min_size=2, max_size=4))
def test_starter_deck_games_keep_the_rules(seed: int, names: list[str]) -> None:
    played = play(seed, [DECKS[n] for n in names], RulesOptions(), concede_rate=0.0005,
                  views_every=7, restore_rate=0.005)
    check_replay(played)
