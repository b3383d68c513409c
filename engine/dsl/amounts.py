"""Amounts: the numbers of effects, as values ("2", "for each X", "equal to its strength",
"the number of cards discarded this way").

A plain `int` is an amount. Everything else is a small frozen value, and `amount()` is the one
evaluator. The few expression kinds compose: `Count` counts cards matching a filter,
`StatOf` reads a card's current number, `Var` reads a number an earlier step of the same
effect recorded, and `Scaled` multiplies and offsets any of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.dsl.filters import Filter, card_number, cards

if TYPE_CHECKING:
    from engine.state import GameState


@dataclass(frozen=True, slots=True)
class Count:
    """The number of cards the filter selects for the ability's controller."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class StatOf:
    """A card's current number: `StatOf("self", "strength")`; the card is 'self', 'subject'
    (the card the trigger is about), 'other' (the event's other card: the challenger, the
    location moved to) or a variable set by a choice. 0 if it is gone. The numbers are those
    of `Cmp`: 'strength', 'willpower', 'lore', 'cost', 'damage' and 'under' (the number of
    cards under it: "+1 {L} for each card under him")."""

    card: str
    stat: str


@dataclass(frozen=True, slots=True)
class Var:
    """A number recorded by an earlier step of the same effect (e.g. `Discard(..., out="n")`)."""

    name: str


@dataclass(frozen=True, slots=True)
class Lore:
    """A player's lore: the controller's (`mine=True`) or the highest opponent's (`least`:
    the lowest opponent's, "if an opponent has 0 lore")."""

    mine: bool = True
    least: bool = False


@dataclass(frozen=True, slots=True)
class Scaled:
    """`times` * amount + `plus`, floored at `at_least` if given ("2 damage for each ...",
    "loses {S} equal to that number" with `times=-1`) and capped at `at_most` if given
    ("gain lore equal to her {S}, to a maximum of 6 lore")."""

    of: Amount
    times: int = 1
    plus: int = 0
    at_least: int | None = None
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class Total:
    """The sum of a number over the cards the filter selects: "for each 1 damage on opposing
    characters" is `Total(Filter(owner=OPPONENT), "damage")`."""

    filter: Filter
    stat: str


@dataclass(frozen=True, slots=True)
class Most:
    """The highest number among the cards the filter selects (`empty` if there are none):
    "more {S} than each opposing character"."""

    filter: Filter
    stat: str
    empty: int = -1000


@dataclass(frozen=True, slots=True)
class MostOpponent:
    """The largest count among the opponents of the filter evaluated for each of them ("if
    an opponent has more cards in their hand than you": `owner=YOU` means that opponent's)."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class Inks:
    """The number of different ink types among the cards an earlier step recorded in `var`
    ("for each different ink type of cards revealed this way"; a dual-ink card has both)."""

    var: str


Amount = int | Count | StatOf | Var | Lore | Scaled | Total | Most | MostOpponent | Inks


def amount(a: Amount, s: GameState, controller: int, source: int,
           vars: Mapping[str, Any]) -> int:
    """The current value of an amount for an ability of `controller` from card `source`."""
    if isinstance(a, int):
        return a
    if isinstance(a, Count):
        return len(cards(s, a.filter, controller, source))
    if isinstance(a, StatOf):
        iid = source if a.card == "self" else vars.get(a.card) or 0
        if isinstance(iid, list):
            iid = iid[0] if iid else 0
        card = s.card(iid) if iid else None
        return 0 if card is None else card_number(s, card, a.stat)
    if isinstance(a, Var):
        got = vars.get(a.name, 0)
        return len(got) if isinstance(got, list) else int(got or 0)
    if isinstance(a, Total | Most):
        found = [card_number(s, c, a.stat) for c in cards(s, a.filter, controller, source)]
        if isinstance(a, Total):
            return sum(found)
        return max(found, default=a.empty)
    if isinstance(a, Lore):
        if a.mine:
            return s.players[controller].lore
        found = [p.lore for p in s.players if p.alive and p.seat != controller]
        return (min if a.least else max)(found, default=0)
    if isinstance(a, Inks):
        got = vars.get(a.var) or []
        shown = [s.card(i) for i in (got if isinstance(got, list) else [got]) if i]
        return len({ink for c in shown if c is not None for ink in c.facts.ink})
    if isinstance(a, MostOpponent):
        return max((len(cards(s, a.filter, p.seat, source)) for p in s.players
                    if p.seat != controller and not p.lost), default=0)
    n = amount(a.of, s, controller, source, vars) * a.times + a.plus
    if a.at_most is not None:
        n = min(a.at_most, n)
    return n if a.at_least is None else max(a.at_least, n)
