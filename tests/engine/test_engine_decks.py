"""Deck API: built-in decks, the text format, construction errors (DeckError)."""

from __future__ import annotations

import re

import pytest

from engine import (
    BUILTIN_DECKS,
    DeckError,
    EngineError,
    Game,
    RulesOptions,
    builtin_deck,
    complete_builtin_decks,
    parse_deck_text,
    resolve_deck,
    validate_deck,
)
from engine.cards.facts import card_db
from engine.cards.playable import (
    IMPLEMENTED_KEYWORDS,
    is_supported,
    unsupported,
    unsupported_reason,
)
from engine.decks import ALIASES, STARTER_DECKS, builtin_decks, deck_info


def test_builtin_decks_are_60_known_cards_in_two_inks() -> None:
    assert len(STARTER_DECKS) == 21 and "set05-emerald-steel" in STARTER_DECKS
    assert set(BUILTIN_DECKS) == {*STARTER_DECKS, "amber-amethyst", "emerald-ruby",
                                  "sapphire-steel"}
    db = card_db()
    distinct: set[str] = set()
    for name in BUILTIN_DECKS:
        deck = builtin_deck(name)
        distinct.update(deck)
        assert len(deck) == 60 and all(c in db for c in deck)
        assert len({ink for c in deck for ink in db[c].ink}) == 2
        assert deck_info(name).inks == tuple(sorted({ink for c in deck for ink in db[c].ink}))
        if deck_info(name).complete:
            validate_deck(deck, RulesOptions())
        else:  # legal except for the cards the engine cannot play yet
            with pytest.raises(DeckError, match=r"^not supported yet: "):
                validate_deck(deck, RulesOptions())
    assert len(distinct) == 571  # distinct cards over the 21 starter decks


def test_aliases_are_the_set_1_decks() -> None:
    for alias, name in ALIASES.items():
        assert builtin_deck(alias) == builtin_deck(name)
        assert deck_info(alias) == deck_info(name) and name.startswith("set01-")
        assert alias in deck_info(name).to_data()["aliases"]  # type: ignore[operator]
    info = deck_info("set05-emerald-steel")
    assert info.title == "Set 5 — Emerald & Steel (A Roaring Guest List)"
    assert info.inks == ("Emerald", "Steel") and info.cards == 60


def test_complete_builtin_decks_are_exactly_the_playable_ones() -> None:
    complete = complete_builtin_decks()
    assert {"set01-amber-amethyst", "set01-emerald-ruby", "set01-sapphire-steel"} <= set(complete)
    assert complete == [d.name for d in builtin_decks() if not unsupported(builtin_deck(d.name))]
    for name in complete:  # each one really starts a game
        Game.new([builtin_deck(name), builtin_deck(complete[0])], seed=3)
    incomplete = [d for d in builtin_decks() if not d.complete]
    for info in incomplete:
        assert list(info.unsupported) == unsupported(builtin_deck(info.name))
        with pytest.raises(DeckError, match=r"^seat 1: not supported yet: "):
            Game.new([builtin_deck(complete[0]), builtin_deck(info.name)], seed=3)


def test_a_card_with_unscripted_abilities_is_refused_by_name() -> None:
    db = card_db()
    scripted = [n for n in db if db[n].has_abilities and is_supported(n)]
    unscripted = sorted(n for n in db if db[n].has_abilities and not is_supported(n)
                        and db[n].ink == ("Amber",) and db[n].max_copies == 4)[:2]
    assert scripted and len(unscripted) == 2
    deck = [*builtin_deck("amber-amethyst")[:52], *[unscripted[0]] * 4, *[unscripted[1]] * 4]
    with pytest.raises(DeckError, match="^not supported yet: " + re.escape(", ".join(unscripted))
                       + "$"):
        validate_deck(deck, RulesOptions())
    many = [n for n in db if not is_supported(n) and db[n].ink == ("Amber",)][:12]
    with pytest.raises(DeckError, match=r"\(and 4 more\)$"):
        validate_deck([*builtin_deck("amber-amethyst"), *many], RulesOptions())


def test_a_keyword_only_card_needs_every_keyword_implemented() -> None:
    db = card_db()
    for name, f in db.items():
        if not f.has_abilities:
            assert is_supported(name) == (set(f.keywords) <= IMPLEMENTED_KEYWORDS), name
    puppy = "Thunderbolt - Wonder Dog"  # Puppy Shift: a Shift variant the rules implement (8.10.8)
    assert "Puppy Shift" in db[puppy].keywords and "Puppy Shift" in IMPLEMENTED_KEYWORDS
    assert unsupported_reason(puppy) is None
    assert unsupported_reason("Sina - Vigilant Parent") is None  # Alert only: implemented


def test_resolve_deck_takes_a_name_or_a_pasted_list() -> None:
    assert resolve_deck("set05-emerald-steel") == builtin_deck("set05-emerald-steel")
    assert resolve_deck(" emerald-ruby ") == builtin_deck("emerald-ruby")
    text = "4 Stitch - New Dog\n2 Mickey Mouse - True Friend\n"
    assert resolve_deck(text) == ["Stitch - New Dog"] * 4 + ["Mickey Mouse - True Friend"] * 2
    assert resolve_deck("3 Stitch - New Dog") == ["Stitch - New Dog"] * 3
    with pytest.raises(DeckError, match="unknown built-in deck 'nope'"):
        resolve_deck("nope")
    with pytest.raises(DeckError, match="line 2: expected 'COUNT Full Name'"):
        resolve_deck("4 Stitch - New Dog\nStitch - New Dog")


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
