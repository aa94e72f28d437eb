"""A letter order's title with its number ("OFFICIAL ORDER P/67089") is the buyer's, as "Order"
alone is: on its page "Your ref." cites the vendor's reference, not the buyer's order."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import DocumentContext, page_view
from po_pipeline.engine.roles import title_kind
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


@pytest.mark.parametrize(
    "title", ["OFFICIAL ORDER P/67089", "Official Order No. 55", "ORDER #A-77", "ORDER"]
)
def test_a_letter_order_s_title_with_its_number_is_the_buyer_s(title: str) -> None:
    assert title_kind(title) == (False, True)


@pytest.mark.parametrize("text", ["Order:", "ORDER DATE", "Order 12 May"])
def test_order_with_other_words_is_no_title(text: str) -> None:
    assert title_kind(text) == (False, False)


def test_a_page_under_a_numbered_letter_order_title_is_the_buyer_s() -> None:
    """So its "Your ref." cites the vendor's reference, not the buyer's order."""
    page = [
        seg("Lowther Wildlife Park Limited", 50, 40, h=14),
        seg("OFFICIAL ORDER P/67089", 380, 40, h=14),
        seg("Order to", 50, 100),
        seg("Yeomans Animal Feeds Ltd", 50, 114),
        seg("Your ref. V61950", 380, 128),
    ]
    view = page_view(page, SCHEMA, DocumentContext())
    assert view.buyer_paper and not view.seller_paper
