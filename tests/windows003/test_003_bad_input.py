"""Seed 003's ruleset under random input (hypothesis): anything a client sends is either
applied or refused with a typed error that changes nothing; nothing crashes."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import IllegalAction, InvalidAction
from engine.rulesets.windows003 import Scenario
from engine.rulesets.windows003.game import WIRE, action_from_wire
from engine.rulesets.windows003.model import CHALLENGES

from .helpers import CANCEL_ANY, KILL_TARGET, ON_LORD_OR_LADY_DIES_GAIN_POWER, SAVE_ANY

values = st.one_of(st.integers(-2, 9), st.none(), st.booleans(), st.text(max_size=2),
                   st.lists(st.integers(-1, 9), max_size=3))
wire = st.fixed_dictionaries(
    {"type": st.sampled_from([*sorted(WIRE), "bogus"])},
    optional={k: values for k in ("card", "ability", "targets", "pay", "door", "to", "picks")})


@settings(max_examples=120, deadline=None)
@given(st.lists(st.tuples(st.integers(-1, 2), wire), max_size=15))
def test_003_random_input_is_applied_or_refused_cleanly(steps: list[tuple[int, Any]]) -> None:
    sc = Scenario(2, phase=CHALLENGES)
    sc.character(0, "Killer", abilities=(KILL_TARGET, CANCEL_ANY))
    sc.character(1, "Lord", traits=("Lord",), abilities=(ON_LORD_OR_LADY_DIES_GAIN_POWER,
                                                         SAVE_ANY))
    sc.event(1, "Event", abilities=(CANCEL_ANY,))
    sc.add(0, "Recruit", zone="hand", cost=1)
    g = sc.build()
    g.start_segment()
    for seat, data in steps:
        before = copy.deepcopy(g.state)
        try:
            g.apply(seat, action_from_wire(data))
        except (InvalidAction, IllegalAction):
            assert g.state == before
