"""register_until_settled (`po-pipeline run`'s loop): a file is registered only once two
looks see it unchanged, and only documents it creates count as new."""

from pathlib import Path

from po_pipeline.ledger import Ledger
from po_pipeline.pipeline.inbox import register_until_settled
from po_pipeline.pipeline.intake import IntakeSettings

SEED = Path(__file__).resolve().parents[2] / "data" / "inbox" / "PO-2026-017.pdf"


def test_a_file_seen_once_waits_and_a_file_seen_twice_unchanged_is_registered(
    tmp_path: Path,
) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "a.pdf").write_bytes(SEED.read_bytes())
    ledger = Ledger(f"sqlite:///{tmp_path / 'ledger.db'}")
    settings = IntakeSettings("1")

    once = register_until_settled(inbox, ledger, settings=settings, actor="t", rounds=1, pause=0)
    assert once == ([], 1)  # one look: it may still be being written
    assert ledger.documents() == []

    [partition], waiting = register_until_settled(
        inbox, ledger, settings=settings, actor="t", pause=0
    )
    assert waiting == 0
    assert [d.arrival_partition for d in ledger.documents()] == [partition]

    (inbox / "copy.pdf").write_bytes(SEED.read_bytes())  # known bytes: no new document
    assert register_until_settled(inbox, ledger, settings=settings, actor="t", pause=0) == ([], 0)
