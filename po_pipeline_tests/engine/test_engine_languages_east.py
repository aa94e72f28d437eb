"""Purchasing vocabulary of Korean, Turkish, Russian, Greek, Hungarian, Vietnamese and
Indonesian orders: labels matched whatever the case and accents of the print, their legal
forms, currencies, honorifics and the captions that are never a value."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.money import find_money
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value, money_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import has_legal_form, implausible

SCHEMA = load_schema()
MATCHER = matcher_for(SCHEMA)


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("발주번호: KB-2025-0412", "KB-2025-0412"),
        ("SİPARİŞ NO: STN-2025-118", "STN-2025-118"),
        ("Sipariş Numarası: 4500123", "4500123"),
        ("Номер заказа: ЦБ-000123", "ЦБ-000123"),
        ("ΑΡΙΘΜΟΣ ΠΑΡΑΓΓΕΛΙΑΣ: 2025/0417", "2025/0417"),
        ("Megrendelés száma: MR-2025/0193", "MR-2025/0193"),
        ("Số đơn hàng: 0125/ĐĐH-MP", "0125/ĐĐH-MP"),
        ("Nomor PO: 0123/PO/ABC/III/2025", "0123/PO/ABC/III/2025"),
    ],
)
def test_order_number_labels(line: str, expected: str) -> None:
    assert values([seg(line, 40, 80)])["order_number"] == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Genel Toplam: 12.450,00 TL", "12450.00"),
        ("Всего к оплате: 1 234 567,89 руб.", "1234567.89"),
        ("ΓΕΝΙΚΟ ΣΥΝΟΛΟ: 2.480,00 €", "2480.00"),
        ("Bruttó összesen: 127 000 Ft", "127000.00"),
        ("Tổng cộng tiền thanh toán: 12.345.000 đ", "12345000.00"),
        ("Grand Total: Rp 12.345.000", "12345000.00"),
        ("합계금액: ₩12,345,000", "12345000.00"),
    ],
)
def test_total_labels(line: str, expected: str) -> None:
    assert values([seg(line, 300, 700)])["total"] == expected


def test_a_russian_total_before_vat_is_not_the_total() -> None:
    page = [
        seg("Итого без НДС: 1 000,00", 300, 660),
        seg("Сумма НДС: 200,00", 300, 680),
        seg("Всего к оплате: 1 200,00", 300, 700),
    ]
    assert values(page)["total"] == "1200.00"


@pytest.mark.parametrize(
    ("buyer", "seller", "name"),
    [
        ("Покупатель:", "Поставщик:", 'ООО "Техснаб"'),
        ("Alıcı:", "Tedarikçi:", "Yıldız Makina San. ve Tic. A.Ş."),
        ("Megrendelő:", "Szállító:", "Alfa Gépészet Kft."),
        ("Bên mua:", "Nhà cung cấp:", "Công ty TNHH Minh Phát"),
        ("Pembeli:", "Pemasok:", "PT Sinar Abadi Jaya"),
    ],
)
def test_the_supplier_under_its_heading_not_the_buyer(buyer: str, seller: str, name: str) -> None:
    page = [
        seg(buyer, 40, 100),
        seg("Acme Holdings", 40, 114),
        seg(seller, 300, 100),
        seg(name, 300, 114),
    ]
    assert values(page)["supplier"] == name


def test_turkish_capitals_match_either_i() -> None:
    """Turkish capitals print dotted İ and dotless I; both match the label's i and ı."""
    for text in ("SİPARİŞ NO", "SIPARIS NO", "Sipariş No"):
        match = MATCHER.match(text)
        assert match is not None and match.entry.field == "order_number", text


def test_greek_capitals_without_accents_match() -> None:
    match = MATCHER.match("ΠΡΟΜΗΘΕΥΤΗΣ:")
    assert match is not None and match.entry.field == "supplier"


def test_a_label_does_not_match_the_start_of_a_longer_word() -> None:
    """ "Заказ" (order) is no label of "Заказчик" (the customer)."""
    match = MATCHER.match("Заказчик: ООО Ромашка")
    assert match is None or match.entry.field != "order_number"


def test_a_one_letter_label_keeps_its_accent() -> None:
    """ "À:" addresses a French letter; a logo's lone "A" is not that label."""
    assert MATCHER.match("A") is None
    match = MATCHER.match("À:")
    assert match is not None and match.entry.kind == "fallback"


def test_a_sentence_after_a_distractor_still_names_the_order() -> None:
    line = "NO PO, NO PAY: Invoices must quote order number REF42097145 and be sent"
    assert values([seg(line, 40, 400)])["order_number"] == "REF42097145"


def test_a_label_inside_a_distractor_names_nothing() -> None:
    """生产工单号 (a production work order) ends in 单号 (an order number label)."""
    assert values([seg("生产工单号:MO26044540", 40, 80)])["order_number"] == ""


@pytest.mark.parametrize(
    "name",
    [
        "ООО «Ромашка»",
        "ИП Иванов И.И.",
        "Yıldız Ltd. Şti.",
        "ΤΕΧΝΙΚΗ ΚΑΤΑΣΚΕΥΑΣΤΙΚΗ Α.Ε.",
        "Alfa Bt.",
        "Công ty Cổ phần Hòa Bình",
        "PT Sinar Abadi",
        "CV. Maju Jaya",
        "(주)한빛산업",
        "Al Noor Trading Est.",
    ],
)
def test_legal_forms(name: str) -> None:
    assert has_legal_form(name)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("ул. Ленина, д. 5", "is an address line"),
        ("Λεωφ. Συγγρού 45", "is an address line"),
        ("Váci út 35", "is an address line"),
        ("Jl. Jend. Sudirman No. 8", "is an address line"),
        ("서울시 강남구 테헤란로 123", "is an address line"),
        ("Тел.: +7 495 123-45-67", "is a phone or fax number"),
        ("Imza / Kaşe", "is a signature or stamp caption"),
        ("Chữ ký", "is a signature or stamp caption"),
    ],
)
def test_lines_that_are_never_a_supplier(text: str, why: str) -> None:
    assert implausible("text", text) == why


def test_a_korean_date_is_no_order_number() -> None:
    assert implausible("identifier", "2025. 03. 14.") == "is a date"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12 345,50 руб.", "12345.50"),
        ("₺1.234,50", "1234.50"),
        ("12.345.000 đ", "12345000.00"),
        ("Rp 12.345.000", "12345000.00"),
        ("12,345,000원", "12345000.00"),
        ("123 456 Ft", "123456.00"),
        ("S/ 1,234.50", "1234.50"),
        ("AED 12,345.00", "12345.00"),
    ],
)
def test_local_currency_marks(text: str, expected: str) -> None:
    assert money_value(text, strict=True) == expected


def test_a_lower_case_unit_is_no_currency() -> None:
    """ "Ft" (forint) and "TL" (lira) are currencies; "12 ft" and "5 tl" are not."""
    assert not any(m.has_currency for m in find_money("12 ft"))
    assert not any(m.has_currency for m in find_money("5 tl"))


def test_a_cyrillic_order_number_keeps_its_letters() -> None:
    assert identifier_value("ЦБ-000123 от 12.03.2025") == "ЦБ-000123"


@pytest.mark.parametrize(
    "line",
    ["Sayın Yıldız Makina A.Ş.", "Kepada Yth. PT Sinar Abadi", "Kính gửi: Công ty TNHH Minh Phát"],
)
def test_an_honorific_is_not_part_of_the_name(line: str) -> None:
    from po_pipeline.engine.values import text_value

    name = text_value(line, MATCHER)
    assert not name.startswith(("Sayın", "Kepada", "Kính")) and len(name) > 5


@pytest.mark.parametrize(
    ("left", "right", "joined"),
    [
        ("АО", "«Уралснаб»", "АО «Уралснаб»"),
        ("ΑΦΟΙ", "ΠΑΠΑΔΟΠΟΥΛΟΣ", "ΑΦΟΙ ΠΑΠΑΔΟΠΟΥΛΟΣ"),
        ("삼우상사", "주식회사", "삼우상사 주식회사"),
        ("供应商", "名称", "供应商名称"),
    ],
)
def test_words_of_spaced_scripts_keep_their_space(left: str, right: str, joined: str) -> None:
    """A text layer's words are joined with a space, except Chinese and Japanese ones."""
    from po_pipeline.engine.segments import Word, words_to_segments

    words = [Word(left, 40, 100, 70, 111), Word(right, 73, 100, 140, 111)]
    assert [s.text for s in words_to_segments(words, source="text")] == [joined]


def test_a_name_ends_before_its_tax_number() -> None:
    page = [
        seg("Поставщик:", 40, 100),
        seg("ООО «Нордкомплект», ИНН 3310850007, КПП 503736755, г. Москва, ул. Лесная", 110, 100),
    ]
    assert values(page)["supplier"] == "ООО «Нордкомплект»"


def test_a_korean_name_caption_is_not_part_of_the_name() -> None:
    page = [seg("공급자", 40, 100), seg("상호(법인명) 삼우상사 주식회사", 110, 100)]
    assert values(page)["supplier"] == "삼우상사 주식회사"


def test_a_number_opening_with_po_and_a_dot_is_one_token() -> None:
    """ "PO.2026.2171" is a number, not the bare label "PO" before "2026.2171"."""
    page = [seg("Sipariş Numarası:", 40, 100), seg("PO.2026.2171", 160, 100)]
    assert values(page)["order_number"] == "PO.2026.2171"


def test_a_greek_number_caption_under_the_title() -> None:
    page = [seg("ΠΑΡΑΓΓΕΛΙΑ ΑΓΟΡΑΣ", 200, 60), seg("Αριθμός: 2563098", 40, 100)]
    assert values(page)["order_number"] == "2563098"
