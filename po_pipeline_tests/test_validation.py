"""Validation rules: required fields (from the schema), total format and normalisation (by
the engine's money parser), no computed totals, page-by-page merge with conflicts; the trust
gate: values that cannot be right, and fields under their schema's confidence threshold."""

from __future__ import annotations

import pytest

from po_pipeline.field_schema import load_schema, schema_from_mapping
from po_pipeline.pipeline.validation import (
    Accepted,
    Gate,
    Review,
    merge_pages,
    normalise_total,
    validate_result,
)

GATE = Gate.from_schema(load_schema())


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
        ("€1,234.50", "1234.50"),
        ("CNY 1,234.50", "1234.50"),
        ("¥1,234", "1234.00"),
        ("9999999999.99", "9999999999.99"),
        ("-5.00", None),
        ("abc", None),
        ("ABC", None),
        ("12/05/2026", None),
        ("2026-05-12", None),
        ("about 5", None),
        ("5.00 10.00", None),
        ("12345678901", None),
        ("10000000000.00", None),
        ("", None),
    ],
)
def test_normalise_total(raw: str, expected: str | None) -> None:
    assert normalise_total(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # Read as the engine reads a document; the validator before it refused these.
        ("1.234,50 €", "1234.50"),
        ("1 234,50 EUR", "1234.50"),
        ("R$ 1.234,56", "1234.56"),
        ("1.234.567,89", "1234567.89"),
        ("128,50", "128.50"),
        ("US$1,234.50", "1234.50"),
        ("1'234.50 CHF", "1234.50"),
        ("1,350.7200", "1350.72"),  # an ERP's zeros past the cents
        ("130,586円（税込）", "130586.00"),  # a note in brackets beside the amount
        ("12.345", "12345.00"),  # three places are thousands, as the engine reads them
        # Two numbers, which the old validator joined by dropping the space.
        ("12 34", None),
        # Both marks between three-digit groups: not read as 12345678.
        ("12,345.678", None),
        ("1.234,567", None),
        # A credit in accounting notation is negative: it loses its sign if read as 5.00.
        ("(5.00)", None),
        ("(USD 1,234.50)", None),
        ("（1,234.50）", None),
        ("5.00 (USD)", "5.00"),
    ],
)
def test_a_total_is_read_by_the_engines_money_parser(raw: str, expected: str | None) -> None:
    assert normalise_total(raw) == expected


def test_a_compdf_total_in_european_format_loads() -> None:
    """ComPDF returns the total as printed; it clears validation as our engine's would."""
    pages = {"Page_1": page(order_number="PO-7", supplier="Müller GmbH", total="1.234,50 €")}
    result = validate_result({"results": pages}, GATE)
    assert result == Accepted("PO-7", "Müller GmbH", "1234.50")


def page(**fields: str) -> dict[str, str]:
    return {"order_number": "", "supplier": "", "total": ""} | fields


@pytest.mark.parametrize(
    ("pages", "outcome"),
    [
        (
            {
                "Page_1": page(
                    order_number="PO-2026-017", supplier="上海教学设备有限公司", total="128.50"
                )
            },
            Accepted("PO-2026-017", "上海教学设备有限公司", "128.50"),
        ),
        (
            {"Page_1": page(order_number="PO-1", supplier="Sun Co", total="0")},
            Accepted("PO-1", "Sun Co", "0.00"),
        ),
        (
            {"Page_1": page(order_number="PO-2026-018", supplier="上海教学设备有限公司")},
            "missing_total",
        ),
        ({"Page_1": page(supplier="Sun Co", total="1.00")}, "missing_order_number"),
        ({"Page_1": page(order_number="PO-1", total="1.00")}, "missing_supplier"),
        (
            {"Page_1": page(order_number="PO-1", supplier="Sun Co", total="about 5")},
            "invalid_total",
        ),
        # number and supplier on page 1, total on the last page: merged, no conflict
        (
            {"Page_1": page(order_number="PO-9", supplier="Sun Co"), "Page_2": page(total="9.99")},
            Accepted("PO-9", "Sun Co", "9.99"),
        ),
        # the same value on two pages is no conflict
        (
            {
                "Page_1": page(order_number="PO-9", supplier="Sun Co", total="1"),
                "Page_2": page(order_number="PO-9"),
            },
            Accepted("PO-9", "Sun Co", "1.00"),
        ),
        (
            {
                "Page_1": page(order_number="PO-9", supplier="Sun Co", total="1.00"),
                "Page_2": page(total="2.00"),
            },
            "page_conflict",
        ),
        ({}, "empty_result"),
    ],
)
def test_validate_result(pages: dict, outcome: Accepted | str) -> None:
    result = validate_result({"results": pages}, GATE)
    if isinstance(outcome, Accepted):
        assert result == outcome
    else:
        assert isinstance(result, Review) and result.reason == outcome


def test_a_missing_total_is_never_computed_from_line_items() -> None:
    result = validate_result(
        {
            "results": {
                "Page_1": page(order_number="PO-2026-018", supplier="上海教学设备有限公司")
            },
            "lines": [{"qty": 2, "price": "10.00"}],
        },
        GATE,
    )
    assert isinstance(result, Review) and result.reason == "missing_total"
    assert result.values == {
        "order_number": "PO-2026-018",
        "supplier": "上海教学设备有限公司",
        "total": "",
    }
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


@pytest.mark.parametrize(
    ("values", "field"),
    [
        ({"supplier": "SHIP VIA"}, "supplier"),  # the next field's label
        ({"supplier": "Delivery Address:"}, "supplier"),
        ({"supplier": "交货地点"}, "supplier"),
        ({"supplier": "Supplier acknowledgement"}, "supplier"),
        ({"supplier": "供应商确认(签章)"}, "supplier"),
        ({"supplier": "Authorized Signature"}, "supplier"),
        ({"supplier": "发票专用章"}, "supplier"),  # an invoice seal's caption
        ({"supplier": "纳税人识别号:91330100673964613D"}, "supplier"),  # another field
        ({"supplier": "Material No: 4055"}, "supplier"),
        ({"supplier": "名"}, "supplier"),  # one character of a split label
        ({"supplier": "contract"}, "supplier"),  # a lower-case word
        ({"supplier": "ACKNOWLEDGEMENTBy signing below the vendor accepts"}, "supplier"),
        (
            {"supplier": "Deliveries are accepted on weekdays between 8 and 16 hours only"},
            "supplier",
        ),
        ({"supplier": "This line references Document (Blanket Agreement) 3601415."}, "supplier"),
        ({"supplier": "Tel: +1 555 201 3344"}, "supplier"),
        ({"supplier": "orders@northwind.example"}, "supplier"),
        ({"supplier": "1200 Harbor Blvd, Suite 4"}, "supplier"),
        ({"supplier": "广东省深圳市南山区科技路12号"}, "supplier"),
        ({"order_number": "2026-03-05"}, "order_number"),
        ({"order_number": "+49 30 1234567"}, "order_number"),
    ],
)
def test_values_that_cannot_be_right_go_to_review_on_any_backend(
    values: dict[str, str], field: str
) -> None:
    # A ComPDF-shaped result: per-page values only, no confidence.
    merged = {"order_number": "PO-77", "supplier": "Northwind Traders Ltd", "total": "10.00"}
    result = validate_result({"results": {"Page_1": {**merged, **values}}}, GATE)
    assert isinstance(result, Review) and result.reason == "implausible_value"
    assert result.message.startswith(field)


def test_plausible_companies_and_numbers_pass() -> None:
    for supplier in [
        "Müller Bürobedarf GmbH",
        "深圳市联创电子有限公司",
        "Visa Inc.",
        "3M Co.",
        "Pinto, Comércio de Ferragens, Lda.",
    ]:
        page_ = page(order_number="4500012345", supplier=supplier, total="1,234.50")
        assert validate_result({"results": {"Page_1": page_}}, GATE) == Accepted(
            "4500012345", supplier, "1234.50"
        )


def _scored(confidence: dict[str, float]) -> dict:
    values = {"order_number": "PO-9", "supplier": "Acme Ltd", "total": "5.00"}
    return {
        "results": {"Page_1": values},
        "fields": {
            name: {
                "value": value,
                "confidence": confidence[name],
                "candidates": [
                    {"value": value, "confidence": confidence[name]},
                    {"value": "Other " + value, "confidence": 0.1},
                ],
            }
            for name, value in values.items()
        },
    }


def test_a_field_under_its_threshold_is_low_confidence_with_its_candidates() -> None:
    schema = schema_from_mapping(
        {
            "version": "t1",
            "fields": [
                {"name": "order_number", "type": "identifier", "labels": ["PO"], "threshold": 0.9},
                {"name": "supplier", "type": "text", "labels": ["Vendor"], "threshold": 0.8},
                {"name": "total", "type": "money", "labels": ["Total"], "threshold": 0.9},
            ],
        }
    )
    gate = Gate.from_schema(schema)
    ok = validate_result(_scored({"order_number": 0.95, "supplier": 0.8, "total": 0.99}), gate)
    assert ok == Accepted("PO-9", "Acme Ltd", "5.00")
    low = validate_result(_scored({"order_number": 0.95, "supplier": 0.79, "total": 0.5}), gate)
    assert isinstance(low, Review) and low.reason == "low_confidence"
    assert "supplier 'Acme Ltd' at confidence 0.79 < 0.8" in low.message
    assert "'Other Acme Ltd' (0.1)" in low.message
    assert "total '5.00' at confidence 0.5 < 0.9" in low.message
    assert "order_number" not in low.message
    assert low.values == {"order_number": "PO-9", "supplier": "Acme Ltd", "total": "5.00"}


def _schema_with_delivery_date(required: bool) -> Gate:
    return Gate.from_schema(
        schema_from_mapping(
            {
                "version": "t2",
                "fields": [
                    {"name": "order_number", "type": "identifier", "labels": ["PO"]},
                    {"name": "supplier", "type": "text", "labels": ["Vendor"]},
                    {"name": "total", "type": "money", "labels": ["Total"]},
                    {"name": "delivery_date", "labels": ["Deliver by"], "required": required},
                ],
            }
        )
    )


def test_a_field_the_schema_does_not_require_may_be_missing() -> None:
    pages = {"Page_1": page(order_number="PO-9", supplier="Acme Ltd", total="5.00")}
    result = validate_result({"results": pages}, _schema_with_delivery_date(required=False))
    assert result == Accepted("PO-9", "Acme Ltd", "5.00")


def test_a_field_the_schema_requires_sends_a_document_without_it_to_review() -> None:
    gate = _schema_with_delivery_date(required=True)
    missing = {"Page_1": page(order_number="PO-9", supplier="Acme Ltd", total="5.00")}
    result = validate_result({"results": missing}, gate)
    assert isinstance(result, Review) and result.reason == "missing_delivery_date"
    assert result.message == "delivery_date is empty: it was not found in the document"
    stated = {"Page_1": {**missing["Page_1"], "delivery_date": "2026-05-12"}}
    assert validate_result({"results": stated}, gate) == Accepted("PO-9", "Acme Ltd", "5.00")


def test_a_schema_cannot_make_a_column_of_the_row_optional() -> None:
    schema = schema_from_mapping(
        {
            "version": "t3",
            "fields": [
                {"name": "order_number", "type": "identifier", "labels": ["PO"]},
                {"name": "supplier", "type": "text", "labels": ["Vendor"]},
                {"name": "total", "type": "money", "labels": ["Total"], "required": False},
            ],
        }
    )
    with pytest.raises(ValueError, match="makes total optional"):
        Gate.from_schema(schema)


def test_a_schema_threshold_must_be_a_probability() -> None:
    with pytest.raises(ValueError, match="threshold must be a number from 0 to 1"):
        schema_from_mapping(
            {"version": "t", "fields": [{"name": "a", "labels": ["A"], "threshold": 1.5}]}
        )
