"""The golden rule's "do as much as you can" (seed 002 §1.2, rulebook 1.2 / 1.7.7): a part of an
effect that can't be done is skipped and the rest still resolves."""

from __future__ import annotations

from engine import PlayCard
from engine.dsl import CardScript
from engine.scenario import Scenario
from engine.steps import Banish, Choose, Damage, Draw, GainLore, ToHand

from .helpers import (
    ALADDIN_WARD,
    MICKEY,
    PALACE_GUARD_VANISH,
    SONG2,
    STITCH,
    blank,
    names,
    scripted,
)


def _song(*steps: object) -> CardScript:
    return CardScript(effect=tuple(steps))  # type: ignore[arg-type]


def test_seed002_1_2_target_gone_the_rest_still_resolves() -> None:
    effect = _song(Choose("t"), Banish("t"), Damage("t", 2), Draw(1))
    with scripted({SONG2: effect}), blank(MICKEY):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "play", MICKEY)
        g = sc.build()
        events = g.apply(0, PlayCard(song))
    assert names(g, 1, "discard") == [MICKEY]
    assert not any(e["type"] == "damage" for e in events)
    assert len(g.state.players[0].hand) == 1  # "Draw a card" still happened
    assert names(g, 0, "discard") == [SONG2]


def test_1_7_7_no_legal_choice_resolves_the_rest() -> None:
    effect = _song(Choose("t"), Damage("t", 2), GainLore(1))
    with scripted({SONG2: effect}):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert g.state.players[0].lore == 1 and g.state.decision is None


def test_1_7_7_only_warded_targets_resolves_the_rest() -> None:
    effect = _song(Choose("t"), Damage("t", 2), GainLore(1))
    with scripted({SONG2: effect}), blank(ALADDIN_WARD):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "play", ALADDIN_WARD)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert g.state.players[0].lore == 1
    assert g.state.players[1].play[0].damage == 0


def test_8_14_2_trigger_whose_card_moved_resolves_with_no_effect() -> None:
    """Vanish triggers when chosen, but the action's effect returned the character to its
    owner's hand first: the trigger then does nothing (it stays in hand)."""
    effect = _song(Choose("t"), ToHand("t"))
    with scripted({SONG2: effect}), blank(PALACE_GUARD_VANISH):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "play", PALACE_GUARD_VANISH)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert names(g, 1, "hand") == [PALACE_GUARD_VANISH]
    assert names(g, 1, "discard") == [] and g.state.bag == []
