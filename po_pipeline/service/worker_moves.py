"""A worker's side of the job store: hand-over, start, progress, the end of a run, and the
requeue of jobs whose worker is gone. Every move is one guarded UPDATE on the run token, so a
worker left over from a killed service can no longer touch the row."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import update

from po_pipeline.service.models import JobStatus
from po_pipeline.service.statements import COMPLETE, FAIL, HAND_OVER, HAND_OVER_NEXT, START
from po_pipeline.service.store_base import StoreBase
from po_pipeline.service.tables import JobRecord, jobs, record_of


@dataclass(frozen=True)
class Ended:
    """How a worker's job ended, to store: its result's JSON text, or a failure's code."""

    job_id: str
    run_token: str
    result_json: str | None = None
    pages: int | None = None
    code: str = ""
    message: str = ""

    def move(self, now: datetime) -> tuple[Any, dict[str, Any]]:
        """The guarded UPDATE that stores it, with its parameters."""
        held = {"p_job_id": self.job_id, "p_token": self.run_token, "p_now": now}
        if self.result_json is not None:
            return COMPLETE, {**held, "p_pages": self.pages, "p_result": self.result_json}
        return FAIL, {**held, "p_code": self.code, "p_message": self.message}


class WorkerMoves(StoreBase):
    """The moves of the dispatcher and its workers (`JobStore` has them)."""

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

    def start(
        self, job_id: str, run_token: str, *, worker_pid: int, previous: Ended | None = None
    ) -> bool:
        """pending -> running, by the worker that holds the hand-over token; False means the
        job was cancelled, deleted or taken back meanwhile: do not run it.

        `previous`: how this worker's last job ended, stored in the same transaction unless
        the dispatcher stored it first (the guarded UPDATE then moves nothing). Nobody sees a
        worker's next job running while its last one still is, and the worker writes once
        per job: a second write of its own cost it waits on the store's lock.
        """
        now = self.now()
        params = {"p_job_id": job_id, "p_token": run_token, "p_now": now, "p_pid": worker_pid}
        with self.engine.begin() as conn:
            if previous is not None:
                conn.execute(*previous.move(now))
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
        encoded = json.dumps(result, ensure_ascii=False)
        return self.complete_json(
            job_id, run_token, encoded, pages=pages if isinstance(pages, int) else None
        )

    def complete_json(
        self, job_id: str, run_token: str, result_json: str, *, pages: int | None
    ) -> bool:
        """running -> completed with the result's JSON text, by the holder of the run
        token; False if it no longer holds it (cancelled, timed out, taken back, or its
        worker stored the end already: `start`'s `previous`)."""
        return self._store_end(Ended(job_id, run_token, result_json=result_json, pages=pages))

    def fail(self, job_id: str, run_token: str, *, code: str, message: str) -> bool:
        return self._store_end(Ended(job_id, run_token, code=code, message=message))

    def _store_end(self, ended: Ended) -> bool:
        with self.engine.begin() as conn:
            moved = conn.execute(*ended.move(self.now())).rowcount > 0
        return self._ended(ended.job_id, moved)

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

    def seconds_since(self, moment: datetime) -> float:
        """Seconds from a moment this store wrote (e.g. `started_at`) to now."""
        return (self._clock() - moment).total_seconds()
