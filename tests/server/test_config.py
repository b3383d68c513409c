"""Command-line configuration: flags map onto ServerConfig, bad values are refused."""

from __future__ import annotations

import pytest

from server.config import ServerConfig, parse_config


def test_flags_map_to_fields(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDIS_URL", "redis://:secret@db:6379/0")
    cfg = parse_config([
        "--port", "0", "--spectator-delay", "1.5", "--disconnect-grace", "30",
        "--finished-ttl", "5", "--send-queue", "8", "--socket-sndbuf", "4096",
    ])
    assert cfg.port == 0 and cfg.spectator_delay == 1.5 and cfg.disconnect_grace == 30
    assert cfg.finished_ttl == 5 and cfg.send_queue == 8 and cfg.socket_sndbuf == 4096
    assert cfg.store == "memory" and cfg.redis_url == "redis://:secret@db:6379/0"
    assert "secret" not in repr(cfg)  # configs get logged; urls may hold passwords


@pytest.mark.parametrize(
    "argv", [["--send-queue", "0"], ["--rate", "0"], ["--store", "disk"], ["--port", "x"]]
)
def test_bad_values_exit(argv: list[str]) -> None:
    with pytest.raises(SystemExit):
        parse_config(argv)


def test_defaults_are_valid(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("REDIS_URL", raising=False)
    assert ServerConfig() == parse_config([])
