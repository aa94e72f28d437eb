"""Fit the candidate re-ranker (po_pipeline.engine.rank_model) on engine runs.

Every run of bench/engine_runs.py lists, for the order number and the total, every
candidate the rules found (`pool`) with its features and the pages that state it. A
candidate is a positive example when it is the true value. The model is LightGBM's
gradient-boosted trees (binary objective), exported like the supplier scorer's
(bench/party.py). `lofo_rows` re-chooses the fields of every `fit` document with a model
fitted without its family, so the figures on `fit` are those of a layout never seen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from party import PARAMS, export, lofo, same_value

from po_pipeline.engine.rank_model import Ranker, RankModel, rank_features

FIELDS = ("order_number", "total")


def has_pools(rows: Sequence[Mapping[str, Any]]) -> bool:
    return any("pool" in (r["got"].get("fields") or {}).get(FIELDS[0], {}) for r in rows)


def _pool(row: Mapping[str, Any], name: str) -> list[dict[str, Any]]:
    fields = row["got"].get("fields")
    return fields[name].get("pool", []) if fields else []


def fit_ranker(rows: Sequence[Mapping[str, Any]], name: str) -> Ranker:
    import lightgbm  # noqa: PLC0415

    names = sorted({k for r in rows for c in _pool(r, name) for k in c["features"]})
    xs, ys = [], []
    for row in rows:
        # In value order: the trees' subsampling then does not depend on the engine's order.
        for c in sorted(_pool(row, name), key=lambda c: c["value"]):
            xs.append([c["features"].get(n, 0.0) for n in names])
            ys.append(int(same_value(name, c["value"], row["truth"][name])))
    model = lightgbm.LGBMClassifier(**PARAMS).fit(xs, ys)
    return Ranker(tuple(names), export(model.booster_.dump_model(), names, "").trees)


def fit_rank(rows: Sequence[Mapping[str, Any]], schema_version: str) -> RankModel:
    return RankModel(schema_version, {name: fit_ranker(rows, name) for name in FIELDS})


def rechoose(row: dict[str, Any], model: RankModel) -> None:
    """Choose the row's order number and total again with `model`, as the engine does
    (engine.extract._field), in place."""
    for name, ranker in model.fields.items():
        pool = _pool(row, name)
        if not pool:
            continue
        probs = [ranker.probability(c["features"]) for c in pool]
        order = sorted(range(len(pool)), key=lambda k: -probs[k])
        best = pool[order[0]]
        row["got"]["fields"][name].update(
            value=best["value"],
            features={**best["features"], **rank_features(probs, order[0])},
            candidates=[
                {"value": pool[k]["value"], "confidence": round(probs[k], 3)} for k in order[:3]
            ],
        )
        for n, page in enumerate(row["got"]["results"].values(), start=1):
            on_page = [k for k in order if n in pool[k]["pages"]]
            if on_page:
                page[name] = pool[on_page[0]]["value"]


def lofo_rows(rows: Sequence[Mapping[str, Any]], schema_version: str) -> list[dict[str, Any]]:
    """`rows` with every `fit` document's fields chosen by a model fitted on the other
    families (fit and tuned); other rows are returned as they are."""
    return lofo(rows, schema_version, fit_rank, rechoose)
