"""The code escape hatch: effects the DSL vocabulary does not cover, one function per card.

Each function has the signature of `Step.run`: it may return a Decision and is then called again
with `ctx.answer` set. Keep them small and specific; anything two cards share belongs in the DSL.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.dsl import Ctx
from engine.keywords import support
from engine.state import Decision

CUSTOM: dict[str, Callable[[Ctx], Decision | None]] = {
    "support": support,
}


def custom(name: str) -> Callable[[Callable[[Ctx], Decision | None]], Callable[[Ctx], Decision | None]]:
    """Decorator registering a custom effect function under `name`."""

    def wrap(fn: Callable[[Ctx], Decision | None]) -> Callable[[Ctx], Decision | None]:
        if name in CUSTOM:
            raise ValueError(f"custom effect {name!r} registered twice")
        CUSTOM[name] = fn
        return fn

    return wrap
