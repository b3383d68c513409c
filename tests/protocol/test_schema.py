"""The JSON Schemas in protocol/schema (docs/PROTOCOL.md, sections 4-4.5) are true of real frames:
every seat's and the spectators' views of self-play games of all built-in decks on every seat,
and of the seeds' games the server hosts (`sba704`, `windows003`, players conceding and timing
out among them), the actions taken and offered, the patches between views and every other
message. They are strict (`additionalProperties: false`), so a field the schema does not name
fails here."""

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
    schemas["view"]["$defs"]["legal"]["items"] = True
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


def _play_ruleset(name: str, players: int, seed: int) -> tuple[set[str], str]:
    """One self-play game of a seed's game as the server hosts it, players leaving at random:
    every viewer's view after every action, the welcomes, patches, actions offered and taken
    and the game's end; returns the action types taken and the end reason."""
    from engine.core.leaving import Concede as Leave
    from engine.core.leaving import TimeOut
    from engine.core.table import Table
    from engine.rulesets.sba704 import hosted
    from engine.rulesets.windows003 import skirmish
    from server.games import Outcome

    rng = random.Random(seed)
    game: Table[Any] = (hosted.new_game(players, seed, life=4, library=6, hand=3)
                        if name == "sba704" else
                        skirmish.new_game(players, seed, gold=3, deck=8, hand=3))
    viewers: list[int | None] = [*range(players), None]
    before: list[dict[str, Any]] | None = None
    taken: set[str] = set()
    for step in range(400):
        views = game.views(viewers)
        for i, (viewer, view) in enumerate(zip(viewers, views, strict=True)):
            check_view(view)
            if before is None:
                check("messages", Welcome("m1", viewer, 0, view, False).to_wire())
            else:
                check("messages", Patch(step - 1, step, diff(before[i], view)).to_wire())
        before = views
        if game.result is not None:
            outcome = Outcome.of(game.result)
            assert outcome is not None
            check("messages", GameOver(outcome.winner, outcome.reason, step).to_wire())
            return taken, outcome.reason
        (seat,) = game.waiting_for()  # type: ignore[attr-defined]
        legal = game.legal_actions(seat)
        if rng.random() < 0.02:
            action: Any = rng.choice([Leave(), TimeOut()])
        elif name == "sba704" and legal[0].type == "pass" and rng.random() < 0.3:
            me, other = seat, rng.choice([s for s in range(players) if s != seat])
            action = hosted.actions.Cast(me, (
                hosted.actions.DamagePlayer(other, rng.randrange(3)),
                hosted.actions.Replace("lose", other, (hosted.actions.LifeChange(other, 1),)),
                hosted.actions.Cast(me, (hosted.actions.Draw(me),))))
        else:
            action = rng.choice(legal[:-1])
        wire = action.to_wire()
        check("action", wire)
        check("messages", Act(f"a-{step}", wire, at=step).to_wire())
        taken.add(wire["type"])
        game.apply(seat, action)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("name", ["sba704", "windows003"])
def test_views_patches_and_actions_of_the_seeds_games_fit_the_schemas(name: str) -> None:
    taken: set[str] = set()
    reasons: set[str] = set()
    for seed in range(6):
        seen, reason = _play_ruleset(name, 2 + seed % 3, seed)
        taken |= seen
        reasons.add(reason)
    assert {"pass", "cast" if name == "sba704" else "use"} <= taken
    assert reasons & {"opponent_conceded", "opponent_timeout", "last_player_standing"}
    assert reasons & {"state_based_actions", "power"}


def test_the_seeds_games_views_with_the_servers_additions_fit_the_schema() -> None:
    """The server adds `clock` (a turn clock) and `claim_win` (an absent opponent)."""
    from engine.rulesets.sba704 import hosted
    from engine.rulesets.windows003 import skirmish

    clock = {"banks": [60.0, 12.5], "running": [0], "since": 1795247661.71, "bank": 60.0,
             "increment": 0.0}
    for game in (hosted.new_game(2, 1), skirmish.new_game(2, 1)):
        for viewer in (0, 1, None):
            view = {**game.view(viewer), "clock": clock}
            if viewer is not None:
                view["legal"] = [*view["legal"], {"type": "claim_win"}]
            check("view", view)


@pytest.mark.parametrize(("game", "change"), [
    ("sba704", {"debug": 1}),
    ("sba704", {"step": "upkeep"}),
    ("sba704", {"result": {"winners": [0], "reason": "power"}}),
    ("windows003", {"players": [{"seat": 0}]}),
    ("windows003", {"result": {"winners": [0], "reason": "lore"}}),
    ("windows003", {"game": "chess"}),
])
def test_the_schema_refuses_what_the_seeds_games_do_not_send(
        game: str, change: dict[str, Any]) -> None:
    from engine.rulesets.sba704 import hosted
    from engine.rulesets.windows003 import skirmish

    view = (hosted.new_game(2, 3) if game == "sba704" else skirmish.new_game(2, 3)).view(0)
    check("view", view)
    with pytest.raises(ValidationError):
        validators()["view"].validate({**view, **change})


@pytest.mark.parametrize("action", [
    {"type": "use", "ability": 0},
    {"type": "marshal", "card": "3"},
    {"type": "pass", "seat": 1},
    {"type": "cast", "controller": 0, "effect": [{"type": "quest", "card": 1}]},
    {"type": "cast", "controller": 0, "effect": [{"type": "move", "card": 1, "location": 2}]},
    {"type": "cast", "controller": 0, "effect": [
        {"type": "replace", "event": "lose", "subject": 1, "instead": [{"type": "bogus"}]}]},
    {"type": "concede", "reason": "bored"},
])
def test_the_schema_refuses_malformed_actions_of_the_seeds_games(action: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        validators()["action"].validate(action)


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
