"""Seed 003, "Conflictos de Efectos Duraderos": lasting effects on one card add up, whatever
their order; icons at most one of each kind; strength never below 0; lasting effects that loop
forever apply as if none of them had happened."""

from __future__ import annotations

from engine.core.durations import Lasting
from engine.rulesets.windows003 import Scenario
from engine.rulesets.windows003.chars import has_icon, strength
from engine.rulesets.windows003.game import Use
from engine.rulesets.windows003.model import CHALLENGES, Ability, Mod, Step

GIVE_POWER_ICON = Ability("action", (Step("icon", icon="power", amount=1),), targets=1)
TAKE_POWER_ICON = Ability("action", (Step("icon", icon="power", amount=-1),), targets=1)


def play_both(first: Ability, second: Ability, icons: tuple[str, ...] = ()) -> bool:
    sc = Scenario(2, phase=CHALLENGES)
    a = sc.character(0, "A", abilities=(first,))
    b = sc.character(1, "B", abilities=(second,))
    lord = sc.character(0, "Lord", icons=icons)
    g = sc.build()
    g.start_segment()
    g.apply(0, Use(a, 0, (lord,)))
    pass_all_scheme(g)
    g.apply(1, Use(b, 0, (lord,)))
    pass_all_scheme(g)
    return has_icon(g.state, g.state.cards[lord], "power")


def pass_all_scheme(g: object) -> None:
    from .test_003_actions import pass_all_windows_but_segment

    pass_all_windows_but_segment(g)


def test_003_lasting_icon_gained_and_lost_cancel_out() -> None:
    assert play_both(GIVE_POWER_ICON, TAKE_POWER_ICON) is False
    assert play_both(TAKE_POWER_ICON, GIVE_POWER_ICON) is False  # order is irrelevant


def test_003_lasting_icon_lost_and_gained_on_a_card_that_had_it() -> None:
    assert play_both(TAKE_POWER_ICON, GIVE_POWER_ICON, icons=("power",)) is True


def test_003_at_most_one_icon_of_each_kind() -> None:
    """The icons are summed first, then a card has the icon or not: a card with the power
    icon that gains it and loses it once still has it (order irrelevant, so the limit of one
    applies to the sum, not to each effect); a second loss removes it."""
    sc = Scenario(2)
    c = sc.character(0, "C", icons=("power",))
    g = sc.build()
    s = g.state
    s.lasting.append(Lasting(Mod(c, icon="power", delta=1), "end_of_phase"))
    assert has_icon(s, s.cards[c], "power")
    s.lasting.append(Lasting(Mod(c, icon="power", delta=-1), "end_of_phase"))
    assert has_icon(s, s.cards[c], "power")
    s.lasting.append(Lasting(Mod(c, icon="power", delta=-1), "end_of_phase"))
    assert not has_icon(s, s.cards[c], "power")


def test_003_lasting_strength_modifiers_add_up() -> None:
    sc = Scenario(2)
    c = sc.character(0, "C", strength=2)
    g = sc.build()
    s = g.state
    s.lasting += [Lasting(Mod(c, strength=-1), "end_of_phase"),
                  Lasting(Mod(c, strength=2), "end_of_phase")]
    assert strength(s, s.cards[c]) == 3


def test_003_strength_is_never_below_zero() -> None:
    sc = Scenario(2)
    c = sc.character(0, "C", strength=2)
    g = sc.build()
    s = g.state
    s.lasting += [Lasting(Mod(c, strength=-5), "end_of_phase")]
    assert strength(s, s.cards[c]) == 0
    s.lasting += [Lasting(Mod(c, strength=4), "end_of_phase")]
    assert strength(s, s.cards[c]) == 1  # the sum (-1) is rounded up, not each step


def test_003_lasting_effects_in_an_endless_loop_apply_as_if_none_had_happened() -> None:
    """X has intrigue. While X has intrigue, Y gains military; while Y has military, X loses
    intrigue: this never settles, so neither applies. A third, independent effect does."""
    sc = Scenario(2)
    x = sc.character(0, "X", icons=("intrigue",), strength=1)
    y = sc.character(1, "Y")
    g = sc.build()
    s = g.state
    s.lasting += [
        Lasting(Mod(y, icon="military", delta=1, condition=("X", "intrigue", True)), "phase"),
        Lasting(Mod(x, icon="intrigue", delta=-1, condition=("Y", "military", True)), "phase"),
        Lasting(Mod(x, strength=2), "phase"),
    ]
    assert has_icon(s, s.cards[x], "intrigue") and not has_icon(s, s.cards[y], "military")
    assert strength(s, s.cards[x]) == 3


def test_003_a_self_defeating_lasting_effect_applies_as_if_it_had_not_happened() -> None:
    sc = Scenario(2)
    x = sc.character(0, "X", icons=("power",))
    g = sc.build()
    s = g.state
    s.lasting.append(Lasting(Mod(x, icon="power", delta=-1, condition=("X", "power", True)),
                             "phase"))
    assert has_icon(s, s.cards[x], "power")


def test_003_conditional_lasting_effect_that_settles_applies() -> None:
    sc = Scenario(2)
    x = sc.character(0, "X", icons=("power",))
    y = sc.character(1, "Y", strength=0)
    g = sc.build()
    s = g.state
    s.lasting.append(Lasting(Mod(y, strength=3, condition=("X", "power", True)), "phase"))
    assert strength(s, s.cards[y]) == 3
    s.lasting.append(Lasting(Mod(x, icon="power", delta=-1), "phase"))
    assert strength(s, s.cards[y]) == 0  # its condition no longer holds
