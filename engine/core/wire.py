"""Actions as small frozen values with a wire form, for the rulesets built on the core.

A ruleset's actions subclass `WireAction` with a `type` tag; `to_wire` gives a msgpack-ready
dict and `from_wire` (given the ruleset's registry) rebuilds the value or raises
`InvalidAction` for anything malformed, so bad input can never reach the rules. Fields hold
ints, strings, bools, None, tuples of those, or nested actions (a tuple of them too).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

from engine.errors import InvalidAction

A = TypeVar("A", bound="WireAction")


@dataclasses.dataclass(frozen=True, slots=True)
class WireAction:
    type: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in dataclasses.fields(self):
            out[f.name] = _out(getattr(self, f.name))
        return out


def _out(value: Any) -> Any:
    if isinstance(value, WireAction):
        return value.to_wire()
    if isinstance(value, tuple):
        return [_out(v) for v in value]
    return value


def registry(*classes: type[A]) -> dict[str, type[A]]:
    tags = {c.type: c for c in classes}
    if len(tags) != len(classes) or "" in tags:
        raise ValueError("every action class needs its own non-empty type tag")
    return tags


def from_wire(tags: Mapping[str, type[A]], data: Any) -> A:
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise InvalidAction("an action is a map with a string 'type'")
    cls = tags.get(data["type"])
    if cls is None:
        raise InvalidAction(f"unknown action type {data['type']!r}")
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    extra = set(data) - set(fields) - {"type"}
    if extra:
        raise InvalidAction(f"unknown fields {sorted(extra)} for {cls.type}")
    kwargs: dict[str, Any] = {}
    for name, f in fields.items():
        if name not in data:
            if f.default is dataclasses.MISSING:
                raise InvalidAction(f"{cls.type} needs {name!r}")
            continue
        kwargs[name] = _in(tags, hints[name], data[name], f"{cls.type}.{name}")
    return cls(**kwargs)


def _in(tags: Mapping[str, type[A]], hint: Any, value: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(hint):
            try:
                return _in(tags, option, value, where)
            except InvalidAction:
                continue
        raise InvalidAction(f"{where}: {value!r} has the wrong type")
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise InvalidAction(f"{where}: expected a list")
        args = typing.get_args(hint)
        item = args[0]
        return tuple(_in(tags, item, v, where) for v in value)
    if isinstance(hint, type) and issubclass(hint, WireAction):
        return from_wire(tags, value)
    if hint is type(None):
        if value is None:
            return None
        raise InvalidAction(f"{where}: expected nothing")
    if hint in (int, str, bool):
        if type(value) is not hint:
            raise InvalidAction(f"{where}: expected {hint.__name__}")
        return value
    raise InvalidAction(f"{where}: unsupported field type")
