"""POST /api/v1/jobs/batch: several uploads in one request, each answered as its own upload
would have been.

The request path (the server's parsing, routing, dependencies and answer, the client's
request) is paid once per batch instead of once per file: on the 2-core machine it was most
of the HTTP process's CPU per document (bench/README.md, end to end).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse

from po_pipeline.service.auth import Owner
from po_pipeline.service.create_route import QUEUE_FULL_RETRY_AFTER_S, store_upload
from po_pipeline.service.dispatcher import Dispatcher
from po_pipeline.service.envelope import ApiError, envelope
from po_pipeline.service.models import UploadBatchEnvelope
from po_pipeline.service.route_common import ERROR, multipart_body, settings_of, store_of
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore
from po_pipeline.service.uploads import BatchItem, read_batch
from po_pipeline.service.views import JobUrls, job_view

router = APIRouter()

MAX_BATCH_FILES = 32  # files one POST /api/v1/jobs/batch may carry
_BATCH_BODY = multipart_body(
    {
        "file": {
            "type": "array",
            "items": {"type": "string", "format": "binary"},
            "maxItems": MAX_BATCH_FILES,
        },
        "idempotency_key": {
            "type": "array",
            "items": {"type": "string", "minLength": 1, "maxLength": 255},
            "description": "None, or one per file in the files' order",
        },
        "schema": {
            "type": "string",
            "description": "Field-schema override for every file, a JSON object",
        },
    }
)

# (status, job) or the refusal, per file.
Outcome = tuple[int, JobRecord] | ApiError


def _queue_full(settings: ServiceSettings) -> ApiError:
    return ApiError(
        429,
        "queue_full",
        f"{settings.max_queue} jobs are already waiting; retry after {QUEUE_FULL_RETRY_AFTER_S} s",
    )


def _store_batch(
    settings: ServiceSettings, store: JobStore, owner: str, items: list[BatchItem]
) -> list[Outcome]:
    """Each file's job (made, or the one its key already made), in one trip to the thread
    pool for the batch."""
    outcomes: list[Outcome] = []
    for item in items:
        if item.upload is None:
            assert item.error is not None
            outcomes.append(item.error)
            continue
        job, created = store_upload(settings, store, owner, item.key, item.upload)
        if job is None:
            outcomes.append(_queue_full(settings))
        elif not created and job.content_sha256 != item.upload.content_sha256:
            outcomes.append(
                ApiError(
                    409,
                    "idempotency_key_conflict",
                    f"Idempotency-Key {job.idempotency_key!r} was already used for "
                    f"{job.job_id} with different content; use a new key for a new upload",
                )
            )
        else:
            outcomes.append((201 if created else 200, job))
    return outcomes


def _item(urls: JobUrls, outcome: Outcome) -> dict[str, Any]:
    if isinstance(outcome, ApiError):
        error = {"code": outcome.code, "message": outcome.message}
        return {"status": outcome.status, "error": error}
    status, job = outcome
    return {"status": status, "job": job_view(urls, job)}


@router.post(
    "/api/v1/jobs/batch",
    response_model=UploadBatchEnvelope,
    openapi_extra=_BATCH_BODY,
    responses={code: ERROR for code in (401, 413, 422)},
)
async def create_jobs(request: Request, owner: Owner) -> JSONResponse:
    """Upload up to 32 PDFs (multipart `file` parts, an `idempotency_key` field per file,
    optional `schema` for all; together within the upload size limit) and queue each as a
    job. Answers 200 with one outcome per file, in order, each as its own upload would have
    been answered (201, 200, 409, 415, 429); `Retry-After` when the queue turned one away."""
    settings, store = settings_of(request), store_of(request)
    items = await read_batch(
        request,
        max_bytes=settings.max_upload_bytes,
        spool_dir=settings.uploads_dir,
        max_files=MAX_BATCH_FILES,
    )
    try:
        outcomes = await run_in_threadpool(_store_batch, settings, store, owner, items)
    finally:
        for item in items:
            if item.upload is not None:
                item.upload.temp_path.unlink(missing_ok=True)
    if any(isinstance(o, tuple) and o[0] == 201 for o in outcomes):
        dispatcher: Dispatcher = request.app.state.dispatcher
        dispatcher.wake()
    turned_away = any(isinstance(o, ApiError) and o.status == 429 for o in outcomes)
    headers = {"Retry-After": str(QUEUE_FULL_RETRY_AFTER_S)} if turned_away else None
    urls = JobUrls(request)
    return envelope(request, [_item(urls, o) for o in outcomes], headers=headers)
