"""Random self-play: whole games with random legal actions, invariants after every action.

Hypothesis draws the game (seed, decks, number of players, rules options, how often players
concede); the moves inside a game come from a `random.Random` seeded by the drawn seed, so any
failure reproduces from the example hypothesis prints. About 2,100 games run in total (about
70 s of CPU): the cheap invariants after every action, the views of every seat and a
spectator after every action in a batch of 100 games (every 7th to 25th action in the others),
at the same points that the others' views after an action do not depend on the actor's deck
order, snapshot/restore at random moments, card ids never reused, and a replay of the action
log of every game that checks rules in bulk. They run by default (CI included): random games
are the sample; `-m slow` adds every pairing of the starter decks (`test_starter_decks`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import (
    Action,
    Concede,
    Game,
    RulesOptions,
    action_from_wire,
    builtin_deck,
    complete_builtin_decks,
)
from engine.cards.facts import card_db
from engine.cards.playable import is_supported

from .invariants import IdLedger, check_deck_order_unseen, check_progress, check_state, check_views

DECKS = {name: builtin_deck(name) for name in complete_builtin_decks()}
MAX_ACTIONS = 4000


@dataclass
class Played:
    game: Game
    decks: list[list[str]]
    seed: int
    options: RulesOptions
    log: list[tuple[int, dict[str, Any]]] = field(default_factory=list)


def play(seed: int, deck_names: list[str] | list[list[str]], options: RulesOptions, *,
         concede_rate: float, views_every: int, restore_rate: float) -> Played:
    """Play one whole game, checking the invariants as it goes. Decks are built-in deck names
    or lists of card names."""
    rng = random.Random(seed)
    decks = [DECKS[d] if isinstance(d, str) else d for d in deck_names]
    g = Game.new(decks, seed=seed, options=options)
    played = Played(g, decks, seed, options)
    ids = IdLedger(g)
    check_state(g)
    check_progress(g)
    check_views(g)
    for n in range(1, MAX_ACTIONS + 1):
        if g.is_over:
            break
        if concede_rate and rng.random() < concede_rate:
            alive = [p.seat for p in g.state.players if p.alive]
            seat = rng.choice(alive)
            action: Action = Concede()
        else:
            seat = g.to_act()[0]
            action = rng.choice([a for a in g.legal_actions(seat) if not isinstance(a, Concede)])
        played.log.append((seat, action.to_wire()))
        if views_every and n % views_every == 0:
            check_deck_order_unseen(g, seat, action)
        g.apply(seat, action)
        ids.check(g)
        check_state(g, full=n % 16 == 0)
        check_progress(g)
        if views_every and n % views_every == 0:
            check_views(g)
        if restore_rate and rng.random() < restore_rate:
            check_restore(g)
    assert g.is_over, f"game not over after {MAX_ACTIONS} actions"
    check_state(g)
    check_views(g)
    return played


def check_restore(g: Game) -> None:
    copy = Game.restore(g.snapshot())
    for seat in range(g.num_players):
        assert copy.legal_actions(seat) == g.legal_actions(seat)
    for viewer in [*range(g.num_players), None]:
        assert copy.view(viewer) == g.view(viewer)
    assert copy.snapshot() == g.snapshot()


def check_replay(played: Played) -> None:
    replay = Game.new(played.decks, seed=played.seed, options=played.options)
    for seat, wire in played.log:
        replay.apply(seat, action_from_wire(wire))
    assert replay.snapshot() == played.game.snapshot()
    assert replay.result == played.game.result


deck_name = st.sampled_from(sorted(DECKS))
empty_deck_rule = st.sampled_from(["draw", "end_of_turn"])


@st.composite
def two_player_games(draw: st.DrawFn) -> tuple[int, list[str], RulesOptions]:
    seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    names = [draw(deck_name), draw(deck_name)]
    return seed, names, RulesOptions(empty_deck=draw(empty_deck_rule))


@st.composite
def multiplayer_games(draw: st.DrawFn) -> tuple[int, list[str], RulesOptions]:
    seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    n = draw(st.integers(min_value=3, max_value=4))
    names = [draw(deck_name) for _ in range(n)]
    return seed, names, RulesOptions(empty_deck=draw(empty_deck_rule))


#: The Set 1 cards the engine can play (decks holding others are refused).
SET1 = sorted(name for name, f in card_db().items() if f.set == "1" and is_supported(name))
INKS = sorted({ink for name in SET1 for ink in card_db()[name].ink})


@st.composite
def set1_decks(draw: st.DrawFn) -> list[str]:
    """A legal 60-card deck of two inks from all of Set 1: 15 different cards, 4 copies each."""
    inks = draw(st.lists(st.sampled_from(INKS), min_size=2, max_size=2, unique=True))
    pool = [n for n in SET1 if set(card_db()[n].ink) <= set(inks)]
    names = draw(st.lists(st.sampled_from(pool), min_size=15, max_size=15, unique=True))
    return [n for n in names for _ in range(4)]


@settings(max_examples=1500)
@given(two_player_games())
def test_two_player_games_keep_the_rules(game: tuple[int, list[str], RulesOptions]) -> None:
    """Cheap invariants after every action; views now and then; replay at the end."""
    seed, names, options = game
    played = play(seed, names, options, concede_rate=0.0005, views_every=25,
                  restore_rate=0.002)
    check_replay(played)


@settings(max_examples=100)
@given(two_player_games())
def test_views_never_leak_hidden_cards(game: tuple[int, list[str], RulesOptions]) -> None:
    """Every seat's and a spectator's view after every single action."""
    seed, names, options = game
    play(seed, names, options, concede_rate=0.0, views_every=1, restore_rate=0.01)


@settings(max_examples=180)
@given(multiplayer_games(), st.sampled_from([0.0, 0.002, 0.01]))
def test_multiplayer_games_keep_the_rules(game: tuple[int, list[str], RulesOptions],
                                          concede_rate: float) -> None:
    seed, names, options = game
    played = play(seed, names, options, concede_rate=concede_rate, views_every=7,
                  restore_rate=0.005)
    check_replay(played)
    result = played.game.result
    assert result is not None
    if result.winner is not None:
        assert played.game.state.players[result.winner].alive


@settings(max_examples=300)
@given(st.integers(min_value=0, max_value=2**32 - 1), set1_decks(), set1_decks())
def test_random_set1_decks_keep_the_rules(seed: int, a: list[str], b: list[str]) -> None:
    """Random legal decks from the whole of Set 1, so every implemented card gets played."""
    played = play(seed, [a, b], RulesOptions(), concede_rate=0.0, views_every=10,
                  restore_rate=0.005)
    check_replay(played)


#: Every set's playable cards by ink pair, where a pair has enough for a legal deck (15
#: different cards, 4 copies each), so that each set's scripted cards meet each other, and the
#: vanilla ones of their set, in random games.
def _by_set() -> dict[str, dict[tuple[str, str], list[str]]]:
    cards: dict[str, list[str]] = {}
    for name, f in sorted(card_db().items()):
        if is_supported(name) and f.set.isdigit():
            cards.setdefault(f.set, []).append(name)
    out: dict[str, dict[tuple[str, str], list[str]]] = {}
    for card_set, names in cards.items():
        inks = sorted({ink for n in names for ink in card_db()[n].ink})
        for a, b in combinations(inks, 2):
            pool = [n for n in names if set(card_db()[n].ink) <= {a, b}]
            if len(pool) >= 15:
                out.setdefault(card_set, {})[(a, b)] = pool
    return out


BY_SET = _by_set()


@st.composite
def set_decks(draw: st.DrawFn, card_set: str) -> list[str]:
    """A legal 60-card deck of two inks from one set's playable cards: 15 different, 4 each."""
    pool = BY_SET[card_set][draw(st.sampled_from(sorted(BY_SET[card_set])))]
    names = draw(st.lists(st.sampled_from(pool), min_size=15, max_size=15, unique=True))
    return [n for n in names for _ in range(4)]


@pytest.mark.parametrize("card_set", sorted(BY_SET, key=int))
@settings(max_examples=25)
@given(data=st.data())
def test_random_decks_of_each_set_keep_the_rules(card_set: str, data: st.DataObject) -> None:
    """Random legal decks from one set's playable cards, so cards outside the starter decks
    get played too (a new set's scripts are in random games from the commit that adds them)."""
    seed = data.draw(st.integers(min_value=0, max_value=2**32 - 1))
    a, b = data.draw(set_decks(card_set)), data.draw(set_decks(card_set))
    played = play(seed, [a, b], RulesOptions(), concede_rate=0.0, views_every=10,
                  restore_rate=0.005)
    check_replay(played)
