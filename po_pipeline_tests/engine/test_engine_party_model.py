"""The supplier scorer: every name on the document is a candidate, described by what
announces it; boosted trees shipped as JSON score them; the best is the supplier."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.party_candidates import document_features, page_candidates
from po_pipeline.engine.party_model import (
    PartyModel,
    Tree,
    load_party_model,
    stated_by_page,
)
from po_pipeline.engine.rules import page_view
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import has_legal_form, looks_like_person

SCHEMA = load_schema()
SUPPLIER = next(f for f in SCHEMA.fields if f.name == "supplier")


def stump(feature: int, threshold: float, low: float, high: float) -> Tree:
    return Tree(
        (feature, -2, -2), (threshold, -2.0, -2.0), (1, -1, -1), (2, -1, -1), (0, low, high)
    )


def test_the_model_walks_its_trees_and_survives_its_json() -> None:
    model = PartyModel("v", ("legal_form", "person"), 0.0, 1.0, (stump(0, 0.5, -2.0, 2.0),))
    assert model.probability({"legal_form": 1.0}) == pytest.approx(0.8808, abs=1e-4)
    assert model.probability({"legal_form": 0.0}) == pytest.approx(0.1192, abs=1e-4)
    assert model.probability({}) == model.probability({"legal_form": 0.0})  # absent = 0
    again = PartyModel.from_json(json.loads(json.dumps(model.to_json())))
    assert again == model


def test_a_model_fitted_for_another_schema_is_not_used(tmp_path: Path) -> None:
    path = tmp_path / "party_model.json"
    model = PartyModel("1999.1", ("legal_form",), 0.0, 1.0, (stump(0, 0.5, -1.0, 1.0),))
    path.write_text(json.dumps(model.to_json()))
    assert load_party_model("1999.1", path) == model
    assert load_party_model(SCHEMA.version, path) is None
    assert load_party_model(SCHEMA.version, tmp_path / "missing.json") is None


def test_only_pages_the_model_believes_state_a_party() -> None:
    scored = [(0.97, "Acme GmbH", [0]), (0.62, "Other AG", [1]), (0.3, "Third SA", [2])]
    assert stated_by_page(scored) == {0: "Acme GmbH", 1: "Other AG"}  # pages 0, 1 conflict
    assert stated_by_page(scored[:1] + scored[2:]) == {0: "Acme GmbH"}
    assert stated_by_page([]) == {}


def test_a_candidate_knows_the_heading_above_it_and_the_caption_before_it() -> None:
    page = page_view(
        [
            seg("DADOS DO FORNECEDOR", 40, 100),
            seg("Metalúrgica Souza Ltda.", 40, 114),
            seg("FATURAMENTO", 300, 100),
            seg("Hospital Santa Luzia", 300, 114),
            seg("Razão social", 40, 200),
            seg("Dénomination", 300, 200),
            seg("Solicitante: Carlos Lima", 40, 230),
        ],
        SCHEMA,
    )
    cands = {c.value: c.feats for c in page_candidates(SUPPLIER, page, 0)}
    vendor, buyer = cands["Metalúrgica Souza Ltda."], cands["Hospital Santa Luzia"]
    assert (vendor["above_seller"], vendor["above_buyer"]) == (1.0, 0.0)
    assert (buyer["above_seller"], buyer["above_buyer"]) == (0.0, 1.0)
    assert vendor["legal_form"] == 1.0 and vendor["first_in_block"] == 1.0
    assert "Razão social" not in cands  # a party's caption alone is no name (plausibility)
    assert cands["Dénomination"]["own_caption"] == 1.0
    assert cands["DADOS DO FORNECEDOR"]["own_seller"] == 1.0
    assert cands["Carlos Lima"]["after_caption"] == 1.0
    assert cands["Carlos Lima"]["same_buyer"] == 1.0


def test_a_letterhead_seen_again_under_ship_to_is_known_as_the_buyer() -> None:
    """The buyer's letterhead in mixed case, the same name in capitals under "Ship to:", and
    the vendor under "To:": every sighting of a name counts, however it is cased."""
    page = page_view(
        [
            seg("Toshiba Machine Co., America", 18, 52),
            seg("To:", 22, 148),
            seg("Ship to:", 316, 148),
            seg("ADVANCED MACHINE INC.", 47, 163),
            seg("TOSHIBA MACHINE CO., AMERICA", 340, 163),
        ],
        SCHEMA,
    )
    cands = {
        c.value: c.feats
        for c in document_features(SUPPLIER, [page], [page_candidates(SUPPLIER, page, 0)], [])
    }
    letterhead = cands["Toshiba Machine Co., America"]
    assert (letterhead["above_buyer"], letterhead["ever_buyer"]) == (0.0, 1.0)
    assert cands["ADVANCED MACHINE INC."]["ever_buyer"] == 0.0


def test_the_issuer_is_known_by_its_letterhead_and_its_footer_whatever_the_kind() -> None:
    """The first company from the top of the first page and a company in the foot of a
    page are the paper's issuer: the buyer on an order, the seller on a confirmation (a
    Portuguese one here, whose title also names the order it confirms)."""

    def feats(title: str) -> dict[str, dict[str, float]]:
        page = page_view(
            [
                seg("Têxteis Marinho Lda.", 40, 30, h=16),
                seg(title, 360, 30, h=16),
                seg("Exmos. Senhores", 40, 100),
                seg("Hotel Atlântico S.A.", 40, 114),
                seg("Total 1.234,50 EUR", 300, 400),
                seg("Têxteis Marinho Lda. · NIF 501234567 · IBAN PT50 0000", 40, 800, h=7),
            ],
            SCHEMA,
        )
        cands = page_candidates(SUPPLIER, page, 0)
        return {c.value: c.feats for c in document_features(SUPPLIER, [page], [cands], [])}

    confirmation = feats("Confirmação de Encomenda")
    issuer, addressee = confirmation["Têxteis Marinho Lda."], confirmation["Hotel Atlântico S.A."]
    assert (issuer["first_org"], issuer["seller_doc"], issuer["buyer_doc"]) == (1.0, 1.0, 0.0)
    assert (issuer["issuer_seller_doc"], addressee["issuer_seller_doc"]) == (1.0, 0.0)
    order = feats("Nota de Encomenda")
    assert (
        order["Têxteis Marinho Lda."]["issuer_buyer_doc"],
        order["Têxteis Marinho Lda."]["issuer_seller_doc"],
    ) == (1.0, 0.0)
    assert order["Hotel Atlântico S.A."]["issuer_buyer_doc"] == 0.0


def test_the_shipped_model_finds_the_vendor_under_a_heading_no_rule_knows() -> None:
    """A Portuguese order: the buyer's letterhead on top, the vendor under FORNECEDOR,
    the buyer again under FATURAMENTO. No schema label names either block."""
    page = [
        seg("Hospital Santa Luzia", 40, 30, h=16),
        seg("PEDIDO DE COMPRA", 380, 30, h=16),
        seg("Rua das Flores, 20 - Campinas/SP", 40, 50, h=8),
        seg("Nº do Pedido 58213", 380, 60),
        seg("DADOS DO FORNECEDOR", 40, 100),
        seg("Metalúrgica Souza Ltda.", 40, 114),
        seg("Av. Brasil, 1485 - Uberlândia/MG", 40, 126, h=8),
        seg("FATURAMENTO", 300, 100),
        seg("Hospital Santa Luzia", 300, 114),
        seg("Rua das Flores, 20 - Campinas/SP", 300, 126, h=8),
        seg("Total do Pedido R$ 1.234,50", 300, 400),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"] == "Metalúrgica Souza Ltda."
    assert [c["value"] for c in supplier["candidates"]][0] == "Metalúrgica Souza Ltda."
    assert supplier["confidence"] > supplier["candidates"][1]["confidence"]


def test_on_a_delivery_note_the_issuer_is_the_supplier_not_the_addressee() -> None:
    page = [
        seg("納品書", 250, 30, h=20),
        seg("株式会社山田商事 御中", 40, 80, h=12),
        seg("〒100-0001 東京都千代田区1-1", 40, 96, h=8),
        seg("有限会社北斗工業", 380, 80, h=12),
        seg("大阪府大阪市北区2-3", 380, 96, h=8),
        seg("合計金額 ¥52,800", 380, 400),
    ]
    assert extract_segments([page], SCHEMA)["fields"]["supplier"]["value"] == "有限会社北斗工業"


@pytest.mark.parametrize(
    "name",
    [
        "Metalúrgica Souza Ltda.",
        "Papelaria Atlântica Eireli",
        "Hofer Metallbau Ges.m.b.H.",
        "Kowalski i Syn Sp. z o.o.",
        "Distribution Gagnon Ltée",
    ],
)
def test_legal_forms_of_more_countries_are_evidence_of_a_company(name: str) -> None:
    assert has_legal_form(name) and not looks_like_person(name)


def test_an_honorific_set_apart_addresses_the_name_before_it() -> None:
    """A delivery note: "株式会社北斗製作所 | 御中" on the left, the seller's name on the same
    line to the right. The honorific addresses the buyer before it, not the seller after it,
    and an addressee is not the paper's issuer even when it stands first on the page."""
    page = page_view(
        [
            seg("納 品 書", 240, 30, h=20),
            seg("株式会社北斗製作所", 40, 80, h=12),
            seg("御中", 160, 80, h=12),
            seg("株式会社新栄印刷", 380, 80, h=12),
            seg("合計金額 ¥59,290", 380, 400),
        ],
        SCHEMA,
    )
    cands = page_candidates(SUPPLIER, page, 0)
    feats = {c.value: c.feats for c in document_features(SUPPLIER, [page], [cands], [])}
    buyer, seller = feats["株式会社北斗製作所"], feats["株式会社新栄印刷"]
    assert (buyer["right_addressed"], buyer["addressed"], buyer["first_org"]) == (1.0, 1.0, 0.0)
    assert (seller["left_addressed"], seller["addressed"], seller["first_org"]) == (0.0, 0.0, 1.0)
    assert seller["issuer_seller_doc"] == 1.0


def test_a_caption_row_sees_its_sides_heading_and_a_label_with_its_value_is_no_heading() -> None:
    """A Vietnamese order: "Kính gửi: <vendor>" on one line, then each side's block as rows
    of caption | value under a heading at the margin, narrower than the value's column."""
    page = page_view(
        [
            seg("Kính gửi: Công ty TNHH Bao bì Minh Long", 40, 100),
            seg("BÊN MUA:", 40, 120),
            seg("Tên công ty", 40, 134),
            seg("Công ty TNHH May mặc Thành Công", 140, 134),
            seg("BÊN BÁN:", 40, 160),
            seg("Tên công ty", 40, 174),
            seg("Công ty TNHH Bao bì Minh Long", 140, 174),
        ],
        SCHEMA,
    )
    by_top = {(c.value, c.seg.top): c.feats for c in page_candidates(SUPPLIER, page, 0)}
    buyer = by_top["Công ty TNHH May mặc Thành Công", 134]
    seller = by_top["Công ty TNHH Bao bì Minh Long", 174]
    assert (buyer["above_buyer"], buyer["above_seller"], buyer["left_caption"]) == (1, 0, 1)
    assert (seller["above_seller"], seller["above_buyer"]) == (1.0, 0.0)
    assert buyer["above_addressed"] == 0.0 and buyer["above_label"] == 0.0


def test_a_label_with_only_punctuation_after_it_is_still_a_heading() -> None:
    """ "To," and "Vendor: -" carry no value of their own: the name below is theirs."""
    for heading in ("To,", "Vendor: -"):
        page = page_view([seg(heading, 40, 100), seg("Sai Packaging", 40, 114)], SCHEMA)
        name = next(c for c in page_candidates(SUPPLIER, page, 0) if c.value == "Sai Packaging")
        assert name.feats["above_label"] == 1.0, heading


def test_a_caption_is_not_the_papers_issuer_even_with_a_legal_form_word() -> None:
    page = page_view(
        [
            seg("Tên công ty", 40, 30),
            seg("Công ty TNHH May mặc Thành Công", 140, 30),
            seg("ĐƠN MUA HÀNG", 200, 60, h=16),
        ],
        SCHEMA,
    )
    cands = page_candidates(SUPPLIER, page, 0)
    feats = {c.value: c.feats for c in document_features(SUPPLIER, [page], [cands], [])}
    assert feats["Tên công ty"]["first_org"] == 0.0
    assert feats["Công ty TNHH May mặc Thành Công"]["first_org"] == 1.0
