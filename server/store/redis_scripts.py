"""The Lua scripts behind `RedisStore`, one per store operation that must be atomic.

Each check-then-write (is this the owner? is the log the length the writer thinks?) runs inside
Redis as one script, so it is atomic without WATCH/MULTI retries and costs one round trip. Every
script touches only the keys of a single match, which all share the `{<match id>}` hash tag, so
they stay legal on a Redis Cluster; the cross-match index (`<prefix>:matches`) is written by a
separate command for the same reason.

Scripts answer with small status codes rather than error replies, so the Python side maps them
to the store's exceptions without parsing error strings. Numbers that must survive the trip back
unchanged (created_at, versions in snapshots) are kept as the strings Redis stores: a Lua number
returned to Redis would be truncated to an integer.

Key roles (KEYS[n]) are documented per script; the Python side builds them with `MatchKeys`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

# Status codes shared by the write scripts.
OK = 1
UNKNOWN = 0
FENCED = -1
CONFLICT = -2


@dataclass(frozen=True, slots=True)
class Script:
    """A Lua body and its SHA1, computed locally once: Redis names a cached script by the SHA1
    of its source, so EVALSHA works without a SCRIPT LOAD round trip whenever the server already
    has it, and NOSCRIPT (after a Redis restart or SCRIPT FLUSH) is answered by loading it."""

    name: str
    source: str
    sha: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "sha", hashlib.sha1(self.source.encode()).hexdigest())


# Expiry of unfinished matches (see `server.store.base`): every activity of a room gives each
# key of its match but the lease (which has its own PX) the same expiry again: `unstarted` ms
# while its log is empty, else `abandoned` ms; 0 removes any expiry. A finished match is left
# alone: its retention was set by the append that finished it.
_TOUCH = """
local function touch(meta, fence, log, snap, unstarted, abandoned)
  if redis.call('HEXISTS', meta, 'result') == 1 then return end
  local ms = tonumber(unstarted)
  if redis.call('LLEN', log) > 0 then ms = tonumber(abandoned) end
  for _, key in ipairs({meta, fence, log, snap}) do
    if ms > 0 then redis.call('PEXPIRE', key, ms) else redis.call('PERSIST', key) end
  end
end
"""

# KEYS: meta. ARGV: meta blob, created_at (string), number of players, unstarted expiry in ms
# ('0' = none), the game's name, optionally the public options blob (what listings show: bots,
# clock). -> 1 created, 0 already exists.
CREATE = Script("create", """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'data', ARGV[1], 'created_at', ARGV[2], 'players', ARGV[3],
           'game', ARGV[5])
if ARGV[6] then redis.call('HSET', KEYS[1], 'public', ARGV[6]) end
local ms = tonumber(ARGV[4] or '0')
if ms > 0 then redis.call('PEXPIRE', KEYS[1], ms) end
return 1
""")

# KEYS: meta, log, fence, snap. ARGV: fence, expected version, entry version, entry blob,
# result blob ('' when the entry does not end the game), retention in ms of a finished match
# ('0' = forever), expiry in ms of an abandoned match ('0' = none).
# -> {1, new version} | {0, 0} unknown | {-1, current fence} | {-2, log length}.
# The fence is compared for equality: only the latest grant may write, so an owner that was
# paused past its lease and then resumed is refused even though its token once was valid.
# The entry that ends the game starts the match's retention clock: every key of the match gets
# the same expiry, so they vanish together (scripts see one frozen clock, so no script can ever
# see some of them expired and others not); any other entry refreshes the abandoned expiry.
APPEND = Script("append", _TOUCH + """
if redis.call('EXISTS', KEYS[1]) == 0 then return {0, 0} end
local fence = tonumber(redis.call('GET', KEYS[3]) or '0')
if fence ~= tonumber(ARGV[1]) then return {-1, fence} end
local n = redis.call('LLEN', KEYS[2])
if n ~= tonumber(ARGV[2]) or tonumber(ARGV[3]) ~= n + 1 then return {-2, n} end
redis.call('RPUSH', KEYS[2], ARGV[4])
if ARGV[5] ~= '' and redis.call('HEXISTS', KEYS[1], 'result') == 0 then
  redis.call('HSET', KEYS[1], 'result', ARGV[5])
  local keep = tonumber(ARGV[6] or '0')
  for i = 1, 4 do
    if keep > 0 then redis.call('PEXPIRE', KEYS[i], keep) else redis.call('PERSIST', KEYS[i]) end
  end
else
  touch(KEYS[1], KEYS[3], KEYS[2], KEYS[4], ARGV[7] or '0', ARGV[7] or '0')
end
return {1, n + 1}
""")

# KEYS: meta, log, fence, snap. ARGV: fence, snapshot version, snapshot blob.
# -> {1, log length} | {0, 0} | {-1, current fence} | {-2, log length} (snapshot newer than log).
# An older snapshot than the stored one is accepted but not kept: loads always use the newest.
SNAPSHOT = Script("snapshot", """
if redis.call('EXISTS', KEYS[1]) == 0 then return {0, 0} end
local fence = tonumber(redis.call('GET', KEYS[3]) or '0')
if fence ~= tonumber(ARGV[1]) then return {-1, fence} end
local n = redis.call('LLEN', KEYS[2])
local v = tonumber(ARGV[2])
if v > n then return {-2, n} end
local current = redis.call('HGET', KEYS[4], 'v')
if (not current) or v >= tonumber(current) then
  redis.call('HSET', KEYS[4], 'v', ARGV[2], 'data', ARGV[3])
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl > 0 then redis.call('PEXPIRE', KEYS[4], ttl) end
end
return {1, n}
""")

# KEYS: meta, log, snap. ARGV: how many entries before the snapshot to include too (optional).
# -> nil when unknown, else
# {meta blob, snapshot version ('-1' = none), snapshot blob ('' = none), {entries after it}}.
# One script so the snapshot and the log tail are read at the same instant.
LOAD = Script("load", """
local meta = redis.call('HGET', KEYS[1], 'data')
if not meta then return false end
local snap = redis.call('HMGET', KEYS[3], 'v', 'data')
local version, data, from = '-1', '', 0
if snap[1] then version = snap[1]; data = snap[2]; from = tonumber(snap[1]) end
from = math.max(0, from - tonumber(ARGV[1] or '0'))
return {meta, version, data, redis.call('LRANGE', KEYS[2], from, -1)}
""")

# KEYS: meta, log. ARGV: optionally a wall-clock time (string): the summary as it was then.
# -> nil when unknown, else {created_at, players, result blob or '', version, public blob or ''}.
# As of a time, the version counts only the entries stamped (`at`) by then, found by a binary
# search over the log (entries are stamped in order), and the result, which the last entry
# brought, is shown only if that entry is counted.
SUMMARY = Script("summary", """
local f = redis.call('HMGET', KEYS[1], 'created_at', 'players', 'result', 'public', 'game')
if not f[1] then return false end
local n = redis.call('LLEN', KEYS[2])
local v = n
if ARGV[1] and n > 0 then
  local cutoff = tonumber(ARGV[1])
  local function stamp(i) return cmsgpack.unpack(redis.call('LINDEX', KEYS[2], i))['at'] end
  if stamp(n - 1) > cutoff then
    local low, high = 0, n - 1
    while low < high do
      local mid = math.floor((low + high) / 2)
      if stamp(mid) > cutoff then high = mid else low = mid + 1 end
    end
    v = low
  end
end
local result = f[3] or ''
if v < n then result = '' end
return {f[1], f[2], result, v, f[5] or 'lorcana', f[4] or ''}
""")

# KEYS: meta, lease, fence, log, snap. ARGV: owner, ttl in ms, unstarted and abandoned expiry
# in ms.
# -> new fence, 0 while another owner's lease is live, -1 unknown match.
# The lease key (PX) says whether a grant is still live; the meta hash's `owner` field says who
# was granted last and survives the expiry, like the in-memory store's record.owner, so that
# renew/release can tell "expired, nobody took over" (still ours) from "released" (not ours).
# Re-acquiring our own live lease also bumps the fence: a previous room instance of this same
# process (if any) is thereby fenced out too.
ACQUIRE = Script("acquire", _TOUCH + """
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[1] then return 0 end
local fence = redis.call('INCR', KEYS[3])
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
redis.call('HSET', KEYS[1], 'owner', ARGV[1])
touch(KEYS[1], KEYS[3], KEYS[4], KEYS[5], ARGV[3] or '0', ARGV[4] or '0')
return fence
""")

# KEYS: meta, lease, fence, log, snap. ARGV: owner, fence, ttl in ms, unstarted and abandoned
# expiry in ms. -> 1 renewed, 0 ownership lost.
# A lease that expired without anyone taking over is re-established: the fence proves nobody was
# granted the match since, exactly like the in-memory store.
RENEW = Script("renew", _TOUCH + """
if tonumber(redis.call('GET', KEYS[3]) or '0') ~= tonumber(ARGV[2]) then return 0 end
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[3])
touch(KEYS[1], KEYS[3], KEYS[4], KEYS[5], ARGV[4] or '0', ARGV[5] or '0')
return 1
""")

# KEYS: meta, lease, fence. ARGV: owner, fence. -> 1 released, 0 not ours (nothing changed).
RELEASE = Script("release", """
if tonumber(redis.call('GET', KEYS[3]) or '0') ~= tonumber(ARGV[2]) then return 0 end
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('HDEL', KEYS[1], 'owner')
redis.call('DEL', KEYS[2])
return 1
""")

# KEYS: node. ARGV: instance, url, ttl in ms. -> 1 held (claimed or renewed), 0 another
# process (instance) holds this node id.
NODE_CLAIM = Script("node_claim", """
local held = redis.call('HGET', KEYS[1], 'instance')
if held and held ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'instance', ARGV[1], 'url', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
""")

# KEYS: node. ARGV: instance. -> 1 released, 0 not ours.
NODE_RELEASE = Script("node_release", """
if redis.call('HGET', KEYS[1], 'instance') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
""")

ALL = (CREATE, APPEND, SNAPSHOT, LOAD, SUMMARY, ACQUIRE, RENEW, RELEASE, NODE_CLAIM,
       NODE_RELEASE)
