"""A total nobody labelled in a known way is found by its arithmetic: the figure that the
line amounts above it, or net and tax beside it, add up to; a total before tax is not it,
and neither is a statement's running balance ("TOTAL DUE" after "Previous Balance")."""

from __future__ import annotations

from decimal import Decimal

import pytest
from layout import right, seg

from po_pipeline.engine.arithmetic import amounts, sum_totals
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.money import best_money
from po_pipeline.engine.rules import extract_page_fields, rank_page
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def total(segments: list[Segment]) -> str:
    found = extract_page_fields(segments, SCHEMA)["total"]
    return found.value if found else ""


def items(*amounts: str) -> list[Segment]:
    page = [seg("Item", 40, 100), seg("Qty", 250, 100), seg("Price", 320, 100)]
    for i, amount in enumerate(amounts):
        top = 115 + 14 * i
        page += [seg(f"Part {i}", 40, top), seg("2", 260, top), right(amount, 500, top)]
    return page


def test_the_last_row_that_the_line_amounts_add_up_to_is_the_total() -> None:
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Merchandise value carried", 200, 175),  # no label the schema knows
        right("1,599.75", 500, 175),
    ]
    assert total(page) == "1599.75"
    best = rank_page(page, SCHEMA)["total"][0]
    assert best.method == "sum"


def test_net_plus_tax_on_one_row_gives_the_total() -> None:
    page = [
        seg("Base imponible", 200, 300),
        seg("Cuota", 320, 300),
        seg("Importe final", 420, 300),
        right("2.390,84", 260, 315),
        right("21", 300, 315),
        right("502,08", 380, 315),
        right("2.892,92 €", 480, 315),
    ]
    assert total(page) == "2892.92"


def test_a_labelled_total_ranks_before_the_arithmetic_one() -> None:
    page = items("100.00", "50.00") + [
        right("150.00", 500, 143),  # an unlabelled sum of the two lines
        seg("Grand Total:", 380, 180),
        right("163.50", 500, 180),
    ]
    ranked = [f.value for f in rank_page(page, SCHEMA)["total"]]
    assert ranked[:2] == ["163.50", "150.00"]


def test_no_sum_no_total() -> None:
    """Amounts that add up to nothing printed give no total: the rule never computes one."""
    page = items("1,200.00", "310.50", "89.25") + [seg("Signed:", 40, 200)]
    assert total(page) == ""
    assert sum_totals(page) == []


def test_counts_and_codes_beside_a_price_add_up_exactly_or_not_at_all() -> None:
    """A line's number and a figure of its description (8 and 3) are no net and tax of the
    price beside them: 11 is within a cent of 10.99, but counts carry no cents to round."""
    page = [
        seg("Ln", 32, 200),
        seg("Description", 160, 200),
        seg("Retail", 500, 200),
        seg("8", 34, 215),
        seg("VITAMIN D3 2000IU 90CT", 160, 215),
        right("10.99", 530, 215),
        seg("Total Lines: 8", 32, 240),
    ]
    assert sum_totals(page) == []
    assert total(page) == ""


def test_counts_that_add_up_to_a_grouped_count_are_no_total() -> None:
    """A quantity column (500, 500 and then 1,000 items) adds up by chance; 1,000 reads as
    money only by its grouping, and a count column's sum is no total. The same column with
    money in it is one."""
    counts = [seg("数量", 300, 100)]
    counts += [right(q, 340, 115 + 14 * i) for i, q in enumerate(["200", "500", "500", "1,000"])]
    assert sum_totals(counts) == []
    money = [seg("金額", 300, 100)]
    money += [right(q, 340, 115 + 14 * i) for i, q in enumerate(["200", "1,500", "500", "2,000"])]
    assert [a.value for a in sum_totals(money)] == [Decimal("2000")]


def test_a_line_amount_with_its_unit_price_is_not_a_total() -> None:
    """30.00 = 10.00 + 20.00 above it, but its row prices an item: a line amount."""
    page = items("10.00", "20.00")
    page += [seg("Part 2", 40, 143), right("15.00", 400, 143), right("30.00", 500, 143)]
    assert total(page) == ""


def test_a_carried_forward_subtotal_is_not_the_total() -> None:
    page = items("1,200.00", "310.50") + [seg("Übertrag: 1.510,50", 420, 160)]
    assert [a.value for a in sum_totals(page)]  # it is a sum...
    assert total(page) == ""  # ...that a distractor label names


def test_yen_amounts_are_money() -> None:
    assert best_money("130,586円（税込）").text == "130586.00"
    page = [seg("合計金額", 40, 100), seg("130,586円（税込）", 130, 100)]
    assert total(page) == "130586.00"


def test_a_total_before_tax_is_not_the_total() -> None:
    page = [
        seg("合計(未稅)", 226, 282),
        right("141,714", 528, 282),
        seg("合約總價:新台幣壹拾肆萬捌仟捌佰元整(NT$148,800),含百分之五營業稅。", 106, 312),
    ]
    assert total(page) == "148800.00"


def test_a_total_label_left_blank_means_no_total_even_beside_a_printed_sum() -> None:
    """A subtotal whose caption OCR garbled ("Tt HT") adds up the lines, but the page's
    own total label is empty: the document states no total, and none is taken."""
    page = items("1,200.00", "310.50") + [
        seg("Tt HT", 300, 175),
        right("1 510,50 €", 500, 175),
        seg("Total TTC", 300, 195),
    ]
    assert sum_totals(page)  # the subtotal is a sum...
    assert total(page) == ""  # ...but the blank total label says nothing was stated
    assert total(page[:-1]) == "1510.50"


STATEMENT = [
    seg("Subtotal", 390, 340),
    seg("$3,529.22", 520, 340),
    seg("Sales Tax", 390, 353),
    seg("$247.05", 527, 353),
    seg("Invoice Total", 390, 366),
    seg("$3,776.27", 520, 366),
    seg("TOTAL DUE", 50, 398),
    seg("$5,554.16", 220, 398),
    seg("Amount Due", 360, 485),
    seg("$5,554.16", 450, 485),
]


@pytest.mark.parametrize(
    ("history", "total"),
    [
        # A statement: what was owed before, less payments, plus this invoice is due.
        ([seg("Previous Balance", 50, 361), seg("$3,555.78", 220, 361)], "3776.27"),
        ([seg("Payments Received", 50, 373), seg("($1,777.89)", 215, 373)], "3776.27"),
        ([seg("Saldovortrag", 50, 361), seg("3.555,78 €", 220, 361)], "3776.27"),
        # No account history: what is due is this document's total.
        ([], "5554.16"),
    ],
    ids=["previous-balance", "payments-received", "saldovortrag", "plain-invoice"],
)
def test_on_a_statement_the_amount_due_is_a_balance_not_the_total(
    history: list[Segment], total: str
) -> None:
    found = extract_page_fields([*STATEMENT, *history], SCHEMA)["total"]
    assert found is not None and found.value == total


def test_a_totals_row_under_net_and_gross_columns_gives_the_gross() -> None:
    """ "Razem" under net, VAT and gross columns: both figures add up their columns, and the
    gross one (rightmost) is the total."""
    page = [seg("Nazwa", 40, 100), seg("Wart. netto", 330, 100), seg("Wart. brutto", 440, 100)]
    for i, (net, gross) in enumerate([("1 000,00", "1 230,00"), ("200,00", "246,00")]):
        top = 115 + 14 * i
        page += [seg(f"Pozycja {i}", 40, top), right(net, 390, top), right(gross, 500, top)]
    page += [seg("Razem:", 40, 145), right("1 200,00", 390, 145), right("1 476,00", 500, 145)]
    assert [format(a.value, "f") for a in sum_totals(page)] == ["1476.00", "1200.00"]
    assert total(page) == "1476.00"


def test_a_discount_without_cents_takes_away_from_the_sum() -> None:
    """Dong, yen and won print no cents: "-3.502.026" is a discount, so net less discount
    plus VAT adds up to the total printed under them."""
    page = [
        seg("Tiền hàng", 300, 200),
        right("116.734.200", 500, 200),
        seg("Chiết khấu (3%)", 300, 214),
        right("-3.502.026", 500, 214),
        seg("VAT 8%", 300, 228),
        right("9.409.218", 500, 228),
        seg("Giá trị sau cùng", 300, 242),  # a label the schema does not know
        right("122.641.392", 500, 242),
    ]
    assert [a.value for a in sum_totals(page)] == [122641392]
    assert total(page) == "122641392.00"


@pytest.mark.parametrize(
    ("charge", "amount"),
    [
        ("运费", "120.00"),
        ("zzgl. 19 % MwSt.", "232,68"),
        ("Discount", "-45.00"),
        # Brazil's forms: freight, and a charge marked as added whatever its word.
        ("Frete", "35,00"),
        ("(+) Taxa de entrega", "35,00"),
    ],
)
def test_a_sum_that_a_charge_follows_is_a_subtotal_not_the_total(charge: str, amount: str) -> None:
    """The line amounts add up to the goods' value, but freight, tax or a discount printed
    under it changes the total: with no grand total printed, no total is stated."""
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Goods value", 200, 175),
        right("1,599.75", 500, 175),
        seg(charge, 200, 189),
        right(amount, 500, 189),
    ]
    assert total(page) == ""


def test_a_charge_said_to_be_included_leaves_the_sum_the_total() -> None:
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Goods value", 200, 175),
        right("1,599.75", 500, 175),
        seg("darin enthalten 19 % MwSt.", 200, 189),
        right("255,42", 500, 189),
    ]
    assert total(page) == "1599.75"


def test_the_sum_under_the_charges_is_the_total() -> None:
    """Goods, then freight, then the figure the two add up to: that last one is the total."""
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Goods value", 200, 175),
        right("1,599.75", 500, 175),
        seg("Freight", 200, 189),
        right("40.25", 500, 189),
        right("1,640.00", 500, 203),
    ]
    assert total(page) == "1640.00"


def test_a_tax_line_that_restates_the_tax_of_the_total_row_leaves_it_the_total() -> None:
    """The totals row itemises net, VAT and gross; the VAT line under it states the same
    VAT again ("TVA 20 % payée sur les encaissements"): counted in the gross already, not
    added to it."""
    page = [
        seg("Net", 200, 100),
        seg("VAT", 300, 100),
        seg("Gross", 420, 100),
        seg("Subscription", 40, 115),
        right("24.99", 260, 115),
        right("5.00", 340, 115),
        right("29.99", 480, 115),
        seg("This month", 40, 130),
        right("24.99", 260, 130),
        right("5.00", 340, 130),
        right("29.99", 480, 130),
        seg("VAT 20 % on receipts", 200, 145),
        right("5.00", 480, 145),
    ]
    assert total(page) == "29.99"


def test_a_charge_word_in_the_page_foot_is_no_charge_of_the_totals_block() -> None:
    """A company's register line at the foot of the page names its VAT number: it is far
    below the totals block, so the sum stays the total."""
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Goods value", 200, 175),
        right("1,599.75", 500, 175),
        seg("Acme SAS au capital de 3.441.812 Euros", 40, 760),
        right("N° de TVA FR 604 219 388", 500, 760),
    ]
    assert total(page) == "1599.75"


@pytest.mark.parametrize("deduction", ["./. Skonto 3 %", "abzgl. Rabatt 5 %"])
def test_a_labelled_total_that_a_deduction_follows_is_a_subtotal(deduction: str) -> None:
    """A construction award: "Total" over the line amounts, then a deduction in German
    accounting's notation ("./." less, "abzgl."), the net, the VAT, and the award's sum
    incl. VAT. The labelled "Total" is the goods' subtotal; the sum payable is the total."""
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Total brutto", 200, 175),
        right("1,599.75", 500, 175),
        seg(deduction, 200, 189),
        right("-47.99", 500, 189),
        seg("Total netto exkl. MWST", 200, 203),
        right("1,551.76", 500, 203),
        seg("MWST 8.1 %", 200, 217),
        right("125.69", 500, 217),
        seg("Werkpreis inkl. MWST CHF", 200, 231),  # no label the schema knows: a sum
        right("1,677.45", 500, 231),
    ]
    assert total(page) == "1677.45"


def test_a_labelled_total_with_no_total_below_it_stays_the_total() -> None:
    """What follows the last total is no charge of it: a discount offered on the next
    order under an invoice's "Total TVAC", which the net and the VAT above add up to."""
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Base imposable", 200, 175),
        right("1,599.75", 500, 175),
        seg("TVA 21 %", 200, 189),
        right("335.95", 500, 189),
        seg("Total TVAC", 200, 203),
        right("1,935.70", 500, 203),
        seg("Remise fidélité 5 % sur votre prochaine commande", 200, 217),
        right("96.79", 500, 217),
    ]
    assert total(page) == "1935.70"


def test_a_balance_on_delivery_is_no_charge() -> None:
    """ "Solde à la livraison" (the balance on delivery, after a deposit) is what is left to
    pay, not a delivery charge: the total above it stays the total."""
    page = items("1,200.00", "310.50", "89.25") + [
        seg("Total HT", 200, 175),
        right("1,599.75", 500, 175),
        seg("TVA 20 %", 200, 189),
        right("319.95", 500, 189),
        seg("TOTAL TTC", 200, 203),
        right("1,919.70", 500, 203),
        seg("Acompte versé (30 %)", 200, 217),
        right("-575.91", 500, 217),
        seg("Solde à la livraison", 200, 231),
        right("1,343.79", 500, 231),
    ]
    assert total(page) == "1919.70"


def test_a_rebate_after_the_goods_total_makes_it_a_subtotal() -> None:
    """A chain store's order: 含税金额合计 over the lines, then the rebate set off against the
    supplier's account (账扣返利), then the order's total. The first is the goods' subtotal."""
    page = items("98.40", "642.60", "104.80") + [
        seg("含税金额合计", 200, 175),
        right("¥845.80", 500, 175),
        seg("账扣返利", 200, 189),
        right("-¥42.29", 500, 189),
        seg("本单合计（含税）", 200, 203),
        right("¥803.51", 500, 203),
    ]
    assert total(page) == "803.51"


def test_a_rebate_signed_before_its_currency_makes_the_labelled_total_a_subtotal() -> None:
    """The same store order with no label the schema knows on its last line: the rebate
    ("-¥42.29", its minus before the yen sign) is a charge, so the labelled 含税金额合计
    above it is the goods' subtotal, and the figure it and the rebate add up to is the
    total."""
    last = "门店结算价"
    assert matcher_for(SCHEMA).match(last) is None
    page = items("98.40", "642.60", "104.80") + [
        seg("含税金额合计", 200, 175),
        right("¥845.80", 500, 175),
        seg("账扣返利", 200, 189),
        right("-¥42.29", 500, 189),
        seg(last, 200, 203),
        right("¥803.51", 500, 203),
    ]
    assert total(page) == "803.51"


@pytest.mark.parametrize("text", ["-¥42.29", "-$42.29", "- € 42,29", "−¥42.29"])
def test_a_minus_before_the_currency_sign_is_a_minus(text: str) -> None:
    [amount] = amounts([Segment(text, 400, 100, 460, 110, "text")])
    assert amount.value == Decimal("-42.29")


def test_a_unit_price_that_the_prices_above_it_add_up_to_is_no_total() -> None:
    """In an item row, a price column's figure may equal the sum of the figures above it
    (124.57 = 100.00 + 24.57): a cell of the row, not the order's total."""
    page = [
        seg("Item", 40, 100),
        seg("Qty", 250, 100),
        seg("Price", 320, 100),
        seg("Amount", 450, 100),
    ]
    rows = [("100", "100.00", "10,000.00"), ("3", "24.57", "73.71"), ("2", "124.57", "249.14")]
    for i, (qty, price, amount) in enumerate(rows):
        top = 115 + 14 * i
        page += [
            seg(f"Part {i}", 40, top),
            right(qty, 270, top),
            right(price, 360, top),
            right(amount, 500, top),
        ]
    assert all(f.value != "124.57" for f in rank_page(page, SCHEMA)["total"])
    assert total(page) != "124.57"
