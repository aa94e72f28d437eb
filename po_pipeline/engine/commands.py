"""`po-pipeline extract PATH...`: run the offline engine on files, one JSON line each."""

from __future__ import annotations

import json
from pathlib import Path

import click

from po_pipeline.engine.errors import ExtractionError
from po_pipeline.engine.extract import extract_pdf
from po_pipeline.field_schema import SchemaError, load_schema


@click.command("extract")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--schema",
    "schema_path",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Field schema YAML (default: $PO_SCHEMA or the packaged fields.yaml).",
)
def extract(paths: tuple[Path, ...], schema_path: Path | None) -> None:
    """Extract order number, supplier and total from each PDF; prints one JSON line per file."""
    try:
        schema = load_schema(schema_path)
    except SchemaError as exc:
        raise click.BadParameter(str(exc), param_hint="--schema") from exc
    failed = False
    for path in paths:
        record: dict[str, object] = {"file": str(path)}
        try:
            result = extract_pdf(path, schema=schema)
        except ExtractionError as exc:
            record.update(
                fields=None, confidence=None, candidates=None, pages=None,
                error=f"{exc.code}: {exc}",
            )  # fmt: skip
            failed = True
        except OSError as exc:
            record.update(
                fields=None,
                confidence=None,
                candidates=None,
                pages=None,
                error=f"cannot read {path}: {exc.strerror or exc}",
            )
            failed = True
        else:
            record.update(
                fields={name: f["value"] for name, f in result["fields"].items()},
                confidence={name: f["confidence"] for name, f in result["fields"].items()},
                candidates={name: f["candidates"] for name, f in result["fields"].items()},
                pages=result["pages"],
                error=None,
            )
        click.echo(json.dumps(record, ensure_ascii=False))
    if failed:
        raise SystemExit(1)
