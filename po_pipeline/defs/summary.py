"""daily_summary: documents per state and amount per supplier for each arrival day, read at a
glance on the asset's page in the Dagster UI (a table and a bar chart) and kept as a table
in the analysts' warehouse.

It runs in the extraction job after purchase_orders and needs_review have been published,
and again when a review action republishes a day, so its numbers are those of the tables.
The extraction job's publishing step writes its rows in the same snapshot as the two tables
(one copy of the warehouse file fewer a run); this step then only describes them, and
publishes them itself when the ledger changed since (or it runs alone).
"""

from collections.abc import Mapping, Sequence
from datetime import date
from decimal import Decimal
from typing import Any

import dagster as dg

from po_pipeline.defs.partitions import arrival_partitions
from po_pipeline.defs.resources import LedgerResource, WarehouseResource
from po_pipeline.ledger import DocumentStatus
from po_pipeline.warehouse import Warehouse, daily_amounts, daily_summary_of, publish

SUMMARY_TABLE = "daily_summary"
BAR_WIDTH = 24  # characters for the largest amount
_EIGHTHS = " ▏▎▍▌▋▊▉"  # a bar ends in a partial block, to 1/8 of a character


@dg.multi_asset(
    specs=[
        dg.AssetSpec(
            "daily_summary",
            deps=["purchase_orders", "needs_review"],
            group_name="purchase_orders",
            description=(
                "Documents per state and amount per supplier for each arrival day (documents "
                "per state: a table in data/warehouse.duckdb; amounts: its daily_totals view)."
            ),
            metadata={"dagster/table_name": "daily_summary"},
        )
    ],
    partitions_def=arrival_partitions,
    # As the tables': a backfill summarises its days in the one run that publishes them.
    # (A multi_asset of one spec, because backfill_policy on @asset is beta and would warn
    # wherever the code loads.)
    backfill_policy=dg.BackfillPolicy.single_run(),
)
def daily_summary(
    context: dg.AssetExecutionContext, ledger: LedgerResource, warehouse: WarehouseResource
) -> dg.MaterializeResult:
    """Rewrite the day's rows of daily_summary from the ledger, unless they were published
    since its documents last changed (by the extraction job's publishing step, in the same
    snapshot as the tables); the metadata shows them."""
    store, led = warehouse.open(), ledger.open()
    partitions = list(context.partition_keys)
    stale = led.stale_partitions([SUMMARY_TABLE], partitions=partitions)
    if stale:
        rows = publish(led, store, table=SUMMARY_TABLE, partitions=partitions).rows
    with store.reading() as snapshot:  # one open of the file for what the metadata reads
        if not stale:
            rows = daily_summary_of(snapshot, [date.fromisoformat(p) for p in partitions])
        metadata = summary_metadata(snapshot, rows)
    context.log.info("daily_summary: %d rows for %s", len(rows), ", ".join(partitions))
    return dg.MaterializeResult(metadata=metadata)


def summary_metadata(
    warehouse: Warehouse, rows: Sequence[Mapping[str, Any]]
) -> dict[str, dg.MetadataValue]:
    """What the asset's page shows for the published daily_summary `rows`: documents per
    day and state as a table, and the amount per day and supplier (from the warehouse's
    daily_totals) as a bar chart."""
    days = sorted({row["arrival_date"] for row in rows})
    amounts = daily_amounts(warehouse, days)
    by_state: dict[str, int] = {}
    for row in rows:
        by_state[row["status"]] = by_state.get(row["status"], 0) + row["documents"]
    loaded = sum((Decimal(a["amount"]) for a in amounts), Decimal(0))
    return {
        "documents": dg.MetadataValue.int(sum(by_state.values())),
        "documents_by_state": dg.MetadataValue.json(by_state),
        "amount_loaded": dg.MetadataValue.float(float(loaded)),
        "documents_per_state": dg.MetadataValue.md(states_table(rows)),
        "amount_per_supplier": dg.MetadataValue.md(amount_chart(amounts)),
    }


def states_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """Markdown: a row per day, a column per state that any day has documents in."""
    present = {row["status"] for row in rows}
    states = [s.value for s in DocumentStatus if s.value in present]
    per_day: dict[date, dict[str, int]] = {}
    for row in rows:
        per_day.setdefault(row["arrival_date"], {})[row["status"]] = row["documents"]
    header = ["arrival_date", *states, "documents"]
    body = [
        [day.isoformat(), *(str(counts.get(s, 0)) for s in states), str(sum(counts.values()))]
        for day, counts in sorted(per_day.items())
    ]
    if not body:
        return "_No documents arrived on these days._"
    return _markdown(header, body, right=set(range(1, len(header))))


def amount_chart(amounts: Sequence[Mapping[str, Any]]) -> str:
    """Markdown: a row per day and supplier with the amount loaded (two decimals) and a bar
    of unicode blocks, the largest amount the longest bar."""
    if not amounts:
        return "_Nothing loaded into purchase_orders on these days._"
    top = max(Decimal(a["amount"]) for a in amounts)
    body = [
        [
            a["arrival_date"],
            str(a["supplier"]),
            str(a["documents"]),
            f"{Decimal(a['amount']):,.2f}",
            bar(Decimal(a["amount"]), top),
        ]
        for a in amounts
    ]
    return _markdown(["arrival_date", "supplier", "documents", "amount", ""], body, right={2, 3})


def bar(value: Decimal, top: Decimal, *, width: int = BAR_WIDTH) -> str:
    """`value` as a bar of `width` characters at most (`top` fills them); any amount above
    zero shows at least a sliver."""
    if top <= 0 or value <= 0:
        return ""
    eighths = max(1, round(value / top * width * 8))
    full, rest = divmod(eighths, 8)
    return "█" * full + _EIGHTHS[rest].strip()


def _markdown(header: list[str], body: list[list[str]], *, right: set[int]) -> str:
    def cells(values: list[str]) -> str:
        return "| " + " | ".join(v.replace("|", "\\|") for v in values) + " |"

    rule = ["---:" if i in right else "---" for i in range(len(header))]
    return "\n".join([cells(header), "| " + " | ".join(rule) + " |", *map(cells, body)])
