"""The service token stays out of the daemon's path too. test_local_secrets.py covers
`po-pipeline run`; here the run is the one inbox_sensor asks for: the project's definitions
(their resources take the token as dg.EnvVar), two ticks of the sensor against a Dagster
instance on disk, then the requested run executed against that instance with the request's
partition and tags, through the fault proxy (a lost upload answer, re-sent with its key;
a 503 on a poll). Then the token is searched for in everything left behind: every file
under the data directory byte for byte (Dagster's compute logs, the instance's storage,
the service's log and store), the ledger's rows with the stored results, DuckDB's rows, the
instance's runs (tags, run config) and event logs, the sensor's answer, and every log
record and line of output of this process."""

from __future__ import annotations

import logging
import secrets
import shutil
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.config import Settings
from po_pipeline.definitions import build_defs, build_resources
from po_pipeline.defs.sensors import inbox_sensor
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.runtime import DAGSTER_YAML
from po_pipeline.service.testing import ServiceProcess

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
FILES = ("PO-2026-017.pdf", "PO-2026-021.pdf")


def test_a_sensor_launched_run_leaves_the_token_nowhere(
    data_dir: Path, lenient_schema: Path, fault_proxy, stored_texts,
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, capfd,
) -> None:  # fmt: skip
    token = f"tok-sensor-{secrets.token_hex(16)}"
    for name in FILES:
        shutil.copy2(SEEDS / name, data_dir / "inbox" / name)
    home = data_dir / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text(DAGSTER_YAML, encoding="utf-8")
    service = ServiceProcess(data_dir / "service", tokens={"pipeline": token})
    service.start()
    try:
        proxy = fault_proxy(service.url)
        proxy.add("POST", r"^/api/v1/jobs$", "drop_response")
        proxy.add("GET", r"^/api/v1/jobs(/[^/]+)?$", "status", status=503, retry_after="1")
        for key, value in {
            "PO_DATA_DIR": str(data_dir), "DAGSTER_HOME": str(home),
            "PO_SCHEMA": str(lenient_schema), "PO_SERVICE_URL": proxy.url,
            "PO_SERVICE_TOKEN": token,
        }.items():  # fmt: skip
            monkeypatch.setenv(key, value)
        settings = Settings.from_env()
        defs = build_defs(settings)
        job = defs.resolve_job_def("extract_purchase_orders")
        resources = {k: build_resources(settings)[k] for k in ("ledger", "intake")}
        caplog.set_level(logging.DEBUG)
        with dg.DagsterInstance.from_config(str(home)) as instance:
            answers, cursor = [], None
            for _ in range(2):  # the first tick sees the files, the second registers them
                context = dg.build_sensor_context(
                    instance=instance, cursor=cursor, resources=resources,
                    repository_def=defs.get_repository_def(),
                )  # fmt: skip
                answers.append(inbox_sensor.evaluate_tick(context))
                cursor = answers[-1].cursor
            [request] = answers[-1].run_requests
            result = job.execute_in_process(
                partition_key=request.partition_key, tags=request.tags, instance=instance,
                raise_on_error=False,
            )  # fmt: skip
    finally:
        service.stop()
    assert result.success
    assert [r.hits for r in proxy.rules] == [1, 1]  # both faults were met

    out, err = capfd.readouterr()
    texts = {
        "output": out + err,
        "log records": "\n".join(f"{r.name} {r.getMessage()} {r.args!r}" for r in caplog.records),
        "sensor answers": "\n".join(repr(a) for a in answers),
        **stored_texts(data_dir),
    }
    assert [place for place, text in texts.items() if token in text] == []

    # Positive controls: the places searched hold this run's details.
    docs = Ledger(f"sqlite:///{data_dir / 'ledger.db'}").documents()
    assert {d.status for d in docs} == {DocumentStatus.COMPLETED}
    for place in ("ledger rows", "warehouse rows", "dagster runs and events"):
        assert all(d.task_id and d.task_id in texts[place] for d in docs), place
    assert "po_pipeline/trigger" in texts["dagster runs and events"]  # the sensor's tag
    compute_logs = "\n".join(text for place, text in texts.items() if "compute_logs" in place)
    assert "Submitted" in compute_logs
    assert "owner=pipeline" in texts["file service/service.log"]
