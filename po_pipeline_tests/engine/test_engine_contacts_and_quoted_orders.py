"""Who a letter is for is no party, who writes it is no name, and a seller quotes the buyer's
order (stop 44): "Attention: Trade Counter" under the vendor's name, a Japanese e-mail's
"…の中村です", a French "A.R. de commande" quoting "V/Réf. commande", a Korean order's
"주문 합계금액", and an Italian agent's order placed with its "Ditta mandante"."""

from __future__ import annotations

from layout import right, seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.rules import rank_page
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible

SCHEMA = load_schema()


def test_a_japanese_sentence_with_its_polite_ending_is_no_name() -> None:
    assert implausible("text", "株式会社中央フーズ製造部の中村です") != ""
    assert implausible("text", "株式会社北斗産業と申します。") != ""
    assert implausible("text", "株式会社中央フーズ") == ""


def test_the_desk_a_letter_is_for_is_never_the_supplier() -> None:
    vendor = "Hargreaves Electrical Wholesale Ltd"
    page = [
        seg("PURCHASE ORDER", 37, 27, h=24),
        seg(vendor, 37, 74, h=9),
        seg("Date", 256, 74, h=8),
        seg("Liffey Design Studio Ltd", 402, 74, h=8),
        seg("Attention: Trade Counter", 37, 85, h=9),
        seg("20 June 2026", 256, 84, h=8),
        seg("117 Harbour Way", 402, 85, h=8),
        seg("60 Harbour Way", 37, 97, h=9),
        seg("Order Number", 256, 96, h=8),
        seg("Leeds", 402, 96, h=8),
        seg("Norwich", 37, 108, h=9),
        seg("PO-0796", 256, 105, h=8),
        seg("Description", 40, 206, h=8),
        seg("Amount GBP", 500, 206, h=8),
        seg("Cable tray 3 m", 40, 222, h=8),
        right("1,274.00", 548, 222),
        seg("TOTAL GBP", 338, 326, h=9),
        right("1,528.70", 548, 326),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"] == vendor
    assert "Trade Counter" not in [c["value"] for c in supplier["candidates"]]


def test_a_french_acknowledgement_gives_the_buyers_order_number() -> None:
    page = [
        seg("Imprimerie Marchand", 39, 32, h=18),
        seg("A.R. DE COMMANDE", 431, 36, h=12),
        seg("N° A.R.", 361, 58, h=8),
        seg("ARC 2026/1588", 443, 57, h=8),
        seg("Client facturé", 39, 110, h=8),
        seg("Mairie de Limoges", 45, 126, h=9),
        seg("V/Réf. commande", 42, 196, h=7),
        seg("Notre devis", 311, 196, h=7),
        seg("BC 914474", 42, 211, h=8),
        seg("D26-2925", 311, 211, h=8),
    ]
    assert rank_page(page, SCHEMA)["order_number"][0].value == "BC 914474"


def test_a_korean_orders_total_named_by_the_order() -> None:
    page = [
        seg("발주 확인서", 410, 50, h=16),
        seg("상품 합계", 577, 463, h=8),
        right("526,320", 880, 463),
        seg("쿠폰 할인", 577, 477, h=8),
        right("-10,000", 880, 477),
        seg("주문 합계금액", 577, 509, h=9),
        right("519,320원", 880, 509),
    ]
    assert rank_page(page, SCHEMA)["total"][0].value == "519320.00"


def test_an_italian_agents_order_is_placed_with_the_firm_it_represents() -> None:
    page = [
        seg("Marino & Partners Agenzia Plurimandataria", 33, 37, h=12),
        seg("COPIA COMMISSIONE", 395, 37, h=14),
        seg("CLIENTE", 38, 128, h=8),
        seg("DITTA MANDANTE", 309, 128, h=8),
        seg("Enoteca Euganea s.a.s.", 39, 142, h=8),
        seg("Cantina Colombo", 310, 142, h=8),
        seg("Via Dante 26", 39, 154, h=8),
        seg("Zona Industriale 45", 310, 154, h=8),
    ]
    assert rank_page(page, SCHEMA)["supplier"][0].value == "Cantina Colombo"
