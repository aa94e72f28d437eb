"""Asset checks on the warehouse tables, evaluated by the step that publishes them.

They are the graph-backed multi-asset's `check_specs` (defs/assets.py), answered by
`load_tables` right after its snapshot is published: as three steps of their own they cost a
run three Dagster steps and their events, each opening the warehouse again (bench/README.md,
issue 12). They still show on each asset's Checks tab, with every materialisation.
"""

from collections.abc import Callable

import dagster as dg

from po_pipeline.warehouse import (
    Warehouse,
    duplicated_order_numbers,
    invalid_totals,
    stale_reviews,
)

STALE_REVIEW_DAYS = 7


def unique_order_numbers(warehouse: Warehouse) -> dg.AssetCheckResult:
    dupes = duplicated_order_numbers(warehouse)
    return dg.AssetCheckResult(
        asset_key="purchase_orders",
        check_name="unique_order_numbers",
        passed=dupes.empty,
        metadata={"duplicated_order_numbers": dupes["order_number"].head(20).tolist()},
    )


def valid_totals(warehouse: Warehouse) -> dg.AssetCheckResult:
    bad = invalid_totals(warehouse)
    return dg.AssetCheckResult(
        asset_key="purchase_orders",
        check_name="valid_totals",
        passed=bad.empty,
        metadata={
            "invalid_rows": len(bad),
            "examples": bad.astype(str).head(10).to_dict("records"),
        },
    )


def no_stale_reviews(warehouse: Warehouse) -> dg.AssetCheckResult:
    stale = stale_reviews(warehouse, days=STALE_REVIEW_DAYS)
    return dg.AssetCheckResult(
        asset_key="needs_review",
        check_name="no_stale_reviews",
        passed=stale.empty,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={
            "stale_documents": len(stale),
            "oldest": stale.astype(str).head(10).to_dict("records"),
        },
    )


_CHECKS: list[tuple[dg.AssetCheckSpec, Callable[[Warehouse], dg.AssetCheckResult]]] = [
    (
        dg.AssetCheckSpec(
            "unique_order_numbers",
            asset="purchase_orders",
            description="No order number appears twice.",
        ),
        unique_order_numbers,
    ),
    (
        dg.AssetCheckSpec(
            "valid_totals",
            asset="purchase_orders",
            description="Every total is a non-negative amount.",
        ),
        valid_totals,
    ),
    (
        dg.AssetCheckSpec(
            "no_stale_reviews",
            asset="needs_review",
            description=(
                f"Nothing has waited in needs_review for more than {STALE_REVIEW_DAYS} days."
            ),
        ),
        no_stale_reviews,
    ),
]

CHECK_SPECS = [spec for spec, _ in _CHECKS]
# The op output that carries each check's result (Dagster's name for it in a graph asset).
CHECK_OUTPUTS = [spec.get_python_identifier() for spec in CHECK_SPECS]


def evaluate_checks(warehouse: Warehouse) -> list[dg.AssetCheckResult]:
    """Every check's result on the warehouse as it is now, all asked of one snapshot on
    one connection."""
    with warehouse.reading() as snapshot:
        return [check(snapshot) for _, check in _CHECKS]
