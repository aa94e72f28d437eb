"""Fit the calibration model and choose the per-field thresholds (`make train`).

    python bench/train.py RUNS.jsonl [RUNS.jsonl ...] [--min-precision 0.99] [--write]

Reads engine runs (bench/engine_runs.py) and uses only the `fit` split (bench/families.py):
held-out families that no rule was written on. Per field, a logistic regression maps the
features of the chosen candidate (po_pipeline.engine.calibration.features) to the
probability that it is right. Thresholds are chosen on leave-one-family-out probabilities
(each family scored by a model fitted without it), as the highest straight-through rate
whose row precision is at least --min-precision. The frozen `test` split is never read.

--write stores the model in po_pipeline/engine/calibration.json (for the schema version in
fields.yaml) and the thresholds in fields.yaml.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from trust import (  # noqa: E402
    FIELDS,
    Confidence,
    field_right,
    load_runs,
    print_report,
    report,
    row_right,
    verdict,
)

from po_pipeline.engine import load_schema  # noqa: E402
from po_pipeline.engine.calibration import DEFAULT_MODEL_PATH, FieldModel  # noqa: E402
from po_pipeline.engine.schema import DEFAULT_SCHEMA_PATH  # noqa: E402
from po_pipeline.validation import Gate  # noqa: E402

GRID = (0.0, 0.3, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.925, 0.95, 0.97, 0.98, 0.99)


def _examples(rows: Sequence[Mapping[str, Any]], name: str) -> tuple[list[dict], list[int]]:
    xs, ys = [], []
    for row in rows:
        fields = row["got"].get("fields")
        if not fields or not fields[name]["value"]:
            continue
        xs.append(fields[name]["features"])
        ys.append(int(field_right(row, name)))
    return xs, ys


def fit_field(rows: Sequence[Mapping[str, Any]], name: str) -> FieldModel | None:
    from sklearn.linear_model import LogisticRegression  # noqa: PLC0415

    xs, ys = _examples(rows, name)
    if len(set(ys)) < 2:
        return None
    names = tuple(sorted(xs[0]))
    model = LogisticRegression(C=1.0, max_iter=2000)
    model.fit([[x.get(n, 0.0) for n in names] for x in xs], ys)
    return FieldModel(
        names=names,
        coef=tuple(round(float(c), 5) for c in model.coef_[0]),
        intercept=round(float(model.intercept_[0]), 5),
    )


def fit_models(rows: Sequence[Mapping[str, Any]]) -> dict[str, FieldModel]:
    models = {name: fit_field(rows, name) for name in FIELDS}
    return {name: m for name, m in models.items() if m is not None}


def model_confidence(models: Mapping[str, FieldModel]) -> Confidence:
    def confidence(row: Mapping[str, Any], name: str) -> float:
        field = row["got"]["fields"][name]
        if not field["value"]:
            return 0.0
        model = models.get(name)
        return model.probability(field["features"]) if model else float(field["score"])

    return confidence


def lofo_confidence(rows: Sequence[Mapping[str, Any]]) -> Confidence | None:
    """Probabilities for every `fit` document from a model fitted without its family."""
    fit = [r for r in rows if r["split"] == "fit" and "fields" in r["got"]]
    if not fit:
        return None
    by_doc: dict[tuple[str, str], dict[str, float]] = {}
    for family in sorted({r["family"] for r in fit}):
        confidence = model_confidence(fit_models([r for r in fit if r["family"] != family]))
        for r in fit:
            if r["family"] == family:
                by_doc[(r["set"], r["name"])] = {n: confidence(r, n) for n in FIELDS}

    def lookup(row: Mapping[str, Any], name: str) -> float:
        return by_doc[(row["set"], row["name"])][name]

    return lookup


def choose_thresholds(
    rows: Sequence[Mapping[str, Any]], confidence: Confidence, *, min_precision: float
) -> tuple[dict[str, float], dict[str, Any]]:
    """The thresholds with the most rows loaded right at >= min_precision, and the
    precision / straight-through trade-off around them."""
    fit = [r for r in rows if r["split"] == "fit"]
    base = Gate.from_schema(load_schema())
    # Validation without the confidence gate, once; the grid then only compares numbers.
    open_gate = Gate(base.field_types, {n: 0.0 for n in FIELDS}, base.labels)
    candidates = []
    for row in fit:
        accepted = verdict(row, open_gate, confidence)
        if accepted is not None:
            probs = tuple(confidence(row, n) for n in FIELDS)
            candidates.append((probs, row_right(row, accepted)))
    stating = sum(1 for r in fit if r["truth"]["total"])
    trade: list[tuple[float, float, tuple[float, ...]]] = []
    for combo in itertools.product(GRID, repeat=len(FIELDS)):
        passed = [ok for probs, ok in candidates if all(p >= t for p, t in zip(probs, combo))]
        if passed:
            trade.append((sum(passed) / len(passed), sum(passed) / stating, combo))
    feasible = [t for t in trade if t[0] >= min_precision]
    best = max(feasible, key=lambda t: (t[1], t[0])) if feasible else max(trade)
    around = sorted({(round(p, 4), round(s, 3)) for p, s, _ in trade if abs(s - best[1]) < 0.1})
    summary = {
        "precision": round(best[0], 4),
        "straight_through": round(best[1], 3),
        "frontier": _frontier(trade),
        "near_choice": around[-12:],
    }
    return dict(zip(FIELDS, best[2])), summary


def _frontier(trade: Sequence[tuple[float, float, tuple[float, ...]]]) -> list[dict]:
    """Best straight-through rate at each precision level: the trade-off curve."""
    out = []
    for level in (0.9, 0.95, 0.97, 0.98, 0.99, 0.995, 1.0):
        ok = [t for t in trade if t[0] >= level]
        if ok:
            p, s, combo = max(ok, key=lambda t: t[1])
            out.append({"min_precision": level, "precision": round(p, 4),
                        "straight_through": round(s, 3), "thresholds": combo})  # fmt: skip
    return out


def write_model(models: Mapping[str, FieldModel], schema_version: str, path: Path) -> None:
    data = {
        "schema_version": schema_version,
        "kind": "logistic regression per field over engine.calibration.features",
        "fields": {
            name: {"features": list(m.names), "coef": list(m.coef), "intercept": m.intercept}
            for name, m in models.items()
        },
    }
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def write_thresholds(thresholds: Mapping[str, float], path: Path) -> None:
    """Set each field's `threshold:` line in the schema YAML, keeping its comments."""
    text = path.read_text(encoding="utf-8")
    for name, value in thresholds.items():
        pattern = re.compile(
            rf"(  - name: {name}\n(?:    .*\n|\s*#.*\n|      .*\n)*?    threshold: )[0-9.]+"
        )
        text, n = pattern.subn(rf"\g<1>{value}", text, count=1)
        if n != 1:
            raise SystemExit(f"no `threshold:` line for field {name} in {path}")
    path.write_text(text, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--min-precision", type=float, default=0.99)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    rows = [r for r in load_runs(args.runs) if r["split"] != "test"]
    fit = [r for r in rows if r["split"] == "fit"]
    print(f"fitting on {len(fit)} documents in {len({r['family'] for r in fit})} families")
    lofo = lofo_confidence(rows)
    assert lofo is not None, "no `fit` documents: generate bench/families.py first"
    thresholds, summary = choose_thresholds(rows, lofo, min_precision=args.min_precision)
    print(f"thresholds {thresholds}: leave-one-family-out {summary}")
    schema = load_schema()
    if args.write:
        write_model(fit_models(fit), schema.version, DEFAULT_MODEL_PATH)
        write_thresholds(thresholds, DEFAULT_SCHEMA_PATH)
        print(f"wrote {DEFAULT_MODEL_PATH} and the thresholds in {DEFAULT_SCHEMA_PATH}")
        print_report(report(rows, lofo))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
