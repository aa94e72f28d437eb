"""Ten more layout families for a fourth blind, frozen test split: purchase orders from Korea,
Turkey, Russia, Greece, Hungary, a US federal agency, Chile or Peru, the United Arab Emirates or
Saudi Arabia, Vietnam and Indonesia.

`FAMILIES` maps a family name (all start with `blind4_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py, families_blind2.py and families_blind3.py, whose pools and
drawing helpers they reuse. They were written blind: drawn with reportlab and checked only by
reading their own text layer back and looking at rendered pages, never run through the
extraction engine, its validation or its calibration, and no engine output on them was looked
at. They are plain text-layer PDFs (DejaVu and Liberation TrueType fonts for Cyrillic, Greek,
Turkish and Vietnamese, WenQuanYi for Korean); bench/families.py may scan a share of them
later. Families that print 'Page 1 of N' draw twice from the same rng state so that N is right.

ko (a 발주서: 발주번호 with 발주일자 / 납기일자 / 견적번호 as lines or cells, at times beside a 결재
approval box, 수신: the supplier 귀중, two party tables under vertical headings - 발주처 /
공급처, 발주자 / 수주자, 공급받는자 / 공급자 - with 등록번호, 상호, 대표자, 주소, 업태 / 종목,
the 합계금액 banner '일금 … 원정 (￦12,345,000)', 공급가액 / 세액 columns, 부가세 10 % cut to
the won, 납품장소 / 결제조건 / 특기사항 and the buyer's seal), tr (a satın alma siparişi: the
buyer's letterhead with vergi dairesi, VKN and MERSİS, Sipariş No among Talep / Teklif No, the
supplier as TEDARİKÇİ / SATICI FİRMA, Firma Ünvanı: or under 'Sayın,', TESLİMAT and FATURA
ADRESİ, İsk. and KDV % columns, Nakli Yekün over pages, KDV %20 / %10, Genel Toplam in TL, ₺,
EUR or USD, 'Yalnız: …'), ru (a заказ поставщику as 1C prints it - 'Заказ поставщику № ЦБ-000123
от …', Поставщик: / Покупатель: lines with ИНН and КПП, Основание: a contract, Итого / В том
числе НДС or Сумма НДС / Всего к оплате, 'Всего наименований …' and the sum in words - or a
company form with УТВЕРЖДАЮ, Поставщик and Грузополучатель boxes with bank details and Сумма
без НДС / НДС / Сумма с НДС columns; suppliers without VAT and ИП at times), el (a ΠΑΡΑΓΓΕΛΙΑ
ΑΓΟΡΑΣ / ΔΕΛΤΙΟ ΠΑΡΑΓΓΕΛΙΑΣ from a company or a public body with Α.Φ.Μ. / Δ.Ο.Υ., ΑΔΑΜ and
Α.Δ.Α., the ΠΡΟΜΗΘΕΥΤΗΣ box or 'Προς:', ΤΟΠΟΣ ΠΑΡΑΔΟΣΗΣ, Σε / Από μεταφορά, Φ.Π.Α. 24 % and
13 %, ΣΥΝΟΛΙΚΗ ΑΞΙΑ in euros), hu (a megrendelés: Megrendelés száma beside Kelt and at times
Iktatószám, the Megrendelő - the buyer - and Szállító / Eladó / Vállalkozó boxes side by side,
Átvitel / Áthozat, ÁFA 27 % and 5 %, Bruttó összesen in forints without decimals or in euros,
'azaz … forint'), en-US (a federal ORDER FOR SUPPLIES OR SERVICES in numbered blocks - the
order under 1. PURCHASE ORDER NO. or, below a contract number, under 2. DELIVERY ORDER/CALL NO.,
requisition, issuing and paying offices with codes, the CONTRACTOR with CAGE code and UEI,
ACCOUNTING AND APPROPRIATION DATA, CLINs 0001 … over CONTINUATION SHEETs, GRAND TOTAL - or an
agency PURCHASE ORDER with a top-right grid of PO NUMBER, REQUISITION NO., CONTRACT NO. and
QUOTE NO. over VENDOR, SHIP TO and INVOICE TO boxes; no sales tax), es-CL / es-PE (an orden de
compra: the SII-style red box with the buyer's R.U.T. and N°, Señor(es): label lines, pesos
without decimals, Neto / IVA 19 % / Total; a Mercado Público order 1234-567-SE25 with its
licitación, Demandante and Proveedor; a Peruvian order with RUC, IGV 18 %, Importe Total in S/
or US$ and 'SON: … CON 56/100 SOLES'), en-AE / en-SA (a contractor's LOCAL PURCHASE ORDER or a
Saudi PURCHASE ORDER: LPO No. among Project, Quotation Ref., MR No. and PDC payment terms, 'To:
M/s.' the supplier with its TRN or VAT No., Deliver To a site, VAT @ 5 % or 15 %, Grand Total
(AED / SAR), 'UAE Dirhams … and Fils … Only', Carried / Brought forward), vi (a đơn đặt hàng: as
a letter with the national motto, Số:, the place and date and 'Kính gửi:' the supplier, or as
BÊN MUA (Bên A) / BÊN BÁN (Bên B) blocks; dong without decimals, Thuế GTGT 10 % or 8 %, Tổng
cộng tiền thanh toán, 'Số tiền viết bằng chữ: … đồng') and id (a PURCHASE ORDER / PESANAN
PEMBELIAN: No. PO of the 0123/PO/ABC/III/2025 shape, NPWP, 'Kepada Yth.' the supplier or a Vendor
/ Pemasok box, Alamat Pengiriman, DPP with PPN 11 % or DPP Nilai Lain (11/12) and PPN 12 %,
Grand Total in rupiah, 'Terbilang: … rupiah').

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
federal form the order's own number - 1. PURCHASE ORDER NO. or 2. DELIVERY ORDER/CALL NO. -,
never the contract, requisition, quotation, project, ADAM or licitación numbers); supplier the
selling party's name exactly as printed in its own block (never the buyer - in Hungarian the
Megrendelő -, ship-to, bill-to, consignee, a contact person or the letterhead of a PO; without
honorifics such as 귀중, M/s., Sayın, Kính gửi or Kepada Yth. printed apart from it); total the
grand total as "1234.50" (tax included where stated; for prices with VAT included, as 1C prints
them, the Итого; whole won, dong, rupiah, forint and Chilean pesos as "1234.00"; before
retention, deposits or balances; "" when the document deliberately states none).
"""

from __future__ import annotations

import functools
import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import kv_right, logo, tax  # noqa: E402
from families_blind3 import es_words, paged  # noqa: E402
from families_cjk import GREY, SHADE, Pdf, _words, rel  # noqa: E402
from families_cjk import no_total as cjk_no_total  # noqa: E402
from families_cjk import paged as cpaged  # noqa: E402
from families_latin import (  # noqa: E402
    CENT,
    DESC,
    FIRST,
    FONTS,
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
from families_latin import place as lplace  # noqa: E402
from families_latin2 import bar, snug  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
TT = Path("/usr/share/fonts/truetype")

# --------------------------------------------------------------------------- fonts and figures


def _register(key: str, reg: str, bold: str) -> None:
    """Add a TrueType pair to families_latin.FONTS (Cyrillic, Greek, Turkish and Vietnamese
    need more than the PDF base fonts); without the files the key falls back to DejaVu Sans."""
    if key in FONTS:
        return
    if (TT / reg).exists() and (TT / bold).exists():
        name = Path(reg).stem
        pdfmetrics.registerFont(TTFont(name, str(TT / reg)))
        pdfmetrics.registerFont(TTFont(name + "-B", str(TT / bold)))
        FONTS[key] = (name, name + "-B")
    else:
        FONTS[key] = FONTS["dejavu"]


_register("djserif", "dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf")
_register("djcond", "dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf")
_register("libsans", "liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf")
_register(
    "libserif", "liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf"
)
_register(
    "libnarrow",
    "liberation/LiberationSansNarrow-Regular.ttf",
    "liberation/LiberationSansNarrow-Bold.ttf",
)
# Fonts with every glyph a family needs (Liberation has no ₺ and lacks some Vietnamese vowels).
UNI = "dejavu|djserif|djcond|libsans|libserif"
VIET = "dejavu|djserif|djcond"


def figures(
    sep: str = ",", dec: str = ".", places: int = 2, sym: str = "", pre: bool = True, gap: str = " "
) -> Fmt:
    """A formatter: thousands `sep`, decimal mark `dec`, `places` decimals (0 for won, dong,
    rupiah, forint and Chilean pesos), an optional currency mark before or after."""

    def f(v: Decimal) -> str:
        q = v.quantize(Decimal(1) if places == 0 else CENT, ROUND_HALF_UP)
        s = f"{q:,.{places}f}".replace(",", "\0").replace(".", dec).replace("\0", sep)
        if not sym:
            return s
        return f"{sym}{gap}{s}" if pre else f"{s}{gap}{sym}"

    return f


def whole(v: Decimal) -> Decimal:
    return v.quantize(Decimal(1), ROUND_HALF_UP)


def two_pass(fn: Callable[[random.Random, int], tuple[bytes, dict]]) -> Draw:
    """Draw once to count the pages, then again from the same rng state with the count known,
    so that 'Page 1 of 3' is printed right on every page."""

    @functools.wraps(fn)
    def draw(rng: random.Random) -> tuple[bytes, dict]:
        state = rng.getstate()
        _, meta = fn(rng, 0)
        rng.setstate(state)
        return fn(rng, meta["pages"])

    return draw


def of(n: int) -> str:
    return str(n) if n else "1"


def nrows(
    rng: random.Random,
    top: float,
    bottom: float,
    lead: float,
    tail: float,
    *,
    p2: float = 0.25,
    p3: float = 0.08,
    most: int = 12,
    top2: float = 80,
) -> int:
    """Item rows for a table from `top`: often few enough that `tail` points still fit under
    them on page 1, at times enough for two or three pages (later pages start at `top2`)."""
    first = int((bottom - top - lead - 2) // lead)
    later = int((bottom - top2 - lead - 2) // lead)
    r = rng.random()
    if r < p3:
        return first + later + rng.randint(1, max(1, later // 2))
    if r < p3 + p2:
        return first + rng.randint(2, max(3, later // 2))
    return rng.randint(2, max(2, min(most, int((bottom - tail - top - lead - 2) // lead))))


def room(
    d: Doc,
    y: float,
    need: float,
    head: Callable[[int], float],
    foot: Callable[[int], None] | None = None,
) -> float:
    """y, or the top of a new page (its header drawn) when `need` points no longer fit."""
    if y + need <= d.h - 40:
        return y
    if foot:
        foot(d.pages)
    d.new_page()
    return head(d.pages)


def net_of(rows: list[dict]) -> Decimal:
    return sum((r["amt"] for r in rows), Decimal(0))


# --------------------------------------------------------------------------- amounts in words

KO_D = "영일이삼사오육칠팔구"


def ko_words(n: int) -> str:
    """일금 … 원정 style: 12,345,000 -> 일천이백삼십사만오천."""
    out, g = "", 0
    while n:
        n, part = divmod(n, 10000)
        if part:
            s = str(part)
            w = "".join(
                KO_D[int(c)] + "천백십"[-(len(s) - i - 1)] if len(s) - i > 1 else KO_D[int(c)]
                for i, c in enumerate(s)
                if c != "0"
            )
            out = w + ["", "만", "억", "조"][g] + out
        g += 1
    return out


TR1 = "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split()
TR10 = " on yirmi otuz kırk elli altmış yetmiş seksen doksan".split(" ")


def tr3(n: int) -> list[str]:
    h, r = divmod(n, 100)
    out = [] if h == 0 else ["yüz"] if h == 1 else [TR1[h], "yüz"]
    return out + ([TR10[r // 10]] if r >= 10 else []) + ([TR1[r % 10]] if r % 10 else [])


def tr_words(n: int) -> str:
    m, rest = divmod(n, 10**6)
    th, u = divmod(rest, 1000)
    out = [*tr3(m), "milyon"] if m else []
    out += (["bin"] if th == 1 else [*tr3(th), "bin"]) if th else []
    return " ".join(out + tr3(u)) or "sıfır"


RU_U = "ноль один два три четыре пять шесть семь восемь девять".split()
RU_TEEN = (
    "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать "
    "семнадцать восемнадцать девятнадцать"
).split()
RU_T = "- - двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто".split()
RU_H = "- сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот".split()


def ru_form(n: int, one: str, few: str, many: str) -> str:
    if 11 <= n % 100 <= 14:
        return many
    return one if n % 10 == 1 else few if 2 <= n % 10 <= 4 else many


def ru3(n: int, fem: bool) -> list[str]:
    h, r = divmod(n, 100)
    out = [RU_H[h]] if h else []
    if 10 <= r < 20:
        return out + [RU_TEEN[r - 10]]
    if r >= 20:
        out.append(RU_T[r // 10])
    u = r % 10
    if u:
        out.append(("одна" if u == 1 else "две" if u == 2 else RU_U[u]) if fem else RU_U[u])
    return out


def rubles(v: Decimal) -> str:
    """'Двенадцать тысяч триста сорок пять рублей 50 копеек'."""
    n, k = int(v), int((v - int(v)) * 100)
    m, rest = divmod(n, 10**6)
    th, u = divmod(rest, 1000)
    out = [*ru3(m, False), ru_form(m, "миллион", "миллиона", "миллионов")] if m else []
    out += [*ru3(th, True), ru_form(th, "тысяча", "тысячи", "тысяч")] if th else []
    out += ru3(u, False)
    s = " ".join(out) or "ноль"
    return (
        f"{s[0].upper()}{s[1:]} {ru_form(n, 'рубль', 'рубля', 'рублей')} {k:02d} "
        f"{ru_form(k, 'копейка', 'копейки', 'копеек')}"
    )


VI = "không một hai ba bốn năm sáu bảy tám chín".split()


def vi3(n: int, full: bool) -> list[str]:
    h, r = divmod(n, 100)
    t, u = divmod(r, 10)
    out = [VI[h], "trăm"] if h or full else []
    if t == 0:
        return out + (["lẻ", VI[u]] if u and out else [VI[u]] if u else [])
    out += ["mười"] if t == 1 else [VI[t], "mươi"]
    if u:
        out.append("lăm" if u == 5 else "mốt" if u == 1 and t > 1 else VI[u])
    return out


def vi_words(n: int) -> str:
    """'Mười hai triệu ba trăm bốn mươi lăm nghìn đồng' (without the currency)."""
    out: list[str] = []
    for div, name in ((10**9, "tỷ"), (10**6, "triệu"), (1000, "nghìn"), (1, "")):
        g, n = divmod(n, div)
        if g:
            out += vi3(g, bool(out)) + ([name] if name else [])
    s = " ".join(out) or "không"
    return s[0].upper() + s[1:]


ID1 = "nol satu dua tiga empat lima enam tujuh delapan sembilan".split()


def id3(n: int) -> list[str]:
    h, r = divmod(n, 100)
    out = [] if h == 0 else ["seratus"] if h == 1 else [ID1[h], "ratus"]
    if r == 10:
        out.append("sepuluh")
    elif r == 11:
        out.append("sebelas")
    elif 11 < r < 20:
        out += [ID1[r - 10], "belas"]
    elif r >= 20:
        out += [ID1[r // 10], "puluh"] + ([ID1[r % 10]] if r % 10 else [])
    elif r:
        out.append(ID1[r])
    return out


def id_words(n: int) -> str:
    out: list[str] = []
    for div, name in ((10**9, "miliar"), (10**6, "juta"), (1000, "ribu"), (1, "")):
        g, n = divmod(n, div)
        if g == 1 and div == 1000:
            out.append("seribu")
        elif g:
            out += id3(g) + ([name] if name else [])
    s = " ".join(out) or "nol"
    return s[0].upper() + s[1:]


HU1 = " egy kettő három négy öt hat hét nyolc kilenc".split(" ")
HU10 = " tíz húsz harminc negyven ötven hatvan hetven nyolcvan kilencven".split(" ")
HU10P = " tizen huszon harminc negyven ötven hatvan hetven nyolcvan kilencven".split(" ")


def hu3(n: int, last: bool) -> str:
    h, r = divmod(n, 100)
    t, u = divmod(r, 10)
    one = HU1[u] if last or u != 2 else "két"
    s = ("két" if h == 2 else HU1[h]) + "száz" if h else ""
    return s + (HU10P[t] + one if t and u else HU10[t] if t else one if u else "")


def hu_text(n: int) -> str:
    """'kétezer-háromszáznegyvenöt' (hyphens between groups above 2000)."""
    return ("-" if n > 2000 else "").join(
        hu3(g, div == 1) + name
        for div, name in ((10**6, "millió"), (1000, "ezer"), (1, ""))
        if (g := n // div % 1000)
    ) or "nulla"


def en_amount(v: Decimal, unit: str, sub: str) -> str:
    """'UAE Dirhams Twelve Thousand … and Fils Fifty Only'."""
    n, c = int(v), int((v - int(v)) * 100)
    w = _words(n).title().replace(" And ", " ")
    tail = f" and {sub} {_words(c).title()}" if c else ""
    return f"{unit} {w}{tail} Only"


# --------------------------------------------------------------------------- item catalogue

# families_latin.DESC["en"] in the same order, in the languages of this module.
DESC4 = {
    "tr": "Altıgen cıvata M8x40 galvaniz, 100'lü kutu|Nitril muayene eldiveni, L beden|Fotokopi "
    "kağıdı A4 80 g, 5 top|İş güvenlik gözlüğü, şeffaf|Kablo bağı 300 mm siyah (100'lü)|"
    'Küresel vana 1" pirinç|LED panel 60x60 cm, 40 W|Toner kartuşu siyah, yüksek kapasite|'
    "Streç film 500 mm x 300 m|Rulman 6204-2RS|HSS matkap ucu seti, 19 parça|Otomatik "
    'sigorta 1P 16 A|Oluklu koli 40x30x30 cm|Hidrolik hortum 1/2" x 2 m|Santrifüj pompa '
    "0,75 kW|Yerinde kalibrasyon hizmeti",
    "ru": "Болт шестигранный М8х40 оцинк., уп. 100 шт.|Перчатки нитриловые смотровые, р. L|"
    "Бумага офисная А4 80 г/м², 5 пачек|Очки защитные открытые, прозрачные|Стяжка "
    'кабельная 300 мм, черная (100 шт.)|Кран шаровой 1" латунный|Светильник LED 600х600, '
    "40 Вт|Картридж тонерный черный, повыш. емкости|Стрейч-пленка 500 мм х 300 м|"
    "Подшипник 6204-2RS|Набор сверл HSS, 19 шт.|Автоматический выключатель 1P 16 А|Короб "
    'из гофрокартона 400х300х300|Рукав высокого давления 1/2" х 2 м|Насос центробежный '
    "0,75 кВт|Калибровка на месте (услуга)",
    "el": "Εξάγωνη βίδα Μ8x40 γαλβ., κουτί 100 τεμ.|Γάντια νιτριλίου εξέτασης, L|Χαρτί "
    "φωτοτυπικό Α4 80 γρ., 5 δεσμίδες|Γυαλιά προστασίας, διάφανα|Δεματικά καλωδίων 300 mm "
    'μαύρα (100 τεμ.)|Βάνα σφαιρική 1" ορειχάλκινη|Πάνελ LED 60x60, 40 W|Τόνερ μαύρο, '
    "υψηλής απόδοσης|Μεμβράνη περιτύλιξης 500 mm x 300 m|Ρουλεμάν 6204-2RS|Σετ τρυπάνια "
    'HSS, 19 τεμ.|Μικροαυτόματος 1P 16 A|Χαρτοκιβώτιο 40x30x30|Υδραυλικός σωλήνας 1/2" '
    "x 2 m|Φυγοκεντρική αντλία 0,75 kW|Βαθμονόμηση επί τόπου (υπηρεσία)",
    "vi": "Bu lông lục giác M8x40 mạ kẽm, hộp 100 cái|Găng tay nitrile, cỡ L|Giấy photo A4 80 "
    'gsm, 5 ram|Kính bảo hộ, tròng trong|Dây rút nhựa 300 mm đen (túi 100)|Van bi đồng 1"|'
    "Đèn LED panel 600x600, 40 W|Hộp mực in đen, dung lượng cao|Màng PE quấn pallet 500 mm "
    "x 300 m|Vòng bi 6204-2RS|Bộ mũi khoan HSS 19 chi tiết|Aptomat 1P 16 A|Thùng carton "
    '400x300x300|Ống thủy lực 1/2" x 2 m|Máy bơm ly tâm 0,75 kW|Dịch vụ hiệu chuẩn tại chỗ',
    "id": "Baut hex M8x40 galvanis, isi 100|Sarung tangan nitril, ukuran L|Kertas HVS A4 80 "
    'gsm, 5 rim|Kacamata safety, bening|Cable ties 300 mm hitam (isi 100)|Ball valve 1" '
    "kuningan|Lampu panel LED 60x60, 40 W|Toner cartridge hitam, kapasitas tinggi|Stretch "
    "film 500 mm x 300 m|Bearing 6204-2RS|Set mata bor HSS, 19 pcs|MCB 1P 16 A|Kardus "
    '40x30x30 cm|Selang hidrolik 1/2" x 2 m|Pompa sentrifugal 0,75 kW|Jasa kalibrasi di lokasi',
    "hu": "Hatlapfejű csavar M8x40 horganyzott, 100 db|Nitril vizsgálókesztyű, L méret|"
    "Másolópapír A4 80 g, 5 csomag|Védőszemüveg, víztiszta|Kábelkötegelő 300 mm fekete "
    '(100 db)|Golyóscsap 1" sárgaréz|LED panel 600x600, 40 W|Toner kazetta fekete, nagy '
    "kapacitású|Sztreccsfólia 500 mm x 300 m|Golyóscsapágy 6204-2RS|HSS fúrókészlet, 19 "
    'részes|Kismegszakító 1P 16 A|Kartondoboz 400x300x300|Hidraulika tömlő 1/2" x 2 m|'
    "Centrifugálszivattyú 0,75 kW|Helyszíni kalibrálás (szolgáltatás)",
    "ko": "육각볼트 M8x40 아연도금|니트릴 장갑 L|복사용지 A4 80g|보안경 투명|"
    '케이블타이 300mm 흑색|볼밸브 1" 황동|'
    "LED 평판등 600x600 40W|토너 카트리지 흑색 대용량|스트레치 필름 500mm|"
    "베어링 6204-2RS|HSS 드릴 세트 19pcs|"
    '배선용 차단기 1P 16A|골판지 박스 400x300x300|유압호스 1/2" x 2m|'
    "원심펌프 0.75kW|현장 교정 서비스",
}
UNITS4 = {
    "tr": "Adet|Kutu|Paket|Koli",
    "ru": "шт|упак|кор|компл",
    "el": "ΤΕΜ|ΚΙΒ|ΠΑΚ|ΚΙΒ",
    "vi": "Cái|Hộp|Gói|Thùng",
    "id": "Pcs|Box|Pak|Dus",
    "hu": "db|doboz|csomag|karton",
    "ko": "EA|BOX|PK|CS",
    "es": "UN|CJ|PQ|CJ",
}
NOTE4 = {
    "tr": "Fiyatlar yıllık çerçeve anlaşmaya göredir; sipariş tutarı belirtilmemiştir.",
    "ru": "Цены согласно рамочному договору; сумма заказа не указывается.",
    "el": "Τιμές σύμφωνα με τη σύμβαση-πλαίσιο· η αξία της παραγγελίας δεν αναγράφεται.",
    "vi": "Đơn giá theo hợp đồng nguyên tắc đã ký; giá trị đơn hàng không ghi trên phiếu này.",
    "id": "Harga sesuai kontrak payung yang berlaku; nilai pesanan tidak dicantumkan.",
    "hu": "Az árak a keretszerződés szerint; a megrendelés értéke nincs feltüntetve.",
}


def goods(
    rng: random.Random, lang: str, n: int, fm: Fmt, scale: int = 1, step: int = 0
) -> list[dict]:
    """Item rows as families_latin.items (desc, unit, price, amount, p, amt) in `lang`; with
    `step` the prices are multiplied by `scale` and rounded to whole `step`s (won, dong,
    rupiah, forint, Chilean pesos)."""
    rows = items(rng, "en" if lang not in DESC else lang, n, fm)
    en_desc, en_units = DESC["en"].split("|"), UNITS["en"].split("|")
    for r in rows:
        if lang in DESC4:
            r["desc"] = DESC4[lang].split("|")[en_desc.index(r["desc"])]
        if lang in UNITS4 and r["unit"] in en_units:
            r["unit"] = UNITS4[lang].split("|")[en_units.index(r["unit"])]
        if step:
            r["p"] = (r["p"] * scale / step).quantize(Decimal(1), ROUND_HALF_UP) * step
            r["amt"] = r["p"] * int(r["qty"])
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])
    return rows


def place_us(rng: random.Random) -> tuple[str, list[str]]:
    city, lines = lplace(rng, "us")
    return city, [x.upper() for x in lines]


def footer(d: Doc, text: str, size: float = 7) -> None:
    d.t(d.w / 2, d.h - 20, text, size, al="c", grey=0.35)


# --------------------------------------------------------------------------- ko

KO_STEM = (
    "대한 한빛 세진 동양 우성 태광 삼우 대성 한일 영진 금강 신성 동아 보광 성원 한솔 제일 미래"
).split()
KO_TRADE = "산업 테크 전기 정밀 기계 상사 케미칼 물산 엔지니어링 기공 유통 산전 툴링".split()
KO_BUY = "전자 모터스 중공업 건설 바이오 식품 오토텍 디스플레이".split()
KO_SUR = "김 이 박 최 정 강 조 윤 장 임 한 오".split()
KO_GIVEN = "민수 지훈 서연 영희 현우 수진 동현 은지 성호 미경 재원 혜진".split()
KO_RANK = "과장 대리 부장 차장 주임 팀장 사원".split()
KO_ADDR = [
    "경기도 화성시 동탄산단{n}길 {k}",
    "서울특별시 금천구 가산디지털{n}로 {k}",
    "인천광역시 남동구 남동대로 {k}",
    "경상남도 창원시 성산구 중앙대로 {k}",
    "충청북도 청주시 흥덕구 공단로 {k}",
    "경기도 안산시 단원구 산단로 {k}",
    "부산광역시 강서구 녹산산업중로 {k}",
    "대구광역시 달서구 성서공단로 {k}",
    "경기도 평택시 포승읍 평택항로 {k}",
]
KO_BIZ = [
    "제조업 / 산업용 기계부품",
    "도소매 / 전기자재",
    "도소매 / 사무용품",
    "제조업 / 포장재",
    "서비스 / 계측기 교정",
    "도소매 / 공구, 안전용품",
    "제조업 / 유공압 부품",
]


def ko_addr(rng: random.Random) -> str:
    return rng.choice(KO_ADDR).format(n=rng.randint(1, 9), k=rng.randint(10, 480))


def ko_tel(rng: random.Random) -> str:
    area = rng.choice(["02", "031", "032", "051", "053", "055", "043"])
    return f"{area}-{rng.randint(200, 9999)}-{rng.randint(1000, 9999)}"


def ko_who(rng: random.Random, rank: bool = True) -> str:
    name = rng.choice(KO_SUR) + rng.choice(KO_GIVEN)
    return f"{name} {rng.choice(KO_RANK)}" if rank else name


def ko_brn(rng: random.Random) -> str:
    return f"{rng.randint(101, 899)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}"


@two_pass
def blind4_ko_baljuseo(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Korean company's 발주서 (A4): 발 주 서 centred or at the left beside a 결재 approval box
    (담당 / 팀장 / 임원); 발주번호 (or 발주 No. / 주문번호 / P/O No.) with 발주일자, 납기일자 and at
    times 견적번호 as label lines or a row of cells; 수신: the supplier with 귀중 and 참조: a
    person; two party tables side by side, each under a vertical heading (발주처 / 공급처,
    발주자 / 수주자, 공급받는자 / 공급자, 구매자 / 공급자 - the buyer's at times on the right) with
    등록번호, 상호, 대표자, 주소, 업태 / 종목, 담당자, 연락처; the banner 합계금액 일금 … 원정
    (￦12,345,000, VAT 포함); 번호 / 품목코드 / 품명 / 규격 / 단위 / 수량 / 단가 / 공급가액 (/ 세액)
    lines, over two pages at times; 공급가액, 부가세(10%) (원 미만 절사) and 합계금액; 납품장소,
    결제조건 and 특기사항; 위와 같이 발주합니다 with the buyer's 대표이사 and a red seal."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(30, 42)
    wd = pdf.w - 2 * m
    none = cjk_no_total(rng)
    dt = date(2025, 3, 1) + timedelta(days=rng.randint(0, 480))
    s1, s2 = rng.sample(KO_STEM, 2)
    t = rng.choice(KO_TRADE)
    sup = pick(rng, f"(주){s1}{t}|주식회사 {s1}{t}|{s1}{t}(주)|{s1}{t} 주식회사|㈜{s1}{t}|{s1}{t}")
    bt = rng.choice(KO_BUY)
    buyer = pick(rng, f"(주){s2}{bt}|{s2}{bt} 주식회사|주식회사 {s2}{bt}|{s2}{bt}(주)")
    po = pick(
        rng,
        f"PO{dt:%Y%m%d}-{rng.randint(1, 99):03d}|PO-{dt:%y%m}-{rng.randint(1, 9999):04d}|"
        f"{dt:%Y%m}{rng.randint(1, 999):04d}|B{dt:%y%m%d}{rng.randint(10, 99)}",
    )
    ds = pick(rng, "iso|dot|kr")
    fd = {
        "iso": lambda x: x.isoformat(),
        "dot": lambda x: f"{x:%Y. %m. %d.}",
        "kr": lambda x: f"{x.year}년 {x.month}월 {x.day}일",
    }[ds]
    due = dt + timedelta(days=rng.randint(5, 30))
    won = pick(rng, "￦{v}|{v}원|￦{v}-")
    approval = rng.random() < 0.5
    title = pick(rng, "발 주 서|발주서|구 매 발 주 서|발 주 서 (PURCHASE ORDER)")
    if approval:
        pdf.text(m, 52, title, 20, bold=True, space=2)
        heads_ = rng.choice(
            [["담당", "팀장", "임원"], ["담당", "검토", "승인"], ["작성", "검토", "대표"]]
        )
        aw = 44
        ax = pdf.w - m - aw * len(heads_) - 18
        pdf.rect(ax, 24, 18, 44)
        pdf.vtext(ax + 9, 38, "결재", 8)
        pdf.grid(ax + 18, 24, [aw] * len(heads_), [heads_, [""] * len(heads_)], row_h=22, size=8)
        y = 92
    else:
        pdf.text(pdf.w / 2, 50, title, 21, bold=True, align="c", space=3)
        pdf.line(pdf.w / 2 - 90, 56, pdf.w / 2 + 90, 56, lw=1.2)
        y = 82
    no_lab = pick(rng, "발주번호|발주 No.|주문번호|P/O No.")
    quote = f"Q{dt:%y%m}-{rng.randint(100, 999)}"
    if rng.random() < 0.55:
        lines = [(no_lab, po), ("발주일자", fd(dt)), ("납기일자", fd(due))]
        if rng.random() < 0.5:
            lines.append(("견적번호", quote))
        for i, (k, v) in enumerate(lines):
            pdf.text(m, y + i * 15, f"{k} : {v}", 9.5, bold=i == 0 and rng.random() < 0.5)
        if rng.random() < 0.7:
            pdf.text(m + wd * 0.5, y, f"수    신 : {sup} 귀중", 10, maxw=wd * 0.5)
            pdf.text(m + wd * 0.5, y + 15, f"참    조 : {ko_who(rng)}", 9.5)
            pdf.text(m + wd * 0.5, y + 30, f"발    신 : {buyer} 구매팀", 9.5, maxw=wd * 0.5)
        y += len(lines) * 15 + 8
    else:
        cells = [(no_lab, po), ("발주일자", fd(dt)), ("납기일자", fd(due)), ("견적번호", quote)]
        if rng.random() < 0.4:
            cells[0], cells[1] = cells[1], cells[0]
        y = (
            pdf.grid(
                m,
                y - 8,
                [wd / 4] * 4,
                [[c[0] for c in cells], [c[1] for c in cells]],
                row_h=17,
                size=8.5,
                align="cccc",
            )
            + 10
        )
    # the two parties
    labels = rng.choice(
        [
            ("발주처", "공급처"),
            ("발주자", "수주자"),
            ("공급받는자", "공급자"),
            ("구매자", "공급자"),
            ("발주처", "수주처"),
        ]
    )

    def party(name: str, seller: bool) -> list[list[str]]:
        rows = [
            ["등록번호", ko_brn(rng)],
            ["상호(법인명)" if rng.random() < 0.5 else "상    호", name],
            ["대 표 자", ko_who(rng, False)],
            ["주    소", ko_addr(rng)],
            ["업태/종목", rng.choice(KO_BIZ) if seller else "제조업 / " + bt],
        ]
        rows += [["담 당 자", ko_who(rng)], ["연 락 처", ko_tel(rng)]]
        return rows

    sides = [(labels[0], party(buyer, False)), (labels[1], party(sup, True))]
    if rng.random() < 0.35:
        sides.reverse()
    pw = wd / 2 - 4
    ybot = y
    for i, (lab, rows) in enumerate(sides):
        x = m + i * (pw + 8)
        h = 16 * len(rows)
        pdf.rect(x, y, 18, h, fill=SHADE)
        pdf.vtext(x + 9, y + h / 2 - len(lab) * 5 + 8, lab, 9)
        ybot = pdf.grid(
            x + 18, y, [52, pw - 70], rows, row_h=16, size=8, align="ll", head=0, shade_cols=[0]
        )
    y = ybot + 12
    total = None
    rate = Decimal("0.1")
    bottom = pdf.h - 60
    row_h = 17
    per_tax = rng.random() < 0.45
    hd = [
        "번호",
        "품목코드",
        "품명",
        "규격",
        "단위",
        "수량",
        "단가",
        "공급가액" if per_tax else pick(rng, "금액|공급가액"),
        *(["세액"] if per_tax else []),
        "비고",
    ]
    widths = rel(wd, [5, 11, 25, 11, 6, 6, 10, 12, *([9] if per_tax else []), 7])
    banner = not none and rng.random() < 0.75
    top = y + (34 if banner else 0)
    first = int((bottom - top) // row_h) - 1
    r = rng.random()
    n = first + rng.randint(2, 10) if r < 0.22 else rng.randint(2, max(2, min(12, first - 15)))
    rows = goods(rng, "ko", n, figures(",", places=0), 1400, 10)
    body, taxsum = [], Decimal(0)
    for i, g in enumerate(rows):
        lt = (g["amt"] * rate).quantize(Decimal(1), ROUND_DOWN)
        taxsum += lt
        money_ = [g["price"], g["amount"], *([figures(",", places=0)(lt)] if per_tax else [])]
        body.append(
            [
                str(i + 1),
                g["code"],
                g["desc"],
                pick(rng, "-|EA|SET|표준"),
                g["unit"],
                g["qty"],
                *(money_ if not none else [""] * len(money_)),
                "",
            ]
        )
    net = net_of(rows)
    vat = taxsum if per_tax else (net * rate).quantize(Decimal(1), ROUND_DOWN)
    if not none:
        total = net + vat
    fmt0 = figures(",", places=0)
    if banner and total is not None:
        pdf.rect(m, y, wd, 26, fill=SHADE if rng.random() < 0.5 else None)
        pdf.text(
            m + 8, y + 17, pick(rng, "합계금액|발주금액|총 발주금액") + " (VAT 포함)", 10, bold=True
        )
        words = pick(rng, "일금 {w} 원정|일금 {w}원정|금 {w}원정").format(w=ko_words(int(total)))
        pdf.text(m + wd * 0.3, y + 17, words, 10.5, bold=True, maxw=wd * 0.45)
        pdf.text(m + wd - 8, y + 17, f"( {won.format(v=fmt0(total))} )", 10.5, align="r", bold=True)
        y += 34
    pages = of(npages)

    def on_page() -> float:
        pdf.text(m, 36, f"발주서 (계속)  {no_lab} {po}", 10, bold=True)
        pdf.text(pdf.w - m, 36, f"{pdf.pages} / {pages}", 9, align="r", colour=GREY)
        return 48

    def note(yy: float, i: int) -> None:
        pdf.text(pdf.w / 2, yy + 14, "- 다음 페이지에 계속 -", 8.5, align="c", colour=GREY)
        pdf.text(pdf.w / 2, pdf.h - 22, f"{pdf.pages} / {pages}", 8, align="c", colour=GREY)

    al = "cllcccrrrl" if not per_tax else "cllcccrrrrl"
    y = cpaged(
        pdf,
        m,
        y,
        widths,
        hd,
        body,
        bottom=bottom,
        on_page=on_page,
        note=note,
        row_h=row_h,
        size=8,
        align=al,
    )
    if total is not None:
        if rng.random() < 0.5:  # a 합계 row right under the lines
            qty = sum(int(g["qty"]) for g in rows)
            row = [
                "",
                "",
                "합    계",
                "",
                "",
                str(qty),
                "",
                fmt0(net),
                *([fmt0(vat)] if per_tax else []),
                "",
            ]
            y = pdf.grid(m, y, widths, [row], row_h=row_h, size=8, align=al, head=0)
        sums = [
            ("공급가액", fmt0(net)),
            (pick(rng, "부가세(10%)|부가가치세|세    액"), fmt0(vat)),
            (pick(rng, "합계금액|총 합계|합계 (VAT 포함)"), won.format(v=fmt0(total))),
        ]
        sx = pdf.w - m - 220
        y = (
            pdf.grid(
                sx,
                y + 8,
                [90, 130],
                [[k, v] for k, v in sums],
                row_h=17,
                size=9,
                align="cr",
                head=0,
                shade_cols=[0],
            )
            + 6
        )
    else:
        pdf.text(
            m,
            y + 16,
            "※ 단가는 연간 단가계약서에 따르며, 본 발주서에는 금액을 기재하지 않습니다.",
            9,
        )
        y += 24
    conds = [
        ["납품장소", f"{buyer} {pick(rng, '본사 자재창고|제2공장|물류센터')} ({ko_addr(rng)})"],
        [
            "결제조건",
            pick(
                rng,
                "월말 마감 후 익월 30일 현금|세금계산서 발행 후 60일 현금|납품 후 45일 전자어음",
            ),
        ],
        ["납품조건", pick(rng, "도착도 (운임 포함)|상차도|현장 인도")],
    ]
    if y + 17 * 3 + 120 > pdf.h - 30:
        pdf.text(pdf.w / 2, pdf.h - 22, f"{pdf.pages} / {pages}", 8, align="c", colour=GREY)
        pdf.new_page()
        y = on_page()
    y = pdf.grid(
        m, y + 6, [70, wd - 70], conds, row_h=17, size=8.5, align="ll", head=0, shade_cols=[0]
    )
    notes = [
        "1. 거래명세서 및 세금계산서에 발주번호를 반드시 기재하여 주십시오.",
        "2. 납기 지연 시 사전에 구매담당자에게 통보하여 주시기 바랍니다.",
        "3. 검수 불합격품은 즉시 교체하여 주십시오.",
    ]
    pdf.text(m, y + 16, "특기사항", 9, bold=True)
    for i, s in enumerate(notes[: rng.randint(1, 3)]):
        pdf.text(m + 8, y + 30 + i * 13, s, 8.5)
    y += 30 + 3 * 13 + 10
    pdf.text(pdf.w / 2, y + 6, "위와 같이 발주합니다.", 10, align="c")
    pdf.text(pdf.w / 2, y + 24, f"{dt.year}년 {dt.month}월 {dt.day}일", 9.5, align="c")
    pdf.text(
        pdf.w - m - 60,
        y + 46,
        f"{buyer}  대표이사 {ko_who(rng, False)}  (인)",
        10,
        align="r",
        bold=True,
    )
    if rng.random() < 0.6:
        pdf.stamp(
            pdf.w - m - 72,
            y + 42,
            buyer.replace("(주)", "").replace("주식회사", "").strip(),
            rng,
            caption="대표이사",
            r=22,
        )
    if pdf.pages > 1:
        pdf.text(pdf.w / 2, pdf.h - 22, f"{pdf.pages} / {pages}", 8, align="c", colour=GREY)
    return pdf.done("ko", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- Latin-script regions

# Per country: supplier templates ({L}/{L2} surnames, {S} trade, {X} stem, {F} legal form),
# buyers ({X}, {C} city), cities "name=postal line" ('#' a digit), streets, phones, people.
REG4: dict[str, dict[str, str]] = {
    "tr": {
        "tpl": "{X} {S}{F}|{L} {S}{F}|{L} Kardeşler {S}{F}|{L}-{L2} {S}{F}|{X} {S}{F}",
        "last": "Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Öztürk|Aydın|Arslan|Doğan|Kılıç|Koç|Kurt",
        "sect": "Endüstriyel Malzeme|Elektrik Malzemeleri|Ambalaj|Hırdavat|Makina|Kırtasiye|"
        "İş Güvenliği|Hidrolik Pnömatik|Rulman",
        "stems": "Anadolu|Ege|Marmara|Başkent|Karadeniz|Toros|Kuzey|Akdeniz|Boğaziçi",
        "forms": " San. ve Tic. Ltd. Şti.| Tic. A.Ş.| San. Tic. A.Ş.| Ltd. Şti.|"
        " Dış Tic. Ltd. Şti.",
        "buy": "{X} Otomotiv Yan Sanayi A.Ş.|{X} Gıda San. ve Tic. A.Ş.|{X} Tekstil A.Ş.|"
        "{X} Enerji Üretim A.Ş.|{X} Beyaz Eşya San. A.Ş.|{X} Kimya San. A.Ş.",
        "cities": "İstanbul=34### Tuzla / İstanbul|Kocaeli=41### Gebze / Kocaeli|Bursa=16### "
        "Nilüfer / Bursa|İzmir=35### Kemalpaşa / İzmir|Ankara=06### Sincan / Ankara|"
        "Konya=42### Selçuklu / Konya|Kayseri=38### Melikgazi / Kayseri",
        "streets": "Organize Sanayi Bölgesi #. Cadde No: ##|Atatürk Bulvarı No: ###|İstiklal "
        "Mah. ### Sok. No: #|GOSB ###. Sokak No: ##|Sanayi Cad. No: ##/@",
        "phone": "0(216) ### ## ##|0(262) ### ## ##|0(224) ### ## ##|0(232) ### ## ##|"
        "0(312) ### ## ##",
        "first": "Mehmet|Ayşe|Mustafa|Fatma|Ahmet|Elif|Hüseyin|Zeynep|Emre|Burcu|Gökhan|Şule",
    },
    "ru": {
        "tpl": 'ООО «{X}{S}»|ООО "{X}{S}"|АО «{X}{S}»|ООО «ТД {X}{S}»|ИП {L} {I}|ООО «{X}-{S}»',
        "last": "Сидоров|Кузнецов|Смирнов|Волков|Морозов|Лебедев|Козлов|Новиков|Павлов|Соколов",
        "sect": "снаб|комплект|пром|техника|метиз|электро|пак|инструмент",
        "stems": "Урал|Сибирь|Волга|Техно|Норд|Промо|Альфа|Стандарт|Регион|Мега",
        "forms": "",
        "buy": "АО «{X}машзавод»|ООО «{X} Агро»|ПАО «{X}энерго»|ООО «Завод {X}пласт»|"
        "АО «{X}хим»|ООО «{X} Логистик»",
        "cities": "Москва=1#####, г. Москва|Екатеринбург=620###, г. Екатеринбург|Казань=420###, "
        "г. Казань|Новосибирск=630###, г. Новосибирск|Самара=443###, г. Самара|"
        "Пермь=614###, г. Пермь|Челябинск=454###, г. Челябинск",
        "streets": "ул. Ленина, д. ##|ул. Промышленная, д. #, стр. #|пр-т Мира, д. ###, оф. ##|"
        "ш. Энтузиастов, д. ##|ул. Заводская, д. ##, корп. #",
        "phone": "+7 (495) ###-##-##|+7 (343) ###-##-##|+7 (843) ###-##-##|8 (800) ###-##-##",
        "first": "Иванов И.И.|Петрова А.С.|Смирнов Д.В.|Кузнецова Е.А.|Попов С.Н.|Васильева О.Г.|"
        "Соколов А.А.|Михайлова Н.В.",
    },
    "el": {
        "tpl": "{X} {S} {F}|{L} {S} {F}|{L} & ΣΙΑ {F}|ΑΦΟΙ {L} {F}|{X} {S} {F}",
        "last": "ΠΑΠΑΔΟΠΟΥΛΟΣ|ΓΕΩΡΓΙΟΥ|ΝΙΚΟΛΑΟΥ|ΚΩΝΣΤΑΝΤΙΝΙΔΗΣ|ΔΗΜΗΤΡΙΟΥ|ΙΩΑΝΝΟΥ|ΒΛΑΧΟΣ|ΜΑΚΡΗΣ",
        "sect": "ΒΙΟΜΗΧΑΝΙΚΑ ΕΙΔΗ|ΗΛΕΚΤΡΟΛΟΓΙΚΟ ΥΛΙΚΟ|ΣΥΣΚΕΥΑΣΙΕΣ|ΕΡΓΑΛΕΙΑ|ΧΑΡΤΙΚΑ|"
        "ΕΙΔΗ ΑΣΦΑΛΕΙΑΣ|ΥΔΡΑΥΛΙΚΑ|ΤΕΧΝΙΚΗ",
        "stems": "ΑΤΤΙΚΗ|ΜΑΚΕΔΟΝΙΚΗ|ΕΛΛΗΝΙΚΗ|ΑΙΓΑΙΟΝ|ΟΛΥΜΠΟΣ|ΘΕΣΣΑΛΙΚΗ|ΚΡΗΤΙΚΗ|ΙΟΝΙΑ",
        "forms": "Α.Ε.|Ε.Π.Ε.|Ι.Κ.Ε.|Ο.Ε.|Α.Ε.Β.Ε.",
        "buy": "{X} ΤΡΟΦΙΜΑ Α.Ε.|{X} ΠΛΑΣΤΙΚΑ Α.Β.Ε.Ε.|ΔΗΜΟΣ {C}|ΓΕΝΙΚΟ ΝΟΣΟΚΟΜΕΙΟ {C}|"
        "{X} ΚΑΤΑΣΚΕΥΑΣΤΙΚΗ Α.Ε.|{X} ΞΕΝΟΔΟΧΕΙΑΚΗ Α.Ε.",
        "cities": "ΠΑΤΡΩΝ=26# ## Πάτρα|ΛΑΡΙΣΑΣ=41# ## Λάρισα|ΗΡΑΚΛΕΙΟΥ=71# ## Ηράκλειο|"
        "ΒΟΛΟΥ=38# ## Βόλος|ΙΩΑΝΝΙΝΩΝ=45# ## Ιωάννινα|ΚΑΛΑΜΑΤΑΣ=24# ## Καλαμάτα",
        "streets": "Λεωφ. Αθηνών ###|Εθνικής Αντιστάσεως ##|ΒΙ.ΠΕ. Ο.Τ. ##|Κηφισού ###|"
        "Τσιμισκή ##|Αγίου Δημητρίου ##",
        "phone": "210 ### ####|2310 ### ###|2610 ### ###|2410 ### ###|2810 ### ###",
        "first": "Γιώργος|Μαρία|Νίκος|Ελένη|Κώστας|Αικατερίνη|Δημήτρης|Σοφία",
        "lastp": "Παπαδόπουλος|Γεωργίου|Νικολάου|Οικονόμου|Αντωνίου|Μαυρίδου|Καραγιάννη",
    },
    "hu": {
        "tpl": "{L} és Társa {F}|{X} {S} {F}|{L}-{S} {F}|{X}-{S} {F}|{L} {S} {F}",
        "last": "Nagy|Kovács|Tóth|Szabó|Horváth|Varga|Kiss|Molnár|Németh|Farkas|Balogh",
        "sect": "Ipari Kereskedelmi|Elektro|Csomagolástechnika|Szerszám|Irodatechnika|"
        "Munkavédelmi|Hidraulika|Gépipari",
        "stems": "Duna|Tisza|Pannon|Balaton|Mátra|Alföld|Bakony|Hungária|Zemplén",
        "forms": "Kft.|Kft.|Zrt.|Bt.|Kft.",
        "buy": "{X} Élelmiszeripari Zrt.|{C} Megyei Jogú Város Önkormányzata|{X} Autóalkatrész "
        "Kft.|{X} Hulladékgazdálkodási Nonprofit Kft.|{C} Kórház|{X} Műanyagipari Zrt.",
        "cities": "Győr=90## Győr|Debrecen=40## Debrecen|Szeged=67## Szeged|Pécs=76## Pécs|"
        "Kecskemét=60## Kecskemét|Székesfehérvár=80## Székesfehérvár|Miskolc=35## Miskolc",
        "streets": "Ipari út ##.|Fő utca ##.|Kossuth Lajos u. ##.|Határ út ###.|Petőfi tér #.|"
        "Gyár u. #/@.",
        "phone": "+36 ## ### ####|+36 1 ### ####|+36 30 ### ####|+36 20 ### ####",
        "first": "László|Katalin|István|Zsuzsanna|Gábor|Erzsébet|Zoltán|Andrea|Péter|Judit",
        "lastp": "Nagy|Kovács|Tóth|Szabó|Horváth|Varga|Kiss|Molnár|Németh|Farkas",
    },
    "cl": {
        "tpl": "Comercial {X} Ltda.|{S} {L} SpA|{L} y Cía. Ltda.|Distribuidora {X} S.A.|"
        "Ferretería {X} EIRL|{S} {X} SpA",
        "last": "González|Muñoz|Rojas|Díaz|Soto|Contreras|Silva|Martínez|Sepúlveda|Morales",
        "sect": "Suministros Industriales|Ferretería|Electricidad|Embalajes|Seguridad Industrial|"
        "Insumos Mineros|Oficina",
        "stems": "Andes|Austral|del Pacífico|Cordillera|Atacama|Biobío|Patagonia|Maule",
        "forms": "",
        "buy": "Minera {X} S.A.|Agrícola {X} Ltda.|Municipalidad de {C}|Constructora {X} S.A.|"
        "Viña {X} S.A.|Salmones {X} S.A.",
        "cities": "Santiago=Las Condes, Santiago|Antofagasta=Antofagasta|Concepción=Concepción|"
        "Puerto Montt=Puerto Montt|Rancagua=Rancagua|Talca=Talca|Calama=Calama",
        "streets": "Av. Apoquindo ####, of. ###|Camino a Melipilla ####|Av. Grecia ####|"
        "Los Carrera ###|Av. Industrial ####, bodega #",
        "phone": "+56 2 2### ####|+56 9 #### ####|+56 55 2## ####",
        "first": "Juan Pablo|Carolina|Rodrigo|Francisca|Cristián|Valentina|Felipe|Camila",
    },
    "pe": {
        "tpl": "{S} {X} S.A.C.|Corporación {X} S.A.C.|{L} Hermanos E.I.R.L.|Inversiones {X} S.R.L.|"
        "Distribuidora {X} S.A.C.|{S} {L} S.A.",
        "last": "Quispe|Flores|Huamán|Rojas|Mendoza|Vargas|Chávez|Ramírez|Castillo|Torres",
        "sect": "Suministros Industriales|Ferretería|Electro|Empaques|Seguridad|Servicios Mineros",
        "stems": "Andina|del Sur|Inca|Pacífico|Amazonas|Norte Grande|Callao|Los Andes",
        "forms": "",
        "buy": "Minera {X} S.A.A.|Agroindustrial {X} S.A.|Pesquera {X} S.A.C.|Clínica {X} S.A.|"
        "Constructora {X} S.A.C.|Cementos {X} S.A.",
        "cities": "Lima=Ate, Lima|Callao=Callao|Arequipa=Cerro Colorado, Arequipa|Trujillo="
        "Trujillo, La Libertad|Piura=Piura|Chiclayo=Chiclayo",
        "streets": "Av. Argentina ####|Av. Nicolás Ayllón ####|Jr. Huancavelica ###|Calle Los "
        "Plásticos ###|Av. Industrial ###, Urb. Santa Rosa",
        "phone": "(01) ###-####|+51 9## ### ###|(054) ######",
        "first": "Luis Alberto|Rosa María|Jorge|Milagros|César|Patricia|Miguel Ángel|Lucía",
    },
    "ae": {
        "tpl": "{X} Building Materials Trading LLC|{X} Electromechanical Co. L.L.C.|{L} General "
        "Trading (L.L.C)|{X} Industrial Supplies FZE|{X} Safety Equipment Trading Est.|"
        "{X} Technical Services LLC",
        "last": "Al Mansoori|Al Hashimi|Khan|Menon|Al Zaabi|Pillai|Haddad|Nair|Al Suwaidi",
        "sect": "",
        "stems": "Al Noor|Al Fajr|Gulf Star|Emirates Pearl|Desert Rose|Al Baraka|Falcon|Oasis|"
        "Al Madina|Blue Wave",
        "forms": "",
        "buy": "{X} Contracting LLC|{X} Facilities Management LLC|{X} Hospitality Group|{X} Steel "
        "Industries LLC|{X} Real Estate Development PJSC",
        "cities": "Dubai=Dubai, United Arab Emirates|Abu Dhabi=Abu Dhabi, U.A.E.|Sharjah="
        "Sharjah, U.A.E.|Ajman=Ajman, U.A.E.",
        "streets": "P.O. Box #####|Office ###, Al Quoz Industrial Area #|Plot ###, Mussafah M-##|"
        "Warehouse ##, Industrial Area ##|Shop #, Naif Road, Deira",
        "phone": "+971 4 ### ####|+971 2 ### ####|+971 6 ### ####|+971 50 ### ####",
        "first": "Mohammed|Rajesh|Fatima|Ahmed|Suresh|Aisha|Omar|Priya|Khalid|Joseph",
        "lastp": "Al Mansoori|Kumar|Hassan|Thomas|Al Ali|Fernandes|Rahman|Varghese",
    },
    "sa": {
        "tpl": "{X} Trading Est.|{L} Co. for Industrial Supplies|{X} Contracting Co. Ltd.|"
        "{X} Electrical Trading Co.|{L} & Partners Trading Co.",
        "last": "Al Qahtani|Al Otaibi|Al Harbi|Al Ghamdi|Al Zahrani|Al Shehri|Bin Laden|Al Dossary",
        "sect": "",
        "stems": "Al Noor|Al Fajr|Najd|Al Jazira|Al Rashid|Tihama|Al Khaleej|Red Sea|Al Yamama",
        "forms": "",
        "buy": "{X} Cement Company|{X} Contracting Company|{X} Petrochemical Co.|{X} Hospital "
        "Company|{X} Food Industries Co.",
        "cities": "Riyadh=Riyadh 11###, Kingdom of Saudi Arabia|Jeddah=Jeddah 21###, K.S.A.|"
        "Dammam=Dammam 31###, K.S.A.|Jubail=Jubail Industrial City 35###, K.S.A.",
        "streets": "P.O. Box ####|2nd Industrial City, Street ##|King Fahd Road, Bldg. ###|"
        "Al Sulay District, Warehouse ##",
        "phone": "+966 11 ### ####|+966 12 ### ####|+966 13 ### ####|+966 5# ### ####",
        "first": "Abdullah|Faisal|Mohammed|Saad|Nasser|Imran|Tariq|Ali",
        "lastp": "Al Qahtani|Al Otaibi|Khan|Al Harbi|Siddiqui|Al Ghamdi",
    },
    "vi": {
        "tpl": "Công ty TNHH {X} {S}|Công ty Cổ phần {S} {X}|Công ty TNHH MTV {S} {X}|"
        "Công ty TNHH Thương mại {X}|Doanh nghiệp tư nhân {X}",
        "last": "Nguyễn|Trần|Lê|Phạm|Hoàng|Vũ|Đặng|Bùi|Đỗ|Ngô",
        "sect": "Thiết bị Công nghiệp|Vật tư Kỹ thuật|Bao bì|Điện Công nghiệp|Văn phòng phẩm|"
        "Thương mại và Dịch vụ|Cơ khí",
        "stems": "Phú Thịnh|An Khang|Tân Việt|Đại Phong|Hưng Long|Nam Sơn|Việt Tiến|Kim Ngân|"
        "Thái Dương",
        "forms": "",
        "buy": "Công ty TNHH {X} Việt Nam|Công ty Cổ phần Thực phẩm {X}|Công ty TNHH May mặc {X}|"
        "Công ty Cổ phần Xây dựng {X}|Công ty TNHH Điện tử {X} Việt Nam",
        "cities": "Bình Dương=Thuận An, Bình Dương|Hà Nội=Đông Anh, Hà Nội|TP. Hồ Chí Minh=Quận 7, "
        "TP. Hồ Chí Minh|Bắc Ninh=Từ Sơn, Bắc Ninh|Đà Nẵng=Hải Châu, Đà Nẵng|Hải Phòng="
        "An Dương, Hải Phòng",
        "streets": "Số ## đường số #, KCN VSIP I|Lô ###, KCN Thăng Long|### Nguyễn Văn Linh|"
        "Lô @#, KCN Tiên Sơn|Số ## Lê Duẩn|Số ### Trần Phú",
        "phone": "028 3### ####|024 3### ####|0274 3## ####|09## ### ###",
        "first": "Nguyễn Văn An|Trần Thị Bích|Lê Minh Tuấn|Phạm Thu Hà|Hoàng Đức Long|Vũ Thị Lan|"
        "Đặng Quốc Huy|Bùi Thanh Tâm",
    },
    "id": {
        "tpl": "PT {X} {S}|CV {X} {S}|UD {X}|PT {S} {X} Indonesia|Toko {X}|PT {X} {S} Indo",
        "last": "Santoso|Wijaya|Halim|Gunawan|Susanto|Hartono|Kusuma|Saputra",
        "sect": "Teknik|Elektrik|Packaging|Sentosa|Perkasa|Niaga|Supplindo|Utama|Safety",
        "stems": "Sinar Jaya|Maju Bersama|Karya Abadi|Cahaya Mandiri|Mitra Sejahtera|Berkah Utama|"
        "Surya Makmur|Putra Perkasa",
        "forms": "",
        "buy": "PT {X} Manufacturing Indonesia|PT {X} Food Industries|PT {X} Tekstil|RS {X}|"
        "PT {X} Otomotif Indonesia|PT {X} Logistik",
        "cities": "Bekasi=Cikarang, Bekasi 17530|Jakarta=Jakarta Timur 13920|"
        "Surabaya=Surabaya 60293|"
        "Bandung=Bandung 40286|Tangerang=Tangerang 15136|Semarang=Semarang 50111",
        "streets": "Kawasan Industri Jababeka Blok @#-##|Jl. Raya Bekasi Km. ##|"
        "Jl. Rungkut Industri "
        "#/##|Kawasan MM2100 Blok @-#|Jl. Soekarno-Hatta No. ###|Jl. Gatot Subroto Kav. ##",
        "phone": "(021) ####-####|(031) ###-####|(022) ###-####|08## #### ####",
        "first": "Budi|Siti|Agus|Dewi|Hendra|Rina|Andi|Yuliana|Eko|Ratna",
        "lastp": "Santoso|Wijaya|Halim|Gunawan|Susanto|Hartono|Kusuma|Saputra",
    },
}


def firm4(rng: random.Random, region: str, role: str) -> tuple[str, list[str]]:
    """A company name and two address lines; role 'sup' or 'buy'."""
    r = REG4[region]
    city, line = pick(rng, r["cities"]).split("=")
    lines = [digits(rng, pick(rng, r["streets"])), digits(rng, line)]
    l1, l2 = rng.sample(r["last"].split("|"), 2)
    fill = {
        "C": city,
        "L": l1,
        "L2": l2,
        "X": pick(rng, r["stems"]),
        "S": pick(rng, r["sect"]),
        "F": pick(rng, r["forms"]) if r["forms"] else "",
        "I": f"{pick(rng, 'А.|В.|Д.|С.|Н.')}{pick(rng, 'А.|В.|И.|П.|Н.')}",
    }
    name = pick(rng, r["buy"] if role == "buy" else r["tpl"]).format(**fill)
    return " ".join(name.split()), lines


def pair4(rng: random.Random, region: str) -> tuple[str, list[str], str, list[str]]:
    sup, sadr = firm4(rng, region, "sup")
    buyer, badr = firm4(rng, region, "buy")
    while buyer == sup:
        buyer, badr = firm4(rng, region, "buy")
    return sup, sadr, buyer, badr


def who4(rng: random.Random, region: str) -> str:
    r = REG4[region]
    if region in ("ru", "vi"):
        return pick(rng, r["first"])
    first, last = pick(rng, r["first"]), pick(rng, r.get("lastp", r["last"]))
    return f"{last} {first}" if region == "hu" else f"{first} {last}"


def tel4(rng: random.Random, region: str) -> str:
    return digits(rng, pick(rng, REG4[region]["phone"]))


def disc_rows(
    rng: random.Random, rows: list[dict], fm: Fmt, label: str, share: float = 0.25
) -> None:
    """A percentage discount on about `share` of the lines (label e.g. '%{p}')."""
    for r in rows:
        if rng.random() < share:
            pc = rng.choice([3, 5, 10, 15])
            r["disc"] = label.format(p=pc)
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])


def signs(
    d: Doc,
    m: float,
    w: float,
    y: float,
    labels: list[str],
    names: list[str] | None = None,
    size: float = 7.5,
) -> float:
    """Signature lines side by side under `y`; returns the y below them."""
    n = len(labels)
    sw = (w - 20 * (n - 1)) / n
    for i, lab in enumerate(labels):
        x = m + i * (sw + 20)
        if names and names[i]:
            d.t(x, y - 4, names[i], size, maxw=sw)
        d.sign(x, y, sw, lab, size)
    return y + 16


# --------------------------------------------------------------------------- tr


@two_pass
def blind4_tr_satinalma(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Turkish company's satın alma siparişi (A4): the buyer's letterhead with its vergi
    dairesi, VKN and MERSİS no (an initials logo at times); SATIN ALMA SİPARİŞİ / SATINALMA
    SİPARİŞ FORMU / SİPARİŞ FORMU at the right over Sipariş No (or Sipariş Numarası / SAS No),
    Sipariş Tarihi, Talep No, Teklif No, Teslim Tarihi and Sayfa, or a row of cells across the
    page; the supplier in a TEDARİKÇİ / SATICI FİRMA block, as Firma Ünvanı: label lines or
    under 'Sayın,'; TESLİMAT ADRESİ and FATURA ADRESİ naming the buyer's plant; Sıra / Malzeme
    Kodu / Malzeme Açıklaması / Miktar / Birim / Birim Fiyat / İsk. / KDV % / Tutar lines with
    Nakli Yekün over pages; Ara Toplam, İskonto, Nakliye, KDV Matrahı, KDV %20 (and %10),
    Genel Toplam / Sipariş Toplamı in TL, ₺, EUR or USD; 'Yalnız: … Türk Lirası … Kuruş'; the
    terms and Hazırlayan / Onaylayan / Tedarikçi Onayı (Kaşe-İmza)."""
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 32, 46)
    pages = of(npages)
    cur = pick(rng, "TL|TL|TL|TL|₺|EUR|USD")
    if cur == "₺" and d.reg not in ("DejaVuSans", "DejaVuSansCondensed"):
        cur = "TL"
    fm = figures(".", ",")
    ft = figures(".", ",", sym=cur, pre=cur == "₺", gap="" if cur == "₺" else " ")
    sup, sadr, buyer, badr = pair4(rng, "tr")
    po = rng.choice(
        [
            digits(rng, "SAS-######"),
            f"{dt.year}-{rng.randint(1, 9999):05d}",
            digits(rng, "45########"),
            f"SA{dt:%y}{rng.randint(1, 99999):05d}",
            f"PO.{dt.year}.{rng.randint(1, 9999):04d}",
        ]
    )
    vd = pick(
        rng, "Tuzla V.D.|Gebze V.D.|Nilüfer V.D.|Kemalpaşa V.D.|Ostim V.D.|Büyük Mükellefler V.D."
    )
    lx = logo(d, m, 26, buyer, 38, rng.choice([0.2, 0.35])) if rng.random() < 0.5 else m
    d.t(lx, 38, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 12), b=True)
    d.lines(
        lx,
        43,
        [
            *badr,
            f"{vd} {digits(rng, '##########')}   Tel: {tel4(rng, 'tr')}",
            f"MERSİS No: {digits(rng, '0###0###########')}",
        ],
        7.6,
    )
    title = pick(
        rng, "SATIN ALMA SİPARİŞİ|SATINALMA SİPARİŞ FORMU|SİPARİŞ FORMU|Satın Alma Siparişi"
    )
    no_lab = pick(rng, "Sipariş No|Sipariş No.|Sipariş Numarası|SAS No")
    fd = lambda x: x.strftime(pick(rng, "%d.%m.%Y|%d/%m/%Y"))  # noqa: E731
    meta = [
        (no_lab, po),
        ("Sipariş Tarihi", fd(dt)),
        ("Talep No", digits(rng, pick(rng, "TLP-#####|ST######"))),
        ("Teklif No", digits(rng, pick(rng, "TKL-####/##|Q######"))),
        ("Teslim Tarihi", fd(dt + timedelta(days=rng.randint(7, 45)))),
        ("Sayfa", f"1 / {pages}"),
    ]
    if rng.random() < 0.35:
        meta[0], meta[1] = meta[1], meta[0]
    if rng.random() < 0.55:
        d.t(x2, 40, title, snug(d, [title], w * 0.42, 14), b=True, al="r")
        y = kv_right(d, x2 - 88, x2 - 82, 50, [(k + ":", v) for k, v in meta], 8.5) + 14
        y = max(y, 112)
    else:
        d.t(d.w / 2, 118, title, 15, b=True, al="c")
        ws = [w * f for f in (0.19, 0.16, 0.16, 0.19, 0.16, 0.14)]
        y = d.grid(m, 128, ws, [k for k, _ in meta], [v for _, v in meta], 8.5, shade=0.88) + 12
    bw = w / 2 - 8
    contact = who4(rng, "tr")
    svd = pick(rng, "Beyoğlu V.D.|İkitelli V.D.|Gebze V.D.|Karşıyaka V.D.|Çankaya V.D.|Uludağ V.D.")
    vkn = digits(rng, "##########")
    style = pick(rng, "bar|box|kv|sayin")
    if style == "kv":
        pairs = [
            ("Firma Ünvanı:", sup),
            ("Adres:", sadr[0]),
            ("", sadr[1]),
            ("Vergi D. / No:", f"{svd} / {vkn}"),
            ("Yetkili:", contact),
            ("Tel:", tel4(rng, "tr")),
        ]
        y = bar(d, m, y, bw, pick(rng, "TEDARİKÇİ BİLGİLERİ|SATICI FİRMA"))
        lw = 78
        y1 = d.kv(m, y, pairs, lw, snug(d, [sup], bw - lw, 8.5))
        ys = y - 17
    elif style == "sayin":
        d.t(m, y + 9, "Sayın,", 9)
        vend = [sup, *sadr, f"{svd} VKN: {vkn}", f"İlgili: {contact}"]
        y1 = d.lines(m, y + 14, vend, snug(d, vend, bw, 9), b_first=True)
        ys = y
    else:
        vend = [
            sup,
            *sadr,
            f"V.D.: {svd}  VKN: {vkn}",
            f"Tel: {tel4(rng, 'tr')}",
            f"Yetkili: {contact}",
        ]
        y1 = block(
            d,
            m,
            y,
            pick(rng, "TEDARİKÇİ|Tedarikçi Firma|SATICI FİRMA"),
            vend,
            style=style,
            w=bw,
            size=snug(d, vend, bw - 10, 8.5),
        )
        ys = y
    plant = pick(rng, "Fabrika|Merkez Depo|2. Fabrika|Lojistik Merkezi")
    ship = [f"{buyer} - {plant}", *firm4(rng, "tr", "buy")[1], f"Teslim alan: {who4(rng, 'tr')}"]
    x3 = m + bw + 16
    y2 = block(
        d,
        x3,
        ys,
        pick(rng, "TESLİMAT ADRESİ|Teslim Yeri|SEVK ADRESİ"),
        ship,
        style="bar" if style != "box" else "box",
        w=bw,
        size=snug(d, ship, bw - 10, 8),
    )
    if rng.random() < 0.5:
        inv = [buyer, *badr, f"{vd} {digits(rng, '##########')}"]
        y2 = block(
            d, x3, y2 + 4, "FATURA ADRESİ", inv, style="plain", w=bw, size=snug(d, inv, bw, 7.8)
        )
    y = max(y1, y2) + 10
    terms = [
        ("Ödeme Şekli:", pick(rng, "60 gün vadeli|Havale - 30 gün|90 gün DBS|Peşin")),
        ("Teslim Şekli:", pick(rng, "Alıcı deposunda teslim|EXW|Nakliye satıcıya ait")),
        ("Talep Eden:", who4(rng, "tr")),
    ]
    d.t(m, y, "     ".join(f"{k} {v}" for k, v in terms), 8)
    y += 10
    spec = [
        ("pos", "Sıra", 5, "c"),
        ("code", pick(rng, "Malzeme Kodu|Stok Kodu"), 14, "l"),
        ("desc", pick(rng, "Malzeme Açıklaması|Malzeme / Hizmet Adı|Açıklama"), 32, "l"),
        ("qty", "Miktar", 8, "r"),
        ("unit", "Birim", 7, "c"),
        ("price", "Birim Fiyat", 12, "r"),
        ("disc", "İsk.", 6, "c"),
        ("kdv", "KDV", 7, "c"),
        ("amount", "Tutar", 14, "r"),
    ]
    bottom = d.h - 56
    rows = goods(rng, "tr", nrows(rng, y, bottom, 14, 220, top2=70), fm)
    disc_rows(rng, rows, fm, "%{p}", 0.2)
    for r in rows:
        r["rate"] = 10 if rng.random() < 0.12 else 20
        r["kdv"] = f"%{r['rate']}"

    def head(p: int) -> float:
        d.t(m, 36, buyer, 9.5, b=True)
        d.t(x2, 36, f"{title}  {no_lab}: {po}   Sayfa {p} / {pages}", 8.5, al="r")
        d.line(m, 42, x2, 42, 0.6)
        return 56

    def foot(p: int) -> None:
        footer(d, f"Sayfa {p} / {pages}")

    carry = pick(rng, "Nakli Yekün|Yekün|Devreden")
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=None if nt else (f"{carry}:", f"{pick(rng, 'Nakli Yekün|Devir')}:"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.5,
    )
    total = None
    y = room(d, y, 150, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE4["tr"], 8.5, w)
    else:
        sub = net_of(rows)
        gross = sum((r["p"] * int(r["qty"]) for r in rows), Decimal(0))
        disc = gross - sub
        frt = Decimal(rng.randint(300, 4000)) if rng.random() < 0.2 else Decimal(0)
        base = {20: Decimal(0), 10: Decimal(0)}
        for r in rows:
            base[r["rate"]] += r["amt"]
        base[20] += frt
        out = [("Ara Toplam", fm(gross), False)]
        if disc:
            out.append(("İskonto", "-" + fm(disc), False))
        if frt:
            out.append(("Nakliye", fm(frt), False))
        out.append(("KDV Matrahı", fm(sub + frt), False))
        kdv = Decimal(0)
        for rt in (20, 10):
            if base[rt]:
                t_ = tax(base[rt], Decimal(rt))
                kdv += t_
                out.append(
                    (
                        f"KDV %{rt}" if rng.random() < 0.5 else f"Hesaplanan KDV (%{rt})",
                        fm(t_),
                        False,
                    )
                )
        total = sub + frt + kdv
        lab = pick(rng, "Genel Toplam|GENEL TOPLAM|Sipariş Toplamı|Ödenecek Tutar")
        y = d.summary(
            x2 - 200,
            x2 - 4,
            y + 6,
            [*out, (lab, ft(total), True)],
            8.8,
            box_last=True,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        unit, sub_ = {"EUR": ("Avro", "Sent"), "USD": ("ABD Doları", "Sent")}.get(
            cur, ("Türk Lirası", "Kuruş")
        )
        k = int((total - int(total)) * 100)
        words = f"{tr_words(int(total))} {unit}" + (f" {tr_words(k)} {sub_}" if k else "")
        if rng.random() < 0.7:
            y = d.para(m, y + 8, f"Yalnız: {words}", 8, w * 0.9)
    cond = [
        "1. Fatura ve irsaliyelerde sipariş numaramızın belirtilmesi zorunludur.",
        "2. Teslimat, belirtilen tarihte ve mesai saatleri içinde yapılmalıdır.",
        "3. Siparişe uymayan malzemeler iade edilecektir.",
    ]
    y = room(d, y, 90, head, foot)
    d.t(m, y + 16, pick(rng, "Şartlar|Sipariş Şartları|Açıklamalar"), 8, b=True)
    y = d.lines(m, y + 20, cond[: rng.randint(1, 3)], 7.5)
    y = signs(
        d,
        m,
        w,
        max(y + 40, d.h - 90),
        ["Hazırlayan", pick(rng, "Onaylayan|Satın Alma Müdürü"), "Tedarikçi Onayı (Kaşe / İmza)"],
        [who4(rng, "tr"), "", ""],
    )
    if d.pages > 1:
        footer(d, f"Sayfa {d.pages} / {pages}")
    return result(d, "tr", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- ru

RU_MONTHS = (
    "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split()
)


def ru_date(dt: date) -> str:
    return f"{dt.day} {RU_MONTHS[dt.month - 1]} {dt.year} г."


def ru_ids(rng: random.Random, ip: bool = False) -> tuple[str, str]:
    return (
        (digits(rng, "############"), "")
        if ip
        else (digits(rng, "##########"), digits(rng, "#########"))
    )


@two_pass
def blind4_ru_zakaz(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Russian заказ поставщику (A4), as 1C prints it or as a company's own form. 1C: the
    title 'Заказ поставщику № ЦБ-000123 от 5 марта 2025 г.' over a thick rule; Поставщик: /
    Исполнитель: and Покупатель: / Заказчик: lines, each the name then ИНН, КПП, address and
    phone in one wrapped line; Основание: a supply contract number; Склад / Грузополучатель;
    a ruled № / Артикул / Товары (работы, услуги) / Кол-во / Ед. / Цена / Сумма table; Итого:,
    В том числе НДС: (prices with VAT) or Сумма НДС: and Всего к оплате:; 'Всего наименований
    N, на сумму 12 345,00 руб.' and the sum in words; Руководитель / Главный бухгалтер lines.
    Own form: the buyer's letterhead and УТВЕРЖДАЮ at the right, ЗАКАЗ НА ПОСТАВКУ №, Поставщик
    and Покупатель / Грузополучатель boxes with bank details, columns Цена без НДС / Сумма без
    НДС / Ставка НДС / Сумма НДС / Сумма с НДС, Итого без НДС, НДС 20 %, Итого с НДС, Срок
    поставки and Условия оплаты. At times a supplier without VAT (Без НДС, УСН) or an ИП."""
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 30, 44)
    pages = of(npages)
    fm = figures(" ", ",")
    sup, sadr, buyer, badr = pair4(rng, "ru")
    ip = sup.startswith("ИП")
    po = rng.choice(
        [
            f"{pick(rng, 'ЦБ|00|БП|УТ|ЗП')}-{rng.randint(1, 9999):06d}",
            str(rng.randint(12, 4999)),
            f"{rng.randint(1, 999)}/{dt:%y}",
            digits(rng, "ЗК-#####"),
        ]
    )
    nds = Decimal(0) if ip or rng.random() < 0.12 else Decimal(pick(rng, "20|20|20|20|5"))
    inn_s, kpp_s = ru_ids(rng, ip)
    inn_b, kpp_b = ru_ids(rng)
    style = pick(rng, "1c|1c|own")
    signed = dt - timedelta(days=rng.randint(30, 400))
    contract = f"Договор поставки № {rng.randint(1, 250)}/{dt:%y} от {signed:%d.%m.%Y}"

    def party_line(name: str, adr: list[str], inn: str, kpp: str) -> str:
        ids = f"ИНН {inn}" + (f", КПП {kpp}" if kpp else "")
        return f"{name}, {ids}, {adr[1]}, {adr[0]}, тел.: {tel4(rng, 'ru')}"

    def head(p: int) -> float:
        d.t(x2, 34, f"Заказ № {po} от {dt:%d.%m.%Y}  -  стр. {p} из {pages}", 7.5, al="r", grey=0.3)
        return 50

    def foot(p: int) -> None:
        d.t(
            x2,
            d.h - 30,
            pick(rng, "Продолжение на следующей странице|Продолжение следует"),
            7.5,
            al="r",
            grey=0.3,
        )

    with_vat_prices = style == "1c" and nds and rng.random() < 0.6
    if style == "1c":
        title = f"{pick(rng, 'Заказ поставщику|Заказ поставщику|Заказ')} № {po} от {ru_date(dt)}"
        d.t(m, 52, title, snug(d, [title], w, 13.5), b=True)
        d.line(m, 60, x2, 60, 1.8)
        y = 72
        labs = [
            (pick(rng, "Поставщик:|Исполнитель:"), party_line(sup, sadr, inn_s, kpp_s)),
            (pick(rng, "Покупатель:|Заказчик:"), party_line(buyer, badr, inn_b, kpp_b)),
        ]
        if rng.random() < 0.6:
            labs.append(("Основание:", contract))
        if rng.random() < 0.4:
            labs.append(
                (pick(rng, "Склад:|Грузополучатель:"), f"{buyer}, {firm4(rng, 'ru', 'buy')[1][0]}")
            )
        lw = 72
        for k, v in labs:
            d.t(m, y + 8.5, k, 8.5)
            y = d.para(m + lw, y, v, 8.5, w - lw) + 4
        spec = [
            ("pos", "№", 4, "c"),
            ("code", "Артикул", 11, "l"),
            ("desc", "Товары (работы, услуги)", 44, "l"),
            ("qty", "Кол-во", 8, "r"),
            ("unit", "Ед.", 6, "l"),
            ("price", "Цена", 12, "r"),
            ("amount", "Сумма", 14, "r"),
        ]
    else:
        lx = (
            logo(d, m, 26, buyer.replace("«", "").replace("»", ""), 36, 0.3)
            if rng.random() < 0.4
            else m
        )
        d.t(lx, 38, buyer, snug(d, [buyer], w * 0.5, 11), b=True)
        d.lines(lx, 43, [*badr, f"ИНН/КПП {inn_b}/{kpp_b}"], 7.5)
        d.lines(
            x2 - 170,
            30,
            [
                "УТВЕРЖДАЮ",
                pick(rng, "Директор по закупкам|Коммерческий директор|Генеральный директор"),
                f"__________ / {who4(rng, 'ru')}",
                f"«___» ____________ {dt.year} г.",
            ],
            8,
        )
        title = f"{pick(rng, 'ЗАКАЗ НА ПОСТАВКУ|ЗАКАЗ ПОСТАВЩИКУ|ЗАЯВКА-ЗАКАЗ')} № {po}"
        d.t(d.w / 2, 112, title, 14, b=True, al="c")
        d.t(d.w / 2, 126, f"от {ru_date(dt)}", 9.5, al="c")
        bw = w / 2 - 6
        bank = f"р/с {digits(rng, '40702810#############')}, БИК {digits(rng, '04#######')}"
        vend = [
            sup,
            f"ИНН {inn_s}" + (f" / КПП {kpp_s}" if kpp_s else ""),
            *sadr,
            bank,
            f"Тел.: {tel4(rng, 'ru')}",
        ]
        cons = [
            buyer,
            f"ИНН {inn_b} / КПП {kpp_b}",
            *firm4(rng, "ru", "buy")[1],
            f"Контактное лицо: {who4(rng, 'ru')}",
        ]
        sides = [
            (pick(rng, "Поставщик|ПОСТАВЩИК"), vend),
            (pick(rng, "Покупатель / Грузополучатель|Грузополучатель|Заказчик"), cons),
        ]
        if rng.random() < 0.3:
            sides.reverse()
        ys = [
            block(
                d,
                m + i * (bw + 12),
                140,
                lab,
                rows,
                style="box",
                w=bw,
                size=snug(d, rows, bw - 12, 8),
            )
            for i, (lab, rows) in enumerate(sides)
        ]
        y = max(ys) + 6
        d.t(m, y + 8, f"{pick(rng, 'Основание|Договор')}: {contract}", 8)
        y += 16
        spec = [
            ("pos", "№", 4, "c"),
            ("desc", "Наименование", 31, "l"),
            ("unit", "Ед.", 5, "c"),
            ("qty", "Кол-во", 7, "r"),
            ("price", "Цена, руб.", 11, "r"),
            ("amount", "Без НДС", 12, "r"),
            ("rate", "НДС, %", 8, "c"),
            ("vat", "НДС", 10, "r"),
            ("gross", "Всего", 12, "r"),
        ]
    bottom = d.h - 50
    rows = goods(rng, "ru", nrows(rng, y, bottom, 14, 200, top2=50), fm)
    for r in rows:
        r["rate"] = f"{nds}%" if nds else "Без НДС"
        v = tax(r["amt"], nds)
        r["vat"], r["gross"] = fm(v), fm(r["amt"] + v)
        r["_v"] = v
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        size=7.8,
        lead=14,
        shade=0.88 if style == "own" else None,
        grid=True,
    )
    total = None
    y = room(d, y, 130, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE4["ru"], 8.5, w)
    else:
        net = net_of(rows)
        if style == "own":
            vat = sum((r["_v"] for r in rows), Decimal(0))
            total = net + vat
            out = [
                ("Итого без НДС:", fm(net), False),
                (f"НДС {nds}%:" if nds else "НДС:", fm(vat) if nds else "Без НДС", False),
                (pick(rng, "Итого с НДС:|Всего к оплате:|Итого с учетом НДС:"), fm(total), True),
            ]
        elif with_vat_prices:
            total = net
            vat = cents(net * nds / (100 + nds))
            out = [
                ("Итого:", fm(net), True),
                (
                    f"В том числе НДС ({nds}%):" if rng.random() < 0.5 else "В том числе НДС:",
                    fm(vat),
                    True,
                ),
            ]
        else:
            vat = tax(net, nds)
            total = net + vat
            out = [
                ("Итого:", fm(net), True),
                ("Сумма НДС:" if nds else "Без налога (НДС)", fm(vat) if nds else "-", True),
                (pick(rng, "Всего к оплате:|Всего:|Итого с НДС:"), fm(total), True),
            ]
        y = d.summary(x2 - 210, x2 - 4, y + 4, out, 8.8)
        y = d.para(m, y + 8, f"Всего наименований {len(rows)}, на сумму {fm(total)} руб.", 8.5, w)
        d.t(m, y + 9, rubles(total), 9, b=True, maxw=w)
        y += 18
        if not nds:
            y = d.para(
                m,
                y,
                "НДС не облагается (применяется упрощенная система налогообложения).",
                7.5,
                w,
                grey=0.3,
            )
    y = room(d, y, 80, head, foot)
    if rng.random() < 0.7:
        y = d.para(
            m,
            y + 8,
            pick(
                rng,
                f"Срок поставки: до {(dt + timedelta(days=20)):%d.%m.%Y}. "
                "Условия оплаты: отсрочка 30 календарных дней.|Доставка за счет "
                "поставщика. Счет-фактуру и УПД выставлять со ссылкой на номер заказа.",
            ),
            8,
            w,
        )
    signs(
        d,
        m,
        w,
        y + 44,
        [pick(rng, "Руководитель|Директор"), pick(rng, "Главный бухгалтер|Ответственный")],
        [f"/ {who4(rng, 'ru')} /", f"/ {who4(rng, 'ru')} /"],
    )
    return result(d, "ru", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- el


@two_pass
def blind4_el_paraggelia(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Greek company's or public body's ΠΑΡΑΓΓΕΛΙΑ ΑΓΟΡΑΣ / ΔΕΛΤΙΟ ΠΑΡΑΓΓΕΛΙΑΣ / ΕΝΤΟΛΗ
    ΑΓΟΡΑΣ (A4): the buyer's letterhead in capitals with its activity, Α.Φ.Μ., Δ.Ο.Υ. and
    Γ.Ε.ΜΗ. (for a ΔΗΜΟΣ or hospital ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ, the ΑΔΑΜ request number and the Α.Δ.Α.
    of the decision); Αρ. Παραγγελίας (or Αριθμός / Παραγγελία Νο) with Ημερομηνία, Αρ.
    Προσφοράς, Κέντρο Κόστους and Σελίδα as label lines at the right or a row of cells; the
    supplier in a ΠΡΟΜΗΘΕΥΤΗΣ box (Επωνυμία:, Διεύθυνση:, Α.Φ.Μ.:, Δ.Ο.Υ.:, Τηλ.:) or under
    'Προς:'; ΤΟΠΟΣ ΠΑΡΑΔΟΣΗΣ; Α/Α / Κωδικός / Περιγραφή Είδους / Μ.Μ. / Ποσότητα / Τιμή Μονάδας /
    Έκπτ. % / Καθαρή Αξία / ΦΠΑ % lines with Σε μεταφορά / Από μεταφορά over pages; Σύνολο
    Καθαρής Αξίας, Φ.Π.Α. 24 % and 13 %, ΣΥΝΟΛΙΚΗ ΑΞΙΑ / ΓΕΝΙΚΟ ΣΥΝΟΛΟ / ΠΛΗΡΩΤΕΟ ΠΟΣΟ in
    euros; Ο ΣΥΝΤΑΞΑΣ / Ο ΠΡΟΪΣΤΑΜΕΝΟΣ / Ο ΠΡΟΜΗΘΕΥΤΗΣ."""
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 32, 46)
    pages = of(npages)
    fm = figures(".", ",")
    ft = rng.choice([figures(".", ",", sym="€", pre=False), figures(".", ",", sym="€"), fm])
    sup, sadr, buyer, badr = pair4(rng, "el")
    public = buyer.startswith(("ΔΗΜΟΣ", "ΓΕΝΙΚΟ"))
    po = rng.choice(
        [
            digits(rng, "ΠΑΡ-#####"),
            f"{rng.randint(1, 9999)}/{dt.year}",
            digits(rng, "PO########"),
            f"{dt:%y}{rng.randint(1, 99999):05d}",
            digits(rng, "ΕΑ-####"),
        ]
    )
    afm = lambda: digits(rng, "0########")  # noqa: E731
    doy = lambda: pick(
        rng, "ΦΑΕ ΑΘΗΝΩΝ|ΦΑΕ ΠΕΙΡΑΙΑ|Α' ΘΕΣΣΑΛΟΝΙΚΗΣ|ΠΑΤΡΩΝ|ΛΑΡΙΣΑΣ|ΗΡΑΚΛΕΙΟΥ|ΚΗΦΙΣΙΑΣ"
    )  # noqa: E731
    y = 36
    if public:
        y = d.lines(
            m,
            28,
            [
                "ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ",
                pick(
                    rng,
                    "ΠΕΡΙΦΕΡΕΙΑ ΔΥΤΙΚΗΣ ΕΛΛΑΔΑΣ|ΝΟΜΟΣ ΛΑΡΙΣΑΣ|ΠΕΡΙΦΕΡΕΙΑ ΚΡΗΤΗΣ|ΥΠΟΥΡΓΕΙΟ ΥΓΕΙΑΣ",
                ),
            ],
            8,
            b_first=True,
        )
    d.t(m, y + 10, buyer, snug(d, [buyer], w * 0.55, 12), b=True)
    info = [*badr, f"Α.Φ.Μ.: {afm()} - Δ.Ο.Υ.: {doy()}"]
    if public:
        info += [
            f"ΑΔΑΜ: {dt:%y}REQ{rng.randint(10**8, 10**9 - 1)}",
            f"Α.Δ.Α.: {''.join(rng.choice('ΨΩΛΚΡΤΗΦ4567') for _ in range(8))}-{digits(rng, '@#@')}",
        ]
    else:
        info += [f"Γ.Ε.ΜΗ.: {digits(rng, '############')}", f"Τηλ.: {tel4(rng, 'el')}"]
    y = d.lines(m, y + 14, info, 7.6)
    title = pick(
        rng, "ΠΑΡΑΓΓΕΛΙΑ ΑΓΟΡΑΣ|ΔΕΛΤΙΟ ΠΑΡΑΓΓΕΛΙΑΣ|ΕΝΤΟΛΗ ΑΓΟΡΑΣ|ΠΑΡΑΓΓΕΛΙΑ ΠΡΟΣ ΠΡΟΜΗΘΕΥΤΗ"
    )
    no_lab = pick(rng, "Αρ. Παραγγελίας|Αριθμός|Παραγγελία Νο|Α/Α Παραγγελίας")
    meta = [
        (no_lab, po),
        ("Ημερομηνία", dt.strftime(pick(rng, "%d/%m/%Y|%d-%m-%Y|%d.%m.%Y"))),
        ("Αρ. Προσφοράς", digits(rng, pick(rng, "ΠΡ-####|####/##|Q#####"))),
        ("Κέντρο Κόστους", digits(rng, "##.##")),
        ("Σελίδα", f"1 από {pages}"),
    ]
    if rng.random() < 0.5:
        d.t(x2, 40, title, snug(d, [title], w * 0.42, 14), b=True, al="r")
        y2 = kv_right(d, x2 - 80, x2 - 74, 52, [(k + ":", v) for k, v in meta], 8.5)
        y = max(y, y2) + 12
    else:
        y += 14
        d.box(m, y, w, 22, fill=0.88, stroke=False)
        d.t(d.w / 2, y + 15, title, 13, b=True, al="c")
        y = (
            d.grid(
                m, y + 28, [w / 5] * 5, [k for k, _ in meta], [v for _, v in meta], 8.5, shade=0.92
            )
            + 10
        )
    bw = w / 2 - 8
    if rng.random() < 0.6:
        pairs = [
            ("Επωνυμία:", sup),
            ("Διεύθυνση:", sadr[0]),
            ("", sadr[1]),
            ("Α.Φ.Μ.:", afm()),
            ("Δ.Ο.Υ.:", doy()),
            ("Τηλ.:", tel4(rng, "el")),
        ]
        yb = bar(d, m, y, bw, pick(rng, "ΠΡΟΜΗΘΕΥΤΗΣ|ΣΤΟΙΧΕΙΑ ΠΡΟΜΗΘΕΥΤΗ"))
        y1 = d.kv(m, yb, pairs, 62, snug(d, [sup], bw - 64, 8.5))
    else:
        vend = [sup, *sadr, f"Α.Φ.Μ.: {afm()}  Δ.Ο.Υ.: {doy()}", f"Υπόψη: {who4(rng, 'el')}"]
        y1 = block(
            d,
            m,
            y,
            pick(rng, "Προς:|ΠΡΟΣ|Προμηθευτής:"),
            vend,
            style=pick(rng, "side|box|plain"),
            w=bw,
            size=snug(d, vend, bw - 40, 8.5),
        )
    site = [
        buyer,
        pick(rng, "Κεντρική Αποθήκη|Εργοστάσιο|Τμήμα Προμηθειών|Αποθήκη Υλικών"),
        *firm4(rng, "el", "buy")[1],
    ]
    y2 = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "ΤΟΠΟΣ ΠΑΡΑΔΟΣΗΣ|Τόπος παράδοσης|ΠΑΡΑΔΟΣΗ ΣΤΗ ΔΙΕΥΘΥΝΣΗ"),
        site,
        style="bar",
        w=bw,
        size=snug(d, site, bw - 8, 8),
    )
    y = max(y1, y2) + 10
    spec = [
        ("pos", "Α/Α", 5, "c"),
        ("code", "Κωδικός", 11, "l"),
        ("desc", "Περιγραφή Είδους", 36, "l"),
        ("unit", "Μ.Μ.", 6, "c"),
        ("qty", "Ποσ.", 7, "r"),
        ("price", "Τιμή Μον.", 11, "r"),
        ("disc", "Έκπτ.", 6, "c"),
        ("amount", "Αξία", 12, "r"),
        ("fpa", "ΦΠΑ%", 7, "c"),
    ]
    bottom = d.h - 54
    rows = goods(rng, "el", nrows(rng, y, bottom, 14, 210, top2=60), fm)
    disc_rows(rng, rows, fm, "{p}%", 0.2)
    for r in rows:
        r["rate"] = 13 if rng.random() < 0.1 else 24
        r["fpa"] = str(r["rate"])

    def head(p: int) -> float:
        d.t(m, 36, buyer, 9, b=True)
        d.t(x2, 36, f"{title} {po} - Σελίδα {p} από {pages}", 8.5, al="r")
        d.line(m, 42, x2, 42, 0.5)
        return 56

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        carry=None if nt else ("Σε μεταφορά:", "Από μεταφορά:"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.6,
    )
    total = None
    y = room(d, y, 140, head)
    if nt:
        y = d.para(m, y + 12, NOTE4["el"], 8.5, w)
    else:
        net = net_of(rows)
        out = [(pick(rng, "Σύνολο Καθαρής Αξίας|Καθαρή Αξία|Σύνολο προ ΦΠΑ"), fm(net), False)]
        vat = Decimal(0)
        for rt in (24, 13):
            b = sum((r["amt"] for r in rows if r["rate"] == rt), Decimal(0))
            if b:
                vat += tax(b, Decimal(rt))
                out.append((f"Φ.Π.Α. {rt}%", fm(tax(b, Decimal(rt))), False))
        total = net + vat
        lab = pick(rng, "ΣΥΝΟΛΙΚΗ ΑΞΙΑ|ΓΕΝΙΚΟ ΣΥΝΟΛΟ|ΠΛΗΡΩΤΕΟ ΠΟΣΟ|Σύνολο Παραγγελίας")
        y = d.summary(
            x2 - 210,
            x2 - 4,
            y + 6,
            [*out, (lab, ft(total), True)],
            9,
            boxed=rng.random() < 0.5,
            box_last=True,
        )
    y = room(d, y, 90, head)
    y = d.para(
        m,
        y + 10,
        "Παρακαλούμε να αναγράφετε τον αριθμό της παραγγελίας σε όλα τα παραστατικά "
        "(Δελτίο Αποστολής - Τιμολόγιο). Πληρωμή: "
        + pick(rng, "60 ημέρες από την τιμολόγηση.|με κατάθεση σε 30 ημέρες.|αντικαταβολή."),
        7.6,
        w,
    )
    signs(
        d,
        m,
        w,
        max(y + 44, d.h - 80),
        ["Ο ΣΥΝΤΑΞΑΣ", pick(rng, "Ο ΠΡΟΪΣΤΑΜΕΝΟΣ ΠΡΟΜΗΘΕΙΩΝ|Ο ΔΙΕΥΘΥΝΤΗΣ"), "Ο ΠΡΟΜΗΘΕΥΤΗΣ"],
        [who4(rng, "el"), "", ""],
    )
    return result(d, "el", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- hu


@two_pass
def blind4_hu_megrendeles(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Hungarian megrendelés (A4): MEGRENDELÉS / MEGRENDELŐ / BESZERZÉSI MEGRENDELÉS with
    Megrendelés száma (or Rendelésszám / Száma) beside the title, in a line under it or in a row
    of cells with Kelt, Iktatószám (public buyers), Ajánlat száma and Oldal; two boxes side by
    side (at times swapped): Megrendelő - the buyer - and Szállító / Eladó / Vállalkozó - the
    supplier -, each with cím, adószám, cégjegyzékszám and bankszámlaszám; Szállítási cím;
    Ssz. / Cikkszám / Megnevezés / Menny. / Me.e. / Nettó egységár / Nettó érték / ÁFA lines with
    Áthozat / Átvitel over pages; Nettó összesen, ÁFA 27 % (and 5 %), Bruttó összesen /
    Fizetendő végösszeg / Mindösszesen in forints without decimals (1 234 567 Ft) or euros;
    'azaz … forint'; Megrendelő részéről P.H. and the supplier's visszaigazolás."""
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 32, 46)
    pages = of(npages)
    eur = rng.random() < 0.15
    fm = figures(" ", ",", places=2 if eur else 0)
    ft = figures(
        " ", ",", places=2 if eur else 0, sym="EUR" if eur else pick(rng, "Ft|Ft|HUF"), pre=False
    )
    sup, sadr, buyer, badr = pair4(rng, "hu")
    public = "Önkormányzat" in buyer or "Kórház" in buyer
    po = rng.choice(
        [
            f"MR-{dt.year}/{rng.randint(1, 9999):04d}",
            digits(rng, "45########"),
            f"{dt.year}/{rng.randint(1, 999):03d}/BESZ",
            digits(rng, "RND######"),
            f"M{dt:%y}-{rng.randint(100, 9999)}",
        ]
    )
    no_lab = pick(rng, "Megrendelés száma|Rendelésszám|Száma|Megrendelésszám")
    title = pick(rng, "MEGRENDELÉS|MEGRENDELŐ|BESZERZÉSI MEGRENDELÉS|Megrendelés")
    ado = lambda: digits(rng, "########-#-##")  # noqa: E731
    kelt = dt.strftime(pick(rng, "%Y.%m.%d.|%Y. %m. %d.|%Y-%m-%d"))
    iktato = f"{rng.randint(100, 9999)}-{rng.randint(1, 9)}/{dt.year}"
    lay = pick(rng, "beside|under|grid")
    if lay == "grid":
        d.t(d.w / 2, 50, title, 16, b=True, al="c")
        cells = [
            (no_lab, po),
            ("Kelt", kelt),
            (
                "Iktatószám" if public else "Ajánlat száma",
                iktato if public else digits(rng, "AJ-#####"),
            ),
            ("Oldal", f"1 / {pages}"),
        ]
        y = (
            d.grid(
                m,
                62,
                [w * 0.3, w * 0.22, w * 0.3, w * 0.18],
                [k for k, _ in cells],
                [v for _, v in cells],
                8.5,
            )
            + 12
        )
    else:
        d.t(m, 50, title, 17, b=True)
        if lay == "beside":
            d.t(x2, 50, f"{no_lab}: {po}", 11, b=True, al="r")
            d.t(
                x2,
                64,
                f"Kelt: {kelt}" + (f"   Iktatószám: {iktato}" if public else ""),
                8.5,
                al="r",
            )
        else:
            d.t(m, 68, f"{no_lab}: {po}", 10, b=True)
            d.t(x2, 68, f"Kelt: {kelt}   Oldal: 1 / {pages}", 8.5, al="r")
        y = 82
    bw = w / 2 - 6
    sides = [
        (
            "Megrendelő",
            [buyer, *badr, f"Adószám: {ado()}", f"Cégjegyzékszám: {digits(rng, '##-##-######')}"],
        ),
        (
            pick(rng, "Szállító|Eladó|Vállalkozó|Szállító (Eladó)"),
            [
                sup,
                *sadr,
                f"Adószám: {ado()}",
                f"Bankszámlaszám: {digits(rng, '1#######-########-########')}",
                f"Kapcsolattartó: {who4(rng, 'hu')}",
            ],
        ),
    ]
    if rng.random() < 0.3:
        sides.reverse()
    st = pick(rng, "box|bar|box")
    ys = [
        block(
            d,
            m + i * (bw + 12),
            y,
            lab + pick(rng, "|:"),
            rows,
            style=st,
            w=bw,
            size=snug(d, rows, bw - 12, 8.2),
        )
        for i, (lab, rows) in enumerate(sides)
    ]
    y = max(ys) + 8
    ship = (
        f"{pick(rng, 'Szállítási cím|Teljesítés helye|Szállítási hely')}: {buyer}, "
        f"{', '.join(reversed(firm4(rng, 'hu', 'buy')[1]))}"
    )
    y = d.para(m, y, ship, 8.2, w) + 2
    y = (
        d.para(
            m,
            y,
            f"Szállítási határidő: {(dt + timedelta(days=rng.randint(7, 40))):%Y.%m.%d.}   "
            f"Fizetési feltétel: {pick(rng, 'átutalás, 30 nap|átutalás, 15 nap|átutalás, 60 nap')}",
            8.2,
            w,
        )
        + 6
    )
    spec = [
        ("pos", "Ssz.", 5, "c"),
        ("code", "Cikkszám", 11, "l"),
        ("desc", "Megnevezés", 34, "l"),
        ("qty", "Menny.", 7, "r"),
        ("unit", "Me.e.", 7, "c"),
        ("price", pick(rng, "Egységár|Nettó ár"), 12, "r"),
        ("amount", "Nettó érték", 13, "r"),
        ("afa", "ÁFA", 6, "c"),
    ]
    bottom = d.h - 54
    n = nrows(rng, y, bottom, 14, 220, top2=60)
    rows = goods(rng, "hu", n, fm, *((1, 0) if eur else (380, 10)))
    for r in rows:
        r["rate"] = 5 if rng.random() < 0.08 else 27
        r["afa"] = f"{r['rate']}%"

    def head(p: int) -> float:
        d.t(m, 36, f"{title} - {po}", 9, b=True)
        d.t(x2, 36, f"{p}. oldal / {pages}", 8.5, al="r")
        d.line(m, 42, x2, 42, 0.5)
        return 56

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        carry=None if nt else ("Átvitel:", "Áthozat:"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.87,
        grid=rng.random() < 0.5,
    )
    total = None
    y = room(d, y, 130, head)
    if nt:
        y = d.para(m, y + 12, NOTE4["hu"], 8.5, w)
    else:
        net = net_of(rows)
        out = [("Nettó összesen:", fm(net), False)]
        vat = Decimal(0)
        for rt in (27, 5):
            b = sum((r["amt"] for r in rows if r["rate"] == rt), Decimal(0))
            if b:
                v = tax(b, Decimal(rt)) if eur else whole(b * rt / 100)
                vat += v
                out.append((f"ÁFA {rt}%:", fm(v), False))
        total = net + vat
        lab = pick(rng, "Bruttó összesen:|Fizetendő végösszeg:|Mindösszesen:|Bruttó végösszeg:")
        y = d.summary(
            x2 - 210,
            x2 - 4,
            y + 6,
            [*out, (lab, ft(total), True)],
            9,
            box_last=True,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        if not eur and rng.random() < 0.75:
            y = d.para(m, y + 6, f"azaz {hu_text(int(total))} forint", 8.2, w)
    y = room(d, y, 90, head)
    y = d.para(
        m,
        y + 10,
        "Kérjük, a számlán és a szállítólevélen a megrendelés számát feltüntetni "
        "szíveskedjenek. A megrendelést kérjük 2 munkanapon belül visszaigazolni.",
        7.6,
        w,
    )
    signs(
        d,
        m,
        w,
        max(y + 46, d.h - 84),
        ["Megrendelő részéről (P.H.)", "Szállító visszaigazolása"],
        [who4(rng, "hu"), ""],
    )
    return result(d, "hu", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en-US federal

AGENCIES = [
    ("DEPARTMENT OF THE ARMY", "US ARMY CORPS OF ENGINEERS, {C} DISTRICT", "W912DY|W9127S|W912EQ"),
    ("DEPARTMENT OF VETERANS AFFAIRS", "NETWORK CONTRACTING OFFICE {n}", "36C25{n}"),
    (
        "DEPARTMENT OF THE INTERIOR",
        "NATIONAL PARK SERVICE, {C} ACQUISITION OFFICE",
        "140P81|140P20",
    ),
    ("DEPARTMENT OF AGRICULTURE", "USDA FOREST SERVICE, {C} NATIONAL FOREST", "1240LT|12445A"),
    ("DEPARTMENT OF COMMERCE", "NOAA ACQUISITION AND GRANTS OFFICE, {C}", "1305M3|1333MF"),
    ("DEPARTMENT OF THE NAVY", "NAVSUP FLEET LOGISTICS CENTER {C}", "N00189|N68836"),
    ("DEPARTMENT OF THE AIR FORCE", "{n}TH CONTRACTING SQUADRON", "FA8501|FA4800"),
]
FED_CITIES = "Mobile|Huntsville|Tulsa|Omaha|Albuquerque|Sacramento|Vicksburg|Norfolk|Denver|Seattle"


def fcell(
    d: Doc,
    x: float,
    y: float,
    w: float,
    h: float,
    label: str,
    vals: list[str],
    size: float = 8.2,
    b: bool = False,
) -> None:
    """A numbered form block: a small caption at the top left, values under it."""
    d.box(x, y, w, h, lw=0.7)
    d.t(x + 2.5, y + 7, label, 5.6, b=True, maxw=w - 4)
    for i, v in enumerate(vals):
        d.t(x + 5, y + 17 + i * size * 1.22, v, size, b=b and i == 0, maxw=w - 8)


@two_pass
def blind4_us_federal_order(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A US federal agency's order (Letter), in one of two shapes. Form: ORDER FOR SUPPLIES OR
    SERVICES in numbered blocks - 1. PURCHASE ORDER NO. (or CONTRACT NO. with the order under
    2. DELIVERY ORDER/CALL NO.), 3. DATE OF ORDER, 4. REQUISITION/PURCH REQUEST NO., 5.
    PRIORITY, 6. ISSUED BY and 7. ADMINISTERED BY with their office codes, 8. DELIVERY FOB, 9.
    CONTRACTOR with its CAGE code and UEI, 10. DELIVER BY, 11. business type boxes, 12. DISCOUNT
    TERMS, 13. MAIL INVOICES TO, 14. SHIP TO, 15. PAYMENT WILL BE MADE BY, 16. TYPE OF ORDER
    with the quote reference, 17. ACCOUNTING AND APPROPRIATION DATA; the schedule (ITEM NO. /
    SUPPLIES OR SERVICES / QUANTITY ORDERED / UNIT / UNIT PRICE / AMOUNT, CLINs 0001 …) going on
    over CONTINUATION SHEETs that name the order; TOTAL (Cont. pages) and GRAND TOTAL; the
    contracting officer's signature block. Agency: the department's letterhead and PURCHASE
    ORDER with a top-right grid of PO NUMBER, ORDER DATE, REQUISITION NO., CONTRACT NO., QUOTE
    NO. and PAGE; VENDOR, SHIP TO and INVOICE TO (IPP or a finance center) boxes; the
    contracting officer and the COR; Line / Description / Qty / Unit / Unit Price / Extended
    Price; ORDER TOTAL. No sales tax; freight as a line at times."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|helv|times|mono|libsans", 26, 36)
    pages = of(npages)
    fm = figures(",", ".")
    ft = figures(",", ".", sym="$", gap="")
    dept, office, codes = rng.choice(AGENCIES)
    city = pick(rng, FED_CITIES)
    office = office.format(C=city.upper(), n=rng.randint(2, 23))
    code = pick(rng, codes).format(n=rng.randint(1, 9))
    fy = dt.year % 100
    do = rng.random() < 0.4
    po = f"{code}{fy}{'F' if do else 'P'}{rng.randint(1, 9999):04d}"
    contract = (
        f"{code}{fy - 1}D{rng.randint(1, 999):04d}"
        if rng.random() < 0.5
        else digits(rng, "GS-##F-####@")
        if rng.random() < 0.5
        else f"47QSWA{fy - 2}D00{digits(rng, '#@')}"
    )
    req = digits(rng, pick(rng, f"{code}-{fy}##-####|PR#######|#######-##-###"))
    quote = digits(rng, pick(rng, "Q-#####|######|QT###-##"))
    sup, sadr = lparty(rng, "us", "sup")
    cage, uei = (
        digits(rng, "#@@##"),
        "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ123456789") for _ in range(12)),
    )
    base, badr = place_us(rng)
    ship = [
        f"{office}",
        pick(rng, "RECEIVING, BLDG ###|WAREHOUSE ##|ATTN: LOGISTICS, RM ###"),
        *badr,
    ]
    ship[1] = digits(rng, ship[1])
    ko = f"{pick(rng, FIRST['en'])} {pick(rng, LAST['en'])}".upper()
    form = rng.random() < 0.55

    def cont_head(p: int) -> float:
        d.t(
            d.w / 2,
            30,
            "CONTINUATION SHEET" if form else f"{dept} - PURCHASE ORDER (CONTINUED)",
            10,
            b=True,
            al="c",
        )
        d.t(
            m,
            46,
            f"REFERENCE NO. OF DOCUMENT BEING CONTINUED: {po}" if form else f"PO NUMBER: {po}",
            8,
        )
        d.t(x2, 46, f"PAGE {p} OF {pages}", 8, al="r")
        d.line(m, 52, x2, 52, 0.8)
        return 62

    if form:
        d.t(d.w / 2, 30, "ORDER FOR SUPPLIES OR SERVICES", 11.5, b=True, al="c")
        d.t(x2, 30, f"PAGE 1 OF {pages}", 7.5, al="r")
        d.t(m, 30, pick(rng, "OMB No. 0704-0187|FORM APPROVED"), 6, grey=0.3)
        ws = [w * f for f in (0.25, 0.22, 0.15, 0.26, 0.12)]
        labs = [
            "1. CONTRACT/PURCH ORDER/AGREEMENT NO.",
            "2. DELIVERY ORDER/CALL NO.",
            "3. DATE OF ORDER/CALL",
            "4. REQUISITION/PURCH REQUEST NO.",
            "5. PRIORITY",
        ]
        vals = [
            contract if do else po,
            po if do else "",
            dt.strftime(pick(rng, "%Y %b %d|%m/%d/%Y|%d-%b-%Y")).upper(),
            req,
            pick(rng, "DO-C9|DO-A1|N/A|"),
        ]
        x = m
        for wd_, lab, val in zip(ws, labs, vals):
            fcell(d, x, 36, wd_, 26, lab, [val], 8.5, b=True)
            x += wd_
        y = 62
        issued = [office, *place_us(rng)[1]]
        fcell(d, m, y, w * 0.4, 50, f"6. ISSUED BY          CODE  {code}", issued, 7.5)
        fcell(
            d,
            m + w * 0.4,
            y,
            w * 0.4,
            50,
            f"7. ADMINISTERED BY (If other than 6)   CODE  {pick(rng, 'S1103A|S0512A|' + code)}",
            [pick(rng, "DCMA " + city.upper() + "|SEE BLOCK 6")],
            7.5,
        )
        fcell(
            d,
            m + w * 0.8,
            y,
            w * 0.2,
            50,
            "8. DELIVERY FOB",
            ["[X] DESTINATION", "[  ] OTHER"],
            7.5,
        )
        y += 50
        vend = [sup, *sadr, f"UEI: {uei}", f"TEL: {digits(rng, '(###) 555-####')}"]
        fcell(d, m, y, w * 0.5, 78, f"9. CONTRACTOR    CODE  {cage}    FACILITY CODE", [], 7.5)
        d.t(m + 5, y + 16, "NAME AND ADDRESS", 5.6)
        d.lines(m + 8, y + 19, vend, snug(d, vend, w * 0.5 - 14, 8.3), b_first=True)
        fcell(
            d,
            m + w * 0.5,
            y,
            w * 0.5,
            20,
            "10. DELIVER TO FOB POINT BY (Date)",
            [(dt + timedelta(days=rng.randint(14, 90))).strftime("%Y %b %d").upper()],
            7.5,
        )
        fcell(
            d,
            m + w * 0.5,
            y + 20,
            w * 0.25,
            58,
            "11. X IF BUSINESS IS",
            [
                f"[{'X' if rng.random() < 0.6 else ' '}] SMALL",
                "[  ] SMALL DISADVANTAGED",
                "[  ] WOMEN-OWNED",
            ],
            6.6,
        )
        fcell(
            d,
            m + w * 0.75,
            y + 20,
            w * 0.25,
            28,
            "12. DISCOUNT TERMS",
            [pick(rng, "NET 30|NET 30 DAYS|0.5% 10 NET 30")],
            7.5,
        )
        fcell(
            d,
            m + w * 0.75,
            y + 48,
            w * 0.25,
            30,
            "13. MAIL INVOICES TO THE ADDRESS IN BLOCK",
            [pick(rng, "15|SEE SCHEDULE|WAWF")],
            7.5,
        )
        y += 78
        pay = pick(
            rng,
            "DFAS COLUMBUS CENTER|FINANCIAL SERVICES CENTER|USDA NATIONAL FINANCE CENTER|"
            "DFAS-CO/SOUTH ENTITLEMENT OPERATIONS",
        )
        fcell(
            d, m, y, w * 0.4, 56, f"14. SHIP TO          CODE  {digits(rng, '@#####')}", ship, 7.3
        )
        fcell(
            d,
            m + w * 0.4,
            y,
            w * 0.35,
            56,
            f"15. PAYMENT WILL BE MADE BY   CODE  {digits(rng, 'HQ0###')}",
            [pay, "P.O. BOX " + digits(rng, "#####"), place_us(rng)[1][1]],
            7.3,
        )
        fcell(
            d,
            m + w * 0.75,
            y,
            w * 0.25,
            56,
            "16. TYPE OF ORDER",
            [
                f"[{'X' if do else ' '}] DELIVERY",
                f"[{' ' if do else 'X'}] PURCHASE",
                f"Ref. quote {quote}",
            ],
            7,
        )
        y += 56
        acc = " ".join(digits(rng, p_) for p_ in ("0##", "####", "##@#", "#####", "####.####"))
        fcell(d, m, y, w, 22, "17. ACCOUNTING AND APPROPRIATION DATA/LOCAL USE", [acc], 7.5)
        y += 30
        spec = [
            ("pos", "ITEM NO.", 9, "c"),
            ("desc", "19. SCHEDULE OF SUPPLIES/SERVICES", 45, "l"),
            ("qty", "QUANTITY", 10, "r"),
            ("unit", "UNIT", 7, "c"),
            ("price", "22. UNIT PRICE", 13, "r"),
            ("amount", "23. AMOUNT", 16, "r"),
        ]
    else:
        d.t(m, 34, dept, 11, b=True)
        d.lines(m, 38, [office, *place_us(rng)[1]], 8)
        d.t(
            m,
            96,
            pick(rng, "PURCHASE ORDER|ORDER FOR SUPPLIES|PURCHASE ORDER - OPEN MARKET"),
            15,
            b=True,
        )
        meta = [
            (pick(rng, "PO NUMBER|PURCHASE ORDER NO.|ORDER NUMBER"), po),
            ("ORDER DATE", dt.strftime("%m/%d/%Y")),
            ("REQUISITION NO.", req),
            ("CONTRACT NO.", contract if do else "N/A"),
            ("QUOTE NO.", quote),
            ("PAGE", f"1 of {pages}"),
        ]
        gx, gw, gy = x2 - 230, 230, 30
        for k, v in meta:
            d.box(gx, gy, 96, 13, fill=0.88)
            d.box(gx + 96, gy, gw - 96, 13)
            d.t(gx + 3, gy + 9.5, k, 6.8, b=True)
            d.t(gx + 100, gy + 9.5, v, 8.2, b=k == meta[0][0], maxw=gw - 104)
            gy += 13
        y = max(gy, 104) + 10
        bw = w / 3 - 6
        vend = [sup, *sadr, f"UEI: {uei}  CAGE: {cage}", f"TIN: {digits(rng, '##-#######')}"]
        inv = pick(
            rng,
            "Invoice via IPP (www.ipp.gov)|Submit invoices in WAWF|Invoices to the finance "
            "center below",
        ).split("|")
        ys = [
            block(
                d,
                m,
                y,
                pick(rng, "VENDOR|VENDOR NAME AND ADDRESS|CONTRACTOR"),
                vend,
                style="box",
                w=bw,
                size=snug(d, vend, bw - 10, 8),
            ),
            block(
                d, m + bw + 9, y, "SHIP TO", ship, style="box", w=bw, size=snug(d, ship, bw - 10, 8)
            ),
            block(
                d,
                m + 2 * bw + 18,
                y,
                pick(rng, "INVOICE TO|BILL TO"),
                [
                    *inv,
                    pick(rng, "DFAS COLUMBUS CENTER|FINANCIAL SERVICES CENTER"),
                    place_us(rng)[1][1],
                ],
                style="box",
                w=bw,
                size=7.6,
                b_first=False,
            ),
        ]
        y = max(ys) + 6
        d.t(
            m,
            y + 8,
            f"Contracting Officer: {ko}   Tel. {digits(rng, '(###) 555-####')}   COR: "
            f"{pick(rng, FIRST['en'])} {pick(rng, LAST['en'])}",
            7.8,
        )
        y += 18
        spec = [
            ("pos", "LINE", 7, "c"),
            ("desc", "DESCRIPTION", 47, "l"),
            ("qty", "QTY", 8, "r"),
            ("unit", "UNIT", 7, "c"),
            ("price", "UNIT PRICE", 13, "r"),
            ("amount", "EXTENDED PRICE", 16, "r"),
        ]
    bottom = d.h - 60
    rows = goods(rng, "en", nrows(rng, y, bottom, 15, 150, top2=62, p2=0.3, p3=0.12), fm)
    for i, r in enumerate(rows):
        r["pos"] = f"{i + 1:04d}" if form else str(i + 1)
    if rng.random() < 0.3:
        f_ = Decimal(rng.randint(2500, 40000)) / 100
        rows.append(
            {
                "pos": f"{len(rows) + 1:04d}" if form else str(len(rows) + 1),
                "desc": "Freight / shipping",
                "qty": "1",
                "unit": "LO",
                "price": fm(f_),
                "amount": fm(f_),
                "p": f_,
                "amt": f_,
            }
        )

    def foot(p: int) -> None:
        footer(
            d,
            pick(rng, "PREVIOUS EDITION IS OBSOLETE.|AUTHORIZED FOR LOCAL REPRODUCTION")
            if form
            else f"{po} - page {p} of {pages}",
        )

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=cont_head,
        foot=foot,
        size=7.8,
        lead=15,
        shade=0.88,
        grid=True,
    )
    total = None
    y = room(d, y, 110, cont_head, foot)
    if nt:
        y = d.para(
            m, y + 12, NOTE["en"] + " Funds are obligated per line under the contract.", 8.5, w
        )
    else:
        total = net_of(rows)
        if form:
            d.box(x2 - 250, y + 20, 250, 20, lw=1)
            d.t(x2 - 245, y + 33, pick(rng, "GRAND TOTAL|24. GRAND TOTAL|TOTAL AMOUNT"), 8, b=True)
            d.t(x2 - 5, y + 34, ft(total), 10, b=True, al="r")
            y += 46
        else:
            lab = pick(rng, "ORDER TOTAL|TOTAL|TOTAL AMOUNT OF ORDER")
            y = d.summary(x2 - 220, x2 - 4, y + 6, [(lab, ft(total), True)], 10, boxed=True)
    y = room(d, y, 90, cont_head, foot)
    y = d.para(
        m,
        y + 10,
        pick(
            rng,
            "The order number must appear on all invoices, packages and "
            "correspondence. Invoices without the order number will be returned.|"
            "FAR 52.212-4 and 52.212-5 are incorporated by reference. Deliveries "
            "Monday-Friday 0730-1530 only.",
        ),
        7.5,
        w,
    )
    sy = y + 40
    d.t(m, sy - 24, "UNITED STATES OF AMERICA" if form else "AUTHORIZED BY", 8, b=True)
    d.t(m, sy - 6, f"BY: /s/ {ko}", 9)
    d.sign(m, sy, 240, "CONTRACTING/ORDERING OFFICER" if form else "Contracting Officer")
    d.sign(x2 - 200, sy, 200, "DATE SIGNED")
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- es-CL / es-PE


def rut(rng: random.Random, company: bool = True) -> str:
    n = rng.randint(76000000, 77999999) if company else rng.randint(5000000, 25000000)
    return f"{n:,}".replace(",", ".") + "-" + rng.choice("0123456789K")


def red_box(d: Doc, x: float, y: float, w: float, h: float) -> None:
    d.c.setStrokeColorRGB(0.8, 0.1, 0.1)
    d.box(x, y, w, h, lw=1.6)
    d.c.setStrokeColorRGB(0, 0, 0)


@two_pass
def blind4_cl_pe_orden_compra(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Chilean or Peruvian orden de compra (Letter or A4). Chile, company: the buyer's
    letterhead with R.U.T. and Giro, and at the right the red-bordered box the SII made usual -
    R.U.T. of the buyer, ORDEN DE COMPRA, N° - then Señor(es): / R.U.T. / Giro / Dirección /
    Comuna / Contacto / Fono label lines for the supplier beside Fecha Emisión, Condición de
    Pago, N° Cotización, Centro de Costo and Solicitante; pesos without decimals ($ 1.234.567);
    Neto, Descuento, IVA 19 %, Total. Chile, public (Mercado Público): ORDEN DE COMPRA N°:
    1234-567-SE25 with the ID de Licitación, the Demandante (a municipality or company) and
    Unidad de Compra, the Proveedor with Razón Social / RUT / Dirección, Neto, Dcto., Cargos,
    19 % IVA, Total. Peru: ORDEN DE COMPRA N° 0001-000123 or OC-2025-00123, the buyer's RUC,
    Proveedor with Razón Social and RUC, Moneda: SOLES or DÓLARES, Valor de Venta / Sub Total,
    IGV 18 %, Importe Total in S/ 1,234.56 (or US$), and 'SON: … CON 56/100 SOLES'. Código /
    Descripción / Cantidad / Unidad / Precio Unit. / % Dcto. / Total lines, over pages at times
    with Transporte / Viene."""
    pe = rng.random() < 0.4
    reg = "pe" if pe else "cl"
    mp = not pe and rng.random() < 0.35
    d, m, x2, w, nt, dt = frame(
        rng, rng.choice([letter, A4]), "helv|helv|times|dejavu|libsans", 30, 44
    )
    pages = of(npages)
    usd = pe and rng.random() < 0.25
    if pe:
        fm = figures(",", ".")
        ft = figures(",", ".", sym="US$" if usd else "S/")
    else:
        fm = figures(".", ",", places=0)
        ft = figures(".", ",", places=0, sym="$")
    sup, sadr, buyer, badr = pair4(rng, reg)
    if pe:
        po = rng.choice(
            [
                f"{rng.randint(1, 9):04d}-{rng.randint(1, 99999):06d}",
                f"OC-{dt.year}-{rng.randint(1, 99999):05d}",
                digits(rng, "45########"),
            ]
        )
        tid_b, tid_s = digits(rng, "20#########"), digits(rng, "20#########")
        idl = "RUC"
    elif mp:
        kind = pick(rng, "SE|CM|AG|SE")
        po = f"{rng.randint(1000, 5999)}-{rng.randint(1, 999)}-{kind}{dt.year % 100}"
        tid_b, tid_s, idl = rut(rng), rut(rng), "RUT"
    else:
        po = rng.choice(
            [
                str(rng.randint(1000, 99999)),
                f"OC-{rng.randint(1, 99999):06d}",
                digits(rng, "45########"),
            ]
        )
        tid_b, tid_s, idl = rut(rng), rut(rng), "R.U.T."
    fecha = dt.strftime(pick(rng, "%d/%m/%Y|%d-%m-%Y"))
    quote = digits(rng, pick(rng, "COT-####|####|PPTO-###"))
    contact = who4(rng, reg)
    if mp:
        d.t(m, 40, "ORDEN DE COMPRA", 15, b=True)
        d.t(x2, 40, f"ORDEN DE COMPRA N°: {po}", 11, b=True, al="r")
        d.t(x2, 54, f"Fecha de envío: {fecha}   Estado: Aceptada", 8, al="r")
        d.t(
            m,
            56,
            "Nombre orden de compra: "
            + pick(
                rng,
                "Adquisición de insumos de ferretería|Compra de artículos de oficina|"
                "Suministro de materiales eléctricos",
            ),
            8.5,
        )
        d.t(
            m,
            68,
            f"ID de Licitación: {rng.randint(1000, 5999)}-{rng.randint(1, 99)}-"
            f"{pick(rng, 'LE|LP|L1')}{dt.year % 100}",
            8,
        )
        y = bar(d, m, 80, w, "DEMANDANTE")
        y = (
            d.kv(
                m,
                y,
                [
                    ("Razón Social:", buyer),
                    (
                        "Unidad de Compra:",
                        pick(rng, "Departamento de Adquisiciones|Abastecimiento|Compras"),
                    ),
                    ("RUT:", tid_b),
                    ("Dirección:", ", ".join(badr)),
                    ("Contacto:", who4(rng, reg)),
                ],
                90,
                8.2,
            )
            + 6
        )
        y = bar(d, m, y, w, "PROVEEDOR")
        y = (
            d.kv(
                m,
                y,
                [
                    ("Razón Social:", sup),
                    ("RUT:", tid_s),
                    ("Dirección:", ", ".join(sadr)),
                    ("Contacto:", contact),
                    ("Teléfono:", tel4(rng, reg)),
                ],
                90,
                snug(d, [sup], w - 100, 8.2),
            )
            + 8
        )
    else:
        lx = logo(d, m, 26, buyer, 36, 0.3) if rng.random() < 0.5 else m
        d.t(lx, 38, buyer, snug(d, [buyer], w * 0.52 - (lx - m), 12), b=True)
        giro = "Giro: " + pick(
            rng,
            "Extracción de minerales|Actividades agrícolas|Construcción|Elaboración de vinos|"
            "Acuicultura|Administración pública",
        )
        d.lines(
            lx,
            43,
            [f"{idl} {tid_b}", *([giro] if not pe else []), *badr, f"Tel. {tel4(rng, reg)}"],
            7.6,
        )
        bw_, bx = 170, x2 - 170
        if rng.random() < 0.7:
            red_box(d, bx, 26, bw_, 62)
            d.t(
                bx + bw_ / 2,
                44,
                f"{idl}: {tid_b}" if not pe else f"R.U.C. {tid_b}",
                9.5,
                b=True,
                al="c",
            )
            d.t(bx + bw_ / 2, 61, "ORDEN DE COMPRA", 11.5, b=True, al="c")
            d.t(bx + bw_ / 2, 79, f"N° {po}", 11.5, b=True, al="c")
        else:
            d.t(x2, 44, "ORDEN DE COMPRA", 15, b=True, al="r")
            d.t(x2, 62, f"{pick(rng, 'N°|Nro.|Número')} {po}", 12, b=True, al="r")
        y = 108
        hw = w * 0.56
        pairs = [("Señor(es):" if not pe else "Proveedor:", sup), (f"{idl}:", tid_s)]
        if not pe:
            pairs.append(
                (
                    "Giro:",
                    pick(
                        rng,
                        "Venta al por mayor de artículos de ferretería|"
                        "Comercialización de insumos|Servicios",
                    ),
                )
            )
        pairs += [
            ("Dirección:", sadr[0]),
            ("Comuna:" if not pe else "Ciudad:", sadr[1]),
            ("Contacto:", contact),
            ("Fono:" if not pe else "Teléfono:", tel4(rng, reg)),
        ]
        d.box(m, y - 4, hw, len(pairs) * 8.2 * 1.4 + 8)
        d.kv(m + 4, y, pairs, 58, snug(d, [sup], hw - 66, 8.2))
        right = [
            ("Fecha Emisión:", fecha),
            (
                "Condición de Pago:",
                pick(rng, "30 días|Crédito 45 días|Contado|60 días fecha factura"),
            ),
            ("N° Cotización:", quote),
            ("Centro de Costo:", digits(rng, "CC-####")),
            ("Solicitante:", who4(rng, reg)),
        ]
        if pe:
            right.insert(2, ("Moneda:", "DÓLARES" if usd else "SOLES"))
        kv_right(d, x2 - 82, x2 - 76, y, right, 8)
        y += len(pairs) * 8.2 * 1.4 + 14
        where = pick(rng, "Lugar de entrega|Despachar a|Entregar en")
        site = f"{where}: {buyer}, {', '.join(firm4(rng, reg, 'buy')[1])}"
        y = d.para(m, y, site, 8, w) + 4
    spec = [
        ("code", "Código", 11, "l"),
        ("desc", "Descripción", 40, "l"),
        ("qty", "Cantidad", 9, "r"),
        ("unit", "Unidad", 7, "c"),
        ("price", "Precio Unit.", 12, "r"),
        ("disc", "% Dcto.", 7, "c"),
        ("amount", "Total" if not pe else "Valor Venta", 14, "r"),
    ]
    bottom = d.h - 56
    rows = goods(
        rng, "es", nrows(rng, y, bottom, 14, 190, top2=60), fm, *((1, 0) if pe else (950, 10))
    )
    disc_rows(rng, rows, fm, "{p}%", 0.15)
    if not pe:
        for r in rows:
            r["amt"] = whole(r["amt"])
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 36, buyer, 9, b=True)
        d.t(x2, 36, f"Orden de Compra N° {po} - Página {p} de {pages}", 8.5, al="r")
        d.line(m, 42, x2, 42, 0.5)
        return 56

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        carry=None
        if nt
        else (pick(rng, "Transporte:|Suma y sigue:"), pick(rng, "Viene:|Transporte:")),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.87,
        grid=rng.random() < 0.5,
    )
    total = None
    y = room(d, y, 130, head)
    if nt:
        y = d.para(m, y + 12, NOTE["es"], 8.5, w)
    else:
        net = net_of(rows)
        rate = Decimal(18 if pe else 19)
        vat = tax(net, rate) if pe else whole(net * rate / 100)
        total = net + vat
        if pe:
            out = [
                (pick(rng, "Valor de Venta|Sub Total|Op. Gravadas"), fm(net), False),
                ("IGV 18%", fm(vat), False),
                (pick(rng, "Importe Total|TOTAL|Total a Pagar"), ft(total), True),
            ]
        elif mp:
            out = [
                ("Neto", ft(net), False),
                ("Dcto.", ft(Decimal(0)), False),
                ("Cargos", ft(Decimal(0)), False),
                ("19% IVA", ft(vat), False),
                ("Impuesto Específico", ft(Decimal(0)), False),
                ("Total", ft(total), True),
            ]
        else:
            out = [
                ("Neto", fm(net), False),
                ("IVA 19%", fm(vat), False),
                (pick(rng, "Total|TOTAL $|Monto Total"), ft(total), True),
            ]
        y = d.summary(
            x2 - 200,
            x2 - 4,
            y + 6,
            out,
            9,
            box_last=True,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        if pe and rng.random() < 0.8:
            c = int((total - int(total)) * 100)
            y = d.para(
                m,
                y + 6,
                f"SON: {es_words(int(total))} CON {c:02d}/100 "
                f"{'DÓLARES AMERICANOS' if usd else 'SOLES'}",
                8,
                w,
            )
        elif not pe and rng.random() < 0.4:
            y = d.para(m, y + 6, f"Son: {es_words(int(total))} PESOS", 8, w)
    y = room(d, y, 90, head)
    y = d.para(
        m,
        y + 10,
        pick(
            rng,
            "La factura electrónica debe hacer referencia a esta orden de compra (referencia 801). "
            "No se recibirán despachos sin guía de despacho.|Indicar el número de esta orden en su "
            "factura y guía de remisión. Horario de recepción: lunes a viernes de 8:00 a 16:00.",
        ),
        7.6,
        w,
    )
    signs(
        d,
        m,
        w,
        max(y + 44, d.h - 84),
        ["Solicitado por", "Jefe de Abastecimiento", "V°B° Gerencia"],
        [who4(rng, reg), "", ""],
    )
    return result(d, "es", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en-AE / en-SA


@two_pass
def blind4_gulf_lpo(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A UAE contractor's LOCAL PURCHASE ORDER or a Saudi company's PURCHASE ORDER (A4): the
    buyer's letterhead (centred or at the left) with P.O. Box, TRN or VAT No. and CR No.; LPO
    No. / PO No. with Date, Project (name and code), Quotation Ref., MR No., Payment Terms (PDC
    90 days …) and Delivery as label lines at the right or a boxed grid; the supplier after 'To:
    M/s.' or in a SUPPLIER box with its own TRN / VAT No., P.O. Box, phone and 'Attn:'; Deliver
    To a project site; S.No / Item Code / Description / Unit / Qty / Unit Price (AED) / Amount
    (AED); Sub Total, Less: Discount, Net Amount, VAT @ 5 % (15 % in Saudi Arabia), Grand Total
    (AED) / Total Amount Incl. VAT (SAR); the amount in words 'UAE Dirhams … and Fils … Only';
    terms and Prepared By / Procurement Manager / Approved By / Supplier's Acceptance."""
    sa = rng.random() < 0.35
    reg, cur, rate = ("sa", "SAR", Decimal(15)) if sa else ("ae", "AED", Decimal(5))
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|libsans|dejavu", 30, 44)
    pages = of(npages)
    fm = figures(",", ".")
    ft = rng.choice([figures(",", ".", sym=cur), figures(",", ".", sym=cur, pre=False), fm])
    sup, sadr, buyer, badr = pair4(rng, reg)
    taxid = (
        (lambda: digits(rng, "3#############3"))
        if sa
        else (lambda: digits(rng, "100#########0003"))
    )  # noqa: E731
    tlab = "VAT No." if sa else "TRN"
    po = rng.choice(
        [
            f"LPO/{dt.year}/{rng.randint(1, 9999):04d}",
            f"{initials_of(buyer)}-LPO-{rng.randint(100, 99999)}",
            f"PO-{dt:%y%m}-{rng.randint(1, 999):03d}",
            digits(rng, "45########"),
            f"{initials_of(buyer)}/PUR/{rng.randint(1, 9999)}/{dt:%y}",
        ]
    )
    if sa:
        po = po.replace("LPO", "PO")
    no_lab = (
        pick(rng, "PO No.|Purchase Order No.|P.O. Number")
        if sa
        else pick(rng, "LPO No.|LPO No|L.P.O. Number|LPO Ref.")
    )
    title = (
        "PURCHASE ORDER"
        if sa
        else pick(rng, "LOCAL PURCHASE ORDER|LOCAL PURCHASE ORDER (LPO)|PURCHASE ORDER")
    )
    head_lines = [*badr, f"Tel: {tel4(rng, reg)}   {tlab}: {taxid()}"]
    if sa:
        head_lines.append(f"C.R. No. {digits(rng, '10########')}")
    if rng.random() < 0.5:
        d.t(d.w / 2, 38, buyer, snug(d, [buyer], w * 0.8, 15), b=True, al="c")
        for i, ln in enumerate(head_lines):
            d.t(d.w / 2, 52 + i * 10, ln, 7.8, al="c")
        y = 52 + len(head_lines) * 10 + 4
        d.line(m, y, x2, y, 1.2)
        d.t(d.w / 2, y + 20, title, 14, b=True, al="c")
        y += 32
    else:
        lx = logo(d, m, 26, buyer, 40, 0.25) if rng.random() < 0.6 else m
        d.t(lx, 38, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 12), b=True)
        d.lines(lx, 43, head_lines, 7.6)
        d.t(x2, 40, title, snug(d, [title], w * 0.4, 14), b=True, al="r")
        y = 100
    proj = pick(
        rng,
        "Villa Complex|Warehouse Extension|Hospital Fit-out|Labour Camp|Tower B MEP|"
        "School Refurbishment",
    )
    meta = [
        (no_lab, po),
        ("Date", dt.strftime(pick(rng, "%d/%m/%Y|%d-%b-%Y|%d.%m.%Y"))),
        ("Project", f"{proj} ({digits(rng, 'P-####')})"),
        ("Quotation Ref.", digits(rng, pick(rng, "QTN-#####|Q/##/####"))),
        ("MR No.", digits(rng, "MR-#####")),
        (
            "Payment Terms",
            pick(
                rng,
                "90 days PDC|60 days from invoice|30 days credit|Advance 30%, balance on delivery",
            ),
        ),
        ("Delivery", pick(rng, "Delivered to site|Ex-works|Within 7 days")),
    ]
    bw = w * 0.52
    vend = [sup, *sadr, f"{tlab}: {taxid()}", f"Tel: {tel4(rng, reg)}", f"Attn: {who4(rng, reg)}"]
    if rng.random() < 0.55:
        d.t(m, y + 9, "To:", 9, b=True)
        d.t(m + 22, y + 9, "M/s.", 9)
        d.t(m + 46, y + 9, sup, snug(d, [sup], bw - 50, 9.5), b=True)
        y1 = d.lines(m + 22, y + 12, vend[1:], 8.2)
    else:
        y1 = block(
            d,
            m,
            y,
            pick(rng, "SUPPLIER|Supplier Details|VENDOR"),
            vend,
            style="box",
            w=bw,
            size=snug(d, vend, bw - 10, 8.3),
        )
    y2 = kv_right(d, x2 - 96, x2 - 90, y, [(k + ":", v) for k, v in meta], 8)
    y = max(y1, y2) + 8
    site_adr = firm4(rng, reg, "buy")[1]
    site = f"Deliver To: {buyer} - {proj}, {site_adr[0]}, {site_adr[1]}"
    y = d.para(m, y, site + f"  (Site contact: {who4(rng, reg)}, {tel4(rng, reg)})", 8, w) + 6
    spec = [
        ("pos", "S.No", 5, "c"),
        ("code", "Item Code", 11, "l"),
        ("desc", "Description", 40, "l"),
        ("unit", "Unit", 6, "c"),
        ("qty", "Qty", 7, "r"),
        ("price", f"Unit Price ({cur})", 14, "r"),
        ("amount", f"Amount ({cur})", 15, "r"),
    ]
    bottom = d.h - 56
    rows = goods(rng, "en", nrows(rng, y, bottom, 14, 230, top2=60), fm)
    for r in rows:
        r["p"] = cents(r["p"] * Decimal("3.67"))
        r["amt"] = r["p"] * int(r["qty"])
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 36, buyer, 9, b=True)
        d.t(x2, 36, f"{no_lab} {po}   Page {p} of {pages}", 8.5, al="r")
        d.line(m, 42, x2, 42, 0.5)
        return 56

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        carry=None if nt else ("Carried forward:", "Brought forward:"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.6,
    )
    total = None
    y = room(d, y, 150, head)
    if nt:
        y = d.para(m, y + 12, NOTE["en"], 8.5, w)
    else:
        sub = net_of(rows)
        disc = cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.3 else Decimal(0)
        net = sub - disc
        vat = tax(net, rate)
        total = net + vat
        out = [("Sub Total", fm(sub), False)]
        if disc:
            out += [("Less: Discount", "-" + fm(disc), False), ("Net Amount", fm(net), False)]
        out.append((f"VAT @ {rate}%" if rng.random() < 0.5 else f"VAT {rate}%", fm(vat), False))
        lab = pick(
            rng, f"Grand Total ({cur})|Total Amount Incl. VAT|GRAND TOTAL|Total ({cur}) incl. VAT"
        )
        y = d.summary(
            x2 - 210,
            x2 - 4,
            y + 6,
            [*out, (lab, ft(total), True)],
            9,
            box_last=True,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        words = en_amount(
            total, "Saudi Riyals" if sa else "UAE Dirhams", "Halalas" if sa else "Fils"
        )
        y = d.para(m, y + 6, f"Amount in words: {words}", 8, w)
    y = room(d, y, 110, head)
    terms = [
        "1. LPO number must be quoted on all delivery notes and invoices.",
        "2. Tax invoice must show our TRN and yours; VAT is payable only against a valid "
        "tax invoice."
        if not sa
        else "2. A ZATCA-compliant e-invoice (QR code) is required for payment.",
        "3. Material is subject to inspection and approval by the site engineer.",
    ]
    d.t(m, y + 16, "Terms & Conditions:", 8, b=True)
    y = d.lines(m, y + 20, terms[: rng.randint(2, 3)], 7.4)
    signs(
        d,
        m,
        w,
        max(y + 44, d.h - 80),
        [
            "Prepared By",
            "Procurement Manager",
            "Approved By",
            "Supplier's Acceptance (Sign & Stamp)",
        ],
        [who4(rng, reg), "", "", ""],
        7,
    )
    return result(d, "en", "purchase_order", po, sup, total)


def initials_of(name: str) -> str:
    return (
        "".join(w[0] for w in name.split() if w[0].isalpha() and w[0].isupper() and w != "Al")[:3]
        or "PO"
    )


# --------------------------------------------------------------------------- vi


@two_pass
def blind4_vi_don_dat_hang(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Vietnamese company's đơn đặt hàng (A4). Letter: the buyer's name, address and MST at
    the top left with Số: 0125/2025/ĐĐH-XX under it, the national motto (CỘNG HÒA XÃ HỘI CHỦ
    NGHĨA VIỆT NAM / Độc lập - Tự do - Hạnh phúc) at the right at times, the place and date
    'TP. Hồ Chí Minh, ngày 12 tháng 03 năm 2025', ĐƠN ĐẶT HÀNG / ĐƠN MUA HÀNG / PHIẾU ĐẶT HÀNG
    centred, 'Kính gửi:' the supplier with its address, Mã số thuế and contact, a sentence
    asking for the goods. Two parties: ĐƠN ĐẶT HÀNG / PURCHASE ORDER with Số / No. and Ngày /
    Date at the right, BÊN MUA (Bên A) and BÊN BÁN (Bên B) blocks with Tên công ty, Địa chỉ,
    MST, Điện thoại, Đại diện and Chức vụ. STT / Mã hàng / Tên hàng hóa, quy cách / ĐVT / Số
    lượng / Đơn giá / Thành tiền lines in dong (12.345.000), Cộng tiền hàng, Chiết khấu, Thuế
    GTGT 10 % (or 8 %), Tổng cộng tiền thanh toán, 'Số tiền viết bằng chữ: … đồng'; delivery
    time and place, payment by transfer; ĐẠI DIỆN BÊN BÁN / ĐẠI DIỆN BÊN MUA or Người lập
    phiếu / Kế toán trưởng / Giám đốc signatures."""
    d, m, x2, w, nt, dt = frame(rng, A4, VIET, 32, 46)
    pages = of(npages)
    fm = figures(".", ",", places=0)
    ft = rng.choice(
        [
            fm,
            figures(".", ",", places=0, sym="đ", pre=False, gap=""),
            figures(".", ",", places=0, sym="VNĐ", pre=False),
        ]
    )
    sup, sadr, buyer, badr = pair4(rng, "vi")
    short = "".join(w_[0] for w_ in buyer.split()[-2:]).upper()
    po = rng.choice(
        [
            f"{rng.randint(1, 999):04d}/{dt.year}/ĐĐH-{short}",
            f"PO{dt:%y%m}{rng.randint(1, 999):03d}",
            f"{rng.randint(1, 999)}/ĐMH-{short}",
            digits(rng, "DH-######"),
        ]
    )
    mst = lambda: digits(rng, pick(rng, "03########|01########|23########|0#########-001"))  # noqa: E731
    city = pick(rng, "TP. Hồ Chí Minh|Hà Nội|Bình Dương|Bắc Ninh|Đà Nẵng|Hải Phòng")
    letter_ = rng.random() < 0.55
    title = pick(rng, "ĐƠN ĐẶT HÀNG|ĐƠN MUA HÀNG|PHIẾU ĐẶT HÀNG|ĐƠN ĐẶT HÀNG / PURCHASE ORDER")
    contact = who4(rng, "vi")
    if letter_:
        bw = w * 0.5
        d.t(m, 38, buyer.upper(), snug(d, [buyer.upper()], bw, 10), b=True)
        y = d.lines(m, 42, [", ".join(badr), f"MST: {mst()}", f"ĐT: {tel4(rng, 'vi')}"], 7.6)
        d.t(m, y + 12, f"Số: {po}", 9.5, b=rng.random() < 0.5)
        if rng.random() < 0.7:
            d.t(x2 - w * 0.22, 38, "CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM", 8.6, b=True, al="c")
            d.t(x2 - w * 0.22, 50, "Độc lập - Tự do - Hạnh phúc", 8.8, b=True, al="c")
            d.line(x2 - w * 0.22 - 55, 54, x2 - w * 0.22 + 55, 54, 0.6)
        d.t(
            x2, y + 12, f"{city}, ngày {dt.day:02d} tháng {dt.month:02d} năm {dt.year}", 8.5, al="r"
        )
        d.t(d.w / 2, y + 44, title, 15, b=True, al="c")
        y += 66
        d.t(m + 30, y, "Kính gửi:", 10, b=False)
        d.t(m + 80, y, sup, snug(d, [sup], w - 90, 10.5), b=True)
        y = d.lines(
            m + 80,
            y + 4,
            [
                f"Địa chỉ: {', '.join(sadr)}",
                f"Mã số thuế: {mst()}",
                f"Người liên hệ: {contact} - ĐT: {tel4(rng, 'vi')}",
            ],
            8.4,
        )
        y = (
            d.para(
                m,
                y + 6,
                f"{buyer} có nhu cầu đặt mua các mặt hàng dưới đây, đề nghị Quý công ty "
                "cung cấp theo đúng số lượng, quy cách và thời gian như sau:",
                8.6,
                w,
            )
            + 4
        )
    else:
        d.t(m, 44, title, snug(d, [title], w * 0.6, 15), b=True)
        kv_right(
            d,
            x2 - 70,
            x2 - 64,
            30,
            [
                ("Số / No.:", po),
                ("Ngày / Date:", dt.strftime("%d/%m/%Y")),
                ("Trang / Page:", f"1/{pages}"),
            ],
            8.5,
        )
        y = 80
        parties = [("BÊN MUA (Bên A)", buyer, badr), ("BÊN BÁN (Bên B)", sup, sadr)]
        if rng.random() < 0.3:
            parties.reverse()
        for lab, name, adr in parties:
            y = bar(d, m, y, w, lab)
            pairs = [
                ("Tên công ty:", name),
                ("Địa chỉ:", ", ".join(adr)),
                ("Mã số thuế:", mst()),
                ("Điện thoại:", tel4(rng, "vi")),
                (
                    "Đại diện:",
                    f"Ông/Bà {who4(rng, 'vi')}  -  Chức vụ: "
                    f"{pick(rng, 'Giám đốc|Trưởng phòng Mua hàng|Phó Giám đốc')}",
                ),
            ]
            y = d.kv(m + 4, y, pairs, 78, snug(d, [name], w - 90, 8.4)) + 4
        y += 4
    spec = [
        ("pos", "STT", 5, "c"),
        ("code", "Mã hàng", 11, "l"),
        ("desc", "Tên hàng hóa, quy cách", 35, "l"),
        ("unit", "ĐVT", 7, "c"),
        ("qty", "Số lượng", 11, "r"),
        ("price", "Đơn giá", 13, "r"),
        ("amount", "Thành tiền", 16, "r"),
    ]
    bottom = d.h - 54
    rows = goods(rng, "vi", nrows(rng, y, bottom, 14, 240, top2=60), fm, 25000, 100)

    def head(p: int) -> float:
        d.t(m, 36, f"{title} số {po}", 9, b=True)
        d.t(x2, 36, f"Trang {p}/{pages}", 8.5, al="r")
        d.line(m, 42, x2, 42, 0.5)
        return 56

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        carry=None if nt else ("Cộng chuyển trang:", "Trang trước chuyển sang:"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.87,
        grid=rng.random() < 0.7,
    )
    total = None
    y = room(d, y, 140, head)
    if nt:
        y = d.para(m, y + 12, NOTE4["vi"], 8.5, w)
    else:
        sub = net_of(rows)
        disc = whole(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.25 else Decimal(0)
        rate = Decimal(pick(rng, "10|10|8"))
        vat = whole((sub - disc) * rate / 100)
        total = sub - disc + vat
        out = [("Cộng tiền hàng:", fm(sub), False)]
        if disc:
            out.append(("Chiết khấu:", "-" + fm(disc), False))
        out.append(
            (
                f"Thuế GTGT ({rate}%):" if rng.random() < 0.5 else f"Tiền thuế GTGT {rate}%:",
                fm(vat),
                False,
            )
        )
        lab = pick(rng, "Tổng cộng tiền thanh toán:|Tổng giá trị đơn hàng:|TỔNG CỘNG:")
        y = d.summary(
            x2 - 240, x2 - 4, y + 6, [*out, (lab, ft(total), True)], 9, box_last=rng.random() < 0.5
        )
        y = d.para(
            m,
            y + 6,
            f"Số tiền viết bằng chữ: {vi_words(int(total))} đồng{pick(rng, '.| chẵn.|./.')}",
            8.6,
            w,
        )
    y = room(d, y, 110, head)
    conds = [
        f"- Thời gian giao hàng: trước ngày {(dt + timedelta(days=rng.randint(5, 30))):%d/%m/%Y}.",
        f"- Địa điểm giao hàng: {', '.join(firm4(rng, 'vi', 'buy')[1])}.",
        "- Hình thức thanh toán: "
        + pick(
            rng,
            "Chuyển khoản trong vòng 30 ngày kể từ ngày nhận hóa đơn GTGT|"
            "Chuyển khoản 100% sau khi giao hàng|"
            "Tạm ứng 30%, thanh toán phần còn lại khi giao hàng",
        )
        + ".",
        "- Hóa đơn GTGT ghi rõ số đơn đặt hàng này.",
    ]
    y = d.lines(m, y + 8, conds[: rng.randint(2, 4)], 8)
    if letter_ and rng.random() < 0.5:
        labs, names = (
            ["Người lập phiếu", "Kế toán trưởng", "Giám đốc"],
            [who4(rng, "vi"), "", who4(rng, "vi")],
        )
    else:
        labs, names = ["ĐẠI DIỆN BÊN BÁN", "ĐẠI DIỆN BÊN MUA"], ["", who4(rng, "vi")]
    yy = max(y + 30, d.h - 120)
    n = len(labs)
    for k, lab in enumerate(labs):
        cx = m + w * (k + 0.5) / n
        d.t(cx, yy, lab, 8.8, b=True, al="c")
        d.t(
            cx,
            yy + 11,
            "(Ký, ghi rõ họ tên"
            + (", đóng dấu)" if "ĐẠI DIỆN" in lab or lab == "Giám đốc" else ")"),
            7.2,
            al="c",
        )
        if names[k]:
            d.t(cx, yy + 62, names[k], 8.8, b=True, al="c")
    return result(d, "vi", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- id

ROMAN = "I II III IV V VI VII VIII IX X XI XII".split()


@two_pass
def blind4_id_purchase_order(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An Indonesian company's PURCHASE ORDER / PESANAN PEMBELIAN / SURAT PESANAN (A4): the
    buyer's letterhead with NPWP (an initials logo at times); No. PO of the
    0123/PO/SJA/III/2025 shape with its Roman month, Tanggal, No. PR, Ref. Penawaran, Termin
    and Mata Uang as label lines at the right or a row of cells; 'Kepada Yth.' the supplier (PT,
    CV, UD or Toko) with its address, NPWP and 'Up.' a contact, or a Vendor / Pemasok box;
    Alamat Pengiriman; No / Kode Barang / Nama Barang / Qty / Satuan / Harga Satuan / Disc /
    Jumlah lines in rupiah (Rp 12.345.000 or 12.345.000,00); Sub Total, Diskon, Biaya Kirim,
    DPP and PPN 11 % - or, from 2025, DPP Nilai Lain (11/12) and PPN 12 % -, Grand Total /
    Total; 'Terbilang: … rupiah'; Dibuat oleh / Diperiksa oleh / Disetujui oleh / Supplier."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|libsans|dejavu", 30, 44)
    pages = of(npages)
    dec = rng.random() < 0.35
    fm = figures(".", ",", places=2 if dec else 0)
    ft = figures(".", ",", places=2 if dec else 0, sym="Rp", gap=pick(rng, " |"))
    sup, sadr, buyer, badr = pair4(rng, "id")
    short = "".join(w_[0] for w_ in buyer.replace("PT ", "").split()[:3]).upper()
    po = rng.choice(
        [
            f"{rng.randint(1, 999):04d}/PO/{short}/{ROMAN[dt.month - 1]}/{dt.year}",
            f"PO-{dt:%y%m}-{rng.randint(1, 9999):04d}",
            f"PO/{short}/{dt.year}/{rng.randint(1, 9999):05d}",
            digits(rng, "45########"),
        ]
    )
    npwp = lambda: digits(rng, pick(rng, "##.###.###.#-###.###|0###############"))  # noqa: E731
    title = pick(rng, "PURCHASE ORDER|PESANAN PEMBELIAN|SURAT PESANAN|PURCHASE ORDER (PO)")
    lx = (
        logo(d, m, 26, buyer.replace("PT ", ""), 38, rng.choice([0.2, 0.4]))
        if rng.random() < 0.5
        else m
    )
    d.t(lx, 38, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 12), b=True)
    d.lines(lx, 43, [*badr, f"NPWP: {npwp()}", f"Telp. {tel4(rng, 'id')}"], 7.6)
    no_lab = pick(rng, "No. PO|Nomor PO|PO No.|No. Pesanan")
    meta = [
        (no_lab, po),
        ("Tanggal", dt.strftime(pick(rng, "%d/%m/%Y|%d-%m-%Y|%d %b %Y"))),
        ("No. PR", digits(rng, "PR-#####")),
        ("Ref. Penawaran", digits(rng, pick(rng, "SQ-####|Q/##/###|###/PNW/##"))),
        ("Termin", pick(rng, "30 hari|45 hari setelah invoice|COD|14 hari")),
        ("Mata Uang", "IDR"),
    ]
    if rng.random() < 0.55:
        d.t(x2, 40, title, snug(d, [title], w * 0.4, 14), b=True, al="r")
        y = max(kv_right(d, x2 - 84, x2 - 78, 52, [(k, f": {v}") for k, v in meta], 8.3) + 12, 112)
    else:
        d.t(d.w / 2, 112, title, 14, b=True, al="c")
        ws = [w * f for f in (0.25, 0.14, 0.14, 0.18, 0.17, 0.12)]
        y = d.grid(m, 122, ws, [k for k, _ in meta], [v for _, v in meta], 8.2) + 12
    bw = w / 2 - 8
    contact = f"{pick(rng, 'Bapak|Ibu')} {who4(rng, 'id').split()[0]}"
    vend = [sup, *sadr, f"NPWP: {npwp()}", f"Telp. {tel4(rng, 'id')}", f"Up. {contact}"]
    if rng.random() < 0.5:
        d.t(m, y + 9, "Kepada Yth.", 8.8)
        y1 = d.lines(m, y + 13, vend, snug(d, vend, bw, 8.8), b_first=True)
    else:
        y1 = block(
            d,
            m,
            y,
            pick(rng, "Vendor|Pemasok|Supplier / Pemasok"),
            vend,
            style=pick(rng, "box|bar"),
            w=bw,
            size=snug(d, vend, bw - 10, 8.6),
        )
    ship = [
        buyer,
        pick(rng, "Gudang Utama|Plant 2|Gudang Bahan Baku|Kantor Pusat"),
        *firm4(rng, "id", "buy")[1],
        f"PIC: {who4(rng, 'id')}",
    ]
    y2 = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "Alamat Pengiriman|Dikirim ke|Ship To"),
        ship,
        style="box",
        w=bw,
        size=snug(d, ship, bw - 10, 8.2),
    )
    y = max(y1, y2) + 10
    spec = [
        ("pos", "No", 5, "c"),
        ("code", "Kode Barang", 12, "l"),
        ("desc", "Nama Barang", 36, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "Satuan", 7, "c"),
        ("price", "Harga Satuan", 13, "r"),
        ("disc", "Disc", 6, "c"),
        ("amount", "Jumlah", 15, "r"),
    ]
    bottom = d.h - 54
    rows = goods(rng, "id", nrows(rng, y, bottom, 14, 240, top2=60), fm, 16000, 100)
    disc_rows(rng, rows, fm, "{p}%", 0.2)
    for r in rows:
        r["amt"] = whole(r["amt"])
        r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 36, buyer, 9, b=True)
        d.t(x2, 36, f"{title} {po} - Hal. {p}/{pages}", 8.5, al="r")
        d.line(m, 42, x2, 42, 0.5)
        return 56

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        carry=None if nt else ("Jumlah dipindahkan:", "Jumlah pindahan:"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.6,
    )
    total = None
    y = room(d, y, 160, head)
    if nt:
        y = d.para(m, y + 12, NOTE4["id"], 8.5, w)
    else:
        sub = net_of(rows)
        disc = whole(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.25 else Decimal(0)
        ship_ = Decimal(rng.randint(15, 250) * 10000) if rng.random() < 0.25 else Decimal(0)
        dpp = sub - disc + ship_
        out = [("Sub Total", fm(sub), False)]
        if disc:
            out.append(("Diskon", "-" + fm(disc), False))
        if ship_:
            out.append(("Biaya Kirim", fm(ship_), False))
        out.append(("DPP", fm(dpp), False))
        if rng.random() < 0.55:
            nl = whole(dpp * 11 / 12)
            ppn = whole(nl * Decimal("0.12"))
            out += [("DPP Nilai Lain (11/12)", fm(nl), False), ("PPN 12%", fm(ppn), False)]
        else:
            ppn = whole(dpp * Decimal("0.11"))
            out.append(("PPN 11%", fm(ppn), False))
        total = dpp + ppn
        lab = pick(rng, "Grand Total|GRAND TOTAL|Total|Total Pembayaran")
        y = d.summary(
            x2 - 220,
            x2 - 4,
            y + 6,
            [*out, (lab, ft(total), True)],
            8.8,
            box_last=True,
            shade=0.9 if rng.random() < 0.5 else None,
        )
        if rng.random() < 0.8:
            y = d.para(m, y + 6, f"Terbilang: {id_words(int(total))} rupiah", 8.4, w)
    y = room(d, y, 110, head)
    notes = [
        "1. Nomor PO wajib dicantumkan pada surat jalan dan faktur/invoice.",
        "2. Faktur Pajak (e-Faktur) dikirim bersama invoice asli.",
        "3. Barang yang tidak sesuai spesifikasi akan dikembalikan.",
    ]
    d.t(m, y + 16, "Catatan:", 8, b=True)
    y = d.lines(m, y + 20, notes[: rng.randint(1, 3)], 7.6)
    signs(
        d,
        m,
        w,
        max(y + 46, d.h - 84),
        ["Dibuat oleh", "Diperiksa oleh", "Disetujui oleh", "Supplier"],
        [who4(rng, "id"), "", "", ""],
    )
    return result(d, "id", "purchase_order", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind4_ko_baljuseo,
        blind4_tr_satinalma,
        blind4_ru_zakaz,
        blind4_el_paraggelia,
        blind4_hu_megrendeles,
        blind4_us_federal_order,
        blind4_cl_pe_orden_compra,
        blind4_gulf_lpo,
        blind4_vi_don_dat_hang,
        blind4_id_purchase_order,
    )
}
