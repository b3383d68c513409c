"""The code escape hatch: effects the DSL vocabulary does not cover, one function per card.

Each function has the signature of `Step.run`: it may return a Decision and is then called again
with `ctx.answer` set. Keep them small and specific, each with a line saying why the DSL cannot
express it; anything two cards share belongs in the DSL. (No card needs one at present.)
"""

from __future__ import annotations

from collections.abc import Callable

from engine.dsl import Ctx
from engine.state import Decision

Effect = Callable[[Ctx], Decision | None]
CUSTOM: dict[str, Effect] = {}


def custom(name: str) -> Callable[[Effect], Effect]:
    """Decorator registering a custom effect function under `name`."""

    def wrap(fn: Effect) -> Effect:
        if name in CUSTOM:
            raise ValueError(f"custom effect {name!r} registered twice")
        CUSTOM[name] = fn
        return fn

    return wrap
