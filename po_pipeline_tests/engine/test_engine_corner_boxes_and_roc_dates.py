"""An order number set large in a box under a small corner caption, a single character of the
paper's script before a number, Taiwan's dates in the Republic's years, a purchase
application's number, the "Firma" line that heads a window
address, a title's first word run onto the letterhead's line, and a deposit noted under the
sum payable."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import DocumentContext, extract_segments, page_view
from po_pipeline.engine.id_candidates import page_candidates as id_page_candidates
from po_pipeline.engine.id_tokens import numbers_in
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.party_candidates import page_candidates
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.values import identifier_value, text_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible

SCHEMA = load_schema()


def _boxed_head(value_x: float) -> list:
    return [
        seg("广州乐刻健身管理有限公司", 38, 19, h=14),
        seg("订单号", 393, 20, h=7.4),
        seg("25110289", value_x, 33, h=11.5),
        seg("器械订购单", 38, 38, h=10.5),
        seg("下单日期:2025-11-13", 38, 70, h=8.2),
        seg("合同编号:HT-2025-595", 298, 70, h=8.2),
        seg("乙方(供应商):南京市必确体育设施工程有限公司", 300, 100, h=8.2),
        seg("合计(含税) ¥125,928.18", 380, 300, h=9),
    ]


def test_a_corner_captions_value_stands_larger_under_it_at_the_right() -> None:
    found = extract_page_fields(_boxed_head(500), SCHEMA)["order_number"]
    assert found is not None and found.value == "25110289"


def test_no_corner_value_past_another_caption_on_the_captions_line() -> None:
    # A header row: "订单号" then "日期" on one line, each value under its own caption.
    page = _boxed_head(500) + [seg("日期", 470, 20, h=7.4)]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is None or found.value != "25110289"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("採114-546", "採114-546"),
        ("発26-6311", "発26-6311"),
        # No separator: five digits or more read with their mark, as printed (a quotation's
        # "見2604299" is then its own number, not the order's); fewer stay no number, nor does
        # a clause or a page.
        ("見2604299", "見2604299"),
        ("見2604", ""),
        ("第3-5", ""),
        ("共1/2", ""),
        # A Republic-year date is a date.
        ("114/10/06", ""),
        ("114.10.06", ""),
        ("114/13/06", "114/13/06"),
    ],
)
def test_native_mark_and_republic_dates(text: str, expected: str) -> None:
    assert identifier_value(text) == expected


def test_a_republic_year_date_is_no_order_number() -> None:
    assert implausible("identifier", "114/10/06") == "is a date"
    assert implausible("identifier", "114-10-06") == ""


def test_a_purchase_applications_number_is_no_order_number() -> None:
    page = [
        seg("郑州童心双语幼儿园", 40, 20, h=14),
        seg("采购订单", 40, 40, h=14),
        seg("编号:2025115539", 40, 70),
        seg("预算项目:YS2025-125", 40, 84),
        seg("申购单号:SQ202511279", 300, 84),
    ]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is None or found.value != "SQ202511279"


def _letter(firma: bool) -> list:
    block = ["Firma", "Musikhaus Hofbauer"] if firma else ["Musikhaus Hofbauer"]
    page = [
        seg("Städtische Musikschule Gmunden", 58, 39, h=14),
        seg("Musikschulverwaltung", 58, 56, h=8.4),
        seg("Städtische Musikschule Gmunden, 3377 Gmunden", 58, 111, h=6.4),
        *[seg(t, 58, 122 + 12 * k, h=9.4) for k, t in enumerate(block)],
        seg("Grazer Gasse 72", 58, 122 + 12 * len(block), h=9.4),
        seg("1704 Feldkirch", 58, 134 + 12 * len(block), h=9.4),
        seg("Auftrag Nr. MS-2025/674", 326, 108),
        seg("Bestellung", 58, 200, h=12),
        seg("Gesamtbetrag € 7.835,17", 330, 280),
        seg("Städtische Musikschule Gmunden", 58, 334),
    ]
    return page


def _addressed(page: list) -> dict:
    view = page_view(page, SCHEMA, DocumentContext())
    spec = next(f for f in SCHEMA.fields if f.name == "supplier")
    return {c.value: c.feats.get("above_addressed", 0.0) for c in page_candidates(spec, view, 0)}


def test_the_name_under_a_firma_line_is_addressed() -> None:
    assert _addressed(_letter(False))["Musikhaus Hofbauer"] == 1.0
    flags = _addressed(_letter(True))
    assert flags["Musikhaus Hofbauer"] == 1.0
    assert not flags.get("Firma")


def test_a_title_begun_on_the_letterheads_line_is_no_part_of_the_name() -> None:
    matcher = matcher_for(SCHEMA)
    assert text_value("Orchid F&B Equipment (S) Pte Ltd ORDER", matcher) == (
        "Orchid F&B Equipment (S) Pte Ltd"
    )
    # Without a legal form left, the word may be the name's own.
    assert text_value("Harbour Order", matcher) == "Harbour Order"


def _totals(deposit_above: bool) -> list:
    deposit = seg("Acompte versé à la commande : 204,71 €", 40, 330 if not deposit_above else 250)
    return [
        seg("Haras des Marais", 40, 30, h=14),
        seg("Bon de commande n°CMD251882", 330, 40),
        seg("À l'attention de", 40, 80),
        seg("SARL Lefèvre Fourrages", 40, 92),
        seg("Réf. Désignation Qté Unité P.U. HT TVA Montant HT", 40, 150),
        seg("KX291 Foin de Crau, grosses balles 10 balle 61,32 10 % 613,20", 40, 164),
        seg("Total HT 959,30 €", 330, 200),
        seg("Remise fidélité -28,78 €", 330, 212),
        seg("Net HT 930,52 €", 330, 224),
        seg("TVA 10 % 93,05 €", 330, 236),
        seg("Net à payer TTC 1 023,57 €", 330, 300),
        deposit,
    ]


def test_a_deposit_noted_under_the_sum_payable_leaves_it_the_total() -> None:
    below = extract_segments([_totals(False)], SCHEMA)["fields"]["total"]
    above = extract_segments([_totals(True)], SCHEMA)["fields"]["total"]
    assert below["value"] == "1023.57"
    assert above["value"] != "1023.57"


def test_a_number_after_a_native_mark_is_a_candidate() -> None:
    assert numbers_in("編號 採114-546") == [(3, "採114-546")]
    assert numbers_in("共3页 第2页") == []


def test_a_marked_number_is_a_candidate_and_a_republic_date_none() -> None:
    page = [
        seg("財團法人臺中市大甲朝天宮", 40, 20, h=14),
        seg("訂購單", 250, 50, h=16),
        seg("聯絡電話", 40, 80),
        seg("(02)3755-9149", 90, 80),
        seg("訂購日期", 330, 80),
        seg("114/10/06", 380, 80),
        seg("廠商", 40, 94),
        seg("萬壽企業社", 70, 94),
        seg("編號", 330, 94),
        seg("採114-546", 360, 94),
    ]
    view = page_view(page, SCHEMA, DocumentContext())
    spec = next(f for f in SCHEMA.fields if f.name == "order_number")
    values = {c.value for c in id_page_candidates(spec, view, 0)}
    assert "採114-546" in values
    assert "114/10/06" not in values
