"""Ten more layout families for a fifth blind, frozen test split: purchase orders and the
papers that quote them from Korea (a large company's ERP or e-procurement print), Kazakhstan
or Belarus (Russian-language), Turkey (an e-invoice or an order confirmation from the seller),
Indonesia (a contractor's work order or material order), Brazil (an ERP print), the Czech
Republic (a public body's order), Argentina or Colombia, the United States or the United
Kingdom (a procurement portal's print or a business marketplace's order details), China (a
call-off under a framework agreement or an e-commerce purchase order) and France (a public
buyer's bon de commande under a framework contract).

`FAMILIES` maps a family name (all start with `blind5_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py and families_blind2.py to families_blind4.py, whose pools
and drawing helpers they reuse. They were written blind: drawn with reportlab and checked only
by reading their own text layer back and looking at rendered pages, never run through the
extraction engine, its validation or its calibration, and no engine output on them was looked
at. They are plain text-layer PDFs (DejaVu and Liberation TrueType fonts where the base fonts
lack letters - DejaVu alone for Kazakh and Belarusian letters and the tenge and lira signs -,
WenQuanYi for Korean and Chinese); bench/families.py may scan a share of them later. Families
that print 'Page 1 of N' draw twice from the same rng state so that N is right.

ko (a large company's purchase order from its ERP - the buyer's English name large, PURCHASE
ORDER / 구매주문서 over bilingual cells P/O No. 발주번호, P/O Date, Revision 변경차수, Page; Vendor
공급업체 with a vendor code and the name in Korean or English beside Ship To 납품장소; a grid of
구매그룹, Buyer 구매담당, PR No. 구매요청번호, 단가계약번호, Payment Terms, Incoterms, Currency,
Quotation No.; SAP items 10, 20, …; Net Amount 공급가액, VAT 부가세 (10 %), Total Amount
합계금액 in won, or US dollars without VAT on import orders - or from its 전자구매시스템: ■
발주 기본정보, ■ 협력사 정보 (협력사명 / 업체명 / 공급업체명 / 거래처명), ■ 납품 정보, ■ 품목
정보, ■ 금액 정보 with 총 발주금액), ru-KZ / ru-BY (ЗАЯВКА № … as 'Приложение № 2 к Договору
поставки № …', Покупатель: / Поставщик: lines with БИН or УНП, Сумма без НДС / Сумма НДС / Сумма
с НДС, НДС 12 % or 20 %, Всего с НДС, the sum in words in тенге … тиын or белорусских рублей,
М.П.; a Kazakh ERP's bilingual ТАПСЫРЫС / ЗАКАЗ НА ПОСТАВКУ with Тапсырыс № / Заказ №, Шарт № /
Договор №, Өтінім № / Заявка №, Жеткізуші / Поставщик and Барлығы ҚҚС-пен / Всего с НДС; a
Belarusian ЗАКАЗ / ЗАКАЗ-ЗАЯВКА № with Основание, Плательщик, р/с BY… and 'Заказ принят к
исполнению'; suppliers without VAT at times), tr (the seller's e-FATURA / e-Arşiv Fatura as
the tax portal's template prints it - the seller's block at the top left, SAYIN the
customer, Özelleştirme No / Senaryo / Fatura Tipi / Fatura No / Fatura Tarihi / İrsaliye No /
Sipariş No cells, ETTN, Mal Hizmet lines with İskonto and KDV columns, Vergiler Dahil Toplam
Tutar and Ödenecek Tutar, lower where a KDV tevkifatı is withheld - or its SİPARİŞ ONAY FORMU
with its own Onay No beside Müşteri Sipariş No / Sipariş Referansınız, an EUR or USD total with
a TL karşılığı at the rate, a %30 advance), id (a contractor's SURAT PERINTAH KERJA - Nomor
012/SPK/…, Proyek, Pemilik Proyek, No. Kontrak Induk, PIHAK PERTAMA and PIHAK KEDUA as persons
with their companies, Pasal 1 job lines, PPN 11 %, Total Nilai SPK and at times Dibulatkan,
uang muka and retensi 5 % in rupiah, meterai - or its PURCHASE ORDER / PESANAN PEMBELIAN
MATERIAL with Proyek, Kode Proyek, No. SPP, Kepada Yth. the supplier, Kirim ke the site,
Ongkos Angkut, DPP, PPN 11 % or prices 'sudah termasuk PPN'), pt-BR (an ERP's 'P E D I D O   D
E   C O M P R A S' in landscape with Nº and its emissão, Fornecedor with Código and Loja, C.C.
and S.C. per line, IPI %, Local de Entrega / Local de Cobrança, Total das Mercadorias, IPI, ICMS
(incluso), Frete, Despesas, Seguro, Desconto, Total Geral; or a builder's ORDEM DE COMPRA with
the Obra, Cotação and Solicitação, Razão social beside Nome fantasia, Valor total da OC and its
parcelas), cs (a town's, school's, hospital's or road authority's OBJEDNÁVKA č. … with Č. j.
and Vyřizuje, Objednatel and Dodavatel boxes with IČO / DIČ and the commercial-register line,
or a letter with the supplier in the window and the Váš dopis zn. / Naše zn. row and 'Věc:
Objednávka č. …'; the cenová nabídka cited, Celkem bez DPH, DPH 21 % / 12 %, Celkem vč. DPH /
Maximální cena vč. DPH in Kč, the registr smluv clause, Příkazce operace / Správce rozpočtu and
the Akceptace objednávky), es-AR / es-CO (ORDEN DE COMPRA N° 0001-00004567 with CUIT, IVA
Responsable Inscripto, Solicitud de Pedido, Cotización, Señores: / Proveedor: / Razón Social:,
Bonif. % and Alic. IVA 21 % / 10,5 %, 'SON PESOS …', dollars at the BNA rate; or with NIT,
Requisición, Proyecto, IVA 19 % in pesos without decimals and, after the Total, Retención en la
fuente, ReteICA, ReteIVA and a Neto a pagar), en-US / en-GB (a procurement portal's 'Purchase
Order #…' with Status, Version, Requested By, Supplier / Ship To / Bill To columns, Requisition
#, Contract #, Quote #, Payment and Shipping Terms, Cost Centre, two-line items with supplier
part numbers and account codes, Tax or VAT 20 %, Total USD / GBP and 'Printed from …' footers;
or a business marketplace's Order Details with its own Order #, the PO number, Ordered by /
Approved by, items by shipment 'Sold by:' the supplier and 'Ships from:', Item(s) Subtotal,
Total before tax, Estimated tax to be collected, Grand Total), zh-Hans (采购订单（框架协议项下）/
框架协议采购订单 / 订货通知单 with 订单编号 beside 框架协议编号 and 协议有效期, 采购方（甲方）and
供应商（乙方）, a box of 协议总金额（上限）/ 累计已下单金额 / 本单金额 / 协议剩余额度,
协议单价（含税）, 不含税金额 / 税额（13%）/ 价税合计, 大写 and 供应商确认; or a 电商采购单
with 采购单号 beside the platform's 电商订单号, the platform's operating company as 供应商,
发票抬头 the buyer, 商品总额 / 运费 / 优惠 / 订单总额) and fr (a collectivité's BON DE
COMMANDE with N°, Date and Exercice, N° d'engagement, Imputation, Marché n° … - Lot …, the
accord-cadre's annual maximum in € HT, Titulaire the supplier with SIRET and code tiers, Lieu de
livraison, Total HT / TVA / Total TTC, 'Arrêté le présent bon de commande à la somme de …
euros', the Chorus Pro paragraph with the numéro d'engagement juridique, 'Bon pour accord du
titulaire'; or a centre hospitalier's BON DE COMMANDE N° … over a grid of N° marché, UF
demandeuse and Code fournisseur with the Fournisseur in the window).

Truth as in the other family modules: order_number the buyer's PO number as printed (the
Sipariş No of the Turkish e-invoice, the customer's order number of the Turkish confirmation,
the SPK's Nomor, the BC's N°, the PO number of the marketplace order - never the marketplace's
own Order #, the 电商订单号, contract, framework-agreement, requisition, quotation, project,
engagement, Č. j., invoice or confirmation numbers); supplier the selling party's name exactly
as printed in its own block (the seller's block on the e-invoice and the confirmation, the
company of PIHAK KEDUA, the Titulaire, 'Sold by:', the e-commerce platform's operating
company; never the buyer - SAYIN on Turkish papers -, ship-to, bill-to, the project owner, a
contact person, the marketplace, a trade name (Nome fantasia) or the letterhead of a PO;
without honorifics such as Kepada Yth. or Señores: printed apart from it); total the grand total
as "1234.50" (tax included where stated; the Vergiler Dahil Toplam Tutar before a tevkifat; the
Total before Colombian retenciones; the Dibulatkan figure where an SPK rounds it; for
prices that include VAT the total as stated; whole won and Colombian pesos as "1234.00";
before advances, retention or balances; "" when the document deliberately states none).
"""

from __future__ import annotations

import random
import re
import sys
import uuid
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import DESC_CS, UNITS_CS, kv_right, logo, qr, tax  # noqa: E402
from families_blind3 import es_words, paged  # noqa: E402
from families_blind4 import (  # noqa: E402
    DESC4,
    KO_BUY,
    KO_STEM,
    KO_TRADE,
    NOTE4,
    REG4,
    ROMAN,
    UNI,
    UNITS4,
    figures,
    firm4,
    id_words,
    ko_addr,
    ko_brn,
    ko_tel,
    ko_who,
    ko_words,
    net_of,
    nrows,
    of,
    room,
    ru3,
    ru_form,
    signs,
    tel4,
    tr_words,
    two_pass,
    who4,
    whole,
)
from families_cjk import (  # noqa: E402
    GREY,
    SHADE,
    ZH_ITEMS,
    Pdf,
    _words,
    a_date,
    credit_code,
    daxie,
    fdate,
    make_lines,
    mobile,
    person,
    rel,
    zh_addr,
    zh_firm,
    zh_tel,
)
from families_cjk import no_total as cjk_no_total  # noqa: E402
from families_latin import (  # noqa: E402
    CENT,
    DESC,
    FIRST,
    LAST,
    NOTE,
    UNITS,
    Doc,
    Fmt,
    block,
    cents,
    cols,
    digits,
    frame,
    items,
    pick,
    result,
)
from families_latin import party as lparty  # noqa: E402
from families_latin2 import DESC2, NOTE2, UNITS2, bar, snug  # noqa: E402
from reportlab.lib.colors import Color  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
# Fonts with Kazakh and Belarusian letters (ә ғ қ ң ө ұ ү һ і ў) and the tenge sign.
CYR = "dejavu|djserif|djcond"
BLUE = Color(0.1, 0.25, 0.55)

# --------------------------------------------------------------------------- shared helpers


def goods5(
    rng: random.Random, lang: str, n: int, fm: Fmt, scale: float = 1, step: int = 0
) -> list[dict]:
    """Item rows as families_latin.items (desc, unit, price, amount, p, amt) in `lang` (the
    catalogue of families_latin, blind2, blind4 and latin2: ko, tr, ru, id, pt, cs, en, es, fr,
    de); with `step` prices are scaled and rounded to whole `step`s (won, rupiah, pesos)."""
    rows = items(rng, lang if lang in DESC else "en", n, fm)
    en_desc, en_units = DESC["en"].split("|"), UNITS["en"].split("|")
    table = {
        **{k: (DESC4[k], UNITS4.get(k, UNITS["en"])) for k in DESC4},
        "pt": (DESC2["pt"], UNITS2["pt"]),
        "cs": (DESC_CS, UNITS_CS),
    }
    for r in rows:
        if lang in table and lang not in DESC:
            desc, units = table[lang]
            r["desc"] = desc.split("|")[en_desc.index(r["desc"])]
            if r["unit"] in en_units:
                r["unit"] = units.split("|")[en_units.index(r["unit"])]
        if step:
            r["p"] = (r["p"] * Decimal(str(scale)) / step).quantize(
                Decimal(1), ROUND_HALF_UP
            ) * step
        elif scale != 1:
            r["p"] = cents(r["p"] * Decimal(str(scale)))
        r["amt"] = cents(r["p"] * int(r["qty"]))
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])
    return rows


def page_foot(d: Doc, text: str, size: float = 7) -> None:
    d.t(d.w / 2, d.h - 20, text, size, al="c", grey=0.35)


def frac(v: Decimal) -> int:
    return int((v - int(v)) * 100)


def label_pairs(
    d: Doc,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    lw: float,
    size: float,
    w: float,
    b_label: bool = False,
) -> float:
    """Label: value lines, the value wrapped in `w - lw`; returns the y below them."""
    for k, v in pairs:
        d.t(x, y + size, k, size, b=b_label)
        y = d.para(x + lw, y, v, size, w - lw) + 1.5
    return y


# --------------------------------------------------------------------------- amounts in words


def ru_words(n: int, unit: tuple[str, str, str], fem: bool = False) -> str:
    """'Двенадцать тысяч триста сорок пять' + the unit declined (tenge does not decline)."""
    m, rest = divmod(n, 10**6)
    th, u = divmod(rest, 1000)
    out = [*ru3(m, False), ru_form(m, "миллион", "миллиона", "миллионов")] if m else []
    out += [*ru3(th, True), ru_form(th, "тысяча", "тысячи", "тысяч")] if th else []
    out += ru3(u, fem)
    s = " ".join(out) or "ноль"
    return f"{s[0].upper()}{s[1:]} {ru_form(n, *unit)}"


PT_U = (
    "zero um dois três quatro cinco seis sete oito nove dez onze doze treze quatorze quinze "
    "dezesseis dezessete dezoito dezenove"
).split()
PT_T = "- - vinte trinta quarenta cinquenta sessenta setenta oitenta noventa".split()
PT_H = (
    "- cento duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos"
).split()


def pt3(n: int) -> str:
    if n == 100:
        return "cem"
    h, r = divmod(n, 100)
    out = [PT_H[h]] if h else []
    if r:
        out.append(PT_U[r] if r < 20 else PT_T[r // 10] + (f" e {PT_U[r % 10]}" if r % 10 else ""))
    return " e ".join(out)


def reais(v: Decimal) -> str:
    """'doze mil e trezentos reais e cinquenta centavos'."""
    n, c = int(v), frac(v)
    m, rest = divmod(n, 10**6)
    th, u = divmod(rest, 1000)
    parts = []
    if m:
        parts.append("um milhão" if m == 1 else f"{pt3(m)} milhões")
    if th:
        parts.append("mil" if th == 1 else f"{pt3(th)} mil")
    if u:
        parts.append(pt3(u))
    s = " e ".join(parts) if len(parts) < 3 else ", ".join(parts[:-1]) + " e " + parts[-1]
    s = (s or "zero") + (" de reais" if m and not rest else " real" if n == 1 else " reais")
    if c:
        s += f" e {pt3(c)} centavo{'s' if c > 1 else ''}"
    return s


FR_U = (
    "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze "
    "seize dix-sept dix-huit dix-neuf"
).split()
FR_T = "- - vingt trente quarante cinquante soixante".split()


def fr99(n: int) -> str:
    if n < 20:
        return FR_U[n]
    t, u = divmod(n, 10)
    if t in (7, 9):
        base = "soixante" if t == 7 else "quatre-vingt"
        return base + ("-et-" if n == 71 else "-") + FR_U[10 + u]
    if t == 8:
        return "quatre-vingts" if u == 0 else "quatre-vingt-" + FR_U[u]
    return FR_T[t] + ("" if u == 0 else " et un" if u == 1 else "-" + FR_U[u])


def fr999(n: int, last: bool = True) -> str:
    h, r = divmod(n, 100)
    out = []
    if h:
        out.append("cent" if h == 1 else FR_U[h] + (" cents" if r == 0 and last else " cent"))
    if r:
        out.append(fr99(r))
    return " ".join(out)


def fr_words(n: int) -> str:
    """'douze mille trois cent quarante-cinq' (traditional spelling)."""
    if n == 0:
        return "zéro"
    m, rest = divmod(n, 10**6)
    th, u = divmod(rest, 1000)
    out = []
    if m:
        out.append(fr999(m) + (" million" if m == 1 else " millions"))
    if th:
        out.append(
            "mille"
            if th == 1
            else fr999(th, False).replace("quatre-vingts", "quatre-vingt") + " mille"
        )
    if u:
        out.append(fr999(u))
    return " ".join(out)


def en_words(n: int) -> str:
    return _words(n).title().replace(" And ", " and ")


# --------------------------------------------------------------------------- parties

# Per region: supplier templates ({L}/{L2} surnames, {S} trade, {X} stem, {F} legal form),
# buyers ({X} stem, {C} city), cities "name=postal line" ('#' a digit), streets, phones, people.
REG5: dict[str, dict[str, str]] = {
    "kz": {
        "tpl": 'ТОО «{X}{S}»|ТОО "{X} {S2}"|ТОО «{X}-{S}»|АО «{X}{S}»|ИП «{L}»|ТОО «{S2} {X}»',
        "last": "Ахметов|Жумабаев|Серикбаев|Нурланов|Касымов|Оспанов|Ким|Иванов|Абенов",
        "sect": "снаб|комплект|пром|техсервис|метиз|электро|пак|инструмент|трейд",
        "sect2": "Стройснаб|Техкомплект|Электро Трейд|Промснаб|Казпак|Инжиниринг",
        "stems": "Астана|Алатау|Сарыарка|Каспий|Жетысу|Тенгри|Атамекен|Есиль|Болашак|Кокше",
        "forms": "",
        "buy": "АО «{X} Энерго»|ТОО «{X} Ойл Сервис»|АО «{X}цемент»|ТОО «{X} Агро»|"
        "КГП «{X} Су Арнасы»|ТОО «Горно-обогатительный комбинат {X}»",
        "cities": "Астана=010000, г. Астана|Алматы=050000, г. Алматы|Караганда=100000, г. "
        "Караганда|Шымкент=160000, г. Шымкент|Актобе=030000, г. Актобе|Атырау=060000, "
        "г. Атырау|Павлодар=140000, г. Павлодар",
        "streets": "пр. Республики, ##|ул. Абая, ###|пр. Кабанбай батыра, ##, оф. ##|"
        "ул. Промышленная, #/#|мкр. Самал-#, д. ##|ул. Сейфуллина, ###",
        "phone": "+7 (717) 2##-##-##|+7 (727) 3##-##-##|+7 (721) 2##-##-##|+7 7## ### ## ##",
        "first": "Ахметов А.С.|Жумабаева Г.К.|Серикбаев Е.Н.|Ким В.А.|Иванова О.П.|"
        "Нурланов Д.Б.|Оспанова А.Т.|Касымов Р.М.",
    },
    "by": {
        "tpl": 'ООО «{X}{S}»|ОДО «{X}{S}»|ЧТУП «{X}{S}»|ЗАО «{X}{S}»|ИП {L} {I}|ООО "{X} {S2}"',
        "last": "Ковалев|Новик|Козловский|Шевчук|Мельник|Лукашевич|Жук|Кравченко|Сидоренко",
        "sect": "снаб|комплект|промторг|техника|метиз|электро|пак|инструмент",
        "sect2": "Техснаб|Промкомплект|Электросистемы|Упаковка|Инструмент",
        "stems": "Белтех|Нёман|Полесье|Минсктранс|Гомель|Витязь|Зубр|Припять|Свислочь",
        "forms": "",
        "buy": "ОАО «{X}ский мясокомбинат»|ОАО «{X} машзавод»|УП «{X}водоканал»|"
        "ОАО «{X}хлебпром»|КУП «{X}ремстрой»|ЗАО «{X} Логистик»",
        "cities": "Минск=220###, г. Минск|Гомель=246###, г. Гомель|Брест=224###, г. Брест|"
        "Гродно=230###, г. Гродно|Витебск=210###, г. Витебск|Могилёв=212###, г. Могилёв",
        "streets": "ул. Тимирязева, ##|пр-т Независимости, ###, пом. #|ул. Промышленная, ##|"
        "ул. Кальварийская, ##, к. #|ул. Заводская, ##|ул. Ленина, ##",
        "phone": "+375 17 ###-##-##|+375 232 ##-##-##|+375 29 ###-##-##|+375 44 ###-##-##",
        "first": "Ковалев А.В.|Новик Т.И.|Шевчук С.Н.|Мельник О.А.|Жук Д.Г.|Кравченко Е.П.|"
        "Лукашевич И.С.",
    },
    "br": {
        "tpl": "{X} {S} Ltda.|{S} {L} Ltda.|{L} & {L2} {S} Ltda.|{X} {S} S.A.|"
        "{L} {S} Eireli|{S} {X} Comércio e Serviços Ltda.|{X} Distribuidora de {S2} Ltda.",
        "last": "Silva|Santos|Oliveira|Souza|Lima|Pereira|Ferreira|Almeida|Nascimento|Ribeiro|"
        "Carvalho|Moreira",
        "sect": "Comercial|Ferragens|Materiais Elétricos|Embalagens|Equipamentos Industriais|"
        "Rolamentos|Suprimentos|Hidráulica|Ferramentas",
        "sect2": "Materiais Elétricos|Parafusos|Embalagens|Ferramentas|EPI|Rolamentos",
        "stems": "Paulista|Mineira|Gaúcha|Bandeirante|Guanabara|Sul Brasil|Nordeste|Cerrado|"
        "Paraná|Litoral",
        "forms": "",
        "buy": "{X} Alimentos S.A.|Metalúrgica {X} Ltda.|Indústria de Plásticos {X} S.A.|"
        "Construtora {X} Ltda.|Cooperativa Agroindustrial {X}|Hospital {X}|"
        "{X} Autopeças Ltda.",
        "cities": "São Paulo=São Paulo - SP - CEP 0####-###|Campinas=Campinas - SP - CEP "
        "13###-###|Joinville=Joinville - SC - CEP 89###-###|Curitiba=Curitiba - PR - CEP "
        "8####-###|Belo Horizonte=Belo Horizonte - MG - CEP 3####-###|Caxias do Sul=Caxias "
        "do Sul - RS - CEP 95###-###|Goiânia=Goiânia - GO - CEP 74###-###",
        "streets": "Rua Industrial, ###|Av. das Nações, ####|Rod. SP-### km ##|Rua XV de "
        "Novembro, ###|Av. Brasil, ####, Galpão #|Rua dos Expedicionários, ##",
        "phone": "(11) ####-####|(19) 3###-####|(47) 3###-####|(41) 3###-####|(31) 9####-####",
        "first": "Ana Paula|João Carlos|Fernanda|Ricardo|Juliana|Marcelo|Patrícia|Rodrigo|"
        "Luciana|André",
        "lastp": "Silva|Santos|Oliveira|Souza|Costa|Pereira|Rodrigues|Almeida|Gomes|Barbosa",
    },
    "cz": {
        "tpl": "{L} {S} s.r.o.|{X} {S} s.r.o.|{S} {L} a.s.|{X} spol. s r.o.|{X}-{S} s.r.o.|{F} {L}",
        "last": "Novák|Svoboda|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Němec|Pokorný|"
        "Zeman|Kolář",
        "sect": "Elektro|Technik|Stavebniny|Kancelářské potřeby|Servis|Instalace|Obchod|"
        "Zdravotnická technika|Úklidové služby",
        "stems": "Moravia|Bohemia|Vltava|Šumava|Beskydy|Krkonoše|Haná|Podlesí|Vysočina|Labe",
        "forms": "",
        "buy": "Město {C}|Obec {X}|Základní škola {C}, příspěvková organizace|"
        "Nemocnice {C}, příspěvková organizace|Krajská správa a údržba silnic {X}|"
        "Domov pro seniory {C}|Statutární město {C}|Správa sportovních zařízení {C}",
        "cities": "Kolín=280 02 Kolín|Jihlava=586 01 Jihlava|Zlín=760 01 Zlín|Tábor=390 02 "
        "Tábor|Přerov=750 02 Přerov|Kladno=272 01 Kladno|Třebíč=674 01 Třebíč|Opava=746 01 "
        "Opava",
        "streets": "Karlovo náměstí ##|Masarykova ###/##|Husova ##|Nádražní ####|Průmyslová "
        "###|Palackého ##/#|Komenského ###",
        "phone": "+420 ### ### ###|### ### ###",
        "first": "Jan|Petra|Martin|Lucie|Tomáš|Jana|Pavel|Eva|Jiří|Kateřina|Lukáš|Hana",
        "lastp": "Novák|Svobodová|Dvořák|Černá|Procházka|Kučerová|Veselý|Horáková|Marek|Benešová",
    },
    "ar": {
        "tpl": "{X} {S} S.R.L.|{S} {L} S.A.|{L} Hnos. S.R.L.|Distribuidora {X} S.A.|"
        "{L} y {L2} S.H.|{S} {X} S.A.S.",
        "last": "González|Rodríguez|Fernández|López|Martínez|Pérez|Gómez|Sosa|Romero|Benítez|"
        "Álvarez",
        "sect": "Suministros Industriales|Ferretería Industrial|Electricidad|Embalajes|"
        "Rodamientos|Seguridad Industrial|Insumos|Hidráulica",
        "stems": "del Plata|Pampa|Cuyo|Patagonia|Litoral|Andina|Austral|Río Negro|del Sur",
        "forms": "",
        "buy": "Frigorífico {X} S.A.|Metalúrgica {X} S.A.|Cooperativa Agrícola {X} Ltda.|"
        "Bodegas {X} S.A.|Laboratorios {X} S.A.|Municipalidad de {C}",
        "cities": "Buenos Aires=C1###AAB CABA|Córdoba=X5000 Córdoba|Rosario=S2000 Rosario, "
        "Santa Fe|Mendoza=M5500 Mendoza|Neuquén=Q8300 Neuquén|La Plata=B1900 La Plata, Bs. As.",
        "streets": "Av. Corrientes ####|Av. Circunvalación ####|Calle ## N° ####|"
        "Ruta Nac. ## km ###|Parque Industrial, Lote ##|San Martín ###",
        "phone": "(011) 4###-####|(0351) 4##-####|(0341) 4##-####|(0261) 4##-####",
        "first": "Martín|Lucía|Sebastián|Florencia|Diego|Valeria|Gustavo|Carolina|Pablo|Mariana",
    },
    "co": {
        "tpl": "{X} {S} S.A.S.|{S} {L} S.A.S.|Comercializadora {X} S.A.S.|{L} y Cía. Ltda.|"
        "Distribuciones {X} S.A.|Ferretería {X} S.A.S.",
        "last": "Rodríguez|Gómez|Martínez|García|López|Hernández|Ramírez|Torres|Vargas|Rojas|"
        "Restrepo|Cardona",
        "sect": "Suministros Industriales|Ferretería|Eléctricos|Empaques|Dotaciones|"
        "Seguridad Industrial|Hidráulicos|Insumos",
        "stems": "Andina|del Valle|Antioquia|Caribe|Cafetera|Santander|del Pacífico|Llanos|Bogotá",
        "forms": "",
        "buy": "Flores {X} S.A.S.|Constructora {X} S.A.|Alimentos {X} S.A.|"
        "Clínica {X} S.A.S.|Ingenio {X} S.A.|Textiles {X} S.A.",
        "cities": "Bogotá=Bogotá D.C.|Medellín=Medellín, Antioquia|Cali=Cali, Valle del Cauca|"
        "Barranquilla=Barranquilla, Atlántico|Bucaramanga=Bucaramanga, Santander|"
        "Pereira=Pereira, Risaralda",
        "streets": "Calle ## No. ##-##|Carrera ## No. ##-##|Av. Calle ## No. ##-##, Bodega #|"
        "Autopista Sur No. ##-##|Zona Franca, Manzana #, Lote ##",
        "phone": "(601) ### ####|(604) ### ####|(602) ### ####|3## ### ####",
        "first": "Juan Carlos|Ana María|Andrés|Paola|Felipe|Natalia|Carlos Andrés|Diana|"
        "Jorge|Luisa Fernanda",
    },
    "frp": {
        "tpl": "{S} {L}{F}|{L} {S}{F}|{X} {S}{F}|{L} & Fils{F}|Établissements {L}{F}|{S} {X}{F}",
        "last": "Dupont|Lefèvre|Moreau|Girard|Rousseau|Fontaine|Chevalier|Mercier|Faure|"
        "Perrin|Bertin|Marchal",
        "sect": "Fournitures|Équipements|Signalisation|Espaces Verts|Bureautique|Hygiène|"
        "Matériaux|Électricité|Quincaillerie|Mobilier",
        "stems": "Atlantique|Provence|Alpes|Rhône|Normandie|Armor|Loire|Occitanie|Vosges|"
        "Val de Garonne",
        "forms": " SAS| SARL| SA| SASU| EURL",
        "buy": "Commune de {C}|Ville de {C}|Communauté d'agglomération de {C}|Centre "
        "hospitalier de {C}|Département de la {D}|Lycée {Y} de {C}|Centre communal d'action "
        "sociale de {C}|Syndicat intercommunal des eaux de {C}",
        "cities": "Angers=49100 Angers|Valence=26000 Valence|Niort=79000 Niort|Vannes=56000 "
        "Vannes|Colmar=68000 Colmar|Agen=47000 Agen|Épinal=88000 Épinal|Chambéry=73000 "
        "Chambéry|Laval=53000 Laval",
        "streets": "## rue de la République|Place de l'Hôtel de Ville|# avenue du Général "
        "de Gaulle|ZA des Landes, ## rue Gutenberg|## boulevard Foch|ZI Nord, # rue Ampère",
        "phone": "02 ## ## ## ##|04 ## ## ## ##|03 ## ## ## ##|05 ## ## ## ##",
        "first": "Claire|Philippe|Nathalie|Laurent|Isabelle|Julien|Sophie|Nicolas|Céline|Thierry",
        "lastp": "Martin|Bernard|Dubois|Thomas|Robert|Richard|Petit|Durand|Leroy|Moreau",
    },
}


def firm5(rng: random.Random, region: str, role: str) -> tuple[str, list[str]]:
    """A company name and two address lines; role 'sup' or 'buy'."""
    r = REG5[region]
    city, line = pick(rng, r["cities"]).split("=")
    lines = [digits(rng, pick(rng, r["streets"])), digits(rng, line)]
    l1, l2 = rng.sample(r["last"].split("|"), 2)
    fill = {
        "C": city,
        "L": l1,
        "L2": l2,
        "X": pick(rng, r["stems"]),
        "S": pick(rng, r["sect"]),
        "S2": pick(rng, r.get("sect2", r["sect"])),
        "F": pick(rng, r["forms"]) if r["forms"] else "",
        "I": f"{pick(rng, 'А.|В.|Д.|С.|Н.')}{pick(rng, 'А.|В.|И.|П.|Н.')}",
        "D": pick(rng, "Sarthe|Drôme|Vienne|Manche|Somme|Loire"),
        "Y": pick(rng, "Jean Moulin|Victor Hugo|Marie Curie|Jules Ferry|Louis Pasteur"),
    }
    name = pick(rng, r["buy"] if role == "buy" else r["tpl"]).format(**fill)
    if region == "frp":
        name = re.sub(r"\bde ([AEIOUÉÈ])", r"d'\1", name)
    return " ".join(name.split()), lines


def pair5(rng: random.Random, region: str) -> tuple[str, list[str], str, list[str]]:
    sup, sadr = firm5(rng, region, "sup")
    buyer, badr = firm5(rng, region, "buy")
    while buyer == sup:
        buyer, badr = firm5(rng, region, "buy")
    return sup, sadr, buyer, badr


def who5(rng: random.Random, region: str) -> str:
    r = REG5[region]
    if "lastp" not in r:
        return (
            pick(rng, r["first"])
            if region in ("kz", "by")
            else (f"{pick(rng, r['first'])} {pick(rng, r['last'])}")
        )
    return f"{pick(rng, r['first'])} {pick(rng, r['lastp'])}"


def tel5(rng: random.Random, region: str) -> str:
    return digits(rng, pick(rng, REG5[region]["phone"]))


def pdf_table(
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
    row_h: float = 17,
    head_h: float = 24,
    size: float = 8,
    align: str = "",
    head_fill: Color | None = SHADE,
) -> float:
    """A CJK table whose (two-line) heading is taller than its rows, continued over pages:
    note(y, rows_so_far) marks a break, on_page() starts the next page and returns its y."""
    i = 0
    while True:
        y = pdf.grid(x, y, widths, [head], row_h=head_h, size=size, head=1, head_fill=head_fill)
        fit_ = max(1, int((bottom - y) / row_h))
        chunk = rows[i : i + fit_]
        y = pdf.grid(x, y, widths, chunk, row_h=row_h, size=size, align=align, head=0)
        i += len(chunk)
        if i >= len(rows):
            return y
        note(y, i)
        pdf.new_page()
        y = on_page()


# --------------------------------------------------------------------------- ko

KO_EN = dict(
    zip(
        KO_STEM,
        "Daehan Hanbit Sejin Dongyang Woosung Taekwang Samwoo Daesung Hanil Youngjin Kumkang "
        "Shinsung Dong-A Bokwang Sungwon Hansol Jeil Mirae".split(),
    )
)
KO_TRADE_EN = dict(
    zip(
        KO_TRADE,
        "Industrial|Tech|Electric|Precision|Machinery|Trading|Chemical|Corporation|Engineering|"
        "Machine Works|Distribution|Electric Systems|Tooling".split("|"),
    )
)
KO_BUY_EN = dict(
    zip(
        KO_BUY,
        "Electronics|Motors|Heavy Industries|Engineering & Construction|Biologics|Foods|"
        "Autotech|Display".split("|"),
    )
)
KO_SITES = "평택사업장|구미공장|아산캠퍼스|울산공장|화성 물류센터|창원2공장|천안사업장".split("|")


@two_pass
def blind5_ko_erp_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A large Korean company's purchase order printed from its ERP or e-procurement system
    (A4), in one of two shapes. ERP: the buyer's English name large with its Korean name and
    address under it, PURCHASE ORDER / 구매주문서 at the right over a box of bilingual label
    cells - P/O No. 발주번호, P/O Date 발주일자, Revision 변경차수, Page -; a Vendor 공급업체
    box (vendor code, the name in Korean or in English, 사업자번호, the sales contact) beside
    Ship To 납품장소 (a plant of the buyer) (the two boxes swapped at times); a head-over-value grid
    of 구매그룹, Buyer 구매담당, PR No. 구매요청번호, 단가계약번호, 지급조건, Incoterms, Currency
    and Quotation No.; SAP item numbers 10, 20, … with material numbers and delivery dates;
    Net Amount 공급가액, VAT 부가세 (10 %) and Total Amount 합계금액 in won, or in US dollars
    with no VAT for an import order; bilingual terms and a supplier acknowledgement line.
    Portal: a grey bar naming the buyer's 전자구매시스템 and 출력일시, 발주서 with ■ sections -
    발주 기본정보 (발주번호, 발주명, 발주일자, 납품기한, 구매유형, 단가계약번호, 구매요청번호,
    지급조건), 협력사 정보 (협력사명 / 업체명 / 공급업체명 / 거래처명 with 협력사코드,
    사업자등록번호, 대표자, 담당자, 이메일), 납품 정보, 품목 정보 and 금액 정보 (공급가액,
    부가세, 총 발주금액) - and notes asking the supplier to accept the order in the system."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(30, 40)
    wd = pdf.w - 2 * m
    none = cjk_no_total(rng)
    dt = date(2025, 2, 1) + timedelta(days=rng.randint(0, 500))
    s1, s2 = rng.sample(KO_STEM, 2)
    t, bt = rng.choice(KO_TRADE), rng.choice(KO_BUY)
    usd = rng.random() < 0.18
    if rng.random() < 0.3 or usd:
        form = pick(rng, " Co., Ltd.| Corp.| Co.,Ltd.| Inc.")
        sup = f"{KO_EN[s1]} {KO_TRADE_EN[t]}{form}"
    else:
        sup = pick(rng, f"(주){s1}{t}|주식회사 {s1}{t}|{s1}{t}(주)|㈜{s1}{t}|{s1}{t} 주식회사")
    buyer_ko = pick(rng, f"{s2}{bt} 주식회사|(주){s2}{bt}|주식회사 {s2}{bt}")
    buyer_en = (
        f"{KO_EN[s2]} {KO_BUY_EN[bt]} Co., Ltd.".upper()
        if rng.random() < 0.5
        else (f"{KO_EN[s2]} {KO_BUY_EN[bt]} Co., Ltd.")
    )
    po = pick(
        rng,
        f"45{rng.randint(10**7, 10**8 - 1)}|PO{dt:%y%m}{rng.randint(1, 99999):05d}|"
        f"{dt:%Y}-PO-{rng.randint(1, 99999):05d}|P{dt:%y}{rng.randint(10**6, 10**7 - 1)}",
    )
    fd = {
        "iso": lambda x: x.isoformat(),
        "dot": lambda x: f"{x:%Y.%m.%d}",
        "slash": lambda x: f"{x:%Y/%m/%d}",
    }[pick(rng, "iso|dot|slash")]
    fm = figures(",", places=2 if usd else 0)
    cur = "USD" if usd else "KRW"
    pages = of(npages)
    portal = rng.random() < 0.45
    contract = f"{pick(rng, 'C|UC|46')}{dt:%y}{rng.randint(10000, 99999)}"
    pr_no = f"{pick(rng, 'PR|10|R')}{rng.randint(10**6, 10**7 - 1)}"
    quote = f"{pick(rng, 'Q|QT-|견적-')}{dt:%y%m}{rng.randint(100, 999)}"
    buyer_p = ko_who(rng)
    vcode = str(rng.randint(100000, 199999))
    bottom = pdf.h - 56
    if portal:
        sysname = pick(rng, "전자구매시스템|e-Procurement System|구매포털|SRM 협력사포털")
        pdf.rect(0, 0, pdf.w, 26, fill=SHADE, stroke=None)
        pdf.text(m, 17, f"{buyer_ko} {sysname}", 9, bold=True)
        pdf.text(
            pdf.w - m,
            17,
            f"출력일시 : {fd(dt)} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
            8,
            align="r",
            colour=GREY,
        )
        title = pick(rng, "발 주 서|구매발주서|발주서 (Purchase Order)|구 매 발 주 서")
        pdf.text(pdf.w / 2, 58, title, 19, bold=True, align="c", space=2)
        pdf.text(pdf.w - m, 76, f"Page 1 / {pages}", 8, align="r", colour=GREY)
        y = 86

        def section(yy: float, lab: str) -> float:
            pdf.text(m, yy + 12, f"■ {lab}", 10, bold=True)
            return yy + 18

        w4 = rel(wd, [16, 34, 16, 34])
        kind = pick(rng, "일반구매|단가계약|긴급구매|저장품 구매")
        basic = [
            ["발주번호", po, "발주일자", fd(dt)],
            [
                "발주명",
                pick(rng, "MRO 소모품 구매|생산 부자재 구매|설비 예비품 구매|사무용품 구매"),
                "구매유형",
                kind,
            ],
            ["납품기한", fd(dt + timedelta(days=rng.randint(5, 30))), "통화", cur],
            ["단가계약번호", contract if kind == "단가계약" else "-", "구매요청번호", pr_no],
            [
                "지급조건",
                pick(rng, "월말마감 익월 현금 결제|세금계산서 수취 후 30일|60일 전자어음"),
                "발주담당",
                f"{buyer_p} ({ko_tel(rng)})",
            ],
        ]
        if rng.random() < 0.4:
            basic[0], basic[2] = basic[2], basic[0]
        y = section(y, "발주 기본정보")
        y = pdf.grid(m, y, w4, basic, row_h=18, size=8.5, head=0, shade_cols=[0, 2], align="llll")
        slab = pick(rng, "협력사명|업체명|공급업체명|거래처명")
        vendor = [
            [slab, sup, "협력사코드", vcode],
            ["사업자등록번호", ko_brn(rng), "대표자", ko_who(rng, False)],
            ["담당자", ko_who(rng), "연락처", ko_tel(rng)],
            [
                "이메일",
                f"sales{rng.randint(1, 9)}@{KO_EN[s1].lower().replace('-', '')}.co.kr",
                "주소",
                ko_addr(rng),
            ],
        ]
        y = section(y + 8, "협력사 정보")
        y = pdf.grid(m, y, w4, vendor, row_h=18, size=8.5, head=0, shade_cols=[0, 2], align="llll")
        site = rng.choice(KO_SITES)
        y = section(y + 8, "납품 정보")
        y = pdf.grid(
            m,
            y,
            w4,
            [
                ["납품장소", f"{buyer_ko} {site}", "인수담당자", ko_who(rng)],
                ["납품주소", ko_addr(rng), "검수방법", pick(rng, "수입검사|현장검수|서류검수")],
            ],
            row_h=18,
            size=8.5,
            head=0,
            shade_cols=[0, 2],
            align="llll",
        )
        y = section(y + 8, "품목 정보")
        head = ["No", "품목코드", "품목명", "규격", "단위", "수량", "단가", "금액", "납기일"]
        widths = rel(wd, [5, 12, 25, 10, 6, 7, 11, 13, 11])
        al = "cllcccrrc"
    else:
        pdf.text(m, 44, buyer_en, 14 if len(buyer_en) < 34 else 12, bold=True)
        pdf.text(m, 60, buyer_ko, 9.5)
        pdf.text(m, 74, ko_addr(rng), 8, colour=GREY)
        pdf.text(m, 86, f"Tel {ko_tel(rng)}   Fax {ko_tel(rng)}", 8, colour=GREY)
        pdf.text(pdf.w - m, 40, "PURCHASE ORDER", 17, bold=True, align="r")
        pdf.text(pdf.w - m, 56, pick(rng, "구 매 주 문 서|구매발주서|발 주 서"), 11, align="r")
        rev = rng.choice([0, 0, 0, 1, 2])
        cells = [
            ["P/O No. 발주번호", po],
            ["P/O Date 발주일자", fd(dt)],
            ["Revision 변경차수", str(rev)],
            ["Page 페이지", f"1 of {pages}"],
        ]
        bx = pdf.w - m - 230
        y = (
            pdf.grid(
                bx, 64, [100, 130], cells, row_h=16, size=8.5, head=0, shade_cols=[0], align="ll"
            )
            + 12
        )
        y = max(y, 100)
        bw = wd / 2 - 5
        vlab = pick(rng, "Vendor 공급업체|Supplier 공급사|Vendor / 공급업체")
        vend = [
            [f"Vendor Code: {vcode}"],
            [sup],
            [ko_addr(rng)],
            [f"사업자번호 {ko_brn(rng)}"],
            [f"Contact 담당: {ko_who(rng)}  {ko_tel(rng)}"],
        ]
        site = rng.choice(KO_SITES)
        ship = [
            [f"{buyer_ko} {site}"],
            [ko_addr(rng)],
            [f"Receiver 인수자: {ko_who(rng)}"],
            [f"Dock / Gate: {rng.randint(1, 12)}"],
            [""],
        ]
        sides = [(vlab, vend), (pick(rng, "Ship To 납품장소|Deliver To 납품처"), ship)]
        if rng.random() < 0.25:
            sides.reverse()
        for i, (lab, body) in enumerate(sides):
            x = m + i * (bw + 10)
            pdf.rect(x, y, bw, 18, fill=SHADE, stroke=None)
            pdf.text(x + 5, y + 12.5, lab, 9, bold=True)
            pdf.grid(x, y + 18, [bw], body, row_h=15, size=8.5, head=0, align="l", inner=False)
        y += 18 + 15 * 5 + 10
        info_l = [
            "구매그룹 Pur. Group",
            "Buyer 구매담당",
            "PR No. 구매요청번호",
            "Contract 단가계약번호",
        ]
        info_v = [
            f"P{rng.randint(10, 99)}",
            buyer_p,
            pr_no,
            contract if rng.random() < 0.6 else "-",
        ]
        info_l2 = [
            "Payment Terms 지급조건",
            "Incoterms 인도조건",
            "Currency 통화",
            "Quotation No. 견적번호",
        ]
        info_v2 = [
            pick(rng, "Net 30 days|월말마감 익월 30일|T/T 60 days")
            if not usd
            else pick(rng, "T/T 30 days after B/L|L/C at sight|T/T in advance"),
            pick(rng, "DAP 평택|DDP Buyer's plant|FCA Busan|CIF Busan")
            if usd
            else pick(rng, "도착도|DDP|상차도"),
            cur,
            quote,
        ]
        w4 = [wd / 4] * 4
        for k in (0, 2):
            pdf.rect(m, y + 16 * k, wd, 16, fill=SHADE, stroke=None)
        y = (
            pdf.grid(
                m,
                y,
                w4,
                [info_l, info_v, info_l2, info_v2],
                row_h=16,
                size=7.8,
                head=0,
                align="cccc",
            )
            + 10
        )
        head = [
            "Item\n항목",
            "Material No.\n자재번호",
            "Description\n품명 / 규격",
            "Q'ty\n수량",
            "Unit\n단위",
            "Unit Price\n단가",
            "Amount\n금액",
            "Del. Date\n납기",
        ]
        widths = rel(wd, [6, 13, 30, 7, 6, 12, 14, 11])
        al = "cllrcrrc"
    head_h = 24 if "\n" in head[0] else 18
    tail = 190
    first = int((bottom - y - head_h) // 16)
    r = rng.random()
    n = (
        first + rng.randint(2, 12)
        if r < 0.2
        else rng.randint(2, max(2, min(14, first - tail // 16)))
    )
    rows = goods5(rng, "ko", n, fm, *((1, 0) if usd else (1400, 10)))
    body = []
    for i, g in enumerate(rows):
        due = fd(dt + timedelta(days=rng.randint(7, 45)))
        code = f"{rng.choice('1234')}{rng.randint(10**7, 10**8 - 1)}"
        money_ = [g["price"], g["amount"]] if not none else ["", ""]
        if portal:
            body.append(
                [
                    str(i + 1),
                    code,
                    g["desc"],
                    pick(rng, "-|표준|STD"),
                    g["unit"],
                    g["qty"],
                    *money_,
                    due,
                ]
            )
        else:
            body.append([str((i + 1) * 10), code, g["desc"], g["qty"], g["unit"], *money_, due])

    def on_page() -> float:
        pdf.text(m, 34, f"{'발주서' if portal else 'PURCHASE ORDER'} (계속)   {po}", 10, bold=True)
        pdf.text(pdf.w - m, 34, f"Page {pdf.pages} / {pages}", 8.5, align="r", colour=GREY)
        pdf.line(m, 40, pdf.w - m, 40)
        return 50

    def note(yy: float, i: int) -> None:
        pdf.text(
            pdf.w - m, yy + 12, "- 다음 페이지에 계속 / Continued -", 8, align="r", colour=GREY
        )

    y = pdf_table(
        pdf,
        m,
        y,
        widths,
        head,
        body,
        bottom=bottom,
        on_page=on_page,
        note=note,
        row_h=16,
        head_h=head_h,
        size=8,
        align=al,
    )
    total = None
    net = net_of(rows)
    vat = Decimal(0) if usd else (net / 10).quantize(Decimal(1), ROUND_DOWN)
    if y + 150 > pdf.h - 30:
        pdf.new_page()
        y = on_page()
    if none:
        pdf.text(
            m,
            y + 16,
            "※ 단가는 연간 단가계약에 따르며 본 발주서에는 금액을 표시하지 않습니다. "
            "(Prices per annual unit-price contract)",
            8.5,
        )
        y += 26
    else:
        total = net + vat
        if portal:
            y = y + 8
            pdf.text(m, y + 12, "■ 금액 정보", 10, bold=True)
            labs = [
                "공급가액",
                "부가세(10%)" if not usd else "부가세",
                pick(rng, "총 발주금액|합계금액|발주금액 합계"),
            ]
            vals = [
                fm(net),
                fm(vat) if not usd else "-",
                f"{fm(total)}" + pick(rng, "| 원|") if not usd else f"USD {fm(total)}",
            ]
            y = pdf.grid(m, y + 18, [wd / 3] * 3, [labs, vals], row_h=18, size=9, align="rrr") + 6
        else:
            rows_s = [["Net Amount 공급가액", fm(net)]]
            if usd:
                rows_s.append(["VAT 부가세", "N/A (Import 영세율)"])
            else:
                rows_s.append([pick(rng, "VAT 부가세 (10%)|부가세 VAT 10%"), fm(vat)])
            rows_s.append([f"Total Amount 합계금액 ({cur})", fm(total)])
            sx = pdf.w - m - 250
            y = (
                pdf.grid(
                    sx,
                    y + 8,
                    [130, 120],
                    rows_s,
                    row_h=17,
                    size=8.8,
                    head=0,
                    shade_cols=[0],
                    align="lr",
                )
                + 4
            )
            if not usd and rng.random() < 0.5:
                pdf.text(m, y + 12, f"금액(한글): 일금 {ko_words(int(total))}원정", 8.5)
                y += 16
    terms = [
        "1. 거래명세서 및 세금계산서에 발주번호를 기재하여 주십시오. (Quote the P/O No. on all "
        "invoices.)",
        "2. 납기 지연 시 사전에 구매담당자에게 통보 바랍니다.",
        "3. 본 발주서는 전자문서로 발행되어 서명 없이 유효합니다. (Valid without signature.)",
    ]
    if portal:
        terms[2] = "3. 협력사는 발주 접수 후 시스템에서 [발주수락] 처리하여 주시기 바랍니다."
    if y + 110 > pdf.h - 30:
        pdf.new_page()
        y = on_page()
    pdf.text(m, y + 16, "특기사항 / Remarks", 9, bold=True)
    for i, s in enumerate(terms[: rng.randint(2, 3)]):
        pdf.text(m + 6, y + 30 + i * 13, s, 7.8, maxw=wd - 6)
    y += 30 + 3 * 13 + 16
    if not portal:
        pdf.text(m, y + 12, "Supplier Acknowledgement 공급업체 확인", 8.5, bold=True)
        pdf.line(m, y + 40, m + 200, y + 40)
        pdf.text(m, y + 50, "Signature / Date (서명 또는 인)", 7.5, colour=GREY)
        pdf.text(pdf.w - m, y + 40, f"Issued by {buyer_en}", 8, align="r")
    if pdf.pages > 1:
        pdf.text(pdf.w / 2, pdf.h - 20, f"{pdf.pages} / {pages}", 8, align="c", colour=GREY)
    return pdf.done("ko", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- kz / by (ru)

RU_MON = "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split()


BYN = ("белорусский рубль", "белорусских рубля", "белорусских рублей")


def ru_long(dt: date) -> str:
    return f"«{dt.day:02d}» {RU_MON[dt.month - 1]} {dt.year} г."


@two_pass
def blind5_kz_by_zayavka(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Russian-language order from Kazakhstan or Belarus (A4), in one of three shapes.
    Appendix: 'Приложение № 2 к Договору поставки № … от …' at the top right, ЗАЯВКА № … (на
    поставку товара, in Kazakhstan at times with the Kazakh 'Тауар жеткізуге арналған өтінім'
    under it), the city and a «12» марта 2025 г. date; Покупатель: and Поставщик: label lines
    with БИН (Kazakhstan) or УНП (Belarus), Грузополучатель, Место and Срок поставки; a ruled
    table with Цена без НДС, Сумма без НДС, Сумма НДС and Сумма с НДС; Итого без НДС, НДС 12 %
    (Kazakhstan) or 20 % (Belarus), Всего с НДС, the sum in words (тенге … тиын, белорусских
    рублей … копеек) and signatures with М.П. for both sides. ERP (Kazakhstan): bilingual
    Kazakh / Russian label pairs - ТАПСЫРЫС / ЗАКАЗ НА ПОСТАВКУ, Тапсырыс № / Заказ № among Шарт
    № / Договор №, Өтінім № / Заявка на закупку № and Валюта -, Жеткізуші / Поставщик and
    Тапсырыс беруші / Заказчик boxes, Барлығы ҚҚС-пен / Всего с НДС. Belarus: ЗАКАЗ № or
    ЗАКАЗ-ЗАЯВКА № with Основание: a contract, Поставщик, Покупатель and Плательщик with УНП,
    р/с BY… and БИК, 'Заказ принят к исполнению' and the supplier's signature line."""
    kz = rng.random() < 0.6
    reg = "kz" if kz else "by"
    shape = pick(rng, "appx|erp|appx") if kz else pick(rng, "appx|by|by")
    d, m, x2, w, nt, dt = frame(rng, A4, CYR, 30, 44)
    pages = of(npages)
    fm = figures(" ", ",")
    sym = pick(rng, "тенге|тг|₸|KZT") if kz else pick(rng, "руб.|BYN|бел. руб.")
    ft = figures(" ", ",", sym=sym, pre=False)
    sup, sadr, buyer, badr = pair5(rng, reg)
    idl = "БИН" if kz else "УНП"
    bid = (lambda: digits(rng, "##0#4#######")) if kz else (lambda: digits(rng, "#########"))
    rate = Decimal(12 if kz else 20)
    if not kz and (sup.startswith("ИП") or rng.random() < 0.1):
        rate = Decimal(0)
    po = rng.choice(
        [
            str(rng.randint(3, 480)),
            f"{rng.randint(1, 300)}/{dt:%y}",
            f"З-{rng.randint(1, 9999):04d}",
            f"{dt:%y}-{rng.randint(100, 999)}",
        ]
        if shape != "erp"
        else [f"45{rng.randint(10**7, 10**8 - 1)}", f"ЗП-{dt.year}-{rng.randint(1, 99999):05d}"]
    )
    signed = dt - timedelta(days=rng.randint(20, 330))
    contract = pick(
        rng,
        f"{rng.randint(1, 250)}-ДП/{signed:%y}|{rng.randint(1, 99)}/{signed.year}|"
        f"ДП-{rng.randint(100, 999)}|{rng.randint(1000, 9999)}-{signed.year}",
    )
    city = badr[1].split("г. ")[-1]
    contact = who5(rng, reg)

    def head(p: int) -> float:
        d.t(
            x2,
            32,
            f"Заявка № {po} от {dt:%d.%m.%Y} - лист {p} из {pages}"
            if shape != "erp"
            else f"Тапсырыс / Заказ № {po} - бет / стр. {p} / {pages}",
            7.5,
            al="r",
            grey=0.3,
        )
        return 46

    def foot(p: int) -> None:
        page_foot(d, f"{p} / {pages}")

    if shape == "erp":
        lx = logo(d, m, 24, buyer.split("«")[-1], 34, 0.3) if rng.random() < 0.5 else m
        d.t(lx, 36, buyer, snug(d, [buyer], w * 0.5, 11), b=True)
        d.lines(lx, 40, [*badr, f"БСН / БИН {bid()}"], 7.5)
        d.t(x2, 36, "ТАПСЫРЫС", 15, b=True, al="r")
        d.t(
            x2,
            52,
            pick(rng, "ЗАКАЗ НА ПОСТАВКУ|ЗАКАЗ НА ЗАКУПКУ|ЗАКАЗ ПОСТАВЩИКУ"),
            11,
            b=True,
            al="r",
        )
        cells = [
            ("Тапсырыс № / Заказ №", po),
            ("Күні / Дата", dt.strftime("%d.%m.%Y")),
            ("Шарт № / Договор №", contract),
            ("Өтінім № / Заявка №", digits(rng, "10#######")),
            ("Валюта", "KZT"),
        ]
        ws = [w * f for f in (0.24, 0.16, 0.22, 0.22, 0.16)]
        y = d.grid(m, 96, ws, [k for k, _ in cells], [v for _, v in cells], 8.5) + 10
        bw = w / 2 - 6
        vend = [
            sup,
            *sadr,
            f"БСН / БИН: {bid()}",
            f"Тел.: {tel5(rng, reg)}",
            f"Байланыс / Контакт: {contact}",
        ]
        cons = [buyer, *firm5(rng, reg, "buy")[1], f"Қабылдаушы / Получатель: {who5(rng, reg)}"]
        ys = [
            block(
                d,
                m,
                y,
                "Жеткізуші / Поставщик",
                vend,
                style="box",
                w=bw,
                size=snug(d, vend, bw - 12, 8.2),
            ),
            block(
                d,
                m + bw + 12,
                y,
                pick(rng, "Жүк алушы / Грузополучатель|Тапсырыс беруші / Заказчик"),
                cons,
                style="box",
                w=bw,
                size=snug(d, cons, bw - 12, 8.2),
            ),
        ]
        y = max(ys) + 6
        d.t(
            m,
            y + 8,
            f"Жеткізу мерзімі / Срок поставки: до "
            f"{(dt + timedelta(days=rng.randint(10, 45))):%d.%m.%Y}   Төлем шарттары / Условия "
            f"оплаты: {pick(rng, '30 күн / 30 дней|100% постоплата|15 банковских дней')}",
            7.8,
        )
        y += 16
        spec = [
            ("pos", "№", 4, "c"),
            ("code", "Материал", 10, "l"),
            ("desc", "Атауы / Наименование", 33, "l"),
            ("unit", "Өлш./Ед.", 8, "c"),
            ("qty", "Саны/Кол.", 9, "r"),
            ("price", "Бағасы/Цена", 13, "r"),
            ("amount", "Сомасы/Сумма", 15, "r"),
        ]
    elif shape == "appx":
        d.lines(
            x2 - 190,
            26,
            [
                f"Приложение № {rng.randint(1, 4)}",
                f"к Договору поставки № {contract}",
                f"от {signed:%d.%m.%Y} г.",
            ],
            8,
        )
        title = pick(rng, "ЗАЯВКА|ЗАЯВКА НА ПОСТАВКУ|ЗАЯВКА-ЗАКАЗ")
        d.t(d.w / 2, 80, f"{title} № {po}", 14, b=True, al="c")
        y = 92
        if title == "ЗАЯВКА":
            d.t(d.w / 2, y, "на поставку товара", 9.5, al="c")
            y += 12
        if kz and rng.random() < 0.5:
            d.t(d.w / 2, y, "Тауар жеткізуге арналған өтінім", 8.5, al="c", grey=0.3)
            y += 12
        d.t(m, y + 12, f"г. {city}", 9)
        d.t(x2, y + 12, ru_long(dt), 9, al="r")
        y += 26
        pairs = [
            ("Покупатель:", f"{buyer}, {idl} {bid()}, {', '.join(badr)}"),
            ("Поставщик:", f"{sup}, {idl} {bid()}, {sadr[1]}, {sadr[0]}, тел. {tel5(rng, reg)}"),
            ("Грузополучатель:", pick(rng, f"{buyer}|Склад Покупателя|{buyer}, склад № 2")),
            ("Место поставки:", ", ".join(firm5(rng, reg, "buy")[1])),
            (
                "Срок поставки:",
                pick(
                    rng,
                    "в течение 10 (десяти) рабочих дней с даты заявки|"
                    f"до {(dt + timedelta(days=20)):%d.%m.%Y}|"
                    "в течение 30 календарных дней",
                ),
            ),
        ]
        if rng.random() < 0.3:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = label_pairs(d, m, y, pairs, 92, 8.5, w, b_label=rng.random() < 0.5) + 6
        spec = [
            ("pos", "№ п/п", 5, "c"),
            ("desc", "Наименование товара", 28, "l"),
            ("unit", "Ед. изм.", 7, "c"),
            ("qty", "Кол-во", 7, "r"),
            ("price", "Цена без НДС", 12, "r"),
            ("amount", "Сумма без НДС", 13, "r"),
            ("vat", "Сумма НДС", 11, "r"),
            ("gross", "Сумма с НДС", 13, "r"),
        ]
    else:
        d.t(m, 36, buyer, snug(d, [buyer], w * 0.6, 11), b=True)
        d.lines(m, 40, [", ".join(badr), f"УНП {bid()}  ОКПО {digits(rng, '########')}"], 7.6)
        title = pick(rng, "ЗАКАЗ|ЗАКАЗ-ЗАЯВКА|ЗАКАЗ НА ПОСТАВКУ ТОВАРА")
        d.t(d.w / 2, 86, f"{title} № {po}", 14, b=True, al="c")
        d.t(d.w / 2, 100, f"от {dt:%d.%m.%Y}", 9, al="c")
        bank_ = pick(rng, "ОАО «Беларусбанк»|ОАО «Белагропромбанк»|ОАО «Приорбанк»|ЗАО «МТБанк»")
        pairs = [
            ("Основание:", f"договор поставки № {contract} от {signed:%d.%m.%Y}"),
            ("Поставщик:", sup),
            ("", f"{sadr[1]}, {sadr[0]}"),
            (
                "",
                f"УНП {bid()}, р/с BY{digits(rng, '##')}{pick(rng, 'AKBB|BAPB|BPSB|MTBK')}"
                f"{digits(rng, '3012############')} в {bank_}",
            ),
            ("Покупатель:", buyer),
            ("Плательщик:", pick(rng, f"{buyer}|тот же")),
            ("Адрес доставки:", ", ".join(firm5(rng, reg, "buy")[1])),
            ("Контактное лицо:", f"{who5(rng, reg)}, тел. {tel5(rng, reg)}"),
        ]
        y = label_pairs(d, m, 112, pairs, 92, snug(d, [sup], w - 96, 8.5), w) + 6
        spec = [
            ("pos", "№", 4, "c"),
            ("desc", "Наименование", 31, "l"),
            ("unit", "Ед.", 5, "c"),
            ("qty", "Кол-во", 7, "r"),
            ("price", "Цена, руб.", 10, "r"),
            ("amount", "Стоимость", 11, "r"),
            ("rate", "НДС, %", 7, "c"),
            ("vat", "Сумма НДС", 10, "r"),
            ("gross", "Стоимость с НДС", 14, "r"),
        ]
    bottom = d.h - 52
    n = nrows(rng, y, bottom, 14, 200, top2=46, p2=0.2, p3=0.06)
    rows = goods5(rng, "ru", n, fm, *((480, 10) if kz else (3.2, 0)))
    for r in rows:
        v = tax(r["amt"], rate)
        r["_v"] = v
        r["vat"], r["gross"] = (fm(v) if rate else "без НДС"), fm(r["amt"] + v)
        r["rate"] = f"{rate}" if rate else "без НДС"
        r["code"] = digits(rng, "10######")
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=None
        if nt or shape == "appx"
        else ("Итого по листу:", "Перенос с предыдущего листа:"),
        fm=fm,
        size=7.6,
        lead=14,
        shade=0.88 if shape != "appx" else None,
        grid=True,
    )
    total = None
    y = room(d, y, 120, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE4["ru"], 8.5, w)
    else:
        net = net_of(rows)
        vat = sum((r["_v"] for r in rows), Decimal(0))
        total = net + vat
        if shape == "erp":
            out = [
                ("Барлығы ҚҚС-сыз / Итого без НДС:", fm(net), False),
                (f"ҚҚС / НДС {rate}%:", fm(vat), False),
                (pick(rng, "Барлығы ҚҚС-пен / Всего с НДС:|Жиыны / Итого с НДС:"), ft(total), True),
            ]
        else:
            out = [
                ("Итого без НДС:", fm(net), False),
                (f"НДС {rate}%:" if rate else "НДС:", fm(vat) if rate else "без НДС", False),
                (
                    pick(rng, "Всего с НДС:|Итого с НДС:|Всего по заявке:|Итого к оплате:"),
                    ft(total),
                    True,
                ),
            ]
        sx = x2 - (310 if shape == "erp" else 240)
        y = d.summary(sx, x2 - 4, y + 4, out, 8.6, box_last=rng.random() < 0.5)
        k = frac(total)
        if kz:
            words = f"{ru_words(int(total), ('тенге', 'тенге', 'тенге'))} {k:02d} тиын"
        else:
            words = (
                f"{ru_words(int(total), BYN)} {k:02d} {ru_form(k, 'копейка', 'копейки', 'копеек')}"
            )
        lead = pick(rng, "Сумма прописью:|Всего на сумму:|Сумма заявки:")
        y = d.para(m, y + 6, f"{lead} {words}" + (", в т.ч. НДС" if rate else ", без НДС"), 8.5, w)
        if not rate:
            y = d.para(
                m, y, "НДС не исчисляется (упрощенная система налогообложения).", 7.5, w, grey=0.3
            )
    y = room(d, y, 100, head, foot)
    if shape == "by":
        y = d.para(
            m,
            y + 8,
            "Просим подтвердить прием заказа к исполнению в течение 2 рабочих "
            "дней. В ТТН указывать номер заказа.",
            8,
            w,
        )
        signs(
            d,
            m,
            w,
            y + 46,
            ["Заказчик (подпись, М.П.)", "Заказ принят к исполнению (Поставщик)"],
            [f"/ {who5(rng, reg)} /", ""],
        )
    else:
        labs = (
            ["Покупатель", "Поставщик"]
            if shape == "appx"
            else ["Тапсырыс беруші / Заказчик", "Жеткізуші / Поставщик"]
        )
        yy = y + 20
        for i, lab in enumerate(labs):
            x = m + i * (w / 2 + 10)
            d.t(x, yy, f"{lab}:", 8.5, b=True)
            d.t(
                x,
                yy + 30,
                f"_____________ / {who5(rng, reg)} /"
                if i == 0
                else "_____________ / _____________ /",
                8.5,
            )
            d.t(x, yy + 44, "М.П.", 7.5, grey=0.3)
    if d.pages > 1:
        foot(d.pages)
    return result(d, "ru", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- tr


def tr_lira(v: Decimal, cur: str) -> str:
    unit, sub = {"EUR": ("Avro", "Sent"), "USD": ("ABD Doları", "Sent")}.get(
        cur, ("Türk Lirası", "Kuruş")
    )
    k = frac(v)
    return f"{tr_words(int(v))} {unit}" + (f" {tr_words(k)} {sub}" if k else "")


@two_pass
def blind5_tr_efatura_siparis(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Turkish seller's paper quoting the customer's order (A4), in one of two shapes.
    e-Fatura / e-Arşiv Fatura as the tax portal's default template prints it: the seller's
    block at the top left (address, Tel / Fax, Web Sitesi, E-Posta, Vergi Dairesi, VKN, Ticaret
    Sicil No, MERSİS No), e-FATURA or e-Arşiv Fatura in the middle, a QR code at the right; the
    customer under SAYIN with its own Vergi Dairesi and VKN; a label table at the right -
    Özelleştirme No, Senaryo, Fatura Tipi, Fatura No (ABC2025000000123), Fatura Tarihi,
    İrsaliye No, Sipariş No and Sipariş Tarihi -, the ETTN; Sıra No / Mal Hizmet / Miktar /
    Birim Fiyat / İskonto Oranı / İskonto Tutarı / KDV Oranı / KDV Tutarı / Mal Hizmet Tutarı
    lines; Mal Hizmet Toplam Tutarı, Toplam İskonto, Hesaplanan KDV(%20), Vergiler Dahil Toplam
    Tutar and Ödenecek Tutar (lower where a KDV tevkifatı is withheld); 'Yalnız: …' and the
    seller's IBAN. Sipariş onay formu: the seller's letterhead, SİPARİŞ ONAY FORMU / SİPARİŞ
    TEYİT FORMU with the seller's own Onay No beside Müşteri Sipariş No / Sipariş Referansınız,
    Teklif No and Müşteri Kodu; the customer (SAYIN / Müşteri) and Sevk Adresi; a sentence
    confirming the order by its number; Ara Toplam, İskonto, KDV, GENEL TOPLAM in TL, EUR or
    USD (with an informative TL karşılığı at the exchange rate), an advance (Avans %30) line and
    the customer's Kaşe / İmza."""
    inv = rng.random() < 0.55
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 28, 42, totals=not inv)
    pages = of(npages)
    cur = "TL" if inv or rng.random() < 0.7 else pick(rng, "EUR|USD")
    sym = "₺" if cur == "TL" and d.reg.startswith("DejaVu") and rng.random() < 0.4 else cur
    fm = figures(".", ",")
    ft = figures(".", ",", sym=sym, pre=sym == "₺", gap="" if sym == "₺" else " ")
    sup, sadr, buyer, badr = (*firm4(rng, "tr", "sup"), *firm4(rng, "tr", "buy"))
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"SAS-{dt.year}-{rng.randint(1, 99999):05d}",
            f"PO{dt:%y}-{rng.randint(1, 99999):05d}",
            digits(rng, "SA######"),
            f"{dt.year}/{rng.randint(1, 9999):04d}",
        ]
    )
    pre3 = "".join(ch for ch in sup.upper() if "A" <= ch <= "Z")[:3].ljust(3, "X")
    fno = f"{pick(rng, pre3 + '|GIB|' + pre3)}{dt.year}{rng.randint(1, 99999):09d}"
    irs = digits(rng, pick(rng, "A-######|IRS#########|@@@2025#########"))
    vd = lambda: (
        pick(  # noqa: E731
            rng, "Tuzla|Gebze|Nilüfer|Kemalpaşa|Ostim|Beyoğlu|İkitelli|Karşıyaka|Çankaya|Uludağ"
        )
        + " V.D."
    )
    stem = sup.split()[0].translate(str.maketrans("ıİşŞğĞçÇöÖüÜ", "iIsSgGcCoOuU")).lower()
    web = "www." + "".join(ch for ch in stem if ch.isascii() and ch.isalpha()) + ".com.tr"
    dfm = pick(rng, "%d-%m-%Y|%d.%m.%Y|%d/%m/%Y")
    fd = lambda x: x.strftime(dfm)  # noqa: E731
    contact = who4(rng, "tr")

    def head(p: int) -> float:
        d.t(m, 34, sup, 8.5, b=True)
        d.t(
            x2,
            34,
            (f"Fatura No: {fno}" if inv else f"Müşteri Sipariş No: {po}") + f"   Sayfa {p}/{pages}",
            8,
            al="r",
        )
        d.line(m, 40, x2, 40, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(d, f"Sayfa {p} / {pages}")

    if inv:
        sl = [
            *sadr,
            f"Tel: {tel4(rng, 'tr')}  Fax: {tel4(rng, 'tr')}",
            f"Web Sitesi: {web}",
            f"E-Posta: info@{web[4:]}",
            f"Vergi Dairesi: {vd()}",
            f"VKN: {digits(rng, '##########')}",
        ]
        if rng.random() < 0.6:
            sl.append(f"Ticaret Sicil No: {digits(rng, '######')}")
        if rng.random() < 0.6:
            sl.append(f"MERSİS No: {digits(rng, '0###0###########')}")
        bw = w * 0.42
        d.line(m, 28, m + bw, 28, 0.6)
        d.t(m, 40, sup, snug(d, [sup], bw, 9.5), b=True)
        y = d.lines(m, 44, sl, 7.4) + 2
        d.line(m, y, m + bw, y, 0.6)
        kind_t = pick(rng, "e-FATURA|e-Arşiv Fatura|e-FATURA|e-ARŞİV FATURA")
        cx = m + w * 0.58
        d.c.circle(cx, d.h - 58, 22, stroke=1, fill=0)
        d.t(cx, 61, "GİB", 9, b=True, al="c")
        d.t(cx, 96, kind_t, 12, b=True, al="c")
        qr(d, x2 - 76, 26, 76, rng)
        y = max(y, 112) + 8
        d.line(m, y, m + bw, y, 0.6)
        d.t(m, y + 12, "SAYIN", 9.5, b=True)
        bl = [
            buyer,
            *badr,
            f"Tel: {tel4(rng, 'tr')}",
            f"Vergi Dairesi: {vd()}",
            f"VKN: {digits(rng, '##########')}",
        ]
        y1 = d.lines(m, y + 16, bl, snug(d, bl, bw, 8), b_first=True) + 2
        d.line(m, y1, m + bw, y1, 0.6)
        senaryo = pick(rng, "TICARIFATURA|TEMELFATURA|EARSIVFATURA")
        info = [
            ("Özelleştirme No:", "TR1.2"),
            ("Senaryo:", senaryo),
            ("Fatura Tipi:", pick(rng, "SATIS|SATIS|TEVKIFAT")),
            ("Fatura No:", fno),
            ("Fatura Tarihi:", fd(dt)),
            ("İrsaliye No:", irs),
            ("İrsaliye Tarihi:", fd(dt - timedelta(days=rng.randint(0, 3)))),
            (pick(rng, "Sipariş No:|Sipariş Numarası:|Sipariş No :"), po),
            ("Sipariş Tarihi:", fd(dt - timedelta(days=rng.randint(3, 40)))),
        ]
        if rng.random() < 0.4:
            info.insert(5, info.pop(7))
            info.insert(6, info.pop(8))
        tevk = info[2][1] == "TEVKIFAT"
        gx = x2 - 200
        for i, (k, v) in enumerate(info):
            d.box(gx, y + i * 13, 90, 13, fill=0.9)
            d.box(gx + 90, y + i * 13, 110, 13)
            d.t(gx + 3, y + i * 13 + 9.5, k, 7.4, b=True)
            d.t(gx + 93, y + i * 13 + 9.5, v, 7.6, maxw=106)
        y = max(y1, y + len(info) * 13) + 8
        d.t(m, y + 8, f"ETTN: {uuid.UUID(int=rng.getrandbits(128), version=4)}", 7.8)
        y += 16
        spec = [
            ("pos", "Sıra No", 6, "c"),
            ("desc", "Mal Hizmet", 25, "l"),
            ("qtyu", "Miktar", 9, "r"),
            ("price", "Birim Fiyat", 10, "r"),
            ("disc", "İsk. Oranı", 7, "c"),
            ("dsum", "İsk. Tutarı", 9, "r"),
            ("kdv", "KDV Oranı", 8, "c"),
            ("vat", "KDV Tutarı", 9, "r"),
            ("amount", "Mal Hizmet Tutarı", 13, "r"),
        ]
    else:
        lx = logo(d, m, 24, sup, 40, rng.choice([0.2, 0.35])) if rng.random() < 0.6 else m
        d.t(lx, 38, sup, snug(d, [sup], w * 0.6 - (lx - m), 12), b=True)
        d.lines(
            lx,
            42,
            [*sadr, f"Tel: {tel4(rng, 'tr')}  {web}", f"{vd()} {digits(rng, '##########')}"],
            7.5,
        )
        title = pick(
            rng, "SİPARİŞ ONAY FORMU|SİPARİŞ TEYİT FORMU|SİPARİŞ ONAYI|PROFORMA / SİPARİŞ ONAYI"
        )
        d.t(x2, 40, title, snug(d, [title], w * 0.4, 13), b=True, al="r")
        info = [
            ("Onay No", f"{pick(rng, 'SO|SOF|ST')}-{dt.year}-{rng.randint(1, 9999):04d}"),
            ("Tarih", fd(dt)),
            (pick(rng, "Müşteri Sipariş No|Sipariş Referansınız|Müşteri PO No|Sipariş No'nuz"), po),
            ("Teklif No", digits(rng, "TKF-#####")),
            ("Müşteri Kodu", digits(rng, "120.##.###")),
            ("Satış Temsilcisi", who4(rng, "tr")),
            ("Sayfa", f"1 / {pages}"),
        ]
        y = max(kv_right(d, x2 - 96, x2 - 90, 52, [(k + ":", v) for k, v in info], 8) + 10, 108)
        bw = w / 2 - 8
        cust = [buyer, *badr, f"İlgili: {contact}", f"Tel: {tel4(rng, 'tr')}"]
        y1 = block(
            d,
            m,
            y,
            pick(rng, "SAYIN|Müşteri|MÜŞTERİ BİLGİLERİ"),
            cust,
            style=pick(rng, "bar|box|plain"),
            w=bw,
            size=snug(d, cust, bw - 10, 8.4),
        )
        ship = [
            f"{buyer} - {pick(rng, 'Fabrika|Depo|Şantiye|Merkez')}",
            *firm4(rng, "tr", "buy")[1],
        ]
        y2 = block(
            d,
            m + bw + 16,
            y,
            pick(rng, "Sevk Adresi|Teslimat Adresi"),
            ship,
            style="bar",
            w=bw,
            size=snug(d, ship, bw - 10, 8),
        )
        y = max(y1, y2) + 8
        y = (
            d.para(
                m,
                y,
                f"Sayın {contact}, {fd(dt - timedelta(days=rng.randint(1, 10)))} "
                f"tarihli ve {po} numaralı siparişiniz aşağıdaki şartlarla onaylanmıştır.",
                8.5,
                w,
            )
            + 6
        )
        spec = [
            ("pos", "Sıra", 5, "c"),
            ("code", "Stok Kodu", 12, "l"),
            ("desc", "Ürün Adı", 34, "l"),
            ("qty", "Miktar", 8, "r"),
            ("unit", "Birim", 7, "c"),
            ("price", f"Birim Fiyat ({cur})", 12, "r"),
            ("disc", "İsk.", 6, "c"),
            ("amount", f"Tutar ({cur})", 14, "r"),
        ]
    bottom = d.h - 52
    rows = goods5(
        rng,
        "tr",
        nrows(rng, y, bottom, 14, 220, top2=52, p2=0.2),
        fm,
        *((38, 0) if cur == "TL" else (1, 0)),
    )
    gross = Decimal(0)
    for r in rows:
        g = r["amt"]
        gross += g
        pc = rng.choice([5, 10, 15]) if rng.random() < 0.2 else 0
        r["amt"] = cents(g * (100 - pc) / 100)
        r["_d"] = g - r["amt"]
        r["disc"], r["dsum"] = (f"%{pc}", fm(r["_d"])) if pc else ("", "")
        r["rate"] = 10 if rng.random() < 0.1 else 20
        r["kdv"] = f"%{r['rate']}"
        r["vat"] = fm(tax(r["amt"], Decimal(r["rate"])))
        r["qtyu"] = f"{r['qty']} {r['unit']}"
        r["amount"] = fm(r["amt"]) if not inv else fm(g)
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        size=6.9 if inv else 7.4,
        lead=14,
        shade=0.88,
        grid=True,
    )
    total = None
    y = room(d, y, 150, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE4["tr"], 8.5, w)
    else:
        net = net_of(rows)
        disc = gross - net
        base = {20: Decimal(0), 10: Decimal(0)}
        for r in rows:
            base[r["rate"]] += r["amt"]
        vats = {rt: tax(b, Decimal(rt)) for rt, b in base.items() if b}
        total = net + sum(vats.values())
        if inv:
            out = [
                ("Mal Hizmet Toplam Tutarı", fm(gross), False),
                ("Toplam İskonto", fm(disc), False),
            ]
            for rt, v in vats.items():
                out.append((f"Hesaplanan KDV(%{rt})", fm(v), False))
            out.append(("Vergiler Dahil Toplam Tutar", ft(total), True))
            pay = total
            if tevk:
                share = pick(rng, "2/10|5/10|9/10")
                a, b = map(int, share.split("/"))
                held = cents(sum(vats.values()) * a / b)
                out.insert(-1, (f"Hesaplanan KDV Tevkifat ({share})", fm(held), False))
                pay = total - held
            out.append(("Ödenecek Tutar", ft(pay), True))
            gx = x2 - 230
            for i, (k, v, b_) in enumerate(out):
                d.box(gx, y + 6 + i * 14, 140, 14, fill=0.9)
                d.box(gx + 140, y + 6 + i * 14, 90, 14)
                d.t(gx + 3, y + 16 + i * 14, k, 7.6, b=True)
                d.t(x2 - 3, y + 16 + i * 14, v, 7.8, b=b_, al="r")
            y += 12 + len(out) * 14
            y = d.para(m, y + 4, f"Not: Yalnız {tr_lira(pay, cur)}", 8, w)
            y = d.para(
                m,
                y + 2,
                f"{pick(rng, 'Ziraat Bankası|Garanti BBVA|İş Bankası|Akbank')} "
                f"IBAN: TR{digits(rng, '## #### #### #### #### #### ##')}",
                7.6,
                w,
            )
        else:
            out = [("Ara Toplam", fm(gross), False)]
            if disc:
                out.append(("İskonto", "-" + fm(disc), False))
            for rt, v in vats.items():
                out.append((f"KDV (%{rt})", fm(v), False))
            out.append((pick(rng, "GENEL TOPLAM|Genel Toplam|TOPLAM TUTAR"), ft(total), True))
            y = d.summary(
                x2 - 210,
                x2 - 4,
                y + 6,
                out,
                8.8,
                box_last=True,
                shade=0.9 if rng.random() < 0.5 else None,
            )
            if cur != "TL":
                kur = (
                    Decimal(rng.randint(3400, 4300)) / 100
                    if cur == "EUR"
                    else Decimal(rng.randint(3200, 4000)) / 100
                )
                y = d.para(
                    m,
                    y + 4,
                    f"Kur ({dt:%d.%m.%Y} TCMB döviz satış): 1 {cur} = "
                    f"{fm(kur)} TL - TL karşılığı (bilgi amaçlı): "
                    f"{fm(cents(total * kur))} TL",
                    7.8,
                    w,
                )
            if rng.random() < 0.4:
                y = d.para(
                    m,
                    y + 4,
                    f"Sipariş avansı (%30): {ft(cents(total * 3 / 10))} - "
                    "kalan bakiye teslimatta ödenecektir.",
                    8,
                    w,
                )
            if rng.random() < 0.6:
                y = d.para(m, y + 4, f"Yalnız: {tr_lira(total, cur)}", 8, w)
    y = room(d, y, 90, head, foot)
    if inv:
        d.t(
            m,
            y + 20,
            "Bu belge 7/24 e-Belge uygulaması ile elektronik ortamda oluşturulmuştur.",
            7,
            grey=0.3,
        )
    else:
        y = d.lines(
            m,
            y + 12,
            [
                f"Teslim Süresi: {pick(rng, '10 iş günü|Stoktan hemen|3-4 hafta')}",
                f"Ödeme: {pick(rng, '30 gün vadeli havale|%30 avans, bakiye teslimde|60 gün DBS')}",
                "Teslim Şekli: " + pick(rng, "Alıcı adresine teslim|Fabrika teslim (EXW)"),
            ],
            8,
        )
        signs(
            d, m, w, max(y + 40, d.h - 80), ["Satıcı (Kaşe / İmza)", "Müşteri Onayı (Kaşe / İmza)"]
        )
    if d.pages > 1:
        foot(d.pages)
    kind = "invoice" if inv else "order_confirmation"
    return result(d, "tr", kind, po, sup, total)


# --------------------------------------------------------------------------- id

# name | unit | price range in thousands of rupiah
ID_MAT = [
    ("Semen Portland Tipe I 50 kg", "sak", 62, 78),
    ("Besi beton ulir D13 x 12 m", "btg", 115, 150),
    ("Besi beton polos D10 x 12 m", "btg", 62, 85),
    ("Pasir beton", "m3", 260, 380),
    ("Batu split 1-2 cm", "m3", 290, 420),
    ("Bata ringan (hebel) 10 cm", "m3", 620, 780),
    ("Beton ready mix K-300", "m3", 880, 1120),
    ("Multiplek 12 mm 122 x 244", "lbr", 145, 210),
    ("Cat tembok interior 25 kg", "pail", 650, 1450),
    ('Pipa PVC 4" AW', "btg", 165, 240),
    ("Kabel NYM 3 x 2,5 mm2", "roll", 980, 1350),
    ("Keramik lantai 60 x 60", "dus", 120, 210),
    ("Baja ringan C75 0,75 mm", "btg", 82, 118),
    ("Kawat bendrat", "roll", 240, 320),
    ("Wiremesh M8", "lbr", 560, 720),
    ("Paku 5 - 10 cm", "kg", 18, 26),
]
ID_JOB = [
    ("Pekerjaan pembesian kolom dan balok", "kg", 3, 5),
    ("Pekerjaan bekisting lantai", "m2", 85, 140),
    ("Pekerjaan plester dan acian dinding", "m2", 55, 90),
    ("Pemasangan rangka atap baja ringan", "m2", 110, 175),
    ("Pekerjaan instalasi titik lampu", "titik", 250, 420),
    ("Pengecoran lantai kerja t = 5 cm", "m3", 180, 260),
    ("Pemasangan keramik lantai 60 x 60", "m2", 65, 110),
    ("Pengecatan dinding interior", "m2", 22, 38),
    ("Mobilisasi dan demobilisasi peralatan", "ls", 3500, 12000),
    ("Galian tanah pondasi", "m3", 75, 120),
    ("Pekerjaan waterproofing dak", "m2", 95, 165),
]
ID_CON_BUY = (
    "PT {X} Konstruksi|PT {X} Karya Bangunan|PT {X} Bangun Persada|PT Wijaya {X} Kontraktor|"
    "PT {X} Rekayasa Konstruksi"
)
ID_SUBCON = (
    "CV {X} Teknik|PT {X} Mandiri Konstruksi|CV {X} Jaya Abadi|CV Karya {X}|"
    "PT {X} Mitra Bangunan|CV {X} Bersaudara"
)
ID_MATSUP = (
    "Toko Bangunan {X}|UD {X} Jaya|PT {X} Beton Perkasa|CV {X} Baja Utama|PT {X} Material "
    "Indonesia|TB {X}"
)
ID_STEMS = (
    "Sinar Jaya|Maju Bersama|Karya Abadi|Cahaya Mandiri|Mitra Sejahtera|Berkah Utama|Surya "
    "Makmur|Putra Perkasa|Tunas Harapan|Bumi Lestari|Sumber Rejeki|Anugerah"
)
ID_PROJ = (
    "Pembangunan Gedung Kantor {C}|Pembangunan Gudang Logistik {C}|Renovasi Rumah Sakit {C}|"
    "Pembangunan Ruko 3 Lantai {C}|Pembangunan Pabrik Tahap II {C}|Peningkatan Jalan Akses "
    "Kawasan Industri {C}"
)
ID_OWNER = "PT {X} Properti|Dinas PUPR Kabupaten {C}|PT {X} Logistik|Yayasan {X}|PT {X} Tbk"
ID_DAYS = "Minggu Senin Selasa Rabu Kamis Jumat Sabtu".split()
ID_MON = "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember"


def id_long(dt: date) -> str:
    return f"{dt.day} {ID_MON.split()[dt.month - 1]} {dt.year}"


@two_pass
def blind5_id_spk_proyek(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An Indonesian contractor's order for its building project (A4), in one of two shapes.
    SPK: the contractor's letterhead, SURAT PERINTAH KERJA (SPK) with Nomor 012/SPK/ABC-PRJ/
    IV/2025, Proyek, Lokasi, Pemilik Proyek and the No. Kontrak Induk of the main contract; the
    recital 'Pada hari ini, Senin tanggal …' naming PIHAK PERTAMA (the contractor's project
    manager) and PIHAK KEDUA (a person, Jabatan and the subcontractor's company - the
    supplier); Pasal 1 with the job lines (Uraian Pekerjaan / Vol / Sat / Harga Satuan /
    Jumlah Harga), Jumlah, PPN 11 %, Total Nilai SPK and at times Dibulatkan (the total rounded
    down to the thousand), Terbilang; Pasal 2 jangka waktu, Pasal 3 cara pembayaran with an
    uang muka and a retensi 5 % in rupiah, Pasal 4 denda; PIHAK KEDUA / PIHAK PERTAMA with a
    meterai box. PO material: PURCHASE ORDER / PESANAN PEMBELIAN MATERIAL with No. PO, Proyek,
    Kode Proyek, No. SPP (the site's request) and Termin; the supplier under Kepada Yth. / To /
    Supplier with 'Up.' a person; Kirim ke the project site; building materials with Merk;
    Sub Total, Diskon, Ongkos Angkut, DPP, PPN 11 % (or prices 'sudah termasuk PPN'), Grand
    Total; Dibuat / Diperiksa / Disetujui / Supplier."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|libsans|dejavu", 30, 44)
    pages = of(npages)
    spk = rng.random() < 0.5
    dec = rng.random() < 0.3
    fm = figures(".", ",", places=2 if dec else 0)
    ft = figures(".", ",", places=2 if dec else 0, sym="Rp", gap=pick(rng, " |. | "))
    badr = firm4(rng, "id", "buy")[1]
    city = badr[1].split(",")[0].rstrip("0123456789 ")
    x1, x2_, x3 = rng.sample(ID_STEMS.split("|"), 3)
    buyer = pick(rng, ID_CON_BUY).format(X=x1)
    sup = pick(rng, ID_SUBCON if spk else ID_MATSUP).format(X=x2_)
    sadr = firm4(rng, "id", "sup")[1]
    owner = pick(rng, ID_OWNER).format(X=x3, C=city)
    proj = pick(rng, ID_PROJ).format(C=city)
    pcode = f"{pick(rng, 'PRJ|P|JOB')}-{dt:%y}{rng.randint(1, 99):02d}"
    short = "".join(w_[0] for w_ in x1.split())[:3].upper() + pick(rng, "K|KB|BP")
    rom = ROMAN[dt.month - 1]
    po = (
        pick(
            rng,
            f"{rng.randint(1, 350):03d}/SPK/{short}-{pcode}/{rom}/{dt.year}|"
            f"SPK/{short}/{dt.year}/{rng.randint(1, 999):04d}|"
            f"{rng.randint(1, 350):03d}/SPK-{short}/{rom}/{dt.year}",
        )
        if spk
        else pick(
            rng,
            f"{rng.randint(1, 999):04d}/PO/{short}/{rom}/{dt.year}|"
            f"PO-{pcode}-{rng.randint(1, 999):03d}|PO/{short}/{dt:%y%m}/{rng.randint(1, 999):03d}",
        )
    )
    main_k = f"{rng.randint(1, 99):03d}/KTR/{pick(rng, 'DPUPR|OWN|PRJ')}/{dt.year}"
    npwp = lambda: digits(rng, pick(rng, "##.###.###.#-###.###|0###############"))  # noqa: E731
    pm = who4(rng, "id")
    pm2 = f"{pick(rng, REG4['id']['first'])} {pick(rng, REG4['id']['lastp'])}"
    lx = logo(d, m, 24, buyer.replace("PT ", ""), 36, 0.3) if rng.random() < 0.6 else m
    d.t(lx, 36, buyer, snug(d, [buyer], w * 0.6 - (lx - m), 12), b=True)
    d.lines(lx, 40, [f"{badr[0]}, {badr[1]}", f"Telp. {tel4(rng, 'id')}  NPWP: {npwp()}"], 7.5)
    d.line(m, 66, x2, 66, 1.2)

    def head(p: int) -> float:
        d.t(m, 34, buyer, 8.5, b=True)
        d.t(x2, 34, f"{'SPK' if spk else 'PO'} No. {po}  -  Hal. {p}/{pages}", 8, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(d, f"Hal. {p} dari {pages}")

    if spk:
        d.t(d.w / 2, 90, "SURAT PERINTAH KERJA" + pick(rng, "| (SPK)"), 14, b=True, al="c")
        d.t(d.w / 2, 104, f"Nomor : {po}", 9.5, al="c")
        lok = ", ".join(firm4(rng, "id", "buy")[1])
        pairs = [("Proyek", proj), ("Lokasi", lok), ("Pemilik Proyek", owner)]
        if rng.random() < 0.7:
            pairs.append(("No. Kontrak Induk", main_k))
        pairs.append(("Kode Proyek", pcode))
        y = label_pairs(d, m, 116, [(k, f": {v}") for k, v in pairs], 96, 8.5, w)
        day_ = ID_DAYS[(dt.weekday() + 1) % 7]
        y = (
            d.para(
                m,
                y + 6,
                f"Pada hari ini, {day_} tanggal {id_long(dt)}, kami yang bertanda "
                "tangan di bawah ini:",
                8.5,
                w,
            )
            + 2
        )
        p1 = [
            ("Nama", pm),
            ("Jabatan", "Project Manager"),
            ("Perusahaan", buyer),
            ("Alamat", ", ".join(badr)),
        ]
        p2 = [
            ("Nama", pm2),
            ("Jabatan", pick(rng, "Direktur|Direktur Utama|Kuasa Direktur")),
            ("Perusahaan", sup),
            ("Alamat", ", ".join(sadr)),
            ("NPWP", npwp()),
        ]
        for i, (pp, role) in enumerate(((p1, "PIHAK PERTAMA"), (p2, "PIHAK KEDUA"))):
            d.t(m, y + 9, f"{i + 1}.", 8.5)
            y = label_pairs(d, m + 14, y, [(k, f": {v}") for k, v in pp], 70, 8.5, w - 14)
            y = d.para(m + 14, y, f"Selanjutnya disebut {role}.", 8.5, w - 14) + 3
        y = (
            d.para(
                m,
                y + 2,
                "PIHAK PERTAMA memberikan perintah kerja kepada PIHAK KEDUA untuk "
                "melaksanakan pekerjaan dengan ketentuan sebagai berikut:",
                8.5,
                w,
            )
            + 4
        )
        d.t(d.w / 2, y + 9, "Pasal 1 - LINGKUP DAN NILAI PEKERJAAN", 9, b=True, al="c")
        y += 16
        pool, n_max = ID_JOB, 9
        spec = [
            ("pos", "No", 5, "c"),
            ("desc", "Uraian Pekerjaan", 41, "l"),
            ("qty", "Vol", 8, "r"),
            ("unit", "Sat", 6, "c"),
            ("price", "Harga Satuan (Rp)", 17, "r"),
            ("amount", "Jumlah Harga (Rp)", 19, "r"),
        ]
    else:
        title = pick(
            rng,
            "PURCHASE ORDER|PESANAN PEMBELIAN MATERIAL|PURCHASE ORDER MATERIAL|"
            "SURAT PESANAN BARANG",
        )
        d.t(m, 88, title, snug(d, [title], w * 0.55, 14), b=True)
        meta = [
            (pick(rng, "No. PO|Nomor PO|PO No."), po),
            (
                "Tanggal",
                dt.strftime(pick(rng, "%d/%m/%Y|%d-%m-%Y")) if rng.random() < 0.6 else id_long(dt),
            ),
            ("Proyek", proj),
            ("Kode Proyek", pcode),
            (pick(rng, "No. SPP|No. MR|No. Permintaan"), digits(rng, "SPP-###/##")),
            (
                "Termin",
                pick(rng, "30 hari setelah tagihan|Tempo 14 hari|COD|DP 30%, pelunasan 30 hari"),
            ),
        ]
        y2 = kv_right(d, x2 - w * 0.42, x2 - w * 0.42 + 6, 76, [(k, f": {v}") for k, v in meta], 8)
        bw = w * 0.5
        vend = [
            sup,
            *sadr,
            f"Telp. {tel4(rng, 'id')}",
            f"Up. {pick(rng, 'Bapak|Ibu')} {who4(rng, 'id').split()[0]}",
        ]
        lab = pick(rng, "Kepada Yth.|Supplier:|To:|Pemasok:")
        d.t(m, 106, lab, 8.5, b=lab != "Kepada Yth.")
        y1 = d.lines(m, 110, vend, snug(d, vend, bw - 10, 8.8), b_first=True)
        y = max(y1, y2) + 6
        site = (
            f"Kirim ke: Lokasi Proyek {proj}, {', '.join(firm4(rng, 'id', 'buy')[1])} "
            f"(Pelaksana: {who4(rng, 'id')}, {tel4(rng, 'id')})"
        )
        y = d.para(m, y, site, 8, w) + 6
        pool, n_max = ID_MAT, 14
        spec = [
            ("pos", "No", 5, "c"),
            ("code", "Kode", 9, "l"),
            ("desc", "Nama Material", 31, "l"),
            ("brand", "Spesifikasi / Merk", 14, "l"),
            ("qty", "Vol", 7, "r"),
            ("unit", "Sat", 6, "c"),
            ("price", "Harga Satuan", 13, "r"),
            ("amount", "Jumlah", 15, "r"),
        ]
    bottom = d.h - 52
    n = nrows(rng, y, bottom, 14, 300 if spk else 230, top2=52, p2=0.15, p3=0.04, most=n_max)
    rows = []
    for i in range(n):
        name, unit, lo, hi = rng.choice(pool)
        price = Decimal(rng.randint(lo, hi) * 1000)
        qty = (
            1
            if unit == "ls"
            else rng.choice([4, 8, 12, 20, 25, 40, 60, 120, 250])
            if unit in ("m2", "kg", "m3", "titik")
            else rng.choice([5, 10, 20, 50, 100, 150, 200])
        )
        if unit == "kg":
            price = Decimal(rng.randint(lo * 10, hi * 10) * 100)
            qty *= 40
        amt = price * qty
        rows.append(
            {
                "pos": str(i + 1),
                "code": digits(rng, "MT-####"),
                "desc": name,
                "qty": f"{qty:,}".replace(",", "."),
                "unit": unit,
                "price": fm(price),
                "amount": fm(amt),
                "p": price,
                "amt": amt,
                "brand": pick(
                    rng, "Tiga Roda|Gresik|Holcim|Krakatau|SNI|Avian|Dulux|Wavin|Supreme|Roman|-"
                ),
            }
        )
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=None if nt else ("Jumlah dipindahkan:", "Jumlah pindahan:"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.87,
        grid=rng.random() < 0.7,
    )
    total = None
    y = room(d, y, 150, head, foot)
    net = net_of(rows)
    if nt:
        y = d.para(m, y + 12, NOTE4["id"], 8.5, w)
    elif spk:
        ppn = whole(net * Decimal("0.11"))
        total = net + ppn
        out = [
            ("Jumlah", fm(net), False),
            ("PPN 11%", fm(ppn), False),
            (
                pick(rng, "Total Nilai SPK|Total Nilai Pekerjaan|Nilai SPK (termasuk PPN)"),
                ft(total),
                True,
            ),
        ]
        if rng.random() < 0.3 and total % 1000:
            total = (total // 1000) * 1000
            out.append(("Dibulatkan", ft(total), True))
        y = d.summary(x2 - 230, x2 - 4, y + 4, out, 8.8, box_last=True)
        y = d.para(m, y + 4, f"Terbilang: {id_words(int(total))} rupiah", 8.4, w)
    else:
        disc = whole(net * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.25 else Decimal(0)
        frt = Decimal(rng.randint(5, 60) * 50000) if rng.random() < 0.35 else Decimal(0)
        incl = rng.random() < 0.25
        out = [("Sub Total", fm(net), False)]
        if disc:
            out.append(("Diskon", "-" + fm(disc), False))
        if frt:
            out.append(("Ongkos Angkut", fm(frt), False))
        if incl:
            total = net - disc + frt
            out.append(
                (
                    pick(rng, "Grand Total (sudah termasuk PPN)|Total (harga termasuk PPN 11%)"),
                    ft(total),
                    True,
                )
            )
        else:
            dpp = net - disc + frt
            ppn = whole(dpp * Decimal("0.11"))
            total = dpp + ppn
            out += [
                ("DPP", fm(dpp), False),
                ("PPN 11%", fm(ppn), False),
                (pick(rng, "Grand Total|GRAND TOTAL|Total"), ft(total), True),
            ]
        y = d.summary(
            x2 - 240,
            x2 - 4,
            y + 4,
            out,
            8.8,
            box_last=True,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        if rng.random() < 0.6:
            y = d.para(m, y + 4, f"Terbilang: {id_words(int(total))} rupiah", 8.4, w)
    if spk:
        t0 = dt + timedelta(days=rng.randint(1, 10))
        days = rng.choice([30, 45, 60, 90, 120])
        clauses = [
            (
                "Pasal 2 - JANGKA WAKTU",
                f"Pekerjaan dilaksanakan selama {days} hari kalender, "
                f"terhitung mulai {id_long(t0)} sampai dengan "
                f"{id_long(t0 + timedelta(days=days))}.",
            ),
        ]
        if total is not None:
            dp = rng.choice([10, 20, 30])
            clauses.append(
                (
                    "Pasal 3 - CARA PEMBAYARAN",
                    f"Uang muka {dp}% sebesar "
                    f"{ft(whole(total * dp / 100))} dibayarkan setelah SPK "
                    f"ditandatangani; pembayaran termin sesuai progres fisik yang "
                    "disetujui; retensi 5% sebesar "
                    f"{ft(whole(total * 5 / 100))} ditahan selama masa pemeliharaan "
                    f"{pick(rng, '90|180')} hari.",
                )
            )
        else:
            clauses.append(
                (
                    "Pasal 3 - CARA PEMBAYARAN",
                    "Pembayaran sesuai progres fisik, "
                    "dengan harga satuan menurut kontrak payung yang berlaku.",
                )
            )
        clauses.append(
            (
                "Pasal 4 - DENDA",
                "Keterlambatan penyelesaian dikenakan denda 1‰ per "
                "hari dari nilai SPK, maksimal 5%.",
            )
        )
        for k, v in clauses:
            y = room(d, y, 60, head, foot)
            d.t(d.w / 2, y + 18, k, 9, b=True, al="c")
            y = d.para(m, y + 24, v, 8.4, w)
        y = room(d, y, 120, head, foot)
        yy = max(y + 30, d.h - 150)
        for i, (lab, name, org) in enumerate(
            (("PIHAK KEDUA", pm2, sup), ("PIHAK PERTAMA", pm, buyer))
        ):
            cx = m + w * (0.25 + 0.5 * i)
            d.t(cx, yy, lab, 9, b=True, al="c")
            d.t(cx, yy + 11, org, 7.6, al="c")
            if i == 0:
                d.box(cx - 70, yy + 20, 48, 30)
                d.t(cx - 46, yy + 38, "Meterai", 6.5, al="c", grey=0.4)
            d.t(cx, yy + 76, name, 8.8, b=True, al="c")
            d.line(cx - 70, yy + 79, cx + 70, yy + 79, 0.5)
    else:
        y = room(d, y, 110, head, foot)
        y = d.lines(
            m,
            y + 10,
            [
                "Catatan:",
                "1. Nomor PO wajib dicantumkan pada surat jalan dan invoice.",
                "2. Penagihan dilampiri faktur pajak, surat jalan dan berita acara serah terima.",
            ][: rng.randint(2, 3)],
            7.8,
        )
        signs(
            d,
            m,
            w,
            max(y + 46, d.h - 84),
            [
                "Dibuat oleh (Logistik)",
                "Diperiksa (Site Manager)",
                "Disetujui (Project Manager)",
                "Supplier",
            ],
            [who4(rng, "id"), "", pm, ""],
        )
    if d.pages > 1:
        foot(d.pages)
    return result(d, "id", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- pt-BR


def cnpj(rng: random.Random) -> str:
    return digits(rng, "##.###.###/0001-##")


@two_pass
def blind5_br_pedido_erp(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Brazilian buyer's purchase order printed from its ERP, in one of two shapes. Report
    (A4 landscape, at times in a typewriter face): a box with the buyer's name, address, CNPJ
    and IE at the left, 'P E D I D O   D E   C O M P R A S' in the middle and Nº 012345 with
    its emission number, Emissão and Página at the right; a Fornecedor box (the name with
    Código and Loja beside it, endereço, bairro, município, UF, CEP, CNPJ, IE, Fone and Contato);
    Item / Código / Descrição do Material / UM / Quant. / Valor Unitário / IPI % / Valor Total /
    Entrega / C.C. / S.C. lines; Local de Entrega and Local de Cobrança (the buyer), Condição de
    Pagto (28/56 DDL), Tipo de Frete CIF / FOB, a totals box (Total das Mercadorias, IPI, ICMS
    - included in the prices, for information -, Frete, Despesas, Seguro, Desconto, Total
    Geral); Comprador / Gerência / Diretoria and the note that invoices must name the order.
    Construction (A4 portrait): ORDEM DE COMPRA with Nº da OC, the Obra (code and name), Cotação
    and Solicitação numbers; Fornecedor (razão social) with its Nome fantasia beside it, CNPJ and
    contact; Insumo / Descrição / Unid. / Qtde / Preço unit. / Total; Valor dos itens, Desconto,
    Frete, IPI, Valor total da OC; the instalments (1ª parcela …) with due dates and amounts."""
    report = rng.random() < 0.55
    size = landscape(A4) if report else A4
    d, m, x2, w, nt, dt = frame(
        rng, size, "helv|helv|mono|times|libsans" if report else "helv|times|libsans|dejavu", 26, 40
    )
    pages = of(npages)
    fm = figures(".", ",")
    ft = figures(".", ",", sym="R$") if rng.random() < 0.6 else fm
    sup, sadr, buyer, badr = pair5(rng, "br")
    fant = pick(
        rng,
        "Casa do Parafuso|Ponto Elétrico|Mundo das Embalagens|Center Ferramentas|"
        "Rei dos Rolamentos|Mega Suprimentos|Top Hidráulica|Elétrica Forte",
    )
    po = pick(
        rng,
        f"{rng.randint(1, 99999):06d}|{rng.randint(1000, 99999)}|"
        f"{dt.year}/{rng.randint(1, 9999):04d}|PC{rng.randint(10000, 99999)}",
    )
    ie = lambda: digits(rng, "###.###.###.###")  # noqa: E731
    fd = lambda x: x.strftime("%d/%m/%Y")  # noqa: E731
    contact = who5(rng, "br")
    cond = pick(rng, "28/56 DDL|30/60/90 DDL|28 DDL|À vista|30 dias fora a semana|45 dias - boleto")

    def head(p: int) -> float:
        d.t(m, 30, buyer, 8.5, b=True)
        d.t(
            x2,
            30,
            f"{'Pedido de Compras' if report else 'Ordem de Compra'} Nº {po}  -  "
            f"Página {p} de {pages}",
            8,
            al="r",
        )
        d.line(m, 36, x2, 36, 0.5)
        return 46

    more = pick(rng, "Continua na próxima página|Continua...")

    def foot(p: int) -> None:
        page_foot(d, more if p < (npages or 1) else f"{p}/{pages}")

    if report:
        d.box(m, 22, w, 58, lw=0.8)
        d.t(m + 6, 36, buyer, snug(d, [buyer], w * 0.33, 10), b=True)
        d.lines(
            m + 6,
            40,
            [
                f"{badr[0]} - {badr[1]}",
                f"CNPJ: {cnpj(rng)}  IE: {ie()}",
                f"Fone: {tel5(rng, 'br')}",
            ],
            7.2,
        )
        d.t(
            m + w / 2,
            46,
            pick(
                rng,
                "P E D I D O   D E   C O M P R A S|PEDIDO DE COMPRAS|"
                "P E D I D O   D E   C O M P R A",
            ),
            13,
            b=True,
            al="c",
        )
        if rng.random() < 0.3:
            d.t(m + w / 2, 60, "- AUTORIZAÇÃO DE ENTREGA -", 8, al="c")
        emi = pick(rng, "1ª Emissão|1a Emissão|2ª Emissão|1ª Via")
        d.t(x2 - 8, 38, f"Nº {po}", 12, b=True, al="r")
        d.t(x2 - 8, 52, emi, 8, al="r")
        d.t(x2 - 8, 64, f"Emissão: {fd(dt)}   Página: 1 de {pages}", 7.5, al="r")
        d.box(m, 84, w, 62, lw=0.8)
        code = digits(rng, "######")
        d.t(m + 6, 96, "Fornecedor:", 8.5, b=True)
        d.t(m + 66, 96, sup, snug(d, [sup], w * 0.55, 9), b=True)
        d.t(m + w * 0.68, 96, f"Código: {code}   Loja: {pick(rng, '01|01|02')}", 8.5)
        street, city = sadr
        d.lines(
            m + 6,
            100,
            [
                f"Endereço: {street}    Bairro: "
                f"{pick(rng, 'Distrito Industrial|Centro|Jardim América|Vila Nova')}",
                f"Município: {city}",
                f"CNPJ: {cnpj(rng)}    IE: {ie()}    Fone: {tel5(rng, 'br')}    Contato: {contact}",
            ],
            8,
        )
        y = 154
        spec = [
            ("pos", "Item", 4, "c"),
            ("code", "Código", 9, "l"),
            ("desc", "Descrição do Material", 30, "l"),
            ("unit", "UM", 4, "c"),
            ("qty", "Quant.", 6, "r"),
            ("price", "Valor Unitário", 10, "r"),
            ("ipi", "IPI %", 5, "c"),
            ("amount", "Valor Total", 11, "r"),
            ("due", "Entrega", 8, "c"),
            ("cc", "C.C.", 6, "c"),
            ("sc", "S.C.", 7, "c"),
        ]
        lead, bottom = 13, d.h - 44
        tail = 150
    else:
        lx = logo(d, m, 24, buyer, 38, 0.25) if rng.random() < 0.5 else m
        d.t(lx, 36, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 12), b=True)
        d.lines(lx, 40, [f"{badr[0]}, {badr[1]}", f"CNPJ {cnpj(rng)}"], 7.5)
        d.t(x2, 38, "ORDEM DE COMPRA", 15, b=True, al="r")
        d.t(x2, 54, f"{pick(rng, 'Nº da OC:|OC nº|Número:')} {po}", 11, b=True, al="r")
        obra = pick(
            rng,
            "Residencial Bela Vista|Edifício Atlântico|Condomínio Parque das "
            "Águas|Galpão Logístico Anhanguera|Hospital Municipal - Ampliação",
        )
        meta = [
            ("Obra:", f"{rng.randint(1, 99):04d} - {obra}"),
            ("Data:", fd(dt)),
            ("Cotação:", str(rng.randint(1000, 9999))),
            ("Solicitação:", str(rng.randint(1000, 9999))),
            ("Comprador:", who5(rng, "br")),
            ("Página:", f"1 de {pages}"),
        ]
        y = d.kv(m, 76, meta[:3], 60, 8.2)
        d.kv(m + w / 2, 76, meta[3:], 66, 8.2)
        y += 6
        y = bar(d, m, y, w, pick(rng, "FORNECEDOR|Dados do fornecedor"))
        pairs = [
            ("Razão social:", sup),
            ("Nome fantasia:", fant),
            ("CNPJ:", cnpj(rng)),
            ("Endereço:", ", ".join(sadr)),
            ("Contato:", f"{contact} - {tel5(rng, 'br')}"),
        ]
        if rng.random() < 0.5:
            pairs[0], pairs[1] = (pick(rng, "Fornecedor:|Razão social:"), sup), pairs[1]
        y = d.kv(m, y, pairs, 70, snug(d, [sup], w - 76, 8.4)) + 6
        y = (
            d.para(
                m,
                y,
                f"Local de entrega: Obra {obra}, {', '.join(firm5(rng, 'br', 'buy')[1])}"
                f" - Recebimento: {who5(rng, 'br')}",
                8,
                w,
            )
            + 6
        )
        spec = [
            ("code", "Insumo", 10, "l"),
            ("desc", "Descrição", 40, "l"),
            ("unit", "Unid.", 6, "c"),
            ("qty", "Qtde", 8, "r"),
            ("price", "Preço unit.", 13, "r"),
            ("amount", "Total", 14, "r"),
        ]
        lead, bottom = 14, d.h - 50
        tail = 230
    n = nrows(rng, y, bottom, lead, tail, top2=46, p2=0.22, p3=0.06)
    rows = goods5(rng, "pt", n, fm, 5.4)
    for r in rows:
        r["ipi"] = pick(rng, "0|0|5|10|3,25|15")
        r["_ipi"] = tax(r["amt"], Decimal(r["ipi"].replace(",", ".")))
        r["due"] = (dt + timedelta(days=rng.randint(5, 40))).strftime("%d/%m/%y")
        r["cc"] = digits(rng, "####")
        r["sc"] = digits(rng, "0#####")
        r["code"] = (
            digits(rng, pick(rng, "MP#####|######|##.###.###")) if report else digits(rng, "#####")
        )
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        size=7.2 if report else 7.8,
        lead=lead,
        shade=0.88,
        grid=report or rng.random() < 0.5,
    )
    total = None
    y = room(d, y, tail - 20, head, foot)
    merc = net_of(rows)
    if nt:
        y = d.para(m, y + 12, NOTE2["pt"], 8.5, w)
    elif report:
        ipi = sum((r["_ipi"] for r in rows), Decimal(0))
        frt = Decimal(rng.randint(50, 900)) if rng.random() < 0.4 else Decimal(0)
        desp = Decimal(rng.randint(20, 200)) if rng.random() < 0.15 else Decimal(0)
        seg = Decimal(rng.randint(10, 90)) if rng.random() < 0.1 else Decimal(0)
        desc = cents(merc * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
        icms = tax(merc, Decimal(pick(rng, "12|18|7|17")))
        total = merc + ipi + frt + desp + seg - desc
        bw = w * 0.5
        d.box(m, y + 6, bw, 70, lw=0.8)
        info = [
            f"Local de Entrega: {buyer} - {', '.join(firm5(rng, 'br', 'buy')[1])}",
            f"Local de Cobrança: {', '.join(badr)}",
            f"Condição de Pagto: {cond}",
            f"Tipo de Frete: {pick(rng, 'CIF|FOB|CIF')}   Transportadora: "
            f"{pick(rng, 'A combinar|Própria|Jamef|Braspress')}",
            f"Comprador: {who5(rng, 'br')}",
        ]
        d.lines(m + 6, y + 10, info, snug(d, info, bw - 12, 7.8))
        out = [
            ("Total das Mercadorias:", fm(merc), False),
            ("IPI:", fm(ipi), False),
            ("ICMS (incluso):", fm(icms), False),
            ("Frete:", fm(frt), False),
            ("Despesas:", fm(desp), False),
            ("Seguro:", fm(seg), False),
            ("Desconto:", fm(desc), False),
            (
                pick(rng, "Total Geral:|TOTAL GERAL:|Total do Pedido:|Total c/ Impostos:"),
                ft(total),
                True,
            ),
        ]
        tx = m + bw + 10
        d.box(tx, y + 6, x2 - tx, 8 * 11.5 + 8, lw=0.8)
        y = d.summary(tx + 6, x2 - 6, y + 8, out, 7.6) + 8
    else:
        desc = cents(merc * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.3 else Decimal(0)
        frt = Decimal(rng.randint(80, 1200)) if rng.random() < 0.4 else Decimal(0)
        ipi = sum((r["_ipi"] for r in rows), Decimal(0)) if rng.random() < 0.4 else Decimal(0)
        total = merc - desc + frt + ipi
        out = [("Valor dos itens", fm(merc), False)]
        if desc:
            out.append(("Desconto", "-" + fm(desc), False))
        if frt:
            out.append(("Frete", fm(frt), False))
        if ipi:
            out.append(("IPI", fm(ipi), False))
        out.append(
            (pick(rng, "Valor total da OC|Total da Ordem de Compra|Valor Total"), ft(total), True)
        )
        y = d.summary(x2 - 220, x2 - 4, y + 6, out, 9, box_last=True)
        parts = rng.choice([1, 2, 3])
        if parts > 1 and rng.random() < 0.7:
            each = cents(total / parts)
            lines = [
                f"{i + 1}ª parcela: {fd(dt + timedelta(days=30 * (i + 1)))} - "
                f"{ft(each if i < parts - 1 else total - each * (parts - 1))}"
                for i in range(parts)
            ]
            y = d.lines(m, y + 6, [f"Condições de pagamento: {cond} - boleto bancário", *lines], 8)
        else:
            y = d.para(m, y + 6, f"Condições de pagamento: {cond}", 8, w)
        if rng.random() < 0.5:
            y = d.para(m, y + 4, f"Valor por extenso: {reais(total)}", 8, w)
    y = room(d, y, 80, head, foot)
    y = d.para(
        m,
        y + 8,
        pick(
            rng,
            "NOTA: Só aceitaremos a mercadoria se na sua Nota Fiscal "
            "constar o número do nosso Pedido de Compras.|Informar o número "
            "desta OC na nota fiscal e no boleto. Horário de recebimento: "
            "7h às 16h.",
        ),
        7.6,
        w,
    )
    if report:
        signs(d, m, w, y + 36, ["Comprador", "Gerência", "Diretoria"], [who5(rng, "br"), "", ""])
    else:
        signs(
            d,
            m,
            w,
            y + 36,
            ["Emitido por", "Aprovado por", "De acordo - Fornecedor"],
            [who5(rng, "br"), "", ""],
        )
    if d.pages > 1:
        foot(d.pages)
    return result(d, "pt", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- cs

CZ_COURTS = "Praze|Brně|Ostravě|Hradci Králové|Plzni|Ústí nad Labem|Českých Budějovicích"
CZ_SUBJ = (
    "dodávka kancelářských potřeb|oprava místní komunikace|servis tepelného čerpadla|dodávka "
    "čisticích prostředků|údržba veřejné zeleně|dodávka drobného nářadí|revize elektroinstalace|"
    "dodávka zdravotnického materiálu"
)


def cz_date(dt: date, style: str) -> str:
    return {
        "dot": f"{dt.day}. {dt.month}. {dt.year}",
        "pad": f"{dt:%d.%m.%Y}",
        "tight": f"{dt.day}.{dt.month}.{dt.year}",
    }[style]


@two_pass
def blind5_cz_objednavka_verejna(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Czech public body's objednávka (A4) - a town, a school, a hospital or a road
    authority - in one of two shapes. Form: the body's name and department at the top, OBJEDNÁVKA
    č. … (or Objednávka číslo:) with Datum, Č. j. and Vyřizuje; Objednatel and Dodavatel boxes
    side by side (swapped at times), each with IČO and DIČ, the supplier's commercial-register
    line ('zapsaná v obchodním rejstříku vedeném Krajským soudem v …, oddíl C, vložka …') and
    the buyer's bank account. Letter: the body's letterhead, the supplier in the window at the
    right (bare or under 'Dodavatel:'), the reference row Váš dopis zn. / Ze dne / Naše zn. /
    Vyřizuje / Datum, 'Věc: Objednávka č. … - …'. Then 'Objednáváme u Vás na základě Vaší
    cenové nabídky č. …', item lines (Položka / Množství / MJ / Cena za MJ bez DPH / Celkem bez
    DPH) or the subject alone with its price; Celkem bez DPH, DPH 21 % (12 %), Celkem vč. DPH /
    Cena celkem vč. DPH / Maximální cena vč. DPH in Kč (a supplier that is not a VAT payer at
    times); Termín and Místo dodání, invoicing terms, the register-of-contracts clause, the
    budget controller's block (Příkazce operace, Správce rozpočtu, § and položka) and the
    supplier's acceptance (Akceptace objednávky)."""
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 34, 50)
    pages = of(npages)
    fm = figures(" ", ",")
    ft = figures(" ", ",", sym=pick(rng, "Kč|Kč|CZK"), pre=False)
    sup, sadr, buyer, badr = pair5(rng, "cz")
    letter_ = rng.random() < 0.45
    ds = pick(rng, "dot|pad|tight")
    po = pick(
        rng,
        f"OBJ/{rng.randint(1, 999)}/{dt.year}|{dt.year}/{rng.randint(1, 999):04d}|"
        f"{rng.randint(1, 999)}/{dt:%y}/OBJ|{dt:%y}{rng.randint(1, 9999):04d}|"
        f"O-{rng.randint(100, 9999)}-{dt.year}",
    )
    short = "".join(ch for ch in buyer if ch.isupper())[:4] or "MU"
    cj = f"{short}/{rng.randint(1000, 99999)}/{dt.year}"
    ico = lambda: digits(rng, "########")  # noqa: E731
    dept = pick(
        rng,
        "Odbor správy majetku|Odbor investic a rozvoje|Ekonomický úsek|"
        "Odbor životního prostředí|Provozní oddělení|Oddělení zásobování",
    )
    clerk, clerk_tel = who5(rng, "cz"), tel5(rng, "cz")
    payer = rng.random() > 0.1
    quote = pick(
        rng,
        f"CN-{dt.year}-{rng.randint(1, 999):03d}|{rng.randint(10, 999)}/{dt:%y}|"
        f"NAB{rng.randint(1000, 9999)}",
    )
    subj = pick(rng, CZ_SUBJ)
    s_ico = ico()
    s_lines = [sup, *sadr, f"IČO: {s_ico}" + (f", DIČ: CZ{s_ico}" if payer else "")]
    if " s.r.o." in sup or " a.s." in sup or "spol." in sup:
        s_lines.append(
            f"zapsaná v OR vedeném Krajským soudem v {pick(rng, CZ_COURTS)}, oddíl "
            f"{pick(rng, 'C|B')}, vložka {rng.randint(1000, 99999)}"
        )
    b_ico = ico()
    b_lines = [
        buyer,
        *badr,
        f"IČO: {b_ico}, DIČ: CZ{b_ico}",
        f"Bankovní spojení: {pick(rng, 'ČSOB|Komerční banka|Česká spořitelna|ČNB')}, "
        f"č. ú. {rng.randint(10**7, 10**10)}/{pick(rng, '0300|0100|0800|0710')}",
    ]

    def head(p: int) -> float:
        d.t(m, 34, buyer, 8.5, b=True)
        d.t(x2, 34, f"Objednávka č. {po} - strana {p}/{pages}", 8, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(d, f"Strana {p} z {pages}")

    if letter_:
        lx = logo(d, m, 26, buyer, 34, 0.35) if rng.random() < 0.5 else m
        d.t(lx, 36, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 11.5), b=True)
        d.lines(lx, 40, [dept, f"{badr[0]}, {badr[1]}"], 7.8)
        wx = m + w * 0.52
        if rng.random() < 0.4:
            d.t(wx, 104, "Dodavatel:", 7.5, grey=0.3)
        d.lines(wx, 108, s_lines[:3], snug(d, s_lines[:3], x2 - wx, 9.5), b_first=True)
        refs = [
            ("Váš dopis zn.:", quote if rng.random() < 0.5 else ""),
            ("Ze dne:", cz_date(dt - timedelta(days=rng.randint(2, 20)), ds)),
            ("Naše zn.:", cj),
            ("Vyřizuje / tel.:", f"{clerk} / {clerk_tel}"),
            ("Datum:", cz_date(dt, ds)),
        ]
        cw = [w * f for f in (0.18, 0.14, 0.24, 0.30, 0.14)]
        x = m
        for (k, v), cw_ in zip(refs, cw):
            d.t(x, 178, k, 7, grey=0.35)
            d.t(x, 190, v, 8, maxw=cw_ - 4)
            x += cw_
        d.t(m, 216, f"Věc: Objednávka č. {po} - {subj}", 10, b=True)
        y = 226
        y = (
            d.para(
                m,
                y,
                f"IČO dodavatele: {s_ico}. " + (s_lines[4] if len(s_lines) > 4 else ""),
                7.6,
                w,
                grey=0.3,
            )
            + 4
        )
    else:
        d.t(m, 34, buyer, snug(d, [buyer], w * 0.6, 11), b=True)
        d.t(m, 46, dept, 8)
        title = pick(rng, "OBJEDNÁVKA č.|OBJEDNÁVKA Č.|Objednávka číslo:")
        d.t(x2, 36, f"{title} {po}", snug(d, [f"{title} {po}"], w * 0.45, 13), b=True, al="r")
        y = (
            kv_right(
                d,
                x2 - 110,
                x2 - 104,
                44,
                [
                    ("Datum:", cz_date(dt, ds)),
                    ("Č. j.:", cj),
                    ("Vyřizuje:", clerk),
                    ("Tel.:", clerk_tel),
                    ("Strana:", f"1 / {pages}"),
                ],
                7.8,
            )
            + 10
        )
        y = max(y, 104)
        bw = w / 2 - 6
        sides = [
            ("Objednatel:", b_lines),
            (pick(rng, "Dodavatel:|Dodavatel (zhotovitel):"), s_lines),
        ]
        if rng.random() < 0.3:
            sides.reverse()
        ys = [
            block(
                d,
                m + i * (bw + 12),
                y,
                lab,
                rows,
                style=pick(rng, "box|bar"),
                w=bw,
                size=snug(d, rows, bw - 12, 8),
            )
            for i, (lab, rows) in enumerate(sides)
        ]
        y = max(ys) + 8
    y = (
        d.para(
            m,
            y,
            f"Objednáváme u Vás na základě Vaší cenové nabídky č. {quote} "
            f"{pick(rng, 'následující plnění|toto plnění|níže uvedené zboží a služby')}:",
            8.8,
            w,
        )
        + 4
    )
    textonly = rng.random() < 0.25
    bottom = d.h - 56
    if textonly:
        rows = goods5(rng, "cs", 1, fm, 24)
        rows[0]["desc"] = subj[0].upper() + subj[1:]
        y = (
            d.para(
                m,
                y,
                f"Předmět objednávky: {rows[0]['desc']} dle nabídky, včetně dopravy a montáže.",
                8.8,
                w,
            )
            + 4
        )
    else:
        n = nrows(rng, y, bottom, 14, 250, top2=52, p2=0.15, p3=0.05, most=10)
        rows = goods5(rng, "cs", n, fm, 24)
        spec = [
            ("pos", "Č.", 4, "c"),
            ("desc", "Položka", 42, "l"),
            ("qty", "Množství", 8, "r"),
            ("unit", "MJ", 6, "c"),
            ("price", "Cena za MJ bez DPH", 14, "r"),
            ("amount", "Celkem bez DPH", 15, "r"),
        ]
        y = paged(
            d,
            m,
            y,
            cols(spec, w, nt),
            rows,
            bottom=bottom,
            head=head,
            foot=foot,
            carry=None,
            size=7.8,
            lead=14,
            shade=0.88,
            grid=rng.random() < 0.6,
        )
    total = None
    y = room(d, y, 120, head, foot)
    net = net_of(rows)
    if nt:
        y = d.para(
            m, y + 12, "Ceny dle rámcové smlouvy; celková cena objednávky není uvedena.", 8.5, w
        )
    else:
        rate = Decimal(pick(rng, "21|21|21|12"))
        vat = tax(net, rate) if payer else Decimal(0)
        total = net + vat
        lab = pick(
            rng, "Celkem vč. DPH|Cena celkem vč. DPH|Maximální cena vč. DPH|Celkem k úhradě vč. DPH"
        )
        if payer:
            out = [
                ("Celkem bez DPH:", fm(net), False),
                (f"DPH {rate} %:", fm(vat), False),
                (f"{lab}:", ft(total), True),
            ]
        else:
            out = [(pick(rng, "Cena celkem:|Celková cena:"), ft(total), True)]
        y = d.summary(x2 - 230, x2 - 4, y + 6, out, 9, box_last=rng.random() < 0.6)
        if not payer:
            y = d.para(m, y + 2, "Dodavatel není plátcem DPH.", 7.8, w, grey=0.3)
    y = room(d, y, 150, head, foot)
    terms = [
        "Termín dodání: "
        + pick(
            rng,
            f"do {cz_date(dt + timedelta(days=rng.randint(10, 40)), ds)}|do 14 dnů od doručení "
            "objednávky|do konce měsíce",
        ),
        f"Místo dodání: {buyer}, {', '.join(firm5(rng, 'cz', 'buy')[1])}",
        "Fakturace: faktura musí obsahovat číslo objednávky, splatnost "
        f"{pick(rng, '14|21|30')} dnů ode dne doručení.",
    ]
    if total is not None and (net > 50000 or rng.random() < 0.3):
        terms.append(
            "Objednávka bude uveřejněna v registru smluv dle zákona č. 340/2015 Sb.; "
            "uveřejnění zajistí objednatel."
        )
    for t_ in terms:
        y = d.para(m, y + 2, t_, 8, w)
    if rng.random() < 0.6:
        y = room(d, y, 80, head, foot)
        d.box(m, y + 8, w, 40, lw=0.5)
        d.t(m + 4, y + 18, "Kontrola před vznikem závazku (zák. č. 320/2001 Sb.):", 7.4, b=True)
        d.t(
            m + 4,
            y + 30,
            f"Příkazce operace: {who5(rng, 'cz')}    Správce rozpočtu: {who5(rng, 'cz')}",
            7.4,
        )
        d.t(
            m + 4,
            y + 41,
            f"Rozpočtová skladba: § {rng.randint(2212, 6409)}, pol. "
            f"{pick(rng, '5139|5169|5171|5137')}, ORG {rng.randint(100, 9999)}",
            7.4,
        )
        y += 54
    y = room(d, y, 100, head, foot)
    signs(
        d,
        m,
        w,
        y + 46,
        [f"Za objednatele: {who5(rng, 'cz')}", "Akceptace objednávky dodavatelem (datum, podpis)"],
    )
    if d.pages > 1:
        foot(d.pages)
    return result(d, "cs", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- es-AR / es-CO


def cuit(rng: random.Random, company: bool = True) -> str:
    return digits(rng, ("30-7" if company else "20-") + "#######-#")


def nit(rng: random.Random) -> str:
    n = rng.randint(800000000, 901999999)
    return f"{n:,}".replace(",", ".") + f"-{rng.randint(0, 9)}"


@two_pass
def blind5_ar_co_orden_compra(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An Argentine or Colombian company's orden de compra (A4 or Letter). Argentina: the
    buyer's letterhead with CUIT, IVA Responsable Inscripto, Ingresos Brutos and Inicio de
    Actividades; ORDEN DE COMPRA N° 0001-00004567 (point of sale and number) or OC N° …; Fecha,
    Solicitud de Pedido N°, Cotización N°, Centro de Costos and Moneda (pesos, or dollars at the
    BNA rate); the supplier as Señores: / Proveedor: / Razón Social: with CUIT and Condición
    frente al IVA; Bonif. % and Alic. IVA per line; Subtotal, Bonificación, IVA 21 % and 10,5 %,
    Total ($ 1.234.567,89 or USD); 'SON PESOS …'; a request for a factura electrónica A naming
    the order. Colombia: NIT 900.123.456-7, ORDEN DE COMPRA No. OC-2025-00456 with Requisición,
    Cotización, Centro de costo and Proyecto; Señores the supplier with NIT and Régimen; Vr.
    Unitario / % Dto / IVA % / Vr. Total lines in pesos without decimals; Subtotal, Descuento,
    Base gravable, IVA 19 %, Total, then the withholdings - Retención en la fuente, ReteICA,
    ReteIVA - and a lower Neto a pagar; 'SON: … PESOS M/CTE'."""
    co = rng.random() < 0.5
    reg = "co" if co else "ar"
    d, m, x2, w, nt, dt = frame(
        rng, rng.choice([A4, letter]), "helv|helv|times|libsans|dejavu", 30, 44
    )
    pages = of(npages)
    usd = not co and rng.random() < 0.15
    if co:
        places = 0 if rng.random() < 0.7 else 2
        fm = figures(".", ",", places=places)
        ft = figures(".", ",", places=places, sym="$", gap=pick(rng, " |"))
    else:
        fm = figures(".", ",")
        ft = figures(".", ",", sym="USD" if usd else "$")
    sup, sadr, buyer, badr = pair5(rng, reg)
    if co:
        po = pick(
            rng,
            f"OC-{dt.year}-{rng.randint(1, 99999):05d}|{rng.randint(1000, 99999)}|"
            f"OC{dt:%y}{rng.randint(1, 9999):04d}|45{rng.randint(10**7, 10**8 - 1)}",
        )
    else:
        po = pick(
            rng,
            f"{rng.randint(1, 12):04d}-{rng.randint(1, 99999):08d}|"
            f"{rng.randint(1000, 99999)}|OC-{rng.randint(1, 99999):06d}",
        )
    fd = lambda x: x.strftime("%d/%m/%Y")  # noqa: E731
    contact = who5(rng, reg)

    def head(p: int) -> float:
        d.t(m, 34, buyer, 8.5, b=True)
        d.t(x2, 34, f"Orden de Compra N° {po} - Hoja {p} de {pages}", 8, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(d, f"Hoja {p} de {pages}")

    lx = logo(d, m, 24, buyer, 38, 0.3) if rng.random() < 0.55 else m
    d.t(lx, 36, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 12), b=True)
    if co:
        info = [f"NIT {nit(rng)}", f"{badr[0]}, {badr[1]}", f"PBX {tel5(rng, reg)}"]
    else:
        info = [
            f"{badr[0]} - {badr[1]}",
            f"CUIT: {cuit(rng)}   IVA Responsable Inscripto",
            f"Ing. Brutos: {digits(rng, '9##-######-#')}   Inicio de Actividades: "
            f"{digits(rng, '01/0#/19##')}",
        ]
    d.lines(lx, 40, info, 7.5)
    title = "ORDEN DE COMPRA"
    no_lab = pick(rng, "No.|No.|Número") if co else pick(rng, "N°|Nro.|N°")
    if rng.random() < 0.5:
        d.box(x2 - 180, 22, 180, 46, lw=1)
        d.t(x2 - 90, 40, title, 12, b=True, al="c")
        d.t(x2 - 90, 58, f"{no_lab} {po}", 11, b=True, al="c")
    else:
        d.t(x2, 38, title, 14, b=True, al="r")
        d.t(x2, 54, f"{no_lab} {po}", 11, b=True, al="r")
    meta = [("Fecha:", fd(dt))]
    if co:
        meta += [
            ("Requisición No.:", digits(rng, "RQ-#####")),
            ("Cotización No.:", digits(rng, "COT-####")),
            ("Centro de costo:", digits(rng, "CC ###")),
            ("Proyecto:", pick(rng, "Mantenimiento planta|Ampliación bodega|Operación")),
        ]
    else:
        meta += [
            ("Solicitud de Pedido N°:", digits(rng, "SP-#####")),
            ("Cotización N°:", digits(rng, "####-########")),
            ("Centro de Costos:", digits(rng, "###")),
            ("Moneda:", "Dólares (USD)" if usd else "Pesos (ARS)"),
        ]
    y0 = 96
    y2 = kv_right(d, x2 - 70, x2 - 64, y0, meta, 7.8)
    bw = w * 0.56
    slab = (
        pick(rng, "Señores:|Proveedor:|Razón Social:|PROVEEDOR")
        if not co
        else pick(rng, "Señores:|Proveedor:|PROVEEDOR")
    )
    if co:
        vend = [
            sup,
            f"NIT {nit(rng)}",
            *sadr,
            f"Tel. {tel5(rng, reg)}",
            f"Contacto: {contact}",
            f"Régimen: {pick(rng, 'Responsable de IVA|Gran contribuyente|Régimen simple')}",
        ]
    else:
        vend = [
            sup,
            f"CUIT: {cuit(rng, rng.random() < 0.8)}",
            f"Cond. IVA: {pick(rng, 'Responsable Inscripto|Responsable Inscripto|Monotributo')}",
            *sadr,
            f"Tel.: {tel5(rng, reg)}  Contacto: {contact}",
        ]
    if slab == "PROVEEDOR":
        y1 = block(d, m, y0, slab, vend, style="box", w=bw, size=snug(d, vend, bw - 12, 8.4))
    else:
        d.t(m, y0 + 9, slab, 8.6, b=True)
        y1 = d.lines(m + 68, y0, vend, snug(d, vend, bw - 68, 8.6), b_first=True)
    y = max(y1, y2) + 8
    where = pick(rng, "Lugar de entrega|Entregar en|Dirección de entrega")
    y = (
        d.para(
            m,
            y,
            f"{where}: {buyer} - {', '.join(firm5(rng, reg, 'buy')[1])}. Recibe: {who5(rng, reg)}",
            8,
            w,
        )
        + 6
    )
    iva_lab = "IVA %" if co else "Alic. IVA"
    spec = [
        ("pos", "Ítem" if co else "Item", 5, "c"),
        ("code", "Código", 10, "l"),
        ("desc", "Descripción", 33, "l"),
        ("qty", "Cantidad" if co else "Cant.", 8, "r"),
        ("unit", "Unidad" if co else "U.M.", 7, "c"),
        ("price", "Vr. Unitario" if co else "Precio Unit.", 12, "r"),
        ("disc", "% Dto" if co else "Bonif. %", 7, "c"),
        ("iva", iva_lab, 7, "c"),
        ("amount", "Vr. Total" if co else "Importe", 14, "r"),
    ]
    bottom = d.h - 52
    n = nrows(rng, y, bottom, 14, 230, top2=52, p2=0.2, p3=0.05)
    rows = goods5(rng, "es", n, fm, *((4000, 100) if co else (1 if usd else 1150, 0)))
    gross = Decimal(0)
    for r in rows:
        gross += r["amt"]
        pc = rng.choice([5, 10]) if rng.random() < 0.2 else 0
        r["amt"] = (whole if co and places == 0 else cents)(r["amt"] * (100 - pc) / 100)
        r["amount"] = fm(r["amt"])
        r["disc"] = f"{pc}" if pc else ""
        r["rate"] = Decimal(19 if co else pick(rng, "21|21|21|10.5"))
        r["iva"] = f"{r['rate']}".replace(".", ",") + "%"
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=None if nt else (pick(rng, "Transporte:|Van:"), pick(rng, "Transporte:|Vienen:")),
        fm=fm,
        size=7.6,
        lead=14,
        shade=0.87,
        grid=rng.random() < 0.6,
    )
    total = None
    y = room(d, y, 170, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE["es"], 8.5, w)
    else:
        net = net_of(rows)
        disc = gross - net
        out = [("Subtotal", fm(gross), False)]
        if disc:
            out.append(("Descuento" if co else "Bonificación", "-" + fm(disc), False))
        vat = Decimal(0)
        for rt in sorted({r["rate"] for r in rows}, reverse=True):
            base = sum((r["amt"] for r in rows if r["rate"] == rt), Decimal(0))
            v = whole(base * rt / 100) if co and places == 0 else tax(base, rt)
            vat += v
            if co:
                out.append(("Base gravable", fm(base), False))
            out.append((f"IVA {str(rt).replace('.', ',')}%", fm(v), False))
        total = net + vat
        out.append((pick(rng, "Total|TOTAL|Total orden de compra|Valor total"), ft(total), True))
        if co and rng.random() < 0.7:
            rf = whole(net * Decimal("0.025")) if places == 0 else cents(net * Decimal("0.025"))
            ri = whole(net * Decimal("0.00966")) if places == 0 else cents(net * Decimal("0.00966"))
            out += [
                ("Retención en la fuente 2,5%", "-" + fm(rf), False),
                ("ReteICA 9,66 x mil", "-" + fm(ri), False),
            ]
            riva = Decimal(0)
            if rng.random() < 0.4:
                riva = whole(vat * Decimal("0.15")) if places == 0 else cents(vat * Decimal("0.15"))
                out.append(("ReteIVA 15%", "-" + fm(riva), False))
            out.append(("Neto a pagar", ft(total - rf - ri - riva), True))
        y = d.summary(
            x2 - 230,
            x2 - 4,
            y + 6,
            out,
            8.6,
            box_last=not co,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        if rng.random() < 0.7:
            c = frac(total)
            if co:
                words = f"SON: {es_words(int(total))} PESOS M/CTE"
            else:
                words = (
                    f"SON {'DÓLARES' if usd else 'PESOS'}: {es_words(int(total))} CON {c:02d}/100"
                )
            y = d.para(m, y + 6, words, 8, w)
        if usd:
            y = d.para(
                m,
                y + 2,
                "Se abonará en pesos al tipo de cambio BNA vendedor divisa del "
                "día anterior al pago.",
                7.6,
                w,
            )
    y = room(d, y, 110, head, foot)
    conds = [
        "Forma de pago: "
        + pick(
            rng,
            "30 días fecha factura|Transferencia a 60 días|Echeq a 30 días|Contado"
            if not co
            else "Crédito 30 días|45 días fecha radicación factura|Contado",
        ),
        f"Plazo de entrega: {pick(rng, '10 días hábiles|Inmediata|15 días corridos')}",
        "La factura electrónica (tipo A) debe indicar el número de esta orden de compra."
        if not co
        else "La factura electrónica debe citar el número de esta orden de compra y "
        "radicarse antes del día 25 de cada mes.",
    ]
    y = d.lines(m, y + 10, conds, 7.8)
    signs(
        d,
        m,
        w,
        max(y + 44, d.h - 84),
        ["Elaboró - Compras", "Aprobó - Gerencia", "Aceptación del proveedor"],
        [who5(rng, reg), "", ""],
    )
    if d.pages > 1:
        foot(d.pages)
    return result(d, "es", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en portal

PORTALS = "Procurio|BuyLine|SourceDesk|Purchasely|ProcureNet|Spendwise"
MARKETS = "ProcureHub Business|MarketLane for Business|OrderBay Business|Supplyverse Pro"
US_BUY = (
    "{C} Regional Health System|{C} Community College District|Ridgeline Foods, Inc.|"
    "{C} Water Utility|Northfield Logistics LLC|Bayside Dental Partners|{C} County Schools"
)
UK_BUY = (
    "{C} City Council|{C} Teaching Hospitals NHS Trust|University of {C}|{C} Housing Association|"
    "Harbourside Leisure Trust|{C} College"
)


def en_rows(rng: random.Random, n: int, fm: Fmt) -> list[dict]:
    rows = items(rng, "en", n, fm)
    for r in rows:
        r["spn"] = digits(rng, pick(rng, "@@-#####|#####-@|@####@"))
    return rows


@two_pass
def blind5_en_portal_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A US or UK purchase order printed from a procurement portal, or a US business
    marketplace's order details (Letter or A4). Portal: the buyer's name small at the top,
    'Purchase Order #PO-004512' (or 'PO Number' / 'Order Reference' with the number) with
    Status, Version, Order Date and Requested By; Supplier (with its supplier number and
    e-mail), Ship To (the buyer's site with Attn) and Bill To (Accounts Payable) columns; a
    reference strip of Requisition #, Contract #, Quote #, Payment Terms, Shipping Terms,
    Currency and Cost Centre / Project; lines with a second grey line each (supplier part
    number, account code, need-by date); Subtotal, Shipping, Tax or VAT 20 %, Total USD / GBP;
    'Printed from … on …' and 'Page 1 of 2' footers. Marketplace: the marketplace's name,
    Order Details, Order placed, the marketplace's own Order # (113-1234567-1234567), the
    buyer's PO number, Ordered by and an approver, Shipping Address, Payment Method, items
    grouped by shipment with 'Sold by:' the seller (the supplier) and 'Ships from:', and the
    Order Summary - Item(s) Subtotal, Shipping & Handling, Total before tax, Estimated tax,
    Grand Total."""
    market = rng.random() < 0.4
    uk = not market and rng.random() < 0.4
    d, m, x2, w, nt, dt = frame(
        rng, A4 if uk else letter, "helv|helv|libsans|dejavu", 32, 46, totals=not market
    )
    pages = of(npages)
    cur = "GBP" if uk else "USD"
    fm = figures(",", ".")
    ft = figures(",", ".", sym="£" if uk else "$", gap="")
    region = "uk" if uk else "us"
    sup, sadr = lparty(rng, region, "sup")
    badr = lparty(rng, region, "buy")[1]
    city = badr[1].split(",")[0].split(" ")[0]
    buyer = pick(rng, UK_BUY if uk else US_BUY).format(C=city)
    portal = pick(rng, PORTALS)
    po = pick(
        rng,
        f"PO-{rng.randint(1, 999999):06d}|{rng.randint(10**6, 10**7 - 1)}|"
        f"P{rng.randint(10**7, 10**8 - 1)}|{city[:3].upper()}-PO-{rng.randint(1, 99999)}",
    )
    fd = (
        (lambda x: x.strftime("%d/%m/%Y"))
        if uk
        else (lambda x: x.strftime(pick(rng, "%m/%d/%Y|%b %d, %Y")))
    )
    who = f"{pick(rng, FIRST['en'])} {pick(rng, LAST['en'])}"
    mail_dom = "".join(ch for ch in buyer.split()[0].lower() if ch.isalpha()) + (
        ".gov.uk" if "Council" in buyer else ".org" if uk else ".com"
    )

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} - {'Order' if market else 'Purchase Order'} {po}", 8, b=True)
        d.t(x2, 30, f"Page {p} of {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.4)
        return 48

    mk = pick(rng, MARKETS)
    src = mk if market else portal

    def foot(p: int) -> None:
        d.t(
            m,
            d.h - 20,
            f"Printed from {src} on {fd(dt + timedelta(days=rng.randint(0, 3)))}",
            6.8,
            grey=0.4,
        )
        d.t(x2, d.h - 20, f"Page {p} of {pages}", 6.8, al="r", grey=0.4)

    bottom = d.h - 48
    if market:
        d.t(m, 36, mk, 15, b=True)
        d.t(m, 62, "Order Details", 13, b=True)
        mo = f"1{rng.randint(10, 99)}-{rng.randint(10**6, 10**7 - 1)}-"
        mo += str(rng.randint(10**6, 10**7 - 1))
        pairs = [
            ("Order placed", dt.strftime("%B %d, %Y")),
            ("Order #", mo),
            (pick(rng, "PO number|PO Number|Purchase order number"), po),
            ("Ordered by", f"{who} ({pick(rng, 'Facilities|Nursing|IT|Maintenance|Admin')})"),
            ("Approved by", f"{pick(rng, FIRST['en'])} {pick(rng, LAST['en'])}"),
            ("Business account", buyer),
        ]
        if rng.random() < 0.5:
            pairs[1], pairs[2] = pairs[2], pairs[1]
        y = d.kv(m, 72, pairs, 100, 8.6, b_label=True)
        ship = [buyer, f"Attn: {who}", *badr]
        pay = pick(
            rng,
            "Pay by Invoice (Net 30)|Corporate Visa ending in ####|"
            "Corporate Amex ending in #####|Purchasing card ending in ####",
        )
        bw = w / 2 - 8
        y1 = block(
            d, m, y + 8, "Shipping Address", ship, style="under", w=bw, size=8.4, b_first=False
        )
        y2 = block(
            d,
            m + bw + 16,
            y + 8,
            "Payment Method",
            [digits(rng, pay), f"Billing: Accounts Payable, {buyer}"],
            style="under",
            w=bw,
            size=8.4,
            b_first=False,
        )
        y = max(y1, y2) + 10
        n = nrows(rng, y + 20, bottom, 30, 160, top2=48, p2=0.15, p3=0.03, most=8)
        rows = en_rows(rng, n, fm)
        ships = sorted(rng.sample(range(1, n), min(n - 1, rng.randint(0, 2)))) if n > 1 else []
        via = pick(rng, f"{sup}|{mk.split(' for')[0].split(' Business')[0]} Fulfillment")
        shipno = 0
        for i, r in enumerate(rows):
            if i == 0 or i in ships:
                y = room(d, y, 60, head, foot)
                shipno += 1
                when = dt + timedelta(days=rng.randint(1, 6) + shipno)
                d.box(m, y, w, 16, fill=0.92, stroke=False)
                d.t(
                    m + 4,
                    y + 11,
                    f"Shipment {shipno}: {pick(rng, 'Delivered|Arriving|Shipped')} {when:%b %d}",
                    8.4,
                    b=True,
                )
                y += 20
            y = room(d, y, 34, head, foot)
            d.t(m + 4, y + 9, r["desc"], 8.6, b=True, maxw=w * 0.7)
            d.t(x2 - 4, y + 9, ft(r["p"]), 8.6, al="r")
            d.t(m + 4, y + 20, f"Sold by: {sup}", 7.8)
            d.t(m + w * 0.45, y + 20, f"Ships from: {via}", 7.6, grey=0.35, maxw=w * 0.42)
            d.t(x2 - 4, y + 20, f"Qty: {r['qty']}", 7.8, al="r")
            d.t(m + 4, y + 30, f"Supplier part #: {r['spn']}   Condition: New", 7, grey=0.4)
            y += 36
        sub = net_of(rows)
        shp = Decimal(0) if rng.random() < 0.6 else Decimal(rng.randint(499, 4999)) / 100
        rate = Decimal(pick(rng, "0|6|7|7.25|8.25|8.875"))
        taxv = tax(sub + shp, rate)
        total = sub + shp + taxv
        y = room(d, y, 110, head, foot)
        out = [
            ("Item(s) Subtotal:", ft(sub), False),
            ("Shipping & Handling:", ft(shp), False),
            ("Total before tax:", ft(sub + shp), False),
            ("Estimated tax to be collected:" if rate else "Tax (exempt):", ft(taxv), False),
            (pick(rng, "Grand Total:|Order Total:|Grand total:"), ft(total), True),
        ]
        d.t(x2 - 230, y + 14, "Order Summary", 10, b=True)
        y = d.summary(x2 - 230, x2 - 4, y + 18, out, 8.8)
        if rate == 0:
            y = d.para(
                m, y + 4, "Tax exemption on file for this business account.", 7.6, w, grey=0.35
            )
        foot(d.pages)
        return result(d, "en", "purchase_order", po, sup, total)
    d.t(m, 30, buyer, 9, b=True)
    d.t(m, 41, f"{badr[0]}, {badr[1]}", 7.4, grey=0.3)
    lab = pick(
        rng,
        "Purchase Order #|Purchase Order|PO Number:|Order Reference:"
        if uk
        else "Purchase Order #|Purchase Order|PO Number:",
    )
    title = f"{lab}{'' if lab.endswith('#') else ' '}{po}"
    d.t(m, 70, title, snug(d, [title], w, 17), b=True)
    ver = rng.choice([1, 1, 1, 2, 3])
    status = [
        ("Status", pick(rng, "Issued|Open|Transmitted")),
        ("Version", str(ver)),
        ("Order Date", fd(dt)),
        ("Requested By", who),
    ]
    x = m
    for k, v in status:
        d.t(x, 86, k, 7, grey=0.4)
        d.t(x, 97, v, 8.6, b=True)
        x += w / 4
    bw = (w - 24) / 3
    snum = digits(rng, pick(rng, "#####|S-#####|V######"))
    vend = [
        sup,
        *sadr,
        f"Supplier #: {snum}",
        f"{pick(rng, 'orders|sales|customerservice')}@"
        f"{''.join(ch for ch in sup.split()[0].lower() if ch.isalpha())}."
        f"{'co.uk' if uk else 'com'}",
    ]
    ship = [
        buyer,
        pick(rng, "Receiving Dock #|Main Stores|Building # - Loading Bay|Central Warehouse"),
        *lparty(rng, region, "buy")[1],
        f"Attn: {who}",
    ]
    ship[1] = digits(rng, ship[1])
    bill = ["Accounts Payable", buyer, *badr, f"ap@{mail_dom}"]
    y = (
        max(
            block(d, m, 110, "Supplier", vend, style="bar", w=bw, size=snug(d, vend, bw - 6, 8.2)),
            block(
                d,
                m + bw + 12,
                110,
                "Ship To",
                ship,
                style="bar",
                w=bw,
                size=snug(d, ship, bw - 6, 8.2),
            ),
            block(
                d,
                m + 2 * bw + 24,
                110,
                "Bill To",
                bill,
                style="bar",
                w=bw,
                size=snug(d, bill, bw - 6, 8.2),
            ),
        )
        + 8
    )
    refs = [
        ("Requisition #", f"REQ-{rng.randint(1000, 99999)}"),
        (
            "Contract #",
            pick(
                rng, f"CTR-{dt.year - 1}-{rng.randint(1, 999):04d}|MSA-{rng.randint(100, 999)}|None"
            ),
        ),
        ("Quote #", digits(rng, pick(rng, "Q-#####|QT######|SQ-####-##"))),
        (
            "Payment Terms",
            pick(rng, "Net 30|Net 45|Net 60|2% 10 Net 30")
            if not uk
            else pick(rng, "30 days from invoice|Net 30|30 days EOM"),
        ),
        ("Shipping Terms", pick(rng, "FOB Destination|Prepaid & Add|DAP|Carriage Paid")),
        ("Currency", cur),
        (
            "Cost Centre" if uk else "Project / Dept",
            digits(rng, pick(rng, "CC####|####-##|P-####")),
        ),
    ]
    cw = w / 4
    for i, (k, v) in enumerate(refs):
        cx, cy = m + (i % 4) * cw, y + (i // 4) * 24
        d.t(cx, cy + 8, k, 7, grey=0.4)
        d.t(cx, cy + 19, v, 8.4)
    y += 56
    spec = [
        ("pos", "Line", 5, "c"),
        ("desc", "Item / Description", 45, "l"),
        ("qty", "Qty", 7, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "Unit Price", 12, "r"),
        ("amount", "Total", 13, "r"),
        ("need", "Need By", 12, "c"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y, bottom, 26, 170, top2=48, p2=0.25, p3=0.06, most=9)
    rows = en_rows(rng, n, fm)
    acct = digits(rng, "####-###-")

    def colhead(yy: float) -> float:
        d.box(m, yy, w, 15, fill=0.86, stroke=False)
        x_ = m
        for _key, lab_, cw_, al in c:
            tx = {"l": x_ + 3, "r": x_ + cw_ - 3, "c": x_ + cw_ / 2}[al]
            d.t(tx, yy + 10.5, lab_, 7.6, b=True, al=al)
            x_ += cw_
        return yy + 17

    y = colhead(y)
    for r in rows:
        r["need"] = fd(dt + timedelta(days=rng.randint(5, 40)))
        if y + 26 > bottom:
            foot(d.pages)
            d.new_page()
            y = colhead(head(d.pages))
        x_ = m
        for key, _, cw_, al in c:
            tx = {"l": x_ + 3, "r": x_ + cw_ - 3, "c": x_ + cw_ / 2}[al]
            d.t(tx, y + 9, str(r.get(key, "")), 8, al=al, maxw=cw_ - 5)
            x_ += cw_
        d.t(
            m + c[0][2] + 3,
            y + 19,
            f"Supplier Part #: {r['spn']}   Account: {acct}{digits(rng, '####')}",
            6.8,
            grey=0.4,
        )
        d.line(m, y + 24, x2, y + 24, 0.3)
        y += 26
    total = None
    y = room(d, y, 110, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE["en"], 8.5, w)
    else:
        sub = net_of(rows)
        shp = Decimal(rng.randint(995, 9500)) / 100 if rng.random() < 0.35 else Decimal(0)
        rate = Decimal(20) if uk else Decimal(pick(rng, "0|0|6|7|8.25"))
        taxv = tax(sub + shp, rate)
        total = sub + shp + taxv
        out = [
            ("Subtotal", fm(sub), False),
            ("Shipping", fm(shp), False),
            (
                f"VAT {rate}%" if uk else "Tax" + (f" ({rate}%)" if rate else " (exempt)"),
                fm(taxv),
                False,
            ),
            (pick(rng, f"Total {cur}|Total|PO Total|Order Total ({cur})"), ft(total), True),
        ]
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 9, box_last=True)
    y = room(d, y, 70, head, foot)
    y = d.para(
        m,
        y + 10,
        pick(
            rng,
            "This purchase order is subject to the buyer's standard "
            "terms and conditions. Invoices must quote the PO number and be "
            f"sent to ap@{mail_dom}.|Please acknowledge this order through "
            f"the {portal} supplier portal. Deliveries without a PO number "
            "will be refused.",
        ),
        7.6,
        w,
    )
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- zh-Hans

EPLAT = [
    ("融易采商城", "北京融易采电子商务有限公司"),
    ("企采优选", "上海企采优选供应链管理有限公司"),
    ("工品汇", "苏州工品汇工业品有限公司"),
    ("采e购", "深圳采易购科技有限公司"),
    ("云工坊MRO", "杭州云工坊供应链有限公司"),
]


def yuan(v: Decimal, sym: str = "") -> str:
    q = v.quantize(CENT, ROUND_HALF_UP)
    return f"{sym}{q:,.2f}"


@two_pass
def blind5_zh_kuangjia_dingdan(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Chinese buyer's call-off order under a framework agreement, or its e-commerce purchase
    order (A4). Call-off: 采购订单（框架协议项下） / 框架协议采购订单 / 订货通知单 with a
    label-value grid - 订单编号, 下单日期, 框架协议编号 and 协议有效期, 采购方 and 供应商（乙方）,
    要求到货日期, 结算方式 -, a box of the agreement's money (协议总金额（上限）, 累计已下单金额
    （不含本单）, 本单金额（含税）, 协议剩余额度), 序号 / 物料编码 / 物料名称 / 规格型号 / 单位 /
    数量 / 协议单价 / 金额 / 税率 lines, 不含税金额, 税额 13 % and 价税合计 (or 合计（含税）),
    大写, 收货信息 and 供应商确认 (回签) beside the buyer's seal. E-commerce: the buyer's
    procurement system's 电商采购单 with 采购单号, the platform's own 电商订单号, 电商平台, 供应商
    (the platform's operating company), 收货人 and 收货地址, 发票类型 and 发票抬头 (the buyer);
    SKU lines; 商品总额, 运费, 优惠 and 订单总额 / 应付总额."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(30, 42)
    wd = pdf.w - 2 * m
    none = cjk_no_total(rng)
    dt = a_date(rng)
    buyer = zh_firm(rng)
    ecom = rng.random() < 0.35
    if ecom:
        plat, sup = rng.choice(EPLAT)
    else:
        sup = zh_firm(rng, buyer.name).name
    po = pick(
        rng,
        f"CG{dt:%Y%m%d}{rng.randint(1, 999):03d}|PO{dt:%y%m}{rng.randint(1, 9999):04d}|"
        f"{buyer.key[:2].upper()}-CG-{dt.year}-{rng.randint(1, 99999):05d}|"
        f"45{rng.randint(10**7, 10**8 - 1)}",
    )
    fds = pick(rng, "cn|iso|slash")
    pages = of(npages)
    title = (
        "电商采购单"
        if ecom
        else pick(rng, "采购订单（框架协议项下）|框架协议采购订单|订货通知单|采 购 订 单")
    )
    pdf.text(pdf.w / 2, 44, buyer.name, 11, align="c")
    pdf.text(pdf.w / 2, 68, title, 17, bold=True, align="c", space=1)
    if "采 购 订 单" == title:
        pdf.text(pdf.w / 2, 84, "（框架协议项下订单）", 9, align="c", colour=GREY)
    pdf.text(pdf.w - m, 92, f"第 1 页 / 共 {pages} 页", 8, align="r", colour=GREY)
    y = 98
    w4 = rel(wd, [15, 35, 15, 35])
    bottom = pdf.h - 60
    if ecom:
        eo = f"{rng.randint(2, 3)}{rng.randint(10**10, 10**11 - 1)}"
        grid = [
            [
                "采购单号",
                po,
                "下单时间",
                f"{fdate(dt, fds)} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
            ],
            ["电商平台", plat, "电商订单号", eo],
            ["供应商", sup, "采购人", f"{person(rng)}  {mobile(rng)}"],
            ["采购单位", buyer.name, "所属部门", pick(rng, "行政部|设备部|生产部|研发中心")],
            [
                "收货人",
                f"{person(rng)}  {mobile(rng)}",
                "订单状态",
                pick(rng, "已确认|已发货|已签收"),
            ],
            [
                "收货地址",
                zh_addr(rng),
                "发票类型",
                pick(rng, "增值税专用发票|增值税普通发票（电子）"),
            ],
        ]
        if rng.random() < 0.4:
            grid[1], grid[2] = grid[2], grid[1]
        y = (
            pdf.grid(m, y, w4, grid, row_h=18, size=8.5, head=0, shade_cols=[0, 2], align="llll")
            + 6
        )
        pdf.text(m, y + 10, f"发票抬头：{buyer.name}    税号：{credit_code(rng)}", 8.5)
        y += 20
        head = ["序号", "商品编号(SKU)", "商品名称", "规格", "单位", "数量", "单价(元)", "小计(元)"]
        widths = rel(wd, [6, 14, 28, 14, 6, 7, 12, 13])
        al = "clllcrrr"
    else:
        signed = dt - timedelta(days=rng.randint(30, 300))
        kx = f"{pick(rng, 'KJXY|FA|KJ')}-{signed.year}-{rng.randint(1, 999):03d}"
        grid = [
            ["订单编号", po, "下单日期", fdate(dt, fds)],
            [
                "框架协议编号",
                kx,
                "协议有效期",
                f"{fdate(signed, 'iso')} 至 {fdate(signed + timedelta(days=365), 'iso')}",
            ],
            ["采购方（甲方）", buyer.name, pick(rng, "供应商（乙方）|乙方（供应商）|供应商"), sup],
            [
                "要求到货日期",
                fdate(dt + timedelta(days=rng.randint(5, 30)), fds),
                "结算方式",
                pick(rng, "月结60天|货到票到30天付款|月结30天，电汇|承兑汇票"),
            ],
            [
                "采购员",
                f"{person(rng)}  {zh_tel(rng)}",
                "请购单号",
                f"QG{dt:%y%m}{rng.randint(100, 999)}",
            ],
        ]
        if rng.random() < 0.35:
            grid[0][2:], grid[1][:2] = grid[1][:2], grid[0][2:]
        y = (
            pdf.grid(m, y, w4, grid, row_h=18, size=8.5, head=0, shade_cols=[0, 2], align="llll")
            + 8
        )
        head = [
            "序号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            "协议单价\n（含税）",
            "金额\n（含税）",
            "税率",
        ]
        widths = rel(wd, [6, 13, 19, 16, 6, 7, 12, 14, 7])
        al = "cllccrrrc"
    first = int((bottom - y - 90) // 16)
    n = (
        first + rng.randint(2, 14)
        if rng.random() < 0.2
        else rng.randint(2, max(2, min(12, first - 12)))
    )
    lines = make_lines(rng, ZH_ITEMS, n, 8, 900)
    total = None
    gross = sum((ln.amount for ln in lines), Decimal(0))
    ship = Decimal(0) if not ecom or rng.random() < 0.6 else Decimal(rng.choice([8, 10, 15, 20]))
    off = (
        Decimal(0) if not ecom or rng.random() < 0.6 else cents(gross * rng.choice([2, 3, 5]) / 100)
    )
    if not none:
        total = gross + ship - off
    if not ecom and not none:
        cap = Decimal(rng.choice([50, 80, 100, 150, 200, 300])) * 10000
        used = cents(cap * Decimal(rng.randint(5, 60)) / 100)
        box = [
            [
                "协议总金额（上限）",
                "累计已下单金额（不含本单）",
                "本单金额（含税）",
                "协议剩余额度",
            ],
            [yuan(cap, "¥"), yuan(used, "¥"), yuan(gross, "¥"), yuan(cap - used - gross, "¥")],
        ]
        y = pdf.grid(m, y, [wd / 4] * 4, box, row_h=17, size=8.5, align="rrrr") + 10
    body = []
    for i, ln in enumerate(lines):
        money_ = [yuan(ln.price), yuan(ln.amount)] if not none else ["", ""]
        if ecom:
            body.append(
                [
                    str(i + 1),
                    str(rng.randint(10**9, 10**10)),
                    ln.name,
                    ln.spec,
                    ln.unit,
                    str(ln.qty),
                    *money_,
                ]
            )
        else:
            body.append(
                [
                    str(i + 1),
                    f"{rng.randint(1, 9)}.{rng.randint(10, 99)}.{rng.randint(1000, 9999)}",
                    ln.name,
                    ln.spec,
                    ln.unit,
                    str(ln.qty),
                    *money_,
                    "13%",
                ]
            )

    def on_page() -> float:
        pdf.text(
            m,
            34,
            f"{title}  订单编号：{po}" if not ecom else f"电商采购单  采购单号：{po}",
            9.5,
            bold=True,
        )
        pdf.text(pdf.w - m, 34, f"第 {pdf.pages} 页 / 共 {pages} 页", 8, align="r", colour=GREY)
        return 46

    def note(yy: float, i: int) -> None:
        pdf.text(pdf.w - m, yy + 12, "（续下页）", 8, align="r", colour=GREY)

    y = pdf_table(
        pdf,
        m,
        y,
        widths,
        head,
        body,
        bottom=bottom,
        on_page=on_page,
        note=note,
        row_h=16,
        head_h=24 if not ecom else 18,
        size=8,
        align=al,
    )
    if y + 150 > pdf.h - 30:
        pdf.new_page()
        y = on_page()
    if none:
        pdf.text(
            m, y + 16, "※ 本订单按框架协议单价结算，订单金额以实际收货数量为准，此处不列示。", 8.5
        )
        y += 28
    elif ecom:
        rows_s = [
            ["商品总额", yuan(gross, "¥")],
            ["运费", yuan(ship, "¥")],
            ["优惠", "-" + yuan(off, "¥")],
            [pick(rng, "订单总额|应付总额|实付金额"), yuan(total, "¥")],
        ]
        y = (
            pdf.grid(
                pdf.w - m - 220,
                y + 8,
                [90, 130],
                rows_s,
                row_h=17,
                size=9,
                head=0,
                shade_cols=[0],
                align="lr",
            )
            + 8
        )
    else:
        net = cents(gross / Decimal("1.13"))
        vat = gross - net
        if rng.random() < 0.5:
            rows_s = [
                ["不含税金额", yuan(net)],
                ["税额（13%）", yuan(vat)],
                [pick(rng, "价税合计|合计金额（含税）"), yuan(total, "¥")],
            ]
            y = (
                pdf.grid(
                    pdf.w - m - 230,
                    y + 8,
                    [100, 130],
                    rows_s,
                    row_h=17,
                    size=9,
                    head=0,
                    shade_cols=[0],
                    align="lr",
                )
                + 4
            )
        else:
            pdf.text(
                pdf.w - m, y + 18, f"合计（含税）：{yuan(total, '¥')}", 10, bold=True, align="r"
            )
            y += 24
        pdf.text(m, y + 14, f"合计人民币（大写）：{daxie(total)}", 9)
        y += 22
    notes = [
        "1. 本订单为框架协议项下的具体订单，协议条款同样适用于本订单。"
        if not ecom
        else "1. 本采购单由电商平台直接配送，签收时请核对商品数量及外观。",
        "2. 送货单及发票上请注明本订单编号，否则不予收货及付款。",
        "3. 供应商请于收到订单后24小时内签字盖章回传确认。"
        if not ecom
        else "3. 发票请按月开具并随货或邮寄至采购单位财务部。",
    ]
    if y + 120 > pdf.h - 30:
        pdf.new_page()
        y = on_page()
    pdf.text(m, y + 16, "备注：", 9, bold=True)
    for i, s in enumerate(notes[: rng.randint(2, 3)]):
        pdf.text(m + 8, y + 30 + i * 13, s, 8.2, maxw=wd - 8)
    y += 30 + 3 * 13 + 12
    if not ecom:
        pdf.text(m, y + 10, "采购方（盖章）：", 9.5)
        pdf.text(m + wd / 2 + 10, y + 10, "供应商确认（签字/盖章）：", 9.5)
        pdf.text(m + wd / 2 + 10, y + 48, "日期：        年    月    日", 9)
        pdf.text(m, y + 48, f"经办人：{person(rng)}", 9)
        if rng.random() < 0.6:
            pdf.stamp(m + 130, y + 26, buyer.name, rng, caption="合同专用章", r=34)
    if pdf.pages > 1:
        pdf.text(pdf.w / 2, pdf.h - 20, f"{pdf.pages} / {pages}", 8, align="c", colour=GREY)
    return pdf.done("zh-Hans", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- fr public

FR_LOTS = (
    "Fournitures de quincaillerie|Produits d'entretien et d'hygiène|Fournitures de bureau|"
    "Matériel électrique|Équipements de protection individuelle|Petit outillage|"
    "Consommables informatiques"
)


def siret(rng: random.Random, public: bool = False) -> str:
    return digits(rng, ("2## ### ###" if public else "### ### ###") + " #####")


def eur_fr(v: Decimal) -> str:
    n, c = int(v), frac(v)
    s = f"{fr_words(n)} euro{'s' if n > 1 else ''}"
    return s + (f" et {fr_words(c)} centime{'s' if c > 1 else ''}" if c else "")


@two_pass
def blind5_fr_marche_public_bc(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A French public buyer's bon de commande under a framework contract (A4), in one of two
    shapes. Collectivité: the commune's, agglomération's, département's, lycée's or syndicat's
    name with its direction and SIRET (RÉPUBLIQUE FRANÇAISE at times), BON DE COMMANDE with N°,
    Date and Exercice at the right; a box of references - N° d'engagement, Imputation
    budgétaire (chapitre / article / fonction), Service demandeur, Marché n° … - Lot n : …, the
    accord-cadre's annual maximum in € HT -; the supplier as Titulaire (with SIRET, code tiers
    and contact); Lieu de livraison with opening hours; Réf. / Désignation / Qté / Unité / PU HT
    / Montant HT / TVA lines; Total HT, TVA 20 % (5,5 %, 10 %), Total TTC / Montant TTC; 'Arrêté
    le présent bon de commande à la somme de … euros TTC'; the Chorus Pro invoicing paragraph
    (SIRET of the buyer, code service, numéro d'engagement juridique); L'ordonnateur / Le Maire
    par délégation and 'Bon pour accord du titulaire'. Hospital: Centre hospitalier with its
    Direction des achats, BON DE COMMANDE N° … over a grid of Date, N° marché, UF demandeuse,
    Code fournisseur and Page; Fournisseur in the window at the right; livraison au Magasin
    central; Code article / Réf. fournisseur / Désignation / Cdt / Qté / PU HT / Remise /
    Montant HT; Total HT, TVA, Total TTC."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|libsans|dejavu|libserif", 32, 46)
    pages = of(npages)
    fm = figures(" ", ",")
    ft = rng.choice(
        [figures(" ", ",", sym="€", pre=False), fm, figures(" ", ",", sym="EUR", pre=False)]
    )
    sup, sadr = firm5(rng, "frp", "sup")
    buyer, badr = firm5(rng, "frp", "buy")
    hosp = buyer.startswith("Centre hospitalier") or rng.random() < 0.15
    if hosp and not buyer.startswith("Centre hospitalier"):
        buyer = re.sub(
            r"\bde ([AEIOUÉÈ])", r"d'\1", f"Centre hospitalier de {badr[1].split(' ', 1)[1]}"
        )
    po = pick(
        rng,
        f"{dt.year}-{rng.randint(1, 9999):05d}|BC{dt:%y}{rng.randint(1, 99999):05d}|"
        f"{rng.randint(1, 99999):06d}|C{dt.year}/{rng.randint(1, 9999):04d}",
    )
    eng = pick(
        rng,
        f"E{dt.year}{rng.randint(1, 9999):05d}|{dt.year}-EJ-{rng.randint(1, 9999):04d}|"
        f"{rng.randint(10**9, 10**10 - 1)}",
    )
    marche = f"{dt.year - rng.randint(1, 3)}-{rng.randint(1, 60):03d}"
    lot_n, lot = rng.randint(1, 8), pick(rng, FR_LOTS)
    fd = lambda x: x.strftime("%d/%m/%Y")  # noqa: E731
    b_siret = siret(rng, True)
    code_s = pick(rng, "FACTURES|SERV-FIN|DST|ACHATS|")

    def head(p: int) -> float:
        d.t(m, 34, buyer, 8.5, b=True)
        d.t(x2, 34, f"Bon de commande n° {po} - page {p}/{pages}", 8, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(d, f"Page {p}/{pages}")

    ttc_lab = pick(rng, "Total TTC|Montant TTC|TOTAL TTC|Net à payer TTC")
    if not hosp:
        y = 30
        if rng.random() < 0.35:
            d.t(m, y + 8, "RÉPUBLIQUE FRANÇAISE", 8, b=True)
            y += 12
        lx = (
            logo(d, m, y, buyer.split(" de ")[-1].split(" du ")[-1], 34, 0.3)
            if rng.random() < 0.5
            else m
        )
        d.t(lx, y + 12, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 11.5), b=True)
        d.lines(
            lx,
            y + 16,
            [
                pick(
                    rng,
                    "Direction des services techniques|Service de la commande "
                    "publique|Direction des finances - achats|Pôle moyens "
                    "généraux",
                ),
                f"{badr[0]}, {badr[1]}",
                f"SIRET : {b_siret}",
            ],
            7.6,
        )
        d.t(x2, 40, "BON DE COMMANDE", 15, b=True, al="r")
        kv_right(
            d,
            x2 - 60,
            x2 - 54,
            48,
            [
                ("N° :", po),
                ("Date :", fd(dt)),
                ("Exercice :", str(dt.year)),
                ("Page :", f"1/{pages}"),
            ],
            8.6,
            b_value=False,
        )
        y = 112
        refs = [
            ("N° d'engagement :", eng),
            (
                "Imputation :",
                f"{pick(rng, '011|21|65')} / {pick(rng, '60632|60628|6068|2188')}"
                f" / {pick(rng, '020|822|212|823|90')}",
            ),
            (
                "Service demandeur :",
                pick(rng, "Centre technique municipal|Espaces verts|Écoles|Bâtiments|Voirie"),
            ),
            ("Marché n° :", f"{marche} - Lot {lot_n} : {lot}"),
        ]
        if rng.random() < 0.6:
            cap = Decimal(rng.choice([40, 60, 90, 120, 200])) * 1000
            refs.append(
                ("Accord-cadre :", f"à bons de commande, montant maximum annuel {fm(cap)} € HT")
            )
        bh = len(refs) * 12 + 10
        d.box(m, y, w * 0.56, bh, lw=0.6)
        d.kv(
            m + 4, y + 4, refs, 86, snug(d, [v for _, v in refs], w * 0.56 - 96, 7.8), b_label=True
        )
        tx = m + w * 0.6
        tw_ = x2 - tx
        vend = [
            sup,
            *sadr,
            f"SIRET : {siret(rng)}",
            f"Code tiers : {digits(rng, '#####')}",
            f"Contact : {pick(rng, REG5['frp']['first'])} {pick(rng, REG5['frp']['lastp'])}",
        ]
        y1 = block(
            d,
            tx,
            y,
            pick(rng, "Titulaire|TITULAIRE|Titulaire du marché"),
            vend,
            style=pick(rng, "box|bar"),
            w=tw_,
            size=snug(d, vend, tw_ - 10, 8.2),
        )
        y = max(y + bh, y1) + 8
        liv = (
            "Lieu de livraison : "
            + pick(
                rng,
                "Centre technique municipal|Magasin général|Groupe scolaire Jules Ferry|"
                "Hôtel de Ville",
            )
            + ", "
            f"{', '.join(firm5(rng, 'frp', 'buy')[1])} - du lundi au vendredi, 8h-12h / "
            "13h30-16h30"
        )
        y = d.para(m, y, liv, 8, w) + 6
        spec = [
            ("code", "Réf.", 10, "l"),
            ("desc", "Désignation", 40, "l"),
            ("qty", "Qté", 7, "r"),
            ("unit", "Unité", 7, "c"),
            ("price", "PU HT", 11, "r"),
            ("amount", "Montant HT", 13, "r"),
            ("tva", "TVA", 6, "c"),
        ]
    else:
        d.t(m, 36, buyer, snug(d, [buyer], w * 0.55, 12), b=True)
        d.lines(
            m,
            40,
            [
                pick(
                    rng,
                    "Direction des achats et de la logistique|Direction des "
                    "ressources matérielles|Service économique",
                ),
                pick(
                    rng, "GHT Loire Océan|GHT Alpes-Dauphiné|GHT Cœur Grand Est|GHT Atlantique 17"
                ),
                f"{badr[0]}, {badr[1]}",
                f"SIRET : {b_siret}",
            ],
            7.6,
        )
        wx = m + w * 0.55
        d.t(wx, 104, pick(rng, "Fournisseur|FOURNISSEUR"), 7.5, grey=0.35)
        vend = [sup, *sadr]
        d.lines(wx, 108, vend, snug(d, vend, x2 - wx, 9.5), b_first=True)
        d.t(m, 120, f"BON DE COMMANDE N° {po}", 13, b=True)
        cells = [
            ("Date", fd(dt)),
            ("N° marché", marche),
            ("UF demandeuse", digits(rng, "####")),
            ("Code fournisseur", digits(rng, "F#####")),
            ("Page", f"1/{pages}"),
        ]
        y = d.grid(m, 156, [w / 5] * 5, [k for k, _ in cells], [v for _, v in cells], 8) + 8
        y = (
            d.para(
                m,
                y,
                f"Livraison : Magasin central - quai n° {rng.randint(1, 4)}, "
                f"{', '.join(firm5(rng, 'frp', 'buy')[1])}. N° d'engagement : {eng}",
                8,
                w,
            )
            + 6
        )
        spec = [
            ("code", "Code article", 10, "l"),
            ("ref", "Réf. fournisseur", 12, "l"),
            ("desc", "Désignation", 33, "l"),
            ("cdt", "Cdt", 5, "c"),
            ("qty", "Qté", 6, "r"),
            ("price", "PU HT", 10, "r"),
            ("disc", "Remise", 7, "c"),
            ("amount", "Montant HT", 13, "r"),
        ]
    bottom = d.h - 52
    n = nrows(rng, y, bottom, 14, 230, top2=52, p2=0.2, p3=0.05)
    rows = goods5(rng, "fr", n, fm)
    for r in rows:
        r["rate"] = Decimal(pick(rng, "20|20|20|20|5.5|10"))
        r["tva"] = f"{r['rate']}".replace(".", ",") + " %"
        r["ref"] = digits(rng, "@@-#####")
        r["cdt"] = pick(rng, "1|10|12|50|100")
        if hosp and rng.random() < 0.2:
            pc = rng.choice([2, 5, 8])
            r["disc"] = f"{pc} %"
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=None if nt else ("Report :", "Report :"),
        fm=fm,
        size=7.6,
        lead=14,
        shade=0.87,
        grid=rng.random() < 0.6,
    )
    total = None
    y = room(d, y, 150, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE["fr"], 8.5, w)
    else:
        net = net_of(rows)
        out = [("Total HT", fm(net), False)]
        vat = Decimal(0)
        for rt in sorted({r["rate"] for r in rows}, reverse=True):
            v = tax(sum((r["amt"] for r in rows if r["rate"] == rt), Decimal(0)), rt)
            vat += v
            out.append((f"TVA {str(rt).replace('.', ',')} %", fm(v), False))
        total = net + vat
        out.append((ttc_lab, ft(total), True))
        y = d.summary(
            x2 - 210,
            x2 - 4,
            y + 6,
            out,
            9,
            box_last=True,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        if rng.random() < 0.6:
            y = d.para(
                m,
                y + 6,
                f"Arrêté le présent bon de commande à la somme de {eur_fr(total)} TTC.",
                8.2,
                w,
            )
    y = room(d, y, 120, head, foot)
    chorus = (
        f"Facturation : dépôt obligatoire sur Chorus Pro - SIRET du destinataire {b_siret}"
        + (f", code service {code_s}" if code_s else "")
        + f", numéro d'engagement juridique {eng}. Rappeler le numéro du présent bon de "
        "commande sur la facture."
    )
    y = d.para(m, y + 8, chorus, 7.8, w)
    y = d.para(
        m,
        y + 2,
        "Paiement par mandat administratif dans un délai global de 30 jours "
        "(art. R. 2192-10 du code de la commande publique).",
        7.6,
        w,
        grey=0.3,
    )
    ord_ = pick(
        rng,
        "L'ordonnateur|Le Maire, par délégation|Le Président, par délégation|"
        "Le Directeur des achats",
    )
    if hosp:
        ord_ = "Le Directeur des achats"
    signs(
        d,
        m,
        w,
        max(y + 50, d.h - 84),
        [ord_, "Bon pour accord du titulaire (date, cachet, signature)"],
        [f"{pick(rng, REG5['frp']['first'])} {pick(rng, REG5['frp']['lastp'])}", ""],
    )
    if d.pages > 1:
        foot(d.pages)
    return result(d, "fr", "purchase_order", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind5_ko_erp_po,
        blind5_kz_by_zayavka,
        blind5_tr_efatura_siparis,
        blind5_id_spk_proyek,
        blind5_br_pedido_erp,
        blind5_cz_objednavka_verejna,
        blind5_ar_co_orden_compra,
        blind5_en_portal_po,
        blind5_zh_kuangjia_dingdan,
        blind5_fr_marche_public_bc,
    )
}
