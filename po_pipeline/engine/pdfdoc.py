"""Opening PDFs safely: header checks, pdfium loading, page rendering, error mapping."""

from __future__ import annotations

import math
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
import pypdfium2 as pdfium

from po_pipeline.engine.errors import ExtractionError

# pdfium is not thread-safe; the service may run several extractions in threads.
PDFIUM_LOCK = threading.RLock()
MIN_RENDER_DPI = 50


def check_bytes(data: bytes, *, max_bytes: int, name: str) -> None:
    """Reject empty, oversized and non-PDF input before any parser sees it."""
    if len(data) == 0:
        raise ExtractionError(
            "empty_file", f"{name} is empty (0 bytes); re-export or re-scan the document."
        )
    if len(data) > max_bytes:
        raise ExtractionError(
            "too_large",
            f"{name} is {len(data) / 1e6:.1f} MB, over the {max_bytes / 1e6:.0f} MB limit; "
            "split the document or compress its images.",
        )
    # The spec allows junk before the header; real-world files put it within the first KiB.
    if b"%PDF-" not in data[:1024]:
        raise ExtractionError(
            "not_pdf", f"{name} is not a PDF (no %PDF- header); upload the purchase order as a PDF."
        )


def _pdfium_error(exc: Exception, name: str) -> ExtractionError:
    text = str(exc).lower()
    if "password" in text or "security" in text:
        return ExtractionError(
            "encrypted", f"{name} is password-protected; remove the password and upload it again."
        )
    return ExtractionError(
        "corrupt",
        f"{name} is damaged and cannot be read ({exc}); re-export or re-scan the document.",
    )


@contextmanager
def open_pdfium(data: bytes, *, name: str) -> Iterator[pdfium.PdfDocument]:
    """Yield an open pdfium document; close it afterwards even on error."""
    with PDFIUM_LOCK:
        try:
            doc = pdfium.PdfDocument(data)
        except pdfium.PdfiumError as exc:
            raise _pdfium_error(exc, name) from exc
    try:
        yield doc
    finally:
        with PDFIUM_LOCK:
            doc.close()


def page_count(doc: pdfium.PdfDocument) -> int:
    with PDFIUM_LOCK:
        return len(doc)


def render_page(
    doc: pdfium.PdfDocument, index: int, *, dpi: int, max_pixels: int, name: str
) -> tuple[np.ndarray, float]:
    """Render a page as a BGR array; returns (image, pixels per PDF point)."""
    with PDFIUM_LOCK:
        page = doc[index]
        try:
            width, height = page.get_size()
            scale = dpi / 72.0
            if width * height * scale * scale > max_pixels:
                scale = math.sqrt(max_pixels / max(width * height, 1.0))
            if scale < MIN_RENDER_DPI / 72.0:
                raise ExtractionError(
                    "too_large",
                    f"{name} page {index + 1} is {width:.0f}x{height:.0f} pt, too large to OCR "
                    "within the render limit; resize the page or supply a text PDF.",
                )
            bitmap = page.render(scale=scale)
            rgb = np.asarray(bitmap.to_pil().convert("RGB"))
        finally:
            page.close()
    # OpenCV-based OCR expects BGR channel order.
    return np.ascontiguousarray(rgb[:, :, ::-1]), scale
