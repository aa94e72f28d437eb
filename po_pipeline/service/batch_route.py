"""POST /api/v1/jobs/batch: several uploads in one request, each answered as its own upload
would have been.

The request path (the server's parsing, routing, dependencies and answer, the client's
request) is paid once per batch instead of once per file: on the 2-core machine it was most
of the HTTP process's CPU per document (bench/README.md, end to end).
"""

from __future__ import annotations

import os
from typing import Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse
from sqlalchemy.exc import IntegrityError

from po_pipeline.service.auth import Owner
from po_pipeline.service.create_route import (
    QUEUE_FULL_RETRY_AFTER_S,
    key_conflict,
    place_upload,
    store_upload,
)
from po_pipeline.service.dispatcher import Dispatcher
from po_pipeline.service.envelope import ApiError, envelope
from po_pipeline.service.models import UploadBatchEnvelope
from po_pipeline.service.route_common import ERROR, multipart_body, settings_of, store_of
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore, NewJob
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
    pool for the batch: one read for the keys, one transaction for the new jobs (a read and
    a transaction per file cost a fifth of the HTTP process's time: bench/README.md)."""
    keys = [item.key for item in items if item.upload is not None and item.key is not None]
    known = store.find_by_keys(owner, keys) if keys else {}
    outcomes: list[Outcome | None] = [None] * len(items)
    fresh: list[int] = []  # items whose key (or none) made no job yet
    later: list[int] = []  # a key given twice in the batch: after the first one's job
    seen: set[str] = set()
    for index, item in enumerate(items):
        if item.upload is None:
            assert item.error is not None
            outcomes[index] = item.error
        elif item.key is not None and item.key in known:
            outcomes[index] = _answer(settings, item, known[item.key], created=False)
        elif item.key is not None and item.key in seen:
            later.append(index)
        else:
            fresh.append(index)
            if item.key is not None:
                seen.add(item.key)
    made = _create_all(settings, store, owner, items, fresh)
    for index, (job, created) in zip(fresh, made, strict=True):
        outcomes[index] = _answer(settings, items[index], job, created=created)
    for index in later:
        item = items[index]
        assert item.upload is not None
        job, created = store_upload(settings, store, owner, item.key, item.upload)
        outcomes[index] = _answer(settings, item, job, created=created)
    return [o for o in outcomes if o is not None]


def _create_all(
    settings: ServiceSettings,
    store: JobStore,
    owner: str,
    items: list[BatchItem],
    fresh: list[int],
) -> list[tuple[JobRecord | None, bool]]:
    """(job, created) for the `fresh` items: new jobs made in one transaction (their files
    moved in place first), None where the queue was full. If another request took one of
    their keys meanwhile, each goes the single upload's way instead (store_upload: the
    winner's job, not created)."""
    new, moved = [], []
    for index in fresh:
        upload = items[index].upload
        assert upload is not None
        job_id, final_path = place_upload(settings, upload)
        moved.append((upload, final_path))
        new.append(
            NewJob(
                job_id,
                owner,
                upload.content_sha256,
                items[index].key,
                upload.filename,
                upload.schema_json,
            )
        )
    try:
        made = store.create_many(new, max_pending=settings.max_queue)
    except IntegrityError:
        for upload, final_path in moved:
            os.replace(final_path, upload.temp_path)
        return [
            store_upload(settings, store, owner, items[i].key, up)
            for i, (up, _) in zip(fresh, moved, strict=True)
        ]
    for job, (_, final_path) in zip(made, moved, strict=True):
        if job is None:
            final_path.unlink(missing_ok=True)
    return [(job, job is not None) for job in made]


def _answer(
    settings: ServiceSettings, item: BatchItem, job: JobRecord | None, *, created: bool
) -> Outcome:
    """A file's outcome: its new job (201), the job its key made with the same content
    (200), a conflict (409), or the queue full (429)."""
    assert item.upload is not None
    if job is None:
        return _queue_full(settings)
    if not created and job.content_sha256 != item.upload.content_sha256:
        return key_conflict(job)
    return (201 if created else 200, job)


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
