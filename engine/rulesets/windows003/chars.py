"""Characteristics under lasting effects, and what an action costs.

Lasting effects on one card add up whatever their order (seed 003, "Conflictos de Efectos
Duraderos"): an icon gained (+1) and lost (-1) sum to no change, a card has at most one icon of
each kind, and strength is the printed value plus every modifier, never below 0. Conditional
lasting effects apply at the fixed point the core's `applying` finds; effects that would switch
each other on and off forever apply as if none of them had happened.
"""

from __future__ import annotations

from engine.core.durations import applying
from engine.rulesets.windows003.model import Card, Mod, State


def active_mods(s: State) -> list[Mod]:
    mods = [e.effect for e in s.lasting]

    def holds(i: int, active: frozenset[int]) -> bool:
        cond = mods[i].condition
        if cond is None:
            return True
        card = s.tagged(cond[0])
        return card is not None and _icon(card, cond[1], [mods[j] for j in active]) == cond[2]

    on = applying(len(mods), holds)
    return [m for i, m in enumerate(mods) if i in on]


def _icon(card: Card, icon: str, mods: list[Mod]) -> bool:
    total = int(icon in card.icons) + sum(m.delta for m in mods
                                          if m.card == card.cid and m.icon == icon)
    return min(1, max(0, total)) == 1


def has_icon(s: State, card: Card, icon: str) -> bool:
    return _icon(card, icon, active_mods(s))


def strength(s: State, card: Card) -> int:
    return max(0, card.strength + sum(m.strength for m in active_mods(s) if m.card == card.cid))


def gold_cost(base: int, penalty: int, penalty_mods: int, reductions: int) -> int:
    """1a-1d: the cost, then penalties (each already changed by what modifies it), then the
    other modifiers, reductions included; never below 0."""
    return max(0, base + max(0, penalty + penalty_mods) - reductions)
