"""Bearer-token authentication: tokens are compared in constant time and never logged; the
token's NAME owns the jobs it creates."""

from __future__ import annotations

import hmac
from collections.abc import Mapping
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from po_pipeline.service.envelope import ApiError

bearer = HTTPBearer(auto_error=False, description="Authorization: Bearer <token>")


def match_token(tokens: Mapping[str, str], presented: str) -> str | None:
    """The name owning `presented`; compares against every token in constant time."""
    owner = None
    for name, token in tokens.items():
        if hmac.compare_digest(token.encode("utf-8"), presented.encode("utf-8")):
            owner = name
    return owner


async def require_owner(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> str:
    """The token name behind the request's bearer token, else 401. Stored for the access log.
    Async though it never awaits: FastAPI runs a plain function dependency in its thread
    pool, a thread hop per request that cost the service more CPU than the check."""
    tokens = request.app.state.settings.tokens
    owner = match_token(tokens, credentials.credentials) if credentials else None
    if owner is None:
        raise ApiError(
            401,
            "unauthorized",
            "missing or unknown bearer token: send Authorization: Bearer <token>",
            headers={"WWW-Authenticate": "Bearer"},
        )
    request.state.owner = owner
    return owner


Owner = Annotated[str, Depends(require_owner)]
