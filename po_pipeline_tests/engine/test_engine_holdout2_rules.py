"""Rules found missing on bench/holdout2.py: schema 2026.4 synonyms (Italian, Spanish, Dutch,
traditional Chinese, UK) and distractors, traditional characters folded for label matching,
HK$/NT$ amounts, a "#number" under a title, "To:" as a fallback supplier label, and
watermark/stamp glyphs set at an angle dropped from the text layer."""

from __future__ import annotations

import io

import pdfplumber
import pytest
from layout import seg
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.money import best_money
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.textlayer import text_layer
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


@pytest.mark.parametrize(
    ("text", "field", "kind"),
    [
        ("N. ordine: 785/2026", "order_number", "label"),
        ("N.º de pedido: PC-2026-2905", "order_number", "label"),
        ("Ordernummer 2026-20992", "order_number", "label"),
        ("Our Order No.: 740522", "order_number", "label"),
        ("採購單號 P.O. No.: P268766", "order_number", "label"),
        ("採购单號：P268766", "order_number", "label"),  # OCR mixing the two scripts
        ("Fornitore", "supplier", "label"),
        ("Proveedor: Suministros Ebro, S.L.", "supplier", "label"),
        ("Leverancier", "supplier", "label"),
        ("供應商 Supplier:", "supplier", "label"),
        ("Gross Total £", "total", "label"),
        ("Totale documento €", "total", "label"),
        ("Importe total", "total", "label"),
        ("Totaal incl. BTW", "total", "label"),
        ("總計 Total:", "total", "label"),
        # Look-alikes that name something else.
        ("Supplier A/C", None, "distractor"),
        ("Consignee", None, "distractor"),
        ("Totaal excl. BTW", None, "distractor"),
        ("Imponibile", None, "distractor"),
        ("Base imponible", None, "distractor"),
        ("IVA 22%", None, "distractor"),
    ],
)
def test_schema_2026_4_labels(text: str, field: str | None, kind: str) -> None:
    match = matcher_for(SCHEMA).match(text)
    assert match is not None
    assert (match.entry.field, match.entry.kind) == (field, kind)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("HK$ 23,491.48", "23491.48"),
        ("NT$1,200", "1200.00"),
        ("US$ 99.50", "99.50"),
        ("HK 23", "23.00"),  # no sign: still the plain figure
    ],
)
def test_dollar_prefixes(text: str, expected: str) -> None:
    assert best_money(text).text == expected


def test_hk_dollar_total_right_of_its_label() -> None:
    page = [seg("總計 Total:", 380, 254), seg("HK$ 23,491.48", 481, 254)]
    assert values(page)["total"] == "23491.48"


def test_hong_kong_total_under_a_subtotal_of_the_same_sum() -> None:
    """Hong Kong's grand total, "總數 TOTAL": with no tax it repeats the subtotal above it,
    and a deposit paid stands on its row, to its left. 總數量 is a count, never the total."""
    page = [
        seg("小計 Sub-total", 334, 342),
        seg("15,062.12", 511, 342),
        seg("已付訂金 Deposit paid: HK$4,518.64", 44, 362),
        seg("總數 TOTAL", 334, 360),
        seg("HK$15,062.12", 496, 360),
    ]
    assert values(page)["total"] == "15062.12"
    assert values([seg("總數量 Total Qty", 334, 360), seg("120", 496, 360)])["total"] == ""


@pytest.mark.parametrize(
    ("below", "expected"),
    [
        ("#PO31617", "PO31617"),
        ("No. 4711", "4711"),
        ("3/14/2026", ""),  # a date under the title is not the number
        ("4711", ""),  # nor a short unmarked figure (a phone extension, a page count...)
        ("4509367961", "4509367961"),  # but a long one alone on its line is
        ("(847) 593-1616", ""),  # a phone number is not
    ],
)
def test_marked_number_under_title(below: str, expected: str) -> None:
    page = [seg("Purchase Order", 400, 36, h=22), seg(below, 470, 64, h=12)]
    assert values(page)["order_number"] == expected


@pytest.mark.parametrize(
    ("segments", "expected"),
    [
        (
            [seg("To:", 40, 100), seg("Pennine Office Supplies Ltd", 70, 100)],
            "Pennine Office Supplies Ltd",
        ),
        ([seg("To: Pennine Office Supplies Ltd", 40, 100)], "Pennine Office Supplies Ltd"),
        # "To" opening a sentence is no label.
        ([seg("To be delivered to Dock B", 40, 100)], ""),
        # A real supplier label wins over the fallback.
        (
            [
                seg("To:", 40, 100),
                seg("Acme Buyer Inc", 70, 100),
                seg("Supplier: Real Co", 40, 130),
            ],
            "Real Co",
        ),
        # On an invoice, "To:" is the customer: the fallback stays silent.
        ([seg("INVOICE", 40, 40, h=20), seg("To:", 40, 100), seg("Acme Buyer Inc", 70, 100)], ""),
    ],
)
def test_to_is_a_fallback_supplier_label(segments: list[Segment], expected: str) -> None:
    assert values(segments)["supplier"] == expected


def _pdf_with_watermark(*, level_words: list[str], tilted: str) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    canvas.setFont("Helvetica", 10)
    for k, word in enumerate(level_words):
        canvas.drawString(60, 700 - 16 * k, word)
    canvas.saveState()
    canvas.translate(200, 690)
    canvas.rotate(35)
    canvas.setFont("Helvetica-Bold", 90)
    canvas.drawString(-80, -30, tilted)
    canvas.restoreState()
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _text_layer(level_words: list[str], tilted: str) -> set[str]:
    pdf_bytes = _pdf_with_watermark(level_words=level_words, tilted=tilted)
    with pdfplumber.open(io.BytesIO(pdf_bytes)) as pdf:
        return {s.text for s in text_layer(pdf.pages[0])[0] or []}


def test_watermark_glyphs_leave_the_text_layer() -> None:
    words = ["Gross Total 1,234.50", "Order Number PO1"]
    assert _text_layer(words, "COPY") == set(words)


def test_mostly_turned_page_keeps_its_text() -> None:
    # Turned text is the page itself turned when it is most of the page: nothing dropped.
    texts = _text_layer(["ab"], "ROTATEDPAGETEXT")
    assert sum(len(t) for t in texts) >= len("ROTATEDPAGETEXT")
