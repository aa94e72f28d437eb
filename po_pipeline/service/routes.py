"""The jobs API (docs/ARCHITECTURE.md, "Extraction service API"), its routes in order:
create_route.py (POST), list_route.py (GET the list), then here the routes of one job and
the health probe."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from po_pipeline.service import batch_route, create_route, list_route
from po_pipeline.service.auth import Owner
from po_pipeline.service.dispatcher import upload_path
from po_pipeline.service.envelope import ApiError, envelope
from po_pipeline.service.models import (
    HealthEnvelope,
    JobEnvelope,
    JobStatus,
    ResultEnvelope,
)
from po_pipeline.service.route_common import ERROR, not_found, poll_headers, settings_of, store_of
from po_pipeline.service.views import (
    JobUrls,
    job_view,
    json_envelope,
)

router = APIRouter()
# In this order, which is the OpenAPI document's.
router.include_router(create_route.router)
router.include_router(batch_route.router)
router.include_router(list_route.router)


@router.get(
    "/api/v1/jobs/{job_id}",
    name="get_job",
    response_model=JobEnvelope,
    responses={401: ERROR, 404: ERROR},
)
def get_job(request: Request, owner: Owner, job_id: str) -> JSONResponse:
    """The job's state; `Retry-After` says when to poll again while it is not finished."""
    job = store_of(request).get(job_id, owner=owner)
    if job is None:
        raise not_found(job_id)
    return envelope(request, job_view(JobUrls(request), job), headers=poll_headers(job))


@router.get(
    "/api/v1/jobs/{job_id}/result",
    name="get_job_result",
    response_model=ResultEnvelope,
    responses={401: ERROR, 404: ERROR, 409: ERROR},
)
def get_job_result(request: Request, owner: Owner, job_id: str) -> Response:
    """The engine's result once the job is completed; 409 before that."""
    store = store_of(request)
    job = store.get(job_id, owner=owner)
    if job is None:
        raise not_found(job_id)
    if job.status is not JobStatus.COMPLETED:
        if job.status is JobStatus.FAILED:
            detail = f"failed ({job.error_code}: {job.error_message}); it has no result"
        else:
            detail = f"{job.status.value}; poll {job_id} until its status is completed"
        raise ApiError(
            409, "job_not_completed", f"job {job_id} is {detail}", headers=poll_headers(job)
        )
    raw = store.result_json(job_id)
    if raw is None:
        raise not_found(job_id)
    return json_envelope(request, raw)  # as stored: not parsed and encoded again


@router.delete(
    "/api/v1/jobs/{job_id}",
    status_code=204,
    response_class=Response,
    responses={401: ERROR, 404: ERROR},
)
def delete_job(request: Request, owner: Owner, job_id: str) -> Response:
    """Cancel a pending or running job (it stays visible as `cancelled`); delete a finished
    one (completed, failed or cancelled) with its upload and result."""
    store = store_of(request)
    for _ in range(3):  # the job may finish between the two guarded statements
        if store.cancel(job_id, owner=owner) or store.delete_finished(job_id, owner=owner):
            upload_path(settings_of(request), job_id).unlink(missing_ok=True)
            return Response(status_code=204)
        if store.get(job_id, owner=owner) is None:
            break
    raise not_found(job_id)


@router.get("/healthz", response_model=HealthEnvelope)
def healthz(request: Request) -> JSONResponse:
    """Liveness and queue depth; no authentication."""
    counts = store_of(request).count_by_status()
    data = {
        "status": "ok",
        "workers": settings_of(request).workers,
        "queue": counts[JobStatus.PENDING],
        "running": counts[JobStatus.RUNNING],
    }
    return envelope(request, data)
