"""ComPDF's wire format: its paths and the `{"code", "msg", "data"}` body every answer has."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from po_pipeline.field_schema import FieldSchema

SUBMIT_PATH = "/processAsync/idp/documentExtract"
TASK_INFO_PATH = "/task/taskInfo"
TASK_LIST_PATH = "/task/list"
LANGUAGE = "2"


def body_code(body: Mapping[str, Any]) -> str:
    return str(body.get("code", "")).strip()


def body_message(body: Mapping[str, Any]) -> str:
    return str(body.get("msg") or body.get("message") or "")[:200]


def json_object(response: httpx.Response) -> dict[str, Any] | None:
    try:
        body = response.json()
    except (ValueError, UnicodeDecodeError):
        return None
    return body if isinstance(body, dict) else None


def extract_fields(schema: FieldSchema) -> dict[str, Any]:
    """The `extractFields` parameter ComPDF's extraction API expects for `schema`."""
    return {
        "name": schema.name,
        "keys": {f.name: {"prompt": f.prompt, "mapping": None} for f in schema.fields},
    }
