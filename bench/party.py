"""Fit the supplier scorer (po_pipeline.engine.party_model) on engine runs.

Every run of bench/engine_runs.py lists, for the supplier, every name on the document with
its features (`party_candidates`). A candidate is a positive example when it is the true
supplier. The model is scikit-learn's GradientBoostingClassifier, exported as plain trees.

`lofo_rows` re-chooses the supplier of every `fit` document with a model fitted without
its family, so the figures on `fit` are those of a layout the model never saw.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from po_pipeline.engine.calibration import party_features
from po_pipeline.engine.party_model import PartyModel, Tree, stated_by_page

FIELD = "supplier"
TOP = 3
PARAMS = {
    "n_estimators": 150,
    "max_depth": 3,
    "learning_rate": 0.1,
    "subsample": 0.8,
    "random_state": 0,
}


def has_candidates(rows: Sequence[Mapping[str, Any]]) -> bool:
    return any("party_candidates" in (r["got"].get("fields") or {}).get(FIELD, {}) for r in rows)


def _candidates(row: Mapping[str, Any]) -> list[dict[str, Any]]:
    fields = row["got"].get("fields")
    return fields[FIELD].get("party_candidates", []) if fields else []


def fit_party(rows: Sequence[Mapping[str, Any]], schema_version: str) -> PartyModel:
    from sklearn.ensemble import GradientBoostingClassifier  # noqa: PLC0415

    names = sorted({k for r in rows for c in _candidates(r) for k in c["features"]})
    xs, ys = [], []
    for row in rows:
        # In value order: the trees' subsampling then does not depend on the engine's order.
        for c in sorted(_candidates(row), key=lambda c: c["value"]):
            xs.append([c["features"].get(n, 0.0) for n in names])
            ys.append(int(c["value"] == row["truth"][FIELD]))
    model = GradientBoostingClassifier(**PARAMS).fit(xs, ys)
    return export(model, names, schema_version)


def export(model: Any, names: Sequence[str], schema_version: str) -> PartyModel:
    """A fitted binary GradientBoostingClassifier as plain trees."""
    import math  # noqa: PLC0415

    prior = float(model.init_.class_prior_[1])
    trees = []
    for (estimator,) in model.estimators_:
        t = estimator.tree_
        trees.append(
            Tree(
                feature=tuple(int(f) for f in t.feature),
                threshold=tuple(round(float(v), 6) for v in t.threshold),
                left=tuple(int(v) for v in t.children_left),
                right=tuple(int(v) for v in t.children_right),
                value=tuple(round(float(v), 6) for v in t.value[:, 0, 0]),
            )
        )
    return PartyModel(
        schema_version=schema_version,
        features=tuple(names),
        init=math.log(prior / (1 - prior)),
        learning_rate=float(model.learning_rate),
        trees=tuple(trees),
    )


def rechoose(row: dict[str, Any], model: PartyModel) -> None:
    """Choose the row's supplier again with `model`, as the engine would (in place)."""
    cands = _candidates(row)
    if not cands:
        return
    scored = sorted(((model.probability(c["features"]), c) for c in cands), key=lambda x: -x[0])
    p, best = scored[0]
    field = row["got"]["fields"][FIELD]
    rules = field["rules_pick"]
    second = scored[1][0] if len(scored) > 1 else 0.0
    field.update(
        value=best["value"],
        confidence=round(p, 3),
        score=round(p, 3),
        features=party_features(best["value"], p, second, rules["value"], rules["score"]),
        candidates=[{"value": c["value"], "confidence": round(q, 3)} for q, c in scored[:TOP]],
    )
    stated = stated_by_page([(q, c["value"], c["pages"]) for q, c in scored])
    for n, page in enumerate(row["got"]["results"].values()):
        page[FIELD] = stated.get(n, "")


def lofo_rows(rows: Sequence[Mapping[str, Any]], schema_version: str) -> list[dict[str, Any]]:
    """`rows` with every `fit` document's supplier chosen by a model fitted on the other
    families (fit and tuned); other rows are returned as they are."""
    from joblib import Parallel, delayed  # noqa: PLC0415 (comes with scikit-learn)

    train = [r for r in rows if r["split"] in ("fit", "tuned")]
    out = [copy.deepcopy(r) if r["split"] == "fit" else r for r in rows]
    families = sorted({r["family"] for r in out if r["split"] == "fit"})
    models = Parallel(n_jobs=2)(
        delayed(fit_party)([r for r in train if r["family"] != f], schema_version)
        for f in families
    )
    for family, model in zip(families, models):
        for row in out:
            if row["split"] == "fit" and row["family"] == family:
                rechoose(row, model)
    return out
