"""Dagster entry point: wires the pieces in po_pipeline/defs, nothing else."""

from __future__ import annotations

from collections.abc import Mapping

import dagster as dg

from po_pipeline.config import Settings
from po_pipeline.defs.assets import extract_job, extracted_purchase_orders
from po_pipeline.defs.resources import (
    ExtractionResource,
    IntakeResource,
    LedgerResource,
    WarehouseResource,
)
from po_pipeline.defs.review_job import review_actions
from po_pipeline.defs.schedules import nightly_batch
from po_pipeline.defs.sensors import inbox_sensor
from po_pipeline.defs.summary import daily_summary
from po_pipeline.extraction.base import Backend


def build_resources(
    settings: Settings, *, secrets: Mapping[str, str] | None = None
) -> dict[str, dg.ConfigurableResource]:
    """The resources of `settings`. The backend's URL, token or key are dg.EnvVar, resolved
    when a run starts; `secrets` (ExtractionResource fields) replace them for the service
    `po-pipeline run` started itself."""
    if secrets is None:
        secrets = (
            {
                "service_url": dg.EnvVar("PO_SERVICE_URL"),
                "service_token": dg.EnvVar("PO_SERVICE_TOKEN"),
            }
            if settings.backend is Backend.LOCAL
            else {"compdf_api_key": dg.EnvVar("COMPDF_API_KEY")}
        )
    return {
        "ledger": LedgerResource(url=settings.ledger_url),
        "warehouse": WarehouseResource(path=str(settings.warehouse_path)),
        "intake": IntakeResource(
            inbox=str(settings.inbox),
            timezone=settings.timezone,
            schema_path=settings.schema_path,
            intake_stuck_seconds=settings.intake_stuck_seconds,
            intake_check_seconds=settings.intake_check_seconds,
            intake_check_mb=settings.intake_check_mb,
        ),
        "extraction": ExtractionResource(
            backend=settings.backend.value,
            compdf_base_url=settings.compdf_base_url,
            schema_path=settings.schema_path,
            max_result_mb=settings.max_result_mb,
            max_in_flight=settings.max_in_flight,
            **secrets,
        ),
    }


def build_defs(settings: Settings) -> dg.Definitions:
    return dg.Definitions(
        assets=[extracted_purchase_orders, daily_summary],
        jobs=[extract_job, review_actions],
        sensors=[inbox_sensor],
        schedules=[nightly_batch],
        resources=build_resources(settings),
        # Every job's steps in its run worker's process, also the runs of a backfill or of
        # "Materialize" in the UI (Dagster's implicit asset job). Our ops run one after
        # another (the two loads publish under one lock), so Dagster's default multiprocess
        # executor bought no parallelism, only a Python process per step: 25 s of start-up
        # for a run of 30 documents that takes 5 s in process, on two busy cores
        # (bench/e2e.py), longer than extracting 1,000 text-layer orders.
        executor=dg.in_process_executor,
    )


defs = build_defs(Settings.from_env())
