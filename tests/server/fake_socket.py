"""A fake websocket for in-process room tests: it decodes what a room sends (a patch carrying
an ack reads as the patch, then that ack), and remembers how it was closed."""

from __future__ import annotations

import asyncio
from typing import Any

from protocol.codec import decode_server
from protocol.messages import Patch, ServerMessage


class RecordingSocket:
    def __init__(self) -> None:
        self.messages: list[ServerMessage] = []
        self.arrived = asyncio.Event()
        self.close_code: int | None = None

    async def send_bytes(self, data: bytes) -> None:
        msg = decode_server(data)
        self.messages.append(msg)
        if isinstance(msg, Patch) and (ack := msg.as_ack()) is not None:  # also an ack
            self.messages.append(ack)
        self.arrived.set()

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.close_code = code
        self.arrived.set()

    async def next(self, kind: type[Any], timeout: float = 5) -> Any:
        """The next message that is a `kind` (skipping the others)."""
        async with asyncio.timeout(timeout):
            while True:
                for i, msg in enumerate(self.messages):
                    if isinstance(msg, kind):
                        del self.messages[: i + 1]
                        return msg
                self.arrived.clear()
                await self.arrived.wait()

    async def closed(self, timeout: float = 5) -> int:
        async with asyncio.timeout(timeout):
            while self.close_code is None:
                self.arrived.clear()
                await self.arrived.wait()
        return self.close_code
