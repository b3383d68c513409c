"""Shared helpers for the rule tests.

Rule tests must not depend on how other engineers implement a card's abilities, so every test
that relies on a card being vanilla pins it with `blank(...)`, and tests that need a triggered,
activated or action effect install a small script on a card for the duration of the test with
`scripted(...)`. Both patch the card registry and restore it afterwards.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine import Action, Choose, Game
from engine.cards import registry
from engine.dsl import EMPTY_SCRIPT, CardScript
from engine.state import Card, GameState
from engine.turn_actions import legal_actions

# Vanilla characters (no rules text beyond keywords).
STITCH = "Stitch - New Dog"  # 1 cost, 2/2, lore 1, inkable (the Scenario filler)
MICKEY = "Mickey Mouse - True Friend"  # 3 cost, 3/3, lore 2
GOONS = "Goons - Maleficent's Underlings"  # 1 cost, 2/2, lore 1
SVEN = "Sven - Official Ice Deliverer"  # 6 cost, 5/7, lore 1
KRONK = "Kronk - Right-Hand Man"  # 6 cost, 6/6, lore 2
MAUI = "Maui - Demigod"  # 8 cost, 8/8, lore 3
LILO = "Lilo - Making a Wish"  # 1 cost, 1/1, lore 2, NOT inkable
MINNIE = "Minnie Mouse - Beloved Princess"  # 2 cost, 2/3, lore 1
PUMBAA = "Pumbaa - Friendly Warthog"  # 4 cost, 3/5, lore 1
# Vanilla keyword characters.
SIMBA_BODYGUARD = "Simba - Protective Cub"  # 2 cost, 2/3, Bodyguard
HERCULES_BODYGUARD = "Hercules - True Hero"  # 3 cost, 3/3, Bodyguard
PETER_EVASIVE = "Peter Pan - Never Landing"  # 3 cost, 3/2, Evasive
PONGO_EVASIVE = "Pongo - Ol' Rascal"  # 4 cost, 2/3, lore 2, Evasive
RAFIKI_RUSH = "Rafiki - Mysterious Sage"  # 3 cost, 3/3, Rush
GASTON_RECKLESS = "Gaston - Arrogant Hunter"  # 2 cost, 4/2, lore 0, Reckless
ERIC_CHALLENGER = "Prince Eric - Dashing and Brave"  # 2 cost, 1/3, Challenger +2
HOOK_CHALLENGER = "Captain Hook - Forceful Duelist"  # 1 cost, 1/2, Challenger +2
EEYORE_RESIST = "Eeyore - Overstuffed Donkey"  # 5 cost, 4/5, Resist +1
ALADDIN_WARD = "Aladdin - Prince Ali"  # 2 cost, 2/2, Ward
SEBASTIAN_SINGER = "Sebastian - Court Composer"  # 2 cost, 2/2, Singer 4
HEIHEI_SUPPORT = "HeiHei - Boat Snack"  # 1 cost, 1/2, Support
PHIL_SUPPORT = "Philoctetes - Trainer of Heroes"  # 2 cost, 3/1, Support
PALACE_GUARD_VANISH = "Palace Guard - Spectral Sentry"  # 1 cost, 1/4, Vanish
SCROOGE_BOOST = "Scrooge McDuck - Ghostly Ebenezer"  # 2 cost, 3/3, Boost 1
HERC_BASE = "Hercules - Hero in Training"  # 2 cost, 2/3
HERC_SHIFT = "Hercules - Divine Hero"  # 6 cost, 6/3, Resist +2, Shift 4 (onto Hercules)
# Other card types.
LAGOON = "Never Land - Mermaid Lagoon"  # location: 1 cost, 4 W, lore 1, move cost 1
PRIDE_ROCK = "Pride Lands - Pride Rock"  # location: 2 cost, 7 W, lore 1, move cost 2
SONG2 = "Force of a Great Typhoon"  # song, cost 2
SONG4 = "Education or Elimination"  # song, cost 4
PIRATES_LIFE = "A Pirate's Life"  # song, cost 6, Sing Together 6
ITEM = "Dinglehopper"  # item, cost 1

VANILLA = (
    STITCH, MICKEY, GOONS, SVEN, KRONK, MAUI, LILO, MINNIE, PUMBAA, SIMBA_BODYGUARD,
    HERCULES_BODYGUARD, PETER_EVASIVE, PONGO_EVASIVE, RAFIKI_RUSH, GASTON_RECKLESS,
    ERIC_CHALLENGER, HOOK_CHALLENGER, EEYORE_RESIST, ALADDIN_WARD, SEBASTIAN_SINGER,
    HEIHEI_SUPPORT, PHIL_SUPPORT, PALACE_GUARD_VANISH, SCROOGE_BOOST, HERC_BASE, HERC_SHIFT,
    LAGOON, PRIDE_ROCK, SONG2, SONG4, PIRATES_LIFE, ITEM,
)


def _clear_script_caches() -> None:
    """Forget every cached lookup derived from card scripts (the registry's and any per-card
    caches in the rules modules), so a patched script takes effect at once."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("engine.") or name == "engine.cards.facts" or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()


@contextmanager
def scripted(scripts: dict[str, CardScript]) -> Iterator[None]:
    """Give cards these scripts for the duration of the block (the registry is restored)."""
    registry.script("")  # make sure the card modules are loaded before patching
    saved = {name: registry._SCRIPTS.get(name) for name in scripts}
    registry._SCRIPTS.update(scripts)
    _clear_script_caches()
    try:
        yield
    finally:
        for name, old in saved.items():
            if old is None:
                registry._SCRIPTS.pop(name, None)
            else:
                registry._SCRIPTS[name] = old
        _clear_script_caches()


@contextmanager
def blank(*names: str) -> Iterator[None]:
    """Make these cards vanilla (no abilities beyond printed keywords) for the block."""
    with scripted(dict.fromkeys(names, EMPTY_SCRIPT)):
        yield


def legal(game: Game, seat: int) -> list[Action]:
    """Legal actions computed afresh: for tests that change the state directly (adding a timed
    effect, say), which `Game` may not notice as it only expects `apply` to change it."""
    return legal_actions(game.state, seat)


def find(game: Game, seat: int, zone: str, name: str) -> Card:
    for c in game.state.players[seat].zone(zone):
        if c.name == name:
            return c
    raise AssertionError(f"{name!r} not in seat {seat}'s {zone}")


def names(game: Game, seat: int, zone: str) -> list[str]:
    return [c.name for c in game.state.players[seat].zone(zone)]


def card(game: Game, iid: int) -> Card:
    c = game.state.card(iid)
    assert c is not None, f"no card with id {iid}"
    return c


def choose(game: Game, seat: int, *picks: int | str) -> list[dict[str, Any]]:
    d = game.state.decision
    assert d is not None, "no decision pending"
    assert d.player == seat, d
    return game.apply(seat, Choose(tuple(picks)))


def idle(game: Game) -> bool:
    s: GameState = game.state
    return (s.phase == "main" and s.decision is None and not s.frames and not s.agenda
            and not s.bag)


def event_types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]
