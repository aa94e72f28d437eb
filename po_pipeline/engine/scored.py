"""Fields chosen by a learned scorer among every candidate on the document: the supplier
among every name (engine.party_candidates), the order number among every ID-like token
(engine.id_candidates), each scored by trees shipped as JSON (engine.party_model)."""

from __future__ import annotations

import functools
from typing import Any

from po_pipeline.engine.calibration import (
    Calibrator,
    agreeing_rule_features,
    candidate_features,
    party_features,
)
from po_pipeline.engine.found import Found, Page
from po_pipeline.engine.id_candidates import document_candidates as id_document_candidates
from po_pipeline.engine.id_candidates import page_candidates as id_page_candidates
from po_pipeline.engine.party_candidates import (
    PartyCandidate,
    document_features,
    page_candidates,
)
from po_pipeline.engine.party_model import PartyModel, stated_by_page
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import has_legal_form

__all__ = [
    "SCORER_LOST",
    "TOP_CANDIDATES",
    "TWIN_CAP",
    "empty_field",
    "id_candidates",
    "party_candidates",
    "scored_field",
]

# Candidates a field lists for a reviewer to pick from.
TOP_CANDIDATES = 3
# The most a number is trusted when another number stands under the same plain label on
# the same page of a buyer's paper and the rules could not tell the two apart: which one
# is the order's is a guess, so a person picks (below every gate of the schema).
TWIN_CAP = 0.9
# Under this probability the supplier scorer is lost on the layout (_rules_place_when_lost),
# and the field rules' name, taken instead, is doubted (capped at TWIN_CAP).
LOST_SCORER = 0.05
SCORER_LOST = "scorer_lost"


def party_candidates(
    spec: FieldSpec, views: list[Page], rules: list[Found]
) -> list[PartyCandidate]:
    """Every name on the document (engine.party_candidates)."""
    per_page = [page_candidates(spec, view, i) for i, view in enumerate(views)]
    return document_features(spec, views, per_page, rules)


def id_candidates(spec: FieldSpec, views: list[Page], rules: list[Found]) -> list[PartyCandidate]:
    """Every ID-like token on the document (engine.id_candidates)."""
    per_page = [id_page_candidates(spec, view, i) for i, view in enumerate(views)]
    return id_document_candidates(views, per_page, rules)


def scored_field(
    spec: FieldSpec,
    cands: list[PartyCandidate],
    rules: list[Found],
    model: PartyModel | None,
    calibrator: Calibrator | None,
    with_features: bool,
    doc: dict[str, float],
    rule_feats: dict[str, float] | None = None,
) -> tuple[dict[str, Any] | None, dict[int, str], list[dict[str, Any]]]:
    """A field chosen by a learned scorer among every candidate on the document (names for
    a party, ID-like tokens for a number). The confidence is its probability, calibrated
    together with whether the field rules chose the same value
    (engine.calibration.party_features), for a name with what the scorer saw of it
    (engine.calibration.candidate_features) and, given `rule_feats`, with the rules' own
    calibration features when they did (engine.calibration.agreeing_rule_features).
    Returns the field (None without a model), per page index the value that page states,
    and every candidate with its features."""
    scored = sorted(
        ((model.probability(c.feats) if model else 0.0, c) for c in cands),
        key=lambda pc: -pc[0],
    )
    listed = [
        {
            "value": c.value,
            "page": c.page,
            "pages": sorted(c.pages),
            # A feature left out is 0 (the scorers read them with a default of 0).
            "features": {k: round(v, 4) for k, v in c.feats.items() if v},
        }
        for _, c in scored
    ]
    if model is None:
        return None, {}, listed
    if not scored:
        return empty_field(), {}, listed
    rule_value, rule_score = (rules[0].value, rules[0].confidence) if rules else ("", 0.0)
    lost = _rules_place_when_lost(scored, rule_value) if spec.type == "text" else 0
    if lost:
        scored = [scored[lost], *scored[:lost], *scored[lost + 1 :]]
    if spec.type == "text":
        scored = _without_logo_character(_native_name_first(scored))

    def feats(k: int) -> dict[str, float]:
        p, c = scored[k]
        # The next name, not this one's own Latin line under it: the same firm, so no rival
        # (in a text layer: OCR may misread the one and not the other).
        text = c.seg.source == "text"
        second = max(
            (
                q
                for j, (q, d) in enumerate(scored)
                if j != k and not (text and _in_two_scripts(c, d))
            ),
            default=0.0,
        )
        agreeing = agreeing_rule_features(rule_feats) if c.value == rule_value else {}
        own = candidate_features(c.feats) if spec.type == "text" else {}
        return {
            **party_features(c.value, p, second, rule_value, rule_score),
            **agreeing,
            **own,
            **doc,
        }

    twin = spec.type == "identifier" and _labelled_twin(scored, rule_value, rule_feats or {})

    @functools.cache
    def calibrated(k: int) -> float:
        f = feats(k)
        return round(calibrator.confidence(spec.name, f) if calibrator else f["party_p"], 3)

    def confidence(k: int) -> float:
        p = calibrated(k)
        return min(p, TWIN_CAP) if (twin or lost) and k == 0 else p

    best = scored[0][1]
    field: dict[str, Any] = {
        "value": best.value,
        "confidence": confidence(0),
        "score": round(scored[0][0], 3),
        "page": best.page + 1,
        "bbox": best.seg.bbox,
        "source": best.seg.source,
        "candidates": [
            {"value": scored[k][1].value, "confidence": confidence(k)}
            for k in range(min(len(scored), TOP_CANDIDATES))
        ],
    }
    if lost and calibrated(0) > TWIN_CAP:  # named, for a reviewer and for bench/trust.py
        field["doubt"] = SCORER_LOST
    if with_features:
        field["features"] = feats(0)
    return field, stated_by_page([(p, c.value, c.pages) for p, c in scored]), listed


def _rules_place_when_lost(scored: list[tuple[float, PartyCandidate]], rule_value: str) -> int:
    """Where the field rules' name stands among the candidates when the scorer is lost, else
    0. A scorer on a layout unlike any it was fitted on gives every name a low probability
    (under LOST_SCORER); then the name the field rules chose (by its label, its block, its
    place), when it is another candidate, is the better guess: on stop 60's eight check
    sets, where the scorer's best was under LOST_SCORER and the rules chose another name,
    the rules' was right 13 times, the scorer's once. It goes first, capped at TWIN_CAP:
    neither method vouches for it, so a person confirms it."""
    if not scored or scored[0][0] >= LOST_SCORER or not rule_value:
        return 0
    return next((k for k, (_, c) in enumerate(scored) if k and c.value == rule_value), 0)


def _plain_label(feats: dict[str, float]) -> bool:
    """A number right after the field's own label, which no distractor or other field's
    label qualifies ("PO Number: 4500017788")."""
    return bool(
        feats.get("same_label")
        and feats.get("after_label")
        and not feats.get("same_distractor")
        and not feats.get("same_other")
    )


def _labelled_twin(
    scored: list[tuple[float, PartyCandidate]], rule_value: str, rule_feats: dict[str, float]
) -> bool:
    """The best number has a twin: another number on its page under a plain label of the
    same kinds (engine.id_tokens.KINDS), on a paper that is not the seller's (where "your
    order" tells the buyer's number from the seller's own), and the rules chose the same
    number but saw the other nearly as good (their `margin`). Nothing on the page says
    which of the two is the order's."""
    best = scored[0][1]
    if best.value != rule_value or rule_feats.get("margin", 1.0) >= 0.1:
        return False
    if best.feats.get("seller_doc") or not _plain_label(best.feats):
        return False

    def kinds(c: PartyCandidate) -> set[str]:
        return {k for k, v in c.feats.items() if k.startswith("same_") and v}

    return any(
        c.value != best.value
        and c.page == best.page
        and _plain_label(c.feats)
        and kinds(c) == kinds(best)
        for _, c in scored[1:]
    )


def _without_logo_character(
    scored: list[tuple[float, PartyCandidate]],
) -> list[tuple[float, PartyCandidate]]:
    """A letterhead's logo character set before the name ("博" + "潍坊博锐包装机械有限公司")
    reads as one more character of it: when the best name is another candidate with one
    Chinese or Japanese character before it, that candidate is the name."""
    best = scored[0][1].value
    if len(best) < 5 or not _cjk(best[0]):
        return scored
    for k, (_, c) in enumerate(scored[1:], start=1):
        if c.value == best[1:]:
            return [scored[k], *scored[:k], *scored[k + 1 :]]
    return scored


def _cjk(text: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7a3" for ch in text)


def _native_name_first(
    scored: list[tuple[float, PartyCandidate]],
) -> list[tuple[float, PartyCandidate]]:
    """A company printed in two scripts, its Chinese, Japanese or Korean name over its Latin
    one ("利興五金有限公司" / "Lee Hing Hardware Company Limited"), is named by its first line:
    when the best name is the Latin line of such a pair, its partner above it goes first. A
    Latin name printed first, over its partner, stays the name."""
    best = scored[0][1]
    for k, (_, c) in enumerate(scored[1:], start=1):
        if _in_two_scripts(c, best):
            return [scored[k], *scored[:k], *scored[k + 1 :]]
    return scored


def _in_two_scripts(native: PartyCandidate, latin: PartyCandidate) -> bool:
    """`native`, a Chinese, Japanese or Korean company name, stands right over `latin`, the
    same firm's Latin name with its legal form ("利興五金有限公司" / "Lee Hing Hardware
    Company Limited"), on the next line (OCR's boxes are taller than its lines are apart)."""
    return (
        native.page == latin.page
        and _cjk(native.value)
        and has_legal_form(native.value)
        and not _cjk(latin.value)
        and has_legal_form(latin.value)
        and abs(native.seg.x0 - latin.seg.x0) <= latin.seg.height
        and 0.5 * latin.seg.height <= latin.seg.top - native.seg.top <= 2 * latin.seg.height
    )


def empty_field() -> dict[str, Any]:
    return {
        "value": "",
        "confidence": 0.0,
        "score": 0.0,
        "page": None,
        "bbox": None,
        "source": None,
        "candidates": [],
    }
