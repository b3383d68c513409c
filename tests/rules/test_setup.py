"""Setup (rulebook 2.2), the first turn (3.2.3.1) and deck construction (1.10.1.1)."""

from __future__ import annotations

import pytest

from engine import (
    BUILTIN_DECKS,
    Choose,
    DeckError,
    EndTurn,
    Game,
    IllegalAction,
    RulesOptions,
    builtin_deck,
    complete_builtin_decks,
    parse_deck_text,
    validate_deck,
)

from .helpers import MICKEY, STITCH

AMBER = builtin_deck("amber-amethyst")
RUBY = builtin_deck("emerald-ruby")
STEEL = builtin_deck("sapphire-steel")


def _keep(g: Game) -> None:
    """Every player keeps their opening hand."""
    while g.state.decision is not None and g.state.decision.kind == "alter_hand":
        g.apply(g.state.decision.player, Choose(()))


def test_2_2_1_4_opening_hand_is_7_cards_and_lore_0() -> None:
    for n, decks in ((2, [AMBER, RUBY]), (3, [AMBER, RUBY, STEEL]), (4, [AMBER] * 4)):
        g = Game.new(decks, seed=5)
        for p in g.state.players:
            assert len(p.hand) == 7 and len(p.deck) == 60 - 7 and p.lore == 0  # 2.2.1.3
        assert g.num_players == n


def test_2_2_1_1_starting_player_chosen_at_random() -> None:
    starters = {Game.new([AMBER, RUBY, STEEL], seed=seed).state.starting for seed in range(40)}
    assert starters == {0, 1, 2}


def test_2_2_1_2_decks_are_shuffled() -> None:
    a = [c.name for c in Game.new([AMBER, RUBY], seed=1).state.players[0].deck]
    b = [c.name for c in Game.new([AMBER, RUBY], seed=2).state.players[0].deck]
    assert a != b and sorted(a + [c.name for c in Game.new([AMBER, RUBY], seed=1)
                                  .state.players[0].hand]) == sorted(AMBER)


def test_2_2_2_alter_hand_starting_player_first_then_turn_order() -> None:
    g = Game.new([AMBER, RUBY, STEEL, AMBER], seed=11)
    start = g.state.starting
    order = []
    while g.state.decision is not None and g.state.decision.kind == "alter_hand":
        d = g.state.decision
        order.append(d.player)
        assert d.min == 0 and d.max == 7 and d.hidden
        g.apply(d.player, Choose(()))
    assert order == [(start + i) % 4 for i in range(4)]
    assert g.state.active == start and g.state.phase == "main" and g.state.turn == 1


def test_2_2_2_1_alter_hand_bottoms_cards_and_draws_back_to_7() -> None:
    g = Game.new([AMBER, RUBY], seed=3)
    d = g.state.decision
    assert d is not None
    seat = d.player
    p = g.state.players[seat]
    hand_before = [c.name for c in p.hand]
    three = tuple(c.iid for c in p.hand[:3])
    g.apply(seat, Choose(three))
    assert len(p.hand) == 7 and len(p.deck) == 53
    assert p.altered_hand
    # The 4 kept cards are still in hand.
    kept = hand_before[3:]
    hand_after = [c.name for c in p.hand]
    for name in kept:
        assert name in hand_after
        hand_after.remove(name)


def test_2_2_2_each_player_alters_only_once() -> None:
    g = Game.new([AMBER, RUBY], seed=4)
    seen = []
    while g.state.decision is not None and g.state.decision.kind == "alter_hand":
        seen.append(g.state.decision.player)
        g.apply(g.state.decision.player, Choose(()))
    assert sorted(seen) == [0, 1]
    for _ in range(4):  # no further alter-hand decision in later turns
        assert g.state.decision is None and g.state.phase == "main"
        g.apply(g.state.active, EndTurn())


def test_2_2_2_alter_hand_is_hidden_from_the_opponent() -> None:
    g = Game.new([AMBER, RUBY], seed=8)
    d = g.state.decision
    assert d is not None
    other = 1 - d.player
    view = g.view(other)["decision"]
    assert view == {"player": d.player, "kind": "alter_hand", "prompt": d.prompt, "source": 0}
    mine = g.view(d.player)["decision"]
    assert [o["name"] for o in mine["options"]] == [c.name for c in
                                                   g.state.players[d.player].hand]


def test_2_2_2_only_the_deciding_player_may_answer_the_alter_hand() -> None:
    g = Game.new([AMBER, RUBY], seed=8)
    d = g.state.decision
    assert d is not None
    with pytest.raises(IllegalAction) as err:
        g.apply(1 - d.player, Choose(()))
    assert err.value.code == "not_your_turn"


def test_3_2_3_1_starting_player_skips_the_first_draw() -> None:
    g = Game.new([AMBER, RUBY], seed=9)
    _keep(g)
    start = g.state.starting
    assert len(g.state.players[start].hand) == 7
    g.apply(start, EndTurn())
    assert g.state.active == 1 - start
    assert len(g.state.players[1 - start].hand) == 8
    g.apply(1 - start, EndTurn())
    assert len(g.state.players[start].hand) == 8  # from the second turn on, everyone draws


# --- 1.10.1.1 deck construction --------------------------------------------------------------

def test_1_10_1_1_builtin_decks_are_legal() -> None:
    for name in complete_builtin_decks():
        deck = builtin_deck(name)
        assert len(deck) == 60
        validate_deck(deck, RulesOptions())
    for name in BUILTIN_DECKS:
        assert len(builtin_deck(name)) == 60


def test_1_10_1_1_deck_needs_60_cards() -> None:
    with pytest.raises(DeckError, match="at least 60 cards, this one has 59"):
        validate_deck(AMBER[:59], RulesOptions())
    with pytest.raises(DeckError, match=r"^seat 1: a deck needs at least 60 cards"):
        Game.new([AMBER, AMBER[:59]], seed=1)


def test_1_10_1_1_more_than_60_cards_is_fine() -> None:
    validate_deck([*AMBER, STITCH], RulesOptions())


def test_1_10_1_1_at_most_4_copies() -> None:
    deck = [*AMBER[:55], *[MICKEY] * 5]
    with pytest.raises(DeckError, match=r"copies of 'Mickey Mouse - True Friend'; at most 4"):
        validate_deck(deck, RulesOptions())


def test_1_10_1_1_at_most_two_ink_types() -> None:
    deck = [*AMBER[:59], "Goons - Maleficent's Underlings"]  # steel: a third ink
    with pytest.raises(DeckError, match=r"at most 2 ink types.*Amber, Amethyst, Steel"):
        validate_deck(deck, RulesOptions())


def test_1_10_1_1_unknown_card() -> None:
    with pytest.raises(DeckError, match="unknown cards: Not A Card"):
        validate_deck([*AMBER[:59], "Not A Card"], RulesOptions())


def test_1_10_1_options_relax_construction_rules() -> None:
    validate_deck([STITCH] * 10, RulesOptions(min_deck=10, max_copies=10))


def test_game_needs_2_to_4_decks() -> None:
    with pytest.raises(DeckError, match="2 to 4 players, not 1"):
        Game.new([AMBER], seed=1)
    with pytest.raises(DeckError, match="2 to 4 players, not 5"):
        Game.new([AMBER] * 5, seed=1)


def test_deck_text_format() -> None:
    assert parse_deck_text("# comment\n\n2 Stitch - New Dog\n1 Mickey Mouse - True Friend\n") == [
        STITCH, STITCH, MICKEY]
    with pytest.raises(DeckError, match="line 1: expected 'COUNT Full Name'"):
        parse_deck_text("Stitch - New Dog")
    with pytest.raises(DeckError, match="unknown built-in deck"):
        builtin_deck("nope")
