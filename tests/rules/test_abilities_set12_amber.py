"""Rules for vocabulary added for the set 12 amber cards, by rulebook number: a character that
may enter play exerted without Bodyguard (8.3.2's choice); how much damage was removed and
whether a player removed damage from their own character this turn (1.9.1.3); a choice from
the hand asked even with nothing to choose (7.1.4); a look at the top of the deck that may
take cards of either of two kinds (7.1.4); characters that deal challenge damage with their
willpower (4.6.6.1); the ink paid to play a card, a fact of its 'play' event (4.3.2.4); shifting a
character from the discard for free (8.10). Each test gives vanilla cards small scripts."""

from __future__ import annotations

from engine import Challenge, EndTurn, PlayCard
from engine import Choose as Answer
from engine.cards.facts import ITEM as ITEM_TYPE
from engine.dsl import (
    ANY_CARD,
    YOU,
    All,
    ByYou,
    CardScript,
    Cmp,
    Compare,
    DidThisTurn,
    Event,
    Filter,
    Static,
    Trigger,
    Var,
)
from engine.scenario import Scenario
from engine.state import DISCARD, HAND
from engine.steps import (
    Choose,
    ChooseCards,
    Draw,
    GainLore,
    Heal,
    If,
    LookAtTop,
    PlayFree,
    ShiftFree,
)

from .helpers import (
    HERC_BASE,
    HERC_SHIFT,
    ITEM,
    KRONK,
    LAGOON,
    MICKEY,
    MINNIE,
    PUMBAA,
    STITCH,
    SVEN,
    blank,
    card,
    choose,
    find,
    idle,
    names,
    scripted,
)

ACTION_CARD = "Smash"  # cost 3: its script is replaced


def test_8_3_2_a_character_may_enter_play_exerted_without_bodyguard() -> None:
    """"This character may enter play exerted": the same choice as Bodyguard's, made as the
    card enters play; cards without it enter ready with no question."""
    exerting = CardScript(statics=(Static("may_enter_exerted"),))
    with scripted({MICKEY: exerting}), blank(STITCH):
        for answer in ("exerted", "ready"):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", STITCH, count=4)
            mickey = sc.add(0, "hand", MICKEY)
            stitch = sc.add(0, "hand", STITCH)
            g = sc.build()
            g.apply(0, PlayCard(mickey))
            d = g.state.decision
            assert d is not None and d.kind == "bodyguard" and d.player == 0
            choose(g, 0, answer)
            assert find(g, 0, "play", MICKEY).exerted is (answer == "exerted")
            g.apply(0, PlayCard(stitch))
            assert idle(g) and not find(g, 0, "play", STITCH).exerted


def test_1_9_1_3_removed_damage_is_counted_by_amount_and_by_whose_card() -> None:
    """A 'healed' event carries how much damage was removed (`Var("removed")`), and removing
    damage from one of your own characters counts `removed_damage:Character` this turn."""
    healer = CardScript(effect=(Choose("t", prompt="Character"), Heal("t", 3)))
    counter = CardScript(triggers=(Trigger("healed", (GainLore(Var("removed")),), subject="own",
                                           condition=ByYou()),))
    asks = CardScript(triggers=(Trigger("play", (
        If(DidThisTurn("removed_damage:Character"), (GainLore(10),)),)),))
    with scripted({ACTION_CARD: healer, PUMBAA: counter, STITCH: asks}), blank(SVEN, KRONK, MICKEY):
        for own, gained in ((True, 2 + 10), (False, 0)):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", MICKEY, count=4)
            sc.add(0, "play", PUMBAA)
            target = sc.add(0 if own else 1, "play", SVEN, damage=2)
            sc.add(1, "play", KRONK)
            item = sc.add(0, "hand", ACTION_CARD)
            stitch = sc.add(0, "hand", STITCH)
            g = sc.build()
            g.apply(0, PlayCard(item))
            choose(g, 0, target)
            choose(g, 0, "2")
            assert card(g, target).damage == 0
            g.apply(0, PlayCard(stitch))
            assert idle(g) and g.state.players[0].lore == gained, own
            g.apply(0, EndTurn())
            assert "removed_damage:Character" not in g.state.players[0].counters


def test_7_1_4_a_choice_from_the_hand_after_a_draw_is_asked_even_with_no_match() -> None:
    """"Draw a card, then you may play a character from your hand": whether the player is
    asked must not tell the others what was drawn, so `always_ask` asks with no options."""
    for always, asked in ((True, True), (False, False)):
        action = CardScript(effect=(
            Draw(1),
            ChooseCards("c", HAND, Filter(), up_to=True, always_ask=always, prompt="Play one?"),
            PlayFree("c"),
        ))
        with scripted({ACTION_CARD: action}), blank(STITCH, SVEN):
            sc = Scenario(active=0)
            sc.add(0, "inkwell", STITCH, count=3)
            smash = sc.add(0, "hand", ACTION_CARD)
            sc.add(0, "deck", ACTION_CARD)  # not a character: nothing to choose
            g = sc.build()
            g.apply(0, PlayCard(smash))
            d = g.state.decision
            assert (d is not None and d.kind == "cards" and d.options == []) is asked
            if asked:
                g.apply(0, Answer(()))
            assert idle(g) and names(g, 0, "hand") == [ACTION_CARD]


def test_7_1_4_a_look_at_the_top_may_take_either_kind_of_card() -> None:
    """"Look at the top 3 cards. You may take a character card with cost 3 or more or an
    item card": `LookAtTop(filter, either=...)` offers the cards matching either."""
    look = CardScript(effect=(LookAtTop(
        3, Filter(zone="deck", where=(Cmp("cost", ">=", 3),)), optional=True,
        either=Filter(types=(ITEM_TYPE,), zone="deck")),))
    with scripted({ACTION_CARD: look}), blank(STITCH, SVEN, ITEM, LAGOON):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        smash = sc.add(0, "hand", ACTION_CARD)
        for name in (SVEN, ITEM, LAGOON, STITCH):
            sc.add(0, "deck", name)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        d = g.state.decision
        assert d is not None and d.kind == "cards"
        assert set(d.options) == {find(g, 0, "deck", SVEN).iid, find(g, 0, "deck", ITEM).iid}
        choose(g, 0, find(g, 0, "deck", ITEM).iid)
        while g.state.decision is not None and g.state.decision.kind == "order":
            choose(g, 0, g.state.decision.options[0])
        assert names(g, 0, "hand") == [ITEM]


def test_4_6_6_1_characters_may_deal_challenge_damage_with_their_willpower() -> None:
    by_willpower = CardScript(statics=(Static("damage_with_willpower", Filter(owner=YOU)),))
    with scripted({PUMBAA: by_willpower}), blank(MICKEY, SVEN, KRONK, LAGOON):
        sc = Scenario(active=0)
        sc.add(0, "play", PUMBAA)  # 3/5
        sven = sc.add(0, "play", SVEN)  # 5/7
        kronk = sc.add(1, "play", KRONK, exerted=True)  # 6/6, not yours: its strength
        g = sc.build()
        g.apply(0, Challenge(sven, kronk))
        assert names(g, 1, "discard") == [KRONK]  # 7 damage, not 5
        assert card(g, sven).damage == 6
        # Against a location too (it deals no damage back).
        sc = Scenario(active=0)
        pumbaa = sc.add(0, "play", PUMBAA)  # 3/5: deals 5
        lagoon = sc.add(1, "play", LAGOON)  # 4 willpower
        g = sc.build()
        g.apply(0, Challenge(pumbaa, lagoon))
        assert names(g, 1, "discard") == [LAGOON] and card(g, pumbaa).damage == 0
    with blank(PUMBAA, SVEN, KRONK):  # without it: strength
        sc = Scenario(active=0)
        sc.add(0, "play", PUMBAA)
        sven = sc.add(0, "play", SVEN)
        kronk = sc.add(1, "play", KRONK, exerted=True)
        g = sc.build()
        g.apply(0, Challenge(sven, kronk))
        assert card(g, kronk).damage == 5


def test_4_3_2_4_the_ink_paid_to_play_a_card_is_a_fact_of_the_play_event() -> None:
    """"Whenever you pay 2 {I} or less to play a card": `Event("paid_ink")` and `Var("paid")`;
    playing for free (an alternate cost, 1.5.5.3) pays nothing."""
    counter = CardScript(triggers=(Trigger(
        "play", (GainLore(1),), subject="own", filter=ANY_CARD,
        condition=All((Event("paid_ink"), Compare(Var("paid"), "<=", 2)))),))
    free = CardScript(statics=(Static("play_free", zone="hand"),))
    with scripted({PUMBAA: counter, MINNIE: free}), blank(STITCH, MICKEY):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=9)
        sc.add(0, "play", PUMBAA)
        stitch = sc.add(0, "hand", STITCH)  # pays 1
        mickey = sc.add(0, "hand", MICKEY)  # pays 3
        minnie = sc.add(0, "hand", MINNIE)  # free
        g = sc.build()
        g.apply(0, PlayCard(stitch))
        assert idle(g) and g.state.players[0].lore == 1
        g.apply(0, PlayCard(mickey))
        assert idle(g) and g.state.players[0].lore == 1
        g.apply(0, PlayCard(minnie))
        assert idle(g) and g.state.players[0].lore == 1
        assert g.state.players[0].ready_ink() == 5


def test_8_10_1_a_character_is_shifted_from_the_discard_for_free() -> None:
    """"Shift a character from your discard for free": played on top of a base of yours
    (8.10.1), paying nothing (1.5.5.3); a card without a base in play is not offered."""
    shift = CardScript(effect=(ShiftFree(DISCARD),))
    with scripted({ACTION_CARD: shift}), blank(HERC_BASE, HERC_SHIFT, SVEN, STITCH):
        sc = Scenario(active=0)
        sc.add(0, "inkwell", STITCH, count=3)
        smash = sc.add(0, "hand", ACTION_CARD)
        base = sc.add(0, "play", HERC_BASE)
        sc.add(0, "discard", HERC_SHIFT)
        sc.add(0, "discard", SVEN)
        g = sc.build()
        g.apply(0, PlayCard(smash))
        assert idle(g)
        herc = find(g, 0, "play", HERC_SHIFT)
        assert [c.name for c in herc.under] == [HERC_BASE] and card(g, herc.iid).zone == "play"
        assert base not in [c.iid for c in g.state.players[0].play]
        assert g.state.players[0].ready_ink() == 0 and names(g, 0, "discard") == [
            SVEN, ACTION_CARD]
