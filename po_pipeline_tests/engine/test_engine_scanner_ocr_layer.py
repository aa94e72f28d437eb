"""A scan carrying a scanner's OCR as an invisible text layer (a "searchable PDF"): the page
is read both ways, its layer and the engine's own OCR of the image. The values are our
OCR's; the layer is a second witness, lending its certainty where it reads the same value
and doubt where it reads another. A garbled layer no longer stands for the page."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.engine.extract import (
    READINGS_DIFFER,
    _readings_differ,
    extract_pdf,
    extract_reading,
    extract_segments,
)
from po_pipeline.engine.reading import _scanner_layer, read_document, read_pages
from po_pipeline.field_schema import load_schema

LINES = [
    (50, 60, 20, "PURCHASE ORDER"),
    (50, 110, 11, "PO Number: PO-48213"),
    (50, 130, 11, "Order Date: 2026-03-14"),
    (50, 170, 11, "Vendor:"),
    (50, 186, 11, "Northwind Traders Ltd"),
    (50, 202, 11, "12 Harbour Road, Leeds LS1 4AB"),
    (330, 170, 11, "Ship To:"),
    (330, 186, 11, "Contoso Foods"),
    (50, 260, 11, "Item          Qty     Unit Price     Amount"),
    (50, 280, 11, "Olive oil 5 l     12        41.25        495.00"),
    (50, 298, 11, "Sea salt 1 kg     40         3.10        124.00"),
    (330, 340, 11, "Subtotal: 619.00"),
    (330, 358, 11, "VAT 20%: 123.80"),
    (330, 376, 12, "Total: 742.80"),
]
# What an old scanner's OCR made of the same lines.
GARBLED = {
    "PO Number: PO-48213": "P0 Nurnber: P0-4B2l3",
    "Northwind Traders Ltd": "N0rthwlnd Tradcrs Lfd",
    "Total: 742.80": "Tota1: 7A2.B0",
}


def _printed() -> bytes:
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=A4, invariant=1)
    for x, top, size, text in LINES:
        canvas.setFont("Helvetica-Bold" if size > 12 else "Helvetica", size)
        canvas.drawString(x, A4[1] - top, text)
    canvas.save()
    return out.getvalue()


def _searchable(layer: dict[str, str] | None) -> bytes:
    """The printed page as a 200 dpi image, with every line laid over it invisibly
    (render mode 3) where it was printed, as `layer` has it (None: no layer at all)."""
    page = pdfium.PdfDocument(_printed())[0]
    image = page.render(scale=200 / 72).to_pil().convert("L")
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=A4, invariant=1)
    canvas.drawImage(ImageReader(image), 0, 0, width=A4[0], height=A4[1])
    for x, top, size, line in [] if layer is None else LINES:
        text = canvas.beginText()
        text.setTextRenderMode(3)
        text.setFont("Helvetica", size)
        text.setTextOrigin(x, A4[1] - top)
        text.textOut(layer.get(line, line))
        canvas.drawText(text)
    canvas.save()
    return out.getvalue()


def _values(result: dict) -> dict[str, str]:
    return {name: field["value"] for name, field in result["fields"].items()}


RIGHT = {"order_number": "PO-48213", "supplier": "Northwind Traders Ltd", "total": "742.80"}


def test_only_a_page_whose_every_glyph_is_invisible_over_an_image_is_a_scanners_layer() -> None:
    def layered(data: bytes) -> bool:
        doc = pdfium.PdfDocument(data)
        try:
            return _scanner_layer(doc, 0)
        finally:
            doc.close()

    assert layered(_searchable({}))
    assert not layered(_printed())  # visible text, no image
    assert not layered(_searchable(None))  # an image alone (read by OCR anyway)


@pytest.fixture(scope="module")
def garbled() -> bytes:
    return _searchable(GARBLED)


def test_a_garbled_layer_is_read_as_it_is_but_our_ocr_gives_the_values(garbled) -> None:
    reading = read_document(garbled)
    assert set(reading.own_ocr) == {0}
    assert [s.source for s in reading.pages[0]][:1] == ["text"]
    assert {s.source for s in reading.own_ocr[0]} == {"ocr"}
    as_layered = extract_reading(read_document(garbled, own_ocr=False), load_schema())
    assert _values(as_layered) != RIGHT  # the layer's own reading is garbled
    chosen = extract_pdf(garbled)
    assert _values(chosen) == RIGHT
    # Where the garbled layer read a field otherwise, our reading is doubted: it is worth
    # what the two readings together say of it, less than our OCR alone.
    own_alone = extract_segments(reading.with_own_ocr(), load_schema())["fields"]
    differ = [n for n, f in as_layered["fields"].items() if f["value"] and f["value"] != RIGHT[n]]
    assert differ
    for name in differ:
        field = chosen["fields"][name]
        assert field["doubt"] == READINGS_DIFFER
        expected = _readings_differ(
            own_alone[name]["confidence"], as_layered["fields"][name]["confidence"]
        )
        assert field["confidence"] == expected < own_alone[name]["confidence"]


def test_two_readings_that_differ_weigh_as_two_witnesses() -> None:
    assert _readings_differ(0.99, 0.9) < 0.95  # both sure: a person decides
    assert _readings_differ(0.99, 0.2) > 0.99  # against an unsure reading: still sure
    assert _readings_differ(0.6, 0.6) == 0.5
    assert _readings_differ(0.0, 0.0) == 0.0


def test_a_clean_layer_lends_its_certainty_to_the_values_our_ocr_read_alike() -> None:
    clean = _searchable({})
    reading = read_document(clean)
    layer_alone = extract_reading(read_document(clean, own_ocr=False), load_schema())["fields"]
    own_alone = extract_segments(reading.with_own_ocr(), load_schema())["fields"]
    assert _values({"fields": layer_alone}) == RIGHT == _values({"fields": own_alone})
    chosen = extract_pdf(clean)["fields"]
    for name in RIGHT:
        assert "doubt" not in chosen[name]
        assert chosen[name]["confidence"] == max(
            own_alone[name]["confidence"], layer_alone[name]["confidence"]
        )
    # read_pages (a single reading) leaves the scanner's layer as it is, unOCR-ed.
    assert {s.source for s in read_pages(clean)[0]} == {"text"}
