"""The job store keeps the ledger's conventions: aware UTC timestamps in and out (a naive one
is refused), and a status CHECK that names exactly the members of JobStatus."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
import sqlalchemy as sa

from po_pipeline.service.models import JobStatus
from po_pipeline.service.store import JobStore
from po_pipeline.service.tables import jobs

START = datetime(2026, 3, 1, 9, 30, tzinfo=timezone(timedelta(hours=8)))


def _create(store: JobStore, n: int = 0):
    return store.create(
        job_id=f"job_{n:024x}",
        owner="alice",
        content_sha256="0" * 64,
        idempotency_key=None,
        filename=None,
        schema_json=None,
        max_pending=10,
    )


def test_timestamps_are_aware_utc_in_and_out() -> None:
    clock = [START]
    store = JobStore.open("sqlite://", clock=lambda: clock[0])
    job = _create(store)
    handed = store.hand_over_next("token")
    clock[0] = START + timedelta(seconds=3)
    assert store.start(job.job_id, "token", worker_pid=1)
    clock[0] = START + timedelta(seconds=5)
    assert store.complete(job.job_id, "token", {"pages": 1})
    record = store.get(job.job_id)
    assert handed is not None and handed.created_at == START
    assert record.created_at == START and record.created_at.tzinfo is UTC
    assert record.started_at == START + timedelta(seconds=3)
    assert record.completed_at == START + timedelta(seconds=5)
    assert store.seconds_since(record.started_at) == 2.0


def test_a_naive_clock_is_refused() -> None:
    store = JobStore.open("sqlite://", clock=lambda: datetime(2026, 3, 1, 9, 30))
    with pytest.raises(sa.exc.StatementError, match="naive datetime"):
        _create(store)


def test_a_row_written_as_iso_text_before_the_type_change_reads_aware() -> None:
    store = JobStore.open("sqlite://")
    with store.engine.begin() as conn:
        conn.exec_driver_sql(
            "INSERT INTO service_jobs (job_id, owner, status, progress, content_sha256, "
            "created_at, attempts) VALUES ('job_old', 'alice', 'pending', 0, 'x', "
            "'2026-03-01T01:30:00.000Z', 0)"
        )
    assert store.get("job_old").created_at == datetime(2026, 3, 1, 1, 30, tzinfo=UTC)


def test_the_status_check_names_every_status_and_nothing_else() -> None:
    [check] = [c for c in jobs.constraints if c.name == "ck_service_jobs_status"]
    named = {s.strip().strip("'") for s in str(check.sqltext).split("(")[1].rstrip(")").split(",")}
    assert named == {s.value for s in JobStatus}
    store = JobStore.open("sqlite://")
    job = _create(store)
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as conn:
        conn.execute(sa.update(jobs).where(jobs.c.job_id == job.job_id).values(status="lost"))
