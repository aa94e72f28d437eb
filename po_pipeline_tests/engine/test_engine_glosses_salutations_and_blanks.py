"""What a party's line carries that is no part of its name, and lines that name no party
(stop 47, read on the fit families with the fewest suppliers right): a contract's gloss
after the name ("（以下简称“供方”）", "(hereinafter the "Seller")"), a German addressee line's
"Auftragserteilung an", a salutation, a proxy signatory ("i. A."), an attention line
("c.a. Sig. Greco"), a form's blank, a bulleted heading, a party's caption alone ("Ragione
sociale") and an addressee by office in a Slavic dative ("Генеральному директору")."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible

SCHEMA = load_schema()


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("盛通标准件厂（以下简称“供方”）", "盛通标准件厂"),
        ("郑州利源贸易有限公司（以下简称：卖方）", "郑州利源贸易有限公司"),
        ("株式会社山田商事（以下「乙」という）", "株式会社山田商事"),
        ('Acme Ltd (hereinafter the "Seller")', "Acme Ltd"),
        ('Nordwind Logistics Inc. (the "Supplier")', "Nordwind Logistics Inc."),
        ("Huber GmbH, nachfolgend Auftragnehmer genannt", "Huber GmbH"),
        ("Talleres García (en adelante, el Proveedor)", "Talleres García"),
        ("Auftragserteilung an Jura Holzbau GmbH", "Jura Holzbau GmbH"),
        ("Auftrag an Eder Elektrotechnik e.U.", "Eder Elektrotechnik e.U."),
        ("an Baumeister Eder", "Baumeister Eder"),
        ("Lindner Metallbau GmbH ________", "Lindner Metallbau GmbH"),
        # Brackets inside a name, and a name that starts with "An", stay whole.
        ('Bodegas (la "Rioja") S.A.', 'Bodegas (la "Rioja") S.A.'),
        ("Anker Bau GmbH", "Anker Bau GmbH"),
    ],
)
def test_what_a_partys_line_carries_beside_the_name_is_cut(line: str, name: str) -> None:
    assert text_value(line, matcher_for(SCHEMA)) == name


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("Sehr geehrte Damen und Herren", "salutation"),
        ("Dear Sirs,", "salutation"),
        ("Gentile Cliente", "salutation"),
        ("Estimados señores", "salutation"),
        ("i. A. Anja Müller", "signatory"),
        ("ppa. Klaus Huber", "signatory"),
        ("c.a. Sig. Greco", "attention line"),
        ("z. Hd. Herrn Wolf", "attention line"),
        ("t.a.v. dhr. Jansen", "attention line"),
        ("На № ________ ад", "blank"),
        ("■ 분할납품 계획", "heading"),
        ("Ragione sociale", "caption"),
        ("Denominazione", "caption"),
        ("Дырэктару", "office"),
        ("Генеральному директору", "office"),
    ],
)
def test_lines_that_name_no_party_are_implausible_names(value: str, why: str) -> None:
    assert why in implausible("text", value)


@pytest.mark.parametrize(
    "name",
    ["Gentile Impianti S.r.l.", "Monsieur Bricolage", "Madame Figaro SARL", "Anker Bau GmbH"],
)
def test_names_like_them_stay_plausible(name: str) -> None:
    assert implausible("text", name) == ""


def test_a_contracts_supplier_comes_without_its_gloss() -> None:
    page = [
        seg("订货合同", 250, 40, h=16),
        seg("合同编号：DH-2026-0417", 380, 70, h=9),
        seg("甲方：华东机械制造有限公司（以下简称“需方”）", 40, 100, h=9),
        seg("乙方：成都华丰包装材料有限公司（以下简称“供方”）", 40, 116, h=9),
        seg("经双方协商，就下列货物订立本合同。", 40, 140, h=9),
        seg("合计金额：￥48,600.00", 40, 300, h=9),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"] == "成都华丰包装材料有限公司"
    assert not any("以下" in c["value"] for c in supplier["candidates"])


def test_a_german_letters_salutation_and_signatory_are_no_supplier() -> None:
    page = [
        seg("Stadtwerke Halden GmbH · Am Hafen 4 · 79098 Freiburg", 60, 120, h=7),
        seg("Malerbetrieb Lorenz", 60, 140, h=10),
        seg("Kirchweg 12", 60, 154, h=10),
        seg("79100 Freiburg", 60, 168, h=10),
        seg("Bestellung Nr. 4500123987", 60, 240, h=11),
        seg("Sehr geehrte Damen und Herren", 60, 270, h=10),
        seg("wir bestellen hiermit die folgenden Arbeiten:", 60, 286, h=10),
        seg("Gesamtbetrag: 4.380,00 EUR", 60, 400, h=10),
        seg("Mit freundlichen Grüßen", 60, 480, h=10),
        seg("i. A. Anja Müller", 60, 520, h=10),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    values = [c["value"] for c in supplier["candidates"]]
    assert "Sehr geehrte Damen und Herren" not in values
    assert not any(v.startswith("i. A.") for v in values)
