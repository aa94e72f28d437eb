"""Hostile PDFs that attack resources rather than the parser: streams that inflate to hundreds
of MB, an oversized image, 250 pages, JavaScript actions. Each must end in a clear error or a
normal result, and extracting it in a fresh process must peak under 1 GiB RSS.

Every file is built here, small on disk (the bombs are ~300 KB of deflate data)."""

from __future__ import annotations

import io
import json
import struct
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, DictionaryObject, NameObject, TextStringObject

from po_pipeline.engine import EngineLimits, ExtractionError, extract_pdf

SEED = Path(__file__).resolve().parents[2] / "data" / "inbox" / "PO-2026-017.pdf"
SEED_FIELDS = {"order_number": "PO-2026-017", "supplier": "上海教学设备有限公司", "total": "128.50"}
MiB = 1024 * 1024
GiB = 1024 * MiB
# If any engine ran this script the extraction would never return.
HANG_JS = "while (true) { app.alert('pwned'); }"


def _deflate_repeated(chunk: bytes, times: int) -> bytes:
    """zlib data for `chunk * times` without compressing all of it: after a full flush the
    compressor restarts, so every further copy of the chunk compresses to the same bytes."""
    c = zlib.compressobj(9)
    head = c.compress(chunk) + c.flush(zlib.Z_FULL_FLUSH)
    body = c.compress(chunk) + c.flush(zlib.Z_FULL_FLUSH)
    end = c.flush()[:-4]  # the final block; its checksum covers two chunks, not `times`
    adler = 1
    for _ in range(times):
        adler = zlib.adler32(chunk, adler)
    return head + body * (times - 1) + end + struct.pack(">I", adler)


def _stream(data: bytes, extra: bytes = b"") -> bytes:
    return (
        b"<< /Length %d /Filter /FlateDecode %s >>\nstream\n" % (len(data), extra)
        + data
        + b"\nendstream"
    )


def _raw_pdf(objects: list[bytes]) -> bytes:
    """A one-page PDF from object bodies numbered from 1 (catalog, pages, page, ...)."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


_HEAD = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>"]


def content_bomb(mib: int = 300) -> bytes:
    """A page whose content stream inflates to `mib` MiB of spaces."""
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>"
    return _raw_pdf([*_HEAD, page, _stream(_deflate_repeated(b" " * MiB, mib))])


def form_bomb() -> bytes:
    """The same bomb one level down, in a form XObject the page draws."""
    page = (
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /XObject << /Fm0 5 0 R >> >> /Contents 4 0 R >>"
    )
    form = _stream(
        _deflate_repeated(b" " * MiB, 300), b"/Type /XObject /Subtype /Form /BBox [0 0 595 842]"
    )
    return _raw_pdf([*_HEAD, page, _stream(zlib.compress(b"/Fm0 Do")), form])


def image_bomb(side: int = 10000) -> bytes:
    """A side x side RGB image (300 MB of pixels by default) drawn over the whole page."""
    page = (
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>"
    )
    pixels = _deflate_repeated(b"\x00" * (3 * side * 10), side // 10)
    image = _stream(
        pixels,
        b"/Type /XObject /Subtype /Image /Width %d /Height %d "
        b"/ColorSpace /DeviceRGB /BitsPerComponent 8" % (side, side),
    )
    return _raw_pdf(
        [*_HEAD, page, _stream(zlib.compress(b"q 595 0 0 842 0 0 cm /Im0 Do Q")), image]
    )


def javascript_pdf() -> bytes:
    """The text seed with a looping script as document-level JS, OpenAction and page action."""
    writer = PdfWriter(clone_from=PdfReader(SEED))
    action = DictionaryObject(
        {
            NameObject("/S"): NameObject("/JavaScript"),
            NameObject("/JS"): TextStringObject(HANG_JS),
        }
    )
    root = writer.root_object
    root[NameObject("/OpenAction")] = action
    root[NameObject("/Names")] = DictionaryObject(
        {
            NameObject("/JavaScript"): DictionaryObject(
                {NameObject("/Names"): ArrayObject([TextStringObject("hang"), action])}
            )
        }
    )
    writer.pages[0][NameObject("/AA")] = DictionaryObject({NameObject("/O"): action})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def pages_250() -> bytes:
    writer = PdfWriter()
    for _ in range(250):
        writer.add_blank_page(width=595, height=842)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def encrypted() -> bytes:
    writer = PdfWriter(clone_from=PdfReader(SEED))
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="AES-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


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
