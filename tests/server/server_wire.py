"""A minimal raw protocol client for tests: explicit frames, no reconnect magic.

`GlimmerClient` hides exactly the behaviour some tests must observe (resume, re-sent ids,
errors before close), so those tests speak the protocol by hand through this class.
"""

from __future__ import annotations

import asyncio
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from protocol.codec import MAX_SERVER_FRAME_BYTES, decode_server, encode
from protocol.messages import Act, Hello, Message, Patch, ServerMessage, Welcome
from protocol.mirror import ViewMirror

M = TypeVar("M", bound=ServerMessage)


class RawClient:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.mirror = ViewMirror()
        self.received: list[ServerMessage] = []
        # A patch carrying an ack reads as the patch, then that ack (what it stands for).
        self._unread: list[ServerMessage] = []

    @classmethod
    async def open(cls, url: str, **kwargs: Any) -> RawClient:
        ws = await connect(url, **{"max_size": MAX_SERVER_FRAME_BYTES, **kwargs})
        return cls(ws)

    async def close(self) -> None:
        await self.ws.close()

    async def __aenter__(self) -> RawClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def send(self, msg: Message) -> None:
        await self.ws.send(encode(msg))

    async def send_raw(self, data: bytes | str) -> None:
        await self.ws.send(data)

    async def recv(self, timeout: float = 10) -> ServerMessage:
        if self._unread:
            msg = self._unread.pop(0)
            self.received.append(msg)
            return msg
        async with asyncio.timeout(timeout):
            frame = await self.ws.recv()
        assert isinstance(frame, bytes)
        msg = decode_server(frame)
        if isinstance(msg, Welcome | Patch):
            self.mirror.apply(msg)
        if isinstance(msg, Patch) and (ack := msg.as_ack()) is not None:
            self._unread.append(ack)
        self.received.append(msg)
        return msg

    async def expect(self, kind: type[M], timeout: float = 10) -> M:
        """Next message that is a `kind`, applying patches/welcomes met on the way."""
        while True:
            msg = await self.recv(timeout)
            if isinstance(msg, kind):
                return msg

    async def hello(
        self, match: str, token: str | None = None, *, resume: int | None = None
    ) -> Welcome:
        await self.send(Hello(match, token, token is None, resume))
        return await self.expect(Welcome)

    async def act(
        self, action_id: str | int, action: dict[str, Any], at: int | None = None
    ) -> None:
        await self.send(Act(action_id, action, at))

    async def closed_code(self, timeout: float = 10) -> int | None:
        """Read until the server closes; return its close code."""
        try:
            async with asyncio.timeout(timeout):
                while True:
                    await self.ws.recv()
        except ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd is not None else None
