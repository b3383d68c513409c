"""Hidden information in views: a pending decision tells the others only that a choice is being
made and by whom, and card ids tell a viewer nothing about hidden cards (issue 10)."""

from __future__ import annotations

import random
from typing import Any

import msgpack
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Choose, Concede, EndTurn, Game, PlayCard, builtin_deck
from engine.rng import ID_LIMIT
from engine.scenario import Scenario
from engine.state import GameState
from tests.selfplay.invariants import visible_cards

AMBER, RUBY, STEEL = (builtin_deck(n) for n in ("amber-amethyst", "emerald-ruby",
                                                 "sapphire-steel"))
NOT_DECIDING = {"player", "kind", "prompt", "source"}
DECIDING = {*NOT_DECIDING, "min", "max", "options", "seen"}


def _packed(value: Any) -> bytes:
    data: bytes = msgpack.packb(value, use_bin_type=True)
    return data


# --- decisions ---------------------------------------------------------------------------------

def _be_our_guest(top: list[str]) -> Game:
    """Seat 0 plays Be Our Guest (look at the top 4, may take a character) over `top`."""
    sc = Scenario(active=0)
    song = sc.add(0, "hand", "Be Our Guest")
    sc.add(0, "inkwell", "Stitch - New Dog", count=2)
    for name in top:
        sc.add(0, "deck", name)
    g = sc.build()
    g.apply(0, PlayCard(song))
    return g


NOTHING = "Dinglehopper"  # an item: Be Our Guest cannot take it
CHARACTER = "Mickey Mouse - True Friend"


def test_look_at_top_others_learn_only_that_a_choice_is_made() -> None:
    """7.1.4: with 0, 1, 2 or 4 characters among the cards looked at, the opponent's and the
    spectators' views are the same bytes: the decision exists every time, without a count."""
    tops = [[NOTHING] * 4, [NOTHING, CHARACTER, NOTHING, NOTHING],
            [CHARACTER, NOTHING, CHARACTER, NOTHING], [CHARACTER] * 4]
    games = [_be_our_guest([*top, NOTHING]) for top in tops]
    for g, top in zip(games, tops, strict=True):
        d = g.state.decision
        assert d is not None and d.player == 0 and d.min == 0
        assert len(d.options) == top.count(CHARACTER)
        mine = g.view(0)["decision"]
        assert set(mine) == DECIDING and len(mine["options"]) == top.count(CHARACTER)
        assert [o["name"] for o in mine["seen"]] == top
    for viewer in (1, None):
        seen = {_packed(g.view(viewer)) for g in games}
        assert len(seen) == 1, f"viewer {viewer} can tell what was found"
        decision = games[0].view(viewer)["decision"]
        assert set(decision) == NOT_DECIDING and decision["player"] == 0


def test_look_at_top_with_nothing_to_take_is_answered_with_no_pick() -> None:
    g = _be_our_guest([NOTHING] * 4 + [CHARACTER])
    assert g.legal_actions(0) == [Choose(()), Concede()]
    g.apply(0, Choose(()))
    while g.state.decision is not None and g.state.decision.kind == "order":
        g.apply(0, Choose((g.state.decision.options[0],)))  # the rest to the bottom, as they lay
    assert g.state.decision is None and g.state.phase == "main"
    assert [c.name for c in g.state.players[0].deck] == [CHARACTER, *[NOTHING] * 4]


def test_every_viewer_sees_whose_decision_it_is_and_only_the_decider_its_options() -> None:
    """Each decision kind of random games: the alter-hand round, bag order, targets, may..."""
    kinds: set[str] = set()
    for seed in range(12):
        g = Game.new([AMBER, RUBY, STEEL][: 2 + seed % 2], seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            d = g.state.decision
            for viewer in [*range(g.num_players), None]:
                view = g.view(viewer)["decision"]
                if d is None:
                    assert view is None
                    continue
                kinds.add(d.kind)
                assert view["player"] == d.player and view["kind"] == d.kind
                assert set(view) == (DECIDING if viewer == d.player else NOT_DECIDING)
            seat = g.to_act()[0]
            g.apply(seat, rng.choice([a for a in g.legal_actions(seat)
                                      if not isinstance(a, Concede)]))
    assert {"alter_hand", "target", "may", "cards", "top_or_bottom"} <= kinds


# --- card ids ----------------------------------------------------------------------------------

def _after_setup(seed: int, put_back: int) -> Game:
    """Both players alter their hands, the first putting back `put_back` cards and the second
    none; then the first player ends turn 1 at once, so the second draws."""
    g = Game.new([AMBER, RUBY], seed=seed)
    first = g.state.decision
    assert first is not None and first.kind == "alter_hand"
    g.apply(first.player, Choose(tuple(first.options[:put_back])))
    second = g.state.decision
    assert second is not None and second.player != first.player
    g.apply(second.player, Choose(()))
    g.apply(first.player, EndTurn())
    return g


def _hand_ids(g: Game, seat: int) -> list[int]:
    return [c["id"] for c in g.view(seat)["players"][seat]["hand"]]


def test_ids_an_opponent_sees_do_not_count_the_cards_put_back() -> None:
    """Games alike but for how many cards the first player put back: the id of the card the
    second player then draws is not larger when more were put back (with one counter it was
    larger by twice their number every time), nor is it related to the ids already held."""
    larger = 0
    seeds = range(200)
    for seed in seeds:
        kept, altered = _after_setup(seed, 0), _after_setup(seed, 7)
        seat = kept.state.active
        assert seat == altered.state.active and seat != kept.state.starting
        drawn_kept, drawn_altered = _hand_ids(kept, seat)[-1], _hand_ids(altered, seat)[-1]
        # The second player's opening hand is the same in both games: only the draw differs.
        assert _hand_ids(kept, seat)[:-1] == _hand_ids(altered, seat)[:-1]
        larger += drawn_altered > drawn_kept
    # Fair coin over 200 games: 100 +- 7 (standard deviation); 5 deviations either way.
    assert 65 <= larger <= 135, larger


def _hidden_and_visible(s: GameState, viewer: int) -> tuple[list[int], list[int]]:
    visible = {c.iid for c in visible_cards(s, viewer)}
    hidden = [iid for iid in s.by_iid if iid not in visible]
    return sorted(visible), hidden


def _rank_correlation(order: list[int]) -> float:
    """Spearman's rank correlation between ids and the order they were issued in."""
    n = len(order)
    rank = {iid: r for r, iid in enumerate(sorted(order))}
    d2 = sum((rank[iid] - i) ** 2 for i, iid in enumerate(order))
    return 1 - 6 * d2 / (n * (n * n - 1))


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=10, max_value=300))
def test_visible_ids_neither_equal_nor_order_against_hidden_ones(seed: int, moves: int) -> None:
    """Ids do not follow the order cards changed zones in (with one counter they did exactly,
    so a visible id told how many hidden cards had moved before it), and at a random point of a
    random game the ids a seat sees are never those of hidden cards (decks, the opponent's hand,
    inkwells) and fall below them about as often as above."""
    g = Game.new([AMBER, RUBY], seed=seed)
    rng = random.Random(seed)
    issued = list(g.state.by_iid)
    known = set(issued)
    for _ in range(moves):
        if g.is_over:
            break
        seat = g.to_act()[0]
        g.apply(seat, rng.choice([a for a in g.legal_actions(seat)
                                  if not isinstance(a, Concede)]))
        fresh = [iid for iid in g.state.by_iid if iid not in known]
        issued.extend(fresh)
        known.update(fresh)
    # Random ids: about 0, with a standard deviation of 1/sqrt(n), n > 130 here.
    assert abs(_rank_correlation(issued)) < 0.4, len(issued)
    for viewer in range(2):
        visible, hidden = _hidden_and_visible(g.state, viewer)
        assert all(0 < iid < ID_LIMIT for iid in [*visible, *hidden])
        assert not set(visible) & set(hidden)
        below = sum(v < h for v in visible for h in hidden)
        share = below / (len(visible) * len(hidden))
        assert 0.05 < share < 0.95, (viewer, share, len(visible), len(hidden))


def test_ids_are_never_reused_and_replay_exactly() -> None:
    g = Game.new([AMBER, STEEL], seed=5)
    rng = random.Random(5)
    ever: set[int] = set(g.state.by_iid)
    live = set(ever)
    log = []
    while not g.is_over:
        seat = g.to_act()[0]
        action = rng.choice([a for a in g.legal_actions(seat) if not isinstance(a, Concede)])
        log.append((seat, action))
        g.apply(seat, action)
        now = set(g.state.by_iid)
        assert not (now - live) & ever, "an id came back"
        ever |= now
        live = now
    assert len(ever) > 200
    replay = Game.new([AMBER, STEEL], seed=5)
    for seat, action in log:
        replay.apply(seat, action)
    assert replay.snapshot() == g.snapshot()


def test_the_id_stream_does_not_follow_the_game_rng() -> None:
    """Two seeds whose games shuffle alike would still draw other ids (and the reverse): the id
    key comes from the seed through a one-way hash, not from the RNG state."""
    a, b = Game.new([AMBER, RUBY], seed=1), Game.new([AMBER, RUBY], seed=2)
    assert a.state.id_key != b.state.id_key
    assert not set(a.state.by_iid) & set(b.state.by_iid)
    c = Game.new([AMBER, RUBY], seed=1)
    assert c.state.id_key == a.state.id_key and set(c.state.by_iid) == set(a.state.by_iid)


def test_look_at_top_for_a_kind_of_card_may_fail_to_find_even_without_may() -> None:
    """7.1.4: "look at the top 3, put a character card into your hand" (no "may") still lets
    the player pick nothing, since nobody else can check the deck; taking any card may not."""
    from engine.dsl import CardScript, Filter
    from engine.steps import LookAtTop
    from tests.rules.helpers import scripted

    search = CardScript(effect=(LookAtTop(3, filter=Filter(), prompt="A character card"),))
    anything = CardScript(effect=(LookAtTop(3, prompt="Any card"),))
    for script, least in ((search, 0), (anything, 1)):
        with scripted({"Smash": script}):
            sc = Scenario(active=0)
            action = sc.add(0, "hand", "Smash")
            sc.add(0, "inkwell", "Stitch - New Dog", count=3)
            for name in (CHARACTER, NOTHING, CHARACTER):
                sc.add(0, "deck", name)
            g = sc.build()
            g.apply(0, PlayCard(action))
            d = g.state.decision
            assert d is not None and d.kind == "cards" and d.min == least
