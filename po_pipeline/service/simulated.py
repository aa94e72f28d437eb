"""Benchmark-only stand-in for the engine: `po-pipeline serve --simulate-latency SECONDS`.

Every job sleeps exactly that long in its worker and then completes with a made-up but
valid result, so a benchmark measures the orchestration (uploads, polls, the in-flight
window, the ledger, Dagster) against a service whose speed is known exactly. The result
says `engine.name == "simulated"`; no production path turns this mode on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

SIMULATED_ENGINE = {"name": "simulated", "version": "1"}
SIMULATED_SUPPLIER = "Simulated Supplies Ltd"
SIMULATED_TOTAL = "100.00"


def simulated_result(job_id: str) -> dict[str, Any]:
    """A one-page result that clears validation and the trust gate; the order number comes
    from the job id, so every job's differs and the same job always gives the same one."""
    values = {
        "order_number": "SIM-" + job_id.removeprefix("job_")[:12].upper(),
        "supplier": SIMULATED_SUPPLIER,
        "total": SIMULATED_TOTAL,
    }
    fields = {
        name: {
            "value": value,
            "confidence": 1.0,
            "page": 1,
            "bbox": None,
            "source": "text",
            "candidates": [{"value": value, "confidence": 1.0}],
        }
        for name, value in values.items()
    }
    return {"results": {"Page_1": values}, "fields": fields, "pages": 1, "engine": SIMULATED_ENGINE}


def simulate(
    job_id: str, seconds: float, *, sleep: Callable[[float], None] = time.sleep
) -> dict[str, Any]:
    """Sleep `seconds`, then return the job's simulated result."""
    sleep(seconds)
    return simulated_result(job_id)
