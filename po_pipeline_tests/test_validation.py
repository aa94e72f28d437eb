"""Validation rules: required fields, total format and normalisation, no computed totals,
page-by-page merge with conflicts."""

from __future__ import annotations

import pytest

from po_pipeline.validation import Accepted, Review, merge_pages, normalise_total, validate_result


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("128.50", "128.50"),
        ("0", "0.00"),
        ("315", "315.00"),
        ("¥315.00", "315.00"),
        ("USD 1,234.5", "1234.50"),
        ("1,234,567.89 元", "1234567.89"),
        ("RMB128.50", "128.50"),
        ("12.345", None),
        ("-5.00", None),
        ("12,34", None),
        ("abc", None),
        ("12345678901", None),
        ("", None),
    ],
)
def test_normalise_total(raw: str, expected: str | None) -> None:
    assert normalise_total(raw) == expected


def page(**fields: str) -> dict[str, str]:
    return {"order_number": "", "supplier": "", "total": ""} | fields


@pytest.mark.parametrize(
    ("pages", "outcome"),
    [
        (
            {"Page_1": page(order_number="PO-2026-017", supplier="教学供应商", total="128.50")},
            Accepted("PO-2026-017", "教学供应商", "128.50"),
        ),
        (
            {"Page_1": page(order_number="PO-1", supplier="S", total="0")},
            Accepted("PO-1", "S", "0.00"),
        ),
        ({"Page_1": page(order_number="PO-2026-018", supplier="教学供应商")}, "missing_total"),
        ({"Page_1": page(supplier="S", total="1.00")}, "missing_order_number"),
        ({"Page_1": page(order_number="PO-1", total="1.00")}, "missing_supplier"),
        ({"Page_1": page(order_number="PO-1", supplier="S", total="about 5")}, "invalid_total"),
        # number and supplier on page 1, total on the last page: merged, no conflict
        (
            {"Page_1": page(order_number="PO-9", supplier="S"), "Page_2": page(total="9.99")},
            Accepted("PO-9", "S", "9.99"),
        ),
        # the same value on two pages is no conflict
        (
            {
                "Page_1": page(order_number="PO-9", supplier="S", total="1"),
                "Page_2": page(order_number="PO-9"),
            },
            Accepted("PO-9", "S", "1.00"),
        ),
        (
            {
                "Page_1": page(order_number="PO-9", supplier="S", total="1.00"),
                "Page_2": page(total="2.00"),
            },
            "page_conflict",
        ),
        ({}, "empty_result"),
    ],
)
def test_validate_result(pages: dict, outcome: Accepted | str) -> None:
    result = validate_result({"results": pages})
    if isinstance(outcome, Accepted):
        assert result == outcome
    else:
        assert isinstance(result, Review) and result.reason == outcome


def test_a_missing_total_is_never_computed_from_line_items() -> None:
    result = validate_result(
        {
            "results": {"Page_1": page(order_number="PO-2026-018", supplier="教学供应商")},
            "lines": [{"qty": 2, "price": "10.00"}],
        }
    )
    assert isinstance(result, Review) and result.reason == "missing_total"
    assert result.values == {"order_number": "PO-2026-018", "supplier": "教学供应商", "total": ""}
    assert "never computed" in result.message


def test_merge_pages_orders_pages_numerically_and_reports_both_values() -> None:
    merged, conflicts = merge_pages(
        {
            "Page_10": {"total": "5.00"},
            "Page_2": {"total": "4.00"},
            "Page_1": {"supplier": "S"},
        }
    )
    assert merged == {"supplier": "S", "total": ""}
    assert conflicts == ["total differs between pages: '4.00' on Page_2; '5.00' on Page_10"]
