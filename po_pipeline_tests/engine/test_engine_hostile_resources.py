"""Hostile PDFs that attack resources rather than the parser: streams that inflate to hundreds
of MB, an oversized image, 250 pages, JavaScript actions. Each must end in a clear error or a
normal result, and extracting it in a fresh process must peak under 1 GiB RSS. The files are
built in memory by po_pipeline_tests.hostile_pdfs."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from po_pipeline.engine import EngineLimits, ExtractionError, extract_pdf
from po_pipeline_tests.hostile_pdfs import (
    HANG_JS,
    SEED,
    GiB,
    MiB,
    content_bomb,
    encrypted,
    form_bomb,
    image_bomb,
    javascript_pdf,
    pages_250,
)

SEED_FIELDS = {"order_number": "PO-2026-017", "supplier": "上海教学设备有限公司", "total": "128.50"}


@pytest.mark.parametrize(
    ("make", "code", "hint"),
    [
        (content_bomb, "too_large", "page 1 inflates past"),
        (form_bomb, "too_large", "page 1 inflates past"),
        (image_bomb, "too_large", "10000x10000 image"),
        (pages_250, "too_many_pages", "250 pages, over the limit of 50"),
    ],
    ids=["content-stream-bomb", "form-xobject-bomb", "image-bomb", "250-pages"],
)
def test_resource_attacks_end_in_a_clear_error(
    make: Callable[[], bytes], code: str, hint: str
) -> None:
    data = make()
    assert len(data) < 2 * MiB  # small on disk: the size is all in the decoding
    started = time.monotonic()
    with pytest.raises(ExtractionError) as info:
        extract_pdf(data)
    assert info.value.code == code
    assert hint in str(info.value)
    assert "the uploaded file" in str(info.value)
    assert time.monotonic() - started < 10


def test_stream_limits_are_configurable() -> None:
    # 8 MiB of content passes the default limit but not a 4 MiB one.
    data = content_bomb(mib=8)
    with pytest.raises(ExtractionError, match="inflates to 8 MiB, over the 4 MiB limit"):
        extract_pdf(data, limits=EngineLimits(max_stream_bytes=4 * MiB))
    result = extract_pdf(data, limits=EngineLimits(ocr_dpi=72))
    assert result["pages"] == 1


def test_javascript_is_never_run_and_the_document_extracts() -> None:
    data = javascript_pdf()
    root = PdfReader(io.BytesIO(data)).trailer["/Root"]
    assert root["/OpenAction"]["/JS"] == HANG_JS
    assert root["/Names"]["/JavaScript"]["/Names"][1]["/S"] == "/JavaScript"
    started = time.monotonic()
    result = extract_pdf(data)
    assert time.monotonic() - started < 10
    assert {k: v["value"] for k, v in result["fields"].items()} == SEED_FIELDS


_CHILD = """
import json, sys
from pathlib import Path
from po_pipeline.engine import ExtractionError, extract_pdf
try:
    answer = {"fields": {k: v["value"] for k, v in extract_pdf(sys.argv[1])["fields"].items()}}
except ExtractionError as exc:
    answer = {"error": exc.code}
# VmHWM is this image's own peak RSS; ru_maxrss would carry over the forking parent's peak.
status = Path("/proc/self/status").read_text()
answer["peak_rss"] = int(status.split("VmHWM:")[1].split()[0]) * 1024
print(json.dumps(answer))
"""


def _truncated() -> bytes:
    data = SEED.read_bytes()
    return data[: len(data) // 2]


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda: b"", {"error": "empty_file"}),
        (lambda: b"PK\x03\x04 renamed zip", {"error": "not_pdf"}),
        (_truncated, {"error": "corrupt"}),
        (encrypted, {"error": "encrypted"}),
        (content_bomb, {"error": "too_large"}),
        (form_bomb, {"error": "too_large"}),
        (image_bomb, {"error": "too_large"}),
        (pages_250, {"error": "too_many_pages"}),
        (javascript_pdf, {"fields": SEED_FIELDS}),
        # Just under the stream limit: read in full, then OCR'd because it holds no text.
        (lambda: content_bomb(mib=60), {"fields": dict.fromkeys(SEED_FIELDS, "")}),
        # A 49 MP image, just under the image limit: decoded, rendered down, OCR'd.
        (lambda: image_bomb(side=7000), {"fields": dict.fromkeys(SEED_FIELDS, "")}),
    ],
    ids=[
        "empty",
        "not-pdf",
        "truncated",
        "encrypted",
        "content-bomb",
        "form-bomb",
        "image-bomb",
        "250-pages",
        "javascript",
        "60-MiB-content",
        "49-MP-image",
    ],
)
def test_hostile_file_peaks_under_1_gib_in_a_fresh_process(
    tmp_path: Path, make: Callable[[], bytes], expected: dict[str, object]
) -> None:
    path = tmp_path / "hostile.pdf"
    path.write_bytes(make())
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    answer = json.loads(proc.stdout.strip().splitlines()[-1])
    peak = answer.pop("peak_rss")
    assert answer == expected
    assert peak < GiB, f"peak RSS {peak / MiB:.0f} MiB"
