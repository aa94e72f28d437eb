"""`make ui` as an operator uses it: `po-pipeline ui` starts the extraction service and
`dg dev`; the inbox sensor (running by default) picks up a dropped PDF, the daemon
launches the partition's run, the row lands in DuckDB; SIGTERM stops every process, and
nothing warns that the command is superseded."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import dagster as dg
import duckdb
import httpx
import psutil
import pytest

from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.service.testing import free_port

SEED = Path(__file__).resolve().parent.parent / "data" / "inbox" / "PO-2026-021.pdf"


def wait_for(predicate, *, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(1.0)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def test_sensor_and_daemon_load_a_dropped_pdf(
    data_dir: Path, lenient_schema: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env["PO_DATA_DIR"] = str(data_dir)
    env["PO_SCHEMA"] = str(lenient_schema)  # so the dropped seed loads
    # A file is registered at the second tick that sees it settled: 2 s apart, not 30.
    env["PO_SENSOR_INTERVAL_SECONDS"] = "2"
    shutil.copy2(SEED, data_dir / "inbox" / "dropped.pdf")
    log = (data_dir / "ui.log").open("w")
    ui = subprocess.Popen(
        [sys.executable, "-m", "po_pipeline.cli", "ui", "--port", str(port)],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        wait_for(
            lambda: _answers(f"http://127.0.0.1:{port}/server_info"),
            timeout=120,
            what="the Dagster webserver",
        )
        ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
        wait_for(
            lambda: [d.status for d in ledger.documents()] == [DocumentStatus.COMPLETED],
            timeout=240,
            what="the sensor-launched run to complete the document",
        )
        monkeypatch.setenv("DAGSTER_HOME", str(data_dir / "dagster_home"))
        with dg.DagsterInstance.get() as instance:

            def run_finished() -> bool:
                runs = instance.get_runs(
                    filters=dg.RunsFilter(tags={"po_pipeline/trigger": "inbox_sensor"})
                )
                return bool(runs) and runs[0].status == dg.DagsterRunStatus.SUCCESS

            wait_for(run_finished, timeout=120, what="the run to finish")
        with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
            rows = conn.execute(
                "SELECT order_number, supplier, CAST(total AS VARCHAR) FROM purchase_orders"
            ).fetchall()
        assert rows == [("PO-2026-021", "北方文教用品有限公司", "206.40")]
    finally:
        family = psutil.Process(ui.pid).children(recursive=True) + [psutil.Process(ui.pid)]
        ui.send_signal(signal.SIGTERM)
        _, alive = psutil.wait_procs(family, timeout=60)
        for proc in alive:
            proc.kill()
        log.close()
    assert alive == [], f"still running after SIGTERM: {[p.cmdline()[:4] for p in alive]}"
    output = (data_dir / "ui.log").read_text(encoding="utf-8", errors="replace")
    assert "Serving dagster-webserver on http://127.0.0.1" in output
    assert "Supersession" not in output and "superseded" not in output, output


def _answers(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False
