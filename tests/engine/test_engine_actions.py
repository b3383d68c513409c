"""Actions on the wire: round trips, paste-back reprs, and strict parsing (InvalidAction)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import (
    Action,
    Activate,
    Challenge,
    Choose,
    Concede,
    EndTurn,
    InkCard,
    InvalidAction,
    MoveTo,
    PlayCard,
    Quest,
    TimeOut,
    action_from_wire,
)

EXAMPLES: list[Action] = [
    InkCard(3),
    PlayCard(4),
    PlayCard(4, shift=2),
    PlayCard(4, singers=(1,)),
    PlayCard(9, singers=(1, 2, 3)),
    Quest(7),
    Challenge(1, 2),
    MoveTo(5, 6),
    Activate(8),
    Activate(8, 1),
    Activate(8, -1),
    Choose(()),
    Choose((12,)),
    Choose(("yes",)),
    Choose((1, 2, "top")),
    EndTurn(),
    Concede(),
    TimeOut(),
]
NAMES = {name: getattr(engine, name) for name in engine.__all__}

int32 = st.integers(min_value=-(2**31), max_value=2**31 - 1)
pick = st.one_of(int32, st.text(max_size=32))
actions = st.one_of(
    st.builds(InkCard, int32),
    st.builds(PlayCard, int32, int32, st.lists(int32, max_size=8).map(tuple)),
    st.builds(Quest, int32),
    st.builds(Challenge, int32, int32),
    st.builds(MoveTo, int32, int32),
    st.builds(Activate, int32, int32),
    st.builds(Choose, st.lists(pick, max_size=64).map(tuple)),
    st.just(EndTurn()),
    st.just(Concede()),
    st.just(TimeOut()),
)


def test_every_action_type_has_an_example() -> None:
    from engine.actions import ACTION_TYPES

    assert {type(a) for a in EXAMPLES} == set(ACTION_TYPES.values())


@pytest.mark.parametrize("action", EXAMPLES, ids=repr)
def test_wire_round_trip(action: Action) -> None:
    wire = action.to_wire()
    assert wire["type"] == type(action).type
    assert all(not isinstance(v, tuple) for v in wire.values())  # msgpack/JSON friendly
    assert action_from_wire(wire) == action


@pytest.mark.parametrize("action", EXAMPLES, ids=repr)
def test_repr_pastes_back(action: Action) -> None:
    assert eval(repr(action), NAMES) == action


@given(actions)
def test_wire_and_repr_round_trip_any_action(action: Action) -> None:
    assert action_from_wire(action.to_wire()) == action
    assert eval(repr(action), NAMES) == action


def test_defaults_may_be_omitted_on_the_wire() -> None:
    assert action_from_wire({"type": "play", "card": 3}) == PlayCard(3)
    assert action_from_wire({"type": "activate", "card": 3}) == Activate(3, 0)
    assert action_from_wire({"type": "choose"}) == Choose(())
    assert action_from_wire({"type": "choose", "picks": (1, "x")}) == Choose((1, "x"))


BAD: list[tuple[Any, str]] = [
    (None, "must be a map"),
    ([{"type": "end_turn"}], "must be a map"),
    ("end_turn", "must be a map"),
    (3, "must be a map"),
    ({}, "unknown action type"),
    ({"type": "fly"}, "unknown action type"),
    ({"type": 3}, "unknown action type"),
    ({"type": None}, "unknown action type"),
    ({"type": ["quest"]}, "unknown action type"),
    ({"type": "end_turn", "card": 1}, "unexpected fields"),
    ({"type": "quest", "card": 1, "extra": 0}, "unexpected fields"),
    ({"type": "quest", "card": 1, 7: 0}, "unexpected fields"),
    ({"type": "quest"}, "missing fields"),
    ({"type": "challenge", "attacker": 1}, "missing fields"),
    ({"type": "quest", "card": "1"}, "32-bit integer"),
    ({"type": "quest", "card": 1.0}, "32-bit integer"),
    ({"type": "quest", "card": None}, "32-bit integer"),
    ({"type": "quest", "card": True}, "32-bit integer"),
    ({"type": "quest", "card": False}, "32-bit integer"),
    ({"type": "quest", "card": 2**31}, "32-bit integer"),
    ({"type": "quest", "card": -(2**31) - 1}, "32-bit integer"),
    ({"type": "ink", "card": [1]}, "32-bit integer"),
    ({"type": "activate", "card": 1, "ability": True}, "32-bit integer"),
    ({"type": "play", "card": 1, "shift": "2"}, "32-bit integer"),
    ({"type": "play", "card": 1, "banish": "2"}, "32-bit integer"),
    ({"type": "play", "card": 1, "singers": 2}, "'singers' must be a list"),
    ({"type": "play", "card": 1, "singers": "12"}, "'singers' must be a list"),
    ({"type": "play", "card": 1, "singers": list(range(9))}, "'singers' must be a list"),
    ({"type": "play", "card": 1, "singers": [True]}, "32-bit integer"),
    ({"type": "play", "card": 1, "singers": ["a"]}, "32-bit integer"),
    ({"type": "choose", "picks": 1}, "'picks' must be a list"),
    ({"type": "choose", "picks": "yes"}, "'picks' must be a list"),
    ({"type": "choose", "picks": {"a": 1}}, "'picks' must be a list"),
    ({"type": "choose", "picks": list(range(65))}, "'picks' must be a list"),
    ({"type": "choose", "picks": [True]}, "32-bit integer"),
    ({"type": "choose", "picks": [1.5]}, "32-bit integer"),
    ({"type": "choose", "picks": [None]}, "32-bit integer"),
    ({"type": "choose", "picks": ["x" * 33]}, "32-bit integer"),
    ({"type": "choose", "picks": [[1]]}, "32-bit integer"),
]


@pytest.mark.parametrize(("wire", "message"), BAD, ids=[repr(w)[:60] for w, _ in BAD])
def test_malformed_actions_are_invalid(wire: Any, message: str) -> None:
    with pytest.raises(InvalidAction, match=message):
        action_from_wire(wire)


@given(st.dictionaries(st.text(max_size=8), st.one_of(st.none(), st.booleans(), st.integers(),
                                                      st.text(max_size=40),
                                                      st.lists(st.integers(), max_size=3)),
                       max_size=4))
def test_arbitrary_maps_parse_or_raise_invalid_action(data: dict[str, Any]) -> None:
    for kind in (None, "quest", "play", "choose", "challenge"):
        wire = dict(data) if kind is None else {**data, "type": kind}
        try:
            action = action_from_wire(wire)
        except InvalidAction:
            continue
        assert action_from_wire(action.to_wire()) == action
