"""What calibration knows about the document as a whole: how well the schema's vocabulary
covers its layout (a title naming its kind, labels of its fields), its length and whether
it was read by OCR. The same for every field, and listed with each field's features."""

from __future__ import annotations

from layout import seg

from po_pipeline.engine.calibration import layout_features
from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.rules import DocumentContext, page_view
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
KNOWN = [
    seg("PURCHASE ORDER", 200, 30, h=16),
    seg("PO Number: 4711-A", 40, 80),
    seg("Supplier: Acme GmbH", 40, 100),
    seg("Total: 1,234.50", 300, 400),
]
UNKNOWN = [
    seg("Hafenmeisterei Nord", 40, 30, h=16),
    seg("4711-A", 40, 80),
    seg("Acme GmbH", 40, 100),
    seg("1,234.50", 300, 400),
]


def features_of(*pages: list) -> dict[str, float]:
    context = DocumentContext()
    return layout_features([page_view(p, SCHEMA, context) for p in pages])


def test_a_layout_the_vocabulary_covers_reads_as_known() -> None:
    known = features_of(KNOWN)
    assert known["doc_titled"] == 1.0
    assert known["doc_labelled_fields"] == 1.0
    assert known["doc_label_share"] > 0.5
    assert (known["doc_pages"], known["doc_ocr"]) == (0.0, 0.0)


def test_a_layout_without_title_or_labels_reads_as_unknown() -> None:
    unknown = features_of(UNKNOWN)
    assert unknown["doc_titled"] == unknown["doc_labelled_fields"] == 0.0
    assert unknown["doc_label_share"] == 0.0
    assert features_of(UNKNOWN, KNOWN)["doc_pages"] == 1 / 3


def test_every_field_lists_them_with_its_features() -> None:
    fields = extract_segments([KNOWN], SCHEMA, with_features=True)["fields"]
    for name in ("order_number", "supplier", "total"):
        assert fields[name]["features"]["doc_labelled_fields"] == 1.0, name
