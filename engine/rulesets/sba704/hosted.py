"""Seed 001's game as a server hosts it: a new game from a seed, and casting only what one sees.

`new_game` deals every player a shuffled library of plain creature cards (invented names) and
an opening hand, then the starting player (drawn from the seed) receives priority; every later
turn begins with its active player drawing a card. Players
pass, answer choices and cast spells whose effects are the generic actions (`actions.JUDGE`),
as at a table with a judge; state-based actions decide who loses (life, poison, drawing from an
empty library, commander damage).

A judge may name any object, but a player may only name what they can see: objects in public
zones and cards in their own hand. `TableGame` refuses anything else with the very error a
missing object gets, so casting can never reveal or probe a hidden card; numbers and names in
a cast are bounded so that no view can grow past what the wire carries.
"""

from __future__ import annotations

from typing import Any

from engine.core.wire import WireAction
from engine.errors import IllegalAction
from engine.rng import below, shuffle
from engine.rulesets.sba704 import actions
from engine.rulesets.sba704.model import COMMAND, HAND, LIBRARY, State
from engine.rulesets.sba704.procedure import Game
from engine.rulesets.sba704.scenario import Scenario
from engine.rulesets.sba704.view import PUBLIC

#: The creature cards libraries are made of: (name, power, toughness). Invented names.
CARDS = (("Ash Wolf", 2, 2), ("Brook Heron", 1, 3), ("Cinder Imp", 3, 1), ("Dune Strider", 2, 3),
         ("Elm Warden", 1, 4), ("Frost Lynx", 3, 2), ("Gale Sprite", 1, 1), ("Hill Giant", 4, 4))
#: Bounds of what a cast may carry: every number, every name, how many actions and values in
#: all, and how many kinds of counters one object may get.
MAX_NUMBER, MAX_NAME, MAX_ACTIONS, MAX_VALUES, MAX_COUNTER_KINDS = 1000, 40, 16, 160, 8
#: The most things the table holds (objects, stack items, replacement and lasting effects):
#: casting stops short of it, so no view or snapshot grows without end.
MAX_TABLE = 600
_OBJECT_FIELDS = ("target", "obj", "original", "to", "source")
_MASK = (1 << 64) - 1


def new_game(players: int, seed: int, *, life: int = 20, library: int = 30,
             hand: int = 7) -> TableGame:
    rng = (seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK
    rng, first = below(rng, players)
    scenario = Scenario(players, life=life, active=first)
    for seat in range(players):
        cards = [CARDS[i % len(CARDS)] for i in range(library)]
        rng = shuffle(rng, cards)
        for name, power, toughness in cards:
            scenario.creature(seat, name, power, toughness, zone=LIBRARY)
    game = TableGame(scenario.state)
    for seat in range(players):
        for _ in range(hand):
            actions.perform(game.state, actions.Draw(seat))
    game.begin()
    game.state.log.clear()
    return game


class TableGame(Game):
    def apply(self, seat: int, action: WireAction) -> list[dict[str, Any]]:
        if isinstance(action, actions.Cast):
            vet(self.state, seat, action)
        events = super().apply(seat, action)
        # Events are returned, never kept, and last known information serves only the event
        # it was captured for: a snapshot stays the size of the table.
        self.state.log.clear()
        self.state.lki.known.clear()
        return events

    def _cleanup(self) -> None:
        """After the turn passes, its new active player draws (a draw step), so a game in which
        everyone only passes still ends: someone draws from an empty library (704.5b)."""
        s = self.state
        turn = s.turn
        super()._cleanup()
        if s.turn != turn and not s.over and s.decision is None:
            actions.perform(s, actions.Draw(s.active))
            self._give_priority(s.active)


def vet(s: State, seat: int, cast: actions.Cast) -> None:
    """Raises unless every object `cast` names is one `seat` sees, and its values are bounded."""
    if len(s.objects) + len(s.stack) + len(s.replacements) + len(s.lasting) + MAX_ACTIONS \
            > MAX_TABLE:
        raise IllegalAction("illegal", "the table is full: nothing more may be cast")
    todo: list[WireAction] = [cast]
    count = values = 0
    while todo:
        a = todo.pop()
        count += 1
        if count > MAX_ACTIONS:
            raise IllegalAction("illegal", f"a spell does at most {MAX_ACTIONS} things")
        if isinstance(a, actions.Counters):
            o = s.objects.get(a.target)
            if o is not None and a.kind not in o.counters and \
                    len(o.counters) >= MAX_COUNTER_KINDS:
                raise IllegalAction("illegal", f"at most {MAX_COUNTER_KINDS} kinds of counters")
        names = list(_OBJECT_FIELDS)
        if isinstance(a, actions.Replace) and a.event == "destroy":
            names.append("subject")
        for name in names:
            oid = getattr(a, name, None)
            if oid and not _seen(s, seat, oid):
                raise IllegalAction("illegal", f"no object {oid}")
        found = _values(a)
        values += len(found)
        if values > MAX_VALUES:
            raise IllegalAction("illegal", f"a spell carries at most {MAX_VALUES} values")
        for value in found:
            if isinstance(value, int) and not -MAX_NUMBER <= value <= MAX_NUMBER:
                raise IllegalAction("illegal", f"numbers are at most {MAX_NUMBER} in size")
            if isinstance(value, str) and len(value) > MAX_NAME:
                raise IllegalAction("illegal", f"names are at most {MAX_NAME} characters")
            if isinstance(value, WireAction):
                todo.append(value)


def _seen(s: State, seat: int, oid: int) -> bool:
    o = s.objects.get(oid)
    if o is None or o.zone == LIBRARY:
        return False
    if o.zone == HAND:
        return o.owner == seat
    return o.zone in PUBLIC and (o.zone != COMMAND or o.face_up)


def _values(a: WireAction) -> list[Any]:
    out: list[Any] = []
    for name in a.__dataclass_fields__:
        value = getattr(a, name)
        out.extend(value if isinstance(value, tuple) else (value,))
    return out


TableGame.known = Game.known
