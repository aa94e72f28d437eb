"""Validation of an extraction result before anything reaches purchase_orders.

Rules (docs/ARCHITECTURE.md, "Validation"): every field the schema marks `required` is
non-empty (order_number, supplier and total always are: a purchase_orders row cannot do
without them); total is one amount, read by the engine's money parser whichever backend
produced it, of at most 10 digits and 2 decimals ("0" is valid), and is never computed from
lines; a multi-page result is merged page by page and the same field with two different
values on two pages is a conflict. Anything doubtful comes back as a Review with a reason
code.

Then the trust gate, the same for every backend: a value that cannot be right (a label, a
caption, a phone or address line, a date for a number; see po_pipeline.plausibility) is
`implausible_value`; where the backend reports a calibrated confidence per field (ours does,
ComPDF does not), a field below its schema threshold is `low_confidence`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from po_pipeline.field_schema import FieldSchema, load_schema
from po_pipeline.plausibility import implausible, label_set

# The columns of a purchase_orders row. The warehouse and the ledger's completed documents
# hold none without all three, so they are required whatever a schema says.
ROW_FIELDS = ("order_number", "supplier", "total")
# A total has at most 10 digits before the point (DECIMAL(12,2) in the warehouse).
TOTAL_LIMIT = Decimal(10) ** 10
# A comma or point between two digits: a thousands mark or the decimal point.
_DIGIT_MARK = re.compile(r"(?<=\d)[.,](?=\d)")
_PAGE_KEY = re.compile(r"^Page_(\d+)$")
# "(1,234.50)" is a credit in accounting notation: a negative amount, never a PO's total.
_ACCOUNTING_NEGATIVE = re.compile(r"^\s*[(（][^()（）]*\d[^()（）]*[)）]\s*$")


@dataclass(frozen=True)
class Gate:
    """What a result must clear to be loaded: the fields it must state, per-field confidence
    thresholds and the schema's labels (a value equal to one is no value)."""

    field_types: Mapping[str, str]
    thresholds: Mapping[str, float]
    labels: frozenset[str] = frozenset()
    # Fields a document must state to be loaded: the row's, then the schema's other fields
    # marked `required`; a missing one sends the document to review as `missing_<name>`.
    required: tuple[str, ...] = ROW_FIELDS

    def __post_init__(self) -> None:
        if optional := [name for name in ROW_FIELDS if name not in self.required]:
            raise ValueError(
                f"the field schema makes {', '.join(optional)} optional (required: false), but "
                f"every purchase_orders row needs {', '.join(ROW_FIELDS)}"
            )

    @classmethod
    def from_schema(cls, schema: FieldSchema) -> Gate:
        return cls(
            field_types={f.name: f.type for f in schema.fields},
            thresholds={f.name: f.threshold for f in schema.fields},
            labels=label_set(schema.label_words()),
            required=_required(schema),
        )

    @classmethod
    def load(cls, schema_path: str) -> Gate:
        """The gate of the field schema at `schema_path` ("" = the packaged one)."""
        return cls.from_schema(load_schema(Path(schema_path) if schema_path else None))


def _required(schema: FieldSchema) -> tuple[str, ...]:
    """The row's fields first (their order decides which problem names a Review), then the
    schema's other required fields in its order. A row field the schema makes optional is
    left out, for the Gate to refuse."""
    optional = {f.name for f in schema.fields if not f.required}
    extra = tuple(f.name for f in schema.fields if f.required and f.name not in ROW_FIELDS)
    return tuple(name for name in ROW_FIELDS if name not in optional) + extra


@dataclass(frozen=True)
class Accepted:
    order_number: str
    supplier: str
    total: str  # plain decimal, two places: "128.50"


@dataclass(frozen=True)
class Review:
    reason: str  # the first problem's code, e.g. "missing_total"
    message: str  # every problem, in words an operator can act on
    values: dict[str, str] = field(default_factory=dict)  # what was extracted, as merged


def normalise_total(raw: str) -> str | None:
    """A written total as a plain two-place decimal string, or None when it is not one.

    The engine's money parser reads it, so every backend's total is read as the engine
    reads a document ("1.234,50 €", "CNY 1,234.50", "1 234,50 EUR"). The text must be one
    amount and nothing else (a currency, or a short note in brackets, may stand beside it):
    "about 5", a date or two numbers are no total."""
    # Imported here: the engine package loads the PDF libraries, and the sensor imports this
    # module without needing them. A process that validates loaded them for its Gate.
    from po_pipeline.engine import money  # noqa: PLC0415

    if not money.is_money_only(raw) or _ACCOUNTING_NEGATIVE.match(raw):
        return None
    amount = money.best_money(raw)
    if amount is None or amount.value >= TOTAL_LIMIT or _mixed_groups(raw, amount.has_decimals):
        return None
    return amount.text


def _mixed_groups(raw: str, has_decimals: bool) -> bool:
    """True for groups split by both marks with no decimals read ("12,345.678"): the money
    parser takes every three-digit group for thousands (12345678.00), but such a figure is a
    three-decimal amount or a misprint, and a wrong total must not load."""
    marks = set(_DIGIT_MARK.findall(unicodedata.normalize("NFKC", raw)))
    return len(marks) > 1 and not has_decimals


def _page_order(key: str) -> int:
    match = _PAGE_KEY.match(key)
    return int(match.group(1)) if match else 10**9


def merge_pages(results: Mapping[str, Mapping[str, Any]]) -> tuple[dict[str, str], list[str]]:
    """Merge ComPDF-style per-page results. Returns (values, conflicts): a field's value is
    the one non-empty value the pages agree on; fields with two different values are listed
    in conflicts (with their pages) and left empty."""
    seen: dict[str, dict[str, list[str]]] = {}
    for page in sorted(results, key=_page_order):
        for name, value in (results[page] or {}).items():
            text = "" if value is None else str(value).strip()
            if text:
                seen.setdefault(name, {}).setdefault(text, []).append(page)
    merged: dict[str, str] = {}
    conflicts: list[str] = []
    for name, values in seen.items():
        if len(values) == 1:
            merged[name] = next(iter(values))
        else:
            listing = "; ".join(f"{v!r} on {', '.join(pages)}" for v, pages in values.items())
            conflicts.append(f"{name} differs between pages: {listing}")
            merged[name] = ""
    return merged, conflicts


def validate_result(result: Mapping[str, Any], gate: Gate) -> Accepted | Review:
    """Decide whether an extraction result can be loaded as it stands."""
    pages = result.get("results")
    if not isinstance(pages, Mapping) or not pages:
        return Review("empty_result", "the backend returned no per-page results", {})
    merged, conflicts = merge_pages(pages)
    values = {name: merged.get(name, "") for name in ROW_FIELDS}
    problems: list[tuple[str, str]] = [("page_conflict", c) for c in conflicts]
    # A field in conflict is in `merged`, emptied; one no page stated is not there at all.
    problems += [_missing(name) for name in gate.required if name not in merged]
    total = values["total"]
    normalised = normalise_total(total) if total else None
    if total and normalised is None:
        problems.append(
            (
                "invalid_total",
                f"total {total!r} is not a plain amount (one amount, up to 10 digits, at most "
                "2 decimals)",
            )
        )
    problems += _implausible(values, gate)
    if not problems:
        problems += _low_confidence(result.get("fields"), values, gate)
    if problems:
        return Review(problems[0][0], "; ".join(message for _, message in problems), values)
    assert normalised is not None
    return Accepted(values["order_number"], values["supplier"], normalised)


def _missing(name: str) -> tuple[str, str]:
    if name == "total":
        return (
            "missing_total",
            "total is empty: the document states no total, and totals are never computed "
            "from line items; enter it after checking the paper original",
        )
    return (f"missing_{name}", f"{name} is empty: it was not found in the document")


def _implausible(values: Mapping[str, str], gate: Gate) -> list[tuple[str, str]]:
    problems = []
    for name, value in values.items():
        why = implausible(gate.field_types.get(name, "text"), value, labels=gate.labels)
        if why:
            problems.append(("implausible_value", f"{name} {value!r} {why}"))
    return problems


def _low_confidence(fields: Any, values: Mapping[str, str], gate: Gate) -> list[tuple[str, str]]:
    """Fields whose calibrated confidence is under the schema's threshold, with the
    candidates a reviewer can pick from. Backends that report no confidence pass."""
    if not isinstance(fields, Mapping):
        return []
    low = []
    for name, value in values.items():
        reported = fields.get(name)
        threshold = gate.thresholds.get(name, 0.0)
        if not isinstance(reported, Mapping) or not isinstance(
            reported.get("confidence"), (int, float)
        ):
            continue
        if reported["confidence"] >= threshold:
            continue
        offered = ", ".join(
            f"{c.get('value')!r} ({c.get('confidence')})" for c in reported.get("candidates") or []
        )
        low.append(
            f"{name} {value!r} at confidence {reported['confidence']} < {threshold}"
            + (f"; candidates: {offered}" if offered else "")
        )
    if not low:
        return []
    return [("low_confidence", "low confidence: " + "; ".join(low))]
