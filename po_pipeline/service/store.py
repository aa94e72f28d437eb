"""Job store on SQLAlchemy Core: every state change is one guarded UPDATE.

The database holds the invariants (status CHECK, one job per owner and idempotency key),
so they hold across threads, worker processes and service restarts alike.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, delete, func, select, update

from po_pipeline.clock import Clock, utc_now
from po_pipeline.service.models import ACTIVE_STATUSES, TERMINAL_STATUSES, JobStatus
from po_pipeline.service.statements import (
    BY_ID,
    BY_ID_AND_OWNER,
    BY_KEY,
    COMPLETE,
    CREATE,
    HAND_OVER,
    HAND_OVER_NEXT,
    START,
)
from po_pipeline.service.tables import (
    RECORD_COLUMN_NAMES,
    RECORD_COLUMNS,
    JobRecord,
    iso_z,
    jobs,
    metadata,
    record_of,
)
from po_pipeline.sqlengine import make_engine

__all__ = ["JobRecord", "JobStore", "iso_z"]


class JobStore:
    """Reads and guarded transitions of service jobs. Safe to share between threads."""

    def __init__(self, engine: Engine, *, clock: Clock = utc_now) -> None:
        self.engine = engine
        self._clock = clock
        # Told the ids of jobs this store moved to a terminal state (the service's long
        # polls wait on it: po_pipeline/service/waiting.py).
        self.on_ended: Callable[[Iterable[str]], None] | None = None

    def _ended(self, job_id: str, moved: bool) -> bool:
        if moved and self.on_ended is not None:
            self.on_ended((job_id,))
        return moved

    @classmethod
    def open(cls, url: str, *, clock: Clock = utc_now) -> JobStore:
        store = cls(make_engine(url), clock=clock)
        metadata.create_all(store.engine)
        return store

    def now(self) -> str:
        return iso_z(self._clock())

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
        values: dict[str, Any] = {
            "job_id": job_id,
            "owner": owner,
            "status": JobStatus.PENDING.value,
            "progress": 0,
            "idempotency_key": idempotency_key,
            "content_sha256": content_sha256,
            "filename": filename,
            "schema_json": schema_json,
            "created_at": self.now(),
            "attempts": 0,
        }
        params = {f"p_{k}": v for k, v in values.items()} | {"p_max_pending": max_pending}
        with self.engine.begin() as conn:
            if conn.execute(CREATE, params).rowcount != 1:
                return None
        unset = dict.fromkeys(RECORD_COLUMN_NAMES)
        return JobRecord(**(unset | values | {"status": JobStatus.PENDING}))

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
        stmt = select(*RECORD_COLUMNS).where(jobs.c.owner == owner, jobs.c.job_id.in_(job_ids))
        with self.engine.connect() as conn:
            return [record_of(row) for row in conn.execute(stmt)]

    def find_by_key(self, owner: str, idempotency_key: str) -> JobRecord | None:
        with self.engine.connect() as conn:
            row = conn.execute(BY_KEY, {"p_owner": owner, "p_key": idempotency_key}).first()
        return record_of(row) if row else None

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
        stmt = select(jobs.c.job_id, jobs.c.result_json).where(
            jobs.c.job_id.in_(job_ids), jobs.c.result_json.is_not(None)
        )
        with self.engine.connect() as conn:
            return {job_id: raw for job_id, raw in conn.execute(stmt)}

    def count_by_status(self) -> dict[JobStatus, int]:
        stmt = select(jobs.c.status, func.count()).group_by(jobs.c.status)
        with self.engine.connect() as conn:
            counts = {JobStatus(status): n for status, n in conn.execute(stmt)}
        return {status: counts.get(status, 0) for status in JobStatus}

    # -- transitions ----------------------------------------------------------------

    def _update(self, *where: Any, **values: Any) -> bool:
        with self.engine.begin() as conn:
            return conn.execute(update(jobs).where(*where).values(**values)).rowcount > 0

    def hand_over_next(self, run_token: str) -> JobRecord | None:
        """Mark the oldest pending job no worker holds as handed over under `run_token`.

        It stays `pending` for the API until a worker starts it (`start`); the token makes
        the hand-over exclusive, so two dispatchers never hand out one job. None when no
        unheld job waits.
        """
        return self._hand_over(HAND_OVER_NEXT, {"p_token": run_token})

    def hand_over(self, job_id: str, run_token: str) -> JobRecord | None:
        """Hand over one particular pending job; None if it is no longer pending or held."""
        return self._hand_over(HAND_OVER, {"p_job_id": job_id, "p_token": run_token})

    def _hand_over(self, stmt: Any, params: dict[str, str]) -> JobRecord | None:
        with self.engine.begin() as conn:
            row = conn.execute(stmt, params).first()
        return record_of(row) if row else None

    def start(self, job_id: str, run_token: str, *, worker_pid: int) -> bool:
        """pending -> running, by the worker that holds the hand-over token; False means the
        job was cancelled, deleted or taken back meanwhile: do not run it."""
        params = {
            "p_job_id": job_id,
            "p_token": run_token,
            "p_now": self.now(),
            "p_pid": worker_pid,
        }
        with self.engine.begin() as conn:
            return conn.execute(START, params).rowcount > 0

    def release(self, job_id: str, run_token: str) -> bool:
        """Take back a handed-over job no worker started; False if it started (or ended)."""
        return self._update(
            jobs.c.job_id == job_id,
            jobs.c.run_token == run_token,
            jobs.c.status == JobStatus.PENDING.value,
            run_token=None,
        )

    def _running(self, job_id: str, run_token: str) -> tuple[Any, ...]:
        return (
            jobs.c.job_id == job_id,
            jobs.c.run_token == run_token,
            jobs.c.status == JobStatus.RUNNING.value,
        )

    def report_progress(self, job_id: str, run_token: str, *, progress: int, pages: int) -> bool:
        """Record progress; False means the job was cancelled or re-claimed: stop working."""
        progress = max(0, min(99, progress))
        return self._update(*self._running(job_id, run_token), progress=progress, pages=pages)

    def complete(self, job_id: str, run_token: str, result: dict[str, Any]) -> bool:
        pages = result.get("pages")
        params = {
            "p_job_id": job_id,
            "p_token": run_token,
            "p_pages": pages if isinstance(pages, int) else None,
            "p_result": json.dumps(result, ensure_ascii=False),
            "p_now": self.now(),
        }
        with self.engine.begin() as conn:
            moved = conn.execute(COMPLETE, params).rowcount > 0
        return self._ended(job_id, moved)

    def fail(self, job_id: str, run_token: str, *, code: str, message: str) -> bool:
        moved = self._update(
            *self._running(job_id, run_token),
            status=JobStatus.FAILED.value,
            error_code=code,
            error_message=message,
            completed_at=self.now(),
            run_token=None,
            worker_pid=None,
        )
        return self._ended(job_id, moved)

    def requeue(self, job_id: str, run_token: str) -> bool:
        """Give a running job back to the queue (its worker died through no fault of its own)."""
        return self._update(
            *self._running(job_id, run_token),
            status=JobStatus.PENDING.value,
            run_token=None,
            worker_pid=None,
            progress=0,
            started_at=None,
        )

    def requeue_all_running(self) -> int:
        """On startup: whatever was running or handed over has no worker any more; run it
        again. Returns how many jobs were running."""
        with self.engine.begin() as conn:
            running = (
                update(jobs)
                .where(jobs.c.status == JobStatus.RUNNING.value)
                .values(
                    status=JobStatus.PENDING.value,
                    run_token=None,
                    worker_pid=None,
                    progress=0,
                    started_at=None,
                )
            )
            requeued = conn.execute(running).rowcount
            handed = (
                update(jobs)
                .where(jobs.c.status == JobStatus.PENDING.value, jobs.c.run_token.is_not(None))
                .values(run_token=None)
            )
            conn.execute(handed)
            return requeued

    def seconds_since(self, moment: str) -> float:
        """Seconds from an ISO timestamp this store wrote (e.g. `started_at`) to now."""
        return (
            self._clock() - datetime.fromisoformat(moment.replace("Z", "+00:00"))
        ).total_seconds()

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
