"""Overprint: a long supplier name run into the next column's text. Its glyphs are drawn
over the neighbour's ("SAS" under "Cirque" reads "SACSirque"), and the value read mixes two
texts: it is doubted, under every threshold, and a person reads it. A fake bold's second
copy of each glyph (the same glyph) and an accent's mark on its letter are no overprint."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

from po_pipeline.engine.extract import DOUBT_CAPS, OVERPRINTED, extract_pdf
from po_pipeline.engine.reading import read_pages
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _order(name: str, billing_x: float) -> bytes:
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=(595, 842))
    c.setFont("Helvetica-Bold", 16)
    c.drawString(40, 790, "Cirque Pinder-Lune")
    c.drawString(380, 790, "Bon de commande")
    c.setFont("Helvetica", 10)
    c.drawString(380, 760, "N° de commande : BC490779")
    c.drawString(40, 720, "Fournisseur")
    c.drawString(billing_x, 720, "Adresse de facturation")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 706, name)
    c.setFont("Helvetica", 10)
    c.drawString(billing_x, 706, "Cirque Pinder-Lune")
    c.drawString(40, 692, "27 ZA des Grèves")
    c.drawString(billing_x, 692, "Service administratif")
    c.drawString(40, 600, "Projecteur LED PAR 200 W")
    c.drawString(480, 600, "7 372,20 €")
    c.drawString(380, 560, "Total TTC")
    c.drawString(480, 560, "8 846,20 €")
    c.save()
    return out.getvalue()


def test_a_name_overprinted_by_the_next_column_is_doubted() -> None:
    pdf = _order("Rousseau Équipements Scéniques SAS", 220)  # the name ends past x = 220
    (page,) = read_pages(pdf)
    assert [s.overprinted for s in page if "Rousseau" in s.text] == [("SACSirque",)]
    supplier = extract_pdf(pdf)["fields"]["supplier"]
    assert supplier["value"].startswith("Rousseau Équipements Scéniques")
    assert supplier["doubt"] == OVERPRINTED
    assert supplier["confidence"] <= DOUBT_CAPS[OVERPRINTED]
    assert DOUBT_CAPS[OVERPRINTED] < next(
        f.threshold for f in SCHEMA.fields if f.name == "supplier"
    )


def test_a_name_that_fits_its_column_is_not_doubted() -> None:
    pdf = _order("Rousseau Équipements Scéniques SAS", 260)
    (page,) = read_pages(pdf)
    assert not any(s.overprinted for s in page)  # "Équipements", "Grèves": accents are no overprint
    supplier = extract_pdf(pdf)["fields"]["supplier"]
    assert supplier["value"] == "Rousseau Équipements Scéniques SAS"
    assert supplier.get("doubt") is None


def test_a_number_beside_an_overprinted_title_is_not_doubted() -> None:
    """A letterhead runs into the title on its line ("ServicPeUsRLCtHdASE"), and the order
    number after the title joins that line: the number's own glyphs are clean, so only a
    value holding an overprinted word is doubted."""
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=(595, 842))
    c.setFont("Helvetica-Bold", 14)
    c.drawString(50, 790, "Ripon & District Motor Services Ltd")
    c.drawString(250, 790, "PURCHASE ORDER 7372297")
    c.setFont("Helvetica", 10)
    c.drawString(50, 740, "Supplier: Bellweather Tyres Ltd")
    c.drawString(300, 560, "Total: GBP 1,100.00")
    c.save()
    pdf = out.getvalue()
    (page,) = read_pages(pdf)
    assert any(s.overprinted and "7372297" in s.text for s in page)
    number = extract_pdf(pdf)["fields"]["order_number"]
    assert number["value"] == "7372297"
    assert number.get("doubt") is None
