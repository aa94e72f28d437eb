"""The jobs API (docs/ARCHITECTURE.md, "Extraction service API") and the health probe."""

from __future__ import annotations

import os
import secrets
from typing import Annotated, Literal

from fastapi import APIRouter, Header, Query, Request, Response
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse
from sqlalchemy.exc import IntegrityError

from po_pipeline.service.auth import Owner
from po_pipeline.service.dispatcher import Dispatcher, upload_path
from po_pipeline.service.envelope import ApiError, envelope
from po_pipeline.service.models import (
    ACTIVE_STATUSES,
    ErrorEnvelope,
    HealthEnvelope,
    JobEnvelope,
    JobListEnvelope,
    JobStatus,
    ResultEnvelope,
)
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore
from po_pipeline.service.uploads import Upload, read_upload
from po_pipeline.service.views import (
    INLINE_RESULTS_BYTES,
    JobUrls,
    job_view,
    jobs_with_results_json,
    json_envelope,
)
from po_pipeline.service.waiting import MAX_WAIT_S, FinishedJobs

router = APIRouter()

QUEUE_FULL_RETRY_AFTER_S = 5
MAX_BATCH_IDS = 100  # job ids one GET /api/v1/jobs?ids=... may ask about
_ERR = {"model": ErrorEnvelope}
_UPLOAD_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "additionalProperties": False,
                    "properties": {
                        "file": {"type": "string", "format": "binary"},
                        "schema": {
                            "type": "string",
                            "description": "Field-schema override as a JSON object",
                        },
                    },
                }
            }
        },
    }
}


def _settings(request: Request) -> ServiceSettings:
    return request.app.state.settings


def _store(request: Request) -> JobStore:
    return request.app.state.store


def _poll_headers(job: JobRecord) -> dict[str, str]:
    if job.status is JobStatus.RUNNING:
        return {"Retry-After": "1"}
    if job.status is JobStatus.PENDING:
        return {"Retry-After": "2"}
    return {}


def _not_found(job_id: str) -> ApiError:
    return ApiError(404, "job_not_found", f"no job {job_id!r} for this token")


def _replay(request: Request, existing: JobRecord, upload: Upload) -> JSONResponse:
    if existing.content_sha256 != upload.content_sha256:
        raise ApiError(
            409,
            "idempotency_key_conflict",
            f"Idempotency-Key {existing.idempotency_key!r} was already used for "
            f"{existing.job_id} with different content; use a new key for a new upload",
        )
    return envelope(request, job_view(JobUrls(request), existing), headers=_poll_headers(existing))


def _store_upload(
    settings: ServiceSettings, store: JobStore, owner: str, key: str | None, upload: Upload
) -> tuple[JobRecord | None, bool]:
    """The job an upload makes, or the one its key already made: (job, created). (None,
    False) when the queue is full. Runs in one trip to the thread pool."""
    if key is not None:
        existing = store.find_by_key(owner, key)
        if existing is not None:
            return existing, False
    job_id = "job_" + secrets.token_hex(12)
    final_path = upload_path(settings, job_id)
    os.replace(upload.temp_path, final_path)
    try:
        created = store.create(
            job_id=job_id,
            owner=owner,
            content_sha256=upload.content_sha256,
            idempotency_key=key,
            filename=upload.filename,
            schema_json=upload.schema_json,
            max_pending=settings.max_queue,
        )
    except IntegrityError:
        # Lost a race on (owner, idempotency_key): the winner's job is the answer.
        final_path.unlink(missing_ok=True)
        existing = store.find_by_key(owner, key) if key else None
        if existing is None:
            raise
        return existing, False
    if created is None:
        final_path.unlink(missing_ok=True)
    return created, created is not None


async def _create(request: Request, owner: str, key: str | None, upload: Upload) -> JSONResponse:
    settings, store = _settings(request), _store(request)
    job, created = await run_in_threadpool(_store_upload, settings, store, owner, key, upload)
    if job is None:
        raise ApiError(
            429,
            "queue_full",
            f"{settings.max_queue} jobs are already waiting; retry after "
            f"{QUEUE_FULL_RETRY_AFTER_S} s",
            headers={"Retry-After": str(QUEUE_FULL_RETRY_AFTER_S)},
        )
    if not created:
        return _replay(request, job, upload)
    dispatcher: Dispatcher = request.app.state.dispatcher
    dispatcher.wake()
    urls = JobUrls(request)
    headers = {"Location": urls.poll(job.job_id), **_poll_headers(job)}
    return envelope(request, job_view(urls, job), status=201, headers=headers)


@router.post(
    "/api/v1/jobs",
    status_code=201,
    response_model=JobEnvelope,
    openapi_extra=_UPLOAD_BODY,
    responses={
        200: {"model": JobEnvelope, "description": "Idempotent replay: the existing job"},
        **{code: _ERR for code in (401, 409, 413, 415, 422, 429)},
    },
)
async def create_job(
    request: Request,
    owner: Owner,
    idempotency_key: Annotated[
        str | None, Header(alias="Idempotency-Key", min_length=1, max_length=255)
    ] = None,
) -> JSONResponse:
    """Upload a PDF (multipart `file`, optional `schema`) and queue its extraction."""
    settings = _settings(request)
    upload = await read_upload(
        request, max_bytes=settings.max_upload_bytes, spool_dir=settings.uploads_dir
    )
    try:
        return await _create(request, owner, idempotency_key, upload)
    finally:
        upload.temp_path.unlink(missing_ok=True)


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


def _batch_poll_headers(jobs: list[JobRecord]) -> dict[str, str]:
    """The soonest Retry-After of the unfinished jobs in a batch answer; none if all ended."""
    waits = [
        int(_poll_headers(job)["Retry-After"]) for job in jobs if job.status in ACTIVE_STATUSES
    ]
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
    store, finished = _store(request), request.app.state.finished
    assert isinstance(finished, FinishedJobs)
    async with finished.watch(wanted) as watch:  # before the read: no end goes unseen
        jobs = await run_in_threadpool(store.get_many, wanted, owner=owner)
        if jobs and all(job.status in ACTIVE_STATUSES for job in jobs):
            await watch.wait(wait)


@router.get(
    "/api/v1/jobs",
    response_model=JobListEnvelope,
    responses={401: _ERR, 422: _ERR},
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
    store = _store(request)
    if wanted is None:
        jobs = store.list_jobs(owner, status=status, idempotency_key=idempotency_key, limit=limit)
        headers: dict[str, str] = {}
    else:
        jobs = _batch_jobs(store, owner, wanted, status, idempotency_key)
        headers = _batch_poll_headers(jobs)
    urls = JobUrls(request)
    if include is None:
        return envelope(request, [job_view(urls, job) for job in jobs], headers=headers)
    completed = [job.job_id for job in jobs if job.status is JobStatus.COMPLETED]
    results = store.results_json(completed) if completed else {}
    return json_envelope(request, jobs_with_results_json(urls, jobs, results), headers=headers)


@router.get(
    "/api/v1/jobs/{job_id}",
    name="get_job",
    response_model=JobEnvelope,
    responses={401: _ERR, 404: _ERR},
)
def get_job(request: Request, owner: Owner, job_id: str) -> JSONResponse:
    """The job's state; `Retry-After` says when to poll again while it is not finished."""
    job = _store(request).get(job_id, owner=owner)
    if job is None:
        raise _not_found(job_id)
    return envelope(request, job_view(JobUrls(request), job), headers=_poll_headers(job))


@router.get(
    "/api/v1/jobs/{job_id}/result",
    name="get_job_result",
    response_model=ResultEnvelope,
    responses={401: _ERR, 404: _ERR, 409: _ERR},
)
def get_job_result(request: Request, owner: Owner, job_id: str) -> Response:
    """The engine's result once the job is completed; 409 before that."""
    store = _store(request)
    job = store.get(job_id, owner=owner)
    if job is None:
        raise _not_found(job_id)
    if job.status is not JobStatus.COMPLETED:
        if job.status is JobStatus.FAILED:
            detail = f"failed ({job.error_code}: {job.error_message}); it has no result"
        else:
            detail = f"{job.status.value}; poll {job_id} until its status is completed"
        raise ApiError(
            409, "job_not_completed", f"job {job_id} is {detail}", headers=_poll_headers(job)
        )
    raw = store.result_json(job_id)
    if raw is None:
        raise _not_found(job_id)
    return json_envelope(request, raw)  # as stored: not parsed and encoded again


@router.delete(
    "/api/v1/jobs/{job_id}",
    status_code=204,
    response_class=Response,
    responses={401: _ERR, 404: _ERR},
)
def delete_job(request: Request, owner: Owner, job_id: str) -> Response:
    """Cancel a pending or running job (it stays visible as `cancelled`); delete a finished
    one (completed, failed or cancelled) with its upload and result."""
    store = _store(request)
    for _ in range(3):  # the job may finish between the two guarded statements
        if store.cancel(job_id, owner=owner) or store.delete_finished(job_id, owner=owner):
            upload_path(_settings(request), job_id).unlink(missing_ok=True)
            return Response(status_code=204)
        if store.get(job_id, owner=owner) is None:
            break
    raise _not_found(job_id)


@router.get("/healthz", response_model=HealthEnvelope)
def healthz(request: Request) -> JSONResponse:
    """Liveness and queue depth; no authentication."""
    counts = _store(request).count_by_status()
    data = {
        "status": "ok",
        "workers": _settings(request).workers,
        "queue": counts[JobStatus.PENDING],
        "running": counts[JobStatus.RUNNING],
    }
    return envelope(request, data)
