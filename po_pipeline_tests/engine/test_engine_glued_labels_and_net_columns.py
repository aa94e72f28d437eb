"""Labels and values that a print or a scan ran together, and totals among their neighbours:

- a capitals' abbreviation ("PO") is a name's first word when it is printed "Po" before a
  word ("Po Kee Cleaning Supplies Limited");
- a long label run into its value by a scan ("Kundens ordernr4564815398"), and a number sign
  run into a number in capitals ("nrIO-2026-9487");
- a Ukrainian party line runs on into its registration codes ("…, код ЄДРПОУ 36273679");
- the buyer's "our order number" in more languages, a Dutch "Ordertotaal", the pataca (MOP);
- a totals row under its columns' heads takes the figure that is not net of tax;
- an OCR number whose only letters are glyphs OCR confuses with digits ("IO585010") is doubted;
- traditional characters of more label words fold to the simplified ones ("請購單號" is the
  requisition's number), a Taiwanese contract's "合約字號" numbers it, and the seller's
  quotation named by its party ("乙方報價單號") is no party's label.
"""

from __future__ import annotations

import pytest
from layout import page_fields, right, seg

from po_pipeline.engine.extract import AMBIGUOUS_GLYPHS_CAP
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import ambiguous_glyphs, text_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _bilingual_po(vendor: str, total: str) -> list[Segment]:
    return [
        seg("Pearl River Education Foundation Limited", 40, 26, h=13),
        seg("PURCHASE ORDER", 432, 25, h=15),
        seg("To 致:", 40, 96),
        seg(vendor, 80, 95, h=9),
        seg("P.O. No. 訂單編號", 355, 96),
        seg("PO-2026-47663", 441, 96),
        seg("Total Amount 總金額", 342, 336),
        seg(total, 498, 336),
    ]


def test_a_name_that_begins_with_po_keeps_it() -> None:
    fields = page_fields(_bilingual_po("Po Kee Cleaning Supplies Limited", "HK$ 36,165.08"))
    assert fields["supplier"]["value"] == "Po Kee Cleaning Supplies Limited"
    matcher = matcher_for(SCHEMA)
    assert matcher.match("Po Kee Cleaning Supplies Limited") is None
    # The abbreviation is still the label before a number or a separator, in any case.
    for text in ("PO 4500012345", "Po: 4711", "po 4711"):
        m = matcher.match(text)
        assert m is not None and m.entry.field == "order_number", text


@pytest.mark.parametrize(("printed", "total"), [("MOP 36,165.08", "36165.08"), ("mop 5", "")])
def test_the_macau_pataca_is_a_currency_in_capitals(printed: str, total: str) -> None:
    assert (
        page_fields(_bilingual_po("Sun Wah Kitchen Equipment Limited", printed))["total"]["value"]
        == total
    )


def _confirmation(quoted: str) -> list[Segment]:
    """A Swedish order confirmation whose scan ran the customer's order number into its
    label; the seller's own order number stands above it."""
    return [
        Segment("Smålands Lantmän Maskin AB", 33, 32, 260, 52, "ocr"),
        Segment("ORDERBEKRÄFTELSE", 394, 31, 540, 49, "ocr"),
        Segment("Ordernr", 322, 80, 360, 92, "ocr"),
        Segment("526202", 396, 78, 440, 92, "ocr"),
        Segment("Kundnr", 322, 103, 356, 115, "ocr"),
        Segment("16550", 396, 102, 430, 115, "ocr"),
        Segment(quoted, 321, 113, 470, 127, "ocr"),
        Segment("Summa att betala", 380, 420, 460, 432, "ocr"),
        Segment("21 894,00", 500, 420, 545, 432, "ocr"),
    ]


@pytest.mark.parametrize(
    ("quoted", "number"),
    [
        ("Kundens ordernr25-1132", "25-1132"),
        ("Kundens ordernr4564815398", "4564815398"),
        ("Ert inköpsordernr42212", "42212"),
        ("Er beställning nrIO-2026-9487", "IO-2026-9487"),
    ],
)
def test_a_confirmation_quotes_the_customers_number_run_into_its_label(
    quoted: str, number: str
) -> None:
    assert page_fields(_confirmation(quoted))["order_number"]["value"] == number


def test_a_short_label_still_needs_a_word_boundary_before_digits() -> None:
    """ "PO323872" is a number, not "PO" and 323872; "Order12345" is no label either."""
    matcher = matcher_for(SCHEMA)
    assert matcher.match("PO323872") is None
    assert matcher.match("Order12345") is None


def test_a_ukrainian_party_line_ends_before_its_registration_codes() -> None:
    line = "ПП «Метиз-Україна», код ЄДРПОУ 36273679, ІПН 112352355146, 07036, пр. Ленина, д. 107"
    assert text_value(line, matcher_for(SCHEMA)) == "ПП «Метиз-Україна»"
    page = [
        seg("ЗАМОВЛЕННЯ ПОСТАЧАЛЬНИКУ № ЗМ-2875 від 17 січня 2026 р.", 39, 29, h=13),
        seg("Постачальник:", 39, 60, h=8.4),
        seg(f"{line}, тел. +380 94 286 43 65", 117, 60, h=8.4),
        seg("Замовник:", 39, 87, h=8.4),
        seg("ТОВ «Міськводоканал», код ЄДРПОУ 86106462, м. Вінниця", 117, 87, h=8.4),
        seg("Разом:", 324, 167),
        seg("144 152,32", 510, 167),
    ]
    assert page_fields(page)["supplier"]["value"] == "ПП «Метиз-Україна»"


@pytest.mark.parametrize(
    "caption",
    ["Notre n° de commande", "Nuestro n.º de pedido", "Nostro ordine n", "Onze ordernummer"],
)
def test_the_buyers_own_order_number_heads_its_grid_column(caption: str) -> None:
    page = [
        seg("Centre hospitalier du Léman ASBL", 41, 30, h=13),
        seg("Quincaillerie Jacquet SA", 308, 126, h=9.5),
        seg("COMMANDE", 41, 188, h=15),
        seg(caption, 44, 216, h=6.7),
        seg("Votre offre", 172, 216, h=6.7),
        seg("N° fournisseur", 301, 216, h=6.7),
        seg("BC552889", 44, 231, h=8.2),
        seg("OF-52587", 172, 231, h=8.2),
        seg("35838", 301, 231, h=8.2),
    ]
    assert page_fields(page)["order_number"]["value"] == "BC552889"
    m = matcher_for(SCHEMA).match(caption)
    assert m is not None and (m.entry.field, m.entry.kind) == ("order_number", "label")


def test_a_dutch_order_total_is_the_total() -> None:
    page = [
        seg("Zorggroep De Linde", 39, 29, h=15),
        seg("INKOOPORDER", 426, 27, h=15),
        seg("Omschrijving", 113, 206),
        seg("Bedrag", 536, 206),
        seg("Boormachine accu 18V set", 113, 222),
        right("4.525,44", 560, 222),
        seg("Subtotaal excl. BTW", 298, 321),
        right("€ 4.525,44", 560, 321),
        seg("BTW 21% over € 4.525,44", 298, 334),
        right("€ 950,34", 560, 334),
        seg("Ordertotaal", 298, 361),
        right("€ 5.475,78", 560, 361),
    ]
    total = page_fields(page)["total"]
    assert total["value"] == "5475.78"
    assert total["confidence"] >= 0.99
    m = matcher_for(SCHEMA).match("Ordertotaal")
    assert m is not None and m.entry.field == "total"


def test_a_totals_row_takes_the_figure_that_is_not_net_of_tax() -> None:
    """ "合计" over columns "不含税金额" (net, a distractor) and "含税金额": the row's total is
    the gross, as the line under the table says."""
    page = [
        seg("华鼎电子(宁波)有限公司", 208, 25, h=15),
        seg("采购订单", 259, 61, h=16),
        seg("单据编号", 45, 90),
        seg("PO-202605-54377", 96, 90),
        seg("供应商名称", 309, 106),
        seg("无锡市嘉利五金制品厂", 365, 106),
        seg("物料名称/规格型号", 162, 195),
        seg("数量", 315, 195),
        seg("不含税金额", 446, 195),
        seg("含税金额", 516, 195),
        seg("导热硅胶片 1.0mm 20×20", 120, 212),
        seg("197", 329, 212),
        right("3,619.66", 490, 212),
        right("4,090.21", 560, 212),
        seg("合计", 120, 348),
        seg("197", 329, 348),
        right("3,619.66", 490, 348),
        right("4,090.21", 560, 348),
    ]
    assert page_fields(page)["total"]["value"] == "4090.21"


@pytest.mark.parametrize(
    ("value", "doubted"),
    [
        ("IO585010", True),
        ("1O585010", True),
        ("I0217250", True),
        ("I0-987369", True),
        ("10792711", False),  # digits alone: nothing says a letter was read as one
        ("PO-2026-123", False),
        ("4500I23", False),
    ],
)
def test_an_ocr_number_of_digits_and_letter_like_glyphs_is_doubted(
    value: str, doubted: bool
) -> None:
    assert ambiguous_glyphs(value) is doubted
    page = [
        Segment("INKOOPORDER", 426, 27, 540, 45, "ocr"),
        Segment("Ordernr.", 42, 156, 80, 170, "ocr"),
        Segment(value, 42, 171, 100, 185, "ocr"),
    ]
    number = page_fields(page)["order_number"]
    assert number["value"] == value
    if doubted:
        assert number["confidence"] <= AMBIGUOUS_GLYPHS_CAP


@pytest.mark.parametrize(
    ("text", "field", "kind"),
    [
        ("請購單號:PR115023688", None, "distractor"),
        ("乙方報價單號:Q2602-134", None, "distractor"),
        ("合約字號:PUR-2026-3737", "order_number", "fallback"),
        ("乙方:協成國際貿易有限公司", "supplier", "label"),
    ],
)
def test_traditional_label_words_fold_to_the_vocabulary(
    text: str, field: str | None, kind: str
) -> None:
    m = matcher_for(SCHEMA).match(text)
    assert m is not None and (m.entry.field, m.entry.kind) == (field, kind), m


def test_a_taiwanese_contract_is_numbered_by_its_contract_number() -> None:
    page = [
        seg("買賣合約書", 243, 42, h=18),
        seg("合約字號:PUR-2026-3737", 442, 49, h=9),
        seg("請購單號:PR115023688", 46, 70, h=8),
        seg("乙方報價單號:Q2602-134", 151, 70, h=8),
        seg(
            "立合約書人信昌科技股份有限公司(以下簡稱甲方)、協成國際貿易有限公司(以下簡稱乙方)",
            46,
            91,
            h=9.6,
        ),
    ]
    assert page_fields(page)["order_number"]["value"] == "PUR-2026-3737"
