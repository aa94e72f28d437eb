"""`po-pipeline review`: what an operator does with documents the pipeline would not decide.

- `list`: every document in needs_review, submission_unknown or remote_failed, with its
  reason, task id and message.
- `resubmit DOC_ID` ("resubmit anyway"): back to `queued`, so the next run uploads it again.
  For a submission_unknown document this may create a second remote task: check the
  backend's task list first.
- `fail DOC_ID` ("mark as failed"): a submission_unknown document becomes remote_failed.

Every change is a guarded ledger transition with the operator as actor and a reason.
"""

from __future__ import annotations

import getpass
from pathlib import Path

import click
import sqlalchemy as sa

from po_pipeline.config import Settings
from po_pipeline.ledger import Document, DocumentStatus, Ledger
from po_pipeline.warehouse import candidates_of

S = DocumentStatus
REVIEWABLE = (S.NEEDS_REVIEW, S.SUBMISSION_UNKNOWN, S.REMOTE_FAILED)
RESUBMITTABLE = REVIEWABLE
FAILABLE = (S.SUBMISSION_UNKNOWN,)


def _ledger() -> Ledger:
    return Ledger(Settings.from_env().ledger_url)


def _operator(by: str | None) -> str:
    try:
        user = by or getpass.getuser()
    except OSError:  # no login name (some containers)
        user = "unknown"
    return f"operator:{user}"


def _document(ledger: Ledger, doc_id: int, allowed: tuple[DocumentStatus, ...]) -> Document:
    try:
        doc = ledger.get(doc_id)
    except sa.exc.NoResultFound as exc:
        raise click.ClickException(f"document {doc_id} is not in the ledger") from exc
    if doc.status not in allowed:
        raise click.ClickException(
            f"document {doc_id} is {doc.status.value}; this action needs one of "
            f"{', '.join(s.value for s in allowed)}"
        )
    return doc


@click.group()
def review() -> None:
    """Documents that need a person: list them, resubmit them, or mark them failed."""


@review.command("list")
def list_documents() -> None:
    """Documents in needs_review, submission_unknown or remote_failed, with reasons."""
    docs = _ledger().documents(statuses=REVIEWABLE)
    if not docs:
        click.echo("No documents need review.")
        return
    for doc in docs:
        click.echo(
            f"{doc.id:>5}  {doc.status.value:<18}  {doc.reason or '-':<24}  "
            f"task={doc.task_id or '-'}  {Path(doc.source_file).name}"
        )
        if doc.message:
            click.echo(f"       {doc.message}")
        for name, offered in candidates_of(doc.result_json).items():
            listing = "  |  ".join(f"{c['value']} ({c['confidence']:.2f})" for c in offered)
            click.echo(f"       {name + ':':<14} {listing}")
    click.echo(
        f"\n{len(docs)} documents. `po-pipeline review resubmit ID` sends one again; "
        "`po-pipeline review fail ID` gives up on an unknown upload."
    )


@review.command()
@click.argument("doc_id", type=int)
@click.option(
    "--reason",
    default="resubmitted by an operator",
    show_default=True,
    help="Why, for the audit trail (ledger_events).",
)
@click.option("--by", default=None, help="Operator name (default: the login name).")
@click.option("--yes", is_flag=True, help="Do not ask before resubmitting an unknown upload.")
def resubmit(doc_id: int, reason: str, by: str | None, yes: bool) -> None:
    """Queue DOC_ID again ("resubmit anyway"); the next run uploads it."""
    ledger = _ledger()
    doc = _document(ledger, doc_id, RESUBMITTABLE)
    if doc.status is S.SUBMISSION_UNKNOWN and not yes:
        click.confirm(
            f"Document {doc_id} may already have a task at the backend; uploading it again "
            "can create a second one. Resubmit anyway?",
            abort=True,
        )
    previous = f" (previous task {doc.task_id})" if doc.task_id else ""
    now = ledger.clock()
    moved = ledger.transition(
        doc.id,
        S.QUEUED,
        actor=_operator(by),
        expect=[doc.status],
        reason="operator_resubmit",
        message=f"{reason}{previous}",
        task_id=None,
        next_poll_at=None,
        poll_failures=0,
        submitted_at=None,
        # A fresh attempt gets a fresh deadline of the same length as the first one.
        deadline_at=now + (doc.deadline_at - doc.discovered_at),
    )
    if not moved:
        raise click.ClickException(f"document {doc_id} changed state meanwhile; list again")
    click.echo(
        f"document {doc_id}: {doc.status.value} -> queued; the next `po-pipeline run` uploads it"
    )


@review.command()
@click.argument("doc_id", type=int)
@click.option(
    "--reason",
    default="marked failed by an operator",
    show_default=True,
    help="Why, for the audit trail (ledger_events).",
)
@click.option("--by", default=None, help="Operator name (default: the login name).")
def fail(doc_id: int, reason: str, by: str | None) -> None:
    """Mark the unknown upload DOC_ID as failed (submission_unknown -> remote_failed)."""
    ledger = _ledger()
    doc = _document(ledger, doc_id, FAILABLE)
    if not ledger.transition(
        doc.id,
        S.REMOTE_FAILED,
        actor=_operator(by),
        expect=[doc.status],
        reason="operator_failed",
        message=reason,
    ):
        raise click.ClickException(f"document {doc_id} changed state meanwhile; list again")
    click.echo(f"document {doc_id}: submission_unknown -> remote_failed")
