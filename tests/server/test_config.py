"""Command-line configuration: flags map onto ServerConfig, bad values are refused."""

from __future__ import annotations

import os

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
    assert cfg.store == "redis" and cfg.redis_url == "redis://:secret@db:6379/0"
    assert "secret" not in repr(cfg)  # configs get logged; urls may hold passwords


def test_redis_url_alone_selects_redis_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("REDIS_URL", raising=False)
    assert parse_config([]).store == "memory"
    assert parse_config(["--redis-url", "redis://r:6379/0"]).store == "redis"
    monkeypatch.setenv("REDIS_URL", "redis://r:6379/0")
    assert parse_config([]).store == "redis"
    assert parse_config(["--store", "memory"]).store == "memory"
    monkeypatch.setenv("REDIS_URL", "")
    assert parse_config([]).store == "memory"


def test_node_id_from_flag_env_or_host_and_pid(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GLIMMER_NODE_ID", raising=False)
    assert parse_config([]).node_id.endswith(f":{os.getpid()}")
    monkeypatch.setenv("GLIMMER_NODE_ID", "node-a")
    assert parse_config([]).node_id == "node-a"
    assert parse_config(["--node-id", "node-b"]).node_id == "node-b"
    with pytest.raises(SystemExit):
        parse_config(["--node-id", ""])


@pytest.mark.parametrize(
    "argv", [["--send-queue", "0"], ["--rate", "0"], ["--store", "disk"], ["--port", "x"]]
)
def test_bad_values_exit(argv: list[str]) -> None:
    with pytest.raises(SystemExit):
        parse_config(argv)


def test_defaults_are_valid(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("REDIS_URL", raising=False)
    monkeypatch.delenv("GLIMMER_API_KEY", raising=False)
    assert ServerConfig() == parse_config([])


def test_api_key_from_flag_or_env_and_never_in_repr(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GLIMMER_API_KEY", raising=False)
    assert parse_config([]).api_key is None
    monkeypatch.setenv("GLIMMER_API_KEY", "env-key-0123456789")
    cfg = parse_config([])
    assert cfg.api_key == "env-key-0123456789" and "env-key" not in repr(cfg)
    assert parse_config(["--api-key", "flag-key-0123456789"]).api_key == "flag-key-0123456789"
    with pytest.raises(SystemExit):
        parse_config(["--api-key", "short"])  # a guessable key is refused


@pytest.mark.parametrize(
    "argv",
    [["--create-rate", "0"], ["--create-burst", "0.5"], ["--request-timeout", "0"],
     ["--max-connections", "0"], ["--unstarted-ttl", "-1"], ["--spectator-idle-ttl", "-1"]],
)
def test_bad_http_limits_exit(argv: list[str]) -> None:
    with pytest.raises(SystemExit):
        parse_config(argv)
