"""Process-level plumbing shared by `po-pipeline run` and `po-pipeline ui`: the Dagster
home under data/, and the embedded extraction service with a freshly generated token. Its URL
and token are handed over explicitly (as resources to `run`, in the environment of the child
`ui` starts); this process's own environment is left as it was."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from po_pipeline.config import Settings
from po_pipeline.extraction.base import Backend

# Runs of one partition never overlap: the run queue admits one per dagster/partition value.
# Run monitoring (daemon) fails runs stuck starting or cancelling; a run whose process died
# while STARTED is failed by po-pipeline itself (po_pipeline.defs.liveness), since the
# default run launcher cannot check a run worker's health.
_GENERATED = "# Written by po-pipeline"
DAGSTER_YAML = f"""\
{_GENERATED}; edit freely (a copy without run_monitoring is upgraded once).
concurrency:
  runs:
    tag_concurrency_limits:
      - key: dagster/partition
        value:
          applyLimitPerUniqueValue: true
        limit: 1
run_monitoring:
  enabled: true
  start_timeout_seconds: 180
  cancel_timeout_seconds: 180
  max_resume_run_attempts: 0
  poll_interval_seconds: 30
telemetry:
  enabled: false
"""


def ensure_dagster_home(settings: Settings) -> Path:
    """Create the persistent Dagster instance directory (runs show up in `make ui`)."""
    home = settings.dagster_home
    home.mkdir(parents=True, exist_ok=True)
    config = home / "dagster.yaml"
    current = config.read_text(encoding="utf-8") if config.exists() else None
    if current is None or (current.startswith(_GENERATED) and "run_monitoring" not in current):
        config.write_text(DAGSTER_YAML, encoding="utf-8")
    os.environ["DAGSTER_HOME"] = str(home)
    return home


@dataclass(frozen=True)
class EmbeddedService:
    """The extraction service `run` and `ui` started, and the token they made for it."""

    url: str
    token: str

    def secrets(self) -> dict[str, str]:
        """The ExtractionResource fields that name it (definitions.build_resources)."""
        return {"service_url": self.url, "service_token": self.token}

    def env(self) -> dict[str, str]:
        """The variables that name it to a child process (its definitions read them with
        dg.EnvVar)."""
        return {"PO_SERVICE_URL": self.url, "PO_SERVICE_TOKEN": self.token}


@contextmanager
def extraction_service(
    settings: Settings, *, workers: int | None = None
) -> Iterator[EmbeddedService | None]:
    """Start an embedded extraction service on a free loopback port with a fresh token and
    yield it; None, starting nothing, for the compdf backend or when PO_SERVICE_URL names a
    running service (the definitions then take URL, token or key from the environment)."""
    if settings.backend is Backend.COMPDF:
        if not os.environ.get("COMPDF_API_KEY"):
            raise SystemExit("PO_BACKEND=compdf needs the COMPDF_API_KEY environment variable.")
        yield None
        return
    if settings.service_url:
        if not os.environ.get("PO_SERVICE_TOKEN"):
            raise SystemExit("PO_SERVICE_URL is set but PO_SERVICE_TOKEN is not: set both.")
        yield None
        return
    from po_pipeline.service.embedded import running_service

    token = secrets.token_urlsafe(32)
    with running_service(
        settings.data_dir / "service",
        tokens={"pipeline": token},
        workers=workers or os.cpu_count() or 1,
    ) as url:
        yield EmbeddedService(url, token)
