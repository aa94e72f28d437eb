"""The order number's candidates: every ID-like token on the document, described by its
shape and by what announces it (engine.id_candidates), for the order-number scorer."""

from __future__ import annotations

from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.id_candidates import document_candidates, page_candidates
from po_pipeline.engine.rules import page_view, rank_view
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
ORDER = next(f for f in SCHEMA.fields if f.name == "order_number")


def candidates(segments: list) -> dict[str, dict[str, float]]:
    page = page_view(segments, SCHEMA)
    rules = rank_view(page)["order_number"]
    cands = document_candidates([page], [page_candidates(ORDER, page, 0)], rules)
    return {c.value: c.feats for c in cands}


def test_every_number_is_a_candidate_but_dates_and_phones_are_not() -> None:
    cands = candidates(
        [
            seg("PURCHASE ORDER 208280-X1572-1", 40, 30, h=16),
            seg("Quotation No. Q-7731", 40, 60),
            seg("Tel. +44 20 7946 0958", 40, 75),
            seg("Date 2026-03-14", 300, 60),
            seg("Item 4471-B   Bolts M8   12   3.50   42.00", 40, 200),
        ]
    )
    assert {"208280-X1572-1", "Q-7731", "4471-B"} <= set(cands)
    assert "2026-03-14" not in cands  # a date is never an order number
    assert "42.00" not in cands and "3.50" not in cands  # nor a price or an amount
    assert not any("7946" in v for v in cands)  # nor a phone number


def test_a_number_beside_the_title_knows_its_title_line() -> None:
    cands = candidates(
        [
            seg("PURCHASE ORDER 208280-X1572-1", 40, 30, h=16),
            seg("Quotation No. Q-7731", 40, 60),
        ]
    )
    title, quote = cands["208280-X1572-1"], cands["Q-7731"]
    assert title["title_line"] == 1.0 and title["same_order"] == 1.0
    assert quote["title_line"] == 0.0 and quote["same_quote"] == 1.0
    assert quote["same_number"] == 1.0 and quote["same_order"] == 0.0


def test_a_number_under_a_header_cell_knows_the_header_above_it() -> None:
    """A boxed header grid: captions in one row, values in the row beneath."""
    cands = candidates(
        [
            seg("P.O. No.", 40, 100),
            seg("Customer No.", 160, 100),
            seg("Order Date", 280, 100),
            seg("4500123987", 40, 114),
            seg("C-20931", 160, 114),
            seg("14.03.2026", 280, 114),
        ]
    )
    order, customer = cands["4500123987"], cands["C-20931"]
    assert order["above_label"] == 1.0 and order["above_order"] == 1.0
    assert customer["above_label"] == 0.0 and customer["above_party"] == 1.0
    assert order["all_digits"] == 1.0 and customer["letter_prefix"] == 1.0


def test_the_rules_pick_is_marked_and_a_number_on_two_pages_counts_twice() -> None:
    page1 = page_view([seg("PO Number: 77120", 40, 40), seg("Ref 88231", 40, 60)], SCHEMA)
    page2 = page_view([seg("PO Number: 77120", 40, 40), seg("Page 2 of 2", 40, 700)], SCHEMA)
    rules = rank_view(page1)["order_number"]
    cands = {
        c.value: c
        for c in document_candidates(
            [page1, page2],
            [page_candidates(ORDER, page1, 0), page_candidates(ORDER, page2, 1)],
            rules,
        )
    }
    assert cands["77120"].feats["rule_first"] == 1.0 and cands["77120"].pages == {0, 1}
    assert cands["77120"].feats["on_pages"] > 0 and cands["88231"].feats["rule_first"] == 0.0


def test_features_are_listed_for_training_and_the_rules_choose_without_a_model() -> None:
    page = [seg("PO Number: 77120", 40, 40), seg("Ref 88231", 40, 60)]
    field = extract_segments([page], SCHEMA, with_features=True)["fields"]["order_number"]
    listed = {c["value"]: c for c in field["id_candidates"]}
    assert {"77120", "88231"} <= set(listed)
    assert listed["77120"]["features"]["same_label"] == 1.0
    assert 0.0 not in listed["77120"]["features"].values()  # zeros are left out
    assert field["rules_pick"]["value"] == "77120"


def test_a_number_rows_below_its_header_knows_the_caption_of_its_column() -> None:
    cands = candidates(
        [
            seg("Customer", 40, 100),
            seg("PO #", 200, 100),
            seg("Hartley Supply Co.", 40, 114),
            seg("Building 4", 40, 128),
            seg("Leeds", 40, 142),
            seg("88-1207", 200, 156),
        ]
    )
    order = cands["88-1207"]
    assert order["above_label"] == 0.0  # nothing close above it
    assert order["column_label"] == 1.0 and order["column_order"] == 1.0
