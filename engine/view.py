"""The one projection function: what a given viewer may see of the game.

Views and (in the server) diffs are built only from `project`. Hidden information is removed
here and nowhere else: other players' hands and every deck are counts, inkwell cards are
facedown even to their owner (seed 004, 5.1.1.10), facedown cards under others show no face, and
hidden cards carry no ids, so a viewer cannot follow a card through a hidden zone.
"""

from __future__ import annotations

from typing import Any

from engine import query
from engine.cards.registry import script
from engine.state import DISCARD, PLAY, Card, GameState


def _card_in_play(s: GameState, c: Card) -> dict[str, Any]:
    f = c.facts
    out: dict[str, Any] = {"id": c.iid, "name": c.name, "type": f.type}
    if f.is_character:
        out.update(
            exerted=c.exerted, damage=c.damage, drying=c.drying,
            strength=query.strength(s, c), willpower=query.willpower(s, c),
            lore=query.lore(s, c), location=c.location,
        )
    elif f.is_location:
        out.update(damage=c.damage, willpower=query.willpower(s, c), lore=query.lore(s, c),
                   move_cost=f.move_cost)
    else:
        out.update(exerted=c.exerted)
    keywords = sorted(k for k in _KEYWORDS if query.has(s, c, k))
    if keywords:
        out["keywords"] = keywords
    if c.under:
        out["under"] = [{"facedown": True} if u.facedown else {"name": u.name} for u in c.under]
    return out


_KEYWORDS = ("Alert", "Bodyguard", "Evasive", "Reckless", "Rush", "Support", "Vanish", "Ward",
             "Challenger", "Resist", "Singer")


def _option(s: GameState, value: int | str, visible_cards: bool) -> Any:
    if isinstance(value, str):
        return value
    card = s.card(value)
    if card is None:
        return value
    if card.zone in (PLAY, DISCARD) or visible_cards:
        return {"id": value, "name": card.name, "zone": card.zone}
    return None


def _decision(s: GameState, viewer: int | None) -> dict[str, Any] | None:
    d = s.decision
    if d is None:
        return None
    mine = viewer == d.player
    out: dict[str, Any] = {"player": d.player, "kind": d.kind, "prompt": d.prompt,
                           "min": d.min, "max": d.max, "source": _public_id(s, d.source)}
    if d.kind == "bag":
        out["options"] = [_bag_item(s, b) for b in s.bag if b.id in d.options]
    elif mine or not d.hidden:
        options = [_option(s, o, mine) for o in d.options]
        if all(o is not None for o in options):
            out["options"] = options
        else:
            out["count"] = len(options)
    else:
        out["count"] = len(d.options)
    if mine and d.seen:
        out["seen"] = [_option(s, iid, True) for iid in d.seen]
    return out


def _public_id(s: GameState, iid: int) -> int:
    card = s.card(iid)
    return iid if card is not None and card.zone in (PLAY, DISCARD) and not card.facedown else 0


def _bag_item(s: GameState, b: Any) -> dict[str, Any]:
    name, slot, index = b.ref
    sc = script(name)
    trig = (sc.triggers if slot == "trigger" else sc.delayed)[index] if slot != "effect" else None
    return {"id": b.id, "controller": b.controller, "source": _public_id(s, b.source),
            "card": name, "ability": trig.name if trig else ""}


def project(s: GameState, viewer: int | None) -> dict[str, Any]:
    """The view of seat `viewer` (None: a spectator), as plain msgpack-ready data."""
    players = []
    for p in s.players:
        own = viewer == p.seat
        players.append({
            "seat": p.seat,
            "lore": p.lore,
            "lost": p.lost or None,
            "deck": len(p.deck),
            "hand": [{"id": c.iid, "name": c.name} for c in p.hand] if own else len(p.hand),
            "inkwell": {"total": len(p.inkwell), "ready": p.ready_ink()},
            "play": [_card_in_play(s, c) for c in p.play],
            "discard": [{"id": c.iid, "name": c.name} for c in p.discard],
            "inked_this_turn": p.inked_this_turn,
        })
    result = None
    if s.over:
        result = {"winner": s.winner, "reason": s.end_reason}
    view: dict[str, Any] = {
        "version": s.version,
        "turn": s.turn,
        "active": s.active,
        "starting": s.starting,
        "phase": s.phase,
        "you": viewer,
        "players": players,
        "bag": [_bag_item(s, b) for b in s.bag],
        "decision": _decision(s, viewer),
        "challenge": list(s.challenge) or None,
        "result": result,
    }
    return view



