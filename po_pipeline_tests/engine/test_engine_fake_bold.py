"""Fake bold: a generator that prints each glyph twice, a fraction of a point apart, reads
as doubled letters ("SSuupppplliieerr") unless the second copy is dropped. Only a glyph
repeated in the same font and size within a quarter of its size (at most a point) counts:
repeated letters side by side and a line printed twice elsewhere stay."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

from po_pipeline.engine.extract import extract_pdf
from po_pipeline.engine.reading import read_pages


def _order(bold_offsets: tuple[float, ...]) -> bytes:
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=(595, 842))

    def line(x: float, y: float, text: str, size: float = 11) -> None:
        c.setFont("Helvetica", size)
        for dx in (0.0, *bold_offsets):
            c.drawString(x + dx, y, text)

    line(60, 780, "PURCHASE ORDER", 16)
    line(60, 740, "Order No.: PO-4411-2300")
    line(60, 700, "Supplier: Bellweather Tooling Ltd")
    line(60, 680, "11 Mill Lane, Leeds LS1 1AA")
    c.setFont("Helvetica", 10)
    c.drawString(60, 600, "Widget assembly 1100 pcs")
    c.drawString(400, 600, "1,100.00")
    line(300, 520, "Total amount: GBP 1,100.00")
    c.setFont("Helvetica", 8)
    c.drawString(60, 100, "Bellweather Tooling Ltd")
    c.save()
    return out.getvalue()


def test_glyphs_printed_twice_read_once() -> None:
    (page,) = read_pages(_order((0.35,)))
    texts = [s.text for s in page]
    assert "Supplier: Bellweather Tooling Ltd" in texts
    assert "Total amount: GBP 1,100.00" in texts
    assert not any("SSuu" in t or "PPUURR" in t for t in texts)


def test_a_fake_bold_order_reads_as_a_plain_one() -> None:
    plain, bold = extract_pdf(_order(())), extract_pdf(_order((0.3, 0.6)))
    values = {k: v["value"] for k, v in bold["fields"].items()}
    assert values == {
        "order_number": "PO-4411-2300",
        "supplier": "Bellweather Tooling Ltd",
        "total": "1100.00",
    }
    assert values == {k: v["value"] for k, v in plain["fields"].items()}


def test_repeated_letters_and_a_second_printing_elsewhere_stay() -> None:
    (page,) = read_pages(_order(()))
    texts = [s.text for s in page]
    assert "Widget assembly 1100 pcs" in texts
    assert texts.count("Bellweather Tooling Ltd") == 1
    assert "Supplier: Bellweather Tooling Ltd" in texts
