"""A connection's bounded queue isolates the room from slow clients."""

from __future__ import annotations

import asyncio

from server.connection import Connection

TOO_SLOW = 4009


class FakeSocket:
    """Records frames; `stall()` makes sends block like a client that stopped reading."""

    def __init__(self) -> None:
        self.sent: list[bytes] = []
        self.closed: tuple[int, str | None] | None = None
        self.open = asyncio.Event()
        self.open.set()

    def stall(self) -> None:
        self.open.clear()

    async def send_bytes(self, data: bytes) -> None:
        await self.open.wait()
        self.sent.append(data)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        await self.open.wait()
        self.closed = (code, reason)


def make(sock: FakeSocket, queue_size: int = 3, close_timeout: float = 0.2) -> Connection:
    conn = Connection(
        sock, seat=0, queue_size=queue_size, close_timeout=close_timeout, too_slow_code=TOO_SLOW
    )
    conn.start()
    return conn


async def test_frames_flow_in_order_and_graceful_close_flushes() -> None:
    sock = FakeSocket()
    conn = make(sock)
    for i in range(3):
        assert conn.send(bytes([i]))
    conn.close(4000, "bye", label="finished")
    assert not conn.send(b"late")
    await asyncio.wait_for(conn.closed.wait(), 1)
    await conn.shutdown()
    assert sock.sent == [b"\x00", b"\x01", b"\x02"]
    assert sock.closed == (4000, "bye")
    assert conn.close_label == "finished"


async def test_stalled_client_is_dropped_without_blocking_sender() -> None:
    sock = FakeSocket()
    conn = make(sock, queue_size=2)
    sock.stall()
    assert conn.send(b"x")
    await asyncio.sleep(0.01)  # the writer takes it and blocks on the stalled socket
    accepted = [conn.send(b"x") for _ in range(3)]  # never awaits
    assert accepted == [True, True, False]  # two more fit in the queue, the third overflows
    assert not conn.is_open
    assert conn.close_label == "too_slow" and conn.close_code == TOO_SLOW
    # The close handshake cannot complete against a stalled peer: it times out, and
    # `closed` is still set so the owner can move on.
    await asyncio.wait_for(conn.closed.wait(), 1)
    await conn.shutdown()
    assert sock.closed is None


async def test_dropped_client_gets_close_code_if_it_reads_again() -> None:
    sock = FakeSocket()
    conn = make(sock, queue_size=1, close_timeout=5)
    sock.stall()
    while conn.send(b"x"):
        pass
    sock.open.set()  # the client starts reading again before the close timeout
    await asyncio.wait_for(conn.closed.wait(), 1)
    await conn.shutdown()
    assert sock.closed is not None and sock.closed[0] == TOO_SLOW


async def test_connection_lost_stops_writer() -> None:
    sock = FakeSocket()
    conn = make(sock)
    sock.stall()
    conn.send(b"x")
    conn.connection_lost()
    await conn.shutdown()
    assert conn.closed.is_set()
    assert conn.close_label == "client"


class FastSocket(FakeSocket):
    """A socket that can also write without awaiting (as `AsgiSocket.try_write` does) while
    it is not stalled, recording which way each frame went."""

    def __init__(self) -> None:
        super().__init__()
        self.direct: list[bytes] = []

    def try_write(self, data: bytes) -> bool:
        if not self.open.is_set():
            return False
        self.sent.append(data)
        self.direct.append(data)
        return True


async def test_frames_go_out_at_once_when_nothing_waits_and_never_overtake() -> None:
    sock = FastSocket()
    conn = make(sock)
    assert conn.send(b"a") and conn.send(b"b")
    assert sock.direct == [b"a", b"b"]  # written during send(): no writer task involved
    sock.stall()
    assert conn.send(b"c")  # must wait: queued
    await asyncio.sleep(0.01)  # the writer takes it and blocks in its awaited send
    sock.open.set()  # the socket could take a frame at once now, but "c" is still on its way
    assert conn.send(b"d")
    await asyncio.sleep(0.01)
    assert sock.sent == [b"a", b"b", b"c", b"d"]
    assert conn.send(b"e") and sock.direct[-1] == b"e"  # nothing waits any more: at once again
    conn.close(4000, "bye", label="finished")
    await asyncio.wait_for(conn.closed.wait(), 1)
    await conn.shutdown()
    assert sock.sent == [b"a", b"b", b"c", b"d", b"e"]


async def test_no_writer_task_until_a_frame_has_to_wait() -> None:
    sock = FastSocket()
    conn = make(sock)
    before = len(asyncio.all_tasks())
    for _ in range(5):
        assert conn.send(b"x")
    assert len(asyncio.all_tasks()) == before
    conn.close(4000, "bye", label="finished")  # the close goes through the writer
    await asyncio.wait_for(conn.closed.wait(), 1)
    await conn.shutdown()
    assert sock.closed == (4000, "bye")
