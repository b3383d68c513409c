"""Structural diff and patch for plain msgpack-ready trees (views sent to players and spectators).

Why: after every action the server sends each audience only what changed in its view. A view is
a tree of dict / list / str / int / float / bool / None, typically dicts of lists of card dicts, so
the diff works on that shape:

* dicts are compared key by key and recursed into;
* lists are trimmed of their common prefix and suffix, the remaining middles are aligned (cards
  matched by their ``id`` key when they have one, otherwise by equality) so that a card leaving or
  entering a zone costs one small ``splice`` instead of resending the zone, and matched elements
  are recursed into (a card becoming exerted is one ``set``);
* anything else that differs is replaced with ``set``.

Equality is *exact*: ``1``, ``1.0`` and ``True`` differ (they differ on the wire), so the patched
tree always equals the new one value for value and type for type.

Op format (plain lists, msgpack-ready; a ``path`` is a list of dict keys and list indices)::

    ["set", path, value]                      # replace/insert at path ([] = whole document)
    ["del", path]                             # remove a dict key
    ["splice", path, index, delete, items]    # list at path: lst[index:index+delete] = items

Ops apply in order, each to the result of the previous one. :func:`apply_patch` never mutates its
inputs: it copies only the containers along each patched path (copy-on-write) and shares every
untouched subtree with the old document, so patching costs O(changes), not O(view). Values in ops
produced by :func:`diff` are references into ``new`` (not copies): encode or treat them read-only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Final

import msgpack

__all__ = ["DEFAULT_ID_KEY", "Op", "PatchError", "apply_patch", "diff"]

#: One patch operation, e.g. ``["set", ["players", 0, "lore"], 7]``.
Op = list[Any]

#: List elements that are dicts with this key are matched by its value when aligning lists.
DEFAULT_ID_KEY: Final = "id"
#: Above this many element comparisons the list alignment falls back to a positional diff.
_MAX_ALIGN_CELLS: Final = 4096


class PatchError(ValueError):
    """A patch does not fit the document (bad path, index out of range, malformed op)."""


# ------------------------------------------------------------------------------------------ diff


def diff(old: Any, new: Any, *, id_key: str | None = DEFAULT_ID_KEY) -> list[Op]:
    """Ops that turn ``old`` into ``new``: ``apply_patch(old, diff(old, new)) == new``.

    Neither argument is modified. ``id_key`` names the identity field of dicts inside lists
    (``None`` disables identity matching); it only affects how compact the diff is.
    """
    ops: list[Op] = []
    _diff(old, new, [], ops, id_key)
    return ops


def _pack(value: Any) -> bytes:
    data: bytes = msgpack.packb(value, use_bin_type=True)
    return data


def _same(a: Any, b: Any) -> bool:
    """Exact equality: equal values *and* identical wire encoding (so ``1`` is not ``True``).

    ``==`` (C speed) rejects almost every unequal pair; the msgpack comparison (C speed too)
    then only runs on pairs Python considers equal, to catch int/float/bool and 0.0/-0.0 mixups.
    NaN compares unequal, which merely costs a redundant ``set``.
    """
    if a is b:
        return True
    if a != b:
        return False
    ta = type(a)
    if ta is str or (ta is int and type(b) is int):
        return True
    try:
        return _pack(a) == _pack(b)
    except (TypeError, ValueError, OverflowError):
        return False


def _atom_same(a: Any, b: Any) -> bool:
    ta = type(a)
    if ta is not type(b):
        return False
    if ta is float:
        if math.isnan(a):
            return math.isnan(b)
        return bool(a == b) and math.copysign(1.0, a) == math.copysign(1.0, b)
    if a is b:
        return True
    return bool(a == b) if ta in (str, int, bool) else _same(a, b)


def _diff(old: Any, new: Any, path: list[Any], ops: list[Op], id_key: str | None) -> None:
    if old is new:
        return
    if isinstance(old, dict) and isinstance(new, dict):
        _diff_dict(old, new, path, ops, id_key)
    elif isinstance(old, list) and isinstance(new, list):
        _diff_list(old, new, path, ops, id_key)
    elif not _atom_same(old, new):
        ops.append(["set", list(path), new])


def _diff_dict(
    old: dict[Any, Any], new: dict[Any, Any], path: list[Any], ops: list[Op], id_key: str | None
) -> None:
    if len(old) == len(new) and old.keys() == new.keys():  # the usual case
        # Views share unchanged subtrees, so most values are the very same objects: find the
        # others in one comprehension instead of a trip through the loop below per key.
        changed = [key for key in new if old[key] is not new[key]]
    else:
        for key in old:
            if key not in new:
                ops.append(["del", [*path, key]])
        changed = [key for key in new if old.get(key, _NO_ID) is not new[key]]
    for key in changed:
        nv = new[key]
        ov = old.get(key, _NO_ID)
        tn = type(nv)
        if tn is type(ov):
            if tn is int or tn is str:  # the usual atoms: no type or sign-of-zero subtleties
                if ov != nv:
                    ops.append(["set", [*path, key], nv])
                continue
            if tn is dict or tn is list:
                if _same(ov, nv):  # C-speed skip of unchanged subtrees
                    continue
                path.append(key)
                if tn is dict:
                    _diff_dict(ov, nv, path, ops, id_key)
                else:
                    _diff_list(ov, nv, path, ops, id_key)
                path.pop()
                continue
        if ov is _NO_ID:
            ops.append(["set", [*path, key], nv])
        elif isinstance(ov, dict | list) and isinstance(nv, dict | list):
            path.append(key)
            _diff(ov, nv, path, ops, id_key)
            path.pop()
        elif not _atom_same(ov, nv):
            ops.append(["set", [*path, key], nv])


def _match(a: Any, b: Any, id_key: str | None) -> bool:
    """Whether two list elements are "the same thing" (possibly changed) for alignment."""
    if id_key is not None and isinstance(a, dict) and isinstance(b, dict):
        ia = a.get(id_key, _NO_ID)
        ib = b.get(id_key, _NO_ID)
        if ia is not _NO_ID and ib is not _NO_ID:
            return _atom_same(ia, ib)
    return _same(a, b)


def _same_id(a: Any, b: Any, id_key: str | None) -> bool:
    """`_match` for two elements known not to be `_same`: whether both carry equal ids."""
    if id_key is not None and isinstance(a, dict) and isinstance(b, dict):
        ia = a.get(id_key, _NO_ID)
        ib = b.get(id_key, _NO_ID)
        if ia is not _NO_ID and ib is not _NO_ID:
            return _atom_same(ia, ib)
    return False


_NO_ID: Final = object()


def _diff_list(
    old: list[Any], new: list[Any], path: list[Any], ops: list[Op], id_key: str | None
) -> None:
    n_old, n_new = len(old), len(new)
    lo = 0
    limit = min(n_old, n_new)
    # Trim the common prefix and suffix; shared elements (the usual case) are `is`-checked
    # without a call.
    while lo < limit:
        a = old[lo]
        b = new[lo]
        if a is not b and not _same(a, b):
            break
        lo += 1
    end_old, end_new = n_old, n_new
    while end_old > lo and end_new > lo:
        a = old[end_old - 1]
        b = new[end_new - 1]
        if a is not b and not _same(a, b):
            break
        end_old -= 1
        end_new -= 1
    if lo == end_old and lo == end_new:
        return
    if lo in (end_old, end_new):  # pure insertion or pure removal
        ops.append(["splice", list(path), lo, end_old - lo, new[lo:end_new]])
        return
    if end_old - lo == 1 and end_new - lo == 1:  # one element changed: what _align would do
        a, b = old[lo], new[lo]
        # (_match without its _same: the trimming above just found a and b not the same.)
        if _same_id(a, b, id_key) or _recursable(a, b, id_key):
            path.append(lo)
            _diff(a, b, path, ops, id_key)
            path.pop()
        else:
            ops.append(["splice", list(path), lo, 1, [b]])
        return
    pairs = _align(old, new, lo=lo, end_old=end_old, end_new=end_new, id_key=id_key)
    pairs.append((end_old, end_new))  # sentinel closing the last unmatched run
    i = j = lo  # old[i:] is still untouched; the working list equals new[:j] before it
    for mi, mj in pairs:
        _diff_run(old[i:mi], new[j:mj], at=j, path=path, ops=ops, id_key=id_key)
        if mi == end_old:
            break
        path.append(mj)
        _diff(old[mi], new[mj], path, ops, id_key)
        path.pop()
        i, j = mi + 1, mj + 1


def _diff_run(
    old_run: list[Any],
    new_run: list[Any],
    *,
    at: int,
    path: list[Any],
    ops: list[Op],
    id_key: str | None,
) -> None:
    """Turn the unmatched run ``old_run`` (now at index ``at``) into ``new_run``."""
    n = len(old_run)
    # Same length: recurse position by position when the elements are containers of the same
    # kind that are not known to be different things (different ids).
    if n == len(new_run) and all(
        _recursable(a, b, id_key) for a, b in zip(old_run, new_run, strict=True)
    ):
        for k in range(n):
            path.append(at + k)
            _diff(old_run[k], new_run[k], path, ops, id_key)
            path.pop()
        return
    if old_run or new_run:
        ops.append(["splice", list(path), at, n, new_run])


def _recursable(a: Any, b: Any, id_key: str | None) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        return id_key is None or id_key not in a or id_key not in b
    return False


def _align(
    old: list[Any], new: list[Any], *, lo: int, end_old: int, end_new: int, id_key: str | None
) -> list[tuple[int, int]]:
    """Longest common subsequence of ``old[lo:end_old]`` and ``new[lo:end_new]`` by :func:`_match`.

    Returns matched index pairs in increasing order. Middles left after prefix/suffix trimming
    are short in practice (a zone that gained or lost a card or two); for pathological sizes
    alignment is skipped and the caller diffs position by position.
    """
    i0 = j0 = lo
    i1, j1 = end_old, end_new
    m, n = i1 - i0, j1 - j0
    if m * n > _MAX_ALIGN_CELLS:
        return []
    # lcs[a][b] = LCS length of old[i0+a:i1] and new[j0+b:j1]
    lcs = [[0] * (n + 1) for _ in range(m + 1)]
    eq = [[False] * n for _ in range(m)]
    for a in range(m - 1, -1, -1):
        row, below = lcs[a], lcs[a + 1]
        oa = old[i0 + a]
        eq_row = eq[a]
        for b in range(n - 1, -1, -1):
            if _match(oa, new[j0 + b], id_key):
                eq_row[b] = True
                row[b] = below[b + 1] + 1
            else:
                row[b] = max(below[b], row[b + 1])
    pairs: list[tuple[int, int]] = []
    a = b = 0
    while a < m and b < n:
        if eq[a][b]:
            pairs.append((i0 + a, j0 + b))
            a += 1
            b += 1
        elif lcs[a + 1][b] >= lcs[a][b + 1]:
            a += 1
        else:
            b += 1
    return pairs


# ----------------------------------------------------------------------------------------- apply


def apply_patch(doc: Any, ops: Sequence[Sequence[Any]]) -> Any:
    """Return ``doc`` with ``ops`` applied; ``doc`` and ``ops`` are left untouched.

    Raises :class:`PatchError` if an op is malformed or does not fit the document; a client
    should then drop its view and ask for a fresh one.
    """
    holder: list[Any] = [doc]
    # Containers created by this call (safe to mutate), keyed by id() and kept alive here so an
    # id cannot be reused by another object while we rely on it.
    fresh: dict[int, Any] = {}
    for op in ops:
        if not isinstance(op, list | tuple) or not op:
            raise PatchError(f"op must be a non-empty array, got {op!r}"[:200])
        try:
            _apply_op(holder, op, fresh)
        except TypeError as e:  # e.g. an unhashable (array/map) dict key in a path
            raise PatchError(f"bad op {op[0]!r}: {e}"[:200]) from None
    return holder[0]


def _apply_op(holder: list[Any], op: Sequence[Any], fresh: dict[int, Any]) -> None:
    name = op[0]
    if name == "set" and len(op) == 3:
        path = _path(op[1])
        if not path:
            holder[0] = op[2]
            return
        parent = _walk(holder, path[:-1], fresh)
        key = path[-1]
        if isinstance(parent, dict):
            parent[key] = op[2]
        else:
            parent[_index(key, len(parent) - 1)] = op[2]
    elif name == "del" and len(op) == 2:
        path = _path(op[1])
        if not path:
            raise PatchError("cannot delete the document root")
        parent = _walk(holder, path[:-1], fresh)
        if not isinstance(parent, dict) or path[-1] not in parent:
            raise PatchError(f"del: no key {path[-1]!r} at {path[:-1]!r}"[:200])
        del parent[path[-1]]
    elif name == "splice" and len(op) == 5:
        path = _path(op[1])
        target = _walk(holder, path, fresh)
        index, count, items = op[2], op[3], op[4]
        if not isinstance(target, list):
            raise PatchError(f"splice: {path!r} is not a list"[:200])
        if type(index) is not int or type(count) is not int or not isinstance(items, list):
            raise PatchError("splice: index and delete must be integers, items an array")
        if not (0 <= index <= len(target) and 0 <= count <= len(target) - index):
            raise PatchError(f"splice: range {index}+{count} outside list of {len(target)}")
        target[index : index + count] = items
    else:
        raise PatchError(f"unknown or malformed op {name!r}"[:200])


def _path(p: Any) -> list[Any]:
    if not isinstance(p, list | tuple):
        raise PatchError(f"path must be an array, got {type(p).__name__}")
    return list(p)


def _index(key: Any, hi: int) -> int:
    if type(key) is not int or not 0 <= key <= hi:
        raise PatchError(f"list index {key!r} out of range 0..{hi}"[:200])
    return key


def _walk(holder: list[Any], path: list[Any], fresh: dict[int, Any]) -> Any:
    """Return the container at ``path``, copying every container on the way that is not fresh."""
    node = holder[0]
    if id(node) not in fresh:
        node = _copy(node, "document root")
        holder[0] = node
        fresh[id(node)] = node
    for key in path:
        if isinstance(node, dict):
            if key not in node:
                raise PatchError(f"no key {key!r} in path"[:200])
            child = node[key]
        else:
            idx = _index(key, len(node) - 1)
            child = node[idx]
        if id(child) not in fresh:
            child = _copy(child, repr(key))
            node[key] = child
            fresh[id(child)] = child
        node = child
    return node


def _copy(node: Any, where: str) -> Any:
    if isinstance(node, dict):
        return dict(node)
    if isinstance(node, list):
        return list(node)
    raise PatchError(f"{where[:60]} is a {type(node).__name__}, not a container")
