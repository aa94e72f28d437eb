"""Retry-After parsing (ms, seconds, HTTP date) and the clamped poll cadence."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from po_pipeline.extraction.retry_after import parse_retry_after, poll_delay

NOW = datetime(2026, 11, 30, 12, 0, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("headers", "seconds"),
    [
        ({}, None),
        ({"retry-after": "2"}, 2.0),
        ({"retry-after": "0.5"}, 0.5),
        ({"retry-after-ms": "1500", "retry-after": "9"}, 1.5),
        ({"retry-after": "Mon, 30 Nov 2026 12:00:10 GMT"}, 10.0),
        ({"retry-after": "Mon, 30 Nov 2026 11:00:00 GMT"}, 0.0),
        ({"retry-after": "soon"}, None),
        ({"retry-after": "-4"}, 0.0),
    ],
)
def test_parse_retry_after(headers: dict[str, str], seconds: float | None) -> None:
    assert parse_retry_after(headers, now=NOW) == seconds


@pytest.mark.parametrize(
    ("hint", "delay"),
    [(None, 3.0), (0.0, 1.0), (0.2, 1.0), (2.0, 2.0), (30.0, 30.0), (3600.0, 30.0)],
)
def test_poll_delay_is_clamped_to_1_to_30_seconds_with_3_by_default(
    hint: float | None, delay: float
) -> None:
    assert poll_delay(hint) == delay
