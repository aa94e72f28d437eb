"""What the shipped gate does with each demo seed, from the engine itself: the end-to-end
tests then check that the pipeline loads exactly the seeds whose every value clears its
threshold, whichever those are after `make train` moves the thresholds or the calibration."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from po_pipeline.engine import extract_pdf
from po_pipeline.field_schema import load_schema

INBOX = Path(__file__).resolve().parent.parent / "data" / "inbox"
SEEDS = sorted(INBOX.glob("PO-2026-0*.pdf"))
# What each seed states (018 states no total).
TRUTH = {
    "PO-2026-017": ("上海教学设备有限公司", "128.50"),
    "PO-2026-018": ("上海教学设备有限公司", ""),
    "PO-2026-021": ("北方文教用品有限公司", "206.40"),
    "PO-2026-022": ("华东教学用品有限公司", "315.00"),
}


@cache
def trusted_seeds() -> frozenset[str]:
    """The seeds whose values are all found and clear the shipped thresholds."""
    thresholds = {f.name: f.threshold for f in load_schema().fields}
    trusted = set()
    for pdf in SEEDS:
        fields = extract_pdf(pdf)["fields"]
        if all(fields[n]["value"] and fields[n]["confidence"] >= t for n, t in thresholds.items()):
            trusted.add(pdf.stem)
    return frozenset(trusted)
