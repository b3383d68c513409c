"""Fixtures running the real server in a subprocess (see `server_harness`).

`server` is one shared server with default limits for the whole session; `spawn_server` starts
a private one with custom flags (tiny queues, short grace periods...) for tests that need them.
Clients are real websocket clients; nothing is mocked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from server_harness import TEST_API_KEY, ServerProcess, start_server


def _stop_checked(server: ServerProcess) -> None:
    code = server.stop()
    log = server.log()
    assert code == 0, f"server exited with {code}:\n{log}"
    assert "Traceback" not in log, log


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    proc = start_server(tmp_path_factory.mktemp("server"))
    yield proc
    _stop_checked(proc)


@pytest.fixture
def spawn_server(
    tmp_path: Path,
) -> Iterator[Callable[..., ServerProcess]]:
    started: list[ServerProcess] = []

    def spawn(*args: str, api_key: str | None = TEST_API_KEY) -> ServerProcess:
        proc = start_server(tmp_path / f"server{len(started)}", *args, api_key=api_key)
        started.append(proc)
        return proc

    yield spawn
    for proc in started:
        _stop_checked(proc)
