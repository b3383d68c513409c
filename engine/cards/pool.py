"""What the cards of one game can do at all: the static kinds, events and abilities they have.

Rules queries skip whole questions when no card could answer them ("can anything in play
grant a keyword?", "does anything listen to this event?"). Asked of every registered card,
those answers stopped saving anything once most of the card pool had scripts: some card
somewhere has every kind of static and listens to every event. A game's cards are fixed when
it is set up (every card of a match starts in a deck; nothing enters from outside), so the
answers are asked of the names in the game instead, once per distinct set of names.

`GameState.index_cards` gives each state its pool; pools are shared between states with the
same names. `cache_clear` (what tests that swap card scripts call) recomputes every pool in
place, so states that hold one see the new scripts at once.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards.registry import script
from engine.dsl.script import READY_TARGETS, STAT_KINDS

_PLAY = "play"  # engine.state.PLAY (the state module imports this one)

#: Events a keyword's triggered ability listens to through `engine.ops.emit` whatever the
#: game's cards are (Support, 8.13, on quest; Vanish is put in the bag where the choice is made).
_RULE_EVENTS = frozenset({"quest"})


class Pool:
    """The abilities of one set of card names, by what the rules ask of them."""

    __slots__ = ("_listeners", "events", "kinds", "names", "own", "ready_static")

    def __init__(self, names: frozenset[str]) -> None:
        self.names = names
        self._compute()

    def _compute(self) -> None:
        scripts = [script(n) for n in sorted(self.names)]
        kinds = {st.kind for sc in scripts for st in sc.statics}
        if kinds & STAT_KINDS:
            kinds.add("stat")
        #: Kinds of static ability some card of the game has (in any zone).
        self.kinds: frozenset[str] = frozenset(kinds)
        #: Events some card of the game (or a keyword's ability) triggers on.
        self.events: frozenset[str] = frozenset(
            trig.on for sc in scripts for trig in (*sc.triggers, *sc.delayed)) | _RULE_EVENTS
        #: Kind -> the names with a static of that kind that works outside play.
        own: dict[str, set[str]] = {}
        for name in self.names:
            for st in script(name).statics:
                if st.zone != _PLAY:
                    own.setdefault(st.kind, set()).add(name)
        self.own: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in own.items()}
        #: Whether a card of the game has "can challenge ready characters" as a static.
        self.ready_static: bool = any(
            st.kind == "keyword" and st.keyword == READY_TARGETS
            for sc in scripts for st in sc.statics)
        self._listeners: dict[str, tuple[frozenset[str], bool]] = {}

    def listeners(self, on: str) -> tuple[frozenset[str], bool]:
        """For event `on`: the game's cards with a triggered ability on it, and whether every
        such ability is about its own card (then only the event's card can trigger)."""
        found = self._listeners.get(on)
        if found is None:
            holders = frozenset(n for n in self.names
                                if any(t.on == on for t in script(n).triggers))
            only_self = all(t.subject == "self" for n in holders for t in script(n).triggers
                            if t.on == on)
            found = self._listeners[on] = (holders, only_self)
        return found

    def own_names(self, kind: str) -> frozenset[str]:
        """The game's cards with a static of `kind` that works outside play."""
        return self.own.get(kind, _NO_NAMES)


_NO_NAMES: frozenset[str] = frozenset()


class _Pools:
    """The pools made so far, by their names; `cache_clear` recomputes them in place."""

    __slots__ = ("_made",)

    def __init__(self) -> None:
        self._made: dict[frozenset[str], Pool] = {}

    def of(self, names: Iterable[str]) -> Pool:
        key = frozenset(names)
        pool = self._made.get(key)
        if pool is None:
            pool = self._made[key] = Pool(key)
        return pool

    @classmethod
    def cache_clear(cls) -> None:
        for pool in POOLS._made.values():
            pool._compute()


POOLS = _Pools()


def pool_of(names: Iterable[str]) -> Pool:
    return POOLS.of(names)
