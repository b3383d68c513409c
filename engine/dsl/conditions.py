"""Conditions: one typed language for "if", "while", "during your turn", "unless" in
triggered abilities, static abilities, activated abilities and the `If` step.

Each condition is a frozen value with a `test(s, seat, source, vars)` method, and `holds()`
is the one entry point: `seat` is the ability's controller, `source` its card (which may
have left play: last known information), `vars` the trigger's event facts or the effect's
variables (e.g. 'in_challenge', a variable an earlier step set).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.dsl.amounts import Amount, Count, Var, amount
from engine.dsl.filters import Filter, cards, compare
from engine.dsl.players import Who, seats

if TYPE_CHECKING:
    from engine.state import Card, GameState


class Condition:
    """Base of every condition."""

    __slots__ = ()

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        raise NotImplementedError(type(self).__name__)


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """"During your turn" (`mine=True`) or "during an opponent's turn"."""

    mine: bool = True

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return (s.active == seat) == self.mine


@dataclass(frozen=True, slots=True)
class Event(Condition):
    """A fact of the triggering event: 'in_challenge', 'defending'."""

    fact: str

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return bool(vars.get(self.fact))


@dataclass(frozen=True, slots=True)
class Chosen(Condition):
    """"If a Hero character is chosen": a card an earlier choice put in `var` (still there)
    matches the filter. In a trigger's condition `var` may be 'subject' or 'other', the
    event's cards ("whenever one of your characters challenges a damaged character")."""

    var: str
    filter: Filter

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        got = vars.get(self.var) or []
        src = source.iid if source is not None else 0
        for iid in got if isinstance(got, list) else [got]:
            card = s.card(iid) if isinstance(iid, int) and iid else None
            if card is not None and self.filter.matches(card, seat, src, s):
                return True
        return False


@dataclass(frozen=True, slots=True)
class Challenging(Condition):
    """"While challenging a damaged character": this card is the attacker of the challenge
    in progress and the defender matches the filter."""

    defender: Filter

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        if source is None or not s.challenge or s.challenge[0] != source.iid:
            return False
        card = s.card(s.challenge[1])
        return card is not None and self.defender.matches(card, seat, source.iid, s)


@dataclass(frozen=True, slots=True)
class WasHere(Condition):
    """The event's card was at this location when it happened: "whenever a character is
    banished while here", "whenever ... banishes a character while here" (the 'location'
    fact of banish and banishes events, remembered as the cards leave play)."""

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return source is not None and bool(vars.get("location")) and \
            vars.get("location") == source.iid


@dataclass(frozen=True, slots=True)
class ThisCard(Condition):
    """"While this character is exerted / damaged / at a location / has a card under it":
    the ability's own card matches the filter (ownership is not checked)."""

    filter: Filter

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return source is not None and self.filter.matches(source, source.owner, 0, s)


@dataclass(frozen=True, slots=True)
class Compare(Condition):
    """A number comparison: "if you have 2 or more other characters", "no cards in hand"."""

    left: Amount
    op: str
    right: Amount

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        src = source.iid if source is not None else 0
        return compare(amount(self.left, s, seat, src, vars), self.op,
                       amount(self.right, s, seat, src, vars))


@dataclass(frozen=True, slots=True)
class DidThisTurn(Condition):
    """"If you played a song this turn": a per-turn counter of the controller (see
    `engine.dsl.counters`) reached `at_least`."""

    counter: str
    at_least: int = 1
    exactly: bool = False  # "if it's the second challenge this turn"
    # Summed over every player's counters: "if a character was banished this turn" is
    # `DidThisTurn("banished:Character", anyone=True)` (counted for the card's owner).
    anyone: bool = False

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        if self.anyone:
            got = sum(p.counters.get(self.counter, 0) for p in s.players)
        else:
            got = s.players[seat].counters.get(self.counter, 0)
        return got == self.at_least if self.exactly else got >= self.at_least


#: The per-turn counter of a card's owner set when a card is put under it
#: (`engine.ops.put_under`): `put_under_key(iid)`.
def put_under_key(iid: int) -> str:
    return f"put_under:{iid}"


@dataclass(frozen=True, slots=True)
class PutUnderThisTurn(Condition):
    """"If you put a card under him this turn": a card was put under this card (Boost or an
    effect) this turn, while it has been in play."""

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return source is not None and put_under_key(source.iid) in \
            s.players[source.owner].counters


@dataclass(frozen=True, slots=True)
class All(Condition):
    parts: tuple[Condition, ...]

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return all(c.test(s, seat, source, vars) for c in self.parts)


@dataclass(frozen=True, slots=True)
class AnyOf(Condition):
    parts: tuple[Condition, ...]

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return any(c.test(s, seat, source, vars) for c in self.parts)


@dataclass(frozen=True, slots=True)
class Not(Condition):
    """"Unless ...", "no ..."."""

    part: Condition

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return not self.part.test(s, seat, source, vars)


@dataclass(frozen=True, slots=True)
class TopOfDeck(Condition):
    """"If it's a character card": the top card of the controller's deck matches the filter
    (False with an empty deck)."""

    filter: Filter

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        deck = s.players[seat].deck
        src = source.iid if source is not None else 0
        return bool(deck) and self.filter.matches(deck[0], seat, src, s)


@dataclass(frozen=True, slots=True)
class HadGranted(Condition):
    """The banished card had been granted `keyword` by a timed effect when it left play
    (its id in play is the event's 'was'): "your characters gain '<ability>' this turn"
    is that grant plus a delayed trigger with this condition."""

    keyword: str

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        was = vars.get("was")
        return bool(was) and any(e.target == was and e.kind == "keyword"
                                 and e.value == self.keyword for e in s.effects)


@dataclass(frozen=True, slots=True)
class ByYou(Condition):
    """The event was done by this ability's controller ("whenever you remove damage"): the
    event's 'by' seat."""

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return vars.get("by") == seat


@dataclass(frozen=True, slots=True)
class FirstTurn(Condition):
    """"If this is your first turn": it is the controller's turn and they have had none
    before. In the first round the turns go from the starting player in turn order (players
    who left skipped), so a seat's first turn is at most turn number 1 + its distance from the
    starting player, and its second turn always later (2.1.3). With `starting=False` "and
    you're not the first player", with `starting=True` "and you are" (2.2.1.1)."""

    starting: bool | None = None

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        if s.active != seat or s.turn > 1 + (seat - s.starting) % len(s.players):
            return False
        return self.starting is None or (seat == s.starting) == self.starting


@dataclass(frozen=True, slots=True)
class FirstPlayer(Condition):
    """"If you're the first player": the controller took the game's first turn (the
    starting player, 2.2.1.1)."""

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        return s.starting == seat


@dataclass(frozen=True, slots=True)
class TheyHave(Condition):
    """A player of `who` (e.g. `chosen_player(var)`) has at least `at_least` cards matching
    the filter, evaluated for that player (`owner=YOU`: "a character of theirs")."""

    who: Who
    filter: Filter
    at_least: int = 1

    def test(self, s: GameState, seat: int, source: Card | None,
             vars: Mapping[str, Any]) -> bool:
        src = source.iid if source is not None else 0
        return any(len(cards(s, self.filter, p, src)) >= self.at_least
                   for p in seats(self.who, s, seat, vars))


_NO_VARS: Mapping[str, Any] = {}


def holds(cond: Condition | None, s: GameState, seat: int, source: Card | None,
          vars: Mapping[str, Any] = _NO_VARS) -> bool:
    """Whether the condition holds now (None: no condition, always)."""
    return cond is None or cond.test(s, seat, source, vars)


def have(flt: Filter, at_least: int = 1) -> Compare:
    """"If you have (at least N) ... in play": `flt` is usually `owner=YOU`."""
    return Compare(Count(flt), ">=", at_least)


def did(var: str = "n") -> Compare:
    """"If you do" / "if you removed damage this way": the step that recorded `var` (its
    `out=`) affected at least one card, or `PayInk` paid (`did("paid")`)."""
    return Compare(Var(var), ">=", 1)


def have_none(flt: Filter) -> Compare:
    return Compare(Count(flt), "==", 0)


YOUR_TURN = YourTurn()
OPPONENTS_TURN = YourTurn(mine=False)
IN_CHALLENGE = Event("in_challenge")
DEFENDING = Event("defending")
#: "If you used Shift to play her": a fact of the 'play' event, seen by the effect of a
#: "when you play this character" trigger (an `If` step).
SHIFTED = Event("shifted")
