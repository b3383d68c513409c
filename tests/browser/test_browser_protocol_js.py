"""The page's own protocol code (server/web/js/msgpack.js and diff.js), run in Chromium, against
the Python reference (msgpack and protocol.diff) on the same inputs: frames recorded from the
real server during a bot match, frames of a local game diffed by the server's own diff, edge
values in both directions, and malformed patches, which both must refuse."""

from __future__ import annotations

import base64
import json
import random
from typing import Any

import msgpack
import pytest
from driver import OpenPage, run_bot
from server_harness import ServerProcess
from websockets.sync.client import connect

from engine import Game, builtin_deck
from protocol.codec import encode
from protocol.diff import PatchError, apply_patch, diff
from protocol.messages import Hello, Patch, Welcome

APPLY = """async (frames) => {
  const { decode } = await import("/web/js/msgpack.js");
  const { applyPatch } = await import("/web/js/diff.js");
  let view = null;
  const views = [];
  for (const b64 of frames) {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const msg = decode(bytes);
    if (msg.t === "welcome") view = msg.view;
    else if (msg.t === "patch") view = applyPatch(view, msg.ops);
    else continue;
    views.push(JSON.stringify(view));
  }
  return views;
}"""


def b64(frame: bytes) -> str:
    return base64.b64encode(frame).decode()


def python_views(frames: list[bytes]) -> list[Any]:
    view: Any = None
    views = []
    for frame in frames:
        msg = msgpack.unpackb(frame, raw=False, strict_map_key=False)
        if msg["t"] == "welcome":
            view = msg["view"]
        elif msg["t"] == "patch":
            view = apply_patch(view, msg["ops"])
        else:
            continue
        views.append(json.loads(json.dumps(view)))
    return views


def js_views(page: Any, frames: list[bytes]) -> list[Any]:
    return [json.loads(v) for v in page.evaluate(APPLY, [b64(f) for f in frames])]


def recorded_spectator_frames(server: ServerProcess) -> list[bytes]:
    """Every frame a spectator receives from the real server during a bot match."""
    created = server.create_match(decks=["emerald-ruby", "amber-amethyst"])
    frames: list[bytes] = []
    bots = []
    with connect(server.ws, max_size=None) as ws:
        ws.send(encode(Hello(match=created["match"], token=None, spectate=True, resume=None)))
        first = ws.recv(timeout=10)
        assert isinstance(first, bytes)
        frames.append(first)
        bots = [run_bot(server.ws, created["match"], t, seed=i)
                for i, t in enumerate(created["tokens"])]
        try:
            while True:
                frame = ws.recv(timeout=60)
                assert isinstance(frame, bytes)
                frames.append(frame)
                if msgpack.unpackb(frame, strict_map_key=False)["t"] == "game_over":
                    break
        finally:
            for bot in bots:
                bot.wait(timeout=30)
    return frames


def local_seat_frames(seed: int) -> list[bytes]:
    """Seat 0's frames of a local random game, made with the server's diff and codec."""
    game = Game.new([builtin_deck("sapphire-steel"), builtin_deck("emerald-ruby")], seed=seed)
    rng = random.Random(seed)
    view = game.view(0)
    frames = [encode(Welcome(match="m", seat=0, seq=1, view=view, resumed=False))]
    seq = 1
    while not game.is_over and seq < 400:
        seat = game.to_act()[0]
        game.apply(seat, rng.choice([a for a in game.legal_actions(seat) if a.type != "concede"]))
        new = game.view(0)
        frames.append(encode(Patch(from_seq=seq, seq=seq + 1, ops=diff(view, new))))
        view, seq = new, seq + 1
    return frames


def test_js_applies_recorded_server_frames_like_python(open_page: OpenPage,
                                                       web_server: ServerProcess) -> None:
    page, errors = open_page()
    page.goto(web_server.http + "/favicon.ico")  # any page of the origin: no lobby
    frames = recorded_spectator_frames(web_server)
    assert len(frames) > 20
    assert js_views(page, frames) == python_views(frames)
    seat_frames = local_seat_frames(11)
    assert js_views(page, seat_frames) == python_views(seat_frames)
    assert errors == []


EDGE_VALUES: list[Any] = [
    0, 1, 127, 128, 255, 256, 65535, 65536, 2**32 - 1, 2**32, 2**53 - 1,
    -1, -32, -33, -128, -129, -32768, -32769, -(2**31), -(2**31) - 1, -(2**53 - 1),
    0.5, -1.25, 1e300, "", "é", "x" * 31, "y" * 32, "z" * 300, "w" * 70000, "日本語",
    None, True, False, [], list(range(20)), list(range(70000)),
    {"a": {"b": [1, {"c": None}]}}, {str(i): i for i in range(20)},
]


def test_msgpack_round_trips_both_ways(open_page: OpenPage, web_server: ServerProcess) -> None:
    page, _ = open_page()
    page.goto(web_server.http + "/favicon.ico")  # any page of the origin: no lobby
    packed = b64(msgpack.packb(EDGE_VALUES, use_bin_type=True))
    # Python -> JS: the page decodes what Python packs.
    decoded = page.evaluate("""async (b64) => {
      const { decode } = await import("/web/js/msgpack.js");
      return JSON.stringify(decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));
    }""", packed)
    assert json.loads(decoded) == json.loads(json.dumps(EDGE_VALUES))
    # JS -> Python: Python unpacks what the page packs (including an act as the page sends it).
    act = {"t": "act", "v": 1, "id": "ab12-3", "action": {"type": "play", "card": 17,
                                                           "singers": [3, 4], "shift": 0},
           "at": None}
    for value in [*EDGE_VALUES, act]:
        out = page.evaluate("""async (json) => {
          const { encode } = await import("/web/js/msgpack.js");
          const bytes = encode(JSON.parse(json));
          let text = "";
          for (let i = 0; i < bytes.length; i += 8192) {
            text += String.fromCharCode(...bytes.subarray(i, i + 8192));
          }
          return btoa(text);
        }""", json.dumps(value))
        assert msgpack.unpackb(base64.b64decode(out), raw=False) == value


BAD_PATCHES: list[list[Any]] = [
    [["nope", ["turn"], 1]],
    [["set", ["players", 9, "lore"], 1]],
    [["del", ["no-such-key"]]],
    [["del", []]],
    [["splice", ["players"], 5, 0, []]],
    [["splice", ["players"], 0, 3, []]],
    [["splice", ["turn"], 0, 0, []]],
    [["set", ["turn", "x"], 1]],
    [["set", "turn", 1]],
    [[]],
]


@pytest.mark.parametrize("ops", BAD_PATCHES, ids=[json.dumps(p) for p in BAD_PATCHES])
def test_js_refuses_what_python_refuses(open_page: OpenPage, web_server: ServerProcess,
                                        ops: list[Any]) -> None:
    view = {"turn": 1, "players": [{"lore": 0}, {"lore": 2}]}
    with pytest.raises(PatchError):
        apply_patch(view, ops)
    page, _ = open_page()
    page.goto(web_server.http + "/favicon.ico")
    refused = page.evaluate("""async ([view, ops]) => {
      const { applyPatch, PatchError } = await import("/web/js/diff.js");
      try { applyPatch(view, ops); return "applied"; }
      catch (err) { return err instanceof PatchError ? "refused" : `crashed: ${err}`; }
    }""", [view, ops])
    assert refused == "refused"
