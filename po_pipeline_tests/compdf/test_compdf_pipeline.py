"""`po-pipeline run` with PO_BACKEND=compdf, end to end against the loopback ComPDF stand-in:
every switch (failed file, missing fields, lost/malformed upload answers, 429, 5xx,
malformed JSON, expired download link) ends in the right ledger state and DuckDB table, the
run itself succeeds, and the stand-in's own count proves that no upload was ever sent twice
without an operator asking for it (also across later runs)."""

from __future__ import annotations

REVIEW_SQL = "SELECT source_file, status, reason, task_id FROM needs_review ORDER BY document_id"
ORDERS_SQL = (
    "SELECT order_number, supplier, CAST(total AS VARCHAR), task_id "
    "FROM purchase_orders ORDER BY order_number"
)


def ok(done) -> str:
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def by_file(rows: list[tuple]) -> dict[str, tuple]:
    return {row[0].rsplit("/", 1)[-1]: row[1:] for row in rows}


def test_results_failed_files_and_missing_fields(pipeline) -> None:
    standin = pipeline.standin
    standin.switches.task_info = {"PO-2026-021.pdf": "failed"}
    del standin.switches.results["PO-2026-022.pdf"]  # ComPDF found none of the fields

    out = ok(pipeline.run())

    assert "Extraction service" not in out  # PO_BACKEND=compdf starts no local service
    states = pipeline.states()
    assert {name: s[:2] for name, s in states.items()} == {
        "PO-2026-017.pdf": ("completed", None),
        "PO-2026-018.pdf": ("needs_review", "missing_total"),
        "PO-2026-021.pdf": ("remote_failed", "compdf_1001"),
        "PO-2026-022.pdf": ("needs_review", "missing_order_number"),
    }
    assert all(task_id in standin.tasks for _, _, task_id in states.values())
    assert pipeline.table(ORDERS_SQL) == [
        ("PO-2026-017", "上海教学设备有限公司", "128.50", states["PO-2026-017.pdf"][2])
    ]
    review = by_file(pipeline.table(REVIEW_SQL))
    assert review["PO-2026-021.pdf"][:2] == ("remote_failed", "compdf_1001")
    assert set(review) == {"PO-2026-018.pdf", "PO-2026-021.pdf", "PO-2026-022.pdf"}
    assert standin.created == 4 and len(standin.uploads) == 4
    assert standin.violations == []


def test_poll_troubles_429_5xx_malformed_json_and_an_expired_link(pipeline) -> None:
    standin = pipeline.standin
    standin.switches.task_info = {
        "PO-2026-017.pdf": "rate_limited_twice",  # passes: polling resumes
        "PO-2026-021.pdf": "server_error",  # 503 on every poll
        "PO-2026-022.pdf": "malformed",  # taskInfo answers broken JSON
    }
    standin.switches.download = {"PO-2026-018.pdf": "expired"}

    ok(pipeline.run())

    states = pipeline.states()
    assert {name: s[:2] for name, s in states.items()} == {
        "PO-2026-017.pdf": ("completed", None),
        "PO-2026-018.pdf": ("needs_review", "result_lost"),
        "PO-2026-021.pdf": ("needs_review", "poll_failed"),
        "PO-2026-022.pdf": ("needs_review", "poll_failed"),
    }
    # Review keeps the task id, so an operator can look the task up at ComPDF.
    review = by_file(pipeline.table(REVIEW_SQL))
    for name in ("PO-2026-018.pdf", "PO-2026-021.pdf", "PO-2026-022.pdf"):
        assert review[name][2] == states[name][2] and review[name][2] in standin.tasks
    assert [row[0] for row in pipeline.table(ORDERS_SQL)] == ["PO-2026-017"]
    # Poll failures are retried as GETs, never as uploads.
    assert standin.created == 4
    assert sum("/task/taskInfo" in url for url in standin.urls) >= 3 + 3 + 3
    assert standin.violations == []


def test_lost_and_malformed_upload_answers_are_reconciled_never_resent(pipeline) -> None:
    standin = pipeline.standin
    standin.switches.submit = {
        "PO-2026-017.pdf": "lost",  # task created, connection dropped without an answer
        "PO-2026-018.pdf": "malformed",  # task created, 200 with a non-JSON body
        "PO-2026-021.pdf": "rate_limited_once",  # 429: nothing created, sent again
    }

    ok(pipeline.run())

    states = pipeline.states()
    assert {name: s[:2] for name, s in states.items()} == {
        "PO-2026-017.pdf": ("completed", None),
        "PO-2026-018.pdf": ("needs_review", "missing_total"),
        "PO-2026-021.pdf": ("completed", None),
        "PO-2026-022.pdf": ("completed", None),
    }
    assert {name: standin.created_for(name) for name in states} == dict.fromkeys(states, 1)
    assert {states[name][2] for name in states} == set(standin.tasks)
    from po_pipeline.ledger import Ledger

    ledger = Ledger(pipeline.ledger_url)
    doc = next(d for d in ledger.documents() if d.source_file.endswith("PO-2026-017.pdf"))
    path = [(e.from_status, e.to_status, e.reason) for e in ledger.events(doc.id)]
    assert ("submitting", "submission_unknown", "submission_unknown") in path
    assert ("submission_unknown", "processing", "reconciled") in path
    assert sum("/task/list" in url for url in standin.urls) >= 2

    again = ok(pipeline.run())
    assert "Nothing to do" in again
    assert standin.created == 4  # a second run never re-uploads


def test_unknown_uploads_wait_for_an_operator_across_runs(pipeline) -> None:
    standin = pipeline.standin
    standin.switches.task_list = False  # nothing to reconcile against
    standin.switches.submit = {"PO-2026-017.pdf": "lost", "PO-2026-018.pdf": "lost"}

    ok(pipeline.run())
    states = pipeline.states()
    assert states["PO-2026-017.pdf"][:2] == ("submission_unknown", "submission_unknown")
    assert states["PO-2026-018.pdf"][:2] == ("submission_unknown", "submission_unknown")
    assert states["PO-2026-021.pdf"][0] == states["PO-2026-022.pdf"][0] == "completed"
    review = by_file(pipeline.table(REVIEW_SQL))
    assert review["PO-2026-017.pdf"][:2] == ("submission_unknown", "submission_unknown")
    assert standin.created == 4

    ok(pipeline.run())
    assert standin.created == 4 and pipeline.states() == states  # still never re-sent

    listed = ok(pipeline.review("list"))
    ids = {name: doc_id for doc_id, name in _ids(pipeline).items()}
    assert f"{ids['PO-2026-017.pdf']:>5}  submission_unknown" in listed
    assert "po-pipeline review" in listed
    ok(
        pipeline.review(
            "resubmit",
            str(ids["PO-2026-017.pdf"]),
            "--yes",
            "--reason",
            "no task in the ComPDF console",
            "--by",
            "ana",
        )
    )
    ok(pipeline.review("fail", str(ids["PO-2026-018.pdf"]), "--by", "ana"))
    refused = pipeline.review("fail", str(ids["PO-2026-021.pdf"]))
    assert refused.returncode != 0 and "completed" in refused.stderr

    standin.switches.submit = {}
    ok(pipeline.run())
    states = pipeline.states()
    assert states["PO-2026-017.pdf"][0] == "completed"
    assert states["PO-2026-018.pdf"][:2] == ("remote_failed", "operator_failed")
    assert standin.created == 5 and standin.created_for("PO-2026-017.pdf") == 2
    from po_pipeline.ledger import Ledger

    events = Ledger(pipeline.ledger_url).events(ids["PO-2026-017.pdf"])
    resubmit = next(e for e in events if e.reason == "operator_resubmit")
    assert (resubmit.actor, resubmit.from_status, resubmit.to_status) == (
        "operator:ana",
        "submission_unknown",
        "queued",
    )
    assert resubmit.message == "no task in the ComPDF console"


def _ids(pipeline) -> dict[int, str]:
    from po_pipeline.ledger import Ledger

    return {d.id: d.source_file.rsplit("/", 1)[-1] for d in Ledger(pipeline.ledger_url).documents()}
