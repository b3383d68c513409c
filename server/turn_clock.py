"""The turn clock: a time bank per player, charged while the game waits for them.

Pure bookkeeping over two clocks it is handed: the event loop's (deadlines, elapsed time) and
the wall clock (only to carry a running clock across a rebuild, through the log's timestamps).
The engine stays clock-free: the room asks this object when a waited-for seat's bank runs out
and then applies the engine's `timeout` action for that seat, logged like any other action.

What is durable: every log entry carries the banks as they stood once its action was applied
(`LogEntry.clock`). A room rebuilt from the log (failover, restart) takes the banks of the last
entry and charges the seat now waited for from that entry's timestamp, so the clock runs on
through a failover as if nothing had happened (up to the nodes' clock difference), and a room
loaded long after its last action times out the player it was waiting for at once.

Rules: the seats charged are the seats the game waits for (those with something to do besides
conceding: the decision's player, or the active player); a disconnected player's clock runs on.
Each action a charged seat takes adds `increment` to its bank, never above the starting bank.
"""

from __future__ import annotations

from server.match_options import ClockSpec

#: Banks are kept, logged and shown to the millisecond.
_MS = 3


class TurnClock:
    def __init__(self, spec: ClockSpec, players: int, now: float, wall: float) -> None:
        self.spec = spec
        self.banks = [spec.bank] * players  # as of `since`
        self.since = now  # loop time from which the running seats are charged
        self.since_wall = wall  # the same instant on the wall clock (for clients)
        self.running: tuple[int, ...] = ()

    def resume(self, banks: list[float], behind: float, now: float, wall: float) -> None:
        """Start from logged `banks`, as they stood `behind` seconds ago."""
        if len(banks) == len(self.banks):
            self.banks = [max(0.0, b) for b in banks]
        behind = max(0.0, behind)
        self.since, self.since_wall = now - behind, wall - behind

    def observe(self, waiting: tuple[int, ...]) -> None:
        """The seats the game waits for now (after a change was published). They change only
        with a commit, which set `since` already."""
        self.running = waiting

    def charged(self, actor: int, now: float) -> list[float]:
        """The banks once `actor`'s action, applied at `now`, is committed."""
        elapsed = max(0.0, now - self.since)
        banks = list(self.banks)
        for seat in self.running:
            banks[seat] = max(0.0, banks[seat] - elapsed)
        if actor in self.running and banks[actor] > 0:
            banks[actor] = min(self.spec.bank, banks[actor] + self.spec.increment)
        return [round(b, _MS) for b in banks]

    def commit(self, banks: list[float], now: float, wall: float) -> None:
        self.banks = list(banks)
        self.since, self.since_wall = now, wall

    def deadline(self) -> float:
        """When the first running bank runs out (loop time); inf when nothing runs."""
        if not self.running:
            return float("inf")
        return self.since + min(self.banks[s] for s in self.running)

    def expired(self, now: float) -> int | None:
        """A running seat whose bank is spent at `now`, if any."""
        for seat in self.running:
            if self.since + self.banks[seat] <= now:
                return seat
        return None

    def shown(self) -> dict[str, object]:
        """What every viewer sees (the `clock` field of the views): the banks as of `since`
        (wall clock, Unix seconds), the seats whose bank is running since then, and the
        increment. Nothing here is secret: whose move it is is public."""
        return {
            "banks": [round(b, _MS) for b in self.banks],
            "running": list(self.running),
            "since": round(self.since_wall, _MS),
            "bank": self.spec.bank,
            "increment": self.spec.increment,
        }
