"""Layouts and vocabulary of paperwork the engine did not know yet (stop 40):

- a form that sets each caption small under its value reads the value above the caption;
- a Chinese label followed by its English translation ("供應商 Supplier: …") is one label, and
  Chinese after a Latin label's colon is the value, not the label's translation;
- a label's gloss in brackets ("1. Kepada (Nama dan Alamat Pembekal)") is part of the
  caption, and a numbered "1. Kepada" addresses the block under it;
- a letter's addressee by office ("The Sales Manager") and its subject line are no parties;
  a Chinese letter's salutation ("…有限公司：") names the company it is written to;
- a number in a cell captioned as another party's order ("客户订单 | PO#448212") is not the
  order's own; a call-off's own number (要货单号) beside a tender's and an agreement's;
- an amount followed by the same sum in Chinese capitals; more currencies (UGX, тг, դրամ);
- Armenian and Kazakh orders; a Japanese change notice's total as changed.
"""

from __future__ import annotations

import pytest
from layout import page_fields, seg

from po_pipeline.engine.extract import DocumentContext, page_view, rank_view
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.money import is_money_only
from po_pipeline.engine.party_candidates import page_candidates
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import money_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import has_legal_form, implausible

SCHEMA = load_schema()


def _threshold(field: str) -> float:
    return next(f.threshold for f in SCHEMA.fields if f.name == field)


def _ruled_form(caption_gap: float) -> list[Segment]:
    """A council's order: each value on its line, its caption small `caption_gap` pt under
    it, the next row of values further down."""
    rows = [
        (("PED-88069", "Número de pedido"), ("06/11/2025", "Data"), ("EXP-710/50", "Expediente")),
        (("OF-6845", "Referencia da oferta"), ("P3225", "Código"), ("A91726119", "NIF")),
    ]
    page = [
        seg("CONCELLO DE LALÍN", 40, 30, h=13),
        seg("PEDIDO DE SUBMINISTRACIÓN", 355, 30, h=13),
    ]
    top = 71.0
    for row in rows:
        for x, (value, caption) in zip((42, 214, 386), row, strict=True):
            page.append(seg(value, x, top, h=9))
            page.append(seg(caption, x, top + 9 + caption_gap, h=6.4))
        top += 28
    page += [
        seg("Comercial Subministracións Miño S.L.", 42, 132, h=10),
        seg("Provedor/a (razón social)", 42, 146, h=6.4),
        seg("TOTAL", 400, 400),
        seg("2.360,47 €", 480, 400),
    ]
    return page


def test_a_form_with_captions_under_its_values_reads_the_value_above() -> None:
    page = _ruled_form(caption_gap=4)
    assert page_view(page, SCHEMA, DocumentContext()).captions_under
    assert page_fields(page)["order_number"]["value"] == "PED-88069"


def test_captions_over_their_values_stay_read_downwards() -> None:
    page = [
        seg("Acme Trading GmbH", 40, 30, h=13),
        seg("PURCHASE ORDER", 360, 30, h=14),
    ]
    # Small captions with their values just under them, rows well apart.
    for k, (caption, value) in enumerate(
        (("Order No.", "PO-11873"), ("Date", "12/03/2026"), ("Quotation", "Q-5521"))
    ):
        page.append(seg(caption, 42 + 170 * k, 80, h=6.4))
        page.append(seg(value, 42 + 170 * k, 88, h=9))
    for k, (caption, value) in enumerate(
        (("Vendor code", "V-0042"), ("Terms", "30 days"), ("Requisition", "R-7781"))
    ):
        page.append(seg(caption, 42 + 170 * k, 115, h=6.4))
        page.append(seg(value, 42 + 170 * k, 123, h=9))
    assert not page_view(page, SCHEMA, DocumentContext()).captions_under
    assert page_fields(page)["order_number"]["value"] == "PO-11873"


def test_a_chinese_label_and_its_translation_are_one_label() -> None:
    matcher = matcher_for(SCHEMA)
    m = matcher.match("供應商 Supplier: 德記蔬菜批發")
    assert m is not None and m.entry.field == "supplier"
    assert m.remainder.strip(" :") == "德記蔬菜批發"
    # After a Latin label's colon, Chinese is the value, not the label's translation ...
    m = matcher.match("Supplier: 德記蔬菜批發")
    assert m is not None and m.remainder.strip(" :") == "德記蔬菜批發"
    # ... unless it is that label's own translation.
    m = matcher.match("Supplier 供應商")
    assert m is not None and m.remainder.strip() == ""


def test_a_hong_kong_order_names_the_supplier_after_its_bilingual_label() -> None:
    page = [
        seg("海港城餐飲管理有限公司", 31, 19, h=22),
        seg("Harbour City F&B Management Limited", 62, 45, h=8.6),
        seg("訂貨單", 757, 18, h=15),
        seg("PURCHASE ORDER", 743, 35, h=9),
        seg("訂單編號 Order No.: HK671194", 28, 115, h=8),
        seg("供應商 Supplier: 德記(香港)有限公司", 170, 115, h=8),
        seg("總計 Total", 660, 400, h=8),
        seg("HK$ 42,549.22", 740, 400, h=8),
    ]
    fields = page_fields(page)
    assert fields["supplier"]["value"] == "德記(香港)有限公司"
    assert fields["order_number"]["value"] == "HK671194"


def test_a_gloss_in_brackets_is_part_of_the_caption() -> None:
    m = matcher_for(SCHEMA).match("1. Kepada (Nama dan Alamat Pembekal)")
    assert m is not None and m.remainder.strip() == ""
    assert implausible("text", "(Nama dan Alamat Pembekal)")
    assert not implausible("text", "(Bina Teguh Enterprise)")  # a legal form: a name


def test_a_malaysian_local_order_names_the_supplier_under_its_numbered_box() -> None:
    page = [
        seg("KERAJAAN MALAYSIA", 242, 30, h=10),
        seg("PESANAN TEMPATAN", 217, 54, h=15),
        seg("Pejabat Pendidikan Daerah Taiping", 33, 79, h=10.5),
        seg("No. Pesanan Tempatan", 398, 83, h=7.2),
        seg("A 782343", 451, 95, h=12),
        seg("1. Kepada (Nama dan Alamat Pembekal)", 37, 129, h=7),
        seg("2. Alamat Penghantaran", 307, 129, h=7),
        seg("Bina Teguh Enterprise", 41, 140, h=8.2),
        seg("Setor Am", 311, 140, h=8.2),
        seg("No. 45, Jalan Besar", 41, 150, h=8.2),
        seg("Jumlah Besar (RM)", 400, 400),
        seg("23,261.98", 500, 400),
    ]
    assert page_fields(page)["supplier"]["value"] == "Bina Teguh Enterprise"


@pytest.mark.parametrize(
    "office",
    [
        "The Sales Manager",
        "The Managing Director",
        "The Proprietor",
        "Director (Procurement)",
        # A trade's word ("Engineering") is no legal form where an office's word ends the
        # line: a signature block's caption, as "Engineering Manager" under a signing line.
        "Engineering Manager",
        "Stores Supervisor",
        "Senior Buyer",
    ],
)
def test_an_addressee_by_office_is_no_name(office: str) -> None:
    assert implausible("text", office)


def test_companies_with_office_words_stay_names() -> None:
    for name in (
        "Siddique Traders",
        "Chowdhury Engineering Works",
        "Engineer Traders",
        "Schmidt & Partners",
        "Tugela Engineering Supplies CC",
    ):
        assert not implausible("text", name)
    assert has_legal_form("Chowdhury Engineering Works")


def test_a_work_order_letter_names_the_company_under_the_addressees_office() -> None:
    page = [
        seg("TITAS TEXTILE MILLS LIMITED", 186, 32, h=15),
        seg("Memo No.: TTM/PROC/WO/2025/8686", 52, 91, h=9.4),
        seg("Date: 08 June 2025", 461, 91, h=9.4),
        seg("To", 52, 124, h=9),
        seg("The Sales Manager", 52, 136, h=9),
        seg("Siddique Traders", 52, 147, h=9),
        seg("Motijheel C/A, Dhaka-1000", 52, 159, h=9),
        seg("Subject: Work order for supply of materials.", 52, 192, h=9.2),
        seg("Total Work Order Value (Tk.)", 298, 375, h=8.8),
        seg("17,089.43", 501, 375, h=8.8),
    ]
    fields = page_fields(page)
    assert fields["supplier"]["value"] == "Siddique Traders"
    assert all("supply of materials" not in c["value"] for c in fields["supplier"]["candidates"])


def test_a_chinese_letters_salutation_names_the_mill_it_orders_from() -> None:
    page = [
        seg("石狮美邦制衣厂", 243, 30, h=15.5),
        seg("面料订购合同", 248, 53, h=14),
        seg("No.25102921", 478, 54, h=13),
        seg("绍兴柯桥荣华纺织品有限公司:", 40, 78, h=10.5),
        seg("我司现向贵司订购下列面料,请按以下品名、规格、颜色及交期要求安排生产。", 58, 96, h=8.4),
        seg("下单日期", 48, 117, h=7.6),
        seg("2025/10/29", 89, 117, h=7.6),
        seg("合计金额", 300, 400),
        seg("¥553,520.00", 480, 400),
    ]
    supplier = page_fields(page)["supplier"]
    assert supplier["value"] == "绍兴柯桥荣华纺织品有限公司"
    # Addressed by the salutation, the mill is sure enough to load without a person.
    assert supplier["confidence"] >= _threshold("supplier")


def test_a_number_captioned_as_the_customers_order_is_not_the_orders_own() -> None:
    """The rules take "PO#448212" for a quoted number (another party's order): on the
    buyer's own paper it goes behind, with the score of a quoted number."""
    page = [
        seg("东莞诗韵服装股份有限公司", 205, 30, h=15.5),
        seg("布料采购订单", 248, 53, h=14),
        seg("No.ML2605086", 471, 54, h=13),
        seg("客户订单", 44, 133, h=7.6),
        seg("PO#448212", 86, 133, h=7.6),
        seg("订单号", 44, 150, h=7.6),
        seg("ML2605086", 86, 150, h=7.6),
    ]
    found = rank_view(page_view(page, SCHEMA, DocumentContext()))["order_number"]
    assert [f.value for f in found] == ["ML2605086", "448212"]
    assert found[1].quoted and not found[0].quoted
    # Without the caption on its left, the same cell is the order's own number.
    alone = rank_view(page_view([page[4]], SCHEMA, DocumentContext()))["order_number"]
    assert [(f.value, f.quoted) for f in alone] == [("448212", False)]


def test_a_call_off_is_numbered_by_its_own_number_not_the_tenders() -> None:
    page = [
        seg("四川电建建设集团有限公司第二分公司", 33, 25, h=12.5),
        seg("要货单号", 652, 28, h=7),
        seg("ZX-2025-22742", 638, 42, h=8.4),
        seg("框架协议订单", 370, 56, h=16),
        seg("框架协议编号", 49, 85, h=7.6),
        seg("HT25KJ0197", 114, 85, h=7.6),
        seg("招标编号", 305, 85, h=7.6),
        seg("0962-202589147", 362, 85, h=7.6),
        seg("供应商", 61, 101, h=7.6),
        seg("长城(郑州)钢管制造有限公司", 114, 101, h=7.6),
        seg("本批次合计金额(含13%增值税)", 387, 181, h=7.8),
        seg("6,925.53 大写:陆仟玖佰贰拾伍元伍角叁分", 558, 181, h=7.8),
    ]
    fields = page_fields(page)
    assert fields["order_number"]["value"] == "ZX-2025-22742"
    assert fields["total"]["value"] == "6925.53"


@pytest.mark.parametrize(
    ("printed", "value"),
    [
        ("6,925.53 大写:陆仟玖佰贰拾伍元伍角叁分", "6925.53"),
        ("¥6,925.53（大写：陆仟玖佰贰拾伍元伍角叁分）", "6925.53"),
        ("810 287,20 тг", "810287.20"),
        ("99 587,00 դրամ", "99587.00"),
        ("UGX 42,804,100", "42804100.00"),
    ],
)
def test_amounts_with_their_capitals_or_local_marks_stand_alone(printed: str, value: str) -> None:
    assert is_money_only(printed)
    assert money_value(printed, strict=True) == value


def test_an_amount_followed_by_other_words_is_not_alone() -> None:
    assert not is_money_only("6,925.53 项目部材料库")


def test_an_armenian_order() -> None:
    page = [
        seg("«Գյումրի Տեքստիլ» ՊՈԱԿ", 211, 31, h=14),
        seg("Գնման պատվեր", 43, 85, h=15),
        seg("Պատվեր No", 46, 112, h=6.9),
        seg("Առաջարկ No", 224, 112, h=6.9),
        seg("Պայմանագիր No", 311, 112, h=6.9),
        seg("9632/26", 46, 127, h=8.4),
        seg("ԳԱ-703", 224, 127, h=8.4),
        seg("ԳՀ-7236", 311, 127, h=8.4),
        seg("Գնորդ", 48, 155, h=8),
        seg("Վաճառող (մատակարար)", 303, 155, h=8),
        seg("«Գյումրի Տեքստիլ» ՊՈԱԿ", 49, 171, h=8),
        seg("«Հայ Փաթեթավորում» ՍՊԸ", 304, 171, h=8),
        seg("Ընդհանուր գումար (ներառյալ ԱԱՀ)", 277, 488, h=8.6),
        seg("99 587,00 դրամ", 481, 488, h=8.6),
        seg("այդ թվում ԱԱՀ 20%", 277, 501, h=8.6),
        seg("16 598,00 դրամ", 485, 501, h=8.6),
    ]
    fields = page_fields(page)
    assert fields["order_number"]["value"] == "9632/26"
    assert fields["supplier"]["value"] == "«Հայ Փաթեթավորում» ՍՊԸ"
    assert fields["total"]["value"] == "99587.00"


def test_a_kazakh_order() -> None:
    page = [
        seg("«Қарағанды Көмір» ЖШС филиалы", 34, 24, h=13.5),
        seg("Тапсырыс No", 564, 28, h=7.8),
        seg("ТП-16251", 758, 28, h=8.2),
        seg("Шарт", 564, 54, h=7.8),
        seg("No 10/3494 (09.12.2025)", 701, 54, h=8.2),
        seg("ТАУАРҒА ТАПСЫРЫС", 34, 62, h=16),
        seg("Жеткізуші:", 34, 103, h=8.2),
        seg("ЖК «Оспанова Ә.Н.»", 144, 102, h=8.2),
        seg("Тапсырыс беруші:", 34, 151, h=8.2),
        seg("«Қарағанды Көмір» ЖШС филиалы", 144, 151, h=8.2),
        seg("Барлығы ҚҚС-сыз:", 548, 451, h=8.4),
        seg("723 470,71", 757, 451, h=8.4),
        seg("Тапсырыстың жалпы сомасы:", 548, 477, h=8.4),
        seg("810 287,20 тг", 740, 477, h=8.4),
    ]
    fields = page_fields(page)
    assert fields["order_number"]["value"] == "ТП-16251"
    assert fields["supplier"]["value"] == "ЖК «Оспанова Ә.Н.»"
    assert fields["total"]["value"] == "810287.20"


def test_a_japanese_change_notice_totals_the_order_as_changed() -> None:
    page = [
        seg("東洋電機株式会社", 380, 30, h=12),
        seg("注文内容変更のお知らせ", 194, 61, h=17),
        seg("株式会社丸善 御中", 34, 90, h=10),
        seg("注文番号", 34, 120, h=8),
        seg("2026014954", 90, 120, h=8),
        seg("変更前注文金額(税込)", 330, 409, h=8.2),
        seg("¥32,850", 529, 409, h=8.2),
        seg("変更後小計(税抜)", 338, 425, h=8.2),
        seg("¥29,074", 529, 425, h=8.2),
        seg("消費税(10%)", 348, 441, h=8.2),
        seg("¥2,907", 534, 441, h=8.2),
        seg("変更後合計金額", 348, 457, h=8.2),
        seg("¥31,981", 529, 457, h=8.2),
        seg("増減額(税込)", 348, 473, h=8.2),
        seg("△¥869", 535, 473, h=8.2),
    ]
    total = page_fields(page)["total"]
    assert total["value"] == "31981.00"
    assert total["confidence"] >= _threshold("total")  # found by its label, not summed up
    matcher = matcher_for(SCHEMA)
    label = matcher.match("変更後合計金額")
    assert label is not None and label.entry.field == "total"
    for distractor in ("変更前注文金額(税込)", "変更後小計(税抜)", "増減額(税込)"):
        m = matcher.match(distractor)
        assert m is not None and m.entry.kind == "distractor"


def test_only_a_chinese_name_with_a_colon_is_a_salutation() -> None:
    view = page_view(
        [
            seg("绍兴柯桥荣华纺织品有限公司:", 40, 78, h=10.5),
            seg("Please supply the following:", 40, 300),
        ],
        SCHEMA,
        DocumentContext(),
    )
    spec = next(f for f in SCHEMA.fields if f.name == "supplier")
    addressed = {c.value: c.feats["same_addressed"] for c in page_candidates(spec, view, 0)}
    assert addressed.get("绍兴柯桥荣华纺织品有限公司") == 1.0
    assert not addressed.get("Please supply the following")


def test_a_label_with_its_own_value_on_the_left_is_no_caption() -> None:
    """ "Vendor: CHEP USA | Ship To: MIMI Farms Inc.": the ship-to name is not announced as
    the vendor by the cell on its left."""
    view = page_view(
        [
            seg("PURCHASE ORDER", 220, 95, h=18),
            seg("Vendor: CHEP USA", 19, 195),
            seg("Ship To: MIMI Farms Inc.", 291, 195),
            seg("To:", 19, 300),
            seg("Acme Supplies Ltd", 60, 300),
        ],
        SCHEMA,
        DocumentContext(),
    )
    spec = next(f for f in SCHEMA.fields if f.name == "supplier")
    feats = {c.value: c.feats for c in page_candidates(spec, view, 0)}
    assert feats["MIMI Farms Inc."]["same_buyer"] == 1.0
    assert feats["MIMI Farms Inc."]["left_seller"] == 0.0
    assert feats["MIMI Farms Inc."]["left_label"] == 0.0
    # A caption without a value of its own still announces the name right of it.
    assert feats["Acme Supplies Ltd"]["left_addressed"] == 1.0


def test_a_mongolian_order() -> None:
    page = [
        seg("«Алтай Транс» ХК", 36, 35, h=12.5),
        seg("БАРАА НИЙЛҮҮЛЭХ ЗАХИАЛГА", 182, 73, h=14.5),
        seg("No ЗХ-26/539", 263, 94, h=10.5),
        seg("ЗАХИАЛАГЧ", 137, 137, h=8.6),
        seg("НИЙЛҮҮЛЭГЧ", 401, 137, h=8.6),
        seg("Нэр:", 41, 156, h=7.6),
        seg("«Алтай Транс» ХК", 114, 156, h=7.8),
        seg("Нэр:", 309, 156, h=7.6),
        seg("«Дархан Төмөр Худалдаа» ХХК", 382, 156, h=7.8),
        seg("Гэрээний дугаар:", 36, 244, h=8.2),
        seg("ГЭ-39/174", 146, 244, h=8.2),
        seg("Үүнээс НӨАТ 10%", 399, 571, h=8.2),
        seg("3 447 782", 500, 571, h=8.2),
        seg("НИЙТ ДҮН, ₮", 413, 586, h=8.2),
        seg("37 925 600", 500, 586, h=8.2),
    ]
    fields = page_fields(page)
    assert fields["supplier"]["value"] == "«Дархан Төмөр Худалдаа» ХХК"
    assert fields["total"]["value"] == "37925600.00"


def test_an_uzbek_order() -> None:
    page = [
        seg("XARID BUYURTMASI No XB-4683", 308, 23, h=14),
        seg("Buyurtmachi:", 34, 64, h=7.6),
        seg('"Fargʻona Tekstil" QK', 100, 64, h=7.8),
        seg("Yetkazib beruvchi:", 425, 64, h=7.6),
        seg('"Oltin Vodiy Distribution" MChJ', 517, 64, h=7.8),
        seg("Jami toʻlanadigan summa (QQS bilan): 554 064,00 soʻm", 30, 215, h=9),
    ]
    fields = page_fields(page)
    assert fields["order_number"]["value"] == "XB-4683"
    assert fields["supplier"]["value"] == '"Oltin Vodiy Distribution" MChJ'
    assert fields["total"]["value"] == "554064.00"


def test_a_tanzanian_order() -> None:
    tz = [
        seg("HALMASHAURI YA WILAYA YA BARIADI", 177, 57, h=12),
        seg("HATI YA AGIZO LA BIDHAA", 208, 96, h=13),
        seg("Kumb. Na. CU/ADM/89/68", 44, 117, h=8.4),
        seg("MGAVI / SUPPLIER:", 44, 136, h=7.6),
        seg("Na. ya Agizo:", 310, 139, h=7.8),
        seg("792483", 405, 139, h=8.2),
        seg("Uhuru Investment Co. Ltd", 44, 147, h=8.4),
        seg("Na. ya Zabuni:", 310, 152, h=7.8),
        seg("LGA/816/2025/26/G/89", 405, 152, h=8.2),
    ]
    fields = page_fields(tz)
    assert fields["order_number"]["value"] == "792483"
    assert fields["supplier"]["value"] == "Uhuru Investment Co. Ltd"


@pytest.mark.parametrize("caption", ["致 To:", "致：", "宛先："])
def test_chinese_and_japanese_address_captions_announce_the_name_right_of_them(
    caption: str,
) -> None:
    view = page_view(
        [
            seg("物料訂購單 MATERIAL ORDER", 200, 95, h=16),
            seg(caption, 40, 140),
            seg("福星木業有限公司", 110, 140),
            seg("致謝", 40, 300),
            seg("永發五金有限公司", 110, 300),
        ],
        SCHEMA,
        DocumentContext(),
    )
    spec = next(f for f in SCHEMA.fields if f.name == "supplier")
    feats = {c.value: c.feats for c in page_candidates(spec, view, 0)}
    assert feats["福星木業有限公司"]["left_addressed"] == 1.0
    # "致謝" (thanks) begins with the same character and addresses no one.
    assert not feats["永發五金有限公司"].get("left_addressed")


def test_the_line_under_a_senders_return_address_is_addressed() -> None:
    """A German DIN letter: the sender's return address runs over the envelope's window in
    one small line, and the vendor's name, with no legal form, stands right under it."""
    view = page_view(
        [
            seg("Lindner Kunststofftechnik GmbH & Co. KG", 250, 40, h=14),
            seg("Gewerbering 26 · 73760 Ostfildern", 250, 58),
            seg("Lindner Kunststofftechnik GmbH & Co. KG · 73760 Ostfildern", 60, 120, h=7),
            seg("Werkzeug-Kuhn", 60, 132),
            seg("Hauptstraße 37", 60, 145),
            seg("BESTELLUNG", 60, 260, h=14),
            seg("Tel. 0734 21345 · Fax 0734 21346", 60, 700, h=7),
            seg("Bergmann Industriebedarf", 60, 712),
        ],
        SCHEMA,
        DocumentContext(),
    )
    spec = next(f for f in SCHEMA.fields if f.name == "supplier")
    feats = {c.value: c.feats for c in page_candidates(spec, view, 0)}
    assert feats["Werkzeug-Kuhn"]["above_addressed"] == 1.0
    # A line of phone numbers names no company, and the foot of the page has no window.
    assert feats["Bergmann Industriebedarf"]["above_addressed"] == 0.0
