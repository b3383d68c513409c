"""Seed 001, properties of the whole check over random positions (hypothesis): once a check has
settled no state-based action's condition holds, and the outcome does not depend on the order
in which the permanents were listed; also when the first player asked to choose (which legend
to keep, the order of their triggers) concedes instead."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.leaving import Concede
from engine.rulesets.sba704 import Game, Scenario
from engine.rulesets.sba704.model import MINUS, PLUS, TriggerDef
from engine.rulesets.sba704.procedure import Choose
from engine.rulesets.sba704.sba import holding

KINDS = ("creature", "legend", "planeswalker", "aura", "equipment", "token", "world", "lamp")

spec = st.fixed_dictionaries({
    "kind": st.sampled_from(KINDS),
    "controller": st.integers(0, 2),
    "toughness": st.integers(-1, 4),
    "damage": st.integers(0, 4),
    "plus": st.integers(0, 2),
    "minus": st.integers(0, 3),
    "deathtouched": st.booleans(),
    "shields": st.integers(0, 1),
    "attach": st.one_of(st.none(), st.integers(0, 11)),
    "stamp": st.integers(1, 3),
    "name": st.sampled_from(("A", "B")),
    "loyalty": st.integers(0, 2),
})


def build(specs: list[dict[str, Any]], order: list[int]) -> Game:
    sc = Scenario(3, active=1)
    ids: dict[int, int] = {}
    for i in order:
        d = specs[i]
        tag = f"o{i}"
        common: dict[str, Any] = {"controller": d["controller"], "tag": tag}
        kind = d["kind"]
        if kind in ("creature", "legend", "token"):
            ids[i] = sc.creature(d["controller"], d["name"], 1, d["toughness"],
                                 supertypes=("legendary",) if kind == "legend" else (),
                                 token=kind == "token", damage=d["damage"],
                                 deathtouch_damage=d["deathtouched"], shields=d["shields"],
                                 counters={PLUS: d["plus"], MINUS: d["minus"]},
                                 triggers=(TriggerDef("dies", life=1),), **common)
        elif kind == "planeswalker":
            ids[i] = sc.planeswalker(d["controller"], d["name"], d["loyalty"], d["name"], **common)
        elif kind in ("aura", "equipment"):
            sub = "Aura" if kind == "aura" else "Equipment"
            ids[i] = sc.attachment(d["controller"], "Att", sub, enchant="creature", **common)
        elif kind == "world":
            ids[i] = sc.add(d["controller"], "W", types=("enchantment",),
                            supertypes=("world",), world_since=d["stamp"], **common)
        else:
            ids[i] = sc.add(d["controller"], "Lamp", types=("artifact",),
                            counter_limits={"charge": 1}, counters={"charge": d["plus"]},
                            **common)
    for i, d in enumerate(specs):
        if d["attach"] is not None and d["attach"] in ids:
            sc.state.objects[ids[i]].attached_to = ids[d["attach"]]
    return sc.build()


def settle(g: Game, concede: bool = False) -> None:
    g.judge()
    for _ in range(100):
        d = g.decision
        if d is None:
            return
        if concede:
            concede = False
            g.apply(d.player, Concede())
            assert g.decision is None or g.decision.player != d.player
            continue
        tags = {o.oid: o.tag for o in g.state.objects.values()}
        if d.kind == "keep_one":
            g.apply(d.player, Choose((min(d.options, key=lambda x: tags[x]),)))
        else:
            g.apply(d.player, Choose((min(d.options),)))
    raise AssertionError("the check never settled")


def outcome(g: Game) -> list[Any]:
    s = g.state
    tags = {o.oid: o.tag for o in s.objects.values()}
    objs = sorted((o.tag, o.zone, sorted(o.counters.items()), o.damage, o.tapped,
                   tags.get(o.attached_to) if o.attached_to is not None else None)
                  for o in s.objects.values())
    stack = sorted((s.objects[i.source].tag if i.source in s.objects else "?", i.controller)
                   for i in s.stack)
    return [objs, stack, [(p.life, p.lost) for p in s.players], s.over]


@settings(max_examples=150, deadline=None)
@given(st.lists(spec, min_size=1, max_size=12), st.randoms(use_true_random=False),
       st.booleans())
def test_704_settled_check_leaves_no_condition_and_ignores_listing_order(
        specs: list[dict[str, Any]], rnd: Any, concede: bool) -> None:
    order = list(range(len(specs)))
    g = build(specs, order)
    settle(g, concede)
    if not g.state.over:
        assert holding(g.state) == []
        assert g.decision is not None or g.priority in g.state.alive()
    shuffled = order[:]
    rnd.shuffle(shuffled)
    h = build(specs, shuffled)
    settle(h, concede)
    assert outcome(g) == outcome(h)
