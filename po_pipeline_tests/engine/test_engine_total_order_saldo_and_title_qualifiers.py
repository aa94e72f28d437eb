"""Three wordings of stop 57:

- "TOTAL ORDER" (the total's label with the paper's name right after it, no preposition),
  its figure under it at the amounts' side, is the total, as "Total of this order" is;
- "Saldo" (Dutch, Portuguese, Italian, Spanish, German) closes an order as its total where
  nothing was paid before it; under a deposit ("Anzahlung", "Aanbetaling") it is what is
  left to pay, no total, unless the deposit is nothing ("Voorschot 0,00 EUR");
- a title with one capitalised word after it saying what is ordered, then the number
  ("Bestellung Hüttenversorgung 495/63"), gives the number, as "Bestellung 495/63" does; a
  word that numbers a version or a page of the paper ("Revision 2") does not."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.rules import rank_page
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _fields(page: list[Segment]) -> dict[str, str]:
    fields = extract_segments([page], SCHEMA)["fields"]
    return {name: f["value"] for name, f in fields.items()}


def _club_order(caption: str) -> list[Segment]:
    """An Australian club's order: its totals block ends with a caption and, on the line
    under it, the figure at the amounts' side."""
    return [
        seg("Cronulla SLSC Inc.", 34, 22, h=14),
        seg("PURCHASE ORDER", 410, 22, h=14),
        seg("Headland Outboards Australia Pty Ltd", 34, 76),
        seg("PO #", 306, 76),
        seg("64979", 534, 76),
        seg("Description", 70, 183),
        seg("Qty", 352, 183),
        seg("Amount $", 516, 183),
        seg("Patrol uniform shirt", 70, 199),
        seg("20", 357, 199),
        seg("891.20", 529, 199),
        seg("Paddle board leash", 70, 216),
        seg("10", 358, 216),
        seg("278.00", 529, 216),
        seg("Subtotal (ex GST)", 339, 239),
        seg("$1,169.20", 513, 239),
        seg("Freight", 338, 254),
        seg("$30.00", 526, 254),
        seg("GST 10%", 338, 267),
        seg("$119.92", 521, 267),
        seg(caption, 339, 281),
        seg("$1,319.12", 509, 294),
    ]


@pytest.mark.parametrize(
    "caption",
    [
        "TOTAL ORDER",  # new at stop 57
        # Read before stop 57 too, by another path: kept so the new wording breaks neither.
        "Total PO",
        "Total Purchase Order",
    ],
)
def test_total_and_the_papers_name_over_the_figure_is_the_total(caption: str) -> None:
    assert _fields(_club_order(caption))["total"] == "1319.12"


def test_total_and_another_amounts_name_is_no_total() -> None:
    # "Total Order Quantity" counts pieces: the figure under it is no total of the order.
    assert _fields(_club_order("TOTAL ORDER QUANTITY"))["total"] != "1319.12"


def _confirmation(lines: list[tuple[str, str]]) -> list[Segment]:
    """A Belgian seller's order confirmation whose totals block is `lines` (caption, figure)."""
    page = [
        seg("Hermans & Zonen BV", 52, 33, h=14),
        seg("Bevestiging van bestelling", 354, 34, h=14),
        seg("Aan", 52, 94),
        seg("Car Wash Molenveld", 52, 106),
        seg("Uw ref. / bestelbon", 55, 172),
        seg("Ons ordernr.", 252, 172),
        seg("CW2553", 55, 186),
        seg("OB25-80172", 252, 186),
        seg("Omschrijving", 109, 230),
        seg("Aantal", 340, 230),
        seg("Bedrag €", 507, 230),
        seg("Waxspray 25 l", 109, 246),
        seg("1 can", 359, 246),
        seg("110,82", 516, 246),
        seg("Stofzuigerslang 5 m", 109, 261),
        seg("8 st", 359, 261),
        seg("816,62", 516, 261),
    ]
    for k, (caption, figure) in enumerate(lines):
        page += [seg(caption, 322, 284 + 14 * k), seg(figure, 500, 284 + 14 * k)]
    return page


def test_saldo_closing_an_order_is_its_total() -> None:
    fields = _fields(
        _confirmation(
            [("Subtotaal excl. btw", "€ 927,44"), ("Btw 21 %", "€ 194,76"), ("Saldo", "€ 1.122,20")]
        )
    )
    assert fields["total"] == "1122.20"


def test_saldo_under_a_deposit_is_what_is_left_to_pay() -> None:
    fields = _fields(
        _confirmation(
            [
                ("Subtotaal excl. btw", "€ 927,44"),
                ("Btw 21 %", "€ 194,76"),
                ("Aanbetaling", "€ 300,00"),
                ("Saldo", "€ 822,20"),
            ]
        )
    )
    assert fields["total"] != "822.20"


def test_a_deposit_of_nothing_leaves_the_saldo_the_total() -> None:
    fields = _fields(
        _confirmation(
            [
                ("Subtotaal excl. btw", "€ 927,44"),
                ("Btw 21 %", "€ 194,76"),
                ("Aanbetaling", "€ 0,00"),
                ("Saldo", "€ 1.122,20"),
            ]
        )
    )
    assert fields["total"] == "1122.20"


def _hut_order(heading: str) -> list[Segment]:
    return [
        seg("Fridolinhütte", 48, 34, h=14),
        seg("Sektion Bachtel des Schweizer Alpen-Club SAC", 48, 52),
        seg("Datum", 338, 90),
        seg("9 Februar 2026", 484, 90),
        seg("Kunden-Nr.", 338, 102),
        seg("1595161", 511, 102),
        seg("Wyss Getränke AG", 48, 112),
        seg("Gewerbestrasse 6", 48, 124),
        seg("6460 Altdorf", 48, 136),
        seg(heading, 48, 160, h=13),
        seg("Pos. Artikel Menge Betrag CHF", 51, 214),
        seg("1 Bier Flasche 24 x 33 cl 2 Harass 77.56", 51, 230),
        seg("Bestelltotal CHF", 298, 398),
        seg("1'779.15", 501, 398),
    ]


@pytest.mark.parametrize(
    ("heading", "number"),
    [
        ("Bestellung Hüttenversorgung 495/63", "495/63"),
        ("Bestellung Hüttenversorgung BER-2026-77", "BER-2026-77"),
        ("Bestellung BER-2026-77", "BER-2026-77"),
    ],
)
def test_a_titles_qualifying_word_before_its_number(heading: str, number: str) -> None:
    assert _fields(_hut_order(heading))["order_number"] == number
    ranked = rank_page(_hut_order(heading), SCHEMA)["order_number"]
    assert (ranked[0].value, ranked[0].method) == (number, "title")


@pytest.mark.parametrize(
    "heading",
    [
        "Bestellung Revision 2026",  # a version of the paper, not its number
        "Bestellung hüttenversorgung 4711",  # not a noun of the heading
        "Bestellung Hüttenversorgung 12",  # too short for an order's number
    ],
)
def test_no_number_after_other_words(heading: str) -> None:
    number = heading.rsplit(" ", 1)[1]
    ranked = rank_page(_hut_order(heading), SCHEMA)["order_number"]
    assert all(f.value != number or f.method != "title" for f in ranked)
