"""A name that OCR read with a character foreign to the document's script is doubted: a
Simplified form on a Taiwanese order (鸿 for 鴻) or on a Japanese one (热 for 熱). The
value is kept, as the reviewer's first candidate, under every threshold. A text layer's
name is printed as it is, so it is never doubted. And a name cut short by an ellipsis (an
ERP print's field too narrow for it) is doubted alike: the paper does not show all of it."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import (
    CUT_SHORT,
    DOUBT_CAPS,
    FOREIGN_GLYPHS,
    extract_segments,
)
from po_pipeline.engine.scripts import Script, document_script, foreign_glyphs
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _taiwanese_order(vendor: str, source: str) -> list[Segment]:
    rows = [
        ("宏遠精密工業股份有限公司", 40, 30),
        ("訂購單", 260, 60),
        ("廠商名稱：", 40, 100),
        (vendor, 110, 100),
        ("訂單編號：", 360, 100),
        ("PO1140904064", 430, 100),
        ("交貨地點：臺北市信義區松仁路100號", 40, 120),
        ("品名", 40, 160),
        ("數量", 250, 160),
        ("單價", 330, 160),
        ("金額", 430, 160),
        ("鋁合金外殼", 40, 180),
        ("200", 250, 180),
        ("458.02", 330, 180),
        ("91,604", 430, 180),
        ("總計 NT$", 330, 300),
        ("91,604", 430, 300),
        ("請於收到訂單後三日內簽名回傳，逾期視為接受。", 40, 340),
    ]
    return [Segment(t, x, y, x + 12 * len(t), y + 12, source) for t, x, y in rows]


@pytest.mark.parametrize(
    ("vendor", "source", "doubted"),
    [
        ("鴻昇科技股份有限公司", "ocr", False),
        ("鸿昇科技股份有限公司", "ocr", True),  # 鸿: the Simplified form of 鴻
        ("鸿昇科技股份有限公司", "text", False),  # printed so: a mainland supplier's name
    ],
)
def test_a_scanned_name_with_a_simplified_form_on_a_traditional_order_is_doubted(
    vendor: str, source: str, doubted: bool
) -> None:
    fields = extract_segments([_taiwanese_order(vendor, source)], SCHEMA)["fields"]
    supplier = fields["supplier"]
    assert supplier["value"] == vendor
    assert (supplier.get("doubt") == FOREIGN_GLYPHS) is doubted
    if doubted:
        assert supplier["confidence"] == DOUBT_CAPS[FOREIGN_GLYPHS]
        assert DOUBT_CAPS[FOREIGN_GLYPHS] < min(f.threshold for f in SCHEMA.fields)
        first = supplier["candidates"][0]  # the reviewer's first pick, doubted alike
        assert (first["value"], first["confidence"]) == (vendor, DOUBT_CAPS[FOREIGN_GLYPHS])
    else:
        assert supplier["confidence"] > DOUBT_CAPS[FOREIGN_GLYPHS]
    # The other fields are not touched.
    assert fields["order_number"]["value"] == "PO1140904064"
    assert "doubt" not in fields["order_number"]


JAPANESE = "下記の通り注文いたします。納期までにご納品くださいますようお願い申し上げます。"
TRADITIONAL = "訂購單 廠商名稱 交貨地點 請於收到訂單後簽名回傳"
SIMPLIFIED = "采购订单 供应商名称 交货地点 请于收到订单后签字回传"
# As OCR reads a Traditional page: many a character in its Simplified form.
OCR_TRADITIONAL = "訂購單 廠商名稱 交貨地點 请于收到订单后签名回传"


@pytest.mark.parametrize(
    ("texts", "script"),
    [
        ([JAPANESE, "株式会社昭栄熱処理"], Script.JAPANESE),
        ([TRADITIONAL], Script.TRADITIONAL),
        ([OCR_TRADITIONAL], Script.TRADITIONAL),
        ([SIMPLIFIED], Script.OTHER),
        ([SIMPLIFIED, "ソニー"], Script.OTHER),  # a brand in kana does not make it Japanese
        (["PURCHASE ORDER", "Vendor: ACME Ltd"], Script.OTHER),
    ],
)
def test_the_document_script(texts: list[str], script: Script) -> None:
    assert document_script(texts) is script


@pytest.mark.parametrize(
    ("value", "script", "foreign"),
    [
        ("有限会社昭栄热処理", Script.JAPANESE, True),  # 热 has no Shift-JIS code
        ("有限会社昭栄熱処理", Script.JAPANESE, False),
        ("株式会社東洋装備", Script.JAPANESE, False),  # 装 is Japanese too
        ("富贵科技有限公司", Script.TRADITIONAL, True),
        ("金順包装材料股份有限公司", Script.TRADITIONAL, True),  # 装: HKSCS codes it, GB2312 too
        ("金順包裝材料股份有限公司", Script.TRADITIONAL, False),
        ("栢堃貿易有限公司", Script.TRADITIONAL, False),  # Hong Kong's own characters
        ("富贵科技有限公司", Script.OTHER, False),
        ("ACME Trading Ltd", Script.TRADITIONAL, False),
    ],
)
def test_foreign_glyphs(value: str, script: Script, foreign: bool) -> None:
    assert foreign_glyphs(value, script) is foreign


@pytest.mark.parametrize(
    ("vendor", "doubted"),
    [
        ("NORDWIND TEXTILE COMPOSI ...", True),  # cut short by a printed field's width
        ("NORDWIND TEXTILE COMPOSI …", True),
        ("Nordwind Textile Composites Ltd.", False),  # a legal form's own dot is no ellipsis
    ],
)
def test_a_name_cut_short_by_an_ellipsis_is_doubted(vendor: str, doubted: bool) -> None:
    """An ERP print cuts a long name to its field's width and ends it with "...": the
    paper does not show the whole name, so a person reads it."""
    page = [
        seg("PURCHASE ORDER", 400, 30, h=14),
        seg("Order No.: PO-20931", 400, 60),
        seg("Supplier Name:", 35, 130),
        seg(vendor, 120, 130),
        seg("Total: 2,410.00", 400, 300),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"].startswith(vendor[:24])
    assert (supplier.get("doubt") == CUT_SHORT) is doubted
    if doubted:
        assert (
            supplier["confidence"]
            <= DOUBT_CAPS[CUT_SHORT]
            < min(f.threshold for f in SCHEMA.fields)
        )


@pytest.mark.parametrize(
    ("printed", "doubted"),
    [
        ("CMD-2025-11…", True),  # a header cell too narrow for "CMD-2025-1104"
        ("CMD-2025-11...", True),
        ("CMD-2025-1104", False),
    ],
)
def test_an_order_number_printed_with_an_ellipsis_after_it_is_doubted(
    printed: str, doubted: bool
) -> None:
    """A boxed header grid cuts a long order number to its cell's width and ends it with an
    ellipsis: the paper shows only the number's start, so a person reads it."""
    page = [
        seg("Bon de commande", 400, 30, h=14),
        seg("Date", 35, 70),
        seg("N° de commande", 130, 70),
        seg("Votre devis", 260, 70),
        seg("05/11/2025", 35, 84),
        seg(printed, 130, 84),
        seg("Devis n° 6516", 260, 84),
        seg("Fournisseur", 35, 120),
        seg("Voilerie Lefebvre", 35, 134),
        seg("Total TTC", 330, 300),
        seg("21 472,09 €", 430, 300),
    ]
    number = extract_segments([page], SCHEMA)["fields"]["order_number"]
    assert number["value"] == printed.rstrip(".…")
    assert (number.get("doubt") == CUT_SHORT) is doubted
    if doubted:
        threshold = next(f.threshold for f in SCHEMA.fields if f.name == "order_number")
        assert number["confidence"] <= DOUBT_CAPS[CUT_SHORT] < threshold
