"""The field schema is read without the PDF libraries: the sensor (intake), validation and the
ComPDF backend need its version and fields, not pdfplumber, pypdfium2 or numpy."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("pdfplumber", "pypdfium2", "numpy", "po_pipeline.engine")

_PROBE = """
import json, sys
from po_pipeline.field_schema import load_schema
from po_pipeline.pipeline.intake import IntakeSettings
from po_pipeline.pipeline.validation import Gate
from po_pipeline.extraction.compdf_wire import extract_fields

schema = load_schema()
settings = IntakeSettings.load(
    "", timezone="UTC", deadline_hours=24, max_file_mb=20, stuck_seconds=1, check_seconds=1,
    check_mb=256,
)
gate = Gate.load("")
print(json.dumps({
    "version": settings.schema_version,
    "required": list(gate.required),
    "keys": list(extract_fields(schema)["keys"]),
    "loaded": sorted(m for m in sys.modules if m.split(".")[0] in %r or m == %r),
}))
"""


def test_schema_version_gate_and_compdf_fields_load_no_pdf_library() -> None:
    probe = _PROBE % (HEAVY[:3], HEAVY[3])
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seen = json.loads(done.stdout)
    assert seen["loaded"] == []
    assert seen["version"]
    assert seen["required"][:3] == ["order_number", "supplier", "total"]
    assert seen["keys"] == ["order_number", "supplier", "total"]
