"""`po-pipeline status`: what an operator needs at a glance. Documents per state and
arrival day, the oldest document still waiting on the pipeline, and whether the extraction
service answers; then the tables' rows, as `po-pipeline run` prints them."""

from __future__ import annotations

from datetime import UTC, datetime

import click
import httpx
import pandas as pd

from po_pipeline.config import Settings
from po_pipeline.extraction.base import Backend
from po_pipeline.ledger import UNFINISHED, DocumentStatus, Ledger

# Waiting on the pipeline or its backend rather than on a person's decision.
WAITING = (*UNFINISHED, DocumentStatus.SUBMISSION_UNKNOWN)


def print_status(settings: Settings, ledger: Ledger, *, now: datetime | None = None) -> None:
    by_partition = ledger.count_by_partition()
    click.echo("Documents by arrival day and state:")
    if by_partition:
        frame = pd.DataFrame.from_dict(by_partition, orient="index").fillna(0).astype(int)
        frame = frame[[s.value for s in DocumentStatus if s.value in frame.columns]]
        click.echo(frame.rename_axis("arrival_date").to_string())
    else:
        click.echo("  none yet: drop PDFs into " + str(settings.inbox))
    oldest = ledger.oldest(WAITING)
    if oldest is None:
        click.echo("\nOldest unfinished document: none, nothing waits on the pipeline")
    else:
        age = (now or datetime.now(UTC)) - _aware(oldest.discovered_at)
        click.echo(
            f"\nOldest unfinished document: {oldest.id} ({oldest.source_file}), "
            f"{oldest.status.value} for {_human(age.total_seconds())}"
        )
    click.echo(f"Extraction service: {service_health(settings)}")


def service_health(settings: Settings, *, timeout: float = 2.0) -> str:
    """One line on the backend: the local service's /healthz, or what there is to say."""
    if settings.backend is Backend.COMPDF:
        return "ComPDF cloud (not probed: every call costs; `po-pipeline run` reports errors)"
    if not settings.service_url:
        return "embedded: each `po-pipeline run` starts its own (PO_SERVICE_URL not set)"
    try:
        response = httpx.get(f"{settings.service_url}/healthz", timeout=timeout)
        response.raise_for_status()
        data = response.json()["data"]
    except (httpx.HTTPError, ValueError, KeyError) as exc:
        return f"{settings.service_url} does not answer ({type(exc).__name__}): start it"
    return (
        f"{settings.service_url} {data['status']}: {data['workers']} workers, "
        f"{data['queue']} queued, {data['running']} running"
    )


def _aware(at: datetime) -> datetime:
    return at if at.tzinfo else at.replace(tzinfo=UTC)


def _human(seconds: float) -> str:
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds / size:.1f}{unit}"
    return f"{seconds:.0f}s"
