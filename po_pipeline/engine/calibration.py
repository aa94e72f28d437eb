"""Calibrated confidence: the probability that a field's chosen value is right.

The rules rank candidates with hand-set scores; those scores are not probabilities. A small
logistic model per field turns the features of the chosen candidate (its score, the rule
that found it, its rivals, the page agreement, the shape of the value) into a probability.
For a party chosen by the learned scorer (engine.party_model), the features are the
scorer's probability, whether the rules chose the same name (`party_features`) and what
the scorer saw of the name (`candidate_features`).
It is fitted by `make train` (bench/train.py) on generated layout families that no rule
was tuned on, and shipped as JSON beside the schema (`calibration.json`). The model names
the schema version it was fitted for; with another schema it is not used, and confidence
falls back to the rule's score.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from po_pipeline.engine.arithmetic import AmountFacts
from po_pipeline.engine.found import Found, Page
from po_pipeline.engine.shipped import shipped_model
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import has_legal_form, looks_like_person

__all__ = [
    "DEFAULT_MODEL_PATH",
    "Calibrator",
    "agreeing_rule_features",
    "candidate_features",
    "features",
    "layout_features",
    "load_calibrator",
    "party_features",
    "seller_floor",
]

DEFAULT_MODEL_PATH = Path(__file__).with_name("calibration.json")
METHODS = (
    "inline",
    "inline_bare",
    "right",
    "right_weak",
    "below",
    "title",
    "title_below",
    "title_bare",
    "title_caption",
    "above",
    "running",
    "suffix",
    "barcode",
    "letterhead",
    "fallback",
    "counterpart",
    "block",
    "capitals",
    "sum",
)
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_CONFUSABLE = re.compile(r"[OIl](?=\d)|(?<=\d)[OIl]|[01](?=[A-Za-z])|(?<=[A-Za-z])[01]")


def features(
    spec: FieldSpec,
    ranked: Sequence[Found],
    *,
    agreeing_pages: int,
    disagreeing_pages: int,
    amounts: AmountFacts | None = None,
    seller_doc: bool = False,
) -> dict[str, float]:
    """What the model knows about a field's best candidate (ranked[0]) and its rivals, and
    for an amount what the document's other amounts say about it (engine.arithmetic). On a
    seller's paper (`seller_doc`: an invoice's or a confirmation's title), a number that no
    label marks as the buyer's ("Your order") may be the seller's own."""
    best = ranked[0]
    second = ranked[1].confidence if len(ranked) > 1 else 0.0
    value = best.value
    out: dict[str, float] = {
        "score": best.confidence,
        "margin": best.confidence - second,
        "rivals": min(len(ranked) - 1, 4) / 4,
        "ocr": float(best.source == "ocr"),
        "agreeing_pages": min(agreeing_pages - 1, 3) / 3,
        "disagreeing_pages": float(disagreeing_pages > 0),
    }
    out.update({f"m_{m}": float(best.method == m) for m in METHODS})
    if spec.type == "identifier":
        digits = sum(ch.isdigit() for ch in value)
        out.update(
            id_length=min(len(value), 24) / 24,
            id_digits=digits / max(len(value), 1),
            id_letters=float(any(ch.isalpha() for ch in value)),
            id_separator=float(any(ch in "-/._" for ch in value)),
            id_short=float(len(value) < 4),
            id_quoted=float(best.quoted),
            id_seller_doc=float(seller_doc),
            id_seller_unquoted=float(seller_doc and not best.quoted),
            # Read by OCR with a 0/O or 1/I/l where letters meet digits ("I0-25-…",
            # "P07073…"): the glyphs OCR confuses most, so the reading may be off by one.
            id_confusable=float(best.source == "ocr" and bool(_CONFUSABLE.search(value))),
        )
    elif spec.type == "text":
        out.update(
            name_legal_form=float(has_legal_form(value)),
            name_person=float(looks_like_person(value)),
            name_words=min(len(value.split()), 8) / 8,
            name_digits=float(any(ch.isdigit() for ch in value)),
            name_cjk=float(bool(_CJK.search(value))),
            name_short=float(len(value) < 4),
        )
    else:
        amount = _amount(value)
        # No feature of the amount's size: how large a total is says more of its currency
        # (forint, dong and won run to millions) than of whether it is right.
        out.update(
            money_zero=float(amount == 0),
            money_round=float(amount is not None and amount == int(amount)),
        )
        if amounts is not None and amount is not None:
            out.update(amounts.of(Decimal(value.replace(",", ""))))
    return out


def layout_features(pages: Sequence[Page]) -> dict[str, float]:
    """What the document as a whole says about how well the rules know its layout, the
    same for every field: whether its title names its kind, how many of the schema's
    fields have a label on it, how much of its first page is labels, its length, and
    whether it was read by OCR. A layout the vocabulary barely covers is one where a
    value found is less often right."""
    first = pages[0] if pages else None
    labelled = {
        m.entry.field
        for page in pages
        for m in page.matches
        if m is not None and m.entry.field is not None and m.entry.kind != "fallback"
    }
    matched = sum(m is not None for m in first.matches) if first else 0
    return {
        "doc_titled": float(bool(first and (first.kind[0] or first.kind[1]))),
        "doc_labelled_fields": len(labelled) / max(len(first.schema.fields), 1) if first else 0.0,
        "doc_label_share": min(matched / max(len(first.segments), 1) / 0.3, 1.0) if first else 0.0,
        "doc_pages": min(len(pages) - 1, 3) / 3,
        "doc_ocr": float(any(s.source == "ocr" for page in pages for s in page.segments)),
    }


def party_features(
    value: str, probability: float, second: float, rule_value: str, rule_score: float
) -> dict[str, float]:
    """What the model knows about a party the scorer (engine.party_model) chose: its
    probability, its lead over the next name, and whether the field rules chose the same
    name. Two methods that agree are right more often than either alone; one that the
    other contradicts is a reason to ask a person."""
    agree = bool(rule_value) and rule_value == value
    return {
        "party_p": probability,
        "party_margin": probability - second,
        "rules_agree": float(agree),
        "rules_differ": float(bool(rule_value) and not agree),
        "rule_score": rule_score if agree else 0.0,
    }


def agreeing_rule_features(rule_feats: Mapping[str, float] | None) -> dict[str, float]:
    """The field rules' calibration features of a value a scorer chose too, named `rules_*`
    (the layout's `doc_` features stand on their own): two methods that agree, and how sure
    the rules were, say more than the scorer's probability alone."""
    return {f"rules_{k}": v for k, v in (rule_feats or {}).items() if not k.startswith("doc_")}


def candidate_features(scorer_feats: Mapping[str, float]) -> dict[str, float]:
    """What the supplier scorer saw of the name it chose (engine.party_candidates: its
    place, the captions and blocks around it, its shape), named `cand_*`. The scorer's
    probability sums them up in one figure; beside it the calibration learns which of them
    make that figure more or less often right on layouts the scorer was not fitted on
    (stop 49, `make calibrate`: the 14 sets written after the scorers, each held out in
    turn, loaded 3,051 rows right and 15 wrong where the calibration without them loaded
    2,689 and 16)."""
    # Rounded as the engine lists candidates, so a run re-chosen by `make train` (bench/party.py)
    # computes the same confidence.
    return {f"cand_{k}": round(v, 4) for k, v in scorer_feats.items() if v}


def _amount(value: str) -> float | None:
    try:
        return float(value.replace(",", ""))
    except ValueError:
        return None


@dataclass(frozen=True)
class FieldModel:
    names: tuple[str, ...]
    coef: tuple[float, ...]
    intercept: float

    def probability(self, feats: Mapping[str, float]) -> float:
        z = self.intercept + sum(c * feats.get(n, 0.0) for n, c in zip(self.names, self.coef))
        return 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))


# On the seller's own paper (an order confirmation) the supplier is the issuer, and its name
# bears the letterhead's marks: the tallest line, printed again in the footer, under the
# signature and beside the bank account. On a buyer's paper the same marks make the buyer's
# name, so the calibration, one weight per feature whatever the paper, holds them against
# every name: blind48's (stop 60) Chinese seller's confirmations had their supplier right on
# all 60 documents, and 3 of them loaded (confidences from 0.13). On a seller's paper, a name
# the scorer is sure of (its probability, and its lead over the next name) that the field
# rules chose too is trusted at SELLER_SURE_FLOOR at least: on stop 60's twelve check sets,
# 4,071 + 2,400 documents, 172 such names, none wrong, 109 of them under the gate before.
SELLER_SURE = {"party_p": 0.98, "party_margin": 0.95}
SELLER_SURE_FLOOR = 0.98


def seller_floor(feats: Mapping[str, float], probability: float) -> float:
    """`probability`, raised to SELLER_SURE_FLOOR for a seller's name on its own paper that
    the scorer is sure of and the field rules chose too (above)."""
    sure = (
        feats.get("cand_seller_doc")
        and feats.get("rules_agree")
        and all(feats.get(k, 0.0) >= v for k, v in SELLER_SURE.items())
    )
    return max(probability, SELLER_SURE_FLOOR) if sure else probability


@dataclass(frozen=True)
class Calibrator:
    schema_version: str
    fields: Mapping[str, FieldModel]

    def confidence(self, field: str, feats: Mapping[str, float]) -> float:
        model = self.fields.get(field)
        if model is None:
            return feats["party_p"] if "party_p" in feats else feats["score"]
        return seller_floor(feats, model.probability(feats))


def load_calibrator(schema_version: str, path: Path | None = None) -> Calibrator | None:
    """The shipped model when it was fitted for this schema version, else None."""
    return shipped_model(
        path or DEFAULT_MODEL_PATH,
        schema_version,
        _calibrator,
        without="confidence is the rule score",
    )


def _calibrator(data: dict[str, Any]) -> Calibrator:
    models = {
        name: FieldModel(tuple(m["features"]), tuple(m["coef"]), float(m["intercept"]))
        for name, m in data["fields"].items()
    }
    return Calibrator(schema_version=data["schema_version"], fields=models)
