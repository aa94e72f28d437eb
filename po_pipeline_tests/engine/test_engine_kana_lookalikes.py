"""A name that OCR read with a character of another Japanese script among its neighbours
(タ as the kanji 夕, り as the katakana リ) is doubted and waits for a person; a name printed
in the text layer is what the paper says, and is never doubted so."""

from __future__ import annotations

import pytest

from po_pipeline.engine.extract import DOUBT_CAPS, KANA_LOOKALIKE, extract_segments
from po_pipeline.engine.scripts import kana_lookalike
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _japanese_order(vendor: str, source: str) -> list[Segment]:
    rows = [
        ("株式会社千歳温泉", 40, 30),
        ("発注書", 260, 60),
        (f"{vendor} 御中", 40, 100),
        ("発注番号：", 360, 100),
        ("H26041424", 430, 100),
        ("納品場所：北海道千歳市末広3丁目", 40, 120),
        ("品名", 40, 160),
        ("数量", 250, 160),
        ("単価", 330, 160),
        ("金額", 430, 160),
        ("バスタオル", 40, 180),
        ("200", 250, 180),
        ("850", 330, 180),
        ("170,000", 430, 180),
        ("合計金額", 330, 300),
        ("¥187,000", 430, 300),
        ("上記の通り発注いたします。", 40, 340),
    ]
    return [Segment(t, x, y, x + 12 * len(t), y + 12, source) for t, x, y in rows]


@pytest.mark.parametrize(
    ("vendor", "source", "doubted"),
    [
        ("朝日タオル店", "ocr", False),
        ("朝日夕オル店", "ocr", True),  # 夕 (evening) read for the katakana タ
        ("みどリタオル店", "ocr", True),  # the katakana リ read for the hiragana り
        ("みどリタオル店", "text", False),  # printed so: the paper's own name
    ],
)
def test_a_scanned_name_with_a_kana_lookalike_is_doubted(
    vendor: str, source: str, doubted: bool
) -> None:
    fields = extract_segments([_japanese_order(vendor, source)], SCHEMA)["fields"]
    supplier = fields["supplier"]
    assert supplier["value"] == vendor
    assert (supplier.get("doubt") == KANA_LOOKALIKE) is doubted
    if doubted:
        assert supplier["confidence"] == DOUBT_CAPS[KANA_LOOKALIKE]
        assert DOUBT_CAPS[KANA_LOOKALIKE] < min(f.threshold for f in SCHEMA.fields)
        first = supplier["candidates"][0]  # the reviewer's first pick, doubted alike
        assert (first["value"], first["confidence"]) == (vendor, DOUBT_CAPS[KANA_LOOKALIKE])
    else:
        assert supplier["confidence"] > DOUBT_CAPS[KANA_LOOKALIKE]
    assert fields["order_number"]["value"] == "H26041424"
    assert "doubt" not in fields["order_number"]


@pytest.mark.parametrize(
    ("value", "lookalike"),
    [
        ("朝日夕オル店", True),  # 夕 beside katakana
        ("メディカル卜レード", True),  # 卜 beside katakana
        ("株式会社センタ一", True),  # 一 (one) where the long-vowel mark ー stands
        ("株式会社エ業", True),  # the katakana エ alone among kanji, read for 工
        ("みどリ商店", True),  # a katakana リ after hiragana
        ("タオルへ", True),  # a hiragana へ after katakana
        ("ホンダ工業株式会社", False),  # 工 after a katakana name, as printed
        ("大和ハウス工業", False),
        ("電力センター", False),  # 力 before katakana
        ("ホテル一番館", False),  # 一 before a kanji: "number one"
        ("ひかりのリゾート", False),  # after the particle の a katakana word begins
        ("日本ハム株式会社", False),  # ハ beside katakana
        ("鸿昇科技股份有限公司", False),  # no kana: Chinese names are not read so
        ("Asahi Towel", False),
    ],
)
def test_kana_lookalike(value: str, lookalike: bool) -> None:
    assert kana_lookalike(value) is lookalike
