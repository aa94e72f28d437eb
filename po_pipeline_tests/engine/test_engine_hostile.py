"""Hostile and unusable input: every case raises ExtractionError with the right code and a
message that says what to do; none crashes, hangs or returns made-up fields."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter

from po_pipeline.engine import EngineLimits, ExtractionError, extract_pdf

SEED = Path(__file__).resolve().parents[2] / "data" / "inbox" / "PO-2026-017.pdf"


def _encrypted(user_password: str) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(SEED))
    writer.encrypt(user_password=user_password, owner_password="owner-secret", algorithm="AES-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _blank_pages(n: int) -> bytes:
    writer = PdfWriter()
    for _ in range(n):
        writer.add_blank_page(width=200, height=200)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("make", "code", "hint"),
    [
        (lambda: b"", "empty_file", "empty"),
        (lambda: b"PK\x03\x04 this is a zip file", "not_pdf", "not a PDF"),
        (lambda: "采购单号：PO-1 合计金额：5".encode(), "not_pdf", "not a PDF"),
        (lambda: SEED.read_bytes()[: len(SEED.read_bytes()) // 2], "corrupt", "damaged"),
        (lambda: SEED.read_bytes()[:400], "corrupt", "damaged"),
        (lambda: b"%PDF-1.7\n" + b"\x00garbage" * 100, "corrupt", "damaged"),
        (lambda: _encrypted("secret"), "encrypted", "password"),
        (lambda: _blank_pages(51), "too_many_pages", "51 pages"),
    ],
    ids=[
        "empty",
        "zip",
        "text",
        "truncated-half",
        "truncated-head",
        "garbage",
        "encrypted",
        "51-pages",
    ],
)
def test_bad_input_raises_extraction_error(make, code: str, hint: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ExtractionError) as info:
        extract_pdf(make())
    assert info.value.code == code
    assert hint in str(info.value)


def test_error_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "scan-0042.pdf"
    path.write_bytes(b"")
    with pytest.raises(ExtractionError, match="scan-0042.pdf is empty"):
        extract_pdf(path)


def test_file_over_size_limit() -> None:
    with pytest.raises(ExtractionError) as info:
        extract_pdf(SEED, limits=EngineLimits(max_file_bytes=1000))
    assert info.value.code == "too_large"


def test_page_limit_is_configurable() -> None:
    with pytest.raises(ExtractionError) as info:
        extract_pdf(_blank_pages(3), limits=EngineLimits(max_pages=2))
    assert info.value.code == "too_many_pages"


def test_owner_password_only_still_extracts() -> None:
    # Permissions-only encryption (empty user password) opens in any viewer; so should we.
    result = extract_pdf(_encrypted(""))
    assert result["fields"]["order_number"]["value"] == "PO-2026-017"


def test_timeout_between_pages() -> None:
    ticks: Iterator[float] = iter([0.0, 0.5, 100.0, 200.0])
    with pytest.raises(ExtractionError) as info:
        extract_pdf(_blank_pages(3), limits=EngineLimits(timeout_s=10), clock=lambda: next(ticks))
    assert info.value.code == "timeout"
    assert "page 2 of 3" in str(info.value)


def test_blank_page_yields_empty_fields_not_an_error() -> None:
    result = extract_pdf(_blank_pages(1))
    assert result["results"] == {"Page_1": {"order_number": "", "supplier": "", "total": ""}}
    assert all(f["confidence"] == 0.0 for f in result["fields"].values())
