"""The supplier scorer: boosted decision trees over engine.party_candidates' features.

Fitted by `make train` (bench/train.py and bench/party.py, LightGBM) on generated documents
only, and shipped as JSON (`party_model.json`): the trees' split features, thresholds and
leaf values. Scoring walks them in plain Python, so the engine
needs no scikit-learn at run time. The model names the schema version it was fitted for;
with another schema it is not used and the field rules alone choose the supplier.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from po_pipeline.engine.shipped import shipped_model

__all__ = [
    "DEFAULT_ID_MODEL_PATH",
    "DEFAULT_PARTY_MODEL_PATH",
    "PartyModel",
    "Tree",
    "load_id_model",
    "load_party_model",
    "stated_by_page",
]

DEFAULT_PARTY_MODEL_PATH = Path(__file__).with_name("party_model.json")
# The same kind of trees over engine.id_candidates' features: the order number's scorer.
DEFAULT_ID_MODEL_PATH = Path(__file__).with_name("id_model.json")


@dataclass(frozen=True)
class Tree:
    """One regression tree; a node whose left child is -1 is a leaf."""

    feature: tuple[int, ...]
    threshold: tuple[float, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]
    value: tuple[float, ...]

    def leaf(self, x: Sequence[float]) -> float:
        node = 0
        while self.left[node] != -1:
            node = (
                self.left[node]
                if x[self.feature[node]] <= self.threshold[node]
                else self.right[node]
            )
        return self.value[node]

    def to_json(self) -> dict:
        return {
            "feature": list(self.feature),
            "threshold": list(self.threshold),
            "left": list(self.left),
            "right": list(self.right),
            "value": list(self.value),
        }

    @classmethod
    def from_json(cls, data: Mapping) -> Tree:
        return cls(
            tuple(data["feature"]),
            tuple(float(v) for v in data["threshold"]),
            tuple(data["left"]),
            tuple(data["right"]),
            tuple(float(v) for v in data["value"]),
        )


@dataclass(frozen=True)
class PartyModel:
    schema_version: str
    features: tuple[str, ...]
    init: float
    learning_rate: float
    trees: tuple[Tree, ...]

    def probability(self, feats: Mapping[str, float]) -> float:
        if feats.get("same_addressed", 0.0) >= 1.0 and feats.get("seller_doc", 0.0) >= 1.0:
            # The party a seller's own document (invoice, delivery note, confirmation) is
            # addressed to ("… 御中", "Spett.le …") is its customer: never the supplier,
            # however the trees score it.
            return 0.0
        x = [feats.get(name, 0.0) for name in self.features]
        z = self.init + self.learning_rate * sum(t.leaf(x) for t in self.trees)
        return 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))

    def to_json(self) -> dict:
        return {
            "schema_version": self.schema_version,
            "kind": "gradient-boosted trees over engine.party_candidates features",
            "features": list(self.features),
            "init": self.init,
            "learning_rate": self.learning_rate,
            "trees": [t.to_json() for t in self.trees],
        }

    @classmethod
    def from_json(cls, data: Mapping) -> PartyModel:
        return cls(
            schema_version=data["schema_version"],
            features=tuple(data["features"]),
            init=float(data["init"]),
            learning_rate=float(data["learning_rate"]),
            trees=tuple(Tree.from_json(t) for t in data["trees"]),
        )


def stated_by_page(scored: Sequence[tuple[float, str, Collection[int]]]) -> dict[int, str]:
    """What each page states as the party, from (probability, value, pages it is on) best
    first: the best value on its pages, and on any other page that page's best value when
    the model believes it (probability at least one half). Two pages naming different
    parties then conflict, and validation holds the document back."""
    if not scored:
        return {}
    _, value, pages = scored[0]
    stated = dict.fromkeys(pages, value)
    for p, other, on in scored[1:]:
        for page in on:
            if p >= 0.5 and page not in stated:
                stated[page] = other
    return stated


def load_party_model(schema_version: str, path: Path | None = None) -> PartyModel | None:
    """The shipped model when it was fitted for this schema version, else None."""
    return shipped_model(
        path or DEFAULT_PARTY_MODEL_PATH,
        schema_version,
        PartyModel.from_json,
        without="the rules choose the supplier",
    )


def load_id_model(schema_version: str, path: Path | None = None) -> PartyModel | None:
    """The shipped order-number scorer when it was fitted for this schema version, else
    None (the field rules choose the order number)."""
    return shipped_model(
        path or DEFAULT_ID_MODEL_PATH,
        schema_version,
        PartyModel.from_json,
        without="the rules choose the order number",
    )
