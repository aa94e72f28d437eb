"""A hostile inbox, end to end: `po-pipeline run` over the seed orders under awkward names
beside every kind of bad input (empty, not a PDF, truncated, encrypted, 250 pages, a
decompression bomb, a link out of the inbox, a directory named like a PDF). Each bad file
ends in one named state with its reason, visible in needs_review; the orders carry on."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from po_pipeline.ledger import Document, DocumentStatus, Ledger
from po_pipeline_tests.hostile_pdfs import SEED, content_bomb, encrypted, pages_250
from po_pipeline_tests.seeds import trusted_seeds
from po_pipeline_tests.test_run_end_to_end import SEEDS, po_pipeline_run, table

# Names a shell script or a careless f-string would trip over.
AWKWARD_NAMES = ["-rf order.pdf", 'it\'s "quoted".pdf', "采购 订单 №7.pdf", "ünïcode café.pdf"]
REJECTED, REMOTE_FAILED = DocumentStatus.REJECTED, DocumentStatus.REMOTE_FAILED
# Intake's preflight rejects what a glance shows; the rest the service's engine finds.
BAD = {
    "empty.pdf": (lambda: b"", REJECTED, "empty_file"),
    "notes.pdf": (lambda: "合计金额：5 — not a PDF".encode(), REJECTED, "not_pdf"),
    "truncated.pdf": (lambda: SEED.read_bytes()[:400], REJECTED, "corrupt"),
    "locked.pdf": (encrypted, REJECTED, "encrypted"),
    "ledger-250.pdf": (pages_250, REMOTE_FAILED, "too_many_pages"),
    "bomb.pdf": (content_bomb, REMOTE_FAILED, "too_large"),
}


def documents_by_name(data_dir: Path) -> dict[str, Document]:
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    return {Path(d.source_file).name: d for d in ledger.documents()}


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("hostile")
    data_dir, outside = root / "data", root / "elsewhere" / "order.pdf"
    inbox = data_dir / "inbox"
    inbox.mkdir(parents=True)
    outside.parent.mkdir()
    for seed, name in zip(SEEDS, AWKWARD_NAMES, strict=True):
        shutil.copy2(seed, inbox / name)
    for name, (make, _, _) in BAD.items():
        (inbox / name).write_bytes(make())
    shutil.copy2(SEEDS[0], outside)
    (inbox / "link.pdf").symlink_to(outside)
    (inbox / "folder.pdf").mkdir()
    return data_dir, po_pipeline_run(data_dir)


def test_every_bad_file_ends_in_a_named_state_with_its_reason(hostile_run) -> None:  # type: ignore[no-untyped-def]
    data_dir, result = hostile_run
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    docs = documents_by_name(data_dir)
    expected = {name: (state, reason) for name, (_, state, reason) in BAD.items()}
    expected |= {"link.pdf": (REJECTED, "symlink"), "folder.pdf": (REJECTED, "not_a_file")}
    assert {n: (docs[n].status, docs[n].reason) for n in expected} == expected
    assert all(docs[n].message for n in expected)  # a sentence for the person, not just a code
    review = dict(table(data_dir, "SELECT source_file, reason FROM needs_review"))
    assert {Path(f).name: r for f, r in review.items() if Path(f).name in expected} == {
        n: reason for n, (_, reason) in expected.items()
    }


def test_the_orders_under_awkward_names_carry_on(hostile_run) -> None:  # type: ignore[no-untyped-def]
    data_dir, _ = hostile_run
    docs = documents_by_name(data_dir)
    assert {docs[n].status for n in AWKWARD_NAMES} <= {
        DocumentStatus.COMPLETED,
        DocumentStatus.NEEDS_REVIEW,
    }
    # Every order was read: its number came back whatever the file was called.
    assert sorted(docs[n].order_number for n in AWKWARD_NAMES) == [
        "PO-2026-017",
        "PO-2026-018",
        "PO-2026-021",
        "PO-2026-022",
    ]
    loaded = table(data_dir, "SELECT order_number, source_file FROM purchase_orders ORDER BY 1")
    # The seeds the shipped thresholds trust load, each row naming the file it came from,
    # however it is called; the others wait for a person.
    named = {seed.stem: name for seed, name in zip(SEEDS, AWKWARD_NAMES, strict=True)}
    assert loaded == [
        (stem, str(data_dir / "inbox" / named[stem])) for stem in sorted(trusted_seeds())
    ]
    assert len(docs) == len(AWKWARD_NAMES) + len(BAD) + 2  # nothing outside the inbox
