"""A letter addressed to a company's head names the company: the representative's title and
name after it ("삼호산업 주식회사 대표이사 귀하", "株式会社山田商事 代表取締役 山田 太郎 様",
"法定代表人：张三") are no part of the supplier (stop 46, read on blind33's Korean order)."""

from __future__ import annotations

from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def test_a_representatives_title_after_a_company_is_cut_off() -> None:
    matcher = matcher_for(SCHEMA)
    assert text_value("삼호산업 주식회사 대표이사", matcher) == "삼호산업 주식회사"
    assert text_value("주식회사 삼호씨엔에스 대표이사", matcher) == "주식회사 삼호씨엔에스"
    assert text_value("株式会社山田商事 代表取締役 山田 太郎", matcher) == "株式会社山田商事"
    assert text_value("上海华东五金有限公司 法定代表人：张三", matcher) == "上海华东五金有限公司"
    # Without a company before it the title stays: there is no firm to keep.
    assert text_value("삼호대표이사", matcher) == "삼호대표이사"


def test_a_korean_order_letter_to_the_suppliers_head() -> None:
    page = [
        seg("대한건설 주식회사", 220, 40, h=16),
        seg("문서번호 : 대한-자재-2026-117", 40, 100, h=9),
        seg("수신 : 삼호산업 주식회사 대표이사 귀하", 40, 120, h=9),
        seg("제목 : 철근 자재 발주", 40, 140, h=9),
        seg("발주번호 : M2026025387", 40, 160, h=9),
        seg("합계금액 : 49,121,600", 40, 300, h=9),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    values = [c["value"] for c in supplier["candidates"]]
    assert "삼호산업 주식회사" in values
    assert not any("대표이사" in v for v in values)
