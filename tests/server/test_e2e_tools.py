"""The command-line tools against a real server: the bots CLI and the load test."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from server_harness import ROOT, ServerProcess

pytestmark = pytest.mark.e2e


def run(*args: str, api_key: str | None = None) -> subprocess.CompletedProcess[str]:
    """`api_key` is passed as $GLIMMER_API_KEY, which the tools read."""
    env = {k: v for k, v in os.environ.items() if k != "GLIMMER_API_KEY"}
    if api_key is not None:
        env["GLIMMER_API_KEY"] = api_key
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=120,
        check=False, env=env,
    )


async def test_bots_cli_create_and_join(server: ServerProcess) -> None:
    done = await asyncio.to_thread(
        run, "-m", "server.bots", "--url", server.http, "--create", "--policy", "random",
        "--seed", "3", f"--api-key={server.api_key}",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("game over, winner") == 2

    created = await asyncio.to_thread(server.create_match, seed=8)
    seats = [
        asyncio.to_thread(
            # `=`: a token (or id) may start with "-", which argparse would take for an option
            run, "-m", "server.bots", "--url", server.ws, f"--match={created['match']}",
            f"--token={token}", "--policy", "greedy",
        )
        for token in created["tokens"]
    ]
    for finished in await asyncio.gather(*seats):
        assert finished.returncode == 0, finished.stderr
        assert "game over, winner" in finished.stdout


async def test_loadtest_reports_json(server: ServerProcess, tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    done = await asyncio.to_thread(
        run, "-m", "bench.loadtest", "--url", server.http, "--matches", "2",
        "--spectators", "1", "--games", "3", "--json", str(out), api_key=server.api_key,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(out.read_text())
    assert report["games_finished"] == 3 and report["games_failed"] == 0
    assert report["actions"] > 0 and report["actions_per_s"] > 0
    assert report["ack_latency_s"]["p50"] is not None
    assert report["broadcast_latency_s"]["p99"] is not None
    assert report["disconnects"] == 0
