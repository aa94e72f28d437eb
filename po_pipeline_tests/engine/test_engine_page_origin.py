"""Positions count from the page as it is shown, whatever corner its media box starts at:
an offset box ("0 100 612 892") and one whose y runs negative ("0 0 612 -792", as some
generators write it) read the same layout as a page whose box starts at (0, 0)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import RectangleObject
from reportlab.pdfgen import canvas

from po_pipeline.engine.reading import read_pages


def _page(box: tuple[float, float, float, float]) -> bytes:
    """A letter page whose media box is `box`, with a title 90 pt under its top edge and a
    line 60 pt from its left edge and 300 pt under the top."""
    x0, y0, x1, y1 = box
    top = max(y0, y1)
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=(612, 792))
    c.setFont("Helvetica", 12)
    c.drawString(x0 + 60, top - 90 - 12, "PURCHASE ORDER 641802")
    c.drawString(x0 + 60, top - 300 - 12, "Supplier: Acme Supplies Ltd")
    c.save()
    reader = PdfReader(io.BytesIO(out.getvalue()))
    page = reader.pages[0]
    page.mediabox = RectangleObject(box)
    page.cropbox = RectangleObject(box)
    writer = PdfWriter()
    writer.add_page(page)
    pdf = io.BytesIO()
    writer.write(pdf)
    return pdf.getvalue()


@pytest.mark.parametrize(
    "box",
    [(0, 0, 612, 792), (0, 100, 612, 892), (0, 0, 612, -792), (0, -792, 612, 0), (30, 0, 642, 792)],
)
def test_positions_count_from_the_shown_pages_top_left(box: tuple[float, ...]) -> None:
    (page,) = read_pages(_page(box))
    by_text = {s.text: s for s in page}
    title = by_text["PURCHASE ORDER 641802"]
    supplier = by_text["Supplier: Acme Supplies Ltd"]
    assert 85 <= title.top <= 95
    assert 295 <= supplier.top <= 305
    assert title.x0 == pytest.approx(60, abs=1)
