"""extract_pdf: PDF bytes in, per-page and merged purchase-order fields out."""

from __future__ import annotations

import functools
import re
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from po_pipeline.engine.arithmetic import AmountFacts, amount_facts
from po_pipeline.engine.calibration import (
    Calibrator,
    features,
    layout_features,
    load_calibrator,
)
from po_pipeline.engine.errors import ExtractionError
from po_pipeline.engine.found import Page
from po_pipeline.engine.party_model import (
    load_id_model,
    load_party_model,
)
from po_pipeline.engine.rank_model import Ranker, load_rank_model, rank_features
from po_pipeline.engine.reading import EngineLimits, Reading, read_document, read_pages
from po_pipeline.engine.rules import DocumentContext, Found, page_view, rank_view
from po_pipeline.engine.scored import (
    SCORER_LOST,
    TOP_CANDIDATES,
    TWIN_CAP,
    empty_field,
    id_candidates,
    party_candidates,
    scored_field,
)
from po_pipeline.engine.scripts import document_script, foreign_glyphs, kana_lookalike
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import ambiguous_glyphs
from po_pipeline.field_schema import FieldSchema, FieldSpec, load_schema

__all__ = [
    "ENGINE_NAME",
    "ENGINE_VERSION",
    "EngineLimits",
    "ExtractionError",
    "extract_pdf",
    "extract_reading",
    "extract_segments",
    "read_document",
    "read_pages",
]

ENGINE_NAME = "po-pipeline-engine"
ENGINE_VERSION = "0.1.0"
# Candidates of a field that are scored (and listed `with_features`, for training).
POOL_FEATURES = 12


def extract_pdf(
    source: Path | bytes,
    *,
    schema: FieldSchema | None = None,
    limits: EngineLimits | None = None,
    on_page: Callable[[int, int], None] | None = None,
    clock: Callable[[], float] = time.monotonic,
    with_features: bool = False,
) -> dict[str, Any]:
    """Extract every schema field from a PDF; raises ExtractionError for unusable input.

    Each field carries its value, a calibrated `confidence` (engine.calibration), the rule's
    raw `score`, and the top candidates with their confidence. `with_features` adds what the
    calibration model saw (for training it)."""
    reading = read_document(source, limits=limits, on_page=on_page, clock=clock)
    return extract_reading(reading, schema or load_schema(), with_features=with_features)


def extract_reading(
    reading: Reading, schema: FieldSchema, *, with_features: bool = False
) -> dict[str, Any]:
    """The fields of a document as read (what extract_pdf returns). Where pages carry a
    scanner's OCR layer, the document is extracted from our own OCR of them, and the layer
    is a second witness: a value it reads too keeps the surer of the two confidences; one
    it reads otherwise is doubted (_readings_differ). A clean layer thus lends its
    certainty to what our OCR read right and sends what it misread to a person; a garbled
    one only ever sends values to a person."""
    result = extract_segments(reading.pages, schema, with_features=with_features)
    if not reading.own_ocr:
        return result
    own = extract_segments(reading.with_own_ocr(), schema, with_features=with_features)
    fields = own["fields"]
    for name, field in fields.items():
        layer = result["fields"][name]
        if not field["value"] or not layer["value"]:
            continue
        if layer["value"] == field["value"]:
            if layer["confidence"] > field["confidence"]:
                fields[name] = _surer(field, layer["confidence"])
        else:
            cap = _readings_differ(field["confidence"], layer["confidence"])
            fields[name] = _doubt(field, cap, READINGS_DIFFER)
    return own


def _surer(field: dict[str, Any], confidence: float) -> dict[str, Any]:
    """`field` (and its value among the candidates) at `confidence`, which a second reading
    of the page gave the same value."""
    candidates = [
        {**c, "confidence": confidence} if c["value"] == field["value"] else c
        for c in field.get("candidates", [])
    ]
    return {**field, "confidence": confidence, "candidates": candidates}


# A field two readings of the page (a scanner's layer, our own OCR) gave different values.
READINGS_DIFFER = "readings_differ"


def _readings_differ(kept: float, other: float) -> float:
    """The kept value's confidence when the other reading, sure `other` of its own value,
    read the field otherwise: the two readings weighed as two witnesses of which one is
    right. Sure of both, neither clears a threshold and a person decides; against a
    reading that was unsure, the kept value stays nearly as sure as it was."""
    for_kept, for_other = kept * (1.0 - other), other * (1.0 - kept)
    if for_kept + for_other <= 0.0:
        return 0.0
    return round(for_kept / (for_kept + for_other), 4)


def extract_segments(
    pages: list[list[Segment]], schema: FieldSchema, *, with_features: bool = False
) -> dict[str, Any]:
    """The fields of a document from its pages' segments (what extract_pdf returns)."""
    context = DocumentContext()
    views = [page_view(segments, schema, context) for segments in pages]
    return _assemble(views, [rank_view(v) for v in views], schema, with_features=with_features)


def _assemble(
    views: list[Page],
    per_page: list[dict[str, list[Found]]],
    schema: FieldSchema,
    *,
    with_features: bool,
) -> dict[str, Any]:
    # What each page states, filled in field by field below.
    results = {f"Page_{n}": dict.fromkeys(page, "") for n, page in enumerate(per_page, start=1)}
    calibrator = load_calibrator(schema.version)
    rank_model = load_rank_model(schema.version)
    amounts = amount_facts([v.segments for v in views])
    scanned = any(seg.source == "ocr" for v in views for seg in v.segments)
    seller_doc = bool(views) and views[0].seller_paper
    doc = layout_features(views)
    fields: dict[str, Any] = {}
    # The calibration features of each field rules' pick (engine.calibration.features).
    rule_features: dict[str, dict[str, float]] = {}
    for spec in schema.fields:
        pages = list(enumerate(per_page, start=1))
        # Number and supplier head the first page; the grand total closes the last one.
        if spec.type == "money":
            pages.reverse()
        if not any(p[spec.name] for _, p in pages):
            fields[spec.name] = empty_field()
            continue
        ranker = rank_model.fields.get(spec.name) if rank_model else None
        fields[spec.name], stated, rule_features[spec.name] = _field(
            spec,
            pages,
            calibrator,
            ranker,
            with_features,
            amounts=amounts,
            seller_doc=seller_doc,
            doc=doc,
            scanned=scanned,
        )
        for n, page in enumerate(results.values(), start=1):
            page[spec.name] = stated.get(n, "")
    scorers = {
        "text": (load_party_model(schema.version), party_candidates, "party_candidates"),
        "identifier": (load_id_model(schema.version), id_candidates, "id_candidates"),
    }
    for spec in schema.fields:
        model, candidates, key = scorers.get(spec.type, (None, None, ""))
        if candidates is None or (model is None and not with_features):
            continue
        pool = _rule_pool(spec.name, per_page)
        field, stated, listed = scored_field(
            spec,
            candidates(spec, views, pool),
            pool,
            model,
            calibrator,
            with_features,
            doc,
            # A number the rules chose too keeps what made the rules sure of it.
            rule_features.get(spec.name) if spec.type == "identifier" else None,
        )
        if field is not None:  # without a model the rules' choice stands
            fields[spec.name] = field
            for n, page in enumerate(results.values()):
                page[spec.name] = stated.get(n, "")
        if with_features:  # what `make train` fits the scorers and their calibration on
            fields[spec.name][key] = listed
            fields[spec.name]["rules_pick"] = {
                "value": pool[0].value if pool else "",
                "score": pool[0].confidence if pool else 0.0,
                # The rules' own calibration features, whichever method chose the field.
                "features": rule_features.get(spec.name, {}),
            }
    for spec in schema.fields:
        field = fields[spec.name]
        if spec.type == "identifier":
            field = _doubt(field, glyph_doubt(field, field["confidence"]))
        if why := _value_doubt(spec.type, field, views):
            field = _doubt(field, DOUBT_CAPS[why], why)
        fields[spec.name] = field
    return {
        "results": results,
        "fields": fields,
        "pages": len(per_page),
        "engine": {"name": ENGINE_NAME, "version": ENGINE_VERSION},
    }


# The most an OCR-read number is trusted when its prefix is all glyphs that OCR confuses
# across letters and digits ("I0-987369": "IO", "10" or "I0"): a person reads it.
AMBIGUOUS_GLYPHS_CAP = 0.9
# The most an OCR-read name is trusted when it holds a character foreign to the document's
# script (engine.scripts: 鸿 read for 鴻 on a Taiwanese order): a person reads it.
FOREIGN_GLYPHS = "foreign_glyphs"
# A name that ends in an ellipsis was cut short by the width of a printed field ("NORDWIND
# TEXTILE COMPOSI ..."): the name is longer than what the paper shows; a person reads it.
# So is a number printed with an ellipsis after it ("CMD-2025-11…" in a narrow header cell).
CUT_SHORT = "cut_short"
_CUT_SHORT = re.compile(r"(?:…|\.\.\.)\s*$")
# OCR read a name with a character of another Japanese script among its neighbours ("朝日夕オル
# 店" for 朝日タオル店: engine.scripts.kana_lookalike): a person reads it.
KANA_LOOKALIKE = "kana_lookalike"
# A value read from a line whose glyphs are drawn over each other (Segment.overprinted: a
# name run into the next cell's text, "SACSirque Pinder-Lune"): it mixes two texts.
OVERPRINTED = "overprinted"
# The most a value is trusted under each doubt (bench/trust.py caps its own figures alike);
# a supplier the field rules chose where the scorer was lost (engine.scored) too.
DOUBT_CAPS = {
    FOREIGN_GLYPHS: 0.9,
    CUT_SHORT: 0.9,
    KANA_LOOKALIKE: 0.9,
    OVERPRINTED: 0.9,
    SCORER_LOST: TWIN_CAP,
}


def glyph_doubt(field: Mapping[str, Any], confidence: float) -> float:
    """An identifier field's `confidence`, capped when OCR read it with ambiguous glyphs."""
    if field.get("source") == "ocr" and ambiguous_glyphs(field["value"]):
        return min(confidence, AMBIGUOUS_GLYPHS_CAP)
    return confidence


def _value_doubt(field_type: str, field: Mapping[str, Any], views: list[Page]) -> str:
    """Why a value the engine read is doubted (a key of DOUBT_CAPS), or "" when it is not:
    a name's misread or cut-short glyphs, a number printed cut short, or any value holding
    overprinted glyphs; the first that holds."""
    value = field["value"]
    if not value:
        return ""
    if field_type == "text":
        if _read_in_foreign_glyphs(field, views):
            return FOREIGN_GLYPHS
        if _CUT_SHORT.search(value):
            return CUT_SHORT
        if field.get("source") == "ocr" and kana_lookalike(value):
            return KANA_LOOKALIKE
    if field_type == "identifier" and _number_cut_short(value, views):
        return CUT_SHORT
    if _holds_overprint(field, views):
        return OVERPRINTED
    return ""


def _number_cut_short(value: str, views: list[Page]) -> bool:
    """Whether the page prints the number with an ellipsis right after it: the paper shows
    only its start."""
    cut = re.compile(rf"(?<![\w-]){re.escape(value)}\s?(?:…|\.\.\.)")
    return any(cut.search(seg.text) for view in views for seg in view.segments)


def _holds_overprint(field: Mapping[str, Any], views: list[Page]) -> bool:
    """Whether the value holds an overprinted word of the line it was read from (or is part
    of one); the line's other words may be overprinted without it ("7372297" after a title
    that a letterhead overprints)."""
    value, page, bbox = field["value"], field.get("page"), field.get("bbox")
    if not page or page > len(views):
        return False
    return any(
        word in value or value in word
        for s in views[page - 1].segments
        if s.bbox == bbox
        for word in s.overprinted
    )


def _read_in_foreign_glyphs(field: Mapping[str, Any], views: list[Page]) -> bool:
    """Whether OCR read a text field's value with a character foreign to the document's
    script (engine.scripts): a Simplified form in a Japanese or Traditional Chinese page."""
    if field.get("source") != "ocr" or not field["value"]:
        return False
    script = document_script(seg.text for view in views for seg in view.segments)
    return foreign_glyphs(field["value"], script)


def _doubt(field: dict[str, Any], cap: float, why: str = "") -> dict[str, Any]:
    """`field` with its confidence (and its value's among the candidates) capped at `cap`;
    `why`, when given, is kept in the field's `doubt` (for a reviewer, and for bench/trust.py,
    which recomputes confidence from the features)."""
    if cap >= field["confidence"]:
        return field
    candidates = [
        {**c, "confidence": min(c["confidence"], cap)} if c["value"] == field["value"] else c
        for c in field.get("candidates", [])
    ]
    return {**field, "confidence": cap, "candidates": candidates} | ({"doubt": why} if why else {})


def _rule_pool(name: str, per_page: list[dict[str, list[Found]]]) -> list[Found]:
    """The rules' candidates over the document: the first page that has any, best first,
    then the other pages' new values."""
    pool: list[Found] = []
    first = next((p[name] for p in per_page if p[name]), [])
    for ranked in [first, *(p[name] for p in per_page)]:
        pool += [f for f in ranked if all(f.value != q.value for q in pool)]
    return pool


def _field(
    spec: FieldSpec,
    pages: list[tuple[int, dict[str, list[Found]]]],
    calibrator: Calibrator | None,
    ranker: Ranker | None,
    with_features: bool,
    *,
    amounts: AmountFacts,
    seller_doc: bool,
    doc: dict[str, float],
    scanned: bool,
) -> tuple[dict[str, Any], dict[int, str], dict[str, float]]:
    """One field of the result, the value each page states, and the calibration features
    of the value chosen.

    The candidates are the first stating page's (in `pages` order), best first, then the
    other pages' new ones. The re-ranker (engine.rank_model), when there is one, orders them
    by its probability; else the rules' order stands. The field is the first one, with its
    calibrated confidence and the top candidates; each page states its own most probable
    candidate, but for an amount on a text layer, which only the page it was chosen from
    states."""
    first = next(p[spec.name] for _, p in pages if p[spec.name])
    pool = list(first)
    for _, p in pages:
        pool += [f for f in p[spec.name] if all(f.value != q.value for q in pool)]
    # Candidates past the first few have not carried information worth their cost.
    pool = pool[:POOL_FEATURES]
    bests = [p[spec.name][0].value for _, p in pages if p[spec.name]]

    def rule_feats(k: int) -> dict[str, float]:
        agreeing = sum(v == pool[k].value for v in bests)
        own = features(
            spec,
            [pool[k], *pool[:k], *pool[k + 1 :]],
            agreeing_pages=max(agreeing, 1),
            disagreeing_pages=len(bests) - agreeing,
            amounts=amounts,
            seller_doc=seller_doc,
        )
        return {**own, **doc}

    # Each candidate's features once, and only those that are used: all of them for the
    # re-ranker or for training, else the top few the field lists.
    base = functools.cache(rule_feats)
    probs = [ranker.probability(base(k)) for k in range(len(pool))] if ranker else []
    order = sorted(range(len(pool)), key=lambda k: -probs[k]) if probs else list(range(len(pool)))

    def feats(k: int) -> dict[str, float]:
        return {**base(k), **rank_features(probs, k)} if probs else base(k)

    def confidence(k: int) -> float:
        f = feats(k)
        return round(calibrator.confidence(spec.name, f) if calibrator else f["score"], 3)

    best = pool[order[0]]
    rank = {pool[k].value: i for i, k in enumerate(order)}
    stated = {
        n: min((f.value for f in p[spec.name]), key=lambda v: rank.get(v, len(rank)))
        if probs
        else p[spec.name][0].value
        for n, p in pages
        if p[spec.name]
    }
    page = next(n for n, p in pages if any(f.value == best.value for f in p[spec.name]))
    if spec.type == "money" and not scanned:
        # One grand total per document: a page that carries a subtotal forward ("Übertrag",
        # "suma y sigue") or closes with its own page total states no total of the order.
        # The confidence still sees the pages that disagree (`disagreeing_pages`). A scan
        # keeps every page's own: there the conflict also catches what OCR misread.
        stated = {page: best.value}
    field: dict[str, Any] = {
        "value": best.value,
        "confidence": confidence(order[0]),
        "score": round(best.confidence, 3),
        "page": page,
        "bbox": best.bbox,
        "source": best.source,
        "candidates": [
            {"value": pool[k].value, "confidence": confidence(k)} for k in order[:TOP_CANDIDATES]
        ],
    }
    if with_features:
        field["features"] = feats(order[0])
        # Every candidate with the rules' features and the pages stating it: what the
        # re-ranker is fitted on (bench/rank.py).
        field["pool"] = [
            {
                "value": f.value,
                "features": base(k),
                "pages": [n for n, p in pages if any(g.value == f.value for g in p[spec.name])],
            }
            for k, f in enumerate(pool)
        ]
    return field, stated, feats(order[0])
