"""One registry from card full name to its `CardScript`.

Card modules (`engine.cards.set1_*`) call `register(name, script)` at import; `script(name)`
imports them on first use so the DSL and the rules code never import card modules at load time.
Keyword abilities that are triggered abilities (Support, Vanish) live here too, under the
pseudo-card names in `KEYWORD_SCRIPTS`, so frames can refer to them the same way.
"""

from __future__ import annotations

import importlib
from functools import cache

from engine.dsl import EMPTY_SCRIPT, CardScript, Step, Trigger

_SCRIPTS: dict[str, CardScript] = {}
CARD_MODULES = (
    "engine.cards.set1_amber",
    "engine.cards.set1_amethyst",
    "engine.cards.set1_emerald",
    "engine.cards.set1_ruby",
    "engine.cards.set1_sapphire",
    "engine.cards.set1_steel",
    "engine.keywords",
)
_loaded: list[bool] = []


def register(name: str, card_script: CardScript) -> None:
    if name in _SCRIPTS:
        raise ValueError(f"card {name!r} registered twice")
    _SCRIPTS[name] = card_script


def _load() -> None:
    if not _loaded:
        _loaded.append(True)
        for module in CARD_MODULES:
            importlib.import_module(module)


@cache
def script(name: str) -> CardScript:
    _load()
    return _SCRIPTS.get(name, EMPTY_SCRIPT)


def implemented() -> frozenset[str]:
    _load()
    return frozenset(_SCRIPTS)


@cache
def steps(ref: tuple[str, str, int]) -> tuple[Step, ...]:
    """The steps an effect reference points at: (card, slot, index).

    Slots: 'effect' (an action's effect), 'trigger', 'delayed', 'activated'. A trigger that is
    optional ("you may") gets a leading `May` step so the choice is made on resolution.
    """
    from engine.effects import May

    name, slot, index = ref
    s = script(name)
    if slot == "effect":
        return s.effect
    if slot == "activated":
        return s.activated[index].effect
    trig: Trigger = (s.triggers if slot == "trigger" else s.delayed)[index]
    return ((May(trig.name),) if trig.optional else ()) + trig.effect


def is_scripted(name: str) -> bool:
    """Whether a card has a registered script (cheaper than `name in implemented()`)."""
    _load()
    return name in _SCRIPTS
