"""The environment contract (README, "Configuration"), read in one place at wiring time.

Dagster resources and the CLI take their defaults from here; ops and assets never read the
environment themselves. Secrets (PO_SERVICE_TOKEN, COMPDF_API_KEY) are *not* read here:
they reach resources as `dg.EnvVar` and the CLI passes them through the environment.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from po_pipeline.extraction.base import Backend
from po_pipeline.extraction.results import DEFAULT_MAX_RESULT_MB
from po_pipeline.field_schema import schema_path_from_env
from po_pipeline.pipeline.intake import INTAKE_STUCK_SECONDS
from po_pipeline.pipeline.pdf_check import INTAKE_CHECK_MB, INTAKE_CHECK_SECONDS
from po_pipeline.pipeline.processing import DEFAULT_MAX_IN_FLIGHT
from po_pipeline.service.settings import data_dir_from_env

BACKENDS = tuple(b.value for b in Backend)
DEFAULT_COMPDF_BASE_URL = "https://api-server.compdf.com/server/v2"
DEFAULT_SENSOR_INTERVAL_SECONDS = 30


def sensor_interval_seconds(env: Mapping[str, str] | None = None) -> int:
    """PO_SENSOR_INTERVAL_SECONDS: the least time between two ticks of inbox_sensor (a file
    is registered at the second tick that sees it unchanged). Read when the definitions
    load, since a sensor's interval is part of its definition."""
    env = os.environ if env is None else env
    value = (env.get("PO_SENSOR_INTERVAL_SECONDS") or str(DEFAULT_SENSOR_INTERVAL_SECONDS)).strip()
    if not value.isdigit() or int(value) < 1:
        raise ValueError(f"PO_SENSOR_INTERVAL_SECONDS={value!r}: give a whole number >= 1")
    return int(value)


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    inbox: Path
    backend: Backend
    service_url: str  # "" = start the embedded service
    ledger_url: str
    warehouse_path: Path
    dagster_home: Path
    timezone: str
    schema_path: str  # "" = the packaged field schema
    compdf_base_url: str
    max_result_mb: float  # a downloaded result larger than this is rejected, not stored
    max_in_flight: int  # remote tasks a run keeps open at once
    intake_stuck_seconds: float  # an intake check running this long counts as hung
    intake_check_seconds: float  # a check is stopped after this long, its file rejected
    intake_check_mb: int  # a check is stopped past this much memory, its file rejected

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        data_dir = data_dir_from_env(env).resolve()
        backend = (env.get("PO_BACKEND") or "local").strip().lower()
        if backend not in BACKENDS:
            raise ValueError(f"PO_BACKEND={backend!r}: choose one of {', '.join(BACKENDS)}")
        max_in_flight = env.get("PO_MAX_IN_FLIGHT") or str(DEFAULT_MAX_IN_FLIGHT)
        if not max_in_flight.strip().isdigit() or int(max_in_flight) < 1:
            raise ValueError(f"PO_MAX_IN_FLIGHT={max_in_flight!r}: give a whole number >= 1")
        return cls(
            data_dir=data_dir,
            inbox=Path(env.get("PO_INBOX") or data_dir / "inbox").resolve(),
            backend=Backend(backend),
            service_url=(env.get("PO_SERVICE_URL") or "").rstrip("/"),
            ledger_url=env.get("PO_LEDGER_URL") or f"sqlite:///{data_dir / 'ledger.db'}",
            warehouse_path=data_dir / "warehouse.duckdb",
            dagster_home=Path(env.get("DAGSTER_HOME") or data_dir / "dagster_home").resolve(),
            timezone=env.get("PO_TIMEZONE") or "UTC",
            schema_path=schema_path_from_env(env),
            compdf_base_url=(env.get("COMPDF_BASE_URL") or DEFAULT_COMPDF_BASE_URL).rstrip("/"),
            max_result_mb=float(env.get("PO_MAX_RESULT_MB") or DEFAULT_MAX_RESULT_MB),
            max_in_flight=int(max_in_flight),
            intake_stuck_seconds=_seconds(env, "PO_INTAKE_STUCK_SECONDS", INTAKE_STUCK_SECONDS),
            intake_check_seconds=_seconds(env, "PO_INTAKE_CHECK_SECONDS", INTAKE_CHECK_SECONDS),
            intake_check_mb=_mebibytes(env, "PO_INTAKE_CHECK_MB", INTAKE_CHECK_MB),
        )


def _seconds(env: Mapping[str, str], name: str, default: float) -> float:
    """A number of seconds > 0 from `env[name]`, else `default`."""
    given = env.get(name) or str(default)
    try:
        seconds = float(given)
    except ValueError:
        seconds = 0.0
    if not seconds > 0:
        raise ValueError(f"{name}={given!r}: give a number of seconds > 0")
    return seconds


def _mebibytes(env: Mapping[str, str], name: str, default: int) -> int:
    """A whole number of MiB >= 256 from `env[name]`, else `default` (the checker itself
    takes about 130 MiB of address space; below 256 MiB sound files would fail)."""
    given = (env.get(name) or str(default)).strip()
    if not given.isdigit() or int(given) < 256:
        raise ValueError(f"{name}={given!r}: give a whole number of MiB >= 256")
    return int(given)
