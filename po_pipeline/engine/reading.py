"""read_pages: a PDF's pages as segments, from the text layer or else by OCR.

What extract_pdf reads before any field rule runs; bench/engine_runs.py keeps it per file
(its --segment-cache), so a change to the field rules alone does not OCR every scan again.
"""

from __future__ import annotations

import io
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pdfplumber

from po_pipeline.engine.errors import ExtractionError
from po_pipeline.engine.ocr import OcrSettings, ocr_segments
from po_pipeline.engine.pdfdoc import check_bytes, open_pdfium, page_count, render_page
from po_pipeline.engine.preflight import StreamBudget, check_streams
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.textlayer import text_layer_segments

__all__ = ["EngineLimits", "read_pages"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class EngineLimits:
    max_pages: int = 50
    max_file_bytes: int = 64 * 1024 * 1024
    max_render_pixels: int = 25_000_000
    # Decoded size of any one content stream, form, font or CMap, and of all of them together.
    max_stream_bytes: int = 64 * 1024 * 1024
    max_total_stream_bytes: int = 256 * 1024 * 1024
    # Declared size of one image: pdfium decodes every pixel before scaling it down.
    max_image_pixels: int = 50_000_000
    ocr_dpi: int = 200
    # onnxruntime threads per OCR call; 1 suits one engine per worker process, workers = cores.
    ocr_threads: int = 1
    # Longest side (pixels) of the image text detection runs on; see OcrSettings.
    ocr_det_max_side: int = 1280
    # Wall-clock budget for one document, checked between pages; None disables it.
    timeout_s: float | None = 600.0


def _read_source(source: Path | bytes) -> tuple[bytes, str]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), "the uploaded file"
    path = Path(source)
    return path.read_bytes(), path.name


def read_pages(
    source: Path | bytes,
    *,
    limits: EngineLimits | None = None,
    on_page: Callable[[int, int], None] | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> list[list[Segment]]:
    """Each page's segments, from its text layer or else by OCR; raises ExtractionError for
    unusable input. extract_pdf is this, then extract_segments."""
    limits = limits or EngineLimits()
    data, name = _read_source(source)
    check_bytes(data, max_bytes=limits.max_file_bytes, name=name)
    started = clock()
    pages: list[list[Segment]] = []
    with open_pdfium(data, name=name) as doc:
        total_pages = page_count(doc)
        if total_pages == 0:
            raise ExtractionError("corrupt", f"{name} has no pages; re-export the document.")
        if total_pages > limits.max_pages:
            raise ExtractionError(
                "too_many_pages",
                f"{name} has {total_pages} pages, over the limit of {limits.max_pages}; "
                "split it into one purchase order per file.",
            )
        check_streams(data, budget=_stream_budget(limits), name=name)
        plumber = _open_plumber(data, name)
        try:
            for index in range(total_pages):
                if limits.timeout_s is not None and clock() - started > limits.timeout_s:
                    raise ExtractionError(
                        "timeout",
                        f"{name}: extraction stopped after {limits.timeout_s:.0f} s at page "
                        f"{index + 1} of {total_pages}; retry later or split the document.",
                    )
                pages.append(_page_segments(doc, plumber, index, limits, name))
                if on_page is not None:
                    on_page(index + 1, total_pages)
        finally:
            if plumber is not None:
                plumber.close()
    return pages


def _stream_budget(limits: EngineLimits) -> StreamBudget:
    return StreamBudget(
        max_stream_bytes=limits.max_stream_bytes,
        max_total_stream_bytes=limits.max_total_stream_bytes,
        max_image_pixels=limits.max_image_pixels,
    )


def _open_plumber(data: bytes, name: str) -> pdfplumber.PDF | None:
    """pdfplumber for word positions; None when pdfminer cannot parse what pdfium could."""
    try:
        return pdfplumber.open(io.BytesIO(data))
    except Exception as exc:  # pdfminer raises many unrelated types on damaged files
        log.warning("%s: text layer unreadable (%s); falling back to OCR", name, exc)
        return None


def _page_segments(
    doc: Any, plumber: pdfplumber.PDF | None, index: int, limits: EngineLimits, name: str
) -> list[Segment]:
    segments: list[Segment] | None = None
    if plumber is not None:
        try:
            segments = text_layer_segments(plumber.pages[index])
        except Exception as exc:  # a broken content stream on one page: OCR that page instead
            log.warning("%s page %d: text layer unreadable (%s); using OCR", name, index + 1, exc)
    if segments is not None:
        return segments
    try:
        image, scale = render_page(
            doc, index, dpi=limits.ocr_dpi, max_pixels=limits.max_render_pixels, name=name
        )
    except ExtractionError:
        raise
    except Exception as exc:
        raise ExtractionError(
            "corrupt",
            f"{name} page {index + 1} cannot be rendered ({exc}); re-export or re-scan it.",
        ) from exc
    settings = OcrSettings(threads=limits.ocr_threads, det_max_side=limits.ocr_det_max_side)
    return ocr_segments(image, scale=scale, settings=settings)
