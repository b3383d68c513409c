"""Read-only questions about the state: current characteristics and what is allowed.

Characteristics are computed on demand from printed facts, timed effects and the static
abilities in play, so there is no cached value to fall out of date when a card leaves play.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from engine.cards.facts import CHARACTER, LOCATION
from engine.cards.registry import script
from engine.dsl.amounts import amount
from engine.dsl.filters import Filter, cards
from engine.dsl.script import READY_TARGETS, STAT_KINDS, Static
from engine.state import EVERY_CHARACTER, PLAY, Card, GameState, Player

STACKING = frozenset({"Challenger", "Resist"})


def turn_order(s: GameState, first: int | None = None) -> list[int]:
    """Seats still in the game, in turn order starting from `first` (default: active player)."""
    n = len(s.players)
    start = s.active if first is None else first
    return [(start + i) % n for i in range(n) if s.players[(start + i) % n].alive]


def next_seat(s: GameState, seat: int) -> int:
    n = len(s.players)
    for i in range(1, n + 1):
        cand = (seat + i) % n
        if s.players[cand].alive:
            return cand
    return seat


def in_play(s: GameState) -> Iterator[Card]:
    for p in s.players:
        if not p.lost:
            yield from p.play


def _static_applies(s: GameState, holder: Card, st: Static, card: Card) -> bool:
    """Whether a static ability of `holder` applies to `card` now: the one evaluator of
    `Static.applies_to` and `Static.condition` for every kind of modifier."""
    applies = st.applies_to
    if applies.__class__ is str:
        if card is not holder:
            return False
    elif isinstance(applies, Filter) and (
        card.zone != applies.zone or not applies.matches(card, holder.owner, holder.iid, s)
    ):
        return False
    cond = st.condition
    return cond is None or cond.test(s, holder.owner, holder, _NO_VARS)


_NO_VARS: dict[str, Any] = {}
_NONE_FOUND: list[tuple[Card, Static]] = []  # shared and never changed: callers only read


#: Card name -> its static abilities that work in play, by kind ('stat' also gathers the
#: strength/willpower/lore ones). A card without any has {"": ()} (so that every entry is
#: truthy and the lookup in `statics` can tell "not loaded yet" by falsiness).
_STATICS: dict[str, dict[str, tuple[Static, ...]]] = {}


def _load_statics(name: str) -> dict[str, tuple[Static, ...]]:
    by_kind: dict[str, list[Static]] = {}
    for st in script(name).statics:
        if st.zone != PLAY:
            continue
        by_kind.setdefault(st.kind, []).append(st)
        if st.kind in STAT_KINDS:
            by_kind.setdefault("stat", []).append(st)
    table = {kind: tuple(found) for kind, found in by_kind.items()} or {"": ()}
    _STATICS[name] = table
    return table


def static_grants(s: GameState, card: Card) -> list[tuple[str, int]]:
    """Activated abilities a card gains from statics in play (kind 'activated'): (granting
    card's name, its ability index), each once however many copies grant it."""
    out: list[tuple[str, int]] = []
    for holder, st in statics(s, "activated"):
        ref = (holder.name, int(st.value) if isinstance(st.value, int) else 0)
        if ref not in out and _static_applies(s, holder, st, card):
            out.append(ref)
    return out


def static_classifications(s: GameState, card: Card) -> list[str]:
    """The classifications 'classification' statics in play give the card (each static's
    `keyword` names one: "all opposing characters gain the Villain classification")."""
    return [st.keyword for holder, st in statics(s, "classification")
            if _static_applies(s, holder, st, card)]


def own_statics(card: Card, kind: str) -> tuple[Static, ...]:
    """A card's static abilities of one kind that work from the zone it is in now (a card in
    hand that makes itself cheaper; abilities that work from the discard). Cached by name."""
    table = _load_own(card.name)
    return table.get((kind, card.zone), ()) if table else ()


@cache
def _load_own(name: str) -> dict[tuple[str, str], tuple[Static, ...]]:
    """Card name -> its statics that work outside play, by (kind, zone); {} for none."""
    by: dict[tuple[str, str], list[Static]] = {}
    for st in script(name).statics:
        if st.zone != PLAY:
            by.setdefault((st.kind, st.zone), []).append(st)
    return {k: tuple(v) for k, v in by.items()}


class Unchanging:
    """`with Unchanging(s):` promises that `s` does not change inside the block, so answers
    that depend only on the state (an attacker's challenge targets) are found once for the
    whole block instead of once per question (enumerating the legal actions asks them for
    every character). The promise is the caller's.

    Only one block is active at a time (the outermost); a state other than the promised one is
    answered as usual. The global is one tuple, read and written whole, so even a block in
    another thread can only make answers uncached, never wrong."""

    __slots__ = ("_mine", "_s")

    def __init__(self, s: GameState) -> None:
        self._s = s
        self._mine = False

    def __enter__(self) -> None:
        if _UNCHANGING[0] is None:
            _UNCHANGING[0] = (self._s, {})
            self._mine = True

    def __exit__(self, *exc: object) -> None:
        if self._mine:
            _UNCHANGING[0] = None


#: The state of the active `Unchanging` block and what it remembers (one slot, so that the
#: block is swapped in and out whole).
_UNCHANGING: list[tuple[GameState, dict[Any, Any]] | None] = [None]


def statics(s: GameState, kind: str) -> list[tuple[Card, Static]]:
    """Static abilities of one kind among cards in play (callers only read the list). Rules
    queries call this a lot: a kind no card of the game has costs one set lookup, and the
    others come from `_IN_PLAY`, found in one pass while the cards in play stay the same."""
    if kind not in s.pool.kinds:
        return _NONE_FOUND
    cache = _IN_PLAY
    key = cache._key
    if key is not None and key[0] is s and key[1] == s.id_count and key[2] == len(s.by_iid):
        return cache._found.get(kind, _NONE_FOUND)  # `of`, inlined: it runs very often
    return cache.of(s).get(kind, _NONE_FOUND)


class _InPlayStatics:
    """The static abilities in play of the last state asked about, by kind, found in one pass
    and kept while the cards in play stay the same: every card entering or leaving play gets
    a new instance id (`GameState.id_count` moves; a Shift base leaving the play list for
    the stack moves it too, see `turn_actions._put_on_top`), and a player leaving the game
    takes their cards out of `by_iid`, so (state, id_count, number of cards) tells when to
    look again. `cache_clear` forgets it (tests that swap card scripts call it)."""

    __slots__ = ("_found", "_key")

    def __init__(self) -> None:
        self._key: tuple[GameState, int, int] | None = None
        self._found: dict[str, list[tuple[Card, Static]]] = {}

    def of(self, s: GameState) -> dict[str, list[tuple[Card, Static]]]:
        key = self._key
        if key is not None and key[0] is s and key[1] == s.id_count and key[2] == len(
                s.by_iid):
            return self._found
        table = _STATICS
        found: dict[str, list[tuple[Card, Static]]] = {}
        for p in s.players:
            if p.lost:
                continue
            for holder in p.play:
                mine = table.get(holder.name) or _load_statics(holder.name)
                if "" in mine:
                    continue
                for kind, sts in mine.items():
                    got = found.get(kind)
                    if got is None:
                        got = found[kind] = []
                    got.extend((holder, st) for st in sts)
        self._key, self._found = (s, s.id_count, len(s.by_iid)), found
        if "lose_ability" in found:
            _drop_lost(s, found)
        return found

    @classmethod
    def cache_clear(cls) -> None:
        _IN_PLAY._key, _IN_PLAY._found = None, {}
        _STATICS.clear()


_IN_PLAY = _InPlayStatics()


def _drop_lost(s: GameState, found: dict[str, list[tuple[Card, Static]]]) -> None:
    """'lose_ability' statics ("your Gargoyle characters lose the Stone by Day ability"): the
    static abilities named by their `keyword` stop working on the cards they apply to. Found
    with the other statics in play, so their filters are evaluated when the cards in play
    change (a condition on them, or a classification gained for a turn, is not followed)."""
    losers = found["lose_ability"]
    for kind, pairs in found.items():
        if kind == "lose_ability":
            continue
        kept = [(holder, st) for holder, st in pairs
                if not st.name or not any(lost.keyword == st.name
                                          and _static_applies(s, h, lost, holder)
                                          for h, lost in losers)]
        if len(kept) != len(pairs):
            found[kind] = kept


def keyword(s: GameState, card: Card, name: str) -> int | None:
    """The card's current value for a keyword (summed for +N keywords), or None if absent
    (or lost for a while: `LoseKeyword`, which wins over printed and gained ones). The rules
    ask this about every card many times an action, so it is one function, and a printed
    keyword of a state without timed effects is answered at once."""
    total: int | None = card.facts.keywords.get(name)
    effects = s.effects
    if total is not None and name not in STACKING:
        return None if effects and lost(s, card.iid, name) else total
    iid = card.iid
    for e in effects:
        if e.target == iid and e.value == name and e.kind == "keyword" and e.waiting_for < 0:
            if name not in STACKING:
                return None if lost(s, iid, name) else e.amount
            total = (total or 0) + e.amount
    if card.zone == PLAY and "keyword" in s.pool.kinds:
        for holder, st in statics(s, "keyword"):
            if st.keyword == name and _static_applies(s, holder, st, card):
                n = st.value if isinstance(st.value, int) else _amount(s, holder, st)
                if name not in STACKING:
                    return None if effects and lost(s, iid, name) else n
                total = (total or 0) + n
    if total is not None and effects and lost(s, iid, name):
        return None
    return total


def lost(s: GameState, iid: int, name: str) -> bool:
    """Whether a timed effect took keyword `name` away from card `iid` ("loses Reckless")."""
    return any(e.kind == LOSE_KEYWORD and e.target == iid and e.value == name
               and e.waiting_for < 0 for e in s.effects)


LOSE_KEYWORD = "lose_keyword"


def _amount(s: GameState, holder: Card, st: Static) -> int:
    return amount(st.value, s, holder.owner, holder.iid, _NO_VARS)


def _stat_statics(s: GameState, card: Card) -> tuple[int, int, int]:
    """What static abilities in play add to the card's (strength, willpower, lore)."""
    if card.zone != PLAY:
        return _ZERO
    found = statics(s, "stat")
    if not found:
        return _ZERO
    out = [0, 0, 0]
    for holder, st in found:
        if _static_applies(s, holder, st, card):
            out[_STAT_SLOT[st.kind]] += (
                st.value if isinstance(st.value, int) else _amount(s, holder, st))
    return out[0], out[1], out[2]


_ZERO = (0, 0, 0)


def _aura(s: GameState, card: Card, kind: str) -> int:
    """What static abilities in play add to one of the card's stats (`_stat_statics`, for one
    stat: the state check asks only for willpower, of every card in play)."""
    total = 0
    for holder, st in statics(s, kind):
        if _static_applies(s, holder, st, card):
            total += st.value if isinstance(st.value, int) else _amount(s, holder, st)
    return total


def has(s: GameState, card: Card, name: str) -> bool:
    return keyword(s, card, name) is not None


class KeywordScan:
    """`has(s, card, name)` for many cards and keywords of one unchanging state: the timed
    keyword effects and the keyword-granting statics in play are collected once, instead of
    once per question (what a view asks about every card in play)."""

    __slots__ = ("_effects", "_granted", "_s", "_targets", "lost")

    def __init__(self, s: GameState) -> None:
        self._s = s
        self._effects = {
            (e.target, e.value) for e in s.effects if e.kind == "keyword" and e.waiting_for < 0
        }
        # The keywords timed effects take away, by card ("loses Reckless this turn").
        self.lost: dict[int, set[Any]] = {}
        for e in s.effects:
            if e.kind == LOSE_KEYWORD and e.waiting_for < 0:
                self.lost.setdefault(e.target, set()).add(e.value)
        # The keywords timed effects give, by card.
        self._targets: dict[int, set[Any]] = {}
        for target, value in self._effects:
            self._targets.setdefault(target, set()).add(value)
        # Keyword-granting statics in play, by the keyword they grant.
        self._granted: dict[str, list[tuple[Card, Static]]] = {}
        for holder, st in statics(s, "keyword"):
            self._granted.setdefault(st.keyword, []).append((holder, st))

    def only_printed(self, card: Card) -> bool:
        """Whether the card has exactly its printed keywords: no timed effect gives it one and
        no static in play could, and none was lost (a cheap test that lets callers cache by
        card name)."""
        return card.iid not in self._targets and (not self._granted or card.zone != PLAY) \
            and card.iid not in self.lost

    def gained(self, card: Card) -> set[Any]:
        """The keywords a timed effect or a static in play gives the card (printed ones
        among them or not): it has keyword k iff k is printed on it or in this set, and k is
        not in `lost` for it."""
        out = set(self._targets.get(card.iid, ()))
        if self._granted and card.zone == PLAY:
            s = self._s
            for k, holders in self._granted.items():
                if k not in out and any(_static_applies(s, h, st, card) for h, st in holders):
                    out.add(k)
        return out

    def names(self, card: Card, candidates: Iterator[str] | tuple[str, ...]) -> list[str]:
        """The candidates the card has, in the candidates' order (same answers as `has`)."""
        printed = card.facts.keywords
        if self.only_printed(card):
            return [k for k in candidates if k in printed]
        gained = self.gained(card)
        drop = self.lost.get(card.iid, ())
        return [k for k in candidates if (k in printed or k in gained) and k not in drop]


class StatScan:
    """`strength`, `willpower` and `lore` for many cards of one unchanging state: the timed stat
    effects are summed in one pass over the effects, instead of one pass per card and stat
    (what a view asks about every card in play). Same answers as the functions below, summed
    in the same order."""

    __slots__ = ("_auras", "_s", "_timed")

    _NONE = (0, 0, 0)

    def __init__(self, s: GameState) -> None:
        self._s = s
        self._auras = bool(statics(s, "stat"))
        timed: dict[int, list[int]] = {}
        for e in s.effects:
            slot = _STAT_SLOT.get(e.kind)
            if slot is not None and e.waiting_for < 0:
                sums = timed.get(e.target)
                if sums is None:
                    sums = timed[e.target] = [0, 0, 0]
                sums[slot] += e.amount
        self._timed: dict[int, list[int]] = timed

    def stats(self, card: Card) -> tuple[int, int, int]:
        """(strength, willpower, lore) of the card: `strength(s, card)`, ... in one call."""
        f = card.facts
        t = self._timed.get(card.iid, self._NONE)
        strength = f.strength + t[0]
        challenge = self._s.challenge
        if challenge and challenge[0] == card.iid:
            strength += keyword(self._s, card, "Challenger") or 0
        if self._auras:
            a = _stat_statics(self._s, card)
            strength += a[0]
            if strength < f.strength:
                strength = _floored(self._s, card, strength)
            return strength, f.willpower + t[1] + a[1], f.lore + t[2] + a[2]
        if strength < f.strength:
            strength = _floored(self._s, card, strength)
        return strength, f.willpower + t[1], f.lore + t[2]

    def willpower(self, card: Card) -> int:
        """`willpower(s, card)`."""
        value = card.facts.willpower + self._timed.get(card.iid, self._NONE)[1]
        if self._auras and card.zone == PLAY:
            value += _aura(self._s, card, "willpower")
        return value


_STAT_SLOT = {"strength": 0, "willpower": 1, "lore": 2}


def _timed(s: GameState, card: Card, kind: str) -> int:
    return sum(
        e.amount for e in s.effects
        if e.kind == kind and e.target == card.iid and e.waiting_for < 0
    )


def strength(s: GameState, card: Card) -> int:
    value = card.facts.strength + _timed(s, card, "strength") + _stat_statics(s, card)[0]
    if s.challenge and s.challenge[0] == card.iid:
        value += keyword(s, card, "Challenger") or 0
    if value < card.facts.strength:
        return _floored(s, card, value)
    return value


def _floored(s: GameState, card: Card, value: int) -> int:
    """A strength below the printed one, raised to it while a 'strength_floor' static
    applies ("can't be reduced below their printed value", 6.6.4: after all modifiers)."""
    if "strength_floor" in s.pool.kinds and restricted(s, card, "strength_floor"):
        return card.facts.strength
    return value


def enters_damage(s: GameState, card: Card) -> int:
    """The damage a card just put into play enters with ('enters_damaged' statics, 6.7.8)."""
    return sum(st.value if isinstance(st.value, int) else _amount(s, holder, st)
               for holder, st in statics(s, "enters_damaged")
               if _static_applies(s, holder, st, card))


def willpower(s: GameState, card: Card) -> int:
    return card.facts.willpower + _timed(s, card, "willpower") + _stat_statics(s, card)[1]


def lore(s: GameState, card: Card) -> int:
    return card.facts.lore + _timed(s, card, "lore") + _stat_statics(s, card)[2]


UNLESS_AT_LOCATION = "unless_at_location"


def restricted(s: GameState, card: Card, kind: str) -> bool:
    """Whether a restriction (`engine.dsl.script.RESTRICTIONS`: 'cant_quest',
    'cant_challenge', 'cant_be_challenged', 'cant_ready', 'cant_sing', 'cant_play', ...) is
    on the card now, from a timed effect or a static ability (in play, or the card's own
    from the zone it is in)."""
    iid = card.iid
    for e in s.effects:
        if e.target == iid and e.kind == kind and e.waiting_for < 0:
            if e.value == UNLESS_AT_LOCATION and card.location:
                continue  # "... unless they're at a location"
            if e.source and e.source not in s.by_iid:
                continue  # "while this item is in play": it has left play
            return True
        if e.target == EVERY_CHARACTER and e.kind == kind and e.waiting_for < 0 \
                and (e.amount < 0 or e.amount == card.owner) and card.facts.is_character:
            return True  # a restriction on every character (`steps.RestrictAll`)
    for holder, st in statics(s, kind):
        if _static_applies(s, holder, st, card):
            return True
    if card.zone != PLAY and kind in s.pool.kinds:
        return any(_static_applies(s, card, st, card) for st in own_statics(card, kind))
    return False


def _timed_kind(s: GameState, kind: str) -> bool:
    return any(e.kind == kind for e in s.effects)


def can_sing(s: GameState, card: Card) -> bool:
    return not restricted(s, card, "cant_sing")


def cost_to_play(s: GameState, player: Player, card: Card) -> int:
    """Ink cost after payment modifiers (rulebook 4.3.2.3): this player's static abilities in
    play, the card's own from hand ("you pay 1 less to play this character"), and one-use
    reductions for the next card of a type this turn (`CostNext`, kept in the player's
    per-turn counters as 'cost_next:<type>[:<classification>]')."""
    cost = card.facts.cost
    seat = player.seat
    kinds = s.pool.kinds  # asked for every card in hand at every step: skip absent kinds here
    if "cost" in kinds:
        for holder, st in statics(s, "cost"):
            if holder.owner == seat and _applies_to_played(s, holder, st, card):
                cost -= st.value if isinstance(st.value, int) else _amount(s, holder, st)
    if "cost_once" in kinds:
        for holder, st in statics(s, "cost_once"):
            if _cost_once_applies(s, seat, holder, st, card):
                cost -= st.value if isinstance(st.value, int) else _amount(s, holder, st)
    own = _load_own(card.name)
    if own:
        for st in own.get(("cost", card.zone), ()):
            if _static_applies(s, card, st, card):
                cost -= st.value if isinstance(st.value, int) else _amount(s, card, st)
        for st in own.get(("play_free", card.zone), ()):
            if _static_applies(s, card, st, card):
                return 0  # played for free, an alternate cost (1.5.5.3)
    counters = player.counters
    if COST_NEXT in counters:
        for key in cost_next_keys(counters, card):
            cost -= counters[key]
    return max(0, cost)


def plays_free(s: GameState, card: Card) -> bool:
    """Whether the card's own 'play_free' static lets it be played for free now (1.5.5.3)."""
    own = _load_own(card.name)
    return bool(own) and any(_static_applies(s, card, st, card)
                             for st in own.get(("play_free", card.zone), ()))


def _cost_once_key(holder: Card) -> str:
    """The per-turn counter marking that a 'cost_once' static of `holder` was used."""
    return f"cost_once:{holder.iid}"


def _cost_once_applies(s: GameState, seat: int, holder: Card, st: Static, card: Card) -> bool:
    return holder.owner == seat and _cost_once_key(holder) not in s.players[seat].counters \
        and _applies_to_played(s, holder, st, card)


def use_cost_once(s: GameState, seat: int, card: Card) -> None:
    """`card` is being played by `seat` (the turn action): the 'cost_once' statics that make it
    cheaper are used up for this turn (once per turn for each card with one)."""
    for holder, st in statics(s, "cost_once"):
        if _cost_once_applies(s, seat, holder, st, card):
            s.players[seat].counters[_cost_once_key(holder)] = 1


#: A player's counter present while a one-use reduction (`CostNext`) is waiting to be used,
#: so that paying looks for them only then (the counters hold other per-turn facts too).
COST_NEXT = "cost_next"


def cost_next_keys(counters: dict[str, int], card: Card) -> list[str]:
    """The waiting one-use reductions ("the next <type> [with one of classifications A, B]
    you play this turn costs N less": counters 'cost_next:<type>[:<A>+<B>]', `CostNext`)
    that apply to this card; a song is an action too."""
    f = card.facts
    out = []
    for key in counters:
        if not key.startswith("cost_next:"):
            continue
        _, kind, *classes = key.split(":")
        if (kind == f.type or (kind == "Action" and f.is_song)) and (
                not classes or not f.classifications.isdisjoint(classes[0].split("+"))):
            out.append(key)
    return out


def _applies_to_played(s: GameState, holder: Card, st: Static, card: Card) -> bool:
    """A cost static's filter describes the card being played, wherever it is played from."""
    applies = st.applies_to
    if not isinstance(applies, Filter) or not applies.matches(card, holder.owner, holder.iid,
                                                              s):
        return False
    return st.condition is None or st.condition.test(s, holder.owner, holder, _NO_VARS)


def can_be_chosen(s: GameState, card: Card, chooser: int) -> bool:
    """Ward (8.15): opponents can't choose this card in play when resolving an effect (a
    Ward character's card in a discard can be chosen)."""
    return card.owner == chooser or card.zone != PLAY or not has(s, card, "Ward")


def can_play(s: GameState, card: Card) -> bool:
    """Whether a 'cant_play' restriction ("opponents can't play actions") stops the card:
    a static one, or a player's timed one (`BlockPlays`: "... until the start of your next
    turn")."""
    return not restricted(s, card, "cant_play") and not player_blocked(s, card)


PLAYER_CANT_PLAY = "player_cant_play"
#: A player's timed "can't ready more than N of their characters at the start of their next
#: turn": the effect's `amount` is the seat, its `value` N (`engine.steps.LimitReady`).
READY_LIMIT = "player_ready_limit"


def ready_limit(s: GameState, seat: int) -> int | None:
    """How many characters the player may ready in this Ready step (None: all)."""
    found = [int(e.value) for e in s.effects
             if e.kind == READY_LIMIT and e.amount == seat and e.waiting_for < 0]
    return min(found) if found else None


def player_blocked(s: GameState, card: Card) -> bool:
    """A timed "<players> can't play <type>" effect on the card's owner: the effect's
    `amount` is the seat, its `value` the card type ('Action' includes songs)."""
    f = card.facts
    return any(e.kind == PLAYER_CANT_PLAY and e.amount == card.owner and e.waiting_for < 0
               and (e.value == f.type or (e.value == "Action" and f.is_song))
               for e in s.effects)


def can_quest(s: GameState, card: Card) -> bool:
    return (
        card.facts.type == CHARACTER and not card.exerted
        and (not card.drying or _quests_drying(s, card))
        and not has(s, card, "Reckless") and not restricted(s, card, "cant_quest")
    )


def _quests_drying(s: GameState, card: Card) -> bool:
    """"This character can quest the turn he's played" (a 'quest_while_drying' static)."""
    return "quest_while_drying" in s.pool.kinds and restricted(s, card, "quest_while_drying")


def move_cost(s: GameState, card: Card, loc: Card) -> int:
    """The ink `card` pays to move to `loc` (4.7.2): its move cost, or 0 where a 'move_free'
    static of the location lets it move for free ("your exerted characters can move here for
    free")."""
    if "move_free" in s.pool.kinds:
        for holder, st in statics(s, "move_free"):
            if holder is loc and _static_applies(s, holder, st, card):
                return 0
    return loc.facts.move_cost


def can_challenge_with(s: GameState, card: Card) -> bool:
    return (
        card.facts.type == CHARACTER and not card.exerted
        and (not card.drying or has(s, card, "Rush"))
        and not restricted(s, card, "cant_challenge")
    )


def challenge_targets(s: GameState, attacker: Card) -> list[Card]:
    """Opposing exerted characters and opposing locations this attacker may challenge,
    honouring Evasive/Alert (8.6, 8.2) and Bodyguard (8.3.3). They depend on the attacker
    only through its player and whether it ignores Evasive, so inside `Unchanging(s)` they
    are found once per such pair (enumerating legal actions asks for every character)."""
    if "cant_be_challenged_by" in s.pool.kinds:
        found = _challenge_targets_for(s, attacker)
        guards = statics(s, "cant_be_challenged_by")
        return [d for d in found if not any(
            _static_applies(s, holder, st, d) and st.by is not None
            and st.by.matches(attacker, holder.owner, holder.iid, s) for holder, st in guards)]
    return _challenge_targets_for(s, attacker)


def _challenge_targets_for(s: GameState, attacker: Card) -> list[Card]:
    evasive_ok = has(s, attacker, "Evasive") or has(s, attacker, "Alert")
    # "can challenge ready characters" (a timed ability, e.g. One Last Hope's)
    ready_ok = (bool(s.effects) or s.pool.ready_static) and has(s, attacker, READY_TARGETS)
    if not ready_ok and "challenge_ready" in s.pool.kinds:
        # "This character can challenge ready Villain characters": the ready defenders the
        # attacker's 'challenge_ready' statics allow (their `by`).
        allowed = tuple(st.by for holder, st in statics(s, "challenge_ready")
                        if st.by is not None and _static_applies(s, holder, st, attacker))
        if allowed:
            return _challenge_targets(s, attacker.owner, evasive_ok, ready_only=allowed,
                                      attacker=attacker.iid)
    frozen = _UNCHANGING[0]
    if frozen is not None and frozen[0] is s:
        key = ("targets", attacker.owner, evasive_ok, ready_ok)
        found: list[Card] | None = frozen[1].get(key)
        if found is None:
            found = frozen[1][key] = _challenge_targets(s, attacker.owner, evasive_ok,
                                                        ready_ok)
        return found
    return _challenge_targets(s, attacker.owner, evasive_ok, ready_ok)


def _challenge_targets(s: GameState, seat: int, evasive_ok: bool,
                       ready_ok: bool = False, *, ready_only: tuple[Filter, ...] = (),
                       attacker: int = 0) -> list[Card]:
    chars: list[Card] = []
    locations: list[Card] = []
    for p in s.players:
        if p.seat == seat or not p.alive:
            continue
        for c in p.play:
            f = c.facts
            kind = f.type
            if kind == LOCATION:
                # "This [Type] can't be challenged except by ... Evasive" (8.6.1) holds for a
                # location that has or gains Evasive too.
                if not evasive_ok and has(s, c, "Evasive"):
                    continue
                locations.append(c)
            elif kind == CHARACTER and (c.exerted or ready_ok or (ready_only and any(
                    flt.matches(c, seat, attacker, s) for flt in ready_only))):
                if has(s, c, "Evasive") and not evasive_ok:
                    continue
                chars.append(c)
    if ("cant_be_challenged" in s.pool.kinds and statics(s, "cant_be_challenged")) or (
            s.effects and _timed_kind(s, "cant_be_challenged")):
        chars = [c for c in chars if not restricted(s, c, "cant_be_challenged")]
        locations = [c for c in locations if not restricted(s, c, "cant_be_challenged")]
    guards = [c for c in chars if has(s, c, "Bodyguard")]
    if guards:
        owners = {c.owner for c in guards}
        chars = [c for c in chars if c.owner not in owners or c in guards]
    return chars + locations


def shift_reduction(s: GameState, card: Card) -> int:
    """How much less the card's Shift costs by its own 'shift_cost' statics (from hand)."""
    if "shift_cost" not in s.pool.kinds:
        return 0
    return sum(st.value if isinstance(st.value, int) else _amount(s, card, st)
               for st in own_statics(card, "shift_cost") if _static_applies(s, card, st, card))


def inkable_elsewhere(s: GameState, p: Player) -> list[Card]:
    """The cards outside the hand that `p` may ink as the turn action ('ink_from' statics of
    theirs in play: "you can ink cards from your discard"), with the inkwell symbol (4.2.1)."""
    out: list[Card] = []
    for holder, st in statics(s, "ink_from"):
        if holder.owner != p.seat or not isinstance(st.applies_to, Filter) or (
                st.condition is not None and not st.condition.test(s, p.seat, holder,
                                                                   _NO_VARS)):
            continue
        out.extend(c for c in cards(s, st.applies_to, p.seat, holder.iid)
                   if c.facts.inkwell and c.owner == p.seat and c not in out)
    return out


def gained_shift(s: GameState, card: Card) -> int | None:
    """The Shift cost a card in hand has from its own 'gain_shift' statics now, or None."""
    if "gain_shift" not in s.pool.kinds:
        return None
    for st in own_statics(card, "gain_shift"):
        if _static_applies(s, card, st, card):
            return st.value if isinstance(st.value, int) else _amount(s, card, st)
    return None


def to_banish_for_play(s: GameState, seat: int, card: Card) -> list[Card]:
    """The cards of `seat` in play that could be banished to play `card` for free (its
    'play_by_banishing' statics from hand)."""
    out: list[Card] = []
    for st in own_statics(card, "play_by_banishing"):
        if isinstance(st.applies_to, Filter) and (
                st.condition is None or st.condition.test(s, seat, card, _NO_VARS)):
            out.extend(c for c in cards(s, st.applies_to, seat, card.iid)
                       if c.owner == seat and c.zone == PLAY and c not in out)
    return out

