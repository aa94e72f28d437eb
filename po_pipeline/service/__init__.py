"""The HTTP extraction service over the offline engine (`po-pipeline serve`).

No Dagster imports here: the pipeline talks to this service over HTTP only.
"""

from po_pipeline.service.models import JobStatus
from po_pipeline.service.settings import ServiceSettings

__all__ = ["JobStatus", "ServiceSettings"]
