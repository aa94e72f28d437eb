"""The secrets stay out of the daemon's path too: the local service's token and the ComPDF
API key. test_local_secrets.py and compdf/test_compdf_secrets.py cover `po-pipeline run`;
here the run is the one inbox_sensor asks for: the project's definitions (their resources
take the secret as dg.EnvVar), two ticks of the sensor against a Dagster instance on disk,
then the requested run executed against that instance with the request's partition and
tags, through the fault proxy (local: a lost upload answer, re-sent with its key, and a
503 on a poll; ComPDF, which has no idempotency: a 503 on a task's status). Then the
secret is searched for in everything left behind: every file under the data directory
byte for byte (Dagster's compute logs, the instance's storage, the service's log and
store), the ledger's rows with the stored results, DuckDB's rows, the instance's runs
(tags, run config) and event logs, the sensor's answer, and every log record and line of
output of this process."""

from __future__ import annotations

import json
import logging
import secrets
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.cli.runtime import DAGSTER_YAML
from po_pipeline.config import Settings
from po_pipeline.definitions import build_defs, build_resources
from po_pipeline.defs.sensors import inbox_sensor
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.service.embedded import ServiceProcess

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
FILES = ("PO-2026-017.pdf", "PO-2026-021.pdf")


@contextmanager
def upstream(  # noqa: ANN001
    backend: str, secret: str, data_dir: Path, fault_proxy, standin_module
) -> Iterator[tuple]:
    """The backend behind a fault proxy with its faults set: (proxy, the environment that
    points the pipeline at it)."""
    if backend == "local":
        service = ServiceProcess(data_dir / "service", tokens={"pipeline": secret})
        service.start()
        try:
            proxy = fault_proxy(service.url)
            proxy.add("POST", r"^/api/v1/jobs(/batch)?$", "drop_response")  # an upload, or a batch
            proxy.add("GET", r"^/api/v1/jobs(/[^/]+)?$", "status", status=503, retry_after="1")
            yield proxy, {"PO_SERVICE_URL": proxy.url, "PO_SERVICE_TOKEN": secret}
        finally:
            service.stop()
        return
    standin = standin_module.ComPdfStandIn(secret).start()
    try:
        proxy = fault_proxy(standin.url)
        proxy.add("GET", r"/task/taskInfo$", "status", status=503, retry_after="1")
        yield (
            proxy,
            {
                "PO_BACKEND": "compdf",
                "COMPDF_BASE_URL": proxy.url + standin_module.API,
                "COMPDF_API_KEY": secret,
            },
        )
        assert standin.violations == []
    finally:
        standin.stop()


@pytest.mark.parametrize("backend", ["local", "compdf"])
def test_a_sensor_launched_run_leaves_the_secret_nowhere(
    backend: str, data_dir: Path, lenient_schema: Path, fault_proxy, stored_texts,
    compdf_standin, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, capfd,
) -> None:  # fmt: skip
    token = f"secret-sensor-{backend}-{secrets.token_hex(16)}"
    for name in FILES:
        shutil.copy2(SEEDS / name, data_dir / "inbox" / name)
    home = data_dir / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text(DAGSTER_YAML, encoding="utf-8")
    with upstream(backend, token, data_dir, fault_proxy, compdf_standin) as (proxy, wire):
        for key, value in {
            "PO_DATA_DIR": str(data_dir), "DAGSTER_HOME": str(home),
            "PO_SCHEMA": str(lenient_schema), **wire,
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
    assert result.success
    assert all(r.hits == 1 for r in proxy.rules)  # every fault was met
    # The secret did travel, where it belongs: in the requests' auth header.
    uploads = proxy.requests("POST")
    assert uploads and all(token in json.dumps(seen.headers) for seen in uploads)

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
    if backend == "local":
        assert "owner=pipeline" in texts["file service/service.log"]
