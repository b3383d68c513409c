"""The complete, serialisable state of one game.

Everything a game needs to continue lives here as plain values: cards and zones, lore, the bag,
effects in progress (`frames`), the engine's own to-do list (`agenda`), the pending decision and
the RNG state. There are no callbacks or generators, so `to_data`/`from_data` is a full snapshot.

Card identity: every card has an instance id (`iid`) that is replaced by a fresh one on every zone
change (a card that changes zones is a new object, as in the rulebook). A viewer who saw an id in
one zone therefore cannot follow the card into or out of a hidden zone. Fresh ids come from the
game's id stream (`engine.rng.id_block`): unpredictable, never reused, and independent of the game
RNG and of how many ids were drawn before, so an id tells a viewer nothing about hidden cards.

Snapshots (`to_data`) are values: fresh plain data sharing nothing with the live state, and
`from_data` copies what it is given, so neither side can change the other afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn

from engine.cards.facts import CardFacts, facts
from engine.options import RulesOptions
from engine.rng import id_block

if TYPE_CHECKING:
    from engine.cards.pool import Pool

DECK, HAND, PLAY, INKWELL, DISCARD = "deck", "hand", "play", "inkwell", "discard"
ZONES = (DECK, HAND, PLAY, INKWELL, DISCARD)

Value = int | str


class _NoCards(list["Card"]):
    """The one empty `under` stack every card shares until something goes under it (most cards
    never have anything under them, and a list per card is ~70 bytes). It is immutable: to put
    cards under a card, assign it a new list (`card.under = [*card.under, other]`)."""

    __slots__ = ()

    def _frozen(self, *_args: object, **_kwargs: object) -> NoReturn:
        raise TypeError("NO_CARDS is shared by every card: assign a new list instead")

    append = extend = insert = remove = pop = clear = sort = reverse = _frozen
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _frozen


#: The shared, immutable empty stack of cards under a card (equal to `[]`).
NO_CARDS: list[Card] = _NoCards()


def _no_cards() -> list[Card]:
    return NO_CARDS


_SCALARS = (int, str, bool, float, type(None))


def plain_copy(value: Any) -> Any:
    """A deep copy of plain data (dicts, lists and tuples of scalars and of each other), tuples
    becoming lists as msgpack and JSON would make them: what snapshots hold of the free-form
    parts of the state (frame and bag variables, agenda tasks)."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _SCALARS else plain_copy(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [v if type(v) in _SCALARS else plain_copy(v) for v in value]
    return value


@dataclass(slots=True, eq=False)
class Card:
    """One physical card and the states it currently has (seed 004, 5.1.1)."""

    iid: int
    name: str
    owner: int
    zone: str = DECK
    exerted: bool = False
    damage: int = 0
    drying: bool = False
    facedown: bool = False
    under: list[Card] = field(default_factory=_no_cards)  # NO_CARDS: never mutate it in place
    location: int = 0
    boosted_turn: int = 0
    damaged_by: int = 0
    damaged_in_challenge: bool = False
    facts: CardFacts = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Printed facts never change, so they are looked up once, not on every rules query.
        # The name becomes the card database's own string, shared by every game, instead of
        # whichever copy the caller had (each unpacked deck list or snapshot brings new ones).
        self.facts = facts(self.name)
        self.name = self.facts.full_name

    def reset_states(self) -> None:
        """States are lost when a card changes zone (seed 004, 5.1.2)."""
        self.exerted = False
        self.damage = 0
        self.drying = False
        self.facedown = False
        self.location = 0
        self.boosted_turn = 0
        self.damaged_by = 0
        self.damaged_in_challenge = False

    def to_data(self) -> list[Any]:
        return [
            self.iid, self.name, self.owner, self.zone, self.exerted, self.damage, self.drying,
            self.facedown, [c.to_data() for c in self.under], self.location, self.boosted_turn,
            self.damaged_by, self.damaged_in_challenge,
        ]

    @classmethod
    def from_data(cls, d: list[Any]) -> Card:
        card = cls(*d[:8])
        if d[8]:
            card.under = [Card.from_data(c) for c in d[8]]
        card.location, card.boosted_turn, card.damaged_by, card.damaged_in_challenge = d[9:13]
        return card


@dataclass(slots=True)
class Player:
    seat: int
    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    play: list[Card] = field(default_factory=list)
    inkwell: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    lore: int = 0
    inked_this_turn: int = 0
    altered_hand: bool = False
    drew_from_empty: bool = False
    lost: str = ""
    # Per-turn counters for "if you ... this turn" (`engine.dsl.conditions.DidThisTurn`), e.g.
    # 'played:Song'; cleared when any turn starts.
    counters: dict[str, int] = field(default_factory=dict)

    def zone(self, name: str) -> list[Card]:
        return {
            DECK: self.deck, HAND: self.hand, PLAY: self.play,
            INKWELL: self.inkwell, DISCARD: self.discard,
        }[name]

    @property
    def alive(self) -> bool:
        return not self.lost

    def ready_ink(self) -> int:
        return sum(1 for c in self.inkwell if not c.exerted)

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {z: [c.to_data() for c in self.zone(z)] for z in ZONES}
        out.update(
            seat=self.seat, lore=self.lore, inked=self.inked_this_turn,
            altered=self.altered_hand, drew_empty=self.drew_from_empty, lost=self.lost,
        )
        if self.counters:
            out["counters"] = dict(self.counters)
        return out

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> Player:
        p = cls(seat=d["seat"], lore=d["lore"], inked_this_turn=d["inked"],
                altered_hand=d["altered"], drew_from_empty=d["drew_empty"], lost=d["lost"],
                counters=dict(d.get("counters") or {}))
        for z in ZONES:
            p.zone(z).extend(Card.from_data(c) for c in d[z])
        return p


@dataclass(slots=True)
class Frame:
    """An effect in the middle of resolving: which steps, where we are, what was chosen.

    `ref` names the effect in the card registry (card name, slot, index) instead of holding code,
    so a frame is plain data and survives snapshots.
    """

    ref: tuple[str, str, int]
    controller: int
    source: int
    pc: int = 0
    vars: dict[str, Any] = field(default_factory=dict)

    def to_data(self) -> list[Any]:
        return [list(self.ref), self.controller, self.source, self.pc, plain_copy(self.vars)]

    @classmethod
    def from_data(cls, d: list[Any]) -> Frame:
        ref = d[0]
        return cls((ref[0], ref[1], ref[2]), d[1], d[2], d[3], plain_copy(d[4]))


@dataclass(slots=True)
class BagItem:
    """A triggered ability waiting in the bag (rulebook 7.7)."""

    id: int
    controller: int
    ref: tuple[str, str, int]
    source: int
    vars: dict[str, Any] = field(default_factory=dict)

    def to_data(self) -> list[Any]:
        return [self.id, self.controller, list(self.ref), self.source, plain_copy(self.vars)]

    @classmethod
    def from_data(cls, d: list[Any]) -> BagItem:
        ref = d[2]
        return cls(d[0], d[1], (ref[0], ref[1], ref[2]), d[3], plain_copy(d[4]))


@dataclass(slots=True)
class Decision:
    """A choice the engine is waiting for: who decides, between what, how many.

    `options` are card iids or short strings ("yes", "no", "top", ...); only the deciding
    player's view shows them (`engine.view`). `hidden` marks decisions whose options are hidden
    cards. `seen` lists hidden cards the player is looking at while deciding (e.g. the top of
    their deck), which their view shows even when they cannot be picked.
    """

    player: int
    kind: str
    options: list[Value]
    min: int = 1
    max: int = 1
    prompt: str = ""
    source: int = 0
    hidden: bool = False
    seen: list[int] = field(default_factory=list)

    def to_data(self) -> list[Any]:
        return [self.player, self.kind, list(self.options), self.min, self.max, self.prompt,
                self.source, self.hidden, list(self.seen)]

    @classmethod
    def from_data(cls, d: list[Any]) -> Decision:
        return cls(d[0], d[1], list(d[2]), d[3], d[4], d[5], d[6], d[7], list(d[8]))


#: A `TimedEffect`'s target meaning every character in play (of the seat in its `amount`, or
#: of every player with -1) rather than one card: `steps.RestrictAll`.
EVERY_CHARACTER = 0


@dataclass(slots=True)
class TimedEffect:
    """A continuous effect with a duration ("this turn", "during their next turn").

    `kind`: 'strength' | 'willpower' | 'lore' | 'keyword' | 'cant_quest' | 'cant_challenge' |
    'delayed' (a delayed triggered ability). `waiting_for` > -1 means the effect
    has not started yet and starts with that seat's next turn; `until_turn` is the turn number
    at whose end it ends (0: while the target stays in play); `until_start_of` > -1 ends it
    when that seat's next turn starts (see `engine.dsl.durations`).
    """

    kind: str
    target: int
    value: Value = 0
    amount: int = 0
    until_turn: int = 0
    waiting_for: int = -1
    controller: int = -1
    until_start_of: int = -1
    # The card whose leaving play ends the effect ("while this item is in play"); 0: none.
    source: int = 0

    def to_data(self) -> list[Any]:
        out = [self.kind, self.target, self.value, self.amount, self.until_turn,
               self.waiting_for, self.controller]
        if self.until_start_of >= 0 or self.source:
            out.append(self.until_start_of)
        if self.source:
            out.append(self.source)
        return out

    @classmethod
    def from_data(cls, d: list[Any]) -> TimedEffect:
        return cls(*d)


@dataclass
class GameState:
    players: list[Player]
    options: RulesOptions
    rng: int
    starting: int = 0
    active: int = 0
    turn: int = 0
    phase: str = "setup"
    id_key: int = 0  # the id stream's secret key (`engine.rng.id_key`)
    id_count: int = 0  # ids drawn from the id stream so far
    next_bag_id: int = 1
    version: int = 0
    bag: list[BagItem] = field(default_factory=list)
    bag_resolver: int = -1
    frames: list[Frame] = field(default_factory=list)
    agenda: list[list[Any]] = field(default_factory=list)
    decision: Decision | None = None
    answer: list[Value] | None = None
    effects: list[TimedEffect] = field(default_factory=list)
    challenge: list[int] = field(default_factory=list)
    # Cards revealed by the effect resolving now (6.1.14): every viewer sees them until the
    # effects in progress are done (`engine.flow` clears it).
    revealed: list[int] = field(default_factory=list)
    winner: int = -1
    end_reason: str = ""
    by_iid: dict[int, Card] = field(default_factory=dict)
    # Last known classifications gained from effects, of the cards whose banish events are
    # being raised (new id -> classifications), so that "whenever an opposing Villain
    # character is banished" sees a gained Villain classification (1.9.3 / 6.1.13). Set and
    # cleared inside `ops.banish_many`; never part of a snapshot.
    lki_classes: dict[int, tuple[str, ...]] = field(default_factory=dict, init=False,
                                                    repr=False, compare=False)
    # Renewals since `by_iid` was last rebuilt (see `new_iid`); not part of the state.
    _renewed: int = field(default=0, init=False, repr=False, compare=False)
    # Derived from `id_key` and `id_count` (rebuilt on restore), not part of the state: every
    # id issued so far or about to be, the rest of the current block's ids (last first), and
    # the number of the stream's next block.
    _issued: set[int] = field(default_factory=set, init=False, repr=False, compare=False)
    _ready: list[int] = field(default_factory=list, init=False, repr=False, compare=False)
    _next_block: int = field(default=0, init=False, repr=False, compare=False)
    # What the game's cards can do at all (`engine.cards.pool`), derived from the names of its
    # cards by `index_cards`; not part of the state.
    pool: Pool = field(default=None, init=False, repr=False, compare=False)  # type: ignore[assignment]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def card(self, iid: int) -> Card | None:
        return self.by_iid.get(iid)

    def fresh_iid(self) -> int:
        """The next id of the game's id stream: never 0, never issued before in this game."""
        ready = self._ready
        if not ready:
            ready = self._next_ids()
        self.id_count += 1
        return ready.pop()

    def fresh_iids(self, count: int) -> list[int]:
        """The next `count` ids at once, as `fresh_iid` would give them (setting up a game)."""
        out: list[int] = []
        while len(out) < count:
            ready = self._ready or self._next_ids()
            take = ready[-(count - len(out)):]
            del ready[-len(take):]
            take.reverse()
            out += take
        self.id_count += count
        return out

    def _next_ids(self) -> list[int]:
        """The ids of the stream's next block that are new (not 0, not issued before, the
        first of any repeat), last first: filtered a block at a time, as they are handed out
        in order and nothing else issues ids."""
        issued = self._issued
        while True:
            fresh = []
            for iid in id_block(self.id_key, self._next_block):
                if iid and iid not in issued:
                    issued.add(iid)
                    fresh.append(iid)
            self._next_block += 1
            if fresh:
                fresh.reverse()
                self._ready = fresh
                return fresh

    def _reissue(self) -> None:
        """Rebuild the id stream's position after a restore: draw `id_count` ids again (plus
        any id a card holds, for cards built by hand in tests)."""
        self._issued, self._ready, self._next_block = set(), [], 0
        for _ in range(self.id_count):
            (self._ready or self._next_ids()).pop()
        self._issued.update(self.by_iid)

    def new_iid(self, card: Card) -> None:
        """Give a card a fresh identity (called on every zone change)."""
        by_iid = self.by_iid
        by_iid.pop(card.iid, None)
        ready = self._ready  # `fresh_iid`, written out: this runs on every zone change
        if not ready:
            ready = self._next_ids()
        self.id_count += 1
        card.iid = iid = ready.pop()
        by_iid[iid] = card
        # Each renewal leaves a dead slot behind in the dict, and when they run out the dict
        # grows to three times its live size (~9 KiB instead of ~4.6 for 120 cards) and stays
        # there. Copying it now and then, before that happens, keeps it at its compact size.
        self._renewed += 1
        if self._renewed >= len(by_iid) >> 2:
            self.by_iid = dict(by_iid)
            self._renewed = 0

    def index_cards(self) -> None:
        self.by_iid = {}
        self._renewed = 0
        for p in self.players:
            for z in ZONES:
                for c in p.zone(z):
                    self.by_iid[c.iid] = c
                    for u in c.under:
                        self.by_iid[u.iid] = u
        self._issued.update(self.by_iid)
        from engine.cards.pool import pool_of  # the pool reads card scripts, which import this

        self.pool = pool_of(c.name for c in self.by_iid.values())

    def to_data(self) -> dict[str, Any]:
        return {
            "players": [p.to_data() for p in self.players],
            "options": self.options.to_data(),
            "rng": self.rng, "starting": self.starting, "active": self.active,
            "turn": self.turn, "phase": self.phase, "id_key": self.id_key,
            "id_count": self.id_count, "next_bag_id": self.next_bag_id, "version": self.version,
            "bag": [b.to_data() for b in self.bag], "bag_resolver": self.bag_resolver,
            "frames": [f.to_data() for f in self.frames],
            "agenda": [plain_copy(t) for t in self.agenda],
            "decision": self.decision.to_data() if self.decision else None,
            "answer": None if self.answer is None else list(self.answer),
            "effects": [e.to_data() for e in self.effects],
            "challenge": list(self.challenge),
            "winner": self.winner, "end_reason": self.end_reason,
            **({"revealed": list(self.revealed)} if self.revealed else {}),
        }

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> GameState:
        s = cls(
            players=[Player.from_data(p) for p in d["players"]],
            options=RulesOptions.from_data(d["options"]),
            rng=d["rng"], starting=d["starting"], active=d["active"], turn=d["turn"],
            phase=d["phase"], id_key=d["id_key"], id_count=d["id_count"],
            next_bag_id=d["next_bag_id"],
            version=d["version"], bag=[BagItem.from_data(b) for b in d["bag"]],
            bag_resolver=d["bag_resolver"], frames=[Frame.from_data(f) for f in d["frames"]],
            agenda=[plain_copy(t) for t in d["agenda"]],
            decision=Decision.from_data(d["decision"]) if d["decision"] else None,
            answer=None if d["answer"] is None else list(d["answer"]),
            effects=[TimedEffect.from_data(e) for e in d["effects"]],
            challenge=list(d["challenge"]), winner=d["winner"], end_reason=d["end_reason"],
            revealed=list(d.get("revealed") or []),
        )
        s.index_cards()
        s._reissue()
        return s
