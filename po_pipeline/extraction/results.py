"""Checks on a downloaded result before anything of it is stored, the same for every backend:
it must be served as JSON, fit under a size cap, parse, and have the shape the pipeline
reads. A download that fails them raises `ResultRejected` with a reason code; fetching it
again would bring the same, so the document goes to review with its task id kept.

The cap is the setting `PO_MAX_RESULT_MB` (README, "Configuration"); its default is written
here, once. A download that trickles in (each piece within the read timeout, the whole never
done) is abandoned after `DEFAULT_DOWNLOAD_SECONDS` as a failed poll: the next poll fetches
it again, and the poll budget bounds how often.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import httpx

from po_pipeline.extraction.base import PollFailed, ResultRejected

DEFAULT_MAX_RESULT_MB = 5.0  # a 250-page result is well under 1 MB
DEFAULT_DOWNLOAD_SECONDS = 120.0  # a whole result, however slowly it comes
_JSON_TYPE = re.compile(r"^(application/([\w.+-]+\+)?json|text/json)$")
# Pre-signed storage links (ComPDF's downloads) may carry a generic binary type; such a body
# must still parse and have the shape of a result.
_GENERIC_TYPES = frozenset({"application/octet-stream", "binary/octet-stream"})
_PLAIN = (str, int, float, bool, type(None))


def mb_to_bytes(megabytes: float) -> int:
    return int(megabytes * 1024 * 1024)


DEFAULT_MAX_RESULT_BYTES = mb_to_bytes(DEFAULT_MAX_RESULT_MB)


@dataclass(frozen=True)
class ResultLimits:
    """How large a result may be, and how long its download may take."""

    max_bytes: int = DEFAULT_MAX_RESULT_BYTES
    seconds: float = DEFAULT_DOWNLOAD_SECONDS


def read_json(response: httpx.Response, *, limits: ResultLimits, what: str) -> Any:
    """The parsed body of a streamed 200 answer. Rejected unless typed as JSON, no larger
    than `limits.max_bytes` (by Content-Length, then counted while reading, so an oversized
    body is never held whole) and valid JSON. Not whole within `limits.seconds`: PollFailed."""
    return parse_json(read_body(response, limits=limits, what=what), what=what)


def read_body(response: httpx.Response, *, limits: ResultLimits, what: str) -> bytes:
    """The bytes of a streamed 200 answer, checked as `read_json` checks them, unparsed."""
    max_bytes, seconds = limits.max_bytes, limits.seconds
    kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
    if not (_JSON_TYPE.match(kind) or kind in _GENERIC_TYPES):
        raise ResultRejected(
            "result_not_json", f"{what} was served as {kind or 'no content type'}, not JSON"
        )
    too_large = ResultRejected(
        "result_too_large",
        f"{what} is larger than {max_bytes} bytes (PO_MAX_RESULT_MB); it was not stored",
    )
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > max_bytes:
        raise too_large
    body = bytearray()
    deadline = time.monotonic() + seconds
    for chunk in response.iter_bytes():
        body += chunk
        if len(body) > max_bytes:
            raise too_large
        if time.monotonic() > deadline:
            raise PollFailed(
                f"{what} was still downloading after {seconds:g} s ({len(body)} bytes so far)"
            )
    return bytes(body)


def parse_json(body: bytes, *, what: str) -> Any:
    try:
        return json.loads(body)
    except ValueError as exc:  # UnicodeDecodeError is one
        raise ResultRejected("result_not_json", f"{what} is not valid JSON ({exc})") from None


def checked_result(result: Any, *, what: str) -> dict[str, Any]:
    """`result` if it has the shape validation reads, else ResultRejected: an object whose
    `results` maps each page to an object of plain values (text, number, true/false, null),
    and whose `fields`, when present, maps each field to an object with a numeric (or no)
    `confidence` and a list of objects (or no) `candidates`."""
    problem = _shape_problem(result)
    if problem:
        raise ResultRejected("result_bad_shape", f"{what} is not shaped like a result: {problem}")
    return dict(result)


def _shape_problem(result: Any) -> str | None:
    if not isinstance(result, Mapping):
        return f"a JSON {type(result).__name__}, not an object"
    pages = result.get("results")
    if not isinstance(pages, Mapping):
        return "no per-page `results` object"
    for page, values in pages.items():
        if not isinstance(values, Mapping) or not all(
            isinstance(v, _PLAIN) for v in values.values()
        ):
            return f"page {page!r} is not an object of plain values"
    fields = result.get("fields")
    if fields is None:
        return None
    if not isinstance(fields, Mapping):
        return "`fields` is not an object"
    for name, field in fields.items():
        if not isinstance(field, Mapping):
            return f"field {name!r} is not an object"
        confidence = field.get("confidence")
        if confidence is not None and (
            isinstance(confidence, bool) or not isinstance(confidence, (int, float))
        ):
            return f"the confidence of {name!r} is not a number"
        candidates = field.get("candidates")
        if candidates is not None and not (
            isinstance(candidates, list) and all(isinstance(c, Mapping) for c in candidates)
        ):
            return f"the candidates of {name!r} are not a list of objects"
    return None
