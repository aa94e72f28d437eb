"""Offline purchase-order extraction: text layer or OCR, then label/position rules.

No Dagster imports here or below: the service and the CLI use this directly.
"""

from po_pipeline.engine.errors import ExtractionError
from po_pipeline.engine.extract import ENGINE_NAME, ENGINE_VERSION, EngineLimits, extract_pdf
from po_pipeline.engine.schema import (
    FieldSchema,
    FieldSpec,
    SchemaError,
    load_schema,
    schema_from_mapping,
)

__all__ = [
    "ENGINE_NAME",
    "ENGINE_VERSION",
    "EngineLimits",
    "ExtractionError",
    "FieldSchema",
    "FieldSpec",
    "SchemaError",
    "extract_pdf",
    "load_schema",
    "schema_from_mapping",
]
