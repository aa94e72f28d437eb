"""`make ui` as an operator uses it: `po-pipeline ui` starts the extraction service and
`dg dev`; the inbox sensor (running by default) picks up a dropped PDF, the daemon
launches the partition's run, the row lands in DuckDB; SIGTERM stops every process, and
nothing warns that the command is superseded. The `make ui` helpers are harness.py's."""

from __future__ import annotations

import shutil
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.service.embedded import free_port

SEED = Path(__file__).resolve().parent.parent / "data" / "inbox" / "PO-2026-021.pdf"


def test_sensor_and_daemon_load_a_dropped_pdf(
    tmp_path: Path,
    data_dir: Path,
    lenient_schema: Path,
    harness_module,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    harness = harness_module
    shutil.copy2(SEED, data_dir / "inbox" / "dropped.pdf")
    log_path = tmp_path / "ui.log"
    ui = harness.start_ui(
        data_dir,
        free_port(),
        {
            "PO_SCHEMA": str(lenient_schema),  # so the dropped seed loads
            # A file is registered at the second tick that sees it settled: 2 s apart, not 30.
            "PO_SENSOR_INTERVAL_SECONDS": "2",
        },
        log_path,
    )
    try:
        ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
        harness.wait_for(
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

            harness.wait_for(run_finished, timeout=120, what="the run to finish")
        with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
            rows = conn.execute(
                "SELECT order_number, supplier, CAST(total AS VARCHAR) FROM purchase_orders"
            ).fetchall()
        assert rows == [("PO-2026-021", "北方文教用品有限公司", "206.40")]
    finally:
        alive = harness.stop_ui(ui)
    assert alive == [], f"still running after SIGTERM: {alive}"
    output = log_path.read_text(encoding="utf-8", errors="replace")
    assert "Serving dagster-webserver on http://127.0.0.1" in output
    assert "Supersession" not in output and "superseded" not in output, output
