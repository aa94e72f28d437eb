"""An Indian GST order's party panels (stop 46, read on blind33's en-IN family): the courtesy
title alone on its line ("M/s.", the name below it) is no name, nor is the rest of a
"Name & Address" caption, nor the ship-to's "Deliver At" caption, nor two panels' names read
as one line."""

from __future__ import annotations

from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible, label_set

SCHEMA = load_schema()
LABELS = label_set(SCHEMA.label_words())


def test_a_courtesy_title_or_a_captions_tail_is_no_name() -> None:
    for value in ("M/s.", "Messrs", "Spett.le", "& Address", "Deliver At", "Delivery At"):
        assert implausible("text", value, labels=LABELS), value
    # The title with its name, or an ampersand inside a name, are names.
    assert implausible("text", "M/s. Balaji Agencies", labels=LABELS) == ""
    assert implausible("text", "Acme & Co", labels=LABELS) == ""


def test_two_panels_names_run_together_are_no_name() -> None:
    for value in (
        "Siddhi Vinayak Packaging Industries LimitedNarmada Forgings Pvt. Ltd.",
        "Vishwakarma Packaging Industries Limited Pragati Textiles Mills Ltd.",
    ):
        assert implausible("text", value, labels=LABELS) == "is two names run together"
    for value in ("Tata Sons Private Limited", "Smith Ltd Co.", "Foo Limited Partnership"):
        assert implausible("text", value, labels=LABELS) == "", value


def test_indian_panels_give_no_caption_as_the_supplier() -> None:
    page = [
        seg("Bharat Auto Components Ltd.", 180, 30, h=14),
        seg("PURCHASE ORDER", 230, 52, h=12),
        seg("PO No: 4500016657", 40, 80, h=9),
        seg("Vendor Name", 40, 110, h=9),
        seg("& Address", 40, 121, h=9),
        seg("Deliver At", 380, 110, h=9),
        seg("M/s.", 40, 136, h=9),
        seg("Narmada Enterprises Private Limited", 40, 148, h=9),
        seg("Plot 14, MIDC Bhosari, Pune 411026", 40, 160, h=9),
        seg("Bharat Auto Components Ltd. - Plant 2", 380, 124, h=9),
        seg("Grand Total", 380, 300, h=9),
        seg("1,22,095.00", 480, 300, h=9),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"] == "Narmada Enterprises Private Limited"
    values = [c["value"] for c in supplier["candidates"]]
    assert not {"M/s.", "& Address", "Deliver At"} & set(values)
