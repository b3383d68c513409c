"""The state of a game of seed 003's TCG.

Cards are characters, locations, attachments and events. Abilities are data: player actions
(`action`), responses (`response`, normal or save/cancel) and passive abilities (`passive`),
each with the occasion that opens it and its effect as steps. Work in progress is data too: the
task stack of the running action scheme (`scheme.py`), whose open windows are core `Window`s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.durations import Lasting
from engine.core.windows import Window

HAND = "hand"
PLAY = "play"
DEAD = "dead"
DISCARD = "discard"
DECK = "deck"
LIMBO = "limbo"  # an event card being played: moribund until its action scheme ends

CHARACTER = "character"
LOCATION = "location"
ATTACHMENT = "attachment"
EVENT = "event"

MARSHALLING = "marshalling"
CHALLENGES = "challenges"
DOMINANCE = "dominance"
ANY_PHASE = "any"

ICONS = ("military", "intrigue", "power")
WIN_POWER = 15


@dataclass(frozen=True, slots=True)
class Step:
    """One step of an effect. `what`: kill, discard, return (to hand), to_deck, gain_power,
    kneel, stand, strength, icon (a lasting +1/-1 icon), cancel, save, shuffle_dead (every
    player shuffles their dead pile into their deck), enter_play (a marshalled card).
    `target`: "target" (the chosen targets), "self", "subject" (the occasion's card), "each"
    (every character of the `traits`). `until`: how long a lasting step lasts."""

    what: str
    target: str = "target"
    amount: int = 1
    icon: str = ""
    until: str = "end_of_phase"
    condition: tuple[str, str, bool] | None = None  # (card tag, icon, has): while it holds


@dataclass(frozen=True, slots=True)
class Ability:
    kind: str  # action, response, passive
    steps: tuple[Step, ...]
    when: str = ""  # the occasion that opens a response or triggers a passive
    match: str = "self"  # whose occasion: self, any, trait:<Trait>, mine, theirs
    save_cancel: bool = False
    phase: str = ANY_PHASE  # when a player action may be taken
    gold: int = 0
    kneel: str = ""  # a cost: "self", or "trait:<Trait>" (kneel one of your such characters)
    targets: int = 0  # how many targets it chooses (characters in play)


@dataclass(slots=True)
class Card:
    cid: int
    name: str
    owner: int
    controller: int
    kind: str
    zone: str
    strength: int = 0
    icons: frozenset[str] = frozenset()
    traits: frozenset[str] = frozenset()
    cost: int = 0
    penalty: int = 0  # a cost penalty printed on the card (added before reductions)
    knelt: bool = False
    power: int = 0
    attached_to: int | None = None
    abilities: tuple[Ability, ...] = ()
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Mod:
    """A lasting change to one card: strength +/-n, or an icon gained (+1) or lost (-1),
    optionally only while (card tag, icon, has) holds."""

    card: int
    strength: int = 0
    icon: str = ""
    delta: int = 0
    condition: tuple[str, str, bool] | None = None


@dataclass(frozen=True, slots=True)
class Occasion:
    """Something that happened in a scheme and may open responses ("doors") and trigger
    passive abilities: what, to which card (0: none), caused by whom."""

    what: str
    card: int
    by: int
    item: int = 0  # for "initiated": the item just initiated


@dataclass(slots=True)
class Item:
    """An initiated action, response or passive ability going through its own steps."""

    iid: int
    kind: str  # action, response, passive, game
    controller: int
    source: int  # the card (0 for a game action)
    ability: int  # index into the card's abilities (-1 for a game action)
    targets: tuple[int, ...] = ()
    steps: tuple[Step, ...] = ()
    occasion: Occasion | None = None  # what opened a response or triggered a passive
    cancelled: bool = False
    saved: set[int] = field(default_factory=set)
    triggered: list[Item] = field(default_factory=list)


@dataclass(slots=True)
class Scheme:
    initiator: int | None  # None for a game action
    doors: list[Occasion] = field(default_factory=list)
    used: set[tuple[int, int, int]] = field(default_factory=set)  # (card, ability, door)
    moribund: dict[int, str] = field(default_factory=dict)  # card -> where it will go


@dataclass(frozen=True, slots=True)
class Decision:
    player: int
    kind: str  # order_passives: which one resolves next
    options: tuple[int, ...]


@dataclass(slots=True)
class State:
    seats: list[int]
    first: int = 0
    active: int = 0
    phase: str = MARSHALLING
    gold: dict[int, int] = field(default_factory=dict)
    penalty_mods: dict[int, int] = field(default_factory=dict)  # changes to a seat's penalties
    reductions: dict[int, int] = field(default_factory=dict)  # a seat's cost reductions
    cards: dict[int, Card] = field(default_factory=dict)
    lasting: list[Lasting[Mod]] = field(default_factory=list)
    scheme: Scheme | None = None
    tasks: list[list[Any]] = field(default_factory=list)
    segment: Window | None = None
    decision: Decision | None = None
    next_cid: int = 1
    next_iid: int = 1
    next_wid: int = 1
    clock: int = 0
    winner: int | None = None
    left: dict[int, str] = field(default_factory=dict)  # seat -> why they left the game
    ended: str = ""  # why the game ended when a player leaving ended it (core `leaving`)
    log: list[dict[str, Any]] = field(default_factory=list)
    version: int = 0  # one more after every accepted action

    def playing(self) -> list[int]:
        """The seats still in the game, clockwise."""
        return [seat for seat in self.seats if seat not in self.left]

    def in_play(self) -> list[Card]:
        return [c for c in self.cards.values() if c.zone == PLAY]

    def tagged(self, tag: str) -> Card | None:
        return next((c for c in self.cards.values() if c.tag == tag), None)

    def moribund(self, cid: int) -> bool:
        return self.scheme is not None and cid in self.scheme.moribund
