"""What the routes share: the app's settings and store, poll headers, the not-found error,
the upload routes' request body."""

from __future__ import annotations

from typing import Any

from fastapi import Request

from po_pipeline.service.envelope import ApiError
from po_pipeline.service.models import ErrorEnvelope
from po_pipeline.service.pacing import poll_seconds
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobRecord, JobStore

ERROR = {"model": ErrorEnvelope}  # an error answer in the OpenAPI document


def multipart_body(properties: dict[str, Any]) -> dict[str, Any]:
    """An upload route's request body in the OpenAPI document (`openapi_extra`): a multipart
    form with these fields, `file` required and no others."""
    schema = {
        "type": "object",
        "required": ["file"],
        "additionalProperties": False,
        "properties": properties,
    }
    return {
        "requestBody": {
            "required": True,
            "content": {"multipart/form-data": {"schema": schema}},
        }
    }


def settings_of(request: Request) -> ServiceSettings:
    return request.app.state.settings


def store_of(request: Request) -> JobStore:
    return request.app.state.store


def poll_headers(job: JobRecord) -> dict[str, str]:
    seconds = poll_seconds(job.status)
    return {} if seconds is None else {"Retry-After": str(seconds)}


def not_found(job_id: str) -> ApiError:
    return ApiError(404, "job_not_found", f"no job {job_id!r} for this token")
