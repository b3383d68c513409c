"""Seed 003, properties over random play (hypothesis): random positions, random action schemes
and random response choices, and players conceding at random moments (asked or not, while a
window or a choice waits). Every window closes; within a window no player is asked twice in a
row without another player passing in between; nobody who left is asked again; a refused
action changes nothing."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.leaving import Concede
from engine.errors import IllegalAction
from engine.rulesets.windows003 import Game, Scenario
from engine.rulesets.windows003.game import Choose, Pass, Use
from engine.rulesets.windows003.model import CHALLENGES, PLAY, Ability, Step

from .helpers import (
    CANCEL_ANY,
    GAIN_POWER_ACTION,
    KILL_TARGET,
    ON_LORD_OR_LADY_DIES_GAIN_POWER,
    PASSIVE_ON_ANY_DEATH_GAIN_POWER,
    PASSIVE_ON_POWER_KNEEL_SELF,
    SAVE_ANY,
)

ABILITIES = (
    KILL_TARGET, GAIN_POWER_ACTION, CANCEL_ANY, SAVE_ANY, PASSIVE_ON_ANY_DEATH_GAIN_POWER,
    PASSIVE_ON_POWER_KNEEL_SELF,
    Ability("response", (Step("gain_power", "self"),), when="killed", match="any",
            kneel="self"),
    Ability("response", (Step("kill"),), when="power_gained", match="theirs", kneel="self",
            targets=1),
    Ability("response", (Step("return"),), when="killed", match="mine", kneel="self",
            targets=1),
    Ability("response", (Step("strength", amount=-1, until="end_of_action"),),
            when="initiated", match="any", save_cancel=True, kneel="self", targets=1),
    ON_LORD_OR_LADY_DIES_GAIN_POWER,
)

card = st.tuples(st.integers(0, 3), st.lists(st.integers(0, len(ABILITIES) - 1), max_size=2),
                 st.booleans(), st.booleans())


def build(players: int, cards: list[tuple[int, list[int], bool, bool]]) -> Game:
    sc = Scenario(players, phase=CHALLENGES, first=players - 1)
    for i, (owner, abilities, lord, event) in enumerate(cards):
        abs_ = tuple(ABILITIES[a] for a in abilities)
        if event:
            sc.event(owner % players, f"E{i}", abilities=abs_)
        else:
            sc.character(owner % players, f"C{i}", traits=("Lord",) if lord else (),
                         abilities=abs_)
    return sc.build()


def candidates(g: Game, seat: int) -> list[Any]:
    s = g.state
    in_play = [c.cid for c in s.in_play()]
    doors = range(len(s.scheme.doors)) if s.scheme is not None else range(0)
    out: list[Any] = []
    for c in s.cards.values():
        if c.controller != seat:
            continue
        for i, ab in enumerate(c.abilities):
            targets = [()] if ab.targets == 0 else [(t,) for t in in_play]
            # A normal response names the door it answers (-1, "the first", is a shorthand
            # apply accepts but the legal list spells out).
            by_door = doors if ab.kind == "response" and not ab.save_cancel else (-1,)
            out += [Use(c.cid, i, tg, door=d) for tg in targets for d in by_door]
    return out


@settings(max_examples=120, deadline=None)
@given(st.integers(2, 4), st.lists(card, min_size=1, max_size=8), st.randoms())
def test_003_random_schemes_close_every_window_and_alternate_players(
        players: int, cards: list[tuple[int, list[int], bool, bool]], rnd: Any) -> None:
    g = build(players, cards)
    g.start_segment()
    for _ in range(2000):
        s = g.state
        if s.winner is not None:
            break
        if rnd.random() < 0.03:  # someone still in leaves, whoever is asked
            g.apply(rnd.choice(s.playing()), Concede())
            continue
        if s.decision is not None:
            assert s.decision.player in s.playing()
            g.apply(s.decision.player, Choose((rnd.choice(s.decision.options),)))
            continue
        seat = g.to_act()
        if seat is None:
            break
        assert seat in s.playing()
        legal = g.legal_actions(seat)
        assert legal[0] == Pass() and legal[-1] == Concede()
        legal = legal[:-1]
        if rnd.random() < 0.5 and len(legal) > 1:
            g.apply(seat, rnd.choice(legal[1:]))  # every listed action is accepted
        else:
            for a in candidates(g, seat)[:4]:
                if a not in legal:
                    before = copy.deepcopy(s)
                    with pytest.raises(IllegalAction):
                        g.apply(seat, a)
                    assert s == before  # a refused action changed nothing
            g.apply(seat, Pass())
    else:
        raise AssertionError("play never ended")
    s = g.state
    check_left(s.log)
    if s.winner is None:
        assert s.scheme is None and s.tasks == [] and s.segment is None
        assert not any(c.zone == "limbo" for c in s.cards.values())
    check_alternation(s.log)
    assert all(c.zone != PLAY or c.attached_to is None or s.cards[c.attached_to].zone == PLAY
               for c in s.cards.values()) or s.winner is not None


def check_left(log: list[dict[str, Any]]) -> None:
    """Nobody is asked, nor passes, once they have left."""
    gone: set[int] = set()
    for e in log:
        if e["type"] == "player_left":
            gone.add(e["player"])
        elif e["type"] in ("ask", "pass"):
            assert e["player"] not in gone, e


def check_alternation(log: list[dict[str, Any]]) -> None:
    """Within each window, two asks in a row of the same player need another player's pass
    between them (only the player asked may pass, so in effect: never the same player twice
    in a row)."""
    last: dict[int, int] = {}
    passed_since: dict[int, set[int]] = {}
    for e in log:
        if e["type"] == "ask":
            w, p = e["window"], e["player"]
            if last.get(w) == p:
                assert passed_since[w] - {p}, f"player {p} asked twice in a row in window {w}"
            last[w] = p
            passed_since[w] = set()
        elif e["type"] == "pass":
            passed_since.setdefault(e["window"], set()).add(e["player"])
