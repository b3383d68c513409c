"""diff/apply_patch: exact reconstruction (property-based), no input mutation, compact ops."""

from __future__ import annotations

import copy
import math
from typing import Any

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol import PatchError, apply_patch, diff


def strict_eq(a: Any, b: Any) -> bool:
    """Equality that also compares types (1 vs 1.0 vs True), NaN and the sign of zero."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(strict_eq(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(strict_eq(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float):
        if math.isnan(a):
            return math.isnan(b)
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    return bool(a == b)


atoms = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-3, max_value=3)
    | st.integers(min_value=-(2**63), max_value=2**64 - 1)
    | st.sampled_from([0.0, -0.0, 1.0, math.nan, math.inf, 2.5])
    | st.floats()
    | st.sampled_from(["", "a", "b", "id"])
    | st.text(max_size=4)
)
keys = st.sampled_from(["a", "b", "c", "id", "hand", "play"]) | st.text(max_size=3)
trees = st.recursive(
    atoms,
    lambda kids: st.lists(kids, max_size=6) | st.dictionaries(keys, kids, max_size=5),
    max_leaves=40,
)
int_key_trees = st.recursive(
    atoms,
    lambda kids: (
        st.lists(kids, max_size=5) | st.dictionaries(keys | st.integers(-2, 5), kids, max_size=4)
    ),
    max_leaves=25,
)


def mutate(node: Any, data: st.DataObject, depth: int = 0) -> Any:
    """A copy of ``node`` with a few random local edits (what real views do between versions)."""
    choice = data.draw(st.integers(0, 9), label="choice")
    if choice == 0 or depth > 6:
        return data.draw(trees, label="replacement")
    if isinstance(node, dict):
        out = dict(node)
        for _ in range(data.draw(st.integers(1, 2))):
            op = data.draw(st.integers(0, 3))
            if op == 0 or not out:
                out[data.draw(keys)] = data.draw(trees)
            elif op == 1:
                del out[data.draw(st.sampled_from(sorted(out, key=repr)))]
            else:
                k = data.draw(st.sampled_from(sorted(out, key=repr)))
                out[k] = mutate(out[k], data, depth + 1)
        return out
    if isinstance(node, list):
        out_l = list(node)
        for _ in range(data.draw(st.integers(1, 3))):
            op = data.draw(st.integers(0, 4))
            if op == 0 or not out_l:
                out_l.insert(data.draw(st.integers(0, len(out_l))), data.draw(trees))
            elif op == 1:
                del out_l[data.draw(st.integers(0, len(out_l) - 1))]
            elif op == 2:
                i = data.draw(st.integers(0, len(out_l) - 1))
                out_l[i] = mutate(out_l[i], data, depth + 1)
            elif op == 3:
                i = data.draw(st.integers(0, len(out_l) - 1))
                j = data.draw(st.integers(0, len(out_l) - 1))
                out_l.insert(j, out_l.pop(i))
            else:
                out_l.append(data.draw(trees))
        return out_l
    return data.draw(trees, label="new atom")


def check(old: Any, new: Any, *, id_key: str | None = "id") -> list[list[Any]]:
    old_copy, new_copy = copy.deepcopy(old), copy.deepcopy(new)
    ops = diff(old, new, id_key=id_key)
    assert strict_eq(old, old_copy), "diff mutated old"
    assert strict_eq(new, new_copy), "diff mutated new"
    ops_copy = copy.deepcopy(ops)
    result = apply_patch(old, ops)
    assert strict_eq(result, new), (old, new, ops, result)
    assert strict_eq(old, old_copy), "apply_patch mutated the document"
    assert strict_eq(ops, ops_copy), "apply_patch mutated the ops"
    return ops


@settings(max_examples=400)
@given(old=trees, new=trees)
def test_independent_trees(old: Any, new: Any) -> None:
    check(old, new)


@settings(max_examples=400)
@given(old=trees, data=st.data())
def test_related_trees(old: Any, data: st.DataObject) -> None:
    new = mutate(old, data)
    check(old, new)
    check(old, new, id_key=None)


@settings(max_examples=200)
@given(old=int_key_trees, new=int_key_trees)
def test_trees_with_integer_keys(old: Any, new: Any) -> None:
    check(old, new)


@settings(max_examples=200)
@given(old=trees, data=st.data())
def test_ops_survive_msgpack(old: Any, data: st.DataObject) -> None:
    new = mutate(old, data)
    ops = diff(old, new)
    wire = msgpack.unpackb(msgpack.packb(ops), raw=False, strict_map_key=False)
    assert strict_eq(apply_patch(old, wire), new)


@given(tree=trees)
def test_identical_trees_give_no_ops(tree: Any) -> None:
    if not _has_nan(tree):
        assert diff(tree, copy.deepcopy(tree)) == []
    assert diff(tree, tree) == []


def _has_nan(t: Any) -> bool:
    if isinstance(t, float):
        return math.isnan(t)
    if isinstance(t, dict):
        return any(_has_nan(v) for v in t.values())
    if isinstance(t, list):
        return any(_has_nan(v) for v in t)
    return False


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (1, True),
        (0, False),
        (1, 1.0),
        (0.0, -0.0),
        ([1, True, 1.0], [True, 1.0, 1]),
        ({"a": [0]}, {"a": [False]}),
        ({"a": 1}, {"a": {"b": 1}}),
        ([], {}),
        ({}, []),
        (None, {"a": 1}),
    ],
)
def test_type_changes_are_exact(old: Any, new: Any) -> None:
    check(old, new)
    assert diff(old, new) != []


# --------------------------------------------------------------------------- compactness


def card(i: int, **kw: Any) -> dict[str, Any]:
    return {"id": i, "name": f"Card {i}", "cost": i % 7, **kw}


def view(hand: list[int], play: list[dict[str, Any]], lore: int = 0) -> dict[str, Any]:
    return {
        "version": lore,
        "players": [
            {"seat": 0, "lore": lore, "hand": [card(i) for i in hand], "play": play},
            {"seat": 1, "lore": 0, "hand": 7, "play": [card(i + 100) for i in range(5)]},
        ],
    }


def test_card_leaving_hand_is_one_splice() -> None:
    old, new = view([1, 2, 3, 4, 5], []), view([1, 2, 4, 5], [])
    assert check(old, new) == [["splice", ["players", 0, "hand"], 2, 1, []]]


def test_card_entering_hand_is_one_splice() -> None:
    old, new = view([1, 2, 3], []), view([1, 9, 2, 3], [])
    assert check(old, new) == [["splice", ["players", 0, "hand"], 1, 0, [card(9)]]]


def test_card_played_moves_between_zones() -> None:
    old = view([1, 2, 3], [card(7)], lore=1)
    new = view([1, 3], [card(7), card(2, exerted=False)], lore=2)
    ops = check(old, new)
    assert ops == [
        ["set", ["version"], 2],
        ["set", ["players", 0, "lore"], 2],
        ["splice", ["players", 0, "hand"], 1, 1, []],
        ["splice", ["players", 0, "play"], 1, 0, [card(2, exerted=False)]],
    ]


def test_card_state_change_is_one_set() -> None:
    play = [card(i, exerted=False, damage=0) for i in range(6)]
    play2 = copy.deepcopy(play)
    play2[3]["exerted"] = True
    assert check(view([], play), view([], play2)) == [
        ["set", ["players", 0, "play", 3, "exerted"], True]
    ]


def test_removal_plus_change_in_same_list() -> None:
    play = [card(i, damage=0) for i in range(6)]
    play2 = [c for c in copy.deepcopy(play) if c["id"] != 1]
    play2[-1]["damage"] = 2  # the last card (id 5) took damage
    ops = check(view([], play), view([], play2))
    assert ops == [
        ["splice", ["players", 0, "play"], 1, 1, []],
        ["set", ["players", 0, "play", 4, "damage"], 2],
    ]


def test_reorder_by_id_does_not_resend_everything() -> None:
    play = [card(i) for i in range(10)]
    moved = play[:2] + play[3:] + [play[2]]
    ops = check(play, moved)
    assert len(ops) == 2  # remove at 2, append at the end


def test_swapped_cards_with_different_ids_are_replaced_not_merged() -> None:
    ops = check([card(1)], [card(2)])
    assert ops == [["splice", [], 0, 1, [card(2)]]]


def test_patch_shares_untouched_subtrees() -> None:
    old = view([1, 2, 3], [card(7)])
    new = view([1, 2], [card(7)])
    result = apply_patch(old, diff(old, new))
    assert result["players"][1] is old["players"][1]
    assert result["players"][0]["play"] is old["players"][0]["play"]
    assert result["players"][0] is not old["players"][0]


def test_long_lists_fall_back_but_stay_correct() -> None:
    old = list(range(300))
    new = [x * 2 for x in reversed(old)]
    check(old, new)


# --------------------------------------------------------------------------- bad patches


@pytest.mark.parametrize(
    "ops",
    [
        [["set", ["missing", "x"], 1]],
        [["set", ["l", 5], 1]],
        [["set", ["l", -1], 1]],
        [["set", ["l", "0"], 1]],
        [["set", ["l", True], 1]],
        [["set", ["n", "x"], 1]],  # descending into an atom
        [["del", ["nope"]]],
        [["del", []]],
        [["del", ["l", 0]]],  # del is for dict keys only
        [["splice", ["l"], 4, 0, []]],
        [["splice", ["l"], 0, 4, []]],
        [["splice", ["l"], -1, 0, []]],
        [["splice", ["l"], 0, -1, []]],
        [["splice", ["l"], 0, 0, "x"]],
        [["splice", ["d"], 0, 0, []]],
        [["splice", ["l"], 0.0, 0, []]],
        [["move", ["l"]]],
        [["set", ["n"]]],
        [[]],
        ["set"],
        [["set", "n", 1]],
        [["set", [["unhashable"]], 1]],
        [["set", [{"a": 1}], 1]],
    ],
)
def test_bad_patches_raise_patch_error(ops: list[Any]) -> None:
    doc = {"l": [1, 2, 3], "d": {"a": 1}, "n": 5}
    before = copy.deepcopy(doc)
    with pytest.raises(PatchError):
        apply_patch(doc, ops)
    assert doc == before


def test_later_ops_do_not_mutate_values_of_earlier_ops() -> None:
    value = {"x": [1]}
    ops: list[list[Any]] = [
        ["set", ["a"], value],
        ["splice", ["a", "x"], 1, 0, [2]],
        ["set", ["a", "y"], 3],
    ]
    result = apply_patch({}, ops)
    assert result == {"a": {"x": [1, 2], "y": 3}}
    assert value == {"x": [1]}


def test_root_replacement() -> None:
    assert apply_patch({"a": 1}, [["set", [], [1, 2]], ["splice", [], 2, 0, [3]]]) == [1, 2, 3]
