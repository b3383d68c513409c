"""The JSON Schemas in protocol/schema (docs/PROTOCOL.md, sections 4-4.5) are true of real frames:
every seat's and the spectators' views of self-play games of all built-in decks on every seat,
the actions taken and offered, the patches between views and every other message. They are
strict (`additionalProperties: false`), so a field the schema does not name fails here."""

from __future__ import annotations

import json
import random
from functools import cache
from importlib import resources
from itertools import pairwise
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource

from engine import Concede, Game, builtin_deck, complete_builtin_decks
from protocol import Ack, Act, Error, ErrorCode, GameOver, Hello, Patch, Ping, Pong, Reject, Welcome
from protocol.diff import diff

SCHEMAS = ("action", "view", "messages")
DECKS = sorted(complete_builtin_decks())
# Every complete built-in deck on a seat of a two-player game (the default run takes a sample of
# at most 8 of these tables, the slow test all); three and four players (slow test).
TABLES = [[a, DECKS[(i + 1) % len(DECKS)]] for i, a in enumerate(DECKS)]
SAMPLE = TABLES[:: max(1, len(TABLES) // 8)][:8]
MULTIPLAYER = [[DECKS[i % len(DECKS)] for i in range(n)] for n in (3, 4)]


def _schema(name: str) -> dict[str, Any]:
    text = (resources.files("protocol") / "schema" / f"{name}.json").read_text()
    data: dict[str, Any] = json.loads(text)
    return data


def _validator(schemas: dict[str, dict[str, Any]], name: str) -> Draft202012Validator:
    """A validator of `schemas[name]` whose references to the other files find them."""
    registry: Registry[Any] = Registry().with_resources(
        (s["$id"], Resource.from_contents(s)) for s in schemas.values())
    return Draft202012Validator(schemas[name], registry=registry)


@cache
def validators() -> dict[str, Draft202012Validator]:
    schemas = {name: _schema(name) for name in SCHEMAS}
    return {name: _validator(schemas, name) for name in SCHEMAS}


@cache
def _view_without_legal() -> Draft202012Validator:
    """The view schema with `legal`'s items left to `check_view` (which validates each of
    them against the action schema once per object: a game reuses unchanged actions)."""
    schemas = {name: _schema(name) for name in SCHEMAS}
    schemas["view"]["properties"]["legal"]["items"] = True
    return _validator(schemas, "view")


_CHECKED_ACTIONS: dict[int, Any] = {}


def check_view(view: dict[str, Any]) -> None:
    """`check("view", view)`, faster: the same schema, with each action of `legal` validated
    once per wire object (kept alive here so that its id cannot be reused)."""
    if not _view_without_legal().is_valid(view):
        check("view", view)
    for action in view.get("legal", []):
        if _CHECKED_ACTIONS.get(id(action)) is not action:
            check("action", action)
            _CHECKED_ACTIONS[id(action)] = action


def check(name: str, value: Any) -> None:
    validator = validators()[name]
    if validator.is_valid(value):
        return
    errors = sorted(validator.iter_errors(value), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:5])


def test_the_schemas_are_valid_json_schemas() -> None:
    for name in SCHEMAS:
        Draft202012Validator.check_schema(_schema(name))


def _play(decks: list[str], seed: int, *, every: bool = True) -> tuple[set[str], int]:
    """One self-play game: every view after every action validated (with `every=False`: one
    viewer's in turn, and every viewer's while a decision waits and at the end), and every
    patch, action and welcome; returns the decision kinds seen and the views checked."""
    g = Game.new([builtin_deck(d) for d in decks], seed=seed)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(g.num_players), None]
    kinds: set[str] = set()
    checked = 0
    before: list[dict[str, Any]] | None = None
    seqs = dict.fromkeys(viewers, 0)
    while True:
        views = g.views(viewers)
        everyone = every or g.state.decision is not None or g.is_over
        for i, (viewer, view) in enumerate(zip(viewers, views, strict=True)):
            if everyone or i == g.version % len(viewers):
                check_view(view)
                checked += 1
            if before is None:
                check("messages", Welcome("m1", viewer, 0, view, False).to_wire())
            else:
                old = before[viewers.index(viewer)]
                seqs[viewer] += 1
                ack = "a-1" if viewer == 0 else None
                check("messages", Patch(seqs[viewer] - 1, seqs[viewer], diff(old, view),
                                        ack).to_wire())
        if g.state.decision is not None:
            kinds.add(g.state.decision.kind)
        before = [dict(v) for v in views]
        if g.is_over:
            result = g.result
            assert result is not None
            check("messages", GameOver(result.winner, result.reason, 9).to_wire())
            return kinds, checked
        seat = g.to_act()[0]
        action = rng.choice([a for a in g.legal_actions(seat) if not isinstance(a, Concede)])
        check("action", action.to_wire())
        check("messages", Act(f"a-{checked}", action.to_wire(), at=checked).to_wire())
        g.apply(seat, action)


def test_views_patches_and_actions_of_self_play_games_fit_the_schemas() -> None:
    kinds: set[str] = set()
    checked = 0
    for i, decks in enumerate(SAMPLE):
        seen, n = _play(decks, seed=100 + i, every=False)
        kinds |= seen
        checked += n
    assert checked > 400
    assert {"alter_hand", "may", "target", "cards"} <= kinds


@pytest.mark.slow
def test_many_self_play_games_fit_the_schemas() -> None:
    """More games, with three and four players too, so rarer decisions (bag order, top or
    bottom) come up."""
    kinds: set[str] = set()
    tables = TABLES + MULTIPLAYER
    for seed in range(10):
        kinds |= _play(tables[seed % len(tables)], seed=seed)[0]
    assert {"alter_hand", "bag", "bodyguard", "may", "target", "cards", "top_or_bottom"} <= kinds


def test_the_other_messages_fit_the_schema() -> None:
    for message in [
        Hello("m1", token="t0"), Hello("m1", spectate=True, resume=41), Ping(7), Ping(),
        Pong("n"), Pong(), Ack("a-1", 4), Ack(12, 4), Error(ErrorCode.MALFORMED, "bad", True),
        GameOver(None, "draw", 3), Welcome("m1", 0, 42, None, True),
        *(Reject("a-2", code, "no") for code in ErrorCode),
        *(Act(i, w) for i, w in enumerate([{"type": "claim_win"}, {"type": "choose"},
                                           {"type": "play", "card": 5}]))]:
        check("messages", message.to_wire())


@pytest.mark.parametrize(("name", "value"), [
    ("view", {"count": 3}),  # a decision count, say: not a view field
    ("action", {"type": "quest", "card": 3, "extra": 1}),
    ("action", {"type": "quest", "card": 2**31}),
    ("action", {"type": "choose", "picks": ["x" * 33]}),
    ("messages", {"t": "ack", "v": 1, "id": "a", "seq": 1, "debug": True}),
    ("messages", {"t": "welcome", "v": 1, "match": "m", "seat": 0, "seq": 1, "view": None,
                  "resumed": False}),
])
def test_the_schemas_refuse_what_is_not_allowed(name: str, value: Any) -> None:
    if name == "view":
        g = Game.new([builtin_deck(DECKS[0]), builtin_deck(DECKS[1])], seed=1)
        d = g.state.decision
        assert d is not None
        view = g.view(1 - d.player)
        check("view", view)
        value = {**view, "decision": {**view["decision"], **value}}
    with pytest.raises(ValidationError):
        validators()[name].validate(value)


def test_a_spectator_view_has_no_legal_list_and_a_seat_view_has_one() -> None:
    g = Game.new([builtin_deck(DECKS[0]), builtin_deck(DECKS[1])], seed=2)
    seat, spectator = g.view(0), g.view(None)
    check("view", seat)
    check("view", spectator)
    with pytest.raises(ValidationError):
        validators()["view"].validate({k: v for k, v in seat.items() if k != "legal"})
    with pytest.raises(ValidationError):
        validators()["view"].validate({**spectator, "legal": []})
    # The server adds claim_win to a seat's legal list when the others are away.
    check("view", {**seat, "legal": [*seat["legal"], {"type": "claim_win"}]})


def test_consecutive_views_fit_the_schema_as_patched() -> None:
    """What a client holds after applying patches is a view too."""
    from protocol.diff import apply_patch

    g = Game.new([builtin_deck(DECKS[1]), builtin_deck(DECKS[2])], seed=3)
    rng = random.Random(3)
    views = [g.view(0)]
    for _ in range(60):
        seat = g.to_act()[0]
        g.apply(seat, rng.choice([a for a in g.legal_actions(seat)
                                  if not isinstance(a, Concede)]))
        views.append(g.view(0))
    held = views[0]
    for old, new in pairwise(views):
        held = apply_patch(held, diff(old, new))
        check("view", held)


def test_a_view_with_the_servers_turn_clock_fits_the_schema() -> None:
    """The server adds `clock` to the views of a match with a turn clock."""
    view = Game.new([builtin_deck(DECKS[0]), builtin_deck(DECKS[2])], seed=4).view(None)
    clock = {"banks": [600.0, 587.5], "running": [1], "since": 1795247661.71, "bank": 600.0,
             "increment": 5.0}
    check("view", {**view, "clock": clock})
    with pytest.raises(ValidationError):
        validators()["view"].validate({**view, "clock": {**clock, "paused": True}})
