"""How far purchase_orders can be trusted: field accuracy, row precision, straight-through
rate and a reliability table, per split, from engine runs (bench/engine_runs.py).

    python bench/trust.py RUNS.jsonl [RUNS.jsonl ...] [--json OUT.json]

Splits (bench/families.py): `tuned` = the sets the rules were written on (in-sample),
`fit` = held-out families the calibration model and thresholds were fitted on (scored
leave-one-family-out: each family by a model fitted without it), `test` = frozen families
nothing was fitted or tuned on, `blind` = frozen families written later by someone who never
ran the engine on them (the figure that counts). A row is "loaded" when the real validation code
(po_pipeline.pipeline.validation.validate_result with the schema's gate) accepts it.

- field accuracy: the engine's value equals the truth (an empty truth wants an empty value);
- row precision: loaded rows right on all three fields / loaded rows;
- straight-through: loaded rows right on all three fields / documents that state a total;
- reliability: predicted confidence against observed accuracy, in bins, all fields pooled.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families import SPLITS, split_of  # noqa: E402
from party import same_value  # noqa: E402

from po_pipeline.engine.calibration import Calibrator, load_calibrator  # noqa: E402
from po_pipeline.engine.extract import (  # noqa: E402
    DOUBT_CAPS,
    READINGS_DIFFER,
    glyph_doubt,
)
from po_pipeline.field_schema import load_schema  # noqa: E402
from po_pipeline.pipeline.validation import Accepted, Gate, validate_result  # noqa: E402

FIELDS = ("order_number", "supplier", "total")
BINS = (0.0, 0.2, 0.4, 0.6, 0.8, 0.9, 0.95, 0.99, 1.0001)
Confidence = Callable[[Mapping[str, Any], str], float]


def load_runs(paths: Iterable[Path]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for path in paths:
        with path.open(encoding="utf-8") as f:
            rows += [json.loads(line) for line in f if line.strip()]
    for row in rows:
        row["split"] = split_of(row)
        row["family"] = row.get("family") or f"{row['set']}/{row['layout'].split('.')[0]}"
    return rows


def field_right(row: Mapping[str, Any], name: str) -> bool:
    got = row["got"].get("fields")
    value = got[name]["value"] if got else None
    return same_value(name, value, row["truth"][name])


def shipped_confidence(calibrator: Calibrator | None) -> Confidence:
    def confidence(row: Mapping[str, Any], name: str) -> float:
        field = row["got"]["fields"][name]
        if not field["value"]:
            return 0.0
        if calibrator is None or name not in calibrator.fields:
            return float(field["confidence"])  # the rule's score, or the party model's
        # As the engine ships it: an OCR number read with ambiguous glyphs stays capped.
        confidence = calibrator.confidence(name, field["features"])
        if field.get("doubt") in DOUBT_CAPS:
            confidence = min(confidence, DOUBT_CAPS[field["doubt"]])
        if field.get("doubt") == READINGS_DIFFER:  # capped by what the other reading said
            confidence = min(confidence, float(field["confidence"]))
        return glyph_doubt(field, confidence) if name == "order_number" else confidence

    return confidence


def verdict(row: Mapping[str, Any], gate: Gate, confidence: Confidence) -> Accepted | None:
    """What validation decides for this document, with `confidence` in place of the
    engine's (so a model fitted without this document's family can score it)."""
    got = row["got"]
    if "fields" not in got:
        return None
    fields = {
        name: {**f, "confidence": confidence(row, name), "candidates": []}
        for name, f in got["fields"].items()
    }
    result = validate_result({"results": got["results"], "fields": fields}, gate)
    return result if isinstance(result, Accepted) else None


def row_right(row: Mapping[str, Any], accepted: Accepted) -> bool:
    """Whether a loaded row is right on all three fields, by the rule field accuracy uses
    (`same_value`: an order number's leading "No." is its label)."""
    return all(same_value(name, getattr(accepted, name), row["truth"][name]) for name in FIELDS)


def summarise(rows: Sequence[Mapping[str, Any]], gate: Gate, confidence: Confidence) -> dict:
    n = len(rows)
    accuracy = {name: sum(field_right(r, name) for r in rows) / n for name in FIELDS}
    loaded = right = 0
    for row in rows:
        accepted = verdict(row, gate, confidence)
        if accepted is not None:
            loaded += 1
            right += row_right(row, accepted)
    stating = sum(1 for r in rows if r["truth"]["total"])
    return {
        "documents": n,
        "families": len({r["family"] for r in rows}),
        "field_accuracy": {k: round(v, 3) for k, v in accuracy.items()},
        "field_accuracy_all": round(sum(accuracy.values()) / 3, 3),
        "loaded": loaded,
        "loaded_right": right,
        "row_precision": round(right / loaded, 4) if loaded else None,
        "straight_through": round(right / stating, 3) if stating else None,
    }


def reliability(rows: Sequence[Mapping[str, Any]], confidence: Confidence) -> list[dict]:
    """Fields with a value, binned by confidence: how many, mean confidence, how many right."""
    bins: dict[int, list[tuple[float, bool]]] = defaultdict(list)
    for row in rows:
        if "fields" not in row["got"]:
            continue
        for name in FIELDS:
            if not row["got"]["fields"][name]["value"]:
                continue
            p = confidence(row, name)
            k = next(i for i in range(len(BINS) - 1) if p < BINS[i + 1])
            bins[k].append((p, field_right(row, name)))
    table = []
    for k in sorted(bins):
        items = bins[k]
        table.append(
            {
                "bin": f"[{BINS[k]:.2f}, {min(BINS[k + 1], 1):.2f})",
                "fields": len(items),
                "mean_confidence": round(sum(p for p, _ in items) / len(items), 3),
                "observed_accuracy": round(sum(ok for _, ok in items) / len(items), 3),
            }
        )
    return table


def report(rows: Sequence[Mapping[str, Any]], lofo: Confidence | None = None) -> dict[str, Any]:
    schema = load_schema()
    gate = Gate.from_schema(schema)
    shipped = shipped_confidence(load_calibrator(schema.version))
    out: dict[str, Any] = {"schema_version": schema.version, "thresholds": dict(gate.thresholds)}
    for split in SPLITS:
        part = [r for r in rows if r["split"] == split]
        if not part:
            continue
        confidence = lofo if (split == "fit" and lofo is not None) else shipped
        out[split] = summarise(part, gate, confidence)
        out[split]["reliability"] = reliability(part, confidence)
        if split in ("test", "blind"):
            out[split]["by_family"] = {
                fam: summarise([r for r in part if r["family"] == fam], gate, confidence)
                for fam in sorted({r["family"] for r in part})
            }
    return out


def print_report(out: Mapping[str, Any]) -> None:
    print(f"schema {out['schema_version']}, thresholds {out['thresholds']}")
    for split in SPLITS:
        if split not in out:
            continue
        s = out[split]
        acc = ", ".join(f"{k} {v:.1%}" for k, v in s["field_accuracy"].items())
        precision = "-" if s["row_precision"] is None else f"{s['row_precision']:.1%}"
        print(
            f"{split:6} {s['documents']:5} docs {s['families']:3} families | fields {acc} "
            f"| loaded {s['loaded']} right {s['loaded_right']} precision {precision} "
            f"| straight-through {s['straight_through']:.1%}"
        )
        for b in s["reliability"]:
            print(
                f"         {b['bin']:14} n={b['fields']:5}  confidence {b['mean_confidence']:.3f}"
                f"  accuracy {b['observed_accuracy']:.3f}"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    rows = load_runs(args.runs)
    import party  # noqa: PLC0415
    import rank  # noqa: PLC0415
    from train import _without_rerank, lofo_confidence  # noqa: PLC0415 (train imports this)

    from po_pipeline.engine.party_model import load_id_model, load_party_model  # noqa: PLC0415
    from po_pipeline.engine.rank_model import load_rank_model  # noqa: PLC0415

    # Each fit family's fields re-chosen by the scorers that ship, fitted without it.
    version = load_schema().version
    for scorer, shipped in (
        (party.SUPPLIER, load_party_model(version)),
        (party.ORDER_NUMBER, load_id_model(version)),
    ):
        if shipped is not None and party.has_candidates(rows, scorer):
            rows = party.lofo_rows(rows, version, scorer)
    if load_rank_model(load_schema().version) is None:
        for row in rows:  # as train.py fits what ships: no re-ranker, no layout features
            _without_rerank(row)
    elif rank.has_pools(rows):
        rows = rank.lofo_rows(rows, load_schema().version)

    out = report(rows, lofo_confidence(rows))
    print_report(out)
    if args.json:
        args.json.write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
