"""A total in a box's corner, Belgium's "TVAC", an offer's and a vendor's reference captions,
a season's year in a title, a deposit's balance, a discounted total's size and Italy's "Ns.
ordine": on hand-set pages through the whole engine (shipped models and calibration) and on the
vocabulary and arithmetic that decide them."""

from __future__ import annotations

from decimal import Decimal

import pytest
from layout import SCHEMA, page_fields, right, seg

from po_pipeline.engine.arithmetic import amount_facts
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.rules import rank_page
from po_pipeline.engine.segments import Segment

MATCHER = matcher_for(SCHEMA)


def _values(fields: dict, name: str) -> list[str]:
    return [c["value"] for c in fields[name]["candidates"]]


def _headline_total() -> list[Segment]:
    """A Japanese order's headline box: the caption top left, the amount set large under it
    further right, and the letterhead's contact line, in its own column, a little higher."""
    return [
        seg("発注書", 250, 40, h=16),
        seg("有限会社昭和化学 御中", 44, 80, h=11),
        seg("下記のとおり発注いたします。", 44, 100, h=8.6),
        seg("朝日クリーニング", 463, 102, h=11),
        seg("〒114-3681 東京都大田区蒲田3-18-3", 428, 118, h=7.6),
        seg("ご発注金額(税込)", 50, 124.6, h=8.4),
        seg("TEL 045-9761-3363", 414, 130.2, h=7.6),
        seg("担当:高橋健一(工場長)", 456, 142.1, h=7.8),
        seg("¥193,380", 204, 143.4, h=14),
        seg("発注番号 CL-13198", 44, 180, h=8.6),
    ]


def test_a_corner_caption_s_value_is_the_nearest_one_under_it() -> None:
    assert page_fields(_headline_total())["total"]["value"] == "193380.00"


def _belgian_totals() -> list[Segment]:
    return [
        seg("Les Paysans – Société de Gilles ASBL", 45, 37, h=14),
        seg("COMMANDE", 466, 37, h=14),
        seg("N° de commande", 318, 84),
        seg("CAR25669", 508, 84),
        seg("Désignation Qté Total HTVA", 50, 200),
        seg("Sabots en bois de peuplier, paire", 50, 216),
        right("9.617,50 €", 540, 216),
        seg("Total HTVA", 328, 331),
        right("9.617,50 €", 540, 331),
        seg("TVA 21 %", 328, 344),
        right("1.978,94 €", 540, 344),
        seg("Montant total TVAC", 328, 375),
        right("11.596,44 €", 548, 389),
    ]


def test_tva_comprise_abbreviated_labels_the_total() -> None:
    """ "Montant total TVAC" (TVA comprise) over its figure: the total, as "TTC" would."""
    assert page_fields(_belgian_totals())["total"]["value"] == "11596.44"


def test_hors_tva_abbreviated_is_no_total() -> None:
    """ "Total HTVA" is a distractor by itself; a total's label that runs on with "HTVA"
    ("Montant total HTVA : 9.617,50 €") names the amount before tax, as "HT" does."""
    page = [s for s in _belgian_totals() if "TVAC" not in s.text and s.text != "11.596,44 €"]
    assert "9617.50" not in _values(page_fields(page), "total")
    run_on = [*page[:-4], seg("Montant total HTVA : 9.617,50 €", 328, 331)]
    assert "9617.50" not in _values(page_fields(run_on), "total")


@pytest.mark.parametrize(
    "text", ["Votre offre", "Offre n° 999/68", "Réf. fournisseur", "Less trade discount"]
)
def test_an_offer_a_vendor_s_reference_and_a_trade_discount_are_distractors(text: str) -> None:
    found = MATCHER.match(text)
    assert found is not None and found.entry.kind == "distractor"


def _season_order(title: str) -> list[Segment]:
    return [
        seg("Christbaumkultur Kremser KG", 45, 36, h=13),
        seg(title, 45, 70, h=14),
        seg("Unsere Bestellung", 380, 110),
        seg("2026-0704", 505, 110),
        seg("Haider Pflanzenhandel GmbH", 45, 130),
        seg("Bezeichnung Menge Betrag", 50, 220),
        seg("Nordmanntanne 150-175 cm", 50, 236),
        right("3.076,18", 520, 236),
        seg("Gesamtbetrag", 300, 300),
        right("3.076,18", 520, 300),
    ]


def test_a_season_s_year_in_the_title_is_no_order_number() -> None:
    """The rules find no number beside the title (the scorer still lists every token)."""
    page = _season_order("Bestellung Saison 2026")
    assert [f.value for f in rank_page(page, SCHEMA)["order_number"]] == ["2026-0704"]
    assert page_fields(page)["order_number"]["value"] == "2026-0704"


def test_a_number_after_a_title_s_words_and_a_year_is_the_order_s() -> None:
    page = [s for s in _season_order("Bestellung Saison 2026 Nr. BS95996") if "2026-" not in s.text]
    assert [f.value for f in rank_page(page, SCHEMA)["order_number"]] == ["BS95996"]
    assert page_fields(page)["order_number"]["value"] == "BS95996"


def test_the_balance_after_a_deposit_is_no_total() -> None:
    page = [
        seg("Pastificio Artigianale Cavalli", 45, 36, h=13),
        seg("ORDINE DI ACQUISTO", 380, 36, h=13),
        seg("Numero ordine: OA-26-221", 45, 80),
        seg("Descrizione Q.tà Importo", 50, 200),
        seg("Film termosaldante top, bobina", 50, 216),
        right("7.296,98", 540, 216),
        seg("Imponibile", 327, 312),
        right("€ 7.296,98", 540, 312),
        seg("IVA 22%", 327, 352),
        right("€ 1.365,71", 540, 352),
        seg("TOTALE ORDINE", 327, 369),
        right("€ 8.662,69", 540, 384),
        seg("Acconto versato € 2.598,81 – saldo € 6.063,88", 323, 406),
    ]
    fields = page_fields(page)
    assert fields["total"]["value"] == "8662.69"
    assert "6063.88" not in _values(fields, "total")


def test_a_discounted_total_is_the_largest_figure_no_discount_was_taken_from() -> None:
    """The subtotal before a discount is larger than the grand total it leads to: the total
    is still the document's largest figure, for the confidence's arithmetic features."""
    page = [
        seg("货款小计:¥6,354.94", 478, 254),
        seg("优惠:-¥500.00", 499, 268),
        seg("订单总额(含13%增值税):¥5,854.94", 379, 285),
    ]
    facts = amount_facts([page])
    assert facts.largest == Decimal("5854.94")
    assert facts.of(Decimal("5854.94"))["money_largest"] == 1.0


def test_without_a_deduction_the_largest_figure_stays_the_largest() -> None:
    page = [seg("小计:¥6,354.94", 478, 254), seg("运费:¥500.00", 499, 268)]
    assert amount_facts([page]).largest == Decimal("6354.94")


@pytest.mark.parametrize("text", ["Ns. ordine n.", "Ns. ordine"])
def test_our_order_abbreviated_in_italian_labels_the_order_number(text: str) -> None:
    found = MATCHER.match(text)
    assert found is not None and found.entry.field == "order_number"
