"""Invariants checked after every action of a random self-play game.

- The game never gets stuck: while it is not over someone is asked to act and has a real choice.
- At every point where a player is asked to act and nothing is resolving (no frame, empty bag),
  the game state check has run: no character or location has lethal damage, nobody has 20+
  lore, nobody who drew from an empty deck is still waiting to lose.
- Card states per zone (seed 004) and the bookkeeping behind ids hold.
- No view leaks hidden information: every card name in a view belongs to a card that viewer may
  see (compared as multisets, so a public copy of a name does not excuse a hidden copy), hidden
  zones are counts, every card id in a view is one the viewer may know, and a pending decision
  shows everyone whose it is but its options, bounds and looked-at cards only to its player.
- Card ids are never reused in a game (`IdLedger`): an id once gone never comes back, so an id
  names one card only and a viewer cannot match a new card with an old one.
- What the others see after a player acts does not depend on the order of that player's deck
  (`check_deck_order_unseen`): not the views, not whether a decision appears.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import msgpack

from engine import Action, Concede, Game, IllegalAction
from engine.cards.facts import card_db
from engine.query import in_play, willpower
from engine.rng import ID_LIMIT
from engine.state import DECK, DISCARD, HAND, INKWELL, PLAY, ZONES, Card, GameState
from engine.turn_actions import idle

CARD_NAMES = frozenset(card_db())


def at_check_point(s: GameState) -> bool:
    """A player is being asked to act and nothing is resolving: the check must have run."""
    if s.over or s.frames or s.bag:
        return False
    return idle(s) or s.decision is not None


def check_progress(g: Game) -> None:
    s = g.state
    if s.over:
        assert g.to_act() == [] and g.result is not None
        assert all(g.legal_actions(seat) == [] for seat in range(g.num_players))
        return
    seats = g.to_act()
    assert len(seats) == 1, f"nobody (or several) to act: {seats} {s.phase} {s.agenda}"
    seat = seats[0]
    assert s.players[seat].alive, f"seat {seat} has left but is asked to act"
    legal = g.legal_actions(seat)
    assert Concede() in legal and len(legal) >= 2, f"seat {seat} has no real choice: {legal}"
    for other in range(g.num_players):
        if other != seat:
            expected = [Concede()] if s.players[other].alive else []
            assert g.legal_actions(other) == expected


def check_state(g: Game, *, full: bool = True) -> None:
    """`full=False` skips the decks and the id index (the slow part) for per-action checks."""
    s = g.state
    for p in s.players:
        assert p.lore >= 0
    if at_check_point(s):
        for c in in_play(s):
            if c.facts.is_character or c.facts.is_location:
                assert c.damage < willpower(s, c), f"{c.name} has lethal damage at a check point"
        for p in s.players:
            assert p.lore < s.options.win_lore or not p.alive, f"seat {p.seat} has won"
            assert not p.drew_from_empty, f"seat {p.seat} drew from an empty deck unpunished"
    _check_zones(s, ZONES if full else _PUBLIC_AND_HAND)


_PUBLIC_AND_HAND = (HAND, PLAY, INKWELL, DISCARD)


class IdLedger:
    """Every card id a game has used: `check` after each action fails when an id that was
    gone is back (a card got the id of an earlier card) or an id is out of [1, ID_LIMIT)."""

    def __init__(self, g: Game) -> None:
        self.live = set(g.state.by_iid)
        self.ever = set(self.live)

    def check(self, g: Game) -> None:
        live = set(g.state.by_iid)
        new = live - self.live
        assert not new & self.ever, f"ids used again: {sorted(new & self.ever)}"
        assert all(0 < iid < ID_LIMIT for iid in new), f"ids out of range: {sorted(new)}"
        self.ever |= new
        self.live = live


def _check_zones(s: GameState, zones: tuple[str, ...]) -> None:
    seen: set[int] = set()

    def index(c: Card) -> None:
        assert c.iid not in seen, f"duplicate id {c.iid}"
        seen.add(c.iid)
        assert s.by_iid.get(c.iid) is c, f"id {c.iid} not indexed"

    for p in s.players:
        for zone in zones:
            for c in p.zone(zone):
                index(c)
                assert c.owner == p.seat and c.zone == zone, (c, zone)
                _check_card_state(c, zone)
                for u in c.under:
                    index(u)
                    assert zone == PLAY and u.zone == PLAY and u.under == []
                    assert not u.exerted and u.damage == 0
        if not p.alive:
            assert p.play == []
    if not s.over and zones == ZONES:
        assert set(s.by_iid) == seen, "stale ids in the index"


def _check_card_state(c: Card, zone: str) -> None:
    """Seed 004's table of states per zone."""
    f = c.facts
    if zone == HAND:
        assert (c.exerted, c.damage, c.drying, c.facedown, c.under) == (False, 0, False, False, [])
    elif zone == DECK:
        assert c.facedown and not c.exerted and c.damage == 0 and not c.drying and c.under == []
    elif zone == INKWELL:
        assert c.facedown and c.damage == 0 and not c.drying and c.under == []
    elif zone == DISCARD:
        assert not c.facedown and not c.exerted and c.damage == 0 and not c.drying
        assert c.under == []
    elif zone == PLAY:
        assert not c.facedown
        if f.is_item:
            assert c.damage == 0 and not c.drying
        if f.is_location:
            assert not c.exerted and not c.drying
        if not f.is_character:
            assert not c.drying and c.location == 0


# --- views ---------------------------------------------------------------------------------

def visible_cards(s: GameState, viewer: int | None) -> list[Card]:
    """Every card whose face `viewer` may see right now."""
    out: list[Card] = []
    for p in s.players:
        for c in p.play:
            out.append(c)
            out.extend(u for u in c.under if not u.facedown)
        out.extend(p.discard)
        if viewer == p.seat:
            out.extend(p.hand)
    # Cards revealed by the effect resolving now are public until it ends (6.1.14), even
    # while they are back in a deck ("reveal the top card; if it's a character, you may play
    # it").
    for iid in s.revealed:
        shown = s.card(iid)
        if shown is not None and shown not in out:
            out.append(shown)
    d = s.decision
    if d is not None and viewer == d.player:
        for iid in [*d.options, *getattr(d, "seen", [])]:
            option = s.card(iid) if isinstance(iid, int) else None
            if option is not None and option not in out:
                out.append(option)
    return out


def _walk(tree: Any, strings: list[str], ids: list[int], key: str = "") -> None:
    if isinstance(tree, dict):
        for k, v in tree.items():
            _walk(v, strings, ids, str(k))
    elif isinstance(tree, list | tuple):
        for v in tree:
            _walk(v, strings, ids, key)
    elif isinstance(tree, str):
        strings.append(tree)
    elif isinstance(tree, int) and not isinstance(tree, bool) and key in _ID_KEYS:
        ids.append(tree)


_ID_KEYS = {"id", "source", "location", "challenge", "card", "shift", "singers", "attacker",
            "defender", "picks", "banish"}


def _names(tree: Any) -> Counter[str]:
    strings: list[str] = []
    _walk(tree, strings, [])
    return Counter(x for x in strings if x in CARD_NAMES)


def _public(c: Card | None) -> bool:
    return c is not None and c.zone in (PLAY, DISCARD) and not c.facedown


def check_view(g: Game, viewer: int | None) -> None:
    """Hidden zones are counts, and per section of the view (each player's hand, play and
    discard; the bag; the decision) the card names shown are a sub-multiset of the cards of
    that section the viewer may see, so a public copy of a name elsewhere does not hide a leak;
    any other part of the view may name only cards the viewer may see."""
    s = g.state
    view = g.view(viewer)
    anywhere = Counter(c.name for c in visible_cards(s, viewer))
    rest = dict(view)
    players = rest.pop("players")
    for p, seat_view in zip(s.players, players, strict=True):
        pv = dict(seat_view)
        assert pv.pop("deck") == len(p.deck)
        assert pv.pop("inkwell") == {"total": len(p.inkwell),
                                     "ready": sum(1 for c in p.inkwell if not c.exerted)}
        hand = pv.pop("hand")
        if viewer == p.seat:
            assert hand == [{"id": c.iid, "name": c.name} for c in p.hand]
        else:
            assert hand == len(p.hand)
        play, discard = pv.pop("play"), pv.pop("discard")
        assert [c["id"] for c in play] == [c.iid for c in p.play]
        _within(_names(play), Counter(c.name for top in p.play
                                      for c in [top, *top.under] if not c.facedown), viewer)
        assert [c["name"] for c in discard] == [c.name for c in p.discard]
        _within(_names(pv), anywhere, viewer)
    _within(_names(rest.pop("bag")), Counter(b.ref[0] for b in s.bag), viewer)
    decision = rest.pop("decision")
    d = s.decision
    _check_decision_shape(d, decision, viewer)
    if d is not None:
        mine = viewer == d.player
        cards = [s.card(o) for o in [*d.options, *getattr(d, "seen", [])] if isinstance(o, int)]
        allowed = Counter(c.name for c in cards if c is not None and (mine or _public(c)))
        if d.kind == "bag":
            allowed += Counter(b.ref[0] for b in s.bag)
        _within(_names(decision), allowed, viewer)
    _within(_names(rest), anywhere, viewer)
    ids: list[int] = []
    _walk(_without_bag_ids(view, d is not None and d.kind == "bag"), [], ids)
    visible_ids = {c.iid for c in visible_cards(s, viewer)}
    for iid in ids:
        card = s.card(iid)
        assert iid <= 0 or card is None or iid in visible_ids, (
            f"viewer {viewer} sees the id of hidden card {card.name if card else iid} in "
            f"{card.zone if card else '?'}")


_NOT_DECIDING = {"player", "kind", "prompt", "source"}
_DECIDING = {*_NOT_DECIDING, "min", "max", "options", "seen"}


def _check_decision_shape(d: Any, decision: Any, viewer: int | None) -> None:
    """Everyone sees whose decision is pending; only its player sees more (its options, their
    number, the bounds of the pick and the cards looked at could tell a hidden zone's cards)."""
    if d is None:
        assert decision is None, f"viewer {viewer} sees a decision that is not there"
        return
    assert decision["player"] == d.player and decision["kind"] == d.kind
    expected = _DECIDING if viewer == d.player else _NOT_DECIDING
    assert set(decision) == expected, f"viewer {viewer} sees decision fields {sorted(decision)}"


def _without_bag_ids(view: dict[str, Any], bag_decision: bool) -> dict[str, Any]:
    """The view minus bag item ids (a separate numbering from card ids): the items' own "id",
    and the picks of a bag decision."""
    out = dict(view)
    out["bag"] = [{k: v for k, v in item.items() if k != "id"} for item in view["bag"]]
    if bag_decision:
        decision = dict(view["decision"])
        decision["options"] = [{k: v for k, v in o.items() if k != "id"}
                               for o in decision.get("options", [])]
        out["decision"] = decision
        out["legal"] = [a for a in view.get("legal", []) if a["type"] != "choose"]
    return out


def _within(shown: Counter[str], allowed: Counter[str], viewer: int | None) -> None:
    leaked = shown - allowed
    assert not leaked, f"viewer {viewer} sees hidden cards {dict(leaked)}"


def check_views(g: Game) -> None:
    viewers: list[int | None] = [*range(g.num_players), None]
    for viewer in viewers:
        check_view(g, viewer)
    # The server's path builds the views together; they must be the very same, byte for byte.
    assert [_packed(v) for v in g.views(viewers)] == [_packed(g.view(v)) for v in viewers]


def _packed(value: Any) -> bytes:
    data: bytes = msgpack.packb(value, use_bin_type=True)
    return data


def check_deck_order_unseen(g: Game, seat: int, action: Action) -> None:
    """Apply `action` for `seat` to two copies of the game, one with `seat`'s deck in another
    order, and compare what every other seat and the spectators then see, byte for byte. A
    hidden card may decide what its owner sees or may do (what a look at the top finds), never
    what anybody else sees, nor whether its owner is asked something (rulebook 7.1.4). Ids stay
    where they were, so only the cards' faces move; names are left out of the comparison (a
    drawn card may be discarded at once), which `check_view` covers."""
    snap = g.snapshot()
    # Cards already revealed to everyone (6.1.14: "reveal the top card of your deck") keep
    # their faces: what follows may rightly depend on them.
    deck = [card for card in snap["state"]["players"][seat]["deck"]
            if card[0] not in g.state.revealed]
    names = [card[1] for card in deck]
    random.Random(len(names) * 7919 + g.version).shuffle(names)
    for card, name in zip(deck, names, strict=True):
        card[1] = name
    base, other = Game.restore(g.snapshot()), Game.restore(snap)
    events = base.apply(seat, action)
    try:
        events += other.apply(seat, action)
    except IllegalAction:
        # Only an answer naming the cards looked at can be refused: the owner saw others.
        assert g.state.decision is not None and g.state.decision.player == seat
        return
    if any(e.get("type") == "reveal" for e in events):
        # The action revealed cards to everyone ("you may reveal the top card of your deck.
        # If it's a character card, you may play it", 6.1.14): what follows may rightly
        # depend on them.
        return
    for viewer in [*range(g.num_players), None]:
        if viewer != seat:
            assert _packed(_faceless(base.view(viewer))) == _packed(
                _faceless(other.view(viewer))), (
                f"viewer {viewer} can tell the order of seat {seat}'s deck after {action!r}")


def _faceless(tree: Any) -> Any:
    """The view without card names: a card can go from the deck to a public zone in one action
    (drawn, then discarded), and its name is rightly seen there; everything else must match."""
    if isinstance(tree, dict):
        return {k: "?" if k in ("name", "card") and isinstance(v, str) else _faceless(v)
                for k, v in tree.items()}
    if isinstance(tree, list):
        return [_faceless(v) for v in tree]
    return tree
