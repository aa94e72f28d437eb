"""Six more CJK purchase-paperwork families, laid out unlike the fifteen in families_cjk.py.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta), as in families_cjk.py, whose
pools and drawing helpers they reuse.

zh-Hans (a 购销合同 whose parties stand side by side in a 甲方/乙方 grid and whose recital alone
says who sells; a faxed 采购订单 under the buyer's letterhead with a paid 预付款 and 尚欠), zh-Hant
(a Taiwan ERP 採購單 over two pages with 承上頁 carried forward and 廠商簡稱 before the full
name; a Hong Kong 銷售確認書 with the supplier's English name large, 已收訂金 and 尚欠餘額) and ja
(a 発注書 with its 注文請書 below a きりとり線, two 御中 addressees; a 納品書 and its 受領書 on
two pages, the customer as 御中). They were written blind: drawn with reportlab and checked only
by reading their own text back, never run through the extraction engine nor tuned to it.

Truth as in families_cjk.py: order_number the buyer's PO number as printed (on a confirmation
or delivery note the customer's order number; on a contract with none, the contract number);
supplier the selling party's name as printed (its Chinese name where an English one is printed
too); total the grand total as "12345.60" (tax included where stated), "" when the document
states none.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, white

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_cjk import (  # noqa: E402
    CENT,
    CITIES,
    GREY,
    HK_PLACE,
    JA_ITEMS,
    SHADE,
    TW_ITEMS,
    ZH_ITEMS,
    Doc,
    Pdf,
    a_date,
    bank,
    cells,
    credit_code,
    daxie,
    en_words,
    fdate,
    heads,
    hk_firm,
    hk_tel,
    ja_addr,
    ja_firm,
    ja_tax,
    ja_tel,
    kv,
    later,
    make_lines,
    mobile,
    money,
    no_total,
    number,
    paged,
    paragraphs,
    person,
    pick,
    rel,
    sums,
    total_of,
    tw_addr,
    tw_firm,
    tw_tel,
    whole,
    yen,
    zh_addr,
    zh_firm,
    zh_tel,
)

ROLE_WORDS = [("出卖人", "买受人"), ("卖方", "买方"), ("供方", "需方")]
HK_BANKS = [
    "香港上海滙豐銀行有限公司 HSBC",
    "恒生銀行 Hang Seng Bank",
    "中國銀行（香港）Bank of China (HK)",
    "東亞銀行 The Bank of East Asia",
]


def codes(rng: random.Random, d: date, patterns: str, n: int) -> list[str]:
    """n item codes in one of the '|'-separated number() patterns (one house style per document)."""
    pattern = rng.choice(patterns.split("|"))
    return [number(rng, d, pattern) for _ in range(n)]


def dashed(pdf: Pdf, x1: float, y: float, x2: float) -> None:
    pdf.c.setDash([4, 3])
    pdf.line(x1, y, x2, y, lw=0.7, colour=GREY)
    pdf.c.setDash()


# ---------------------------------------------------------------- zh-Hans
def gouxiao_hetong(rng: random.Random) -> Doc:
    """购销合同 with the parties first, side by side in a 甲方/乙方 grid (单位名称,
    统一社会信用代码, 住所, 联系人, 开户银行, 账号); which of them sells is said only in
    the recital (出卖人/买受人, 卖方/买方, 供方/需方, or a verb: 甲方向乙方采购,
    甲方将下列产品出售给乙方), and the seller is 甲方 nearly half the time; 合同编号
    beside 报价单号 and 项目编号 (sometimes the buyer's own 采购订单号, the truth then);
    货款合计 + 运杂费 = 合同总金额 in figures and 大写, a 预付款 and 余款 (and a 质保金) in
    the payment clause; long item lists carry 本页小计 and 承前页; seals over
    甲方（盖章）/乙方（盖章） lines that repeat the names. Usually two pages."""
    pdf, m, d = Pdf(), rng.uniform(46, 58), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    sup = zh_firm(rng, buyer.name)
    contract = number(
        rng, d, "GX-{Y}{m}-{n3}|HT{Y}{m}{d}{n2}|" + sup.key[:2].upper() + "XS{y}-{n4}"
    )
    po = number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{d}-{n2}|4500{n6}") if rng.random() < 0.25 else ""
    many = rng.random() < 0.3  # the item table then runs onto page 2
    lines = make_lines(rng, ZH_ITEMS, rng.randint(20, 32) if many else rng.randint(3, 12), 20, 5000)
    net = total_of(lines)
    freight = Decimal(rng.choice([0, 0, rng.randint(200, 1800)]))
    grand = net + freight
    sw, bw = rng.choice(ROLE_WORDS)
    seller_first = rng.random() < 0.45
    seller, payer = ("甲方", "乙方") if seller_first else ("乙方", "甲方")
    first, second = (sup, buyer) if seller_first else (buyer, sup)
    labelled = rng.random() < 0.35
    carry: dict[str, Decimal | None] = {"v": None}

    def top() -> float:
        pdf.text(pdf.w - m, 40, f"合同编号：{contract}", 8, align="r", colour=GREY)
        pdf.text(pdf.w / 2, pdf.h - 28, f"第 {pdf.pages} 页", 8, align="c", colour=GREY)
        if carry["v"] is not None:
            pdf.text(m, 72, f"承前页金额：¥{money(carry['v'])}", 9)
            carry["v"] = None
            return 84
        return 72

    pdf.text(pdf.w / 2, pdf.h - 28, "第 1 页", 8, align="c", colour=GREY)
    title = pick(rng, "购销合同|产品购销合同|买卖合同|工矿产品购销合同")
    pdf.text(pdf.w / 2, 62, title, 20, align="c", bold=True, space=3)
    refs = [f"合同编号：{contract}"]
    if rng.random() < 0.6:
        refs.append(f"报价单号：{number(rng, d, 'BJ{y}{m}{n3}|QT-{Y}-{n4}')}")
    if po:
        refs.append(f"{bw}采购订单号：{po}")
    if rng.random() < 0.4:
        refs.append(f"项目编号：{number(rng, d, 'XM-{Y}-{n3}')}")
    where = [f"签订地点：{rng.choice(CITIES)[0]}", f"签订日期：{fdate(d, pick(rng, 'cn|cn0|iso'))}"]
    y = max(kv(pdf, pdf.w - m, 94, refs, 9.5, 1.6, align="r"), kv(pdf, m, 94, where, 9.5, 1.6))

    def head_of(side: str) -> str:
        return f"{side}（{sw if side == seller else bw}）" if labelled else side

    info = []
    for firm in (first, second):
        acct = bank(rng)
        info.append(
            [firm.name, credit_code(rng), zh_addr(rng), person(rng)]
            + [f"{person(rng)}  {mobile(rng)}", zh_tel(rng), acct[0], acct[1]]
        )
    labels = heads(
        "单位名称|统一社会信用代码|住　　所|法定代表人|联 系 人|电　　话|开户银行|账　　号"
    )
    rows = [["", head_of("甲方"), head_of("乙方")]]
    rows += [[lab, a, b] for lab, a, b in zip(labels, *info)]
    y = pdf.grid(m, y + 2, rel(wd, [20, 40, 40]), rows, row_h=19, size=9, shade_cols=(0,))
    deal = rng.choice(
        [
            f"{payer}向{seller}采购下列产品",
            f"{seller}将下列产品出售给{payer}",
            f"{payer}向{seller}订购下列货物",
            f"{seller}向{payer}供应下列产品",
        ]
    )
    intro = "根据《中华人民共和国民法典》及有关法律法规的规定，甲乙双方本着平等互利、诚实信用的"
    intro += f"原则，经友好协商，就{deal}事宜达成一致，签订本合同，以资共同遵守。"
    if not labelled and rng.random() < 0.4:
        intro += f"本合同中{seller}为{sw}，{payer}为{bw}。"
    y = pdf.para(m, y + 22, intro, 10, wd, lead=1.6)
    pdf.text(m, y + 6, "一、产品名称、规格型号、数量及金额", 10.5, bold=True)
    days = [later(rng, d, 7, 45) for _ in lines]
    body = [r + [f"{t.month}月{t.day}日"] for r, t in zip(cells(lines, "#nsuqpa"), days)]
    head = heads("序号|产品名称|规格型号|单位|数量|含税单价（元）|金额（元）|交货期")
    widths = rel(wd, [6, 19, 19, 7, 8, 14, 15, 12])

    def note(yy: float, i: int) -> None:
        if none:
            pdf.text(pdf.w - m, yy + 14, "（转下页）", 9, align="r")
            return
        carry["v"] = total_of(lines[:i])
        pdf.text(pdf.w - m, yy + 14, f"本页小计：¥{money(carry['v'])}　（转下页）", 9, align="r")

    pages: dict = dict(bottom=pdf.h - 70, on_page=top, note=note, row_h=18)
    y = paged(pdf, m, y + 16, widths, head, body, size=8.5, align="cllcrrrc", **pages)
    row = ["合　计", "" if none else money(net), ""]
    y = pdf.grid(m, y, [sum(widths[:6]), *widths[6:]], [row], head=0, align="crl", row_h=18)
    if none:
        price = "合同总金额：按实际交货数量及上表单价结算，运杂费另计。"
    else:
        tax = (grand - grand / Decimal("1.13")).quantize(CENT, ROUND_HALF_UP)
        price = f"货款合计¥{money(net)}" + (f"，运杂费¥{money(freight)}" if freight else "")
        price += f"；合同总金额（含13%增值税{'及运杂费' if freight else ''}）：人民币"
        price += f"{daxie(grand)}（¥{money(grand)}）"
        if rng.random() < 0.5:
            price += f"，其中不含税金额¥{money(grand - tax)}，税额¥{money(tax)}"
        price += "。"
    if freight:
        ship = f"运杂费由{payer}承担，已计入合同总金额。"
    else:
        ship = f"运杂费由{seller}承担。"
    if none:
        pay = f"{payer}于合同签订后七日内支付预付款人民币{rng.randint(2, 30)}000元，余款按实际交货"
        pay += "数量结算后三十日内付清。"
    else:
        pct = rng.choice([20, 30, 50])
        dep = (grand * pct / 100).quantize(CENT, ROUND_HALF_UP)
        pay = f"合同签订后五个工作日内，{payer}向{seller}支付合同总金额的{pct}%作为预付款，计人民币"
        pay += f"¥{money(dep)}；货到验收合格且{seller}开具全额增值税专用发票后三十日内，{payer}"
        pay += f"支付余款¥{money(grand - dep)}"
        if rng.random() < 0.4:
            keep = (grand * Decimal("0.05")).quantize(CENT, ROUND_HALF_UP)
            pay += f"，其中合同总金额的5%（¥{money(keep)}）作为质保金，质保期满后无息支付"
        pay += "。"
    court = pick(rng, "原告|被告|合同签订地")
    extra = pick(
        rng, "无。|随货提供产品合格证、装箱单及检测报告。|包装物不回收，费用已含在单价内。"
    )
    clauses = f"""{price}
        二、质量标准：按国家标准或行业标准执行；有特殊要求的，以{payer}确认的技术协议为准。
        三、交货时间、地点及方式：{seller}应按上表交货期将货物送达{zh_addr(rng)}，{ship}
        四、验收标准及期限：{payer}收货后{rng.choice([3, 5, 7])}个工作日内按本合同约定验收，如有
            质量异议应书面通知{seller}，{seller}应于五日内无偿更换。
        五、结算方式及期限：{pay}
        六、包装标准：按行业通用标准包装，须适合长途运输，外箱标明合同编号。
        七、违约责任：{seller}逾期交货的，每日按逾期部分货款的万分之五支付违约金；{payer}逾期付款的，
            每日按逾期部分的万分之五支付违约金。
        八、解决合同纠纷的方式：双方协商解决；协商不成的，向{court}所在地人民法院提起诉讼。
        九、本合同一式{pick(rng, "两|肆")}份，双方各执{pick(rng, "壹|贰")}份，自双方签字盖章之日起
            生效，传真件、扫描件与原件具有同等效力。
        十、其他约定事项：{extra}"""
    y += 26
    if y > pdf.h - 110:
        pdf.new_page()
        y = top()
    for clause in paragraphs(clauses):
        y = pdf.para(m, y, clause, 10, wd, lead=1.6, bottom=pdf.h - 70, on_page=top) + 6
    if y > pdf.h - 190:
        pdf.new_page()
        y = top()
    dated = rng.random() < 0.5
    for k, (side, firm) in enumerate([("甲方", first), ("乙方", second)]):
        x = m + k * wd / 2
        rows2 = [f"{side}（盖章）：{firm.name}", "法定代表人或委托代理人（签字）：", ""]
        rows2 += [f"日期：{fdate(d, 'cn')}" if dated else "日期：　　年　　月　　日"]
        kv(pdf, x, y + 36, rows2, 9.5, 2.3, maxw=wd / 2 - 14)
        pdf.stamp(x + wd * rng.uniform(0.22, 0.32), y + 58, firm.name, rng, caption="合同专用章")
    truth = po or contract
    return pdf.done("zh-Hans", "contract", truth, sup.name, None if none else grand)


def caigou_chuanzhen(rng: random.Random) -> Doc:
    """采购订单 sent as a fax under the buyer's letterhead: a 传真 cover grid with the supplier
    only as 收件单位/TO (no 供应商 label) opposite the 发件单位 (sides swapped a third of the
    time), a note citing the supplier's 报价单号, then 订单编号 among 请购单号, 报价单号,
    供应商编号, 框架协议号; 未税 or 含税 prices, 货款小计 / 折扣 / 税额 / 运费 / 订单总额（含税）,
    then a paid 预付款 and a bold 尚欠金额 / 尚需支付 below the total, 大写, the buyer's 采购专用章
    and a 供方回签 line."""
    pdf, m, d = Pdf(), rng.uniform(38, 48), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), no_total(rng)
    sup, clerk, ds = zh_firm(rng, buyer.name), person(rng), pick(rng, "cn|iso|slash")
    order = number(rng, d, "CG{y}{m}{d}{n3}|PO-{Y}{m}-{n4}|" + buyer.key[:2].upper() + "PO{y}{n5}")
    quote = number(rng, d, "QT{Y}{m}{n4}|BJ-{y}{n4}|XS{y}{m}{d}{n2}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(3, 8), 5, 2500)
    net = total_of(lines)
    fax = zh_tel(rng)
    pdf.text(m, 44, buyer.name, 15, bold=True)
    pdf.text(m, 58, buyer.en, 8, colour=GREY)
    contact = [f"地址：{zh_addr(rng)}", f"电话：{zh_tel(rng)}　传真：{fax}"]
    kv(pdf, pdf.w - m, 40, contact, 7.5, 1.6, align="r")
    pdf.line(m, 68, pdf.w - m, 68, lw=1.5)
    pdf.text(m, 96, pick(rng, "传　真|传真 FAX|传真件"), 17, bold=True)
    pdf.text(pdf.w - m, 96, pick(rng, "请阅后回复|急件　请即回传|共1页（含本页）"), 9, align="r")
    attn = f"{person(rng)}{pick(rng, '经理|先生|女士|')}"
    english = rng.random() < 0.45
    tags = ["TO 收件方", "ATTN 收件人", "FAX 传真", "TEL 电话"] if english else None
    tags = tags or ["收件单位", "收 件 人", "传　　真", "电　　话"]
    ours = ["FROM 发件方", "发 件 人", "传　　真", "日　　期"] if english else None
    ours = ours or ["发件单位", "发 件 人", "传　　真", "日　　期"]
    theirs_v = [sup.name, attn, zh_tel(rng), zh_tel(rng)]
    ours_v = [buyer.name, f"{clerk}（采购部）", fax, fdate(d, ds)]
    sides = [(tags, theirs_v), (ours, ours_v)]
    if rng.random() < 0.33:
        sides.reverse()
    (la, va), (lb, vb) = sides
    rows = [[a, b, c, e] for a, b, c, e in zip(la, va, lb, vb)]
    y = pdf.grid(m, 108, rel(wd, [14, 36, 14, 36]), rows, head=0, shade_cols=(0, 2), row_h=19)
    msg = f"{attn}：您好！贵司{quote}号报价单已收悉，经我司审核，现向贵司订购下列货物，请于收到后"
    msg += "24小时内签字盖章回传确认。谢谢！"
    y = pdf.para(m, y + 20, msg, 9.5, wd, lead=1.55)
    pdf.text(pdf.w / 2, y + 18, "采 购 订 单", 17, align="c", bold=True)
    refs = [f"订单编号：{order}", f"请购单号：{number(rng, d, 'PR{y}{m}{n4}|QG-{Y}-{n4}')}"]
    refs += [f"供应商编号：{number(rng, d, 'V{n5}|S-{n4}')}", f"报价单号：{quote}"]
    refs += [f"框架协议号：{number(rng, d, 'KJ-{Y}-{n3}|FA{y}{n3}')}"]
    refs += [f"交货日期：{fdate(later(rng, d), ds)}"]
    if rng.random() < 0.5:
        rng.shuffle(refs)
    kv(pdf, m, y + 44, refs[:3], 9.5, 1.6)
    y = kv(pdf, m + wd * 0.52, y + 44, refs[3:], 9.5, 1.6)
    incl = rng.random() < 0.4
    price = "含税单价" if incl else "未税单价"
    item_codes = codes(rng, d, "{n2}.{n3}.{n4}|M{n6}|1{n2}-{n5}", len(lines))
    body = [[r[0], code, *r[1:]] for r, code in zip(cells(lines, "#nsuqpa"), item_codes)]
    head = heads(f"序号|物料编码|品名|规格型号|单位|数量|{price}|金额")
    widths = rel(wd, [6, 14, 18, 18, 7, 8, 13, 16])
    y = pdf.grid(m, y + 2, widths, [head, *body], align="cclllrrr", row_h=18, size=8.5)
    disc = Decimal(rng.choice([0, 0, rng.randint(50, 600)]))
    freight = Decimal(rng.choice([0, 0, rng.randint(50, 500)]))
    tax = Decimal(0) if incl else ((net - disc) * Decimal("0.13")).quantize(CENT, ROUND_HALF_UP)
    grand = net - disc + tax + freight
    if none:
        pdf.text(m, y + 20, "订单总额：按实际送货数量结算，单价以本订单为准。", 10)
        y += 30
    else:
        rows2 = [("货款小计（含税）：" if incl else "货款小计（未税）：", money(net))]
        rows2 += [("折扣：", f"-{money(disc)}")] if disc else []
        rows2 += [] if incl else [("税额（13%）：", money(tax))]
        rows2 += [("运费：", money(freight))] if freight else []
        rows2 += [("订单总额（含税）：", f"¥{money(grand)}")]
        y = sums(pdf, pdf.w - m, y + 18, rows2, 9.5, 120)
        if rng.random() < 0.75:
            pct = rng.choice([20, 30, 50])
            dep = (grand * pct / 100).quantize(CENT, ROUND_HALF_UP)
            paid = fdate(later(rng, d, 1, 4), "iso")
            owe = pick(rng, "尚欠金额：|尚需支付：|余款应付：")
            rows3 = [(f"预付款（{pct}%，{paid}已付）：", f"-{money(dep)}")]
            rows3 += [(owe, f"¥{money(grand - dep)}")]
            y = sums(pdf, pdf.w - m, y, rows3, 9.5, 120, bold_last=rng.random() < 0.6)
        pdf.text(m, y + 2, f"订单总额（大写）：人民币{daxie(grand)}", 9.5, maxw=wd)
        y += 12
    pay = pick(rng, "月结30天|货到验收合格后60天内付清余款|月结60天")
    terms = f"""备注：1. 送货时请附送货单，送货单及发票上须注明本订单编号。
        2. 付款方式：{pay}；发票：13%增值税专用发票。
        3. 逾期交货每日按订单金额0.5%扣款；质量问题无条件退换。"""
    y = kv(pdf, m, y + 16, terms, 8.5, 1.6)
    ys = max(y + 22, pdf.h - 96)
    pdf.text(m, ys, f"采购方（盖章）：{buyer.name}", 9.5, maxw=wd * 0.5)
    pdf.text(m, ys + 24, f"采购员：{clerk}　　审核：", 9.5)
    kv(pdf, m + wd * 0.56, ys, ["供方回签（签字盖章）：", "", "日期：　　年　　月　　日"], 9.5, 1.3)
    pdf.stamp(m + wd * 0.3, ys - 4, buyer.name, rng, caption="采购专用章", r=38)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else grand)


# ---------------------------------------------------------------- zh-Hant
def tw_caigou_erp(rng: random.Random) -> Doc:
    """Taiwan ERP 採購單 print: 廠商代號 and 廠商簡稱 before the full 廠商全名, 採購單號 beside a
    請購單號 of the same 單別-民國日期 shape, 專案代號, 幣別/匯率 and 課稅別 (應稅外加, or 應稅內含
    where the 總計 already holds the tax); 20-48 lines, so often a second page with 本頁小計 /
    接下頁 and 承上頁 carried forward; 採購金額 / 營業稅額 / 金額總計 as a head-over-value grid,
    新台幣大寫, 核准/主管/採購/廠商確認 boxes, 列印日期 footers."""
    pdf, m, d = Pdf(), rng.uniform(28, 38), a_date(rng)
    wd, buyer = pdf.w - 2 * m, tw_firm(rng)
    sup, clerk = tw_firm(rng, buyer.name), person(rng, "zh-Hant")
    short = sup.name.replace("股份有限公司", "").replace("有限公司", "")
    short = short if rng.random() < 0.6 else short[:2]
    order = number(rng, d, "3301-{roc}{m}{d}{n3}|PO{roc}{m}{d}{n3}|B{y}{m}{n5}")
    req = number(rng, d, "3101-{roc}{m}{d}{n3}|PR{roc}{m}{d}{n3}")
    lines = make_lines(rng, TW_ITEMS, rng.randint(20, 48), 10, 3000, whole=True)
    net = total_of(lines)
    outside = rng.random() < 0.65
    fmt = whole if rng.random() < 0.6 else money
    if outside:
        tax = (net * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
        grand = net + tax
    else:
        grand = net
        tax = grand - (grand / Decimal("1.05")).quantize(Decimal(1), ROUND_HALF_UP)
    printed = f"{fdate(d, 'rocs')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"
    carry: dict[str, Decimal | None] = {"v": None}

    def header() -> float:
        pdf.text(pdf.w / 2, 36, buyer.name, 14, align="c", bold=True)
        pdf.text(pdf.w / 2, 58, "採　購　單", 16, align="c", bold=True)
        pdf.text(pdf.w - m, 58, f"頁次：{pdf.pages}", 8.5, align="r")
        pdf.text(m, pdf.h - 22, f"列印日期：{printed}　列印人員：{clerk}", 7.5, colour=GREY)
        if pdf.pages == 1:
            return 70
        pdf.text(m, 80, f"採購單號：{order}　廠商：{short}", 9)
        if carry["v"] is not None:
            pdf.text(pdf.w - m, 80, f"承上頁：{fmt(carry['v'])}", 9, align="r")
            carry["v"] = None
        return 88

    header()
    full = pick(rng, "廠商全名|廠商名稱|供應廠商")
    left = [f"廠商代號：V{rng.randint(1000, 9999)}", f"廠商簡稱：{short}", f"{full}：{sup.name}"]
    left += [f"聯 絡 人：{person(rng, 'zh-Hant')}　電話：{tw_tel(rng)}"]
    left += [f"傳　　真：{tw_tel(rng)}　統一編號：{rng.randint(10000000, 99999999)}"]
    left += [f"廠商地址：{tw_addr(rng)}"]
    right = [f"採購單號：{order}", f"採購日期：{fdate(d, pick(rng, 'rocs|roc'))}"]
    right += [f"請購單號：{req}", f"專案代號：P{d.year - 1911}-{rng.randint(10, 99)}"]
    right += ["幣　　別：NTD　匯率：1.0000", f"課 稅 別：{'應稅外加' if outside else '應稅內含'}"]
    right += [f"付款條件：{pick(rng, '月結30天|月結60天|貨到付現|月結90天')}"]
    kv(pdf, m, 84, left, 9, 1.6, maxw=wd * 0.55)
    y = kv(pdf, m + wd * 0.6, 84, right, 9, 1.6, maxw=wd * 0.4)
    pdf.line(m, y - 6, pdf.w - m, y - 6, lw=0.8)
    item_codes = codes(rng, d, "{n2}-{n3}-{n3}|A{n7}|M{n2}{n4}", len(lines))
    due = fdate(later(rng, d, 7, 30), "rocs")
    body = [[r[0], c, *r[1:], due] for r, c in zip(cells(lines, "#nsqupa", fmt), item_codes)]

    def note(yy: float, i: int) -> None:
        carry["v"] = total_of(lines[:i])
        pdf.text(pdf.w - m, yy + 13, f"本頁小計：{fmt(carry['v'])}", 8.5, align="r")
        pdf.text(pdf.w / 2, yy + 13, "（接下頁）", 8.5, align="c")

    widths = rel(wd, [5, 12, 17, 17, 7, 6, 10, 13, 13])
    head = heads("序|品號|品名|規格|採購數量|單位|單價|金額|預交日")
    pages: dict = dict(bottom=pdf.h - 46, on_page=header, note=note, row_h=15)
    style: dict = dict(size=8, align="clllrcrrc", head_fill=Color(0.88, 0.88, 0.88))
    y = paged(pdf, m, y, widths, head, body, **pages, **style)
    if y > pdf.h - 200:
        pdf.new_page()
        y = header() - 10
    if outside:
        labels, figs = heads("採購金額|營業稅額（5%）|金額總計"), [net, tax, grand]
    else:
        labels, figs = heads("未稅金額|稅額（內含）|含稅總計"), [grand - tax, tax, grand]
    rows = [labels, [fmt(v) for v in figs]]
    y = pdf.grid(pdf.w - m - 300, y + 14, [95, 95, 110], rows, align="rrr", row_h=18, size=9)
    if rng.random() < 0.6:
        pdf.text(m, y + 18, f"合計新台幣（大寫）：{daxie(grand, trad=True)}", 9.5)
        y += 16
    notes = """備註：1. 請於送貨單及發票上註明採購單號，未註明者恕不受理。
        2. 交貨逾期每日扣該批貨款千分之三；品質不符者應無條件退換。
        3. 廠商接單後請於二日內簽回。"""
    y = kv(pdf, m, y + 20, notes, 8.5, 1.55)
    y = pdf.grid(m, y + 4, [wd / 4] * 4, [heads("核准|主管|採購|廠商確認")], row_h=16, size=9)
    pdf.grid(m, y, [wd / 4] * 4, [[""] * 4], head=0, row_h=40)
    return pdf.done("zh-Hant", "purchase_order", order, sup.name, grand)


def hk_xiaoshou_queren(rng: random.Random) -> Doc:
    """Hong Kong 銷售確認書 SALES CONFIRMATION from the supplier: its English name large on the
    letterhead most of the time (the Chinese name, the truth, smaller), 致 Messrs. the customer
    with its Chinese and English names and Attn, Our Ref. and 報價單編號 beside 貴公司訂單編號
    Your P.O. No. and 客戶編號 A/C No., HK$ lines, 小計 / 折扣 / 運費 / 總額 TOTAL then 已收訂金
    Deposit Received and a bold 尚欠餘額 Balance Due, the amount in words, the bank account and
    cheques payable in the English name, two "For and on behalf of" blocks and a chop."""
    pdf, m, d = Pdf(), rng.uniform(40, 50), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, hk_firm(rng), no_total(rng)
    buyer = hk_firm(rng, sup.name)
    tint = rng.choice([Color(0.1, 0.25, 0.5), Color(0.5, 0.1, 0.12), Color(0.05, 0.4, 0.3)])
    abbr = "".join(w[0] for w in buyer.en.split()[:2]).upper()
    order = number(rng, d, "PO{y}{n4}|" + abbr + "-PO-{n4}|P{Y}{m}{n3}|{n6}")
    lines = make_lines(rng, TW_ITEMS, rng.randint(3, 8), 20, 3000)
    net = total_of(lines)
    pdf.rect(m, 28, 44, 44, fill=tint, stroke=None)
    initials = "".join(w[0] for w in sup.en.split()[:2]).upper()
    pdf.text(m + 22, 57, initials, 16, align="c", colour=white, bold=True)
    if rng.random() < 0.65:
        pdf.text(m + 54, 46, sup.en.upper(), 14, colour=tint, bold=True, maxw=wd - 54)
        pdf.text(m + 54, 64, sup.name, 10.5)
    else:
        pdf.text(m + 54, 48, sup.name, 16, colour=tint, bold=True)
        pdf.text(m + 54, 64, sup.en, 9.5)
    unit = f"{rng.randint(2, 25)}樓{rng.choice('ABCDEF')}室"
    where = f"{rng.choice(HK_PLACE)}{rng.randint(1, 200)}號{unit}　Tel：{hk_tel(rng)}"
    where += f"　Fax：{hk_tel(rng)}"
    pdf.text(m, 86, where, 8, colour=GREY, maxw=wd)
    pdf.text(m, 98, f"Email：sales@{sup.key}.com.hk　www.{sup.key}.com.hk", 8, colour=GREY)
    pdf.line(m, 106, pdf.w - m, 106, lw=1.6, colour=tint)
    zh_t, en_t = rng.choice(
        [("銷售確認書", "SALES CONFIRMATION"), ("訂單確認書", "ORDER CONFIRMATION")]
    )
    pdf.text(pdf.w / 2, 132, zh_t, 17, align="c", bold=True)
    pdf.text(pdf.w / 2, 148, en_t, 10, align="c")
    cust = [buyer.name, buyer.en, f"{rng.choice(HK_PLACE)}{rng.randint(1, 200)}號"]
    cust += [f"Attn：{person(rng, 'zh-Hant')} {pick(rng, '先生|小姐|經理')}", f"Tel：{hk_tel(rng)}"]
    pdf.text(m, 176, "致 Messrs.：", 9, colour=GREY)
    kv(pdf, m, 192, cust, 9.5, 1.6, maxw=wd * 0.52)
    mid = [f"貴公司訂單編號 Your P.O. No.：{order}"]
    mid += [f"報價單編號 Quotation No.：Q{rng.randint(10000, 99999)}"]
    mid += [f"客戶編號 A/C No.：{abbr}{rng.randint(100, 999)}"]
    if rng.random() < 0.6:
        rng.shuffle(mid)
    refs = [f"編號 Our Ref.：SC{d:%y}{rng.randint(1000, 9999)}", f"日期 Date：{fdate(d, 'hk')}"]
    pct, with_dep = rng.choice([30, 50]), rng.random() < 0.8 and not none
    terms = f"訂金{pct}%，餘款貨到付清" if with_dep else pick(rng, "C.O.D.|月結30天|貨到30天內付款")
    refs += [*mid, f"付款條件 Terms：{terms}"]
    refs += [f"交貨日期 Delivery：{fdate(later(rng, d), 'hk')}"]
    y = kv(pdf, m + wd * 0.56, 176, refs, 8.5, 1.75, maxw=wd * 0.44)
    head = ["項目\nItem", "貨品編號\nCode", "貨品描述\nDescription", "數量\nQty"]
    head += ["單價 (HK$)\nUnit Price", "金額 (HK$)\nAmount"]
    item_codes = codes(rng, d, initials + "-{n4}|{n3}-{n3}|" + initials + "{n5}", len(lines))
    rows = zip(cells(lines, "#nsqupa"), item_codes)
    body = [[r[0], c, f"{r[1]} {r[2]}", f"{r[3]} {r[4]}", r[5], r[6]] for r, c in rows]
    widths = rel(wd, [8, 14, 38, 12, 13, 15])
    tints: dict = dict(zebra=Color(0.95, 0.95, 0.95), head_fill=Color(0.86, 0.88, 0.92))
    y = pdf.grid(m, y + 6, widths, [head, *body], align="cclrrr", row_h=24, size=8.5, **tints)
    disc = Decimal(rng.choice([0, 0, rng.randint(5, 60) * 10]))
    delivery = Decimal(rng.choice([0, 0, 150, 200, 300, 500]))
    grand = net - disc + delivery
    if none:
        pdf.text(m, y + 22, "總額 TOTAL：按實際送貨數量計算 To be advised upon delivery.", 9.5)
        y += 34
    else:
        top = y
        rows2 = [("小計 Sub-total：", f"HK${money(net)}")]
        rows2 += [("折扣 Discount：", f"-HK${money(disc)}")] if disc else []
        rows2 += [("運費 Delivery：", f"HK${money(delivery)}")] if delivery else []
        rows2 += [("總額 TOTAL：", f"HK${money(grand)}")]
        y = sums(pdf, pdf.w - m, y + 20, rows2, 9.5, 110)
        dep = Decimal(int(grand * pct / 100 / 100) * 100)
        if dep and with_dep:
            rows3 = [("已收訂金 Deposit Received：", f"-HK${money(dep)}")]
            rows3 += [("尚欠餘額 Balance Due：", f"HK${money(grand - dep)}")]
            y = sums(pdf, pdf.w - m, y, rows3, 9.5, 110)
        acct = f"{rng.randint(100, 999)}-{rng.randint(100000, 999999)}-{rng.randint(100, 999)}"
        pay = ["付款方法 Payment：", f"劃線支票抬頭 Cheque payable to「{sup.en}」"]
        pay += ["或存入 or remit to："]
        pay += [f"銀行 Bank：{rng.choice(HK_BANKS)}", f"戶口號碼 A/C No.：{acct}"]
        kv(pdf, m, top + 20, pay, 8, 1.6, maxw=wd * 0.5)
        y = max(y, top + 20 + 8 * 1.6 * 5)
        if rng.random() < 0.5:
            words = en_words(grand).replace("US DOLLARS", "HONG KONG DOLLARS")
        else:
            words = f"港幣{daxie(grand, trad=True)}"
        pdf.text(m, y + 6, f"總額（大寫）Amount in words：{words}", 8.5, maxw=wd)
        y += 14
    terms = "條款 Terms：1. 本確認書經雙方簽署後生效 This confirmation is binding once signed "
    terms += "by both parties.　2. 訂金恕不退還 Deposits are non-refundable.　"
    terms += "3. 貨物一經送出，恕不退換。"
    y = pdf.para(m, y + 14, terms, 8, wd, lead=1.5)
    ys = max(y + 26, pdf.h - 120)
    chop = "Authorised Signature & Company Chop"
    sides = [(m, "客戶確認 Confirmed & Accepted by", buyer.en, chop)]
    sides += [(m + wd * 0.55, "For and on behalf of", sup.en, "Authorised Signature(s)")]
    for x, cap, name, under in sides:
        kv(pdf, x, ys, [cap, name], 9, 1.6, maxw=wd * 0.43)
        pdf.line(x, ys + 58, x + wd * 0.4, ys + 58)
        pdf.text(x, ys + 70, under, 8)
    if rng.random() < 0.6:
        pdf.text(m, ys + 30, "For and on behalf of " + buyer.name, 8, colour=GREY, maxw=wd * 0.43)
    pdf.stamp(m + wd * 0.78, ys + 36, sup.name, rng, shape="square", r=30)
    return pdf.done("zh-Hant", "order_confirmation", order, sup.name, None if none else grand)


# ---------------------------------------------------------------- ja
def ja_hacchu_ukesho(rng: random.Random) -> Doc:
    """発注書 with its 注文請書 below a きりとり線 on the same page (下請法 style): above, 受注者
    「… 御中」 (the supplier) and 発注者 with address and 角印, 件名, 発注番号 beside 見積番号 and
    工事番号, 税抜 lines, 小計 / 消費税 / 発注金額（税込）; below, the slip the supplier returns,
    addressed 「（発注者）… 御中」 (the buyer), repeating 発注番号 and 注文金額, with 受注者 住所・
    会社名・代表者印 to fill in (pre-printed half the time)."""
    pdf, m, d = Pdf(), rng.uniform(38, 48), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, ja_firm(rng), no_total(rng)
    buyer, who, ys = ja_firm(rng, sup.name), person(rng, "ja"), rng.randrange(3)
    order = number(rng, d, "{y}{m}{d}-{n3}|HC-{Y}-{n5}|{n8}")
    quote = number(rng, d, "MT{y}{m}-{n3}|M{y}{m}{n3}|Q-{n6}")
    job = number(rng, d, "K{y}-{n4}|W{n5}|J{y}{m}{n2}")
    subject = pick(rng, "治具部品加工|制御盤用部品購入|設備保全用消耗品|梱包資材購入|改造部品")
    lines = make_lines(rng, JA_ITEMS[:-3], rng.randint(2, 6), 200, 15000, whole=True)
    sub, tax = ja_tax(lines, 10)
    grand = sub + tax
    due, ds = later(rng, d, 10, 40), pick(rng, "cn|reiwa|slash")
    pdf.text(pdf.w / 2, 50, "発　注　書", 20, align="c", bold=True)
    kv(pdf, pdf.w - m, 76, [f"発注番号：{order}", f"発注日：{fdate(d, ds)}"], 9, 1.6, align="r")
    pdf.text(m, 102, "（受注者）", 8.5, colour=GREY)
    pdf.text(m, 122, f"{sup.name}　御中", 13, maxw=wd * 0.52)
    pdf.line(m, 128, m + wd * 0.52, 128, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(m, 144, f"取引先コード：{rng.randint(10000, 99999)}", 8.5)
    bx = m + wd * 0.57
    pdf.text(bx, 102, "（発注者）", 8.5, colour=GREY)
    issuer = [buyer.name, ja_addr(rng), f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}", f"担当：{who}"]
    kv(pdf, bx, 118, issuer, 8.5, 1.65, maxw=pdf.w - m - bx)
    if rng.random() < 0.6:
        pdf.stamp(pdf.w - m - 28, 124, buyer.name + "之印", rng, shape="square", r=26)
    pdf.text(m, 178, "下記のとおり発注いたします。", 9.5)
    place = pick(rng, "弊社本社工場|弊社第二工場 資材倉庫|別紙指定場所")
    terms = pick(rng, "月末締め翌月末払い|20日締め翌月10日払い|検収後30日以内振込")
    rows = [["件　名", subject, "納　期", fdate(due, "cn")]]
    rows += [["見積番号", f"貴社見積 No.{quote}", "納入場所", place]]
    rows += [["工事番号", job, "支払条件", terms]]
    y = pdf.grid(m, 188, rel(wd, [13, 37, 13, 37]), rows, head=0, shade_cols=(0, 2), row_h=18)
    head = heads("No.|品　名|仕　様|数量|単位|単価（税抜）|金額（税抜）")
    widths = rel(wd, [6, 28, 22, 8, 7, 13, 16])
    body = cells(lines, "#nsqupa", whole)
    y = pdf.grid(m, y + 12, widths, [head, *body], align="cllrcrr", row_h=17, size=8.5)
    figs = ["", "", ""] if none else [whole(sub), whole(tax), yen(grand, ys)]
    labels = ["小　計", "消費税（10%）", "発注金額（税込）"]
    style: dict = dict(head=0, align="cr", shade_cols=(0,), row_h=17, size=8.5)
    rows = [[a, b] for a, b in zip(labels, figs)]
    y = pdf.grid(m + sum(widths[:5]), y, widths[5:], rows, **style)
    notes = ["※本書は下請代金支払遅延等防止法第3条に基づく書面として交付します。"]
    notes += [f"※注文請書に記名押印のうえ、{rng.choice([5, 7, 10])}日以内にご返送ください。"]
    if none:
        notes.insert(0, "※金額は別途協議のうえ決定します。")
    y = kv(pdf, m, y + 20, notes, 8, 1.6)
    cut = max(y + 8, 470)
    dashed(pdf, m - 10, cut, pdf.w - m + 10)
    pdf.rect(pdf.w / 2 - 40, cut - 7, 80, 14, fill=white, stroke=None)
    pdf.text(pdf.w / 2, cut + 3, "きりとり線", 8, align="c", colour=GREY)
    pdf.text(pdf.w / 2, cut + 40, "注　文　請　書", 16, align="c", bold=True)
    pdf.text(m, cut + 68, "（発注者）", 8.5, colour=GREY)
    pdf.text(m, cut + 86, f"{buyer.name}　御中", 12, maxw=wd * 0.52)
    pdf.line(m, cut + 92, m + wd * 0.52, cut + 92, lw=0.8)
    pdf.text(m, cut + 114, "下記のとおりご注文をお請けいたします。", 9.5)
    amount = "別途協議" if none else f"{yen(grand, ys)}（税込）"
    rows = [["発注番号", order], ["件　名", subject], ["注文金額", amount]]
    rows += [["納　期", fdate(due, "cn")]]
    pdf.grid(m, cut + 124, [70, wd * 0.52 - 70], rows, head=0, shade_cols=(0,), row_h=18)
    filled = rng.random() < 0.5
    rx = m + wd * 0.58
    slip = ["令和　　年　　月　　日", "（受注者）"]
    slip += [f"住　所　{ja_addr(rng) if filled else ''}", f"会社名　{sup.name if filled else ''}"]
    slip += ["代表者　　　　　　　　　　　印"]
    kv(pdf, rx, cut + 68, slip, 9, 2.1, maxw=pdf.w - m - rx)
    for k in (2, 3, 4):
        pdf.line(rx, cut + 72 + k * 18.9, pdf.w - m, cut + 72 + k * 18.9, lw=0.4, colour=GREY)
    return pdf.done("ja", "purchase_order", order, sup.name, None if none else grand)


def ja_nouhin_juryo(rng: random.Random) -> Doc:
    """納品書 and its 受領書 on a second page (the same slip twice, title, lead line and footer
    differing): the customer 「… 御中」 top left (the buyer here, not the supplier), the supplier
    unlabelled at the right with 登録番号, 担当 and a red 角印 (page 1 only); 納品書番号, 得意先
    コード and 貴社注文番号 (the truth) either top right or in a grid; 軽減税率 lines marked ※,
    10%/8% 対象 and 消費税 by rate, 合計金額（税込） in a box and as the last row; a 受領印 box."""
    pdf, m, d = Pdf(), rng.uniform(36, 46), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, ja_firm(rng), no_total(rng)
    buyer, ys = ja_firm(rng, sup.name), rng.randrange(3)
    order = number(rng, d, "{y}{m}-{n4}|PO{Y}{m}{d}{n2}|{n7}|H{y}{n5}")
    slip_no = number(rng, d, "N{y}{m}{d}-{n3}|{n8}|D-{n6}")
    code = f"{rng.randint(1, 99999):05d}"
    shipped, ds = later(rng, d, 3, 20), pick(rng, "cn|slash|reiwa")
    lines = make_lines(rng, JA_ITEMS, rng.randint(3, 12), 100, 20000, whole=True)
    (b10, t10), (b8, t8) = ja_tax(lines, 10), ja_tax(lines, 8)
    grand = b10 + t10 + b8 + t8
    vendor = [ja_addr(rng), f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}"]
    vendor += [f"登録番号：T{rng.randint(10**12, 10**13 - 1)}", f"担当：{person(rng, 'ja')}"]
    dear = f"{pick(rng, '購買部|資材課|製造部|総務部')} {person(rng, 'ja')} 様"
    dear = dear if rng.random() < 0.5 else ""
    on_top = rng.random() < 0.5
    refs = [f"納品書番号：{slip_no}", f"納品日：{fdate(shipped, ds)}"]
    grid = [["得意先コード", code], ["貴社注文番号", order], ["ご注文日", fdate(d, ds)]]
    if on_top:
        refs.append(f"貴社注文番号：{order}")
        grid = [grid[0], ["納品場所", pick(rng, "貴社本社工場|貴社物流センター|ご指定場所")]]
    item_codes = codes(rng, d, "{n3}-{n4}|A{n5}|{n6}", len(lines))
    names = [f"{ln.name}{'※' if ln.rate == 8 else ''}" for ln in lines]
    base = [
        [str(i + 1), c, f"{n} {ln.spec}", str(ln.qty), ln.unit]
        for i, (c, n, ln) in enumerate(zip(item_codes, names, lines))
    ]
    seal_at = rng.uniform(0.75, 0.9)

    def slip(receipt: bool) -> None:
        title = "受　領　書" if receipt else "納　品　書"
        pdf.text(pdf.w / 2, 56, title, 20, align="c", bold=True)
        pdf.line(pdf.w / 2 - 64, 63, pdf.w / 2 + 64, 63, lw=0.8)
        pdf.line(pdf.w / 2 - 64, 66, pdf.w / 2 + 64, 66, lw=0.8)
        kv(pdf, pdf.w - m, 88, refs, 8.5, 1.6, align="r")
        pdf.text(m, 118, f"{buyer.name}　御中", 14, maxw=wd * 0.52)
        pdf.line(m, 124, m + wd * 0.52, 124, lw=0.8)
        if dear:
            pdf.text(m, 140, dear, 9)
        lead = "毎度ありがとうございます。下記のとおり納品いたします。"
        back = "下記のとおり納品いたしました。ご査収のうえ受領印を押印しご返送ください。"
        lead = back if receipt else lead
        pdf.text(m, 160, lead, 9)
        y = pdf.grid(m, 170, [78, wd * 0.52 - 78], grid, head=0, shade_cols=(0,), row_h=17)
        bx = m + wd * 0.58
        pdf.text(bx, 146, sup.name, 11.5, bold=True, maxw=pdf.w - m - bx)
        kv(pdf, bx, 162, vendor, 8, 1.6, maxw=pdf.w - m - bx)
        if not receipt:
            pdf.stamp(m + wd * seal_at, 150, sup.name + "之印", rng, shape="square", r=28)
        if not none:
            pdf.rect(m, y + 12, wd * 0.52, 30)
            pdf.rect(m, y + 12, 70, 30, fill=SHADE)
            pdf.text(m + 35, y + 31, "合計金額", 10, align="c")
            figure = f"{yen(grand, ys)}（税込）"
            pdf.text(m + wd * 0.52 - 8, y + 32, figure, 13, align="r", bold=True)
        y += 20 if none else 58
        if none:
            head = heads("No.|商品コード|品名・規格|数量|単位|備考")
            widths = rel(wd, [6, 15, 45, 10, 8, 16])
            rows = [r + [""] for r in base]
            y = pdf.grid(m, y, widths, [head, *rows], align="cclrcl", row_h=18, size=8.5)
        else:
            head = heads("No.|商品コード|品名・規格|数量|単位|単価|金額")
            widths = rel(wd, [6, 14, 38, 9, 7, 12, 14])
            rows = [r + [whole(ln.price), whole(ln.amount)] for r, ln in zip(base, lines)]
            y = pdf.grid(m, y, widths, [head, *rows], align="cclrcrr", row_h=18, size=8.5)
            tab = [["10%対象", whole(b10)], ["消費税（10%）", whole(t10)]]
            if b8:
                tab += [["8%対象※", whole(b8)], ["消費税（8%）", whole(t8)]]
                pdf.text(m, y + 16, "※印は軽減税率（8%）対象商品です。", 8.5)
            tab += [["合計（税込）", yen(grand, ys)]]
            style: dict = dict(head=0, align="lr", shade_cols=(0,), row_h=18, size=9)
            y = pdf.grid(pdf.w - m - 210, y, [95, 115], tab, **style)
        if receipt:
            pdf.text(m, y + 30, "上記の商品を確かに受領いたしました。", 9.5)
            pdf.text(m, y + 54, "受領日：　　　年　　月　　日", 9.5)
            by = pdf.grid(pdf.w - m - 80, y + 20, [80], [["受領印"]], row_h=16, size=8.5)
            pdf.grid(pdf.w - m - 80, by, [80], [[""]], head=0, row_h=58)
        else:
            pdf.rect(m, y + 20, wd, 40)
            pdf.text(m + 6, y + 36, "備考：", 9)
        pdf.text(
            pdf.w / 2,
            pdf.h - 30,
            f"{sup.name}　{'受領書' if receipt else '納品書'}",
            7,
            align="c",
            colour=GREY,
        )

    slip(False)
    pdf.new_page()
    slip(True)
    return pdf.done("ja", "delivery_note", order, sup.name, None if none else grand)


FAMILIES: dict[str, Callable[[random.Random], Doc]] = {
    "cjk2_gouxiao_hetong_duizhao": gouxiao_hetong,
    "cjk2_caigou_chuanzhen_yufu": caigou_chuanzhen,
    "cjk2_tw_caigou_erp_chengshang": tw_caigou_erp,
    "cjk2_hk_xiaoshou_queren_dingjin": hk_xiaoshou_queren,
    "cjk2_ja_hacchu_ukesho_kirisen": ja_hacchu_ukesho,
    "cjk2_ja_nouhin_juryo": ja_nouhin_juryo,
}
