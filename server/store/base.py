"""The storage interface the room actor writes through.

A room is only a cache of what the store holds: every accepted action is appended here *before*
anyone is told about it, so a crashed or evicted room can always be rebuilt (latest snapshot +
replay of the log after it) into exactly the state its players last saw. Everything that crosses
this interface is plain msgpack-ready data so that a networked store (Redis, in a later issue)
drops in without touching the room: the in-memory store serialises through the same boundary.

Ownership (`acquire`/`renew`/`release`) is what lets several server processes share one store:
exactly one of them serves a match at a time. The fencing token returned by `acquire` is passed
to every write; a store that has since granted the match to someone else refuses writes carrying
an older token, so a paused-then-resumed server can never fork a match's history.

Unfinished matches expire, so that matches created and left behind cannot fill a store: one in
which nobody has acted is forgotten `unstarted_ttl` seconds after its last activity, one that
has started `abandoned_ttl` seconds after it (0 = never). Activity is anything a room does
(acquiring, renewing the lease, appending, snapshotting): a loaded room renews every third of
its lease, so a match never expires under a live room. Finished matches follow the retention
rules instead (a count in memory, `--finished-retention` in Redis).
"""

from __future__ import annotations

import abc
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

JsonDict = dict[str, Any]


class StoreError(Exception):
    """Base class for storage failures; the room treats any of them as "not persisted"."""


class UnknownMatch(StoreError):
    """The match id does not exist in the store."""


class MatchExists(StoreError):
    """`create_match` was called with an id that is already taken."""


class VersionConflict(StoreError):
    """The log's length is not the `expected_version` the writer believed it was."""


class FenceRejected(StoreError):
    """The writer's fencing token is older than the match's current owner's."""


@dataclass(frozen=True, slots=True)
class MatchMeta:
    """Everything needed to rebuild a match's initial state, plus who may sit where.

    `seed` and `decks` are secret (together they determine every hidden card): they are never
    part of any public listing. Seats are authenticated against `token_hashes` (sha256 hex of each
    seat's token), so a leaked store does not leak usable tokens.
    """

    match_id: str
    created_at: float
    decks: tuple[tuple[str, ...], ...]
    seed: int
    options: JsonDict
    token_hashes: tuple[str, ...]
    deck_names: tuple[str | None, ...] = ()
    # Hosted bots and the turn clock (`server.match_options`): per seat `{"human": True}` or
    # `{"bot": policy, "think": seconds}` (empty: every seat human), and the clock or None.
    seats: tuple[JsonDict, ...] = ()
    clock: JsonDict | None = None
    # Which game this is (`server.games.GAME_NAMES`): whoever loads the match builds that engine.
    # A game without deck lists keeps an empty one per seat in `decks`.
    game: str = "lorcana"

    @property
    def num_players(self) -> int:
        return len(self.decks)

    @property
    def public(self) -> JsonDict:
        """What listings may show of the options: the hosted bots' seats and policies and the
        clock (the creator chose them; nothing hidden). Kept apart from the secret decks and
        seed, so that a listing never has to read those."""
        bots = [{"seat": i, "policy": s["bot"]} for i, s in enumerate(self.seats) if "bot" in s]
        return {"bots": bots, "clock": None if self.clock is None else dict(self.clock)}

    @property
    def autonomous(self) -> bool:
        """Whether the server plays the match to its end on its own (every seat a hosted bot,
        or a turn clock, which ends any match nobody plays): such a match must not wait for a
        client to come back after its node died (`Store.autonomous_matches`)."""
        all_bots = bool(self.seats) and all("bot" in seat for seat in self.seats)
        return all_bots or self.clock is not None

    def to_data(self) -> JsonDict:
        return {
            "match_id": self.match_id,
            "created_at": self.created_at,
            "decks": [list(d) for d in self.decks],
            "seed": self.seed,
            "options": dict(self.options),
            "token_hashes": list(self.token_hashes),
            "deck_names": list(self.deck_names),
            "seats": [dict(seat) for seat in self.seats],
            "clock": None if self.clock is None else dict(self.clock),
            "game": self.game,
        }

    @classmethod
    def from_data(cls, d: JsonDict) -> MatchMeta:
        return cls(
            match_id=str(d["match_id"]),
            created_at=float(d["created_at"]),
            # Interned: the card names of every match share one string each.
            decks=tuple(tuple(sys.intern(str(c)) for c in deck) for deck in d["decks"]),
            seed=int(d["seed"]),
            options=dict(d["options"]),
            token_hashes=tuple(str(h) for h in d["token_hashes"]),
            deck_names=tuple(None if n is None else str(n) for n in d.get("deck_names", [])),
            seats=tuple(dict(seat) for seat in d.get("seats") or ()),
            clock=None if d.get("clock") is None else dict(d["clock"]),
            game=str(d.get("game", "lorcana")),  # (matches stored before games had names)
        )


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied engine action.

    `version` is the game version *after* applying it (so entry N takes the game from N-1 to N).
    `seat` is the seat the engine applied the action for; `origin` is the seat whose `act` caused
    it (they differ for a claimed win, where the server concedes for the absent seat). `action_id`
    is the client's id, kept so idempotency survives a room being rebuilt. `result` is the game
    result when this action ended the game, so listings never need to replay. `clock` is what
    was left of each seat's turn-clock bank once the action was applied (None without a clock),
    so a room rebuilt anywhere resumes the clock where the log says it stood.
    """

    version: int
    seat: int
    origin: int
    action: JsonDict
    action_id: str | int | None
    at: float
    result: JsonDict | None = None
    clock: list[float] | None = None

    def to_data(self) -> JsonDict:
        return {
            "version": self.version,
            "seat": self.seat,
            "origin": self.origin,
            "action": self.action,
            "action_id": self.action_id,
            "at": self.at,
            "result": self.result,
            "clock": self.clock,
        }

    @classmethod
    def from_data(cls, d: JsonDict) -> LogEntry:
        return cls(
            version=int(d["version"]),
            seat=int(d["seat"]),
            origin=int(d["origin"]),
            action=dict(d["action"]),
            action_id=_action_id(d["action_id"]),
            at=float(d["at"]),
            result=None if d.get("result") is None else dict(d["result"]),
            clock=None if d.get("clock") is None else [float(b) for b in d["clock"]],
        )


def _action_id(value: object) -> str | int | None:
    if value is None or isinstance(value, int):
        return value
    return str(value)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """`Game.snapshot()` data taken at game version `version`.

    `blob`, when the maker already has it, is `data` packed with msgpack (`use_bin_type=True`):
    a store may keep it instead of packing `data` again, and an in-process store hands it back on
    load, so the room's rollback copy and the store's are one bytes object, not two."""

    version: int
    data: JsonDict
    blob: bytes | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class LoadedMatch:
    """What a room needs to rebuild: the meta, the latest snapshot (None = start from
    `Game.new`), and every log entry after that snapshot, in order. With `load(recent=N)` the
    entries may start up to N entries *before* the snapshot (the replay skips those): they carry
    the action ids the room must still recognise as already applied."""

    meta: MatchMeta
    snapshot: Snapshot | None
    entries: list[LogEntry] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """Public, hidden-info-free facts about a match, cheap enough for listings."""

    match_id: str
    created_at: float
    num_players: int
    version: int
    result: JsonDict | None
    # The match's public options (`MatchMeta.public`): which seats the server plays, its clock.
    public: JsonDict = field(default_factory=dict)
    game: str = "lorcana"

    @property
    def finished(self) -> bool:
        return self.result is not None


def visible_version(length: int, stamp: Callable[[int], float], as_of: float | None) -> int:
    """How many of a log's `length` entries had been appended by the wall-clock time `as_of`
    (None: all of them), `stamp(i)` being entry i's `at`. Entries are stamped in log order, so
    this is a binary search: a few entries read, however long the log."""
    if as_of is None or length == 0 or stamp(length - 1) <= as_of:
        return length
    low, high = 0, length - 1  # the first entry stamped after `as_of` is in [low, high]
    while low < high:
        mid = (low + high) // 2
        if stamp(mid) > as_of:
            high = mid
        else:
            low = mid + 1
    return low


class Store(abc.ABC):
    """Durable home of matches. All methods are coroutines so a networked store fits."""

    @abc.abstractmethod
    async def create_match(self, meta: MatchMeta) -> None:
        """Persist a new match at version 0. Raises `MatchExists`."""

    @abc.abstractmethod
    async def append(
        self, match_id: str, expected_version: int, entry: LogEntry, *, fence: int
    ) -> None:
        """Append `entry` iff the log currently holds exactly `expected_version` entries and
        `fence` is the current owner's token. Must have durably succeeded before the caller
        acknowledges or broadcasts the action. Raises `UnknownMatch`, `VersionConflict`,
        `FenceRejected`, or any `StoreError` on I/O failure."""

    @abc.abstractmethod
    async def save_snapshot(self, match_id: str, snapshot: Snapshot, *, fence: int) -> None:
        """Record a snapshot so later loads replay less. Older snapshots may be dropped, and so
        may the log entries a snapshot covers (a store may compact); a snapshot must not be
        newer than the log."""

    @abc.abstractmethod
    async def load(self, match_id: str, *, recent: int = 0) -> LoadedMatch | None:
        """Meta + latest snapshot + the log after it; None when the match does not exist.
        `recent` > 0 also returns up to that many entries the snapshot already covers, so the
        caller knows the ids of the last actions applied even right after a snapshot."""

    @abc.abstractmethod
    async def summary(self, match_id: str, *, as_of: float | None = None) -> MatchSummary | None:
        """Public status of one match without loading its log. With `as_of` (wall clock), as
        it was then: the entries appended later are not counted, and a result they brought is
        not shown (what a delayed spectator may know)."""

    @abc.abstractmethod
    async def list(self, limit: int = 100, *, as_of: float | None = None) -> list[MatchSummary]:
        """Most recently created matches first (`as_of` as for `summary`)."""

    @abc.abstractmethod
    async def acquire(self, match_id: str, owner: str, ttl: float) -> int | None:
        """Become the match's owner for `ttl` seconds. Returns a fencing token strictly greater
        than any granted before for this match, or None while another owner's lease is live."""

    @abc.abstractmethod
    async def renew(self, match_id: str, owner: str, fence: int, ttl: float) -> bool:
        """Extend the lease; False means ownership was lost and the room must stop serving."""

    @abc.abstractmethod
    async def release(self, match_id: str, owner: str, fence: int) -> None:
        """Give the lease up early (room closed) so another server may load the match at once."""

    async def autonomous_matches(self, limit: int = 100) -> Sequence[str]:
        """Ids of `autonomous` matches, oldest first; finished or expired ones may be among them
        until `forget_autonomous` (a store without failover need not keep any)."""
        return []

    async def forget_autonomous(self, match_ids: Sequence[str]) -> None:  # noqa: B027
        """Drop finished or expired matches from `autonomous_matches`."""

    async def claim_node(self, node_id: str, instance: str, url: str, ttl: float) -> bool:
        """Hold the name `node_id` for this process (`instance`, unique per process) for `ttl`
        seconds, or renew the hold; False while another live process holds it. Two live
        processes with one node id would both pass every lease check made by name, so a node
        refuses to start under a name held by another. `url` is where clients reach this
        node (`owner_url`). A store only one process uses (memory) has nothing to check."""
        return True

    async def release_node(self, node_id: str, instance: str) -> None:  # noqa: B027
        """Let the name go at shutdown (only if `instance` still holds it)."""

    async def owner_url(self, match_id: str) -> str | None:
        """The websocket url of the node whose lease on the match is live, if known: a hint
        for clients sent away with `not_owner` (None: try the other urls)."""
        return None

    async def ping(self) -> None:  # noqa: B027 - optional hook, nothing to do by default
        """Raise a `StoreError` unless the store can serve right now (for `/health`)."""

    async def close(self) -> None:  # noqa: B027 - optional hook, nothing to do by default
        """Release connections/resources at server shutdown."""
