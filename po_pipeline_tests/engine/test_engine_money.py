"""Money parsing: currencies, separators and formats normalise to a plain two-place decimal."""

from __future__ import annotations

import pytest

from po_pipeline.engine.money import best_money, is_money_only


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("128.50", "128.50"),
        ("¥128.50", "128.50"),
        ("￥ 128.5", "128.50"),
        ("128.50元", "128.50"),
        ("RMB 12,850.00", "12850.00"),
        ("CNY12850", "12850.00"),
        ("$1,234.56", "1234.56"),
        ("USD 1,234.5", "1234.50"),
        ("1.234,50 €", "1234.50"),
        ("EUR 1.234.567,89", "1234567.89"),
        ("£99", "99.00"),
        ("3 500.00", "3500.00"),
        ("3\u00a0500,00 €", "3500.00"),
        ("1'234.50", "1234.50"),
        ("1,50", "1.50"),
        ("1,500", "1500.00"),
        ("1.500", "1500.00"),  # three places are thousands, not decimals
        ("1,350.7200", "1350.72"),  # an ERP's four places, zeros past the cents
        ("2,6800", "2.68"),
        ("1.234.5600", "1234.56"),
        ("0", "0.00"),
        ("０．５０", "0.50"),  # full-width digits as typed on Chinese forms
        ("Total (incl. 19% VAT): 1.234,50 €", "1234.50"),
        ("¥206.40（大写：贰佰零陆元肆角）", "206.40"),
        ("", ""),
        ("n/a", ""),
        ("2026-03-01", ""),
        ("15%", ""),
        ("逾期每日按订单金额0.5‰扣款", ""),  # a rate per mille: no amount
        ("0,3 ‱", ""),
        ("１５％", ""),
    ],
)
def test_best_money(raw: str, expected: str) -> None:
    match = best_money(raw)
    assert (match.text if match else "") == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("¥128.50", True),
        ("128.50 元", True),
        ("(315.00)", True),
        ("铅笔 10", False),
        ("2026-03-02", False),
        ("3 x 65.00", False),
    ],
)
def test_is_money_only(raw: str, expected: bool) -> None:
    assert is_money_only(raw) is expected
