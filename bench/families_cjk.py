"""Fifteen CJK purchase-paperwork families for a frozen evaluation split.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta); bench/families.py writes
the set (`python bench/families.py OUT_DIR`).

zh-Hans (采购订单, 采购合同, 订货单, 供货确认书, 增值税发票, 请购/比价, two-page ERP print), zh-Hant
(Taiwan 訂購單 and 採購合約書, Hong Kong 採購單), ja (注文書, 発注書, 注文請書) and zh/en (a PO
and an export sales contract), drawn blind with reportlab. They carry the distractors real paperwork
does: buyer, consignee and contact blocks, bank and tax lines, quotation, requisition, contract
and invoice numbers, 大写 capitals, tax, freight, discounts, deposits, page subtotals, and red
seals (images, as e-seals are) over the text.

Truth: order_number as printed (for an invoice the buyer's order number in 备注, never the
发票号码); supplier the selling party's name as printed (its Chinese name where an English one is
printed too); total the grand total as "12345.60", "" when the document states none (~3%).
"""

from __future__ import annotations

import io
import os
import random
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import NamedTuple

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, A5, landscape
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

sys.path.insert(0, str(Path(__file__).resolve().parent))

from po_pipeline.samples import FONT_ENV_VAR, FONT_NAME, FONT_PATH  # noqa: E402

Doc = tuple[bytes, dict]
RED = Color(0.85, 0.12, 0.12)
GREY = Color(0.4, 0.4, 0.4)
SHADE = Color(0.87, 0.87, 0.87)
CENT = Decimal("0.01")


def _pairs(s: str) -> list[list[str]]:
    return [p.strip().split(" ", 1) for p in s.split(",")]


def _table(s: str) -> list[list[str]]:
    return [row.split("|") for line in s.strip().splitlines() for row in line.split(";")]


# ---------------------------------------------------------------- content pools
CITIES = _pairs(
    "苏州 Suzhou, 无锡 Wuxi, 宁波 Ningbo, 东莞 Dongguan, 佛山 Foshan, 深圳 Shenzhen, 天津 Tianjin,"
    "青岛 Qingdao, 合肥 Hefei, 成都 Chengdu, 武汉 Wuhan, 厦门 Xiamen, 昆山 Kunshan, 常州 Changzhou"
)
BRANDS = _pairs(
    "恒信 Hengxin, 鼎盛 Dingsheng, 华拓 Huatuo, 瑞丰 Ruifeng, 永固 Yonggu, 新立 Xinli,"
    "金宏 Jinhong, 博远 Boyuan, 德力 Deli, 通达 Tongda, 宏图 Hongtu, 精诚 Jingcheng,"
    "万嘉 Wanjia, 海川 Haichuan,"
    "科诺 Kenuo, 安捷 Anjie, 创亿 Chuangyi, 联科 Lianke"
)
TRADES = _pairs(
    "精密机械 Precision Machinery, 电子科技 Electronic Technology, 五金制品 Hardware Products,"
    "包装材料 Packaging Materials, 自动化设备 Automation Equipment, 塑胶制品 Plastic Products,"
    "电气 Electric, 仪器仪表 Instruments, 机电设备 Electromechanical Equipment,"
    "不锈钢制品 Stainless Steel Products, 环保科技 Environmental Technology"
)
ZH_DIST = "工业园区 高新区 经济开发区 滨海新区 新区 城阳区 相城区".split()
ZH_ROAD = "星湖街 长江路 科技大道 金山路 创业路 兴业大道 黄河路 滨江大道".split()
ZH_SUR = "王李张刘陈杨黄赵周吴徐孙马朱胡郭何林高罗"
ZH_GIVEN = "伟 芳 娜 敏 静 磊 洋 勇 杰 涛 明 超 建华 志强 海燕 晓东 丽娟".split()
ZH_BANKS = "中国工商银行 中国建设银行 中国农业银行 中国银行 招商银行 交通银行".split()
TW_BRANDS = "鴻昇 永碩 台寶 建盛 大欣 昱成 聯祥 全懋 信綸 振宇 旭東 榮晉".split()
TW_TRADES = "精密工業 電子 實業 科技 機械 五金 塑膠 包裝 化學工業 企業".split()
TW_PLACE = (
    "台北市內湖區瑞光路 新北市中和區中正路 桃園市龜山區文化一路 台中市西屯區工業區一路 "
    "台南市永康區中華路 高雄市前鎮區復興四路"
).split()
TW_SUR = "陳林黃張李王吳劉蔡楊許鄭謝郭"
TW_GIVEN = "志明 淑芬 俊傑 雅婷 建宏 美玲 家豪 怡君 宗翰 佩君".split()
HK_BRANDS = _pairs(
    "永發 Wing Fat, 利興 Lee Hing, 合昌 Hop Cheong, 新輝 Sun Fai, 富華 Fu Wah, 偉業 Wai Yip,"
    "建興 Kin Hing, 德豐 Tak Fung, 恒泰 Hang Tai, 俊峰 Chun Fung"
)
HK_TRADES = _pairs("貿易 Trading, 工程 Engineering, 五金 Hardware, 電器 Electrical, 印刷 Printing")
HK_PLACE = "九龍觀塘鴻圖道 新界葵涌葵昌路 香港柴灣利眾街 九龍長沙灣長順街 新界荃灣沙咀道".split()
JA_BRANDS = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田".split()
JA_TRADES = "精工 電機 化成 工業 商事 産業 製作所 技研 機材 テクノ".split()
JA_PLACE = (
    "東京都港区芝公園 東京都大田区蒲田 大阪府大阪市北区梅田 愛知県名古屋市中区栄 "
    "神奈川県横浜市港北区新横浜 埼玉県さいたま市大宮区桜木町 福岡県福岡市博多区博多駅前"
).split()
JA_SUR = "田中 佐藤 鈴木 高橋 渡辺 伊藤 山本 中村 小林 加藤".split()
JA_GIVEN = "太郎 健一 直樹 美咲 誠 裕子".split()
FOREIGN = _table("""
Nordic Tool Supply AB|Kungsgatan 12, 411 19 Goteborg, Sweden
Pacific Hardware Pty Ltd|48 Frankston Road, Dandenong VIC 3175, Australia
Rheinland Technik GmbH|Industriestrasse 7, 47809 Krefeld, Germany
Andes Industrial S.A.C.|Av. Argentina 2450, Lima 01, Peru
""")
# name | English name | spec alternatives | unit | English unit
ZH_ITEMS = _table("""
深沟球轴承|Deep groove ball bearing|6204-2RS/6205ZZ/6305-2Z|个|PCS
六角螺栓|Hex bolt|M8×30/M10×40/M12×50|包|BAG
气缸|Pneumatic cylinder|SC50×100/SC63×150/MAL25×75|支|PCS
接近开关|Proximity switch|E2E-X5ME1/LJ12A3-4-Z|个|PCS
电磁阀|Solenoid valve|4V210-08/4V310-10|个|PCS
伺服电机|Servo motor|400W/750W/1.5kW|台|SET
同步带|Timing belt|HTD-5M-500/HTD-8M-800|条|PCS
铝型材|Aluminium profile|4040/4080/3030|米|M
PVC线槽|PVC cable trunking|40×40/60×60|米|M
劳保手套|Work gloves|耐磨型/浸胶型|打|DOZ
液压油|Hydraulic oil|L-HM46 18L/L-HM68 200L|桶|DRUM
瓦楞纸箱|Corrugated carton|600×400×300/500×350×250|个|PCS
缠绕膜|Stretch film|500mm×0.02mm|卷|ROLL
铜端子|Copper terminal|RV1.25-4/SC16-8|包|BAG
电缆|Power cable|RVV 3×1.5/YJV 4×10|米|M
PLC控制器|PLC controller|FX3U-32MT/S7-1200|台|SET
轴承座|Bearing housing|UCP205/UCF206|个|PCS
O型密封圈|O-ring|Φ50×3/Φ80×3.5|个|PCS
切削液|Cutting fluid|半合成 20L|桶|DRUM
砂轮片|Grinding wheel|Φ100×6/Φ125×6|片|PCS
直线导轨|Linear guide|HGR20-1000/HGR25-1500|根|PCS
变频器|Inverter|2.2kW/5.5kW|台|SET
不锈钢板|Stainless steel sheet|304 2.0mm/316L 3.0mm|张|SHT
打印纸|Copy paper|A4 70g/A4 80g|箱|CTN
开关电源|Switching power supply|24V 10A/12V 5A|个|PCS
温度传感器|Temperature sensor|PT100 Φ6×100|支|PCS
气管|PU air hose|Φ8×5 100m/Φ10×6.5 100m|卷|ROLL
""")
TW_ITEMS = _table("""
滾珠軸承|6204ZZ/6305-2RS|個;六角螺絲|M6×20/M8×25|盒;氣壓缸|SC40×50/MAL20×100|支
電磁閥|4V210-08|個;影印紙|A4 80磅/A3 70磅|箱;碳粉匣|TN-2480/CF217A|支
電源供應器|24V 5A/12V 10A|台;鋁擠型|3030 L=1000/4040 L=2000|支;瓦楞紙箱|A浪 45×35×30|個
封箱膠帶|48mm 透明|箱;工作手套|棉紗 600g|打;感應器|E3Z-D61/PR12-4DN|個
伺服馬達|400W/750W|台;不鏽鋼板|SUS304 1.5t|片;電線|VCTF 2C×1.25|捲;安全鞋|鋼頭 26號|雙
""")
# name | spec | unit | consumption-tax rate (8 = reduced rate, food)
JA_ITEMS = _table("""
ベアリング|6205ZZ/6203DDU|個|10;六角ボルト|M10×40/M12×50|箱|10
エアシリンダ|CDQ2B32-20D/MXS16-30|本|10;電磁弁|SY5120-5DZ|個|10
コピー用紙|A4 500枚×5冊|箱|10;トナーカートリッジ|TN-28J/CRG-055|本|10
近接センサ|E2E-X5E1 2M|個|10;キャブタイヤケーブル|VCTF 2sq×4C|巻|10
段ボール箱|A式 400×300×250|枚|10;梱包テープ|50mm×50m|巻|10;作業手袋|ニトリル M|双|10
切削油|水溶性 18L|缶|10;砥石|WA60K 205×19|枚|10;ギヤードモータ|0.4kW 1/30|台|10
リニアガイド|SSR20XW 600L|本|10;インバータ|FR-E820-0.75K|台|10;LED照明|40W 直管形|本|10
ミネラルウォーター|2L×6本|ケース|8;緑茶ペットボトル|500ml×24本|ケース|8;コーヒー豆|1kg|袋|8
""")


class Firm(NamedTuple):
    name: str
    en: str
    key: str  # latin stem for e-mail addresses


@dataclass(frozen=True)
class Line:
    name: str
    spec: str
    unit: str
    qty: int
    price: Decimal
    amount: Decimal
    en: str = ""
    unit_en: str = ""
    rate: int = 10


def zh_firm(rng: random.Random, avoid: str = "") -> Firm:
    while True:
        (c, c_en), (b, b_en), (t, t_en) = (rng.choice(p) for p in (CITIES, BRANDS, TRADES))
        if b not in avoid:
            forms = [f"{c}{b}{t}有限公司", f"{c}市{b}{t}股份有限公司", f"{b}{t}（{c}）有限公司"]
            name = rng.choice([*forms, f"{c}{b}{t}有限责任公司"])
            return Firm(name, f"{c_en} {b_en} {t_en} Co., Ltd.", b_en.lower())


def tw_firm(rng: random.Random, avoid: str = "") -> Firm:
    while (b := rng.choice(TW_BRANDS)) in avoid:
        pass
    suffix = rng.choice(["股份有限公司", "股份有限公司", "有限公司"])
    return Firm(f"{b}{rng.choice(TW_TRADES)}{suffix}", "", "tw")


def hk_firm(rng: random.Random, avoid: str = "") -> Firm:
    while (b := rng.choice(HK_BRANDS))[0] in avoid:
        pass
    t, suffix = rng.choice(HK_TRADES), rng.choice(["Company Limited", "Co., Ltd."])
    return Firm(f"{b[0]}{t[0]}有限公司", f"{b[1]} {t[1]} {suffix}", b[1].replace(" ", "").lower())


def ja_firm(rng: random.Random, avoid: str = "") -> Firm:
    while (b := rng.choice(JA_BRANDS)) in avoid:
        pass
    t = rng.choice(JA_TRADES)
    name = rng.choice([f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}"])
    return Firm(name, "", "")


def person(rng: random.Random, lang: str = "zh-Hans") -> str:
    if lang == "ja":
        return f"{rng.choice(JA_SUR)} {rng.choice(JA_GIVEN)}"
    sur, given = (TW_SUR, TW_GIVEN) if lang == "zh-Hant" else (ZH_SUR, ZH_GIVEN)
    return rng.choice(sur) + rng.choice(given)


def zh_addr(rng: random.Random) -> str:
    road = f"{rng.choice(ZH_DIST)}{rng.choice(ZH_ROAD)}{rng.randint(1, 999)}号"
    return f"{rng.choice(CITIES)[0]}市{road}"


def zh_tel(rng: random.Random) -> str:
    area = rng.choice(["512", "510", "574", "769", "757", "755", "22", "532", "551"])
    return f"0{area}-{rng.randint(50000000, 89999999)}"


def mobile(rng: random.Random) -> str:
    return f"1{rng.choice('3589')}{rng.randint(0, 9)}{rng.randint(10000000, 99999999)}"


def tw_tel(rng: random.Random) -> str:
    return f"(0{rng.choice('234567')}){rng.randint(2000, 8999)}-{rng.randint(1000, 9999)}"


def tw_addr(rng: random.Random) -> str:
    return f"{rng.choice(TW_PLACE)}{rng.randint(1, 300)}號"


def hk_tel(rng: random.Random) -> str:
    return f"{rng.randint(2000, 3999)} {rng.randint(1000, 9999)}"


def ja_tel(rng: random.Random) -> str:
    area = rng.choice(["3", "6", "52", "45", "92"])
    return f"0{area}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"


def ja_addr(rng: random.Random) -> str:
    street = f"{rng.randint(1, 5)}-{rng.randint(1, 20)}-{rng.randint(1, 12)}"
    return f"〒{rng.randint(100, 899)}-{rng.randint(0, 9999):04d} {rng.choice(JA_PLACE)}{street}"


def credit_code(rng: random.Random) -> str:
    tail = "".join(rng.choice("0123456789ABCDEFGHJKLMNPQRTUWXY") for _ in range(10))
    return f"91{rng.randint(110000, 659999)}{tail}"


def bank(rng: random.Random) -> tuple[str, str]:
    account = " ".join(str(rng.randint(1000, 9999)) for _ in range(4)) + f" {rng.randint(100, 999)}"
    branch = rng.choice(["分行", "支行", "高新区支行"])
    return f"{rng.choice(ZH_BANKS)}{rng.choice(CITIES)[0]}{branch}", account


def a_date(rng: random.Random) -> date:
    return date(2025, 6, 1) + timedelta(days=rng.randint(0, 420))


def later(rng: random.Random, d: date, lo: int = 5, hi: int = 40) -> date:
    return d + timedelta(days=rng.randint(lo, hi))


def fdate(d: date, style: str) -> str:
    roc = d.year - 1911
    return {
        "cn": f"{d.year}年{d.month}月{d.day}日",
        "cn0": f"{d.year}年{d.month:02d}月{d.day:02d}日",
        "iso": d.isoformat(),
        "slash": f"{d:%Y/%m/%d}",
        "dot": f"{d.year}.{d.month}.{d.day}",
        "roc": f"{roc}年{d.month}月{d.day}日",
        "rocs": f"{roc}/{d.month:02d}/{d.day:02d}",
        "reiwa": f"令和{d.year - 2018}年{d.month}月{d.day}日",
        "hk": f"{d:%d/%m/%Y}",
        "en": f"{d:%b. %d, %Y}",
    }[style]


def number(rng: random.Random, d: date, patterns: str) -> str:
    """One of the '|'-separated patterns filled in: {Y} {y} {m} {d} {roc} from the date, {n4}
    four random digits (zero-padded), and so on."""

    def part(key: str) -> str:
        if key.startswith("n"):
            return f"{rng.randint(1, 10 ** int(key[1:]) - 1):0{key[1:]}d}"
        roc = str(d.year - 1911)
        return {"Y": f"{d:%Y}", "y": f"{d:%y}", "m": f"{d:%m}", "d": f"{d:%d}"}.get(key, roc)

    return re.sub(r"\{(\w+)\}", lambda mo: part(mo.group(1)), rng.choice(patterns.split("|")))


def make_lines(
    rng: random.Random, pool: list[list[str]], n: int, lo: int, hi: int, *, whole: bool = False
) -> list[Line]:
    """n item lines from `pool` with prices in [lo, hi] (whole units for NT$ and yen)."""
    out = []
    for row in rng.sample(pool, n) if n <= len(pool) else rng.choices(pool, k=n):
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        price = price.quantize(Decimal(1)) if whole else price
        few = [1, 1, 2, 2, 3, 4, 5, 6, 8, 10]
        qty = rng.choice(few + [12, 20, 24, 30, 50, 100] if price * 5 < hi else few)
        spec = rng.choice(row[2 if len(row) == 5 else 1].split("/"))
        if len(row) == 5:
            out.append(Line(row[0], spec, row[3], qty, price, price * qty, row[1], row[4]))
        else:
            rate = int(row[3]) if len(row) > 3 else 10
            out.append(Line(row[0], spec, row[2], qty, price, price * qty, rate=rate))
    return out


def money(v: Decimal, places: int = 2, sep: bool = True) -> str:
    q = v.quantize(Decimal(1) if places == 0 else CENT, ROUND_HALF_UP)
    return f"{q:,.{places}f}" if sep else f"{q:.{places}f}"


def whole(v: Decimal) -> str:
    return money(v, 0)


def yen(v: Decimal, style: int) -> str:
    return [f"¥{v:,.0f}", f"￥{v:,.0f}-", f"{v:,.0f}円"][style]


def total_of(lines: Sequence[Line]) -> Decimal:
    return sum((ln.amount for ln in lines), Decimal(0))


def no_total(rng: random.Random) -> bool:
    return rng.random() < 0.0375  # 12 of the 15 families can: about 3% of all documents


def daxie(v: Decimal, trad: bool = False) -> str:
    """Chinese financial capitals: 12345.60 -> 壹万贰仟叁佰肆拾伍元陆角 (trad: 壹萬貳仟參佰…)."""
    digits = "零壹貳參肆伍陸柒捌玖" if trad else "零壹贰叁肆伍陆柒捌玖"
    big = ["", "萬" if trad else "万", "億" if trad else "亿"]
    cents = int((v * 100).quantize(Decimal(1), ROUND_HALF_UP))
    n, jiao, fen = cents // 100, cents // 10 % 10, cents % 10
    groups, out, gap = [], "", False
    while n:
        groups.append(n % 10000)
        n //= 10000
    for gi in reversed(range(len(groups))):
        g = groups[gi]
        if g == 0:
            gap = bool(out)
            continue
        part, zero = ("零" if out and (gap or g < 1000) else ""), False
        for p, unit in ((3, "仟"), (2, "佰"), (1, "拾"), (0, "")):
            dg = g // 10**p % 10
            if dg == 0:
                zero = zero or bool(part.strip("零"))
                continue
            part += ("零" if zero else "") + digits[dg] + unit
            zero = False
        out, gap = out + part + big[gi], False
    out += "元" if out else ""
    if not jiao and not fen:
        return out + "整"
    out += digits[jiao] + "角" if jiao else ("零" if out else "")
    return out + (digits[fen] + "分" if fen else "整")


_ONES = (
    "ZERO ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN ELEVEN TWELVE THIRTEEN FOURTEEN "
    "FIFTEEN SIXTEEN SEVENTEEN EIGHTEEN NINETEEN"
).split()
_TENS = "- - TWENTY THIRTY FORTY FIFTY SIXTY SEVENTY EIGHTY NINETY".split()


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + (f"-{_ONES[n % 10]}" if n % 10 else "")
    if n < 1000:
        return f"{_ONES[n // 100]} HUNDRED" + (f" AND {_words(n % 100)}" if n % 100 else "")
    div, name = (10**6, "MILLION") if n >= 10**6 else (1000, "THOUSAND")
    return f"{_words(n // div)} {name}" + (f" {_words(n % div)}" if n % div else "")


def en_words(v: Decimal) -> str:
    cents = int((v * 100).quantize(Decimal(1)))
    tail = f" AND CENTS {_words(cents % 100)}" if cents % 100 else ""
    return f"SAY US DOLLARS {_words(cents // 100)}{tail} ONLY"


def paragraphs(s: str) -> list[str]:
    """A text template to paragraphs: a line indented deeper than the template's body continues
    the line before it (with a space between latin words)."""
    lines = s.splitlines()
    base = min((len(x) - len(x.lstrip(" ")) for x in lines[1:] if x.strip()), default=0)
    out: list[str] = []
    for i, raw in enumerate(lines):
        text = raw.strip(" ")
        if i and out and len(raw) - len(raw.lstrip(" ")) > base:
            out[-1] += (" " if out[-1][-1:].isascii() and text[:1].isascii() else "") + text
        else:
            out.append(text)
    return out


def wrap(s: str, size: float, width: float) -> list[str]:
    """Break text to `width`: CJK between any two characters (never before closing punctuation),
    latin runs only at spaces."""
    out, cur = [], ""
    for tok in re.findall(r"[\x21-\x7e]+ ?|.", s):
        over = stringWidth(cur + tok.rstrip(), FONT_NAME, size) > width
        if cur and over and tok not in "，。、；：）》」":
            out.append(cur.rstrip())
            cur = tok.lstrip()
        else:
            cur += tok
    return out + [cur.rstrip()] if cur else out


# ---------------------------------------------------------------- drawing
def _glyph(ch: str, font: ImageFont.FreeTypeFont, px: int, turn: float) -> Image.Image:
    glyph = Image.new("L", (px + 16, px + 16), 0)
    ImageDraw.Draw(glyph).text((px / 2 + 8, px / 2 + 8), ch, fill=255, font=font, anchor="mm")
    return glyph.rotate(-turn, resample=Image.BILINEAR, expand=True)


def stamp_image(name: str, caption: str, shape: str, rng: random.Random) -> Image.Image:
    """A red seal as an RGBA image, as e-seals are pasted into PDFs (so not in the text layer).
    circle/oval: name round the rim, star or caption inside; square: 角印/印鑑 columns read right to
    left; hanko: a small round personal seal; rect: lines of text in a box."""
    path = os.environ.get(FONT_ENV_VAR) or str(FONT_PATH)
    font = lambda px: ImageFont.truetype(path, int(px), index=0)  # noqa: E731
    wpx, hpx = {"oval": (320, 220), "rect": (360, 220)}.get(shape, (300, 300))
    mask = Image.new("L", (wpx, hpx), 0)
    d = ImageDraw.Draw(mask)
    if shape in ("circle", "oval", "hanko"):
        d.ellipse((8, 8, wpx - 8, hpx - 8), outline=255, width=12 if shape == "hanko" else 9)
    else:
        d.rectangle((8, 8, wpx - 8, hpx - 8), outline=255, width=12)
    if shape in ("circle", "oval"):
        span, n = np.radians(250 if shape == "circle" else 204), max(len(name), 1)
        rx, ry = wpx / 2 - 42, hpx / 2 - 40
        ts = np.linspace(-span / 2, span / 2, 2000)  # place characters at equal arc lengths
        steps = np.hypot(np.diff(rx * np.sin(ts)), np.diff(ry * np.cos(ts)))
        arc = np.concatenate([[0], np.cumsum(steps)])
        px = int(min(44, 0.92 * arc[-1] / n))
        for i, ch in enumerate(name):
            t = np.interp((i + 0.5) / n * arc[-1], arc, ts)
            glyph = _glyph(ch, font(px), px, np.degrees(np.arctan2(ry * np.sin(t), rx * np.cos(t))))
            x, y = wpx / 2 + rx * np.sin(t), hpx / 2 - ry * np.cos(t)
            mask.paste(255, (int(x - glyph.width / 2), int(y - glyph.height / 2)), glyph)
        if shape == "circle":
            star = [(np.radians(36 * k), 40 if k % 2 == 0 else 16) for k in range(10)]
            points = [(wpx / 2 + r * np.sin(a), hpx / 2 - 10 - r * np.cos(a)) for a, r in star]
            d.polygon(points, fill=255)
        for i, part in enumerate(caption.split("\n")):
            base = hpx / 2 + (56 if shape == "circle" else 10) + 38 * i
            size = 18 if len(part) > 8 else 28
            d.text((wpx / 2, base), part, fill=255, font=font(size), anchor="mm")
    elif shape == "rect":
        for i, part in enumerate(name.split("\n")):
            at = (wpx / 2, hpx / 2 + (i - 0.5) * 90)
            d.text(at, part, fill=255, font=font(60 - 14 * i), anchor="mm")
    else:
        cols = 1 if shape == "hanko" else max(1, round(len(name) ** 0.5))
        per = -(-len(name) // cols)
        for i, ch in enumerate(name):
            cx = wpx - 25 - (i // per + 0.5) * (wpx - 50) / cols
            cy = 25 + (i % per + 0.5) * (hpx - 50) / per
            d.text((cx, cy), ch, fill=255, font=font((wpx - 50) / max(per, cols)), anchor="mm")
    mask = mask.filter(ImageFilter.GaussianBlur(1.1))
    mask = mask.rotate(rng.uniform(-14, 14), resample=Image.BILINEAR, expand=True)
    alpha = np.asarray(mask, dtype=np.float64) * rng.uniform(0.6, 0.85)
    alpha *= np.random.default_rng(rng.randint(0, 2**31)).random(alpha.shape) > 0.15  # worn ink
    rgba = np.zeros((*alpha.shape, 4), dtype=np.uint8)
    rgba[..., 0], rgba[..., 1], rgba[..., 2], rgba[..., 3] = 214, 30, 38, alpha.astype(np.uint8)
    return Image.fromarray(rgba, "RGBA")


class Pdf:
    """A reportlab canvas addressed from the page's top-left corner; y is a baseline from top."""

    def __init__(self, size: tuple[float, float] = A4, *, paper: Color | None = None) -> None:
        self.buf = io.BytesIO()
        self.w, self.h = size
        self.c = Canvas(self.buf, pagesize=size, invariant=1)
        self.pages, self.paper = 1, paper
        self._paper()

    def _paper(self) -> None:
        if self.paper is not None:
            self.rect(0, 0, self.w, self.h, fill=self.paper, stroke=None)

    def new_page(self) -> None:
        self.c.showPage()
        self.pages += 1
        self._paper()

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float = 10,
        *,
        align: str = "l",
        colour: Color = black,
        bold: bool = False,
        maxw: float = 0.0,
        space: float = 0.0,
    ) -> None:
        """`align` l/c/r about x; `maxw` shrinks the size to fit; bold is fill+stroke."""
        natural = stringWidth(s, FONT_NAME, size) + space * max(len(s) - 1, 0)
        if maxw and natural > maxw:
            size, natural = size * maxw / natural, maxw
        x0 = x - natural if align == "r" else x - natural / 2 if align == "c" else x
        self.c.setFont(FONT_NAME, size)
        self.c.setFillColor(colour)
        self.c.setStrokeColor(colour)
        self.c.setLineWidth(size / 40)
        self.c.drawString(x0, self.h - y, s, mode=2 if bold else 0, charSpace=space)

    def vtext(self, x: float, y: float, s: str, size: float = 9, colour: Color = black) -> None:
        for i, ch in enumerate(s):
            self.text(x, y + i * size * 1.15, ch, size, align="c", colour=colour)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: Color | None = None,
        stroke: Color | None = black,
        lw: float = 0.6,
        dash: Sequence[float] = (),
    ) -> None:
        self.c.setLineWidth(lw)
        self.c.setDash(list(dash))
        if fill is not None:
            self.c.setFillColor(fill)
        if stroke is not None:
            self.c.setStrokeColor(stroke)
        on = {"stroke": int(stroke is not None), "fill": int(fill is not None)}
        self.c.rect(x, self.h - y - h, w, h, **on)
        self.c.setDash()

    def line(
        self, x1: float, y1: float, x2: float, y2: float, *, lw: float = 0.6, colour: Color = black
    ) -> None:
        self.c.setLineWidth(lw)
        self.c.setStrokeColor(colour)
        self.c.line(x1, self.h - y1, x2, self.h - y2)

    def grid(
        self,
        x: float,
        y: float,
        widths: Sequence[float],
        rows: Sequence[Sequence[str]],
        *,
        row_h: float = 18,
        size: float = 9,
        align: str = "",
        head: int = 1,
        head_fill: Color | None = SHADE,
        zebra: Color | None = None,
        shade_cols: Sequence[int] = (),
        colour: Color = black,
        inner: bool = True,
    ) -> float:
        """A ruled table: the first `head` rows centred on `head_fill`, body cells aligned by
        `align` (l/c/r per column), "\\n" for two-line cells. Returns the y below it."""
        for r, row in enumerate(rows):
            top, cx = y + r * row_h, x
            if r < head and head_fill is not None:
                self.rect(x, top, sum(widths), row_h, fill=head_fill, stroke=None)
            elif zebra is not None and (r - head) % 2 == 1:
                self.rect(x, top, sum(widths), row_h, fill=zebra, stroke=None)
            for k, (w, cell) in enumerate(zip(widths, row)):
                if k in shade_cols:
                    self.rect(cx, top, w, row_h, fill=SHADE, stroke=None)
                a = (align[k] if k < len(align) else "l") if r >= head else "c"
                tx = cx + 3 if a == "l" else cx + w - 3 if a == "r" else cx + w / 2
                parts = cell.split("\n")
                for i, part in enumerate(parts):
                    base = top + row_h / 2 + size * 0.36 + (i - (len(parts) - 1) / 2) * size * 1.15
                    ink = colour if r < head else black
                    self.text(tx, base, part, size, align=a, maxw=w - 6, colour=ink)
                cx += w
        bottom = y + row_h * len(rows)
        for r in range(len(rows) + 1) if inner else (0, head, len(rows)):
            self.line(x, y + r * row_h, x + sum(widths), y + r * row_h, lw=0.5, colour=colour)
        for k in range(len(widths) + 1):
            cx = x + sum(widths[:k])
            self.line(cx, y, cx, bottom, lw=0.5, colour=colour)
        return bottom

    def para(
        self,
        x: float,
        y: float,
        s: str,
        size: float,
        width: float,
        *,
        lead: float = 1.55,
        bottom: float = 0.0,
        on_page: Callable[[], float] | None = None,
    ) -> float:
        """Wrapped text; past `bottom` it continues on a new page at on_page()'s y."""
        for ln in wrap(s, size, width):
            if bottom and y > bottom and on_page is not None:
                self.new_page()
                y = on_page()
            self.text(x, y, ln, size)
            y += size * lead
        return y

    def stamp(
        self,
        cx: float,
        cy: float,
        name: str,
        rng: random.Random,
        *,
        caption: str = "",
        shape: str = "circle",
        r: float = 42,
    ) -> None:
        img = stamp_image(name, caption, shape, rng)
        w = 2 * r * img.width / {"oval": 320, "rect": 360}.get(shape, 300)
        h = w * img.height / img.width
        self.c.drawImage(ImageReader(img), cx - w / 2, self.h - cy - h / 2, w, h, mask="auto")

    def done(self, lang: str, kind: str, order: str, supplier: str, total: Decimal | None) -> Doc:
        self.c.save()
        figure = "" if total is None else money(total, sep=False)
        truth = {"order_number": order, "supplier": supplier, "total": figure}
        meta = {"lang": lang, "pages": self.pages, "kind": kind, "truth": truth}
        return self.buf.getvalue(), meta


def rel(total: float, parts: Sequence[float]) -> list[float]:
    return [total * p / sum(parts) for p in parts]


def heads(s: str) -> list[str]:
    return s.split("|")


def paged(
    pdf: Pdf,
    x: float,
    y: float,
    widths: Sequence[float],
    head: list[str],
    rows: list[list[str]],
    *,
    bottom: float,
    on_page: Callable[[], float],
    note: Callable[[float, int], None],
    row_h: float,
    **kw: object,
) -> float:
    """Rows under a repeated heading, continued on new pages; note(y, rows_so_far) marks a break."""
    i = 0
    while True:
        chunk = rows[i : i + max(1, int((bottom - y) / row_h) - 1)]
        y = pdf.grid(x, y, widths, [head, *chunk], row_h=row_h, **kw)  # type: ignore[arg-type]
        i += len(chunk)
        if i >= len(rows):
            return y
        note(y, i)
        pdf.new_page()
        y = on_page()


def cells(
    lines: Sequence[Line], keys: str, fmt: Callable[[Decimal], str] = money
) -> list[list[str]]:
    """Item rows by column key: # line no., n name, e English name, s spec, u unit, U English
    unit, q quantity, p price, a amount, r tax rate, - blank."""

    attrs = {"n": "name", "e": "en", "s": "spec", "u": "unit", "U": "unit_en", "q": "qty"}

    def one(i: int, ln: Line, k: str) -> str:
        if k in "pa":
            return fmt(ln.price if k == "p" else ln.amount)
        special = {"#": str(i + 1), "r": f"{ln.rate}%", "-": ""}
        return special[k] if k in special else str(getattr(ln, attrs[k]))

    return [[one(i, ln, k) for k in keys] for i, ln in enumerate(lines)]


def kv(
    pdf: Pdf,
    x: float,
    y: float,
    rows: str | Sequence[str],
    size: float = 9.5,
    lead: float = 1.7,
    maxw: float = 0.0,
    align: str = "l",
) -> float:
    """Lines of text one under another (a str is split on newlines, each line stripped of
    ASCII indentation); returns the y after the last."""
    for s in [ln.strip(" ") for ln in rows.strip().splitlines()] if isinstance(rows, str) else rows:
        pdf.text(x, y, s, size, maxw=maxw, align=align)
        y += size * lead
    return y


def sums(
    pdf: Pdf,
    right: float,
    y: float,
    rows: Sequence[tuple[str, str]],
    size: float = 10,
    label_w: float = 130,
    bold_last: bool = True,
) -> float:
    """Right-aligned label / figure pairs under a table, the last in bold."""
    for i, (label, value) in enumerate(rows):
        last = bold_last and i == len(rows) - 1
        pdf.text(right - label_w, y, label, size, align="r", bold=last)
        pdf.text(right, y, value, size, align="r", bold=last)
        y += size * 1.8
    return y


def pick(rng: random.Random, options: str) -> str:
    return rng.choice(options.split("|"))


def band(pdf: Pdf, x: float, y: float, w: float, title: str, fill: Color = SHADE) -> float:
    pdf.rect(x, y, w, 18, fill=fill, stroke=None)
    pdf.text(x + 6, y + 13, title, 10, bold=True)
    return y + 24


# ---------------------------------------------------------------- zh-Hans
def caigou_dingdan_grid(rng: random.Random) -> Doc:
    """采购订单: buyer letterhead, numbers and dates in a boxed grid (请购单号, 报价单号 beside the
    订单编号), 供应商/收货 boxes side by side, 合计 as the table's last row, 大写 and 小写 below
    it, terms, 供应商确认(签章)."""
    pdf, m, d = Pdf(), rng.uniform(34, 56), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    sup, ds, clerk = zh_firm(rng, buyer.name), pick(rng, "cn|iso|slash"), person(rng)
    order = number(rng, d, "CG{Y}{m}{d}-{n2}|PO-{Y}-{n4}|CGDD{y}{m}{n3}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(3, 9), 5, 3000)
    total = total_of(lines)
    pdf.text(pdf.w / 2, 50, buyer.name, rng.choice([15, 17]), align="c", bold=True)
    where = f"地址：{zh_addr(rng)}   电话：{zh_tel(rng)}"
    pdf.text(pdf.w / 2, 66, where, 8, align="c", colour=GREY)
    pdf.line(m, 74, pdf.w - m, 74, lw=1.2)
    pdf.text(pdf.w / 2, 104, "采 购 订 单", rng.choice([18, 20, 22]), align="c", bold=True)
    pairs = [["订单编号", order], ["订单日期", fdate(d, ds)]]
    pairs += [["请购单号", number(rng, d, "QG{y}{m}{d}{n2}")]]
    pairs += [["报价单号", number(rng, d, "BJ-{n5}")]]
    pairs += [["交货日期", fdate(later(rng, d), ds)], ["币　　种", "人民币"]]
    if rng.random() < 0.5:
        rng.shuffle(pairs)
    rows = [pairs[i] + pairs[i + 1] for i in range(0, 6, 2)]
    widths = rel(wd, [14, 36, 14, 36])
    y = pdf.grid(m, 118, widths, rows, head=0, row_h=20, shade_cols=(0, 2), size=9.5)
    boxes = [
        f"""供应商信息
        供应商：{sup.name}
        地　址：{zh_addr(rng)}
        电　话：{zh_tel(rng)}  传真：{zh_tel(rng)}
        联系人：{person(rng)}  {mobile(rng)}
        邮　箱：sales@{sup.key}.com.cn""",
        f"""收货信息
        收货单位：{buyer.name}
        收货地址：{zh_addr(rng)}
        联 系 人：{person(rng)}
        电　　话：{mobile(rng)}
        采 购 员：{clerk}""",
    ]
    half = (wd - 12) / 2
    for k, box in enumerate(boxes if rng.random() < 0.7 else boxes[::-1]):
        title, body = box.split("\n", 1)
        x = m + k * (half + 12)
        pdf.rect(x, y + 10, half, 104)
        band(pdf, x, y + 10, half, title)
        kv(pdf, x + 6, y + 44, body, 9, 1.78, maxw=half - 12)
    if coded := rng.random() < 0.5:
        head = heads("序号|物料编码|物料名称|规格型号|单位|数量|单价（元）|金额（元）")
        parts, align = [6, 13, 19, 17, 7, 9, 13, 16], "cllllrrr"
        codes = [number(rng, d, "R{n2}-{n4}|A{n2}-{n4}|{n3}.{n4}") for _ in lines]
        body = [[r[0], code, *r[1:]] for r, code in zip(cells(lines, "#nsuqpa"), codes)]
    else:
        head = heads("序号|品名|规格|数量|单位|含税单价|金额|备注")
        parts, align = [6, 20, 20, 9, 7, 13, 15, 10], "cllrlrrl"
        body = cells(lines, "#nsqupa-")
    widths, at = rel(wd, parts), 7 if coded else 6
    y = pdf.grid(m, y + 128, widths, [head, *body], align=align)
    row = ["合　计", "" if none else money(total)] + ([] if coded else [""])
    y = pdf.grid(m, y, [sum(widths[:at]), *widths[at:]], [row], head=0, align="crl")
    if none:
        pdf.text(m, y + 22, "合计金额：按实际交货数量结算，单价以本订单为准。", 10)
    else:
        pdf.text(m, y + 22, f"合计金额（大写）：人民币{daxie(total)}", 10)
        pdf.text(pdf.w - m, y + 22, f"（小写）：¥{money(total)}", 10, align="r")
    pay = pick(rng, "月结30天|货到验收合格后60天内付款|预付30%，余款到货后付清")
    terms = f"""1. 交货期：请于交货日期前送达收货地址，逾期每日按订单金额0.5%扣款。
        2. 付款方式：{pay}
        3. 发票：请开具13%增值税专用发票，发票备注栏注明本订单编号。
        4. 供应商收到订单后请于24小时内签字盖章回传。"""
    kv(pdf, m, y + 48, terms, 8.5)
    y = max(y + 130, pdf.h - 110)
    for k, cap in enumerate([f"采购员：{clerk}", "审核：", "批准："]):
        pdf.text(m + k * wd / 3, y, cap, 9.5)
    pdf.text(m, y + 40, "供应商确认(签章)：", 10)
    pdf.text(pdf.w - m - 150, y + 40, "日期：　　年　　月　　日", 10)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else total)


def caigou_hetong(rng: random.Random) -> Doc:
    """采购合同 over two pages: 合同编号 top right, the parties as 甲方/乙方 with 供方/需方 in
    brackets (the seller is 甲方 a third of the time), clauses with the 大写 price, 不含税金额 and
    税额, a 30% 预付款, then a signature table with bank and tax lines under two red seals."""
    pdf, m, d = Pdf(), rng.uniform(50, 64), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    sup = zh_firm(rng, buyer.name)
    order = number(rng, d, "HT-{Y}-{n4}|CGHT{Y}{m}{n3}|" + buyer.key[:3].upper() + "-CG-{y}{n3}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(3, 6), 20, 6000)
    net = total_of(lines)
    parties = [("供方", sup), ("需方", buyer)]
    if rng.random() < 0.65:
        parties.reverse()
    payer = "甲方" if parties[0][1] is buyer else "乙方"
    title = pick(rng, "采购合同|工业品买卖合同|购销合同")
    pdf.text(pdf.w / 2, 70, title, 22, align="c", bold=True, space=4)
    head = [f"合同编号：{order}", f"签订地点：{rng.choice(CITIES)[0]}"]
    head += [f"签订日期：{fdate(d, 'cn')}"]
    kv(pdf, pdf.w - m, 96, head, 9.5, 1.6, align="r")
    roles = [f"{r}方（{tag}）：{firm.name}" for r, (tag, firm) in zip("甲乙", parties)]
    kv(pdf, m, 150, roles, 11, 1.8)
    intro = "甲乙双方根据《中华人民共和国民法典》及有关规定，经友好协商，"
    intro += "就采购下列货物达成如下条款，共同遵守。"
    y = pdf.para(m, 194, intro, 10, wd)
    pdf.text(m, y + 8, "第一条　标的、数量、价款", 10.5, bold=True)
    widths = rel(wd, [7, 22, 20, 8, 9, 15, 19])
    head = heads("序号|货物名称|规格型号|单位|数量|含税单价|金额（元）")
    y = pdf.grid(m, y + 18, widths, [head, *cells(lines, "#nsuqpa")], align="cllcrrr")
    row = ["合计（含13%增值税）", "" if none else money(net)]
    y = pdf.grid(m, y, [sum(widths[:6]), widths[6]], [row], head=0, align="cr")
    tax = (net - net / Decimal("1.13")).quantize(CENT, ROUND_HALF_UP)
    price = f"合同总金额：人民币（大写）{daxie(net)}（¥{money(net)}），"
    price += f"其中不含税金额¥{money(net - tax)}，税额¥{money(tax)}。"
    price = "合同总价：以实际交货数量按上表单价结算。" if none else price
    deposit = "" if none else f"（¥{money(net * Decimal('0.3'))}）"
    extra = pick(rng, "无。|包装须满足长途运输要求，外箱标明合同编号。|供方须提供安装调试及培训。")
    clauses = f"""{price}
        第二条　质量标准：按国家标准及需方确认的技术要求执行，供方提供产品合格证及检测报告。
        第三条　交货时间及地点：合同签订后{rng.choice([15, 20, 30])}日内交货，交货地点：
            {zh_addr(rng)}，
            运费由供方承担。
        第四条　付款方式：合同签订后{payer}支付30%预付款{deposit}，货到验收合格并收到全额增值税专用
            发票后30日内付清余款。
        第五条　验收：需方在收货后7个工作日内验收，如有异议应书面通知供方，供方须在5日内无偿更换。
        第六条　质量保证：质保期为验收合格之日起十二个月，质保期内非人为损坏由供方免费维修或更换。
        第七条　违约责任：供方逾期交货的，每逾期一日按合同总金额的0.5%支付违约金；需方逾期付款的，
            按同期贷款市场报价利率支付利息。
        第八条　争议解决：履行本合同发生争议，双方协商解决；协商不成的，提交需方所在地人民法院
            诉讼解决。
        第九条　本合同一式肆份，双方各执贰份，经双方签字盖章后生效，传真件及扫描件与原件具有同等
            法律效力。
        第十条　其他约定事项：{extra}"""

    def top() -> float:
        pdf.text(pdf.w - m, 40, f"合同编号：{order}", 8, align="r", colour=GREY)
        return 70

    y += 24
    for clause in paragraphs(clauses):
        y = pdf.para(m, y, clause, 10, wd, bottom=pdf.h - 70, on_page=top) + 6
    if pdf.pages == 1:
        pdf.new_page()
        y = top()
    for k, (role, (_, firm)) in enumerate(zip(["甲方", "乙方"], parties)):
        acct = bank(rng)
        rows = f"""{role}（盖章）
            单位名称：{firm.name}
            地址：{zh_addr(rng)}
            法定代表人：{person(rng)}
            委托代理人：{person(rng)}
            电话：{zh_tel(rng)}
            开户银行：{acct[0]}
            账号：{acct[1]}
            税号：{credit_code(rng)}
            日期：　　年　　月　　日"""
        x = m + k * wd / 2
        pdf.grid(x, y + 10, [wd / 2], [[r.strip(" ")] for r in rows.splitlines()], row_h=22)
        pdf.stamp(x + wd * rng.uniform(0.22, 0.35), y + 80, firm.name, rng, caption="合同专用章")
    return pdf.done("zh-Hans", "contract", order, sup.name, None if none else net)


def dinghuodan_carbon(rng: random.Random) -> Doc:
    """订货单 on an A5 carbonless form: tinted paper, blue ruling, a red serial No. top right, the
    金额 in 十万…分 digit boxes with ¥ before the first digit (or a plain column), 合计人民币
    （大写）, 第一联/第二联/第三联 down the edge."""
    paper = rng.choice([Color(1, 0.95, 0.95), Color(0.94, 0.97, 1), Color(1, 1, 0.88)])
    ink, pdf, m = Color(0.12, 0.2, 0.5), Pdf(landscape(A5), paper=paper), rng.uniform(26, 34)
    wd, buyer, d = pdf.w - 2 * m - 16, zh_firm(rng), a_date(rng)
    sup, order, none = zh_firm(rng, buyer.name), number(rng, d, "{n7}"), no_total(rng)
    lines = make_lines(rng, ZH_ITEMS, rng.randint(3, 6), 2, 800)
    total = total_of(lines)
    pdf.text(pdf.w / 2, 38, "订　货　单", 18, align="c", colour=ink, bold=True)
    for off in (45, 48):
        pdf.line(pdf.w / 2 - 62, off, pdf.w / 2 + 62, off, colour=ink)
    pdf.text(pdf.w - m - 110, 36, "No.", 11, colour=ink)
    pdf.text(pdf.w - m - 16, 36, order, 15, align="r", colour=RED)
    header = [("订货单位：", buyer.name, "日期：", fdate(d, pick(rng, "cn|dot")))]
    header += [("供货单位：", sup.name, "电话：", zh_tel(rng))]
    for i, (label, value, label2, value2) in enumerate(header):
        pdf.text(m, 70 + i * 20, label, 10, colour=ink)
        pdf.text(m + 52, 70 + i * 20, value, 10.5)
        pdf.text(m + wd * 0.7, 70 + i * 20, label2, 10, colour=ink)
        pdf.text(m + wd * 0.7 + 32, 70 + i * 20, value2, 10)
    boxes = rng.random() < 0.65
    units = heads("十万|万|千|百|十|元|角|分") if boxes else ["金额"]
    widths = rel(wd, [38, 150, 32, 38, 60, *([17] * 8 if boxes else [136]), 50])

    def figures(v: Decimal) -> list[str]:
        digits = str(int(v * 100))
        return ([""] * (7 - len(digits)) + ["¥", *digits])[-8:] if boxes else [money(v)]

    body = [[f"{i + 1:02d}", f"{r[0]} {r[1]}", *r[2:]] for i, r in enumerate(cells(lines, "nsuqp"))]
    body = [row + [*figures(ln.amount), ""] for row, ln in zip(body, lines)]
    body += [[""] * len(widths) for _ in range(6 - len(lines))]
    aligns = "clcrr" + ("c" * 8 if boxes else "r") + "l"
    head = ["编号", "品名及规格", "单位", "数量", "单价", *units, "备注"]
    y = pdf.grid(m, 104, widths, [head, *body], row_h=22, head_fill=None, align=aligns, colour=ink)
    row = [f"合计人民币（大写）：{'' if none else daxie(total)}"]
    row += [""] * len(units) if none else figures(total) if boxes else [f"¥{money(total)}"]
    widths = [sum(widths[:5]), *widths[5:]]
    y = pdf.grid(m, y, widths, [row + [""]], head=0, row_h=24, align="l" + aligns[5:], colour=ink)
    pdf.vtext(pdf.w - m - 4, 104, "第一联存根　第二联客户　第三联财务", 7.5, ink)
    for i, cap in enumerate([f"制单：{person(rng)}", "送货人：", "收货人签字：", "供货单位："]):
        pdf.text(m + i * wd / 4, y + 28, cap, 9.5, colour=ink)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else total)


def gonghuo_queren(rng: random.Random) -> Doc:
    """订单/供货确认书 issued by the supplier: its letterhead with a monogram, 致 the customer and
    its contact, 客户订单号 beside a 确认单号, 小计/运费/优惠/应付总额 and 大写, the supplier's bank
    lines, its red seal over 供方（盖章）."""
    pdf, m, d = Pdf(), rng.uniform(40, 56), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    buyer = zh_firm(rng, sup.name)
    accent = rng.choice([Color(0.05, 0.35, 0.45), Color(0.1, 0.3, 0.6), Color(0.15, 0.45, 0.25)])
    order = number(rng, d, "4500{n6}|PO{Y}{m}{d}{n2}|CG-{y}{m}-{n3}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(3, 10), 5, 2500)
    net = total_of(lines)
    pdf.c.setFillColor(accent)
    pdf.c.circle(m + 18, pdf.h - 50, 18, fill=1, stroke=0)
    pdf.text(m + 18, 57, sup.key[0].upper(), 18, align="c", colour=white, bold=True)
    pdf.text(m + 46, 50, sup.name, 16, bold=True, colour=accent)
    contact = f"地址：{zh_addr(rng)}  电话：{zh_tel(rng)}  传真：{zh_tel(rng)}"
    pdf.text(m + 46, 66, contact, 8, colour=GREY, maxw=wd - 46)
    web = f"E-mail：sales@{sup.key}.com.cn   网址：www.{sup.key}.com.cn"
    pdf.text(m + 46, 78, web, 8, colour=GREY)
    pdf.line(m, 88, pdf.w - m, 88, lw=2, colour=accent)
    title = pick(rng, "订单确认书|供货确认单|销售确认单")
    pdf.text(pdf.w / 2, 122, title, 18, align="c", bold=True)
    right = [f"确认单号：{number(rng, d, 'XS{y}{m}{d}{n3}')}", f"客户订单号：{order}"]
    right = right if rng.random() < 0.5 else right[::-1]
    right += [f"确认日期：{d}", f"业务员：{person(rng)}"]
    left = f"""致：{buyer.name}
        联系人：{person(rng)} {pick(rng, "先生|女士|经理")}
        电话：{mobile(rng)}
        收货地址：{zh_addr(rng)}"""
    kv(pdf, m, 152, left, maxw=wd * 0.6)
    y = kv(pdf, m + wd * 0.65, 152, right) + 4
    pdf.text(m, y, "感谢贵司的订购！现将订单明细确认如下，请核对无误后签字盖章回传。", 9.5)
    body = [r[:-1] + [fdate(later(rng, d), "iso")] for r in cells(lines, "#nsqupa-")]
    head = heads("序号|产品名称|规格型号|数量|单位|单价（含税）|金额|交期")
    tint = dict(zebra=Color(0.94, 0.96, 0.96), head_fill=Color(0.85, 0.9, 0.9))
    widths = rel(wd, [6, 21, 20, 8, 7, 13, 14, 12])
    y = pdf.grid(m, y + 12, widths, [head, *body], align="cllrlrrc", **tint)
    freight = Decimal(rng.choice([0, 0, rng.randint(50, 600)]))
    disc = Decimal(rng.choice([0, 0, rng.randint(20, 500)]))
    grand = net + freight - disc
    if none:
        rows = [("结算方式：", "按实际发货数量及单价结算")]
        y = sums(pdf, pdf.w - m, y + 22, rows, bold_last=False)
    else:
        rows = [("货款小计：", f"¥{money(net)}")] + (
            [("运费：", money(freight))] if freight else []
        )
        rows += [("优惠：", f"-{money(disc)}")] if disc else []
        rows += [("应付总额：", f"¥{money(grand)}")]
        y = sums(pdf, pdf.w - m, y + 22, rows)
        pdf.text(m, y - 4, f"大写：{daxie(grand)}", 9.5)
    acct = bank(rng)
    pay = f"""收款信息
        户　名：{sup.name}
        开户行：{acct[0]}
        账　号：{acct[1]}
        税　号：{credit_code(rng)}"""
    kv(pdf, m, y + 22, pay, 9)
    ys = pdf.h - 120
    pdf.text(m, ys, "客户确认（签章）：", 10)
    kv(pdf, m + wd * 0.55, ys, ["供方（盖章）：", "", f"日期：{fdate(d, 'cn')}"], 10, 2)
    pdf.stamp(m + wd * 0.8, ys + 8, sup.name, rng, caption=pick(rng, "业务专用章|合同专用章"))
    return pdf.done("zh-Hans", "order_confirmation", order, sup.name, None if none else grand)


def zengzhishui_fapiao(rng: random.Random) -> Doc:
    """增值税专用发票 in brown on A4 landscape: the 数电 layout (购买方/销售方 side by side, a
    20-digit 发票号码) or the older one (购买方 / 密码区 / 销售方 rows, 发票代码, red No., an oval
    发票专用章); the buyer's 订单号 only in 备注; the total is the 价税合计 (小写)."""
    brown, pdf, m = Color(0.55, 0.28, 0.12), Pdf(landscape(A4)), rng.uniform(40, 60)
    wd, d, buyer = pdf.w - 2 * m, a_date(rng), zh_firm(rng)
    sup, sup_code, rate = zh_firm(rng, buyer.name), credit_code(rng), rng.choice([13, 13, 13, 9, 6])
    order = number(rng, d, "PO{Y}{m}{d}{n2}|CG-{Y}-{n4}|4500{n6}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(2, 7), 5, 3000)
    taxes = [(ln.amount * rate / 100).quantize(CENT, ROUND_HALF_UP) for ln in lines]
    net, tax = total_of(lines), sum(taxes, Decimal(0))
    grand, new = net + tax, rng.random() < 0.5
    mid = pdf.w / 2 - (50 if new else 0)
    title = pick(rng, "江苏|浙江|广东|上海") + "增值税专用发票"
    title = "电子发票（增值税专用发票）" if new else title
    pdf.text(mid, 50, title, 20, align="c", colour=brown, bold=True, space=2)
    for off in (58, 61):
        pdf.line(mid - 150, off, mid + 150, off, colour=brown)

    def party(x: float, y: float, w: float, label: str, firm: Firm, code: str) -> None:
        pdf.vtext(x + 10, y + 16, label, 9, brown)
        pdf.line(x + 20, y, x + 20, y + 76, colour=brown)
        rows = [f"名　　称：{firm.name}", f"纳税人识别号：{code}"]
        if not new:
            rows += [f"地址、电话：{zh_addr(rng)} {zh_tel(rng)}"]
            rows += ["开户行及账号：" + " ".join(bank(rng))]
        kv(pdf, x + 28, y + 18, rows, 9, maxw=w - 36)

    top, split = (80, wd / 2) if new else (84, wd * 0.6)
    pdf.rect(m, top, wd, 76, stroke=brown)
    pdf.line(m + split, top, m + split, top + 76, colour=brown)
    if new:
        issued = [f"发票号码：{number(rng, d, '{y}3{n9}{n9}')}", f"开票日期：{fdate(d, 'cn0')}"]
        kv(pdf, pdf.w - m - 190, 40, issued)
        party(m, top, split, "购买方信息", buyer, credit_code(rng))
        party(m + split, top, split, "销售方信息", sup, sup_code)
    else:
        pdf.text(pdf.w / 2, 76, "发　票　联", 10, align="c", colour=brown)
        pdf.text(m, 44, f"发票代码 {number(rng, d, '3{n3}{y}{n4}')}", 10, colour=brown)
        pdf.text(pdf.w - m, 44, f"No {number(rng, d, '{n8}')}", 13, align="r", colour=RED)
        pdf.text(pdf.w - m, 64, f"开票日期：{fdate(d, 'cn0')}", 9.5, align="r")
        party(m, top, split, "购买方", buyer, credit_code(rng))
        pdf.vtext(m + split + 10, top + 20, "密码区", 9, brown)
        cipher = ["".join(rng.choice("0123456789+-*/<>") for _ in range(30)) for _ in range(4)]
        kv(pdf, m + split + 24, top + 18, cipher, 9.5)
    widths = rel(wd, [24, 13, 6, 8, 12, 13, 7, 12])
    kinds = {"个": "*五金制品*", "台": "*机械设备*", "米": "*电线电缆*"}
    body = [[kinds.get(ln.unit, "*工业用品*") + ln.name, ln.spec, ln.unit] for ln in lines]
    figs = [[f"{ln.qty}", f"{ln.price:.2f}", f"{ln.amount:.2f}", f"{rate}%"] for ln in lines]
    body = [r + fig + [f"{t:.2f}"] for r, fig, t in zip(body, figs, taxes)]
    body += [[""] * 8 for _ in range(7 - len(body))]
    head = ["项目名称" if new else "货物或应税劳务、服务名称"]
    head += heads("规格型号|单位|数量|单价|金额|税率|税额")
    inks: dict = dict(colour=brown, head_fill=None)
    rows = [head, *body]
    y = pdf.grid(m, top + 76, widths, rows, row_h=17, inner=False, align="lllrrrcr", **inks)
    row = ["合　　计", f"¥{net:.2f}", "", f"¥{tax:.2f}"]
    widths = [sum(widths[:5]), *widths[5:]]
    y = pdf.grid(m, y, widths, [row], align="crcr", row_h=20, head=0, **inks)
    row = ["价税合计（大写）", f"⊗{daxie(grand)}", f"（小写）¥{grand:.2f}"]
    y = pdf.grid(m, y, rel(wd, [20, 50, 30]), [row], align="cll", row_h=22, size=10, head=0, **inks)
    extra = [
        f"送货单号：{number(rng, d, 'SH{y}{m}{d}{n2}')}",
        f"客户编号：C{rng.randint(100, 999)}",
    ]
    note = [f"订单号：{order}", *rng.choice([[], extra[:1], extra[1:]])]
    pdf.rect(m, y, wd, 56 if new else 76, stroke=brown)
    if new:
        pdf.vtext(m + 10, y + 18, "备注", 9, brown)
        kv(pdf, m + 28, y + 20, note)
        pdf.text(m, y + 80, f"开票人：{person(rng)}", 10, colour=brown)
    else:
        pdf.line(m + split, y, m + split, y + 76, colour=brown)
        party(m, y, split, "销售方", sup, sup_code)
        pdf.vtext(m + split + 10, y + 24, "备注", 9, brown)
        kv(pdf, m + split + 28, y + 22, note)
        people = [f"{role}：{person(rng)}" for role in ("收款人", "复核", "开票人")]
        people += ["销售方：（章）"]
        for k, cap in enumerate(people):
            pdf.text(m + k * wd / 4, y + 98, cap, 9.5)
        seal = f"{sup_code}\n发票专用章"
        pdf.stamp(m + wd * 0.84, y + 86, sup.name, rng, caption=seal, shape="oval", r=62)
    return pdf.done("zh-Hans", "invoice", order, sup.name, grand)


def qinggou_bijia(rng: random.Random) -> Doc:
    """请购及采购审批单: 请购单号 and 请购人 first, a budget table with 预算合计, a 询比价 table of
    three suppliers with their quotation numbers and totals (one ticked 选定), then the 采购单号,
    the chosen 供应商 and 订单金额 with 大写, and a row of approval signatures."""
    pdf, m, d = Pdf(), rng.uniform(36, 50), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    cands = [zh_firm(rng, buyer.name)]
    while len(cands) < 3:
        cands.append(zh_firm(rng, buyer.name + "".join(c.name for c in cands)))
    pick_k = rng.randrange(3)
    sup, order = cands[pick_k], number(rng, d, "CG{Y}{m}{d}{n2}|PO{y}-{n4}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(2, 5), 10, 2000)
    budget = total_of(lines)
    total = (budget * Decimal(str(rng.uniform(0.82, 0.97)))).quantize(CENT)
    quotes = [(total * Decimal(str(rng.uniform(1.03, 1.2)))).quantize(CENT) for _ in range(3)]
    quotes[pick_k] = total
    pdf.text(pdf.w / 2, 48, buyer.name, 12, align="c")
    pdf.text(pdf.w / 2, 76, pick(rng, "请购及采购审批单|采购申请审批表"), 18, align="c", bold=True)
    asked = fdate(d - timedelta(rng.randint(3, 15)), "iso")
    dept, req = pick(rng, "生产部|设备部|行政部|研发中心"), number(rng, d, "QG-{Y}{m}-{n3}")
    rows = [["请购部门", dept, "请购单号", req]]
    rows += [["请购人", person(rng), "申请日期", asked]]
    y = pdf.grid(m, 92, rel(wd, [14, 36, 14, 36]), rows, head=0, shade_cols=(0, 2), row_h=20)
    y = band(pdf, m, y + 12, wd, "一、请购明细")
    widths = rel(wd, [6, 20, 18, 7, 8, 13, 15, 13])
    uses = "生产线维修|备品备件|新线安装|日常消耗"
    body = [r[:-1] + [pick(rng, uses)] for r in cells(lines, "#nsuqpa-")]
    head = heads("序号|物品名称|规格型号|单位|数量|预算单价|预算金额|用途")
    y = pdf.grid(m, y, widths, [head, *body], align="cllcrrrl")
    row = ["预算合计", money(budget), ""]
    y = pdf.grid(m, y, [sum(widths[:6]), *widths[6:]], [row], head=0, align="crl")
    y = band(pdf, m, y + 14, wd, "二、询比价记录")
    rows = [[c.name, number(rng, d, "BJ{y}{m}{n3}"), money(q)] for c, q in zip(cands, quotes)]
    rows = [r + [f"{rng.randint(5, 30)}天", pick(rng, "月结30天|预付30%|货到付款")] for r in rows]
    rows = [r + ["✓" if k == pick_k else ""] for k, r in enumerate(rows)]
    head = heads("供应商名称|报价单号|报价总额（元）|交货期|付款方式|选定")
    y = pdf.grid(m, y, rel(wd, [34, 15, 15, 10, 14, 8]), [head, *rows], align="llrccc", row_h=20)
    why = pick(rng, "综合价格及交期|价格最低且满足技术要求|原合格供应商，质量稳定")
    pdf.text(m, y + 16, f"比价说明：{why}，选定第{'一二三'[pick_k]}家。", 9)
    y = band(pdf, m, y + 30, wd, "三、采购执行")
    amount = "按实际结算" if none else f"¥{money(total)}"
    rows = [["采购单号", order, "下单日期", str(d)], ["供应商", sup.name, "订单金额", amount]]
    y = pdf.grid(m, y, rel(wd, [14, 40, 14, 32]), rows, head=0, shade_cols=(0, 2), row_h=20)
    if not none:
        pdf.text(m, y + 16, f"订单金额（大写）：{daxie(total)}", 9.5)
    y = band(pdf, m, y + 30, wd, "四、审批")
    y = pdf.grid(m, y, [wd / 5] * 5, [heads("申请人|部门经理|采购经理|财务|总经理")])
    pdf.grid(m, y, [wd / 5] * 5, [["签字："] * 5, ["日期："] * 5], head=0, row_h=26)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else total)


def erp_twopage(rng: random.Random) -> Doc:
    """ERP print over two pages: an unlabelled vendor block top left, 订单号/日期/币别/付款条件/
    采购员 as a header row over values, zebra lines, 本页小计 and 续下页, then 不含税金额 / 税额 /
    运费 / 折扣 / 价税合计 on page 2, 打印时间 footers."""
    pdf, m, d = Pdf(), rng.uniform(28, 40), a_date(rng)
    wd, buyer = pdf.w - 2 * m, zh_firm(rng)
    sup, who = zh_firm(rng, buyer.name), person(rng)
    order = number(rng, d, "PO{y}{m}{n5}|CGDD-{Y}{m}{d}-{n3}|450{n7}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(38, 48), 3, 600)
    net = total_of(lines)
    tax = (net * Decimal("0.13")).quantize(CENT, ROUND_HALF_UP)
    freight = Decimal(rng.choice([0, 0, rng.randint(80, 800)]))
    disc = Decimal(rng.choice([0, rng.randint(100, 900)]))
    grand = net + tax + freight - disc
    printed = f"{d} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"

    def header() -> float:
        pdf.text(pdf.w / 2, 38, buyer.name, 13, align="c")
        title = "采购订单" if pdf.pages == 1 else "采购订单（续）"
        pdf.text(pdf.w / 2, 60, title, 15, align="c", bold=True)
        pdf.text(pdf.w - m, 60, f"第 {pdf.pages} 页", 8.5, align="r")
        pdf.text(m, pdf.h - 24, f"打印时间：{printed}　打印人：{who}", 7.5, colour=GREY)
        if pdf.pages > 1:
            pdf.text(m, 60, f"订单号：{order}", 9)
        return 76 if pdf.pages > 1 else 70

    y = header() + 18
    vendor = f"""{sup.name}
        {zh_addr(rng)}
        电话：{zh_tel(rng)}　传真：{zh_tel(rng)}
        联系人：{person(rng)}"""
    kv(pdf, m, y, vendor, 9.5, 1.6)
    ship = ["交货地址：", zh_addr(rng), f"收货人：{who} {mobile(rng)}"]
    kv(pdf, m + wd * 0.58, y, ship, 9.5, 1.6, maxw=wd * 0.42)
    terms = pick(rng, "月结60天|月结30天|电汇")
    rows = [heads("订单号|订单日期|交货日期|币别|付款条件|采购员")]
    rows += [[order, str(d), str(later(rng, d)), "RMB", terms, who]]
    y = pdf.grid(m, y + 64, [wd / 6] * 6, rows, align="cccccc")
    body = [[r[0], number(rng, d, "{n3}.{n4}"), *r[1:]] for r in cells(lines, "#nsuqpa")]

    def note(yy: float, i: int) -> None:
        pdf.text(pdf.w - m, yy + 14, f"本页小计：{money(total_of(lines[:i]))}", 9, align="r")
        pdf.text(pdf.w / 2, yy + 14, "（续下页）", 9, align="c")

    widths = rel(wd, [6, 13, 20, 20, 6, 8, 12, 15])
    head = heads("行号|物料编码|物料名称|规格型号|单位|数量|单价|金额")
    pages: dict = dict(bottom=pdf.h - 50, on_page=header, note=note, row_h=16)
    style: dict = dict(size=8, align="ccllcrrr", zebra=Color(0.92, 0.92, 0.92))
    y = paged(pdf, m, y + 10, widths, head, body, **pages, **style)
    rows2 = [("不含税金额：", money(net)), ("税额（13%）：", money(tax))]
    rows2 += [("运费：", money(freight))] if freight else []
    rows2 += [("折扣：", f"-{money(disc)}")] if disc else []
    y = sums(pdf, pdf.w - m, y + 20, rows2 + [("价税合计：", money(grand))], 9.5, 110)
    pdf.text(m, y + 20, "供应商确认(签章)：", 10)
    pdf.text(m + wd * 0.55, y + 20, f"采购部：{buyer.name}", 10)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, grand)


# ---------------------------------------------------------------- zh-Hant
def tw_dinggou(rng: random.Random) -> Doc:
    """Taiwan 訂購單: buyer letterhead with 統一編號, 單號 beside the title, 民國 dates, a 廠商 grid
    (名稱/代號/聯絡人/電話/傳真/統一編號/交貨地點), NT$ integers, 未稅金額 / 營業稅 5% / 總計 and
    新台幣 大寫, 注意事項, 核准/審核/經辦/廠商確認回簽 boxes."""
    pdf, m, d = Pdf(), rng.uniform(36, 52), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, tw_firm(rng), no_total(rng)
    sup, ds = tw_firm(rng, buyer.name), pick(rng, "roc|rocs")
    order = number(rng, d, "PO{roc}{m}{d}{n3}|{roc}{m}-{n4}|TP{y}{m}{n3}")
    lines = make_lines(rng, TW_ITEMS, rng.randint(3, 9), 30, 6000, whole=True)
    net = total_of(lines)
    grand = net + (net * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
    pdf.text(pdf.w / 2, 44, buyer.name, 16, align="c", bold=True)
    ids = f"""統一編號：{rng.randint(10000000, 99999999)}　TEL：{tw_tel(rng)}　FAX：{tw_tel(rng)}
        地址：{tw_addr(rng)}{rng.randint(2, 12)}樓"""
    kv(pdf, pdf.w / 2, 60, ids, 8.5, 1.4, align="c")
    pdf.text(pdf.w / 2, 106, "訂　購　單", 22, align="c", bold=True)
    pdf.text(pdf.w - m, 106, f"單號：{order}", 10.5, align="r")
    pdf.text(m, 128, f"訂購日期：{fdate(d, ds)}", 9.5)
    pdf.text(m + wd / 2, 128, f"交貨日期：{fdate(later(rng, d), ds)}", 9.5)
    rows = [["廠商名稱", sup.name, "廠商代號", f"V{rng.randint(1000, 9999)}"]]
    rows += [["聯絡人", person(rng, "zh-Hant"), "電話", tw_tel(rng)]]
    rows += [["傳真", tw_tel(rng), "統一編號", str(rng.randint(10000000, 99999999))]]
    rows += [["交貨地點", tw_addr(rng), "付款條件", pick(rng, "月結60天|月結30天|貨到付款")]]
    y = pdf.grid(m, 138, rel(wd, [13, 42, 13, 32]), rows, head=0, shade_cols=(0, 2), row_h=20)
    codes = [number(rng, d, "A{n5}|E{n5}|M{n5}") for _ in lines]
    rows = zip(cells(lines, "#nsqupa", whole), codes)
    body = [[r[0], code, f"{r[1]} {r[2]}", *r[3:], ""] for r, code in rows]
    head = heads("項次|料號|品名規格|數量|單位|單價|金額|備註")
    widths = rel(wd, [6, 13, 29, 8, 7, 12, 14, 11])
    y = pdf.grid(m, y + 14, widths, [head, *body], align="cclrcrrl")
    if none:
        pdf.text(m, y + 20, "※ 本訂購單金額依實際交貨數量計算，單價如上。", 10)
        y += 30
    else:
        rows2 = [("未稅金額：", f"NT${whole(net)}"), ("營業稅（5%）：", f"NT${whole(grand - net)}")]
        y = sums(pdf, pdf.w - m, y + 20, rows2 + [("總計：", f"NT${whole(grand)}")])
        pdf.text(m, y - 2, f"合計新台幣：{daxie(grand, trad=True)}", 10)
    notes = """注意事項：
        一、請於發票上註明本訂購單號，並隨貨附送貨單。
        二、交貨逾期，每逾一日扣總價千分之三。
        三、廠商接單後請簽回傳真確認。"""
    y = kv(pdf, m, y + 18, notes, 9, 1.6)
    signs = [heads("核准|審核|採購經辦|廠商確認回簽")]
    y = pdf.grid(m, max(y + 10, pdf.h - 120), [wd / 4] * 4, signs)
    pdf.grid(m, y, [wd / 4] * 4, [[""] * 4], head=0, row_h=44)
    return pdf.done("zh-Hant", "purchase_order", order, sup.name, None if none else grand)


def hk_caigou(rng: random.Random) -> Doc:
    """Hong Kong 採購單 under a coloured band: buyer names (中/英) in white, 供應商 with its Chinese
    and English names, 報價編號, dd/mm/yyyy dates, HK$ figures, 小計/折扣/總額 followed by 訂金 and
    餘額, a red 已批核 APPROVED stamp by the signatures."""
    pdf, m, d = Pdf(), rng.uniform(36, 50), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, hk_firm(rng), no_total(rng)
    sup, ds = hk_firm(rng, buyer.name), pick(rng, "hk|cn")
    tint = rng.choice([Color(0, 0.35, 0.4), Color(0.45, 0.1, 0.15), Color(0.15, 0.2, 0.45)])
    order = number(rng, d, "HKPO{y}{n5}|P{y}-{n4}|PO/{Y}/{n3}")
    lines = make_lines(rng, TW_ITEMS, rng.randint(3, 8), 20, 3000)
    net, disc = total_of(lines), Decimal(rng.choice([0, 0, rng.randint(50, 800)]))
    grand = net - disc
    pdf.rect(0, 0, pdf.w, 78, fill=tint, stroke=None)
    pdf.text(m, 36, buyer.name, 16, colour=white, bold=True)
    pdf.text(m, 54, buyer.en, 10, colour=white)
    unit = f"{rng.randint(2, 25)}樓{rng.choice('ABCDEF')}室"
    where = f"{rng.choice(HK_PLACE)}{rng.randint(1, 200)}號{unit}　電話：{hk_tel(rng)}"
    pdf.text(m, 68, where, 8, colour=white, maxw=wd * 0.65)
    pdf.text(pdf.w - m, 50, "採購單", 24, align="r", colour=white, bold=True)
    y = band(pdf, m, 98, wd * 0.55, "供應商", Color(0.9, 0.92, 0.92))
    vendor = f"""{sup.name}
        {sup.en}
        {rng.choice(HK_PLACE)}{rng.randint(1, 200)}號
        電話：{hk_tel(rng)}　傳真：{hk_tel(rng)}
        電郵：sales@{sup.key}.com.hk
        聯絡人：{person(rng, "zh-Hant")}"""
    kv(pdf, m + 6, y + 8, vendor, 9.5, 1.65, maxw=wd * 0.55 - 12)
    refs = f"""採購單編號：{order}
        日期：{fdate(d, ds)}
        報價編號：Q{rng.randint(10000, 99999)}
        付款條款：{pick(rng, "貨到30天內付款|月結60天|C.O.D.")}
        交貨日期：{fdate(later(rng, d), ds)}"""
    kv(pdf, m + wd * 0.6, 118, refs, 9.5, 1.8)
    ship = f"送貨地址：{rng.choice(HK_PLACE)}{rng.randint(1, 200)}號貨倉"
    ship += f"　收貨人：{person(rng, 'zh-Hant')}"
    pdf.text(m, 236, ship, 9.5)
    body = [[r[0], f"{r[1]} {r[2]}", *r[3:]] for r in cells(lines, "#nsqupa")]
    head = heads("項目|貨品描述|數量|單位|單價(HK$)|金額(HK$)")
    tints = dict(zebra=Color(0.95, 0.95, 0.95), head_fill=Color(0.85, 0.88, 0.9))
    widths = rel(wd, [8, 40, 10, 10, 15, 17])
    y = pdf.grid(m, 250, widths, [head, *body], align="clrcrr", row_h=20, **tints)
    if none:
        pdf.text(m, y + 22, "總額：按實際送貨數量計算", 10)
        y += 30
    else:
        rows = [("小計：", f"HK${money(net)}")] + (
            [("折扣：", f"-HK${money(disc)}")] if disc else []
        )
        y = sums(pdf, pdf.w - m, y + 22, rows + [("總額：", f"HK${money(grand)}")], 10, 120)
        dep = (grand / 2).quantize(CENT)
        rows = [("訂金（50%）：", f"HK${money(dep)}"), ("餘額：", f"HK${money(grand - dep)}")]
        y = sums(pdf, pdf.w - m, y + 4, rows, 9, 120, bold_last=False)
    ys = max(y + 40, pdf.h - 130)
    pdf.text(m, ys, f"採購部：{person(rng, 'zh-Hant')}", 10)
    pdf.text(m + wd * 0.5, ys, "批核人：", 10)
    pdf.line(m + wd * 0.5 + 44, ys + 4, pdf.w - m, ys + 4)
    pdf.stamp(m + wd * 0.72, ys - 6, "已批核\nAPPROVED", rng, shape="rect", r=50)
    pdf.text(m, ys + 40, "供應商簽收：", 10)
    return pdf.done("zh-Hant", "purchase_order", order, sup.name, None if none else grand)


def tw_heyue(rng: random.Random) -> Doc:
    """採購合約書 over two pages: 合約編號 top right, 立合約書人 in running text naming which party
    is 甲方 (either may sell), a table with 合計(未稅), 合約總價 in 新台幣 大寫 with (NT$…), a 訂金
    clause, then a page of 立合約書人 blocks under red 大小章 (company and representative seals)."""
    pdf, m, d = Pdf(), rng.uniform(54, 66), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, tw_firm(rng), no_total(rng)
    sup, roc = tw_firm(rng, buyer.name), d.year - 1911
    order = number(rng, d, "TC-{roc}-{n4}|{roc}採字第{n3}號|CT{Y}{m}{n2}")
    lines = make_lines(rng, TW_ITEMS, rng.randint(3, 6), 50, 4000, whole=True)
    net = total_of(lines)
    grand = net + (net * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
    first, second = (sup, buyer) if rng.random() < 0.35 else (buyer, sup)
    payer, payee = ("甲方", "乙方") if first is buyer else ("乙方", "甲方")
    pdf.text(pdf.w / 2, 72, pick(rng, "採購合約書|買賣合約書"), 22, align="c", bold=True, space=6)
    pdf.text(pdf.w - m, 102, f"合約編號：{order}", 10, align="r")
    intro = f"立合約書人 {first.name}（以下簡稱甲方）與 {second.name}（以下簡稱乙方），"
    intro += f"茲因{payer}向{payee}採購下列物品，經雙方同意訂立本合約，共同遵守條款如下："
    y = pdf.para(m, 132, intro, 10.5, wd, lead=1.75)
    pdf.text(m, y + 8, "第一條　採購標的：如下表。", 10.5)
    widths = rel(wd, [8, 38, 10, 8, 17, 19])
    body = [[r[0], f"{r[1]} {r[2]}", *r[3:]] for r in cells(lines, "#nsqupa", whole)]
    head = heads("項次|品名規格|數量|單位|單價|複價")
    y = pdf.grid(m, y + 18, widths, [head, *body], align="clrcrr")
    row = ["合計（未稅）", "" if none else whole(net)]
    y = pdf.grid(m, y, [sum(widths[:5]), widths[5]], [row], head=0, align="cr")
    price = f"新台幣{daxie(grand, trad=True)}（NT${whole(grand)}），含百分之五營業稅。"
    price = "依實際交貨數量乘以上表單價計算，另加百分之五營業稅。" if none else price
    deposit = "" if none else f"，計新台幣{whole(grand * Decimal('0.3'))}元整"
    days, court = pick(rng, "十五|二十|三十"), pick(rng, "臺北|新北|桃園|臺中")
    clauses = f"""第二條　合約總價：{price}
        第三條　交貨期限及地點：{payee}應於簽約後{days}日內將標的物運至{payer}指定地點
            （{tw_addr(rng)}），運費由{payee}負擔。
        第四條　付款辦法：簽約後七日內{payer}支付訂金百分之三十{deposit}；餘款於驗收合格並
            收到統一發票後三十日內以電匯付清。
        第五條　驗收：{payer}於收貨後七日內依規格驗收，不合格品{payee}應於五日內無償更換。
        第六條　保固：自驗收合格之日起保固壹年，保固期間內非人為因素之損壞，{payee}應負責
            免費修復或更換。
        第七條　逾期罰則：{payee}逾期交貨，每逾一日按合約總價千分之三計罰，罰款得自應付價款中扣除。
        第八條　合約轉讓：任一方非經他方書面同意，不得將本合約之權利義務轉讓予第三人。
        第九條　管轄法院：因本合約涉訟時，雙方同意以臺灣{court}地方法院為第一審管轄法院。
        第十條　本合約一式二份，甲乙雙方各執一份為憑，自雙方簽章之日起生效。"""

    def top() -> float:
        pdf.text(pdf.w - m, 40, f"合約編號：{order}", 8, align="r", colour=GREY)
        return 72

    y += 26
    for clause in paragraphs(clauses):
        y = pdf.para(m, y, clause, 10.5, wd, lead=1.75, bottom=pdf.h - 70, on_page=top) + 8
    if pdf.pages == 1:
        pdf.new_page()
        y = top()
    pdf.text(m, y + 20, "立合約書人", 12, bold=True)
    for k, (role, firm) in enumerate([("甲　方", first), ("乙　方", second)]):
        x, rep = m + k * wd / 2, person(rng, "zh-Hant")
        block = f"""{role}：{firm.name}
            代 表 人：{rep}
            統一編號：{rng.randint(10000000, 99999999)}
            地　　址：{tw_addr(rng)}
            電　　話：{tw_tel(rng)}"""
        kv(pdf, x, y + 52, block, 9.5, 2.1, maxw=wd / 2 - 10)
        pdf.stamp(x + wd * 0.33, y + 70, firm.name, rng, shape="square", r=34)
        pdf.stamp(x + wd * 0.22, y + 96, rep + "印", rng, shape="square", r=14)
    signed = f"中　華　民　國　{roc}　年　{d.month}　月　{d.day}　日"
    pdf.text(pdf.w / 2, y + 230, signed, 12, align="c")
    return pdf.done("zh-Hant", "contract", order, sup.name, None if none else grand)


# ---------------------------------------------------------------- ja
def ja_tax(lines: Sequence[Line], rate: int) -> tuple[Decimal, Decimal]:
    base = total_of([ln for ln in lines if ln.rate == rate])
    return base, (base * rate / 100).quantize(Decimal(1), ROUND_FLOOR)


def ja_chumonsho(rng: random.Random) -> Doc:
    """注文書: the supplier top left as 「… 御中」, the buyer block right with 承認/確認/担当 印
    boxes holding red personal seals, ご注文金額（税込）in a shaded box, 納期/納入場所/支払条件,
    小計 / 消費税(10%) / 合計 under the table; yen as ¥1,234 / ￥1,234- / 1,234円."""
    pdf, m, d = Pdf(), rng.uniform(40, 54), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, ja_firm(rng), no_total(rng)
    buyer, ys = ja_firm(rng, sup.name), rng.randrange(3)
    order = number(rng, d, "{y}{m}-{n4}|PO{Y}{m}{d}-{n2}|{n6}")
    lines = make_lines(rng, JA_ITEMS[:-3], rng.randint(3, 9), 100, 20000, whole=True)
    sub, tax = ja_tax(lines, 10)
    pdf.text(pdf.w / 2, 56, "注　文　書", 22, align="c", bold=True)
    pdf.line(pdf.w / 2 - 70, 63, pdf.w / 2 + 70, 63, lw=1)
    refs = [f"注文番号：{order}", f"注文日：{fdate(d, pick(rng, 'cn|reiwa|slash'))}"]
    kv(pdf, pdf.w - m, 88, refs, align="r")
    pdf.text(m, 128, f"{sup.name}　御中", 14)
    pdf.line(m, 134, m + wd * 0.5, 134, lw=0.8)
    pdf.text(m, 158, "下記の通り注文いたします。", 10)
    pdf.rect(m, 172, wd * 0.5, 34)
    pdf.rect(m, 172, 78, 34, fill=SHADE)
    pdf.text(m + 39, 194, "ご注文金額", 10, align="c")
    amount = "別途精算" if none else f"{yen(sub + tax, ys)}（税込）"
    pdf.text(m + wd * 0.5 - 8, 195, amount, 14, align="r", bold=True)
    bx = m + wd * 0.58
    issuer = f"""{buyer.name}
        {ja_addr(rng)}
        TEL {ja_tel(rng)}　FAX {ja_tel(rng)}
        担当：{person(rng, "ja")}"""
    kv(pdf, bx, 126, issuer, 9, 1.7, maxw=pdf.w - m - bx)
    sy = pdf.grid(pdf.w - m - 138, 184, [46] * 3, [heads("承認|確認|担当")], row_h=15, size=8)
    pdf.grid(pdf.w - m - 138, sy, [46] * 3, [["", "", ""]], head=0, row_h=42)
    for k in range(rng.randint(1, 3)):
        pdf.stamp(pdf.w - m - 23 - 46 * k, sy + 21, rng.choice(JA_SUR), rng, shape="hanko", r=15)
    rows = [["納　期", fdate(later(rng, d), "cn")]]
    rows += [["納入場所", pick(rng, "弊社本社工場|弊社物流センター|別紙記載の場所")]]
    rows += [["支払条件", pick(rng, "月末締め翌月末払い|20日締め翌月10日払い|検収後30日以内振込")]]
    y = pdf.grid(m, 224, [70, wd * 0.5 - 70], rows, head=0, shade_cols=(0,), row_h=19)
    widths = rel(wd, [6, 30, 22, 9, 7, 12, 14])
    head = heads("No.|品　名|型　式|数量|単位|単価|金額")
    body = cells(lines, "#nsqupa", whole)
    y = pdf.grid(m, y + 16, widths, [head, *body], align="cllrcrr", row_h=19)
    figs = ["", "", ""] if none else [whole(sub), whole(tax), yen(sub + tax, ys)]
    rows = [[label, fig] for label, fig in zip(["小　計", "消費税（10%）", "合　計"], figs)]
    style: dict = dict(head=0, align="cr", shade_cols=(0,), row_h=19)
    y = pdf.grid(m + sum(widths[:5]), y, widths[5:], rows, **style)
    pdf.rect(m, y + 14, wd, 50)
    note = pick(rng, "納品書・請求書には必ず注文番号をご記入ください。|検査成績書を添付のこと。")
    pdf.text(m + 6, y + 30, f"備考：　{note}", 9)
    return pdf.done("ja", "purchase_order", order, sup.name, None if none else sub + tax)


def ja_hacchusho(rng: random.Random) -> Doc:
    """発注書 over two pages: title left, 発注番号/発注日/頁 grid top right (repeated on page 2),
    仕入先 block with 仕入先コード, 発注元 with 納入先 and 見積番号 beside it, a 税率 column with
    8%※ lines, and on page 2 the 10%/8% 対象 amounts and taxes, 合計金額（税込）, 担当者印."""
    pdf, m, d = Pdf(), rng.uniform(30, 42), a_date(rng)
    wd, sup = pdf.w - 2 * m, ja_firm(rng)
    buyer, who, ds = ja_firm(rng, sup.name), person(rng, "ja"), pick(rng, "slash|cn|reiwa")
    order = number(rng, d, "H{y}{m}{d}-{n3}|{Y}{n5}|PO-{y}{n4}")
    lines = make_lines(rng, JA_ITEMS, rng.randint(36, 46), 100, 15000, whole=True)
    (b10, t10), (b8, t8) = ja_tax(lines, 10), ja_tax(lines, 8)

    def header() -> float:
        pdf.text(m, 56, "発注書", 24, bold=True)
        rows = [["発注番号", order], ["発注日", fdate(d, ds)], ["頁", f"{pdf.pages} / 2"]]
        pdf.grid(pdf.w - m - 220, 30, [70, 150], rows, head=0, shade_cols=(0,), row_h=17)
        return 96

    y = band(pdf, m, header(), wd * 0.48, "仕入先")
    vendor = f"""{sup.name}　御中
        仕入先コード：S-{rng.randint(10000, 99999)}
        {ja_addr(rng)}
        TEL {ja_tel(rng)}　FAX {ja_tel(rng)}"""
    kv(pdf, m + 4, y + 8, vendor, 9.5, 1.65, maxw=wd * 0.48 - 8)
    y = band(pdf, m + wd * 0.52, 96, wd * 0.48, "発注元")
    issuer = f"""{buyer.name}
        {ja_addr(rng)}
        担当：{who}　TEL {ja_tel(rng)}
        納入先：{buyer.name} {pick(rng, "本社工場|第二工場|物流センター")}
        見積番号：MT-{rng.randint(10000, 99999)}"""
    kv(pdf, m + wd * 0.52 + 4, y + 8, issuer, 9, 1.7, maxw=wd * 0.48 - 8)
    pdf.text(m, 226, f"納期：{fdate(later(rng, d, 10), ds)}　　支払条件：月末締め翌月末払い", 9.5)
    codes = [number(rng, d, "A{n3}-{n2}|K{n3}-{n2}|T{n3}-{n2}") for _ in lines]
    rates = ["8%※" if ln.rate == 8 else "10%" for ln in lines]
    rows = zip(cells(lines, "#nsqupa", whole), codes, rates)
    body = [[r[0], code, f"{r[1]} {r[2]}", *r[3:], rate] for r, code, rate in rows]

    def note(yy: float, _: int) -> None:
        pdf.text(pdf.w - m, yy + 14, "次頁へ続く", 8.5, align="r")

    widths = rel(wd, [5, 11, 34, 7, 6, 11, 14, 8])
    head = heads("No.|品番|品名・規格|数量|単位|単価|金額|税率")
    pages: dict = dict(bottom=pdf.h - 40, on_page=header, note=note, row_h=17)
    style: dict = dict(size=8.5, align="cclrcrrc", head_fill=Color(0.82, 0.86, 0.92))
    y = paged(pdf, m, 238, widths, head, body, **pages, **style)
    rows2 = [["", "税抜金額", "消費税"], ["10%対象", whole(b10), whole(t10)]]
    rows2 += [["8%対象※", whole(b8), whole(t8)]]
    y = pdf.grid(pdf.w - m - 240, y + 16, [80, 80, 80], rows2, align="lrr")
    grand = b10 + t10 + b8 + t8
    row = ["合計金額（税込）", yen(grand, rng.randrange(3))]
    style = dict(head=0, shade_cols=(0,), align="lr", row_h=22)
    y = pdf.grid(pdf.w - m - 240, y, [80, 160], [row], **style)
    pdf.text(m, y - 30, "※は軽減税率（8%）対象品目です。", 8.5)
    sy = pdf.grid(m, y - 10, [60], [["担当者印"]], row_h=15, size=8)
    pdf.grid(m, sy, [60], [[""]], head=0, row_h=44)
    pdf.stamp(m + 30, sy + 22, who.split()[0], rng, shape="hanko", r=16)
    return pdf.done("ja", "purchase_order", order, sup.name, grand)


def ja_ukesho(rng: random.Random) -> Doc:
    """注文請書 from the supplier: the buyer top left as 「… 御中」, 貴社注文番号 in a grid beside a
    請書番号, the supplier block right with 登録番号 and a red square 角印 over its name, a dashed
    収入印紙 box, 合計金額 in a box and 小計 / 消費税 / 合計金額 under the table."""
    pdf, m, d = Pdf(), rng.uniform(40, 54), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, ja_firm(rng), no_total(rng)
    buyer, ys = ja_firm(rng, sup.name), rng.randrange(3)
    order = number(rng, d, "{y}{m}-{n4}|PO{Y}{m}{d}{n2}|{n5}")
    lines = make_lines(rng, JA_ITEMS[:-3], rng.randint(2, 8), 200, 30000, whole=True)
    sub, tax = ja_tax(lines, 10)
    pdf.rect(m, 34, 52, 58, stroke=GREY, dash=(3, 2))
    kv(pdf, m + 26, 60, ["収入", "印紙"], 9, 2.2, align="c")
    pdf.text(pdf.w / 2, 64, "注 文 請 書", 22, align="c", bold=True)
    refs = [f"請書番号：{number(rng, d, 'UK-{y}{m}{n3}')}"]
    refs += [f"発行日：{fdate(later(rng, d, 1, 5), 'reiwa')}"]
    kv(pdf, pdf.w - m, 40, refs, 9, align="r")
    pdf.text(m, 128, f"{buyer.name}　御中", 14)
    pdf.line(m, 134, m + wd * 0.5, 134, lw=0.8)
    pdf.text(m, 158, "下記のとおり御注文をお請けいたします。", 10)
    bx = m + wd * 0.56
    pdf.text(bx, 124, sup.name, 12, bold=True, maxw=pdf.w - m - bx)
    issuer = f"""{ja_addr(rng)}
        TEL {ja_tel(rng)}　FAX {ja_tel(rng)}
        登録番号：T{rng.randint(10**12, 10**13 - 1)}
        担当：{person(rng, "ja")}"""
    kv(pdf, bx, 142, issuer, 8.5, 1.7, maxw=pdf.w - m - bx)
    seal_x = min(bx + stringWidth(sup.name, FONT_NAME, 12) + 10, pdf.w - m - 30)
    pdf.stamp(seal_x, 130, sup.name + "之印", rng, shape="square", r=34)
    rows = [["貴社注文番号", order], ["御注文日", fdate(d, pick(rng, "cn|slash"))]]
    rows += [["納　期", fdate(later(rng, d, 10), "cn")], ["受渡場所", "貴社指定場所"]]
    rows += [["支払条件", pick(rng, "月末締め翌月末払い|現金振込")]]
    y = pdf.grid(m, 176, [80, wd * 0.5 - 80], rows, head=0, shade_cols=(0,), row_h=19)
    pdf.rect(m, y + 12, wd * 0.6, 32)
    pdf.text(m + 8, y + 33, "合計金額", 11)
    amount = "別途御見積" if none else f"{yen(sub + tax, ys)}（税込）"
    pdf.text(m + wd * 0.6 - 8, y + 34, amount, 14, align="r", bold=True)
    head = heads("No.|品名|仕様|数量|単位|単価|金額")
    body = cells(lines, "#nsqupa", whole)
    widths = rel(wd, [6, 34, 20, 9, 7, 11, 13])
    y = pdf.grid(m, y + 60, widths, [head, *body], align="cllrcrr", row_h=19)
    if not none:
        rows2 = [("小計", whole(sub)), ("消費税（10%）", whole(tax))]
        rows2 += [("合計金額", yen(sub + tax, ys))]
        y = sums(pdf, pdf.w - m, y + 20, rows2, 10, 120)
    pdf.text(m, y + 20, "備考：本請書の有効期限は発行日より30日間とします。", 9)
    return pdf.done("ja", "order_confirmation", order, sup.name, None if none else sub + tax)


# ---------------------------------------------------------------- bilingual zh/en
def zhen_po(rng: random.Random) -> Doc:
    """Bilingual 采购订单 PURCHASE ORDER under a dark band: label pairs like 订单号 PO No., a
    框架合同号 Frame Contract No., the supplier under 供应商 SUPPLIER with Chinese and English
    names, 收货地址 SHIP TO, two-line column heads, 小计 Subtotal / 增值税 VAT 13% / 运费 Freight /
    总计 Grand Total, the buyer's seal by its signature."""
    pdf, m, d = Pdf(), rng.uniform(36, 48), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    sup = zh_firm(rng, buyer.name)
    navy = rng.choice([Color(0.1, 0.16, 0.3), Color(0.2, 0.2, 0.22), Color(0, 0.3, 0.3)])
    order = number(rng, d, "PO{Y}{m}{n4}|" + buyer.key[:2].upper() + "-PO-{y}{n3}|P{n7}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(3, 9), 5, 2500)
    net = total_of(lines)
    vat = (net * Decimal("0.13")).quantize(CENT, ROUND_HALF_UP)
    freight = Decimal(rng.choice([0, rng.randint(100, 900)]))
    grand = net + vat + freight
    pdf.rect(0, 0, pdf.w, 84, fill=navy, stroke=None)
    pdf.text(m, 38, buyer.name, 14, colour=white, bold=True)
    pdf.text(m, 55, buyer.en, 9, colour=white)
    pdf.text(m, 70, zh_addr(rng), 8, colour=white)
    pdf.text(pdf.w - m, 42, "采购订单", 20, align="r", colour=white, bold=True)
    pdf.text(pdf.w - m, 64, "PURCHASE ORDER", 12, align="r", colour=white)
    pairs = [f"订单号 PO No.：{order}", f"订单日期 PO Date：{fdate(d, pick(rng, 'iso|en'))}"]
    pairs += [f"框架合同号 Frame Contract No.：FC-{d.year - 1}-{rng.randint(10, 99)}"]
    pairs += [f"币种 Currency：{pick(rng, 'RMB|CNY')}"]
    terms = pick(rng, "月结60天 Net 60|月结30天 Net 30|货到付款 COD")
    pairs += [f"付款条款 Payment Terms：{terms}"]
    if rng.random() < 0.5:
        pairs[0], pairs[2] = pairs[2], pairs[0]
    kv(pdf, m, 108, pairs, 9, 1.75)
    vendor = f"""{sup.name}
        {sup.en}
        {zh_addr(rng)}
        Tel：{zh_tel(rng)}
        Attn：{person(rng)}
        Email：sales@{sup.key}.com"""
    ship = f"""{buyer.name}
        {zh_addr(rng)}
        收货人 Receiver：{person(rng)}
        Tel：{mobile(rng)}
        交货日期 Delivery：{later(rng, d)}"""
    half = (wd - 14) / 2
    for k, (title, body) in enumerate([("供应商 SUPPLIER", vendor), ("收货地址 SHIP TO", ship)]):
        band(pdf, m + k * (half + 14), 196, half, title, Color(0.85, 0.87, 0.9))
        kv(pdf, m + k * (half + 14) + 4, 234, body, 9, 1.7, maxw=half - 8)
    en = heads("No.|Description|Specification|Qty|Unit|Unit Price|Amount")
    head = [f"{zh}\n{e}" for zh, e in zip(heads("序号|物料描述|规格|数量|单位|单价|金额"), en)]
    body = [[r[0], f"{r[1]}\n{r[2]}", *r[3:]] for r in cells(lines, "#nesqUpa")]
    widths = rel(wd, [6, 22, 22, 8, 8, 14, 16])
    style: dict = dict(row_h=26, size=8.5, align="cllrcrr", head_fill=Color(0.85, 0.87, 0.9))
    y = pdf.grid(m, 352, widths, [head, *body], **style)
    if none:
        pdf.text(m, y + 22, "总价按实际交货数量结算 Total as per quantities delivered.", 9.5)
        y += 30
    else:
        rows = [("小计 Subtotal", money(net)), ("增值税 VAT 13%", money(vat))]
        rows += [("运费 Freight", money(freight))] if freight else []
        rows += [("总计 Grand Total (RMB)", money(grand))]
        y = sums(pdf, pdf.w - m, y + 20, rows, 9.5, 100)
    ys = max(y + 30, pdf.h - 120)
    pdf.text(m, ys, "采购方 Buyer（盖章）：", 9.5)
    sign = ["供应商确认 Supplier Acknowledgement（签章）：", "", "日期 Date："]
    kv(pdf, m + wd * 0.52, ys, sign, 9.5, 1.9)
    pdf.stamp(m + 150, ys + 4, buyer.name, rng, caption="采购专用章", r=40)
    return pdf.done("zh-en", "purchase_order", order, sup.name, None if none else grand)


def zhen_contract(rng: random.Random) -> Doc:
    """Bilingual export 销售合同 SALES CONTRACT whose item lines run onto page 2, TOTAL after
    them: 合同号 Contract No., 卖方 The Seller (Chinese and English names) and a foreign 买方 The
    Buyer, FOB prices in USD, the amount in words, a 30% T/T deposit in the terms, the seller's
    red seal by its signature."""
    pdf, m, d = Pdf(), rng.uniform(44, 56), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    (buyer, buyer_addr), port = rng.choice(FOREIGN), pick(rng, "Ningbo|Shanghai|Shenzhen|Qingdao")
    tag = sup.key[:2].upper()
    order = number(rng, d, tag + "{y}EX{n3}|SC{Y}{m}{d}-{n1}|{y}{n4}-" + buyer[:2].upper())
    lines = make_lines(rng, ZH_ITEMS, rng.randint(19, 24), 1, 400)  # spills onto page 2
    total = total_of(lines)
    pdf.text(pdf.w / 2, 58, "销 售 合 同", 20, align="c", bold=True)
    pdf.text(pdf.w / 2, 78, "SALES CONTRACT", 13, align="c")
    refs = f"""合同号 Contract No.：{order}
        日期 Date：{fdate(d, "en")}
        签约地点 Signed at：{port}, China"""
    kv(pdf, pdf.w - m, 104, refs, 9, align="r")
    attn = pick(rng, "Mr. Jensen|Ms. Lopez|Mr. Weber|Ms. Clarke")
    seller = [sup.name, sup.en, zh_addr(rng), f"Tel：+86-{zh_tel(rng)[1:]}"]
    parties = [("卖方 The Seller：", seller)]
    parties += [("买方 The Buyer：", [buyer, buyer_addr, f"Attn：{attn}"])]
    y = 162
    for label, body in parties:
        pdf.text(m, y, label, 10, bold=True)
        y = kv(pdf, m + 100, y, body, 9.5, 1.6) + 6
    intro = "兹经买卖双方同意按下列条款成交：The undersigned Seller and Buyer have agreed to close "
    intro += "the following transaction according to the terms and conditions stipulated below:"
    y = pdf.para(m, y + 4, intro, 9.5, wd)
    widths = rel(wd, [34, 16, 12, 16, 22])
    body = [[f"{ln.en} ({ln.name})\n{ln.spec}", str(ln.qty), ln.unit_en] for ln in lines]
    body = [r + [f"USD {money(ln.price)}", f"USD {money(ln.amount)}"] for r, ln in zip(body, lines)]
    head = ["货物名称及规格\nCommodity & Specification", "数量\nQuantity", "单位\nUnit"]
    head += [f"单价 Unit Price\nFOB {port}", "金额\nAmount"]

    def top() -> float:
        pdf.text(pdf.w - m, 40, f"Contract No. {order}", 8, align="r", colour=GREY)
        return 70

    def note(yy: float, _: int) -> None:
        pdf.text(pdf.w - m, yy + 14, "续下页 Continued on next page", 8.5, align="r")

    pages: dict = dict(bottom=pdf.h - 60, on_page=top, note=note, row_h=24)
    y = paged(pdf, m, y + 8, widths, head, body, size=8.5, align="lrcrr", **pages)
    row = ["合计 TOTAL", "" if none else f"USD {money(total)}"]
    y = pdf.grid(m, y, [sum(widths[:4]), widths[4]], [row], head=0, align="rr", row_h=20)
    words = "以实际装运数量结算 To be settled on the quantity actually shipped."
    pdf.text(m, y + 18, f"总值 TOTAL VALUE：{words if none else en_words(total)}", 9, maxw=wd)
    deposit = "" if none else f"（USD {money(total * Decimal('0.3'))}）"
    days = rng.choice([30, 45, 60])
    terms = f"""包装 Packing：|出口标准纸箱，托盘包装。Export standard cartons on pallets.
        唛头 Shipping Marks：|由买方指定 At the Buyer's option; contract number {order}
            on each carton.
        装运期 Time of Shipment：|收到预付款后{days}天内 Within {days} days after receipt of
            the deposit.
        装运港 Port of Loading：|{port}, China
        目的港 Port of Destination：|{buyer_addr.split(", ")[-1]}
        付款条件 Terms of Payment：|30% T/T 预付{deposit}，余款见提单副本付清。30% by T/T in
            advance, the balance against copy of B/L.
        保险 Insurance：|由买方负责 To be covered by the Buyer.
        检验 Inspection：|以卖方工厂检验证书为准 The Seller's factory inspection certificate
            shall be final.
        不可抗力 Force Majeure：|因不可抗力延迟交货，卖方不负责任。The Seller shall not be held
            responsible for late delivery owing to force majeure.
        仲裁 Arbitration：|提交中国国际经济贸易仲裁委员会仲裁。Any dispute shall be submitted to
            CIETAC for arbitration in accordance with its rules."""

    y += 44
    for label, text_ in (p.split("|") for p in paragraphs(terms)):
        if y > pdf.h - 80:
            pdf.new_page()
            y = top()
        pdf.text(m, y, label, 9.5, bold=True)
        y = pdf.para(m + 150, y, text_, 9, wd - 150, bottom=pdf.h - 70, on_page=top) + 6
    if y > pdf.h - 170:
        pdf.new_page()
        y = top()
    sides = [(m, "卖方 THE SELLER", sup.name), (m + wd * 0.55, "买方 THE BUYER", buyer)]
    for x, title, name in sides:
        kv(pdf, x, y + 50, [title, name], 11, 2.2)
        pdf.line(x, y + 130, x + wd * 0.4, y + 130)
        pdf.text(x, y + 144, "授权签字 Authorized Signature", 8.5)
    pdf.stamp(m + wd * 0.25, y + 90, sup.name, rng, caption="合同专用章", r=44)
    return pdf.done("zh-en", "contract", order, sup.name, None if none else total)


FAMILIES: dict[str, Callable[[random.Random], Doc]] = {
    "cjk_caigou_dingdan_grid": caigou_dingdan_grid,
    "cjk_caigou_hetong_jiayi": caigou_hetong,
    "cjk_dinghuodan_carbon_a5": dinghuodan_carbon,
    "cjk_gonghuo_queren_letterhead": gonghuo_queren,
    "cjk_zengzhishui_fapiao": zengzhishui_fapiao,
    "cjk_qinggou_bijia": qinggou_bijia,
    "cjk_erp_caigou_twopage": erp_twopage,
    "cjk_tw_dinggou_changshang": tw_dinggou,
    "cjk_hk_caigou_hkd": hk_caigou,
    "cjk_tw_heyue_twopage": tw_heyue,
    "cjk_ja_chumonsho_onchu": ja_chumonsho,
    "cjk_ja_hacchusho_twopage": ja_hacchusho,
    "cjk_ja_chumon_ukesho": ja_ukesho,
    "cjk_zhen_po_bilingual": zhen_po,
    "cjk_zhen_sales_contract": zhen_contract,
}
