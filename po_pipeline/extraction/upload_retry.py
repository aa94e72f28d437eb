"""Sending an upload again until its answer is usable: one document (`POST /api/v1/jobs`)
or a batch (`POST /api/v1/jobs/batch`), both under the same idempotency keys, so a request
sent twice makes no second job."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
from tenacity import RetryError, Retrying, retry_if_exception_type, stop_after_attempt

from po_pipeline.extraction.local_wire import Unreadable
from po_pipeline.extraction.retry_after import parse_retry_after


class Busy(Exception):
    """A busy or failing answer (429, 5xx) worth waiting for: its Retry-After, if any, is at
    most the caller's longest wait."""

    def __init__(self, response: httpx.Response, retry_after: float | None) -> None:
        super().__init__(f"service busy ({response.status_code})")
        self.response = response
        self.retry_after = retry_after


class UploadLost(Exception):
    """Every attempt ended with no answer or an unreadable one."""

    def __init__(self, last: BaseException) -> None:
        super().__init__(str(last))
        self.last = last

    @property
    def what(self) -> str:
        return "an unreadable answer" if isinstance(self.last, Unreadable) else "no answer"


def send_until_answered(
    send: Callable[[], httpx.Response],
    check: Callable[[httpx.Response], None],
    *,
    attempts: int,
    wait: Callable[[Any], float],
    sleep: Callable[[float], None],
    max_wait: float,
) -> httpx.Response:
    """The answer to `send`, sent up to `attempts` times: again after a lost request, an
    answer `check` finds unreadable (it raises Unreadable), or a busy one whose Retry-After
    is at most `max_wait`. Still busy after the last attempt: that answer, for the caller to
    queue the documents again. No usable answer at all: UploadLost."""

    def attempt() -> httpx.Response:
        response = send()
        check(response)
        if response.status_code == 429 or response.status_code >= 500:
            retry_after = parse_retry_after(response.headers)
            if retry_after is None or retry_after <= max_wait:
                raise Busy(response, retry_after)
        return response

    retrying = Retrying(
        retry=retry_if_exception_type((httpx.TransportError, Busy, Unreadable)),
        stop=stop_after_attempt(attempts),
        wait=wait,
        sleep=sleep,
    )
    try:
        return retrying(attempt)
    except RetryError as exc:
        last = exc.last_attempt.exception()
        if isinstance(last, Busy):
            return last.response
        raise UploadLost(last) from last
