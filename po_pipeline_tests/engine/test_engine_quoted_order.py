"""Which number is the buyer's order, which amount the total, and what a name is without
its trimmings: classes of confident mistakes seen on held-out layout families."""

from __future__ import annotations

from decimal import Decimal

import pytest
from layout import seg

import po_pipeline.engine.extract as extract
from po_pipeline.engine.arithmetic import amount_facts
from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


def test_an_invoice_quoting_your_order_names_its_own_order_number_by_the_other_label() -> None:
    page = [
        seg("FACTUUR", 460, 28),
        seg("Ordernummer", 40, 143),
        seg("VO952932", 130, 143),
        seg("Klantnummer", 40, 166),
        seg("K68514", 130, 166),
        seg("Uw bestelbon", 40, 178),
        seg("PO909083", 130, 178),
    ]
    assert values(page)["order_number"] == "PO909083"


def test_the_buyers_order_number_in_a_contract_beats_the_contract_number() -> None:
    page = [
        seg("产品购销合同", 230, 47),
        seg("合同编号:HOXS26-2206", 437, 87),
        seg("报价单号:BJ2607211", 450, 102),
        seg("需方采购订单号:PO2026076419", 402, 117),
    ]
    assert values(page)["order_number"] == "PO2026076419"


@pytest.mark.parametrize("label", ["生产工单号", "工单号", "委外申请单号", "申请单号"])
def test_production_and_request_numbers_are_not_the_order_number(label: str) -> None:
    page = [seg("外协加工订单", 364, 30), seg(f"{label}:MO26044540", 500, 49)]
    assert values(page)["order_number"] == ""


def test_a_share_of_the_total_is_not_the_total() -> None:
    page = [seg("总金额的5%(¥1,189.56)作为质保金,质保期满后无息支付。", 57, 659)]
    assert values(page)["total"] == ""
    # A rate inside the label's words is not a share: "(incl. 19% VAT)".
    assert values([seg("Total (incl. 19% VAT): 1,190.00", 300, 700)])["total"] == "1190.00"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("846206 Torres e Hijos, S.L.", "Torres e Hijos, S.L."),
        ("1004691 - Chep USA", "Chep USA"),
        ("M/s. Shree Sai Packaging Pvt Ltd", "Shree Sai Packaging Pvt Ltd"),
        ("Messrs. Tan & Co", "Tan & Co"),
        ("360 Security Ltd", "360 Security Ltd"),
        ("3M Deutschland GmbH", "3M Deutschland GmbH"),
        ("MSA Ltd", "MSA Ltd"),
    ],
)
def test_a_name_without_its_vendor_number_or_courtesy_title(text: str, name: str) -> None:
    assert text_value(text, matcher_for(SCHEMA)) == name


def test_what_the_other_amounts_say_about_a_total() -> None:
    page = [
        seg("Item A", 40, 300),
        seg("1,000.00", 400, 300),
        seg("Item B", 40, 312),
        seg("234.50", 400, 312),
        seg("Total", 300, 324),
        seg("1,234.50", 400, 324),
        seg("Amount due 1,234.50", 40, 400),
    ]
    facts = amount_facts([page])
    assert facts.of(Decimal("1234.50")) == {
        "money_sum": 1.0,
        "money_largest": 1.0,
        "money_repeated": 1.0,
        "money_share": 1.0,
    }
    assert facts.of(Decimal("234.50")) == {
        "money_sum": 0.0,
        "money_largest": 0.0,
        "money_repeated": 0.0,
        "money_share": pytest.approx(234.50 / 1234.50),
    }
    total = extract_segments([page], SCHEMA, with_features=True)["fields"]["total"]
    assert total["value"] == "1234.50"
    assert total["features"]["money_sum"] == 1.0


def test_a_total_printed_away_from_its_column_is_still_its_sum() -> None:
    page = [
        seg("金额", 448, 280),
        seg("38.40", 448, 306),
        seg("168.00", 448, 332),
        seg("合计金额", 312, 384),
        seg("¥206.40", 312, 407),
    ]
    assert amount_facts([page]).of(Decimal("206.40"))["money_sum"] == 1.0
    assert amount_facts([page]).of(Decimal("168.00"))["money_sum"] == 0.0


@pytest.mark.parametrize(
    ("caption", "number"),
    [
        ("CUST P/O", "92-4961"),
        ("Uw inkoopordernr.", "46736719"),
        ("Customer's PO Number", "PO-90299"),
        ("Pedido del cliente", "OC-7781"),
        ("Ihre Bestell-Nr.", "B26/8803"),
    ],
)
def test_a_seller_paper_quotes_the_buyers_number_by_any_owner_and_noun(
    caption: str, number: str
) -> None:
    """A confirmation's own "ORDER NO." loses to the buyer's number, however the caption
    composes an owner word ("Cust", "Uw", "del cliente") with an order noun."""
    page = [
        seg("ORDER CONFIRMATION", 330, 40, h=14),
        seg("ORDER NO. SO-638586", 330, 70),
        seg(caption, 40, 200),
        seg(number, 40, 214),
    ]
    assert values(page)["order_number"] == number


def test_a_caption_that_is_no_owner_and_noun_is_not_quoted() -> None:
    """A customer's number and a seller's sales order stay what they are."""
    quoted = next(f for f in SCHEMA.fields if f.name == "order_number").quoted_labels
    assert "Cust PO" in quoted and "Uw Inkoopordernr" in quoted
    for caption in ("Customer No", "Kundenauftrag", "Référence client", "Client"):
        assert caption not in quoted


def test_the_calibration_knows_a_seller_papers_number_that_no_label_marks_as_the_buyers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The field rules' calibration features (the order-number scorer, which would choose
    instead of the rules, is left out; it calibrates on them as `rules_*` when it agrees)."""
    monkeypatch.setattr(extract, "load_id_model", lambda version: None)
    confirmation = [
        seg("ORDER CONFIRMATION", 330, 40, h=14),
        seg("ORDER NO. SO-638586", 330, 70),
        seg("Total: 1,190.00", 330, 700),
    ]
    feats = extract_segments([confirmation], SCHEMA, with_features=True)["fields"]
    assert feats["order_number"]["value"] == "SO-638586"
    assert feats["order_number"]["features"]["id_seller_unquoted"] == 1.0
    quoting = [*confirmation, seg("Your Order No.: PO-4711", 40, 200)]
    feats = extract_segments([quoting], SCHEMA, with_features=True)["fields"]
    assert feats["order_number"]["value"] == "PO-4711"
    assert feats["order_number"]["features"]["id_quoted"] == 1.0
    assert feats["order_number"]["features"]["id_seller_unquoted"] == 0.0
    order = [seg("PURCHASE ORDER", 330, 40, h=14), *confirmation[1:]]
    feats = extract_segments([order], SCHEMA, with_features=True)["fields"]
    assert feats["order_number"]["features"]["id_seller_doc"] == 0.0


def test_on_the_buyers_own_order_your_reference_is_the_vendors_quotation() -> None:
    """A Dutch purchase order whose title sits below its header: "Uw referentie" there is
    the vendor's offer, not the order number."""
    page = [
        seg("Gemeente Utrecht", 330, 38, h=12),
        seg("Ordernummer", 330, 112),
        seg("IO266794", 430, 112),
        seg("Uw referentie", 330, 140),
        seg("OFF-2166", 430, 140),
        seg("INKOOPORDER", 40, 203, h=16),
        seg("Totaal incl. BTW € 498.842,57", 330, 330),
    ]
    assert values(page)["order_number"] == "IO266794"


def test_your_reference_names_the_buyers_order_only_on_the_sellers_paper() -> None:
    on_confirmation = [
        seg("ORDERBEVESTIGING", 40, 40, h=16),
        seg("Ordernr.", 40, 120),
        seg("VO2695825", 40, 134),
        seg("Uw referentie", 200, 120),
        seg("PO8998793", 200, 134),
    ]
    assert values(on_confirmation)["order_number"] == "PO8998793"
    untitled = [
        seg("Ordernummer: IO266794", 330, 112),
        seg("Uw referentie: OFF-2166", 330, 140),
    ]
    assert values(untitled)["order_number"] == "IO266794"
    assert values([seg("Your ref: OFF-2166", 330, 140)])["order_number"] == ""
