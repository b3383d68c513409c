"""Rules for the vocabulary the set 11 amber cards added, named by rulebook number: the 'exert'
event ("whenever this character exerts"), a restriction on every character that also holds
for characters played later (6.4.2.1), playing a card for free from hand (1.5.5.3), a
once-per-turn payment modifier (6.1.13.2), "your first turn" (2.1.3), "if you used Shift",
choosing from another player's revealed hand, and amounts in `CostNext`, `LookAtTop` and
`ToHand`'s remembered cards. Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Activate, Challenge, EndTurn, Game, PlayCard, Quest, query
from engine.cards.facts import ACTION, CHARACTER, ITEM, SONG
from engine.dsl import (
    ME,
    SHIFTED,
    YOU,
    YOUR_TURN,
    Activated,
    CardScript,
    Filter,
    FirstTurn,
    Static,
    StatOf,
    Trigger,
    Var,
    chosen_player,
    have,
)
from engine.query import cost_to_play
from engine.scenario import Scenario
from engine.steps import (
    ChooseCards,
    ChoosePlayer,
    CostNext,
    Discard,
    Draw,
    Exert,
    GainLore,
    If,
    LookAtTop,
    PlayFree,
    RestrictAll,
    RevealHand,
    ToHand,
)

from .helpers import (
    GOONS,
    HERC_BASE,
    HERC_SHIFT,
    MICKEY,
    MINNIE,
    PUMBAA,
    RAFIKI_RUSH,
    SONG2,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    names,
    scripted,
)
from .helpers import ITEM as DINGLEHOPPER

ACTION_CARD = "Smash"  # an action (cost 3): its script is replaced in each test


def _lore(g: Game, seat: int = 0) -> int:
    return g.state.players[seat].lore


# --- 'exert' ------------------------------------------------------------------------------------

def test_5_1_1_2_exerting_triggers_to_quest_challenge_sing_pay_and_by_effects() -> None:
    """A ready character turned sideways "exerts", whatever for; entering play exerted does
    not (it was never ready in play), nor does an already exerted one exerted again."""
    exerts = Trigger("exert", (GainLore(1),))
    pay = Activated((Draw(1),))
    with scripted({MICKEY: CardScript(triggers=(exerts,), activated=(pay,)),
                   ACTION_CARD: CardScript(effect=(Exert(Filter(owner=YOU)),)),
                   SONG2: CardScript()}):
        for how in ("quest", "challenge", "ability", "sing"):
            sc = Scenario(active=0)
            mickey = sc.add(0, "play", MICKEY)  # lore 2, cost 3
            foe = sc.add(1, "play", STITCH, exerted=True)
            song = sc.add(0, "hand", SONG2)
            g = sc.build()
            if how == "quest":
                g.apply(0, Quest(mickey))
                assert _lore(g) == 2 + 1
            elif how == "challenge":
                g.apply(0, Challenge(mickey, foe))
                assert _lore(g) == 1
            elif how == "ability":
                g.apply(0, Activate(mickey, 0))
                assert _lore(g) == 1
            else:
                g.apply(0, PlayCard(song, singers=(mickey,)))
                assert _lore(g) == 1
            assert card(g, mickey).exerted
        sc = Scenario(active=0)
        ready = sc.add(0, "play", MICKEY)
        sc.add(0, "play", MICKEY, exerted=True)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(action))  # exerts both: only the ready one exerts
        assert _lore(g) == 1 and card(g, ready).exerted


def test_5_1_1_2_entering_play_exerted_is_not_exerting() -> None:
    exerts = Trigger("exert", (GainLore(1),))
    free = CardScript(effect=(ChooseCards("c", "hand", Filter(name="Mickey Mouse")),
                              PlayFree("c", exerted=True)))
    with scripted({MICKEY: CardScript(triggers=(exerts,)), ACTION_CARD: free}):
        sc = Scenario(active=0)
        sc.add(0, "hand", MICKEY)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert find(g, 0, "play", MICKEY).exerted and _lore(g) == 0


# --- every character's restriction ----------------------------------------------------------

def test_6_4_2_1_every_character_restriction_holds_for_characters_played_later() -> None:
    stop = CardScript(effect=(RestrictAll("cant_challenge"),))
    with scripted({ACTION_CARD: stop}):
        for played in (False, True):
            sc = Scenario(active=0)
            action = sc.add(0, "hand", ACTION_CARD)
            sc.add(0, "inkwell", STITCH, count=3)
            mine = sc.add(0, "play", SVEN)
            target = sc.add(0, "play", STITCH, exerted=True)
            foe = sc.add(1, "play", SVEN, exerted=True)
            rush = sc.add(1, "hand", RAFIKI_RUSH)  # cost 3, Rush: may challenge at once
            sc.add(1, "inkwell", STITCH, count=3)
            goons = sc.add(1, "play", GOONS)
            g = sc.build()
            assert Challenge(mine, foe) in g.legal_actions(0)
            if played:
                g.apply(0, PlayCard(action))
            assert (Challenge(mine, foe) in g.legal_actions(0)) is not played  # mine too
            g.apply(0, EndTurn())  # the effect outlives the turn it was made in
            g.apply(1, PlayCard(rush))
            rafiki = find(g, 1, "play", RAFIKI_RUSH)
            assert rafiki.drying
            assert (Challenge(rafiki.iid, target) in g.legal_actions(1)) is not played
            assert query.can_challenge_with(g.state, rafiki) is not played
            g.apply(1, Quest(goons))  # exerted: a target for the next turn
            g.apply(1, EndTurn())  # "until the start of your next turn": over now
            assert Challenge(mine, goons) in g.legal_actions(0)


def test_6_4_2_1_one_players_characters_only() -> None:
    stop = CardScript(effect=(RestrictAll("cant_challenge", whose=ME),))
    with scripted({ACTION_CARD: stop}):
        sc = Scenario(active=0)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        mine = sc.add(0, "play", SVEN)
        target = sc.add(0, "play", STITCH, exerted=True)
        foe = sc.add(1, "play", SVEN)
        exerted_foe = sc.add(1, "play", STITCH, exerted=True)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert Challenge(mine, exerted_foe) not in g.legal_actions(0)
        g.apply(0, EndTurn())
        assert Challenge(foe, target) in g.legal_actions(1)  # theirs are not restricted


# --- playing for free, once-per-turn payment modifiers ---------------------------------------

def test_1_5_5_3_a_card_playable_for_free_while_a_condition_holds() -> None:
    free = Static("play_free", zone="hand", condition=have(Filter(owner=YOU, name="Goons")))
    with scripted({SVEN: CardScript(statics=(free,)),
                   ACTION_CARD: CardScript(effect=(CostNext(CHARACTER, 1),))}):
        sc = Scenario(active=0)
        sven = sc.add(0, "hand", SVEN)  # cost 6
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(1, "play", GOONS)  # not yours
        g = sc.build()
        p = g.state.players[0]
        assert cost_to_play(g.state, p, card(g, sven)) == 6
        assert PlayCard(sven) not in g.legal_actions(0)
        sc = Scenario(active=0)
        sven = sc.add(0, "hand", SVEN)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "hand", MINNIE)  # cost 2
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "play", GOONS)
        g = sc.build()
        p = g.state.players[0]
        assert cost_to_play(g.state, p, card(g, sven)) == 0
        g.apply(0, PlayCard(action))  # the next character costs 1 less
        g.apply(0, PlayCard(sven))
        assert p.ready_ink() == 0 and names(g, 0, "play") == [GOONS, SVEN]
        # 4.3.6: the "next character" modifier applied to Sven, played for free
        assert cost_to_play(g.state, p, find(g, 0, "hand", MINNIE)) == 2


def test_6_1_13_2_once_during_your_turn_the_next_character_costs_less() -> None:
    once = Static("cost_once", Filter(owner=YOU), value=1, condition=YOUR_TURN)
    with scripted({GOONS: CardScript(statics=(once,))}):
        sc = Scenario(active=0)
        sc.add(0, "play", GOONS)
        first = sc.add(0, "hand", MICKEY)  # cost 3
        sc.add(0, "hand", MICKEY)
        item = sc.add(0, "hand", DINGLEHOPPER)  # cost 1, not a character
        sc.add(0, "inkwell", STITCH, count=9)
        foe = sc.add(1, "hand", PUMBAA)  # cost 4
        g = sc.build()
        p = g.state.players[0]
        assert cost_to_play(g.state, p, card(g, item)) == 1
        assert cost_to_play(g.state, p, card(g, first)) == 2
        g.apply(0, PlayCard(item))  # not a character: the reduction waits
        g.apply(0, PlayCard(first))
        assert p.ready_ink() == 9 - 1 - 2
        second = find(g, 0, "hand", MICKEY)
        assert cost_to_play(g.state, p, second) == 3  # used this turn
        g.apply(0, EndTurn())
        assert cost_to_play(g.state, g.state.players[1], card(g, foe)) == 4  # not theirs
        g.apply(1, EndTurn())
        assert cost_to_play(g.state, p, find(g, 0, "hand", MICKEY)) == 2  # a new turn


def test_6_1_13_2_each_card_with_the_ability_counts_once() -> None:
    once = Static("cost_once", Filter(owner=YOU), value=1, condition=YOUR_TURN)
    with scripted({GOONS: CardScript(statics=(once,))}):
        sc = Scenario(active=0)
        sc.add(0, "play", GOONS, count=2)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        g = sc.build()
        assert cost_to_play(g.state, g.state.players[0], card(g, mickey)) == 1
        g.apply(0, PlayCard(mickey))
        assert g.state.players[0].ready_ink() == 2


# --- first turn, Shift, another player's hand ----------------------------------------------

def test_2_1_3_your_first_turn_as_the_second_player() -> None:
    cheaper = Static("cost", zone="hand", value=1, condition=FirstTurn(starting=False))
    any_first = Static("cost", zone="hand", value=2, condition=FirstTurn())
    with scripted({MICKEY: CardScript(statics=(cheaper,)),
                   PUMBAA: CardScript(statics=(any_first,))}):
        for active, turn, players, want in ((1, 2, 2, True), (1, 4, 2, False),
                                            (0, 1, 2, False), (0, 3, 2, False),
                                            (2, 3, 3, True), (2, 6, 3, False)):
            sc = Scenario(active=active, turn=turn, players=players)
            mickey = sc.add(active, "hand", MICKEY)
            pumbaa = sc.add(active, "hand", PUMBAA)
            g = sc.build()
            p = g.state.players[active]
            assert cost_to_play(g.state, p, card(g, mickey)) == (2 if want else 3), (active,
                                                                                     turn)
            first = turn <= active + 1
            assert cost_to_play(g.state, p, card(g, pumbaa)) == (2 if first else 4)


def test_8_10_the_play_event_tells_whether_shift_was_used() -> None:
    shifted = Trigger("play", (If(SHIFTED, (GainLore(1),)),))
    with scripted({HERC_SHIFT: CardScript(triggers=(shifted,))}):
        sc = Scenario(active=0)
        top = sc.add(0, "hand", HERC_SHIFT)  # cost 6, Shift 4
        base = sc.add(0, "play", HERC_BASE)
        sc.add(0, "inkwell", STITCH, count=6)
        g = sc.build()
        g.apply(0, PlayCard(top, shift=base))
        assert _lore(g) == 1
        sc = Scenario(active=0)
        top = sc.add(0, "hand", HERC_SHIFT)
        sc.add(0, "play", HERC_BASE)
        sc.add(0, "inkwell", STITCH, count=6)
        g = sc.build()
        g.apply(0, PlayCard(top))
        assert _lore(g) == 0


def test_choose_from_a_chosen_players_revealed_hand() -> None:
    not_character = Filter(types=(ACTION, SONG, ITEM))
    effect = CardScript(effect=(
        ChoosePlayer("p"), RevealHand(chosen_player("p")),
        ChooseCards("c", "hand", not_character, of=chosen_player("p")), Discard("c")))
    with scripted({ACTION_CARD: effect}):
        sc = Scenario(active=0)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "hand", DINGLEHOPPER)  # the controller's: not offered
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(1, "hand", MICKEY)
        song = sc.add(1, "hand", SONG2)
        item = sc.add(1, "hand", DINGLEHOPPER)
        g = sc.build()
        events = g.apply(0, PlayCard(action))
        assert sorted(e["name"] for e in events if e["type"] == "reveal") == sorted(
            [MICKEY, SONG2, DINGLEHOPPER])
        d = g.state.decision
        assert d is not None and d.player == 0 and sorted(d.options) == sorted([song, item])
        choose(g, 0, song)
        assert names(g, 1, "hand") == [MICKEY, DINGLEHOPPER] and names(g, 1, "discard") == [
            SONG2]
        sc = Scenario(active=0)  # only characters: nothing to choose, nothing discarded
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(1, "hand", MICKEY)
        g = sc.build()
        g.apply(0, PlayCard(action))
        assert g.state.decision is None and names(g, 1, "hand") == [MICKEY]


# --- amounts -------------------------------------------------------------------------------

def test_amounts_for_cost_next_look_at_top_and_cards_returned_to_hand() -> None:
    under = StatOf("self", "under")
    look = Activated((LookAtTop(under, Filter(), take=under, reveal_all=True),), exert=False)
    with scripted({MICKEY: CardScript(activated=(look,)),
                   ACTION_CARD: CardScript(effect=(
                       ChooseCards("c", "discard"), ToHand("c", var="h"),
                       CostNext(CHARACTER, StatOf("h", "cost")), Draw(Var("h"))))}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY, under=(STITCH, STITCH))
        for name in (SVEN, DINGLEHOPPER, PUMBAA):
            sc.add(0, "deck", name)
        g = sc.build()
        g.apply(0, Activate(mickey, 0))  # 2 under him: the top 2, every character taken
        assert names(g, 0, "hand") == [SVEN] and names(g, 0, "deck") == [PUMBAA, DINGLEHOPPER]
        sc = Scenario(active=0)
        action = sc.add(0, "hand", ACTION_CARD)
        sc.add(0, "inkwell", STITCH, count=3)
        sc.add(0, "discard", MINNIE)  # cost 2
        sc.add(0, "deck", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(action))
        minnie = find(g, 0, "hand", MINNIE)
        assert cost_to_play(g.state, g.state.players[0], minnie) == 0  # 2 less
        assert names(g, 0, "hand") == [MINNIE, SVEN]  # Var("h") counts the one returned
