"""Asset checks on the warehouse tables, run after each materialisation."""

import dagster as dg

from po_pipeline.defs.resources import WarehouseResource
from po_pipeline.warehouse import duplicated_order_numbers, invalid_totals, stale_reviews

STALE_REVIEW_DAYS = 7


@dg.asset_check(asset="purchase_orders", description="No order number appears twice.")
def unique_order_numbers(warehouse: WarehouseResource) -> dg.AssetCheckResult:
    dupes = duplicated_order_numbers(warehouse.open())
    return dg.AssetCheckResult(
        passed=dupes.empty,
        metadata={"duplicated_order_numbers": dupes["order_number"].head(20).tolist()},
    )


@dg.asset_check(asset="purchase_orders", description="Every total is a non-negative amount.")
def valid_totals(warehouse: WarehouseResource) -> dg.AssetCheckResult:
    bad = invalid_totals(warehouse.open())
    return dg.AssetCheckResult(
        passed=bad.empty,
        metadata={
            "invalid_rows": len(bad),
            "examples": bad.astype(str).head(10).to_dict("records"),
        },
    )


@dg.asset_check(
    asset="needs_review",
    description=f"Nothing has waited in needs_review for more than {STALE_REVIEW_DAYS} days.",
)
def no_stale_reviews(warehouse: WarehouseResource) -> dg.AssetCheckResult:
    stale = stale_reviews(warehouse.open(), days=STALE_REVIEW_DAYS)
    return dg.AssetCheckResult(
        passed=stale.empty,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={
            "stale_documents": len(stale),
            "oldest": stale.astype(str).head(10).to_dict("records"),
        },
    )
