"""Job store on SQLAlchemy Core: every state change is one guarded UPDATE.

The database holds the invariants (status CHECK, one job per owner and idempotency key),
so they hold across threads, worker processes and service restarts alike. Here: creation,
reads and the client's moves (cancel, delete); a worker's moves are in worker_moves.py, what
both share in store_base.py (as the ledger's parts share ledger/base.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, delete, func, select

from po_pipeline.clock import Clock, utc_now
from po_pipeline.service.models import ACTIVE_STATUSES, TERMINAL_STATUSES, JobStatus
from po_pipeline.service.statements import (
    BY_ID,
    BY_ID_AND_OWNER,
    BY_IDS_AND_OWNER,
    BY_KEY,
    BY_KEYS,
    CREATE,
    QUEUE,
    RESULTS_BY_IDS,
)
from po_pipeline.service.tables import (
    RECORD_COLUMN_NAMES,
    RECORD_COLUMNS,
    JobRecord,
    jobs,
    metadata,
    record_of,
)
from po_pipeline.service.worker_moves import WorkerMoves
from po_pipeline.sqlengine import make_engine

__all__ = ["JobRecord", "JobStore", "NewJob"]

_UNSET = dict.fromkeys(RECORD_COLUMN_NAMES)


@dataclass(frozen=True)
class NewJob:
    """A job to insert (JobStore.create_many)."""

    job_id: str
    owner: str
    content_sha256: str
    idempotency_key: str | None
    filename: str | None
    schema_json: str | None


class JobStore(WorkerMoves):
    """Reads and guarded transitions of service jobs. Safe to share between threads."""

    def __init__(self, engine: Engine, *, clock: Clock = utc_now) -> None:
        self.engine = engine
        self._clock = clock
        # Told the ids of jobs this store moved to a terminal state (the service's long
        # polls wait on it: po_pipeline/service/waiting.py).
        self.on_ended: Callable[[Iterable[str]], None] | None = None

    @classmethod
    def open(cls, url: str, *, clock: Clock = utc_now) -> JobStore:
        store = cls(make_engine(url), clock=clock)
        metadata.create_all(store.engine)
        return store

    # -- creation -------------------------------------------------------------------

    def create(
        self,
        *,
        job_id: str,
        owner: str,
        content_sha256: str,
        idempotency_key: str | None,
        filename: str | None,
        schema_json: str | None,
        max_pending: int,
    ) -> JobRecord | None:
        """Insert a pending job unless `max_pending` jobs already wait; the job as inserted,
        or None when the queue is full.

        The count and the insert are one statement, so concurrent uploads cannot overshoot
        the bound. A duplicate (owner, idempotency_key) raises sqlalchemy IntegrityError.
        """
        job = NewJob(job_id, owner, content_sha256, idempotency_key, filename, schema_json)
        [created] = self.create_many([job], max_pending=max_pending)
        return created

    def create_many(self, new: Sequence[NewJob], *, max_pending: int) -> list[JobRecord | None]:
        """Insert pending jobs in order, in one transaction (a batch upload's), each as
        `create` would: the job as inserted, or None where the queue was full by then. A
        duplicate (owner, idempotency_key) raises IntegrityError and inserts none of them."""
        now = self.now()
        made: list[JobRecord | None] = []
        with self.engine.begin() as conn:
            for job in new:
                values: dict[str, Any] = {
                    "job_id": job.job_id,
                    "owner": job.owner,
                    "status": JobStatus.PENDING.value,
                    "progress": 0,
                    "idempotency_key": job.idempotency_key,
                    "content_sha256": job.content_sha256,
                    "filename": job.filename,
                    "schema_json": job.schema_json,
                    "created_at": now,
                    "attempts": 0,
                }
                params = {f"p_{k}": v for k, v in values.items()}
                if conn.execute(CREATE, params | {"p_max_pending": max_pending}).rowcount != 1:
                    made.append(None)
                    continue
                made.append(JobRecord(**(_UNSET | values | {"status": JobStatus.PENDING})))
        return made

    # -- reads ----------------------------------------------------------------------

    def get(self, job_id: str, *, owner: str | None = None) -> JobRecord | None:
        stmt, params = (BY_ID, {"p_job_id": job_id})
        if owner is not None:
            stmt, params = (BY_ID_AND_OWNER, params | {"p_owner": owner})
        with self.engine.connect() as conn:
            row = conn.execute(stmt, params).first()
        return record_of(row) if row else None

    def get_many(self, job_ids: Sequence[str], *, owner: str) -> list[JobRecord]:
        """The jobs of `owner` among `job_ids` (unknown ids left out), in no set order."""
        params = {"p_owner": owner, "p_ids": list(job_ids)}
        with self.engine.connect() as conn:
            return [record_of(row) for row in conn.execute(BY_IDS_AND_OWNER, params)]

    def queue_positions(self) -> dict[str, int]:
        """Each pending job's place in the queue (0: handed over next), whoever owns it."""
        with self.engine.connect() as conn:
            return {job_id: n for n, job_id in enumerate(conn.execute(QUEUE).scalars())}

    def find_by_key(self, owner: str, idempotency_key: str) -> JobRecord | None:
        with self.engine.connect() as conn:
            row = conn.execute(BY_KEY, {"p_owner": owner, "p_key": idempotency_key}).first()
        return record_of(row) if row else None

    def find_by_keys(self, owner: str, keys: Sequence[str]) -> dict[str, JobRecord]:
        """The jobs of `owner` that `keys` already made, by key (one read for a batch)."""
        with self.engine.connect() as conn:
            rows = conn.execute(BY_KEYS, {"p_owner": owner, "p_keys": list(keys)})
            return {job.idempotency_key: job for job in map(record_of, rows)}  # type: ignore[misc]

    def list_jobs(
        self,
        owner: str,
        *,
        status: JobStatus | None = None,
        idempotency_key: str | None = None,
        limit: int = 100,
    ) -> list[JobRecord]:
        stmt = select(*RECORD_COLUMNS).where(jobs.c.owner == owner)
        if status is not None:
            stmt = stmt.where(jobs.c.status == status.value)
        if idempotency_key is not None:
            stmt = stmt.where(jobs.c.idempotency_key == idempotency_key)
        stmt = stmt.order_by(jobs.c.id.desc()).limit(limit)
        with self.engine.connect() as conn:
            return [record_of(row) for row in conn.execute(stmt)]

    def result_json(self, job_id: str) -> str | None:
        stmt = select(jobs.c.result_json).where(jobs.c.job_id == job_id)
        with self.engine.connect() as conn:
            return conn.execute(stmt).scalar_one_or_none()

    def results_json(self, job_ids: Sequence[str]) -> dict[str, str]:
        """The stored results of those of `job_ids` that have one, by job id."""
        with self.engine.connect() as conn:
            rows = conn.execute(RESULTS_BY_IDS, {"p_ids": list(job_ids)})
            return {job_id: raw for job_id, raw in rows}

    def count_by_status(self) -> dict[JobStatus, int]:
        stmt = select(jobs.c.status, func.count()).group_by(jobs.c.status)
        with self.engine.connect() as conn:
            counts = {JobStatus(status): n for status, n in conn.execute(stmt)}
        return {status: counts.get(status, 0) for status in JobStatus}

    # -- the client's moves (a worker's are in worker_moves.py) ------------------------

    def cancel(self, job_id: str, *, owner: str) -> bool:
        """pending/running -> cancelled; the worker notices at its next page and stops."""
        moved = self._update(
            jobs.c.job_id == job_id,
            jobs.c.owner == owner,
            jobs.c.status.in_([s.value for s in ACTIVE_STATUSES]),
            status=JobStatus.CANCELLED.value,
            completed_at=self.now(),
            run_token=None,
            worker_pid=None,
        )
        return self._ended(job_id, moved)

    def delete_finished(self, job_id: str, *, owner: str) -> bool:
        """Delete a terminal job and its stored result."""
        stmt = delete(jobs).where(
            jobs.c.job_id == job_id,
            jobs.c.owner == owner,
            jobs.c.status.in_([s.value for s in TERMINAL_STATUSES]),
        )
        with self.engine.begin() as conn:
            return conn.execute(stmt).rowcount > 0
