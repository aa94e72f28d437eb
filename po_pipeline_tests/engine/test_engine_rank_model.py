"""The candidate re-ranker: every candidate of the order number and the total is scored by
boosted trees over its calibration features, and the most probable one is chosen; without
a model for the schema the rules' order stands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from layout import seg

import po_pipeline.engine.extract as extract
from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.party_model import Tree
from po_pipeline.engine.rank_model import Ranker, RankModel, load_rank_model, rank_features
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
# Two order numbers: one beside its label (the rules' first), one under a label below it.
PAGE = [
    seg("PURCHASE ORDER", 40, 30, h=16),
    seg("Order No.: 4711-A", 40, 60),
    seg("Supplier: Acme GmbH", 40, 80),
    seg("PO Number", 300, 60),
    seg("8800-B", 300, 74),
    seg("Total: 1,234.50", 300, 400),
]


def stump(feature: int, threshold: float, low: float, high: float) -> Tree:
    return Tree(
        (feature, -2, -2), (threshold, -2.0, -2.0), (1, -1, -1), (2, -1, -1), (0, low, high)
    )


def model_preferring(method: str) -> RankModel:
    """A model that believes candidates found by `method` and doubts every other."""
    ranker = Ranker((f"m_{method}",), (stump(0, 0.5, -3.0, 3.0),))
    return RankModel(SCHEMA.version, {"order_number": ranker})


def order_number(monkeypatch: pytest.MonkeyPatch, model: RankModel | None) -> dict:
    """The re-ranker orders the field rules' candidates: without the order-number scorer
    (id_model.json), which would choose among every token instead."""
    monkeypatch.setattr(extract, "load_id_model", lambda version: None)
    monkeypatch.setattr(extract, "load_rank_model", lambda version: model)
    return extract_segments([PAGE], SCHEMA, with_features=True)


def test_without_a_model_the_rules_order_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    out = order_number(monkeypatch, None)
    field = out["fields"]["order_number"]
    assert field["value"] == "4711-A"
    assert "rank_p" not in field["features"]
    assert {c["value"] for c in field["pool"]} >= {"4711-A", "8800-B"}


def test_the_model_chooses_among_the_candidates_and_the_page_states_its_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = order_number(monkeypatch, None)["fields"]["order_number"]
    below = next(c for c in rules["pool"] if c["value"] == "8800-B")["features"]
    method = next(m for m, on in below.items() if m.startswith("m_") and on == 1.0)[2:]
    out = order_number(monkeypatch, model_preferring(method))
    field = out["fields"]["order_number"]
    assert field["value"] == "8800-B"
    assert out["results"]["Page_1"]["order_number"] == "8800-B"
    assert [c["value"] for c in field["candidates"]][0] == "8800-B"
    # Calibration sees the re-ranker's belief and that it overruled the rules.
    assert field["features"]["rank_p"] == pytest.approx(0.9526, abs=1e-4)
    assert field["features"]["rank_rules_first"] == 0.0
    # A field the model has no trees for keeps the rules' choice.
    assert out["fields"]["total"]["value"] == "1234.50"


def test_rank_features_say_how_far_the_chosen_leads_and_whether_the_rules_agreed() -> None:
    assert rank_features([0.2, 0.9, 0.5], 1) == {
        "rank_p": 0.9,
        "rank_margin": pytest.approx(0.4),
        "rank_rules_first": 0.0,
    }
    assert rank_features([0.7], 0) == {"rank_p": 0.7, "rank_margin": 0.7, "rank_rules_first": 1.0}


def test_the_model_survives_its_json_and_is_used_only_for_its_schema(tmp_path: Path) -> None:
    model = model_preferring("below")
    path = tmp_path / "rank_model.json"
    path.write_text(json.dumps(model.to_json()))
    assert RankModel.from_json(json.loads(path.read_text())) == model
    assert load_rank_model(SCHEMA.version, path) == model
    assert load_rank_model("1999.1", path) is None
    assert load_rank_model(SCHEMA.version, tmp_path / "missing.json") is None
