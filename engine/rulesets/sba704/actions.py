"""Generic actions: what a judge (a test, a person at the table) uses to create any situation,
and what resolving effects are made of. Each is a frozen value with a wire form.

They change the state and nothing else: no state-based action is checked here. The game
(`procedure.Game.judge`) checks them afterwards, when a player would receive priority.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.durations import Lasting
from engine.core.wire import WireAction, registry
from engine.errors import IllegalAction
from engine.rulesets.sba704 import ops
from engine.rulesets.sba704.model import (
    BATTLEFIELD,
    STACK,
    ZONES,
    Item,
    Obj,
    PTMod,
    Replacement,
    State,
)


@dataclass(frozen=True, slots=True)
class Damage(WireAction):
    """`source` deals `amount` damage to a creature or planeswalker (damage to a planeswalker
    removes loyalty counters)."""

    type: ClassVar[str] = "damage"
    target: int
    amount: int
    source: int = 0


@dataclass(frozen=True, slots=True)
class DamagePlayer(WireAction):
    """Damage to a player: life loss, and commander damage when a commander deals combat
    damage."""

    type: ClassVar[str] = "damage_player"
    seat: int
    amount: int
    source: int = 0
    combat: bool = False


@dataclass(frozen=True, slots=True)
class LifeChange(WireAction):
    type: ClassVar[str] = "life"
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Poison(WireAction):
    type: ClassVar[str] = "poison"
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Counters(WireAction):
    """Put (or with a negative count remove) counters of a kind on a permanent."""

    type: ClassVar[str] = "counters"
    target: int
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class Attach(WireAction):
    """Attach an object to another object or to a player (or to nothing), legal or not: the
    state-based actions judge legality."""

    type: ClassVar[str] = "attach"
    obj: int
    to: int | None = None
    to_player: int | None = None


@dataclass(frozen=True, slots=True)
class CreateToken(WireAction):
    type: ClassVar[str] = "token"
    controller: int
    name: str
    types: tuple[str, ...] = ("creature",)
    power: int = 1
    toughness: int = 1
    supertypes: tuple[str, ...] = ()
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Copy(WireAction):
    """Create a copy of an object in `zone`: a copy of a spell if the original is on the stack,
    else a copy of a card."""

    type: ClassVar[str] = "copy"
    original: int
    zone: str
    controller: int
    tag: str = ""


@dataclass(frozen=True, slots=True)
class GainControl(WireAction):
    type: ClassVar[str] = "control"
    obj: int
    seat: int


@dataclass(frozen=True, slots=True)
class Move(WireAction):
    type: ClassVar[str] = "move"
    obj: int
    zone: str


@dataclass(frozen=True, slots=True)
class PhaseOut(WireAction):
    type: ClassVar[str] = "phase_out"
    obj: int


@dataclass(frozen=True, slots=True)
class Regenerate(WireAction):
    """The next time the permanent would be destroyed this turn, it is instead tapped and all
    damage is removed from it (a regeneration shield)."""

    type: ClassVar[str] = "regenerate"
    obj: int


@dataclass(frozen=True, slots=True)
class Draw(WireAction):
    type: ClassVar[str] = "draw"
    seat: int


@dataclass(frozen=True, slots=True)
class Modify(WireAction):
    """+N/+N until end of turn (a lasting effect)."""

    type: ClassVar[str] = "modify"
    target: int
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class BecomeWorld(WireAction):
    """The permanent gets the world supertype now (its world timestamp)."""

    type: ClassVar[str] = "world"
    obj: int


@dataclass(frozen=True, slots=True)
class Replace(WireAction):
    """Create a replacement effect (see `model.Replacement`)."""

    type: ClassVar[str] = "replace"
    event: str
    subject: int
    instead: tuple[WireAction, ...] = ()
    uses: int = 1


@dataclass(frozen=True, slots=True)
class TurnFaceUp(WireAction):
    type: ClassVar[str] = "face_up"
    obj: int


@dataclass(frozen=True, slots=True)
class Trigger(WireAction):
    """A triggered ability of `source` triggers (it waits to be put on the stack); it makes
    its controller gain `life` life when it resolves."""

    type: ClassVar[str] = "trigger"
    source: int
    life: int = 0


@dataclass(frozen=True, slots=True)
class Cast(WireAction):
    """Put a spell-like stack item whose resolution performs `effect`; with `obj`, that
    object (in hand, or a copy) goes on the stack and to its owner's graveyard afterwards."""

    type: ClassVar[str] = "cast"
    controller: int
    effect: tuple[WireAction, ...] = ()
    obj: int | None = None


JUDGE = registry(Damage, DamagePlayer, LifeChange, Poison, Counters, Attach, CreateToken, Copy,
                 GainControl, Move, PhaseOut, Regenerate, Draw, Modify, BecomeWorld, Replace,
                 TurnFaceUp, Trigger, Cast)


def obj(s: State, oid: int) -> Obj:
    o = s.objects.get(oid)
    if o is None:
        raise IllegalAction("illegal", f"no object {oid}")
    return o


def seat(s: State, n: int) -> int:
    if not 0 <= n < len(s.players):
        raise IllegalAction("illegal", f"no seat {n}")
    return n


def check(s: State, a: WireAction) -> None:
    """Every id an action names exists: checked before anything changes."""
    for name in ("target", "obj", "original", "to", "source"):
        value = getattr(a, name, None)
        # A source or an attachment's host may be 0 (nothing: an unnamed damage source); what
        # an action acts on must exist, or `perform` would fail halfway through a resolution.
        if value or (value == 0 and name in ("target", "obj", "original")):
            obj(s, value)
    for name in ("seat", "controller", "to_player"):
        value = getattr(a, name, None)
        if value is not None:
            seat(s, value)
    zone = getattr(a, "zone", None)
    if zone is not None and zone not in ZONES:
        raise IllegalAction("illegal", f"no zone {zone!r}")
    for inner in (*getattr(a, "instead", ()), *getattr(a, "effect", ())):
        if isinstance(inner, LifeChange | Poison | Draw):
            seat(s, inner.seat)


def perform(s: State, a: WireAction) -> None:
    if isinstance(a, Damage):
        _damage(s, obj(s, a.target), a.amount, s.objects.get(a.source))
    elif isinstance(a, DamagePlayer):
        ops.change_life(s, a.seat, -a.amount)
        src = s.objects.get(a.source)
        if a.combat and src is not None and src.commander and src.card is not None:
            cd = s.players[a.seat].commander_damage
            cd[src.card] = cd.get(src.card, 0) + a.amount
    elif isinstance(a, LifeChange):
        ops.change_life(s, a.seat, a.amount)
    elif isinstance(a, Poison):
        ops.change_poison(s, a.seat, a.amount)
    elif isinstance(a, Counters):
        o = obj(s, a.target)
        o.counters[a.kind] = max(0, o.counters.get(a.kind, 0) + a.count)
    elif isinstance(a, Attach):
        o = obj(s, a.obj)
        o.attached_to, o.attached_to_player = a.to, a.to_player
    elif isinstance(a, CreateToken):
        _new(s, Obj(0, a.name, a.controller, a.controller, BATTLEFIELD, None,
                    frozenset(a.types), supertypes=frozenset(a.supertypes), power=a.power,
                    toughness=a.toughness, token=True, tag=a.tag))
    elif isinstance(a, Copy):
        o = obj(s, a.original)
        _new(s, Obj(0, o.name, a.controller, a.controller, a.zone, None, o.types, o.subtypes,
                    o.supertypes, o.power, o.toughness,
                    copy="spell" if o.zone == STACK else "card", tag=a.tag))
    elif isinstance(a, GainControl):
        obj(s, a.obj).controller = a.seat
    elif isinstance(a, Move):
        ops.move(s, obj(s, a.obj), a.zone)
    elif isinstance(a, PhaseOut):
        obj(s, a.obj).phased_out = True
    elif isinstance(a, Regenerate):
        obj(s, a.obj).shields += 1
    elif isinstance(a, Draw):
        _draw(s, a.seat)
    elif isinstance(a, Modify):
        s.lasting.append(Lasting(PTMod(a.target, a.power, a.toughness), "end_of_turn", s.tick()))
    elif isinstance(a, BecomeWorld):
        o = obj(s, a.obj)
        o.supertypes |= {"world"}
        o.world_since = s.tick()
    elif isinstance(a, Replace):
        s.replacements.append(Replacement(a.event, a.subject, a.instead, a.uses))
    elif isinstance(a, TurnFaceUp):
        obj(s, a.obj).face_up = True
    elif isinstance(a, Trigger):
        o = obj(s, a.source)
        s.waiting.append(Item(o.oid, o.controller, (LifeChange(o.controller, a.life),)))
    elif isinstance(a, Cast):
        spell = None
        if a.obj is not None:
            o = obj(s, a.obj)
            if o.zone != STACK:
                o = ops.move(s, o, STACK)
            spell = o.oid
        s.stack.append(Item(0, a.controller, a.effect, spell=spell))
    else:  # pragma: no cover - JUDGE lists every class above
        raise IllegalAction("illegal", f"not a judge action: {a!r}")


def _new(s: State, o: Obj) -> Obj:
    o.oid = s.next_oid
    s.next_oid += 1
    o.world_since = s.tick() if "world" in o.supertypes else 0
    s.objects[o.oid] = o
    return o


def _damage(s: State, o: Obj, amount: int, source: Obj | None) -> None:
    if amount <= 0:
        return
    if o.has("planeswalker") and not o.has("creature"):
        o.counters["loyalty"] = max(0, o.counters.get("loyalty", 0) - amount)
        return
    o.damage += amount
    if source is not None and source.deathtouch:
        o.deathtouch_damage = True


def _draw(s: State, seat: int) -> None:
    deck = s.libraries.setdefault(seat, [])
    if not deck:
        s.players[seat].drew_from_empty = True
        return
    top = s.objects[deck[0]]
    ops.move(s, top, "hand")

