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


def test_a_warehouse_from_before_candidates_gains_the_column(tmp_path: Path) -> None:
    import duckdb

    path = tmp_path / "old.duckdb"
    with duckdb.connect(str(path)) as conn:  # needs_review as it shipped before candidates
        conn.execute(
            "CREATE TABLE needs_review (document_id BIGINT PRIMARY KEY, status VARCHAR NOT NULL,"
            " reason VARCHAR NOT NULL, message VARCHAR, order_number VARCHAR, supplier VARCHAR,"
            " total VARCHAR, arrival_date DATE NOT NULL, source_file VARCHAR NOT NULL,"
            " fingerprint VARCHAR NOT NULL, backend VARCHAR, task_id VARCHAR,"
            " since TIMESTAMPTZ NOT NULL,"
            " loaded_at TIMESTAMPTZ NOT NULL DEFAULT current_timestamp)"
        )
    review_row = {
        "document_id": 7, "status": "needs_review", "reason": "low_confidence", "message": "m",
        "order_number": "PO-7", "supplier": "Jane Doe", "total": "5.00",
        "arrival_date": date(2026, 11, 30), "source_file": "7.pdf", "fingerprint": "f7",
        "backend": "local", "task_id": "job_7", "since": datetime(2026, 11, 30, tzinfo=UTC),
        "candidates": '{"supplier": [{"value": "Jane Doe", "confidence": 0.3}]}',
    }  # fmt: skip
    Warehouse(path).replace_partitions("needs_review", ["2026-11-30"], [review_row])
    stored = Warehouse(path).frame("SELECT candidates FROM needs_review")["candidates"].tolist()
    assert stored == [review_row["candidates"]]
