"""End to end, as `make run` does it: `po-pipeline run` on the four seed documents (plus a
renamed copy) through the real extraction service on a loopback port, a persistent Dagster
instance and real SQLite/DuckDB files; then a second run that must change nothing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from po_pipeline.ledger import Ledger

SEEDS = sorted((Path(__file__).resolve().parent.parent / "data" / "inbox").glob("PO-2026-0*.pdf"))


def po_pipeline_run(data_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env["PO_DATA_DIR"] = str(data_dir)
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def table(data_dir: Path, sql: str) -> list[tuple]:
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        return conn.execute(sql).fetchall()


@pytest.fixture(scope="module")
def first_run(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Path, subprocess.CompletedProcess[str]]:
    data_dir = tmp_path_factory.mktemp("e2e") / "data"
    (data_dir / "inbox").mkdir(parents=True)
    for pdf in SEEDS:
        shutil.copy2(pdf, data_dir / "inbox" / pdf.name)
    shutil.copy2(SEEDS[0], data_dir / "inbox" / "renamed copy of 017.pdf")
    return data_dir, po_pipeline_run(data_dir)


def test_the_gate_loads_the_seed_it_trusts_and_holds_back_the_rest(first_run) -> None:
    data_dir, result = first_run
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    orders = table(
        data_dir,
        "SELECT order_number, supplier, CAST(total AS VARCHAR) "
        "FROM purchase_orders ORDER BY order_number",
    )
    # With the shipped thresholds (total 0.99) only the scanned 022 is certain enough.
    assert orders == [("PO-2026-022", "华东教学用品有限公司", "315.00")]
    review = table(
        data_dir,
        "SELECT order_number, reason, message, candidates FROM needs_review ORDER BY order_number",
    )
    assert [(r[0], r[1]) for r in review] == [
        ("PO-2026-017", "low_confidence"),  # the total is under its threshold
        ("PO-2026-018", "missing_total"),
        ("PO-2026-021", "low_confidence"),
    ]
    assert "total '128.50' at confidence" in review[0][2]
    assert "supplier" not in review[0][2]  # the supplier cleared its threshold
    offered = json.loads(review[0][3])
    assert offered["total"][0]["value"] == "128.50"
    # The reviewer of 021 is offered the right values first: picking, not retyping.
    assert json.loads(review[2][3])["supplier"][0]["value"] == "北方文教用品有限公司"
    assert "total" in review[1][2]
    assert "warehouse.duckdb" in result.stdout and "Documents by state" in result.stdout


def test_a_renamed_copy_is_the_same_document(first_run) -> None:
    data_dir, _ = first_run
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    assert len(ledger.documents()) == 4
    with ledger.engine.connect() as conn:
        files = conn.exec_driver_sql("SELECT count(*) FROM document_files").scalar_one()
    assert files == 5


def test_runs_are_recorded_in_the_persistent_dagster_instance(
    first_run, monkeypatch: pytest.MonkeyPatch
) -> None:
    data_dir, _ = first_run
    home = data_dir / "dagster_home"
    assert "applyLimitPerUniqueValue" in (home / "dagster.yaml").read_text()
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    with dg.DagsterInstance.get() as instance:
        runs = instance.get_runs()
        assert runs and all(r.status == dg.DagsterRunStatus.SUCCESS for r in runs)
        event = instance.get_latest_materialization_event(dg.AssetKey("purchase_orders"))
        assert event is not None
        metadata = event.asset_materialization.metadata
        assert metadata["rows"].value == 1
        assert metadata["documents_by_state"].value == {"completed": 1, "needs_review": 3}


def test_a_second_run_changes_nothing_and_says_so(first_run) -> None:
    data_dir, _ = first_run
    before = (
        table(data_dir, "SELECT * FROM purchase_orders ORDER BY document_id"),
        table(data_dir, "SELECT * FROM needs_review ORDER BY document_id"),
    )
    again = po_pipeline_run(data_dir)
    assert again.returncode == 0, again.stderr[-3000:]
    assert "Nothing to do" in again.stdout and "no rows changed" in again.stdout
    after = (
        table(data_dir, "SELECT * FROM purchase_orders ORDER BY document_id"),
        table(data_dir, "SELECT * FROM needs_review ORDER BY document_id"),
    )
    assert after == before


def po_pipeline(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env["PO_DATA_DIR"] = str(data_dir)
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", *args],
        env=env, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def test_an_operator_approves_a_held_back_document_and_the_next_run_loads_it(
    first_run,
) -> None:
    """After the runs above: 021 waits only for its total's confidence, so a person may
    approve it; 018 lacks a total, which approving cannot settle."""
    data_dir, _ = first_run
    docs = {
        Path(d.source_file).name: d
        for d in Ledger(f"sqlite:///{data_dir / 'ledger.db'}").documents()
    }
    held, blank = docs["PO-2026-021.pdf"], docs["PO-2026-018.pdf"]

    shown = po_pipeline(data_dir, "review", "show", str(held.id))
    assert shown.returncode == 0, shown.stderr
    assert "low_confidence" in shown.stdout and "206.40 (0.96)" in shown.stdout
    assert "-> needs_review" in shown.stdout  # the history

    refused = po_pipeline(data_dir, "review", "approve", str(blank.id), "--by", "alice")
    assert refused.returncode != 0 and "missing_total" in refused.stderr

    approved = po_pipeline(data_dir, "review", "approve", str(held.id), "--by", "alice")
    assert approved.returncode == 0, approved.stderr
    events = Ledger(f"sqlite:///{data_dir / 'ledger.db'}").events(held.id)
    assert (events[-1].actor, events[-1].to_status) == ("operator:alice", "completed")
    assert "PO-2026-021 | 北方文教用品有限公司 | 206.40" in (events[-1].message or "")

    published = po_pipeline_run(data_dir)  # the partition lags the ledger: it is rewritten
    assert published.returncode == 0, published.stderr[-3000:]
    loaded = table(
        data_dir,
        "SELECT order_number, supplier, CAST(total AS VARCHAR) FROM purchase_orders "
        "ORDER BY order_number",
    )
    assert loaded == [
        ("PO-2026-021", "北方文教用品有限公司", "206.40"),
        ("PO-2026-022", "华东教学用品有限公司", "315.00"),
    ]
    # Who approved the row and when, from the ledger event; the engine's own row names nobody.
    assert table(
        data_dir,
        "SELECT order_number, reviewed_by, reviewed_at FROM purchase_orders ORDER BY 1",
    ) == [("PO-2026-021", "alice", events[-1].at), ("PO-2026-022", None, None)]
    assert ("PO-2026-021",) not in table(data_dir, "SELECT order_number FROM needs_review")


def test_an_operator_corrects_a_held_back_document_and_the_next_run_loads_it(
    first_run,
) -> None:
    """018 states no total. A person who read the paper original enters it; the values are
    checked like an extraction's (a label is no supplier, a total is a plain amount), the
    change is recorded, and the next run loads the row."""
    data_dir, _ = first_run
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    blank = next(d for d in ledger.documents() if d.source_file.endswith("PO-2026-018.pdf"))

    nothing = po_pipeline(data_dir, "review", "correct", str(blank.id))
    assert nothing.returncode != 0 and "at least one" in nothing.stderr
    bad_total = po_pipeline(data_dir, "review", "correct", str(blank.id), "--total", "12,3,4")
    assert bad_total.returncode != 0 and "not a plain amount" in bad_total.stderr
    a_label = po_pipeline(
        data_dir, "review", "correct", str(blank.id), "--total", "88.00", "--supplier", "供应商:"
    )
    assert a_label.returncode != 0 and "label" in a_label.stderr
    assert ledger.get(blank.id).status.value == "needs_review"

    corrected = po_pipeline(
        data_dir, "review", "correct", str(blank.id), "--total", "88.00", "--by", "bob"
    )
    assert corrected.returncode == 0, corrected.stderr
    last = ledger.events(blank.id)[-1]
    assert (last.actor, last.to_status, last.reason) == (
        "operator:bob",
        "completed",
        "operator_corrected",
    )
    assert "total: - -> 88.00" in (last.message or "")

    assert po_pipeline_run(data_dir).returncode == 0
    assert ("PO-2026-018", "上海教学设备有限公司", "88.00", "bob", last.at) in table(
        data_dir,
        "SELECT order_number, supplier, CAST(total AS VARCHAR), reviewed_by, reviewed_at "
        "FROM purchase_orders",
    )
    assert ("PO-2026-018",) not in table(data_dir, "SELECT order_number FROM needs_review")
