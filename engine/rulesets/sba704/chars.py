"""Characteristics computed on demand (so nothing cached goes stale) and attachment legality."""

from __future__ import annotations

from engine.rulesets.sba704.model import BATTLEFIELD, MINUS, PLUS, Known, Obj, State


def power(s: State, o: Obj) -> int:
    return o.power + _counters(o) + _granted(s, o)[0] + _modified(s, o)[0]


def toughness(s: State, o: Obj) -> int:
    return o.toughness + _counters(o) + _granted(s, o)[1] + _modified(s, o)[1]


def _counters(o: Obj) -> int:
    return o.counters.get(PLUS, 0) - o.counters.get(MINUS, 0)


def _granted(s: State, o: Obj) -> tuple[int, int]:
    p = t = 0
    for a in s.permanents():
        if a.attached_to == o.oid:
            p += a.grants[0]
            t += a.grants[1]
    return p, t


def _modified(s: State, o: Obj) -> tuple[int, int]:
    p = t = 0
    for m in s.lasting:
        if m.effect.target == o.oid:
            p += m.effect.power
            t += m.effect.toughness
    return p, t


def known(s: State, o: Obj) -> Known:
    return Known(o.oid, o.tag, o.name, o.owner, o.controller, power(s, o), toughness(s, o),
                 tuple(sorted(o.counters.items())))


def is_attachment(o: Obj) -> bool:
    return bool({"Aura", "Equipment", "Fortification"} & o.subtypes)


def attached(o: Obj) -> bool:
    return o.attached_to is not None or o.attached_to_player is not None


def aura_legal(s: State, aura: Obj) -> bool:
    """An Aura is legally attached if what it is attached to exists (a phased-in permanent or a
    player still in the game) and is what it may enchant, and is not the Aura itself."""
    if aura.attached_to_player is not None:
        return aura.enchant == "player" and not s.players[aura.attached_to_player].lost
    host = _host(s, aura)
    if host is None or host.oid == aura.oid:
        return False
    return aura.enchant == "permanent" or host.has(aura.enchant)


def equipment_legal(s: State, eq: Obj) -> bool:
    """Equipment may be attached only to a creature, Fortification only to a land; being
    attached to a player or to anything not on the battlefield is illegal too."""
    if eq.attached_to_player is not None:
        return False
    host = _host(s, eq)
    if host is None or host.oid == eq.oid:
        return False
    return host.has("creature") if "Equipment" in eq.subtypes else host.has("land")


def _host(s: State, o: Obj) -> Obj | None:
    host = s.objects.get(o.attached_to) if o.attached_to is not None else None
    if host is None or host.zone != BATTLEFIELD or host.phased_out:
        return None
    return host
