"""The self-play checkers themselves must be able to fail: feed them broken games and views."""

from __future__ import annotations

from typing import Any

import pytest

import engine.game
from engine import EndTurn, Game, builtin_deck, view
from engine.scenario import Scenario

from .invariants import (
    IdLedger,
    check_deck_order_unseen,
    check_progress,
    check_state,
    check_view,
    check_views,
)

MICKEY = "Mickey Mouse - True Friend"


def _leaky(extra: Any) -> Any:
    real = view.project

    def project(s: Any, viewer: int | None) -> dict[str, Any]:
        out = real(s, viewer)
        out["debug"] = extra(s, viewer)
        return out

    return project


def test_clean_game_passes() -> None:
    g = Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=1)
    check_state(g)
    check_progress(g)
    check_views(g)


def test_opponent_hand_name_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    g = Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=1)
    monkeypatch.setattr(engine.game, "project",
                        _leaky(lambda s, v: [c.name for c in s.players[1].hand[:1]]))
    check_view(g, 1)
    with pytest.raises(AssertionError, match="sees hidden cards"):
        check_view(g, 0)


def test_hidden_copy_of_a_public_name_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mickey is public in play; a second Mickey in the opponent's hand must stay hidden."""
    sc = Scenario(active=0)
    sc.add(0, "play", MICKEY)
    sc.add(1, "hand", MICKEY)
    g = sc.build()
    real = view.project

    def project(s: Any, viewer: int | None) -> dict[str, Any]:
        out = real(s, viewer)
        out["bag"].append({"id": 0, "controller": 1, "source": 0, "card": MICKEY,
                           "ability": ""})
        return out

    monkeypatch.setattr(engine.game, "project", project)
    with pytest.raises(AssertionError, match="sees hidden cards"):
        check_view(g, 0)


def test_inkwell_and_deck_names_are_caught_even_for_the_owner(
        monkeypatch: pytest.MonkeyPatch) -> None:
    sc = Scenario(active=0)
    sc.add(0, "inkwell", MICKEY)
    g = sc.build()
    monkeypatch.setattr(engine.game, "project",
                        _leaky(lambda s, v: [c.name for c in s.players[0].inkwell]))
    with pytest.raises(AssertionError, match="sees hidden cards"):
        check_view(g, 0)


def test_hidden_card_id_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    g = Scenario(active=0).build()
    monkeypatch.setattr(engine.game, "project",
                        _leaky(lambda s, v: {"id": s.players[1].deck[0].iid}))
    with pytest.raises(AssertionError, match="sees the id of hidden card"):
        check_view(g, 0)


def test_hand_shown_as_cards_to_the_opponent_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    sc = Scenario(active=0)
    sc.add(1, "hand", MICKEY)
    g = sc.build()
    real = view.project

    def project(s: Any, viewer: int | None) -> dict[str, Any]:
        out = real(s, viewer)
        out["players"][1]["hand"] = 1 + len(s.players[1].hand)
        return out

    monkeypatch.setattr(engine.game, "project", project)
    with pytest.raises(AssertionError):
        check_view(g, 0)


def test_lethal_damage_at_a_check_point_is_caught() -> None:
    sc = Scenario(active=0)
    sc.add(0, "play", MICKEY, damage=3)
    g = sc.build()
    with pytest.raises(AssertionError, match="lethal damage"):
        check_state(g)


def test_unannounced_win_is_caught() -> None:
    g = Scenario(active=0).lore(1, 20).build()
    with pytest.raises(AssertionError, match="has won"):
        check_state(g)


def test_stuck_game_is_caught() -> None:
    g = Scenario(active=0).build()
    g.state.agenda.append(["main"])  # something pending that nothing will run
    with pytest.raises(AssertionError, match="nobody"):
        check_progress(g)


def test_bad_zone_state_is_caught() -> None:
    sc = Scenario(active=0)
    sc.add(0, "hand", MICKEY, damage=1)
    g = sc.build()
    with pytest.raises(AssertionError):
        check_state(g)


def test_decision_options_shown_to_another_seat_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Even without a card name: the number of options (or the bounds) shown to the others."""
    g = Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=1)
    d = g.state.decision
    assert d is not None
    real = view.project

    def project(s: Any, viewer: int | None) -> dict[str, Any]:
        out = real(s, viewer)
        if viewer != d.player:
            out["decision"] = {**out["decision"], "count": len(d.options)}
        return out

    monkeypatch.setattr(engine.game, "project", project)
    check_view(g, d.player)
    with pytest.raises(AssertionError, match="sees decision fields"):
        check_view(g, 1 - d.player)


def test_a_reused_card_id_is_caught() -> None:
    g = Game.new([builtin_deck("amber-amethyst"), builtin_deck("emerald-ruby")], seed=1)
    ledger = IdLedger(g)
    s = g.state
    card = s.players[0].hand[0]
    old = card.iid
    s.new_iid(card)
    ledger.check(g)
    del s.by_iid[card.iid]
    card.iid = old  # back to the id it had before
    s.by_iid[old] = card
    with pytest.raises(AssertionError, match="ids used again"):
        ledger.check(g)


def test_a_view_that_depends_on_a_deck_s_order_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """As a look at the top that asks only when it finds something would be: here the
    spectators are told, by a count, how many characters are among seat 0's top 4 cards."""
    sc = Scenario(active=0)
    for name in [MICKEY, "Dinglehopper", "Dinglehopper", "Dinglehopper", "Dinglehopper",
                 "Dinglehopper", "Dinglehopper"]:
        sc.add(0, "deck", name)
    g = sc.build()
    real = view.project

    def project(s: Any, viewer: int | None) -> dict[str, Any]:
        out = real(s, viewer)
        out["debug"] = sum(c.facts.is_character for c in s.players[0].deck[:4])
        return out

    monkeypatch.setattr(engine.game, "project", project)
    with pytest.raises(AssertionError, match="can tell the order"):
        for _ in range(8):  # a few reorderings: one of them moves the character down
            check_deck_order_unseen(g, 0, EndTurn())
            g.state.version += 1  # (another reordering each time)
