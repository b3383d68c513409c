"""A game's card pool (`engine.cards.pool`) narrows what the rules look for to what the game's
cards can do. Narrowing must never change a game: the same game played with the pool of every
registered card gives the same legal actions, events and states at every step. The state
check's printed-willpower shortcut must find exactly what the full willpower sum finds."""

from __future__ import annotations

import random

from test_engine_views import games, packed

from engine import Concede, Game, builtin_deck, query
from engine.cards.registry import implemented, script
from engine.decks import complete_builtin_decks
from engine.dsl import CardScript, Static
from engine.dsl.script import STATIC_KINDS
from engine.state import Card, GameState
from engine.statecheck import _Check, _doomed
from tests.rules.helpers import scripted


class _Unnarrowed:
    """A pool that narrows nothing, as the rules were before pools: every kind of static and
    every event may matter, and every registered card may listen."""

    def __init__(self) -> None:
        scripts = {name: script(name) for name in implemented()}
        self.names = frozenset(scripts)
        self.kinds = STATIC_KINDS | {"stat"} | {
            st.kind for sc in scripts.values() for st in sc.statics}
        self.events = frozenset(t.on for sc in scripts.values()
                                for t in (*sc.triggers, *sc.delayed)) | {"quest"}
        self.ready_static = True
        self._scripts = scripts

    def listeners(self, on: str) -> tuple[frozenset[str], bool]:
        return frozenset(n for n, sc in self._scripts.items()
                         if any(t.on == on for t in sc.triggers)), False

    def own_names(self, kind: str) -> frozenset[str]:
        return frozenset(n for n, sc in self._scripts.items()
                         if any(st.kind == kind and st.zone != "play" for st in sc.statics))


def _everything(g: Game) -> Game:
    """The same game, with nothing narrowed."""
    twin = Game.restore(g.snapshot())
    twin.state.pool = _Unnarrowed()  # type: ignore[assignment]
    return twin


def _doomed_by_sums(s: GameState) -> list[int]:
    willpower = query.StatScan(s).willpower
    return [c.iid for c in query.in_play(s)
            if (c.facts.is_character or c.facts.is_location) and c.damage >= willpower(c)]


def test_a_game_plays_the_same_with_every_registered_card_in_its_pool() -> None:
    steps = 0
    for rng, g in games(12):
        twin = _everything(g)
        while not g.is_over:
            s = g.state
            assert len(s.pool.names) < len(twin.state.pool.names)
            for seat in range(g.num_players):
                assert g.legal_actions(seat) == twin.legal_actions(seat)
            seat = g.to_act()[0]
            action = rng.choice([a for a in g.legal_actions(seat)
                                 if not isinstance(a, Concede)])
            assert packed(g.apply(seat, action)) == packed(twin.apply(seat, action))
            assert packed(g.snapshot()) == packed(twin.snapshot())
            steps += 1
    assert steps > 1000


def test_the_printed_willpower_shortcut_finds_what_the_sums_find() -> None:
    checked = 0
    for rng, g in games(12):
        while not g.is_over:
            s = g.state
            # Some extra damage for a moment, so that the check has something to find.
            before = {card.iid: card.damage for card in query.in_play(s)}
            for card in query.in_play(s):
                card.damage += rng.choice((0, 0, 1, 3, 6))
            found = [card.iid for _, card in _doomed(_Check(s, [])) if isinstance(card, Card)]
            assert found == _doomed_by_sums(s)
            checked += bool(found)
            for card in query.in_play(s):
                card.damage = before[card.iid]
            seat = g.to_act()[0]
            g.apply(seat, rng.choice([a for a in g.legal_actions(seat)
                                      if not isinstance(a, Concede)]))
    assert checked > 500


def test_a_pool_holds_the_game_cards_and_follows_swapped_scripts() -> None:
    deck = builtin_deck("set01-amber-amethyst")
    g = Game.new([deck, deck], seed=3)
    assert g.state.pool.names == frozenset(deck)
    assert Game.restore(g.snapshot()).state.pool is g.state.pool  # shared by equal names
    kinds = g.state.pool.kinds
    assert "shift_cost" not in kinds  # no Set 1 card of this deck makes Shift cheaper
    name = deck[0]
    with scripted({name: CardScript(statics=(Static("shift_cost", value=1, zone="hand",
                                                    applies_to="self"),))}):
        assert "shift_cost" in g.state.pool.kinds and name in g.state.pool.own_names(
            "shift_cost")
    assert g.state.pool.kinds == kinds
    assert script(name) is not None


def test_every_complete_deck_pairing_narrows_to_its_own_cards() -> None:
    names = complete_builtin_decks()
    rng = random.Random(5)
    for _ in range(10):
        a, b = rng.choice(names), rng.choice(names)
        g = Game.new([builtin_deck(a), builtin_deck(b)], seed=rng.randrange(1000))
        assert g.state.pool.names == frozenset(builtin_deck(a)) | frozenset(builtin_deck(b))
