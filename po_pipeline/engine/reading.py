"""read_document: a PDF's pages as segments, from the text layer or else by OCR.

What extract_pdf reads before any field rule runs; bench/engine_runs.py keeps it per file
(its --segment-cache), so a change to the field rules alone does not OCR every scan again.

A scan with a text layer (a "searchable PDF") carries the OCR of whatever scanner or tool
made it, laid invisibly over the page's image; old or cheap OCR garbles it ("FM elli1Te.:s~ology
Inc."). Such a page is read both ways: its text layer, and our own OCR of its image
(`Reading.own_ocr`); extract_reading takes our OCR's values, the layer a second witness.
"""

from __future__ import annotations

import io
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pdfplumber
import pypdfium2.raw as pdfium_c

from po_pipeline.engine.errors import ExtractionError
from po_pipeline.engine.ocr import OcrSettings, ocr_segments
from po_pipeline.engine.pdfdoc import (
    PDFIUM_LOCK,
    check_bytes,
    open_pdfium,
    page_count,
    render_page,
)
from po_pipeline.engine.preflight import StreamBudget, check_streams
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.textlayer import SCAN_IMAGE_COVERAGE, text_layer

__all__ = ["EngineLimits", "Reading", "read_document", "read_pages"]

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


@dataclass(frozen=True)
class Reading:
    """A document's pages as read (each from its text layer, else by OCR), and for each page
    whose text layer is a scanner's invisible OCR over its image, our own OCR of the image."""

    pages: list[list[Segment]]
    own_ocr: dict[int, list[Segment]] = field(default_factory=dict)

    def with_own_ocr(self) -> list[list[Segment]]:
        """The pages, with our own OCR in place of every scanner's layer."""
        return [self.own_ocr.get(index, page) for index, page in enumerate(self.pages)]


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
    """Each page's segments, from its text layer or else by OCR (a scanner's layer as it is);
    raises ExtractionError for unusable input."""
    return read_document(source, limits=limits, on_page=on_page, clock=clock, own_ocr=False).pages


def read_document(
    source: Path | bytes,
    *,
    limits: EngineLimits | None = None,
    on_page: Callable[[int, int], None] | None = None,
    clock: Callable[[], float] = time.monotonic,
    own_ocr: bool = True,
) -> Reading:
    """Each page's segments, from its text layer or else by OCR, and (`own_ocr`) our own OCR
    of each page whose text layer is a scanner's; raises ExtractionError for unusable input.
    extract_pdf is this, then extract_reading."""
    limits = limits or EngineLimits()
    data, name = _read_source(source)
    check_bytes(data, max_bytes=limits.max_file_bytes, name=name)
    started = clock()
    pages: list[list[Segment]] = []
    own: dict[int, list[Segment]] = {}
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
                segments, covered = _page_segments(doc, plumber, index, limits, name)
                pages.append(segments)
                # Only a page whose images cover most of it is looked at again (in pdfium,
                # which has the glyphs' render mode): a text page pays nothing more.
                if own_ocr and covered >= SCAN_IMAGE_COVERAGE and _scanner_layer(doc, index):
                    own[index] = _ocr_page(doc, index, limits, name)
                if on_page is not None:
                    on_page(index + 1, total_pages)
        finally:
            if plumber is not None:
                plumber.close()
    return Reading(pages, own)


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
) -> tuple[list[Segment], float]:
    """The page's segments, and the share of it images cover when they came from its text
    layer (0 when read by OCR)."""
    segments: list[Segment] | None = None
    covered = 0.0
    if plumber is not None:
        try:
            segments, covered = text_layer(plumber.pages[index])
        except Exception as exc:  # a broken content stream on one page: OCR that page instead
            log.warning("%s page %d: text layer unreadable (%s); using OCR", name, index + 1, exc)
    if segments is not None:
        return segments, covered
    return _ocr_page(doc, index, limits, name), 0.0


def _scanner_layer(doc: Any, index: int) -> bool:
    """Whether every glyph on the page is invisible (text render mode 3) and images cover
    most of it: the OCR layer a scanner or an OCR tool lays over a scan. A page with any
    visible glyph is answered at its first one."""
    with PDFIUM_LOCK:
        page = doc[index]
        try:
            width, height = page.get_size()
            texts, covered = 0, 0.0
            for obj in page.get_objects(max_depth=2):
                if obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT:
                    mode = pdfium_c.FPDFTextObj_GetTextRenderMode(obj.raw)
                    if mode != pdfium_c.FPDF_TEXTRENDERMODE_INVISIBLE:
                        return False
                    texts += 1
                elif obj.type == pdfium_c.FPDF_PAGEOBJ_IMAGE:
                    left, bottom, right, top = obj.get_bounds()
                    covered += max(0.0, right - left) * max(0.0, top - bottom)
            return texts > 0 and covered >= SCAN_IMAGE_COVERAGE * width * height
        finally:
            page.close()


def _ocr_page(doc: Any, index: int, limits: EngineLimits, name: str) -> list[Segment]:
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
