"""Engine stand-ins for the service tests, selected with the service's hidden `--engine`.

The service and its workers import this file as the top-level module `engines`: the
fixtures in conftest.py put this directory on the service's PYTHONPATH (see
`engine_env`). It is test code only and never ships in the `po_pipeline` package, because
`crashing_extract` kills its process on a marker in the uploaded bytes.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

# Imported with this module, as the real engine is, so the service's warm-up (runner.warm_up)
# loads the PDF libraries before the first job's time limit starts.
from po_pipeline.engine import extract_pdf


def slow_extract(source: Any, **kwargs: Any) -> dict[str, Any]:
    """The real engine, after sleeping $PO_TEST_ENGINE_DELAY_S (default 3) in 0.1 s steps."""
    delay = float(os.environ.get("PO_TEST_ENGINE_DELAY_S", "3"))
    on_page = kwargs.get("on_page")
    steps = max(1, int(delay / 0.1))
    for _ in range(steps):
        time.sleep(delay / steps)
        if on_page is not None:
            on_page(0, 1)  # lets cancellation and the time limit act while we sleep
    return extract_pdf(source, **kwargs)


def crashing_extract(source: Any, **kwargs: Any) -> dict[str, Any]:
    """The real engine, except that markers in the PDF bytes misbehave: b'CRASH-ME' kills
    the process after 0.3 s (like a segfaulting native library; b'CRASH-LATE' after 1.5 s),
    b'HANG-ME' never returns, b'SLOW-ME' takes 1.5 s first."""
    data = source if isinstance(source, bytes) else Path(source).read_bytes()
    if b"CRASH-ME" in data:
        time.sleep(0.3)
        os._exit(70)
    if b"CRASH-LATE" in data:
        time.sleep(1.5)
        os._exit(70)
    if b"HANG-ME" in data:
        time.sleep(3600)
    if b"SLOW-ME" in data:
        for _ in range(15):
            time.sleep(0.1)
            if kwargs.get("on_page") is not None:
                kwargs["on_page"](0, 1)
    return extract_pdf(source, **kwargs)
