"""The field schema: which fields a purchase order has, the labels that announce them, which
are required and the confidence each needs. The engine extracts by it, intake puts its version
into fingerprints, validation gates by it and the ComPDF backend asks for its fields.

Only the standard library and PyYAML here: the sensor and validation read the schema without
loading the PDF libraries the engine needs."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import yaml

FieldType = Literal["identifier", "text", "money"]
FIELD_TYPES: tuple[str, ...] = ("identifier", "text", "money")
DEFAULT_SCHEMA_PATH = Path(__file__).with_name("fields.yaml")
SCHEMA_ENV_VAR = "PO_SCHEMA"


class SchemaError(ValueError):
    """A field schema file or mapping is malformed; the message names the problem."""


@dataclass(frozen=True)
class FieldSpec:
    name: str
    prompt: str
    labels: tuple[str, ...]
    type: FieldType
    required: bool = True
    # Titles such as "PURCHASE ORDER" that may carry the value on the same line only.
    title_labels: tuple[str, ...] = ()
    # Titles of documents the supplier issues itself (invoices): on such a page, with no
    # labelled supplier, the letterhead names the supplier.
    letterhead_titles: tuple[str, ...] = ()
    # Words that name the field only when followed by ':' and only when no real label does
    # ("To:" addresses the supplier of a letter-style order); never on a letterhead page.
    fallback_labels: tuple[str, ...] = ()
    # Words set after the value, on the same line ("株式会社山田製作所 御中" addresses the
    # supplier of a Japanese 注文書); never on a letterhead page.
    suffix_labels: tuple[str, ...] = ()
    # Block headings ("FROM") that name the field's party only when set on one line with
    # another party's heading ("BILL TO"), and only when nothing else named it.
    counterpart_headings: tuple[str, ...] = ()
    # Lines of an account's history ("Previous Balance"): a page with one is a statement,
    # where `balance_labels` ("Total Due") name the running balance, not the field.
    account_labels: tuple[str, ...] = ()
    balance_labels: tuple[str, ...] = ()
    # Labels by which a seller's document quotes the buyer's own ("Your order", "客户订单号");
    # matched like `labels`. A page that has one names the seller's numbers by the others.
    quoted_labels: tuple[str, ...] = ()
    # The calibrated confidence a value needs to be loaded without a person (validation's
    # low_confidence gate); chosen by `make train` for >= 99% row precision.
    threshold: float = 0.0


@dataclass(frozen=True)
class FieldSchema:
    name: str
    version: str
    fields: tuple[FieldSpec, ...]
    # Labels that resemble field labels but name something else (buyer, subtotal, tax...).
    distractors: tuple[str, ...] = ()

    @property
    def field_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    def label_words(self) -> tuple[str, ...]:
        """Every word the schema knows as a label: none of them is ever a value."""
        words = list(self.distractors)
        for f in self.fields:
            words += [*f.labels, *f.quoted_labels, *f.title_labels, *f.fallback_labels]
            words += f.letterhead_titles  # a paper's title, even spaced out ("거 래 명 세 서")
            words += f.counterpart_headings
            words += f.account_labels
        return tuple(words)


def _str_tuple(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise SchemaError(f"{where} must be a list of non-empty strings")
    return tuple(v.strip() for v in value)


def _field_from_mapping(raw: Any, index: int) -> FieldSpec:
    if not isinstance(raw, Mapping):
        raise SchemaError(f"fields[{index}] must be a mapping")
    name = raw.get("name")
    if not isinstance(name, str) or not name.isidentifier():
        raise SchemaError(f"fields[{index}].name must be an identifier, got {name!r}")
    ftype = raw.get("type", "text")
    if ftype not in FIELD_TYPES:
        raise SchemaError(f"field {name!r}: type must be one of {FIELD_TYPES}, got {ftype!r}")
    labels = _str_tuple(raw.get("labels"), f"field {name!r}: labels")
    if not labels:
        raise SchemaError(f"field {name!r}: labels must list at least one label")
    balance_labels = _str_tuple(raw.get("balance_labels"), f"field {name!r}: balance_labels")
    if unknown := [b for b in balance_labels if b not in labels]:
        raise SchemaError(f"field {name!r}: balance_labels must be among its labels: {unknown}")
    return FieldSpec(
        name=name,
        prompt=str(raw.get("prompt") or name),
        labels=labels,
        type=ftype,
        required=bool(raw.get("required", True)),
        title_labels=_str_tuple(raw.get("title_labels"), f"field {name!r}: title_labels"),
        letterhead_titles=_str_tuple(
            raw.get("letterhead_titles"), f"field {name!r}: letterhead_titles"
        ),
        fallback_labels=_str_tuple(raw.get("fallback_labels"), f"field {name!r}: fallback_labels"),
        suffix_labels=_str_tuple(raw.get("suffix_labels"), f"field {name!r}: suffix_labels"),
        counterpart_headings=_str_tuple(
            raw.get("counterpart_headings"), f"field {name!r}: counterpart_headings"
        ),
        account_labels=_str_tuple(raw.get("account_labels"), f"field {name!r}: account_labels"),
        balance_labels=balance_labels,
        quoted_labels=_quoted_labels(raw, name),
        threshold=_threshold(raw.get("threshold", 0.0), name),
    )


def _quoted_labels(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    """`quoted_labels` and what `quoted_compounds` compose: every owner word before (or
    after) every noun, so "Cust P/O", "Uw inkoopordernr." and "Pedido del cliente" are
    known as the buyer's number quoted without listing each wording."""
    out = list(_str_tuple(raw.get("quoted_labels"), f"field {name!r}: quoted_labels"))
    groups = raw.get("quoted_compounds") or []
    if not isinstance(groups, list) or not all(isinstance(g, Mapping) for g in groups):
        raise SchemaError(f"field {name!r}: quoted_compounds must be a list of mappings")
    for k, group in enumerate(groups):
        where = f"field {name!r}: quoted_compounds[{k}]"
        nouns = _str_tuple(group.get("nouns"), f"{where}.nouns")
        before = _str_tuple(group.get("before"), f"{where}.before") or ("",)
        after = _str_tuple(group.get("after"), f"{where}.after") or ("",)
        if not nouns or before == after == ("",):
            raise SchemaError(f"{where} needs nouns and owner words before or after them")
        out += [" ".join(w for w in (b, n, a) if w) for b in before for n in nouns for a in after]
    return tuple(dict.fromkeys(out))


def _threshold(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise SchemaError(f"field {name!r}: threshold must be a number from 0 to 1")
    return float(value)


def schema_from_mapping(data: Any) -> FieldSchema:
    """Build a schema from parsed YAML/JSON; raises SchemaError with the reason."""
    if not isinstance(data, Mapping):
        raise SchemaError("schema must be a mapping with 'version' and 'fields'")
    version = data.get("version")
    if not isinstance(version, (str, int, float)) or str(version).strip() == "":
        raise SchemaError("schema needs a top-level 'version'")
    raw_fields = data.get("fields")
    if not isinstance(raw_fields, list) or not raw_fields:
        raise SchemaError("schema needs a non-empty 'fields' list")
    fields = tuple(_field_from_mapping(raw, i) for i, raw in enumerate(raw_fields))
    names = [f.name for f in fields]
    if len(set(names)) != len(names):
        raise SchemaError(f"schema has duplicate field names: {names}")
    return FieldSchema(
        name=str(data.get("name") or "PurchaseOrder"),
        version=str(version).strip(),
        fields=fields,
        distractors=_str_tuple(data.get("distractors"), "distractors"),
    )


# Parsed schemas by (path, size, mtime): parsing the YAML costs about a quarter of a
# text-layer page, and every extraction asks for the schema.
_CACHE: dict[tuple[str, int, int], FieldSchema] = {}
# libyaml's safe loader parses the schema about 15 times faster than the pure-Python one
# (0.01 s against 0.16 s): a cost every run's process pays once.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def schema_path_from_env(env: Mapping[str, str] | None = None) -> str:
    """$PO_SCHEMA, or "" for the packaged schema: the one place that variable is read."""
    return (os.environ if env is None else env).get(SCHEMA_ENV_VAR) or ""


def load_schema(path: Path | None = None) -> FieldSchema:
    """Load a schema file; None means $PO_SCHEMA if set, else the packaged default. A file
    is parsed again only when its path, size or mtime changes."""
    path = Path(path or schema_path_from_env() or DEFAULT_SCHEMA_PATH)
    try:
        stat = path.stat()
        key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
        if key in _CACHE:
            return _CACHE[key]
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SchemaError(f"cannot read field schema {path}: {exc.strerror or exc}") from exc
    schema = _parse_schema(path, text)
    if len(_CACHE) > 32:
        _CACHE.clear()
    _CACHE[key] = schema
    return schema


def _parse_schema(path: Path, text: str) -> FieldSchema:
    try:
        data = yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        raise SchemaError(f"field schema {path} is not valid YAML: {exc}") from exc
    try:
        return schema_from_mapping(data)
    except SchemaError as exc:
        raise SchemaError(f"field schema {path}: {exc}") from exc
