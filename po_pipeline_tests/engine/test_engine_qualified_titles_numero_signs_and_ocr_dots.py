"""A CJK order's title qualified by the words before it, what is bought ("药剂采购订单",
"水处理药剂采购订单"), its number beside it: the number is the order's, as beside a bare title,
and a contract's number (a fallback of the order number, for papers that give none) does not
take its place. Latin words before a title are left alone: in a Romance language they name
another paper ("Solicitud de pedido": a requisition). Words that cite an order ("Our Purchase
Order 4711") or a sentence that mentions one make no title either, nor does a qualified title
alone on its line.

And two glyphs: the degree sign printed for the numero sign ("N° de Orden"), and a dot that
OCR read twice in a name ("S.L..U.")."""

from __future__ import annotations

from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.rules import page_view, rank_page
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _order_number(page: list[Segment]) -> str:
    return extract_segments([page], SCHEMA)["fields"]["order_number"]["value"]


def _cjk_order(title: str) -> list[Segment]:
    return [
        seg("潍坊康达环境水务股份有限公司", 200, 30, h=14),
        seg(title, 190, 56, h=16),
        seg("签订日期：2025-08-12", 40, 84),
        seg("合同编号：HT-2025-961", 330, 84),
        seg("需方", 40, 104),
        seg("供方（乙方）", 330, 104),
        seg("名称： 潍坊康达环境水务股份有限公司", 40, 120),
        seg("名称： 德州永清净水材料有限公司", 330, 120),
        seg("序号 品名 单位 数量 含税单价（元） 金额（元）", 40, 160),
        seg("1 液碱（氢氧化钠） 吨 12.50 956.17 11,952.13", 40, 176),
        seg("合 计 11,952.13", 40, 192),
    ]


def test_a_qualified_cjk_titles_number_is_the_order_number_not_the_contracts() -> None:
    assert _order_number(_cjk_order("药剂采购订单 No. CG-250812-20")) == "CG-250812-20"
    assert _order_number(_cjk_order("水处理药剂采购订单 No. 2025-YJ-259")) == "2025-YJ-259"
    # Without a number by the title the contract's number stands in for it, as before.
    assert _order_number(_cjk_order("药剂采购订单")) == "HT-2025-961"


def test_words_that_cite_or_mention_an_order_make_no_title() -> None:
    matcher = matcher_for(SCHEMA)
    texts = [
        "药剂采购订单 No. CG-250812-20",
        "医疗器械订货单 编号：DH-0091",
        "Solicitud de pedido SP-94490",
        "Our Purchase Order 4711",
        "Please confirm receipt of this purchase order 55",
        "Repurchase Order 5",
    ]
    matches = page_view([seg(t, 40, 30 + 20 * k) for k, t in enumerate(texts)], SCHEMA).matches
    kinds = [(m.entry.kind, m.remainder.strip()) if m else None for m in matches]
    # A requisition's caption ("Solicitud de pedido") is a distractor, no title.
    assert kinds == [
        ("title", "No. CG-250812-20"),
        ("title", "编号:DH-0091"),
        ("distractor", "SP-94490"),
        *[None] * 3,
    ]
    # A label at the start of the text is matched as before, never as a title within it.
    local = matcher.match("Local Purchase Order No. 55")
    assert local is not None and local.entry.kind == "label"


def test_a_qualified_title_is_one_only_with_a_number_beside_it() -> None:
    """Its number in a segment of its own right of it on its line makes it a title; alone on
    its line it stays a heading."""
    beside = [seg("药剂采购订单", 256, 57, h=14), seg("No. CG-250812-20", 464, 60, h=11)]
    alone = [seg("教玩具及设备采购订单", 200, 57, h=14), seg("订单号 2025093592", 40, 80)]
    title = page_view(beside, SCHEMA).matches[0]
    assert title is not None and (title.entry.kind, title.entry.text) == ("title", "采购订单")
    assert page_view(alone, SCHEMA).matches[0] is None


def test_the_degree_sign_printed_for_the_numero_sign_is_read_as_it() -> None:
    """ "N° de Orden" (a degree sign) is the label "No. de orden"; elsewhere the sign keeps its
    meaning ("25°C" is no label)."""
    matcher = matcher_for(SCHEMA)
    for text in ("N° de Orden 0062-93228084", "Orden N° 0001-00063689"):
        m = matcher.match(text)
        assert m is not None and m.entry.field == "order_number", text
        assert m.remainder.split()[-1] == text.split()[-1]
    assert matcher.match("25°C 55") is None
    page = [
        seg("Frigorífico del Sur S.A.", 40, 26, h=14),
        seg("N° de Orden 0062-93228084", 360, 50),
        seg("Proveedor:", 40, 96),
        seg("Insumos Cárnicos Rosario S.R.L.", 110, 96),
        seg("Total: $ 1.250,00", 400, 300),
    ]
    ranked = rank_page(page, SCHEMA)["order_number"]
    assert ranked and (ranked[0].value, ranked[0].method) == ("0062-93228084", "inline")


def test_a_dot_read_twice_in_a_name_is_read_once() -> None:
    """OCR reads one dot of a legal form twice ("S.L..U."): no name prints two dots between
    letters; two dots before a space and an ellipsis are left alone."""
    matcher = matcher_for(SCHEMA)
    assert text_value("Efectos Navales Rubio S.L..U.", matcher) == "Efectos Navales Rubio S.L.U."
    assert text_value("Dupont.. & Fils S.A.", matcher) == "Dupont.. & Fils S.A."
    assert text_value("Atelier Lumière... SARL", matcher) == "Atelier Lumière... SARL"
