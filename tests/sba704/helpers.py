"""Finding objects by the judge's tags (ids change when objects change zones)."""

from __future__ import annotations

from engine.rulesets.sba704 import Game
from engine.rulesets.sba704.model import Obj


def maybe(g: Game, tag: str) -> Obj | None:
    return next((o for o in g.state.objects.values() if o.tag == tag), None)


def find(g: Game, tag: str) -> Obj:
    o = maybe(g, tag)
    if o is None:
        raise AssertionError(f"no object tagged {tag!r}")
    return o


def where(g: Game, tag: str) -> str | None:
    o = maybe(g, tag)
    return None if o is None else o.zone
