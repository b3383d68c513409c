"""One registry from card full name to its `CardScript`.

Card modules (`engine.cards.set1_*`) call `register(name, script)` at import; `script(name)`
imports them on first use so the DSL and the rules code never import card modules at load time.
Keyword abilities that are triggered abilities (Support, Vanish) live here too, under the
pseudo-card names in `KEYWORD_SCRIPTS`, so frames can refer to them the same way.
"""

from __future__ import annotations

import importlib
from functools import cache

from engine.dsl.script import EMPTY_SCRIPT, CardScript, Step, Trigger

_SCRIPTS: dict[str, CardScript] = {}
CARD_MODULES = (
    "engine.cards.set1_amber",
    "engine.cards.set1_amethyst",
    "engine.cards.set1_emerald",
    "engine.cards.set1_ruby",
    "engine.cards.set1_sapphire",
    "engine.cards.set1_steel",
    "engine.cards.set2_amber",
    "engine.cards.set2_amethyst",
    "engine.cards.set2_emerald",
    "engine.cards.set2_ruby",
    "engine.cards.set2_sapphire",
    "engine.cards.set2_steel",
    "engine.cards.set3_amber",
    "engine.cards.set3_emerald",
    "engine.cards.set3_ruby",
    "engine.cards.set3_sapphire",
    "engine.cards.set4_amber",
    "engine.cards.set4_amethyst",
    "engine.cards.set4_emerald",
    "engine.cards.set4_ruby",
    "engine.cards.set4_sapphire",
    "engine.cards.set4_steel",
    "engine.cards.set5_amber",
    "engine.cards.set5_amethyst",
    "engine.cards.set5_emerald",
    "engine.cards.set5_ruby",
    "engine.cards.set5_sapphire",
    "engine.cards.set5_steel",
    "engine.cards.set6_amber",
    "engine.cards.set6_amethyst",
    "engine.cards.set6_emerald",
    "engine.cards.set6_ruby",
    "engine.cards.set6_sapphire",
    "engine.cards.set6_steel",
    "engine.cards.set7_amber",
    "engine.cards.set7_amethyst",
    "engine.cards.set7_ruby",
    "engine.cards.set7_sapphire",
    "engine.cards.set7_steel",
    "engine.cards.set8_amber",
    "engine.cards.set8_amethyst",
    "engine.cards.set8_ruby",
    "engine.cards.set8_steel",
    "engine.cards.set9_amber",
    "engine.cards.set9_amethyst",
    "engine.cards.set9_emerald",
    "engine.cards.set9_ruby",
    "engine.cards.set9_sapphire",
    "engine.cards.set10_amber",
    "engine.cards.set10_emerald",
    "engine.cards.set10_sapphire",
    "engine.cards.set10_steel",
    "engine.cards.set11_emerald",
    "engine.cards.set11_ruby",
    "engine.cards.set11_sapphire",
    "engine.cards.set11_amber",
    "engine.cards.set11_amethyst",
    "engine.cards.set11_steel",
    "engine.cards.set12_emerald",
    "engine.cards.set12_steel",
    "engine.cards.set12_sapphire",
    "engine.cards.set12_amethyst",
    "engine.cards.set12_ruby",
    "engine.cards.set12_amber",
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
    from engine.steps import May, flatten
    from engine.steps.control import Once

    name, slot, index = ref
    s = script(name)
    if slot == "effect":
        return flatten(s.effect)
    if slot == "activated":
        ab = s.activated[index]
        if ab.exert_one is not None:
            from engine.steps.costs import ExertCost
            return flatten((ExertCost(ab.exert_one), *ab.effect))
        return flatten(ab.effect)
    trig: Trigger = (s.triggers if slot == "trigger" else s.delayed)[index]
    once: tuple[Step, ...] = (Once(),) if trig.once_per_turn else ()
    return flatten(once + ((May(trig.name),) if trig.optional else ()) + trig.effect)


def is_scripted(name: str) -> bool:
    """Whether a card has a registered script (cheaper than `name in implemented()`)."""
    _load()
    return name in _SCRIPTS
