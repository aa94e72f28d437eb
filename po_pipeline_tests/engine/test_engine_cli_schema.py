"""The `extract` click command's JSON-lines contract, and field-schema loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from po_pipeline.engine.commands import extract
from po_pipeline.extraction.compdf_wire import extract_fields
from po_pipeline.field_schema import SchemaError, load_schema

INBOX = Path(__file__).resolve().parents[2] / "data" / "inbox"


def test_cli_one_json_line_per_file_and_exit_1_on_failure(tmp_path: Path) -> None:
    bad = tmp_path / "broken.pdf"
    bad.write_bytes(b"not a pdf at all")
    paths = [
        str(INBOX / "PO-2026-017.pdf"),
        str(bad),
        str(tmp_path / "missing.pdf"),
        str(INBOX / "PO-2026-018.pdf"),
    ]
    result = CliRunner().invoke(extract, paths)
    assert result.exit_code == 1
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert [line["file"] for line in lines] == paths
    assert lines[0]["fields"] == {
        "order_number": "PO-2026-017",
        "supplier": "上海教学设备有限公司",
        "total": "128.50",
    }
    assert lines[0]["error"] is None and lines[0]["pages"] == 1
    assert set(lines[0]["confidence"]) == {"order_number", "supplier", "total"}
    assert lines[1]["error"].startswith("not_pdf:") and lines[1]["fields"] is None
    assert "missing.pdf" in lines[2]["error"]
    assert lines[3]["fields"]["total"] == "" and lines[3]["error"] is None


def test_cli_exit_0_when_all_succeed() -> None:
    result = CliRunner().invoke(extract, [str(INBOX / "PO-2026-021.pdf")])
    assert result.exit_code == 0
    assert json.loads(result.output)["fields"]["supplier"] == "北方文教用品有限公司"


def test_cli_rejects_bad_schema(tmp_path: Path) -> None:
    schema = tmp_path / "s.yaml"
    schema.write_text("fields: []\n", encoding="utf-8")
    result = CliRunner().invoke(extract, ["--schema", str(schema), str(INBOX / "PO-2026-017.pdf")])
    assert result.exit_code == 2
    assert "version" in result.output


def test_default_schema_contract() -> None:
    schema = load_schema()
    assert schema.name == "PurchaseOrder" and schema.version
    assert extract_fields(schema) == {
        "name": "PurchaseOrder",
        "keys": {
            "order_number": {"prompt": "采购单号", "mapping": None},
            "supplier": {"prompt": "供应商名称", "mapping": None},
            "total": {
                "prompt": "文档中明确填写的合计金额；未填写则返回空，不要计算",
                "mapping": None,
            },
        },
    }
    assert [(f.name, f.type) for f in schema.fields] == [
        ("order_number", "identifier"),
        ("supplier", "text"),
        ("total", "money"),
    ]


def test_schema_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "custom.yaml"
    path.write_text(
        "version: 7\nfields:\n  - {name: total, type: money, labels: [Summe]}\n", encoding="utf-8"
    )
    monkeypatch.setenv("PO_SCHEMA", str(path))
    schema = load_schema()
    assert schema.version == "7" and schema.field_names == ("total",)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fields: []\n", "version"),
        ("version: 1\nfields: []\n", "non-empty 'fields'"),
        (
            "version: 1\nfields:\n  - {name: total, type: float, labels: [x]}\n",
            "type must be one of",
        ),
        ("version: 1\nfields:\n  - {name: total, type: money}\n", "at least one label"),
        (
            "version: 1\nfields:\n  - {name: a, labels: [x]}\n  - {name: a, labels: [y]}\n",
            "duplicate",
        ),
        ("version: [\n", "not valid YAML"),
        (
            "version: 1\nfields:\n  - {name: total, labels: [Total], balance_labels: [Due]}\n",
            "balance_labels must be among its labels",
        ),
    ],
)
def test_bad_schema_is_explained(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SchemaError, match=message):
        load_schema(path)
