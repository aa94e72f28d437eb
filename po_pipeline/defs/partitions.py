"""Daily partitions by arrival date (the day the sensor first saw a file)."""

from __future__ import annotations

import dagster as dg

from po_pipeline.config import Settings

# end_offset=1: today's partition exists while files are still arriving today.
arrival_partitions = dg.DailyPartitionsDefinition(
    start_date="2025-01-01", end_offset=1, timezone=Settings.from_env().timezone
)
