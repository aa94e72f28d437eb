"""What kind of paper a page is (the seller's or the buyer's) is read from its title, not
from every caption that names a kind; numbers beside a title, under header cells that run
together, and captions that are a phrase rather than a label."""

from __future__ import annotations

from decimal import Decimal

import pytest
from layout import seg

from po_pipeline.engine.arithmetic import amount_facts
from po_pipeline.engine.party_candidates import document_features, page_candidates
from po_pipeline.engine.rules import extract_page_fields, page_view
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
SUPPLIER = next(f for f in SCHEMA.fields if f.name == "supplier")


def kind(segments: list[Segment]) -> tuple[float, float]:
    """(seller's document, buyer's document) as the supplier scorer sees the page."""
    page = page_view(segments, SCHEMA)
    cands = document_features(SUPPLIER, [page], [page_candidates(SUPPLIER, page, 0)], [])
    feats = cands[0].feats
    return feats["seller_doc"], feats["buyer_doc"]


def header(title: str, *captions: str, h: float = 16) -> list[Segment]:
    """A letterhead, a title and some short captions in the upper half, a footer below."""
    return [
        seg("Nordlicht Technik GmbH", 40, 30, h=12),
        seg(title, 330, 30, h=h),
        *(seg(c, 40, 120 + 14 * n) for n, c in enumerate(captions)),
        seg("Kunde: Stadtwerke Kiel AG", 40, 240),
        seg("Seite 1 von 1", 40, 800),
    ]


@pytest.mark.parametrize(
    ("title", "captions", "expected"),
    [
        # A purchase order that names the other side's papers in its captions.
        ("PURCHASE ORDER", ["Invoice to:", "Your quote Q-2291", "Quotation No. 88"], (0.0, 1.0)),
        ("Bestellung", ["Rechnungsadresse", "Ihr Angebot vom 3.5.", "Lieferschein"], (0.0, 1.0)),
        ("采购订单", ["发票号码:", "报价单号: BJ-11"], (0.0, 1.0)),
        # The seller's papers that quote the buyer's order in a caption.
        ("INVOICE", ["Purchase Order No.: 4500012345", "Your Order: 77"], (1.0, 0.0)),
        ("e-FATURA", ["Sipariş No: 2025-118", "Sipariş Tarihi: 01.02.2025"], (1.0, 0.0)),
        ("Order Confirmation", ["PO Number: 4711"], (1.0, 0.0)),
        ("Auftragsbestätigung", ["Ihre Bestellung 4711 vom 3.5."], (1.0, 0.0)),
        ("注文請書", ["注文番号: 2025-77"], (1.0, 0.0)),
        ("电子发票(增值税专用发票)", ["订单号: 88"], (1.0, 0.0)),
        # A caption inside a sentence is no title.
        ("Lieferung", ["Payment Terms: 60 days from invoice"], (0.0, 0.0)),
    ],
)
def test_the_title_says_whose_paper_it_is(
    title: str, captions: list[str], expected: tuple[float, float]
) -> None:
    assert kind(header(title, *captions)) == expected


def test_the_taller_title_wins_when_both_kinds_head_the_page() -> None:
    page = header("PROFORMA INVOICE", h=20)
    page.append(seg("Purchase Order", 330, 60, h=11))
    assert kind(page) == (1.0, 0.0)


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


def test_a_number_beside_the_title_past_its_no_caption() -> None:
    """A carbon-copy order form: the title, then "No." and the printed serial."""
    page = [
        seg("订货单", 250, 17, h=18),
        seg("No.", 459, 23),
        seg("5281858", 494, 21, h=12),
        seg("供货单位:佛山恒信电子科技有限责任公司", 26, 77),
    ]
    assert values(page)["order_number"] == "5281858"


def test_a_house_number_after_a_short_caption_is_no_order_number() -> None:
    """A Vietnamese address "Số 205 Trần Phú, …" begins like the "Số: …" of a letter."""
    page = [
        seg("CÔNG TY CỔ PHẦN THỰC PHẨM PHÚ THỊNH", 37, 30),
        seg("Số 205 Trần Phú, Thuận An, Bình Dương", 37, 44),
        seg("Số: 0082/2025/ĐĐH-PT", 37, 76),
        seg("PHIẾU ĐẶT HÀNG", 220, 104, h=14),
    ]
    assert values(page)["order_number"] == "0082/2025/ĐĐH-PT"
    assert values(page[:2])["order_number"] == ""


def test_po_with_its_number_and_a_date_after_it_is_still_a_label() -> None:
    assert values([seg("PO 4500012345 dated 03/05/2026", 40, 60)])["order_number"] == ("4500012345")


def test_a_bilingual_number_caption_with_its_dot() -> None:
    page = [seg("ĐƠN ĐẶT HÀNG / PURCHASE ORDER", 36, 33, h=14), seg("Số / No.: 99/ĐMH-VN", 449, 32)]
    assert values(page)["order_number"] == "99/ĐMH-VN"


def test_header_cells_run_together_keep_their_values_below() -> None:
    """A text layer that set three header cells as one phrase: each value stands under its
    own cell, and the order number is the one under the first."""
    page = [
        seg("CONFIRMATION DE COMMANDE", 346, 25, h=14),
        seg("Votre bon de commandeDate de commande No client", 38, 211),
        seg("Représentant", 271, 213),
        seg("2025-0072", 38, 227.4),
        seg("2025-12-03", 135, 227.1),
        seg("C8862", 217, 228),
        seg("Isabelle Tremblay", 270, 228),
    ]
    assert values(page)["order_number"] == "2025-0072"


@pytest.mark.parametrize(
    ("caption", "number"),
    [("客戶採購單號", "PO1150711937"), ("贵司订单号", "PO-2025-0311")],
)
def test_a_chinese_sellers_paper_quotes_the_customers_order(caption: str, number: str) -> None:
    page = [
        seg("昱成電子有限公司", 230, 31, h=14),
        seg("訂購確認單", 246, 92, h=16),
        seg("本公司訂單號", 310, 127),
        seg("OC-695095", 396, 127),
        seg(caption, 310, 145),
        seg(number, 396, 145),
    ]
    assert values(page)["order_number"] == number


def test_a_marked_number_towards_the_margin_under_a_title_with_a_note() -> None:
    """ "采购订单(含税)" with "No. 4500310105" at the right margin a line lower: the order's
    number, not the contract's that the header grid also gives."""
    page = [
        seg("采购订单(含税)", 222, 80, h=14),
        seg("No. 4500310105", 478, 104),
        seg("订单日期:2025/09/07", 323, 127),
        seg("合同号:HT-2025-919", 323, 142),
    ]
    assert values(page)["order_number"] == "4500310105"


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # A contract's number is the order number only when no order number is given.
        (["合同编号:HT2025080940", "买受人采购订单号:4500192174"], "4500192174"),
        (["合同编号:HT2025080940"], "HT2025080940"),
        (["单据编号:CG20251207607", "合同号:CGHT2512430"], "CG20251207607"),
    ],
)
def test_a_contract_number_stands_in_only_for_a_missing_order_number(
    lines: list[str], expected: str
) -> None:
    page = [seg("采购订单", 377, 38, h=14)] + [
        seg(line, 40, 78 + 18 * n) for n, line in enumerate(lines)
    ]
    assert values(page)["order_number"] == expected


def test_a_swiss_order_total_after_its_net_and_tax() -> None:
    page = [
        seg("Total netto exkl. MWST", 322, 366),
        seg("4'449.99", 515, 366),
        seg("Fracht und Verpackung", 322, 379),
        seg("85.00", 526, 379),
        seg("MWST 8.1 % auf 4'534.99", 322, 393),
        seg("367.33", 522, 393),
        seg("Bestelltotal", 322, 419),
        seg("CHF 4'902.30", 495, 419),
    ]
    assert values(page)["total"] == "4902.30"


def test_line_amounts_under_a_header_total_are_its_sum() -> None:
    """A total set in the header grid above the items, in the same column as the line
    amounts: they still add up to it."""
    page = [
        seg("合计金额", 431, 110),
        seg("315.00", 430, 142),
        seg("金额", 445, 207),
        seg("195.00", 445, 232),
        seg("120.00", 445, 258),
    ]
    facts = amount_facts([page])
    assert facts.of(Decimal("315.00"))["money_sum"] == 1.0
    assert facts.of(Decimal("510.00"))["money_sum"] == 1.0  # top down
    assert facts.of(Decimal("120.00"))["money_sum"] == 0.0


def test_the_sender_line_over_the_window_names_the_issuer() -> None:
    """A German pro-forma invoice: the seller's name heads the small line of its address
    over the window ("Hoffmann & Schäfer AG · Am Hafen 14 · 33602 Bielefeld"); the buyer is
    the addressee below it. Compound titles ("Proformarechnung") are the seller's papers."""
    segments = [
        seg("Hoffmann & Schäfer AG", 330, 30, h=14),
        seg("Hoffmann & Schäfer AG · Am Hafen 14 · 33602 Bielefeld", 40, 110, h=7),
        seg("Stuttgart Maschinenbau GmbH", 40, 125),
        seg("Am Hafen 69", 40, 139),
        seg("Proformarechnung PF-2026-07659", 40, 260, h=14),
        seg("Seite 1 von 1", 40, 800),
    ]
    page = page_view(segments, SCHEMA)
    cands = document_features(SUPPLIER, [page], [page_candidates(SUPPLIER, page, 0)], [])
    by_name = {c.value: c.feats for c in cands}
    assert by_name["Hoffmann & Schäfer AG"]["sender_line"] == 1.0
    assert by_name["Stuttgart Maschinenbau GmbH"]["sender_line"] == 0.0
    assert by_name["Hoffmann & Schäfer AG"]["seller_doc"] == 1.0
