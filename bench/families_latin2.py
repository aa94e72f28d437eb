"""Six more layout families of Latin-script purchase orders, an order confirmation and an
invoice (pt-BR, en-AU, de-AT/CH, fr-CA, it, pl) with ground truth, written blind: without
running the extraction engine on them and without looking at its results, like
`families_latin.py`, whose drawing and content helpers they reuse.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta). Every family draws one
document per call from its rng: random parties, numbers, items and amounts, and layout
variations (margins, fonts, column order, currency marks, date formats, label wording). They
carry the distractors of their kind of paperwork: buyer letterheads on orders, invoicing and
delivery blocks with company names and contact persons beside the supplier, trade names,
quotation/requisition/protocol/tender/contract numbers beside the order number, the seller's
own order number on a confirmation, per-line taxes, two sales taxes, split payment, page
subtotals and carried-forward sums, VAT summary tables, deposits with a balance due,
installments, amounts in words, and acceptance lines naming the supplier again.

Truth: order_number as printed (the buyer's PO reference on invoices and confirmations);
supplier the selling party's name as printed; total the grand total as "1234.50" ("" when the
document deliberately states none).
"""

from __future__ import annotations

import random
import unicodedata
from datetime import date, timedelta
from decimal import Decimal

from families_latin import (
    DESC,
    NOTE,
    UNITS,
    Doc,
    Draw,
    Fmt,
    block,
    cents,
    cols,
    dfmt,
    digits,
    frame,
    items,
    line_discounts,
    money,
    party,
    person,
    phone,
    pick,
    result,
    sum_rows,
    sums,
)
from reportlab.lib.pagesizes import A4, letter

# --------------------------------------------------------------------------- content

# Regions families_latin.py lacks: supplier name templates ({L}/{L2} surnames, {S} sector,
# {X} regional stem, {F} legal form), buyers ({C} city), streets, cities as "name=postal
# line" ('#' a digit, '@' a letter), phone patterns ('|' alternatives) and the mail domain.
REG: dict[str, dict[str, str]] = {
    "br": {
        "tpl": "{L} {S}{F}|{S} {X}{F}|{L} & {L2}{F}|{L} & {L2}{F}",
        "last": "Silva|Santos|Oliveira|Souza|Pereira|Costa|Ferreira|Almeida|Ribeiro|Carvalho",
        "sect": "Distribuidora de Parafusos|Materiais Elétricos|Embalagens|Ferramentas|"
        "Suprimentos Industriais|Hidráulica|Papelaria|Equipamentos de Proteção|"
        "Rolamentos",
        "stems": "Paulista|Mineira|Gaúcha|do Nordeste|Atlântica|do Cerrado|Capixaba|Catarinense",
        "forms": " Ltda.| Ltda| S.A.| Eireli| Comércio Ltda.",
        "buy": "Prefeitura Municipal de {C}|Santa Casa de Misericórdia de {C}|"
        "Cooperativa Agroindustrial de {C}|Metalúrgica {C} S.A.|Laticínios {C} Ltda.|"
        "Universidade Estadual de {C}",
        "streets": "Rua XV de Novembro, ###|Av. Brasil, ####|Rua das Indústrias, ##|"
        "Rodovia BR-116, km ###|Av. Presidente Vargas, ###|Rua Sete de Setembro, ##",
        "cities": "Campinas=CEP 13###-### Campinas/SP|Curitiba=CEP 8####-### Curitiba/PR|"
        "Joinville=CEP 89###-### Joinville/SC|Londrina=CEP 86###-### Londrina/PR|"
        "Uberlândia=CEP 38###-### Uberlândia/MG|Caxias do Sul=CEP 95###-### Caxias "
        "do Sul/RS|Ribeirão Preto=CEP 14###-### Ribeirão Preto/SP",
        "phone": "(##) ####-####|(##) 9####-####",
        "tld": "com.br",
    },
    "au": {
        "tpl": "{X} {S}{F}|{L} {S}{F}|{L} & {L2}{F}",
        "last": "Nguyen|O'Brien|Kelly|Walsh|Campbell|Thompson|Mitchell|Harris|Murphy|Clarke",
        "sect": "Industrial Supplies|Packaging|Electrical Wholesale|Fasteners|Lab Supplies|"
        "Office National|Hydraulics|Safety|Cleaning Supplies|Pumps & Irrigation",
        "stems": "Southern Cross|Coastal|Outback|Harbourside|Bayside|Red Gum|Sunshine Coast|"
        "Tasman|Eureka|Blue Gum",
        "forms": " Pty Ltd| Pty. Ltd.| Pty Limited",
        "buy": "{C} City Council|{C} Health Service|{C} Water|{C} Grammar School|"
        "{C} Regional Council|{C} Mining Pty Ltd",
        "streets": "## Smith Street|Unit #, ## Industrial Drive|### Pacific Highway|"
        "## Enterprise Crescent|# Wharf Road|## Boundary Road",
        "cities": "Parramatta=Parramatta NSW 2150|Geelong=Geelong VIC 3220|Newcastle=Newcastle "
        "NSW 2300|Townsville=Townsville QLD 4810|Ballarat=Ballarat VIC 3350|"
        "Launceston=Launceston TAS 7250|Bunbury=Bunbury WA 6230|"
        "Toowoomba=Toowoomba QLD 4350",
        "phone": "(0#) #### ####|1300 ### ###",
        "tld": "com.au",
    },
    "at": {
        "tpl": "{L} {S}{F}|{X} {S}{F}|{L} & {L2}{F}",
        "last": "Gruber|Huber|Bauer|Pichler|Steiner|Moser|Hofer|Leitner|Berger|Eder|Fuchs|Aigner",
        "sect": "Industriebedarf|Elektrotechnik|Metallbau|Antriebstechnik|Verpackungen|"
        "Laborbedarf|Bürobedarf|Werkzeugbau|Hydraulik|Messtechnik|Arbeitsschutz",
        "stems": "Alpentech|Donautal|Tauern|Inntal|Murtal|Ennstal|Wienerwald|Pannonia",
        "forms": " GmbH| Ges.m.b.H.| KG| GmbH & Co KG| AG",
        "buy": "Stadtwerke {C} GmbH|Landeskrankenhaus {C}|Magistrat der Stadt {C}|"
        "Universität {C}|{C}er Verkehrsbetriebe GmbH|Gemeinnützige Wohnbau {C} GmbH",
        "streets": "Industriezeile ##|Hauptplatz #|Gewerbestraße ##|Wiener Straße ###|"
        "Bahnhofgasse #|Linzer Straße ##",
        "cities": "Linz=4020 Linz|Graz=8010 Graz|Salzburg=5020 Salzburg|Innsbruck=6020 "
        "Innsbruck|Klagenfurt=9020 Klagenfurt|Wels=4600 Wels|Dornbirn=6850 Dornbirn|"
        "Villach=9500 Villach",
        "phone": "+43 ### ######|0### ### ###",
        "tld": "at",
    },
    "qc": {
        "tpl": "{S} {L}{F}|{L} & Fils{F}|{S} {X}{F}|Les Entreprises {L}{F}",
        "last": "Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Pelletier|Bergeron",
        "sect": "Équipements|Fournitures industrielles|Emballages|Distribution électrique|"
        "Quincaillerie|Outillage|Produits sanitaires|Hydraulique",
        "stems": "Laurentides|Boréal|Saint-Laurent|Mauricie|Estrie|Outaouais|Beauce|Saguenay",
        "forms": " inc.| ltée| Inc.| enr.",
        "buy": "Ville de {C}|CISSS de {C}|Centre de services scolaire de {C}|"
        "Université de {C}|Fromagerie {C} inc.|Transport {C} ltée",
        "streets": "#### boulevard Industriel|### rue Principale|## rue Saint-Jean|"
        "#### chemin des Prairies|### avenue du Parc, local #|## rue King Ouest",
        "cities": "Québec=Québec (Québec) G1K #@#|Laval=Laval (Québec) H7T #@#|"
        "Sherbrooke=Sherbrooke (Québec) J1H #@#|Trois-Rivières=Trois-Rivières "
        "(Québec) G8T #@#|Gatineau=Gatineau (Québec) J8X #@#|Saguenay=Saguenay "
        "(Québec) G7H #@#|Lévis=Lévis (Québec) G6V #@#",
        "phone": "(418) 5##-####|(819) 5##-####|(450) 5##-####|1 800 ###-####",
        "tld": "ca",
    },
    "pl": {
        "tpl": "{S} {L}{F}|{X} {S}{F}|{L} i {L2}{F}|Przedsiębiorstwo {X}{F}",
        "last": "Nowak|Kowalczyk|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|"
        "Dąbrowski|Mazur|Krawczyk",
        "sect": "Hurtownia Techniczna|Elektro-Hurt|Opakowania|Narzędzia|Zaopatrzenie "
        "Przemysłowe|Hydraulika|Artykuły Biurowe|Tworzywa Sztuczne",
        "stems": "Polmet|Bałtyk|Mazowsze|Śląsk|Warta|Pomorze|Karpaty|Wisła|Odra",
        "forms": " Sp. z o.o.| S.A.| Sp. j.| sp. z o.o. sp.k.",
        "buy": "Gmina Miejska {C}|Wodociągi Miejskie {C} Sp. z o.o.|Zakład Komunalny {C} "
        "Sp. z o.o.|Szpital Specjalistyczny {C}|Mleczarnia {C} S.A.|"
        "Miejskie Przedsiębiorstwo Komunikacyjne {C}",
        "streets": "ul. Przemysłowa ##|ul. Marszałkowska ###|al. Jana Pawła II ##|"
        "ul. Fabryczna #|ul. Długa ##/#|ul. Składowa ##",
        "cities": "Poznań=6#-### Poznań|Wrocław=5#-### Wrocław|Gdańsk=80-### Gdańsk|"
        "Łódź=9#-### Łódź|Lublin=20-### Lublin|Katowice=40-### Katowice|"
        "Rzeszów=35-### Rzeszów|Bydgoszcz=85-### Bydgoszcz",
        "phone": "+48 ## ### ## ##|## ### ## ##",
        "tld": "pl",
    },
}
NAMES = {
    "pt": (
        "Ana|João|Maria|Carlos|Fernanda|Paulo|Juliana|Ricardo|Patrícia|Marcelo|Luciana",
        "Silva|Santos|Oliveira|Souza|Lima|Pereira|Costa|Rodrigues|Almeida|Nascimento",
    ),
    "pl": (
        "Anna|Piotr|Katarzyna|Tomasz|Agnieszka|Marcin|Magdalena|Paweł|Joanna|Michał",
        "Nowak|Wójcik|Kowalczyk|Mazur|Krawczyk|Kaczmarek|Zając|Król|Wróbel|Pawlak",
    ),
    "at": (
        "Johann|Maria|Andreas|Elisabeth|Wolfgang|Christina|Florian|Barbara|Lukas",
        "Gruber|Huber|Bauer|Pichler|Steiner|Moser|Hofer|Leitner|Berger|Eder",
    ),
    "qc": (
        "Marie-Ève|Jean-François|Geneviève|Mathieu|Isabelle|Simon|Chantal|Louis|Étienne",
        "Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Pelletier",
    ),
}
# The item catalogue of families_latin.py (same order) in Portuguese and Polish.
DESC2 = {
    "pt": "Parafuso sextavado M8x40 zincado, cx 100 pç|Luva nitrílica p/ procedimento, tam. G|"
    "Papel sulfite A4 75 g/m², cx 5 resmas|Óculos de segurança, lente incolor|"
    'Abraçadeira de nylon 300 mm preta (pct 100)|Válvula esfera 1" latão, passagem plena|'
    "Painel LED 62 x 62 cm, 40 W|Cartucho de toner preto, alto rendimento|Filme stretch "
    "500 mm x 300 m|Rolamento de esferas 6204-2RS|Jogo de brocas HSS, 19 peças|Disjuntor "
    "monopolar 16 A, curva C|Caixa de papelão 400 x 300 x 300 mm|Mangueira hidráulica "
    '1/2" x 2 m|Bomba centrífuga 1 cv|Serviço de calibração em campo',
    "pl": "Śruba sześciokątna M8x40 ocynk, op. 100 szt.|Rękawice nitrylowe diagnostyczne, "
    "rozm. L|Papier ksero A4 80 g/m², karton 5 ryz|Okulary ochronne, bezbarwne|Opaski "
    'kablowe 300 mm czarne (op. 100)|Zawór kulowy 1" mosiężny|Panel LED 600 x 600, 40 W|'
    "Toner czarny, wydajny|Folia stretch 500 mm x 300 m|Łożysko kulkowe 6204-2RS|Zestaw "
    "wierteł HSS, 19 szt.|Wyłącznik nadprądowy 1P B16|Karton klapowy 400 x 300 x 300 mm|"
    'Wąż hydrauliczny 1/2" x 2 m|Pompa odśrodkowa 0,75 kW|Usługa kalibracji na miejscu',
}
UNITS2 = {"pt": "UN|CX|PC|JG", "pl": "szt.|op.|kpl.|szt."}  # one per unit of UNITS["en"]
NOTE2 = {
    "pt": "Preços conforme contrato de fornecimento vigente; valor do pedido não informado.",
    "pl": "Ceny zgodnie z umową ramową - wartość zamówienia nie jest podawana.",
}
MONTHS2 = {
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro "
    "novembro dezembro",
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września "
    "października listopada grudnia",
    "at": "Jänner Februar März April Mai Juni Juli August September Oktober November Dezember",
}


def firm(rng: random.Random, region: str, role: str) -> tuple[str, list[str]]:
    """A company name and two address lines: role 'sup' (seller) or 'buy'; regions of
    families_latin.py are drawn there."""
    if region not in REG:
        return party(rng, region, role)
    r = REG[region]
    city, line = pick(rng, r["cities"]).split("=")
    lines = [digits(rng, pick(rng, r["streets"])), digits(rng, line)]
    if role == "buy":
        return pick(rng, r["buy"]).format(C=city), lines
    l1, l2 = rng.sample(r["last"].split("|"), 2)
    name = pick(rng, r["tpl"]).format(
        L=l1, L2=l2, S=pick(rng, r["sect"]), X=pick(rng, r["stems"]), F=pick(rng, r["forms"])
    )
    return name, lines


def site(rng: random.Random, region: str) -> list[str]:
    """Two address lines of another place in the region."""
    if region not in REG:
        return party(rng, region, "buy")[1]
    r = REG[region]
    return [digits(rng, pick(rng, r["streets"])), digits(rng, pick(rng, r["cities"]).split("=")[1])]


def who(rng: random.Random, key: str) -> str:
    """A person's name: key pt, pl, at, qc or a language of families_latin.py."""
    if key not in NAMES:
        return person(rng, key)
    first, last = NAMES[key]
    return f"{pick(rng, first)} {pick(rng, last)}"


def tel(rng: random.Random, region: str) -> str:
    return digits(rng, pick(rng, REG[region]["phone"])) if region in REG else phone(rng, region)


def mail(name: str, domain: str, box: str) -> str:
    first = name.split()[0]
    word = first if len(first) > 3 else "".join(name.split()[:2])
    word = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return f"{box}@{''.join(ch for ch in word.lower() if ch.isalnum())}.{domain}"


def ldate(dt: date, key: str) -> str:
    """Long dates: pt 12 de março de 2025, pl 12 marca 2025 r., at 12. Jänner 2025."""
    mon = MONTHS2[key].split()[dt.month - 1]
    return {
        "pt": f"{dt.day} de {mon} de {dt.year}",
        "pl": f"{dt.day} {mon} {dt.year} r.",
        "at": f"{dt.day}. {mon} {dt.year}",
    }[key]


def goods(rng: random.Random, lang: str, n: int, fm: Fmt) -> list[dict]:
    """Item rows as families_latin.items, also in Portuguese and Polish."""
    if lang not in DESC2:
        return items(rng, lang, n, fm)
    rows = items(rng, "en", n, fm)
    en_desc, en_units = DESC["en"].split("|"), UNITS["en"].split("|")
    for r in rows:
        r["desc"] = DESC2[lang].split("|")[en_desc.index(r["desc"])]
        r["unit"] = UNITS2[lang].split("|")[en_units.index(r["unit"])]
    return rows


PL_ONES = "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split()
PL_TEENS = (
    "dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście "
    "siedemnaście osiemnaście dziewiętnaście"
).split()
PL_TENS = (
    "- - dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt "
    "siedemdziesiąt osiemdziesiąt dziewięćdziesiąt"
).split()
PL_HUNDREDS = (
    "- sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset"
).split()


def pl_form(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    return few if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else many


def pl_triple(n: int) -> str:
    words = [PL_HUNDREDS[n // 100]] if n >= 100 else []
    tens, ones = n % 100 // 10, n % 10
    if tens == 1:
        words.append(PL_TEENS[ones])
    else:
        words += ([PL_TENS[tens]] if tens else []) + ([PL_ONES[ones]] if ones else [])
    return " ".join(words)


def slownie(v: Decimal) -> str:
    """An amount in Polish words: 'jeden tysiąc dwieście trzy złote 50/100'."""
    zl = int(v)
    gr = int((v - zl) * 100)
    words = []
    for div, forms in (
        (10**6, ("milion", "miliony", "milionów")),
        (10**3, ("tysiąc", "tysiące", "tysięcy")),
    ):
        k = zl // div % 1000
        if k:
            words += [pl_triple(k), pl_form(k, *forms)]
    if zl % 1000 or not words:
        words.append(pl_triple(zl % 1000) if zl % 1000 else "zero")
    words.append(pl_form(zl, "złoty", "złote", "złotych"))
    return " ".join(words) + f" {gr:02d}/100"


# --------------------------------------------------------------------------- drawing


def bar(
    d: Doc, x: float, y: float, w: float, label: str, size: float = 8.0, fill: float = 0.85
) -> float:
    """A shaded strip with a bold heading; returns the y below it."""
    d.box(x, y, w, size + 6, fill=fill, stroke=False)
    d.t(x + 3, y + size + 2, label, size, b=True)
    return y + size + 9


def snug(d: Doc, rows: list[str], w: float, size: float) -> float:
    """The largest size up to `size` at which every line (bold) fits `w`: names are never
    cut short."""
    while size > 6 and any(d.width(s, size, True) > w for s in rows):
        size -= 0.25
    return size


def plan(
    rng: random.Random,
    top: float,
    bottom: float,
    lead: float,
    tail: float,
    two: float,
    most: int = 12,
) -> tuple[int, int]:
    """(rows, pages) for a table from `top`: for a share `two` of documents more rows than
    page 1 holds (the table goes on over page 2), else few enough that `tail` points of totals
    and signatures still fit under them."""
    first = int((bottom - top - lead - 2) // lead)
    if rng.random() < two:
        return first + rng.randint(2, 10), 2
    return rng.randint(2, max(2, min(most, int((bottom - tail - top - lead - 2) // lead)))), 1


# --------------------------------------------------------------------------- families

FANTASIA = (
    "Casa do Parafuso|Ponto Elétrico|Mundo das Embalagens|Center Ferramentas|"
    "Rei dos Rolamentos|Mega Suprimentos|Top Hidráulica"
)


def lat2_pt_br_pedido(rng: random.Random) -> tuple[bytes, dict]:
    """Brazilian pedido de compra, often two pages: buyer letterhead with CNPJ, a header grid
    (pedido, cotação, requisição, centro de custo, página) repeated on page 2, the supplier
    only as 'Razão social' in a form of fields (a trade name beside it at times), the buyer's
    razão social again under faturamento, IPI per line, a page subtotal, totals as a grid or
    a column, installments (parcelas) and the supplier's acceptance line."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 28, 40)
    fm, rs = money("de"), money("de", "R$", sp=True)
    (sup, sadr), (buyer, badr) = firm(rng, "br", "sup"), firm(rng, "br", "buy")
    po = rng.choice(
        [
            digits(rng, "#####"),
            f"PC-{dt.year}-{rng.randint(1, 99999):05d}",
            f"{rng.randint(1, 9999)}/{dt.year}",
            digits(rng, "45########"),
        ]
    )
    head = [
        ("Nº do Pedido", po),
        ("Data de Emissão", dfmt(dt, "dmy")),
        ("Nº da Cotação", digits(rng, "COT-#####")),
        ("Nº Requisição", digits(rng, "RC ######")),
    ]
    rng.shuffle(head)
    head.append(("Centro de Custo", digits(rng, "#.##.###")))
    bid = [
        digits(rng, "CNPJ ##.###.###/0001-##"),
        digits(rng, "IE ###.###.###.###"),
        f"Fone {tel(rng, 'br')}",
    ]

    def header(page: int, pages: int) -> float:
        d.t(
            m,
            40,
            buyer,
            snug(d, [buyer], w - 20 - d.width("PEDIDO DE COMPRA", 15, True), 13),
            b=True,
        )
        d.t(m, 52, f"{badr[0]} - {badr[1]}", 7.5)
        d.t(m, 62, " · ".join(bid), 7.5)
        d.t(x2, 44, "PEDIDO DE COMPRA", 15, b=True, al="r")
        cells = head + [("Página", f"{page}/{pages}")]
        return d.grid(
            m,
            72,
            [w * f for f in (0.18, 0.18, 0.18, 0.18, 0.16, 0.12)],
            [c[0] for c in cells],
            [c[1] for c in cells],
            8,
        )

    y = bar(d, m, 114, w, pick(rng, "DADOS DO FORNECEDOR|FORNECEDOR|PARA (FORNECEDOR)"))
    left = [("Razão social:", sup)]
    if rng.random() < 0.35:
        left.append(("Nome fantasia:", pick(rng, FANTASIA)))
    left += [("Endereço:", sadr[0]), ("CEP/Cidade:", sadr[1])]
    right = [
        ("CNPJ:", digits(rng, "##.###.###/0001-##")),
        ("Inscr. estadual:", digits(rng, "###.###.###.###")),
        ("Contato:", who(rng, "pt")),
        ("Fone:", tel(rng, "br")),
        ("E-mail:", mail(sup, "com.br", pick(rng, "vendas|comercial|pedidos"))),
    ]
    rx = max(m + w * 0.56, m + 87 + max(d.width(v, 8) for _, v in left))
    y = max(d.kv(m + 3, y, left, 74, 8), d.kv(rx, y, right, 76, 8)) + 6
    yb = bar(d, m, y, w / 2 - 6, "DADOS PARA FATURAMENTO")
    yb = d.kv(
        m + 3,
        yb,
        [
            ("Razão social:", buyer),
            ("CNPJ:", bid[0][5:]),
            ("Endereço:", badr[0]),
            ("CEP/Cidade:", badr[1]),
        ],
        64,
        8,
    )
    ye = bar(d, m + w / 2 + 6, y, w / 2 - 6, "LOCAL DE ENTREGA")
    ye = d.lines(
        m + w / 2 + 9,
        ye,
        [pick(rng, "Almoxarifado Central|Depósito de Materiais|Recebimento - Portaria 2")]
        + site(rng, "br")
        + [f"Resp. recebimento: {who(rng, 'pt')}", "Horário: seg. a sex., 7h30 às 16h"],
        8,
    )
    cond = pick(rng, "28/56/84 dias|30/60/90 dias|30/60 dias|30 dias|À vista")
    fob = rng.random() < 0.5
    carrier = pick(rng, "Rodonaves|Braspress|Jamef|Patrus Transportes|TNT Mercúrio")
    k1 = [("Comprador:", who(rng, "pt")), ("Solicitante:", who(rng, "pt"))]
    k2 = [
        ("Cond. pagamento:", cond),
        ("Frete:", f"FOB - transp. {carrier}" if fob else "CIF"),
        ("Prazo de entrega:", dfmt(dt + timedelta(rng.randint(7, 30)), "dmy")),
    ]
    y = max(yb, ye) + 8
    y = max(d.kv(m, y, k1, 66, 8), d.kv(m + w / 2 + 6, y, k2, 92, 8)) + 8
    bottom, lead = d.h - 58, 13.0
    n, pages = plan(rng, y, bottom, lead, 250, 0.6)
    header(1, pages)
    spec = [
        ("pos", "Item", 5, "c"),
        ("code", "Código", 10, "l"),
        ("desc", "Descrição", 36, "l"),
        ("ncm", "NCM", 10, "c"),
        ("unit", "Un.", 5, "c"),
        ("qty", "Qtde.", 6, "r"),
        ("price", "Vlr. Unit.", 11, "r"),
        ("ipi", "IPI %", 6, "r"),
        ("amount", "Vlr. Total", 12, "r"),
    ]
    if nt:
        spec = [c for c in spec if c[0] != "ipi"]
    rows = goods(rng, "pt", n, fm)
    for r in rows:
        rate = rng.choice([0, 0, 5, 10, 15])
        r["ncm"], r["ipi"] = digits(rng, "####.##.##"), str(rate)
        r["ipia"] = cents(r["amt"] * rate / 100)

    def cont(i: int) -> float:
        d.t(m, bottom + 14, "Continua na página 2", 7.5, grey=0.3)
        if not nt:
            page = sum((r["amt"] for r in rows[:i]), Decimal(0))
            d.t(x2 - 3, bottom + 14, f"Subtotal desta página: {rs(page)}", 8, b=True, al="r")
        d.new_page()
        return header(2, pages) + 10

    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        shade=0.85,
        grid=True,
        size=7.5,
        lead=lead,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 8, NOTE2["pt"], 8.5, w)
    else:
        sub = sum((r["amt"] for r in rows), Decimal(0))
        ipi = sum((r["ipia"] for r in rows), Decimal(0))
        frete = (
            Decimal(rng.randint(4000, 60000)) / 100
            if not fob and rng.random() < 0.5
            else Decimal(0)
        )
        desc = cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
        total = sub + ipi + frete - desc
        lab = pick(rng, "VALOR TOTAL DO PEDIDO|Valor Total|TOTAL GERAL")
        if rng.random() < 0.55:
            y = d.grid(
                m,
                y + 8,
                [w * f for f in (0.19, 0.17, 0.17, 0.17, 0.30)],
                ["Valor dos Produtos", "Valor do IPI", "Valor do Frete", "Desconto", lab],
                [fm(sub), fm(ipi), fm(frete), fm(desc), rs(total)],
                8.5,
                shade=0.9,
            )
        else:
            out = [("Valor dos produtos", fm(sub), False), ("Valor do IPI", fm(ipi), False)]
            out += [("Frete", fm(frete), False)] if frete else []
            out += [("Desconto", "-" + fm(desc), False)] if desc else []
            y = d.summary(
                x2 - 200, x2 - 4, y + 8, out + [(lab, rs(total), True)], 8.5, box_last=True
            )
        if "/" in cond:
            days = [int(x) for x in cond.split()[0].split("/")]
            part = cents(total / len(days))
            y = d.lines(m, y + 8, ["Parcelas:"], 8, b_first=True)
            for i, dd in enumerate(days):
                amt = part if i < len(days) - 1 else total - part * (len(days) - 1)
                d.t(m + 10, y + 8, f"{i + 1}ª parcela", 8)
                d.t(m + 70, y + 8, f"venc. {dfmt(dt + timedelta(dd), 'dmy')}", 8)
                d.t(m + 220, y + 8, rs(amt), 8, al="r")
                y += 10.5
    y = d.para(
        m,
        y + 10,
        "Observações: o número deste pedido deve constar obrigatoriamente na "
        "NF-e. Mercadorias entregues sem pedido ou em desacordo com ele serão devolvidas. "
        "Enviar o XML da nota fiscal para o e-mail do comprador.",
        7.5,
        w,
        grey=0.25,
    )
    sy = y + 48
    d.sign(m, sy, 200, "Comprador / Aprovação")
    d.sign(x2 - 240, sy, 240, "Aceite do fornecedor (data, assinatura e carimbo)")
    d.t(x2 - 240, sy + 20, sup, 7.5, b=True)
    return result(d, "pt", "purchase_order", po, sup, total)


def lat2_en_au_tax_invoice(rng: random.Random) -> tuple[bytes, dict]:
    """Australian tax invoice from the seller (letterhead plain or in a dark band, with ABN):
    a reference grid, the customer's order number mostly in a shaded order row inside the item
    table (else in the grid or beside Deliver To), back-ordered quantities, GST-free lines,
    Total inc GST followed by a deposit and Balance Due, a payment box naming the seller."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|times|dejavu", 34, 50, totals=False)
    fm, fd = money("en"), money("en", "$")
    (sup, sadr), (buyer, badr) = firm(rng, "au", "sup"), firm(rng, "au", "buy")
    initials = "".join(s[0] for s in buyer.split()[:2]).upper()
    po = rng.choice(
        [
            digits(rng, "PO######"),
            digits(rng, "4#######"),
            digits(rng, "######"),
            f"{initials}-{rng.randint(1, 99999):05d}",
        ]
    )
    inv = digits(rng, pick(rng, "INV-######|#######|SI-######"))
    abn, ph = digits(rng, "## ### ### ###"), tel(rng, "au")
    where = pick(rng, "row|row|row|grid|side")
    if rng.random() < 0.5:
        d.box(0, 0, d.w, 78, fill=0.2, stroke=False)
        d.t(
            m,
            34,
            sup,
            snug(d, [sup], w - 20 - d.width("TAX INVOICE", 17, True), 16),
            b=True,
            grey=1,
        )
        d.t(m, 48, "  |  ".join(sadr), 8, grey=1)
        d.t(m, 60, f"ABN {abn}   Ph {ph}   {mail(sup, 'com.au', 'accounts')}", 8, grey=1)
        d.t(x2, 36, "TAX INVOICE", 17, b=True, al="r", grey=1)
        y = 92
    else:
        size = snug(d, [sup], w - 20 - d.width("TAX INVOICE", 20, True), 17)
        y = d.lines(m, 30, [sup], size, b_first=True)
        d.t(m, y + 9, f"ABN {abn}", 9, b=True)
        y = d.lines(m, y + 14, sadr + [f"Ph {ph}   {mail(sup, 'com.au', 'accounts')}"], 8)
        d.t(x2, 48, "TAX INVOICE", 20, b=True, al="r")
        y += 12
    cells = [
        ("Invoice No.", inv),
        ("Invoice Date", dfmt(dt, pick(rng, "dmy|long_en|mon"))),
        ("Account No.", digits(rng, "@@@###")),
        ("Terms", pick(rng, "30 Days EOM|Net 14 Days|Net 30 Days|7 Days")),
        ("Due Date", dfmt(dt + timedelta(30), "dmy")),
    ]
    if where == "grid":
        cells.insert(rng.randint(1, 3), ("Your Order No.", po))
    y = d.grid(
        m,
        y,
        [w / len(cells)] * len(cells),
        [c[0] for c in cells],
        [c[1] for c in cells],
        8.5,
        shade=0.9,
    )
    bw = w / 2 - 8
    inv_to = [buyer, f"Attn: {who(rng, 'en')}, Accounts Payable"] + badr
    dl = (
        [buyer, pick(rng, "Main Store|Workshop|Depot|Receiving Dock 2")]
        + site(rng, "au")
        + [f"Contact: {who(rng, 'en')} {tel(rng, 'au')}"]
    )
    y1 = block(
        d,
        m,
        y + 12,
        "Invoice To",
        inv_to,
        style=pick(rng, "bar|under"),
        w=bw,
        size=snug(d, inv_to, bw - 6, 8.5),
    )
    y2 = block(
        d,
        m + w / 2 + 8,
        y + 12,
        "Deliver To",
        dl,
        style="under",
        w=bw,
        size=snug(d, dl, bw - 6, 8.5),
    )
    if where == "side":
        y2 = d.kv(
            m + w / 2 + 8,
            y2 + 6,
            [("Customer Order No.", po), ("Ordered By", who(rng, "en"))],
            100,
            8.5,
        )
    spec = [
        ("code", "Item Code", 11, "l"),
        ("desc", "Description", 37, "l"),
        ("qty", "Ord", 6, "r"),
        ("supd", "Supp", 6, "r"),
        ("bo", "B/O", 5, "r"),
        ("price", "Unit Price", 11, "r"),
        ("tax", "Tax", 5, "c"),
        ("amount", "Amount", 13, "r"),
    ]
    rows = items(rng, "en", rng.randint(2, 9), fm)
    for r in rows:
        q = int(r["qty"])
        bo = rng.randint(1, q - 1) if q > 1 and rng.random() < 0.2 else 0
        r["supd"], r["bo"], r["tax"] = str(q - bo), str(bo) if bo else "", pick(rng, "G|G|G|G|F")
        r["amt"] = cents(r["p"] * (q - bo))
        r["amount"] = fm(r["amt"])
    order = [
        {
            "code": "ORDER",
            "desc": f"Your Order No. {po}  ·  Docket {digits(rng, 'D#####')}",
            "_fill": 0.88,
            "_b": True,
        }
    ]
    y = d.table(
        m,
        max(y1, y2) + 14,
        cols(spec, w),
        (order if where == "row" else []) + rows,
        shade=0.8,
        size=8,
        lead=14,
    )
    d.t(m, y + 10, "Tax: G = taxable supply (GST 10%), F = GST-free supply.", 7, grey=0.3)
    sub = sum((r["amt"] for r in rows), Decimal(0))
    taxable = sum((r["amt"] for r in rows if r["tax"] == "G"), Decimal(0))
    freight = Decimal(rng.randint(1500, 12000)) / 100 if rng.random() < 0.5 else Decimal(0)
    gst = cents((taxable + freight) / 10)
    total = sub + freight + gst
    out = [("Subtotal (ex GST)", fm(sub), False)]
    out += [("Freight", fm(freight), False)] if freight else []
    out += [
        ("GST", fm(gst), False),
        (pick(rng, "Total inc GST|TOTAL AUD|Invoice Total"), fd(total), True),
    ]
    if rng.random() < 0.45:
        dep = Decimal(int(total * Decimal(rng.choice(["0.2", "0.25", "0.3", "0.5"]))))
        out += [
            ("Less deposit received", f"-{fd(dep)}", False),
            (pick(rng, "BALANCE DUE|Amount Payable"), fd(total - dep), True),
        ]
    else:
        out.append(("Amount Due", fd(total), False))
    y3 = d.summary(x2 - 190, x2 - 4, y + 16, out, 8.5, box_last=True)
    pay = [
        "HOW TO PAY",
        f"BPAY® Biller Code: {digits(rng, '######')}",
        f"Ref: {digits(rng, '##########')}",
        f"EFT: BSB {digits(rng, '###-###')}  Acc {digits(rng, '########')}",
        f"Account name: {sup}",
        "Please quote the invoice number.",
    ]
    d.box(m, y + 20, w - 210, len(pay) * 10.5 + 10)
    y4 = d.lines(m + 6, y + 24, pay, 7.5, b_first=True, lead=10.5) + 10
    d.para(
        m,
        max(y3, y4) + 20,
        f"Goods remain the property of {sup} until paid in full. "
        "Claims for shortages or damage must be made within 7 days of delivery. Overdue "
        "accounts may incur interest at 1.5% per month.",
        7,
        w,
        grey=0.3,
    )
    return result(d, "en", "invoice", po, sup, total)


def lat2_de_at_bestellschein(rng: random.Random) -> tuple[bytes, dict]:
    """Austrian (or Swiss) Bestellung of a buyer with its letterhead: three equal boxes in
    shuffled order - the supplier under 'An'/'Auftragnehmer'/'Lieferant' or under no heading,
    the buyer under Rechnungsanschrift/Auftraggeber, a delivery site with a contact person -,
    the number mostly only in a dark caption bar over the item table, Anzahlung and Restbetrag
    after the total, an acceptance box naming the supplier, register/bank footer."""
    at = rng.random() < 0.6
    reg = "at" if at else "ch"
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 38, 54)
    cur = pick(rng, "EUR|€") if at else "CHF"
    fm = money("de") if at else money("ch")
    ft = money("de", cur, sp=True) if at else money("ch", "CHF")
    (sup, sadr), (buyer, badr) = firm(rng, reg, "sup"), firm(rng, reg, "buy")
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"B{dt.year % 100}-{rng.randint(1, 99999):05d}",
            f"{dt.year}/{rng.randint(1, 9999):04d}",
            digits(rng, "BE######"),
        ]
    )
    when = ldate(dt, "at") if at and rng.random() < 0.4 else dfmt(dt, "dot")
    uid = digits(rng, "UID ATU########") if at else digits(rng, "UID CHE-###.###.### MWST")
    d.t(m, 40, buyer, 14, b=True)
    d.t(m, 53, f"{badr[0]} · {badr[1]} · Tel. {tel(rng, reg)} · {uid}", 7.5, grey=0.25)
    d.line(m, 60, x2, 60, 1.0)
    in_title = rng.random() < 0.3
    d.t(x2, 82, pick(rng, "BESTELLUNG|Bestellung|Bestellschein|AUFTRAG"), 15, b=True, al="r")
    if in_title:
        d.t(x2, 96, f"Nr. {po} vom {when}", 9.5, b=True, al="r")
    lab = {
        "sup": pick(rng, "An|Auftragnehmer|Lieferant|"),
        "inv": pick(rng, "Rechnungsanschrift|Rechnungsempfänger|Auftraggeber"),
        "del": pick(rng, "Lieferanschrift|Lieferadresse|Warenannahme"),
    }
    att = [f"z. H. {pick(rng, 'Herrn|Frau')} {who(rng, reg if at else 'de')}"]
    content = {
        "sup": [sup] + (att if rng.random() < 0.4 else []) + sadr + [f"Tel. {tel(rng, reg)}"],
        "inv": [buyer, pick(rng, "Kreditorenbuchhaltung|Buchhaltung|Rechnungseingang")] + badr,
        "del": [buyer, pick(rng, "Zentrallager|Warenannahme Tor 3|Werkstätte")]
        + site(rng, reg)
        + [f"Kontakt: {who(rng, 'at' if at else 'de')}"],
    }
    order = ["sup", "inv", "del"] if rng.random() < 0.4 else rng.sample(["sup", "inv", "del"], 3)
    bw = (w - 16) / 3
    nrow = max(len(v) for v in content.values())
    y, ys = 110, []
    for i, key in enumerate(order):
        bx, rows = m + i * (bw + 8), content[key]
        size = snug(d, rows, bw - 10, 8.5)
        rows = rows + [""] * (nrow - len(rows))
        if lab[key]:
            ys.append(block(d, bx, y, lab[key], rows, style="box", w=bw, size=size))
        else:
            d.box(bx, y, bw, (nrow + 1) * size * 1.3 + 10)
            ys.append(y + (nrow + 1) * size * 1.3 + 16)
            d.lines(bx + 5, y + 8, rows, size, b_first=True)
    y = max(ys) + 10
    k1 = [
        ("Anforderer:", who(rng, "at" if at else "de")),
        ("Sachbearbeitung:", f"{who(rng, 'at' if at else 'de')}, Tel. DW {rng.randint(10, 99)}"),
        ("Kostenstelle:", digits(rng, "####")),
    ]
    k2 = [
        ("Ihr Angebot:", f"{digits(rng, 'ANG-#####')} vom {dfmt(dt - timedelta(9), 'dot')}"),
        ("Lieferantennr.:", digits(rng, "K-#####")),
        (
            "Liefertermin:",
            pick(rng, f"KW {rng.randint(2, 50)}|") or dfmt(dt + timedelta(21), "dot"),
        ),
        ("Lieferbedingung:", pick(rng, "frei Haus|DAP, verzollt|ab Werk")),
        ("Zahlung:", pick(rng, "30 Tage netto|14 Tage 3 % Skonto, 30 Tage netto")),
    ]
    y = max(d.kv(m, y, k1, 85, 8), d.kv(m + w / 2, y, k2, 90, 8)) + 10
    d.box(m, y, w, 17, fill=0.25, stroke=False)
    cap = "Bestellpositionen" if in_title else f"Bestellung Nr. {po} vom {when}"
    d.t(m + 5, y + 12, cap, 9, b=True, grey=1)
    d.t(x2 - 5, y + 12, f"Seite 1/1 · Währung {'EUR' if at else 'CHF'}", 7.5, al="r", grey=1)
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Material-Nr.", 12, "l"),
        ("desc", "Bezeichnung", 38, "l"),
        ("qty", "Menge", 8, "r"),
        ("unit", "ME", 5, "c"),
        ("price", "Preis/ME", 12, "r"),
        ("disc", "Rabatt", 7, "r"),
        ("amount", "Betrag", 13, "r"),
    ]
    rows = items(rng, "de", rng.randint(2, 9), fm)
    line_discounts(rng, rows, fm, "{p} %")
    y = d.table(m, y + 17, cols(spec, w, nt), rows, shade=0.88, size=8, lead=14)
    if nt:
        y = d.para(m, y + 8, NOTE["de"], 8.5, w)
        total = None
    else:
        s = sums(rng, rows, "20|20|10" if at else "8.1|8.1|2.6", ship=0.4, disc=0.15)
        lab_t = (
            (
                f"Summe netto|Sonderrabatt|Verpackung und Fracht|zzgl. {{r}} % USt.|"
                f"{pick(rng, 'Gesamtbetrag|Bestellsumme brutto|Gesamtsumme')} {cur}"
            )
            if at
            else "Total netto|Rabatt|Transport|MWST {r} %|Gesamttotal CHF"
        )
        y = d.summary(
            x2 - 210,
            x2 - 4,
            y + 8,
            sum_rows(s, lab_t, fm, ft, st="de" if at else "ch"),
            9,
            box_last=True,
        )
        total = s.total
        if rng.random() < 0.4:
            adv = cents(total * Decimal("0.3"))
            y = d.kv(
                m,
                y + 8,
                [
                    ("Anzahlung 30 % bei Auftragsbestätigung:", ft(adv)),
                    ("Restbetrag nach Lieferung und Abnahme:", ft(total - adv)),
                ],
                190,
                8.5,
                b_label=False,
            )
    by = max(y + 16, d.h - 170)
    d.box(m, by, w / 2 - 5, 92)
    d.t(m + 6, by + 13, "Für den Auftraggeber", 8.5, b=True)
    d.t(m + 6, by + 26, buyer, 8, maxw=w / 2 - 17)
    d.sign(m + 6, by + 70, w / 2 - 20, "Datum, Unterschrift Einkauf")
    d.box(m + w / 2 + 5, by, w / 2 - 5, 92)
    d.t(m + w / 2 + 11, by + 13, "Auftragsannahme durch den Auftragnehmer", 8.5, b=True)
    d.para(
        m + w / 2 + 11,
        by + 18,
        "Bitte die Bestellung unterschrieben retournieren.",
        7.5,
        w / 2 - 20,
    )
    d.sign(m + w / 2 + 11, by + 70, w / 2 - 20, "Firmenstempel und Unterschrift")
    d.t(m + w / 2 + 11, by + 66, sup, snug(d, [sup], w / 2 - 20, 7.5), b=True, grey=0.3)
    city = badr[1].split(" ", 1)[1]
    foot = (
        (
            f"{buyer} · Firmenbuch FN {digits(rng, '######@')}, Landesgericht {city} · "
            f"IBAN {digits(rng, 'AT## #### #### #### ####')}"
        )
        if at
        else (f"{buyer} · {city} · {uid} · IBAN {digits(rng, 'CH## #### #### #### #### #')}")
    )
    d.line(m, d.h - 52, x2, d.h - 52, 0.4)
    d.t(d.w / 2, d.h - 42, foot, 6.5, al="c", grey=0.3, maxw=w)
    return result(d, "de", "purchase_order", po, sup, total)


def lat2_fr_ca_confirmation(rng: random.Random) -> tuple[bytes, dict]:
    """Quebec order confirmation from the seller, at times with bilingual labels: the
    seller's own order number boxed under the title, Vendu à / Expédié à, the customer's PO in
    a reference strip or in the opening sentence, TPS and TVQ, then a deposit and Solde à
    payer, cheques payable to the seller, customer acceptance line, tax numbers in the foot."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|times|dejavu", 36, 50)
    bil = rng.random() < 0.4

    def lab(fr: str, en: str) -> str:
        return f"{fr} / {en}" if bil else fr

    fm, fd = money("fr"), money("fr", "$", pre=False)
    (sup, sadr), (buyer, badr) = firm(rng, "qc", "sup"), firm(rng, "qc", "buy")
    po = rng.choice(
        [
            digits(rng, "BC-#####"),
            digits(rng, "#######"),
            digits(rng, "PO######"),
            f"{dt.year}-{rng.randint(1, 9999):04d}",
        ]
    )
    so = digits(rng, pick(rng, "CC-######|CMD######|S0######"))
    conf = dt + timedelta(rng.randint(1, 4))
    dst = pick(rng, "iso|long_fr|dmy")
    ph = tel(rng, "qc")
    title = d.width("CONFIRMATION DE COMMANDE", 13, True)
    y = d.lines(m, 30, [sup], snug(d, [sup], w - 20 - title, 15), b_first=True)
    d.lines(
        m,
        y + 2,
        sadr + [f"Tél. {ph} · Téléc. {tel(rng, 'qc')}", f"www.{mail(sup, 'ca', 'x')[2:]}"],
        8,
    )
    d.t(x2, 44, "CONFIRMATION DE COMMANDE", 13, b=True, al="r")
    if bil:
        d.t(x2, 55, "ORDER CONFIRMATION", 8, al="r", grey=0.3)
    d.box(x2 - 170, 62, 170, 34)
    d.t(x2 - 164, 75, f"{lab('N°', 'No.')} {so}", 9.5, b=True)
    d.t(x2 - 164, 89, f"Date : {dfmt(conf, dst)}", 8.5)
    bw = w / 2 - 8
    sold = (
        [buyer, pick(rng, "Service des achats|Comptes fournisseurs|Approvisionnement")]
        + badr
        + [f"a/s {who(rng, 'qc')}"]
    )
    ship = (
        [buyer, pick(rng, "Quai de réception|Entrepôt|Garage municipal")]
        + site(rng, "qc")
        + [f"Tél. {tel(rng, 'qc')}"]
    )
    y1 = block(
        d,
        m,
        124,
        lab("Vendu à", "Sold to"),
        sold,
        style="box",
        w=bw,
        size=snug(d, sold, bw - 10, 8.5),
    )
    y2 = block(
        d,
        m + w / 2 + 8,
        124,
        lab("Expédié à", "Ship to"),
        ship,
        style="box",
        w=bw,
        size=snug(d, ship, bw - 10, 8.5),
    )
    in_strip = rng.random() < 0.6
    heads = [
        lab("Votre bon de commande", "Your PO") if in_strip else "Votre référence",
        "Date de commande",
        "No client",
        "Représentant",
        "Conditions",
        "Expédition",
    ]
    if bil and in_strip:
        heads[0] = "Votre BC / Your PO"
    vals = [
        po if in_strip else who(rng, "qc"),
        dfmt(dt, dst),
        digits(rng, "C####"),
        who(rng, "qc"),
        pick(rng, "Net 30 jours|2 % 10, net 30|Sur réception"),
        pick(rng, "Purolator|Transport Guilbault|Ramassage client|Nos camions"),
    ]
    fracs = (0.18, 0.15, 0.1, 0.21, 0.19, 0.17)
    y = d.grid(m, max(y1, y2) + 12, [w * f for f in fracs], heads, vals, 8, shade=0.9)
    if in_strip:
        y = d.para(
            m,
            y + 10,
            "Nous vous remercions de votre commande, que nous confirmons aux "
            "prix et conditions ci-dessous.",
            8.5,
            w,
        )
    else:
        y = d.para(
            m,
            y + 10,
            f"Nous accusons réception de votre bon de commande n° {po} du "
            f"{dfmt(dt, dst)} et le confirmons aux prix et conditions suivants :",
            8.5,
            w,
        )
    spec = [
        ("qty", "Qté", 6, "r"),
        ("unit", "Unité", 6, "c"),
        ("code", "No produit", 12, "l"),
        ("desc", "Description", 38, "l"),
        ("due", "Livraison", 12, "c"),
        ("price", "Prix unitaire", 12, "r"),
        ("amount", "Montant", 14, "r"),
    ]
    rows = items(rng, "fr", rng.randint(2, 9), fm)
    for r in rows:
        r["due"] = dfmt(conf + timedelta(rng.choice([3, 7, 14, 21])), "iso")
    y = d.table(
        m,
        y + 8,
        cols(spec, w, nt),
        rows,
        shade=0.85,
        size=8,
        lead=14,
        zebra=0.95 if rng.random() < 0.5 else None,
    )
    total = None
    if nt:
        y = d.para(m, y + 8, NOTE["fr"], 8.5, w)
    else:
        sub = sum((r["amt"] for r in rows), Decimal(0))
        esc = cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
        tr = Decimal(rng.randint(2500, 18000)) / 100 if rng.random() < 0.45 else Decimal(0)
        base = sub - esc + tr
        tps, tvq = cents(base * 5 / 100), cents(base * Decimal("9.975") / 100)
        total = base + tps + tvq
        out = [("Sous-total", fm(sub), False)]
        out += [("Escompte", "-" + fm(esc), False)] if esc else []
        out += [("Transport et manutention", fm(tr), False)] if tr else []
        out += [
            (f"{lab('TPS', 'GST')} 5 %", fm(tps), False),
            (f"{lab('TVQ', 'QST')} 9,975 %", fm(tvq), False),
            (pick(rng, "Total|Total de la commande|TOTAL"), fd(total), True),
        ]
        dep = rng.random()
        if dep < 0.3:
            paid = cents(total * Decimal("0.3"))
            out += [
                ("Dépôt reçu", "-" + fd(paid), False),
                (lab("Solde à payer", "Balance due"), fd(total - paid), True),
            ]
        elif dep < 0.45:
            out.append(("Dépôt requis (25 %)", fd(cents(total / 4)), False))
        y = d.summary(x2 - 210, x2 - 4, y + 8, out, 8.5, boxed=rng.random() < 0.5)
    y = d.para(
        m,
        y + 14,
        f"Prix en dollars canadiens. Veuillez vérifier cette confirmation : "
        f"toute divergence doit nous être signalée dans les 48 heures. Chèques à l'ordre "
        f"de {sup}{'' if sup.endswith('.') else '.'}",
        7.5,
        w,
    )
    sy = max(y + 44, d.h - 100)
    d.sign(m, sy, 230, lab("Accepté par le client", "Accepted by"))
    d.sign(m + 260, sy, 110, "Date")
    tps_no, tvq_no = digits(rng, "######### RT0001"), digits(rng, "########## TQ0001")
    d.t(
        d.w / 2,
        d.h - 34,
        f"TPS : {tps_no} · TVQ : {tvq_no} · NEQ {digits(rng, '11########')}",
        6.5,
        al="c",
        grey=0.3,
    )
    return result(d, "fr", "order_confirmation", po, sup, total)


IT_BUY = (
    "Comune di {C}|Azienda Sanitaria Locale di {C}|Università degli Studi di {C}|"
    "Provincia di {C}|Istituto Comprensivo Statale di {C}"
)


def lat2_it_pa_buono_ordine(rng: random.Random) -> tuple[bytes, dict]:
    """Italian public-administration buono d'ordine in numbered sections, at times over two
    pages: a protocol number in the header, CIG/CUP/determina/impegno numbers, the supplier
    as 'operatore economico' (section order varies), a delivery referent, Totale ordine IVA
    inclusa followed by split payment and a smaller 'importo da liquidare', RUP signature."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 40, 56)
    fm, fe = money("de"), money("de", "€", sp=True)
    sup, sadr = party(rng, "it", "sup")
    badr = party(rng, "it", "buy")[1]
    city = badr[1].split(" ", 1)[1].split(" (")[0]
    buyer = pick(rng, IT_BUY).format(C=city)
    po = rng.choice(
        [
            f"{rng.randint(1, 999)}/{dt.year}",
            digits(rng, "BO-#####"),
            f"{dt.year}/{rng.randint(1, 9999):04d}",
            digits(rng, "ORD######"),
        ]
    )
    title = pick(rng, "BUONO D'ORDINE|ORDINATIVO DI FORNITURA|LETTERA D'ORDINE")
    office = pick(
        rng,
        "Settore Economato e Provveditorato|Servizio Acquisti e Contratti|"
        "Ufficio Gare e Approvvigionamenti",
    )
    pec = mail(buyer.split(" di ")[-1], "it", "protocollo").replace("@", "@pec.")
    d.t(d.w / 2, 40, buyer, 13, b=True, al="c")
    d.t(d.w / 2, 52, office, 9, al="c")
    d.t(
        d.w / 2,
        63,
        f"{badr[0]} - {badr[1]} · C.F./P.IVA {digits(rng, '###########')} · PEC {pec}",
        7,
        al="c",
        grey=0.25,
    )
    d.line(m, 70, x2, 70, 0.8)
    prot = f"Prot. n. {digits(rng, '00#####')}/{dt.year} del {dfmt(dt, 'dmy')}"
    d.t(x2, 84, prot, 7.5, al="r", grey=0.2)
    y = (
        d.lines(m, 92, [f"{title} n. {po} del {dfmt(dt, pick(rng, 'dmy|dot'))}"], 12, b_first=True)
        + 4
    )
    bottom = d.h - 50
    more = {"pages": 1}

    def page_two() -> float:
        d.t(d.w / 2, d.h - 30, "segue", 7, al="c", grey=0.3)
        d.new_page()
        more["pages"] = 2
        d.t(m, 40, f"{buyer} - {title} n. {po} (segue)", 8, grey=0.3)
        d.line(m, 46, x2, 46, 0.4)
        return 60

    def sec(y: float, n: int, text: str, h: float) -> float:
        if y + h > bottom:
            y = page_two()
        d.t(m, y + 10, f"{n}. {text}", 9, b=True)
        d.line(m, y + 13, x2, y + 13, 0.4)
        return y + 18

    rup = who(rng, "it")
    vend = [sup] + sadr + [digits(rng, "P.IVA ###########"), f"PEC {mail(sup, 'it', 'pec')}"]
    adm = [
        buyer,
        office,
        f"Responsabile Unico del Procedimento (RUP): {rup}",
        f"Punto ordinante: {who(rng, 'it')}, tel. {phone(rng, 'it')}",
    ]
    parts = [
        ("Amministrazione ordinante", adm),
        (pick(rng, "Operatore economico affidatario|Ditta fornitrice|Fornitore"), vend),
    ]
    if rng.random() < 0.5:
        parts.reverse()
    spett = rng.random() < 0.25
    for i, (head, rows) in enumerate(parts):
        y = sec(y + 4, i + 1, head, 80)
        if rows is vend and spett:
            d.t(m + 8, y + 8, "Spett.le", 8.5)
            y += 11
        y = d.lines(m + 8, y, rows, 8.5, b_first=True) + 2
    y = sec(y + 4, 3, "Riferimenti amministrativi", 60)
    cup = digits(rng, "@##@###########") if rng.random() < 0.5 else "non previsto"
    labels = ["CIG", "CUP", "Determina n.", "Impegno di spesa", "Capitolo"]
    vals = [
        digits(rng, "Z@#@######"),
        cup,
        f"{rng.randint(10, 2999)} del {dfmt(dt - timedelta(rng.randint(3, 40)), 'dmy')}",
        f"{rng.randint(100, 9999)}/{dt.year}",
        digits(rng, "#####/#"),
    ]
    y = (
        d.grid(
            m, y + 2, [w * f for f in (0.17, 0.22, 0.25, 0.18, 0.18)], labels, vals, 8, shade=None
        )
        + 4
    )
    y = sec(y + 4, 4, "Luogo e termini di consegna", 50)
    y = (
        d.lines(
            m + 8,
            y,
            [
                f"{buyer} - {pick(rng, 'Magazzino economale|Sede centrale|Plesso')}"
                f", {', '.join(site(rng, 'it'))}",
                f"Referente per la consegna: {who(rng, 'it')} - entro "
                f"{rng.choice([10, 15, 20, 30])} giorni dal ricevimento",
            ],
            8.5,
        )
        + 2
    )
    y = sec(y + 4, 5, "Oggetto della fornitura", 60)
    spec = [
        ("code", "Cod.", 11, "l"),
        ("desc", "Descrizione", 42, "l"),
        ("unit", "U.M.", 6, "c"),
        ("qty", "Q.tà", 7, "r"),
        ("price", "Prezzo unit.", 13, "r"),
        ("iva", "IVA", 6, "c"),
        ("amount", "Imponibile", 14, "r"),
    ]
    if nt:
        spec = [c for c in spec if c[0] != "iva"]
    rows = items(rng, "it", rng.randint(2, 14), fm)
    rate = Decimal(pick(rng, "22|22|22|10"))
    for r in rows:
        r["iva"] = f"{rate}%"

    def cont(i: int) -> float:
        return page_two()

    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        shade=0.88,
        size=8,
        lead=14,
        grid=True,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 8, NOTE["it"], 8.5, w)
    else:
        s = sums(rng, rows, str(rate), ship=0.2, disc=0.1)
        y = sec(y + 6, 6, "Importi", 120)
        lab = "Importo netto fornitura|Sconto|Spese di trasporto|IVA {r}%|" + pick(
            rng, "Totale ordine (IVA inclusa)|Totale complessivo|TOTALE ORDINE"
        )
        y = d.summary(x2 - 250, x2 - 4, y, sum_rows(s, lab, fe, st="it"), 8.5, box_last=True)
        total = s.total
        if rng.random() < 0.75:
            y = d.para(
                m,
                y + 6,
                "IVA soggetta a scissione dei pagamenti (art. 17-ter D.P.R. "
                f"633/1972): l'imposta di {fe(s.tax)} sarà versata direttamente "
                "dall'Amministrazione all'Erario.",
                8,
                w,
            )
            y = d.kv(
                m, y + 2, [("Importo da liquidare al fornitore:", fe(s.total - s.tax))], 170, 8.5
            )
    y = sec(y + 6, 7, "Fatturazione", 50)
    y = d.para(
        m + 8,
        y,
        f"Fattura elettronica intestata a {buyer}, Codice Univoco Ufficio "
        f"{digits(rng, '@@@@@@')}, con indicazione di CIG e numero d'ordine. Pagamento a "
        "30 giorni dal ricevimento della fattura.",
        8,
        w - 8,
    )
    if y + 70 > bottom:
        y = page_two()
    sy = y + 50
    d.t(m, y + 18, "Il Responsabile Unico del Procedimento", 8)
    d.sign(m, sy, 200, f"{rup} - documento firmato digitalmente")
    d.t(x2 - 230, y + 18, "Per accettazione - l'operatore economico", 8)
    d.sign(x2 - 230, sy, 230, sup)
    if more["pages"] == 2:
        d.t(d.w / 2, d.h - 30, "pagina 2 di 2", 7, al="c", grey=0.3)
    return result(d, "it", "purchase_order", po, sup, total)


def lat2_pl_zamowienie(rng: random.Random) -> tuple[bytes, dict]:
    """Polish zamówienie, often two pages: place and date at the top right, the number beside
    the centred title, Zamawiający and Dostawca/Sprzedawca/Wykonawca boxes (swapped at
    times), offer and framework-contract numbers, VAT column per line, Do przeniesienia /
    Z przeniesienia across the page break, a VAT summary table whose Razem row holds net, VAT
    and gross, the gross in words, the supplier's confirmation signature."""
    d, m, x2, w, nt, dt = frame(rng, A4, "dejavu", 30, 44)
    fm, fz = money("fr"), money("fr", "zł", pre=False)
    (sup, sadr), (buyer, badr) = firm(rng, "pl", "sup"), firm(rng, "pl", "buy")
    po = rng.choice(
        [
            f"ZAM/{dt.year}/{dt.month:02d}/{rng.randint(1, 999):04d}",
            f"{rng.randint(1, 999)}/{dt.month:02d}/{dt.year}",
            digits(rng, "ZK-######"),
            f"Z{dt.year % 100}-{rng.randint(1, 99999):05d}",
        ]
    )
    city = badr[1].split(" ", 1)[1]
    nip_b = digits(rng, "###-###-##-##")
    when = ldate(dt, "pl") if rng.random() < 0.3 else dfmt(dt, pick(rng, "dot|iso"))
    if rng.random() < 0.5:
        d.t(m, 40, buyer, snug(d, [buyer], w - 200, 11), b=True)
        d.t(m, 51, f"{badr[0]}, {badr[1]} · NIP {nip_b}", 7.5, grey=0.25)
    d.t(x2, 40, f"{city}, {pick(rng, 'dnia |')}{when}", 9, al="r")
    d.t(d.w / 2, 84, f"ZAMÓWIENIE nr {po}", 15, b=True, al="c")
    d.t(d.w / 2, 96, pick(rng, "(zamówienie zakupu)|(zamówienie na dostawę)|"), 8, al="c", grey=0.3)
    bw = w / 2 - 8
    buy_rows = [buyer] + badr + [f"NIP {nip_b}", digits(rng, "REGON #########")]
    sup_rows = (
        [sup]
        + sadr
        + [
            digits(rng, "NIP ###-###-##-##"),
            f"tel. {tel(rng, 'pl')}",
            mail(sup, "pl", pick(rng, "biuro|sprzedaz|zamowienia")),
        ]
    )
    boxes = [
        (pick(rng, "ZAMAWIAJĄCY|NABYWCA|Zamawiający"), buy_rows),
        (pick(rng, "DOSTAWCA|SPRZEDAWCA|WYKONAWCA|Dostawca"), sup_rows),
    ]
    if rng.random() < 0.3:
        boxes.reverse()
    y = 108
    yb = [
        block(
            d, m + i * (bw + 16), y, lab, rows, style="box", w=bw, size=snug(d, rows, bw - 10, 8.5)
        )
        for i, (lab, rows) in enumerate(boxes)
    ]
    basis = pick(rng, "Oferta|Umowa ramowa|Zapytanie ofertowe")
    bno = digits(
        rng, {"Oferta": "OF/###/", "Umowa ramowa": "UR/##/", "Zapytanie ofertowe": "ZO/##/"}[basis]
    ) + str(dt.year)
    kv = [
        (
            "Podstawa zamówienia:",
            f"{basis} nr {bno} z dnia {dfmt(dt - timedelta(rng.randint(5, 60)), 'dot')}",
        ),
        ("Miejsce dostawy:", f"{buyer}, {', '.join(site(rng, 'pl'))}"),
        ("Termin dostawy:", f"do {dfmt(dt + timedelta(rng.choice([7, 14, 21, 30])), 'dot')}"),
        (
            "Warunki płatności:",
            pick(rng, "przelew 30 dni od daty otrzymania faktury|przelew 14 dni|przelew 60 dni"),
        ),
        ("Osoba kontaktowa:", f"{who(rng, 'pl')}, tel. {tel(rng, 'pl')}"),
    ]
    y = d.kv(m, max(yb) + 10, kv, 115, 8) + 10
    bottom, lead = d.h - 60, 13.0
    n, pages = plan(rng, y, bottom, lead, 250, 0.6, most=10)
    spec = [
        ("pos", "Lp.", 4, "c"),
        ("desc", "Nazwa towaru / usługi", 37, "l"),
        ("code", "Indeks", 10, "l"),
        ("unit", "J.m.", 5, "c"),
        ("qty", "Ilość", 6, "r"),
        ("price", "Cena netto", 12, "r"),
        ("vat", "VAT", 5, "c"),
        ("amount", "Wartość netto", 12, "r"),
    ]
    if nt:
        spec = [c for c in spec if c[0] != "vat"]
    rows = goods(rng, "pl", n, fm)
    for r in rows:
        r["rate"] = 8 if rng.random() < 0.15 else 23
        r["vat"] = f"{r['rate']}%"

    def cont(i: int) -> float:
        carried = fm(sum((r["amt"] for r in rows[:i]), Decimal(0)))
        if not nt:
            d.t(x2 - 3, bottom + 14, f"Do przeniesienia (netto): {carried}", 8.5, b=True, al="r")
        d.t(d.w / 2, d.h - 26, f"Strona 1 z {pages}", 7, al="c", grey=0.3)
        d.new_page()
        d.t(m, 40, f"Zamówienie nr {po} - ciąg dalszy", 8.5, b=True)
        d.t(x2, 40, f"{city}, {when}", 8, al="r")
        if nt:
            return 56
        d.t(x2 - 3, 62, f"Z przeniesienia (netto): {carried}", 8.5, b=True, al="r")
        return 72

    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        shade=0.85,
        grid=True,
        size=7.8,
        lead=lead,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 8, NOTE2["pl"], 8.5, w)
    else:
        by_rate: dict[int, Decimal] = {}
        for r in rows:
            by_rate[r["rate"]] = by_rate.get(r["rate"], Decimal(0)) + r["amt"]
        vat_rows, net, vat = [], Decimal(0), Decimal(0)
        for rt in sorted(by_rate, reverse=True):
            v = cents(by_rate[rt] * rt / 100)
            net, vat = net + by_rate[rt], vat + v
            vat_rows.append(
                {"r": f"{rt}%", "n": fm(by_rate[rt]), "v": fm(v), "g": fm(by_rate[rt] + v)}
            )
        total = net + vat
        vat_rows.append(
            {"r": "Razem", "n": fm(net), "v": fm(vat), "g": fm(total), "_b": True, "_fill": 0.92}
        )
        tw = 300
        vcols = [
            ("r", "Stawka VAT", 60, "c"),
            ("n", "Wartość netto", 80, "r"),
            ("v", "Kwota VAT", 75, "r"),
            ("g", "Wartość brutto", 85, "r"),
        ]
        y = d.table(x2 - tw, y + 10, vcols, vat_rows, shade=0.9, grid=True, size=8, lead=13)
        big = pick(rng, "Wartość zamówienia brutto|Razem do zapłaty|Ogółem brutto")
        d.t(x2, y + 18, f"{big}: {fz(total)}", 10, b=True, al="r")
        y = d.para(m, y + 30, f"Słownie: {slownie(total)}", 8, w)
    y = d.para(
        m,
        y + 8,
        "Prosimy o potwierdzenie przyjęcia zamówienia do realizacji w ciągu 2 dni "
        "roboczych oraz o umieszczenie numeru zamówienia na fakturze i dokumencie WZ.",
        7.5,
        w,
        grey=0.25,
    )
    sy = y + 50
    d.sign(m, sy, 210, "Zamawiający (podpis i pieczęć)")
    d.sign(x2 - 230, sy, 230, "Potwierdzenie przyjęcia - data, podpis, pieczęć")
    d.t(x2 - 230, sy + 20, sup, snug(d, [sup], 230, 7.5), b=True)
    if pages == 2:
        d.t(d.w / 2, d.h - 26, "Strona 2 z 2", 7, al="c", grey=0.3)
    return result(d, "pl", "purchase_order", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        lat2_pt_br_pedido,
        lat2_en_au_tax_invoice,
        lat2_de_at_bestellschein,
        lat2_fr_ca_confirmation,
        lat2_it_pa_buono_ordine,
        lat2_pl_zamowienie,
    )
}
