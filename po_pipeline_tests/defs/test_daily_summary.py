"""daily_summary, materialised with a real Dagster instance over a real ledger and warehouse:
documents per day and state (every state, in-flight ones too) in the warehouse table and on
the asset's page, the amount per supplier (from the published purchase_orders) with two
decimals and a bar each, and its place in the extraction job after both tables."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from po_pipeline.defs.resources import LedgerResource, WarehouseResource
from po_pipeline.defs.summary import bar, daily_summary
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.warehouse import Warehouse, publish, publish_tables
from po_pipeline_tests.walked import walked

S = DocumentStatus
DAY1, DAY2 = "2026-11-29", "2026-11-30"
CJK = "北方文教用品有限公司"


def document(
    ledger: Ledger, n: int, day: str, last: DocumentStatus, *, supplier: str = "", total: str = ""
) -> None:
    """A document walked through the lifecycle up to `last`."""
    walked(ledger, n, last, day=day, supplier=supplier, total=total)


@pytest.fixture
def ledger(data_dir: Path) -> Ledger:
    """Day 1: three orders of two suppliers, one held back, one still processing.
    Day 2: one order, one queued."""
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    document(ledger, 1, DAY1, S.COMPLETED, supplier="Acme | Co", total="315.00")
    document(ledger, 2, DAY1, S.COMPLETED, supplier="Acme | Co", total="4.5")
    document(ledger, 3, DAY1, S.COMPLETED, supplier=CJK, total="99.00")
    document(ledger, 4, DAY1, S.NEEDS_REVIEW, supplier=CJK)
    document(ledger, 5, DAY1, S.PROCESSING)
    document(ledger, 6, DAY2, S.COMPLETED, supplier=CJK, total="1.25")
    document(ledger, 7, DAY2, S.QUEUED)
    return ledger


def materialize(
    data_dir: Path, instance: dg.DagsterInstance, partition: str
) -> dict[str, dg.MetadataValue]:
    """Both tables first, then daily_summary (as a review action's republish leaves them)."""
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    for table in ("purchase_orders", "needs_review"):
        publish(
            ledger, Warehouse(data_dir / "warehouse.duckdb"), table=table, partitions=[partition]
        )
    return summarise(data_dir, instance, partition)


def summarise(
    data_dir: Path, instance: dg.DagsterInstance, partition: str
) -> dict[str, dg.MetadataValue]:
    """daily_summary's step alone."""
    result = dg.materialize(
        [daily_summary],
        partition_key=partition,
        instance=instance,
        resources={
            "ledger": LedgerResource(url=f"sqlite:///{data_dir / 'ledger.db'}"),
            "warehouse": WarehouseResource(path=str(data_dir / "warehouse.duckdb")),
        },
    )
    assert result.success
    [materialization] = result.asset_materializations_for_node("daily_summary")
    assert materialization.partition == partition
    return materialization.metadata


def test_the_summary_counts_every_state_and_sums_each_supplier(
    data_dir: Path, ledger: Ledger
) -> None:
    with dg.instance_for_test() as instance:
        metadata = materialize(data_dir, instance, DAY1)
        stored = instance.get_latest_materialization_event(dg.AssetKey("daily_summary"))
        assert stored is not None and stored.asset_materialization.partition == DAY1

    assert metadata["documents"].value == 5
    assert metadata["documents_by_state"].value == {
        "processing": 1, "completed": 3, "needs_review": 1,
    }  # fmt: skip
    assert metadata["amount_loaded"].value == pytest.approx(418.50)
    assert metadata["documents_per_state"].value.splitlines() == [
        "| arrival_date | processing | completed | needs_review | documents |",
        "| --- | ---: | ---: | ---: | ---: |",
        "| 2026-11-29 | 1 | 3 | 1 | 5 |",
    ]
    chart = metadata["amount_per_supplier"].value.splitlines()
    assert chart[:2] == [
        "| arrival_date | supplier | documents | amount |  |",
        "| --- | --- | ---: | ---: | --- |",
    ]
    # Largest first (as numbers: "99.00" sorts after "319.50" as text), its bar the longest;
    # a pipe in a name does not break the table.
    assert chart[2] == "| 2026-11-29 | Acme \\| Co | 2 | 319.50 | " + "█" * 24 + " |"
    assert chart[3] == f"| 2026-11-29 | {CJK} | 1 | 99.00 | ███████▍ |"
    assert len(chart) == 4  # day 2 is not this partition's

    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        rows = conn.execute(
            "SELECT arrival_date, status, documents FROM daily_summary ORDER BY status"
        ).fetchall()
    assert rows == [
        (date(2026, 11, 29), "completed", 3),
        (date(2026, 11, 29), "needs_review", 1),
        (date(2026, 11, 29), "processing", 1),
    ]


def test_rows_published_with_the_tables_are_described_not_published_again(
    data_dir: Path, ledger: Ledger
) -> None:
    """The extraction job's publishing step writes daily_summary's rows in the tables'
    snapshot; the summary's step then finds them current and leaves the warehouse file as
    it is (no copy and replace of its own), with the same metadata. Once the ledger changes,
    it publishes again."""
    warehouse = data_dir / "warehouse.duckdb"
    tables = ["purchase_orders", "needs_review", "daily_summary"]
    publish_tables(ledger, Warehouse(warehouse), tables=tables, partitions=[DAY1])
    published = warehouse.stat()
    with dg.instance_for_test() as instance:
        metadata = summarise(data_dir, instance, DAY1)
        assert (warehouse.stat().st_ino, warehouse.stat().st_mtime_ns) == (
            published.st_ino, published.st_mtime_ns,
        )  # fmt: skip
        assert metadata["documents_by_state"].value == {
            "processing": 1, "completed": 3, "needs_review": 1,
        }  # fmt: skip
        assert "| 2026-11-29 | 1 | 3 | 1 | 5 |" in metadata["documents_per_state"].value
        assert metadata["amount_loaded"].value == pytest.approx(418.50)

        document(ledger, 8, DAY1, S.QUEUED)
        again = summarise(data_dir, instance, DAY1)
    assert warehouse.stat().st_ino != published.st_ino  # published anew
    assert again["documents_by_state"].value == {
        "queued": 1, "processing": 1, "completed": 3, "needs_review": 1,
    }  # fmt: skip


def test_each_partition_rewrites_only_its_own_day(data_dir: Path, ledger: Ledger) -> None:
    with dg.instance_for_test() as instance:
        materialize(data_dir, instance, DAY1)
        metadata = materialize(data_dir, instance, DAY2)
        document(ledger, 8, DAY2, S.COMPLETED, supplier=CJK, total="2.00")
        again = materialize(data_dir, instance, DAY2)

    assert metadata["documents_by_state"].value == {"queued": 1, "completed": 1}
    assert again["documents_by_state"].value == {"queued": 1, "completed": 2}
    assert again["amount_loaded"].value == pytest.approx(3.25)
    assert f"| 2026-11-30 | {CJK} | 2 | 3.25 |" in again["amount_per_supplier"].value
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        per_day = conn.execute(
            "SELECT arrival_date, sum(documents) FROM daily_summary GROUP BY ALL ORDER BY 1"
        ).fetchall()
    assert per_day == [(date(2026, 11, 29), 5), (date(2026, 11, 30), 3)]


def test_a_day_with_nothing_loaded_says_so(data_dir: Path) -> None:
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    document(ledger, 1, DAY1, S.NEEDS_REVIEW, supplier="Acme")
    with dg.instance_for_test() as instance:
        metadata = materialize(data_dir, instance, DAY1)
    assert metadata["amount_loaded"].value == 0.0
    assert "Nothing loaded" in metadata["amount_per_supplier"].value
    assert "| 2026-11-29 | 1 | 1 |" in metadata["documents_per_state"].value


@pytest.mark.parametrize(
    ("value", "top", "expected"),
    [
        ("100", "100", "█" * 24),
        ("50", "100", "█" * 12),
        ("1", "96", "▎"),  # 2/8 of a character
        ("0.01", "1000000", "▏"),  # above zero: a sliver, never nothing
        ("0", "100", ""),
        ("5", "0", ""),
    ],
)
def test_bars_scale_to_the_largest_amount_in_eighths(value: str, top: str, expected: str) -> None:
    assert bar(Decimal(value), Decimal(top)) == expected


def test_the_extraction_job_materialises_the_summary_after_both_tables() -> None:
    from po_pipeline.definitions import defs

    graph = defs.resolve_asset_graph()
    summary = dg.AssetKey("daily_summary")
    assert graph.get(summary).parent_keys == {
        dg.AssetKey("purchase_orders"),
        dg.AssetKey("needs_review"),
    }
    job = defs.resolve_job_def("extract_purchase_orders")
    assert summary in job.asset_layer.selected_asset_keys
