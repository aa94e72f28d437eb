"""Ten purchase-paperwork families for the blind split written after blind14 (`blind15_*`).

Eight are orders issued by the buyer to the vendor they are addressed to; two are sellers'
papers quoting the buyer's order (a Czech advance invoice and a Korean transaction
statement). Languages: pt (Brazil), pl, cs, tr, ko, vi, en (US), zh-Hans, ja and zh-Hant/en
(Hong Kong).

- blind15_pt_br_autorizacao_fornecimento (pt, purchase_order): a Brazilian municipality's
  AUTORIZAÇÃO / ORDEM DE FORNECIMENTO; a drawn crest, state, prefeitura and secretaria
  lines, the number in a framed box beside the title, a ruled grid of the procurement
  (processo administrativo, pregão or dispensa, ata de registro de preços, nota de empenho,
  dotação orçamentária, fonte de recurso), a ruled supplier grid (razão social, CNPJ, IE,
  endereço, contact, bank), delivery place and terms, a ruled item table with brand column,
  "A transportar" / "Transporte" over pages, the total in R$ with the amount in words, an
  invoicing note, the secretary's and purchasing signatures and the supplier's receipt line.
- blind15_pl_zamowienie_uczelnia (pl, purchase_order): a Polish university's, institute's
  or clinical hospital's ZAMÓWIENIE below the public-procurement threshold; serif or sans
  letterhead with NIP / REGON, place and date, znak sprawy, the contractor addressed as
  Wykonawca, the number in the title or in a small grid beside the offer and requisition
  numbers, the legal-basis sentence, a table with net price, VAT rate per line (23 / 8 / 5 %
  or zw) and gross value with a Razem row, the gross total with "słownie", numbered terms
  (delivery place, contact, payment, invoice buyer / recipient with the project number),
  kwestor / kanclerz signatures and the contractor's acceptance; "Strona k z N".
- blind15_cs_zalohova_faktura (cs, invoice): a Czech seller's ZÁLOHOVÁ / PROFORMA FAKTURA
  quoting the customer's objednávka; Dodavatel with IČO / DIČ and the register line,
  Odběratel and Konečný příjemce blocks, payment data (bank account, IBAN, variabilní and
  konstantní symbol), issue and due dates, its own order / job number beside the customer's
  order number and date, lines with DPH rates, a DPH recapitulation (21 / 12 %), rounding at
  times, the amount to pay in Kč (or EUR), a drawn QR-payment square and a note that the
  paper is not a tax document.
- blind15_tr_tekstil_siparis_formu (tr, purchase_order): a Turkish textile or apparel
  maker's SATINALMA SİPARİŞ FORMU under an ISO document-control header (doküman no, yayın
  tarihi, revizyon, sayfa); supplier and order data side by side (talep no, teklif no,
  model / sezon, the brand customer, termin, teslim yeri, vade, currency), fabric, yarn and
  trim lines with colour and unit, "Nakli Yekün" over pages, iskonto, KDV by rate, Genel
  Toplam in TL, USD or EUR, "Yalnız: ..." in words, numbered conditions, three internal
  signatures and the supplier's stamp box.
- blind15_ko_georae_myeongseoseo (ko, delivery_note): a Korean supplier's 거래명세서 printed on
  a coloured form, at times as two copies on one sheet (공급받는자 / 공급자 보관용) with a cut
  line; serial and date, the customer 귀하, the supplier grid (등록번호, 상호, 성명, 주소, 업태,
  종목), the sum in Korean words and ₩ figures, a row or note quoting the customer's order
  number, fixed item rows, and 공급가액 / 세액 / 합계 beside previous-balance and balance
  cells and the receiver's signature.
- blind15_vi_sieuthi_don_dat_hang (vi, purchase_order): a Vietnamese retail chain's bilingual
  ĐƠN ĐẶT HÀNG / PURCHASE ORDER to a consumer-goods supplier; a drawn barcode under the
  number, vendor code and tax code, delivery to a distribution centre or store with a time
  slot, framework-contract and promotion references, lines with item code, EAN barcode,
  pack size and VAT rate (5 / 8 / 10 %), page sums carried over, trade discount, VAT by
  rate, the total in dong with the amount in words, receiving rules and signatures.
- blind15_en_us_school_district_po (en, purchase_order): a US school district's PO on
  Letter paper, at times on tinted vendor-copy paper; a drawn seal, the district and
  business-office lines, a boxed PO number with fiscal year, an "must appear on all invoices"
  banner, vendor with vendor number, ship-to campus and bill-to accounts payable, a grid of
  requisition, requester, campus, co-op contract, quote, terms, FOB, lines with a budget
  account code under each, carried-forward subtotals, shipping, discount, total, a
  tax-exemption note and purchasing / business-office signatures.
- blind15_zh_saas_caigou_mendian (zh-Hans, purchase_order): a restaurant chain's 采购单
  printed from its supply-chain SaaS in landscape; print time and user, 第k页/共N页, a drawn
  barcode, header fields (单据编号, 单据状态, 供应商 / 供应商编码, 采购组织, 收货机构,
  来源要货单号, 合同编号, 结算方式, 期望到货日期), food lines with 9 % and 13 % tax
  rates, a 合计 row, 不含税金额 / 税额 / 价税合计 and 大写, audit fields and signatures.
- blind15_ja_fax_hacchusho_inshoku (ja, purchase_order): a restaurant operator's FAX発注書 to
  a food or drinks wholesaler; 送信日 and 送信枚数, 宛先 and 発信元 boxes side by side, the
  order number beside the customer code, delivery day and place, lines with 軽減税率 marks,
  8 % and 10 % subtotals and taxes, 合計金額, and a 受信確認 reply box.
- blind15_hk_wuye_caigou (zh-Hant, purchase_order): a Hong Kong property-management
  company's bilingual 採購單 / 工作訂單 issued for an estate (on behalf of its owners'
  corporation at times); a reference grid (P.O. No., date, estate, job no., quotation ref.,
  budget code, page), the contractor block with its Chinese and English names, works
  location, bilingual lines, sub-total / discount / total in HK$, payment terms, manager
  signatures and the contractor's chop-and-sign acceptance.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta) using the drawing helpers of
families_latin.py and families_cjk.py and the pools of earlier blind modules. They were
written blind: drawn with reportlab and checked only by reading their own text layer back and
looking at rendered pages, never run through the extraction engine. Families that print
"page 1 of N" draw twice from the same rng state.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
seller's papers the customer's order number they quote, never the seller's invoice,
statement, job, variable-symbol or customer numbers), never procurement-process, empenho,
requisition, quotation, contract, project or source-request numbers; supplier the selling
party's name exactly as printed (never the buyer, a ship-to, bill-to, owners' corporation or
contact person; the Chinese name where an English one is printed too); total the grand total
as "1234.50" (tax included; the rounded amount where a paper rounds; whole won, dong and yen
as "1234.00"). Every document states its total.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind5 import cnpj, firm5, reais  # noqa: E402
from families_blind13 import cfinish, en, finish, grouped, twice  # noqa: E402
from families_blind14 import ACCENTS, eu, light, mk_rows, rgb_box, rgb_text, total_of  # noqa: E402
from families_latin2 import bar, slownie, snug  # noqa: E402
from families_latin2 import firm as firm2  # noqa: E402
from families_latin2 import who as who2  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
CENT = Decimal("0.01")
GREY = Color(0.4, 0.4, 0.4)


def sp(v: Decimal) -> str:
    """1 234,56 (space thousands, decimal comma)."""
    return grouped(v, " ", ",")


def lgrid(
    d: la.Doc,
    x: float,
    y: float,
    widths: list[float],
    rows: list[list[str]],
    *,
    h: float = 15.0,
    size: float = 8.0,
    labels: tuple[int, ...] = (0, 2),
    shade: float | None = 0.9,
) -> float:
    """Ruled rows of label / value cells; a short row's last cell spans the rest."""
    for row in rows:
        cx = x
        for k, s in enumerate(row):
            cw = widths[k] if k < len(row) - 1 else sum(widths[k:])
            lab = k in labels
            d.box(cx, y, cw, h, fill=shade if lab else None, lw=0.5)
            d.t(cx + 3, y + h / 2 + size * 0.36, s, size - 0.5 * lab, b=lab, maxw=cw - 6)
            cx += cw
        y += h
    return y


def bars(c, page_h: float, x: float, y: float, w: float, h: float, rng: random.Random) -> None:
    """Barcode-like bars (not decodable) with the top-left corner at (x, y)."""
    c.setFillGray(0)
    at = x
    while at < x + w - 3:
        bw = rng.choice([0.7, 0.7, 1.4, 2.1])
        c.rect(at, page_h - y - h, bw, h, stroke=0, fill=1)
        at += bw + rng.choice([0.7, 1.4, 2.1])


def qr(c, page_h: float, x: float, y: float, size: float, rng: random.Random) -> None:
    """A QR-code-like square (finder patterns and random modules)."""
    n = 29
    cell = size / n
    c.setFillGray(0)
    finders = [(0, 0), (n - 7, 0), (0, n - 7)]
    for i in range(n):
        for j in range(n):
            hit = [(fx, fy) for fx, fy in finders if fx - 1 <= i < fx + 8 and fy - 1 <= j < fy + 8]
            if hit:
                a, b = i - hit[0][0], j - hit[0][1]
                on = (
                    0 <= a < 7
                    and 0 <= b < 7
                    and (a in (0, 6) or b in (0, 6) or 2 <= a <= 4 and 2 <= b <= 4)
                )
            else:
                on = rng.random() < 0.5
            if on:
                c.rect(x + i * cell, page_h - y - (j + 1) * cell, cell, cell, stroke=0, fill=1)


# --------------------------------------------------------------------------- 1 pt-BR AF

BR_MUN = [
    ("Itapetininga", "SP", "SÃO PAULO"),
    ("Lages", "SC", "SANTA CATARINA"),
    ("Patos de Minas", "MG", "MINAS GERAIS"),
    ("Cascavel", "PR", "PARANÁ"),
    ("Santa Cruz do Sul", "RS", "RIO GRANDE DO SUL"),
    ("Rio Verde", "GO", "GOIÁS"),
    ("Mossoró", "RN", "RIO GRANDE DO NORTE"),
    ("Petrolina", "PE", "PERNAMBUCO"),
    ("Dourados", "MS", "MATO GROSSO DO SUL"),
    ("Marabá", "PA", "PARÁ"),
]
BR_SECR = (
    "Secretaria Municipal de Saúde|Secretaria Municipal de Educação|"
    "Secretaria Municipal de Obras e Serviços Urbanos|Secretaria Municipal de Administração|"
    "Secretaria Municipal de Assistência Social|Secretaria Municipal de Agricultura e Abastecimento"
)
BR_STREET = (
    "Praça da Matriz|Rua Coronel Fernando Prestes|Av. Brasil|Praça Getúlio Vargas|"
    "Rua Sete de Setembro|Av. Presidente Vargas"
)
BR_ITEMS = [
    ("Papel sulfite A4 75 g/m², resma c/ 500 folhas", "RESMA", 22, 35),
    ("Luva de procedimento nitrílica, tam. M, cx c/ 100", "CX", 25, 60),
    ("Água sanitária 2,5%, frasco 1 L", "FR", 3, 7),
    ("Detergente líquido neutro 500 ml", "UN", 2, 5),
    ("Cimento Portland CP II-E-32, saco 50 kg", "SC", 32, 48),
    ("Tubo PVC soldável 50 mm, barra 6 m", "BR", 45, 90),
    ("Lâmpada LED tubular 18 W T8 bivolt", "UN", 9, 22),
    ("Toner compatível p/ impressora laser (CF258A)", "UN", 90, 260),
    ("Gênero alimentício: arroz tipo 1, pacote 5 kg", "PCT", 20, 32),
    ("Gênero alimentício: feijão carioca tipo 1, pacote 1 kg", "PCT", 6, 10),
    ("Leite UHT integral, caixa 1 L", "UN", 4, 7),
    ("Seringa descartável 5 ml c/ agulha 25x7, cx c/ 100", "CX", 35, 70),
    ("Conjunto escolar aluno CJA-06 (mesa e cadeira)", "CJ", 280, 450),
    ("Pneu 275/80 R22.5 para caminhão de coleta", "UN", 1600, 2600),
    ("Óleo diesel S10", "L", 5, 7),
    ("Brita nº 1", "M3", 90, 140),
    ("Manutenção preventiva de ar-condicionado split (serviço)", "SV", 120, 300),
    ("Fralda geriátrica tamanho G, pacote c/ 8", "PCT", 18, 35),
    ('Mangueira de incêndio 1.1/2" x 15 m', "UN", 260, 520),
]
BR_BRANDS = "Prime|Nobre|Alfa|Qualy|Bom Preço|Real|Forte|Ideal|Premium|Master|Nacional"


def _crest(d: la.Doc, x: float, y: float, s: float) -> None:
    """A simple drawn municipal crest (shield, band and crown)."""
    c = d.c
    top = d.h - y
    c.setLineWidth(1.1)
    c.setFillGray(0.85)
    p = c.beginPath()
    p.moveTo(x, top - s * 0.18)
    p.lineTo(x + s, top - s * 0.18)
    p.lineTo(x + s, top - s * 0.7)
    p.curveTo(x + s, top - s * 0.95, x + s * 0.6, top - s, x + s / 2, top - s * 1.08)
    p.curveTo(x + s * 0.4, top - s, x, top - s * 0.95, x, top - s * 0.7)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setFillGray(0.3)
    c.rect(x, top - s * 0.5, s, s * 0.12, stroke=0, fill=1)
    for k in range(5):
        c.rect(x + s * (0.12 + 0.17 * k), top - s * 0.16, s * 0.1, s * 0.14, stroke=1, fill=1)
    c.setFillGray(0)


def _br_af(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(28, 40)
    w, r = d.w - 2 * m, d.w - m
    city, uf, state = rng.choice(BR_MUN)
    buyer = la.pick(rng, "PREFEITURA MUNICIPAL DE {C}|Prefeitura Municipal de {c}|MUNICÍPIO DE {C}")
    buyer = buyer.format(C=city.upper(), c=city)
    secr = la.pick(rng, BR_SECR)
    sup, sadr = firm5(rng, "br", "sup")
    dt = la.day(rng)
    po = la.pick(rng, "{n}/{y}|{n}/{y}|{n}/{y}|{n}")
    po = po.format(n=f"{rng.randint(1, 2999):0{rng.choice([3, 4, 6])}d}", y=dt.year)
    page_of = lambda k: f"Página {k} de {of}" if of else f"Página {k}"  # noqa: E731
    dstr = la.dfmt(dt, "dmy")
    title = la.pick(rng, "AUTORIZAÇÃO DE FORNECIMENTO|ORDEM DE FORNECIMENTO|AUTORIZAÇÃO DE COMPRA")
    abbr = "".join(w_[0] for w_ in title.split() if len(w_) > 2)
    # letterhead
    _crest(d, m, 24, 44)
    tx = m + 56
    d.t(tx, 36, f"ESTADO DE {state}" if rng.random() < 0.6 else "", 7.8)
    d.t(tx, 52, buyer, 13, b=True, maxw=r - tx)
    d.t(tx, 65, secr, 9.2, maxw=r - tx)
    badr = (
        f"{la.pick(rng, BR_STREET)}, {rng.randint(10, 999)} - Centro - "
        f"CEP {la.digits(rng, '#####-###')} - {city}/{uf}"
    )
    d.t(tx, 77, f"CNPJ {cnpj(rng)} - {badr}", 7.2, grey=0.3, maxw=r - tx)
    d.line(m, 86, r, 86, 1.0)
    # title and number
    y = 94
    d.t(m, y + 20, title, 14, b=True)
    bw = 150
    d.box(r - bw, y, bw, 36, lw=1.2)
    d.t(r - bw + 6, y + 11, la.pick(rng, f"Nº da {abbr}|Número|{abbr} Nº"), 7.5, grey=0.3)
    d.t(r - 6, y + 27, po, 14, b=True, al="r")
    d.t(m, y + 34, f"Data de emissão: {dstr}", 8.5)
    y += 46
    # procurement grid
    cw = [w * 0.18, w * 0.32, w * 0.18, w * 0.32]
    pa = f"{rng.randint(100, 9999)}/{dt.year}"
    if rng.random() < 0.7:
        mod = f"Pregão Eletrônico nº {rng.randint(1, 180):03d}/{dt.year}"
        arp = [
            ["Ata de Reg. Preços", f"{rng.randint(1, 120):03d}/{dt.year}", "Vigência", "12 meses"]
        ]
    else:
        mod = "Dispensa - Art. 75, II, Lei 14.133/2021"
        arp = []
    ne = la.pick(rng, f"{dt.year}NE{rng.randint(1, 9999):06d}|{rng.randint(1, 9999)}/{dt.year}")
    dot = la.digits(rng, "02.0#.0# - ##.###.00##.2.0## - 3.3.90.30.00")
    rows = [
        ["Processo Administrativo", pa, "Modalidade", mod],
        *arp,
        [
            "Nota de Empenho",
            ne,
            "Data do empenho",
            la.dfmt(dt - timedelta(days=rng.randint(0, 6)), "dmy"),
        ],
        ["Dotação orçamentária", dot],
        [
            "Fonte de recurso",
            la.pick(
                rng,
                "1.500.0000 - Recursos livres|1.500.1002 - Saúde|1.540.0000 - FUNDEB|"
                "1.600.0000 - SUS Federal",
            ),
            "Ficha",
            str(rng.randint(10, 899)),
        ],
    ]
    y = bar(d, m, y, w, "DADOS DA CONTRATAÇÃO", 8)
    y = lgrid(d, m, y, cw, rows, size=7.8) + 8
    # supplier grid
    y = bar(d, m, y, w, la.pick(rng, "DADOS DO FORNECEDOR|FORNECEDOR / CONTRATADA|CONTRATADA"), 8)
    srows = [
        ["Razão Social", sup],
        ["CNPJ", cnpj(rng), "Inscrição Estadual", la.digits(rng, "###.###.###.###")],
        ["Endereço", f"{sadr[0]} - {sadr[1]}"],
        [
            "Telefone",
            la.digits(rng, "(##) 3###-####"),
            "E-mail",
            la.email(rng, sup, "es", "vendas").replace(".es", ".com.br"),
        ],
    ]
    if rng.random() < 0.6:
        srows.append(
            [
                "Dados bancários",
                la.digits(
                    rng,
                    la.pick(
                        rng,
                        "Banco do Brasil - Ag. ####-# - C/C ##.###-#|"
                        "Caixa Econômica Federal - Ag. #### - C/C ######-#|"
                        "Sicredi - Ag. #### - C/C #####-#",
                    ),
                ),
            ]
        )
    y = lgrid(d, m, y, cw, srows, size=7.8) + 8
    local = la.pick(
        rng,
        "Almoxarifado Central|Unidade Básica de Saúde Vila Nova|Escola Municipal Monteiro Lobato|"
        "Garagem Municipal|Hospital Municipal - Farmácia",
    )
    erows = [
        [
            "Local de entrega",
            f"{local} - {la.pick(rng, BR_STREET)}, {rng.randint(10, 999)} - {city}/{uf}",
        ],
        [
            "Prazo de entrega",
            la.pick(
                rng,
                "até 10 (dez) dias corridos|até 5 (cinco) dias úteis|imediato|até 15 (quinze) dias",
            ),
            "Pagamento",
            la.pick(rng, "até 30 dias após atesto da NF|30 dias da entrega|em até 10 dias úteis"),
        ],
    ]
    y = lgrid(d, m, y, cw, erows, size=7.8) + 10
    # items
    rows_ = mk_rows(rng, BR_ITEMS, rng.randint(2, 26), eu)
    dec_qty = rng.random() < 0.5
    for row in rows_:
        row["code"] = la.digits(rng, la.pick(rng, "#####|##.##.####|###.###"))
        row["brand"] = la.pick(rng, BR_BRANDS)
        if dec_qty:
            row["qty"] = f"{row['n']},00"
    spec = [
        ("pos", "Item", 5, "c"),
        ("code", "Código", 9, "l"),
        ("desc", "Descrição", 42, "l"),
        ("unit", "Unid.", 7, "c"),
        ("qty", "Qtde", 8, "r"),
        ("brand", "Marca", 10, "l"),
        ("price", "Vl. Unit. (R$)", 12, "r"),
        ("amount", "Vl. Total (R$)", 13, "r"),
    ]
    cols = la.cols(spec, w)
    bottom = d.h - 56
    page = [1]

    def foot() -> None:
        d.line(m, d.h - 34, r, d.h - 34, 0.4)
        d.t(m, d.h - 24, f"{buyer} - {secr}", 6.8, grey=0.35, maxw=w - 80)
        d.t(r, d.h - 24, page_of(page[0]), 7.5, al="r")

    def cont(i: int) -> float:
        carried = total_of(rows_[:i])
        d.t(r, bottom + 12, f"A transportar: R$ {eu(carried)}", 8.5, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - {title} Nº {po} (continuação)", 9, b=True, maxw=w - 140)
        d.t(r, 40, page_of(page[0]), 8, al="r")
        d.t(r, 56, f"Transporte: R$ {eu(carried)}", 8.5, b=True, al="r")
        return 64

    y = d.table(
        m, y, cols, rows_, size=7.6, lead=14, shade=0.85, grid=True, bottom=bottom, cont=cont
    )
    total = total_of(rows_)
    words = f"({reais(total)})"
    if y + 150 > bottom:
        y = cont(len(rows_))
    d.box(m, y, w, 20, fill=0.92, lw=0.8)
    d.t(
        m + 6, y + 13.5, la.pick(rng, f"VALOR TOTAL DA {abbr}|VALOR TOTAL|TOTAL GERAL"), 9.5, b=True
    )
    d.t(r - 6, y + 13.5, f"R$ {eu(total)}", 10.5, b=True, al="r")
    y = d.para(m, y + 24, words, 8, w) + 6
    note = (
        "A Nota Fiscal deverá ser emitida em nome do Município, com o CNPJ acima, constando o "
        f"número desta {abbr} e da Nota de Empenho. O atraso na entrega sujeitará o fornecedor "
        "às penalidades previstas no edital e na Lei 14.133/2021."
    )
    y = d.para(m, y + 4, f"Observações: {note}", 7.6, w, grey=0.2) + 30
    sw = w / 3 - 10
    sigs = [
        (who2(rng, "pt"), la.pick(rng, "Secretário(a) Municipal|Ordenador(a) de Despesa")),
        (who2(rng, "pt"), la.pick(rng, "Departamento de Compras|Setor de Licitações e Compras")),
        ("", "Recebido pelo fornecedor em ___/___/______"),
    ]
    for k, (nm, role) in enumerate(sigs):
        x = m + k * (sw + 15)
        d.line(x, y, x + sw, y, 0.5)
        d.t(x + sw / 2, y + 10, nm or "Assinatura / carimbo", 7.6, al="c")
        d.t(x + sw / 2, y + 20, role, 7, al="c", grey=0.3, maxw=sw)
    foot()
    return finish(d, "pt", "purchase_order", po, sup, total)


def blind15_pt_br_autorizacao_fornecimento(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _br_af)


# --------------------------------------------------------------------------- 2 pl uczelnia

PL_CITIES = [
    ("Poznań", "Poznaniu", "6#-###"),
    ("Wrocław", "Wrocławiu", "5#-###"),
    ("Lublin", "Lublinie", "20-###"),
    ("Kraków", "Krakowie", "3#-###"),
    ("Gdańsk", "Gdańsku", "80-###"),
    ("Rzeszów", "Rzeszowie", "35-###"),
    ("Olsztyn", "Olsztynie", "10-###"),
    ("Białystok", "Białymstoku", "15-###"),
    ("Opole", "Opolu", "45-###"),
]
PL_BUY = (
    "Uniwersytet Przyrodniczy w {L}|Uniwersytet Medyczny w {L}|"
    "Akademia Wychowania Fizycznego w {L}|Instytut Ochrony Środowiska w {L}|"
    "Uniwersytecki Szpital Kliniczny w {L}|Akademia Nauk Stosowanych w {L}"
)
PL_UNITS = (
    "Wydział Chemii - Katedra Chemii Analitycznej|Wydział Lekarski - Zakład Biochemii|"
    "Dział Administracyjno-Gospodarczy|Centrum Informatyczne|Biblioteka Główna|Dział Techniczny|"
    "Katedra Biotechnologii i Mikrobiologii Żywności"
)
PL_ITEMS = [
    ("Acetonitryl HPLC gradient grade, 2,5 l", "szt.", 180, 420, "23"),
    ("Końcówki do pipet 200 µl, op. 1000 szt.", "op.", 40, 120, "23"),
    ("Rękawice nitrylowe bezpudrowe, rozm. M, op. 100 szt.", "op.", 18, 45, "23"),
    ('Laptop 15,6" i5 / 16 GB / 512 GB SSD', "szt.", 2800, 4600, "23"),
    ('Monitor 27" IPS z regulacją wysokości', "szt.", 650, 1300, "23"),
    ("Toner do drukarki laserowej, czarny", "szt.", 250, 520, "23"),
    ("Papier ksero A4 80 g/m², ryza 500 ark.", "ryza", 17, 28, "23"),
    ("Książka: Chemia analityczna, wyd. 2024", "egz.", 60, 160, "5"),
    ("Prenumerata czasopisma naukowego (rok)", "kpl.", 300, 1400, "8"),
    ("Krzesło biurowe obrotowe", "szt.", 350, 900, "23"),
    ("Przegląd i wzorcowanie wagi analitycznej", "usł.", 400, 1500, "23"),
    ("Szkolenie specjalistyczne dla pracowników", "usł.", 800, 3000, "zw"),
    ("Probówki wirówkowe 50 ml, op. 500 szt.", "op.", 150, 380, "23"),
    ("Etanol 96% cz.d.a., butelka 1 l", "szt.", 35, 90, "23"),
    ("Mikroskop stereoskopowy z kamerą", "szt.", 3500, 9800, "23"),
    ("Filament PLA 1,75 mm, szpula 1 kg", "szt.", 70, 160, "23"),
    ("Zestaw odczynników do oznaczania białka", "zest.", 900, 2600, "8"),
]


def _pl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    m = rng.uniform(36, 50)
    w, r = d.w - 2 * m, d.w - m
    city, loc, post = rng.choice(PL_CITIES)
    buyer = la.pick(rng, PL_BUY).format(L=loc)
    unit = la.pick(rng, PL_UNITS)
    sup, sadr = firm2(rng, "pl", "sup")
    dt = la.day(rng)
    year = dt.year
    po = la.pick(
        rng,
        f"{rng.randint(1, 999)}/DZ/{year}|ZAM/{rng.randint(1, 9999):04d}/{year}|"
        f"{la.pick(rng, 'WCh|WL|DAG|CI|DT')}/ZP/{rng.randint(1, 400):03d}/{year % 100}|"
        f"{rng.randint(1, 2999)}/{year}",
    )
    sprawa = la.pick(
        rng,
        f"DZP.2611.{rng.randint(1, 300)}.{year}|ZP/{rng.randint(1, 300)}/{year}|"
        f"DAG.262.{rng.randint(1, 99)}.{year}",
    )
    offer = la.digits(rng, la.pick(rng, "OF/####/##|#####/##|OFE-##-###"))
    req = f"{rng.randint(1, 3999)}/{year}"
    proj = la.digits(
        rng, la.pick(rng, "FENG.02.01-IP.05-####/##|NCN 20##/##/@/NZ#/#####|KPO-#####")
    )
    page_of = lambda k: f"Strona {k} z {of}" if of else f"Strona {k}"  # noqa: E731
    # letterhead
    centred = rng.random() < 0.5
    if centred:
        d.t(d.w / 2, 44, buyer, 13.5, b=True, al="c")
        d.t(d.w / 2, 57, unit, 9, al="c")
        addr = (
            f"ul. {la.pick(rng, 'Wojska Polskiego|Akademicka|Mickiewicza|Piastowska|Szkolna')} "
            f"{rng.randint(1, 80)}, {la.digits(rng, post)} {city}"
        )
        d.t(
            d.w / 2,
            69,
            f"{addr} · NIP {la.digits(rng, '###-###-##-##')} · REGON {la.digits(rng, '#########')}",
            7.4,
            al="c",
            grey=0.3,
        )
        d.line(m, 76, r, 76, 0.8)
        y = 90
    else:
        d.box(m, 30, 6, 42, fill=0.25, stroke=False)
        d.t(m + 14, 44, buyer, 13, b=True)
        d.t(m + 14, 56, unit, 8.8)
        d.t(
            m + 14,
            67,
            f"NIP {la.digits(rng, '###-###-##-##')} · REGON {la.digits(rng, '#########')}"
            f" · tel. {la.digits(rng, '## ### ## ##')}",
            7.4,
            grey=0.3,
        )
        y = 92
    d.t(r, y, f"{city}, {la.pick(rng, 'dnia |')}{dt:%d.%m.%Y} r.", 9, al="r")
    d.t(m, y, f"Znak sprawy: {sprawa}", 9)
    y += 24
    # contractor
    x2 = m + w * 0.52
    lab = la.pick(rng, "Wykonawca:|WYKONAWCA|Dostawca:")
    d.t(x2, y, lab, 8.5, b=True)
    nip = la.digits(rng, "###-###-##-##")
    y2 = d.lines(x2, y + 4, [sup, *sadr, f"NIP: {nip}"], 9.5, b_first=True)
    y = max(y + 40, y2) + 18
    in_title = rng.random() < 0.55
    if in_title:
        d.t(d.w / 2, y, f"ZAMÓWIENIE nr {po}", 14, b=True, al="c")
        y += 14
        d.t(
            d.w / 2,
            y,
            f"(wniosek nr {req}, oferta nr {offer})" if rng.random() < 0.5 else "",
            8,
            al="c",
        )
        y += 10
    else:
        d.t(d.w / 2, y, "ZAMÓWIENIE", 15, b=True, al="c")
        y += 10
        y = (
            d.grid(
                m,
                y,
                [w / 4] * 4,
                ["Nr zamówienia", "Data zamówienia", "Nr wniosku", "Nr oferty Wykonawcy"],
                [po, f"{dt:%d.%m.%Y}", req, offer],
                8.4,
            )
            + 6
        )
    basis = la.pick(
        rng,
        "Na podstawie art. 2 ust. 1 pkt 1 ustawy z dnia 11 września 2019 r. - Prawo zamówień "
        "publicznych (zamówienie o wartości poniżej 130 000 zł) oraz Państwa oferty zamawiamy:|"
        "Zgodnie z regulaminem udzielania zamówień o wartości nieprzekraczającej 130 000 zł "
        "netto, w odpowiedzi na złożoną ofertę, zamawiamy realizację dostawy:",
    )
    y = d.para(m, y + 4, basis, 9, w) + 6
    # lines
    picks = rng.choices(PL_ITEMS, k=rng.randint(2, 20))
    rows = []
    net = vat = gross = Decimal(0)
    for i, (desc, unit_, lo, hi, rate) in enumerate(picks):
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        q = rng.choice([1, 1, 2, 3, 5, 10]) if hi > 300 else rng.choice([1, 2, 4, 5, 10, 20, 50])
        n_ = la.cents(p * q)
        v = la.cents(n_ * Decimal(rate) / 100) if rate != "zw" else Decimal(0)
        net, vat, gross = net + n_, vat + v, gross + n_ + v
        rows.append(
            {
                "pos": f"{i + 1}.",
                "desc": desc,
                "unit": unit_,
                "qty": str(q),
                "price": sp(p),
                "net": sp(n_),
                "rate": rate if rate == "zw" else f"{rate}%",
                "vat": sp(v),
                "gross": sp(n_ + v),
            }
        )
    rows.append({"desc": "Razem:", "net": sp(net), "vat": sp(vat), "gross": sp(gross), "_b": True})
    spec = [
        ("pos", "Lp.", 4, "c"),
        ("desc", "Nazwa przedmiotu zamówienia", 38, "l"),
        ("unit", "J.m.", 6, "c"),
        ("qty", "Ilość", 6, "r"),
        ("price", "Cena jedn.", 11, "r"),
        ("net", "Wart. netto", 12, "r"),
        ("rate", "VAT", 6, "c"),
        ("vat", "Kwota VAT", 10, "r"),
        ("gross", "Wart. brutto", 12, "r"),
    ]
    if rng.random() < 0.4:
        spec = [s for s in spec if s[0] != "vat"]
    cols = la.cols(spec, w)
    bottom = d.h - 60
    page = [1]

    def foot() -> None:
        d.t(d.w / 2, d.h - 28, page_of(page[0]), 7.5, al="c", grey=0.3)

    def cont(i: int) -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - zamówienie nr {po} (cd.)", 8.5, grey=0.3)
        return 56

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=7.6,
        lead=rng.choice([14, 15]),
        shade=0.88,
        grid=True,
        bottom=bottom,
        cont=cont,
    )
    fz = la.pick(rng, "{v} zł|{v} zł|{v} PLN")
    need = 250
    if y + need > bottom:
        y = cont(len(rows))
    lab_total = la.pick(
        rng, "Wartość zamówienia brutto:|Łączna wartość brutto:|Razem do zapłaty (brutto):"
    )
    d.t(m, y + 18, lab_total, 9.5, b=True)
    d.t(m + d.width(lab_total, 9.5, True) + 8, y + 18, fz.format(v=sp(gross)), 10, b=True)
    y = d.para(m, y + 24, f"słownie: {slownie(gross)}", 8.5, w) + 8
    terms = [
        f"Termin realizacji: {la.pick(rng, 'do 14 dni|do 21 dni|do 30 dni')} "
        "od daty otrzymania zamówienia.",
        f"Miejsce dostawy: {buyer}, {unit}, bud. {la.pick(rng, 'A|B|C|D')}, "
        f"pok. {rng.randint(1, 340)}.",
        f"Osoba do kontaktu: {who2(rng, 'pl')}, tel. {la.digits(rng, '## ### ## ##')}.",
        f"Płatność: przelewem w terminie {la.pick(rng, '14|21|30')} dni od daty doręczenia "
        "prawidłowo wystawionej faktury.",
        f"Fakturę należy wystawić na: Nabywca: {buyer}, NIP {la.digits(rng, '###-###-##-##')}; "
        f"Odbiorca: {unit}.",
        f"Na fakturze należy podać numer zamówienia oraz numer projektu {proj}."
        if rng.random() < 0.6
        else "Na fakturze należy podać numer niniejszego zamówienia.",
    ]
    for k, t in enumerate(terms):
        d.t(m, y + 2 + 8.2, f"{k + 1}.", 8.2)
        y = d.para(m + 12, y + 2, t, 8.2, w - 12)
    y += 36
    sigs = [
        la.pick(rng, "Kwestor|Z-ca Kwestora|Główny Księgowy"),
        la.pick(rng, "Kanclerz|Kierownik Działu Zaopatrzenia|Dyrektor|Prorektor ds. Ogólnych"),
    ]
    sw = w / 2 - 30
    for k, role in enumerate(sigs):
        x = m + k * (sw + 60)
        d.line(x, y, x + sw, y, 0.5, dash=[1, 2])
        d.t(x + sw / 2, y + 10, f"{role} ({who2(rng, 'pl')})", 7.6, al="c")
    y += 30
    if y + 40 < bottom + 20:
        d.box(m, y, w, 36, lw=0.5)
        d.t(
            m + 5,
            y + 11,
            "Potwierdzam przyjęcie zamówienia do realizacji (data, podpis i pieczęć Wykonawcy):",
            7.8,
        )
    foot()
    return finish(d, "pl", "purchase_order", po, sup, gross)


def blind15_pl_zamowienie_uczelnia(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pl)


# --------------------------------------------------------------------------- 3 cs záloha

CS_ITEMS = [
    ("Regálový systém kovový 2000x1000x500, 5 polic", "ks", 1900, 4800),
    ("Kancelářská židle s područkami", "ks", 2200, 6900),
    ('Notebook 15,6" i5, 16 GB RAM, 512 GB SSD', "ks", 16900, 27900),
    ("Tiskárna laserová A4 s duplexem", "ks", 4200, 9800),
    ("Vysavač průmyslový 30 l", "ks", 5200, 12900),
    ("LED svítidlo přisazené 36 W", "ks", 690, 1850),
    ("Kabel CYKY-J 3x2,5", "m", 28, 46),
    ("Jistič 1-pólový B16", "ks", 95, 240),
    ("Čisticí prostředek univerzální 5 l", "ks", 180, 420),
    ("Papírové ručníky skládané, karton 20 bal.", "kart", 390, 890),
    ("Pracovní obuv S3, vel. 42", "pár", 890, 1990),
    ("Montáž a instalace (paušál)", "kpl", 2500, 15000),
    ("Doprava na místo určení", "kpl", 650, 2400),
    ("Dětské hřiště - herní prvek houpačka", "ks", 18000, 46000),
    ("Lavička parková s opěradlem", "ks", 5400, 11800),
    ("Školní lavice dvoumístná, výškově stavitelná", "ks", 3900, 7200),
    ("Balená pitná voda 1,5 l, balení 6 ks", "bal", 45, 90),
    ("Odborná kniha: Bezpečnost práce v praxi", "ks", 390, 890),
]
CS_RATES = {
    "Balená pitná voda 1,5 l, balení 6 ks": "12",
    "Odborná kniha: Bezpečnost práce v praxi": "0",
}
CS_NAMES = "Ing. Jana Dvořáková|Petr Novák|Martin Kučera|Lucie Horáková|Tomáš Veselý|Bc. Eva Černá"


def _cs(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    m = rng.uniform(30, 42)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    sup, sadr = firm5(rng, "cz", "sup")
    buyer, badr = firm5(rng, "cz", rng.choice(["buy", "buy", "sup"]))
    while buyer == sup:
        buyer, badr = firm5(rng, "cz", "buy")
    dt = la.day(rng)
    cds = la.pick(rng, "pad|dot|tight")
    ds = lambda x: {
        "pad": f"{x:%d.%m.%Y}",
        "dot": f"{x.day}. {x.month}. {x.year}",
        "tight": f"{x.day}.{x.month}.{x.year}",
    }[cds]  # noqa: E731
    inv = (
        f"{dt.year}{rng.randint(1, 9999):04d}"
        if rng.random() < 0.6
        else la.digits(rng, "ZF-2#####")
    )
    vs = "".join(ch for ch in inv if ch.isdigit())
    po = la.pick(
        rng,
        f"OBJ-{dt.year}-{rng.randint(1, 999):04d}|{rng.randint(1, 999)}/{dt.year}|"
        f"{dt.year}/OB/{rng.randint(1, 9999):04d}|{la.digits(rng, '45########')}|"
        f"OBJ{dt.year % 100}{rng.randint(1, 99999):05d}",
    )
    zak = la.digits(rng, la.pick(rng, "Z##-####|ZAK/####|#####"))
    eur = rng.random() < 0.15
    cur = "EUR" if eur else "Kč"
    page = 1
    # header
    title = la.pick(
        rng, "ZÁLOHOVÁ FAKTURA|PROFORMA FAKTURA|ZÁLOHOVÁ FAKTURA - VÝZVA K PLATBĚ|ZÁLOHOVÝ LIST"
    )
    tsize = 15.0
    room = w - d.width(title, 12, True) - 16
    while tsize > 11 and d.width(sup, tsize, True) > room:
        tsize -= 0.5
    low = d.width(sup, tsize, True) > room
    rgb_text(d, m, 36 if low else 44, sup, 15 if low else tsize, acc)
    d.t(r, 56 if low else 40, title, 12, b=True, al="r")
    d.t(r, 72 if low else 56, f"č. {inv}", 12, b=True, al="r")
    d.line(m, 80 if low else 66, r, 80 if low else 66, 1.2)
    y = 92 if low else 78
    half = w / 2 - 8
    ico_s, dic_s = la.digits(rng, "########"), la.digits(rng, "CZ########")
    d.t(m, y + 8, "Dodavatel:", 8, b=True, grey=0.35)
    yl = d.lines(m, y + 12, [sup, *sadr, f"IČO: {ico_s}    DIČ: {dic_s}"], 9, b_first=True)
    court = la.pick(
        rng,
        "Krajským soudem v Brně|Městským soudem v Praze|Krajským soudem v Ostravě|"
        "Krajským soudem v Plzni",
    )
    yl = d.para(
        m,
        yl + 2,
        f"Zapsáno v obchodním rejstříku vedeném {court}, oddíl C, "
        f"vložka {rng.randint(1000, 99999)}",
        6.8,
        half,
        grey=0.3,
    )
    x2 = m + w / 2 + 8
    bh = 92
    d.box(x2 - 6, y, half + 6, bh, lw=0.8)
    d.t(x2, y + 10, la.pick(rng, "Odběratel:|Odběratel|Příjemce faktury:"), 8, b=True, grey=0.35)
    ico_b = la.digits(rng, "########")
    brows = [buyer, *badr, f"IČO: {ico_b}" + (f"    DIČ: CZ{ico_b}" if rng.random() < 0.7 else "")]
    d.lines(x2, y + 14, brows, 9.5, b_first=True)
    y = max(yl, y + bh) + 8
    if rng.random() < 0.55:
        d.t(
            x2,
            y + 8,
            la.pick(rng, "Konečný příjemce:|Místo dodání:|Dodací adresa:"),
            8,
            b=True,
            grey=0.35,
        )
        _, sadr2 = firm5(rng, "cz", "buy")
        y2 = d.lines(x2, y + 12, [buyer, *sadr2], 8.5)
    else:
        y2 = y
    bank = la.pick(
        rng,
        "Komerční banka, a.s.|Česká spořitelna, a.s.|ČSOB, a.s.|Fio banka, a.s.|"
        "Raiffeisenbank a.s.",
    )
    acct = la.digits(
        rng,
        la.pick(
            rng, "##-#########/0100|#########/0800|##########/2010|#######/0300|#########/5500"
        ),
    )
    pay = [
        ("Banka:", bank),
        ("Číslo účtu:", acct),
        ("IBAN:", la.digits(rng, "CZ## #### #### #### #### ####")),
        ("Variabilní symbol:", vs),
        ("Konstantní symbol:", "0308"),
        ("Forma úhrady:", la.pick(rng, "převodním příkazem|bankovním převodem|Převodem")),
    ]
    y1 = d.kv(m, y + 2, pay, 82, 8.3, b_label=False, b_value=False)
    y = max(y1, y2) + 8
    due = dt + timedelta(days=rng.choice([7, 10, 14, 14, 30]))
    dates = [
        ("Datum vystavení:", ds(dt)),
        ("Datum splatnosti:", ds(due)),
        (
            la.pick(
                rng, "Objednávka č.:|Číslo objednávky:|Vaše objednávka:|Č. objednávky odběratele:"
            ),
            po,
        ),
        ("Ze dne:", ds(dt - timedelta(days=rng.randint(1, 20)))),
        (la.pick(rng, "Zakázka:|Naše zakázka č.:|Číslo zakázky:"), zak),
    ]
    if rng.random() < 0.5:
        dates.append(("Vyřizuje:", la.pick(rng, CS_NAMES)))
    half_n = (len(dates) + 1) // 2
    rgb_box(d, m, y, w, half_n * 8.5 * 1.4 + 10, light(acc, 0.9))
    d.kv(m + 6, y + 5, dates[:half_n], 96, 8.5, b_label=True)
    d.kv(m + w / 2 + 6, y + 5, dates[half_n:], 100, 8.5, b_label=True)
    y += half_n * 8.5 * 1.4 + 16
    if rng.random() < 0.6:
        d.t(m, y + 4, f"Fakturujeme Vám zálohu na dodávku dle Vaší objednávky č. {po}:", 9)
        y += 14
    # lines
    rows = mk_rows(rng, CS_ITEMS, rng.randint(1, 12), sp)
    if eur:
        for row in rows:
            row["p"] = la.cents(row["p"] / 25)
            row["amt"] = la.cents(row["p"] * row["n"])
    by: dict[str, list[Decimal]] = {}
    for row in rows:
        rate = CS_RATES.get(row["desc"], "21")
        row["rate"] = f"{rate} %"
        v = la.cents(row["amt"] * Decimal(rate) / 100)
        row["vat"], row["gross"] = sp(v), sp(row["amt"] + v)
        row["price"], row["amount"] = sp(row["p"]), sp(row["amt"])
        by.setdefault(rate, [Decimal(0), Decimal(0)])
        by[rate][0] += row["amt"]
        by[rate][1] += v
    spec = [
        ("desc", "Označení dodávky", 40, "l"),
        ("qty", "Počet", 7, "r"),
        ("unit", "m.j.", 6, "l"),
        ("price", "Cena/m.j.", 12, "r"),
        ("rate", "DPH", 7, "r"),
        ("amount", "Bez DPH", 12, "r"),
        ("vat", "DPH", 10, "r"),
        ("gross", "Celkem", 12, "r"),
    ]
    cols = la.cols(spec, w)
    y = d.table(m, y, cols, rows, size=7.8, lead=15, shade=None, rules=True) + 10
    d.line(m, y - 10, r, y - 10, 0.8)
    base = sum((v[0] for v in by.values()), Decimal(0))
    tax = sum((v[1] for v in by.values()), Decimal(0))
    gross = base + tax
    # recap
    rx = m
    d.t(rx, y + 8, f"Rekapitulace DPH v {cur}:", 8.2, b=True)
    rec = [["Sazba", "Základ", "DPH", "Celkem"]]
    for k in ("21", "12", "0"):
        b_, t_ = by.get(k, [Decimal(0), Decimal(0)])
        if k in by or rng.random() < 0.4:
            rec.append([f"{k} %", sp(b_), sp(t_), sp(b_ + t_)])
    cw = [50, 70, 60, 70]
    yy = y + 14
    for j, row in enumerate(rec):
        x = rx
        for k, s in enumerate(row):
            d.t(x + cw[k] - 4 if k else x + 2, yy + 10, s, 7.8, b=j == 0, al="r" if k else "l")
            x += cw[k]
        d.line(rx, yy + 13, rx + sum(cw), yy + 13, 0.3)
        yy += 13
    rounded = gross
    srows = [
        ("Celkem bez DPH", f"{sp(base)} {cur}", False),
        ("DPH celkem", f"{sp(tax)} {cur}", False),
    ]
    if not eur and rng.random() < 0.45:
        rounded = gross.quantize(Decimal(1), ROUND_HALF_UP)
        srows.append(("Zaokrouhlení", f"{sp(rounded - gross)} {cur}", False))
    sx = r - 210
    ys = d.summary(sx, r, y, srows, 8.6)
    rgb_box(d, sx - 6, ys + 4, 216, 24, acc)
    rgb_text(
        d, sx, ys + 20, la.pick(rng, "Celkem k úhradě:|K úhradě:|CELKEM K ÚHRADĚ"), 10, (1, 1, 1)
    )
    rgb_text(d, r - 4, ys + 20, f"{sp(rounded)} {cur}", 11.5, (1, 1, 1), al="r")
    y = max(yy, ys + 28) + 18
    qr(d.c, d.h, m, y, 70, rng)
    d.t(m + 35, y + 80, "QR Platba", 7, al="c", grey=0.3)
    notes = [
        "Tento doklad není daňovým dokladem. Daňový doklad k přijaté platbě bude vystaven "
        "do 15 dnů ode dne přijetí úplaty.",
        "Při platbě uveďte jako variabilní symbol číslo zálohové faktury.",
    ]
    yy = y + 4
    for t in notes:
        yy = d.para(m + 86, yy, t, 8, w - 86) + 4
    yy += 16
    d.t(m + 86, yy, f"Vystavil: {la.pick(rng, CS_NAMES)}", 8.5)
    d.t(
        m + 86,
        yy + 12,
        f"Tel.: {la.digits(rng, '+420 ### ### ###')}   "
        f"E-mail: {la.email(rng, sup, 'de', 'fakturace').replace('.de', '.cz')}",
        8,
    )
    d.line(m, d.h - 40, r, d.h - 40, 0.4)
    d.t(m, d.h - 30, f"{sup} · {sadr[0]} · {sadr[1]} · IČO {ico_s}", 6.8, grey=0.35, maxw=w - 60)
    d.t(r, d.h - 30, f"Strana {page}/1", 7, al="r")
    return finish(d, "cs", "invoice", po, sup, rounded)


def blind15_cs_zalohova_faktura(rng: random.Random) -> tuple[bytes, dict]:
    return _cs(rng)


# --------------------------------------------------------------------------- 4 tr tekstil

TR_BUY = (
    "{X} Tekstil San. ve Tic. A.Ş.|{X} Konfeksiyon Ltd. Şti.|{X} Örme ve Boya San. A.Ş.|"
    "{X} Giyim Sanayi A.Ş.|{X} Denim Tekstil A.Ş."
)
TR_STEMS = "Ege|Uludağ|Çukurova|Kapadokya|Marmara|Gediz|Menderes|Toroslar|Karaca|Aksu|Yeşilyurt"
TR_SUP = (
    "{X} İplik San. ve Tic. A.Ş.|{X} Kumaş Tekstil Ltd. Şti.|{L} Aksesuar Tic. Ltd. Şti.|"
    "{X} Fermuar ve Düğme San. A.Ş.|{L} Etiket Ambalaj San. Tic. Ltd. Şti.|"
    "{L} Kardeşler Mensucat A.Ş.|{X} Boya Apre İşletmeleri A.Ş."
)
TR_LAST = "Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Öztürk|Aydın|Arslan|Doğan|Kılıç|Koç|Kurt|Erdem"
TR_CITY = (
    "Bursa=Nilüfer / BURSA|Denizli=Merkezefendi / DENİZLİ|İstanbul=Esenyurt / İSTANBUL|"
    "Kahramanmaraş=Onikişubat / K.MARAŞ|Gaziantep=Şehitkamil / GAZİANTEP|Uşak=Merkez / UŞAK"
)
TR_ITEMS = [
    ("Penye kumaş 30/1 süprem, ham", "KG", 140, 260, "10"),
    ("Pamuk iplik Ne 30/1 penye, kompakt", "KG", 110, 190, "10"),
    ("Denim kumaş 12 oz, indigo", "MT", 95, 180, "10"),
    ("Ribana 2x1 likralı", "KG", 170, 290, "10"),
    ("Polyester astar kumaş 190T", "MT", 28, 55, "10"),
    ("Metal fermuar No:5, 18 cm", "ADET", 6, 14, "20"),
    ("Düğme 4 delik 20L, polyester", "GROS", 40, 110, "20"),
    ("Dokuma etiket (marka), 5x2 cm", "ADET", 1, 3, "20"),
    ("Yıkama talimatı etiketi, saten", "ADET", 1, 2, "20"),
    ("Elastik bant 3 cm, siyah", "MT", 4, 9, "20"),
    ("Overlok ipliği 5000 m, polyester", "BOBİN", 45, 95, "20"),
    ("Polybag 30x40 cm, yapışkanlı", "ADET", 1, 2, "20"),
    ("Karton koli 60x40x40, 5 katlı", "ADET", 18, 42, "20"),
    ("Askı (plastik), 38 cm", "ADET", 3, 7, "20"),
]
TR_COLOURS = "Siyah|Beyaz|Lacivert|Ekru|Gri Melanj|Haki|Bordo|İndigo|Antrasit|-"
TR_BRANDS = "NORDWEAR GmbH|Urban Loom Ltd.|Maison Clément|Westfield Apparel Inc.|Skandi Kids AB"


def _tr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djcond|libsans"))
    m = rng.uniform(26, 36)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    stem, stem2 = rng.sample(TR_STEMS.split("|"), 2)
    buyer = la.pick(rng, TR_BUY).format(X=stem)
    sup = la.pick(rng, TR_SUP).format(X=stem2, L=la.pick(rng, TR_LAST))
    city, line = la.pick(rng, TR_CITY).split("=")
    sadr = [
        la.digits(
            rng,
            la.pick(
                rng,
                "Organize Sanayi Bölgesi #. Cadde No: ##|Sanayi Mah. ### Sok. No: #|"
                "Atatürk Bulvarı No: ###",
            ),
        ),
        line,
    ]
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"SA-{dt.year}-{rng.randint(1, 9999):04d}|{dt.year % 100}{rng.randint(1, 99999):05d}|"
        f"SPR{dt.year}{rng.randint(1, 999):04d}|{rng.randint(1000, 9999)}",
    )
    cur = rng.choice(["TL", "TL", "TL", "USD", "EUR"])
    page_of = lambda k: f"{k} / {of}" if of else str(k)  # noqa: E731
    ds = lambda x: f"{x:%d.%m.%Y}"  # noqa: E731
    fm = lambda v: f"{eu(v)} {cur}"  # noqa: E731
    scale = Decimal(1) if cur == "TL" else Decimal(rng.choice([34, 38]))
    page = [1]
    docno = la.digits(rng, la.pick(rng, "FR.SA.0#|SAT-FR-0##|F-##-SAT"))
    pub = ds(date(rng.randint(2017, 2023), rng.randint(1, 12), rng.randint(1, 28)))
    rev = f"{rng.randint(0, 6):02d}"
    trade = la.pick(rng, "TEKSTİL|GİYİM|KONFEKSİYON")
    title = la.pick(rng, "SATINALMA SİPARİŞ FORMU|SİPARİŞ FORMU|SATIN ALMA SİPARİŞİ")
    mersis = la.digits(rng, "0###0########00##")

    def header(k: int) -> float:
        top = 26
        h = 52
        d.box(m, top, w, h, lw=0.8)
        d.line(m + w * 0.26, top, m + w * 0.26, top + h, 0.6)
        d.line(m + w * 0.72, top, m + w * 0.72, top + h, 0.6)
        rgb_text(d, m + w * 0.13, top + 26, stem.upper(), 15, acc, al="c")
        d.t(m + w * 0.13, top + 40, trade, 7, al="c", grey=0.35)
        d.t(m + w * 0.49, top + 24, title, 12, b=True, al="c")
        d.t(m + w * 0.49, top + 38, buyer, 7.5, al="c", maxw=w * 0.44)
        meta = [
            ("Doküman No", docno),
            ("Yayın Tarihi", pub),
            ("Revizyon No", rev),
            ("Sayfa", page_of(k)),
        ]
        for j, (a, b) in enumerate(meta):
            yy = top + j * h / 4
            if j:
                d.line(m + w * 0.72, yy, r, yy, 0.4)
            d.t(m + w * 0.72 + 4, yy + 9.5, a, 6.8)
            d.t(r - 4, yy + 9.5, b, 7, al="r")
        return top + h + 10

    y = header(1)
    # supplier and order data
    half = w / 2 - 5
    bar(d, m, y, half, "TEDARİKÇİ BİLGİLERİ", 7.6)
    bar(d, m + half + 10, y, half, "SİPARİŞ BİLGİLERİ", 7.6)
    y += 16
    vd = la.pick(rng, "Uludağ|Nilüfer|Pamukkale|Esenyurt|Beyazıt|Gaziantep|Uşak") + " V.D."
    left = [
        ("Firma Unvanı", sup),
        ("Adres", f"{sadr[0]} {sadr[1]}"),
        ("Vergi D. / No", f"{vd} / {la.digits(rng, '##########')}"),
        (
            "Yetkili",
            f"{la.pick(rng, 'Mehmet|Ayşe|Mustafa|Fatma|Emre|Burcu|Gökhan|Şule')} "
            f"{la.pick(rng, TR_LAST)}",
        ),
        (
            "Tel / E-posta",
            f"{la.digits(rng, '0(2##) ### ## ##')} / "
            f"{la.email(rng, sup, 'de', 'satis').replace('.de', '.com.tr')}",
        ),
    ]
    right = [
        ("Sipariş No", po),
        ("Sipariş Tarihi", ds(dt)),
        ("Talep No", la.digits(rng, "TLP-#####")),
        (
            "Teklif No / Tarih",
            f"{la.digits(rng, 'TK##-####')} / {ds(dt - timedelta(days=rng.randint(2, 20)))}",
        ),
        ("Model / Sezon", f"{la.digits(rng, 'M-####')} / {la.pick(rng, 'SS26|AW25|SS25|AW26')}"),
        ("Müşteri", la.pick(rng, TR_BRANDS)),
        ("Termin Tarihi", ds(dt + timedelta(days=rng.randint(10, 50)))),
        ("Teslim Yeri", f"{la.pick(rng, 'Merkez Depo|Kesimhane|Fabrika')} - {city}"),
        (
            "Ödeme Vadesi",
            la.pick(rng, "60 gün vadeli|90 gün çek|Peşin|Fatura tarihinden itibaren 45 gün"),
        ),
        ("Para Birimi", cur),
    ]
    rest = right[2:]
    rng.shuffle(rest)
    right = right[:2] + rest[: rng.randint(5, len(rest))]
    yl = y
    for a, b in left:
        d.t(m + 2, yl + 9, a, 7.4, b=True)
        yl = d.para(m + 78, yl, b, 7.8, half - 80)
        yl += 1
    yr = y
    for a, b in right:
        d.t(m + half + 12, yr + 9, a, 7.4, b=True)
        d.t(m + half + 12 + 86, yr + 9, f": {b}", 7.8, maxw=half - 90)
        yr += 10.6
    y = max(yl, yr) + 10
    # lines
    picks = rng.choices(TR_ITEMS, k=rng.randint(2, 28))
    rows = []
    for i, (desc, unit, lo, hi, rate) in enumerate(picks):
        p = la.cents(Decimal(rng.randint(lo * 100, hi * 100)) / 100 / scale)
        if hi <= 3:
            q = rng.choice([500, 1000, 2500, 5000, 10000])
        elif unit in ("KG", "MT"):
            q = rng.choice([150, 250, 400, 600, 850, 1200, 2000])
        else:
            q = rng.choice([10, 20, 50, 100, 200, 500])
        amt = la.cents(p * q)
        rows.append(
            {
                "pos": str(i + 1),
                "code": la.digits(rng, la.pick(rng, "HM-#####|AKS-####|###.##.###")),
                "desc": desc,
                "col": la.pick(rng, TR_COLOURS),
                "qty": f"{q:,}".replace(",", "."),
                "unit": unit,
                "price": eu(p),
                "rate": f"%{rate}",
                "amount": eu(amt),
                "amt": amt,
                "r": rate,
            }
        )
    spec = [
        ("pos", "No", 4, "c"),
        ("code", "Mlz. Kodu", 11, "l"),
        ("desc", "Malzeme Adı", 32, "l"),
        ("col", "Renk", 9, "l"),
        ("qty", "Miktar", 8, "r"),
        ("unit", "Birim", 6, "c"),
        ("price", "B.Fiyat", 10, "r"),
        ("rate", "KDV", 5, "c"),
        ("amount", f"Tutar {cur}", 14, "r"),
    ]
    cols = la.cols(spec, w)
    bottom = d.h - 50

    def foot() -> None:
        d.t(m, d.h - 26, f"{buyer} · Mersis No: {mersis}", 6.6, grey=0.35)

    def cont(i: int) -> float:
        carried = total_of(rows[:i])
        d.t(
            r - d.width(fm(carried), 8.5, True) - 10,
            bottom + 10,
            "Nakli Yekün:",
            8.5,
            b=True,
            al="r",
        )
        d.t(r, bottom + 10, fm(carried), 8.5, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        yy = header(page[0])
        d.t(m, yy + 4, f"Sipariş No: {po}", 8.5, b=True)
        d.t(r - d.width(fm(carried), 8.5, True) - 10, yy + 4, "Nakli Yekün:", 8.5, b=True, al="r")
        d.t(r, yy + 4, fm(carried), 8.5, b=True, al="r")
        return yy + 12

    y = d.table(
        m, y, cols, rows, size=7.4, lead=13.5, shade=0.86, grid=True, bottom=bottom, cont=cont
    )
    sub = total_of(rows)
    disc_pc = rng.choice([0, 0, 2, 3, 5])
    disc = la.cents(sub * disc_pc / 100)
    by: dict[str, Decimal] = {}
    for row in rows:
        by[row["r"]] = by.get(row["r"], Decimal(0)) + row["amt"]
    taxes = {k: la.cents(v * (100 - disc_pc) / 100 * Decimal(k) / 100) for k, v in by.items()}
    total = sub - disc + sum(taxes.values(), Decimal(0))
    srows = [("Toplam Tutar", fm(sub), False)]
    if disc:
        srows += [
            (f"İskonto (%{disc_pc})", f"-{fm(disc)}", False),
            ("Ara Toplam", fm(sub - disc), False),
        ]
    for k in sorted(taxes):
        srows.append((f"KDV (%{k})", fm(taxes[k]), False))
    srows.append((la.pick(rng, "GENEL TOPLAM|Genel Toplam|SİPARİŞ TOPLAMI"), fm(total), True))
    if y + 16 * len(srows) + 190 > bottom:
        y = cont(len(rows))
    y = d.summary(r - 220, r, y + 6, srows, 8.6, box_last=True)
    unit_w, sub_w = {
        "TL": ("Türk Lirası", "Kuruş"),
        "USD": ("ABD Doları", "Sent"),
        "EUR": ("Avro", "Sent"),
    }[cur]
    kr = int((total - int(total)) * 100)
    words = f"Yalnız: #{b4.tr_words(int(total))} {unit_w}" + (
        f" {b4.tr_words(kr)} {sub_w}#" if kr else "#"
    )
    y = d.para(m, y + 6, words, 8.2, w) + 8
    conds = [
        "Sipariş numarası irsaliye ve faturalarda mutlaka belirtilmelidir.",
        "Termin tarihine uyulmaması halinde gecikme bedeli uygulanır.",
        "Malzemeler numune onayına uygun olmalı, lot farkı olmamalıdır.",
        "Faturada birim fiyatlar siparişteki fiyatlarla aynı olmalıdır.",
    ]
    for k, t in enumerate(rng.sample(conds, rng.randint(2, 4))):
        y = d.para(m, y, f"{k + 1}. {t}", 7.6, w, grey=0.15)
    y += 26
    sw = w / 4 - 8
    for k, role in enumerate(["Hazırlayan", "Satınalma Müdürü", "Genel Müdür", "Tedarikçi Onayı"]):
        x = m + k * (sw + 10.6)
        d.box(x, y, sw, 48, lw=0.5)
        d.t(x + sw / 2, y + 10, role, 7.4, b=True, al="c", maxw=sw - 4)
        if k == 3:
            d.t(x + sw / 2, y + 20, "(Kaşe / İmza)", 6.8, al="c", grey=0.35)
    foot()
    return finish(d, "tr", "purchase_order", po, sup, total)


def blind15_tr_tekstil_siparis_formu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tr)


# --------------------------------------------------------------------------- 5 ko 거래명세서


def kgrid(
    pdf: cj.Pdf,
    x: float,
    y: float,
    widths: list[float],
    rows: list[list[str]],
    *,
    h: float = 16.0,
    size: float = 8.5,
    ink: Color = cj.black,
    labels: tuple[int, ...] = (0, 2),
    fill: Color | None = None,
    align: str = "",
) -> float:
    """Ruled label / value rows on a cj page: labels in the form's ink (on `fill`), values in
    black; a short row's last cell spans the rest. Returns the y below."""
    for row in rows:
        cx = x
        for k, s in enumerate(row):
            cw = widths[k] if k < len(row) - 1 else sum(widths[k:])
            lab = k in labels
            pdf.rect(cx, y, cw, h, fill=fill if lab else None, stroke=ink, lw=0.6)
            a = "c" if lab else (align[k] if k < len(align) else "l")
            tx = cx + cw / 2 if a == "c" else cx + cw - 3 if a == "r" else cx + 3
            pdf.text(
                tx,
                y + h / 2 + size * 0.36,
                s,
                size,
                align=a,
                colour=ink if lab else cj.black,
                maxw=cw - 6,
            )
            cx += cw
        y += h
    return y


KO_ITEMS = [
    ("육각볼트", "M10x40 SUS304", "EA", 120, 480),
    ("베어링", "6205ZZ", "EA", 3500, 9800),
    ("에어실린더", "CDQ2B32-20", "EA", 42000, 98000),
    ("근접센서", "PR12-4DN", "EA", 18000, 39000),
    ("케이블", "VCTF 2.5SQx4C", "M", 1800, 4200),
    ("PVC 덕트", "60x60", "M", 2400, 5600),
    ("작업장갑", "니트릴 코팅 L", "켤레", 900, 2400),
    ("복사용지", "A4 80g 2500매", "BOX", 21000, 32000),
    ("포장박스", "500x400x300 이중골", "EA", 1100, 2600),
    ("스트레치필름", "500mm x 300m", "롤", 9800, 16500),
    ("절삭유", "수용성 20L", "말", 68000, 125000),
    ("연마석", "WA60 205x19", "EA", 7800, 16000),
    ("안전화", "다이얼 265", "족", 38000, 79000),
    ("LED 투광등", "100W", "EA", 45000, 120000),
    ("유압호스", '3/8" 1.5M', "EA", 15000, 38000),
]
KO_BLUE = Color(0.1, 0.25, 0.65)
KO_RED = Color(0.78, 0.12, 0.15)


def blind15_ko_georae_myeongseoseo(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(26, 36)
    wd = pdf.w - 2 * m
    stem, stem2 = rng.sample(b4.KO_STEM, 2)
    sup = la.pick(rng, "(주){S}{T}|{S}{T}(주)|주식회사 {S}{T}|{S}{T}").format(
        S=stem, T=rng.choice(b4.KO_TRADE)
    )
    buyer = la.pick(rng, "(주){S}{T}|{S}{T} 주식회사|{S}{T}(주)").format(
        S=stem2, T=rng.choice(b4.KO_BUY)
    )
    ceo = b4.ko_who(rng, rank=False)
    d = cj.a_date(rng)
    serial = la.pick(
        rng,
        f"{d:%Y%m%d}-{rng.randint(1, 40):03d}|{rng.randint(1, 9999):04d}|"
        f"{d:%y%m}-{rng.randint(1, 999):03d}",
    )
    po = la.pick(
        rng,
        f"PO-{d.year}-{rng.randint(1, 9999):04d}|{la.digits(rng, '45########')}|"
        f"P{d:%y%m%d}{rng.randint(1, 99):02d}|발주-{d:%y}-{rng.randint(1, 999):04d}",
    )
    two = rng.random() < 0.55
    n = rng.randint(1, 8 if two else 18)
    picks = rng.sample(KO_ITEMS, n) if n <= len(KO_ITEMS) else rng.choices(KO_ITEMS, k=n)
    lines = []
    for name, spec, _unit, lo, hi in picks:
        p = Decimal(rng.randint(lo, hi) // 10 * 10)
        q = rng.choice([1, 2, 3, 5, 10, 20, 50, 100] if hi < 10000 else [1, 1, 2, 3, 4, 6, 10])
        amt = p * q
        tax = (amt / 10).quantize(Decimal(1), rounding=ROUND_DOWN)
        day_ = d - timedelta(days=rng.randint(0, 3) if rng.random() < 0.3 else 0)
        lines.append((f"{day_:%m/%d}", name, spec, q, p, amt, tax))
    supply = sum((ln[5] for ln in lines), Decimal(0))
    vat = sum((ln[6] for ln in lines), Decimal(0))
    total = supply + vat
    prev = Decimal(rng.randint(0, 400) * 10000) if rng.random() < 0.6 else Decimal(0)
    paid = prev if prev and rng.random() < 0.4 else Decimal(0)
    fig = lambda v: grouped(v, ",", ".", 0)  # noqa: E731
    brn = b4.ko_brn(rng)
    addr = b4.ko_addr(rng)
    biz = rng.choice(b4.KO_BIZ).split(" / ")
    tel, fax = b4.ko_tel(rng), b4.ko_tel(rng)
    order_row = rng.random() < 0.6
    place = la.pick(rng, "본사 자재창고|제2공장 입고장|물류센터|현장 사무소")
    verb = la.pick(rng, "계산합니다|공급합니다|납품합니다")
    words = f"일금 {b4.ko_words(int(total))}원정"
    seal_name = stem + "인"
    title = la.pick(rng, "거 래 명 세 서|거 래 명 세 표|거래명세서")
    contact = b4.ko_who(rng)

    def copy(top: float, ink: Color, label: str, rows_n: int, row_h: float) -> None:
        pdf.text(pdf.w / 2, top + 24, title, 18, align="c", colour=ink, bold=True, space=3)
        pdf.line(pdf.w / 2 - 80, top + 30, pdf.w / 2 + 80, top + 30, lw=0.8, colour=ink)
        pdf.text(m + wd, top + 24, label, 8, align="r", colour=ink)
        y0 = top + 40
        pdf.text(m, y0 + 10, f"No. {serial}", 8.5, colour=ink)
        pdf.text(m, y0 + 26, f"{d.year}년 {d.month:02d}월 {d.day:02d}일", 9.5)
        pdf.text(m, y0 + 50, f"{buyer}  귀하", 12, bold=True)
        pdf.line(m, y0 + 55, m + wd * 0.4, y0 + 55, lw=0.6, colour=ink)
        pdf.text(m, y0 + 72, f"아래와 같이 {verb}.", 9)
        gx = m + wd * 0.43
        gw = wd - wd * 0.43
        pdf.rect(gx, y0, 16, 80, stroke=ink, lw=0.6)
        pdf.vtext(gx + 8, y0 + 24, "공급자", 9, colour=ink)
        ws = [gw * 0.17, gw * 0.35, gw * 0.14, gw * 0.34 - 16]
        kgrid(
            pdf,
            gx + 16,
            y0,
            ws,
            [
                ["등록번호", brn],
                ["상호", sup, "성명", f"{ceo}  (인)"],
                ["주소", addr],
                ["업태", biz[0], "종목", biz[1]],
                ["전화", tel, "팩스", fax],
            ],
            h=16,
            size=8.2,
            ink=ink,
        )
        pdf.stamp(gx + 16 + sum(ws) - 12, y0 + 24, seal_name, rng, shape="square", r=13)
        y = y0 + 88
        ws2 = [wd * 0.14, wd * 0.64, wd * 0.22]
        y = kgrid(
            pdf,
            m,
            y,
            ws2,
            [["합계금액", f"{words}  (￦{fig(total)})", "(VAT 포함)"]],
            h=20,
            size=9.5,
            ink=ink,
            labels=(0,),
        )
        if order_row:
            y = kgrid(
                pdf,
                m,
                y,
                [wd * 0.14, wd * 0.24, wd * 0.12, wd * 0.26, wd * 0.1, wd * 0.14],
                [["발주번호", po, "납품장소", place, "담당", contact]],
                h=16,
                size=8.5,
                ink=ink,
                labels=(0, 2, 4),
            )
        y += 4
        widths = cj.rel(wd, [8, 20, 18, 7, 12, 14, 11, 10])
        hd = ["월일", "품목", "규격", "수량", "단가", "공급가액", "세액", "비고"]
        body = [
            [a, b_, c, str(q), fig(p), fig(amt), fig(t), ""] for a, b_, c, q, p, amt, t in lines
        ]
        if not order_row:
            if len(body) < rows_n:
                body.append(["", f"※ 귀사 발주번호: {po}", "", "", "", "", "", ""])
            else:
                body[0][7] = po
        body += [[""] * 8] * (rows_n - len(body))
        y = pdf.grid(
            m,
            y,
            widths,
            [hd, *body],
            row_h=row_h,
            size=8.2,
            align="cllcrrrl",
            head_fill=None,
            colour=ink,
        )
        ws3 = [wd * 0.1, wd * 0.15, wd * 0.08, wd * 0.13, wd * 0.08, wd * 0.15, wd * 0.1, wd * 0.21]
        y = kgrid(
            pdf,
            m,
            y,
            ws3,
            [["공급가액", fig(supply), "세액", fig(vat), "합계", fig(total), "인수자", "(인)"]],
            h=18,
            size=8.6,
            ink=ink,
            labels=(0, 2, 4, 6),
            align="-r-r-r-r",
        )
        kgrid(
            pdf,
            m,
            y,
            ws3,
            [
                [
                    "전잔금",
                    fig(prev) if prev else "",
                    "입금",
                    fig(paid) if paid else "",
                    "잔금",
                    fig(prev + total - paid),
                    "비고",
                    "",
                ]
            ],
            h=18,
            size=8.6,
            ink=ink,
            labels=(0, 2, 4, 6),
            align="-r-r-r-r",
        )

    if two:
        half = (pdf.h - 2 * m) / 2
        copy(m - 8, KO_BLUE, "(공급받는자 보관용)", 8, 14.5)
        cy = m + half
        pdf.c.setDash([4, 3])
        pdf.line(m - 10, cy, m + wd + 10, cy, lw=0.5, colour=GREY)
        pdf.c.setDash([])
        copy(cy + 6, KO_RED, "(공급자 보관용)", 8, 14.5)
    else:
        ink = rng.choice([KO_BLUE, KO_RED, cj.black])
        copy(m + 6, ink, "(공급받는자 보관용)", max(len(lines) + 1, 24), 18)
        pdf.text(
            m,
            pdf.h - m + 6,
            la.pick(
                rng,
                "※ 물품 수령 후 이상이 있을 경우 3일 이내에 연락 바랍니다.|"
                "※ 입금계좌: 기업은행 " + la.digits(rng, "###-######-##-###"),
            ),
            8,
        )
    return cfinish(pdf, "ko", "delivery_note", po, sup, total)


# --------------------------------------------------------------------------- 6 vi retail

VI_CHAINS = [
    ("Sao Mai", "SAOMAI MART"),
    ("Hoa Sen", "HOASEN MART"),
    ("Phú An", "PHU AN FOODS"),
    ("Bình Minh", "BINHMINH MART"),
    ("Đông Á", "DONG A MART"),
    ("Thịnh Vượng", "TV MART"),
]
VI_BUY = (
    "Công ty Cổ phần Bán lẻ {X}|Công ty TNHH Siêu thị {X}|Công ty Cổ phần Thương mại Dịch vụ {X}"
)
VI_ITEMS = [
    ("Nước mắm cá cơm 40 độ đạm, chai 500ml", "Chai", "Thùng 12 chai", 32000, 68000, "8"),
    ("Dầu ăn thực vật, chai 1L", "Chai", "Thùng 12 chai", 38000, 56000, "8"),
    ("Gạo thơm ST25, túi 5kg", "Túi", "Bao 4 túi", 150000, 210000, "5"),
    ("Mì ăn liền gói 75g", "Thùng", "Thùng 30 gói", 95000, 140000, "8"),
    ("Sữa tươi tiệt trùng 180ml, lốc 4 hộp", "Lốc", "Thùng 12 lốc", 28000, 36000, "8"),
    ("Nước uống đóng chai 500ml", "Thùng", "Thùng 24 chai", 68000, 110000, "8"),
    ("Bột giặt 3kg", "Túi", "Thùng 4 túi", 125000, 189000, "8"),
    ("Nước rửa chén 750g", "Chai", "Thùng 12 chai", 21000, 35000, "8"),
    ("Cà phê rang xay 500g", "Gói", "Thùng 20 gói", 85000, 160000, "8"),
    ("Bánh quy bơ hộp thiếc 400g", "Hộp", "Thùng 12 hộp", 72000, 125000, "8"),
    ("Giấy vệ sinh 10 cuộn", "Lốc", "Bao 6 lốc", 55000, 89000, "8"),
    ("Đường tinh luyện, túi 1kg", "Túi", "Bao 20 túi", 23000, 29000, "5"),
    ("Trà xanh đóng chai 455ml", "Thùng", "Thùng 24 chai", 165000, 210000, "8"),
    ("Bia lon 330ml", "Thùng", "Thùng 24 lon", 290000, 420000, "10"),
    ("Nước tương đậu nành 500ml", "Chai", "Thùng 24 chai", 14000, 26000, "8"),
    ("Tương ớt chai 250g", "Chai", "Thùng 24 chai", 9000, 16000, "8"),
    ("Dầu gội đầu 650ml", "Chai", "Thùng 12 chai", 95000, 175000, "10"),
]


def _vi(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.VIET))
    m = rng.uniform(26, 36)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    stem, brand = rng.choice(VI_CHAINS)
    buyer = la.pick(rng, VI_BUY).format(X=stem)
    sup, sadr = b4.firm4(rng, "vi", "sup")
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"PO{dt:%y%m%d}{rng.randint(1, 9999):04d}|{la.digits(rng, '42########')}|"
        f"DH-{dt:%y%m}-{rng.randint(1, 99999):05d}",
    )
    fm = lambda v: grouped(v, ".", ",", 0)  # noqa: E731
    ds = lambda x: f"{x:%d/%m/%Y}"  # noqa: E731
    page_of = lambda k: f"Trang / Page: {k}/{of}" if of else f"Trang / Page: {k}"  # noqa: E731
    page = [1]
    # header
    rgb_text(d, m, 44, brand, 18, acc)
    d.t(m, 58, buyer, 8.6, b=True)
    hq = la.pick(
        rng,
        "Số ### Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh|Lô @#, KCN Tân Bình, TP. Hồ Chí Minh|"
        "Số ## Trần Duy Hưng, Cầu Giấy, Hà Nội",
    )
    d.lines(
        m,
        61,
        [
            f"Địa chỉ: {la.digits(rng, hq)}",
            f"MST: {la.digits(rng, '03########')} - Hotline: {la.digits(rng, '1900 ####')}",
        ],
        7.4,
    )
    d.t(r, 42, "ĐƠN ĐẶT HÀNG", 16, b=True, al="r")
    d.t(r, 55, "PURCHASE ORDER", 9.5, al="r", grey=0.3)
    d.t(r, 70, f"Số / No.: {po}", 10, b=True, al="r")
    bars(d.c, d.h, r - 150, 76, 150, 20, rng)
    d.t(r - 75, 104, po, 7, al="c")
    y = 114
    cw = [w * 0.2, w * 0.3, w * 0.2, w * 0.3]
    contact = la.pick(rng, b4.REG4["vi"]["first"])
    rows = [
        ["Nhà cung cấp / Supplier", sup],
        [
            "Mã NCC / Vendor code",
            la.digits(rng, la.pick(rng, "NCC####|V######|10####")),
            "MST / Tax code",
            la.digits(rng, "0#########"),
        ],
        ["Địa chỉ / Address", f"{sadr[0]}, {sadr[1]}"],
        ["Liên hệ / Contact", contact, "Điện thoại / Tel", la.digits(rng, "09## ### ###")],
    ]
    y = lgrid(d, m, y, cw, rows, h=15, size=7.8) + 6
    dc = la.pick(
        rng,
        "Kho tổng DC Bình Dương, KCN VSIP II|Kho DC Long An, KCN Tân Đức|Siêu thị chi nhánh "
        "Thủ Đức, 216 Võ Văn Ngân|Kho lạnh DC Hà Nội, KCN Quang Minh",
    )
    rows2 = [
        [
            "Ngày đặt / Order date",
            ds(dt),
            "Ngày giao / Delivery",
            ds(dt + timedelta(days=rng.randint(2, 7))),
        ],
        ["Giao đến / Deliver to", dc],
        [
            "Khung giờ / Time slot",
            la.pick(rng, "06:00 - 10:00|13:30 - 16:30|22:00 - 04:00"),
            "Loại đơn / Type",
            la.pick(rng, "Thường|Khuyến mãi|Bổ sung hàng|Khai trương"),
        ],
    ]
    if rng.random() < 0.7:
        rows2.append(
            [
                "Số HĐ khung / Contract",
                la.digits(rng, f"HĐ-{dt.year}/NCC/####"),
                "Mã CTKM / Promo",
                la.digits(rng, la.pick(rng, "KM##-###|CT####|-")),
            ]
        )
    y = lgrid(d, m, y, cw, rows2, h=15, size=7.8) + 10
    # lines
    n = rng.randint(3, 32)
    picks = rng.sample(VI_ITEMS, n) if n <= len(VI_ITEMS) else rng.choices(VI_ITEMS, k=n)
    lines = []
    code_fmt = la.pick(rng, "1######|SP#####|######")
    for i, (desc, unit, pack, lo, hi, rate) in enumerate(picks):
        p = Decimal(rng.randint(lo // 100, hi // 100) * 100)
        q = rng.choice([5, 10, 12, 20, 24, 30, 48, 60, 100])
        amt = p * q
        lines.append(
            {
                "pos": str(i + 1),
                "code": la.digits(rng, code_fmt),
                "ean": la.digits(rng, "893#########"),
                "desc": desc,
                "unit": unit,
                "pack": pack,
                "qty": str(q),
                "price": fm(p),
                "rate": f"{rate}%",
                "amount": fm(amt),
                "amt": amt,
                "r": rate,
            }
        )
    spec = [
        ("pos", "STT", 5, "c"),
        ("code", "Mã hàng", 9, "l"),
        ("ean", "Mã vạch", 15, "l"),
        ("desc", "Tên hàng / Description", 30, "l"),
        ("unit", "ĐVT", 6, "c"),
        ("pack", "Quy cách", 12, "l"),
        ("qty", "SL", 5, "r"),
        ("price", "Đơn giá", 10, "r"),
        ("rate", "VAT", 5, "c"),
        ("amount", "Thành tiền", 12, "r"),
    ]
    cols = la.cols(spec, w)
    bottom = d.h - 52

    def foot() -> None:
        d.t(m, d.h - 28, f"{brand} - {buyer}", 6.8, grey=0.35)
        d.t(r, d.h - 28, page_of(page[0]), 7.5, al="r")

    def cont(i: int) -> float:
        carried = total_of(lines[:i])
        d.t(r - 170, bottom + 12, "Cộng trang / Page total:", 8, b=True)
        d.t(r, bottom + 12, fm(carried), 8, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"ĐƠN ĐẶT HÀNG / PURCHASE ORDER  Số: {po}", 9, b=True)
        d.t(r - 170, 56, "Mang sang / Brought forward:", 8, b=True)
        d.t(r, 56, fm(carried), 8, b=True, al="r")
        return 64

    y = d.table(
        m,
        y,
        cols,
        lines,
        size=7.2,
        lead=14,
        shade=0.87,
        grid=True,
        zebra=None,
        bottom=bottom,
        cont=cont,
    )
    sub = total_of(lines)
    dpc = rng.choice([0, 0, 1, 2, 3])
    disc = (sub * dpc / 100).quantize(Decimal(1), ROUND_HALF_UP)
    by: dict[str, Decimal] = {}
    for ln in lines:
        by[ln["r"]] = by.get(ln["r"], Decimal(0)) + ln["amt"]
    taxes = {
        k: (v * (100 - dpc) / 100 * Decimal(k) / 100).quantize(Decimal(1), ROUND_HALF_UP)
        for k, v in by.items()
    }
    total = sub - disc + sum(taxes.values(), Decimal(0))
    srows = [("Tổng tiền hàng (chưa VAT)", fm(sub), False)]
    if disc:
        srows.append((f"Chiết khấu thương mại ({dpc}%)", f"-{fm(disc)}", False))
    for k in sorted(taxes, key=int):
        srows.append((f"Thuế GTGT {k}%", fm(taxes[k]), False))
    srows.append(("TỔNG CỘNG THANH TOÁN", fm(total), True))
    if y + 16 * len(srows) + 170 > bottom:
        y = cont(len(lines))
    y = d.summary(r - 240, r, y + 6, srows, 8.6, shade=0.88)
    y = d.para(m, y + 4, f"Số tiền bằng chữ: {b4.vi_words(int(total))} đồng.", 8.4, w) + 6
    notes = [
        "Hàng giao phải còn hạn sử dụng tối thiểu 2/3 so với hạn sử dụng in trên bao bì.",
        "Hóa đơn GTGT phải ghi rõ số đơn đặt hàng (PO); giao thiếu sẽ không được giao bù "
        "trên PO này.",
        "Đơn hàng hết hiệu lực nếu nhà cung cấp giao trễ quá 2 ngày so với ngày giao dự kiến.",
        "Nhà cung cấp đặt lịch giao hàng với kho trước ít nhất 24 giờ.",
    ]
    d.t(m, y + 9, "Ghi chú / Notes:", 8, b=True)
    y += 12
    for t in rng.sample(notes, rng.randint(2, 4)):
        y = d.para(m + 8, y, f"- {t}", 7.6, w - 8, grey=0.15)
    y += 14
    roles = ["Người lập phiếu", "Trưởng ngành hàng", "Giám đốc mua hàng", "Nhà cung cấp xác nhận"]
    sw = w / 4
    for k, role in enumerate(roles):
        d.t(m + k * sw + sw / 2, y, role, 7.2, b=True, al="c", maxw=sw - 4)
        d.t(m + k * sw + sw / 2, y + 10, "(Ký, ghi rõ họ tên)", 6.8, al="c", grey=0.35)
    foot()
    return finish(d, "vi", "purchase_order", po, sup, total)


def blind15_vi_sieuthi_don_dat_hang(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _vi)


# --------------------------------------------------------------------------- 7 US school district

ISD = [
    ("Cedar Springs", "TX", "Independent School District"),
    ("Brazos Valley", "TX", "Consolidated Independent School District"),
    ("Sierra Vista", "CA", "Unified School District"),
    ("Lake Elsinore Valley", "CA", "Joint Unified School District"),
    ("Maple Grove", "MN", "Public Schools, ISD No. 279"),
    ("Pinecrest", "FL", "County School District"),
    ("Harlan Valley", "OH", "City School District"),
    ("Red Rock", "AZ", "Unified School District No. 45"),
]
CAMPUS = (
    "{P} Elementary School|{P} Middle School|{P} High School|Transportation Center|"
    "Child Nutrition Services|Maintenance & Operations|Technology Services"
)
CAMPUS_P = (
    "Washington|Lincoln|Roosevelt|Jefferson|Oak Ridge|Willow Creek|Heritage|Sunnyside|Eagle Point"
)
K12_VEND = (
    "{X} School Supply{F}|{X} Educational Products{F}|{X} Office Furniture{F}|"
    "{X} Technology Solutions{F}|{X} Janitorial Supply{F}|{X} Food Service Equipment{F}|"
    "{X} Athletic Supply{F}|{X} Music & Sound{F}"
)
K12_STEMS = (
    "Lone Star|Golden State|Pioneer|Heartland|Summit|Prairie|Coastal|Liberty|Frontier|Blue Sky"
)
K12_ITEMS = [
    ("Student desk, adjustable height, 20x26 laminate top", "EA", 85, 160),
    ('Stack chair 16" seat, polypropylene shell', "EA", 35, 75),
    ('Chromebook 11.6" with management license', "EA", 240, 360),
    ('Interactive flat panel 75" 4K with wall mount', "EA", 2400, 4600),
    ("Copy paper 8.5x11 20 lb, case of 10 reams", "CS", 38, 62),
    ("Dry erase markers, assorted, 12/pk", "PK", 7, 16),
    ("Composition books, wide ruled (48/cs)", "CS", 45, 90),
    ("Library books - processing included (lot)", "LOT", 400, 2400),
    ("Cafeteria tray, compartment, polycarbonate", "EA", 4, 11),
    ("Hand soap refill 1250 mL (3/cs)", "CS", 28, 60),
    ("Can liner 40x46 1.5 mil (100/cs)", "CS", 30, 58),
    ("Basketball, official size, composite", "EA", 18, 45),
    ("Band instrument repair and maintenance", "LOT", 300, 1800),
    ("Science lab kit - chemistry, grade 8", "KT", 120, 380),
    ("School bus tire 11R22.5", "EA", 280, 520),
    ("Headphones with microphone, 3.5 mm", "EA", 9, 24),
]
TINTS = [None, None, (1.0, 0.96, 0.97), (1.0, 0.99, 0.86), (0.93, 0.97, 1.0)]


def _seal(d: la.Doc, x: float, y: float, r: float, rgb: tuple) -> None:
    c = d.c
    c.setStrokeColorRGB(*rgb)
    c.setLineWidth(1.6)
    c.circle(x, d.h - y, r, stroke=1, fill=0)
    c.setLineWidth(0.6)
    c.circle(x, d.h - y, r * 0.78, stroke=1, fill=0)
    c.setFillColorRGB(*rgb)
    p = c.beginPath()
    for k in range(10):
        a = math.pi / 2 + k * math.pi / 5
        rr = r * (0.5 if k % 2 == 0 else 0.22)
        (p.moveTo if k == 0 else p.lineTo)(x + rr * math.cos(a), d.h - y + rr * math.sin(a))
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setStrokeGray(0)
    c.setFillGray(0)


def _k12(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|times"))
    tint = rng.choice(TINTS)
    if tint:
        rgb_box(d, 0, 0, d.w, d.h, tint)
    m = rng.uniform(32, 42)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    place, st, kind_ = rng.choice(ISD)
    district = f"{place} {kind_}"
    sup = la.pick(rng, K12_VEND).format(
        X=la.pick(rng, K12_STEMS), F=la.pick(rng, ", Inc.| LLC| Co.| Inc.|")
    )
    _, sadr = la.place(rng, "us")
    dt = la.day(rng)
    fy = dt.year + (1 if dt.month >= 7 else 0)
    po = la.pick(
        rng,
        f"{fy % 100}-{rng.randint(1, 9999):05d}|P{fy % 100}{rng.randint(1, 99999):05d}|"
        f"{fy}-{rng.randint(1, 9999):04d}|{rng.randint(100000, 999999)}",
    )
    page_of = lambda k: f"Page {k} of {of}" if of else f"Page {k}"  # noqa: E731
    page = [1]
    copy = "VENDOR COPY" if tint or rng.random() < 0.4 else ""
    # letterhead
    _seal(d, m + 26, 52, 24, acc)
    rgb_text(d, m + 60, 44, district, 13 if len(district) < 40 else 11, acc)
    d.t(
        m + 60,
        57,
        la.pick(
            rng,
            "Business Office - Purchasing Department|Purchasing & Contract Services|"
            "Department of Business Services - Purchasing",
        ),
        8.5,
    )
    zip_ = la.digits(rng, "7####" if st == "TX" else f"9{rng.randint(0, 5)}###")
    baddr = la.digits(
        rng, la.pick(rng, "#### Education Way|### School Street|## Administration Dr")
    )
    d.t(
        m + 60,
        68,
        f"{baddr}, {place}, {st} {zip_} · Phone {la.phone(rng, 'us')}",
        7.6,
        grey=0.3,
    )
    bx = r - 150
    d.box(bx, 28, 150, 52, lw=1.1)
    d.t(bx + 75, 40, "PURCHASE ORDER", 10.5, b=True, al="c")
    d.line(bx, 45, r, 45, 0.5)
    d.t(bx + 6, 56, "P.O. NUMBER", 6.8, grey=0.3)
    d.t(r - 6, 72, po, 14, b=True, al="r")
    d.t(bx, 90, f"Date: {la.dfmt(dt, 'us')}", 8.5)
    d.t(r, 90, page_of(1), 8.5, al="r")
    d.t(bx, 101, f"Fiscal Year: {fy - 1}-{fy % 100:02d}", 8.5)
    banner = (
        "THIS PURCHASE ORDER NUMBER MUST APPEAR ON ALL INVOICES, PACKING SLIPS, CARTONS AND "
        "CORRESPONDENCE"
    )
    y = 112
    rgb_box(d, m, y, w, 14, acc)
    rgb_text(d, d.w / 2, y + 10, banner, 7.2, (1, 1, 1), al="c")
    y += 22
    vendno = la.digits(rng, la.pick(rng, "V####|0#####|V-#####"))
    vend = [sup, *sadr, f"Vendor No.: {vendno}", la.email(rng, sup, "us", "orders")]
    campus = la.pick(rng, CAMPUS).format(P=la.pick(rng, CAMPUS_P))
    _, cadr = la.place(rng, "us")
    ship = [
        campus,
        f"Attn: {la.person(rng, 'en')}",
        la.digits(rng, "#### Campus Dr"),
        f"{place}, {st} {la.digits(rng, '#####')}",
    ]
    bill = [
        district,
        "Accounts Payable",
        la.digits(rng, "P.O. Box ####"),
        f"{place}, {st}",
        "ap@"
        + "".join(ch for ch in place.lower() if ch.isalpha())
        + (".k12." + st.lower() + ".us"),
    ]
    bw = (w - 20) / 3
    ys = []
    for k, (lab, lines_) in enumerate([("VENDOR", vend), ("SHIP TO", ship), ("BILL TO", bill)]):
        x = m + k * (bw + 10)
        d.box(x, y, bw, 12, fill=0.85, lw=0.5)
        d.t(x + 4, y + 9, lab, 7.8, b=True)
        fs = snug(d, lines_, bw - 8, 7.9)
        ys.append(d.lines(x + 4, y + 15, lines_, fs, b_first=k == 0, lead=10.3))
    y = max(ys) + 8
    grid_l = [
        "Requisition No.",
        "Requested By",
        "Campus / Dept.",
        "Bid / Co-op Contract",
        "Quote No.",
        "Terms",
        "F.O.B.",
        "Required By",
    ]
    grid_v = [
        la.digits(rng, la.pick(rng, "R##-#####|REQ######|#####")),
        la.person(rng, "en"),
        la.digits(rng, "### - ") + campus.split(" ")[0],
        la.pick(
            rng,
            "BuyBoard 6##-##|TIPS 2#####|Sourcewell 0#####|OMNIA R######|CMAS 4-##-##-####|"
            "RFP 2#-0##",
        ),
        la.digits(rng, la.pick(rng, "Q#####|##-####|SQ-######")),
        la.pick(rng, "Net 30|Net 45|2% 10 Net 30"),
        la.pick(rng, "Destination|Destination, Freight Prepaid|Shipping Point"),
        la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "us"),
    ]
    grid_v[3] = la.digits(rng, grid_v[3])
    y = d.grid(m, y, [w / 4] * 4, grid_l[:4], grid_v[:4], 7.6)
    y = d.grid(m, y, [w / 4] * 4, grid_l[4:], grid_v[4:], 7.6) + 8
    # lines
    rows = mk_rows(rng, K12_ITEMS, rng.randint(2, 22), en)
    acct_fmt = {
        "TX": "199-11-6399-00-###-#-11-000|199-35-6341-00-###-#-99-000|199-23-6399-00-###-#-99-000",
        "CA": "01-0000-0-4300-1110-1000-###-0000|01-0000-0-4400-1110-1000-###-0000",
    }.get(st, "001-2410-610-####-###|001-1110-640-####-###|10-1000-4400-###")
    cat_fmt = la.pick(rng, "Cat# @@-#####|Item #####-##|SKU ######")
    for row in rows:
        row["line"] = row["pos"]
        row["acct"] = "Acct: " + la.digits(rng, la.pick(rng, acct_fmt))
        row["cat"] = la.digits(rng, cat_fmt)
    spec = [
        ("line", "Line", 5, "c"),
        ("qty", "Qty", 6, "r"),
        ("unit", "Unit", 6, "c"),
        ("desc", "Description", 54, "l"),
        ("price", "Unit Price", 13, "r"),
        ("amount", "Extended", 14, "r"),
    ]
    cols = la.cols(spec, w)
    size, lead = 8, 12
    bottom = d.h - 60

    def foot() -> None:
        d.line(m, d.h - 40, r, d.h - 40, 0.4)
        d.t(
            m,
            d.h - 30,
            f"{district} is an equal opportunity employer and educational institution.",
            6.6,
            grey=0.35,
        )
        d.t(r, d.h - 30, copy, 8, b=True, al="r")

    def head(yy: float) -> float:
        d.box(m, yy, w, lead + 3, fill=0.85, lw=0.5)
        d._cells(m, yy, cols, {c[0]: c[1] for c in cols}, size, lead + 3, True)
        return yy + lead + 5

    def brk(yy: float, i: int, table: bool) -> float:
        carried = total_of(rows[:i])
        d.t(r - 190, yy + 12, "Subtotal carried forward", size, b=True)
        d.t(r, yy + 12, en(carried), size, b=True, al="r")
        d.t(d.w / 2, yy + 26, "*** CONTINUED ON NEXT PAGE ***", 7.5, al="c")
        foot()
        d.new_page()
        if tint:
            rgb_box(d, 0, 0, d.w, d.h, tint)
        page[0] += 1
        rgb_text(d, m, 40, district, 10, acc)
        d.t(r, 40, f"P.O. No. {po}   {page_of(page[0])}", 9, b=True, al="r")
        d.t(r - 190, 60, "Subtotal brought forward", size, b=True)
        d.t(r, 60, en(carried), size, b=True, al="r")
        return head(68) if table else 68

    y = head(y)
    for i, row in enumerate(rows):
        if y + lead * 3 > bottom:
            y = brk(y, i, True)
        d._cells(m, y, cols, row, size, lead, False)
        x_desc = m + cols[0][2] + cols[1][2] + cols[2][2] + 3
        d.t(x_desc, y + lead + 8, f"{row['cat']}    {row['acct']}", 6.8, grey=0.3)
        y += lead * 2 + 2
        d.line(m, y, r, y, 0.25)
    sub = total_of(rows)
    ship_ = Decimal(rng.randint(0, 25000)) / 100 if rng.random() < 0.45 else Decimal(0)
    disc = la.cents(sub * rng.choice([2, 5, 10]) / 100) if rng.random() < 0.25 else Decimal(0)
    total = sub + ship_ - disc
    srows = [("Subtotal", en(sub), False)]
    if ship_:
        srows.append(("Shipping & Handling", en(ship_), False))
    if disc:
        srows.append(("Discount", f"-{en(disc)}", False))
    srows.append(("Sales Tax", "EXEMPT", False))
    srows.append(("P.O. TOTAL", f"${en(total)}", True))
    if y + 16 * len(srows) + 120 > bottom:
        y = brk(y, len(rows), False)
    ys = d.summary(r - 200, r, y + 6, srows, 8.8, box_last=True)
    exempt = (
        f"{district} is exempt from state and local sales and use taxes; an exemption "
        "certificate is available upon request. Do not include tax on invoices. Deliveries "
        "accepted Monday - Friday, "
        "7:30 a.m. - 3:30 p.m. only."
    )
    d.para(m, y + 10, exempt, 7.4, w - 230, grey=0.2)
    y = ys + 40
    d.sign(m, y, 200, f"Director of Purchasing - {la.person(rng, 'en')}")
    d.sign(
        m + 260,
        y,
        200,
        la.pick(rng, "Chief Financial Officer|Assistant Superintendent, Business Services"),
    )
    foot()
    return finish(d, "en", "purchase_order", po, sup, total)


def blind15_en_us_school_district_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _k12)


# --------------------------------------------------------------------------- 8 zh SaaS 采购单

ZH_FOOD = cj._table("""
鸡胸肉|冷冻 2kg/袋|袋|9|28|46
猪五花肉|鲜品|公斤|9|24|38
鲜鸡蛋|360枚/箱|箱|9|150|230
东北大米|25kg/袋|袋|9|95|160
高筋面粉|25kg/袋|袋|9|85|140
大豆油|20L/桶|桶|9|160|260
生抽酱油|1.9L×6/箱|箱|13|52|96
冷冻薯条|2kg×6/箱|箱|13|110|180
番茄酱|3kg/桶|桶|13|28|55
白砂糖|50kg/袋|袋|9|260|360
青椒|鲜品|公斤|9|4|9
土豆|鲜品|公斤|9|2|5
一次性打包盒|500ml×300只/箱|箱|13|65|120
餐巾纸|200抽×48包/箱|箱|13|70|120
洗洁精|5kg/桶|桶|13|22|45
火锅底料|500g×20袋/箱|箱|13|160|280
牛腩|冷冻 10kg/箱|箱|9|420|620
""")
ZH_FOOD_TRADE = "食品|冻品|粮油|农产品|餐饮用品|调味品|食品供应链"


def _zh_saas(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(26, 36)
    wd, right = pdf.w - 2 * m, pdf.w - m
    city = rng.choice(cj.CITIES)[0]
    b1, b2 = rng.sample(cj.BRANDS, 2)
    buyer = cj.pick(
        rng,
        f"{city}{b1[0]}餐饮管理有限公司|{b1[0]}餐饮连锁（{city}）有限公司|{city}市{b1[0]}餐饮有限公司",
    )
    sup = cj.pick(
        rng,
        f"{city}{b2[0]}{{T}}有限公司|{rng.choice(cj.CITIES)[0]}市{b2[0]}{{T}}有限公司|"
        f"{b2[0]}{{T}}（{city}）有限公司",
    ).replace("{T}", cj.pick(rng, ZH_FOOD_TRADE))
    d = cj.a_date(rng)
    no = cj.number(rng, d, "CG{Y}{m}{d}{n4}|PO{y}{m}{d}{n5}|CGD-{Y}{m}-{n5}")
    src = cj.number(rng, d, "YH{Y}{m}{d}{n4}|RQ{y}{m}{n5}")
    contract = cj.number(rng, d, "HT-{Y}-{n3}|GYHT{Y}{n4}")
    page = [1]
    at = d + timedelta(days=rng.randint(0, 2))
    hms = f"{rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    printed = f"{at:%Y-%m-%d} {hms}"
    user = cj.person(rng)
    store = f"{b1[0]}·{cj.pick(rng, '万达店|国贸店|高新店|滨江店|中心店|大学城店')}"
    org = cj.pick(rng, f"{b1[0]}中央厨房|{city}配送中心|{b1[0]}总部采购部")

    def top(k: int) -> None:
        pdf.text(m, 22, f"打印时间：{printed}    打印人：{user}", 7.5, colour=GREY)
        pdf.text(right, 22, f"第{k}页/共{of}页" if of else f"第{k}页", 8, align="r", colour=GREY)

    top(1)
    pdf.text(pdf.w / 2, 44, buyer, 11, align="c")
    pdf.text(pdf.w / 2, 66, cj.pick(rng, "采购单|采购订单|采 购 单"), 18, align="c", bold=True)
    bars(pdf.c, pdf.h, right - 170, 32, 170, 26, rng)
    pdf.text(right - 85, 68, no, 8, align="c")
    y = 84
    fields = [
        ("单据编号", no),
        ("单据日期", cj.fdate(d, "iso")),
        ("单据状态", cj.pick(rng, "已审核|已审核|已下发|部分到货")),
        ("供应商", sup),
        ("供应商编码", cj.number(rng, d, "GYS{n4}|S{n5}|{n6}")),
        ("联系人", f"{cj.person(rng)} {cj.mobile(rng)}"),
        ("采购组织", org),
        ("收货机构", cj.pick(rng, f"{store}|{org}仓库|{city}冷链仓")),
        ("期望到货日期", cj.fdate(cj.later(rng, d, 1, 4), "iso")),
        ("来源单号", src),
        ("合同编号", contract),
        ("结算方式", cj.pick(rng, "月结30天|月结60天|货到付款|周结")),
    ]
    ruled = rng.random() < 0.5
    colw = wd / 3
    if ruled:
        rows = [
            [
                fields[i][0],
                fields[i][1],
                fields[i + 1][0],
                fields[i + 1][1],
                fields[i + 2][0],
                fields[i + 2][1],
            ]
            for i in range(0, len(fields), 3)
        ]
        y = kgrid(
            pdf,
            m,
            y,
            [colw * 0.3, colw * 0.7] * 3,
            rows,
            h=17,
            size=8.6,
            labels=(0, 2, 4),
            fill=cj.SHADE,
        )
    else:
        for i, (a, b) in enumerate(fields):
            x = m + (i % 3) * colw
            yy = y + (i // 3) * 16 + 10
            pdf.text(x, yy, f"{a}：", 8.8, colour=GREY)
            pdf.text(x + 66, yy, b, 8.8, maxw=colw - 70)
        y += (len(fields) + 2) // 3 * 16 + 4
    if rng.random() < 0.5:
        pdf.text(
            m,
            y + 12,
            "备注："
            + cj.pick(
                rng, "请按约定时间送货，冻品全程冷链|送货需附检验检疫证明|发票开具专票，随货同行"
            ),
            8.5,
        )
        y += 16
    y += 6
    n = rng.randint(3, 30)
    picks = rng.sample(ZH_FOOD, n) if n <= len(ZH_FOOD) else rng.choices(ZH_FOOD, k=n)
    body, amts, rates = [], [], []
    code_fmt = cj.pick(rng, "SP{n5}|{n8}|1{n6}")
    for i, (name, spec, unit, rate, lo, hi) in enumerate(picks):
        p = Decimal(rng.randint(int(lo) * 100, int(hi) * 100)) / 100
        q = (
            rng.choice([2, 3, 5, 6, 8, 10, 12, 20, 30, 50])
            if int(hi) < 60
            else rng.choice([1, 2, 3, 4, 5, 8, 10])
        )
        amt = p * q
        amts.append(amt)
        rates.append(int(rate))
        body.append(
            [
                str(i + 1),
                cj.number(rng, d, code_fmt),
                name,
                spec,
                unit,
                str(q),
                cj.money(p),
                f"{rate}%",
                cj.money(amt),
                "",
            ]
        )
    total = sum(amts, Decimal(0))
    net = sum((la.cents(a / (1 + Decimal(r_) / 100)) for a, r_ in zip(amts, rates)), Decimal(0))
    tax = total - net
    hd = [
        "序号",
        "商品编码",
        "商品名称",
        "规格",
        "单位",
        "采购数量",
        "含税单价",
        "税率",
        "含税金额",
        "备注",
    ]
    widths = cj.rel(wd, [5, 11, 17, 15, 6, 8, 10, 6, 12, 10])
    al = "cllccrrcrl"
    rh = 17
    bottom = pdf.h - 40
    i = 0
    while True:
        cap = max(1, int((bottom - y) / rh) - 2)
        chunk = body[i : i + cap]
        i += len(chunk)
        rows = [hd, *chunk]
        if i >= len(body):
            qty_sum = sum(int(b[5]) for b in body)
            rows.append(["合计", "", "", "", "", str(qty_sum), "", "", cj.money(total), ""])
        y = pdf.grid(m, y, widths, rows, row_h=rh, size=8.4, align=al)
        if i >= len(body):
            break
        pdf.new_page()
        page[0] += 1
        top(page[0])
        pdf.text(m, 40, f"采购单（续）  单据编号：{no}    供应商：{sup}", 9)
        y = 50
    if y + 120 > pdf.h - 20:
        pdf.new_page()
        page[0] += 1
        top(page[0])
        y = 40
    y += 18
    pdf.text(m, y, f"不含税金额：{cj.money(net)}", 9.5)
    pdf.text(m + wd * 0.25, y, f"税额：{cj.money(tax)}", 9.5)
    pdf.text(m + wd * 0.45, y, f"价税合计：¥{cj.money(total)}", 10.5, bold=True)
    y += 18
    pdf.text(m, y, f"合计金额（大写）：{cj.daxie(total)}", 9.5)
    y += 26
    sigs = [
        ("制单人", user),
        ("审核人", cj.person(rng)),
        ("审核时间", printed[:10]),
        ("供应商确认", ""),
        ("收货人", ""),
    ]
    sw = wd / len(sigs)
    for k, (a, b) in enumerate(sigs):
        pdf.text(m + k * sw, y, f"{a}：{b}", 9)
    return cfinish(pdf, "zh-Hans", "purchase_order", no, sup, total)


def blind15_zh_saas_caigou_mendian(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh_saas)


# --------------------------------------------------------------------------- 9 ja FAX発注書

JA_FOOD = cj._table("""
国産若鶏もも肉|2kg|パック|8|1400|2600
豚バラスライス|1kg|kg|8|1300|2200
キャベツ|1玉|玉|8|150|380
玉ねぎ|20kg|箱|8|2400|4800
国産米（精米）|10kg|袋|8|4200|6800
濃口醤油|1.8L|本|8|380|720
サラダ油|16.5kg 一斗缶|缶|8|5200|8400
冷凍フライドポテト|1kg|袋|8|380|680
鶏卵（Mサイズ）|10kg|ケース|8|3800|5600
牛乳|1L×12本|ケース|8|2300|3200
生ビール樽|10L|樽|10|6800|9800
日本酒 純米|1.8L|本|10|1800|3600
焼酎 麦|4L ペット|本|10|3200|5200
割り箸（竹・天削）|100膳|袋|10|380|680
紙おしぼり|1000枚|ケース|10|2200|3800
食器用洗剤|4L|本|10|900|1900
業務用ラップ|30cm×100m|本|10|420|880
""")
JA_SHOP = "居酒屋 {B}|{B}食堂|和食処 {B}|焼肉 {B}|カフェ {B}|{B}ホテル 厨房"
JA_SUPF = "{B}食品株式会社|株式会社{B}商店|{B}酒販株式会社|有限会社{B}青果|株式会社{B}フーズ"
WEEK = "月火水木金土日"


def _ja_fax(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    wd, right = pdf.w - 2 * m, pdf.w - m
    b1, b2 = rng.sample(cj.JA_BRANDS, 2)
    op = cj.pick(rng, f"株式会社{b1}フードサービス|{b1}商事株式会社|有限会社{b1}")
    shop = cj.pick(rng, JA_SHOP).format(B=b1) + cj.pick(rng, " 本店| 駅前店| 新町店|")
    sup = cj.pick(rng, JA_SUPF).format(B=b2)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|slash|reiwa")
    po = cj.number(rng, d, "{y}{m}{d}-{n2}|F{n6}|{n5}|HC-{y}{m}-{n3}")
    cust = cj.number(rng, d, "{n5}|T-{n4}|{n6}")
    deliv = cj.later(rng, d, 1, 4)
    page = [1]
    n = rng.randint(3, 34)
    picks = rng.sample(JA_FOOD, n) if n <= len(JA_FOOD) else rng.choices(JA_FOOD, k=n)
    body, by = [], {8: Decimal(0), 10: Decimal(0)}
    code_fmt = cj.pick(rng, "{n5}|{n6}|{n4}-{n2}")
    for i, (name, spec, unit, rate, lo, hi) in enumerate(picks):
        p = Decimal(rng.randint(int(lo) // 10, int(hi) // 10) * 10)
        q = rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 10])
        amt = p * q
        by[int(rate)] += amt
        body.append(
            [
                str(i + 1),
                cj.number(rng, d, code_fmt),
                name + ("※" if rate == "8" else ""),
                spec,
                str(q),
                unit,
                cj.whole(p),
                cj.whole(amt),
            ]
        )
    taxes = {k: (v * k / 100).quantize(Decimal(1), rounding=ROUND_DOWN) for k, v in by.items() if v}
    total = sum(by.values(), Decimal(0)) + sum(taxes.values(), Decimal(0))
    ys = rng.randrange(3)

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 22,
            f"{page[0]}/{of}" if of else str(page[0]),
            8.5,
            align="c",
            colour=GREY,
        )

    pdf.text(m, 50, cj.pick(rng, "FAX発注書|ＦＡＸ発注書|FAX注文書"), 22, bold=True)
    pdf.text(right, 34, f"送信日：{cj.fdate(d, ds)}", 9, align="r")
    pdf.text(right, 48, f"送信枚数：本紙含め{of}枚" if of else "送信枚数：", 9, align="r")
    pdf.line(m, 58, right, 58, lw=1.4)
    y = 68
    half = wd / 2 - 6
    # 宛先 / 発信元
    pdf.rect(m, y, half, 92, lw=0.9)
    pdf.rect(m, y, half, 16, fill=cj.SHADE, lw=0.9)
    pdf.text(m + 6, y + 12, "宛先", 9.5, bold=True)
    pdf.text(m + 8, y + 38, f"{sup}　御中", 13, maxw=half - 16)
    pdf.text(m + 8, y + 58, f"FAX：{cj.ja_tel(rng)}", 10, bold=True)
    pdf.text(m + 8, y + 73, f"TEL：{cj.ja_tel(rng)}", 8.5)
    pdf.text(m + 8, y + 86, f"ご担当：{cj.person(rng, 'ja')} 様", 8.5)
    x2 = m + half + 12
    pdf.rect(x2, y, half, 92, lw=0.9)
    pdf.rect(x2, y, half, 16, fill=cj.SHADE, lw=0.9)
    pdf.text(x2 + 6, y + 12, "発信元", 9.5, bold=True)
    cj.kv(
        pdf,
        x2 + 8,
        y + 32,
        [
            shop,
            op,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}",
            f"発注担当：{cj.person(rng, 'ja')}",
        ],
        8.4,
        1.55,
        maxw=half - 14,
    )
    y += 104
    wdt = WEEK[deliv.weekday()]
    info = [
        ["発注No.", po, "お得意先コード", cust],
        [
            "納品希望日",
            f"{cj.fdate(deliv, ds)}（{wdt}）{cj.pick(rng, '午前中|10時まで|14時-16時|指定なし')}",
            "納品場所",
            cj.pick(rng, "店舗厨房（裏口より搬入）|本店 仕込み場|ホテル地下搬入口|店舗"),
        ],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [14, 36, 16, 34]), info, h=20, size=9, fill=cj.SHADE) + 10
    pdf.text(
        m,
        y + 4,
        cj.pick(
            rng,
            "いつもお世話になっております。下記の通り発注いたします。|下記の通りご手配をお願いいたします。",
        ),
        9.5,
    )
    y += 14
    hd = ["No.", "商品コード", "商品名", "規格・入数", "数量", "単位", "単価", "金額"]
    widths = cj.rel(wd, [5, 11, 28, 17, 7, 8, 11, 13])
    rh = 18
    reply_h = 96
    i = 0
    while True:
        room_last = pdf.h - 60 - reply_h - 100 - y
        cap = max(1, int((pdf.h - 60 - y) / rh) - 1)
        if len(body) - i <= max(0, int(room_last / rh) - 1):
            cap = len(body) - i
        elif len(body) - i <= cap:
            cap = max(1, len(body) - i - 3)
        chunk = body[i : i + cap]
        y = pdf.grid(m, y, widths, [hd, *chunk], row_h=rh, size=8.6, align="clllrcrr")
        i += len(chunk)
        if i >= len(body):
            break
        pdf.text(right, y + 14, "次頁へ続く", 8.5, align="r")
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"FAX発注書（続き）　{sup}　御中　発注No. {po}", 10)
        pdf.line(m, 46, right, 46)
        y = 58
    srows = []
    for k in (8, 10):
        if k in taxes:
            srows.append((f"{k}%対象 小計", cj.whole(by[k])))
            srows.append((f"消費税（{k}%）", cj.whole(taxes[k])))
    srows.append(("合計金額（税込）", cj.yen(total, ys)))
    if y + 20 * len(srows) + reply_h + 40 > pdf.h - 30:
        foot()
        pdf.new_page()
        page[0] += 1
        y = 50
    if 8 in taxes:
        pdf.text(m, y + 16, "※印は軽減税率（8%）対象商品です。", 8.5)
    y = cj.sums(pdf, right - 4, y + 16, srows, 9.5, label_w=130)
    # reply box
    ry = max(y + 6, pdf.h - 40 - reply_h)
    pdf.rect(m, ry, wd, reply_h, lw=1.0, dash=(3, 2))
    pdf.text(m + 8, ry + 16, "【受信確認】", 10, bold=True)
    pdf.text(m + 90, ry + 16, "お手数ですが、受信確認のうえ本紙をFAXにてご返信ください。", 8.8)
    pdf.text(m + 8, ry + 42, "受信日：　　　月　　　日", 9.5)
    pdf.text(m + wd * 0.4, ry + 42, "ご担当者名：", 9.5)
    pdf.line(m + wd * 0.4 + 60, ry + 45, right - 10, ry + 45, lw=0.4)
    pdf.text(
        m + 8,
        ry + 70,
        "納品：　□ 可　　□ 一部欠品あり　　□ 不可（理由：　　　　　　　　　　）",
        9.5,
    )
    foot()
    return cfinish(pdf, "ja", "purchase_order", po, sup, total)


def blind15_ja_fax_hacchusho_inshoku(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja_fax)


# --------------------------------------------------------------------------- 10 HK property

HK_ESTATE = "花園 Garden|苑 Court|大廈 Mansion|中心 Centre|廣場 Plaza|山莊 Villa"
HK_CONTR = [
    ("工程", "Engineering"),
    ("建築工程", "Building Works"),
    ("水電工程", "Plumbing & Electrical Engineering"),
    ("清潔服務", "Cleaning Services"),
    ("五金", "Hardware"),
    ("機電工程", "E&M Engineering"),
    ("防水工程", "Waterproofing Works"),
]
HK_WORKS = cj._table("""
更換大堂LED光管|Replace LED tubes at lobby|支|pcs|80|260
消防喉轆年檢|Annual inspection of fire hose reels|次|lot|1500|6000
清洗食水缸及鹹水缸|Cleaning of fresh and flushing water tanks|次|lot|3000|9000
更換升降機門感應器|Replace lift door safety edge sensor|套|set|2800|7800
外牆滲水維修|Repair of external wall water seepage|項|item|5000|30000
天台防水工程|Roof waterproofing works|平方米|m2|180|420
清潔用品：地拖|Cleaning supplies: mops|把|pcs|30|90
垃圾袋（大）|Refuse bags (large)|包|pack|40|120
更換閉路電視攝錄機|Replacement of CCTV camera|部|set|900|2600
油漆公用走廊|Repainting of common corridors|層|floor|2500|8000
更換水泵軸承|Replace water pump bearings|套|set|1200|4500
滅蟲及防治鼠患服務|Pest control service|月|month|800|2500
更換大閘電磁鎖|Replace main gate electromagnetic lock|套|set|1600|3800
""")


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    wd, right = pdf.w - 2 * m, pdf.w - m
    b = rng.choice(cj.HK_BRANDS)
    pm_zh = f"{b[0]}物業管理有限公司"
    pm_en = f"{b[1]} Property Management Limited"
    sb = rng.choice([x for x in cj.HK_BRANDS if x != b])
    tz, te = rng.choice(HK_CONTR)
    sup = f"{sb[0]}{tz}有限公司"
    sup_en = f"{sb[1]} {te} {cj.pick(rng, 'Company Limited|Co., Ltd.|Limited')}"
    eb = rng.choice([x for x in cj.HK_BRANDS if x not in (b, sb)])
    et_zh, et_en = cj.pick(rng, HK_ESTATE).split(" ")
    estate_zh, estate_en = f"{eb[0]}{et_zh}", f"{eb[1]} {et_en}"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO-{y}{m}-{n4}|{n6}|PM/PO/{Y}/{n4}|" + eb[1][:2].upper() + "-PO-{n5}")
    job = cj.number(rng, d, "JOB-{y}-{n4}|WO{n6}")
    quo = cj.number(rng, d, "Q{y}{m}{n3}|QT-{n5}")
    budget = cj.number(rng, d, "B{n4}-{n2}|R&M-{n3}")
    page = [1]
    ink = rng.choice([Color(0.1, 0.25, 0.5), Color(0.2, 0.35, 0.2), cj.black])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 22,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            8,
            align="r",
            colour=GREY,
        )

    pdf.text(m, 42, pm_zh, 15, bold=True, colour=ink)
    pdf.text(m, 58, pm_en, 10, colour=ink)
    pdf.text(
        m,
        71,
        f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 88)}號 · Tel {cj.hk_tel(rng)} · "
        f"Fax {cj.hk_tel(rng)}",
        7.8,
        colour=GREY,
    )
    pdf.line(m, 78, right, 78, lw=1.0, colour=ink)
    title = cj.pick(
        rng,
        "採購單 PURCHASE ORDER|工作訂單 / 採購單 WORK ORDER / PURCHASE ORDER|訂購單 PURCHASE ORDER",
    )
    pdf.text(pdf.w / 2, 100, title, 14, align="c", bold=True)
    y = 112
    io = rng.random() < 0.45
    if io:
        pdf.text(
            m,
            y + 8,
            f"代表 On behalf of：{estate_zh}業主立案法團 The Incorporated Owners of {estate_en}",
            8.6,
        )
        y += 16
    half = wd * 0.5
    pdf.rect(m, y, half - 8, 112, lw=0.7)
    pdf.text(m + 6, y + 13, "致 To：承辦商 Contractor", 8.5, colour=GREY)
    cj.kv(
        pdf,
        m + 6,
        y + 30,
        [
            sup,
            sup_en,
            f"聯絡人 Attn：{cj.person(rng, 'zh-Hant')}",
            f"電話 Tel：{cj.hk_tel(rng)}　傳真 Fax：{cj.hk_tel(rng)}",
        ],
        9,
        1.75,
        maxw=half - 20,
    )
    ref = [
        ["訂單編號 P.O. No.", po],
        ["日期 Date", cj.fdate(d, "hk")],
        ["屋苑 Estate", f"{estate_zh} {estate_en}"],
        ["工程編號 Job No.", job],
        ["報價單編號 Quotation Ref.", quo],
        ["預算編號 Budget Code", budget],
        ["頁數 Page", f"1 / {of}" if of else "1"],
    ]
    kgrid(
        pdf,
        m + half,
        y,
        [half * 0.45, half * 0.55],
        ref,
        h=16,
        size=8.2,
        labels=(0,),
        fill=cj.SHADE,
    )
    y += 128
    loc = cj.pick(
        rng,
        "第{n}座地下大堂 Block {n}, G/F Lobby|平台花園 Podium Garden|"
        "各座公用走廊 Common corridors of all blocks|"
        "天台 Roof floor, Block {n}|機房 Pump Room",
    )
    loc = loc.replace("{n}", str(rng.randint(1, 6)))
    pdf.text(m, y, f"工程地點 Location：{loc}", 9)
    y += 8
    n = rng.randint(1, 14)
    picks = rng.sample(HK_WORKS, min(n, len(HK_WORKS)))
    body, amts = [], []
    for i, (zh, en_, u, ue, lo, hi) in enumerate(picks):
        p = Decimal(rng.randint(int(lo), int(hi)))
        q = rng.choice([1, 1, 1, 2, 4, 6, 12, 20]) if int(hi) < 1000 else rng.choice([1, 1, 2])
        if ue == "m2":
            q = rng.choice([40, 60, 85, 120, 200])
        amt = p * q
        amts.append(amt)
        body.append([str(i + 1), f"{zh}\n{en_}", str(q), f"{u} {ue}", cj.money(p), cj.money(amt)])
    sub = sum(amts, Decimal(0))
    disc = Decimal(rng.choice([0, 0, 0, 200, 500, 1000])) if sub > 3000 else Decimal(0)
    total = sub - disc
    hd = [
        "項目\nItem",
        "說明 Description",
        "數量\nQty",
        "單位\nUnit",
        "單價 (HK$)\nUnit Price",
        "金額 (HK$)\nAmount",
    ]
    widths = cj.rel(wd, [7, 45, 8, 10, 14, 16])
    rh = 26
    i = 0
    while True:
        cap = max(1, int((pdf.h - 70 - y) / rh) - 1)
        if len(body) - i <= max(0, int((pdf.h - 270 - y) / rh) - 1):
            cap = len(body) - i
        elif len(body) - i <= cap:
            cap = max(1, len(body) - i - 2)
        chunk = body[i : i + cap]
        y = pdf.grid(m, y + 6, widths, [hd, *chunk], row_h=rh, size=8.4, align="clccrr")
        i += len(chunk)
        if i >= len(body):
            break
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{pm_zh}　採購單 P.O. No. {po}（續 continued）", 9.5)
        y = 48
    srows = [("小計 Sub-total", f"HK${cj.money(sub)}")]
    if disc:
        srows.append(("折扣 Less: Discount", f"-HK${cj.money(disc)}"))
    srows.append(("總額 Total", f"HK${cj.money(total)}"))
    if y + 250 > pdf.h - 30:
        foot()
        pdf.new_page()
        page[0] += 1
        y = 50
    y = cj.sums(pdf, right - 4, y + 18, srows, 9.5, label_w=130)
    if rng.random() < 0.5:
        pdf.text(m, y, f"（港幣{cj.daxie(total, trad=True).replace('元', '圓')}）", 8.8)
        y += 14
    terms = [
        "付款條件 Payment Terms：完工並經管理處驗收後30天內付款 Within 30 days after "
        "completion and "
        "acceptance by the Management Office.",
        f"完工日期 Completion Date：{cj.fdate(cj.later(rng, d, 7, 45), 'hk')}",
        "發票請註明本採購單編號 Please quote this P.O. number on all invoices.",
    ]
    for t in terms:
        y = pdf.para(m, y + 4, t, 8.2, wd, lead=1.45)
    y += 30
    sw = wd / 3
    roles = [
        ("物業經理 Property Manager", cj.person(rng, "zh-Hant")),
        ("高級物業經理 Senior Property Manager", ""),
        ("承辦商確認 Accepted by Contractor", "（公司印鑑及簽署 Company Chop & Signature）"),
    ]
    for k, (role, nm) in enumerate(roles):
        x = m + k * sw
        pdf.line(x + 6, y + 30, x + sw - 10, y + 30, lw=0.5)
        pdf.text(x + 6, y + 42, role, 7.8, maxw=sw - 14)
        pdf.text(x + 6, y + 54, nm, 7.4, maxw=sw - 14, colour=GREY)
    if rng.random() < 0.5:
        pdf.stamp(m + sw * 0.5, y + 16, pm_zh, rng, caption="採購專用", shape="oval", r=34)
    foot()
    return cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)


def blind15_hk_wuye_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


FAMILIES: dict[str, Draw] = {
    "blind15_pt_br_autorizacao_fornecimento": blind15_pt_br_autorizacao_fornecimento,
    "blind15_pl_zamowienie_uczelnia": blind15_pl_zamowienie_uczelnia,
    "blind15_cs_zalohova_faktura": blind15_cs_zalohova_faktura,
    "blind15_tr_tekstil_siparis_formu": blind15_tr_tekstil_siparis_formu,
    "blind15_ko_georae_myeongseoseo": blind15_ko_georae_myeongseoseo,
    "blind15_vi_sieuthi_don_dat_hang": blind15_vi_sieuthi_don_dat_hang,
    "blind15_en_us_school_district_po": blind15_en_us_school_district_po,
    "blind15_zh_saas_caigou_mendian": blind15_zh_saas_caigou_mendian,
    "blind15_ja_fax_hacchusho_inshoku": blind15_ja_fax_hacchusho_inshoku,
    "blind15_hk_wuye_caigou": blind15_hk_wuye_caigou,
}
