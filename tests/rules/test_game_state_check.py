"""The game state check: seeds 000 and 002 (§1.9), rulebook 1.8.

One test per bullet of the seeds' game state check plus the rulebook's additions. The check is
observed through whole turn actions (a quest, inking a card) or, where the seeds say something
about the inside of one check (triggers wait until it completes), by calling it directly.
"""

from __future__ import annotations

from engine import Challenge, Concede, EndTurn, InkCard, PlayCard, Quest, RulesOptions
from engine.dsl import IN_CHALLENGE, CardScript, Filter, Trigger
from engine.options import EMPTY_DECK_END_OF_TURN
from engine.scenario import Scenario
from engine.statecheck import state_check
from engine.steps import Choose, Damage, Draw, GainLore

from .helpers import (
    GOONS,
    KRONK,
    LAGOON,
    MICKEY,
    PUMBAA,
    SONG2,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    event_types,
    find,
    idle,
    names,
    scripted,
)

THEIRS = Filter(owner="opponent")


# --- win and lose conditions -----------------------------------------------------------------

def test_seed000_gsc_20_lore_wins() -> None:
    """Seed 000 / 1.8.1.1: a player with 20 or more lore wins at the next check."""
    with blank(MICKEY):
        sc = Scenario(active=0).lore(0, 18)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        events = g.apply(0, Quest(mickey))
    assert g.is_over and g.result is not None
    assert g.result.winner == 0 and g.result.reason == "lore"
    assert "game_over" in event_types(events)


def test_seed000_gsc_more_than_20_lore_wins() -> None:
    """'20 or more': overshooting 20 wins just the same."""
    with blank(MICKEY):
        sc = Scenario(active=0).lore(0, 19)
        mickey = sc.add(0, "play", MICKEY)
        g = sc.build()
        g.apply(0, Quest(mickey))
    assert g.state.players[0].lore == 21
    assert g.result is not None and g.result.winner == 0


def test_seed000_gsc_19_lore_does_not_win() -> None:
    with blank(STITCH):
        sc = Scenario(active=0).lore(0, 18)
        stitch = sc.add(0, "play", STITCH)
        g = sc.build()
        g.apply(0, Quest(stitch))
    assert not g.is_over and g.state.players[0].lore == 19


def test_seed000_gsc_draw_from_empty_deck_loses() -> None:
    """Seed 000 (default 'draw' option): a player who tried to draw from an empty deck since the
    last check loses the game at the next check."""
    sc = Scenario(active=0, deck_size=0)
    g = sc.build()
    events = g.apply(0, EndTurn())  # seat 1's draw step draws from an empty deck
    assert g.result is not None
    assert g.result.winner == 0 and g.result.losers == {1: "empty_deck"}
    assert g.result.reason == "opponent_decked"
    assert "draw_empty" in event_types(events)


def test_seed000_gsc_empty_deck_without_drawing_is_fine() -> None:
    """With the 'draw' option an empty deck alone loses nothing: only drawing from it does."""
    sc = Scenario(active=0, deck_size=0)
    sc.add(1, "deck", STITCH)
    g = sc.build()
    g.apply(0, EndTurn())  # seat 0 ends its turn with an empty deck: no loss under 'draw'
    assert not g.is_over
    assert g.state.active == 1


def test_1_8_1_2_end_of_turn_option_loses_when_turn_ends_with_empty_deck() -> None:
    """Rulebook 1.8.1.2 (option 'end_of_turn'): a player whose turn ends with no cards in their
    deck loses; drawing from the empty deck is not itself a loss."""
    sc = Scenario(active=0, deck_size=0, options=RulesOptions(empty_deck=EMPTY_DECK_END_OF_TURN))
    sc.add(1, "deck", STITCH)
    g = sc.build()
    g.apply(0, EndTurn())
    assert g.result is not None
    assert g.result.winner == 1 and g.result.losers == {0: "empty_deck"}


def test_1_8_1_2_end_of_turn_option_drawing_from_empty_deck_is_not_a_loss() -> None:
    opts = RulesOptions(empty_deck=EMPTY_DECK_END_OF_TURN)
    sc = Scenario(active=0, deck_size=0, options=opts)
    sc.add(0, "deck", STITCH)
    g = sc.build()
    g.apply(0, EndTurn())  # seat 1 draws from its empty deck in its draw step
    assert not g.is_over
    assert g.state.active == 1 and g.state.phase == "main"
    g.apply(1, EndTurn())  # ...and loses only when its turn ends with the deck still empty
    assert g.result is not None and g.result.winner == 0
    assert g.result.losers == {1: "empty_deck"}


def test_seed000_gsc_everyone_loses_at_once_is_a_draw() -> None:
    """All remaining players losing in the same check: nobody is left to win."""
    draw_both = CardScript(effect=(Draw(1),))
    with scripted({SONG2: draw_both}):
        sc = Scenario(active=0, deck_size=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        g = sc.build()
        g.state.players[1].drew_from_empty = True  # as if an effect made both draw
        g.apply(0, PlayCard(song))
    assert g.result is not None
    assert g.result.winner is None and g.result.reason == "draw"


def test_seed000_gsc_win_and_lose_at_once_wins() -> None:
    """Seed 000 / 1.8 ("gana y pierde simultáneamente"): a player who would win and lose in the
    same check wins."""
    lore_then_draw = CardScript(effect=(GainLore(1), Draw(1)))
    with scripted({SONG2: lore_then_draw}):
        sc = Scenario(active=0, deck_size=0).lore(0, 19)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "deck", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert g.result is not None
    assert g.result.winner == 0 and g.result.reason == "lore"
    assert g.result.losers == {}


def test_seed000_gsc_win_before_banish() -> None:
    """Seed 000 step 1-2: win/lose conditions are checked and completed first; other required
    actions (banishing) happen only if none was met."""
    with blank(MICKEY, GOONS):
        sc = Scenario(active=0).lore(0, 18)
        mickey = sc.add(0, "play", MICKEY)
        doomed = sc.add(1, "play", GOONS, damage=2)
        g = sc.build()
        events = g.apply(0, Quest(mickey))
    assert g.result is not None and g.result.winner == 0
    assert "banish" not in event_types(events)
    assert card(g, doomed).zone == "play"


def test_1_8_4_win_conditions_in_turn_order() -> None:
    """1.8.4 / seed 000 step 5: each player's results happen in turn order from the active
    player, so when two players reach 20 in the same check the active player wins."""
    with blank(GOONS):
        sc = Scenario(active=1).lore(0, 20).lore(1, 20)
        ink = sc.add(1, "hand", GOONS)
        g = sc.build()
        g.apply(1, InkCard(ink))
    assert g.result is not None and g.result.winner == 1


# --- banishing -----------------------------------------------------------------------------

def test_1_8_1_4_banish_at_damage_ge_willpower() -> None:
    """Seed 000 / 1.8.1.4: damage equal to or above willpower banishes; below does not."""
    with blank(MICKEY, SVEN, KRONK, GOONS):
        sc = Scenario(active=0)
        equal = sc.add(1, "play", MICKEY, damage=3)
        above = sc.add(1, "play", KRONK, damage=9)
        below = sc.add(1, "play", SVEN, damage=6)
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        events = g.apply(0, InkCard(ink))
    assert names(g, 1, "play") == [SVEN]
    assert sorted(names(g, 1, "discard")) == sorted([MICKEY, KRONK])
    assert card(g, below).damage == 6
    assert g.state.card(equal) is None and g.state.card(above) is None
    assert event_types(events).count("banish") == 2


def test_1_8_1_4_location_banished_at_damage_ge_willpower() -> None:
    with blank(LAGOON, GOONS):
        sc = Scenario(active=0)
        sc.add(1, "play", LAGOON, damage=4)
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        g.apply(0, InkCard(ink))
    assert names(g, 1, "discard") == [LAGOON]


def test_1_8_1_4_damage_is_lost_when_banished() -> None:
    """1.9.3: damage counters cease to exist when the card leaves play."""
    with blank(MICKEY, GOONS):
        sc = Scenario(active=0)
        sc.add(1, "play", MICKEY, damage=5)
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        g.apply(0, InkCard(ink))
    gone = find(g, 1, "discard", MICKEY)
    assert gone.damage == 0 and not gone.exerted


def test_1_8_1_4_banish_credit_to_challenging_character() -> None:
    """1.8.1.4 / seed 002: a character banished by damage from a character in a challenge is
    banished by that character: the challenger's 'banishes' trigger fires, and the banished
    card's 'banish' event names it."""
    credit = CardScript(triggers=(
        Trigger("banishes", (GainLore(5),), subject="self", condition=IN_CHALLENGE),
    ))
    with scripted({KRONK: credit}), blank(GOONS):
        sc = Scenario(active=0)
        attacker = sc.add(0, "play", KRONK)
        defender = sc.add(1, "play", GOONS, exerted=True)
        g = sc.build()
        events = g.apply(0, Challenge(attacker, defender))
    assert [e["name"] for e in events if e["type"] == "banish"] == [GOONS]
    assert names(g, 1, "discard") == [GOONS]
    assert g.state.players[0].lore == 5
    assert card(g, attacker).damage == 2


def test_1_8_1_4_banish_credit_to_character_ability() -> None:
    """Damage from a character's ability since the last check also credits that character."""
    ping = CardScript(
        triggers=(Trigger("quest", (Choose("t"), Damage("t", 2)), subject="self"),),
    )
    credit_seen = CardScript(triggers=(
        Trigger("banishes", (GainLore(3),), subject="any"),
    ))
    with scripted({MICKEY: ping, SVEN: credit_seen}), blank(GOONS):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        sc.add(0, "play", SVEN)
        victim = sc.add(1, "play", GOONS)
        g = sc.build()
        g.apply(0, Quest(mickey))
        choose(g, 0, victim)
    assert names(g, 1, "discard") == [GOONS]
    # Mickey quested (2) and Sven saw Mickey banish the Goons (3).
    assert g.state.players[0].lore == 2 + 3


def test_1_8_4_simultaneous_banishes_are_one_action() -> None:
    """Seed 000 step 5 / 1.8.4: all banishings of one check happen at once, so 'whenever another
    of your characters is banished' on a card banished in the same check still sees the others
    (7.4.3), in both directions."""
    watcher = CardScript(triggers=(
        Trigger("banish", (GainLore(1),), subject="other_own"),
    ))
    with scripted({MICKEY: watcher, KRONK: watcher}), blank(GOONS):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY, damage=3)
        sc.add(0, "play", KRONK, damage=6)
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        g.apply(0, InkCard(ink))
        assert g.state.decision is not None and g.state.decision.kind == "bag"
        while g.state.decision is not None:
            choose(g, 0, g.state.decision.options[0])
    assert sorted(names(g, 0, "discard")) == sorted([MICKEY, KRONK])
    assert g.state.players[0].lore == 2


def test_seed000_gsc_triggers_wait_until_check_completes() -> None:
    """Seed 000 step 4 / 1.8.2: triggers raised by the check go into the bag and resolve only
    after the check (and its repetitions) have finished."""
    on_banish = CardScript(triggers=(
        Trigger("banish", (GainLore(1),), subject="self"),
    ))
    with scripted({MICKEY: on_banish}), blank(KRONK):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY, damage=3)
        sc.add(0, "play", KRONK, damage=6)
        g = sc.build()
        s = g.state
        events: list[dict[str, object]] = []
        state_check(s, events)
        assert names(g, 0, "play") == []
        assert len(s.bag) == 1 and s.players[0].lore == 0
        assert event_types(events).count("banish") == 2


def test_1_8_3_check_repeats_until_nothing_happens() -> None:
    """1.8.3 / seed 000 step 3: after a check does something it runs again: here the first
    pass removes a player who drew from an empty deck (a win/lose result, so nothing else that
    pass), the second banishes a character with lethal damage."""
    with blank(PUMBAA):
        sc = Scenario(players=3, active=0)
        sc.add(2, "play", PUMBAA, damage=5)
        g = sc.build()
        s = g.state
        s.players[1].drew_from_empty = True
        events: list[dict[str, object]] = []
        state_check(s, events)
    assert s.players[1].lost == "empty_deck"
    assert names(g, 2, "discard") == [PUMBAA]
    types = event_types(events)
    assert types.index("player_lost") < types.index("banish")


def test_1_8_1_3_last_player_standing_wins() -> None:
    """1.8.1.3 / 2.3.3.3: in a multiplayer game the last player remaining wins."""
    g = Scenario(players=3, active=0).build()
    g.apply(1, Concede())
    assert not g.is_over
    g.apply(0, Concede())
    assert g.result is not None
    assert g.result.winner == 2 and g.result.reason == "last_player_standing"
    assert g.result.losers == {0: "conceded", 1: "conceded"}


def test_1_8_1_after_every_turn_action() -> None:
    """The check runs after every turn action: here after inking, the only thing that happens."""
    with blank(GOONS, MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY, damage=3)
        ink = sc.add(0, "hand", GOONS)
        g = sc.build()
        g.apply(0, InkCard(ink))
    assert idle(g) and names(g, 0, "discard") == [MICKEY]


# --- when the check runs (seed 002 §1.9 "Aclaraciones", rulebook 1.8.1) -----------------------

def test_seed002_gsc_at_the_end_of_each_start_of_turn_step() -> None:
    """The check runs at the end of the Set step: lore from a location wins the game there,
    before the Draw step could make the same player draw from an empty deck."""
    with blank(LAGOON):
        sc = Scenario(active=1, deck_size=0).lore(0, 19)
        sc.add(0, "play", LAGOON)
        sc.add(1, "deck", STITCH, count=2)
        g = sc.build()
        events = g.apply(1, EndTurn())
    assert g.result is not None and g.result.winner == 0 and g.result.reason == "lore"
    assert "draw_empty" not in event_types(events)


def test_1_8_3_example_a_check_after_an_action_resolves() -> None:
    """Example A: 'Deal 2 damage to chosen character' on a 2-willpower character banishes it
    in the check right after the action."""
    cannons = CardScript(effect=(Choose("t"), Damage("t", 2)))
    with scripted({SONG2: cannons}), blank(GOONS):
        sc = Scenario(active=0)
        song = sc.add(0, "hand", SONG2)
        sc.add(0, "inkwell", STITCH, count=2)
        sc.add(1, "play", GOONS)
        g = sc.build()
        g.apply(0, PlayCard(song))
    assert names(g, 1, "discard") == [GOONS] and idle(g)


def test_seed002_gsc_after_each_bag_item() -> None:
    """A character dealt lethal damage by the first trigger out of the bag is banished before
    the next trigger resolves."""
    hit = CardScript(triggers=(Trigger("quest", (Choose("t", THEIRS), Damage("t", 5)),
                                       subject="self"),))
    later = CardScript(triggers=(
        Trigger("quest", (GainLore(1),), subject="own", optional=True, name="later"),
    ))
    with scripted({KRONK: hit, SVEN: later}), blank(MICKEY):
        sc = Scenario(active=0)
        kronk = sc.add(0, "play", KRONK)
        sc.add(0, "play", SVEN)
        victim = sc.add(1, "play", MICKEY)
        g = sc.build()
        g.apply(0, Quest(kronk))
        d = g.state.decision
        assert d is not None and d.kind == "bag"
        kronk_item = next(b.id for b in g.state.bag if b.ref[0] == KRONK)
        choose(g, 0, kronk_item)  # Kronk's trigger first; its only target is chosen for us
        d = g.state.decision
        assert d is not None and d.kind == "may"  # Sven's trigger is now resolving...
        assert g.state.card(victim) is None  # ...and Mickey was already banished
        assert names(g, 1, "discard") == [MICKEY]
        choose(g, 0, "yes")
    assert g.state.players[0].lore == 2 + 1


def test_1_8_1_check_after_an_activated_ability() -> None:
    from engine import Activate
    from engine.dsl import Activated

    zap = CardScript(activated=(Activated((Choose("t", THEIRS), Damage("t", 3)), exert=True),))
    with scripted({SVEN: zap}), blank(MICKEY):
        sc = Scenario(active=0)
        sven = sc.add(0, "play", SVEN)
        sc.add(1, "play", MICKEY)
        g = sc.build()
        g.apply(0, Activate(sven, 0))
    assert names(g, 1, "discard") == [MICKEY]


def test_1_8_1_check_after_the_challenge_declaration_step() -> None:
    """A 'whenever this character challenges' trigger that deals lethal damage to the defender
    banishes it before the Damage step, so the challenge ends and the attacker takes none."""
    strike_first = CardScript(triggers=(
        Trigger("challenge", (Damage("other", 6),), subject="self"),
    ))
    with scripted({MICKEY: strike_first}), blank(KRONK):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        kronk = sc.add(1, "play", KRONK, exerted=True)
        g = sc.build()
        g.apply(0, Challenge(mickey, kronk))
    assert names(g, 1, "discard") == [KRONK]
    assert card(g, mickey).damage == 0
