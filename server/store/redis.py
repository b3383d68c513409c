"""Redis-backed `Store`: matches survive the crash of any server process, and several server
processes can share them safely.

Why it is shaped like this:

* Every check-then-write runs as one Lua script (see `redis_scripts`), so an append verifies the
  writer's fencing token and the log length and pushes the entry atomically, in one round trip.
  Scripts are called by SHA (EVALSHA); a NOSCRIPT answer (Redis restarted, SCRIPT FLUSH) is
  answered by re-sending the body with EVAL, which also re-caches it.
* All keys of one match share the hash tag `{<match id>}` so a Redis Cluster would keep a match
  on one shard and the scripts stay legal there; the listing index is the only global key and is
  never touched by a script.
* Appends from many rooms are coalesced: calls made within the same event-loop tick go out as one
  non-transactional pipeline of EVALSHAs. Each call stays atomic for its own match, and each
  caller gets its own result or exception, but a server with hundreds of active matches pays one
  network round trip (and one syscall pair) per tick instead of one per action.
* Failures are fast and explicit: the client never retries by itself (a retried append whose
  first attempt reached Redis would report a bogus `VersionConflict`), sockets have short
  timeouts, and every connection-level failure is raised as `StoreUnavailable`, leaving the
  decision (reload, tell the client to retry) to the room, which knows what the action was.

Key layout (prefix defaults to "glimmer"):

    <prefix>:{<id>}:meta   hash: data (msgpack MatchMeta), created_at, players, result (msgpack),
                           public (msgpack `MatchMeta.public`: what listings show of the options),
                           owner (last granted owner, kept past lease expiry until released)
    <prefix>:{<id>}:log    list: msgpack LogEntry per applied action; LLEN is the version
    <prefix>:{<id>}:snap   hash: v (version), data (msgpack Game.snapshot())
    <prefix>:{<id>}:lease  string: owner id, with a PX expiry
    <prefix>:{<id>}:fence  integer: the latest fencing token granted (INCR)
    <prefix>:matches       sorted set: match id scored by created_at, for listings
    <prefix>:autonomous    sorted set: the same for matches the server plays on its own
                           (hosted bots, a clock), so any node adopts them after a failover
    <prefix>:node:{<node id>}  hash: instance (the process holding the node id), url (where
                           clients reach it), with a PX expiry the node keeps refreshing

With a retention (`retention` seconds, the server's `--finished-retention`), the append that
finishes a match sets the same expiry on all of its keys; listings drop index entries whose
match has expired, and each creation checks a few more (`INDEX_SWEEP`). Unfinished matches
expire too (`unstarted_ttl`, `abandoned_ttl`; see
`server.store.base`): creation gives the meta key an expiry, and every acquire, renewal and
append gives each key of the match but the lease the expiry again.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

import msgpack
from redis import exceptions as rexc
from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.maint_notifications import MaintNotificationsConfig

from server.store import redis_scripts as lua
from server.store.base import (
    FenceRejected,
    LoadedMatch,
    LogEntry,
    MatchExists,
    MatchMeta,
    MatchSummary,
    Snapshot,
    Store,
    StoreError,
    UnknownMatch,
    VersionConflict,
)

__all__ = ["MatchKeys", "RedisStore", "StoreUnavailable"]

DEFAULT_PREFIX = "glimmer"
#: Index entries each creation checks for an expired match (a ZSCAN cursor goes round the
#: index), so an expiring store's index stays about as large as the matches it holds.
INDEX_SWEEP = 16

Arg = bytes | str | int | float


class StoreUnavailable(StoreError):
    """Redis could not be reached, did not answer within the socket timeout, or cannot accept
    writes right now (still loading its data, read-only replica, out of memory, persistence
    failing). For a write the outcome is unknown: it may have been applied before the failure,
    so the writer must reload from the store before trusting its own idea of the version."""


@dataclass(frozen=True, slots=True)
class Call:
    """One script invocation: what the batcher queues and the pipeline sends."""

    script: lua.Script
    keys: tuple[str, ...]
    args: tuple[Arg, ...] = ()


@dataclass(frozen=True, slots=True)
class MatchKeys:
    """The Redis keys of one match. The `{id}` hash tag pins them all to one cluster slot."""

    meta: str
    log: str
    snap: str
    lease: str
    fence: str

    @classmethod
    def of(cls, prefix: str, match_id: str) -> MatchKeys:
        base = f"{prefix}:{{{match_id}}}"
        return cls(
            meta=f"{base}:meta", log=f"{base}:log", snap=f"{base}:snap",
            lease=f"{base}:lease", fence=f"{base}:fence",
        )


def _pack(data: Any) -> bytes:
    return cast(bytes, msgpack.packb(data, use_bin_type=True))


def _unpack(blob: bytes) -> Any:
    return msgpack.unpackb(blob, raw=False, strict_map_key=False)


# Error replies that mean "Redis is there but cannot serve this right now", as opposed to a bug
# in a script or a wrong key type: the room should treat them like an outage. redis-py turns
# some codes into classes (stripping the code from the message); the rest keep their prefix.
# (LOADING becomes BusyLoadingError, a ConnectionError, so it is covered already.)
_UNAVAILABLE_ERRORS = (rexc.ReadOnlyError, rexc.OutOfMemoryError, rexc.ClusterDownError,
                       rexc.TryAgainError)
_UNAVAILABLE_REPLIES = ("MISCONF", "BUSY", "READONLY", "OOM", "MASTERDOWN", "CLUSTERDOWN",
                        "TRYAGAIN", "NOREPLICAS")


def _refused_for_now(reply: str) -> bool:
    """An error reply that means "cannot serve now". Redis < 7 wraps the refusal of a command
    inside a script (e.g. OOM at the script's first write, which then has written nothing) as
    "Error running script (...): ... -OOM command not allowed ..."."""
    if reply.startswith(_UNAVAILABLE_REPLIES):
        return True
    return reply.startswith("Error running script") and any(
        f"-{code} " in reply for code in _UNAVAILABLE_REPLIES
    )


def translate(exc: BaseException) -> StoreError:
    """Map a redis-py (or socket) failure to the store's exception vocabulary."""
    if isinstance(exc, StoreError):
        return exc
    if isinstance(exc, rexc.ConnectionError | rexc.TimeoutError | OSError | TimeoutError):
        return StoreUnavailable(f"redis unavailable: {type(exc).__name__}: {exc}")
    if isinstance(exc, _UNAVAILABLE_ERRORS) or (
        isinstance(exc, rexc.ResponseError) and _refused_for_now(str(exc))
    ):
        return StoreUnavailable(f"redis cannot serve: {type(exc).__name__}: {exc}")
    return StoreError(f"redis error: {type(exc).__name__}: {exc}")


def _copy(exc: StoreError) -> StoreError:
    """A fresh instance per waiter: one exception object raised in many tasks would have its
    traceback grown by all of them."""
    clone = type(exc)(*exc.args)
    clone.__cause__ = exc.__cause__
    return clone


def encode_command(*parts: Arg) -> bytes:
    """RESP-encode one command (array of bulk strings). Floats use repr(), as redis-py does,
    so they round-trip exactly."""
    out = [b"*%d\r\n" % len(parts)]
    for part in parts:
        if isinstance(part, bytes):
            data = part
        elif isinstance(part, str):
            data = part.encode()
        elif isinstance(part, int):
            data = b"%d" % part
        else:
            data = repr(part).encode()
        out += (b"$%d\r\n" % len(data), data, b"\r\n")
    return b"".join(out)


def _pair(reply: Any) -> tuple[int, int]:
    code, detail = reply
    return int(code), int(detail)


class AppendBatcher:
    """Coalesces script calls submitted in the same event-loop tick into one pipeline.

    The first `submit` of a tick schedules a flush with `call_soon`, which runs after every task
    already woken in this tick has had its turn, so rooms woken together (typically by the
    previous batch's replies) land in the same pipeline. At most `max_inflight` pipelines are in
    flight; while they are, new calls accumulate and go out as soon as one returns (group
    commit), which keeps batches large under load and costs nothing when idle.
    """

    def __init__(
        self,
        send: Callable[[list[Call]], Awaitable[list[Any]]],
        *,
        max_batch: int = 512,
        max_inflight: int = 2,
    ) -> None:
        if max_batch < 1 or max_inflight < 1:
            raise ValueError("max_batch and max_inflight must be >= 1")
        self._send = send
        self._max_batch = max_batch
        self._max_inflight = max_inflight
        self._pending: list[tuple[Call, asyncio.Future[Any]]] = []
        self._inflight: set[asyncio.Task[None]] = set()
        self._flush_handle: asyncio.Handle | None = None
        self.batches = 0
        self.calls = 0

    def submit(self, call: Call) -> asyncio.Future[Any]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self._pending.append((call, future))
        if self._flush_handle is None:
            self._flush_handle = loop.call_soon(self._flush)
        return future

    def _flush(self) -> None:
        self._flush_handle = None
        loop = asyncio.get_running_loop()
        while self._pending and len(self._inflight) < self._max_inflight:
            batch = self._pending[: self._max_batch]
            del self._pending[: self._max_batch]
            task = loop.create_task(self._run(batch), name="redis append batch")
            self._inflight.add(task)
            task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._inflight.discard(task)
        if self._pending and self._flush_handle is None:
            self._flush_handle = asyncio.get_running_loop().call_soon(self._flush)

    async def _run(self, batch: list[tuple[Call, asyncio.Future[Any]]]) -> None:
        self.batches += 1
        self.calls += len(batch)
        try:
            replies = await self._send([call for call, _ in batch])
        except BaseException as exc:
            error = translate(exc) if isinstance(exc, Exception) else StoreUnavailable(
                "append batch cancelled (store closing)"
            )
            for _, future in batch:
                if not future.done():
                    future.set_exception(_copy(error))
            if not isinstance(exc, Exception):
                raise
            return
        for (_, future), reply in zip(batch, replies, strict=True):
            if future.done():  # the caller was cancelled; its write may still have landed
                continue
            if isinstance(reply, StoreError):
                future.set_exception(reply)
            else:
                future.set_result(reply)

    async def drain(self) -> None:
        """Wait until every submitted call has been answered."""
        while self._pending or self._inflight or self._flush_handle is not None:
            if self._inflight:
                await asyncio.gather(*self._inflight, return_exceptions=True)
            else:
                await asyncio.sleep(0)


class RedisStore(Store):
    """`Store` on a Redis server (>= 6.2; 7.x in CI). Build it with `from_url`.

    `batching=False` sends each append on its own (one round trip each); it exists for the
    benchmark and as an escape hatch, not because batching changes any result.
    """

    def __init__(
        self,
        client: Redis,
        *,
        prefix: str = DEFAULT_PREFIX,
        batching: bool = True,
        max_batch: int = 512,
        max_inflight: int = 2,
        retention: float = 0.0,
        unstarted_ttl: float = 0.0,
        abandoned_ttl: float = 0.0,
    ) -> None:
        self._client = client
        self._retention_ms = max(0, round(retention * 1000))
        self._unstarted_ms = max(0, round(unstarted_ttl * 1000))
        self._abandoned_ms = max(0, round(abandoned_ttl * 1000))
        self._index_cursor = 0
        timeout = client.connection_pool.connection_kwargs.get("socket_timeout")
        self._reply_timeout: float | None = None if timeout is None else float(timeout)
        self._prefix = prefix
        self._index = f"{prefix}:matches"
        self._autonomous = f"{prefix}:autonomous"
        self._batcher = (
            AppendBatcher(self._eval_many, max_batch=max_batch, max_inflight=max_inflight)
            if batching else None
        )

    @classmethod
    def from_url(
        cls,
        url: str,
        *,
        socket_timeout: float = 1.0,
        connect_timeout: float = 1.0,
        max_connections: int = 64,
        prefix: str = DEFAULT_PREFIX,
        batching: bool = True,
        max_batch: int = 512,
        max_inflight: int = 2,
        retention: float = 0.0,
        unstarted_ttl: float = 0.0,
        abandoned_ttl: float = 0.0,
    ) -> RedisStore:
        """Connect lazily (nothing happens until the first call) to `url`, e.g.
        `redis://host:6379/0`. Query parameters in the url (`?socket_timeout=0.5`) override the
        keyword defaults. The pool blocks at most `connect_timeout` for a free connection, so
        overload shows up as `StoreUnavailable` instead of an unbounded wait. `retention` > 0
        makes a finished match expire that many seconds after its last action;
        `unstarted_ttl`/`abandoned_ttl` > 0 make unfinished ones expire (`server.store.base`)."""
        pool = BlockingConnectionPool.from_url(
            url,
            max_connections=max_connections,
            timeout=connect_timeout,
            socket_timeout=socket_timeout,
            socket_connect_timeout=connect_timeout,
            retry=Retry(NoBackoff(), 0),
            # With maintenance notifications on (redis-py's default is "auto") the pool skips
            # its check for connections the server has closed, so after a Redis restart every
            # pooled connection would fail one command. They are a managed-Redis feature that
            # needs RESP3; we speak RESP2 to any Redis.
            maint_notifications_config=MaintNotificationsConfig(enabled=False),
        )
        client = Redis.from_pool(pool)  # the client owns the pool: aclose() closes it
        return cls(
            client, prefix=prefix, batching=batching, max_batch=max_batch,
            max_inflight=max_inflight, retention=retention, unstarted_ttl=unstarted_ttl,
            abandoned_ttl=abandoned_ttl,
        )

    # ------------------------------------------------------------------ plumbing

    def keys(self, match_id: str) -> MatchKeys:
        return MatchKeys.of(self._prefix, match_id)

    @property
    def client(self) -> Redis:
        """The underlying redis-py client, for diagnostics (INFO) and admin tooling."""
        return self._client

    @property
    def batch_stats(self) -> tuple[int, int]:
        """(pipelines sent, appends sent through them); (0, 0) without batching."""
        if self._batcher is None:
            return (0, 0)
        return (self._batcher.batches, self._batcher.calls)

    async def _command(self, *args: Arg) -> Any:
        try:
            return await self._client.execute_command(*args)  # type: ignore[no-untyped-call]
        except Exception as exc:
            raise translate(exc) from exc

    async def _eval(self, call: Call, *, safe_to_repeat: bool = False) -> Any:
        """Run one script, re-sending its body once if Redis no longer caches it.

        `safe_to_repeat` calls (reads, renew, release, snapshot, acquire: running any of them
        twice leaves the same state as once, for a caller that got an answer) are retried once
        after a connection error, which covers a connection that died (Redis restarted) just
        as it was handed out. Appends and creates never are: if the first attempt reached
        Redis, a retry would report a conflict for a write that succeeded. Timeouts are never
        retried: a slow Redis should be reported, not hammered."""
        head = (len(call.keys), *call.keys, *call.args)
        attempts = 2 if safe_to_repeat else 1
        for attempt in range(attempts):
            try:
                try:
                    return await self._client.execute_command(  # type: ignore[no-untyped-call]
                        "EVALSHA", call.script.sha, *head
                    )
                except rexc.NoScriptError:
                    return await self._client.execute_command(  # type: ignore[no-untyped-call]
                        "EVAL", call.script.source, *head
                    )
            except rexc.ConnectionError as exc:
                if attempt + 1 < attempts:
                    continue
                raise translate(exc) from exc
            except Exception as exc:
                raise translate(exc) from exc
        raise AssertionError("unreachable")

    async def _pipeline(self, calls: Sequence[Call], by_body: bool) -> list[Any]:
        """Send `calls` back to back on one pooled connection and read one reply each.

        This is a non-transactional pipeline without redis-py's per-command bookkeeping: the
        commands are RESP-encoded here in one pass (`encode_command`), which measurably cuts
        the client CPU each batched append costs (see docs/BENCHMARKS.md). Any failure or
        cancellation mid-way closes the connection, so a half-read reply stream is never
        handed to the next user of the pool."""
        packed = b"".join(
            encode_command(
                "EVAL" if by_body else "EVALSHA",
                call.script.source if by_body else call.script.sha,
                len(call.keys), *call.keys, *call.args,
            )
            for call in calls
        )
        pool = self._client.connection_pool
        conn = await pool.get_connection()  # type: ignore[no-untyped-call]
        try:
            await conn.send_packed_command(packed, check_health=False)
            replies: list[Any] = []
            # One deadline for the whole batch instead of one timer per reply (timeout=inf
            # turns the per-read timer off), which is a tenth of the client's cost per append.
            async with asyncio.timeout(self._reply_timeout):
                for _ in calls:
                    try:
                        replies.append(await conn.read_response(timeout=math.inf))
                    except rexc.ResponseError as exc:  # this call's own error; keep reading
                        replies.append(exc)
            return replies
        except BaseException:
            await conn.disconnect()
            raise
        finally:
            await pool.release(conn)

    async def _eval_many(self, calls: list[Call]) -> list[Any]:
        """Run many scripts in one non-transactional pipeline. Returns one reply per call, a
        `StoreError` instance standing in for a call that failed on its own; raises
        (`StoreUnavailable`) if the pipeline as a whole failed. Calls refused with NOSCRIPT did
        not run, so they are re-sent, by body, in a second pipeline; if that one fails, only
        they report it (the others' answers are known)."""
        try:
            replies = await self._pipeline(calls, by_body=False)
        except Exception as exc:
            raise translate(exc) from exc
        missing = [i for i, r in enumerate(replies) if isinstance(r, rexc.NoScriptError)]
        if missing:
            try:
                again = await self._pipeline([calls[i] for i in missing], by_body=True)
            except Exception as exc:
                error = translate(exc)
                again = [_copy(error) for _ in missing]
            for i, reply in zip(missing, again, strict=True):
                replies[i] = reply
        return [translate(r) if isinstance(r, Exception) else r for r in replies]

    # ------------------------------------------------------------------ Store

    async def create_match(self, meta: MatchMeta) -> None:
        k = self.keys(meta.match_id)
        call = Call(lua.CREATE, (k.meta,),
                    (_pack(meta.to_data()), repr(meta.created_at), meta.num_players,
                     self._unstarted_ms, meta.game, _pack(meta.public)))
        # The index add is a separate command (the index is not in the match's cluster slot);
        # ZADD NX never moves an existing match, so sending both together is safe even when
        # the create is refused.
        try:
            pipe = self._client.pipeline(transaction=False)
            pipe.execute_command(
                "EVALSHA", call.script.sha, 1, *call.keys, *call.args
            )
            pipe.execute_command(
                "ZADD", self._index, "NX", repr(meta.created_at), meta.match_id
            )
            if meta.autonomous:  # (same reasoning as the index)
                pipe.execute_command(
                    "ZADD", self._autonomous, "NX", repr(meta.created_at), meta.match_id)
            created = (await pipe.execute(raise_on_error=False))[0]
        except Exception as exc:
            raise translate(exc) from exc
        if isinstance(created, rexc.NoScriptError):
            created = await self._eval(call)
        elif isinstance(created, Exception):
            raise translate(created) from created
        if int(created) != 1:
            raise MatchExists(meta.match_id)
        if self._retention_ms or self._unstarted_ms or self._abandoned_ms:
            with contextlib.suppress(StoreError):  # the match is created; this is upkeep
                await self._sweep_index()

    async def _sweep_index(self) -> None:
        """Drop the index entries of up to `INDEX_SWEEP` matches that have expired, one ZSCAN
        step further round the index each time."""
        reply = await self._command("ZSCAN", self._index, self._index_cursor,
                                    "COUNT", INDEX_SWEEP)
        cursor, items = reply
        self._index_cursor = int(cursor)
        ids = [(m.decode() if isinstance(m, bytes) else str(m)) for m, _score in items]
        if not ids:
            return
        try:
            pipe = self._client.pipeline(transaction=False)
            for match_id in ids:
                pipe.execute_command("EXISTS", self.keys(match_id).meta)
            exists = await pipe.execute()
        except Exception as exc:
            raise translate(exc) from exc
        gone = [m for m, there in zip(ids, exists, strict=True) if not int(there)]
        if gone:
            await self._command("ZREM", self._index, *gone)

    async def append(
        self, match_id: str, expected_version: int, entry: LogEntry, *, fence: int
    ) -> None:
        k = self.keys(match_id)
        result = b"" if entry.result is None else _pack(entry.result)
        call = Call(lua.APPEND, (k.meta, k.log, k.fence, k.snap),
                    (fence, expected_version, entry.version, _pack(entry.to_data()), result,
                     self._retention_ms, self._abandoned_ms))
        if self._batcher is None:
            reply = await self._eval(call)
        else:
            reply = await self._batcher.submit(call)
        code, detail = _pair(reply)
        if code == lua.OK:
            return
        if code == lua.UNKNOWN:
            raise UnknownMatch(match_id)
        if code == lua.FENCED:
            raise FenceRejected(f"fence {fence} is not the current owner's {detail}")
        raise VersionConflict(f"log has {detail} entries, writer expected {expected_version}")

    async def save_snapshot(self, match_id: str, snapshot: Snapshot, *, fence: int) -> None:
        k = self.keys(match_id)
        code, detail = _pair(await self._eval(Call(
            lua.SNAPSHOT, (k.meta, k.log, k.fence, k.snap),
            (fence, snapshot.version, _pack(snapshot.data)),
        ), safe_to_repeat=True))
        if code == lua.UNKNOWN:
            raise UnknownMatch(match_id)
        if code == lua.FENCED:
            raise FenceRejected(f"fence {fence} is not the current owner's {detail}")
        if code == lua.CONFLICT:
            raise VersionConflict(
                f"snapshot at {snapshot.version} is newer than the log ({detail} entries)"
            )

    async def load(self, match_id: str, *, recent: int = 0) -> LoadedMatch | None:
        k = self.keys(match_id)
        reply = await self._eval(Call(lua.LOAD, (k.meta, k.log, k.snap), (max(0, recent),)),
                                 safe_to_repeat=True)
        if reply is None:
            return None
        meta_blob, version, snap_blob, entries = reply
        snapshot = None
        if int(version) >= 0:
            snapshot = Snapshot(version=int(version), data=_unpack(snap_blob))
        return LoadedMatch(
            meta=MatchMeta.from_data(_unpack(meta_blob)),
            snapshot=snapshot,
            entries=[LogEntry.from_data(_unpack(blob)) for blob in entries],
        )

    @staticmethod
    def _summary(match_id: str, reply: Any) -> MatchSummary:
        created_at, players, result, version, game, public = reply
        return MatchSummary(
            match_id=match_id,
            created_at=float(created_at),
            num_players=int(players),
            version=int(version),
            result=_unpack(result) if result else None,
            public=_unpack(public) if public else {},
            game=game.decode() if isinstance(game, bytes) else str(game),
        )

    @staticmethod
    def _summary_call(k: MatchKeys, as_of: float | None) -> Call:
        return Call(lua.SUMMARY, (k.meta, k.log), () if as_of is None else (repr(as_of),))

    async def summary(self, match_id: str, *, as_of: float | None = None) -> MatchSummary | None:
        call = self._summary_call(self.keys(match_id), as_of)
        reply = await self._eval(call, safe_to_repeat=True)
        return None if reply is None else self._summary(match_id, reply)

    async def list(self, limit: int = 100, *, as_of: float | None = None) -> list[MatchSummary]:
        if limit <= 0:
            return []
        raw_ids = await self._command("ZREVRANGE", self._index, 0, limit - 1)
        ids = [i.decode() if isinstance(i, bytes) else str(i) for i in raw_ids]
        if not ids:
            return []
        calls = [self._summary_call(k, as_of) for k in map(self.keys, ids)]
        replies = await self._eval_many(calls)
        out: list[MatchSummary] = []
        gone: list[str] = []
        for match_id, reply in zip(ids, replies, strict=True):
            if isinstance(reply, StoreError):
                raise reply
            if reply is None:  # expired (retention) or deleted by an operator: skip, forget
                gone.append(match_id)
            else:
                out.append(self._summary(match_id, reply))
        if gone:
            await self._command("ZREM", self._index, *gone)
        return out

    async def autonomous_matches(self, limit: int = 100) -> Sequence[str]:
        if limit <= 0:
            return []
        raw_ids = await self._command("ZRANGE", self._autonomous, 0, limit - 1)
        return [i.decode() if isinstance(i, bytes) else str(i) for i in raw_ids]

    async def forget_autonomous(self, match_ids: Sequence[str]) -> None:
        if match_ids:
            await self._command("ZREM", self._autonomous, *match_ids)

    async def acquire(self, match_id: str, owner: str, ttl: float) -> int | None:
        k = self.keys(match_id)
        fence = int(await self._eval(Call(
            lua.ACQUIRE, (k.meta, k.lease, k.fence, k.log, k.snap),
            (owner, _ms(ttl), self._unstarted_ms, self._abandoned_ms),
        ), safe_to_repeat=True))
        if fence < 0:
            raise UnknownMatch(match_id)
        return fence or None

    async def renew(self, match_id: str, owner: str, fence: int, ttl: float) -> bool:
        """Batched like appends: every room of a node renews every third of its lease, so a
        node with many rooms sends its heartbeats as a few pipelines, not one round trip each."""
        k = self.keys(match_id)
        call = Call(lua.RENEW, (k.meta, k.lease, k.fence, k.log, k.snap),
                    (owner, fence, _ms(ttl), self._unstarted_ms, self._abandoned_ms))
        if self._batcher is None:
            return bool(await self._eval(call, safe_to_repeat=True))
        return bool(await self._batcher.submit(call))

    async def release(self, match_id: str, owner: str, fence: int) -> None:
        k = self.keys(match_id)
        await self._eval(Call(lua.RELEASE, (k.meta, k.lease, k.fence), (owner, fence)),
                         safe_to_repeat=True)

    # ------------------------------------------------------------------ nodes

    def _node_key(self, node_id: str) -> str:
        return f"{self._prefix}:node:{{{node_id}}}"

    async def claim_node(self, node_id: str, instance: str, url: str, ttl: float) -> bool:
        key = self._node_key(node_id)
        reply = await self._eval(Call(lua.NODE_CLAIM, (key,), (instance, url, _ms(ttl))),
                                 safe_to_repeat=True)
        return bool(reply)

    async def release_node(self, node_id: str, instance: str) -> None:
        await self._eval(Call(lua.NODE_RELEASE, (self._node_key(node_id),), (instance,)),
                         safe_to_repeat=True)

    async def owner_url(self, match_id: str) -> str | None:
        """Two reads, not a script: the node key is not in the match's cluster slot."""
        holder = await self._command("GET", self.keys(match_id).lease)
        if holder is None:
            return None
        holder = holder.decode() if isinstance(holder, bytes) else str(holder)
        url = await self._command("HGET", self._node_key(holder), "url")
        if url is None:
            return None
        return url.decode() if isinstance(url, bytes) else str(url)

    # ------------------------------------------------------------------ lifecycle / health

    async def ping(self) -> None:
        """Raise `StoreUnavailable` unless Redis answers now: for health endpoints."""
        await self._command("PING")

    async def close(self) -> None:
        """Answer every queued append, then close the connections."""
        if self._batcher is not None:
            await self._batcher.drain()
        with contextlib.suppress(Exception):
            await self._client.aclose()


def _ms(seconds: float) -> int:
    """Lease ttl in whole milliseconds, at least 1 (PX 0 is an error)."""
    return max(1, round(seconds * 1000))
