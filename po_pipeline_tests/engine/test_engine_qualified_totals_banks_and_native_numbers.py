"""Classes read in blind15's misses (stop 32): a total's label that names the paper before
its figure, goods-before-tax and page sums in Vietnamese, gross totals in Polish and Czech,
a bank's name after its caption, a paper's title set letter by letter, a Korean seller's
paper quoting the buyer's order number with a Hangul prefix, and Turkish legal forms as OCR
reads them."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.found import ocr_legal_form
from po_pipeline.engine.party_candidates import PartyCandidate
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.scored import scored_field
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible, label_set

SCHEMA = load_schema()


def total(segments: list[Segment]) -> str:
    found = extract_page_fields(segments, SCHEMA)["total"]
    return found.value if found else ""


@pytest.mark.parametrize(
    "label",
    [
        "VALOR TOTAL DA OF",
        "Total of this order",
        "Total geral",
        # An elided article runs into the paper's name, with a straight or a curly apostrophe.
        "Importo complessivo dell'ordine",
        "Importo complessivo dell’ordine",
        "Importo contrattuale",  # a subcontract's contract sum
        "本单合计（含税）",  # this order's total
    ],
)
def test_a_total_label_naming_the_paper_takes_the_figure_right_of_it(label: str) -> None:
    page = [seg("Item", 40, 100), seg(label, 35, 555), right("R$ 12.146,88", 561, 554)]
    assert total(page) == "12146.88"


@pytest.mark.parametrize(
    "label",
    [
        "Total Qty",
        "Total pieces",
        "Total weight",
        "Total deposit",
        "Total Taxable Value",
        "Total dos produtos",
        "Total of goods",
        "Total of the order lines",
        "Importo complessivo dell'IVA",
    ],
)
def test_words_naming_another_amount_do_not_join_the_total_label(label: str) -> None:
    page = [seg("Item", 40, 100), seg(label, 35, 555), right("12.00", 561, 554)]
    assert total(page) == ""


def test_vietnamese_goods_before_tax_and_page_sums_are_not_the_total() -> None:
    page = [seg("Mang sang / Brought forward:116.734.200", 395, 50)]
    for i, (label, amount) in enumerate(
        [
            ("Tổng tiền hàng (chưa VAT)", "116.734.200"),
            ("Chiết khấu thương mại (3%)", "-3.502.026"),
            ("Thuế GTGT 8%", "9.409.218"),
            ("TỔNG CỘNG THANH TOÁN", "122.641.392"),
        ]
    ):
        page += [seg(label, 325, 73 + 14 * i), right(amount, 565, 73 + 14 * i)]
    assert total(page) == "122641392.00"
    without_total = page[:-2]
    assert total(without_total) == ""  # goods before tax are no total


def test_the_polish_gross_total_beats_the_net_totals_row() -> None:
    page = [seg("Lp. Nazwa Wart. netto Wart. brutto", 40, 100)]
    for i, (net, gross) in enumerate([("1 000,00", "1 230,00"), ("200,00", "246,00")]):
        top = 115 + 14 * i
        page += [seg(f"{i + 1} Pozycja", 40, top), right(net, 390, top), right(gross, 500, top)]
    page += [seg("Razem:", 40, 145), right("1 200,00", 390, 145), right("1 476,00", 500, 145)]
    page += [seg("Łączna wartość brutto: 1 476,00 zł", 40, 170)]
    assert total(page) == "1476.00"


def test_the_czech_amount_to_pay_is_the_total() -> None:
    page = [
        seg("Celkem bez DPH 32 352,72 Kč", 300, 100),
        seg("Zaokrouhlení -0,41 Kč", 300, 114),
        seg("K úhradě: 39 090,00 Kč", 300, 128),
    ]
    assert total(page) == "39090.00"


def _supplier(lines: list[tuple[str, float, float]]) -> str:
    segments = [seg(text, x, top) for text, x, top in lines]
    return extract_segments([segments], SCHEMA)["fields"]["supplier"]["value"]


def test_a_bank_after_its_caption_is_never_the_supplier() -> None:
    """A sole trader's name looks like a person's, and the bank in the payment data has a
    legal form; the bank is where the money goes, not the seller."""
    supplier = _supplier(
        [
            ("ZÁLOHOVÁ FAKTURA č. ZF-277350", 300, 40),
            ("Dodavatel:", 40, 80),
            ("Odběratel:", 320, 80),
            ("Kučera", 40, 94),
            ("Domov pro seniory Kladno", 320, 94),
            ("Masarykova 444/61, 390 02 Tábor", 40, 108),
            ("IČO: 41052681 DIČ: CZ12875720", 40, 122),
            ("Banka:", 40, 150),
            ("Raiffeisenbank a.s.", 120, 150),
            ("IBAN: CZ71 4408 5503 2365 1463 3105", 40, 164),
            ("Objednávka č.: 4505808115", 40, 190),
            ("CELKEM K ÚHRADĚ 117 675,00 Kč", 300, 400),
        ]
    )
    assert supplier != "Raiffeisenbank a.s."


def test_a_papers_title_spaced_out_is_a_label_not_a_name() -> None:
    labels = label_set(SCHEMA.label_words())
    assert implausible("text", "거 래 명 세 서", labels=labels) == "is a label"
    assert implausible("text", "거 래 명 세 표", labels=labels) == "is a label"
    assert implausible("text", "성원엔지니어링", labels=labels) == ""


def test_a_korean_sellers_paper_quotes_the_buyers_order_number() -> None:
    page = [
        seg("거 래 명 세 서", 200, 40),
        seg("No. 2512-145", 40, 70),
        seg("등록번호 247-86-27915", 300, 70),
        seg("※ 귀사 발주번호: 발주-25-0100", 40, 400),
    ]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is not None and found.value == "발주-25-0100"


@pytest.mark.parametrize(
    ("text", "number"),
    [("발주-25-0100", "발주-25-0100"), ("采购-2025-0012 ", "采购-2025-0012"), ("발주번호", "")],
)
def test_a_number_may_open_with_a_word_of_the_papers_script(text: str, number: str) -> None:
    assert identifier_value(text) == number


@pytest.mark.parametrize(
    ("read", "printed"),
    [
        ("Çukurova Kumaş Tekstil Ltd. Sti.", "Çukurova Kumaş Tekstil Ltd. Şti."),
        ("Menderes Iplik San. ve Tic. A.$.", "Menderes Iplik San. ve Tic. A.Ş."),
        ("Toroslar Boya A.§.", "Toroslar Boya A.Ş."),
        ("Aksu Tekstil San. ve Tic. A.S.", "Aksu Tekstil San. ve Tic. A.Ş."),
        ("Stavby Praha A.S.", "Stavby Praha A.S."),  # Czech: left alone
    ],
)
def test_turkish_legal_forms_as_ocr_reads_them(read: str, printed: str) -> None:
    assert ocr_legal_form(read) == printed


class _Scores:
    """The party scorer's probabilities, set by hand: the Latin line of the pair first."""

    def __init__(self, by_value: dict[str, float]) -> None:
        self.by_value = by_value

    def probability(self, feats: dict[str, float]) -> float:
        return self.by_value[next(v for v in self.by_value if feats["id"] == hash(v))]


def _candidates(lines: list[tuple[str, float, float]]) -> list[PartyCandidate]:
    return [
        PartyCandidate(text, 0, seg(text, x, top), {"id": hash(text)}, pages={0})
        for text, x, top in lines
    ]


def test_a_company_named_in_two_scripts_is_named_by_its_first_line() -> None:
    """A Hong Kong works order addresses its contractor in Chinese, then in English on the
    next line; the supplier is the Chinese name, its first line. Printed the other way
    round, English first, the English name is (stop 57: two Hong Kong families, blind38's
    and blind45's, name the vendor by its English first line)."""
    spec = next(f for f in SCHEMA.fields if f.name == "supplier")
    cands = _candidates(
        [
            ("利興五金有限公司", 49, 135),
            ("Lee Hing Hardware Company Limited", 49, 151),
            ("Sun Fai Property Management Limited", 43, 50),
        ]
    )
    scores = _Scores(
        {
            "Lee Hing Hardware Company Limited": 0.8,
            "利興五金有限公司": 0.5,
            "Sun Fai Property Management Limited": 0.3,
        }
    )
    field, _, _ = scored_field(spec, cands, [], scores, None, False, {})
    assert field is not None and field["value"] == "利興五金有限公司"
    # A Latin name with no Chinese line beside it keeps its place.
    alone = [c for c in cands if c.value != "利興五金有限公司"]
    field, _, _ = scored_field(spec, alone, [], scores, None, False, {})
    assert field is not None and field["value"] == "Lee Hing Hardware Company Limited"
    english_first = _candidates(
        [
            ("Lee Hing Hardware Company Limited", 49, 135),
            ("利興五金有限公司", 49, 151),
            ("Sun Fai Property Management Limited", 43, 50),
        ]
    )
    field, _, _ = scored_field(spec, english_first, [], scores, None, False, {})
    assert field is not None and field["value"] == "Lee Hing Hardware Company Limited"
