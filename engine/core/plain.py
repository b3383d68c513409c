"""Snapshots as plain data: a ruleset's state to msgpack-ready values and back.

The state of a ruleset is dataclasses holding ints, strings, bools, None, lists, tuples, sets,
dicts and other dataclasses (windows, effects, items in a task stack). `to_plain` writes every
dataclass as a map tagged with its class name, and tuples, sets, frozensets and maps whose keys
are not all strings as tagged lists, so `from_plain` (given the classes that may appear) gives
back an equal state without needing type hints. Unknown tags raise `ValueError`: a snapshot
from elsewhere can never build arbitrary objects.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

TAG = "@"


def to_plain(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | str | float):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {TAG: type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_plain(getattr(value, f.name))
        return out
    if isinstance(value, list):
        return [to_plain(v) for v in value]
    if isinstance(value, tuple):
        return {TAG: "tuple", "items": [to_plain(v) for v in value]}
    if isinstance(value, set | frozenset):
        kind = "set" if isinstance(value, set) else "frozenset"
        return {TAG: kind, "items": sorted((to_plain(v) for v in value), key=repr)}
    if isinstance(value, dict):
        if all(isinstance(k, str) and k != TAG for k in value):
            return {k: to_plain(v) for k, v in value.items()}
        return {TAG: "map", "items": [[to_plain(k), to_plain(v)] for k, v in value.items()]}
    raise TypeError(f"cannot snapshot a {type(value).__name__}")


def classes(*modules_or_classes: Any) -> dict[str, type[Any]]:
    """The dataclasses a snapshot may contain, by name, from modules or classes."""
    found: dict[str, type[Any]] = {}
    for item in modules_or_classes:
        members: Iterable[Any] = vars(item).values() if not isinstance(item, type) else [item]
        for m in members:
            if isinstance(m, type) and dataclasses.is_dataclass(m):
                found[m.__name__] = m
    return found


def from_plain(data: Any, known: dict[str, type[Any]]) -> Any:
    if isinstance(data, list):
        return [from_plain(v, known) for v in data]
    if not isinstance(data, dict):
        return data
    tag = data.get(TAG)
    if tag is None:
        return {k: from_plain(v, known) for k, v in data.items()}
    items = data.get("items", [])
    if tag == "tuple":
        return tuple(from_plain(v, known) for v in items)
    if tag == "set":
        return {from_plain(v, known) for v in items}
    if tag == "frozenset":
        return frozenset(from_plain(v, known) for v in items)
    if tag == "map":
        return {from_plain(k, known): from_plain(v, known) for k, v in items}
    cls = known.get(tag)
    if cls is None:
        raise ValueError(f"unknown class {tag!r} in a snapshot")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    kwargs = {k: from_plain(v, known) for k, v in data.items() if k != TAG and k in fields
              and fields[k].init}
    obj = cls(**kwargs)
    for k, f in fields.items():
        if not f.init and k in data:
            object.__setattr__(obj, k, from_plain(data[k], known))
    return obj
