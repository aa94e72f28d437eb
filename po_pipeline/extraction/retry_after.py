"""Retry-After parsing and the poll cadence the pipeline keeps: clamp to [1, 30] s, 3 s default."""

from __future__ import annotations

import email.utils
from collections.abc import Mapping
from datetime import UTC, datetime

MIN_POLL_SECONDS = 1.0
MAX_POLL_SECONDS = 30.0
DEFAULT_POLL_SECONDS = 3.0


def parse_retry_after(headers: Mapping[str, str], *, now: datetime | None = None) -> float | None:
    """Seconds to wait from `retry-after-ms`, or `Retry-After` as seconds or an HTTP date.
    None when the server said nothing usable."""
    millis = headers.get("retry-after-ms")
    if millis:
        try:
            return max(float(millis) / 1000.0, 0.0)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max((when - (now or datetime.now(UTC))).total_seconds(), 0.0)


def poll_delay(retry_after: float | None) -> float:
    """The wait before the next poll: the server's hint clamped to [1, 30] s, else 3 s."""
    if retry_after is None:
        return DEFAULT_POLL_SECONDS
    return min(max(retry_after, MIN_POLL_SECONDS), MAX_POLL_SECONDS)
