"""The few state changes everything else is made of: moving objects, life, losing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.rulesets.sba704.model import (
    BATTLEFIELD,
    GRAVEYARD,
    LIBRARY,
    Item,
    Obj,
    State,
    TriggerDef,
)


def move(s: State, o: Obj, zone: str, *, bottom: bool = True) -> Obj:
    """`o` goes to `zone` as a new object (new id); counters, damage, attachments and control
    effects do not follow it. Leaving the battlefield raises its triggers."""
    del s.objects[o.oid]
    for deck in (*s.libraries.values(), *s.scheme_decks.values(), s.planar_deck):
        if o.oid in deck:
            deck.remove(o.oid)
    new = replace(o, oid=s.next_oid, zone=zone, controller=o.owner, counters={}, damage=0,
                  deathtouch_damage=False, shields=0, tapped=False, attached_to=None,
                  attached_to_player=None, phased_out=False)
    s.next_oid += 1
    s.objects[new.oid] = new
    if zone == LIBRARY:
        deck = s.libraries.setdefault(o.owner, [])
        deck.append(new.oid) if bottom else deck.insert(0, new.oid)
    if o.zone == BATTLEFIELD and zone != BATTLEFIELD:
        left(s, o, zone)
    return new


def left(s: State, o: Obj, zone: str) -> None:
    """Triggers of an object that left the battlefield, with its last known information
    (captured by whoever moved it, before the event)."""
    for t in o.triggers:
        if t.on == "leaves" or (t.on == "dies" and zone == GRAVEYARD and o.has("creature")):
            raise_trigger(s, o.oid, o.controller, t)


def raise_trigger(s: State, source: int, controller: int, t: TriggerDef) -> None:
    from engine.rulesets.sba704.actions import LifeChange

    if s.players[controller].lost:
        return  # a player who left the game controls no more triggered abilities
    amount = t.life
    if amount is None:
        known = s.lki.get(source)
        amount = known.power if known is not None else 0
    s.waiting.append(Item(source, controller, (LifeChange(controller, amount),), trigger=t))


def change_life(s: State, seat: int, delta: int) -> None:
    team = s.team_of(seat)
    if team is not None:
        team.life += delta
    else:
        s.players[seat].life += delta


def change_poison(s: State, seat: int, delta: int) -> None:
    team = s.team_of(seat)
    if team is not None:
        team.poison = max(0, team.poison + delta)
    else:
        p = s.players[seat]
        p.poison = max(0, p.poison + delta)


def life_of(s: State, seat: int) -> int:
    team = s.team_of(seat)
    return team.life if team is not None else s.players[seat].life


def note(s: State, event: dict[str, Any]) -> None:
    s.log.append(event)
