"""Job views as the API shows them, and answers that carry stored results as stored.

A completed job's result is kept as JSON text in the job store. The result route and the
job list with `include=result` splice that text into the answer instead of parsing it and
encoding it again: on a busy service that round trip was a large part of the HTTP process's
CPU per document (bench/e2e.py).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from fastapi import Request, Response
from starlette.datastructures import URLPath

from po_pipeline.service.envelope import iso_z, meta
from po_pipeline.service.models import ACTIVE_STATUSES, JobStatus
from po_pipeline.service.pacing import poll_seconds
from po_pipeline.service.store import JobRecord

# Results carried inline in one job-list answer, in characters of stored JSON. A completed job
# whose result would pass it is listed without one (its `result_url` still fetches it), so
# an answer about 100 jobs stays a few MB whatever the documents.
INLINE_RESULTS_BYTES = 4 * 1024 * 1024
_ID = "job_0000placeholder0000000"  # stands for a job id in URL templates


class JobUrls:
    """The poll and result URLs of jobs. A route's path is looked up once per app (Starlette
    tries every route, each miss an exception: a sixth of an upload's request path), made
    absolute once per request (the host it was asked under), then filled in per job."""

    def __init__(self, request: Request) -> None:
        self._request = request
        self._templates: dict[str, str] = {}

    def _url(self, route: str, job_id: str) -> str:
        if route not in self._templates:
            paths: dict[str, URLPath] = _route_paths(self._request)
            if route not in paths:
                paths[route] = self._request.app.url_path_for(route, job_id=_ID)
            absolute = paths[route].make_absolute_url(self._request.base_url)
            self._templates[route] = str(absolute)
        return self._templates[route].replace(_ID, job_id)

    def poll(self, job_id: str) -> str:
        return self._url("get_job", job_id)

    def result(self, job_id: str) -> str:
        return self._url("get_job_result", job_id)


def _route_paths(request: Request) -> dict[str, URLPath]:
    state = request.app.state
    if not hasattr(state, "job_route_paths"):
        state.job_route_paths = {}
    return state.job_route_paths


def _iso_z(moment: datetime | None) -> str | None:
    return None if moment is None else iso_z(moment)


def job_view(urls: JobUrls, job: JobRecord, *, retry_after: int | None = None) -> dict[str, Any]:
    """The job as `GET /api/v1/jobs/{id}` shows it; `retry_after` (pending or running jobs
    only) in place of its own answer's Retry-After, as a job list estimates it."""
    view: dict[str, Any] = {
        "job_id": job.job_id,
        "status": job.status.value,
        "progress": job.progress,
        "created_at": iso_z(job.created_at),
        "started_at": _iso_z(job.started_at),
        "completed_at": _iso_z(job.completed_at),
        "pages": job.pages,
        "idempotency_key": job.idempotency_key,
        "filename": job.filename,
    }
    if job.status is JobStatus.FAILED:
        view["error"] = {"code": job.error_code or "failed", "message": job.error_message or ""}
    if job.status is JobStatus.COMPLETED:
        view["result_url"] = urls.result(job.job_id)
    if job.status in ACTIVE_STATUSES:
        view["poll_url"] = urls.poll(job.job_id)
        view["retry_after"] = retry_after or poll_seconds(job.status)
    return view


def _dumps(value: Any) -> str:
    # As Starlette's JSONResponse encodes.
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def json_envelope(
    request: Request,
    data_json: str,
    *,
    status: int = 200,
    headers: Mapping[str, str] | None = None,
) -> Response:
    """The `{"data", "meta"}` envelope around data already encoded as JSON."""
    body = f'{{"data":{data_json},"meta":{_dumps(meta(request.scope))}}}'
    return Response(body, status, headers=dict(headers or {}), media_type="application/json")


def jobs_with_results_json(
    urls: JobUrls,
    jobs: Sequence[JobRecord],
    results: Mapping[str, str],
    retry_after: Mapping[str, int] | None = None,
) -> str:
    """The job views as a JSON list, each completed job with its stored result as `result`
    (`results`: job id to stored JSON) until INLINE_RESULTS_BYTES of them are in; `retry_after`:
    job id to its estimate (job_view)."""
    parts: list[str] = []
    budget = INLINE_RESULTS_BYTES
    waits = retry_after or {}
    for job in jobs:
        view = _dumps(job_view(urls, job, retry_after=waits.get(job.job_id)))
        raw = results.get(job.job_id)
        if raw is not None and len(raw) <= budget:
            budget -= len(raw)
            view = f'{view[:-1]},"result":{raw}}}'
        parts.append(view)
    return "[" + ",".join(parts) + "]"
