"""DuckDB warehouse on a real file: partition rewrites are idempotent and leave other
partitions alone; totals keep two decimals."""

from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path

from po_pipeline.warehouse import Warehouse


def row(doc_id: int, day: str, total: str = "128.50") -> dict:
    return dict(
        document_id=doc_id,
        order_number=f"PO-{doc_id}",
        supplier="上海教学设备有限公司",
        total=Decimal(total),
        arrival_date=date.fromisoformat(day),
        source_file=f"{doc_id}.pdf",
        fingerprint=f"f{doc_id}",
        backend="local",
        task_id=f"job_{doc_id}",
        extracted_at=datetime(2026, 11, 30, tzinfo=UTC),
    )


def test_rewriting_a_partition_is_idempotent_and_scoped(tmp_path: Path) -> None:
    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    warehouse.replace_partitions("purchase_orders", ["2026-11-29"], [row(1, "2026-11-29")])
    for _ in range(2):
        warehouse.replace_partitions(
            "purchase_orders", ["2026-11-30"], [row(2, "2026-11-30"), row(3, "2026-11-30", "0")]
        )
    rows = warehouse.frame(
        "SELECT document_id, CAST(total AS VARCHAR) AS total, arrival_date FROM purchase_orders "
        "ORDER BY document_id"
    )
    assert rows["document_id"].tolist() == [1, 2, 3]
    assert rows["total"].tolist() == ["128.50", "128.50", "0.00"]
    warehouse.replace_partitions("purchase_orders", ["2026-11-30"], [])
    assert warehouse.frame("SELECT document_id FROM purchase_orders")["document_id"].tolist() == [1]


def test_reading_an_absent_warehouse_creates_empty_tables(tmp_path: Path) -> None:
    warehouse = Warehouse(tmp_path / "new.duckdb")
    assert warehouse.frame("SELECT count(*) AS n FROM needs_review")["n"].tolist() == [0]
