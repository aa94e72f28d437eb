"""The local service's token lives in the environment only. `po-pipeline run` against a
real service (PO_SERVICE_URL, PO_SERVICE_TOKEN) behind the fault proxy: one run refused for
a wrong token, then one through a lost upload answer, a 503 on a poll and a result served
as HTML (status answers stripped of their inline results, so each result is downloaded).
Then a search for both tokens in every place they must never reach: the commands'
output, and everything the runs left in the data directory (harness.stored_texts: every
file byte for byte, the service's log, job store and uploads and Dagster's compute logs
among them; the ledger's rows with the stored results; DuckDB's rows; the Dagster
instance's runs and event logs)."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
from pathlib import Path

from po_pipeline.ledger import Ledger
from po_pipeline.service.embedded import ServiceProcess

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
FILES = ("PO-2026-017.pdf", "PO-2026-021.pdf")


def run(data_dir: Path, schema: Path, url: str, token: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env |= {
        "PO_DATA_DIR": str(data_dir),
        "PO_SCHEMA": str(schema),  # the seeds load (conftest.lenient_schema)
        "PO_SERVICE_URL": url,
        "PO_SERVICE_TOKEN": token,
    }
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def _without_results(body: bytes) -> bytes:
    """A status answer without the results it carried: they are then downloaded."""
    answer = json.loads(body)
    for job in answer.get("data") or []:
        job.pop("result", None)
    return json.dumps(answer).encode()


def test_the_service_token_appears_nowhere(
    data_dir: Path, lenient_schema: Path, fault_proxy, stored_texts
) -> None:
    token, wrong = f"tok-{secrets.token_hex(16)}", f"tok-wrong-{secrets.token_hex(16)}"
    for name in FILES:
        shutil.copy2(SEEDS / name, data_dir / "inbox" / name)
    service = ServiceProcess(data_dir / "service", tokens={"pipeline": token})
    service.start()
    try:
        proxy = fault_proxy(service.url)
        refused = run(data_dir, lenient_schema, proxy.url, wrong)
        proxy.add("POST", r"^/api/v1/jobs(/batch)?$", "drop_response")  # an upload, or a batch
        proxy.add("GET", r"^/api/v1/jobs(/[^/]+)?$", "status", status=503, retry_after="1")
        proxy.add("GET", r"^/api/v1/jobs$", "replace", body=_without_results, times=99)
        proxy.add("GET", r"/result$", "replace", content_type="text/html", times=9, sticky=True)
        accepted = run(data_dir, lenient_schema, proxy.url, token)
    finally:
        service.stop()
    assert refused.returncode != 0 and "PO_SERVICE_TOKEN" in refused.stdout + refused.stderr
    assert accepted.returncode == 0, accepted.stdout[-3000:] + accepted.stderr[-3000:]
    hits = [r.hits for r in proxy.rules]
    assert hits[:2] == [1, 1] and hits[2] >= 1 and hits[3] == 1, hits

    texts = {
        "command output": "\n".join(
            [refused.stdout, refused.stderr, accepted.stdout, accepted.stderr]
        ),
        **stored_texts(data_dir),
    }
    for secret in (token, wrong):
        assert [place for place, text in texts.items() if secret in text] == []

    # Positive controls: the places searched hold these runs' details.
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    task_ids = [d.task_id for d in ledger.documents()]
    assert len(task_ids) == 2 and all(task_ids)
    for place in ("ledger rows", "warehouse rows", "dagster runs and events"):
        assert all(task_id in texts[place] for task_id in task_ids), place
    # (Task ids reach the event log in the tables' previews; the compute logs hold the run's
    # own lines, no longer one per document.)
    compute_logs = "\n".join(text for place, text in texts.items() if "compute_logs" in place)
    assert "Submitted 2 documents for" in compute_logs
    assert "result_not_json" in texts["warehouse rows"]
    assert "owner=pipeline" in texts["file service/service.log"]
