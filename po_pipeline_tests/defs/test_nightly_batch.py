"""nightly_batch: the previous day's partition, every partition with unfinished work, and
every partition whose warehouse tables lag the ledger."""

from datetime import UTC, datetime, timedelta
from pathlib import Path

import dagster as dg

from po_pipeline.defs.liveness import process_tags
from po_pipeline.defs.resources import LedgerResource
from po_pipeline.defs.schedules import nightly_batch
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.liveness import ProcessId
from po_pipeline.warehouse import TABLES


def test_nightly_batch_requests_yesterday_and_unfinished_earlier_partitions(data_dir: Path) -> None:
    url = f"sqlite:///{data_dir / 'ledger.db'}"
    ledger = Ledger(url)
    for n, (partition, status) in enumerate(
        [
            ("2026-11-20", DocumentStatus.QUEUED),  # unfinished: must be resumed
            ("2026-11-25", DocumentStatus.REJECTED),  # finished: no run
        ]
    ):
        doc = ledger.register(
            path=f"/in/{n}.pdf",
            sha256=f"{n}".ljust(64, "0"),
            size_bytes=1,
            mtime_ns=1,
            schema_version="1",
            arrival_partition=partition,
            deadline=timedelta(hours=24),
            actor="test",
        ).document
        ledger.transition(doc.id, status, actor="test")
    # 11-25 is finished and its tables are up to date; 11-24 finished but never published
    # (its publish failed), so it is stale and must be rewritten.
    for table in TABLES:
        ledger.mark_published(table, ["2026-11-25"], as_of=datetime.now(UTC) + timedelta(seconds=1))
    stale = ledger.register(
        path="/in/stale.pdf",
        sha256="9".ljust(64, "0"),
        size_bytes=1,
        mtime_ns=1,
        schema_version="1",
        arrival_partition="2026-11-24",
        deadline=timedelta(hours=24),
        actor="test",
    ).document
    ledger.transition(stale.id, DocumentStatus.REJECTED, actor="test")
    with (
        dg.instance_for_test() as instance,
        dg.build_schedule_context(
            instance=instance,
            scheduled_execution_time=datetime(2026, 11, 30, 2, 0, tzinfo=UTC),
            resources={"ledger": LedgerResource(url=url)},
        ) as context,
    ):
        requests = nightly_batch(context)
    assert [(r.partition_key, r.run_key) for r in requests] == [
        ("2026-11-20", "nightly:2026-11-30:2026-11-20"),
        ("2026-11-24", "nightly:2026-11-30:2026-11-24"),
        ("2026-11-29", "nightly:2026-11-30:2026-11-29"),
    ]


def test_nightly_batch_fails_a_run_whose_process_is_gone(
    data_dir: Path, dead_process: ProcessId
) -> None:
    """A run killed last night would hold its partition's queue: the schedule frees it."""
    gone = dead_process
    with dg.instance_for_test() as instance:
        instance.add_run(
            dg.DagsterRun(
                job_name="extract_purchase_orders",
                run_id="killed",
                status=dg.DagsterRunStatus.STARTED,
                tags={"dagster/partition": "2026-11-29", **process_tags(gone)},
            )
        )
        # As a context manager: the instance the schedule context opens from its ref is
        # closed with it, and leaves no current defs-state storage behind for later tests
        # (which then fail resolving a job with "undefined DagsterInstance weakref").
        with dg.build_schedule_context(
            instance=instance,
            scheduled_execution_time=datetime(2026, 11, 30, 2, 0, tzinfo=UTC),
            resources={"ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}")},
        ) as context:
            requests = nightly_batch(context)
        assert instance.get_run_by_id("killed").status is dg.DagsterRunStatus.FAILURE
    assert [r.partition_key for r in requests] == ["2026-11-29"]
