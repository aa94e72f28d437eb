"""`po-pipeline review`: what an operator does with documents the pipeline would not decide.

- `list`: every document in needs_review, submission_unknown or remote_failed, oldest
  first, with its reason, arrival day, task id, message and candidates; filtered by
  reason, arrival day and age.
- `resubmit DOC_ID` ("resubmit anyway"): back to `queued`, so the next run uploads it again.
  For a submission_unknown document this may create a second remote task: check the
  backend's task list first.
- `fail DOC_ID` ("mark as failed"): a submission_unknown document becomes remote_failed.
- `reject DOC_ID --reason …`: a person's final no (not a purchase order, a duplicate, an
  order that was cancelled): a needs_review or remote_failed document becomes `rejected`
  and leaves the review queue; it stays in the needs_review table with reason
  `operator_rejected` and the person's words. `retry` is `resubmit` under the issue's name.
- `show DOC_ID`: the values with their confidence and candidates, the reason, the source
  file, the task id and the document's whole history.
- `approve DOC_ID`: accept the extracted values of a document that only the confidence
  gate held back (`low_confidence`); every other check must still pass. It becomes
  `completed`, and the next run publishes its partition to purchase_orders.
- `correct DOC_ID --order-number … --supplier … --total …`: a person's values (the ones
  not given stay as extracted), validated like an extraction; then as for `approve`.

Every change is a guarded ledger transition with the operator as actor and a reason, made
by po_pipeline.pipeline.reviewing (which the Dagster job `review_actions` calls too).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import click

from po_pipeline.config import Settings
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.pipeline import reviewing
from po_pipeline.pipeline.reviewing import RESUBMITTABLE, REVIEWABLE, ReviewRefused
from po_pipeline.pipeline.validation import Gate
from po_pipeline.warehouse import candidates_of

S = DocumentStatus


def _ledger() -> Ledger:
    return Ledger(Settings.from_env().ledger_url)


def _gate() -> Gate:
    return Gate.load(Settings.from_env().schema_path)


@contextmanager
def _refusals() -> Iterator[None]:
    """A refused action is the operator's error message, not a traceback."""
    try:
        yield
    except ReviewRefused as exc:
        raise click.ClickException(str(exc)) from exc


@click.group()
def review() -> None:
    """Documents that need a person: list them, resubmit them, or mark them failed."""


@review.command("list")
@click.option("--reason", "reasons", multiple=True, help="Only this reason (repeatable).")
@click.option(
    "--partition", "partitions", multiple=True, help="Only this arrival day (repeatable)."
)
@click.option(
    "--older-than",
    default=None,
    help="Only documents waiting at least this long: 30m, 12h, 3d.",
)
def list_documents(
    reasons: tuple[str, ...], partitions: tuple[str, ...], older_than: str | None
) -> None:
    """Documents in needs_review, submission_unknown or remote_failed, with reasons, oldest
    first."""
    waited = _age(older_than) if older_than else None
    now = datetime.now(UTC)
    docs = [
        doc
        for doc in _ledger().documents(statuses=REVIEWABLE, partitions=partitions or None)
        if (not reasons or doc.reason in reasons)
        and (waited is None or now - _aware(doc.updated_at) >= waited)
    ]
    if not docs:
        click.echo(
            "No documents need review"
            + (" with those filters." if reasons or partitions or waited else ".")
        )
        return
    for doc in sorted(docs, key=lambda d: (_aware(d.updated_at), d.id)):
        click.echo(
            f"{doc.id:>5}  {doc.status.value:<18}  {doc.reason or '-':<24}  "
            f"{doc.arrival_partition}  task={doc.task_id or '-'}  {Path(doc.source_file).name}"
        )
        if doc.message:
            click.echo(f"       {doc.message}")
        for name, offered in candidates_of(doc.result_json).items():
            listing = "  |  ".join(f"{c['value']} ({c['confidence']:.2f})" for c in offered)
            click.echo(f"       {name + ':':<14} {listing}")
    click.echo(
        f"\n{len(docs)} documents. `po-pipeline review show ID` tells everything about one; "
        "`approve`, `correct`, `resubmit` and `fail` settle it."
    )


def _age(text: str) -> timedelta:
    match = re.fullmatch(r"\s*(\d+)\s*([mhd])\s*", text)
    if match is None:
        raise click.BadParameter(f"{text!r}: give minutes, hours or days, e.g. 30m, 12h, 3d")
    unit = {"m": "minutes", "h": "hours", "d": "days"}[match.group(2)]
    return timedelta(**{unit: int(match.group(1))})


def _aware(at: datetime) -> datetime:
    return at if at.tzinfo else at.replace(tzinfo=UTC)


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
    with _refusals():
        unknown = reviewing.document(ledger, doc_id, RESUBMITTABLE).status is S.SUBMISSION_UNKNOWN
        if unknown and not yes:
            click.confirm(
                f"Document {doc_id} may already have a task at the backend; uploading it "
                "again can create a second one. Resubmit anyway?",
                abort=True,
            )
        doc = reviewing.resubmit(ledger, doc_id, reason=reason, by=by)
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
    with _refusals():
        reviewing.fail(_ledger(), doc_id, reason=reason, by=by)
    click.echo(f"document {doc_id}: submission_unknown -> remote_failed")


review.add_command(resubmit, name="retry")


@review.command()
@click.argument("doc_id", type=int)
@click.option("--reason", required=True, help="Why, in words; kept in the ledger and shown.")
@click.option("--by", default=None, help="Operator name (default: the login name).")
def reject(doc_id: int, reason: str, by: str | None) -> None:
    """Reject DOC_ID for good (needs_review or remote_failed -> rejected)."""
    with _refusals():
        doc = reviewing.reject(_ledger(), doc_id, reason=reason, by=by)
    click.echo(
        f"document {doc_id}: {doc.status.value} -> rejected; the next `po-pipeline run` "
        "publishes its partition"
    )


@review.command()
@click.argument("doc_id", type=int)
def show(doc_id: int) -> None:
    """Everything about DOC_ID: values, confidence, candidates, reason, task, history."""
    ledger = _ledger()
    with _refusals():
        doc = reviewing.document(ledger, doc_id, tuple(S))
    click.echo(f"document {doc.id}: {doc.status.value}  reason={doc.reason or '-'}")
    click.echo(f"  file:  {doc.source_file}")
    click.echo(f"  task:  {doc.task_id or '-'} ({doc.backend or '-'})")
    if doc.message:
        click.echo(f"  why:   {doc.message}")
    result = json.loads(doc.result_json) if doc.result_json else {}
    fields = result.get("fields") or {}
    values = {"order_number": doc.order_number, "supplier": doc.supplier, "total": doc.total}
    for name, value in values.items():
        confidence = (fields.get(name) or {}).get("confidence")
        shown = "-" if confidence is None else f"{confidence:.3f}"
        click.echo(f"  {name + ':':<14} {value or '-'}  (confidence {shown})")
    for name, offered in candidates_of(doc.result_json).items():
        listing = "  |  ".join(f"{c['value']} ({c['confidence']:.2f})" for c in offered)
        click.echo(f"  {name + ' candidates:':<25} {listing}")
    click.echo("  history:")
    for event in ledger.events(doc.id):
        change = f"{event.from_status or '-'} -> {event.to_status}"
        reason = f" [{event.reason}]" if event.reason else ""
        click.echo(f"    {event.at:%Y-%m-%d %H:%M:%S}  {event.actor:<32} {change}{reason}")


@review.command()
@click.argument("doc_id", type=int)
@click.option("--note", default="", help="Why, for the audit trail (ledger_events).")
@click.option("--by", default=None, help="Operator name (default: the login name).")
def approve(doc_id: int, note: str, by: str | None) -> None:
    """Accept DOC_ID's extracted values: only for a document the confidence gate held back
    (reason low_confidence) whose values pass every other check."""
    ledger = _ledger()
    with _refusals():
        values = reviewing.approve(ledger, doc_id, gate=_gate(), note=note, by=by)
    click.echo(
        f"document {doc_id}: needs_review -> completed ({values}); the next "
        f"`po-pipeline run` publishes partition {ledger.get(doc_id).arrival_partition} "
        "to purchase_orders"
    )


@review.command()
@click.argument("doc_id", type=int)
@click.option("--order-number", default=None, help="The order number as printed.")
@click.option("--supplier", default=None, help="The supplier's name as printed.")
@click.option("--total", default=None, help="The total the document states, e.g. 1234.50.")
@click.option("--note", default="", help="Why, for the audit trail (ledger_events).")
@click.option("--by", default=None, help="Operator name (default: the login name).")
def correct(
    doc_id: int,
    order_number: str | None,
    supplier: str | None,
    total: str | None,
    note: str,
    by: str | None,
) -> None:
    """Load DOC_ID with values a person read off the document. Values not given stay as
    extracted; all three are then checked as an extraction would be (present, a plain
    total, nothing that cannot be a value)."""
    given = {"order_number": order_number, "supplier": supplier, "total": total}
    if all(v is None for v in given.values()):
        raise click.UsageError("give at least one of --order-number, --supplier, --total")
    ledger = _ledger()
    with _refusals():
        changes = reviewing.correct(ledger, doc_id, given=given, gate=_gate(), note=note, by=by)
    click.echo(
        f"document {doc_id}: needs_review -> completed ({changes}); the next "
        f"`po-pipeline run` publishes partition {ledger.get(doc_id).arrival_partition}"
    )
