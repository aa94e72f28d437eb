"""When a worker fails: a job past its hard limit has its worker killed, and a broken pool is
recreated with every job that was in flight in it settled (given back, failed, or run again
alone as a suspect). The dispatcher (dispatcher.py) mixes this in."""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING

from po_pipeline.service import runner
from po_pipeline.service.models import JobStatus
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore

if TYPE_CHECKING:
    from po_pipeline.service.dispatcher import InFlight

log = logging.getLogger("po_pipeline.service.dispatcher")

# Runs of one job that may end in a dead worker before the job is failed for good.
MAX_ATTEMPTS = 3


class WorkerFailures:
    """The dispatcher's handling of hung and dead workers."""

    settings: ServiceSettings
    store: JobStore
    _pool: ProcessPoolExecutor | None
    _inflight: dict[Future[runner.Outcome], InFlight]
    _maybe_pending: threading.Event
    _suspects: list[str]
    hard_limit_s: float

    def _new_pool(self) -> ProcessPoolExecutor:
        raise NotImplementedError

    def _discard_upload_if_finished(self, job_id: str) -> None:
        raise NotImplementedError

    def _enforce_time_limits(self) -> None:
        now = time.monotonic()
        for job in list(self._inflight.values()):
            if now < job.check_at:
                continue
            record = self.store.get(job.job_id)
            left_s = self._time_left_s(record)
            if left_s > 0:
                job.check_at = now + left_s
                continue
            pid = record.worker_pid if record else None
            self.store.fail(
                job.job_id,
                job.run_token,
                code="timeout",
                message=f"extraction exceeded the {self.settings.job_timeout_s:g} s job limit "
                "and its worker was killed",
            )
            log.warning("job %s timed out; killing worker %s", job.job_id, pid)
            if pid is None or not kill_pid(self._pool, pid):
                assert self._pool is not None
                kill_workers(self._pool)
            self._replace_pool(culprit=job.job_id)
            return

    def _time_left_s(self, record: JobRecord | None) -> float:
        """Seconds until the job passes its hard limit, counted from its real start."""
        if record is None:
            return 0.0  # deleted (after a cancel): its start is unknown; the check time stands
        if record.started_at is None:
            return self.hard_limit_s  # not started yet: it cannot be late before then
        return self.hard_limit_s - self.store.seconds_since(record.started_at)

    def _replace_pool(self, *, culprit: str | None) -> None:
        """Recreate a broken pool; settle every job that was in flight in it."""
        old = self._pool
        assert old is not None
        self._pool = self._new_pool()
        kill_workers(old)
        old.shutdown(wait=False, cancel_futures=True)
        victims = list(self._inflight.values())
        self._inflight.clear()
        # Jobs no worker started go back to the queue as they were: they caused nothing.
        started: list[tuple[InFlight, JobRecord]] = []
        for job in victims:
            if self.store.release(job.job_id, job.run_token):
                continue
            record = self.store.get(job.job_id)
            if (
                record is not None
                and record.status is JobStatus.RUNNING
                and record.run_token == job.run_token
            ):
                started.append((job, record))
            else:
                self._discard_upload_if_finished(job.job_id)
        for job, record in started:
            self._settle_victim(job, record, culprit=culprit, alone=len(started) == 1)
        self._maybe_pending.set()  # jobs given back to the queue
        log.warning(
            "worker pool recreated; %d job(s) were running, %d handed over and not started",
            len(started),
            len(victims) - len(started),
        )

    def _settle_victim(
        self, job: InFlight, record: JobRecord, *, culprit: str | None, alone: bool
    ) -> None:
        if job.job_id == culprit:
            pass  # already failed with its reason
        elif culprit is None and (alone or record.attempts >= MAX_ATTEMPTS):
            self.store.fail(
                job.job_id,
                job.run_token,
                code="engine_crashed",
                message="the extraction worker died while processing this file "
                f"(attempt {record.attempts}); the file may be malformed",
            )
        else:
            if self.store.requeue(job.job_id, job.run_token) and culprit is None:
                self._suspects.append(job.job_id)
        self._discard_upload_if_finished(job.job_id)


def kill_workers(pool: ProcessPoolExecutor) -> None:
    # ProcessPoolExecutor cannot stop a running task; its worker processes are the handle.
    for process in list(getattr(pool, "_processes", {}).values()):
        if process.is_alive():
            process.kill()


def kill_pid(pool: ProcessPoolExecutor | None, pid: int) -> bool:
    if pool is None or pid not in getattr(pool, "_processes", {}):
        return False
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        return False
    return True
