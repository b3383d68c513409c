"""Seed 001's ruleset under random input (hypothesis): anything a client or judge sends is
either applied or refused with a typed error that changes nothing; nothing crashes."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import IllegalAction, InvalidAction
from engine.rulesets.sba704 import Scenario
from engine.rulesets.sba704.actions import JUDGE
from engine.rulesets.sba704.model import PLANAR_DECK, PLANECHASE, ZONES
from engine.rulesets.sba704.procedure import PLAYER, action_from_wire

values = st.one_of(st.integers(-3, 12), st.sampled_from(ZONES), st.none(), st.booleans(),
                   st.text(max_size=3), st.lists(st.integers(-1, 12), max_size=3))
wire = st.fixed_dictionaries(
    {"type": st.sampled_from([*sorted({*JUDGE, *PLAYER}), "bogus"])},
    optional={k: values for k in ("target", "amount", "source", "seat", "kind", "count", "obj",
                                  "to", "to_player", "controller", "name", "zone", "original",
                                  "picks", "life", "power", "toughness", "event", "subject",
                                  "combat", "uses")})


@settings(max_examples=120, deadline=None)
@given(st.lists(st.tuples(st.integers(-1, 3), wire), max_size=12))
def test_704_random_input_is_applied_or_refused_cleanly(steps: list[tuple[int, Any]]) -> None:
    sc = Scenario(3, variants=(PLANECHASE,))
    sc.creature(0, "Bear", 2, 2, supertypes=("legendary",))
    sc.creature(0, "Bear", 2, 2, supertypes=("legendary",))
    sc.planeswalker(1, "Jace", 2, "Jace")
    sc.plane("Only phenomenon", PLANAR_DECK, phenomenon=True)
    sc.library(2, 1)
    g = sc.build()
    g.judge()
    for seat, data in steps:
        before = copy.deepcopy(g.state)
        try:
            action = action_from_wire(data)
            if seat < 0 or (type(action).type in JUDGE and type(action).type != "cast"):
                g.judge(action)
            else:
                g.apply(seat, action)
        except (InvalidAction, IllegalAction):
            assert g.state == before
