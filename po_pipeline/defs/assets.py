"""The extraction job's ops and the two warehouse assets they feed.

submit -> poll -> {purchase_orders, needs_review}: one graph-backed multi-asset, so the
Dagster UI shows the assets' lineage while the ops keep their own retry boundaries. Each
asset partition is rewritten from the ledger, so re-materialising changes nothing.
"""

import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from decimal import Decimal
from typing import Any

import dagster as dg
import pandas as pd

from po_pipeline.defs.partitions import arrival_partitions
from po_pipeline.defs.resources import ExtractionResource, LedgerResource, WarehouseResource
from po_pipeline.defs.summary import daily_summary
from po_pipeline.processing import Processor
from po_pipeline.warehouse import publish

PREVIEW_ROWS = 20


def _partitions(context: dg.OpExecutionContext) -> list[str]:
    return list(context.partition_keys)


def _processor(
    context: dg.OpExecutionContext, ledger: LedgerResource, extraction: ExtractionResource
) -> Processor:
    return Processor(
        ledger.open(),
        extraction.client(),
        settings=extraction.processing_settings(),
        actor=f"dagster:{context.run_id[:8]}:{context.op.name}",
        log=context.log,
        run_id=context.run_id,
    )


@dg.op(out=dg.Out(dg.Nothing))
def submit(
    context: dg.OpExecutionContext, ledger: LedgerResource, extraction: ExtractionResource
) -> Iterator[dg.Output]:
    """Claim up to max_in_flight queued documents of the run's partitions and upload them;
    task ids are persisted before this op ends."""
    started = time.monotonic()
    partitions = _partitions(context)
    processor = _processor(context, ledger, extraction)
    try:
        processor.recover_interrupted(partitions)
        accepted = processor.submit_available(partitions)
    finally:
        processor.backend.close()
    context.log.info("Submitted %d documents for %s", accepted, ", ".join(partitions))
    yield dg.Output(
        None,
        metadata={
            "submitted": accepted,
            "outcomes": dict(processor.outcomes),
            "seconds": round(time.monotonic() - started, 2),
        },
    )


@dg.op(ins={"submitted": dg.In(dg.Nothing)}, out=dg.Out(dg.Nothing))
def poll(
    context: dg.OpExecutionContext, ledger: LedgerResource, extraction: ExtractionResource
) -> Iterator[dg.Output]:
    """Poll open tasks at the backend's Retry-After pace, sliding the in-flight window,
    for at most poll_budget_seconds; what is still open stays `processing` for the next run."""
    started = time.monotonic()
    partitions = _partitions(context)
    processor = _processor(context, ledger, extraction)
    try:
        outcomes = processor.poll(partitions)
    finally:
        processor.backend.close()
    yield dg.Output(
        None,
        metadata={
            "outcomes": dict(outcomes),
            "seconds": round(time.monotonic() - started, 2),
        },
    )


def _publish(
    context: dg.OpExecutionContext,
    ledger: LedgerResource,
    warehouse: WarehouseResource,
    *,
    table: str,
    preview_columns: list[str],
) -> dg.Output:
    started = time.monotonic()
    led = ledger.open()
    published = publish(led, warehouse.open(), table=table, partitions=_partitions(context))
    partitions = published.partitions
    counts = {k: v for k, v in led.count_by_status(partitions=partitions).items() if v}
    context.log.info("%s: %d rows for %s", table, len(published.rows), ", ".join(partitions))
    return dg.Output(
        None,
        metadata={
            "rows": len(published.rows),
            "documents_by_state": counts,
            **_table_metadata(table, published.rows),
            "preview": dg.MetadataValue.md(_preview(published.rows, preview_columns)),
            "seconds": round(time.monotonic() - started, 2),
        },
    )


def _table_metadata(table: str, rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """What an operator reads off a materialisation: the amount loaded (a float, so the UI
    plots it per partition), or how many documents wait for each reason."""
    if table == "purchase_orders":
        amount = sum((row["total"] for row in rows), Decimal(0))
        return {"amount_loaded": dg.MetadataValue.float(float(amount))}
    return {"needs_review_by_reason": dict(sorted(Counter(r["reason"] for r in rows).items()))}


def _preview(rows: Sequence[Mapping[str, Any]], columns: list[str]) -> str:
    """The first rows as a Markdown table; money with its two decimals (315.00, not 315)."""
    frame = pd.DataFrame(rows[:PREVIEW_ROWS], columns=columns)
    if "total" in frame:
        frame["total"] = [
            f"{Decimal(v):,.2f}" if v is not None and v != "" else "" for v in frame["total"]
        ]
    # tabulate would read "315.00" back as a number and print 315.
    return frame.astype(str).to_markdown(index=False, disable_numparse=True)


@dg.op(ins={"polled": dg.In(dg.Nothing)}, out=dg.Out(dg.Nothing))
def load_purchase_orders(
    context: dg.OpExecutionContext, ledger: LedgerResource, warehouse: WarehouseResource
) -> dg.Output:
    """Rewrite the partition's rows of purchase_orders from the ledger's completed documents."""
    return _publish(
        context,
        ledger,
        warehouse,
        table="purchase_orders",
        preview_columns=["order_number", "supplier", "total", "source_file", "task_id"],
    )


@dg.op(ins={"polled": dg.In(dg.Nothing)}, out=dg.Out(dg.Nothing))
def load_needs_review(
    context: dg.OpExecutionContext, ledger: LedgerResource, warehouse: WarehouseResource
) -> dg.Output:
    """Rewrite the partition's rows of needs_review: every doubtful document with a reason."""
    return _publish(
        context,
        ledger,
        warehouse,
        table="needs_review",
        preview_columns=["status", "reason", "order_number", "source_file", "task_id"],
    )


@dg.graph_multi_asset(
    outs={
        "purchase_orders": dg.AssetOut(
            dagster_type=dg.Nothing,
            description="Validated purchase orders (a table in data/warehouse.duckdb).",
            metadata={"dagster/table_name": "purchase_orders"},
        ),
        "needs_review": dg.AssetOut(
            dagster_type=dg.Nothing,
            description=(
                "Documents that need a person, each with a reason (a table in "
                "data/warehouse.duckdb)."
            ),
            metadata={"dagster/table_name": "needs_review"},
        ),
    },
    partitions_def=arrival_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    group_name="purchase_orders",
)
def extracted_purchase_orders() -> dict[str, object]:
    polled = poll(submit())
    return {
        "purchase_orders": load_purchase_orders(polled),
        "needs_review": load_needs_review(polled),
    }


extract_job = dg.define_asset_job(
    "extract_purchase_orders",
    selection=[extracted_purchase_orders, daily_summary],
    description=(
        "Submit queued documents, poll the backend, load purchase_orders/needs_review, "
        "then summarise the day (daily_summary)."
    ),
)
