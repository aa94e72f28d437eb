"""The tables' asset checks, answered by the step that publishes the tables (a real Dagster
instance, a real ledger and warehouse): each materialisation of purchase_orders and
needs_review carries the three checks' results, a stale review fails its check as a
warning, and the job runs no step of its own for them (issue 12: three steps fewer a run)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

import dagster as dg
import pytest

from po_pipeline.defs.assets import extract_job, extracted_purchase_orders
from po_pipeline.defs.checks import evaluate_checks
from po_pipeline.defs.resources import ExtractionResource, LedgerResource, WarehouseResource
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.warehouse import Warehouse, publish_tables
from po_pipeline_tests.walked import walked

S = DocumentStatus
DAY = "2026-11-20"


# Documents of DAY: completed ones (Acme, 10.00), held ones for a missing total.
document = partial(walked, day=DAY)


def materialize(data_dir: Path) -> dg.ExecuteInProcessResult:
    """The extraction graph over a day with nothing left to extract: publish and check."""
    with dg.instance_for_test() as instance:
        result = dg.materialize(
            [extracted_purchase_orders],
            partition_key=DAY,
            instance=instance,
            resources={
                "ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}"),
                "warehouse": WarehouseResource(path=str(data_dir / "warehouse.duckdb")),
                # Nothing is queued or open, so no request is ever sent.
                "extraction": ExtractionResource(
                    service_url="http://127.0.0.1:9", service_token="unused"
                ),
            },
        )
    assert result.success
    return result


def test_each_publish_answers_the_three_checks(data_dir: Path) -> None:
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    document(ledger, 1, S.COMPLETED)
    document(ledger, 2, S.COMPLETED)
    result = materialize(data_dir)
    checks = {
        (e.asset_key.to_user_string(), e.check_name): e
        for e in result.get_asset_check_evaluations()
    }
    assert set(checks) == {
        ("purchase_orders", "unique_order_numbers"),
        ("purchase_orders", "valid_totals"),
        ("needs_review", "no_stale_reviews"),
    }
    assert all(c.passed for c in checks.values())
    # Answered by the publishing step, on the rows it published.
    steps = {
        e.step_key for e in result.all_events if e.event_type_value == "ASSET_CHECK_EVALUATION"
    }
    assert steps == {"extracted_purchase_orders.load_tables"}


def test_a_review_waiting_over_a_week_fails_its_check_as_a_warning(data_dir: Path) -> None:
    weeks_ago = datetime.now(UTC) - timedelta(days=9)
    document(
        Ledger(f"sqlite:///{data_dir / 'ledger.db'}", clock=lambda: weeks_ago), 1, S.NEEDS_REVIEW
    )
    result = materialize(data_dir)
    [stale] = [
        e for e in result.get_asset_check_evaluations() if e.check_name == "no_stale_reviews"
    ]
    assert not stale.passed
    assert stale.severity is dg.AssetCheckSeverity.WARN
    assert stale.metadata["stale_documents"].value == 1


def test_the_extraction_job_has_no_step_of_its_own_for_checks() -> None:
    from po_pipeline.definitions import defs  # noqa: PLC0415

    job = defs.resolve_job_def(extract_job.name)
    nodes = [node.name for node in job.nodes_in_topological_order]
    assert nodes == ["extracted_purchase_orders", "daily_summary"]
    checks = defs.resolve_asset_graph().asset_check_keys
    assert {c.name for c in checks} == {"unique_order_numbers", "valid_totals", "no_stale_reviews"}


def test_the_three_checks_open_the_published_file_once(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """They ask one snapshot on one read-only connection (Warehouse.reading), not a
    connection each: every open of a DuckDB file costs its catalogue's load."""
    from po_pipeline.warehouse import store as store_module  # noqa: PLC0415

    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    document(ledger, 1, S.COMPLETED)
    warehouse = Warehouse(data_dir / "warehouse.duckdb")
    publish_tables(ledger, warehouse, tables=["purchase_orders", "needs_review"], partitions=[DAY])
    opened: list[str] = []
    real_connect = store_module.duckdb.connect

    def connect(path: str, **options: object):  # noqa: ANN202 - a DuckDB connection
        opened.append(path)
        return real_connect(path, **options)

    monkeypatch.setattr(store_module.duckdb, "connect", connect)
    results = evaluate_checks(warehouse)
    assert [r.passed for r in results] == [True, True, True]
    assert opened == [str(data_dir / "warehouse.duckdb")]
