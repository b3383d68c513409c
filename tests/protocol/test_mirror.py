"""ViewMirror: welcome/patch application, resume checks and gap detection."""

from __future__ import annotations

import pytest

from protocol import Patch, ResyncNeeded, ViewMirror, Welcome, diff


def welcomed(seq: int = 3) -> ViewMirror:
    m = ViewMirror()
    assert m.apply(Welcome("m", 0, seq, {"n": seq, "l": [1, 2]}))
    return m


def test_fresh_mirror_has_nothing_to_resume() -> None:
    m = ViewMirror()
    assert m.resume_point is None
    assert m.view is None


def test_welcome_sets_state() -> None:
    m = welcomed()
    assert (m.match, m.seat, m.seq, m.view) == ("m", 0, 3, {"n": 3, "l": [1, 2]})
    assert m.resume_point == 3


def test_patch_advances() -> None:
    m = welcomed()
    old = m.view
    assert old is not None
    new = {"n": 4, "l": [1, 2, 3]}
    assert m.apply(Patch(3, 4, diff(old, new)))
    assert (m.seq, m.view) == (4, new)
    assert old == {"n": 3, "l": [1, 2]}  # previous view untouched


def test_patch_may_span_several_seqs() -> None:
    m = welcomed()
    m.apply(Patch(3, 10, [["set", ["n"], 10]]))
    assert m.seq == 10


@pytest.mark.parametrize("from_seq", [2, 4, 7])
def test_gap_is_detected_and_state_kept(from_seq: int) -> None:
    m = welcomed()
    with pytest.raises(ResyncNeeded) as ei:
        m.apply(Patch(from_seq, from_seq + 1, [["set", ["n"], 99]]))
    assert ei.value.resumable
    assert ei.value.code == "stale"
    assert (m.seq, m.view) == (3, {"n": 3, "l": [1, 2]})
    assert m.resume_point == 3


def test_patch_before_welcome() -> None:
    with pytest.raises(ResyncNeeded) as ei:
        ViewMirror().apply(Patch(0, 1, []))
    assert not ei.value.resumable


def test_unappliable_patch_clears_the_mirror() -> None:
    m = welcomed()
    with pytest.raises(ResyncNeeded) as ei:
        m.apply(Patch(3, 4, [["del", ["missing"]]]))
    assert not ei.value.resumable
    assert m.view is None
    assert m.resume_point is None


def test_patch_turning_view_into_non_map_clears_the_mirror() -> None:
    m = welcomed()
    with pytest.raises(ResyncNeeded):
        m.apply(Patch(3, 4, [["set", [], [1]]]))
    assert m.resume_point is None


def test_resumed_welcome_keeps_view() -> None:
    m = welcomed()
    view = m.view
    assert not m.apply(Welcome("m", 0, 3, None, resumed=True))
    assert m.view is view
    assert m.seq == 3


def test_resumed_welcome_at_other_seq_clears() -> None:
    m = welcomed()
    with pytest.raises(ResyncNeeded) as ei:
        m.apply(Welcome("m", 0, 5, None, resumed=True))
    assert not ei.value.resumable
    assert m.resume_point is None


def test_resumed_welcome_without_view() -> None:
    with pytest.raises(ResyncNeeded):
        ViewMirror().apply(Welcome("m", 0, 0, None, resumed=True))


def test_fresh_welcome_replaces_everything() -> None:
    m = welcomed()
    m.apply(Welcome("m", 0, 1, {"fresh": True}))  # e.g. a rebuilt room restarting at a new base
    assert (m.seq, m.view) == (1, {"fresh": True})
