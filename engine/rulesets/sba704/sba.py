"""The state-based actions of seed 001 (comprehensive rules 704.5 and 704.6), as conditions of
the core's state check, and how one pass of them is performed as a single event.

Every condition returns `Sba` results; the core loops, orders them APNAP and calls `perform`
with all the results of one pass. Identical results (the same thing happening to the same
object or player for several reasons) are merged first, so one replacement effect replaces
them all (704.7), and the last known information of everything that leaves is captured before
anything changes (704.8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core import leaving, statecheck
from engine.core.seating import clockwise
from engine.core.statecheck import StateCheck, WinLose
from engine.core.triggers import batches
from engine.rulesets.sba704 import actions, ops
from engine.rulesets.sba704.chars import (
    attached,
    aura_legal,
    equipment_legal,
    is_attachment,
    known,
    toughness,
)
from engine.rulesets.sba704.model import (
    ARCHENEMY,
    BATTLEFIELD,
    COMMAND,
    COMMANDER,
    GRAVEYARD,
    LOYALTY,
    MINUS,
    PLANAR_DECK,
    PLANECHASE,
    PLUS,
    SCHEME_DECK,
    STACK,
    TWO_HEADED_GIANT,
    Decision,
    Obj,
    State,
)


@dataclass(frozen=True, slots=True)
class Sba:
    rule: str
    kind: str  # lose cease graveyard destroy unattach counters scheme_away planeswalk choose
    subject: int  # a seat for lose and planeswalk, else an object id
    seat: int  # whose result it is (for APNAP)
    counter: str = ""
    count: int = 0
    options: tuple[int, ...] = ()
    rules: tuple[str, ...] = ()


def _players(s: State) -> list[Sba]:
    out: list[Sba] = []
    two_headed = TWO_HEADED_GIANT in s.variants
    for p in s.players:
        if p.lost:
            continue
        if not two_headed and p.life <= 0:
            out.append(Sba("704.5a", "lose", p.seat, p.seat))
        if p.drew_from_empty:
            out.append(Sba("704.5b", "lose", p.seat, p.seat))
        if not two_headed and p.poison >= 10:
            out.append(Sba("704.5c", "lose", p.seat, p.seat))
        if COMMANDER in s.variants and any(d >= 21 for d in p.commander_damage.values()):
            out.append(Sba("704.6c", "lose", p.seat, p.seat))
    if two_headed:
        for team in s.teams:
            for seat in team.seats:
                if s.players[seat].lost:
                    continue
                if team.life <= 0:
                    out.append(Sba("704.6a", "lose", seat, seat))
                if team.poison >= 15:
                    out.append(Sba("704.6b", "lose", seat, seat))
    return out


def _tokens_and_copies(s: State) -> list[Sba]:
    out: list[Sba] = []
    for o in s.objects.values():
        if o.token and (o.phased_out or o.zone != BATTLEFIELD):
            out.append(Sba("704.5d", "cease", o.oid, o.controller))
        elif (o.copy == "spell" and o.zone != STACK) or (
                o.copy == "card" and o.zone not in (STACK, BATTLEFIELD)):
            out.append(Sba("704.5e", "cease", o.oid, o.controller))
    return out


def _creatures(s: State) -> list[Sba]:
    out: list[Sba] = []
    for o in s.permanents():
        if o.has("creature"):
            t = toughness(s, o)
            if t <= 0:
                out.append(Sba("704.5f", "graveyard", o.oid, o.controller))
            else:
                if o.damage >= t:
                    out.append(Sba("704.5g", "destroy", o.oid, o.controller))
                if o.deathtouch_damage:
                    out.append(Sba("704.5h", "destroy", o.oid, o.controller))
        if o.has("planeswalker") and o.counters.get(LOYALTY, 0) <= 0:
            out.append(Sba("704.5i", "graveyard", o.oid, o.controller))
    return out


def _keep_one(s: State, rule: str, key_of: Callable[[Obj], list[str]]) -> list[Sba]:
    """The planeswalker uniqueness and legend rules: a player who controls two or more
    permanents sharing a key chooses one to keep; the rest go to the graveyard."""
    groups: dict[tuple[int, str], list[int]] = {}
    for o in s.permanents():
        for k in key_of(o):
            groups.setdefault((o.controller, k), []).append(o.oid)
    doomed: dict[int, int] = {}
    out: list[Sba] = []
    for (seat, _k), oids in sorted(groups.items()):
        if len(oids) < 2 or s.players[seat].lost:
            continue  # (a player who left the game chooses nothing: their permanents stay)
        options = tuple(sorted(oids))
        keep = s.answers.get((rule, seat, options))
        if keep is None:
            out.append(Sba(rule, "choose", seat, seat, options=options))
            continue
        for oid in options:
            if oid not in keep:
                doomed[oid] = seat
    out.extend(Sba(rule, "graveyard", oid, seat) for oid, seat in doomed.items())
    return out


def _planeswalker_types(o: Obj) -> list[str]:
    return sorted(o.subtypes) if o.has("planeswalker") else []


def _legend_names(o: Obj) -> list[str]:
    return [o.name] if "legendary" in o.supertypes else []


def _uniqueness(s: State) -> list[Sba]:
    return _keep_one(s, "704.5j", _planeswalker_types) + _keep_one(s, "704.5k", _legend_names)


def _world(s: State) -> list[Sba]:
    worlds = [o for o in s.permanents() if "world" in o.supertypes]
    if len(worlds) < 2:
        return []
    newest = max(o.world_since for o in worlds)
    keep = [o for o in worlds if o.world_since == newest]
    return [Sba("704.5m", "graveyard", o.oid, o.controller) for o in worlds
            if len(keep) > 1 or o.world_since != newest]


def _attachments(s: State) -> list[Sba]:
    out: list[Sba] = []
    for o in s.permanents():
        if "Aura" in o.subtypes and not o.has("creature"):
            if not aura_legal(s, o):
                out.append(Sba("704.5n", "graveyard", o.oid, o.controller))
        elif not attached(o):
            continue
        elif o.has("creature") or not is_attachment(o):
            out.append(Sba("704.5q", "unattach", o.oid, o.controller))
        elif not equipment_legal(s, o):
            out.append(Sba("704.5p", "unattach", o.oid, o.controller))
    return out


def _counters(s: State) -> list[Sba]:
    out: list[Sba] = []
    for o in s.permanents():
        n = min(o.counters.get(PLUS, 0), o.counters.get(MINUS, 0))
        if n > 0:
            out.append(Sba("704.5r", "counters", o.oid, o.controller, PLUS, n))
            out.append(Sba("704.5r", "counters", o.oid, o.controller, MINUS, n))
        for kind, limit in sorted(o.counter_limits.items()):
            extra = o.counters.get(kind, 0) - limit
            if extra > 0:
                out.append(Sba("704.5s", "counters", o.oid, o.controller, kind, extra))
    return out


def _triggered_from(s: State, oid: int) -> bool:
    """Whether `oid` is the source of a triggered ability that has triggered and has not left
    the stack (waiting to be put there, or on it)."""
    return any(i.source == oid and i.spell is None for i in (*s.waiting, *s.stack))


def _command_zone(s: State) -> list[Sba]:
    out: list[Sba] = []
    for o in s.in_zone(COMMAND):
        if not o.face_up or _triggered_from(s, o.oid):
            continue
        if ARCHENEMY in s.variants and o.has("scheme") and not o.ongoing:
            out.append(Sba("704.6d", "scheme_away", o.oid, o.owner))
        if PLANECHASE in s.variants and o.has("phenomenon"):
            out.append(Sba("704.6e", "planeswalk", o.oid, s.planar_controller))
    return out


CONDITIONS = (_players, _tokens_and_copies, _creatures, _uniqueness, _world, _attachments,
              _counters, _command_zone)


def _merge(results: list[Sba]) -> list[Sba]:
    merged: dict[tuple[str, int, str], Sba] = {}
    for r in results:
        key = (r.kind, r.subject, r.counter)
        prev = merged.get(key)
        rules = (*prev.rules, r.rule) if prev is not None else (r.rule,)
        count = max(prev.count, r.count) if prev is not None else r.count
        merged[key] = Sba(rules[0], r.kind, r.subject, r.seat, r.counter, count, r.options, rules)
    return list(merged.values())


def _replaced(s: State, event: str, subject: int) -> bool:
    """Applies the first replacement effect waiting for `event` to `subject`, if any."""
    for i, rep in enumerate(s.replacements):
        if rep.event == event and rep.subject == subject:
            left = rep.uses - 1
            s.replacements[i:i + 1] = [] if left <= 0 else [
                type(rep)(rep.event, rep.subject, rep.instead, left)]
            for a in rep.instead:
                actions.perform(s, a)
            ops.note(s, {"type": "replaced", "event": event, "subject": subject})
            return True
    if event == "destroy":
        o = s.objects[subject]
        if o.shields > 0:
            o.shields -= 1
            o.damage = 0
            o.deathtouch_damage = False
            o.tapped = True
            ops.note(s, {"type": "regenerated", "obj": subject})
            return True
    return False


def perform(s: State, results: list[Sba]) -> None:
    merged = _merge(results)
    leaving = [r.subject for r in merged if r.kind in ("destroy", "graveyard", "cease")
               and s.objects[r.subject].zone == BATTLEFIELD]
    s.lki.capture(leaving, lambda oid: known(s, s.objects[oid]))
    to_graveyard = {r.subject for r in merged if r.kind == "graveyard"}
    done: list[Sba] = []
    for r in merged:
        if r.kind == "destroy" and (r.subject in to_graveyard or _replaced(s, "destroy",
                                                                            r.subject)):
            continue
        if r.kind == "lose" and _replaced(s, "lose", r.subject):
            continue
        done.append(r)
    losers: list[int] = []
    for r in done:
        o = s.objects.get(r.subject)
        if r.kind == "lose":
            losers.append(r.subject)
        elif o is None:
            continue
        elif r.kind == "counters":
            o.counters[r.counter] -= r.count
        elif r.kind == "unattach":
            o.attached_to = o.attached_to_player = None
    for r in done:
        o = s.objects.get(r.subject)
        if o is None or r.kind in ("lose", "counters", "unattach"):
            continue
        if r.kind == "cease":
            del s.objects[o.oid]
            if o.zone == BATTLEFIELD:
                ops.left(s, o, "")
        elif r.kind in ("graveyard", "destroy"):
            ops.move(s, o, GRAVEYARD)
        elif r.kind == "scheme_away":
            down = ops.move(s, o, SCHEME_DECK)
            down.face_up = False
            s.scheme_decks.setdefault(o.owner, []).append(down.oid)
        elif r.kind == "planeswalk":
            _planeswalk(s, o)
    _lose(s, losers)
    s.answers.clear()
    ops.note(s, {"type": "state_based_actions",
                 "results": [[r.rules, r.kind, r.subject, r.counter, r.count] for r in done]})


def _planeswalk(s: State, phenomenon: Obj) -> None:
    """The planar controller planeswalks: the face-up card goes to the bottom of the planar
    deck and the top one is turned face up in the command zone."""
    down = ops.move(s, phenomenon, PLANAR_DECK)
    down.face_up = False
    s.planar_deck.append(down.oid)
    if s.planar_deck[0] != down.oid:  # a deck of one phenomenon turns nothing else up
        top = ops.move(s, s.objects[s.planar_deck[0]], COMMAND)
        top.face_up = True
    ops.note(s, {"type": "planeswalk", "player": s.planar_controller})


def _lose(s: State, seats: list[int], why: str = "lost") -> None:
    """`seats` lose (with their teams in Two-Headed Giant) and leave the game, marked with
    `why`: "lost" for a state-based action, else how they left (`leaving.LEFT`). Their objects
    stay where they are; their triggered abilities waiting to be put on the stack cease to
    exist. With one unit left it wins."""
    if not seats:
        return
    units = _units(s)
    remaining = [u for u in units if any(not s.players[x].lost for x in u)]
    losing_units = {i for i, u in enumerate(remaining) if set(u) & set(seats)}
    v = statecheck.verdict((), losing_units, list(range(len(remaining))), WinLose.LOSE_BEATS_WIN)
    for i in v.losers:
        for seat in remaining[i]:
            s.players[seat].lost = why
            ops.note(s, {"type": "player_lost", "player": seat, "reason": why})
    s.waiting = [i for i in s.waiting if not s.players[i.controller].lost]
    left = [u for i, u in enumerate(remaining) if i not in v.losers]
    if v.draw or len(left) <= 1:
        s.over = True
        s.draw = v.draw
        s.winners = tuple(left[0]) if left and not v.draw else ()
        s.priority = None
        s.decision = None
        if why != "lost":
            s.ended = leaving.ending(why, len(units))


def leave(s: State, seat: int, why: str) -> None:
    """A player concedes or runs out of time (`why`: "conceded", "timeout"): they lose at
    once, outside any state check, as by a state-based action."""
    _lose(s, [seat], why)


def _units(s: State) -> list[tuple[int, ...]]:
    """Who wins and loses together: teams in Two-Headed Giant, else each player."""
    if TWO_HEADED_GIANT in s.variants and s.teams:
        return [t.seats for t in s.teams]
    return [(p.seat,) for p in s.players]


def _checked(s: State) -> None:
    for p in s.players:
        p.drew_from_empty = False
    for o in s.objects.values():
        o.deathtouch_damage = False


def _blocked(s: State, results: list[Sba]) -> bool:
    for r in results:
        if r.kind == "choose":
            s.decision = Decision(r.seat, "keep_one", r.options, (r.rule, r.seat, r.options))
            return True
    return False


def turn_order(s: State) -> list[int]:
    return [x for x in clockwise(s.seats, s.active) if not s.players[x].lost]


CHECK: StateCheck[State, Sba] = StateCheck(
    groups=(CONDITIONS,),
    perform=perform,
    seat_of=lambda r: r.seat,
    turn_order=turn_order,
    is_over=lambda s: s.over,
    checked=_checked,
    blocked=_blocked,
)


def holding(s: State) -> list[Sba]:
    """Every state-based action whose condition holds now (what a settled check leaves none of,
    choices aside)."""
    return [r for condition in CONDITIONS for r in condition(s)]


def trigger_batches(s: State) -> list[tuple[int, list[int]]]:
    """Indexes of the waiting triggers grouped by controller, APNAP."""
    idx = list(range(len(s.waiting)))
    return batches(idx, lambda i: s.waiting[i].controller, turn_order(s))
