"""The shared rules core on its own: each mechanism with a toy game, independent of any
ruleset (the rulesets' own tests show the same pieces doing real rules)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import pytest

from engine.core import leaving
from engine.core.durations import Lasting, LastKnown, applying, expire
from engine.core.seating import apnap, clockwise, left_of, next_in
from engine.core.statecheck import StateCheck, WinLose, verdict
from engine.core.triggers import batches, next_resolver, ordering, unpicked
from engine.core.windows import NEXT, SAME, Window
from engine.core.wire import WireAction, from_wire, registry
from engine.errors import IllegalAction, InvalidAction


def test_seating_orders() -> None:
    assert clockwise([0, 1, 2, 3], 2) == (2, 3, 0, 1)
    assert left_of([0, 1, 2], 2) == 0
    assert apnap(["a0", "b2", "c1", "d0"], lambda x: int(x[1]), (1, 2, 0)) == \
        ["c1", "b2", "a0", "d0"]


@dataclass
class Toy:
    """A toy game: numbered piles that shrink by one while above a cap, a player who loses at
    0 and a log of passes."""

    piles: dict[str, int]
    cap: int
    life: dict[int, int]
    active: int = 0
    over: bool = False
    log: list[list[tuple[int, str]]] = field(default_factory=list)
    checks: int = 0
    asked: bool = False
    settled: int = 0


def _lose(t: Toy) -> list[tuple[int, str]]:
    return [(seat, "lose") for seat, life in t.life.items() if life <= 0]


def _shrink(t: Toy) -> list[tuple[int, str]]:
    return [(int(name[1]), name) for name, n in t.piles.items() if n > t.cap]


def _perform(t: Toy, results: list[tuple[int, str]]) -> None:
    t.log.append(results)
    for _seat, what in results:
        if what == "lose":
            t.over = True
        else:
            t.piles[what] -= 1


def toy_check(**kw: object) -> StateCheck[Toy, tuple[int, str]]:
    return StateCheck(groups=((_lose,), (_shrink,)), perform=_perform,
                      seat_of=lambda r: r[0], turn_order=lambda t: clockwise([0, 1, 2], t.active),
                      is_over=lambda t: t.over, **kw)  # type: ignore[arg-type]


def test_statecheck_loops_to_a_fixed_point_one_event_per_pass_apnap() -> None:
    t = Toy({"p0": 3, "p1": 2, "p2": 4}, cap=1, life={0: 5}, active=1)
    report = toy_check().run(t)
    assert t.piles == {"p0": 1, "p1": 1, "p2": 1}
    assert t.log[0] == [(1, "p1"), (2, "p2"), (0, "p0")]  # active player first
    assert len(report.passes) == 3 and report.performed


def test_statecheck_earlier_group_first_and_stops_when_over() -> None:
    t = Toy({"p0": 3}, cap=1, life={0: 0})
    toy_check().run(t)
    assert t.log == [[(0, "lose")]] and t.piles == {"p0": 3}


def test_statecheck_blocked_pass_changes_nothing() -> None:
    def blocked(t: Toy, results: list[tuple[int, str]]) -> bool:
        t.asked = True
        return True

    def checked(t: Toy) -> None:
        t.checks += 1

    t = Toy({"p0": 3}, cap=1, life={})
    report = toy_check(blocked=blocked, checked=checked).run(t)
    assert report.blocked and t.asked and t.log == [] and t.checks == 0


def test_statecheck_checked_and_settled_hooks() -> None:
    def checked(t: Toy) -> None:
        t.checks += 1

    def settled(t: Toy) -> None:
        t.settled += 1

    t = Toy({"p0": 2}, cap=1, life={})
    toy_check(checked=checked, settled=settled).run(t)
    assert t.checks == 2 and t.settled == 1  # one look that acted, one that found nothing


def test_statecheck_that_never_settles_fails_loudly() -> None:
    def never(t: Toy, results: list[tuple[int, str]]) -> None:
        return None

    check = StateCheck(groups=((_shrink,),), perform=never, seat_of=lambda r: r[0],
                       turn_order=lambda t: [0], is_over=lambda t: False, max_passes=5)
    with pytest.raises(RuntimeError):
        check.run(Toy({"p0": 3}, cap=1, life={}))


def test_verdict_policies_and_draw() -> None:
    assert verdict([0], [0, 1], [0, 1], WinLose.WIN_BEATS_LOSE).winners == (0,)
    v = verdict([0], [0], [0, 1], WinLose.LOSE_BEATS_WIN)
    assert v.winners == () and v.losers == (0,) and not v.draw
    assert verdict([], [1, 0], [0, 1], WinLose.LOSE_BEATS_WIN).draw


def test_trigger_batches_by_chooser_in_order() -> None:
    items = ["a1", "b0", "c1", "d2"]
    assert batches(items, lambda x: int(x[1]), [1, 2, 0]) == \
        [(1, ["a1", "c1"]), (2, ["d2"]), (0, ["b0"])]
    assert batches(items, lambda x: 2, [0, 1, 2]) == [(2, items)]  # one player orders all


def test_trigger_next_resolver_passes_in_turn_order() -> None:
    order = [0, 1, 2]
    assert next_resolver({0: 1, 2: 1}, order, -1) == 0
    assert next_resolver({0: 1, 2: 1}, order, 0) == 0  # keeps resolving while holding
    assert next_resolver({2: 1}, order, 0) == 2
    assert next_resolver({0: 1}, order, 2) == 0
    assert next_resolver({}, order, 1) is None
    assert ordering(3, []) is None and unpicked(3, [2]) == (0, 1)
    assert ordering(3, [2]) is None and ordering(3, [2, 0]) == (2, 0, 1)
    assert ordering(1, []) == (0,) and ordering(0, []) == ()


def test_window_closes_after_consecutive_passes_and_resets_on_action() -> None:
    w = Window("w", (2, 0, 1), NEXT)
    assert w.player == 2
    assert not w.pass_() and w.player == 0
    w.acted()
    assert w.player == 1 and w.passes == 0
    assert not w.pass_() and not w.pass_()
    assert w.player == 0 and w.pass_() and w.closed
    with pytest.raises(ValueError):
        w.pass_()


def test_next_in_skips_players_who_left_and_works_from_one_who_did() -> None:
    assert next_in([0, 1, 2, 3], 1, {0, 1, 2, 3}) == 2
    assert next_in([0, 1, 2, 3], 1, {0, 3}) == 3  # 2 left
    assert next_in([0, 1, 2, 3], 3, {1, 2}) == 1  # 3 itself left
    assert next_in([0, 1], 0, {0}) == 0
    with pytest.raises(ValueError):
        next_in([0, 1], 0, set())


def test_window_goes_on_without_a_player_who_leaves() -> None:
    # The player asked leaves: the next one is asked, the passes in a row stand.
    w = Window("w", (0, 1, 2, 3), NEXT)
    w.pass_()
    w.leave(1)
    assert w.order == (0, 2, 3) and w.player == 2 and w.passes == 1 and not w.closed
    # A player who passed leaves: their pass no longer counts.
    w = Window("w", (0, 1, 2, 3), NEXT)
    w.pass_()
    w.pass_()
    w.leave(0)
    assert w.order == (1, 2, 3) and w.player == 2 and w.passes == 1
    # A player who has not passed yet leaves, and everybody else has passed: it closes.
    w = Window("w", (0, 1, 2), NEXT)
    w.pass_()
    w.pass_()
    assert w.player == 2
    w.leave(2)
    assert w.order == (0, 1) and w.closed and w.passes == 2
    # Nobody passed since an action (the passes were reset): it stays open, and the asked
    # player before the leaver keeps their place.
    w = Window("w", (0, 1, 2), SAME)
    w.pass_()
    w.acted()
    w.leave(0)
    assert w.order == (1, 2) and w.player == 1 and w.passes == 0
    w.leave(7)  # not in it: nothing changes
    assert w.order == (1, 2)
    with pytest.raises(ValueError):
        Window("w", (4,), NEXT).leave(4)


def test_leaving_actions_reasons_and_checks() -> None:
    tags = registry(leaving.Concede, leaving.TimeOut)
    assert tags == leaving.LEAVING
    for a in (leaving.Concede(), leaving.TimeOut()):
        assert from_wire(tags, a.to_wire()) == a and a.to_wire() == {"type": a.type}
    with pytest.raises(InvalidAction):
        from_wire(tags, {"type": "concede", "seat": 1})
    assert leaving.check(leaving.Concede(), 1, {0, 1}, {0}) == "conceded"
    assert leaving.check(leaving.TimeOut(), 0, {0, 1}, {0}) == "timeout"
    with pytest.raises(IllegalAction) as refused:
        leaving.check(leaving.TimeOut(), 1, {0, 1}, {0})
    assert refused.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as gone:
        leaving.check(leaving.Concede(), 2, {0, 1}, {0})
    assert gone.value.code == "game_over"
    assert leaving.ending("conceded", 2) == "opponent_conceded"
    assert leaving.ending("timeout", 2) == "opponent_timeout"
    assert leaving.ending("conceded", 3) == leaving.ending("timeout", 4) == \
        "last_player_standing"


def test_window_same_player_keeps_the_initiative() -> None:
    w = Window("priority", (0, 1), SAME)
    w.acted()
    assert w.player == 0
    with pytest.raises(ValueError):
        Window("empty", ())


def test_durations_expire_by_boundary() -> None:
    effects = [Lasting("a", "end_of_turn"), Lasting("b", "end_of_phase")]
    kept, ended = expire(effects, "end_of_turn")
    assert [e.effect for e in kept] == ["b"] and [e.effect for e in ended] == ["a"]


def test_applying_fixed_point_and_loops() -> None:
    # 0 always; 1 while 0 applies; 2 while 2 does not apply (a loop by itself).
    def holds(i: int, active: frozenset[int]) -> bool:
        return i == 0 or (i == 1 and 0 in active) or (i == 2 and 2 not in active)

    assert applying(3, holds) == frozenset({0, 1})


def test_last_known_is_taken_before_the_change() -> None:
    values = {1: 5, 2: 7}
    lk: LastKnown[int, int] = LastKnown()
    lk.capture([1, 2], values.__getitem__)
    values[1] = 0
    assert lk.get(1) == 5 and lk.get(3) is None


@dataclass(frozen=True, slots=True)
class Ping(WireAction):
    type: ClassVar[str] = "ping"
    n: int
    tags: tuple[str, ...] = ()
    to: int | None = None


@dataclass(frozen=True, slots=True)
class Wrap(WireAction):
    type: ClassVar[str] = "wrap"
    inner: tuple[WireAction, ...] = ()


def test_wire_round_trip_and_strictness() -> None:
    tags = registry(Ping, Wrap)
    w = Wrap((Ping(1, ("a",)), Ping(2, to=3)))
    assert from_wire(tags, w.to_wire()) == w
    for bad in (None, {"type": 1}, {"type": "ping"}, {"type": "ping", "n": True},
                {"type": "ping", "n": 1, "tags": "a"}, {"type": "ping", "n": 1, "zz": 1},
                {"type": "wrap", "inner": [{"type": "nope"}]}):
        with pytest.raises(InvalidAction):
            from_wire(tags, bad)
    with pytest.raises(ValueError):
        registry(Ping, Ping)


@dataclass(frozen=True)
class Leaf:
    a: tuple[int, ...]
    b: frozenset[str]


@dataclass
class Tree:
    leaves: list[Leaf]
    by_pair: dict[tuple[int, int], set[int]]
    names: dict[str, int | None]
    window: Window | None = None


def test_plain_round_trip_through_msgpack_and_refuses_unknown_classes() -> None:
    import msgpack

    from engine.core.plain import classes, from_plain, to_plain

    tree = Tree([Leaf((1, 2), frozenset({"x", "y"}))], {(1, 2): {3, 4}}, {"k": None},
                Window("w", (0, 1)))
    known = classes(Leaf, Tree, Window)
    data = msgpack.unpackb(msgpack.packb(to_plain(tree)))
    assert from_plain(data, known) == tree
    with pytest.raises(ValueError):
        from_plain(data, classes(Leaf, Window))
    with pytest.raises(TypeError):
        to_plain(object())


def test_both_rulesets_are_matches_for_a_room() -> None:
    from engine.core.table import Match, Result
    from engine.rulesets import sba704, windows003
    from engine.rulesets.sba704.actions import LifeChange

    a = sba704.Scenario(2).build()
    b = windows003.Scenario(2).build()
    assert isinstance(a, Match) and isinstance(b, Match)
    a.judge(LifeChange(1, -20))
    assert a.is_over and a.result == Result((0,), "state_based_actions")
    assert not b.is_over and b.result is None
    assert a.views([0, None]) == [a.view(0), a.view(None)]
