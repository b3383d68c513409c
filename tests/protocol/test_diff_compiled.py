"""The mypyc-compiled `protocol.diff` (scripts/build_accel.py) gives exactly what its Python
source gives: the same ops, byte for byte on the wire, and the same patched documents. Every
other diff test runs whichever of the two is imported, the compiled one where it is built."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import msgpack
from hypothesis import given, settings
from hypothesis import strategies as st
from test_diff import mutate, strict_eq, trees

from protocol import apply_patch, diff


def wire(ops: list[Any]) -> bytes:
    data: bytes = msgpack.packb(ops, use_bin_type=True)
    return data


@settings(max_examples=300)
@given(old=trees, data=st.data())
def test_compiled_diff_and_patch_equal_the_source(
    pure_twin: Callable[[str], ModuleType], old: Any, data: st.DataObject
) -> None:
    pure = pure_twin("protocol.diff")
    new = mutate(old, data)
    for id_key in ("id", None):
        ops = diff(old, new, id_key=id_key)
        want = pure.diff(old, new, id_key=id_key)
        assert strict_eq(ops, want) and wire(ops) == wire(want)
        assert strict_eq(apply_patch(old, ops), pure.apply_patch(old, want))
