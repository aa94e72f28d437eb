"""Where bench/ (e2e.py, soak.py, backfill.py) imports the Dagster home setup from; the code
is in po_pipeline/cli/runtime.py."""

from po_pipeline.cli.runtime import DAGSTER_YAML, ensure_dagster_home, extraction_service

__all__ = ["DAGSTER_YAML", "ensure_dagster_home", "extraction_service"]
