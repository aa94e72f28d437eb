"""Hand-set page layouts for engine tests."""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from po_pipeline.engine.extract import DocumentContext, extract_segments, page_view
from po_pipeline.engine.party_context import context
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema
from po_pipeline.samples import FONT_NAME, register_cjk_font

Line = tuple[float, float, str, float]
SCHEMA = load_schema()


def seg(text: str, x0: float, top: float, *, h: float = 10.0) -> Segment:
    """A text-layer segment whose width follows its text, as an `h` pt font would set it."""
    width = sum(h if ord(ch) > 0x2E80 else 0.55 * h for ch in text)
    return Segment(text, x0, top, x0 + width, top + h, "text")


def right(text: str, x1: float, top: float) -> Segment:
    """A right-aligned cell ending at x1, as amount columns are set."""
    s = seg(text, 0, top)
    return Segment(text, x1 - s.x1, top, x1, top + 10, "text")


def page_fields(page: list[Segment]) -> dict:
    """The engine's fields (shipped models and calibration) of a one-page document."""
    return extract_segments([page], SCHEMA)["fields"]


def supplier_context(page: list[Segment], text: str) -> dict[str, float]:
    """engine.party_context.context for the supplier of the segment reading `text`."""
    view = page_view(page, SCHEMA, DocumentContext())
    i = next(k for k, s in enumerate(view.segments) if s.text == text)
    return context(view, i, "supplier")


def page_pdf(lines: list[Line]) -> bytes:
    """One A4 page with each (x, y-from-top, text, size) set in the CJK font."""
    register_cjk_font()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    for x, y, text, size in lines:
        canvas.setFont(FONT_NAME, size)
        canvas.drawString(x, 842 - y, text)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()
