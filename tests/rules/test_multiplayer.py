"""Multiplayer games (rulebook 9, 1.8.1.3, 2.1.3; seed 002 §1.10): turn order, players who lose
or concede leave with their cards, and the last player standing wins."""

from __future__ import annotations

from engine import Challenge, Choose, Concede, EndTurn, Game, RulesOptions, builtin_deck, query
from engine.options import EMPTY_DECK_END_OF_TURN
from engine.scenario import Scenario
from engine.state import TimedEffect

from .helpers import KRONK, MICKEY, SIMBA_BODYGUARD, STITCH, blank, card, names

DECKS = [builtin_deck(n) for n in ("amber-amethyst", "emerald-ruby", "sapphire-steel",
                                   "amber-amethyst")]


def _keep(g: Game) -> None:
    while g.state.decision is not None and g.state.decision.kind == "alter_hand":
        g.apply(g.state.decision.player, Choose(()))


def test_9_2_1_turns_proceed_to_the_left() -> None:
    for n in (3, 4):
        g = Game.new(DECKS[:n], seed=n)
        _keep(g)
        start = g.state.starting
        actives = []
        for _ in range(2 * n):
            actives.append(g.state.active)
            g.apply(g.state.active, EndTurn())
        assert actives == [(start + i) % n for i in range(2 * n)]


def test_9_2_3_conceding_player_leaves_with_their_cards() -> None:
    with blank(MICKEY):
        sc = Scenario(players=3, active=0)
        sc.add(1, "play", MICKEY)
        g = sc.build()
        g.apply(1, Concede())
    assert not g.is_over
    assert g.state.players[1].play == [] and g.view(0)["players"][1]["play"] == []
    assert g.view(0)["players"][1]["lost"] == "conceded"
    g.apply(0, EndTurn())
    assert g.state.active == 2  # seat 1 is skipped
    assert g.legal_actions(1) == []


def test_9_2_3_cards_of_a_player_who_left_cannot_be_challenged() -> None:
    with blank(MICKEY, KRONK):
        sc = Scenario(players=3, active=0)
        kronk = sc.add(0, "play", KRONK)
        gone = sc.add(1, "play", MICKEY, exerted=True)
        stays = sc.add(2, "play", MICKEY, exerted=True)
        g = sc.build()
        assert {Challenge(kronk, gone), Challenge(kronk, stays)} <= set(g.legal_actions(0))
        g.apply(1, Concede())
        targets = {a.defender for a in g.legal_actions(0) if isinstance(a, Challenge)}
    assert targets == {stays}


def test_9_active_player_concedes_the_next_player_takes_the_turn() -> None:
    g = Scenario(players=3, active=1).build()
    g.apply(1, Concede())
    assert g.state.active == 2 and g.state.phase == "main" and g.to_act() == [2]
    assert len(g.state.players[2].hand) == 1  # seat 2 had a normal start of turn


def test_9_2_3_this_turn_effects_of_a_leaving_active_player_end_with_the_turn() -> None:
    with blank(MICKEY):
        sc = Scenario(players=3, active=0)
        target = sc.add(1, "play", MICKEY)
        g = sc.build()
        g.state.effects.append(TimedEffect("strength", target, 0, -2, until_turn=g.state.turn,
                                           controller=0))
        assert query.strength(g.state, card(g, target)) == 1
        g.apply(0, Concede())
    assert g.state.active == 1
    assert query.strength(g.state, card(g, target)) == 3


def test_1_8_1_2_active_player_who_draws_from_an_empty_deck_leaves_and_play_goes_on() -> None:
    """Default 'draw' option, 3 players: the active player draws from an empty deck in their
    draw step, loses at the check, and the next player takes their turn."""
    sc = Scenario(players=3, active=2, deck_size=0)
    sc.add(1, "deck", STITCH, count=3)
    sc.add(2, "deck", STITCH, count=3)
    g = sc.build()
    g.apply(2, EndTurn())
    assert g.state.players[0].lost == "empty_deck" and not g.is_over
    assert g.state.active == 1 and g.state.phase == "main" and g.to_act() == [1]
    assert g.legal_actions(1) != [Concede()]


def test_1_8_1_2_end_of_turn_option_multiplayer() -> None:
    opts = RulesOptions(empty_deck=EMPTY_DECK_END_OF_TURN)
    sc = Scenario(players=3, active=0, deck_size=0, options=opts)
    sc.add(1, "deck", STITCH, count=3)
    sc.add(2, "deck", STITCH, count=3)
    g = sc.build()
    g.apply(0, EndTurn())
    assert g.state.players[0].lost == "empty_deck"
    assert g.state.active == 1 and g.to_act() == [1]
    g.apply(1, EndTurn())
    assert g.state.active == 2


def test_2_2_2_starting_player_concedes_during_setup_others_still_alter() -> None:
    g = Game.new(DECKS[:3], seed=21)
    start = g.state.starting
    d = g.state.decision
    assert d is not None and d.player == start
    g.apply(start, Concede())
    deciders = []
    while g.state.decision is not None and g.state.decision.kind == "alter_hand":
        deciders.append(g.state.decision.player)
        g.apply(g.state.decision.player, Choose(()))
    assert deciders == [(start + 1) % 3, (start + 2) % 3]
    assert g.state.active == (start + 1) % 3 and g.state.phase == "main"


def test_2_2_2_other_player_concedes_during_setup() -> None:
    g = Game.new(DECKS[:3], seed=22)
    start = g.state.starting
    g.apply((start + 1) % 3, Concede())
    deciders = []
    while g.state.decision is not None and g.state.decision.kind == "alter_hand":
        deciders.append(g.state.decision.player)
        g.apply(g.state.decision.player, Choose(()))
    assert deciders == [start, (start + 2) % 3]
    assert g.state.active == start


def test_8_3_3_bodyguard_protects_only_its_own_players_characters() -> None:
    with blank(KRONK, SIMBA_BODYGUARD, MICKEY):
        sc = Scenario(players=3, active=0)
        kronk = sc.add(0, "play", KRONK)
        guard = sc.add(1, "play", SIMBA_BODYGUARD, exerted=True)
        sc.add(1, "play", MICKEY, exerted=True)
        other = sc.add(2, "play", MICKEY, exerted=True)
        g = sc.build()
        targets = {(a.attacker, a.defender) for a in g.legal_actions(0)
                   if isinstance(a, Challenge)}
    assert targets == {(kronk, guard), (kronk, other)}


def test_1_8_1_3_last_player_standing_after_a_loss_by_deck() -> None:
    sc = Scenario(players=3, active=2, deck_size=0)
    sc.add(2, "deck", STITCH, count=3)
    g = sc.build()
    g.apply(1, Concede())
    g.apply(2, EndTurn())  # seat 0 draws from an empty deck
    assert g.result is not None
    assert g.result.winner == 2 and g.result.reason == "last_player_standing"
    assert g.result.losers == {0: "empty_deck", 1: "conceded"}
    assert names(g, 2, "play") == []
