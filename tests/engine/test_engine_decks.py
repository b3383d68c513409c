"""Deck API: built-in decks, the text format, construction errors (DeckError)."""

from __future__ import annotations

import pytest

from engine import (
    BUILTIN_DECKS,
    DeckError,
    EngineError,
    Game,
    RulesOptions,
    builtin_deck,
    parse_deck_text,
    validate_deck,
)
from engine.cards.facts import card_db


def test_builtin_decks_are_60_known_cards_in_two_inks() -> None:
    assert set(BUILTIN_DECKS) == {"amber-amethyst", "emerald-ruby", "sapphire-steel"}
    db = card_db()
    for name in BUILTIN_DECKS:
        deck = builtin_deck(name)
        assert len(deck) == 60 and all(c in db for c in deck)
        assert len({ink for c in deck for ink in db[c].ink}) == 2
        validate_deck(deck, RulesOptions())


def test_builtin_deck_returns_a_fresh_list() -> None:
    deck = builtin_deck("emerald-ruby")
    deck.clear()
    assert len(builtin_deck("emerald-ruby")) == 60


def test_parse_deck_text_format() -> None:
    text = ("  # a comment\n\n  3 Stitch - New Dog  \n1 Mickey Mouse - True Friend\n"
            "0 Olaf - Friendly Snowman\n")
    assert parse_deck_text(text) == ["Stitch - New Dog"] * 3 + ["Mickey Mouse - True Friend"]


@pytest.mark.parametrize("line", ["Stitch - New Dog", "x3 Stitch - New Dog", "3", "3 ",
                                  "-1 Stitch - New Dog", "3x Stitch - New Dog"])
def test_parse_deck_text_rejects_bad_lines(line: str) -> None:
    with pytest.raises(DeckError, match="line 1"):
        parse_deck_text(line)


def test_deck_errors_are_engine_errors() -> None:
    assert issubclass(DeckError, EngineError)
    with pytest.raises(EngineError):
        builtin_deck("no-such-deck")


def test_options_change_the_construction_rules() -> None:
    three_inks = [*builtin_deck("amber-amethyst")[:30], *builtin_deck("sapphire-steel")[:30]]
    with pytest.raises(DeckError, match="at most 2 ink types"):
        validate_deck(three_inks, RulesOptions())
    validate_deck(three_inks, RulesOptions(max_inks=4))


def test_game_new_accepts_any_sequence_and_names_the_bad_seat() -> None:
    a = tuple(builtin_deck("amber-amethyst"))
    g = Game.new([a, builtin_deck("emerald-ruby")], seed=1)
    assert g.num_players == 2
    with pytest.raises(DeckError, match=r"^seat 2: unknown cards: Nope"):
        Game.new([a, a, [*a[:59], "Nope"]], seed=1)


def test_small_decks_with_relaxed_options_play() -> None:
    deck = ["Stitch - New Dog"] * 20
    g = Game.new([deck, deck], seed=1, options=RulesOptions(min_deck=20, max_copies=20))
    assert all(len(p.hand) == 7 for p in g.state.players)
