"""Keywords, rulebook 8.2-8.15, one or more tests per rule.

Cards are pinned vanilla with `blank` so the tests exercise only the printed keyword; a keyword a
card does not print is granted with a timed effect, exactly as an ability would grant it.
"""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, PlayCard, Quest, query
from engine.dsl import CardScript, Filter, Trigger
from engine.game import Game
from engine.scenario import Scenario
from engine.state import TimedEffect
from engine.steps import Choose, Damage, Draw, GainLore
from engine.turn_actions import BOOST

from .helpers import (
    ALADDIN_WARD,
    EEYORE_RESIST,
    ERIC_CHALLENGER,
    GASTON_RECKLESS,
    GOONS,
    HEIHEI_SUPPORT,
    HERC_BASE,
    HERC_SHIFT,
    HOOK_CHALLENGER,
    KRONK,
    LAGOON,
    MICKEY,
    MINNIE,
    PALACE_GUARD_VANISH,
    PETER_EVASIVE,
    PIRATES_LIFE,
    PONGO_EVASIVE,
    PUMBAA,
    RAFIKI_RUSH,
    SCROOGE_BOOST,
    SEBASTIAN_SINGER,
    SIMBA_BODYGUARD,
    SONG2,
    SONG4,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    find,
    idle,
    legal,
    names,
    scripted,
)

NAVEEN_BASE = "Prince Naveen - Penniless Royal"  # 3 cost, 4/3, vanilla
NAVEEN_SHIFT = "Prince Naveen - Vigilant First Mate"  # Bodyguard, Shift 3
SONG5 = "Let It Go"  # song, cost 5


def grant(g: Game, iid: int, keyword: str, amount: int = 0) -> None:
    """Give a card a keyword for this turn, as an ability like 'gains Alert this turn' would."""
    g.state.effects.append(TimedEffect("keyword", iid, keyword, amount, until_turn=g.state.turn))


def challenges(g: Game, seat: int) -> set[tuple[int, int]]:
    return {(a.attacker, a.defender) for a in legal(g, seat) if isinstance(a, Challenge)}


# --- 8.2 Alert -------------------------------------------------------------------------------

def test_8_2_1_alert_ignores_evasive() -> None:
    with blank(MICKEY, PETER_EVASIVE):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        peter = sc.add(1, "play", PETER_EVASIVE, exerted=True)
        g = sc.build()
        assert (mickey, peter) not in challenges(g, 0)
        grant(g, mickey, "Alert")
        assert (mickey, peter) in challenges(g, 0)


def test_8_2_2_alert_does_not_grant_evasive() -> None:
    with blank(MICKEY, GOONS):
        sc = Scenario(active=1)
        alert = sc.add(0, "play", MICKEY, exerted=True)
        goons = sc.add(1, "play", GOONS)
        g = sc.build()
        g.state.effects.append(TimedEffect("keyword", alert, "Alert", 0, until_turn=0))
        assert (goons, alert) in challenges(g, 1)


# --- 8.3 Bodyguard ---------------------------------------------------------------------------

def test_8_3_2_bodyguard_may_enter_play_exerted() -> None:
    with blank(SIMBA_BODYGUARD):
        for answer, exerted in (("exerted", True), ("ready", False)):
            sc = Scenario(active=0)
            simba = sc.add(0, "hand", SIMBA_BODYGUARD)
            sc.add(0, "inkwell", STITCH, count=2)
            g = sc.build()
            g.apply(0, PlayCard(simba))
            d = g.state.decision
            assert d is not None and d.kind == "bodyguard" and d.player == 0
            choose(g, 0, answer)
            assert find(g, 0, "play", SIMBA_BODYGUARD).exerted is exerted
            assert idle(g)


def test_8_3_2_bodyguard_choice_is_made_while_played_before_triggers_resolve() -> None:
    """The Bodyguard choice belongs to playing the card (8.3.2 'while being played'); triggered
    abilities resolve only once playing is complete (4.3.4)."""
    on_play = CardScript(triggers=(Trigger("play", (GainLore(1),), subject="self"),))
    with scripted({SIMBA_BODYGUARD: on_play}):
        sc = Scenario(active=0)
        simba = sc.add(0, "hand", SIMBA_BODYGUARD)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        g.apply(0, PlayCard(simba))
        d = g.state.decision
        assert d is not None and d.kind == "bodyguard"
        assert g.state.players[0].lore == 0 and len(g.state.bag) == 1
        choose(g, 0, "exerted")
    assert g.state.players[0].lore == 1 and idle(g)


def test_8_3_3_bodyguard_must_be_challenged_if_able() -> None:
    with blank(KRONK, SIMBA_BODYGUARD, MICKEY, LAGOON):
        sc = Scenario(active=0)
        kronk = sc.add(0, "play", KRONK)
        guard = sc.add(1, "play", SIMBA_BODYGUARD, exerted=True)
        other = sc.add(1, "play", MICKEY, exerted=True)
        lagoon = sc.add(1, "play", LAGOON)
        g = sc.build()
        assert challenges(g, 0) == {(kronk, guard), (kronk, lagoon)}
        assert (kronk, other) not in challenges(g, 0)


def test_8_3_3_ready_bodyguard_does_not_protect() -> None:
    with blank(KRONK, SIMBA_BODYGUARD, MICKEY):
        sc = Scenario(active=0)
        kronk = sc.add(0, "play", KRONK)
        sc.add(1, "play", SIMBA_BODYGUARD)
        other = sc.add(1, "play", MICKEY, exerted=True)
        g = sc.build()
        assert challenges(g, 0) == {(kronk, other)}


def test_8_3_3_bodyguard_that_cannot_be_challenged_does_not_protect() -> None:
    """'if able': an exerted Bodyguard with Evasive that this attacker can't challenge leaves
    the other exerted characters open."""
    with blank(KRONK, SIMBA_BODYGUARD, MICKEY):
        sc = Scenario(active=0)
        kronk = sc.add(0, "play", KRONK)
        guard = sc.add(1, "play", SIMBA_BODYGUARD, exerted=True)
        other = sc.add(1, "play", MICKEY, exerted=True)
        g = sc.build()
        g.state.effects.append(TimedEffect("keyword", guard, "Evasive", 0, until_turn=0))
        assert challenges(g, 0) == {(kronk, other)}


# --- 8.4 Boost -------------------------------------------------------------------------------

def test_8_4_1_boost_once_per_turn_puts_top_card_facedown_under() -> None:
    no_play = CardScript(triggers=(Trigger("play", (GainLore(5),), subject="any"),))
    with blank(SCROOGE_BOOST), scripted({MICKEY: no_play, GOONS: no_play}):
        sc = Scenario(active=0)
        scrooge = sc.add(0, "play", SCROOGE_BOOST)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "deck", MICKEY)
        sc.add(0, "deck", GOONS, count=3)
        sc.add(1, "deck", STITCH, count=3)
        g = sc.build()
        assert Activate(scrooge, BOOST) in g.legal_actions(0)
        g.apply(0, Activate(scrooge, BOOST))
        top = find(g, 0, "play", SCROOGE_BOOST)
        assert [c.name for c in top.under] == [MICKEY] and top.under[0].facedown
        assert names(g, 0, "deck") == [GOONS] * 3
        assert g.state.players[0].ready_ink() == 2  # paid Boost 1
        # 8.4.3: putting a card under with Boost is not playing it.
        assert g.state.players[0].lore == 0
        assert Activate(top.iid, BOOST) not in g.legal_actions(0)  # once during your turn
        g.apply(0, EndTurn())
        g.apply(1, EndTurn())
        assert Activate(top.iid, BOOST) in g.legal_actions(0)


def test_8_4_1_boost_needs_ink_and_a_deck() -> None:
    with blank(SCROOGE_BOOST):
        sc = Scenario(active=0, deck_size=0)
        scrooge = sc.add(0, "play", SCROOGE_BOOST)
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        assert Activate(scrooge, BOOST) not in g.legal_actions(0)
        sc = Scenario(active=0)
        scrooge = sc.add(0, "play", SCROOGE_BOOST)
        g = sc.build()
        assert Activate(scrooge, BOOST) not in g.legal_actions(0)


# --- 8.5 Challenger --------------------------------------------------------------------------

def test_8_5_1_challenger_adds_strength_while_challenging() -> None:
    with blank(ERIC_CHALLENGER, STITCH):
        sc = Scenario(active=0)
        eric = sc.add(0, "play", ERIC_CHALLENGER)  # 1 strength, 3 willpower, Challenger +2
        stitch = sc.add(1, "play", STITCH, exerted=True)  # 2/2
        g = sc.build()
        assert query.strength(g.state, card(g, eric)) == 1
        g.apply(0, Challenge(eric, stitch))
    assert names(g, 1, "discard") == [STITCH]
    assert card(g, eric).damage == 2 and g.state.challenge == []
    assert query.strength(g.state, card(g, eric)) == 1  # only while challenging


def test_8_5_2_challenger_gives_nothing_when_challenged() -> None:
    with blank(HOOK_CHALLENGER, MINNIE):
        sc = Scenario(active=0)
        minnie = sc.add(0, "play", MINNIE)  # 2/3
        hook = sc.add(1, "play", HOOK_CHALLENGER, exerted=True)  # 1/2, Challenger +2
        g = sc.build()
        g.apply(0, Challenge(minnie, hook))
    assert card(g, minnie).damage == 1  # Hook dealt his printed 1, not 3
    assert names(g, 1, "discard") == [HOOK_CHALLENGER]


def test_8_5_1_challenger_stacks() -> None:
    with blank(ERIC_CHALLENGER, SVEN):
        sc = Scenario(active=0)
        eric = sc.add(0, "play", ERIC_CHALLENGER)
        sven = sc.add(1, "play", SVEN, exerted=True)
        g = sc.build()
        grant(g, eric, "Challenger", 3)
        g.apply(0, Challenge(eric, sven))
    assert card(g, sven).damage == 1 + 2 + 3


# --- 8.6 Evasive -----------------------------------------------------------------------------

def test_8_6_1_evasive_only_challenged_by_evasive() -> None:
    with blank(MICKEY, PETER_EVASIVE, PONGO_EVASIVE):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        pongo = sc.add(0, "play", PONGO_EVASIVE)
        peter = sc.add(1, "play", PETER_EVASIVE, exerted=True)
        g = sc.build()
        assert challenges(g, 0) == {(pongo, peter)}
        assert mickey != pongo


def test_8_6_1_evasive_location_only_challenged_by_evasive() -> None:
    with blank(MICKEY, PONGO_EVASIVE, LAGOON):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        pongo = sc.add(0, "play", PONGO_EVASIVE)
        lagoon = sc.add(1, "play", LAGOON)
        g = sc.build()
        g.state.effects.append(TimedEffect("keyword", lagoon, "Evasive", 0, until_turn=0))
        assert challenges(g, 0) == {(pongo, lagoon)}
        grant(g, mickey, "Alert")
        assert challenges(g, 0) == {(pongo, lagoon), (mickey, lagoon)}


# --- 8.7 Reckless ----------------------------------------------------------------------------

def test_8_7_2_reckless_cannot_quest() -> None:
    with blank(GASTON_RECKLESS):
        sc = Scenario(active=0)
        gaston = sc.add(0, "play", GASTON_RECKLESS)
        g = sc.build()
        assert Quest(gaston) not in g.legal_actions(0)


def test_8_7_3_reckless_blocks_end_of_turn_while_it_can_challenge() -> None:
    with blank(GASTON_RECKLESS, MICKEY):
        sc = Scenario(active=0)
        gaston = sc.add(0, "play", GASTON_RECKLESS)
        target = sc.add(1, "play", MICKEY, exerted=True)
        g = sc.build()
        assert EndTurn() not in g.legal_actions(0)
        g.apply(0, Challenge(gaston, target))
        assert EndTurn() in g.legal_actions(0)  # now exerted (and banished): may end the turn


def test_8_7_3_reckless_may_end_turn_without_targets_or_when_drying() -> None:
    with blank(GASTON_RECKLESS, MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "play", GASTON_RECKLESS)
        sc.add(1, "play", MICKEY)  # ready: not a target
        g = sc.build()
        assert EndTurn() in g.legal_actions(0)
        sc = Scenario(active=0)
        sc.add(0, "play", GASTON_RECKLESS, drying=True)
        sc.add(1, "play", MICKEY, exerted=True)
        g = sc.build()
        assert EndTurn() in g.legal_actions(0)


def test_8_7_3_reckless_blocks_end_of_turn_for_an_opposing_location() -> None:
    with blank(GASTON_RECKLESS, LAGOON):
        sc = Scenario(active=0)
        sc.add(0, "play", GASTON_RECKLESS)
        sc.add(1, "play", LAGOON)
        g = sc.build()
        assert EndTurn() not in g.legal_actions(0)


def test_8_7_4_reckless_can_still_sing() -> None:
    with blank(GASTON_RECKLESS, SONG2):
        sc = Scenario(active=0)
        gaston = sc.add(0, "play", GASTON_RECKLESS)
        song = sc.add(0, "hand", SONG2)
        g = sc.build()
        assert PlayCard(song, singers=(gaston,)) in g.legal_actions(0)


# --- 8.8 Resist ------------------------------------------------------------------------------

def test_8_8_1_resist_reduces_challenge_damage() -> None:
    with blank(EEYORE_RESIST, MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)  # 3 strength
        eeyore = sc.add(1, "play", EEYORE_RESIST, exerted=True)  # Resist +1
        g = sc.build()
        g.apply(0, Challenge(mickey, eeyore))
    assert card(g, eeyore).damage == 2


def test_8_8_1_resist_reduces_effect_damage_and_stacks() -> None:
    zap = CardScript(effect=(Choose("t"), Damage("t", 3)))
    with scripted({SONG2: zap}), blank(EEYORE_RESIST):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        eeyore = sc.add(1, "play", EEYORE_RESIST)
        g = sc.build()
        grant(g, eeyore, "Resist", 1)
        g.apply(0, PlayCard(song))
    assert card(g, eeyore).damage == 1


def test_8_8_2_damage_reduced_to_zero_is_not_dealt() -> None:
    on_damage = CardScript(effect=(Choose("t"), Damage("t", 1)))
    with scripted({SONG2: on_damage}), blank(EEYORE_RESIST):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        eeyore = sc.add(1, "play", EEYORE_RESIST)
        g = sc.build()
        events = g.apply(0, PlayCard(song))
    assert card(g, eeyore).damage == 0
    assert not any(e["type"] == "damage" for e in events)


def test_8_8_1_resist_on_a_location() -> None:
    with blank(LAGOON, MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        lagoon = sc.add(1, "play", LAGOON)
        g = sc.build()
        grant(g, lagoon, "Resist", 2)
        g.apply(0, Challenge(mickey, lagoon))
    assert card(g, lagoon).damage == 1


# --- 8.9 Rush --------------------------------------------------------------------------------

def test_8_9_1_rush_challenges_while_drying_but_cannot_quest() -> None:
    with blank(RAFIKI_RUSH, MICKEY):
        sc = Scenario(active=0)
        rafiki = sc.add(0, "hand", RAFIKI_RUSH)
        sc.add(0, "inkwell", STITCH, count=3)
        target = sc.add(1, "play", MICKEY, exerted=True)
        g = sc.build()
        g.apply(0, PlayCard(rafiki))
        fresh = find(g, 0, "play", RAFIKI_RUSH)
        assert fresh.drying
        legal = g.legal_actions(0)
        assert Challenge(fresh.iid, target) in legal
        assert Quest(fresh.iid) not in legal


# --- 8.10 Shift ------------------------------------------------------------------------------

def _shift_setup(base_kwargs: dict[str, object], ink: int = 4) -> tuple[Game, int, int]:
    sc = Scenario(active=0)
    base = sc.add(0, "play", HERC_BASE, **base_kwargs)  # type: ignore[arg-type]
    herc = sc.add(0, "hand", HERC_SHIFT)
    sc.add(0, "inkwell", STITCH, count=ink)
    return sc.build(), base, herc


def test_8_10_1_shift_onto_same_name_for_shift_cost() -> None:
    with blank(HERC_BASE, HERC_SHIFT):
        g, base, herc = _shift_setup({})
        legal = g.legal_actions(0)
        assert PlayCard(herc, shift=base) in legal
        assert PlayCard(herc) not in legal  # 6 ink cost, only 4 ink
        g.apply(0, PlayCard(herc, shift=base))
    assert g.state.players[0].ready_ink() == 0
    top = find(g, 0, "play", HERC_SHIFT)
    assert [c.name for c in top.under] == [HERC_BASE]


def test_8_10_1_shift_needs_a_character_with_the_same_name() -> None:
    with blank(MICKEY, HERC_SHIFT):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY)
        herc = sc.add(0, "hand", HERC_SHIFT)
        sc.add(0, "inkwell", STITCH, count=4)
        g = sc.build()
        assert not any(isinstance(a, PlayCard) and a.card == herc for a in g.legal_actions(0))


def test_8_10_2_shifted_onto_exerted_enters_exerted() -> None:
    with blank(HERC_BASE, HERC_SHIFT):
        g, base, herc = _shift_setup({"exerted": True})
        g.apply(0, PlayCard(herc, shift=base))
    assert find(g, 0, "play", HERC_SHIFT).exerted


def test_8_10_4_shifted_onto_dry_is_dry_onto_drying_is_drying() -> None:
    with blank(HERC_BASE, HERC_SHIFT):
        g, base, herc = _shift_setup({})
        g.apply(0, PlayCard(herc, shift=base))
        top = find(g, 0, "play", HERC_SHIFT)
        assert not top.drying and Quest(top.iid) in g.legal_actions(0)
        g, base, herc = _shift_setup({"drying": True})
        g.apply(0, PlayCard(herc, shift=base))
        top = find(g, 0, "play", HERC_SHIFT)
        assert top.drying and Quest(top.iid) not in g.legal_actions(0)


def test_8_10_5_shifted_character_keeps_effects_on_the_base() -> None:
    """'it does keep any effects that apply to that character when the shifted character
    enters play': +2 strength this turn on the base carries over to the shifted card."""
    with blank(HERC_BASE, HERC_SHIFT):
        g, base, herc = _shift_setup({})
        g.state.effects.append(TimedEffect("strength", base, 0, 2, until_turn=g.state.turn))
        g.apply(0, PlayCard(herc, shift=base))
        top = find(g, 0, "play", HERC_SHIFT)
        assert query.strength(g.state, top) == 6 + 2


def test_8_10_5_shifted_character_can_sing_if_base_was_dry() -> None:
    with blank(HERC_BASE, HERC_SHIFT, SONG4):
        sc = Scenario(active=0)
        base = sc.add(0, "play", HERC_BASE)
        herc = sc.add(0, "hand", HERC_SHIFT)
        song = sc.add(0, "hand", SONG4)
        sc.add(0, "inkwell", STITCH, count=4)
        g = sc.build()
        g.apply(0, PlayCard(herc, shift=base))
        top = find(g, 0, "play", HERC_SHIFT)
        assert PlayCard(song, singers=(top.iid,)) in g.legal_actions(0)


def test_8_10_6_shifted_character_keeps_damage() -> None:
    with blank(HERC_BASE, HERC_SHIFT):
        g, base, herc = _shift_setup({"damage": 2})
        g.apply(0, PlayCard(herc, shift=base))
    top = find(g, 0, "play", HERC_SHIFT)
    assert top.damage == 2 and top.under[0].damage == 0
    assert names(g, 0, "play") == [HERC_SHIFT]  # 2 damage, 3 willpower: still there


def test_8_10_3_shifted_bodyguard_may_enter_exerted_on_a_ready_base() -> None:
    with blank(NAVEEN_BASE, NAVEEN_SHIFT):
        sc = Scenario(active=0)
        base = sc.add(0, "play", NAVEEN_BASE)
        naveen = sc.add(0, "hand", NAVEEN_SHIFT)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(naveen, shift=base))
        d = g.state.decision
        assert d is not None and d.kind == "bodyguard"
        choose(g, 0, "exerted")
    assert find(g, 0, "play", NAVEEN_SHIFT).exerted


def test_8_10_2_shifted_bodyguard_on_an_exerted_base_stays_exerted() -> None:
    with blank(NAVEEN_BASE, NAVEEN_SHIFT):
        sc = Scenario(active=0)
        base = sc.add(0, "play", NAVEEN_BASE, exerted=True)
        naveen = sc.add(0, "hand", NAVEEN_SHIFT)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(naveen, shift=base))
        if g.state.decision is not None:
            choose(g, 0, "ready")
    assert find(g, 0, "play", NAVEEN_SHIFT).exerted


def test_8_10_5_shifted_character_stays_at_the_base_location() -> None:
    with blank(HERC_BASE, HERC_SHIFT, LAGOON):
        sc = Scenario(active=0)
        lagoon = sc.add(0, "play", LAGOON)
        base = sc.add(0, "play", HERC_BASE, location=lagoon)
        herc = sc.add(0, "hand", HERC_SHIFT)
        sc.add(0, "inkwell", STITCH, count=4)
        g = sc.build()
        g.apply(0, PlayCard(herc, shift=base))
    assert find(g, 0, "play", HERC_SHIFT).location == lagoon


# --- 8.11 Singer, 8.12 Sing Together, 5.4.4 songs ------------------------------------------

def test_8_11_1_singer_sings_songs_up_to_its_singer_value() -> None:
    with blank(SEBASTIAN_SINGER, SONG4, SONG5):
        sc = Scenario(active=0)
        sebastian = sc.add(0, "play", SEBASTIAN_SINGER)  # cost 2, Singer 4
        four = sc.add(0, "hand", SONG4)
        five = sc.add(0, "hand", SONG5)
        g = sc.build()
        legal = g.legal_actions(0)
        assert PlayCard(four, singers=(sebastian,)) in legal
        assert PlayCard(five, singers=(sebastian,)) not in legal
        g.apply(0, PlayCard(four, singers=(sebastian,)))
    assert card(g, sebastian).exerted
    assert names(g, 0, "discard") == [SONG4]


def test_8_11_2_singer_does_not_change_ink_cost() -> None:
    with blank(SEBASTIAN_SINGER):
        sc = Scenario(active=0)
        sebastian = sc.add(0, "play", SEBASTIAN_SINGER)
        g = sc.build()
        assert card(g, sebastian).facts.cost == 2
        assert query.keyword(g.state, card(g, sebastian), "Singer") == 4


def test_8_12_sing_together_with_several_characters() -> None:
    with blank(MICKEY, MINNIE, GOONS, PIRATES_LIFE):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)  # cost 3
        minnie = sc.add(0, "play", MINNIE)  # cost 2
        goons = sc.add(0, "play", GOONS)  # cost 1
        song = sc.add(0, "hand", PIRATES_LIFE)  # Sing Together 6
        g = sc.build()
        legal = g.legal_actions(0)
        assert PlayCard(song, singers=(mickey, minnie, goons)) in legal
        assert PlayCard(song, singers=(mickey, minnie)) not in legal  # 5 < 6
        g.apply(0, PlayCard(song, singers=(mickey, minnie, goons)))
    assert all(card(g, i).exerted for i in (mickey, minnie, goons))
    assert names(g, 0, "discard") == [PIRATES_LIFE]


def test_8_12_1_sing_together_with_any_number_of_characters() -> None:
    with blank(GOONS, PIRATES_LIFE):
        sc = Scenario(active=0)
        goons = [sc.add(0, "play", GOONS) for _ in range(6)]  # cost 1 each
        song = sc.add(0, "hand", PIRATES_LIFE)  # Sing Together 6
        g = sc.build()
        assert PlayCard(song, singers=tuple(goons)) in g.legal_actions(0)
        g.apply(0, PlayCard(song, singers=tuple(goons)))
    assert all(card(g, i).exerted for i in goons)


def test_8_12_2_sing_together_only_ready_dry_characters() -> None:
    with blank(MICKEY, MINNIE, GOONS, PIRATES_LIFE):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY)
        sc.add(0, "play", MINNIE, exerted=True)
        sc.add(0, "play", GOONS, drying=True)
        sc.add(0, "play", STITCH)
        song = sc.add(0, "hand", PIRATES_LIFE)
        g = sc.build()
        assert not any(isinstance(a, PlayCard) and a.card == song for a in g.legal_actions(0))


def test_8_12_3_sing_together_every_singer_triggers_sing() -> None:
    sings = CardScript(triggers=(Trigger("sing", (GainLore(1),), subject="self"),))
    with scripted({MICKEY: sings, PUMBAA: sings}), blank(PIRATES_LIFE):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)  # cost 3
        pumbaa = sc.add(0, "play", PUMBAA)  # cost 4
        song = sc.add(0, "hand", PIRATES_LIFE)  # Sing Together 6
        g = sc.build()
        g.apply(0, PlayCard(song, singers=(mickey, pumbaa)))
        while g.state.decision is not None:
            choose(g, 0, g.state.decision.options[0])
    assert g.state.players[0].lore == 2


def test_5_4_4_2_song_sung_by_a_character_of_enough_cost() -> None:
    with blank(MICKEY, MINNIE, SONG4, SONG2):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)  # cost 3
        minnie = sc.add(0, "play", MINNIE)  # cost 2
        two = sc.add(0, "hand", SONG2)
        four = sc.add(0, "hand", SONG4)
        g = sc.build()
        legal = g.legal_actions(0)
        assert PlayCard(two, singers=(mickey,)) in legal
        assert PlayCard(two, singers=(minnie,)) in legal
        assert not any(isinstance(a, PlayCard) and a.card == four for a in legal)
        g.apply(0, PlayCard(two, singers=(minnie,)))
    assert card(g, minnie).exerted and not card(g, mickey).exerted
    assert names(g, 0, "discard") == [SONG2]


def test_5_4_4_2_song_can_still_be_paid_with_ink() -> None:
    with blank(SONG2):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert g.state.players[0].ready_ink() == 0 and names(g, 0, "discard") == [SONG2]


# --- 8.13 Support ----------------------------------------------------------------------------

def test_8_13_1_support_adds_strength_this_turn() -> None:
    with blank(HEIHEI_SUPPORT, KRONK):
        sc = Scenario(active=0)
        heihei = sc.add(0, "play", HEIHEI_SUPPORT)  # 1 strength, Support
        kronk = sc.add(0, "play", KRONK)  # 6 strength
        g = sc.build()
        g.apply(0, Quest(heihei))
        choose(g, 0, "yes")  # "you may"
        if g.state.decision is not None:
            choose(g, 0, kronk)
        assert query.strength(g.state, card(g, kronk)) == 7
        g.apply(0, EndTurn())
        assert query.strength(g.state, card(g, kronk)) == 6


def test_8_13_1_support_may_choose_an_opposing_character() -> None:
    """'another chosen character' is any other character, not only your own (Ward aside)."""
    with blank(HEIHEI_SUPPORT, KRONK):
        sc = Scenario(active=0)
        heihei = sc.add(0, "play", HEIHEI_SUPPORT)  # 1 strength, Support
        mine = sc.add(0, "play", KRONK)
        foe = sc.add(1, "play", KRONK)  # 6 strength
        g = sc.build()
        g.apply(0, Quest(heihei))
        choose(g, 0, "yes")
        assert g.state.decision is not None and set(g.state.decision.options) == {mine, foe}
        choose(g, 0, foe)
        assert query.strength(g.state, card(g, foe)) == 7


def test_8_13_1_support_is_optional() -> None:
    with blank(HEIHEI_SUPPORT, KRONK):
        sc = Scenario(active=0)
        heihei = sc.add(0, "play", HEIHEI_SUPPORT)
        kronk = sc.add(0, "play", KRONK)
        g = sc.build()
        g.apply(0, Quest(heihei))
        choose(g, 0, "no")
    assert idle(g) and query.strength(g.state, card(g, kronk)) == 6


# --- 8.14 Vanish -----------------------------------------------------------------------------

def _chooser(owner_filter: Filter) -> CardScript:
    return CardScript(effect=(Choose("t", owner_filter), Draw(1)))


def test_8_14_1_vanish_banished_when_chosen_by_an_opponents_action() -> None:
    with scripted({SONG2: _chooser(Filter())}), blank(PALACE_GUARD_VANISH):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "play", PALACE_GUARD_VANISH)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert names(g, 1, "discard") == [PALACE_GUARD_VANISH]
    assert len(g.state.players[0].hand) == 1  # 8.14.2: the action's effect resolved first


def test_8_14_1_vanish_not_when_chosen_by_its_owner() -> None:
    with scripted({SONG2: _chooser(Filter())}), blank(PALACE_GUARD_VANISH):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(0, "play", PALACE_GUARD_VANISH)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert names(g, 0, "play") == [PALACE_GUARD_VANISH]


def test_8_14_1_vanish_not_when_chosen_by_a_triggered_ability() -> None:
    quest_pick = CardScript(triggers=(Trigger("quest", (Choose("t", Filter(owner="opponent")),),
                                              subject="self"),))
    with scripted({MICKEY: quest_pick}), blank(PALACE_GUARD_VANISH):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(1, "play", PALACE_GUARD_VANISH)
        g = sc.build()
        g.apply(0, Quest(mickey))
    assert names(g, 1, "play") == [PALACE_GUARD_VANISH]


# --- 8.15 Ward -------------------------------------------------------------------------------

def test_8_15_1_ward_cannot_be_chosen_by_opponents() -> None:
    zap = CardScript(effect=(Choose("t"), Damage("t", 1)))
    with scripted({SONG2: zap}), blank(ALADDIN_WARD, MICKEY):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        aladdin = sc.add(1, "play", ALADDIN_WARD)
        mine = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(song))  # only Mickey can be chosen: chosen automatically
    assert card(g, aladdin).damage == 0 and card(g, mine).damage == 1


def test_8_15_1_ward_can_be_chosen_by_its_owner() -> None:
    zap = CardScript(effect=(Choose("t"), Damage("t", 1)))
    with scripted({SONG2: zap}), blank(ALADDIN_WARD):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        aladdin = sc.add(0, "play", ALADDIN_WARD)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert card(g, aladdin).damage == 1


def test_8_15_2_ward_does_not_stop_effects_that_do_not_choose() -> None:
    sweep = CardScript(effect=(Damage(Filter(owner="opponent"), 1),))
    with scripted({SONG2: sweep}), blank(ALADDIN_WARD):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        aladdin = sc.add(1, "play", ALADDIN_WARD)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert card(g, aladdin).damage == 1


def test_8_15_ward_can_still_be_challenged() -> None:
    with blank(ALADDIN_WARD, MICKEY):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        aladdin = sc.add(1, "play", ALADDIN_WARD, exerted=True)
        g = sc.build()
        assert (mickey, aladdin) in challenges(g, 0)


# --- 8.1.2 non-stacking keywords -------------------------------------------------------------

def test_8_1_2_keyword_without_plus_n_does_not_stack() -> None:
    with blank(PETER_EVASIVE, SIMBA_BODYGUARD):
        sc = Scenario(active=0)
        peter = sc.add(0, "play", PETER_EVASIVE)
        g = sc.build()
        grant(g, peter, "Evasive", 5)
        assert query.keyword(g.state, card(g, peter), "Evasive") == 0
