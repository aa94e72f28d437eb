"""partitions_to_run: a sweep (nightly batch, `po-pipeline run`) takes every unfinished or
unknown upload; the inbox sensor only those a run can move now."""

from datetime import UTC, datetime, timedelta
from pathlib import Path

from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.liveness import ProcessId, run_worker
from po_pipeline.pipeline.planning import partitions_to_run
from po_pipeline.warehouse import TABLES

S = DocumentStatus


def _document(ledger: Ledger, partition: str, status: S = S.QUEUED, *, claimer: str = "") -> int:
    """A document of `partition`, queued or rejected; claimed by `claimer` (then
    submitting) if given."""
    doc = ledger.register(
        path=f"/inbox/{partition}.pdf",
        sha256=partition.encode().hex().ljust(64, "0")[:64],
        size_bytes=1,
        mtime_ns=1,
        schema_version="v",
        arrival_partition=partition,
        deadline=timedelta(hours=24),
        actor="test",
    ).document
    assert ledger.transition(doc.id, status, actor="test", expect=[S.DISCOVERED])
    if claimer:
        [claimed] = ledger.claim_queued([partition], limit=1, backend="local", actor=claimer)
        assert claimed.id == doc.id
    return doc.id


def test_a_sweep_takes_every_upload_the_sensor_only_those_a_run_can_move_now(
    tmp_path: Path, dead_process: ProcessId
) -> None:
    ledger = Ledger(f"sqlite:///{tmp_path / 'ledger.db'}")
    ledger.register_claimer("dagster:live:submit", run_worker(), run_id="r-live")
    ledger.register_claimer("dagster:dead:submit", dead_process, run_id="r-dead")
    _document(ledger, "2026-01-01")  # queued
    _document(ledger, "2026-01-02", claimer="dagster:live:submit")  # its run is at it
    _document(ledger, "2026-01-03", claimer="dagster:dead:submit")  # cut off
    unknown = _document(ledger, "2026-01-04", claimer="dagster:live:submit")
    assert ledger.transition(unknown, S.SUBMISSION_UNKNOWN, actor="test")
    _document(ledger, "2026-01-05", S.REJECTED)
    published = ["2026-01-0" + str(n) for n in range(1, 6)]
    for table in TABLES:  # all up to date but 01-06, which never published
        ledger.mark_published(table, published, as_of=datetime.now(UTC) + timedelta(seconds=1))
    _document(ledger, "2026-01-06", S.REJECTED)

    assert partitions_to_run(ledger, sweep=True) == [
        "2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-06",
    ]  # fmt: skip
    assert partitions_to_run(ledger, sweep=False) == ["2026-01-01", "2026-01-03", "2026-01-06"]
    assert partitions_to_run(ledger, sweep=False, also=["2026-01-05"]) == [
        "2026-01-01", "2026-01-03", "2026-01-05", "2026-01-06",
    ]  # fmt: skip
    within = {"2026-01-03", "2026-01-04"}
    assert partitions_to_run(ledger, sweep=True, also=["2027-01-01"], within=within) == sorted(
        within
    )
