"""Numbers, names and totals of paperwork the vocabulary did not know yet (stop 39):

- an order book's series letter before its serial number ("No. A 939605") is part of it;
- a party's label in the possessive ("Vendor's Acceptance") is a caption, never a value;
- a change notice's order total as changed (变更后订单总额) is its total, the original
  amount and the change itself are not; a Catalan "Total (IVA inclòs)" is the total;
- a Ukrainian confirmation quotes the buyer's order ("Замовлення покупця №") beside its own
  confirmation number, and its letterhead is the seller;
- Icelandic and Albanian parties ("Birgir", "Furnitori"), their legal forms (ehf., slf.,
  sh.p.k., sh.a.) and their delivery and billing captions; more buyers' titles;
- a sign-back and seal caption (確認回簽(請蓋公司大小章)) and a caption in two languages
  ("Rhif Cyflenwr / Supplier No") are no names; "Net Amount Payable" is the total; the whole
  part of an amount ("24.742" of "24.742,90 €") is no order number; a Chinese name caption a
  scan ran into the name ("名称黄岩市…有限公司") is dropped;
- more currencies (AZN, GEL, MKD, ALL, ₾, ден), Azerbaijani confirmations, Georgian and
  Macedonian orders (a Georgian letter in a number: "შ-49581");
- a letterhead's logo character before the name ("博潍坊博锐…") is not part of it.
"""

from __future__ import annotations

import pytest
from layout import page_fields, seg

from po_pipeline.engine.found import schema_labels
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.party_candidates import PartyCandidate
from po_pipeline.engine.roles import title_kind
from po_pipeline.engine.scored import _without_logo_character
from po_pipeline.engine.values import identifier_value, money_value, text_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import has_legal_form, implausible

SCHEMA = load_schema()


@pytest.mark.parametrize(
    ("printed", "number"),
    [
        ("A 939605", "A 939605"),
        ("B 12345 Date: 01/02/2026", "B 12345"),
        ("939605 A", "939605"),  # a letter after the number is not its series
        ("A 12,345.00", ""),  # a letter before an amount is no number
        ("A 123", ""),  # nor before a short figure
    ],
)
def test_an_order_books_series_letter_is_part_of_the_number(printed: str, number: str) -> None:
    assert identifier_value(printed) == number


def test_a_local_purchase_order_is_numbered_with_its_series_letter() -> None:
    page = [
        seg("COASTAL WATER BOARD, ACCRA OFFICE", 40, 30, h=13),
        seg("LOCAL PURCHASE ORDER No. C 402917", 160, 80, h=12),
        seg("To: M/s Kumasi Office Supplies Ltd", 40, 110),
        seg("Vote / Acct: 31774-205", 360, 110),
        seg("GRAND TOTAL (GHS)", 330, 400),
        seg("12,480.50", 480, 400),
    ]
    assert page_fields(page)["order_number"]["value"] == "C 402917"


def test_a_possessive_of_a_party_label_is_no_value() -> None:
    assert implausible("text", "'s Acceptance")
    assert implausible("text", "’s Acceptance")
    assert implausible("text", "Vendor's Acceptance")
    assert not implausible("text", "Kohinoor Traders")
    page = [
        seg("Indus Textile Mills Ltd.", 40, 30, h=13),
        seg("PURCHASE ORDER", 400, 30, h=14),
        seg("P.O. No. PUR/2026/5521", 400, 52),
        seg("Net Payable (Rs.)", 330, 400),
        seg("41,200.00", 480, 400),
        seg("Vendor's Acceptance", 40, 460),
    ]
    names = [c["value"] for c in page_fields(page)["supplier"]["candidates"]]
    assert all("Acceptance" not in name for name in names)


@pytest.mark.parametrize("label", ["变更后订单总额", "修订后订单金额合计"])
def test_a_change_notice_totals_the_order_as_changed(label: str) -> None:
    page = [
        seg("苏州华东电子有限公司", 40, 30, h=13),
        seg("订单变更确认单", 240, 60, h=14),
        seg("订单号", 380, 30),
        seg("PO-2026-11873", 420, 30),
        seg("供应商", 40, 90),
        seg("宁波恒力五金有限公司", 80, 90),
        seg("原订单金额(含税)", 300, 300),
        seg("¥1,204.00", 480, 300),
        seg("本次变更金额", 300, 316),
        seg("¥-84.50", 480, 316),
        seg(label, 300, 332),
        seg("¥1,119.50", 480, 332),
        seg("其中税额(13%)", 300, 348),
        seg("¥128.79", 480, 348),
    ]
    assert page_fields(page)["total"]["value"] == "1119.50"
    matcher = matcher_for(SCHEMA)
    for distractor in ("原订单金额(含税)", "本次变更金额"):
        m = matcher.match(distractor)
        assert m is not None and m.entry.kind == "distractor"


def test_a_catalan_total_with_vat_included_is_the_total() -> None:
    page = [
        seg("Ajuntament de Girona", 40, 30, h=13),
        seg("COMANDA DE COMPRA", 380, 30, h=14),
        seg("Base imposable", 330, 380),
        seg("9.420,10 €", 480, 380),
        seg("IVA 21 %", 330, 394),
        seg("1.978,22 €", 480, 394),
        seg("Total (IVA inclòs)", 330, 408),
        seg("11.398,32 €", 480, 408),
    ]
    assert page_fields(page)["total"]["value"] == "11398.32"


def test_a_ukrainian_confirmation_quotes_the_buyers_order() -> None:
    assert title_kind("ПІДТВЕРДЖЕННЯ ПРИЙНЯТТЯ ЗАМОВЛЕННЯ") == (True, False)
    page = [
        seg("ТОВ «Дніпромаш»", 40, 30, h=14),
        seg("вул. Січова, 14, м. Дніпро, 49000", 40, 48, h=8),
        seg("ПІДТВЕРДЖЕННЯ ПРИЙНЯТТЯ ЗАМОВЛЕННЯ", 120, 80, h=13),
        seg("Номер підтвердження", 40, 104, h=7),
        seg("Дата", 150, 104, h=7),
        seg("Замовлення покупця №", 230, 104, h=7),
        seg("Р-4410", 40, 118),
        seg("02.03.2026", 150, 118),
        seg("37-2291", 230, 118),
        seg("Покупець:", 40, 150),
        seg("ПАТ «Полтаваобленерго»", 40, 164),
        seg("Усього до сплати, грн:", 330, 400),
        seg("18.240,00", 480, 400),
    ]
    fields = page_fields(page)
    assert fields["order_number"]["value"] == "37-2291"
    assert fields["supplier"]["value"] == "ТОВ «Дніпромаш»"
    assert fields["total"]["value"] == "18240.00"


@pytest.mark.parametrize(
    "name",
    [
        "Málmsmiðja Jóns ehf.",
        "Lagnaverk slf.",
        "Prentvörur hf.",
        "Drita Trade sh.p.k.",
        "Ndërtimi Vlora sh.a.",
        "ПП «Кварта»",
    ],
)
def test_icelandic_albanian_and_ukrainian_legal_forms(name: str) -> None:
    assert has_legal_form(name)


def test_an_icelandic_order_names_its_supplier_under_birgir() -> None:
    page = [
        seg("Sjúkrahúsið á Selfossi", 40, 30, h=13),
        seg("INNKAUPAPÖNTUN", 400, 30, h=14),
        seg("Pöntunarnúmer: 2026-4471", 400, 50),
        seg("Birgir", 40, 80, h=8),
        seg("Afhendingarstaður", 220, 80, h=8),
        seg("Rafverk Suðurlands ehf.", 40, 94),
        seg("Sjúkrahúsið á Selfossi", 220, 94),
        seg("Heildarupphæð", 330, 400),
        seg("318.250 kr.", 480, 400),
    ]
    assert page_fields(page)["supplier"]["value"] == "Rafverk Suðurlands ehf."


def test_an_albanian_order_names_its_supplier_and_total() -> None:
    matcher = matcher_for(SCHEMA)
    for caption in ("Fatura në emër të:", "Dorëzimi në:", "Vlera pa TVSH"):
        m = matcher.match(caption)
        assert m is not None and m.entry.kind == "distractor", caption
    page = [
        seg("Bashkia Korçë", 40, 30, h=13),
        seg("POROSI BLERJEJE Nr. 4410/2026", 300, 60, h=13),
        seg("Furnitori:", 40, 90),
        seg("Elektro Dardania sh.p.k.", 100, 90),
        seg("Fatura në emër të:", 40, 130),
        seg("Bashkia Korçë", 40, 144),
        seg("Vlera pa TVSH", 330, 380),
        seg("10.000,00", 480, 380),
        seg("TOTALI (Lekë)", 330, 408),
        seg("12.000,00", 480, 408),
    ]
    fields = page_fields(page)
    assert fields["supplier"]["value"] == "Elektro Dardania sh.p.k."
    assert fields["total"]["value"] == "12000.00"


@pytest.mark.parametrize(
    "title",
    [
        "URDHËR BLERJE",
        "URDHËR PËR BLERJE",
        "POROSI BLERJEJE",
        "INNKAUPAPÖNTUN",
        "COMANDA DE COMPRA",
        "納入指示書",
        "納入指示書（個別注文書）",
    ],
)
def test_more_buyers_titles(title: str) -> None:
    """A buyer's paper: its letterhead is the buyer, never the supplier."""
    assert title_kind(title) == (False, True)


@pytest.mark.parametrize(
    "caption", ["確認回簽(請蓋公司大小章)", "确认回签（请盖公司大小章）", "請蓋公司大小章"]
)
def test_a_sign_back_and_seal_caption_is_no_supplier(caption: str) -> None:
    assert implausible("text", caption) == "is a signature or stamp caption"
    page = [
        seg("台明電子股份有限公司", 40, 30, h=14),
        seg("訂購單", 380, 30, h=16),
        seg("訂單編號", 380, 60),
        seg("P20261203001", 440, 60),
        seg("供應廠商", 40, 95),
        seg("順利興業社", 100, 95),
        seg(f"廠商{caption}", 380, 400),
    ]
    names = [c["value"] for c in page_fields(page)["supplier"]["candidates"]]
    assert names and all("章" not in name for name in names)


def test_net_amount_payable_is_the_total_after_levies_and_tax() -> None:
    page = [
        seg("Lanka Polymers (Pvt) Ltd", 40, 30, h=14),
        seg("PURCHASE ORDER", 400, 30, h=14),
        seg("Total Value", 392, 253),
        seg("8,696.67", 540, 253),
        seg("Less: Discount 10%", 366, 268),
        seg("(869.67)", 540, 268),
        seg("SSCL 2.5%", 392, 298),
        seg("195.68", 546, 298),
        seg("VAT 18%", 397, 313),
        seg("1,444.08", 540, 313),
        seg("NET AMOUNT PAYABLE (LKR)", 301, 328),
        seg("9,466.76", 538, 328),
    ]
    assert page_fields(page)["total"]["value"] == "9466.76"
    m = matcher_for(SCHEMA).match("NET AMOUNT PAYABLE (LKR)")
    assert m is not None and (m.entry.field, m.entry.kind) == ("total", "label")


@pytest.mark.parametrize("printed", ["24.742,90 €", "4500,12", "1.204,5"])
def test_the_whole_part_of_an_amount_is_no_order_number(printed: str) -> None:
    assert identifier_value(printed) == ""
    page = [
        seg("Udala · Ayuntamiento", 40, 30, h=14),
        seg("Eskaera zk. / N.º pedido", 40, 100, h=7),
        seg("EE-418220", 40, 115),
        seg(f"ESKAERAREN GUZTIZKOA / TOTAL PEDIDO {printed}", 287, 599),
    ]
    values = [c["value"] for c in page_fields(page)["order_number"]["candidates"]]
    assert not any(v[:1].isdigit() and "EE" not in v for v in values)


def test_a_chinese_name_caption_run_into_the_name_by_a_scan_is_dropped() -> None:
    matcher = matcher_for(SCHEMA)
    assert text_value("名称黄岩市群英模塑科技有限公司", matcher) == "黄岩市群英模塑科技有限公司"
    assert text_value("名称：黄岩市群英模塑科技有限公司", matcher) == "黄岩市群英模塑科技有限公司"
    # Without a legal form the caption may be part of a word: left as it is.
    assert text_value("名称规格", matcher) == "名称规格"


@pytest.mark.parametrize(
    ("printed", "amount"),
    [
        ("2 499,52 AZN", "2499.52"),
        ("1.204,00 ден", "1204.00"),
        ("₾ 1,250.00", "1250.00"),
        ("GEL 150.00", "150.00"),
        ("ALL 12.000,00", "12000.00"),
        ("JMD 48,200.00", "48200.00"),
        ("Silica gel 25 kg", ""),  # a code that is also a word counts in capitals only
        ("all 12", ""),
    ],
)
def test_more_currencies_beside_an_amount(printed: str, amount: str) -> None:
    assert money_value(printed, strict=True) == amount


def test_an_azerbaijani_confirmation_is_the_sellers_paper() -> None:
    assert title_kind("SİFARİŞİN TƏSDİQİ") == (True, False)
    assert has_legal_form("Texnoservis MMC") and has_legal_form('"Kaspi Ticarət" QSC')
    page = [
        seg("Texnoservis MMC", 43, 29, h=14),
        seg("SİFARİŞİN TƏSDİQİ", 49, 77, h=13),
        seg("Cəmi (ƏDV-siz):", 298, 276),
        seg("2 118,24 AZN", 491, 276),
        seg("ƏDV 18%:", 298, 289),
        seg("381,28 AZN", 499, 289),
        seg("Cəmi ödəniləcək:", 298, 303),
        seg("2 499,52 AZN", 485, 303),
    ]
    assert page_fields(page)["total"]["value"] == "2499.52"


@pytest.mark.parametrize(
    "caption",
    ["Rhif Cyflenwr / Supplier No", "Hornitzailea / Proveedor", "ARCHEB / PURCHASE ORDER"],
)
def test_a_caption_in_two_languages_is_a_label(caption: str) -> None:
    assert implausible("text", caption, labels=schema_labels(SCHEMA)) == "is a label"
    assert not implausible("text", "Acme Ltd / Acme GmbH", labels=schema_labels(SCHEMA))


def test_georgian_and_macedonian_orders() -> None:
    assert identifier_value("შ-49581") == "შ-49581"
    assert title_kind("შესყიდვის შეკვეთა") == title_kind("НАРАЧКА") == (False, True)
    for name in ("ი/მ ნინო კაპანაძე", "შპს „სამშენებლო მარაგი“", "Орка ДООЕЛ", "Електро-Мак ДОО"):
        assert has_legal_form(name), name
    page = [
        seg("Фармахем Конс ДООЕЛ", 40, 29, h=13),
        seg("Датум: 05.10.2025", 40, 90),
        seg("До:", 300, 90),
        seg("Канцелариски центар ДООЕЛ", 300, 102),
        seg("НАРАЧКА бр. НБ-7120", 150, 160, h=13),
        seg("Вкупно без ДДВ:", 330, 380),
        seg("37.045,37 ден.", 480, 380),
        seg("ВКУПНО СО ДДВ:", 330, 410),
        seg("43.279,46 ден.", 480, 410),
    ]
    fields = page_fields(page)
    assert fields["order_number"]["value"] == "НБ-7120"
    assert fields["supplier"]["value"] == "Канцелариски центар ДООЕЛ"
    assert fields["total"]["value"] == "43279.46"


@pytest.mark.parametrize("read", ["N2", "N°", "М2"])
def test_a_number_sign_read_by_ocr_is_no_order_number(read: str) -> None:
    # "Sizin sifariş №" scanned: the sign read as "N2", the number printed before the label.
    assert implausible("identifier", read) == "is a number sign"
    assert not implausible("identifier", "N25")


def _named(*values: str) -> list[tuple[float, PartyCandidate]]:
    return [
        (0.9 - 0.1 * k, PartyCandidate(v, 0, seg(v, 40, 30 + 20 * k), {}))
        for k, v in enumerate(values)
    ]


def test_a_logo_character_before_a_letterhead_name_is_not_the_name() -> None:
    ranked = _without_logo_character(
        _named("博潍坊博锐包装机械有限公司", "潍坊博锐包装机械有限公司")
    )
    assert [c.value for _, c in ranked] == [
        "潍坊博锐包装机械有限公司",
        "博潍坊博锐包装机械有限公司",
    ]
    # A name no other candidate repeats without its first character stays first.
    kept = _named("宏图流体设备有限公司", "泉州安泰新材料股份有限公司")
    assert _without_logo_character(kept) == kept
    latin = _named("XAcme Trading Ltd", "Acme Trading Ltd")
    assert _without_logo_character(latin) == latin
