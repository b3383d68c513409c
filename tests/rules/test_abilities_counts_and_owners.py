"""Rules for DSL pieces the set 11 emerald cards brought: capped amounts, the cards that were
under a banished card, a chosen number of cards, playing a card for its owner, "if you do"
after shuffling or putting a card under, first-turn conditions, the Boost event, the
'chosen' event and abilities limited to twice a turn. Each test gives vanilla cards small
scripts."""

from __future__ import annotations

from engine import Activate, Challenge, PlayCard, Quest
from engine.dsl import (
    EACH_OPPONENT,
    OPPONENT,
    YOU,
    Activated,
    CardScript,
    Count,
    Event,
    Filter,
    FirstPlayer,
    FirstTurn,
    Scaled,
    StatOf,
    Trigger,
    Var,
    did,
    holds,
    owner_of,
)
from engine.scenario import Scenario
from engine.steps import (
    Choose,
    ChooseCards,
    Discard,
    Draw,
    GainLore,
    If,
    Once,
    PlayFree,
    PutUnder,
    Shuffle,
)
from engine.turn_actions import BOOST

from .helpers import (
    ITEM,
    KRONK,
    MAUI,
    MICKEY,
    PUMBAA,
    SCROOGE_BOOST,
    STITCH,
    SVEN,
    card,
    choose,
    find,
    idle,
    names,
    scripted,
)


def test_6_1_8_an_amount_capped_at_a_maximum() -> None:
    # "gain 1 lore for each character you have, to a maximum of 2 lore"
    quest = CardScript(triggers=(Trigger("quest", (
        GainLore(Scaled(Count(Filter(owner=YOU)), at_most=2)),)),))
    for others, gained in ((0, 1), (3, 2)):
        with scripted({MICKEY: quest}):
            sc = Scenario(active=0)
            mickey = sc.add(0, "play", MICKEY)  # lore 2
            if others:
                sc.add(0, "play", STITCH, count=others)
            g = sc.build()
            g.apply(0, Quest(mickey))
            assert g.state.players[0].lore == 2 + gained


def test_6_1_8_strength_capped_below_the_cap_is_unchanged() -> None:
    quest = CardScript(triggers=(Trigger("quest", (
        GainLore(Scaled(StatOf("self", "strength"), at_most=6)),)),))
    with scripted({SVEN: quest}):
        sc = Scenario(active=0)
        sven = sc.add(0, "play", SVEN)  # 5 strength, lore 1
        g = sc.build()
        g.apply(0, Quest(sven))
        assert g.state.players[0].lore == 6


def test_5_1_1_7_a_banished_card_counts_the_cards_that_were_under_it() -> None:
    # "When this character is banished, draw a card for each card that was under him."
    banished = CardScript(triggers=(Trigger("banish", (Draw(Var("under")),)),))
    for under, drawn in (((STITCH, STITCH), 2), ((), 0)):
        with scripted({SCROOGE_BOOST: banished}):
            sc = Scenario(active=1)
            scrooge = sc.add(0, "play", SCROOGE_BOOST, exerted=True, under=under)
            maui = sc.add(1, "play", MAUI)
            g = sc.build()
            g.apply(1, Challenge(maui, scrooge))
            assert names(g, 0, "discard") == [SCROOGE_BOOST, *under]
            assert len(names(g, 0, "hand")) == drawn


def test_6_1_8_each_opponent_chooses_a_number_of_cards_counted_on_resolution() -> None:
    # "... each opponent chooses and discards a card for each card that was under him."
    banished = CardScript(triggers=(Trigger("banish", (
        ChooseCards("d", count=Var("under"), who=EACH_OPPONENT), Discard("d"))),))
    with scripted({SCROOGE_BOOST: banished}):
        sc = Scenario(active=1)
        scrooge = sc.add(0, "play", SCROOGE_BOOST, exerted=True, under=(STITCH, STITCH))
        maui = sc.add(1, "play", MAUI)
        for name in (MICKEY, SVEN, ITEM):
            sc.add(1, "hand", name)
        g = sc.build()
        g.apply(1, Challenge(maui, scrooge))
        d = g.state.decision
        assert d is not None and d.player == 1 and d.min == d.max == 2
        choose(g, 1, find(g, 1, "hand", MICKEY).iid, find(g, 1, "hand", ITEM).iid)
        assert names(g, 1, "discard") == [MICKEY, ITEM] and names(g, 1, "hand") == [SVEN]


def test_6_1_7_a_card_played_for_free_by_its_owner() -> None:
    # "Each opponent may play a character from their discard for free."
    for by_owner in (True, False):
        action = CardScript(triggers=(Trigger("play", (
            ChooseCards("c", zone="discard", filter=Filter(zone="discard"), up_to=True,
                        who=EACH_OPPONENT),
            PlayFree("c", by_owner=by_owner))),))
        with scripted({MICKEY: action}):
            sc = Scenario(active=0)
            mickey = sc.add(0, "hand", MICKEY)
            sc.add(0, "inkwell", STITCH, count=3)
            sc.add(1, "discard", PUMBAA)
            g = sc.build()
            g.apply(0, PlayCard(mickey))
            choose(g, 1, find(g, 1, "discard", PUMBAA).iid)
            if by_owner:
                pumbaa = find(g, 1, "play", PUMBAA)
                assert pumbaa.owner == 1 and pumbaa.drying and names(g, 1, "discard") == []
            else:  # only the controller's own cards are played otherwise
                assert names(g, 1, "discard") == [PUMBAA] and names(g, 0, "play") == [MICKEY]


def test_6_1_5_1_if_you_do_after_shuffling_a_character_into_its_deck() -> None:
    # "Shuffle chosen opposing character into their player's deck. If you do, that player
    # draws a card."
    played = CardScript(triggers=(Trigger("play", (
        Choose("t", Filter(owner=OPPONENT)), Shuffle("t", out="n"),
        If(did("n"), (Draw(1, who=owner_of("t")),)))),))
    for foe in (True, False):
        with scripted({MICKEY: played}):
            sc = Scenario(active=0)
            mickey = sc.add(0, "hand", MICKEY)
            sc.add(0, "inkwell", STITCH, count=3)
            if foe:
                sc.add(1, "play", SVEN)
            g = sc.build()
            g.apply(0, PlayCard(mickey))
            assert names(g, 1, "play") == []
            assert len(g.state.players[1].deck) == 10  # +1 shuffled in, -1 drawn (or neither)
            assert len(names(g, 1, "hand")) == (1 if foe else 0)


def test_6_1_5_1_if_you_do_after_putting_a_card_under() -> None:
    # "Put the top card of your deck under one of your characters with Boost. If you do,
    # gain 1 lore."
    played = CardScript(triggers=(Trigger("play", (
        Choose("t", Filter(owner=YOU, keyword="Boost")), PutUnder("t", from_deck=1, out="n"),
        If(did("n"), (GainLore(1),)))),))
    for booster, deck, lore in ((True, 10, 1), (False, 10, 0), (True, 0, 0)):
        with scripted({MICKEY: played}):
            sc = Scenario(active=0, deck_size=deck)
            mickey = sc.add(0, "hand", MICKEY)
            sc.add(0, "inkwell", STITCH, count=3)
            sc.add(0, "play", SCROOGE_BOOST if booster else KRONK)
            g = sc.build()
            g.apply(0, PlayCard(mickey))
            assert g.state.players[0].lore == lore, (booster, deck)


def test_2_2_1_1_first_turn_and_first_player_conditions() -> None:
    for players, active, turn, first_turn in ((2, 0, 1, True), (2, 1, 2, True),
                                              (2, 0, 3, False), (2, 1, 4, False),
                                              (3, 2, 3, True), (3, 0, 4, False)):
        sc = Scenario(players=players, active=active, turn=turn)
        g = sc.build()
        s = g.state
        assert holds(FirstTurn(), s, active, None) == first_turn, (players, active, turn)
        assert not holds(FirstTurn(), s, (active + 1) % players, None)  # not their turn
        assert holds(FirstPlayer(), s, 0, None) and not holds(FirstPlayer(), s, 1, None)


def test_8_4_1_using_boost_raises_an_event_for_the_boosted_card() -> None:
    # "Whenever you use the Boost ability of a character, gain 1 lore."
    watcher = CardScript(triggers=(Trigger("boost", (GainLore(1),), subject="own"),))
    with scripted({MICKEY: watcher}):
        sc = Scenario(active=0)
        sc.add(0, "play", MICKEY)
        scrooge = sc.add(0, "play", SCROOGE_BOOST)
        sc.add(0, "inkwell", STITCH)
        g = sc.build()
        g.apply(0, Activate(scrooge, BOOST))
        assert g.state.players[0].lore == 1 and len(card(g, scrooge).under) == 1
        assert idle(g)


def test_6_1_3_choosing_cards_with_a_cost_up_to_an_amount() -> None:
    # "Play a character with cost up to 2 more than chosen character's from your hand for
    # free."
    played = CardScript(triggers=(Trigger("play", (
        Choose("t"), ChooseCards("c", filter=Filter(zone="hand"),
                                 max_cost=Scaled(StatOf("t", "cost"), plus=2)),
        PlayFree("c"))),))
    with scripted({MICKEY: played}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "hand", MICKEY)
        sc.add(0, "inkwell", STITCH, count=3)
        stitch = sc.add(1, "play", STITCH)  # cost 1: up to 3
        for name in (PUMBAA, MICKEY, STITCH, ITEM):
            sc.add(0, "hand", name)
        g = sc.build()
        g.apply(0, PlayCard(mickey))
        choose(g, 0, stitch)
        d = g.state.decision
        assert d is not None
        assert {card(g, i).name for i in d.options if isinstance(i, int)} == {MICKEY, STITCH}


def test_6_1_3_a_card_chosen_for_an_effect_raises_chosen_with_what_chose_it() -> None:
    # Mickey: "whenever this character is chosen for an action, gain 1 lore; for an item's
    # ability, gain 2 lore". The item (Dinglehopper): "{E} - chosen character gets +1 {S}".
    from engine.steps import Modify

    watcher = CardScript(triggers=(
        Trigger("chosen", (GainLore(1),), condition=Event("by_action")),
        Trigger("chosen", (GainLore(2),), condition=Event("by_item")),
    ))
    item = CardScript(activated=(Activated((Choose("t"), Modify("t", 1))),))
    action = CardScript(effect=(Choose("t"), Modify("t", 1)))
    with scripted({MICKEY: watcher, ITEM: item, SVEN: CardScript(activated=(
            Activated((Choose("t"), Modify("t", 1)), exert=False),)),
            "Chomp!": action}):
        sc = Scenario(active=0)
        mickey = sc.add(0, "play", MICKEY)
        dinglehopper = sc.add(0, "play", ITEM)
        sven = sc.add(0, "play", SVEN)
        chomp = sc.add(0, "hand", "Chomp!")
        sc.add(0, "inkwell", STITCH, count=1)
        g = sc.build()
        g.apply(0, Activate(sven, 0))  # a character's ability: neither
        choose(g, 0, mickey)
        assert g.state.players[0].lore == 0
        g.apply(0, Activate(dinglehopper, 0))
        choose(g, 0, mickey)
        assert g.state.players[0].lore == 2
        g.apply(0, PlayCard(chomp))
        choose(g, 0, mickey)
        assert g.state.players[0].lore == 3


def test_6_1_13_2_an_ability_limited_to_twice_a_turn() -> None:
    # "Twice during your turn, whenever this character quests, gain 1 lore."
    quest = CardScript(triggers=(Trigger("quest", (Once(times=2), GainLore(1))),))
    with scripted({STITCH: quest}):
        sc = Scenario(active=0)
        stitches = [sc.add(0, "play", STITCH) for _ in range(2)]
        g = sc.build()
        for stitch in stitches:  # each copy counts for itself
            g.apply(0, Quest(stitch))
        assert g.state.players[0].lore == 4
        first = card(g, stitches[0])
        for _ in range(2):
            first.exerted = False
            g.apply(0, Quest(first.iid))
        assert g.state.players[0].lore == 4 + 2 + 1  # the third quest: no extra lore
