"""Fit the candidate scorers (po_pipeline.engine.party_model) on engine runs.

Every run of bench/engine_runs.py lists, for the supplier, every name on the document with
its features (`party_candidates`), and for the order number every ID-like token
(`id_candidates`). A candidate is a positive example when it is the field's true value.
`SUPPLIER` and `ORDER_NUMBER` name the two scorers; each function takes one. The model is
LightGBM's gradient-boosted trees (binary objective), exported from its documented JSON dump
(`Booster.dump_model`) as plain trees; it fits in seconds where scikit-learn's
GradientBoostingClassifier took minutes, which makes leave-one-family-out affordable.

`lofo_rows` re-chooses the field of every `fit` document with a model fitted without
its family, so the figures on `fit` are those of a layout the model never saw.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from po_pipeline.engine.calibration import (
    agreeing_rule_features,
    candidate_features,
    party_features,
)
from po_pipeline.engine.party_model import PartyModel, Tree, stated_by_page

TOP = 3


@dataclass(frozen=True)
class Scorer:
    field: str
    key: str  # where engine_runs lists the field's candidates
    # Calibrate on the rules' own features too when the rules chose the same value (the
    # engine passes them for identifiers: engine.calibration.agreeing_rule_features).
    rule_features: bool = False
    # Calibrate on what the scorer saw of the chosen value too (the engine passes it for a
    # party: engine.calibration.candidate_features).
    candidate_features: bool = False


SUPPLIER = Scorer("supplier", "party_candidates", candidate_features=True)
ORDER_NUMBER = Scorer("order_number", "id_candidates", rule_features=True)
PARAMS = {
    "objective": "binary",
    "n_estimators": 150,
    "num_leaves": 8,
    "max_depth": 3,
    "learning_rate": 0.1,
    "min_child_samples": 20,
    "subsample": 0.8,
    "subsample_freq": 1,
    "random_state": 0,
    "n_jobs": 1,
    "deterministic": True,
    "force_row_wise": True,
    "verbose": -1,
}


def has_candidates(rows: Sequence[Mapping[str, Any]], scorer: Scorer) -> bool:
    return any(scorer.key in (r["got"].get("fields") or {}).get(scorer.field, {}) for r in rows)


def _candidates(row: Mapping[str, Any], scorer: Scorer) -> list[dict[str, Any]]:
    fields = row["got"].get("fields")
    return fields[scorer.field].get(scorer.key, []) if fields else []


def fit_scorer(
    rows: Sequence[Mapping[str, Any]], schema_version: str, scorer: Scorer
) -> PartyModel:
    names, xs, ys, _ = _matrix(rows, scorer)
    return _fit(xs, ys, names, schema_version)


# "No." before an order's digits is its label, not part of it: a truth of "No.253377" (a
# generator copying the print) is matched by "253377".
_NUMBER_SIGN = re.compile(r"^(?:No|Nr|Nº|N°)\.\s*(?=\d)", re.IGNORECASE)


def same_value(field: str, got: str | None, want: str) -> bool:
    """Whether the engine's value of `field` is the truth `want`: equal, but for an order
    number's leading "No."."""
    if got is None or field != "order_number":
        return got == want
    return _NUMBER_SIGN.sub("", got) == _NUMBER_SIGN.sub("", want)


def _matrix(rows: Sequence[Mapping[str, Any]], scorer: Scorer) -> tuple[list[str], Any, Any, Any]:
    """Every candidate of `rows` as a feature row: (feature names, X, y, row index)."""
    import numpy as np  # noqa: PLC0415

    names = sorted({k for r in rows for c in _candidates(r, scorer) for k in c["features"]})
    xs, ys, docs = [], [], []
    for i, row in enumerate(rows):
        # In value order: the trees' subsampling then does not depend on the engine's order.
        for c in sorted(_candidates(row, scorer), key=lambda c: c["value"]):
            xs.append([c["features"].get(n, 0.0) for n in names])
            ys.append(int(same_value(scorer.field, c["value"], row["truth"][scorer.field])))
            docs.append(i)
    return names, np.asarray(xs, dtype=np.float64), np.asarray(ys), np.asarray(docs)


def _fit_without(
    xs: Any, ys: Any, family: Any, left_out: str, names: Sequence[str], schema_version: str
) -> PartyModel:
    keep = family != left_out
    return _fit(xs[keep], ys[keep], names, schema_version)


def _fit(xs: Any, ys: Any, names: Sequence[str], schema_version: str) -> PartyModel:
    import lightgbm  # noqa: PLC0415

    model = lightgbm.LGBMClassifier(**PARAMS).fit(xs, ys)
    return export(model.booster_.dump_model(), names, schema_version)


def export(dump: Mapping[str, Any], names: Sequence[str], schema_version: str) -> PartyModel:
    """LightGBM's model dump as plain trees. Its leaves already carry the learning rate and
    the first tree the prior (boost from average), so the raw score is their sum."""
    trees = []
    for info in dump["tree_info"]:
        nodes: list[list[float]] = []  # feature, threshold, left, right, value
        _flatten(info["tree_structure"], nodes)
        trees.append(
            Tree(
                feature=tuple(int(n[0]) for n in nodes),
                threshold=tuple(n[1] for n in nodes),
                left=tuple(int(n[2]) for n in nodes),
                right=tuple(int(n[3]) for n in nodes),
                value=tuple(round(n[4], 6) for n in nodes),
            )
        )
    return PartyModel(
        schema_version=schema_version,
        features=tuple(names),
        init=0.0,
        learning_rate=1.0,
        trees=tuple(trees),
    )


def _flatten(node: Mapping[str, Any], nodes: list[list[float]]) -> int:
    """Append a dumped (sub)tree to `nodes` in pre-order; returns its root's index."""
    index = len(nodes)
    if "leaf_value" in node:
        nodes.append([-2, 0.0, -1, -1, float(node["leaf_value"])])
        return index
    if node["decision_type"] != "<=":
        raise ValueError(f"unexpected split {node['decision_type']!r}")
    nodes.append([int(node["split_feature"]), float(node["threshold"]), 0, 0, 0.0])
    nodes[index][2] = _flatten(node["left_child"], nodes)
    nodes[index][3] = _flatten(node["right_child"], nodes)
    return index


def rechoose(row: dict[str, Any], model: PartyModel, scorer: Scorer) -> None:
    """Choose the row's field again with `model`, as the engine would (in place)."""
    cands = _candidates(row, scorer)
    if not cands:
        return
    scored = sorted(((model.probability(c["features"]), c) for c in cands), key=lambda x: -x[0])
    p, best = scored[0]
    field = row["got"]["fields"][scorer.field]
    rules = field["rules_pick"]
    second = scored[1][0] if len(scored) > 1 else 0.0
    # The rules' pick's own features, as the engine listed them. Not the field's
    # `features`: those are the shipped scorer's when one chose the field during the run
    # (a run made with a shipped order-number scorer fitted calibration on the scorer's
    # features renamed `rules_*`, and the engine's confidences came out near 0).
    agreeing = (
        agreeing_rule_features(rules.get("features"))
        if scorer.rule_features and best["value"] == rules["value"]
        else {}
    )
    field.update(
        value=best["value"],
        confidence=round(p, 3),
        score=round(p, 3),
        features={
            **party_features(best["value"], p, second, rules["value"], rules["score"]),
            **agreeing,
            **(candidate_features(best["features"]) if scorer.candidate_features else {}),
            **_layout(row),
        },
        candidates=[{"value": c["value"], "confidence": round(q, 3)} for q, c in scored[:TOP]],
    )
    stated = stated_by_page([(q, c["value"], c["pages"]) for q, c in scored])
    for n, page in enumerate(row["got"]["results"].values()):
        page[scorer.field] = stated.get(n, "")


def _layout(row: Mapping[str, Any]) -> dict[str, float]:
    """The layout's features (engine.calibration.layout_features), the same in every field
    that has features."""
    for field in row["got"]["fields"].values():
        if "features" in field:
            return {k: v for k, v in field["features"].items() if k.startswith("doc_")}
    return {}


def lofo_rows(
    rows: Sequence[Mapping[str, Any]], schema_version: str, scorer: Scorer
) -> list[dict[str, Any]]:
    """`rows` with every `fit` document's field chosen by a model fitted on the other
    families (fit and tuned); other rows are returned as they are. The candidates' features
    are gathered once; each family's model is fitted on the other families' slice of them
    (what `lofo` with `fit_scorer` would fit, without sending every row to every fit)."""
    import numpy as np  # noqa: PLC0415
    from joblib import Parallel, delayed  # noqa: PLC0415 (comes with scikit-learn)

    train = [r for r in rows if r["split"] in ("fit", "tuned")]
    names, xs, ys, docs = _matrix(train, scorer)
    family = np.asarray([r["family"] for r in train])[docs] if len(docs) else np.asarray([])
    out = [copy.deepcopy(r) if r["split"] == "fit" else r for r in rows]
    families = sorted({r["family"] for r in out if r["split"] == "fit"})
    # The same arrays for every family (joblib shares them with the workers once, by
    # content); each worker takes its slice. Slicing here would put a copy per family in
    # shared memory: 73 families of 300 MB each overflowed 24 GiB.
    models = Parallel(n_jobs=2)(
        delayed(_fit_without)(xs, ys, family, f, names, schema_version) for f in families
    )
    for fam, model in zip(families, models):
        for row in out:
            if row["split"] == "fit" and row["family"] == fam:
                rechoose(row, model, scorer)
    return out


def lofo(
    rows: Sequence[Mapping[str, Any]],
    schema_version: str,
    fit: Callable[[list[Mapping[str, Any]], str], Any],
    choose: Callable[[dict[str, Any], Any], None],
) -> list[dict[str, Any]]:
    """`rows` with every `fit` document re-chosen (`choose`) by a model fitted (`fit`) on
    the other families' fit and tuned rows; other rows are returned as they are."""
    from joblib import Parallel, delayed  # noqa: PLC0415 (comes with scikit-learn)

    train = [r for r in rows if r["split"] in ("fit", "tuned")]
    out = [copy.deepcopy(r) if r["split"] == "fit" else r for r in rows]
    families = sorted({r["family"] for r in out if r["split"] == "fit"})
    models = Parallel(n_jobs=2)(
        delayed(fit)([r for r in train if r["family"] != f], schema_version) for f in families
    )
    for family, model in zip(families, models):
        for row in out:
            if row["split"] == "fit" and row["family"] == family:
                choose(row, model)
    return out
