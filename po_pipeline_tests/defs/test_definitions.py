"""The Dagster code location loads and validates as `dagster dev` / `make ui` will load it."""

import os
import subprocess
import sys
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.config import Settings
from po_pipeline.definitions import build_resources

REPO = Path(__file__).resolve().parents[2]


def test_dagster_definitions_validate_succeeds_on_the_workspace(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env["DAGSTER_HOME"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "dagster", "definitions", "validate", "-w", "workspace.yaml"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Validation successful" in result.stdout + result.stderr


def test_secrets_are_wired_as_env_vars_never_as_values() -> None:
    local = build_resources(Settings.from_env({"PO_DATA_DIR": "/tmp/x"}))["extraction"]
    compdf = build_resources(Settings.from_env({"PO_BACKEND": "compdf"}))["extraction"]
    assert local.service_token == dg.EnvVar("PO_SERVICE_TOKEN")
    assert compdf.compdf_api_key == dg.EnvVar("COMPDF_API_KEY")


def test_jobs_sensor_and_schedule_are_registered() -> None:
    from po_pipeline.definitions import defs

    job = defs.resolve_job_def("extract_purchase_orders")
    assert job.partitions_def is not None
    assert defs.resolve_sensor_def("inbox_sensor").default_status == dg.DefaultSensorStatus.RUNNING
    schedule = defs.resolve_schedule_def("nightly_batch")
    assert schedule.cron_schedule == "0 2 * * *"


def test_the_result_size_cap_comes_from_po_max_result_mb_with_one_default() -> None:
    from po_pipeline.extraction.results import DEFAULT_MAX_RESULT_MB

    default = build_resources(Settings.from_env({}))["extraction"]
    chosen = build_resources(Settings.from_env({"PO_MAX_RESULT_MB": "0.5"}))["extraction"]
    assert (default.max_result_mb, chosen.max_result_mb) == (DEFAULT_MAX_RESULT_MB, 0.5)


def test_the_in_flight_window_comes_from_po_max_in_flight_with_one_default() -> None:
    from po_pipeline.pipeline.processing import DEFAULT_MAX_IN_FLIGHT

    default = build_resources(Settings.from_env({}))["extraction"]
    chosen = build_resources(Settings.from_env({"PO_MAX_IN_FLIGHT": "16"}))["extraction"]
    assert default.processing_settings().max_in_flight == DEFAULT_MAX_IN_FLIGHT
    assert chosen.processing_settings().max_in_flight == 16
    for bad in ("0", "-2", "eight"):
        with pytest.raises(ValueError, match="PO_MAX_IN_FLIGHT"):
            Settings.from_env({"PO_MAX_IN_FLIGHT": bad})


def test_the_intake_hang_limit_comes_from_po_intake_stuck_seconds_with_one_default() -> None:
    from datetime import timedelta

    from po_pipeline.pipeline.intake import INTAKE_STUCK_SECONDS

    default = build_resources(Settings.from_env({}))["intake"]
    chosen = build_resources(Settings.from_env({"PO_INTAKE_STUCK_SECONDS": "2.5"}))["intake"]
    assert default.settings().stuck_after == timedelta(seconds=INTAKE_STUCK_SECONDS)
    assert chosen.settings().stuck_after == timedelta(seconds=2.5)
    for bad in ("0", "-1", "soon", "nan"):
        with pytest.raises(ValueError, match="PO_INTAKE_STUCK_SECONDS"):
            Settings.from_env({"PO_INTAKE_STUCK_SECONDS": bad})


def test_the_intake_check_deadline_comes_from_po_intake_check_seconds_with_one_default() -> None:
    from po_pipeline.pipeline.pdf_check import INTAKE_CHECK_SECONDS

    default = build_resources(Settings.from_env({}))["intake"]
    chosen = build_resources(Settings.from_env({"PO_INTAKE_CHECK_SECONDS": "4"}))["intake"]
    assert default.settings().check_seconds == INTAKE_CHECK_SECONDS
    assert chosen.settings().check_seconds == 4.0
    for bad in ("0", "-1", "soon", "nan"):
        with pytest.raises(ValueError, match="PO_INTAKE_CHECK_SECONDS"):
            Settings.from_env({"PO_INTAKE_CHECK_SECONDS": bad})


def test_the_intake_check_memory_comes_from_po_intake_check_mb_with_one_default() -> None:
    from po_pipeline.pipeline.pdf_check import INTAKE_CHECK_MB

    default = build_resources(Settings.from_env({}))["intake"]
    chosen = build_resources(Settings.from_env({"PO_INTAKE_CHECK_MB": "512"}))["intake"]
    assert default.settings().check_memory_bytes == INTAKE_CHECK_MB * 2**20
    assert chosen.settings().check_memory_bytes == 512 * 2**20
    for bad in ("0", "128", "-1", "lots", "1.5"):
        with pytest.raises(ValueError, match="PO_INTAKE_CHECK_MB"):
            Settings.from_env({"PO_INTAKE_CHECK_MB": bad})


def test_po_backend_is_one_of_the_backends_and_picks_the_resource_config() -> None:
    from typing import get_args

    from po_pipeline.extraction.base import Backend, BackendName

    assert set(get_args(BackendName)) == {b.value for b in Backend}
    for backend in Backend:
        settings = Settings.from_env({"PO_BACKEND": backend.value.upper()})
        assert settings.backend is backend
        resource = build_resources(settings)["extraction"]
        assert resource.backend == backend.value
    with pytest.raises(ValueError, match="PO_BACKEND='cloud'"):
        Settings.from_env({"PO_BACKEND": "cloud"})


def test_the_embedded_service_is_handed_over_without_touching_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`po-pipeline run` gives the service it started to the run as resources (and `ui` to
    its child's environment); its own os.environ stays as it was."""
    from contextlib import contextmanager

    from po_pipeline.cli import runtime
    from po_pipeline.service import embedded

    @contextmanager
    def fake_service(*_args, **_kwargs):  # noqa: ANN202 - a context manager
        yield "http://127.0.0.1:9"

    monkeypatch.setattr(embedded, "running_service", fake_service)
    for name in ("PO_SERVICE_URL", "PO_SERVICE_TOKEN", "PO_BACKEND"):
        monkeypatch.delenv(name, raising=False)
    settings = Settings.from_env({"PO_DATA_DIR": str(tmp_path)})
    before = dict(os.environ)
    with runtime.extraction_service(settings, workers=1) as service:
        assert dict(os.environ) == before
        assert service is not None and service.url == "http://127.0.0.1:9"
        extraction = build_resources(settings, secrets=service.secrets())["extraction"]
        assert (extraction.service_url, extraction.service_token) == (service.url, service.token)
        assert service.env() == {"PO_SERVICE_URL": service.url, "PO_SERVICE_TOKEN": service.token}
    assert dict(os.environ) == before
