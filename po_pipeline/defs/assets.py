"""The extraction job's ops and the two warehouse assets they feed.

submit -> poll -> {purchase_orders, needs_review}: one graph-backed multi-asset, so the
Dagster UI shows the assets' lineage while the ops keep their own retry boundaries. Each
asset partition is rewritten from the ledger, so re-materialising changes nothing. The
tables' asset checks (defs/checks.py) are answered by the step that publishes them.
"""

import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from decimal import Decimal
from typing import Any

import dagster as dg
import pandas as pd

from po_pipeline.defs.checks import CHECK_OUTPUTS, CHECK_SPECS, evaluate_checks
from po_pipeline.defs.partitions import arrival_partitions
from po_pipeline.defs.resources import ExtractionResource, LedgerResource, WarehouseResource
from po_pipeline.defs.summary import SUMMARY_TABLE, daily_summary
from po_pipeline.ledger import Ledger
from po_pipeline.pipeline.processing import Processor
from po_pipeline.warehouse import Published, publish_tables

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


def _table_output(
    context: dg.OpExecutionContext,
    ledger: Ledger,
    published: Published,
    *,
    preview_columns: list[str],
    seconds: float,
) -> dg.Output:
    partitions = published.partitions
    table, rows = published.table, published.rows
    counts = {k: v for k, v in ledger.count_by_status(partitions=partitions).items() if v}
    context.log.info("%s: %d rows for %s", table, len(rows), ", ".join(partitions))
    return dg.Output(
        None,
        output_name=table,
        metadata={
            "rows": len(rows),
            "documents_by_state": counts,
            **_table_metadata(table, rows),
            "preview": dg.MetadataValue.md(_preview(rows, preview_columns)),
            "seconds": seconds,
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


_PREVIEW_COLUMNS = {
    "purchase_orders": ["order_number", "supplier", "total", "source_file", "task_id"],
    "needs_review": ["status", "reason", "order_number", "source_file", "task_id"],
}


@dg.op(
    ins={"polled": dg.In(dg.Nothing)},
    out={name: dg.Out(dg.Nothing) for name in [*_PREVIEW_COLUMNS, *CHECK_OUTPUTS]},
)
def load_tables(
    context: dg.OpExecutionContext, ledger: LedgerResource, warehouse: WarehouseResource
) -> Iterator[dg.Output | dg.AssetCheckResult]:
    """Rewrite the partition's rows of purchase_orders (the ledger's completed documents) and
    needs_review (every doubtful document with a reason), published in one snapshot, then
    answer the tables' asset checks on what was published. The snapshot carries the rows
    of daily_summary too: its step, next in the job, then finds them current and does not
    copy the warehouse again (defs/summary.py)."""
    started = time.monotonic()
    led = ledger.open()
    store = warehouse.open()
    published = publish_tables(
        led, store, tables=[*_PREVIEW_COLUMNS, SUMMARY_TABLE], partitions=_partitions(context)
    )
    seconds = round(time.monotonic() - started, 2)
    for table, columns in _PREVIEW_COLUMNS.items():
        yield _table_output(
            context, led, published[table], preview_columns=columns, seconds=seconds
        )
    yield from evaluate_checks(store)


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
    check_specs=CHECK_SPECS,
)
def extracted_purchase_orders() -> dict[str, object]:
    purchase_orders, needs_review, *checks = load_tables(poll(submit()))
    return {
        "purchase_orders": purchase_orders,
        "needs_review": needs_review,
        **dict(zip(CHECK_OUTPUTS, checks, strict=True)),
    }


extract_job = dg.define_asset_job(
    "extract_purchase_orders",
    selection=[extracted_purchase_orders, daily_summary],
    description=(
        "Submit queued documents, poll the backend, load purchase_orders/needs_review, "
        "then summarise the day (daily_summary)."
    ),
)
