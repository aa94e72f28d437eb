"""A payment on account under an order's total that the sum shows, a total's figure set
larger on the line under its caption, "Total O.C.", an order's abbreviation printed with its
number, the words before a firm's name ("An Firma", "Razão social"), a heading to the
supplier ("Ao fornecedor"), a bank's branch as a party, a title's number under an OCR box, a
name in two scripts read by OCR, a yen sum closed by a dash, a seller's paper known beside a
buyer's title and the seller's own numbers on it: on hand-set pages through the field rules
and the whole engine (shipped models and calibration), and on the value parsers that decide
them."""

from __future__ import annotations

import pytest
from layout import SCHEMA, page_fields, right, seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.money import is_money_only
from po_pipeline.engine.party_candidates import PartyCandidate, page_candidates
from po_pipeline.engine.roles import addressed
from po_pipeline.engine.rules import _paid_from_total, page_view, rank_page
from po_pipeline.engine.scored import _in_two_scripts
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value, text_value
from po_pipeline.plausibility import implausible


def _values(page: list[Segment], field: str) -> list[str]:
    return [f.value for f in rank_page(page, SCHEMA)[field]]


def _paid_box(paid: str, caption: str = "Paid on account (30%)") -> list[Segment]:
    """An order's totals: its total, a payment made on account under it (a positive
    amount), and what is left to pay last."""
    return [
        seg("PURCHASE ORDER", 250, 40, h=16),
        seg("PO Number: IF-2025-0412", 40, 80),
        seg("Supplier: Bonner Marine Ltd", 40, 96),
        seg("Item Qty Unit price Amount", 40, 140),
        seg("Life jackets, 150N 40 285.41", 40, 156),
        right("11,416.65", 560, 156),
        seg("Total Order Value", 340, 200),
        right("€11,416.65", 560, 200),
        seg(caption, 340, 214),
        right(paid, 560, 214),
        seg("Balance due", 340, 228),
        right("€7,991.65", 560, 228),
    ]


def test_a_payment_on_account_that_the_sum_shows_leaves_the_balance_no_total() -> None:
    """Total less the amount paid is the balance under it: whatever the payment's caption
    says, the balance is what is left to pay, and the total is the order's."""
    page = _paid_box("€3,425.00")
    assert _values(page, "total")[0] == "11416.65"
    assert "7991.65" not in _values(page, "total")
    assert page_fields(page)["total"]["value"] == "11416.65"


@pytest.mark.parametrize(
    ("paid", "caption"),
    [
        ("€3,000.00", "Paid on account (30%)"),  # the sum does not show a deduction
        ("€3,425.00", "Less discount 30%"),  # a discount: what is left is still the total
    ],
)
def test_no_payment_when_the_sum_does_not_show_one_or_it_is_a_discount(
    paid: str, caption: str
) -> None:
    view = page_view(_paid_box(paid, caption), SCHEMA)
    k = next(i for i, s in enumerate(view.segments) if s.text == caption)
    assert not _paid_from_total(view.segments, view.matches, k, SCHEMA)


def test_the_payment_s_line_is_a_payment_when_the_sum_shows_it() -> None:
    view = page_view(_paid_box("€3,425.00"), SCHEMA)
    k = next(i for i, s in enumerate(view.segments) if s.text.startswith("Paid on account"))
    assert _paid_from_total(view.segments, view.matches, k, SCHEMA)


def _corner_total(caption: str, gap: float) -> list[Segment]:
    """A total's caption at the left of the totals' column, its figure set at 14 pt on the
    line under it at the right, `gap` pt below the caption's top."""
    amount = Segment("NT$58,385", 490, 495 + gap, 556, 495 + gap + 14, "text")
    return [
        seg("採購單", 250, 40, h=16),
        seg("採購單號:TV-2026-7956", 40, 80),
        seg("廠商:榮晉通信工程有限公司", 40, 96),
        seg("合計(未稅)", 402, 446, h=8.6),
        Segment("56,740", 530, 446, 556, 454.6, "text"),
        seg("稅額 5%", 422, 476, h=8.6),
        Segment("2,780", 534, 476, 556, 484.6, "text"),
        seg(caption, 359, 495, h=8.8),
        amount,
    ]


def test_a_total_set_larger_on_the_line_under_its_caption_is_the_total() -> None:
    """The figure starts 24 pt under the caption (8.8 pt): more than a line and a half of
    the caption, less than one of the figure's 14 pt type."""
    assert _values(_corner_total("總金額", 24), "total")[0] == "58385.00"


def test_a_figure_far_under_a_caption_is_not_its_value() -> None:
    """40 pt under the caption: past a line and a half of either type, no caption's figure."""
    ranked = rank_page(_corner_total("總金額", 40), SCHEMA)["total"]
    assert ("58385.00", "below") not in [(f.value, f.method) for f in ranked]


def test_total_o_c_labels_an_order_s_total() -> None:
    """ "Total O.C.": the total of an orden de compra, its figure under it at the right."""
    page = [
        seg("ORDEN DE COMPRA N° 1192", 40, 40, h=14),
        seg("Proveedor: Indumentaria Bustamante S.A.", 40, 80),
        seg("Subtotal", 339, 343),
        right("$ 2.776.740,00", 560, 343),
        seg("IVA 21 %", 338, 356),
        right("$ 583.115,40", 560, 356),
        seg("Total O.C.", 337, 387, h=11),
        Segment("$ 3.443.157,60", 468, 402, 560, 414, "text"),
    ]
    assert _values(page, "total")[0] == "3443157.60"


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Cde 7070", "Cde 7070"),
        ("Cde. 8533", "Cde. 8533"),
        ("Cde 8533 (suite)", "Cde 8533"),
        ("P/O 1181", "P/O 1181"),
        ("Cde 12.05.2025", ""),  # a date after the word: no number
    ],
)
def test_an_order_s_abbreviation_printed_with_its_number_is_part_of_it(
    text: str, number: str
) -> None:
    assert identifier_value(text) == number


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Firma Mayrhofer Futtermittel GmbH", "Mayrhofer Futtermittel GmbH"),
        ("Firma Hagedorn Pferdesport & Beschlag GmbH", "Hagedorn Pferdesport & Beschlag GmbH"),
        ("Firma Hans Müller", "Firma Hans Müller"),  # no legal form: the word may be the name's
        ("Razão social Souza Embalagens", "Souza Embalagens"),
        ("Spett.le Tassi & Fontanesi Cartotecnica S.r.1.", "Tassi & Fontanesi Cartotecnica S.r.l."),
    ],
)
def test_the_words_before_a_firm_s_name_are_not_the_name(text: str, name: str) -> None:
    assert text_value(text, matcher_for(SCHEMA)) == name


def test_a_heading_to_the_supplier_names_the_vendor_not_the_delivery_place() -> None:
    """ "Ao fornecedor" (to the supplier) over the vendor's block, "Entregar em" (deliver to)
    over a logistics firm's with a legal form beside it."""
    page = [
        seg("Pedido de Compras", 60, 37, h=14),
        seg("Tropical Norte Alimentos EIRELI", 329, 39, h=11),
        seg("Pedido no", 55, 106, h=7.5),
        seg("PC-167202", 55, 122, h=8.7),
        seg("Ao fornecedor", 56, 152, h=7.9),
        seg("Entregar em", 310, 152, h=7.5),
        seg("Moraes Logística Frigorificada Ltda.", 310, 163, h=9.1),
        seg("Distribuidora Moraes", 56, 164, h=9.5),
        seg("Contagem/MG – CEP 32210-000", 310, 175, h=8.3),
        seg("Rua das Indústrias, 830", 56, 176, h=8.7),
        seg("A/C Larissa Carvalho", 310, 185, h=8.3),
        seg("Ananindeua/PA – CEP 67030-000", 56, 187, h=8.7),
    ]
    assert matcher_for(SCHEMA).match("Ao fornecedor").entry.field == "supplier"
    assert _values(page, "supplier") == ["Distribuidora Moraes"]


@pytest.mark.parametrize(
    "name", ["中国农业银行厦门支行", "招商银行宁波分行", "交通银行武汉高新区支行"]
)
def test_a_bank_s_branch_is_no_party(name: str) -> None:
    assert implausible("text", name) == "is a bank's branch, not a party"


@pytest.mark.parametrize("name", ["中国农业银行股份有限公司", "厦门银行大厦物业管理有限公司"])
def test_a_bank_itself_or_a_firm_named_after_one_may_be_a_party(name: str) -> None:
    assert implausible("text", name) == ""


def test_a_title_s_number_under_a_taller_ocr_box_is_the_order_s() -> None:
    """OCR's box for a title reaches past the number marked under it: the number is still
    the title's, no contract's number beside the parties is."""
    page = [
        Segment("山东乘风风筝集团有限公司", 44, 20, 250, 37.8, "ocr"),
        Segment("原材料采购单", 465, 22, 560, 44.2, "ocr"),
        Segment("No. 2026-PO-3616", 476, 43, 570, 58.6, "ocr"),
        Segment("致:", 46, 90, 60, 103.8, "ocr"),
        Segment("华纶绳线厂", 88, 87, 160, 103.9, "ocr"),
        Segment("合同编号:FZHT261341", 406, 103, 540, 117.7, "ocr"),
    ]
    assert _values(page, "order_number")[0] == "2026-PO-3616"


def _candidate(value: str, top: float, h: float) -> PartyCandidate:
    return PartyCandidate(value, 0, Segment(value, 33, top, 250, top + h, "ocr"), {})


def test_a_name_in_two_scripts_read_by_ocr_is_one_firm() -> None:
    """OCR's boxes overlap from one line to the next (the Latin name's box starts 12 pt
    under the Chinese one's, and is 17 pt tall): still the same firm, its first line first."""
    native = _candidate("新光舞台燈光有限公司", 114, 15.7)
    assert _in_two_scripts(native, _candidate("San Kwong Stage Lighting Co., Ltd.", 126, 17.0))
    assert not _in_two_scripts(native, _candidate("San Kwong Stage Lighting Co., Ltd.", 160, 17))


@pytest.mark.parametrize(
    ("text", "alone"), [("¥25,066-", True), ("￥112,734-", True), ("25,066-", False)]
)
def test_a_yen_sum_closed_by_a_dash_is_an_amount_alone(text: str, alone: bool) -> None:
    """Japanese papers close a sum with a dash so nothing can be added to it; without the
    yen sign a trailing minus may be a debit's, and is not read so."""
    assert is_money_only(text) is alone


def test_a_yen_total_closed_by_a_dash_under_its_caption_is_the_total() -> None:
    page = [
        seg("御見積・発注書", 200, 40, h=16),
        seg("注文番号:20250920-11", 400, 70, h=8),
        seg("合計金額(税込)", 50, 123, h=8.4),
        Segment("¥25,066-", 224, 141, 290, 155, "text"),
    ]
    assert _values(page, "total")[0] == "25066.00"


def _sales_note(title: str, cite: str = "OC N°", sentence: str = "") -> list[Segment]:
    """A Chilean seller's paper: its name large, a small "NOTA DE PEDIDO" box at the right,
    a title line, the customer after "Señor(es)", the customer's order number cited."""
    page = [
        seg("Riegos Elqui", 38, 36, h=15),
        seg("R.U.T.: 76.800.515-7", 431, 37, h=9),
        seg("NOTA DE PEDIDO", 427, 52, h=10),
        seg("Giro: venta de equipos y sistemas de riego tecnificado", 38, 56, h=7.8),
        seg("Av. España 992, Talca", 38, 66, h=7.8),
        seg("N° NV-430828", 441, 69, h=10),
        seg(title, 38, 101, h=11),
        seg("Señor(es)", 41, 124, h=8),
        seg("Agrícola Las Palmas Ltda.", 129, 124, h=8),
        seg(cite, 301, 124, h=8),
        seg("9896", 404, 124, h=8),
        seg("RUT", 41, 139, h=8),
        seg("82.732.498-1", 129, 139, h=8),
        seg("Página 1 de 1", 280, 800, h=8),
    ]
    return page + ([seg(sentence, 38, 160, h=8)] if sentence else [])


@pytest.mark.parametrize(
    ("title", "cite", "sentence"),
    [
        ("Confirmación de pedido", "OC N°", ""),  # a seller's title naming the order it answers
        ("Detalle", "Su Orden de Compra N°", ""),  # the customer's order cited as the reader's
        ("Detalle", "OC N°", "Confirmamos su pedido según el siguiente detalle"),
    ],
)
def test_a_seller_s_paper_is_known_beside_a_buyer_s_title(
    title: str, cite: str, sentence: str
) -> None:
    assert page_view(_sales_note(title, cite, sentence), SCHEMA).kind == (1.0, 0.0)


def test_a_buyer_citing_the_seller_s_quote_writes_a_buyer_s_paper() -> None:
    assert page_view(_sales_note("Detalle", "Su cotización N°"), SCHEMA).kind == (0.0, 1.0)


def test_a_large_order_title_over_a_small_confirmation_box_is_the_buyer_s() -> None:
    page = [
        seg("PURCHASE ORDER", 200, 40, h=18),
        seg("Order confirmation", 400, 700, h=9),
        seg("PO Number: 4500017788", 40, 90),
    ]
    assert page_view(page, SCHEMA).kind == (0.0, 1.0)


def test_the_customer_a_seller_s_paper_addresses_is_no_supplier_candidate() -> None:
    """ "Señor(es)" addresses the customer on the seller's paper: the scorer is not offered
    its name for the supplier; on a buyer's order it would be the vendor's."""
    assert addressed("Señor(es)") == 1.0
    supplier = next(f for f in SCHEMA.fields if f.name == "supplier")
    seller = page_view(_sales_note("Confirmación de pedido"), SCHEMA)
    names = [c.value for c in page_candidates(supplier, seller, 0)]
    assert "Riegos Elqui" in names
    assert "Agrícola Las Palmas Ltda." not in names
    buyer = page_view(_sales_note("Detalle", "Su cotización N°"), SCHEMA)
    assert "Agrícola Las Palmas Ltda." in [c.value for c in page_candidates(supplier, buyer, 0)]


def _acknowledgement(cell: str) -> list[Segment]:
    """A sawmill's order acknowledgement: a header grid of captions over their values, the
    customer's order number under "Your Order No."."""
    return [
        seg("Kauri Timber Mills Ltd", 39, 40, h=15),
        seg("ORDER ACKNOWLEDGEMENT", 330, 44, h=14),
        seg("Your Order No.", 45, 162, h=7.4),
        seg("Acknowledgement No.", 148, 162, h=7.4),
        seg("Date", 355, 162, h=7.4),
        seg(cell, 45, 177, h=9),
        seg("OA-30791", 148, 177, h=9),
        seg("21.04.2026", 355, 177, h=9),
    ]


def test_an_abbreviated_order_number_in_a_grid_s_cell_is_kept_as_printed() -> None:
    assert _values(_acknowledgement("P/O 1181"), "order_number")[0] == "P/O 1181"
    # With a colon the abbreviation is the cell's own label: its number alone.
    assert _values(_acknowledgement("P/O: 1181"), "order_number")[0] == "1181"


@pytest.mark.parametrize(
    ("text", "field", "kind"),
    [
        ("Vs. rif. ordine", "order_number", "label"),
        ("N. conferma", None, "distractor"),
        ("Confirmation No.", None, "distractor"),
        ("确认单号", None, "distractor"),
    ],
)
def test_the_customer_s_order_and_the_seller_s_confirmation_number_are_told_apart(
    text: str, field: str | None, kind: str
) -> None:
    m = matcher_for(SCHEMA).match(text)
    assert (m.entry.field, m.entry.kind) == (field, kind)


@pytest.mark.parametrize(("title", "own"), [("销售确认书(续)", True), ("采购订单(续)", False)])
def test_a_bare_document_number_on_a_seller_s_paper_is_the_seller_s(title: str, own: bool) -> None:
    """ "单号:" heads the seller's confirmation with its own number; on the buyer's order the
    same caption numbers the order."""
    page = [
        seg("雅风画材批发部", 46, 27, h=8.6),
        seg(title, 115, 27, h=8.6),
        seg("单号:XS260312202", 192, 27, h=8.6),
        seg("序号 品名 规格 单位 数量 单价 金额", 51, 52, h=7.8),
        seg("1 调色盒 36格密封 个 30 13.50 405.00", 51, 70, h=7.8),
        seg("第 2 页", 280, 800, h=8),
    ]
    assert ("XS260312202" not in _values(page, "order_number")) is own
