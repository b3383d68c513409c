"""The bag, rulebook 7.7 (and 1.7.4): who resolves next, choosing among one's own triggers,
triggers added meanwhile, passing the bag in turn order, and players who leave.

The triggers here are a test-only pseudo card whose effect logs (controller, tag) and may add
more bag items ("spawn"), so each test states the bag's contents exactly and reads back the
order in which they resolved.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine import Choose, Concede, Game
from engine.cards.custom import CUSTOM
from engine.dsl import CardScript, Ctx, Trigger
from engine.flow import advance, push
from engine.scenario import Scenario
from engine.state import BagItem, Decision
from engine.steps import Custom, May

from .helpers import scripted

PSEUDO = "@test-bag"
LOG: list[tuple[int, str]] = []


def _log(ctx: Ctx) -> Decision | None:
    LOG.append((ctx.controller, ctx.frame.vars["tag"]))
    s = ctx.state
    for controller, tag in ctx.frame.vars.get("spawn", []):
        s.bag.append(BagItem(s.next_bag_id, controller, (PSEUDO, "trigger", 0), 0,
                             {"tag": tag}))
        s.next_bag_id += 1
    return None


@pytest.fixture(autouse=True)
def pseudo_card() -> Iterator[None]:
    LOG.clear()
    CUSTOM["test_bag_log"] = _log
    script = CardScript(triggers=(
        Trigger("never", (Custom("test_bag_log"),), name="log"),
        Trigger("never", (May("log"), Custom("test_bag_log")), name="may log"),
    ))
    try:
        with scripted({PSEUDO: script}):
            yield
    finally:
        CUSTOM.pop("test_bag_log", None)


def _game(players: int = 2, active: int = 0) -> Game:
    return Scenario(players=players, active=active).build()


def _add(g: Game, controller: int, tag: str, *spawn: tuple[int, str], may: bool = False) -> None:
    s = g.state
    vars: dict[str, Any] = {"tag": tag, "spawn": [list(x) for x in spawn]}
    s.bag.append(BagItem(s.next_bag_id, controller, (PSEUDO, "trigger", 1 if may else 0), 0,
                         vars))
    s.next_bag_id += 1


def _tag(g: Game, bag_id: int | str) -> str:
    return next(str(b.vars["tag"]) for b in g.state.bag if b.id == bag_id)


def _run(g: Game, prefer: list[str] | None = None) -> list[tuple[int, str]]:
    """Resolve the bag, answering 'bag' decisions by the `prefer` order (else the first)."""
    push(g.state, ["bag"])
    advance(g.state, [])
    while g.state.decision is not None:
        d = g.state.decision
        assert d.kind == "bag", d
        tags = {_tag(g, o): o for o in d.options}
        pick = next((tags[t] for t in (prefer or []) if t in tags), d.options[0])
        g.apply(d.player, Choose((pick,)))
    return list(LOG)


def test_7_7_4_2_active_player_resolves_first() -> None:
    g = _game(active=1)
    _add(g, 0, "O1")
    _add(g, 1, "A1")
    assert _run(g) == [(1, "A1"), (0, "O1")]


def test_7_7_4_2_the_resolving_player_chooses_among_their_triggers() -> None:
    g = _game()
    _add(g, 0, "A1")
    _add(g, 0, "A2")
    _add(g, 1, "O1")
    push(g.state, ["bag"])
    advance(g.state, [])
    d = g.state.decision
    assert d is not None and d.kind == "bag" and d.player == 0
    assert sorted(_tag(g, o) for o in d.options) == ["A1", "A2"]  # not the opponent's
    assert sorted(o["id"] for o in g.view(0)["decision"]["options"]) == sorted(d.options)
    # The bag is public (every view's "bag"); the others see whose choice it is, not options.
    assert g.view(1)["decision"] == {"player": 0, "kind": "bag", "prompt": d.prompt, "source": 0}
    assert sorted(b["id"] for b in g.view(1)["bag"]) == sorted(b.id for b in g.state.bag)
    assert _run(g, prefer=["A2"]) == [(0, "A2"), (0, "A1"), (1, "O1")]


def test_7_7_4_3_resolver_continues_and_7_7_5_new_own_triggers_join() -> None:
    g = _game()
    _add(g, 0, "A1", (0, "A3"))
    _add(g, 0, "A2")
    _add(g, 1, "O1")
    assert _run(g, prefer=["A1", "A3"]) == [(0, "A1"), (0, "A3"), (0, "A2"), (1, "O1")]


def test_7_7_6_trigger_of_another_player_waits_for_their_turn_to_resolve() -> None:
    g = _game()
    _add(g, 0, "A1", (1, "O2"))
    _add(g, 0, "A2")
    _add(g, 1, "O1")
    log = _run(g, prefer=["A1", "A2", "O2"])
    assert log[:2] == [(0, "A1"), (0, "A2")]
    assert sorted(log[2:]) == [(1, "O1"), (1, "O2")]


def test_7_7_example_b_the_bag_passes_back_to_the_active_player() -> None:
    """Example B: two active triggers and one of the opponent's; the active player's first adds
    another of theirs; the opponent's adds one for the active player, so the bag passes back."""
    g = _game()
    _add(g, 0, "A1", (0, "A3"))
    _add(g, 0, "A2")
    _add(g, 1, "O1", (0, "A4"))
    log = _run(g, prefer=["A1", "A2", "A3"])
    assert log == [(0, "A1"), (0, "A2"), (0, "A3"), (1, "O1"), (0, "A4")]


def test_7_7_4_4_the_bag_passes_to_the_next_player_in_turn_order() -> None:
    """After a player finishes, the next player in turn order after them resolves, even if a
    player earlier in the order got a new trigger meanwhile."""
    g = _game(players=3, active=0)
    _add(g, 0, "A1")
    _add(g, 1, "B1", (0, "A2"))
    _add(g, 2, "C1")
    assert _run(g) == [(0, "A1"), (1, "B1"), (2, "C1"), (0, "A2")]


def test_7_7_4_4_passing_starts_from_the_active_player_in_multiplayer() -> None:
    g = _game(players=4, active=2)
    _add(g, 1, "B1")
    _add(g, 3, "D1")
    _add(g, 0, "A1")
    _add(g, 2, "C1")
    assert [t for _, t in _run(g)] == ["C1", "D1", "A1", "B1"]


def test_7_7_leaving_player_triggers_cease_to_exist() -> None:
    """7.7 / 9.2.3: triggers of a player who leaves while they wait in the bag are gone."""
    g = _game(players=3, active=0)
    _add(g, 0, "A1")
    _add(g, 0, "A2")
    _add(g, 1, "B1")
    _add(g, 2, "C1")
    push(g.state, ["bag"])
    advance(g.state, [])
    assert g.state.decision is not None and g.state.decision.player == 0
    g.apply(1, Concede())
    assert all(b.controller != 1 for b in g.state.bag)
    log = _run(g)
    assert [t for _, t in log] == ["A1", "A2", "C1"]


def test_7_7_resolving_player_who_concedes_mid_effect() -> None:
    """The player whose trigger is resolving leaves while it waits on their choice: the effect
    ceases and the bag carries on with the others."""
    g = _game(players=3, active=1)
    _add(g, 1, "B1", may=True)
    _add(g, 2, "C1")
    _add(g, 0, "A1")
    push(g.state, ["bag"])
    advance(g.state, [])
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    g.apply(1, Concede())
    assert not g.is_over
    advance(g.state, [])
    log = _run(g)
    assert [t for _, t in log] == ["C1", "A1"]
    assert g.state.active == 2
