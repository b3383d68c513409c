"""Rules for vocabulary added for the set 12 amber cards, by rulebook number: a character that
may enter play exerted without Bodyguard (8.3.2's choice); how much damage was removed and
whether a player removed damage from their own character this turn (1.9.1.3). Each test gives
vanilla cards small scripts."""

from __future__ import annotations

from engine import EndTurn, PlayCard
from engine.dsl import ByYou, CardScript, DidThisTurn, Static, Trigger, Var
from engine.scenario import Scenario
from engine.steps import Choose, GainLore, Heal, If

from .helpers import KRONK, MICKEY, PUMBAA, STITCH, SVEN, blank, card, choose, find, idle, scripted

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
