"""The candidate re-ranker: boosted trees that score every candidate of a field.

The field rules find the candidates of the order number and the total and rank them with
hand-set scores. The re-ranker reads each candidate's calibration features
(engine.calibration.features: the rule that found it, its score against its rivals, its
shape, what the document's other amounts say about it) and gives the probability that it
is the right value; the most probable one is chosen. Fitted by `make train` (bench/rank.py,
LightGBM) on generated documents only, shipped as JSON (`rank_model.json`) and walked in
plain Python like the supplier scorer (engine.party_model). The model names the schema
version it was fitted for; with another schema the rules' order stands.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from po_pipeline.engine.party_model import Tree
from po_pipeline.engine.shipped import shipped_model

__all__ = ["DEFAULT_RANK_MODEL_PATH", "RankModel", "Ranker", "load_rank_model", "rank_features"]

DEFAULT_RANK_MODEL_PATH = Path(__file__).with_name("rank_model.json")


@dataclass(frozen=True)
class Ranker:
    """One field's trees; the raw score is the sum of their leaves (LightGBM's dump)."""

    features: tuple[str, ...]
    trees: tuple[Tree, ...]

    def probability(self, feats: Mapping[str, float]) -> float:
        x = [feats.get(name, 0.0) for name in self.features]
        z = sum(t.leaf(x) for t in self.trees)
        return 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))


@dataclass(frozen=True)
class RankModel:
    schema_version: str
    fields: Mapping[str, Ranker]

    def to_json(self) -> dict:
        return {
            "schema_version": self.schema_version,
            "kind": "gradient-boosted trees per field over engine.calibration.features",
            "fields": {
                name: {"features": list(r.features), "trees": [t.to_json() for t in r.trees]}
                for name, r in self.fields.items()
            },
        }

    @classmethod
    def from_json(cls, data: Mapping) -> RankModel:
        return cls(
            schema_version=data["schema_version"],
            fields={
                name: Ranker(tuple(r["features"]), tuple(Tree.from_json(t) for t in r["trees"]))
                for name, r in data["fields"].items()
            },
        )


def rank_features(probabilities: Sequence[float], k: int) -> dict[str, float]:
    """What calibration knows of candidate k's rank: the re-ranker's probability, its lead
    over the most probable other candidate, and whether the rules had put it first. The
    two orders agreeing is evidence; the re-ranker overruling the rules is a reason to ask."""
    other = max((p for j, p in enumerate(probabilities) if j != k), default=0.0)
    return {
        "rank_p": probabilities[k],
        "rank_margin": probabilities[k] - other,
        "rank_rules_first": float(k == 0),
    }


def load_rank_model(schema_version: str, path: Path | None = None) -> RankModel | None:
    """The shipped model when it was fitted for this schema version, else None."""
    return shipped_model(
        path or DEFAULT_RANK_MODEL_PATH,
        schema_version,
        RankModel.from_json,
        without="the rules' order of the candidates stands",
    )
