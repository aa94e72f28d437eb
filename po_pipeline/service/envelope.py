"""The response envelope, API errors, the request-id middleware and the error handlers.

Every response, success or error, from a route or from the framework (404 unknown route,
405, 422), carries `meta` with the request id that also appears in the log line and in the
X-Request-ID header.
"""

from __future__ import annotations

import logging
import re
import secrets
import time
from datetime import UTC, datetime
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from po_pipeline.clock import utc_now
from po_pipeline.service.models import API_VERSION

log = logging.getLogger("po_pipeline.service.access")


def iso_z(moment: datetime) -> str:
    """A timestamp as the API writes it: ISO-8601 UTC, milliseconds, a `Z` suffix."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


REQUEST_ID_HEADER = "X-Request-ID"
_CLIENT_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{8,64}$")
_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")
_STATUS_CODES = {
    400: "bad_request",
    401: "unauthorized",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    429: "queue_full",
}


class ApiError(Exception):
    """An error answer: HTTP status, machine-readable code and a message saying what to do."""

    def __init__(
        self, status: int, code: str, message: str, *, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers or {}


def _state(scope: Scope) -> dict[str, Any]:
    return scope.setdefault("state", {})


def meta(scope: Scope) -> dict[str, Any]:
    state = _state(scope)
    started = state.get("started", time.perf_counter())
    return {
        "request_id": state.get("request_id", ""),
        "timestamp": iso_z(utc_now()),
        "duration_ms": round((time.perf_counter() - started) * 1000, 2),
        "api_version": API_VERSION,
    }


def envelope(
    request: Request, data: Any, *, status: int = 200, headers: dict[str, str] | None = None
) -> JSONResponse:
    return JSONResponse({"data": data, "meta": meta(request.scope)}, status, headers=headers)


def error_response(
    scope: Scope, status: int, code: str, message: str, headers: dict[str, str] | None = None
) -> JSONResponse:
    body = {"error": {"code": code, "message": message}, "meta": meta(scope)}
    return JSONResponse(body, status, headers=headers)


async def _api_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiError)
    return error_response(request.scope, exc.status, exc.code, exc.message, exc.headers)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    code = _STATUS_CODES.get(exc.status_code, f"http_{exc.status_code}")
    message = str(exc.detail)
    if exc.status_code == 404 and message == "Not Found":
        message = f"no such route: {request.method} {request.url.path}"
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        message = f"{request.method} is not allowed on {request.url.path}"
        # Starlette names only the first route matching the path; list them all.
        headers["Allow"] = ", ".join(_allowed_methods(request))
    return error_response(request.scope, exc.status_code, code, message, headers)


def _allowed_methods(request: Request) -> list[str]:
    allowed = []
    for method in _METHODS:
        probe = {**request.scope, "method": method}
        if any(route.matches(probe)[0] is Match.FULL for route in request.app.router.routes):
            allowed.append(method)
    return allowed


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    problems = []
    for err in exc.errors():
        where = ".".join(str(part) for part in err.get("loc", ()))
        problems.append(f"{where}: {err.get('msg', 'invalid')}")
    message = "invalid request: " + "; ".join(problems)
    return error_response(request.scope, 422, "validation_error", message)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(RequestValidationError, _validation_error)


class RequestContextMiddleware:
    """Assigns the request id, stamps X-Request-ID, logs one line per request, and turns
    unhandled exceptions into a 500 envelope. Never logs headers (they carry the token)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        incoming = dict(scope.get("headers") or {}).get(b"x-request-id", b"").decode("latin-1")
        request_id = (
            incoming if _CLIENT_REQUEST_ID.match(incoming) else "req_" + secrets.token_hex(12)
        )
        state = _state(scope)
        state["request_id"] = request_id
        state["started"] = time.perf_counter()
        status: list[int] = []

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])
                MutableHeaders(scope=message).append(REQUEST_ID_HEADER, request_id)
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            log.exception("request_id=%s unhandled error", request_id)
            if status:
                raise
            response = error_response(scope, 500, "internal_error", _internal_message(request_id))
            await response(scope, receive, send_with_id)
        finally:
            log.info(
                "request_id=%s method=%s path=%s status=%s owner=%s duration_ms=%.1f",
                request_id,
                scope.get("method"),
                scope.get("path"),
                status[0] if status else "-",
                state.get("owner", "-"),
                (time.perf_counter() - state["started"]) * 1000,
            )


def _internal_message(request_id: str) -> str:
    return f"internal error; quote request id {request_id} when reporting it"
