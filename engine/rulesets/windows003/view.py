"""What one viewer of seed 003's game may see (the single projection for this ruleset).

Hands are seen by their owner only, decks by nobody: others see counts. Dead and discard piles,
cards in play (moribund ones marked), events being played, the open window and the scheme's
doors are public. A pending decision's options are shown only to the player deciding.
"""

from __future__ import annotations

from typing import Any

from engine.core.table import seen_decision
from engine.rulesets.windows003.chars import has_icon, strength
from engine.rulesets.windows003.model import (
    DEAD,
    DECK,
    DISCARD,
    HAND,
    ICONS,
    LIMBO,
    PLAY,
    Card,
    State,
)
from engine.rulesets.windows003.scheme import top_window


def _card(s: State, c: Card) -> dict[str, Any]:
    out: dict[str, Any] = {"cid": c.cid, "name": c.name, "owner": c.owner,
                           "controller": c.controller, "kind": c.kind}
    if c.zone == PLAY:
        out |= {"strength": strength(s, c), "knelt": c.knelt, "power": c.power,
                "icons": [i for i in ICONS if has_icon(s, c, i)],
                "traits": sorted(c.traits), "moribund": s.moribund(c.cid)}
        if c.attached_to is not None:
            out["attached_to"] = c.attached_to
    return out


def project(s: State, viewer: int | None) -> dict[str, Any]:
    players = []
    for seat in s.seats:
        own = [c for c in s.cards.values() if c.owner == seat]
        hand = [_card(s, c) for c in own if c.zone == HAND]
        players.append({
            "seat": seat, "gold": s.gold.get(seat, 0), "lost": s.left.get(seat),
            "hand": hand if viewer == seat else len(hand),
            "deck": sum(1 for c in own if c.zone == DECK),
            "dead": [_card(s, c) for c in own if c.zone == DEAD],
            "discard": [_card(s, c) for c in own if c.zone == DISCARD],
        })
    d = s.decision
    decision = None if d is None else seen_decision(d.player, d.kind, d.options, viewer)
    w = top_window(s) if s.scheme is not None else s.segment
    return {
        "version": s.version, "first": s.first, "active": s.active, "phase": s.phase,
        "players": players,
        "play": [_card(s, c) for c in s.in_play()],
        "limbo": [_card(s, c) for c in s.cards.values() if c.zone == LIMBO],
        "scheme": None if s.scheme is None else {
            "initiator": s.scheme.initiator,
            "doors": [[o.what, o.card] for o in s.scheme.doors],
        },
        "window": None if w is None or d is not None else {"kind": w.kind, "player": w.player},
        "decision": decision, "winner": s.winner,
    }
