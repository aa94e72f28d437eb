"""A Hong Kong order names its vendor in two scripts, the Chinese name over the Latin one:
the Latin line is the same firm, so it is no rival that makes the Chinese name less sure,
through the whole engine (shipped scorer and calibration), unless OCR read the page."""

from __future__ import annotations

from dataclasses import replace

from layout import page_fields, right, seg

from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
LATIN = "Lee Hing Hardware Company Limited"


def _order(*, latin: bool, source: str = "text") -> list[Segment]:
    page = [
        seg("沙田龍舟會", 50, 40, h=16),
        seg("訂購單 PURCHASE ORDER", 360, 40, h=14),
        seg("Sha Tin Dragon Boat Club", 50, 60),
        seg("PO Number 26-7757", 360, 62),
        seg("沙田河畔公園2號船排 Tel 2422 7117", 50, 76),
        seg("日期 Date 23/02/2026", 360, 78),
        seg("致 To:", 50, 110),
        seg("送貨地址 Deliver to", 300, 110),
        seg("利興五金有限公司", 50, 126),
        seg("沙田龍舟會船排", 300, 126),
        seg(LATIN, 50, 140),
        seg("柴灣工業大廈17樓E室", 50, 154),
        seg("Tel 2491 1524", 50, 168),
        seg("項目 單位 數量 單價 HK$ 金額 HK$", 50, 210),
        seg("1 支 4 1,063.44", 50, 226),
        right("4,253.76", 520, 226),
        seg("應付總額 Total Amount HK$", 300, 260),
        right("4,253.76", 520, 260),
    ]
    return [replace(s, source=source) for s in page if latin or s.text != LATIN]


def _supplier(page: list[Segment]) -> tuple[str, float]:
    field = page_fields(page)["supplier"]
    return field["value"], field["confidence"]


def test_the_latin_name_under_the_chinese_one_is_no_rival() -> None:
    name, with_latin = _supplier(_order(latin=True))
    _, without = _supplier(_order(latin=False))
    assert name == "利興五金有限公司"
    assert with_latin >= without


def test_on_a_scan_the_latin_line_still_counts_as_a_rival() -> None:
    """OCR may misread the Chinese line and not the Latin one: they do not vouch for each
    other there."""
    _, with_latin = _supplier(_order(latin=True, source="ocr"))
    _, without = _supplier(_order(latin=False, source="ocr"))
    assert with_latin < without
