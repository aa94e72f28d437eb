"""POST /api/v1/jobs: an upload queued as a job, or the job its Idempotency-Key already made."""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Header, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse
from sqlalchemy.exc import IntegrityError

from po_pipeline.service.auth import Owner
from po_pipeline.service.dispatcher import Dispatcher, upload_path
from po_pipeline.service.envelope import ApiError, envelope
from po_pipeline.service.models import (
    JobEnvelope,
)
from po_pipeline.service.route_common import (
    ERROR,
    multipart_body,
    poll_headers,
    settings_of,
    store_of,
)
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore
from po_pipeline.service.uploads import Upload, read_upload
from po_pipeline.service.views import (
    JobUrls,
    job_view,
)

router = APIRouter()

QUEUE_FULL_RETRY_AFTER_S = 5
_UPLOAD_BODY = multipart_body(
    {
        "file": {"type": "string", "format": "binary"},
        "schema": {
            "type": "string",
            "description": "Field-schema override as a JSON object",
        },
    }
)


def key_conflict(existing: JobRecord) -> ApiError:
    """The 409 for an upload whose key made `existing` from other content."""
    return ApiError(
        409,
        "idempotency_key_conflict",
        f"Idempotency-Key {existing.idempotency_key!r} was already used for "
        f"{existing.job_id} with different content; use a new key for a new upload",
    )


def place_upload(settings: ServiceSettings, upload: Upload) -> tuple[str, Path]:
    """A new job id, and the upload's file moved to that job's place."""
    job_id = "job_" + secrets.token_hex(12)
    final_path = upload_path(settings, job_id)
    os.replace(upload.temp_path, final_path)
    return job_id, final_path


def _replay(request: Request, existing: JobRecord, upload: Upload) -> JSONResponse:
    if existing.content_sha256 != upload.content_sha256:
        raise key_conflict(existing)
    return envelope(request, job_view(JobUrls(request), existing), headers=poll_headers(existing))


def store_upload(
    settings: ServiceSettings, store: JobStore, owner: str, key: str | None, upload: Upload
) -> tuple[JobRecord | None, bool]:
    """The job an upload makes, or the one its key already made: (job, created). (None,
    False) when the queue is full. Runs in one trip to the thread pool."""
    if key is not None:
        existing = store.find_by_key(owner, key)
        if existing is not None:
            return existing, False
    job_id, final_path = place_upload(settings, upload)
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
    settings, store = settings_of(request), store_of(request)
    job, created = await run_in_threadpool(store_upload, settings, store, owner, key, upload)
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
    headers = {"Location": urls.poll(job.job_id), **poll_headers(job)}
    return envelope(request, job_view(urls, job), status=201, headers=headers)


@router.post(
    "/api/v1/jobs",
    status_code=201,
    response_model=JobEnvelope,
    openapi_extra=_UPLOAD_BODY,
    responses={
        200: {"model": JobEnvelope, "description": "Idempotent replay: the existing job"},
        **{code: ERROR for code in (401, 409, 413, 415, 422, 429)},
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
    settings = settings_of(request)
    upload = await read_upload(
        request, max_bytes=settings.max_upload_bytes, spool_dir=settings.uploads_dir
    )
    try:
        return await _create(request, owner, idempotency_key, upload)
    finally:
        upload.temp_path.unlink(missing_ok=True)
