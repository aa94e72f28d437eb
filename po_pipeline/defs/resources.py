"""Configurable resources: where the ledger, inbox, warehouse and backend are."""

from pathlib import Path
from typing import assert_never

import dagster as dg

from po_pipeline.extraction.base import Backend, BackendName, ExtractionBackend
from po_pipeline.extraction.results import DEFAULT_MAX_RESULT_MB, mb_to_bytes
from po_pipeline.ledger import Ledger
from po_pipeline.pipeline.intake import INTAKE_STUCK_SECONDS, IntakeSettings
from po_pipeline.pipeline.pdf_check import INTAKE_CHECK_MB, INTAKE_CHECK_SECONDS
from po_pipeline.pipeline.processing import DEFAULT_MAX_IN_FLIGHT, ProcessingSettings
from po_pipeline.pipeline.validation import Gate
from po_pipeline.warehouse import Warehouse


class LedgerResource(dg.ConfigurableResource):
    """The document ledger (any SQLAlchemy URL; SQLite under data/ by default)."""

    url: str

    def open(self) -> Ledger:
        return Ledger(self.url)


class WarehouseResource(dg.ConfigurableResource):
    """The analysts' DuckDB file (published whole; analysts open it read-only)."""

    path: str

    def open(self) -> Warehouse:
        return Warehouse(Path(self.path))


class IntakeResource(dg.ConfigurableResource):
    """The inbox and the rules for admitting files from it."""

    inbox: str
    timezone: str = "UTC"
    deadline_hours: float = 24.0
    max_file_mb: int = 20
    schema_path: str = ""  # empty: the field schema packaged with po_pipeline
    # An intake check running this long counts as hung (PO_INTAKE_STUCK_SECONDS).
    intake_stuck_seconds: float = INTAKE_STUCK_SECONDS
    # A check still running this long is stopped, its file rejected (PO_INTAKE_CHECK_SECONDS).
    intake_check_seconds: float = INTAKE_CHECK_SECONDS
    # The memory (MiB of address space) a check may use, else its file is rejected
    # (PO_INTAKE_CHECK_MB).
    intake_check_mb: int = INTAKE_CHECK_MB

    def settings(self) -> IntakeSettings:
        return IntakeSettings.load(
            self.schema_path,
            timezone=self.timezone,
            deadline_hours=self.deadline_hours,
            max_file_mb=self.max_file_mb,
            stuck_seconds=self.intake_stuck_seconds,
            check_seconds=self.intake_check_seconds,
            check_mb=self.intake_check_mb,
        )


class ExtractionResource(dg.ConfigurableResource):
    """Which extraction backend to use and how hard to drive it. Secrets arrive as
    dg.EnvVar and are only ever placed in request headers."""

    backend: BackendName = Backend.LOCAL.value
    service_url: str = ""
    service_token: str = ""
    compdf_base_url: str = ""
    compdf_api_key: str = ""
    schema_path: str = ""
    max_in_flight: int = DEFAULT_MAX_IN_FLIGHT
    poll_budget_seconds: float = 600.0
    max_poll_failures: int = 3
    max_result_mb: float = DEFAULT_MAX_RESULT_MB  # larger results are rejected, not stored

    def processing_settings(self) -> ProcessingSettings:
        return ProcessingSettings(
            max_in_flight=self.max_in_flight,
            poll_budget_seconds=self.poll_budget_seconds,
            max_poll_failures=self.max_poll_failures,
            gate=Gate.load(self.schema_path),
        )

    def client(self) -> ExtractionBackend:
        try:
            backend = Backend(self.backend)
        except ValueError:
            raise dg.Failure(
                f"unknown extraction backend {self.backend!r}: use local or compdf"
            ) from None
        match backend:
            case Backend.LOCAL:
                return self._local()
            case Backend.COMPDF:
                return self._compdf()
            case _:
                assert_never(backend)

    def _local(self) -> ExtractionBackend:
        from po_pipeline.extraction.local import LocalJobsBackend

        if not self.service_url or not self.service_token:
            raise dg.Failure(
                "The local backend needs PO_SERVICE_URL and PO_SERVICE_TOKEN (start it with "
                "`po-pipeline serve`, or use `make run` / `make ui`, which start one)."
            )
        return LocalJobsBackend(
            self.service_url,
            self.service_token,
            max_result_bytes=mb_to_bytes(self.max_result_mb),
        )

    def _compdf(self) -> ExtractionBackend:
        from po_pipeline.extraction.compdf import ComPdfBackend

        return ComPdfBackend(
            self.compdf_base_url,
            self.compdf_api_key,
            schema_path=self.schema_path or None,
            max_result_bytes=mb_to_bytes(self.max_result_mb),
        )
