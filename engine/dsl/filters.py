"""Filters: which cards an ability looks at ("your other Seven Dwarfs characters", "chosen
item", "a character card with cost 3 or less in your discard").

One `Filter` value and one evaluator (`Filter.matches`) serve every use: trigger subjects,
choices, "each such card" targets, static abilities, counts and looks at a zone. Ownership is
relative to the player the filter is evaluated for (an ability's controller, or the player
making a choice), so "one of their characters" chosen by each opponent is `owner=YOU`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.cards.facts import ACTION, CHARACTER, ITEM, LOCATION, SONG

if TYPE_CHECKING:
    from engine.state import Card, GameState

# Who a filter applies to, relative to the player it is evaluated for.
ANY, YOU, OPPONENT = "any", "you", "opponent"
ALL_TYPES = (CHARACTER, ACTION, SONG, ITEM, LOCATION)

_OPS = {
    "<=": int.__le__, ">=": int.__ge__, "==": int.__eq__, "<": int.__lt__, ">": int.__gt__,
    "!=": int.__ne__,
}


def compare(left: int, op: str, right: int) -> bool:
    """The one comparison of the DSL (filters' `Cmp`, conditions' `Compare`)."""
    return _OPS[op](left, right)


@dataclass(frozen=True, slots=True)
class Cmp:
    """A comparison of a card's number: `Cmp("cost", "<=", 2)`; stats are current values
    (strength, willpower, lore), cost is printed (rulebook 6.1.12: effects that refer to a
    card's cost use the printed ink cost); "damage" and "under" (how many cards are under
    it) are counts."""

    stat: str
    op: str
    value: int

    def __post_init__(self) -> None:
        if self.op not in _OPS or self.stat not in ("cost", "strength", "willpower", "lore",
                                                    "damage", "under"):
            raise ValueError(f"bad comparison {self!r}")


#: Frame variable: the new id of an ability's card after its own cost moved it ("1 {I}, banish
#: this item - return another item card from your discard"): `ChooseCards` with an `other`
#: filter leaves it out too (it is the same card, 6.1.6; the source id is the one in play).
SELF_MOVED = "_self_moved"


@dataclass(frozen=True, slots=True)
class Filter:
    """Selects cards in a zone (in play by default) relative to a player and a source card.

    `classification`: must have it; `any_of`: must have one of these classifications;
    `name` / `not_name`: the card's name (not its version); `where`: number comparisons;
    `keyword`: has the keyword now; `at_location`: is at some location (None: either);
    `here`: is at the source location (a location's "while here"), or at the same location
    as the source character ("other characters here"); `under`: has cards under it or not;
    `lacks`: does not have the keyword now ("without Evasive"); `challenging_this`: is the
    character challenging the source card now ("while this character is being challenged,
    the challenging character gets ...").
    """

    types: tuple[str, ...] = (CHARACTER,)
    owner: str = ANY
    other: bool = False
    classification: str = ""
    name: str = ""
    damaged: bool | None = None
    zone: str = "play"
    exerted: bool | None = None
    any_of: tuple[str, ...] = ()
    not_name: str = ""
    where: tuple[Cmp, ...] = ()
    keyword: str = ""
    at_location: bool | None = None
    here: bool = False
    under: bool | None = None
    lacks: str = ""  # a keyword it must not have now ("without Evasive")
    challenging_this: bool = False
    # Whether any of the less common tests (from `any_of` on) is asked for: computed once,
    # so the usual filter skips them (filters are evaluated on the rules' hot paths).
    _rare: bool = field(init=False, repr=False, compare=False, default=False)

    def __post_init__(self) -> None:
        rare = bool(self.any_of or self.not_name or self.at_location is not None or self.here
                    or self.under is not None or self.where or self.keyword or self.lacks
                    or self.challenging_this)
        object.__setattr__(self, "_rare", rare)

    def matches(self, card: Card, controller: int, source: int,
                s: GameState | None = None) -> bool:
        """Whether `card` is selected, for `controller`, with `source` the ability's card.
        `s` is needed for current stats and keywords (`where` on stats, `keyword`)."""
        f = card.facts
        # Songs are actions (5.4.4.1): "an action" includes them.
        if f.type not in self.types and not (f.is_song and ACTION in self.types):
            return False
        if self.owner == YOU:
            if card.owner != controller:
                return False
        elif self.owner == OPPONENT and card.owner == controller:
            return False
        if self.other and card.iid == source:
            return False
        if self.classification and self.classification not in f.classifications and not (
                s is not None and (s.effects or s.lki_classes or "classification" in s.pool.kinds)
                and gained_classification(s, card, self.classification)):
            return False
        if self.name and f.name != self.name:
            return False
        if self.exerted is not None and card.exerted != self.exerted:
            return False
        if self.damaged is not None and (card.damage > 0) != self.damaged:
            return False
        return not self._rare or self._rare_match(card, source, s)

    def _rare_match(self, card: Card, source: int, s: GameState | None) -> bool:
        f = card.facts
        if self.any_of and f.classifications.isdisjoint(self.any_of):
            return False
        if self.not_name and f.name == self.not_name:
            return False
        if self.at_location is not None and bool(card.location) != self.at_location:
            return False
        if self.here and not _here(s, card, source):
            return False
        if self.under is not None and bool(card.under) != self.under:
            return False
        if self.where and not all(compare(card_number(s, card, c.stat), c.op, c.value)
                                  for c in self.where):
            return False
        if self.challenging_this and (s is None or not s.challenge
                                      or s.challenge[0] != card.iid or s.challenge[1] != source):
            return False
        if self.keyword or self.lacks:
            from engine.query import has
            if s is None:
                return False
            if self.keyword and not has(s, card, self.keyword):
                return False
            return not (self.lacks and has(s, card, self.lacks))
        return True


def gained_classification(s: GameState, card: Card, classification: str) -> bool:
    """Whether an effect gave the card the classification: a timed 'classification' effect
    ("gains the Detective classification"), a 'classification' static in play ("all opposing
    characters gain the Villain classification"), or, for a card that has just left play, one
    it had when it left (last known information: `GameState.lki_classes`, set while the
    banish events are raised)."""
    iid = card.iid
    if s.effects and any(e.target == iid and e.kind == "classification"
                         and e.value == classification and e.waiting_for < 0
                         for e in s.effects):
        return True
    if card.zone != "play":
        return bool(s.lki_classes) and classification in s.lki_classes.get(iid, ())
    if "classification" not in s.pool.kinds:
        return False
    from engine.query import static_classifications
    return classification in static_classifications(s, card)


def _here(s: GameState | None, card: Card, source: int) -> bool:
    """"Here": at the source location, or at the same location as the source character."""
    if not source or s is None:
        return False
    src = s.card(source)
    where = source if src is None or src.facts.is_location else src.location
    return bool(where) and card.location == where and card.iid != source


def card_number(s: GameState | None, card: Card, stat: str) -> int:
    if stat == "cost":
        return card.facts.cost
    if stat == "damage":
        return card.damage
    if stat == "under":
        return len(card.under)
    if s is None or card.zone != "play":
        return int(getattr(card.facts, stat))
    from engine import query
    value: int = getattr(query, stat)(s, card)
    return value


def cards(s: GameState, flt: Filter, controller: int, source: int) -> list[Card]:
    """Every card the filter selects, by seat."""
    out: list[Card] = []
    for p in s.players:
        if p.lost:
            continue
        if flt.owner == YOU and p.seat != controller:
            continue
        if flt.owner == OPPONENT and p.seat == controller:
            continue
        out.extend(c for c in p.zone(flt.zone) if flt.matches(c, controller, source, s))
    return out


CHARACTERS = Filter()
YOUR_CHARACTERS = Filter(owner=YOU)
OPPOSING_CHARACTERS = Filter(owner=OPPONENT)
ITEMS = Filter(types=(ITEM,))
ANY_CARD = Filter(types=ALL_TYPES)
