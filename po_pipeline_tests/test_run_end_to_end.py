"""End to end, as `make run` does it: `po-pipeline run` on the four seed documents (plus a
renamed copy) through the real extraction service on a loopback port, a persistent Dagster
instance and real SQLite/DuckDB files; then a second run that must change nothing. Then
review from the command line: documents held back under strict thresholds, approved or
corrected by a person, and loaded by the next run."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from po_pipeline.ledger import Ledger
from po_pipeline_tests.seeds import SEEDS, TRUTH, trusted_seeds


def po_pipeline(
    data_dir: Path, *args: str, schema: Path | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env["PO_DATA_DIR"] = str(data_dir)
    if schema is not None:
        env["PO_SCHEMA"] = str(schema)
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", *args],
        env=env, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def po_pipeline_run(data_dir: Path, schema: Path | None = None) -> subprocess.CompletedProcess[str]:
    return po_pipeline(data_dir, "run", schema=schema)


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


def test_the_trusted_seeds_load_and_the_others_wait_with_the_right_value_first(
    first_run,
) -> None:
    data_dir, result = first_run
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    orders = table(
        data_dir,
        "SELECT order_number, supplier, CAST(total AS VARCHAR) "
        "FROM purchase_orders ORDER BY order_number",
    )
    # Exactly the seeds whose every value clears the shipped thresholds load, and right.
    trusted = sorted(trusted_seeds())
    assert orders == [(stem, *TRUTH[stem]) for stem in trusted]
    review = table(
        data_dir,
        "SELECT order_number, reason, message, candidates FROM needs_review ORDER BY 1",
    )
    waiting = [stem for stem in sorted(TRUTH) if stem not in trusted]
    assert [r[0] for r in review] == waiting
    for stem, reason, message, candidates in review:
        if stem == "PO-2026-018":
            assert reason == "missing_total" and "total" in message
            continue
        # Under a threshold: the message names the field, and the right value is offered
        # first, so a reviewer picks it instead of retyping.
        assert reason == "low_confidence" and message.startswith("low confidence: ")
        offered = json.loads(candidates)
        supplier, total = TRUTH[stem]
        for field, value in (("order_number", stem), ("supplier", supplier), ("total", total)):
            if f"{field} '" in message:
                assert offered[field][0]["value"] == value
    assert "warehouse.duckdb" in result.stdout and "Documents by state" in result.stdout
    # Not a terminal: the plain lines, no progress bar or terminal codes.
    assert "-- running extract_purchase_orders for partition" in result.stdout
    assert "━" not in result.stdout and "\x1b[" not in result.stdout
    assert " - INFO - " in result.stderr  # the job's log lines, as they come


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
        trusted = trusted_seeds()
        loaded = metadata["rows"].value
        assert loaded == len(trusted)
        assert metadata["documents_by_state"].value == {
            "completed": loaded,
            "needs_review": 4 - loaded,
        }
        amount = sum(float(TRUTH[stem][1]) for stem in trusted)
        assert metadata["amount_loaded"].value == pytest.approx(amount)
        if "PO-2026-021" in trusted:
            assert "| 206.40 " in metadata["preview"].value  # money keeps its two decimals
        held = instance.get_latest_materialization_event(dg.AssetKey("needs_review"))
        assert held is not None
        by_reason = held.asset_materialization.metadata["needs_review_by_reason"].value
        waiting = 4 - loaded - 1
        assert by_reason == {"missing_total": 1, **({"low_confidence": waiting} if waiting else {})}
        # The summary ran after both tables were published, in the same run.
        summary = instance.get_latest_materialization_event(dg.AssetKey("daily_summary"))
        assert summary is not None and summary.run_id == event.run_id
        glance = summary.asset_materialization.metadata
        assert glance["documents_by_state"].value == metadata["documents_by_state"].value
        assert glance["amount_loaded"].value == pytest.approx(amount)
        if "PO-2026-021" in trusted:
            assert "| 206.40 | " in glance["amount_per_supplier"].value


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


@pytest.fixture(scope="module")
def held_back(tmp_path_factory: pytest.TempPathFactory, strict_schema: Path) -> tuple[Path, Path]:
    """021 and 018 under thresholds of 1.0: 021 (every value read right, some below 1.0)
    is held back for its confidence, 018 for stating no total."""
    data_dir = tmp_path_factory.mktemp("held") / "data"
    (data_dir / "inbox").mkdir(parents=True)
    for pdf in SEEDS:
        if pdf.name in ("PO-2026-018.pdf", "PO-2026-021.pdf"):
            shutil.copy2(pdf, data_dir / "inbox" / pdf.name)
    result = po_pipeline_run(data_dir, strict_schema)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return data_dir, strict_schema


def test_a_value_under_its_threshold_waits_with_its_candidates(held_back) -> None:
    data_dir, _ = held_back
    assert table(data_dir, "SELECT count(*) FROM purchase_orders") == [(0,)]
    review = table(
        data_dir,
        "SELECT order_number, reason, message, candidates FROM needs_review ORDER BY order_number",
    )
    assert [(r[0], r[1]) for r in review] == [
        ("PO-2026-018", "missing_total"),
        ("PO-2026-021", "low_confidence"),  # a value is under its threshold
    ]
    assert review[1][2].startswith("low confidence: ")
    # The reviewer is offered the right values first: picking, not retyping.
    offered = json.loads(review[1][3])
    # The message names exactly the fields under their threshold (1.0 here).
    for name in ("order_number", "supplier", "total"):
        assert (f"{name} '" in review[1][2]) == (offered[name][0]["confidence"] < 1.0), name
    assert offered["total"][0]["value"] == "206.40"
    assert offered["supplier"][0]["value"] == "北方文教用品有限公司"


def test_an_operator_approves_a_held_back_document_and_the_next_run_loads_it(
    held_back,
) -> None:
    """021 waits only for its values' confidence, so a person may approve it; 018 lacks a
    total, which approving cannot settle."""
    data_dir, schema = held_back
    docs = {
        Path(d.source_file).name: d
        for d in Ledger(f"sqlite:///{data_dir / 'ledger.db'}").documents()
    }
    held, blank = docs["PO-2026-021.pdf"], docs["PO-2026-018.pdf"]

    shown = po_pipeline(data_dir, "review", "show", str(held.id))
    assert shown.returncode == 0, shown.stderr
    assert "low_confidence" in shown.stdout
    assert re.search(r"206\.40 \([01]\.[0-9]{2}\)", shown.stdout)  # the value, with its confidence
    assert "-> needs_review" in shown.stdout  # the history

    refused = po_pipeline(data_dir, "review", "approve", str(blank.id), "--by", "alice")
    assert refused.returncode != 0 and "missing_total" in refused.stderr

    approved = po_pipeline(data_dir, "review", "approve", str(held.id), "--by", "alice")
    assert approved.returncode == 0, approved.stderr
    events = Ledger(f"sqlite:///{data_dir / 'ledger.db'}").events(held.id)
    assert (events[-1].actor, events[-1].to_status) == ("operator:alice", "completed")
    assert "PO-2026-021 | 北方文教用品有限公司 | 206.40" in (events[-1].message or "")

    published = po_pipeline_run(data_dir, schema)  # the partition lags the ledger
    assert published.returncode == 0, published.stderr[-3000:]
    loaded = table(
        data_dir,
        "SELECT order_number, supplier, CAST(total AS VARCHAR) FROM purchase_orders",
    )
    assert loaded == [("PO-2026-021", "北方文教用品有限公司", "206.40")]
    # Who approved the row and when, from the ledger event that did it.
    assert table(data_dir, "SELECT reviewed_by, reviewed_at FROM purchase_orders") == [
        ("alice", events[-1].at)
    ]
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
    # The rows the engine loaded on its own name nobody.
    others = "SELECT DISTINCT reviewed_by FROM purchase_orders WHERE order_number <> 'PO-2026-018'"
    assert table(data_dir, others) == ([(None,)] if trusted_seeds() else [])
    assert ("PO-2026-018",) not in table(data_dir, "SELECT order_number FROM needs_review")


def test_an_operator_rejects_a_document_for_good(held_back) -> None:
    """018 states no total and the paper original is gone: a person rejects it with a reason.
    It leaves the review queue, the next run republishes its partition, and needs_review
    keeps it with the person's words; a rejected document cannot be rejected again."""
    data_dir, schema = held_back
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    blank = next(d for d in ledger.documents() if d.source_file.endswith("PO-2026-018.pdf"))
    assert "PO-2026-018" in po_pipeline(data_dir, "review", "list").stdout

    unsaid = po_pipeline(data_dir, "review", "reject", str(blank.id), "--reason", " ")
    assert unsaid.returncode != 0 and "must say why" in unsaid.stderr
    rejected = po_pipeline(
        data_dir, "review", "reject", str(blank.id), "--reason", "order cancelled", "--by", "eve"
    )
    assert rejected.returncode == 0, rejected.stderr
    last = ledger.events(blank.id)[-1]
    assert (last.actor, last.from_status, last.to_status, last.reason, last.message) == (
        "operator:eve",
        "needs_review",
        "rejected",
        "operator_rejected",
        "order cancelled",
    )
    again = po_pipeline(data_dir, "review", "reject", str(blank.id), "--reason", "twice")
    assert again.returncode != 0 and "is rejected" in again.stderr
    assert "PO-2026-018" not in po_pipeline(data_dir, "review", "list").stdout

    assert po_pipeline_run(data_dir, schema).returncode == 0
    assert table(
        data_dir,
        "SELECT status, reason, message FROM needs_review WHERE order_number = 'PO-2026-018'",
    ) == [("rejected", "operator_rejected", "order cancelled")]
