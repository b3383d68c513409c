"""Prometheus metrics, kept on a registry of the app's own.

A private `CollectorRegistry` per app (instead of the global default) lets tests build many
apps in one process without "duplicated timeseries" errors, and keeps `/metrics` limited to
what this server means. Labels are closed sets (error codes, roles, reasons) so cardinality
stays bounded: never a match id or a player-supplied string.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.registry import Collector

LATENCY_BUCKETS = (
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
)


class Metrics:
    content_type = CONTENT_TYPE_LATEST

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.rooms = Gauge("glimmer_rooms", "Rooms live in memory", registry=r)
        self.connections = Gauge(
            "glimmer_connections", "Open websocket connections", ["role"], registry=r
        )
        self.matches_created = Counter(
            "glimmer_matches_created_total", "Matches created over HTTP", registry=r
        )
        self.games_finished = Counter(
            "glimmer_games_finished_total", "Games that reached a result", registry=r
        )
        self.actions = Counter(
            "glimmer_actions_total", "Actions accepted, persisted and broadcast", registry=r
        )
        self.rejections = Counter(
            "glimmer_rejections_total", "Actions rejected, by protocol error code", ["code"],
            registry=r,
        )
        self.duplicates = Counter(
            "glimmer_duplicate_actions_total", "Repeated action ids answered from memory",
            registry=r,
        )
        self.errors = Counter(
            "glimmer_errors_total", "Error messages sent to clients, by code", ["code"],
            registry=r,
        )
        self.disconnects = Counter(
            "glimmer_disconnects_total", "Connections closed, by reason", ["reason"], registry=r
        )
        self.gc_pauses = Histogram(
            "glimmer_gc_pause_seconds", "Full garbage collections run by the server, by pause",
            buckets=LATENCY_BUCKETS, registry=r,
        )
        self.gc_collected = Counter(
            "glimmer_gc_collected_objects_total", "Unreachable objects found by those collections",
            registry=r,
        )
        # Net container objects allocated since the last collection: live growth plus any
        # cyclic garbage (which the server should not make; see server/http_protocol.py).
        self.gc_pending = Gauge(
            "glimmer_gc_pending_objects",
            "Container objects allocated (net) since the server's last full garbage collection",
            registry=r,
        )
        self.gc_pending.set_function(lambda: gc.get_count()[0])
        self.resumes = Counter(
            "glimmer_resumes_total", "Reconnects, by outcome (patches or a fresh welcome)",
            ["outcome"], registry=r,
        )
        self.engine_failures = Counter(
            "glimmer_engine_failures_total",
            "Unexpected engine or store exceptions that forced a room rebuild", registry=r,
        )
        self.store_failures = Counter(
            "glimmer_store_failures_total",
            "Store writes that failed (the action was rolled back and rejected), by error",
            ["error"], registry=r,
        )
        self.store_up = Gauge(
            "glimmer_store_up", "1 if the store answered the last health check, else 0",
            registry=r,
        )
        self.store_up.set(1)
        self.lease_losses = Counter(
            "glimmer_lease_losses_total",
            "Rooms closed because their match's lease was lost (fenced, refused or expired)",
            registry=r,
        )
        self.action_latency = Histogram(
            "glimmer_action_latency_seconds",
            "From an act frame's arrival to its ack being queued (includes the store append)",
            buckets=LATENCY_BUCKETS, registry=r,
        )

    def watch_batches(self, stats: Callable[[], tuple[int, int]]) -> None:
        """Export the store's append batcher counters (pipelines, calls sent through them),
        read at scrape time: `calls / pipelines` is the mean batch size."""
        self.registry.register(_BatchCollector(stats))

    def render(self) -> bytes:
        return generate_latest(self.registry)


class _BatchCollector(Collector):
    def __init__(self, stats: Callable[[], tuple[int, int]]) -> None:
        self._stats = stats

    def collect(self) -> Iterator[Metric]:
        batches, calls = self._stats()
        yield CounterMetricFamily(
            "glimmer_store_pipelines", "Pipelines the store sent (batched appends and renewals)",
            value=batches,
        )
        yield CounterMetricFamily(
            "glimmer_store_pipelined_calls", "Store calls sent inside those pipelines",
            value=calls,
        )
