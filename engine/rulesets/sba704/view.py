"""What one viewer of seed 001's game may see (the single projection for this ruleset).

Hands and libraries are hidden from everyone but, for a hand, its owner: others see counts.
Objects get new ids when they change zones, so an id seen on the battlefield tells nothing
about which card of a hand it was. Face-down cards in the command zone show no face. A pending
decision's options are shown only to the player deciding; the others see only who decides.
"""

from __future__ import annotations

from typing import Any

from engine.core.table import seen_decision
from engine.rulesets.sba704.chars import power, toughness
from engine.rulesets.sba704.model import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Obj,
    State,
)

PUBLIC = (BATTLEFIELD, GRAVEYARD, EXILE, STACK, COMMAND)


def _obj(s: State, o: Obj) -> dict[str, Any]:
    if o.zone == COMMAND and not o.face_up:
        return {"oid": o.oid, "owner": o.owner, "face_down": True}
    out: dict[str, Any] = {
        "oid": o.oid, "name": o.name, "owner": o.owner, "controller": o.controller,
        "types": sorted(o.types), "subtypes": sorted(o.subtypes),
        "supertypes": sorted(o.supertypes), "counters": dict(sorted(o.counters.items())),
    }
    if o.has("creature"):
        out["power"], out["toughness"], out["damage"] = power(s, o), toughness(s, o), o.damage
    for key in ("tapped", "token", "phased_out"):
        if getattr(o, key):
            out[key] = True
    if o.copy:
        out["copy"] = o.copy
    if o.attached_to is not None:
        out["attached_to"] = o.attached_to
    if o.attached_to_player is not None:
        out["attached_to_player"] = o.attached_to_player
    return out


def project(s: State, viewer: int | None) -> dict[str, Any]:
    zones: dict[str, list[dict[str, Any]]] = {z: [] for z in PUBLIC}
    hands: dict[int, list[dict[str, Any]]] = {p.seat: [] for p in s.players}
    for o in s.objects.values():
        if o.zone in zones:
            zones[o.zone].append(_obj(s, o))
        elif o.zone == HAND:
            hands[o.owner].append(_obj(s, o))
    players = []
    for p in s.players:
        libraries = sum(1 for o in s.objects.values() if o.zone == LIBRARY and o.owner == p.seat)
        players.append({
            "seat": p.seat, "life": p.life, "poison": p.poison, "lost": p.lost, "team": p.team,
            "library": libraries,
            "hand": hands[p.seat] if viewer == p.seat else len(hands[p.seat]),
            "commander_damage": sorted(p.commander_damage.items()),
            "schemes": len(s.scheme_decks.get(p.seat, [])),
        })
    d = s.decision
    decision = None if d is None else seen_decision(d.player, d.kind, d.options, viewer)
    return {
        "version": s.version, "turn": s.turn, "active": s.active, "step": s.step,
        "players": players, "teams": [{"seats": list(t.seats), "life": t.life,
                                       "poison": t.poison} for t in s.teams],
        **zones, "planar_deck": len(s.planar_deck),
        # What is on the stack, bottom first: each item's source, controller and (for a spell)
        # its object, shown under "stack" with the other public zones.
        "stack_items": [{"source": i.source, "controller": i.controller, "spell": i.spell}
                        for i in s.stack],
        "priority": None if s.priority is None or d is not None else s.priority.player,
        "decision": decision, "over": s.over, "winners": list(s.winners), "draw": s.draw,
    }
