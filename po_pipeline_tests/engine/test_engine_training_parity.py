"""What `make train` fits on is what the engine computes: bench/party.py re-chooses a field
from an engine run's listed candidates the way the engine chose it, with the same
calibration features, so a calibration fitted on runs gives the engine's confidences."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import pytest
from layout import seg

from po_pipeline.engine.calibration import load_calibrator
from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.party_model import load_id_model, load_party_model
from po_pipeline.field_schema import load_schema

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import party  # noqa: E402

SCHEMA = load_schema()
PAGE = [
    seg("Hospital Santa Luzia", 40, 30, h=16),
    seg("PEDIDO DE COMPRA", 380, 30, h=16),
    seg("Nº do Pedido PC-58213", 380, 60),
    seg("Data 12/03/2026", 380, 74),
    seg("DADOS DO FORNECEDOR", 40, 100),
    seg("Metalúrgica Souza Ltda.", 40, 114),
    seg("Av. Brasil, 1485 - Uberlândia/MG", 40, 126, h=8),
    seg("Total do Pedido R$ 1.234,50", 300, 400),
]


@pytest.mark.parametrize(
    ("scorer", "load"),
    [(party.ORDER_NUMBER, load_id_model), (party.SUPPLIER, load_party_model)],
)
def test_a_run_re_chosen_by_the_bench_gives_the_engines_value_and_confidence(
    scorer: party.Scorer, load: object
) -> None:
    engine = extract_segments([PAGE], SCHEMA, with_features=True)
    model = load(SCHEMA.version)  # type: ignore[operator]
    calibrator = load_calibrator(SCHEMA.version)
    assert model is not None and calibrator is not None
    row = {"got": copy.deepcopy(engine)}
    party.rechoose(row, model, scorer)
    bench = row["got"]["fields"][scorer.field]
    field = engine["fields"][scorer.field]
    assert bench["value"] == field["value"] != ""
    assert round(calibrator.confidence(scorer.field, bench["features"]), 3) == field["confidence"]


@pytest.mark.parametrize(
    ("field", "got", "want", "same"),
    [
        ("order_number", "253377", "No.253377", True),
        ("order_number", "Nr. 4711", "4711", True),
        ("order_number", "253377", "PO253377", False),  # "PO" may be part of the number
        ("order_number", "253378", "No.253377", False),
        ("supplier", "No.5 Trading", "5 Trading", False),
        ("order_number", None, "No.1", False),
    ],
)
def test_training_reads_an_order_numbers_leading_no_as_its_label(
    field: str, got: str | None, want: str, same: bool
) -> None:
    assert party.same_value(field, got, want) is same


def test_a_loaded_row_is_scored_by_the_rule_of_field_accuracy() -> None:
    """A row is right when each field is (`same_value`), so the row precision that picks the
    thresholds and the field accuracy beside it never disagree about "No.253377"."""
    import trust  # noqa: PLC0415

    from po_pipeline.pipeline.validation import Accepted  # noqa: PLC0415

    row = {"truth": {"order_number": "No.253377", "supplier": "Acme Ltd", "total": "10.00"}}
    assert trust.row_right(row, Accepted("253377", "Acme Ltd", "10.00"))
    assert not trust.row_right(row, Accepted("253377", "Acme Ltd.", "10.00"))
    assert not trust.row_right(row, Accepted("253378", "Acme Ltd", "10.00"))


def test_the_suppliers_calibration_sees_what_the_scorer_saw_of_the_name() -> None:
    """The supplier's calibration features carry the chosen name's own scorer features
    (`cand_*`: its legal form, the caption above it), those of the name the field states."""
    field = extract_segments([PAGE], SCHEMA, with_features=True)["fields"]["supplier"]
    feats = field["features"]
    assert field["value"] == "Metalúrgica Souza Ltda."
    assert feats["cand_legal_form"] == 1.0
    [listed] = [c for c in field["party_candidates"] if c["value"] == field["value"]]
    assert {k: v for k, v in feats.items() if k.startswith("cand_")} == {
        f"cand_{k}": v for k, v in listed["features"].items()
    }
    number = extract_segments([PAGE], SCHEMA, with_features=True)["fields"]["order_number"]
    assert not any(k.startswith("cand_") for k in number["features"])


def test_calibration_is_fitted_on_every_feature_any_example_has() -> None:
    """`cand_*` features are listed only when set: the first example alone would drop the
    ones it lacks. What bench/train.py fits the calibration on (the fit itself needs `make
    train-deps`, so it is not run here)."""
    import train  # noqa: PLC0415

    def row(feats: dict[str, float], right: bool) -> dict:
        value = "Acme Ltd" if right else "Ship To"
        return {
            "truth": {"supplier": "Acme Ltd"},
            "got": {"fields": {"supplier": {"value": value, "features": feats}}},
        }

    rows = [row({"party_p": 0.9}, True), row({"party_p": 0.2, "cand_person": 1.0}, False)]
    assert train.design(rows, "supplier") == (
        ("cand_person", "party_p"),
        [[0.0, 0.9], [1.0, 0.2]],
        [1, 0],
    )
