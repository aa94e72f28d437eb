"""Captions set apart from their values (stop 44): a bilingual "To 致" whose colon stands in a
column of colons opening the values, a party's label followed by its name's own caption
("甲方 | 单位名称 | …"), and an English order's "ORDER FROM" / "PURCHASE FROM" block heading."""

from __future__ import annotations

from layout import seg

from po_pipeline.engine.rules import rank_page
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
VENDOR = "新輝電器工程有限公司"


def _supplier(page: list[Segment]) -> list[str]:
    return [f.value for f in rank_page(page, SCHEMA)["supplier"]]


def _fax_header(caption: str, value: str) -> list[Segment]:
    """A Hong Kong order's header: captions, then a column of colons opening the values."""
    return [
        seg("華生國際學校", 250, 28, h=16),
        seg("PURCHASE ORDER 採購訂單", 200, 98, h=15),
        seg(caption, 42, 130, h=8),
        seg(value, 100, 129, h=10),
        seg("Sun Fai Electrical Engineering Limited", 106, 144, h=8),
        seg("Attn 經辦人", 42, 158, h=8),
        seg(": Mr. Cheung 張先生", 100, 158, h=8),
        seg("P.O. No. 訂單編號", 328, 130, h=8),
        seg(": P-18786", 408, 129, h=9),
    ]


def test_to_with_its_translation_and_a_column_of_colons_addresses_the_vendor() -> None:
    assert _supplier(_fax_header("To 致", ": " + VENDOR))[:1] == [VENDOR]
    # A scan that lost the colons: the caption with its translation still addresses it.
    assert _supplier(_fax_header("To 致", VENDOR))[:1] == [VENDOR]
    # The colon column alone, after a bare "To".
    assert _supplier(_fax_header("To", ": " + VENDOR))[:1] == [VENDOR]


def test_a_bare_to_without_colon_or_translation_addresses_no_one() -> None:
    # "To" opens sentences and ranges ("From 1 May To 30 May"): without a colon it is no
    # caption, whatever stands right of it.
    assert VENDOR not in _supplier(_fax_header("To", VENDOR))


def test_a_party_label_then_its_names_caption_gives_the_name() -> None:
    seller, buyer = "太原宏发照明科技股份有限公司", "济南安达建设工程有限公司"
    page = [
        seg("订货合同", 258, 38, h=19),
        seg("订货单号:HT-2026-2905", 446, 73, h=9),
        seg("卖方", 53, 110, h=8),
        seg("单位名称", 83, 110, h=8),
        seg(seller, 153, 108, h=10),
        seg("统一社会信用代码", 83, 125, h=7),
        seg("91544057C638W82C6E", 153, 125, h=8),
        seg("买方", 53, 176, h=8),
        seg("单位名称", 83, 176, h=8),
        seg(buyer, 153, 174, h=10),
    ]
    found = _supplier(page)
    assert found[:1] == [seller]
    assert "单位名称" not in found and buyer not in found[:1]


def test_order_from_heads_the_vendor_block_of_an_english_order() -> None:
    def page(heading: str) -> list[Segment]:
        return [
            seg("Whitman Plastics Corporation", 34, 35, h=14),
            seg("PURCHASE ORDER", 406, 32, h=18),
            seg(heading, 38, 123, h=7),
            seg("SHIP TO", 316, 123, h=7),
            seg("Sierra Industrial Supply, Inc.", 40, 137, h=8),
            seg("Whitman Plastics Corporation", 318, 137, h=8),
            seg("3633 Industrial Blvd.", 40, 147, h=8),
            seg("Central Receiving", 318, 147, h=8),
        ]

    for heading in ("ORDER FROM", "PURCHASE FROM"):
        assert _supplier(page(heading))[:1] == ["Sierra Industrial Supply, Inc."]
