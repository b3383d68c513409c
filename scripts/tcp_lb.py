"""A tiny round-robin TCP load balancer for local multi-node demos and tests.

    python scripts/tcp_lb.py --listen 127.0.0.1:8080 --backend 127.0.0.1:8001 \
        --backend 127.0.0.1:8002

It works at the TCP level, so HTTP and websockets (upgrade included) pass through untouched.
Each new client connection goes to the next backend; a backend that refuses or does not accept
within `--connect-timeout` is skipped for that connection, so killing a node only makes new
connections land on the survivors (which is what a client reconnecting after a crash needs).
It does not route by match: the protocol names the match in `hello`, inside the websocket, and a
node that does not own it answers `not_owner` (close 4012) so the client reconnects and the next
round-robin pick gets another node. Production uses nginx (deploy/nginx.conf) instead.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging

log = logging.getLogger("glimmer.lb")

Address = tuple[str, int]


def parse_address(text: str) -> Address:
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit():
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, got {text!r}")
    return host, int(port)


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Copy until EOF, then pass the EOF on (half-close) so the other direction can finish."""
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
        if writer.can_write_eof():
            writer.write_eof()
    except (ConnectionError, OSError):
        writer.close()


class RoundRobin:
    """Accepts connections and splices each to the next reachable backend."""

    def __init__(self, backends: list[Address], connect_timeout: float = 1.0) -> None:
        if not backends:
            raise ValueError("at least one backend is needed")
        self.backends = list(backends)
        self.connect_timeout = connect_timeout
        self._next = 0
        self.picks: list[Address] = []  # which backend each accepted connection went to

    async def _connect(self) -> tuple[Address, asyncio.StreamReader, asyncio.StreamWriter]:
        for _ in range(len(self.backends)):
            backend = self.backends[self._next % len(self.backends)]
            self._next += 1
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection(*backend), self.connect_timeout
                )
            except (OSError, TimeoutError) as exc:
                log.warning("backend %s:%d unreachable: %s", *backend, type(exc).__name__)
                continue
            return backend, reader, writer
        raise ConnectionError("no backend reachable")

    async def handle(self, client_r: asyncio.StreamReader, client_w: asyncio.StreamWriter) -> None:
        try:
            await self._splice(client_r, client_w)
        except asyncio.CancelledError:
            # The balancer is stopping. Python 3.11's stream server would log the cancelled
            # connection task as an error (it asks the task for its exception), so end quietly.
            client_w.close()

    async def _splice(self, client_r: asyncio.StreamReader,
                      client_w: asyncio.StreamWriter) -> None:
        try:
            backend, up_r, up_w = await self._connect()
        except ConnectionError:
            client_w.close()
            return
        self.picks.append(backend)
        try:
            await asyncio.gather(_pipe(client_r, up_w), _pipe(up_r, client_w))
        finally:
            for w in (up_w, client_w):
                w.close()
                with contextlib.suppress(ConnectionError, OSError):
                    await w.wait_closed()

    async def start(self, host: str, port: int) -> asyncio.Server:
        return await asyncio.start_server(self.handle, host, port)


async def _serve(listen: Address, backends: list[Address], timeout: float) -> None:
    server = await RoundRobin(backends, timeout).start(*listen)
    bound = server.sockets[0].getsockname()
    print(f"tcp_lb listening on {bound[0]}:{bound[1]} -> "
          + ", ".join(f"{h}:{p}" for h, p in backends), flush=True)
    async with server:
        await server.serve_forever()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="round-robin TCP load balancer")
    parser.add_argument("--listen", type=parse_address, default=("127.0.0.1", 8080))
    parser.add_argument("--backend", type=parse_address, action="append", required=True)
    parser.add_argument("--connect-timeout", type=float, default=1.0)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(_serve(args.listen, args.backend, args.connect_timeout))


if __name__ == "__main__":
    main()
