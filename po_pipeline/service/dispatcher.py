"""Dispatcher: hands pending jobs to a process pool and records how they end.

Each worker gets its next job before it finishes the current one (prefetch: up to
`workers + prefetch` jobs are in the pool), so it never idles while the dispatcher records
a result. A handed-over job stays `pending` until its worker starts it (a guarded UPDATE
in the worker); one cancelled meanwhile is skipped. A worker that starts its next job
stores its last one's end in the same transaction if the dispatcher has not yet, so no one
sees one worker running two jobs. The pool isolates the server from the engine: a worker
that crashes or hangs is killed and the pool recreated; jobs it had not started go back to
the queue untouched. The guarded hand-over in the store makes the queue safe even if two
dispatchers ever share one database.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import secrets
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import assert_never

from po_pipeline.service import runner
from po_pipeline.service.models import ACTIVE_STATUSES, JobStatus
from po_pipeline.service.pacing import Pace
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore
from po_pipeline.service.worker_failures import WorkerFailures, kill_workers

log = logging.getLogger(__name__)

# A hung worker gets this long (at most the limit again) to stop by itself before it is killed.
KILL_GRACE_S = 5.0


@dataclass
class InFlight:
    job_id: str
    run_token: str
    # Earliest monotonic moment the job could be past its hard limit. The limit counts from
    # the job's real start, which only the store knows; it is looked up once this passes.
    check_at: float
    # A suspect from a dead worker: it runs alone, nothing else is handed over meanwhile.
    solo: bool = False


def upload_path(settings: ServiceSettings, job_id: str) -> Path:
    return settings.uploads_dir / f"{job_id}.pdf"


class Dispatcher(WorkerFailures):
    """Owns the worker pool; `start()` and `stop()` bracket the service's lifetime."""

    def __init__(self, settings: ServiceSettings, store: JobStore) -> None:
        self.settings = settings
        self.store = store
        self._pool: ProcessPoolExecutor | None = None
        self._inflight: dict[Future[runner.Outcome], InFlight] = {}
        self._wake = threading.Event()
        # Set when an unheld pending job may exist (an upload, a job given back, a quiet
        # spell): only then is the store asked for one. Asked on every turn of the loop, an
        # empty queue cost two or three UPDATEs per job on a busy service.
        self._maybe_pending = threading.Event()
        self._maybe_pending.set()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        # Jobs that were running when a worker died of an unknown cause. Each one runs
        # alone, so the one that kills its worker again is known and failed, not its peers.
        self._suspects: list[str] = []
        # How fast jobs finish: a queued job's estimate in status answers (pacing.py).
        self.pace = Pace()

    @property
    def hard_limit_s(self) -> float:
        """Seconds from a job's start after which its worker is killed (limit plus grace)."""
        limit = self.settings.job_timeout_s
        return limit + min(KILL_GRACE_S, limit)

    def start(self) -> None:
        requeued = self.store.requeue_all_running()
        if requeued:
            log.info("requeued %d job(s) that were running when the service stopped", requeued)
        self._pool = self._new_pool()
        self._thread = threading.Thread(target=self._loop, name="dispatcher", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        """A job was queued: hand it over at the next turn."""
        self._maybe_pending.set()
        self._wake.set()

    def stop(self) -> None:
        """Stop claiming, kill the workers and give unfinished jobs back to the queue."""
        self._stopping.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
        if self._pool is not None:
            kill_workers(self._pool)
            self._pool.shutdown(wait=False, cancel_futures=True)
        for job in self._inflight.values():
            if not self.store.release(job.job_id, job.run_token):
                self.store.requeue(job.job_id, job.run_token)
        self._inflight.clear()

    # -- the loop -------------------------------------------------------------------

    def _new_pool(self) -> ProcessPoolExecutor:
        # forkserver: workers never inherit the server's threads or sockets.
        ctx = multiprocessing.get_context("forkserver")
        simulated = self.settings.simulate_latency_s is not None
        engine = None if simulated else self.settings.engine
        preload = ["po_pipeline.service.runner"]
        if engine is not None:
            preload.append(engine.partition(":")[0])
        ctx.set_forkserver_preload(preload)
        pool = ProcessPoolExecutor(
            max_workers=self.settings.workers,
            mp_context=ctx,
            initializer=runner.init_worker,
            initargs=(os.getpid(),),
        )
        # Start every worker now. Workers spawned on demand later can die unnoticed until
        # some other task finishes (the pool watches the sentinels it knew when it last woke).
        for _ in range(self.settings.workers):
            pool.submit(runner.warm_up, engine)
        return pool

    def _loop(self) -> None:
        while not self._stopping.is_set():
            try:
                self._fill()
                self._reap()
                self._enforce_time_limits()
            except Exception:
                log.exception("dispatcher iteration failed; retrying in 1 s")
                time.sleep(1.0)

    def _fill(self) -> None:
        if any(job.solo for job in self._inflight.values()):
            return  # a suspect runs alone
        if self._suspects:
            if self._inflight:
                return  # wait for the pool to drain first
            while self._suspects:
                token = secrets.token_hex(16)
                job = self.store.hand_over(self._suspects.pop(0), token)
                if job is not None:
                    self._submit(job, token, solo=True)
                    return
        while len(self._inflight) < self.settings.handover_limit and not self._stopping.is_set():
            if not self._maybe_pending.is_set():
                return
            # Cleared before asking: a job queued while we ask sets it again.
            self._maybe_pending.clear()
            token = secrets.token_hex(16)
            job = self.store.hand_over_next(token)
            if job is None:
                return
            self._maybe_pending.set()  # there may be more behind it
            self._submit(job, token)

    def _submit(self, job: JobRecord, token: str, *, solo: bool = False) -> None:
        assert self._pool is not None
        spec = runner.JobSpec(
            job_id=job.job_id,
            run_token=token,
            upload_path=str(upload_path(self.settings, job.job_id)),
            schema=job.schema,
            store_url=self.settings.store_url,
            engine=self.settings.engine,
            max_pages=self.settings.max_pages,
            max_bytes=self.settings.max_upload_bytes,
            timeout_s=self.settings.job_timeout_s,
            simulate_latency_s=self.settings.simulate_latency_s,
        )
        try:
            future = self._pool.submit(runner.run_job, spec)
        except BrokenProcessPool:
            self.store.release(job.job_id, token)
            self._replace_pool(culprit=None)
            return
        check_at = time.monotonic() + self.hard_limit_s
        self._inflight[future] = InFlight(job.job_id, token, check_at, solo=solo)
        log.info("job %s handed to the pool (earlier attempts: %d)", job.job_id, job.attempts)

    def _reap(self) -> None:
        if not self._inflight:
            self._wake.wait(self.settings.idle_poll_s)
            self._wake.clear()
            # Woken or not, look again: another service sharing the store, or a job given
            # back by a stopping one, does not wake us.
            self._maybe_pending.set()
            return
        done, _ = wait(
            list(self._inflight), timeout=self.settings.idle_poll_s, return_when=FIRST_COMPLETED
        )
        broken = False
        finished: list[tuple[InFlight, runner.Outcome]] = []
        for future in done:
            try:
                outcome = future.result()
            except BrokenProcessPool:
                broken = True
                continue
            except Exception as exc:  # noqa: BLE001 - e.g. an unpicklable result
                outcome = ("failed", "engine_error", f"{type(exc).__name__}: {exc}")
            finished.append((self._inflight.pop(future), outcome))
        self.pace.ended(len(finished))
        if not broken:
            # Hand the freed workers their next jobs first: they idle while we record.
            self._fill()
        for job, outcome in finished:
            self._record(job, outcome)
        if broken:
            self._replace_pool(culprit=None)

    def _record(self, job: InFlight, outcome: runner.Outcome) -> None:
        match outcome.kind:
            case runner.OutcomeKind.COMPLETED:
                assert outcome.result_json is not None
                if self.store.complete_json(
                    job.job_id, job.run_token, outcome.result_json, pages=outcome.pages
                ) or self._stored_by_its_worker(job, JobStatus.COMPLETED):
                    log.info("job %s completed", job.job_id)
                    upload_path(self.settings, job.job_id).unlink(missing_ok=True)
                    return
                log.info("job %s finished after it was cancelled or timed out", job.job_id)
            case runner.OutcomeKind.FAILED:
                log.info("job %s failed: %s", job.job_id, outcome.code)
                if self.store.fail(
                    job.job_id, job.run_token, code=outcome.code, message=outcome.message
                ) or self._stored_by_its_worker(job, JobStatus.FAILED):
                    upload_path(self.settings, job.job_id).unlink(missing_ok=True)
                    return
            case runner.OutcomeKind.STOPPED:
                log.info("job %s stopped: %s", job.job_id, outcome.message)
            case _:
                assert_never(outcome.kind)
        self._discard_upload_if_finished(job.job_id)

    def _stored_by_its_worker(self, job: InFlight, status: JobStatus) -> bool:
        """Whether the job's worker stored this end with its next job's start (before us):
        then the long polls waiting on the job are woken here."""
        record = self.store.get(job.job_id)
        if record is None or record.status is not status:
            return False
        self.store.ended_elsewhere(job.job_id)
        return True

    def _discard_upload_if_finished(self, job_id: str) -> None:
        record = self.store.get(job_id)
        if record is None or record.status not in ACTIVE_STATUSES:
            upload_path(self.settings, job_id).unlink(missing_ok=True)
