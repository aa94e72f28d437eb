"""Offline purchase-order extraction: text layer or OCR, then label/position rules.

No Dagster imports here or below: the service and the CLI use this directly. The field
schema it extracts by is po_pipeline.field_schema.
"""

from po_pipeline.engine.errors import ExtractionError
from po_pipeline.engine.extract import ENGINE_NAME, ENGINE_VERSION, EngineLimits, extract_pdf

__all__ = [
    "ENGINE_NAME",
    "ENGINE_VERSION",
    "EngineLimits",
    "ExtractionError",
    "extract_pdf",
]
