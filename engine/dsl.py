"""The ability DSL: cards are data built from these frozen values.

A card's abilities are a `CardScript`: keyword-free triggered abilities (`Trigger`), activated
abilities (`Activated`), static abilities (`Static`) and, for actions and songs, the effect that
resolves when played. Effects are tuples of `Step`s. Steps run inside a `Frame` (plain data in the
game state); a step that needs a player's choice returns a `Decision` and is run again with the
answer, so resolution can stop and resume at any point without suspended code.

The few cards the vocabulary cannot express use `Custom(name)`, the code escape hatch
(`engine.cards.custom`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.cards.facts import CHARACTER

if TYPE_CHECKING:
    from engine.state import Card, Decision, Frame, GameState

# Durations of continuous effects.
THIS_TURN = "this_turn"
THEIR_NEXT_TURN = "their_next_turn"

# Who a filter or a static ability applies to, relative to the ability's controller.
ANY, YOU, OPPONENT = "any", "you", "opponent"


@dataclass(frozen=True, slots=True)
class Filter:
    """Selects cards in play (or in another zone) relative to an ability's controller/source."""

    types: tuple[str, ...] = (CHARACTER,)
    owner: str = ANY
    other: bool = False
    classification: str = ""
    name: str = ""
    damaged: bool | None = None
    zone: str = "play"
    exerted: bool | None = None

    def matches(self, card: Card, controller: int, source: int) -> bool:
        f = card.facts
        if f.type not in self.types and not (f.is_song and "Action" in self.types):
            return False
        if self.owner == YOU and card.owner != controller:
            return False
        if self.owner == OPPONENT and card.owner == controller:
            return False
        if self.other and card.iid == source:
            return False
        if self.classification and self.classification not in f.classifications:
            return False
        if self.name and f.name != self.name:
            return False
        if self.exerted is not None and card.exerted != self.exerted:
            return False
        return self.damaged is None or (card.damage > 0) == self.damaged


CHARACTERS = Filter()
YOUR_CHARACTERS = Filter(owner=YOU)
OPPOSING_CHARACTERS = Filter(owner=OPPONENT)

# A step's target: "self" (the source card), "subject" (the card the trigger is about),
# the name of a variable set by an earlier Choose step, or a Filter meaning "each such card".
Target = str | Filter


class Ctx:
    """What a step sees while running: the game state, its frame, and the pending answer."""

    __slots__ = ("answer", "events", "frame", "state")

    def __init__(self, state: GameState, frame: Frame, answer: list[Any] | None,
                 events: list[dict[str, Any]]) -> None:
        self.state = state
        self.frame = frame
        self.answer = answer
        self.events = events

    @property
    def controller(self) -> int:
        return self.frame.controller

    @property
    def source(self) -> int:
        return self.frame.source


class Step:
    """One instruction of an effect. `run` returns a Decision to wait for a choice, else None."""

    def run(self, ctx: Ctx) -> Decision | None:
        raise NotImplementedError(type(self).__name__)


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability (rulebook 6.2).

    `on`: the event ('play', 'quest', 'challenge', 'challenged', 'banish', 'banishes',
    'turn_end', 'chosen_by_opponent'). `subject`: whose event it is relative to this card:
    'self', 'own', 'other_own', 'opposing' or 'any', narrowed by `filter`.
    `condition`: '' or any of 'your_turn', 'in_challenge', 'defending' (comma separated).
    """

    on: str
    effect: tuple[Step, ...]
    subject: str = "self"
    filter: Filter | None = None
    optional: bool = False
    condition: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability (rulebook 6.3): `{E}` and/or ink and/or banishing this card."""

    effect: tuple[Step, ...]
    exert: bool = True
    ink: int = 0
    banish_self: bool = False
    name: str = ""


@dataclass(frozen=True, slots=True)
class Static:
    """A static ability (rulebook 6.4) that applies while its card is in play.

    `kind`: 'keyword' (grant `keyword` with `value`), 'cost' (matching cards cost `value` less to
    play for this card's controller), 'cant_sing'. `applies_to`: 'self' or a Filter.
    `condition`: '', 'your_turn' or 'another_own_character'.
    """

    kind: str
    applies_to: Filter | str = "self"
    keyword: str = ""
    value: int = 0
    condition: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class CardScript:
    """Everything a card does beyond its printed facts and printed keywords.

    `shift`: how Shift finds its base: 'name' (8.10.1), 'classification:X' (8.10.8.1) or
    'universal' (8.10.8.2).
    """

    triggers: tuple[Trigger, ...] = ()
    activated: tuple[Activated, ...] = ()
    statics: tuple[Static, ...] = ()
    effect: tuple[Step, ...] = ()
    shift: str = "name"
    delayed: tuple[Trigger, ...] = ()


EMPTY_SCRIPT = CardScript()
