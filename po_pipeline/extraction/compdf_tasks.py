"""Settling an upload whose answer was lost: ComPDF has no idempotency key, so the task it
may have created is looked for in its task list (`GET {base}/task/list`)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx

from po_pipeline.extraction.base import SubmitRequest
from po_pipeline.extraction.compdf_wire import LANGUAGE, TASK_LIST_PATH, body_code, json_object

# Our clock and ComPDF's may disagree a little; a task listed this much before the upload
# started still counts as a candidate (a second candidate makes the answer "not sure").
CLOCK_SKEW = timedelta(seconds=60)
TASK_LIST_PAGE_SIZE = 50


def parse_time(value: Any) -> datetime | None:
    """A task-list timestamp: epoch seconds or milliseconds, or ISO-8601 (naive = UTC)."""
    if isinstance(value, bool) or value in (None, ""):
        return None
    if isinstance(value, (int, float)):
        seconds = value / 1000.0 if value > 1e11 else float(value)
        return datetime.fromtimestamp(seconds, UTC)
    try:
        parsed = datetime.fromisoformat(str(value).strip().replace(" ", "T", 1))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def names_file(task: Mapping[str, Any], filename: str) -> bool:
    files = task.get("fileInfoDTOList") or []
    return any(isinstance(f, Mapping) and f.get("fileName") == filename for f in files)


def find_task(
    api: httpx.Client, request: SubmitRequest, *, submitted_after: datetime
) -> str | None:
    """The task an unconfirmed upload created, from `GET {base}/task/list`.

    Assumed response shape (ComPDF documents the endpoint but not, to our knowledge, its
    body; the test stand-in follows exactly this):
    `{"code": "200", "data": {"list": [{"taskId": str, "createdTime": epoch-ms | ISO-8601,
    "fileInfoDTOList": [{"fileName": str}, ...]}, ...]}}`, newest first; `records` is
    accepted for `list`, and `data` may be the list itself. Only the first page
    (`page=1&size=50&language=2`) is read: reconciliation runs minutes after the upload.

    A task matches when one of its files is named `request.filename` and it was created
    no earlier than `submitted_after` minus CLOCK_SKEW. Exactly one match is an answer;
    none, several, or any error is None (an operator decides)."""
    try:
        response = api.get(
            TASK_LIST_PATH,
            params={"page": "1", "size": str(TASK_LIST_PAGE_SIZE), "language": LANGUAGE},
        )
    except httpx.TransportError:
        return None
    body = json_object(response) if response.status_code == 200 else None
    if body is None or body_code(body) != "200":
        return None
    data = body.get("data")
    tasks = (
        data
        if isinstance(data, list)
        else ((data.get("list") or data.get("records") or []) if isinstance(data, Mapping) else [])
    )
    earliest = submitted_after - CLOCK_SKEW
    found = {
        str(task["taskId"])
        for task in tasks
        if isinstance(task, Mapping)
        and task.get("taskId")
        and names_file(task, request.filename)
        and (created := parse_time(task.get("createdTime") or task.get("createTime")))
        and created >= earliest
    }
    return found.pop() if len(found) == 1 else None
