"""GET /api/v1/jobs: the caller's jobs for reconciliation, or a batch status of many jobs by
id, held as a long poll until one of them ends."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request, Response
from fastapi.concurrency import run_in_threadpool

from po_pipeline.service.auth import Owner
from po_pipeline.service.dispatcher import Dispatcher
from po_pipeline.service.envelope import ApiError, envelope
from po_pipeline.service.models import (
    ACTIVE_STATUSES,
    JobListEnvelope,
    JobStatus,
)
from po_pipeline.service.pacing import queued_seconds
from po_pipeline.service.route_common import ERROR, poll_headers, store_of
from po_pipeline.service.store import JobRecord, JobStore
from po_pipeline.service.views import (
    INLINE_RESULTS_BYTES,
    JobUrls,
    job_view,
    jobs_with_results_json,
    json_envelope,
)
from po_pipeline.service.waiting import MAX_WAIT_S, FinishedJobs

router = APIRouter()

MAX_BATCH_IDS = 100  # job ids one GET /api/v1/jobs?ids=... may ask about


def _batch_ids(ids: str) -> list[str]:
    """The job ids of `?ids=a,b,c`, each once, in the order given."""
    wanted = list(dict.fromkeys(part.strip() for part in ids.split(",") if part.strip()))
    if not wanted:
        raise ApiError(422, "no_ids", "ids is empty: give job ids separated by commas")
    if len(wanted) > MAX_BATCH_IDS:
        raise ApiError(
            422,
            "too_many_ids",
            f"ids names {len(wanted)} jobs; ask for at most {MAX_BATCH_IDS} per request",
        )
    return wanted


def _batchpoll_headers(jobs: list[JobRecord]) -> dict[str, str]:
    """The soonest Retry-After of the unfinished jobs in a batch answer; none if all ended."""
    waits = [int(poll_headers(job)["Retry-After"]) for job in jobs if job.status in ACTIVE_STATUSES]
    return {"Retry-After": str(min(waits))} if waits else {}


def _batch_jobs(
    store: JobStore,
    owner: str,
    wanted: list[str],
    status: JobStatus | None,
    idempotency_key: str | None,
) -> list[JobRecord]:
    """The jobs of `wanted` this owner has, in the order asked, filtered."""
    found = {job.job_id: job for job in store.get_many(wanted, owner=owner)}
    return [
        job
        for job in (found.get(job_id) for job_id in wanted)
        if job is not None
        and (status is None or job.status is status)
        and (idempotency_key is None or job.idempotency_key == idempotency_key)
    ]


async def _hold(request: Request, owner: str, wanted: list[str], wait: float) -> None:
    """A long poll's wait: until one of the jobs asked about ends or `wait` seconds pass;
    not at all when one has ended already or none is pending or running."""
    store, finished = store_of(request), request.app.state.finished
    assert isinstance(finished, FinishedJobs)
    async with finished.watch(wanted) as watch:  # before the read: no end goes unseen
        jobs = await run_in_threadpool(store.get_many, wanted, owner=owner)
        if jobs and all(job.status in ACTIVE_STATUSES for job in jobs):
            await watch.wait(wait)


@router.get(
    "/api/v1/jobs",
    response_model=JobListEnvelope,
    responses={401: ERROR, 422: ERROR},
)
async def list_jobs(
    request: Request,
    owner: Owner,
    status: Annotated[JobStatus | None, Query()] = None,
    idempotency_key: Annotated[str | None, Query(max_length=255)] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    ids: Annotated[
        str | None,
        Query(
            description=f"Comma-separated job ids (at most {MAX_BATCH_IDS}): the status of "
            "each, in the order asked, in one answer. Ids this token does not own or that do "
            "not exist are left out (as GET /api/v1/jobs/{id} would answer 404). `Retry-After` "
            "is the soonest of the unfinished jobs'."
        ),
    ] = None,
    include: Annotated[
        Literal["result"] | None,
        Query(
            description="`result`: each completed job listed carries its result (as "
            "GET /api/v1/jobs/{id}/result answers it) in `result`, so polling needs no "
            "request per finished job; a job whose result would take the answer past "
            f"{INLINE_RESULTS_BYTES // 2**20} MB of results has only its `result_url`."
        ),
    ] = None,
    wait: Annotated[
        float,
        Query(
            ge=0,
            le=MAX_WAIT_S,
            description="With `ids`: a long poll. Seconds (at most "
            f"{MAX_WAIT_S:g}) the answer may be held while every job listed is pending or "
            "running; it comes as soon as one of them ends, else when the wait is over. "
            "0 (the default) answers at once.",
        ),
    ] = 0.0,
) -> Response:
    """The caller's jobs, newest first, optionally filtered (for reconciliation); with `ids`,
    those jobs' states in one answer (to poll many jobs with one request), held up to `wait`
    seconds until one of them ends; with `include=result`, completed jobs with their
    results."""
    if ids is None:
        if wait > 0:
            raise ApiError(422, "wait_without_ids", "wait holds a status call of ids=...: give ids")
        return await run_in_threadpool(
            _list_answer, request, owner, include, status, idempotency_key, limit=limit
        )
    wanted = _batch_ids(ids)
    if wait > 0:
        await _hold(request, owner, wanted, wait)
    return await run_in_threadpool(
        _list_answer, request, owner, include, status, idempotency_key, wanted=wanted
    )


def _list_answer(
    request: Request,
    owner: str,
    include: Literal["result"] | None,
    status: JobStatus | None = None,
    idempotency_key: str | None = None,
    *,
    limit: int = 100,
    wanted: list[str] | None = None,
) -> Response:
    """The answer of GET /api/v1/jobs, in one trip to the thread pool: the jobs `wanted`
    (ids=...), else the owner's newest `limit` jobs."""
    store = store_of(request)
    if wanted is None:
        jobs = store.list_jobs(owner, status=status, idempotency_key=idempotency_key, limit=limit)
        headers: dict[str, str] = {}
    else:
        jobs = _batch_jobs(store, owner, wanted, status, idempotency_key)
        headers = _batchpoll_headers(jobs)
    urls = JobUrls(request)
    waits = _queued_estimates(request, jobs) if wanted is not None else {}
    if include is None:
        views = [job_view(urls, job, retry_after=waits.get(job.job_id)) for job in jobs]
        return envelope(request, views, headers=headers)
    completed = [job.job_id for job in jobs if job.status is JobStatus.COMPLETED]
    results = store.results_json(completed) if completed else {}
    data = jobs_with_results_json(urls, jobs, results, waits)
    return json_envelope(request, data, headers=headers)


def _queued_estimates(request: Request, jobs: list[JobRecord]) -> dict[str, int]:
    """Each pending job's own `retry_after`, from its place in the queue and the pace jobs
    have been finishing at (service/pacing.py); {} when no job waits or no pace is known."""
    pending = [job.job_id for job in jobs if job.status is JobStatus.PENDING]
    if not pending:
        return {}
    dispatcher: Dispatcher = request.app.state.dispatcher
    seconds_per_job = dispatcher.pace.seconds_per_job()
    if seconds_per_job is None:
        return {}
    places = store_of(request).queue_positions()
    return {
        job_id: queued_seconds(places[job_id], seconds_per_job)
        for job_id in pending
        if job_id in places
    }
