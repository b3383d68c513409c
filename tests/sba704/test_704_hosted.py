"""Seed 001 as the server hosts it (`engine.rulesets.sba704.hosted`): a game from a seed, a
draw step that makes every game end, and casting limited to what the caster can see."""

from __future__ import annotations

import msgpack
import pytest

from engine.errors import IllegalAction
from engine.rulesets.sba704.hosted import (
    MAX_ACTIONS,
    MAX_COUNTER_KINDS,
    MAX_NUMBER,
    MAX_TABLE,
    MAX_VALUES,
    TableGame,
    new_game,
)
from engine.rulesets.sba704.model import HAND, LIBRARY
from engine.rulesets.sba704.procedure import action_from_wire


def cast(seat: int, *effect: dict[str, object], obj: int | None = None) -> dict[str, object]:
    return {"type": "cast", "controller": seat, "effect": list(effect), "obj": obj}


def oids(g: TableGame, seat: int, zone: str) -> list[int]:
    return [o.oid for o in g.state.objects.values() if o.owner == seat and o.zone == zone]


def test_a_new_game_is_dealt_from_its_seed_and_starts_at_version_0() -> None:
    a, b = new_game(2, 41, hand=4, library=10), new_game(2, 41, hand=4, library=10)
    assert a.snapshot() == b.snapshot() and a.version == 0
    assert a.priority == a.state.active and a.legal_actions(a.state.active)[0].type == "pass"
    views = [new_game(2, s, hand=4, library=10).view(0)["players"][0]["hand"] for s in range(8)]
    assert len({repr([c["name"] for c in v]) for v in views}) > 1  # the seed deals
    for seat in (0, 1):
        assert len(oids(a, seat, HAND)) == 4 and len(oids(a, seat, LIBRARY)) == 6


def test_views_show_a_hand_to_its_owner_only() -> None:
    g = new_game(3, 7, hand=3, library=5)
    for viewer in (None, 0, 1, 2):
        v = g.view(viewer)
        for p in v["players"]:
            assert isinstance(p["hand"], list) == (p["seat"] == viewer)
            assert p["library"] == 2


def test_704_5b_a_game_where_everyone_passes_ends_by_drawing_from_an_empty_library() -> None:
    g = new_game(2, 3, hand=1, library=3)
    moves = 0
    while g.result is None:
        seat = g.priority
        assert seat is not None
        g.apply(seat, action_from_wire({"type": "pass"}))
        g = TableGame.restore(msgpack.unpackb(msgpack.packb(g.snapshot()), strict_map_key=False))
        moves += 1
        assert moves < 100
    assert len(g.result.winners) == 1 and g.result.reason == "state_based_actions"


def test_704_5a_a_cast_spell_resolves_and_the_player_at_0_life_loses() -> None:
    g = new_game(2, 5, life=3, hand=2, library=4)
    me = g.state.active
    other = 1 - me
    g.apply(me, action_from_wire(cast(me, {"type": "damage_player", "seat": other, "amount": 3},
                                      obj=oids(g, me, HAND)[0])))
    g.apply(me, action_from_wire({"type": "pass"}))
    g.apply(other, action_from_wire({"type": "pass"}))
    assert g.result is not None and g.result.winners == (me,)


def test_a_player_names_only_objects_they_see_and_hidden_ones_look_missing() -> None:
    g = new_game(2, 9, hand=2, library=4)
    me = g.state.active
    other = 1 - me
    hidden = [*oids(g, other, HAND), *oids(g, other, LIBRARY), *oids(g, me, LIBRARY)]
    missing = max(g.state.objects) + 50
    before = g.snapshot()
    for oid in [*hidden, missing]:
        for effect in ({"type": "move", "obj": oid, "zone": "battlefield"},
                       {"type": "damage", "target": oid, "amount": 1},
                       {"type": "copy", "original": oid, "zone": "battlefield",
                        "controller": me}):
            with pytest.raises(IllegalAction) as err:
                g.apply(me, action_from_wire(cast(me, effect)))
            assert err.value.reason == f"no object {oid}"
        with pytest.raises(IllegalAction) as err:
            g.apply(me, action_from_wire(cast(me, obj=oid)))
        assert err.value.reason == f"no object {oid}"
    assert g.snapshot() == before  # nothing changed
    g.apply(me, action_from_wire(cast(me, {"type": "move", "obj": oids(g, me, HAND)[0],
                                           "zone": "battlefield"})))


def test_casts_are_bounded() -> None:
    g = new_game(2, 9, hand=2, library=4)
    me = g.state.active
    before = g.snapshot()
    too_big = cast(me, {"type": "life", "seat": me, "amount": MAX_NUMBER + 1})
    too_many = cast(me, *[{"type": "life", "seat": me, "amount": 1}] * MAX_ACTIONS)
    long_name = cast(me, {"type": "token", "controller": me, "name": "x" * 41})
    many_types = cast(me, {"type": "token", "controller": me, "name": "t",
                           "types": ["creature"] * MAX_VALUES})
    for bad in (too_big, too_many, long_name, many_types):
        with pytest.raises(IllegalAction):
            g.apply(me, action_from_wire(bad))
    assert g.snapshot() == before


def test_the_table_is_bounded_and_snapshots_keep_no_history() -> None:
    g = new_game(2, 9, hand=0, library=2)
    me = g.state.active
    tokens = cast(me, *[{"type": "token", "controller": me, "name": "t"}] * (MAX_ACTIONS - 1))
    casts = 0
    while True:
        try:
            g.apply(me, action_from_wire(tokens))
        except IllegalAction as err:
            assert err.reason == "the table is full: nothing more may be cast"
            break
        casts += 1
        g.apply(me, action_from_wire({"type": "pass"}))
        g.apply(1 - me, action_from_wire({"type": "pass"}))  # both passed: it resolves
        assert not g.state.log
    assert casts > 10
    assert len(g.state.objects) + len(g.state.stack) <= MAX_TABLE


def test_an_object_gets_only_so_many_kinds_of_counters_and_no_history_is_kept() -> None:
    g = new_game(2, 9, hand=1, library=4)
    me = g.state.active
    token = cast(me, {"type": "token", "controller": me, "name": "t", "toughness": 1})
    g.apply(me, action_from_wire(token))
    g.apply(me, action_from_wire({"type": "pass"}))
    g.apply(1 - me, action_from_wire({"type": "pass"}))
    (oid,) = [o.oid for o in g.state.objects.values() if o.zone == "battlefield"]
    kinds = [{"type": "counters", "target": oid, "kind": f"k{i}", "count": 1}
             for i in range(MAX_COUNTER_KINDS)]
    g.apply(me, action_from_wire(cast(me, *kinds)))
    g.apply(me, action_from_wire({"type": "pass"}))
    g.apply(1 - me, action_from_wire({"type": "pass"}))
    assert len(g.state.objects[oid].counters) == MAX_COUNTER_KINDS
    with pytest.raises(IllegalAction):
        g.apply(me, action_from_wire(cast(me, {"type": "counters", "target": oid,
                                               "kind": "one more", "count": 1})))
    g.apply(me, action_from_wire(cast(me, {"type": "damage", "target": oid, "amount": 5})))
    g.apply(me, action_from_wire({"type": "pass"}))
    g.apply(1 - me, action_from_wire({"type": "pass"}))  # it resolves; the token dies (704.5g)
    assert oid not in g.state.objects
    assert not g.state.lki.known and not g.state.log


def test_a_spell_acting_on_object_0_resolves_without_failing_halfway() -> None:
    """Found by random self-play: "damage to object 0" passed the resolution's check (0 meant
    "no object"), then failed after the stack was popped. Now it is what no longer exists
    when the spell resolves: skipped."""
    g = new_game(2, 1, hand=1, library=3)
    me = g.state.active
    for effect in ({"type": "damage", "target": 0, "amount": 1},
                   {"type": "move", "obj": 0, "zone": "graveyard"},
                   {"type": "copy", "original": 0, "zone": "battlefield", "controller": me}):
        objects = dict(g.state.objects)
        g.apply(me, action_from_wire(cast(me, effect)))
        g.apply(me, action_from_wire({"type": "pass"}))
        g.apply(1 - me, action_from_wire({"type": "pass"}))
        assert not g.state.stack and g.state.objects == objects
    with pytest.raises(IllegalAction):
        g.apply(me, action_from_wire(cast(me, obj=0)))


def test_a_spell_cast_from_hand_is_seen_by_name_on_the_stack_by_every_viewer() -> None:
    g = new_game(2, 5, hand=2, library=4)
    me = g.state.active
    spell = oids(g, me, HAND)[0]
    name = next(c["name"] for c in g.view(me)["players"][me]["hand"] if c["oid"] == spell)
    g.apply(me, action_from_wire(cast(me, {"type": "damage_player", "seat": 1 - me,
                                           "amount": 1}, obj=spell)))
    for viewer in (None, 0, 1):
        v = g.view(viewer)
        assert [(o["name"], o["owner"]) for o in v["stack"]] == [(name, me)]
        [item] = v["stack_items"]
        assert item["controller"] == me and item["spell"] == v["stack"][0]["oid"]
