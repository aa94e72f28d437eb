"""review_actions, the Dagster job behind the UI's review: its run config (what, which
document, who, why) drives the same actions as the CLI; the decision is in the ledger and
in both tables at once, the asset partitions record it, and a refused action fails the run
with the reason."""

from __future__ import annotations

from pathlib import Path

import dagster as dg
import duckdb
import pytest

from po_pipeline.defs.resources import IntakeResource, LedgerResource, WarehouseResource
from po_pipeline.defs.review_job import review_actions
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline_tests.held import hold_missing_total

S = DocumentStatus
PARTITION = "2026-11-30"


@pytest.fixture
def held(data_dir: Path) -> tuple[Ledger, int]:
    """A document that waits in needs_review because it states no total."""
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    return ledger, hold_missing_total(ledger, PARTITION)


def launch(
    data_dir: Path, instance: dg.DagsterInstance, **config: object
) -> dg.ExecuteInProcessResult:
    resources = {
        "ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}"),
        "warehouse": WarehouseResource(path=str(data_dir / "warehouse.duckdb")),
        "intake": IntakeResource(inbox=str(data_dir / "inbox")),
    }
    return review_actions.execute_in_process(
        run_config={"ops": {"review_action": {"config": config}}},
        resources=resources,
        instance=instance,
        raise_on_error=False,
    )


def rows(data_dir: Path, sql: str) -> list[tuple]:
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        return conn.execute(sql).fetchall()


def test_a_correction_from_the_ui_is_loaded_at_once_and_names_the_person(
    data_dir: Path, held: tuple[Ledger, int]
) -> None:
    ledger, doc_id = held
    with dg.instance_for_test() as instance:
        result = launch(
            data_dir, instance, action="correct", document_id=doc_id, by="carol",
            total="88.00", note="read off the paper copy",
        )  # fmt: skip
        assert result.success
        event = instance.get_latest_materialization_event(dg.AssetKey("purchase_orders"))
        assert event is not None and event.asset_materialization.partition == PARTITION
        summary = instance.get_latest_materialization_event(dg.AssetKey("daily_summary"))
        assert summary is not None and summary.asset_materialization.partition == PARTITION
        glance = summary.asset_materialization.metadata
        assert glance["documents_by_state"].value == {"completed": 1}
        assert "| Acme GmbH | 1 | 88.00 |" in glance["amount_per_supplier"].value
    last = ledger.events(doc_id)[-1]
    assert (last.actor, last.to_status, last.reason) == (
        "operator:carol",
        "completed",
        "operator_corrected",
    )
    assert "total: - -> 88.00" in (last.message or "")
    assert rows(
        data_dir, "SELECT order_number, CAST(total AS VARCHAR), reviewed_by FROM purchase_orders"
    ) == [("PO-7", "88.00", "carol")]
    assert rows(data_dir, "SELECT count(*) FROM needs_review") == [(0,)]
    assert rows(data_dir, "SELECT status, documents FROM daily_summary") == [("completed", 1)]


def test_a_refused_action_fails_the_run_with_the_reason_and_changes_nothing(
    data_dir: Path, held: tuple[Ledger, int]
) -> None:
    ledger, doc_id = held
    with dg.instance_for_test() as instance:
        blank = launch(data_dir, instance, action="reject", document_id=doc_id, by="dan")
        approve = launch(data_dir, instance, action="approve", document_id=doc_id, by="dan")
    for result, why in ((blank, "must say why"), (approve, "missing_total")):
        assert not result.success
        [failure] = [e for e in result.all_events if e.event_type_value == "STEP_FAILURE"]
        assert why in failure.step_failure_data.user_failure_data.description
    assert ledger.get(doc_id).status is S.NEEDS_REVIEW
    assert len(ledger.events(doc_id)) == 5  # registered, queued, submitting, processing, review


def test_a_rejection_from_the_ui_leaves_the_queue_and_shows_in_needs_review(
    data_dir: Path, held: tuple[Ledger, int]
) -> None:
    ledger, doc_id = held
    with dg.instance_for_test() as instance:
        result = launch(
            data_dir, instance, action="reject", document_id=doc_id, by="erin",
            reason="cancelled by the buyer",
        )  # fmt: skip
    assert result.success
    assert ledger.get(doc_id).status is S.REJECTED
    assert rows(data_dir, "SELECT status, reason, message FROM needs_review") == [
        ("rejected", "operator_rejected", "cancelled by the buyer")
    ]
    assert rows(data_dir, "SELECT count(*) FROM review_queue") == [(0,)]
