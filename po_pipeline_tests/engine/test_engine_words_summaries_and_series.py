"""Classes read in blind17's misses (stop 34): a total written in English words, a tax
summary's totals row, a quotation cited in a reference grid, Portuguese and Spanish
abbreviations (V/ Orçamento, N.º, a document series with a letter), an order "to the
supplier" as a title, an ERP's vendor block (zh-Hant), Tally's voucher number, and OCR
readings whose prefix cannot tell letters from digits."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.extract import AMBIGUOUS_GLYPHS_CAP, glyph_doubt
from po_pipeline.engine.roles import addressed, title_kind
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import ambiguous_glyphs, identifier_value
from po_pipeline.engine.words import words_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def field(segments: list[Segment], name: str) -> str:
    found = extract_page_fields(segments, SCHEMA)[name]
    return found.value if found else ""


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("INR Thirty Thousand Eight Hundred Four Only", "30804.00"),
        ("Rupees Seventeen Thousand Seven Hundred Thirty Only", "17730.00"),
        ("INR Four Thousand Six Hundred Seventy Nine and Ninety Paise Only", "4679.90"),
        ("SAY US DOLLARS ONE THOUSAND TWO HUNDRED AND CENTS FIFTY ONLY", "1200.50"),
        ("Rupees One Lakh Twenty Five Thousand and Five Only", "125005.00"),
        ("One Hundred and Five Dollars Only", "105.00"),
        ("U.S. Dollars Two Million Only", "2000000.00"),
        ("Forty-Four Only", "44.00"),
        # Not an amount alone: no currency nor "Only", other words, nothing but the unit.
        ("Net thirty days", ""),
        ("Thirty Days", ""),
        ("Delivery within fifteen days Only", ""),
        ("Rupees Only", ""),
        ("Two Hundred Only Three", ""),
    ],
)
def test_an_amount_in_english_words(text: str, value: str) -> None:
    assert words_value(text) == value


TALLY_TOTALS = [
    seg("Description of Goods", 105, 240),
    seg("Amount", 520, 240),
    seg("1", 34, 261),
    seg("Pneumatic Cylinder", 49, 261),
    right("26,124.57", 560, 261),
    right("26,124.57", 560, 366),
    seg("IGST @ 18%", 183, 379),
    right("4,679.90", 560, 379),
    seg("Total", 211, 423),
    right("₹ 30,804.00", 560, 423),
    seg("HSN/SAC", 104, 469),
    seg("Taxable Value", 247, 469),
    seg("Total Tax Amount", 493, 469),
    seg("Total", 187, 574),
    seg("26,124.57", 286, 574),
    seg("4,679.90", 437, 574),
    seg("4,679.90", 530, 574),
]


def test_a_tax_summarys_totals_row_is_not_the_grand_total() -> None:
    assert field(TALLY_TOTALS, "total") == "30804.00"


@pytest.mark.parametrize(
    ("words", "total"),
    [
        ([], "1150.00"),  # two totals alike: the later one first, as before
        (["Amount Chargeable (in words)", "INR One Thousand Fifty Only"], "1050.00"),
        (["Amount in words", "Rupees One Thousand One Hundred Fifty Only"], "1150.00"),
    ],
)
def test_the_total_in_words_puts_the_figure_it_agrees_with_first(
    words: list[str], total: str
) -> None:
    page = [
        seg("Description", 49, 240),
        seg("Total", 211, 300),
        right("1,050.00", 560, 300),
        seg("Total", 211, 400),
        right("1,150.00", 560, 400),
        *(seg(text, 29, 430 + 12 * k) for k, text in enumerate(words)),
    ]
    found = extract_page_fields(page, SCHEMA)["total"]
    assert found is not None and found.value == total
    if words:
        assert found.confidence > 0.7  # the words agree with it


def test_two_taxes_adding_up_to_the_tax_are_no_gross() -> None:
    page = [
        seg("Description", 49, 240),
        seg("Total", 205, 379),
        right("₹ 17,730.00", 560, 379),
        seg("HSN/SAC", 91, 425),
        seg("Taxable Value", 204, 425),
        seg("Total Tax Amount", 496, 425),
        seg("Total", 156, 453),
        seg("16,886.00", 232, 453),
        seg("422.15", 362, 453),
        seg("422.15", 458, 453),
        seg("844.30", 532, 453),
    ]
    assert field(page, "total") == "17730.00"


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Offerte 176132", (False, False)),  # a quotation cited under "Uw kenmerk"
        ("Quotation No. Q-7731", (False, False)),
        ("V/ Orçamento", (False, False)),  # "your quotation"
        ("Encomenda a Fornecedor N.o NE A/1378", (False, True)),
        ("Pedido a Proveedor", (False, True)),
        ("Ordine a Fornitore nr. 45/2026", (False, True)),
        ("Invoice to", (False, False)),
        ("QUOTATION", (True, False)),
        ("INVOICE No. 2026/118", (True, False)),
        ("Nota de Encomenda N.º NE A/83", (False, True)),
    ],
)
def test_titles_and_citations(line: str, kind: tuple[bool, bool]) -> None:
    assert title_kind(line) == kind


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("N.º NE A/1378", "NE A/1378"),
        ("N.o NE A/83", "NE A/83"),
        ("Nº FT A/12", "FT A/12"),
        ("NEF 25/1823", "NEF 25/1823"),
        ("N.o 4711", "4711"),
    ],
)
def test_a_document_series_with_a_letter_is_part_of_the_number(text: str, number: str) -> None:
    assert identifier_value(text) == number


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("N° F&B-2511-906", "F&B-2511-906"),  # a hotel's food-and-beverage orders
        ("R&D/2026/55", "R&D/2026/55"),
        ("PO-88123 & PO-88124", "PO-88123"),  # between a digit and a space: no part of it
        ("P&O", ""),  # no digit: no number
    ],
)
def test_an_ampersand_between_letters_is_part_of_the_number(text: str, number: str) -> None:
    assert identifier_value(text) == number


def test_an_order_to_the_supplier_gives_its_number_from_the_title() -> None:
    page = [
        seg("Hotel Alfama, Lda.", 40, 32),
        seg("Exmo.(s) Sr.(s)", 298, 107),
        seg("Distribuidora Alimentar Atlântico, Lda.", 298, 118),
        seg("Encomenda a Fornecedor N.º NE A/1378", 40, 189, h=12),
        seg("V/ Orçamento", 284, 226),
        seg("Orç. n.º 8914", 284, 241),
    ]
    assert field(page, "order_number") == "NE A/1378"


@pytest.mark.parametrize("line", ["Exmo.(s) Sr.(s)", "Exmos. Senhores", "Sres.", "Ilmo. Sr."])
def test_portuguese_and_spanish_courtesies_address_the_block_below(line: str) -> None:
    assert addressed(line) == 1.0


def test_an_erp_vendor_block_gives_the_full_name_not_the_short_one() -> None:
    page = [
        seg("全懋五金股份有限公司", 223, 29),
        seg("採購單號: 330A-1150426297", 44, 82),
        seg("廠商代號: 96277", 44, 97),
        seg("廠商簡稱: 大欣實業", 230, 97),
        seg("廠商全名: 大欣實業股份有限公司", 44, 112),
        seg("交貨方式: 送達本公司", 396, 157),
        seg("金額", 416, 204),
        seg("數量合計", 49, 485),
        seg("40", 145, 485),
        seg("金額合計", 438, 485),
        seg("28,502", 527, 485),
        seg("廠商簽回", 475, 587),
    ]
    assert field(page, "supplier") == "大欣實業股份有限公司"
    assert field(page, "total") == "28502.00"


def test_a_vendor_signing_back_is_no_supplier() -> None:
    page = [seg("採購單號: 330A-1", 44, 82), seg("廠商簽回", 475, 587)]
    assert field(page, "supplier") == ""


def test_tallys_voucher_number_numbers_its_purchase_order() -> None:
    page = [
        seg("PURCHASE ORDER", 241, 16, h=14),
        seg("Trimurti Textiles Pvt. Ltd.", 37, 37),
        seg("Voucher No.", 305, 37),
        seg("Dated", 435, 37),
        seg("PUR/25-26/47116", 305, 45),
        seg("07-Oct-25", 435, 45),
        seg("Reference No. & Date.", 305, 112),
        seg("940/40-47 dt. 03-Oct-25", 305, 124),
    ]
    assert field(page, "order_number") == "PUR/25-26/47116"


@pytest.mark.parametrize(
    ("value", "ambiguous"),
    [
        ("I0-987369", True),
        ("1O-103134", True),
        ("l0/55", True),
        ("IO-987369", False),  # letters only
        ("10-98", False),  # digits only
        ("PO-123", False),
        ("O1267550", True),  # digits whose only letter OCR confuses with a digit
        ("OA1267550", False),  # a letter OCR does not confuse
        ("330A-1", False),
    ],
)
def test_a_prefix_of_glyphs_ocr_confuses(value: str, ambiguous: bool) -> None:
    assert ambiguous_glyphs(value) is ambiguous


def test_an_ocr_number_with_an_ambiguous_prefix_is_capped_below_any_gate() -> None:
    read = {"value": "I0-987369", "source": "ocr"}
    assert glyph_doubt(read, 0.999) == AMBIGUOUS_GLYPHS_CAP
    assert glyph_doubt({**read, "source": "text"}, 0.999) == 0.999
    assert glyph_doubt({"value": "IO-987369", "source": "ocr"}, 0.999) == 0.999
    assert AMBIGUOUS_GLYPHS_CAP < min(f.threshold for f in SCHEMA.fields)


def test_a_portuguese_documents_total_closes_it() -> None:
    page = [
        seg("Total Ilíquido", 377, 103),
        right("10.125,66", 560, 103),
        seg("Total IVA", 377, 130),
        right("1.394,82", 560, 130),
        seg("Total Documento", 377, 144),
        right("11.413,25 €", 560, 144),
    ]
    assert field(page, "total") == "11413.25"


MX_PARTIES = [
    seg("ORDEN DE COMPRA", 426, 25, h=12),
    seg("Componentes Electrónicos del Norte, S.A. de C.V.", 30, 30),
    seg("PROVEEDOR", 34, 88),
    seg("FACTURAR A", 215, 88),
    seg("ENTREGAR EN", 396, 88),
    seg("No. Proveedor: P9986", 34, 102),
    seg("Componentes Electrónicos del Norte, S.A. de C.V.", 215, 102),
    seg("Servicios Industriales Villarreal, S. de R.L. de C.V.", 34, 113),
    seg("No. O.C.", 33, 193),
    seg("Fecha", 105, 193),
    seg("4558039437", 33, 208),
    seg("08/02/2026", 105, 208),
]


def test_a_vendor_block_opening_with_the_vendors_number_gives_the_name_under_it() -> None:
    # "FACTURAR A" (bill to) beside the heading is no value of it, and the vendor's number
    # in the buyer's books is passed over.
    assert field(MX_PARTIES, "supplier") == "Servicios Industriales Villarreal, S. de R.L. de C.V."


def test_the_abbreviated_order_number_caption() -> None:
    assert field(MX_PARTIES, "order_number") == "4558039437"


def test_a_total_in_words_it_cannot_read_leaves_the_sum_to_be_found() -> None:
    # "GRAND TOTAL UGX" gives nothing by itself (a currency it does not know); the sum of
    # the amounts above still does, though a label in words follows that is not blank.
    page = [
        seg("Subtotal", 314, 255),
        right("252,272,475", 550, 255),
        seg("VAT 18%", 314, 268),
        right("45,409,046", 550, 268),
        seg("GRAND TOTAL UGX", 314, 281),
        right("297,681,521", 550, 281),
        seg("Amount in words: Uganda Shillings Two Hundred and Ninety-Seven Million Six", 41, 299),
    ]
    assert field(page, "total") == "297681521.00"
