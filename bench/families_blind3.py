"""Ten more layout families for a third blind, frozen test split: purchase orders from Mexico,
New Zealand or Ireland, Singapore or Malaysia (English and Chinese), a Dutch municipality,
Denmark or Norway, Finland, a German general contractor's subcontract order, Luxembourg or
French-speaking Switzerland, a Chinese foreign-trade purchase contract and a Japanese
retailer's EDI order.

`FAMILIES` maps a family name (all start with `blind3_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py and families_blind2.py, whose pools and drawing helpers
they reuse. They were written blind: drawn with reportlab and checked only by reading their own
text layer back and looking at rendered pages, never run through the extraction engine, its
validation or its calibration, and no engine output on them was looked at. They are plain
text-layer PDFs; bench/families.py may scan a share of them later.

es-MX (an orden de compra: the buyer's letterhead with its R.F.C., No. de Orden / Folio in a
box, beside the title or in a head grid, a Proveedor block with its own R.F.C., Lugar de
entrega and Facturar a with the buyer again, IVA 16 % and at times retenciones of IVA or ISR,
Total M.N. / Importe total, the amount in words '(… PESOS 00/100 M.N.)', signatures and the
supplier's acceptance), en-NZ / en-IE (a public body's or hospital's PO: Order No in a boxed
header grid, the Supplier box at the right, Deliver To and Invoice To boxes naming the buyer or
a shared-services company, GST 15 % or VAT 23 % / 13.5 %, Total (incl GST)), en + zh-Hans
(a Singapore or Malaysian PURCHASE ORDER 采购单 with bilingual labels, the supplier under 'To:
致：' without the word supplier, GST 9 % or SST, Grand Total SGD / RM, the amount in words and
a supplier's acknowledgement), nl-NL (a gemeente's inkoopopdracht or opdrachtbevestiging as a
letter: the supplier in the window, at times as Opdrachtnemer beside the Opdrachtgever, Ons /
Uw kenmerk, Ordernummer, Zaaknummer, BTW 21 % / 9 %, Totaal incl. BTW, the factuuradres),
da / nb-NO (an indkøbsordre / innkjøpsordre: Leverandør, Leveringsadresse, Fakturaadresse,
Ordrenr. among Vores / Deres ref., moms / MVA 25 %, Total inkl. moms, kr 1.234,50 or kr
1 234,50, Transport / Overført on long orders), fi (an ostotilaus in the Finnish letter layout:
page '1 (2)', Toimittaja in the window or labelled, Tilausnumero among Viitteemme / Viitteenne,
Y-tunnus, verkkolaskuosoite, ALV 25,5 % (24 % before September 2024), Yhteensä, Siirto on long
orders), de-DE (a general contractor's Nachunternehmerauftrag / Bestellung to a craftsman:
Auftraggeber and Auftragnehmer, Bauvorhaben and Baustelle, Bestell-Nr. / Auftrags-Nr. beside
Projekt-Nr. and the Angebot, LV positions over pages with Übertrag, Nachlass, 19 % MwSt. or
§ 13b UStG, Gesamtbetrag brutto, Skonto and Sicherheitseinbehalt, the acceptance slip),
fr-LU / fr-CH (a bon de commande: Fournisseur to the left of its block, N° de commande in a
reference table's header row with the value under it, TVA 17 % / 8 % or 8,1 %, Total HT at
times printed larger than the rest, Montant total TTC, CHF rounded to five centimes),
zh-Hans (a 外贸 采购合同 / 订货单: 买方 / 卖方 or 需方 / 供方 blocks, 合同编号 beside a PI or
quotation number, 交货地点 / 收货地址 near the supplier, 含税总价 with 大写, a deposit and a
balance, 签章 blocks naming both parties, landscape at times) and ja (a retailer's EDI 発注書:
取引先コード and 取引先名 … 御中, 発注番号 beside a 伝票番号, 店舗 / 納品先, JAN codes, 原価 and
売価 columns, 消費税 8 % / 10 % split, 合計金額(税込)).

Truth as in the other family modules: order_number the buyer's PO number as printed (for the
contracts the 合同编号, for the Japanese EDI order the 発注番号, never the 伝票番号); supplier
the selling party's name exactly as printed in its own block (never the buyer, ship-to,
bill-to, a contact person or the letterhead of a PO; without honorifics such as 御中 or 'Attn'
printed apart from it); total the grand total as "1234.50" (tax included where stated; after
retenciones where they are deducted; the rounded figure where the document rounds it; before
any deposit or balance; the net sum where § 13b UStG shifts the tax; "" when the document
deliberately states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import initials, logo, rappen, rows_for, slug, tax  # noqa: E402
from families_cjk import (  # noqa: E402
    BRANDS,
    CITIES,
    GREY,
    JA_BRANDS,
    JA_ITEMS,
    SHADE,
    TRADES,
    ZH_ITEMS,
    Line,
    Pdf,
    _words,
    a_date,
    credit_code,
    daxie,
    fdate,
    heads,
    ja_addr,
    ja_tel,
    later,
    make_lines,
    mobile,
    number,
    rel,
    zh_addr,
    zh_firm,
    zh_tel,
)
from families_cjk import money as cmoney  # noqa: E402
from families_cjk import no_total as cjk_no_total  # noqa: E402
from families_cjk import person as cperson  # noqa: E402
from families_latin import (  # noqa: E402
    DESC,
    NOTE,
    UNITS,
    Doc,
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
    pct,
    pick,
    result,
)
from families_latin import person as lperson  # noqa: E402
from families_latin import place as lplace  # noqa: E402
from families_latin2 import snug  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- content

# Supplier name templates ({L}/{L2} surnames, {S} sector, {X} regional stem, {F} legal form),
# buyers ({C} city, {X} stem, {F} form), streets and cities as "name=postal line" ('#' a digit,
# '@' a letter), phone patterns, first and last names of contact persons.
REG: dict[str, dict[str, str]] = {
    "mx": {
        "tpl": "{S} {L}{F}|{S} {X}{F}|Grupo {X}{F}|{L} y {L2} {S}{F}|Comercializadora {X}{F}",
        "last": "Garza|Treviño|Villarreal|Hernández|Salinas|Cárdenas|Zamora|Elizondo|Orozco|Ibarra",
        "sect": "Suministros Industriales|Ferretería Industrial|Distribuidora Eléctrica|"
        "Empaques|Refacciones|Papelería y Consumibles|Seguridad Industrial|Herramientas",
        "stems": "del Bajío|del Norte|Regiomontana|Tapatía|del Golfo|Azteca|Sierra Madre|"
        "del Pacífico|Anáhuac",
        "forms": " S.A. de C.V.| S.A. de C.V.|, S.A. de C.V.| S. de R.L. de C.V.| S.A.P.I. de C.V.",
        "buy": "Grupo Industrial {X}{F}|Manufacturas {C}{F}|Hospital {X} de {C}{F}|"
        "Alimentos {X}{F}|Autopartes {C}{F}|Constructora {X}{F}",
        "cities": "Monterrey=C.P. 64### Monterrey, N.L.|Guadalajara=C.P. 44### Guadalajara, "
        "Jal.|Querétaro=C.P. 76### Querétaro, Qro.|Puebla=C.P. 72### Puebla, Pue.|León=C.P. "
        "37### León, Gto.|Saltillo=C.P. 25### Saltillo, Coah.|Hermosillo=C.P. 83### Hermosillo, "
        "Son.",
        "streets": "Av. Constitución ###, Col. Centro|Blvd. Adolfo López Mateos ####, Col. "
        "Industrial|Calle Hidalgo ##, Col. Moderna|Av. Ruiz Cortines ####, Parque Industrial|"
        "Carretera a Laredo km ##",
        "phone": "(81) ####-####|(33) ####-####|(442) ###-####|(222) ###-####|(477) ###-####",
        "first": "José Luis|María Fernanda|Alejandro|Guadalupe|Jorge|Verónica|Ricardo|Adriana",
        "lastp": "González|Ramírez|Flores|Morales|Castillo|Mendoza|Aguilar|Vargas|Rojas",
    },
    "nz": {
        "tpl": "{X} {S}{F}|{L} {S}{F}|{L} & {L2}{F}|{X} {S}{F}",
        "last": "Fraser|McKenzie|Walker|Henderson|Ngata|Tane|Robertson|Gallagher|Reid|Sutherland",
        "sect": "Medical Supplies|Scientific|Industrial Supplies|Office Products|Cleaning "
        "Supplies|Electrical Wholesale|Safety|Print & Signs|Catering Equipment",
        "stems": "Kauri|Southern Cross|Tasman|Pacific|Kiwi|Ruapehu|Aotea|Canterbury|Harbour",
        "forms": " Ltd| Limited| Ltd| NZ Ltd",
        "buy": "{C} Hospital|Health New Zealand - {C}|{C} City Council|{C} District Council|"
        "University of {C}|{C} Institute of Technology",
        "cities": "Hamilton=Hamilton 3204|Tauranga=Tauranga 3110|Palmerston North="
        "Palmerston North 4410|Dunedin=Dunedin 9016|Nelson=Nelson 7010|Christchurch="
        "Christchurch 8011|Napier=Napier 4110",
        "streets": "## Victoria Street|### Te Rapa Road|# Ward Street|## Cameron Road|"
        "Unit #, ## Kahu Crescent|PO Box ####",
        "phone": "07 ### ####|03 ### ####|06 ### ####|09 ### ####|0800 ### ###",
        "first": "Aroha|Liam|Mere|Hamish|Sophie|Tama|Olivia|Nikau|Grace|Ben",
        "lastp": "Smith|Wilson|Williams|Brown|Taylor|Parata|Thompson|Anderson|Walker",
    },
    "ie": {
        "tpl": "{X} {S}{F}|{L} {S}{F}|{L} & {L2}{F}|{X} {S}{F}",
        "last": "Murphy|Kelly|O'Sullivan|Walsh|Byrne|Ryan|O'Brien|Doyle|McCarthy|Gallagher",
        "sect": "Medical Supplies|Scientific|Industrial Supplies|Office Products|Hygiene "
        "Supplies|Electrical Wholesale|Safety|Print Solutions|Catering Equipment",
        "stems": "Shannon|Liffey|Atlantic|Emerald|Celtic|Munster|Leinster|Corrib|Slaney",
        "forms": " Ltd| Limited| DAC| Ltd",
        "buy": "{C} County Council|University Hospital {C}|{C} City Council|{C} Institute of "
        "Technology|{C} Education and Training Board|Health Service - {C} Community Care",
        "cities": "Galway=Galway H91 @#@#|Cork=Cork T12 @#@#|Limerick=Limerick V94 @#@#|"
        "Waterford=Waterford X91 @#@#|Sligo=Sligo F91 @#@#|Athlone=Athlone, Co. Westmeath "
        "N37 @#@#",
        "streets": "Unit ##, Ballybrit Business Park|## Dock Road|Main Street|## O'Connell "
        "Street|Block #, Eastgate Business Park",
        "phone": "091 ### ###|021 ### ####|061 ### ###|051 ### ###|01 ### ####",
        "first": "Siobhan|Ciaran|Aoife|Declan|Niamh|Padraig|Orla|Eoin|Sinead|Conor",
        "lastp": "Murphy|Kelly|Walsh|Byrne|Ryan|Doyle|Kennedy|Lynch|Quinn|Nolan",
    },
    "sg": {
        "tpl": "{X} {S} Pte Ltd|{X} {S} Pte. Ltd.|{X} {S} (S) Pte Ltd|{X} {S} Pte Ltd|"
        "{X} & {L} {S} Pte Ltd",
        "last": "Sons|Brothers|Partners|Co",
        "sect": "Hardware|Engineering|Trading|Electrical|Industrial Supplies|Packaging|"
        "Stationery|Marine Supplies|Fasteners",
        "stems": "Hup Seng|Chin Huat|Teck Guan|Eng Soon|Sin Ming|Ban Lee|Kim Heng|Hock Chuan|"
        "Soon Lee|Guan Hoe",
        "forms": "",
        "buy": "",
        "cities": "Singapore=Singapore ######",
        "streets": "## Ubi Avenue #, #0#-##|No. ## Tuas South Street #|Blk ### Bukit Batok "
        "Street ##, #0#-##|## Kaki Bukit Road #, #0#-##|## Loyang Way #",
        "phone": "+65 6### ####|6### ####",
        "first": "Mr. Tan|Ms. Lim|Mr. Ng|Ms. Wong|Mr. Goh|Ms. Chua|Mr. Lee|Ms. Teo",
        "lastp": "Ah Kow|Mei Ling|Boon Hock|Siew Lan|Kok Wai|Hui Min|Wei Jie|Li Ting",
    },
    "my": {
        "tpl": "{X} {S} Sdn. Bhd.|{X} {S} Sdn Bhd|{X} {S} (M) Sdn. Bhd.|{X} {S} Enterprise",
        "last": "Sons|Brothers|Partners|Co",
        "sect": "Hardware|Engineering|Trading|Electrical|Industrial Supply|Packaging|"
        "Stationery|Machinery",
        "stems": "Hup Seng|Chin Huat|Teck Guan|Eng Soon|Sin Ming|Ban Lee|Kim Heng|Hock Chuan|"
        "Soon Lee|Guan Hoe",
        "forms": "",
        "buy": "",
        "cities": "Johor Bahru=81### Johor Bahru, Johor|Shah Alam=40### Shah Alam, Selangor|"
        "Penang=11### Bayan Lepas, Penang|Ipoh=31### Ipoh, Perak",
        "streets": "No. ##, Jalan Perindustrian #|Lot ###, Jalan Kempas Lama|No. #, Jalan "
        "Utama #/##|PLO ###, Jalan Angkasa Mas",
        "phone": "+60 7-### ####|03-#### ####|04-### ####|05-### ####",
        "first": "Mr. Tan|Ms. Lim|Mr. Ng|Ms. Wong|Mr. Goh|Ms. Chua|Mr. Lee|Ms. Ong",
        "lastp": "Ah Kow|Mei Ling|Boon Hock|Siew Lan|Kok Wai|Hui Min|Wei Jie|Li Ting",
    },
    "nl": {
        "tpl": "{L} Groenvoorziening{F}|{X} Infra{F}|Aannemersbedrijf {L}{F}|{L} "
        "Installatietechniek{F}|{X} Schoonmaakdiensten{F}|Drukkerij {L}{F}|{L} & Zn.{F}|"
        "Hoveniersbedrijf {L}{F}|{X} Straatmeubilair{F}",
        "last": "Van Dijk|De Groot|Bosman|Van der Meer|Hendriks|Kuipers|Verhoeven|Brouwer|"
        "Van Vliet|Koster",
        "sect": "",
        "stems": "Rijnland|Veluwe|Holland|Noord|Delta|Twente|Kennemer|Amstel|Zeeland",
        "forms": " B.V.| B.V.| BV| V.O.F.",
        "buy": "Gemeente {C}",
        "cities": "Amersfoort=3811 @@ Amersfoort|Zwolle=8011 @@ Zwolle|Haarlem=2011 @@ "
        "Haarlem|Deventer=7411 @@ Deventer|Leiden=2311 @@ Leiden|Apeldoorn=7311 @@ Apeldoorn|"
        "Breda=4811 @@ Breda|Alkmaar=1811 @@ Alkmaar",
        "streets": "Industrieweg ##|Ambachtsstraat #|Nijverheidsweg ##|Kanaaldijk ###|Postbus ####",
        "phone": "0## ### ## ##|06 ## ## ## ##",
        "first": "Jeroen|Marloes|Sander|Ingrid|Wouter|Femke|Ruud|Anouk|Joost|Linda",
        "lastp": "de Vries|Bakker|Visser|Smit|Meijer|de Boer|Mulder|van den Berg|Peters",
    },
    "dk": {
        "tpl": "{L} {S}{F}|{X} {S}{F}|{L} & {L2}{F}|{X} {S}{F}",
        "last": "Jensen|Nielsen|Hansen|Pedersen|Andersen|Christensen|Larsen|Sørensen|"
        "Rasmussen|Jørgensen|Mølgaard|Kjær",
        "sect": "Værktøj|El-engros|Emballage|VVS|Kontorartikler|Industriservice|Sikkerhed|"
        "Maskinhandel|Beslag",
        "stems": "Nordjysk|Fynsk|Østjysk|Sjællands|Limfjords|Skagerrak|Vesterhavs|Øresunds",
        "forms": " ApS| A/S| ApS| I/S",
        "buy": "{C} Kommune|{C} Boligselskab|{C} Forsyning A/S|Sygehus {C}|Erhvervsakademi {C}",
        "cities": "Aarhus=8200 Aarhus N|Odense=5000 Odense C|Aalborg=9000 Aalborg|Vejle=7100 "
        "Vejle|Esbjerg=6700 Esbjerg|Roskilde=4000 Roskilde|Herning=7400 Herning|Køge=4600 Køge",
        "streets": "Industrivej ##|Østergade #|Håndværkervej ##|Søndergade ##|Vestre Ringgade "
        "###|Ærøvej #",
        "phone": "+45 ## ## ## ##|## ## ## ##",
        "first": "Mette|Søren|Hanne|Jesper|Louise|Mads|Birgitte|Anders|Lærke|Rasmus",
        "lastp": "Jensen|Nielsen|Hansen|Pedersen|Madsen|Kristensen|Holm|Friis|Østergaard",
    },
    "no": {
        "tpl": "{L} {S}{F}|{X} {S}{F}|{L} & {L2}{F}|{X} {S}{F}",
        "last": "Hansen|Johansen|Olsen|Larsen|Andersen|Nilsen|Kristiansen|Berg|Haugen|Bakke|"
        "Sæther|Løken|Strøm",
        "sect": "Verktøy|Elektro|Emballasje|Rør og VVS|Kontorrekvisita|Industriservice|"
        "Sikkerhetsutstyr|Maskin|Bygg og Anlegg",
        "stems": "Vestlandske|Nordnorsk|Trøndersk|Fjord|Mjøs|Sørlandets|Østfold|Romsdal|Hardanger",
        "forms": " AS| AS| ASA| ANS",
        "buy": "{C} kommune|Sykehuset i {C}|{C} Havn KF|{C} Energi AS|Universitetet i {C}",
        "cities": "Bergen=5003 Bergen|Trondheim=7010 Trondheim|Stavanger=4006 Stavanger|"
        "Tromsø=9008 Tromsø|Drammen=3015 Drammen|Ålesund=6002 Ålesund|Bodø=8006 Bodø|"
        "Hamar=2317 Hamar",
        "streets": "Industriveien ##|Storgata ##|Sjøgata #|Kongens gate ##|Verkstedveien #|"
        "Postboks ###",
        "phone": "+47 ## ## ## ##|### ## ###",
        "first": "Ingrid|Lars|Kari|Ole|Silje|Håkon|Marte|Eirik|Åse|Bjørn",
        "lastp": "Hansen|Johansen|Olsen|Dahl|Lie|Haugen|Solberg|Moen|Aasen|Røed",
    },
    "fi": {
        "tpl": "{X} {S}{F}|{L} {S}{F}|{L}-{S}{F}|{S} {L}{F}",
        "last": "Virtanen|Korhonen|Mäkinen|Nieminen|Mäkelä|Hämäläinen|Laine|Heikkinen|"
        "Koskinen|Järvinen|Lehtonen",
        "sect": "Tekniikka|Sähkö|Pakkaus|Työkalu|Konepaja|Toimistotarvike|Turvatuote|LVI|"
        "Teollisuuspalvelu",
        "stems": "Pohjolan|Savon|Karjalan|Hämeen|Lapin|Pirkan|Satakunnan|Kymen|Saimaan",
        "forms": " Oy| Oy| Oyj| Ky| Ab",
        # {C} is the genitive of the city
        "buy": "{C} kaupunki|{C} yliopisto|{C} Vesi Oy|{C} Energia Oy|{C} ammattiopisto",
        "cities": "Tampereen=33100 Tampere|Oulun=90100 Oulu|Jyväskylän=40100 Jyväskylä|"
        "Kuopion=70100 Kuopio|Lahden=15110 Lahti|Turun=20100 Turku|Porin=28100 Pori|"
        "Vaasan=65100 Vaasa",
        "streets": "Teollisuuskatu ##|Hämeenkatu ##|Tehtaantie #|Kauppakatu ##|Yrittäjäntie #|"
        "PL ###",
        "phone": "0## ### ####|+358 ## ### ####|040 ### ####|050 ### ####",
        "first": "Mikko|Anna|Jukka|Sanna|Timo|Päivi|Janne|Heidi|Ville|Riikka",
        "lastp": "Virtanen|Korhonen|Mäkinen|Nieminen|Lahtinen|Salminen|Heinonen|Kallio",
    },
    "lu": {
        "tpl": "{L} {S}{F}|{S} {X}{F}|Établissements {L}{F}|{L} & {L2}{F}|{X} {S}{F}",
        "last": "Schmit|Muller|Weber|Wagner|Hoffmann|Thill|Kremer|Schroeder|Reuter|Kieffer|"
        "Majerus|Da Silva",
        "sect": "Électricité|Fournitures Industrielles|Matériaux|Bureautique|Chauffage-Sanitaire"
        "|Outillage|Équipements de Sécurité|Nettoyage",
        "stems": "Moselle|Alzette|Minett|Sûre|Grand-Duché|Benelux|Kirchberg|Syre",
        "forms": " S.à r.l.| Sàrl| S.A.| SA| S.à r.l.-S",
        "buy": "Commune de {C}|Administration communale de {C}|{X} Logistics S.A.|Clinique de "
        "{C}|Lycée technique de {C}|{X} Immobilier S.A.",
        "cities": "Luxembourg=L-1### Luxembourg|Esch-sur-Alzette=L-4### Esch-sur-Alzette|"
        "Differdange=L-4### Differdange|Dudelange=L-3### Dudelange|Ettelbruck=L-9### Ettelbruck|"
        "Bertrange=L-8### Bertrange",
        "streets": "##, rue de l'Industrie|#, route d'Arlon|##, avenue de la Liberté|##, Zone "
        "artisanale Bourmicht|###, rue de Luxembourg",
        "phone": "+352 ## ## ##-#|+352 ### ###|+352 ## ## ## ##",
        "first": "Marc|Sandra|Tom|Carole|Paul|Nadine|Luc|Martine|Jeff|Sylvie",
        "lastp": "Schmit|Muller|Weber|Wagner|Hoffmann|Thill|Kremer|Reuter|Kieffer|Ferreira",
    },
    "chf": {
        "tpl": "{L} {S}{F}|{S} {X}{F}|{L} & {L2}{F}|{X} {S}{F}|{L} Frères{F}",
        "last": "Favre|Rochat|Bonvin|Perret|Jaquet|Cuche|Pittet|Morand|Gex|Berset|Chappuis",
        "sect": "Électricité|Fournitures Industrielles|Matériaux|Bureautique|Chauffage-Sanitaire"
        "|Outillage|Équipements de Sécurité|Nettoyage",
        "stems": "Léman|Romandie|Jura|Lavaux|Chablais|Gruyère|Valais|Riviera",
        "forms": " SA| Sàrl| SA| S.à r.l.",
        "buy": "Commune de {C}|Ville de {C}|Hôpital de {C}|{X} Horlogerie SA|Services "
        "industriels de {C}|EMS {X}",
        "cities": "Lausanne=1003 Lausanne|Genève=1204 Genève|Sion=1950 Sion|Neuchâtel=2000 "
        "Neuchâtel|Fribourg=1700 Fribourg|Yverdon-les-Bains=1400 Yverdon-les-Bains|"
        "Delémont=2800 Delémont",
        "streets": "Rue du Simplon ##|Chemin des Ateliers #|Avenue de la Gare ##|Route de "
        "Genève ###|Z.I. Les Rippes ##",
        "phone": "+41 2# ### ## ##|02# ### ## ##",
        "first": "Valérie|Jean-Marc|Sylvie|Olivier|Christelle|Yves|Nathalie|Pascal",
        "lastp": "Favre|Rochat|Bonvin|Perret|Jaquet|Pittet|Morand|Berset|Chappuis",
    },
}


def firm(rng: random.Random, region: str, role: str, tpl: str = "") -> tuple[str, list[str]]:
    """A company name and two address lines; role 'sup' (seller, from `tpl` when given) or
    'buy'."""
    r = REG[region]
    city, line = pick(rng, r["cities"]).split("=")
    lines = [digits(rng, pick(rng, r["streets"])).strip(), digits(rng, line)]
    l1, l2 = rng.sample(r["last"].split("|"), 2)
    fill = {"C": city, "L": l1, "L2": l2, "X": pick(rng, r["stems"])}
    fill["S"] = pick(rng, r["sect"]) if r["sect"] else ""
    fill["F"] = pick(rng, r["forms"]) if r["forms"] else ""
    src = r["buy"] if role == "buy" else tpl or r["tpl"]
    return " ".join(pick(rng, src).format(**fill).split()), lines


def pair(rng: random.Random, region: str, stpl: str = "") -> tuple[str, list[str], str, list[str]]:
    """Supplier and buyer, never the same name."""
    sup, sadr = firm(rng, region, "sup", stpl)
    buyer, badr = firm(rng, region, "buy")
    while buyer == sup:
        buyer, badr = firm(rng, region, "buy")
    return sup, sadr, buyer, badr


def who(rng: random.Random, region: str) -> str:
    return f"{pick(rng, REG[region]['first'])} {pick(rng, REG[region]['lastp'])}"


def tel(rng: random.Random, region: str) -> str:
    return digits(rng, pick(rng, REG[region]["phone"]))


def mailbox(box: str, name: str, tld: str) -> str:
    return f"{box}@{slug(name)}.{tld}"


# The families_latin.py catalogue (same order) in Danish, Norwegian and Finnish.
DESC_X = {
    "da": "Sekskantbolt M8x40 forzinket, æske 100 stk.|Nitrilhandsker str. L (100 stk.)|"
    "Kopipapir A4 80 g, 5 pakker|Sikkerhedsbriller, klar|Strips 300 mm sort (100 stk.)|"
    'Kuglehane 1" messing|LED-panel 600 x 600, 40 W|Tonerpatron sort, høj kapacitet|'
    "Strækfilm 500 mm x 300 m|Kugleleje 6204-2RS|HSS-borsæt, 19 dele|Automatsikring 1P 16 A|"
    'Papkasse 400 x 300 x 300|Hydraulikslange 1/2" x 2 m|Centrifugalpumpe 0,75 kW|'
    "Kalibrering på stedet (service)",
    "nb": "Sekskantskrue M8x40 forsinket, eske 100 stk.|Nitrilhansker str. L (100 stk.)|"
    "Kopipapir A4 80 g, 5 pakker|Vernebriller, klare|Strips 300 mm svart (100 stk.)|"
    'Kuleventil 1" messing|LED-panel 600 x 600, 40 W|Tonerkassett sort, høy kapasitet|'
    "Strekkfilm 500 mm x 300 m|Kulelager 6204-2RS|HSS-borsett, 19 deler|Automatsikring 1P 16 A|"
    'Pappeske 400 x 300 x 300|Hydraulikkslange 1/2" x 2 m|Sentrifugalpumpe 0,75 kW|'
    "Kalibrering på stedet (tjeneste)",
    "fi": "Kuusioruuvi M8x40 sinkitty, 100 kpl/rs|Nitriilikäsineet koko L (100 kpl)|"
    "Kopiopaperi A4 80 g, 5 riisiä|Suojalasit, kirkas|Nippuside 300 mm musta (100 kpl)|"
    'Palloventtiili 1" messinki|LED-paneeli 600 x 600, 40 W|Värikasetti musta, suuri '
    "kapasiteetti|Venytyskalvo 500 mm x 300 m|Kuulalaakeri 6204-2RS|HSS-poranteräsarja, 19 "
    'osaa|Johdonsuojakatkaisija 1P 16 A|Pahvilaatikko 400 x 300 x 300|Hydrauliletku 1/2" x '
    "2 m|Keskipakopumppu 0,75 kW|Kalibrointi paikan päällä (palvelu)",
}
UNITS_X = {"da": "stk|æsk|pk|kasse", "nb": "stk|eske|pk|kartong", "fi": "kpl|rs|pkt|ltk"}
NOTE_X = {
    "da": "Priser i henhold til rammeaftale - ordreværdi angives ikke.",
    "nb": "Priser iht. rammeavtale - ordreverdi oppgis ikke.",
    "fi": "Hinnat puitesopimuksen mukaan - tilauksen arvoa ei ilmoiteta.",
    "nl": "Prijzen volgens de raamovereenkomst; een opdrachtbedrag wordt niet vermeld.",
}


def goods(rng: random.Random, lang: str, n: int, fm: Fmt) -> list[dict]:
    """Item rows as families_latin.items, also in Danish, Norwegian and Finnish."""
    rows = items(rng, "en" if lang in DESC_X else lang, n, fm)
    if lang in DESC_X:
        en_desc, en_units = DESC["en"].split("|"), UNITS["en"].split("|")
        for r in rows:
            r["desc"] = DESC_X[lang].split("|")[en_desc.index(r["desc"])]
            r["unit"] = UNITS_X[lang].split("|")[en_units.index(r["unit"])]
    return rows


def note(lang: str) -> str:
    return NOTE_X.get(lang) or NOTE[lang]


def total_of(rows: list[dict]) -> Decimal:
    return sum((r["amt"] for r in rows), Decimal(0))


def paged(
    d: Doc,
    x: float,
    y: float,
    spec: list,
    rows: list[dict],
    *,
    bottom: float,
    head: Callable[[int], float],
    foot: Callable[[int], None] | None = None,
    carry: tuple[str, str] | None = None,
    fm: Fmt | None = None,
    **kw,
) -> float:
    """A table over pages: head(page) draws the next page's header and returns its y;
    carry = (label at the foot of a page, label at the head of the next) prints the running
    sum of the amounts before the break (a 'carried forward' line)."""
    tw = sum(c[2] for c in spec)
    page = [1]

    def cont(i: int) -> float:
        run = total_of(rows[:i])
        if carry and fm:
            d.t(x + tw - 3, bottom + 12, f"{carry[0]}  {fm(run)}", 8.5, b=True, al="r")
        if foot:
            foot(page[0])
        d.new_page()
        page[0] += 1
        yy = head(page[0])
        if carry and fm:
            d.t(x + tw - 3, yy + 10, f"{carry[1]}  {fm(run)}", 8.5, b=True, al="r")
            yy += 16
        return yy

    return d.table(x, y, spec, rows, bottom=bottom, cont=cont, **kw)


# Spanish amount in words, as Mexican documents print it.
ES_U = (
    "CERO UN DOS TRES CUATRO CINCO SEIS SIETE OCHO NUEVE DIEZ ONCE DOCE TRECE CATORCE QUINCE "
    "DIECISÉIS DIECISIETE DIECIOCHO DIECINUEVE VEINTE VEINTIÚN VEINTIDÓS VEINTITRÉS "
    "VEINTICUATRO VEINTICINCO VEINTISÉIS VEINTISIETE VEINTIOCHO VEINTINUEVE"
).split()
ES_T = "- - - TREINTA CUARENTA CINCUENTA SESENTA SETENTA OCHENTA NOVENTA".split()
ES_H = (
    "- CIENTO DOSCIENTOS TRESCIENTOS CUATROCIENTOS QUINIENTOS SEISCIENTOS SETECIENTOS "
    "OCHOCIENTOS NOVECIENTOS"
).split()


def es3(n: int) -> str:
    if n == 100:
        return "CIEN"
    h, r = divmod(n, 100)
    out = [ES_H[h]] if h else []
    if r:
        out.append(ES_U[r] if r < 30 else ES_T[r // 10] + (f" Y {ES_U[r % 10]}" if r % 10 else ""))
    return " ".join(out)


def es_words(n: int) -> str:
    if n == 0:
        return "CERO"
    mill, rest = divmod(n, 10**6)
    th, u = divmod(rest, 1000)
    out = []
    if mill:
        out.append("UN MILLÓN" if mill == 1 else f"{es3(mill)} MILLONES")
    if th:
        out.append("MIL" if th == 1 else f"{es3(th)} MIL")
    if u:
        out.append(es3(u))
    return " ".join(out)


def pesos(v: Decimal) -> str:
    n = int(v)
    c = int((v - n) * 100)
    return f"({es_words(n)} PESOS {c:02d}/100 M.N.)"


def rfc(rng: random.Random, name: str, dt: date) -> str:
    """A Mexican company R.F.C.: three letters from the name, a founding date, a check tail."""
    letters = [w[0] for w in name.upper().split() if w[0].isalpha()] + ["X", "X", "X"]
    stem = "".join(letters[:3]).translate(str.maketrans("ÁÉÍÓÚÑ", "AEIOUX"))
    yy = rng.randint(80, 120) % 100
    tail = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(3))
    return f"{stem}{yy:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{tail}"


def footer(d: Doc, text: str, size: float = 7) -> None:
    d.t(d.w / 2, d.h - 20, text, size, al="c", grey=0.35)


# --------------------------------------------------------------------------- es-MX


def blind3_mx_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    """Mexican company's orden de compra (Letter or A4): the buyer's letterhead with its R.F.C.
    and address (an initials logo at times); the number in a box at the right under ORDEN DE
    COMPRA (No. de Orden / Folio / O.C. No. over the value, with Fecha), beside the title, or
    in a head grid with Fecha, Requisición, Cotización, Condiciones de pago and Moneda; the
    supplier in a PROVEEDOR bar or box block (at times after No. de proveedor), or as a
    Proveedor: / R.F.C.: / Domicilio: / Contacto: label column; Lugar de entrega and
    Facturar a (the buyer again, with Uso de CFDI); Solicitado por / Comprador / Centro de
    costos; Partida / Código / Descripción / Cantidad / Unidad / P. Unitario / Importe lines; a
    second page at times with Subtotal hoja / Van and Vienen; Subtotal, Descuento, IVA 16 %,
    at times Ret. IVA 10.6667 % or Ret. ISR 1.25 %, then Total M.N. / Importe total / Total a
    pagar; the amount in words '(… PESOS 50/100 M.N.)'; Elaboró / Autorizó signatures and
    the supplier's 'Acepto de conformidad' naming it."""
    d, m, x2, w, nt, dt = frame(rng, rng.choice([letter, A4]), "helv|helv|times|dejavu", 32, 48)
    sym = rng.random() < 0.45
    fm = money("en", "$" if sym else "")
    ft = money("en", "$")
    sup, sadr, buyer, badr = pair(rng, "mx")
    po = rng.choice(
        [
            digits(rng, "OC-#####"),
            f"OC{dt.year}-{rng.randint(1, 9999):04d}",
            digits(rng, "45########"),
            digits(rng, "######"),
            f"{pick(rng, 'MTY|GDL|QRO|PUE')}-OC-{rng.randint(100, 9999)}",
        ]
    )
    no_lab = pick(rng, "No. de Orden|Folio|O.C. No.|Orden de Compra No.|No. OC")
    ds = pick(rng, "dmy|dmy|dash|long_es|iso")
    req = digits(rng, pick(rng, "REQ-####|R######|SOL-#####"))
    quote = digits(rng, pick(rng, "COT-####|Q-#####|####/##"))
    rfc_b, rfc_s = rfc(rng, buyer, dt), rfc(rng, sup, dt)
    lx = m
    if rng.random() < 0.5:
        lx = logo(d, m, 28, buyer, 40, rng.choice([0.15, 0.35, 0.5]))
    d.t(lx, 40, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 13), b=True)
    d.lines(lx, 45, [*badr, f"R.F.C. {rfc_b}   Tel. {tel(rng, 'mx')}"], 7.8)
    where = pick(rng, "box|box|beside|grid")
    title = pick(rng, "ORDEN DE COMPRA|Orden de Compra|ORDEN DE COMPRA")
    fecha = dfmt(dt, ds)
    if where == "box":
        bw = 170
        d.t(x2 - bw / 2, 40, title, 14, b=True, al="c")
        d.box(x2 - bw, 48, bw, 16, fill=0.85)
        d.t(x2 - bw / 2, 59, no_lab, 8.5, b=True, al="c")
        d.box(x2 - bw, 64, bw, 20)
        d.t(x2 - bw / 2, 78, po, 12, b=True, al="c")
        d.t(x2 - bw, 96, f"Fecha: {fecha}", 8.5)
        y = 108
    elif where == "beside":
        head = f"{title} {po}" if rng.random() < 0.5 else f"{title}  No. {po}"
        d.t(x2, 42, head, snug(d, [head], w * 0.45, 14), b=True, al="r")
        d.t(x2, 56, f"Fecha de emisión: {fecha}", 8.5, al="r")
        d.t(x2, 67, f"Requisición: {req}", 8.5, al="r")
        y = 100
    else:
        d.t(x2, 42, title, 15, b=True, al="r")
        y = 98
        cells = [
            (no_lab, po),
            ("Fecha", fecha),
            ("Requisición", req),
            ("Cotización", quote),
            ("Condiciones de pago", pick(rng, "Crédito 30 días|Crédito 60 días|Contado")),
            ("Moneda", pick(rng, "MXN|Pesos M.N.|MXN")),
        ]
        if rng.random() < 0.4:
            cells[0], cells[1] = cells[1], cells[0]
        ws = [w * f for f in (0.17, 0.15, 0.15, 0.15, 0.22, 0.16)]
        y = d.grid(m, y, ws, [c[0] for c in cells], [c[1] for c in cells], 8.5, shade=0.88) + 10
    d.line(m, y - 4, x2, y - 4, 0.8)
    bw = w / 2 - 8
    vstyle = pick(rng, "bar|box|kv|kv")
    contact = who(rng, "mx")
    vend = [sup, *sadr, f"R.F.C.: {rfc_s}", f"Tel.: {tel(rng, 'mx')}"]
    if rng.random() < 0.5:
        vend.append(f"Contacto: {contact}")
    if rng.random() < 0.4:
        vend.append(mailbox("ventas", sup, "com.mx"))
    vlab = pick(rng, "PROVEEDOR|Proveedor|DATOS DEL PROVEEDOR")
    if vstyle == "kv":
        pairs = [(f"{vlab.title() if vlab.isupper() else vlab}:", sup)]
        if rng.random() < 0.35:
            pairs.insert(0, ("No. de proveedor:", digits(rng, "P-#####")))
        pairs += [
            ("R.F.C.:", rfc_s),
            ("Domicilio:", sadr[0]),
            ("", sadr[1]),
            ("Contacto:", contact),
            ("Teléfono:", tel(rng, "mx")),
        ]
        if rng.random() < 0.5:  # the next field's label right after the supplier's
            pairs.insert(pairs.index(("R.F.C.:", rfc_s)), ("Condiciones:", "Crédito 30 días"))
        lw = max(d.width(k, 8.5, True) for k, _ in pairs) + 6
        y1 = d.kv(m, y + 4, pairs, lw, snug(d, [v for _, v in pairs], bw - lw - 4, 8.5))
    else:
        size = snug(d, vend, bw - 10, 8.5)
        if rng.random() < 0.3:
            vend.insert(0, f"No. de proveedor: {digits(rng, 'P-#####')}")
            y1 = block(d, m, y + 4, vlab, vend, style=vstyle, w=bw, size=size, b_first=False)
        else:
            y1 = block(d, m, y + 4, vlab, vend, style=vstyle, w=bw, size=size)
    site = pick(rng, "Almacén General|Planta {c}|Almacén de Materias Primas|CEDIS {c}")
    site = site.format(c=pick(rng, "Norte|Sur|2|Apodaca|El Salto"))
    ship = [buyer, site, *firm(rng, "mx", "buy")[1]]
    if rng.random() < 0.5:
        ship.append(f"Recibe: {who(rng, 'mx')}")
    bill = [buyer, f"R.F.C. {rfc_b}", *badr]
    if rng.random() < 0.6:
        bill.append(
            pick(
                rng,
                "Uso de CFDI: G01 Adquisición de mercancías|Uso de CFDI: G03 "
                "Gastos en general|Régimen fiscal: 601 General de Ley P.M.",
            )
        )
    xs = m + bw + 16
    ys = block(
        d,
        xs,
        y + 4,
        pick(rng, "LUGAR DE ENTREGA|Lugar de entrega|ENTREGAR EN"),
        ship,
        style=vstyle if vstyle != "kv" else "bar",
        w=bw,
        size=snug(d, ship, bw - 10, 8),
    )
    if rng.random() < 0.55:
        ys = block(
            d,
            xs,
            ys + 6,
            pick(rng, "FACTURAR A|Facturar a|DATOS DE FACTURACIÓN"),
            bill,
            style="plain",
            w=bw,
            size=snug(d, bill, bw - 10, 7.8),
        )
    y = max(y1, ys) + 8
    who_ = [
        ("Solicitado por:", who(rng, "mx")),
        ("Comprador:", who(rng, "mx")),
        ("Centro de costos:", digits(rng, "CC-###")),
    ]
    if where != "grid":
        who_.append(("Cotización:", quote))
    rng.shuffle(who_)
    d.t(m, y + 8, "     ".join(f"{k} {v}" for k, v in who_[:3]), 8)
    y += 18
    spec = [
        ("pos", pick(rng, "Part.|Partida|No."), 8, "c"),
        ("code", "Código", 12, "l"),
        ("desc", "Descripción", 40, "l"),
        ("qty", "Cantidad", 9, "r"),
        ("unit", "Unidad", 8, "c"),
        ("price", "P. Unitario", 12, "r"),
        ("amount", "Importe", 13, "r"),
    ]
    bottom = d.h - 62
    two = rng.random() < 0.25
    rows = items(rng, "es", rows_for(rng, two, y, bottom, 14, 200, 12), fm)
    pages = 2 if two else 1

    def head(p: int) -> float:
        d.t(m, 40, buyer, 10, b=True)
        d.t(x2, 40, f"{title} {po}  -  Hoja {p} de {pages}", 9, b=True, al="r")
        d.line(m, 47, x2, 47, 0.6)
        return 60

    def foot(p: int) -> None:
        footer(d, f"Hoja {p} de {pages}")

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=(pick(rng, "Subtotal hoja / Van:|Van:|Pasa a la hoja 2:"), "Vienen:")
        if not nt
        else None,
        fm=fm,
        size=8,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.5,
    )
    total = None
    if nt:
        y = d.para(m, y + 12, NOTE["es"], 8.5, w)
    else:
        sub = total_of(rows)
        disc = cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
        frt = Decimal(rng.randint(150, 2500)) if rng.random() < 0.25 else Decimal(0)
        base = sub - disc + frt
        iva = tax(base, Decimal(16))
        out = [("Subtotal", fm(sub), False)]
        if disc:
            out.append(("Descuento", "-" + fm(disc), False))
        if frt:
            out.append(("Fletes", fm(frt), False))
        out.append((pick(rng, "IVA 16%|I.V.A. 16%|IVA (16%)"), fm(iva), False))
        ret = Decimal(0)
        if rng.random() < 0.3:
            if rng.random() < 0.5:
                ret = tax(base, Decimal("10.6667"))
                out.append(("Ret. IVA 10.6667%", "-" + fm(ret), False))
            else:
                ret = tax(base, Decimal("1.25"))
                out.append(("Ret. ISR 1.25%", "-" + fm(ret), False))
        total = base + iva - ret
        lab = pick(rng, "Total M.N.|Importe total|TOTAL|Total a pagar|Total M.N.")
        y = d.summary(x2 - 190, x2 - 4, y + 6, out + [(lab, ft(total), True)], 9, box_last=True)
        words = pesos(total)
        y = d.para(m, y + 8, f"Importe con letra: {words}", 8, w * 0.8)
    cond = [
        "Favor de indicar el número de orden de compra en su factura (CFDI 4.0) y remisión.",
        "No se recibirá mercancía sin copia de esta orden ni fuera del horario de 8:00 a 15:00 h.",
    ]
    y = d.para(m, y + 8, " ".join(cond[: rng.randint(1, 2)]), 7.5, w, grey=0.25)
    sy = max(y + 40, d.h - 100)
    sw = (w - 40) / 3
    d.sign(m, sy, sw, f"Elaboró: {who(rng, 'mx')}")
    d.sign(m + sw + 20, sy, sw, "Autorizó: Gerencia de Compras")
    cap = pick(rng, "Acepto de conformidad (Proveedor)|Aceptación del proveedor")
    if rng.random() < 0.5:
        d.t(m + 2 * sw + 40, sy - 4, sup, snug(d, [sup], sw, 7.5), b=True)
    d.sign(m + 2 * sw + 40, sy, sw, cap)
    footer(
        d,
        f"Hoja {pages} de {pages}"
        if pages == 2
        else "Original: Proveedor  -  Copia: Almacén  -  Copia: Contabilidad",
    )
    return result(d, "es", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en-NZ / en-IE


def blind3_nz_ie_po(rng: random.Random) -> tuple[bytes, dict]:
    """A New Zealand or Irish public body's or hospital's purchase order (A4): the buyer's name
    and 'Procurement' / 'Finance - Accounts Payable' with its GST or VAT number top left,
    PURCHASE ORDER at the right over a boxed header grid (Order No / Order Date / Requisition
    No / Cost Centre / Buyer / Page, as label-value rows at the right or a row of cells across
    the page); the Supplier box at the right (at times a Supplier No line over the name, phone
    and e-mail under it), Deliver To and Invoice To boxes at the left naming the buyer's ward or
    store and at times a shared-services company that pays the invoices; Contact / Requested by
    lines; Line / Item Code / Description / Qty / UOM / Unit Price / Amount; Total (excl GST),
    Freight, GST 15 % (or VAT 23 % / 13.5 %) and Total (incl GST) / Total incl. VAT; on long
    orders page 1 ends 'Continued'; the terms line and an Authorised by signature."""
    ie = rng.random() < 0.45
    reg = "ie" if ie else "nz"
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 34, 48)
    cur = "€" if ie else "$"
    fm = money("en", cur if rng.random() < 0.3 else "")
    ft = money("en", cur)
    sup, sadr, buyer, badr = pair(rng, reg)
    po = rng.choice(
        [
            digits(rng, "PO######"),
            digits(rng, "4#######"),
            f"{rng.randint(100000, 999999)}",
            digits(rng, "@@@-PO-#####"),
        ]
    )
    ds = pick(rng, "dmy|dmy|long_en|mon")
    taxn = "VAT" if ie else "GST"
    rate = Decimal(pick(rng, "23|23|13.5")) if ie else Decimal(15)
    taxno = digits(rng, "IE#######@" if ie else "###-###-###")
    lx = m
    if rng.random() < 0.55:
        lx = logo(d, m, 26, buyer, 40, rng.choice([0.2, 0.4]))
    d.t(lx, 38, buyer, snug(d, [buyer], w * 0.5 - (lx - m), 13), b=True)
    dept = pick(rng, "Procurement Services|Finance - Accounts Payable|Supply Chain|Purchasing")
    d.lines(lx, 43, [dept, *badr, f"{taxn} No: {taxno}"], 7.8)
    d.t(x2, 40, pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"), 16, b=True, al="r")
    two = rng.random() < 0.25
    pages = 2 if two else 1
    grid = [
        (pick(rng, "Order No|Order No.|PO Number"), po),
        ("Order Date", dfmt(dt, ds)),
        ("Requisition No", digits(rng, pick(rng, "REQ######|R-#####"))),
        ("Cost Centre", digits(rng, pick(rng, "####|CC####|###-##"))),
        ("Buyer", who(rng, reg)),
        ("Page", f"1 of {pages}"),
    ]
    if rng.random() < 0.4:
        grid.insert(2, ("Quote Ref", digits(rng, pick(rng, "Q#####|QT-####"))))
    across = rng.random() < 0.45
    if across:
        cells = grid[:5]
        y = (
            d.grid(
                m,
                104,
                [w / len(cells)] * len(cells),
                [c[0] for c in cells],
                [c[1] for c in cells],
                8.5,
                shade=0.88,
            )
            + 12
        )
        y_sup = y
    else:
        gx, gw = x2 - 210, 210
        gy = 50
        for lab, val in grid:
            d.box(gx, gy, 80, 14, fill=0.88)
            d.box(gx + 80, gy, gw - 80, 14)
            d.t(gx + 3, gy + 10, lab, 7.5, b=True)
            d.t(gx + 84, gy + 10, val, 8.5, b=lab == grid[0][0], maxw=gw - 88)
            gy += 14
        y = max(gy, 104) + 12
        y_sup = y
    bw = w / 2 - 8
    # Supplier at the right, Deliver To / Invoice To at the left.
    vend = [sup, *sadr, f"Ph: {tel(rng, reg)}"]
    if rng.random() < 0.5:
        vend.append(mailbox(pick(rng, "orders|sales|accounts"), sup, "ie" if ie else "co.nz"))
    if rng.random() < 0.3:
        vend.insert(0, f"Supplier No: {digits(rng, '1#####')}")
        first_b = False
    else:
        first_b = True
    sx = m + bw + 16
    y1 = block(
        d,
        sx,
        y_sup,
        pick(rng, "Supplier|Supplier:|SUPPLIER"),
        vend,
        style="box",
        w=bw,
        size=snug(d, vend, bw - 12, 8.5),
        b_first=first_b,
    )
    unit = pick(rng, "Central Stores|Ward 7|Pharmacy|Facilities Management|Theatre Stores")
    deliver = [buyer, unit, *firm(rng, reg, "buy")[1]]
    if rng.random() < 0.5:
        deliver.append(f"Attn: {who(rng, reg)}")
    if rng.random() < 0.35:
        shared = pick(rng, "{X} Shared Services Ltd|{X} Health Partnerships Ltd")
        shared = shared.format(X=pick(rng, REG[reg]["stems"]))
        inv = [shared, f"on behalf of {buyer}", f"PO Box {rng.randint(100, 9999)}", badr[1]]
    else:
        inv = [buyer, "Accounts Payable", f"PO Box {rng.randint(100, 9999)}", badr[1]]
    inv.append(f"invoices@{slug(inv[0])}.{'ie' if ie else 'co.nz'}")
    y2 = block(
        d,
        m,
        y_sup,
        pick(rng, "Deliver To|Deliver To:|Delivery Address"),
        deliver,
        style="box",
        w=bw,
        size=snug(d, deliver, bw - 12, 8.5),
    )
    y2 = block(
        d,
        m,
        y2 + 6,
        pick(rng, "Invoice To|Invoice To:|Send Invoices To"),
        inv,
        style="box",
        w=bw,
        size=snug(d, inv, bw - 12, 8.5),
    )
    y = max(y1, y2) + 8
    info = [
        ("Contact:", f"{who(rng, reg)}  {tel(rng, reg)}"),
        ("Requested by:", who(rng, reg)),
    ]
    if across:
        info.append(("Page:", f"1 of {pages}"))
    d.t(m, y + 8, "     ".join(f"{k} {v}" for k, v in info), 8)
    y += 18
    spec = [
        ("pos", "Line", 5, "c"),
        ("code", "Item Code", 12, "l"),
        ("desc", "Description", 42, "l"),
        ("qty", "Qty", 7, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "Unit Price", 12, "r"),
        ("amount", pick(rng, f"Amount|Line Total|Amount excl {taxn}"), 14, "r"),
    ]
    bottom = d.h - 60
    rows = items(rng, "en", rows_for(rng, two, y, bottom, 14, 190, 12), fm)

    def head(p: int) -> float:
        d.t(m, 38, buyer, 10, b=True)
        d.t(x2, 38, f"Purchase Order {po}   Page {p} of {pages}", 9, b=True, al="r")
        d.line(m, 45, x2, 45, 0.6)
        return 58

    def foot(p: int) -> None:
        d.t(x2, d.h - 36, "Continued ...", 8, al="r", grey=0.3)

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        size=8,
        lead=14,
        shade=0.88,
        grid=rng.random() < 0.4,
    )
    total = None
    if nt:
        y = d.para(m, y + 12, NOTE["en"], 8.5, w)
    else:
        sub = total_of(rows)
        frt = Decimal(rng.randint(10, 120)) if rng.random() < 0.3 else Decimal(0)
        tx = tax(sub + frt, rate)
        total = sub + frt + tx
        out = [(pick(rng, f"Total (excl {taxn})|Sub Total|Total excl. {taxn}"), fm(sub), False)]
        if frt:
            out.append(("Freight", fm(frt), False))
        out.append((f"{taxn} {pct(rate, 'en')}%", fm(tx), False))
        lab = pick(
            rng,
            f"Total (incl {taxn})|Total incl. {taxn}|ORDER TOTAL|Total ({'EUR' if ie else 'NZD'})",
        )
        if rng.random() < 0.5:
            y = d.summary(
                x2 - 200, x2 - 4, y + 6, out + [(lab, ft(total), True)], 9, box_last=True, shade=0.9
            )
        else:
            y = d.summary(x2 - 200, x2 - 4, y + 6, out + [(lab, ft(total), True)], 9, boxed=True)
    y = d.para(
        m,
        y + 12,
        f"This order is issued under the standard terms and conditions of "
        f"{buyer}. Quote the Order No on all invoices and delivery dockets; invoices "
        "without a valid order number will be returned.",
        7.5,
        w * 0.75,
        grey=0.25,
    )
    sy = max(y + 40, d.h - 96)
    d.sign(m, sy, 200, f"Authorised by: {who(rng, reg)}")
    if rng.random() < 0.4:
        d.sign(m + 260, sy, 200, "Supplier acknowledgement (sign & return)")
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en + zh-Hans


def sg_buyer(rng: random.Random, my: bool) -> tuple[str, str, str]:
    """(Chinese name, English name, latin stem) of a Singapore or Malaysian buyer."""
    (b, b_en), (t, t_en) = rng.choice(BRANDS), rng.choice(TRADES)
    if my:
        return f"{b}{t}（马）私人有限公司", f"{b_en} {t_en} (M) Sdn. Bhd.", b_en.lower()
    return f"{b}{t}私人有限公司", f"{b_en} {t_en} Pte Ltd", b_en.lower()


def blind3_sg_bilingual(rng: random.Random) -> tuple[bytes, dict]:
    """Singapore or Malaysian PURCHASE ORDER 采购单 with bilingual labels (A4): the buyer's
    English and Chinese names, address, Tel / Fax and UEN / GST Reg No or SST No top left or
    centred; the title with 采购单 beside or under it; the supplier under 'To: 致：' (never the
    word supplier) with its address and an 'Attn:' contact; at the right PO No. 采购单号,
    Date 日期, Your Ref 贵方参考 (a quotation), Terms 付款条件, Delivery Date 交货日期, Currency
    and Page; Deliver To 送货地址 with the buyer's warehouse; No. 序号 / Item Code 货号 /
    Description 品名 / Qty 数量 / UOM 单位 / Unit Price 单价 / Amount 金额; Sub-Total 小计,
    Discount, GST 9 % (SST 10 % / Service Tax 8 % in Malaysia), Grand Total SGD / RM 总计; the
    amount in words; Prepared by / Approved by and a supplier's acknowledgement box 'For and on
    behalf of' the supplier; two pages at times."""
    register_cjk_font()
    my = rng.random() < 0.35
    reg = "my" if my else "sg"
    pdf, m, d = Pdf(A4), rng.uniform(34, 48), a_date(rng)
    wd = pdf.w - 2 * m
    none = cjk_no_total(rng)
    sup, sadr = firm(rng, reg, "sup")
    bzh, ben, bkey = sg_buyer(rng, my)
    cur = "RM" if my else "SGD"
    order = number(rng, d, "PO{y}{m}{n4}|PO-{n6}|{Y}/PO/{n4}|P{n7}")
    ds = pick(rng, "hk|hk|iso|en")
    # letterhead
    centred = rng.random() < 0.5
    taxid = (
        f"SST No: W10-{rng.randint(1000, 9999)}-{rng.randint(10000000, 99999999)}"
        if my
        else f"UEN / GST Reg No: {rng.randint(199000000, 202499999)}{rng.choice('KMNRWZ')}"
    )
    addr = firm(rng, reg, "sup")[1]
    lines = [bzh, ", ".join(addr), f"Tel: {tel(rng, reg)}  Fax: {tel(rng, reg)}", taxid]
    if centred:
        pdf.text(pdf.w / 2, 40, ben, 15, align="c", bold=True, maxw=wd)
        y = 56
        for s in lines:
            pdf.text(pdf.w / 2, y, s, 8.5 if s != bzh else 11, align="c", maxw=wd)
            y += 13
    else:
        pdf.text(m, 40, ben, 14, bold=True, maxw=wd * 0.6)
        y = 56
        for s in lines:
            pdf.text(m, y, s, 8.5 if s != bzh else 10.5, maxw=wd * 0.6)
            y += 12.5
    pdf.line(m, y, pdf.w - m, y, lw=1)
    y += 22
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, y, "PURCHASE ORDER  采购单", 15, align="c", bold=True)
    else:
        pdf.text(pdf.w / 2, y - 4, "PURCHASE ORDER", 15, align="c", bold=True)
        pdf.text(pdf.w / 2, y + 12, "采 购 单", 11, align="c")
        y += 12
    y += 20
    two = rng.random() < 0.25
    pages = 2 if two else 1
    # To: (left) and the references (right)
    left_w = wd * 0.5
    pdf.text(m, y, pick(rng, "To 致：|To: 致：|TO:  致"), 9, bold=True)
    yy = y + 15
    pdf.text(m, yy, sup, 10.5, bold=True, maxw=left_w)
    yy += 14
    attn = f"{pick(rng, REG[reg]['first'])} {pick(rng, REG[reg]['lastp'])}"
    rest = [*sadr, f"Tel: {tel(rng, reg)}   Fax: {tel(rng, reg)}"]
    if rng.random() < 0.7:
        rest.append(f"Attn 联系人: {attn}")
    if rng.random() < 0.3:
        rest.append(f"Email: {slug(sup)}@{'gmail.com' if rng.random() < 0.4 else 'hotmail.com'}")
    for s in rest:
        pdf.text(m, yy, s, 8.5, maxw=left_w)
        yy += 12.5
    refs = [
        ("PO No. 采购单号", order),
        ("Date 日期", fdate(d, ds)),
        ("Your Ref 贵方参考", number(rng, d, "QT{y}{m}{n3}|Q-{n5}|QUO/{n4}")),
        ("Terms 付款条件", pick(rng, "30 Days|60 Days|C.O.D.|Net 45 days")),
        ("Delivery 交货日期", fdate(later(rng, d, 5, 30), ds)),
        ("Currency 货币", cur),
        ("Page 页", f"1 of {pages}"),
    ]
    if rng.random() < 0.4:
        refs.insert(2, ("Vendor Code 供应商代码", number(rng, d, "V{n4}|S-{n3}")))
        refs[2] = ("Vendor Code 厂商代码", refs[2][1])
    rx = m + wd * 0.56
    ry = y
    boxed = rng.random() < 0.5
    for lab, val in refs:
        if boxed:
            pdf.rect(rx, ry - 11, wd * 0.44, 15, lw=0.4)
        pdf.text(rx + 3, ry, lab, 8.5, maxw=wd * 0.2)
        pdf.text(rx + wd * 0.22, ry, f": {val}", 9, bold=lab.startswith("PO"), maxw=wd * 0.21)
        ry += 15
    y = max(yy, ry) + 8
    site = pick(rng, "Tuas Warehouse|Main Store|Factory 2|Jurong Site|Receiving Bay")
    dlv = f"Deliver To 送货地址：{ben} ({site}), {', '.join(firm(rng, reg, 'sup')[1])}"
    pdf.text(m, y, dlv, 8.5, maxw=wd)
    y += 16
    head = heads(
        "No.\n序号|Item Code\n货号|Description\n品名|Qty\n数量|UOM\n单位|Unit Price\n单价|"
        "Amount\n金额"
    )
    widths = rel(wd, [6, 13, 39, 8, 8, 12, 14])
    lines_ = make_lines(rng, ZH_ITEMS, 40, 2, 900)
    first = int((pdf.h - 60 - y) // 17) - 2
    n = first + rng.randint(2, 8) if two else rng.randint(2, max(3, min(12, first - 12)))
    lines_ = (lines_ * 2)[:n]
    body = []
    for i, ln in enumerate(lines_):
        code = number(rng, d, "{n2}-{n4}|A{n5}|HW{n4}")
        price = [cmoney(ln.price), cmoney(ln.amount)] if not none else ["", ""]
        body.append([str(i + 1), code, f"{ln.en} {ln.spec}", str(ln.qty), ln.unit_en, *price])
    sub = sum((ln.amount for ln in lines_), Decimal(0))
    if two:
        y = pdf.grid(
            m, y, widths, [head, *body[:first]], row_h=17, size=8, align="cllrcrr", head_fill=SHADE
        )
        pdf.text(
            pdf.w - m,
            y + 14,
            f"Page Sub-Total 本页小计: {cmoney(total_of_lines(lines_[:first]))}"
            if not none
            else "Continued on next page 续下页",
            8.5,
            align="r",
        )
        pdf.text(pdf.w / 2, pdf.h - 24, "Page 1 of 2", 8, align="c", colour=GREY)
        pdf.new_page()
        pdf.text(m, 40, ben, 10, bold=True)
        pdf.text(pdf.w - m, 40, f"PO No. 采购单号: {order}   Page 2 of 2", 9, align="r")
        pdf.line(m, 48, pdf.w - m, 48)
        y = pdf.grid(m, 60, widths, [head, *body[first:]], row_h=17, size=8, align="cllrcrr")
    else:
        y = pdf.grid(m, y, widths, [head, *body], row_h=17, size=8, align="cllrcrr")
    total = None
    if none:
        pdf.text(
            m, y + 18, "Prices as per annual contract - amount not shown.  价格按年度合同。", 9
        )
        y += 30
    else:
        disc = cmoney_dec(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
        frt = Decimal(rng.randint(20, 150)) if rng.random() < 0.2 else Decimal(0)
        if my:
            rate = Decimal(pick(rng, "10|10|8|6|5"))
            tlab = f"SST {rate}% 销售税" if rate in (10, 5) else f"Service Tax {rate}% 服务税"
        else:
            rate = Decimal(9)
            tlab = "GST 9% 消费税"
        base = sub - disc + frt
        tx = cmoney_dec(base * rate / 100)
        total = base + tx
        rows = [("Sub-Total 小计", cmoney(sub))]
        if disc:
            rows.append(("Discount 折扣", f"-{cmoney(disc)}"))
        if frt:
            rows.append(("Delivery Charge 运费", cmoney(frt)))
        rows.append((tlab, cmoney(tx)))
        glab = pick(rng, f"Grand Total {cur} 总计|Grand Total ({cur}) 总额|Total Amount {cur} 合计")
        rows.append((glab, f"{cur} {cmoney(total)}" if rng.random() < 0.5 else cmoney(total)))
        y += 16
        for i, (lab, val) in enumerate(rows):
            last = i == len(rows) - 1
            if last:
                pdf.rect(pdf.w - m - 250, y - 12, 250, 17, fill=SHADE, stroke=None)
            pdf.text(pdf.w - m - 130, y, lab, 9, align="r", bold=last)
            pdf.text(pdf.w - m - 4, y, val, 9.5, align="r", bold=last)
            y += 17
        money_name = "RINGGIT MALAYSIA" if my else "SINGAPORE DOLLARS"
        c = int((total * 100) % 100)
        words = f"{money_name} {_words(int(total))}" + (f" AND CENTS {_words(c)}" if c else "")
        if rng.random() < 0.6:
            pdf.text(m, y + 6, f"Amount in words 大写: {words} ONLY", 8, maxw=wd)
            y += 14
    y += 10
    remarks = [
        "1. Please quote our PO number on all delivery orders and invoices. "
        "请在送货单及发票上注明采购单号。",
        "2. Goods are subject to our inspection and acceptance upon delivery. 货物须经验收。",
    ]
    for s in remarks:
        pdf.text(m, y, s, 7.5, maxw=wd)
        y += 12
    sy = max(y + 50, pdf.h - 110)
    sw = wd / 3 - 10
    pdf.line(m, sy, m + sw, sy)
    pdf.text(m, sy + 12, f"Prepared by 制表: {cperson(rng)}", 8)
    pdf.line(m + sw + 15, sy, m + 2 * sw + 15, sy)
    pdf.text(m + sw + 15, sy + 12, "Approved by 批准", 8)
    ax = m + 2 * sw + 30
    pdf.rect(ax, sy - 62, pdf.w - m - ax, 80, lw=0.5)
    pdf.text(
        ax + 4,
        sy - 50,
        "Supplier's Acknowledgement 供应商确认",
        8,
        bold=True,
        maxw=pdf.w - m - ax - 8,
    )
    if rng.random() < 0.6:
        pdf.text(ax + 4, sy - 36, "For and on behalf of", 7)
        pdf.text(ax + 4, sy - 25, sup, 7.5, maxw=pdf.w - m - ax - 8)
    pdf.text(ax + 4, sy + 12, "Company Stamp & Signature 盖章", 7)
    if two:
        pdf.text(pdf.w / 2, pdf.h - 24, "Page 2 of 2", 8, align="c", colour=GREY)
    return pdf.done("en+zh-Hans", "purchase_order", order, sup, None if none else total)


def cmoney_dec(v: Decimal) -> Decimal:
    return cents(v)


def total_of_lines(lines: list[Line]) -> Decimal:
    return sum((ln.amount for ln in lines), Decimal(0))


# --------------------------------------------------------------------------- nl-NL

GEM_ITEMS = [
    ("Onderhoud openbaar groen, perceel {n}", "maand", 800, 6500),
    ("Levering parkbank type {c}, incl. montage", "st", 450, 1400),
    ("Vervangen LED-armatuur openbare verlichting", "st", 180, 620),
    ("Schoonmaak gemeentehuis, periode {n}", "maand", 1500, 7800),
    ("Drukwerk gemeentegids, oplage {k}", "post", 900, 5400),
    ("Inhuur projectleider Ruimte (uren)", "uur", 85, 135),
    ("Reparatie speeltoestel {c}", "post", 250, 2200),
    ("Levering strooizout (ton)", "ton", 70, 120),
    ("Rioolinspectie met camera (m)", "m", 2, 8),
    ("Herstraten trottoir (m²)", "m²", 28, 65),
    ("Adviesrapport verkeersveiligheid", "post", 1800, 9500),
    ("Levering afvalbakken 120 l", "st", 45, 160),
]


def blind3_nl_gemeente(rng: random.Random) -> tuple[bytes, dict]:
    """A Dutch municipality's inkoopopdracht / opdrachtbevestiging as a letter (A4): the
    gemeente's logo mark and name top left, a column at the right with Bezoekadres /
    Postadres / Telefoon 14 0xx / KvK / BTW-nummer / IBAN; the supplier in the window (unlabelled,
    'Aan:' or 'Leverancier'), with 't.a.v.' a contact; a reference block of Ons kenmerk, Uw
    kenmerk (the offerte), Ordernummer / Inkoopordernummer / Opdrachtnummer, Zaaknummer,
    Datum and Behandeld door, as label-value rows or as a header row with the values under
    it; at times an Opdrachtgever / Opdrachtnemer table naming both again; the letter
    ('Geachte heer/mevrouw, naar aanleiding van uw offerte ...'), Omschrijving / Aantal /
    Eenheid / Prijs / BTW / Bedrag lines, Totaal excl. BTW, BTW 21 % and 9 %, Totaal incl. BTW in
    € 1.234,56; the factuuradres (Crediteurenadministratie, Postbus, e-factuur) and the
    signature 'namens burgemeester en wethouders'; Transport and a second page at times."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 44, 58)
    fm = money("de")
    ft = money("de", "€", sp=True)
    sup, sadr, buyer, badr = pair(rng, "nl")
    city = buyer.replace("Gemeente ", "")
    po = rng.choice(
        [
            digits(rng, "IO-#######"),
            f"{dt.year}{rng.randint(1, 99999):05d}",
            digits(rng, "45########"),
            f"INK-{dt.year}-{rng.randint(1, 9999):04d}",
        ]
    )
    ons = f"{initials(city) or 'GM'}/{dt.year}/{rng.randint(1000, 99999)}"
    uw = digits(rng, pick(rng, "OFF-####|Offerte ####-##|Q######|##/####"))
    zaak = digits(rng, pick(rng, "Z/##/######|Z-####-#####|#######"))
    ds = pick(rng, "long_nl|long_nl|dash")
    lx = logo(d, m, 30, buyer, 36, rng.choice([0.15, 0.3, 0.55]))
    d.t(lx, 44, buyer, 14, b=True)
    side = [
        "Bezoekadres",
        f"Stadhuisplein {rng.randint(1, 30)}",
        badr[1] if not badr[0].startswith("Postbus") else badr[1],
        "Postadres",
        f"Postbus {rng.randint(100, 9999)}",
        badr[1],
        f"Telefoon 14 0{rng.randint(10, 99)}",
        f"www.{slug(city)}.nl",
        digits(rng, "KvK ########"),
        digits(rng, "BTW-nummer NL00#######B01"),
        digits(rng, "IBAN NL## BNGH 0285 #### ##"),
    ]
    for i, s in enumerate(side):
        d.t(x2 - 110, 120 + i * 10, s, 7, b=s in ("Bezoekadres", "Postadres"), grey=0.25)
    # the window
    wy = 132
    wlab = pick(rng, "none|none|Aan:|Leverancier")
    if wlab != "none":
        d.t(m, wy - 6, wlab, 7.5, b=True)
    win = [sup]
    if rng.random() < 0.6:
        win.append(f"t.a.v. {pick(rng, 'de heer|mevrouw|de heer/mevrouw')} {who(rng, 'nl')}")
    win += sadr
    d.lines(m, wy, win, snug(d, win, 250, 10), lead=13)
    y = 228
    title = pick(rng, "Inkoopopdracht|Opdrachtbevestiging|Opdracht|Inkooporder")
    d.t(m, y, title, 15, b=True)
    y += 14
    refs = [
        ("Datum", dfmt(dt, ds)),
        ("Ons kenmerk", ons),
        ("Uw kenmerk", uw),
        (pick(rng, "Ordernummer|Inkoopordernummer|Opdrachtnummer"), po),
        ("Zaaknummer", zaak),
        ("Behandeld door", who(rng, "nl")),
    ]
    if rng.random() < 0.5:
        refs[1], refs[3] = refs[3], refs[1]
    if rng.random() < 0.5:
        lw_ = max(d.width(k, 8.5, True) for k, _ in refs) + 14
        y = d.kv(m, y + 2, refs, lw_, 8.5) + 8
    else:
        cells = refs[:5]
        y = (
            d.table(
                m,
                y + 2,
                [(f"c{i}", k, w / 5, "l") for i, (k, _) in enumerate(cells)],
                [{f"c{i}": v for i, (_, v) in enumerate(cells)}],
                size=8,
                shade=None,
            )
            + 10
        )
    if rng.random() < 0.4:
        half = w / 2
        d.box(m, y, w, 44)
        d.line(m + half, y, m + half, y + 44)
        d.t(m + 4, y + 11, "Opdrachtgever", 8, b=True)
        d.t(m + half + 4, y + 11, pick(rng, "Opdrachtnemer|Leverancier"), 8, b=True)
        dept = pick(
            rng, "Team Openbare Ruimte|Afdeling Facilitaire Zaken|Sector Beheer|Team Inkoop"
        )
        d.lines(m + 4, y + 16, [buyer, dept], 8.5, lead=11)
        d.lines(m + half + 4, y + 16, [sup, who(rng, "nl")], snug(d, [sup], half - 8, 8.5), lead=11)
        y += 54
    gender = pick(rng, "heer/mevrouw|heer|mevrouw")
    letter_ = (
        f"Geachte {gender}, naar aanleiding van uw offerte met kenmerk {uw} verstrekken wij u "
        "hierbij de opdracht voor de onderstaande werkzaamheden en leveringen, onder de "
        f"Algemene Inkoopvoorwaarden van de gemeente {city}."
    )
    y = d.para(m, y, letter_, 8.5, w) + 6
    rows = []
    bottom = d.h - 64
    two = rng.random() < 0.22
    n = rows_for(rng, two, y, bottom, 14, 230, 8)
    for i in range(n):
        desc, unit, lo, hi = rng.choice(GEM_ITEMS)
        desc = desc.format(
            n=rng.randint(1, 12),
            c=pick(rng, "A|B|Bremen|Luna|Classic"),
            k=rng.choice([2500, 10000, 45000]),
        )
        q = (
            Decimal(rng.choice([1, 1, 2, 3, 6, 12]))
            if unit != "uur"
            else Decimal(rng.randint(8, 160))
        )
        if unit in ("m", "m²"):
            q = Decimal(rng.randint(20, 900))
        if unit in ("maand", "post"):
            q = Decimal(rng.choice([1, 1, 1, 2, 3]))
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        r = 9 if rng.random() < 0.2 else 21
        amt = cents(p * q)
        rows.append(
            {
                "pos": str(i + 1),
                "desc": desc,
                "qty": f"{q}",
                "unit": unit,
                "price": fm(p),
                "btw": f"{r}%",
                "amount": fm(amt),
                "amt": amt,
                "r": r,
            }
        )
    spec = [
        ("pos", "Nr.", 5, "c"),
        ("desc", "Omschrijving", 46, "l"),
        ("qty", "Aantal", 8, "r"),
        ("unit", "Eenheid", 8, "c"),
        ("price", "Prijs", 12, "r"),
        ("btw", "BTW", 6, "c"),
        ("amount", "Bedrag", 14, "r"),
    ]
    pages = 2 if two else 1

    def head(p: int) -> float:
        d.t(m, 40, buyer, 10, b=True)
        d.t(x2, 40, f"{title} {po} - pagina {p} van {pages}", 8.5, al="r")
        d.line(m, 46, x2, 46, 0.5)
        return 58

    def foot(p: int) -> None:
        footer(d, f"pagina {p} van {pages}")

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=("Transport", "Transport") if not nt else None,
        fm=fm,
        size=8,
        lead=14,
        shade=0.9,
        rules=True,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, note("nl"), 8.5, w)
    else:
        net = total_of(rows)
        out = [(pick(rng, "Totaal excl. BTW|Subtotaal|Totaal exclusief BTW"), fm(net), False)]
        vat = Decimal(0)
        for r in (21, 9):
            base = sum((x["amt"] for x in rows if x["r"] == r), Decimal(0))
            if base:
                v = tax(base, Decimal(r))
                vat += v
                out.append((f"BTW {r}% over {fm(base)}", fm(v), False))
        total = net + vat
        lab = pick(rng, "Totaal incl. BTW|Totaal inclusief BTW|Opdrachtbedrag incl. BTW")
        y = d.summary(
            x2 - 230,
            x2 - 4,
            y + 6,
            out + [(lab, ft(total), True)],
            8.5,
            box_last=rng.random() < 0.5,
        )
    fa = (
        f"Factuuradres: {buyer}, t.a.v. Crediteurenadministratie, Postbus "
        f"{rng.randint(100, 9999)}, {badr[1]}. Wij ontvangen uw factuur bij voorkeur als "
        "e-factuur via PEPPOL. Vermeld altijd het ordernummer op uw factuur; facturen zonder "
        "ordernummer worden retour gezonden."
    )
    y = d.para(m, y + 12, fa, 7.8, w)
    if rng.random() < 0.5:
        y = d.para(
            m,
            y + 4,
            f"Afleveradres: {buyer}, {pick(rng, 'Gemeentewerf|Stadskantoor|Milieustraat')}, "
            f"{', '.join(firm(rng, 'nl', 'sup')[1])}",
            7.8,
            w,
        )
    sy = max(y + 24, d.h - 140)
    d.t(m, sy, "Met vriendelijke groet,", 8.5)
    d.t(m, sy + 12, f"namens burgemeester en wethouders van {city},", 8.5)
    d.t(m, sy + 48, who(rng, "nl"), 8.5, b=True)
    d.t(m, sy + 59, pick(rng, "Teamleider Inkoop|Budgethouder|Manager Openbare Ruimte"), 8)
    if rng.random() < 0.4:
        d.sign(x2 - 200, sy + 48, 200, "Voor akkoord opdrachtnemer (datum, handtekening)")
    footer(d, f"pagina {pages} van {pages}")
    return result(d, "nl", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- da / nb-NO


def blind3_dk_no_indkob(rng: random.Random) -> tuple[bytes, dict]:
    """A Danish indkøbsordre or Norwegian innkjøpsordre / bestilling (A4): the buyer's name and
    CVR-nr. / Org.nr. … MVA top left or right; the title with Ordrenr. beside it or in a
    label-value column (Ordredato, Vores ref., Deres ref. / tilbud, Leveringsdato,
    Betalingsbetingelser, Levering); three blocks - Leverandør (at times after a Leverandørnr.
    and with the shipping label on the same line), Leveringsadresse (a site of the buyer) and
    Fakturaadresse (the buyer, EAN / EHF); Pos. / Varenr. / Beskrivelse / Antal / Enhed /
    Stk.pris / Rabat / Beløb lines; Subtotal, Fragt, Moms / MVA 25 % and Total inkl. moms /
    Sum inkl. mva / I alt DKK in kr 1.234,50 or kr 1 234,50; Transport / Overført on long
    orders; a signature and an ordrebekræftelse request."""
    no = rng.random() < 0.5
    reg, lang = ("no", "nb") if no else ("dk", "da")
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 36, 50)
    st = "fr" if no else "de"
    fm = money(st)
    ft = money(st, pick(rng, "kr|NOK") if no else pick(rng, "kr.|DKK|kr"))
    sup, sadr, buyer, badr = pair(rng, reg)
    po = rng.choice(
        [
            f"{rng.randint(10000, 99999)}",
            digits(rng, "IO-######"),
            f"{dt.year}-{rng.randint(1, 9999):04d}",
            digits(rng, "45########"),
        ]
    )
    ds = pick(rng, "dot|dot|dash|iso")
    bid = (
        f"Org.nr. {rng.randint(900, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)} MVA"
        if no
        else f"CVR-nr. {rng.randint(10000000, 49999999)}"
    )
    right_head = rng.random() < 0.4
    hx, al = (x2, "r") if right_head else (m, "l")
    d.t(hx, 40, buyer, 13, b=True, al=al)
    d.t(hx, 53, f"{badr[0]}, {badr[1]}", 8, al=al)
    d.t(hx, 63, f"Tlf. {tel(rng, reg)}   {bid}", 8, al=al)
    title = (
        pick(rng, "Innkjøpsordre|INNKJØPSORDRE|Bestilling")
        if no
        else pick(rng, "Indkøbsordre|INDKØBSORDRE|Bestilling|Rekvisition")
    )
    nolab = (
        pick(rng, "Ordrenr.|Ordrenummer|Bestillingsnr.")
        if no
        else pick(rng, "Ordrenr.|Ordrenummer|Indkøbsordrenr.")
    )
    beside = rng.random() < 0.35
    ty = 96
    tx_ = m if right_head else x2
    tal = "l" if right_head else "r"
    d.t(tx_, ty, f"{title} {po}" if beside else title, 16, b=True, al=tal)
    two = rng.random() < 0.25
    pages = 2 if two else 1
    ours = "Vår ref." if no else "Vores ref."
    refs = [] if beside else [(nolab, po)]
    refs += [
        ("Ordredato", dfmt(dt, ds)),
        (ours, who(rng, reg)),
        (
            "Deres ref.",
            pick(
                rng,
                f"Tilbud {digits(rng, '####')}|{who(rng, reg)}|Tilbud nr. {digits(rng, 'T-#####')}",
            ),
        ),
        ("Leveringsdato", dfmt(dt + timedelta(rng.randint(5, 30)), ds)),
        (
            "Betalingsbet.",
            pick(rng, "Netto 30 dager|14 dager netto")
            if no
            else pick(rng, "Netto 30 dage|Løbende måned + 30 dage|8 dage netto"),
        ),
        ("Side", f"1 af {pages}" if not no else f"1 av {pages}"),
    ]
    if rng.random() < 0.3:
        refs.insert(1, ("Projektnr." if not no else "Prosjektnr.", digits(rng, "P-####")))
    rx = m if right_head else x2 - 200
    y = d.kv(rx, ty + 10, refs, 80, 8.5, b_value=False)
    y = max(y, 150) + 8
    bw = (w - 20) / 3
    sup_l = pick(rng, "Leverandør|Leverandør:|LEVERANDØR")
    vend = [sup, *sadr, f"Tlf. {tel(rng, reg)}"]
    if rng.random() < 0.4:
        vend.append(mailbox(pick(rng, "ordre|salg|post"), sup, "no" if no else "dk"))
    # the supplier label, then at times the shipping label on the same line
    d.t(m, y + 8, sup_l, 8.5, b=True)
    if rng.random() < 0.35:
        d.t(m + bw * 0.55, y + 8, "Levering: " + pick(rng, "Fritt levert|DAP|Franko"), 8)
    yy = y + 14
    if rng.random() < 0.3:
        d.t(m, yy + 8, f"Leverandørnr. {digits(rng, '#####')}", 8)
        yy += 11
    y1 = d.lines(m, yy, vend, snug(d, vend, bw, 8.5), b_first=True, lead=11)
    site = (
        pick(rng, "Lager|Værksted|Byggeplads|Centrallager")
        if not no
        else pick(rng, "Lager|Verksted|Byggeplass|Sentrallager")
    )
    lev = [buyer, site, *firm(rng, reg, "buy")[1]]
    if rng.random() < 0.5:
        lev.append(f"Att.: {who(rng, reg)}")
    fak = [buyer, "Kreditor" if not no else "Fakturamottak", *badr]
    fak.append(
        pick(rng, "EHF-faktura til org.nr.|PDF til faktura@" + slug(buyer) + ".no")
        if no
        else f"EAN {rng.randint(5790000000000, 5790009999999)}"
    )
    y2 = block(
        d, m + bw + 10, y, "Leveringsadresse", lev, style="plain", w=bw, size=snug(d, lev, bw, 8.5)
    )
    y3 = block(
        d,
        m + 2 * bw + 20,
        y,
        "Fakturaadresse",
        fak,
        style="plain",
        w=bw,
        size=snug(d, fak, bw, 8.5),
    )
    y = max(y1, y2, y3) + 12
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Varenr.", 12, "l"),
        ("desc", "Beskrivelse", 40, "l"),
        ("qty", "Antall" if no else "Antal", 7, "r"),
        ("unit", "Enhet" if no else "Enhed", 7, "c"),
        ("price", "Pris" if no else "Stk.pris", 11, "r"),
        ("disc", "Rabatt" if no else "Rabat", 7, "r"),
        ("amount", "Beløp" if no else "Beløb", 13, "r"),
    ]
    bottom = d.h - 62
    rows = goods(rng, lang, rows_for(rng, two, y, bottom, 14, 180, 12), fm)
    line_discounts(rng, rows, fm, "{p} %")

    def head(p: int) -> float:
        d.t(m, 40, f"{buyer} - {title} {po}", 9.5, b=True)
        d.t(x2, 40, f"Side {p} {'av' if no else 'af'} {pages}", 8.5, al="r")
        d.line(m, 46, x2, 46, 0.5)
        return 58

    carry = ("Overført", "Overført") if no else ("Transport", "Transport")
    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        carry=None if nt else carry,
        fm=fm,
        size=8,
        lead=14,
        shade=0.88,
        zebra=0.95 if rng.random() < 0.4 else None,
    )
    total = None
    mv = "MVA" if no else "Moms"
    if nt:
        y = d.para(m, y + 10, note(lang), 8.5, w)
    else:
        sub = total_of(rows)
        frt = Decimal(rng.randint(95, 650)) if rng.random() < 0.3 else Decimal(0)
        vat = tax(sub + frt, Decimal(25))
        total = sub + frt + vat
        out = [
            (
                pick(rng, "Sum eks. mva.|Nettobeløp")
                if no
                else pick(rng, "Subtotal|I alt ekskl. moms|Nettobeløb"),
                fm(sub),
                False,
            )
        ]
        if frt:
            out.append(("Frakt" if no else "Fragt", fm(frt), False))
        out.append((f"{mv} 25 %", fm(vat), False))
        lab = (
            pick(rng, "Sum inkl. mva.|Totalt inkl. mva.|Total NOK")
            if no
            else pick(rng, "Total inkl. moms|I alt inkl. moms|Total DKK")
        )
        y = d.summary(
            x2 - 200, x2 - 4, y + 6, out + [(lab, ft(total), True)], 9, box_last=rng.random() < 0.6
        )
    y = d.para(
        m,
        y + 14,
        "Vennligst send ordrebekreftelse innen 2 dager og oppgi vårt "
        "ordrenummer på faktura og følgeseddel."
        if no
        else "Venligst fremsend "
        "ordrebekræftelse senest 2 dage efter modtagelsen. Vores ordrenummer skal "
        "fremgå af faktura og følgeseddel.",
        7.8,
        w * 0.7,
    )
    sy = max(y + 40, d.h - 90)
    d.sign(m, sy, 200, f"{'Med vennlig hilsen' if no else 'Med venlig hilsen'} {who(rng, reg)}")
    return result(d, lang, "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- fi


def blind3_fi_ostotilaus(rng: random.Random) -> tuple[bytes, dict]:
    """A Finnish ostotilaus in the national letter layout (A4): the buyer's name and address
    top left; at the right OSTOTILAUS with the page as '1 (2)', then Päivämäärä and
    Tilausnumero / Tilausnro / Ostotilaus nro, Viitteemme, Viitteenne (a tarjous) and the
    buyer's contact; the supplier in the window unlabelled or under Toimittaja, with its
    Y-tunnus at times; Toimitusosoite (a site of the buyer), Laskutusosoite with the
    verkkolaskuosoite and operaattori; Toimitusehto and Maksuehto; Rivi / Tuotenro / Nimike /
    Määrä / Yks. / à-hinta / Ale % / Yhteensä lines; Veroton yhteensä, ALV 25,5 % (24 % on
    orders before September 2024), Yhteensä / Verollinen yhteensä / Tilaus yhteensä in
    1 234,50 €; Siirto on long orders; the buyer's Y-tunnus and kotipaikka in the footer."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 40, 54)
    old = rng.random() < 0.25
    if old:
        dt = date(2024, 1, 8) + timedelta(days=rng.randint(0, 200))
    rate = Decimal(24) if old else Decimal("25.5")
    fm = money("fr")
    ft = money("fr", pick(rng, "€|EUR"), pre=False)
    sup, sadr, buyer, badr = pair(rng, "fi")
    po = rng.choice(
        [
            f"{rng.randint(100000, 999999)}",
            digits(rng, "45########"),
            f"OT-{dt.year}-{rng.randint(1, 9999):04d}",
            digits(rng, "PO#######"),
        ]
    )
    dsf = f"{dt.day}.{dt.month}.{dt.year}"
    ytb = f"{rng.randint(1000000, 3299999)}-{rng.randint(0, 9)}"
    yts = f"{rng.randint(1000000, 3299999)}-{rng.randint(0, 9)}"
    two = rng.random() < 0.25
    pages = 2 if two else 1
    d.t(m, 40, buyer, 12, b=True)
    d.lines(m, 45, badr, 8)
    hx = m + w * 0.52
    d.t(hx, 40, pick(rng, "OSTOTILAUS|Ostotilaus|TILAUS"), 13, b=True)
    d.t(x2, 40, f"{1} ({pages})", 9, al="r")
    nolab = pick(rng, "Tilausnumero|Tilausnro|Ostotilaus nro")
    refs = [
        ("Päivämäärä", dsf),
        (nolab, po),
        ("Viitteemme", pick(rng, f"{who(rng, 'fi')}|Hankinta {rng.randint(10, 99)}")),
        ("Viitteenne", pick(rng, f"Tarjous {rng.randint(1000, 99999)}|{who(rng, 'fi')}")),
        ("Tilaaja", f"{who(rng, 'fi')}, puh. {tel(rng, 'fi')}"),
    ]
    if rng.random() < 0.4:
        refs[0], refs[1] = refs[1], refs[0]
    y = d.kv(hx, 50, refs, 75, 8.5, b_label=False) + 4
    wy = 118
    labelled = rng.random() < 0.55
    if labelled:
        d.t(m, wy - 4, pick(rng, "Toimittaja|TOIMITTAJA|Toimittaja:"), 8, b=True)
    win = [sup, *sadr]
    if rng.random() < 0.35:
        win.append(f"Y-tunnus {yts}")
    y1 = d.lines(m, wy, win, snug(d, win, 230, 10), b_first=labelled, lead=12.5)
    y = max(y, y1) + 16
    bw = w / 2 - 8
    toim = [
        buyer,
        pick(rng, "Keskusvarasto|Vesilaitos|Tuotantolaitos|Kiinteistöpalvelut"),
        *firm(rng, "fi", "buy")[1],
    ]
    lask = [
        buyer,
        f"Verkkolaskuosoite 0037{ytb.replace('-', '')}",
        pick(
            rng,
            "Operaattori Maventa (003721291126)|Operaattori Basware (BAWCFI22)|"
            "Operaattori OpusCapita (E204503)",
        ),
    ]
    y2 = block(d, m, y, "Toimitusosoite", toim, style="under", w=bw, size=snug(d, toim, bw, 8.5))
    y3 = block(
        d, m + bw + 16, y, "Laskutusosoite", lask, style="under", w=bw, size=snug(d, lask, bw, 8.5)
    )
    y = max(y2, y3) + 6
    terms = [
        ("Toimitusehto", pick(rng, "DAP Incoterms 2020|Vapaasti vastaanottajalla|FCA")),
        ("Maksuehto", pick(rng, "14 pv netto|30 pv netto|21 pv netto")),
        ("Toimitusaika", f"viikko {rng.randint(2, 50)}"),
    ]
    y = d.kv(m, y, terms, 80, 8.5, b_label=False) + 8
    spec = [
        ("pos", "Rivi", 5, "c"),
        ("code", "Tuotenro", 12, "l"),
        ("desc", "Nimike", 40, "l"),
        ("qty", "Määrä", 7, "r"),
        ("unit", "Yks.", 6, "c"),
        ("price", "à-hinta", 11, "r"),
        ("disc", "Ale %", 6, "r"),
        ("amount", "Yhteensä", 13, "r"),
    ]
    bottom = d.h - 70
    rows = goods(rng, "fi", rows_for(rng, two, y, bottom, 14, 170, 12), fm)
    line_discounts(rng, rows, fm, "{p}")

    def head(p: int) -> float:
        d.t(m, 40, buyer, 11, b=True)
        d.t(hx, 40, "OSTOTILAUS", 11, b=True)
        d.t(x2, 40, f"{p} ({pages})", 9, al="r")
        d.t(hx, 54, f"{nolab} {po}", 8.5)
        return 70

    def foot(p: int) -> None:
        ft_(p)

    def ft_(p: int) -> None:
        d.line(m, d.h - 44, x2, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{buyer}  |  {badr[0]}, {badr[1]}  |  Y-tunnus {ytb}  |  "
            f"Kotipaikka {badr[1].split()[-1]}",
            6.8,
            grey=0.3,
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
        carry=None if nt else ("Siirto", "Siirto"),
        fm=fm,
        size=8,
        lead=14,
        shade=0.9,
        rules=rng.random() < 0.6,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, note("fi"), 8.5, w)
    else:
        sub = total_of(rows)
        frt = Decimal(rng.randint(15, 180)) if rng.random() < 0.3 else Decimal(0)
        vat = tax(sub + frt, rate)
        total = sub + frt + vat
        out = [("Veroton yhteensä", fm(sub + frt), False)]
        if frt:
            out.insert(0, ("Rahti", fm(frt), False))
        out.append((f"ALV {pct(rate, 'fr')} %", fm(vat), False))
        lab = pick(rng, "Yhteensä|Verollinen yhteensä|Tilaus yhteensä|Yhteensä (sis. ALV)")
        y = d.summary(
            x2 - 200, x2 - 4, y + 6, out + [(lab, ft(total), True)], 9, box_last=rng.random() < 0.5
        )
    y = d.para(
        m,
        y + 12,
        "Pyydämme tilausvahvistuksen kahden arkipäivän kuluessa. Merkitkää "
        "tilausnumeromme laskuun ja lähetteeseen.",
        7.8,
        w * 0.7,
    )
    d.sign(m, max(y + 40, d.h - 84), 200, f"Ystävällisin terveisin {who(rng, 'fi')}")
    ft_(pages)
    return result(d, "fi", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- de-DE

GEWERKE = {
    "Elektro {L}{F}|{L} Elektrotechnik{F}": [
        ("Mantelleitung NYM-J 3x1,5 mm² verlegen", "m", 3, 9),
        ("Schalterdose UP setzen, inkl. Schlitz", "Stk", 9, 22),
        ("Unterverteilung 4-reihig liefern und montieren", "Stk", 650, 1900),
        ("LED-Einbauleuchte 18 W liefern und anschließen", "Stk", 45, 140),
        ("Potentialausgleich herstellen", "psch", 280, 900),
    ],
    "Malerbetrieb {L}{F}|{L} Malerwerkstätten{F}": [
        ("Wandflächen spachteln Q3, schleifen", "m²", 6, 14),
        ("Dispersionsanstrich zweifach, weiß", "m²", 4, 9),
        ("Deckenflächen grundieren", "m²", 2, 5),
        ("Türzargen lackieren", "Stk", 35, 90),
        ("Abdeckarbeiten Boden und Fenster", "psch", 250, 900),
    ],
    "{L} Trockenbau{F}|Trockenbau {L}{F}": [
        ("Metallständerwand CW 75, beidseitig 2-lagig beplankt", "m²", 48, 85),
        ("Abhangdecke GK auf Unterkonstruktion", "m²", 38, 70),
        ("Revisionsklappe 300x300 einbauen", "Stk", 60, 160),
        ("Vorsatzschale für Installationen", "m²", 35, 60),
    ],
    "{L} Heizung-Sanitär{F}|{L} Haustechnik{F}": [
        ("Kupferrohr 15 mm verlegen, inkl. Formteile", "m", 14, 32),
        ("Waschtischanlage komplett montieren", "Stk", 280, 720),
        ("Heizkörper Typ 22 600x1000 liefern und montieren", "Stk", 240, 520),
        ("Druckprobe und Spülung", "psch", 180, 650),
        ("Rohrdämmung 20 mm", "m", 4, 11),
    ],
    "Dachdeckerei {L}{F}|{L} Bedachungen{F}": [
        ("Dachabdichtung Bitumen 2-lagig", "m²", 32, 58),
        ("Wärmedämmung EPS 160 mm verlegen", "m²", 18, 34),
        ("Attikaabdeckung Aluminium", "m", 38, 75),
        ("Dachrinne Zink NW 333 montieren", "m", 28, 55),
    ],
    "{L} Fliesen & Naturstein{F}|Fliesen {L}{F}": [
        ("Bodenfliesen 60x60 im Dünnbett verlegen", "m²", 38, 72),
        ("Wandfliesen 30x60 verlegen", "m²", 34, 66),
        ("Verbundabdichtung Nassbereich", "m²", 18, 35),
        ("Sockelfliesen schneiden und verlegen", "m", 9, 18),
    ],
}
POS_EXTRA = [
    ("Baustelleneinrichtung vorhalten und räumen", "psch", 400, 2400),
    ("Stundenlohnarbeiten Facharbeiter", "Std", 48, 68),
]


def blind3_de_handwerk_auftrag(rng: random.Random) -> tuple[bytes, dict]:
    """A German general contractor's Nachunternehmerauftrag / Auftrag / Bestellung to a
    craftsman (A4): the contractor's letterhead, its return-address line over the DIN window
    with the Auftragnehmer (labelled or not), an info column of Bestell-Nr. / Auftrags-Nr.,
    Projekt-Nr., Datum, Ihr Angebot (Nr. and date), Bearbeiter, Telefon; or Auftraggeber and
    Auftragnehmer boxes side by side; Bauvorhaben, Baustelle (an address) and Bauleiter; the
    letter 'auf der Grundlage Ihres Angebotes … und der VOB/B beauftragen wir Sie'; LV
    positions (Pos. 01.02.0030 / Kurztext / Menge / ME / EP / GP) running over two pages with
    Übertrag at times; Summe Positionen, Nachlass 3 %, Auftragssumme netto, 19 % MwSt. and
    Gesamtbetrag brutto - or the net sum with the § 13b UStG note; Skonto with its amount,
    Sicherheitseinbehalt and Vertragsstrafe; an acceptance slip for the Auftragnehmer naming
    it."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 46, 58)
    fm = money("de")
    ft = money("de", pick(rng, "€|EUR"), pre=False)
    trade = rng.choice(list(GEWERKE))
    city, sadr = lplace(rng, "de")
    l1, l2 = rng.sample(
        "Hoffmann|Schneider|Becker|Krüger|Wagner|Schäfer|Brandt|Vogel|Lorenz|"
        "Hartmann|Keller|Pohl|Winkler".split("|"),
        2,
    )
    form = pick(rng, " GmbH| GmbH & Co. KG| e.K.| GmbH| GmbH")
    sup = " ".join(pick(rng, trade).format(L=l1, F=form).split())
    gu = pick(
        rng,
        "{L} Bau GmbH|{X} Bauunternehmung GmbH & Co. KG|{L} Generalbau AG|{L} "
        "Hoch- und Tiefbau GmbH|{X} Projektbau GmbH",
    )
    buyer = gu.format(L=l2, X=pick(rng, "Rheintal|Nordwest|Elbtal|Hanse|Mainfranken|Allgäu"))
    bcity, badr = lplace(rng, "de")
    po = rng.choice(
        [
            digits(rng, "NU-####-###"),
            f"{dt.year % 100}-{rng.randint(100, 999)}-{rng.randint(1, 99):02d}",
            digits(rng, "45########"),
            f"B{rng.randint(100000, 999999)}",
        ]
    )
    nolab = pick(rng, "Bestell-Nr.|Auftrags-Nr.|Bestellnummer|Auftragsnummer")
    proj = digits(rng, pick(rng, "P-#####|####.##|BV ####"))
    ang = digits(rng, pick(rng, "A-#####|####/##|AN-####"))
    bv = pick(
        rng,
        "Neubau Kindertagesstätte|Sanierung Grundschule|Neubau Mehrfamilienhaus, "
        "Haus {h}|Erweiterung Verwaltungsgebäude|Umbau Ärztehaus|Neubau Logistikhalle",
    )
    bv = bv.format(h=pick(rng, "A|B|C")) + f" in {city}"
    baustelle = lplace(rng, "de")[1]
    # letterhead
    lx = logo(d, m, 26, buyer, 38, rng.choice([0.2, 0.4, 0.6]))
    d.t(lx, 40, buyer, snug(d, [buyer], w * 0.6, 13), b=True)
    d.t(lx, 52, f"{badr[0]} · {badr[1]} · Tel. {digits(rng, '0### #####-0')}", 7.5)
    boxes = rng.random() < 0.35
    two = rng.random() < 0.3
    pages = 2 if two else 1
    info = [
        (nolab, po),
        ("Projekt-Nr.", proj),
        ("Datum", dfmt(dt, "dot")),
        ("Ihr Angebot", f"{ang} vom {dfmt(dt - timedelta(rng.randint(5, 40)), 'dot')}"),
        ("Bearbeiter", lperson(rng, "de")),
        ("Telefon", digits(rng, "0### #####-##")),
    ]
    if rng.random() < 0.4:
        info[0], info[1] = info[1], info[0]
    if rng.random() < 0.3:
        info.insert(2, ("Vergabe-Nr.", digits(rng, "V-##/###")))
    title = pick(rng, "Nachunternehmerauftrag|Auftrag|Bestellung|Auftragsschreiben")
    if boxes:
        y = 80
        d.t(m, y + 14, title, 15, b=True)
        y += 26
        bw = w / 2 - 8
        ag = [buyer, *badr, f"Bauleitung: {lperson(rng, 'de')}"]
        an = [sup, *sadr, f"Tel. {digits(rng, '0### ######')}"]
        if rng.random() < 0.5:
            an.append(f"Ansprechpartner: {lperson(rng, 'de')}")
        y1 = block(d, m, y, "Auftraggeber", ag, style="box", w=bw, size=snug(d, ag, bw - 12, 8.5))
        y2 = block(
            d,
            m + bw + 16,
            y,
            "Auftragnehmer",
            an,
            style="box",
            w=bw,
            size=snug(d, an, bw - 12, 8.5),
        )
        y = max(y1, y2) + 8
        y = (
            d.grid(
                m,
                y,
                [w / 4] * 4,
                [k for k, _ in info[:4]],
                [v for _, v in info[:4]],
                8.5,
                shade=0.9,
            )
            + 10
        )
    else:
        d.t(m, 118, f"{buyer} · {badr[0]} · {badr[1]}", 6.5, grey=0.3)
        d.line(m, 121, m + 240, 121, 0.3)
        wy = 132
        lab = rng.random() < 0.5
        if lab:
            d.t(m, wy + 8, "Auftragnehmer:", 8, b=True)
            wy += 12
        win = [sup, *sadr]
        d.lines(m, wy, win, snug(d, win, 240, 10), lead=12.5)
        lw_ = max(d.width(k, 8, True) for k, _ in info) + 8
        ix = x2 - lw_ - max(d.width(v, 8) for _, v in info)
        y = d.kv(ix, 120, info, lw_, 8)
        y = max(y, 220) + 10
        d.t(m, y, f"{title} {po}" if rng.random() < 0.4 else title, 14, b=True)
        y += 10
    bvl = [
        ("Bauvorhaben:", bv),
        ("Baustelle:", ", ".join(baustelle)),
        ("Bauleiter:", f"{lperson(rng, 'de')}, mobil {digits(rng, '01## #######')}"),
    ]
    y = d.kv(m, y + 4, bvl, 70, 8.5) + 4
    y = (
        d.para(
            m,
            y,
            f"Sehr geehrte Damen und Herren, auf der Grundlage Ihres Angebotes Nr. {ang}"
            ", der VOB/B und unserer Allgemeinen Nachunternehmerbedingungen beauftragen wir "
            "Sie mit den folgenden Leistungen:",
            8.5,
            w,
        )
        + 4
    )
    catalogue = GEWERKE[trade] + POS_EXTRA
    bottom = d.h - 66
    n = rows_for(rng, two, y, bottom, 14, 230, 9)
    rows = []
    for i in range(n):
        desc, unit, lo, hi = rng.choice(catalogue)
        if unit in ("m²", "m"):
            q = Decimal(rng.randint(1000, 60000)) / 100
        elif unit == "Std":
            q = Decimal(rng.randint(4, 80))
        elif unit == "psch":
            q = Decimal(1)
        else:
            q = Decimal(rng.randint(1, 40))
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        amt = cents(p * q)
        qs = f"{q:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
        pos = f"{i // 6 + 1:02d}.{i % 6 + 1:02d}.{rng.randint(1, 9)}0"
        rows.append(
            {
                "pos": pos,
                "desc": desc,
                "qty": qs,
                "unit": unit,
                "price": fm(p),
                "amount": fm(amt),
                "amt": amt,
            }
        )
    spec = [
        ("pos", "Pos.", 11, "l"),
        ("desc", "Kurztext", 47, "l"),
        ("qty", "Menge", 10, "r"),
        ("unit", "ME", 6, "c"),
        ("price", "EP", 12, "r"),
        ("amount", "GP", 14, "r"),
    ]

    def head(p: int) -> float:
        d.t(m, 40, f"{buyer} - {title} {po}", 9, b=True)
        d.t(x2, 40, f"Seite {p} von {pages}", 8.5, al="r")
        d.t(m, 51, f"BV: {bv}", 8)
        d.line(m, 56, x2, 56, 0.5)
        return 66

    def foot(p: int) -> None:
        footer(d, f"Seite {p} von {pages}")

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=None if nt else ("Übertrag", "Übertrag"),
        fm=fm,
        size=8,
        lead=14,
        shade=0.88,
        grid=rng.random() < 0.3,
    )
    total = None
    if nt:
        y = d.para(
            m,
            y + 10,
            "Abrechnung nach Aufmaß zu den Einheitspreisen des "
            "Rahmenvertrages; eine Auftragssumme wird nicht ausgewiesen.",
            8.5,
            w,
        )
    else:
        net = total_of(rows)
        out = [("Summe Positionen netto", fm(net), False)]
        nl = Decimal(rng.choice([2, 3, 5])) if rng.random() < 0.5 else Decimal(0)
        if nl:
            nv = cents(net * nl / 100)
            out.append((f"Nachlass {pct(nl, 'de')},00 %", "-" + fm(nv), False))
            net -= nv
            out.append(("Auftragssumme netto", fm(net), False))
        if rng.random() < 0.25:  # reverse charge between builders: no tax shown
            total = net
            out[-1] = (out[-1][0] if nl else "Auftragssumme netto", ft(net), True)
            if not nl:
                out = [
                    ("Summe Positionen netto", fm(net), False),
                    ("Auftragssumme netto", ft(net), True),
                ]
            y = d.summary(x2 - 220, x2 - 4, y + 6, out, 9, box_last=True)
            y = d.para(
                m,
                y + 6,
                "Steuerschuldnerschaft des Leistungsempfängers gemäß § 13b "
                "UStG - die Rechnung ist ohne Umsatzsteuer zu stellen.",
                8,
                w,
            )
        else:
            vat = tax(net, Decimal(19))
            total = net + vat
            out.append(("zzgl. 19 % MwSt.", fm(vat), False))
            lab = pick(rng, "Gesamtbetrag brutto|Auftragssumme brutto|Gesamtsumme brutto")
            y = d.summary(x2 - 220, x2 - 4, y + 6, out + [(lab, ft(total), True)], 9, box_last=True)
        sk = rng.choice([2, 3])
        sy_ = f"Skonto: {sk} % bei Zahlung innerhalb von 14 Tagen"
        if rng.random() < 0.5:
            sy_ += f" (Skontobetrag {fm(cents(total * sk / 100))} €)"
        y = d.para(
            m,
            y + 8,
            f"{sy_}. Sicherheitseinbehalt: 5 % der Abrechnungssumme, "
            "ablösbar durch Bürgschaft. Vertragsstrafe: 0,2 % je Werktag, max. 5 %.",
            7.8,
            w,
        )
    y = d.para(
        m,
        y + 6,
        f"Ausführungszeitraum: KW {rng.randint(2, 30)} bis KW "
        f"{rng.randint(31, 50)}. Bitte geben Sie bei Rechnungen stets die {nolab} an.",
        7.8,
        w,
    )
    sy = max(y + 20, d.h - 150)
    if sy + 90 > d.h - 30:
        footer(d, f"Seite {pages} von {pages}")
        d.new_page()
        d.t(m, 40, f"{buyer} - {title} {po}", 9, b=True)
        sy = 80
    d.sign(m, sy + 28, 200, f"{buyer}")
    d.box(m + w / 2, sy - 6, w / 2, 84)
    d.t(m + w / 2 + 5, sy + 6, pick(rng, "Auftragsbestätigung|Auftrag angenommen"), 8.5, b=True)
    if rng.random() < 0.6:
        d.t(m + w / 2 + 5, sy + 20, sup, snug(d, [sup], w / 2 - 10, 8.5))
    d.sign(
        m + w / 2 + 8, sy + 66, w / 2 - 16, "Ort, Datum, Stempel und Unterschrift Auftragnehmer", 7
    )
    if d.pages == pages == 2:
        footer(d, f"Seite 2 von {pages}")
    return result(d, "de", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- fr-LU / fr-CH


def blind3_lu_fr_bon(rng: random.Random) -> tuple[bytes, dict]:
    """A bon de commande from a firm or commune in Luxembourg or French-speaking Switzerland
    (A4): the buyer's letterhead at the right or centred (Matricule TVA LU… / N° IDE CHE-…
    TVA, RCS); BON DE COMMANDE at the left; 'Fournisseur' as a bold label to the left of the
    supplier's block (or in the left column of a two-column box), with its TVA number and a
    contact under it; a reference table whose header row holds N° de commande, Date, Votre
    offre n°, N° client and Délai de livraison, with the values under them; Adresse de
    livraison and Adresse de facturation naming the buyer; Demandeur / Personne de contact;
    Réf. / Désignation / Qté / Unité / Prix unit. HT / Montant HT lines; Total HT (at times
    printed larger and bolder than everything else), Remise, Frais de port, TVA 17 % / 8 %
    (LU) or 8,1 % / 2,6 % (CH), Montant total TTC in 1.234,50 € or CHF 1'234.55 (to five
    centimes); signatures and 'Cachet et signature du fournisseur'."""
    ch = rng.random() < 0.45
    reg = "chf" if ch else "lu"
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 38, 52)
    if ch:
        fm = money("ch")
        ft = money("ch", "CHF")
    else:
        st = pick(rng, "de|fr")
        fm = money(st)
        ft = money(st, pick(rng, "€|EUR"), pre=False)
    sup, sadr, buyer, badr = pair(rng, reg)
    po = rng.choice(
        [
            f"BC-{dt.year}-{rng.randint(1, 9999):04d}",
            f"{rng.randint(10000, 99999)}",
            digits(rng, "CMD######"),
            f"{dt.year % 100}/{rng.randint(100, 9999)}",
        ]
    )
    ds = pick(rng, "dot|dmy|long_fr")
    if ch:
        ide = f"CHE-{rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)} TVA"
        sid = f"CHE-{rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)} TVA"
    else:
        ide = f"TVA LU{rng.randint(10000000, 39999999)} · RCS B{rng.randint(10000, 299999)}"
        sid = f"TVA LU{rng.randint(10000000, 39999999)}"
    centred = rng.random() < 0.4
    head_lines = [*badr, f"Tél. {tel(rng, reg)}", ide]
    if centred:
        d.t(d.w / 2, 40, buyer, snug(d, [buyer], w, 14), b=True, al="c")
        d.t(d.w / 2, 53, " · ".join(head_lines), 7.5, al="c", maxw=w)
        y = 78
    else:
        d.t(x2, 40, buyer, snug(d, [buyer], w * 0.5, 13), b=True, al="r")
        d.lines(x2, 45, head_lines, 7.5, al="r")
        y = 100
    d.t(
        m,
        48 if not centred else y,
        pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE"),
        16,
        b=True,
    )
    y = max(y, 60) + 18
    fl = pick(rng, "Fournisseur|Fournisseur :|FOURNISSEUR")
    vend = [sup, *sadr, sid]
    if rng.random() < 0.5:
        vend.append(f"À l'att. de {who(rng, reg)}")
    style = pick(rng, "side|side|cell")
    if style == "side":
        d.t(m, y + 9, fl, 9, b=True)
        lx = m + 92
        y1 = d.lines(lx, y, vend, snug(d, vend, w * 0.5 - 92 + 40, 9), b_first=True, lead=11.5)
    else:
        hh = len(vend) * 11.5 + 8
        d.box(m, y, 80, hh, fill=0.9)
        d.box(m + 80, y, w * 0.55 - 80, hh)
        d.t(m + 4, y + 12, fl, 8.5, b=True)
        y1 = (
            d.lines(m + 86, y + 4, vend, snug(d, vend, w * 0.55 - 92, 8.5), b_first=True, lead=11.5)
            + 4
        )
    # delivery / invoice blocks at the right
    rx = m + w * 0.6
    liv = [
        buyer,
        pick(rng, "Réception marchandises|Atelier communal|Magasin central|Chantier"),
        *firm(rng, reg, "buy")[1],
    ]
    fac = [buyer, pick(rng, "Service comptabilité|Comptabilité fournisseurs"), badr[1]]
    y2 = block(
        d,
        rx,
        y,
        "Adresse de livraison",
        liv,
        style="under",
        w=w * 0.4,
        size=snug(d, liv, w * 0.4, 8),
    )
    if rng.random() < 0.6:
        y2 = block(
            d,
            rx,
            y2 + 4,
            "Adresse de facturation",
            fac,
            style="under",
            w=w * 0.4,
            size=snug(d, fac, w * 0.4, 8),
        )
    y = max(y1, y2) + 12
    two = rng.random() < 0.22
    pages = 2 if two else 1
    refs = [
        ("N° de commande", po),
        ("Date", dfmt(dt, ds)),
        ("Votre offre n°", digits(rng, pick(rng, "OF-####|#####|DEV-####"))),
        ("N° client", digits(rng, pick(rng, "C####|######"))),
        ("Délai de livraison", dfmt(dt + timedelta(rng.randint(7, 40)), "dot")),
    ]
    if rng.random() < 0.4:
        refs[0], refs[1] = refs[1], refs[0]
    y = (
        d.grid(
            m,
            y,
            [w / 5] * 5,
            [k for k, _ in refs],
            [v for _, v in refs],
            8.5,
            shade=rng.choice([0.88, 0.8, None]),
        )
        + 8
    )
    d.t(
        m,
        y + 8,
        f"Demandeur : {who(rng, reg)}     Personne de contact : {who(rng, reg)}, {tel(rng, reg)}",
        8,
    )
    y += 18
    spec = [
        ("code", "Réf.", 12, "l"),
        ("desc", "Désignation", 44, "l"),
        ("qty", "Qté", 7, "r"),
        ("unit", "Unité", 7, "c"),
        ("price", "Prix unit. HT", 13, "r"),
        ("amount", "Montant HT", 14, "r"),
    ]
    bottom = d.h - 60
    rows = items(rng, "fr", rows_for(rng, two, y, bottom, 14, 200, 12), fm)

    def head(p: int) -> float:
        d.t(m, 40, f"{buyer} - Bon de commande {po}", 9, b=True)
        d.t(x2, 40, f"Page {p}/{pages}", 8.5, al="r")
        d.line(m, 46, x2, 46, 0.5)
        return 58

    def foot(p: int) -> None:
        footer(d, f"Page {p}/{pages} - suite au verso" if p < pages else f"Page {p}/{pages}")

    y = paged(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=None if nt or rng.random() < 0.5 else ("À reporter", "Report"),
        fm=fm,
        size=8,
        lead=14,
        shade=0.88,
        grid=rng.random() < 0.4,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, NOTE["fr"], 8.5, w)
    else:
        sub = total_of(rows)
        rem = cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.25 else Decimal(0)
        port = Decimal(rng.randint(15, 180)) if rng.random() < 0.4 else Decimal(0)
        ht = sub - rem + port
        rate = Decimal(pick(rng, "8.1|8.1|2.6")) if ch else Decimal(pick(rng, "17|17|8"))
        tva = tax(ht, rate)
        total = rappen(ht + tva) if ch else ht + tva
        out = []
        if rem or port:
            out.append(("Total marchandises", fm(sub), False))
        if rem:
            out.append(("Remise", "-" + fm(rem), False))
        if port:
            out.append(("Frais de port et emballage", fm(port), False))
        big = rng.random() < 0.35
        rate_s = pct(rate, "fr" if not ch or rng.random() < 0.5 else "en")
        tl = pick(rng, "Montant total TTC|Total TTC|Montant total TTC") + (
            " (CHF)" if ch and rng.random() < 0.3 else ""
        )
        yy = y + 6
        if big:  # Total HT printed larger than everything else
            yy = d.summary(x2 - 220, x2 - 4, yy, out, 9) if out else yy
            d.box(x2 - 224, yy + 2, 228, 22, fill=0.85, stroke=False)
            d.t(x2 - 220, yy + 18, "Total HT", 13, b=True)
            d.t(x2 - 4, yy + 18, ft(ht), 13, b=True, al="r")
            yy += 28
            rest = [(f"TVA {rate_s} %", fm(tva), False)]
            if ch and total != ht + tva:
                rest.append(("Arrondi", fm(total - ht - tva), False))
            y = d.summary(x2 - 220, x2 - 4, yy, rest + [(tl, ft(total), False)], 9)
        else:
            out.append(("Total HT", fm(ht), False))
            out.append((f"TVA {rate_s} %", fm(tva), False))
            if ch and total != ht + tva:
                out.append(("Arrondi", fm(total - ht - tva), False))
            y = d.summary(x2 - 220, x2 - 4, yy, out + [(tl, ft(total), True)], 9, box_last=True)
    y = d.para(
        m,
        y + 12,
        "Merci de rappeler le numéro de commande sur vos bulletins de "
        "livraison et factures. Nos conditions générales d'achat s'appliquent.",
        7.8,
        w * 0.7,
    )
    sy = max(y + 40, d.h - 96)
    d.sign(m, sy, 180, f"Pour la commande : {who(rng, reg)}")
    d.sign(
        m + w - 220,
        sy,
        220,
        pick(rng, "Cachet et signature du fournisseur|Bon pour accord - le fournisseur"),
    )
    if pages == 2:
        footer(d, f"Page 2/{pages}")
    return result(d, "fr", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- zh-Hans

TRADERS = "进出口有限公司|国际贸易有限公司|外贸有限公司|实业进出口有限公司"


def blind3_zh_waimao_pi(rng: random.Random) -> tuple[bytes, dict]:
    """A foreign-trade company's 采购合同 / 外贸采购合同 / 订货单 with a factory (A4, landscape at
    times): the title (with PURCHASE CONTRACT under it at times), 合同编号 with 签订日期 and
    签订地点, beside a 客户PI号 / 报价单号 / 外销合同号; the parties as 买方 / 卖方 or 需方 /
    供方 (at times with Buyer / Seller) side by side or one under the other, each with 地址,
    联系人, 电话, 税号 and the seller's bank; 交货地点 / 收货地址 with the consignee's
    warehouse under the seller's block; 序号 / 货号 / 品名 / 规格 / 单位 / 数量 / 含税单价 /
    含税金额 / 交货期, 合计 as the last row; 含税总价 in figures and 大写 (the total) with the
    13 % 增值税 noted; clauses on 包装及唛头, 交货, 付款 (a deposit and the balance as figures),
    验货 and 违约; 签章 blocks naming both parties again, with red seals; over two pages with
    本页小计 when long."""
    register_cjk_font()
    land = rng.random() < 0.3
    pdf = Pdf(landscape(A4) if land else A4)
    m, d = rng.uniform(34, 48), a_date(rng)
    wd = pdf.w - 2 * m
    none = cjk_no_total(rng)
    sup = zh_firm(rng)
    (c, _), (b, b_en) = rng.choice(CITIES), rng.choice(BRANDS)
    while b in sup.name:
        b, b_en = rng.choice(BRANDS)
    buyer = f"{c}{b}{pick(rng, TRADERS)}"
    roles = rng.choice([("买方", "卖方"), ("需方", "供方"), ("甲方（买方）", "乙方（卖方）")])
    en = rng.random() < 0.4
    order = number(rng, d, "HT{Y}{m}{n3}|CG{y}{m}{d}{n2}|PC{Y}-{n4}|XX{y}-{n4}")
    order = order.replace("XX", b_en[:2].upper())
    title = pick(rng, "采购合同|外贸采购合同|订货单|采 购 合 同")
    y = 44
    pdf.text(pdf.w / 2, y, title, 18, align="c", bold=True, space=2)
    if en:
        y += 16
        pdf.text(
            pdf.w / 2,
            y,
            "PURCHASE CONTRACT" if "合同" in title else "PURCHASE ORDER",
            10,
            align="c",
        )
    y += 22
    ds = pick(rng, "cn|iso|cn0")
    other = pick(rng, "客户PI号|报价单号|外销合同号|客户订单号")
    ov = number(rng, d, "PI{y}{m}{n3}|BJ{n5}|EX{Y}-{n3}|{n6}")
    refs = [
        (f"合同编号{'(Contract No.)' if en else ''}：", order),
        ("签订日期：", fdate(d, ds)),
        ("签订地点：", f"{c}"),
        (f"{other}：", ov),
    ]
    if rng.random() < 0.5:
        refs[0], refs[3] = refs[3], refs[0]
    if land or rng.random() < 0.5:
        x = m
        for lab, val in refs:
            pdf.text(x, y, f"{lab}{val}", 9.5, maxw=wd / 4 - 10)
            x += wd / 4
        y += 20
    else:
        for i, (lab, val) in enumerate(refs):
            pdf.text(m + (i % 2) * wd / 2, y + (i // 2) * 16, f"{lab}{val}", 9.5, maxw=wd / 2 - 10)
        y += 36
    contact_b, contact_s = cperson(rng), cperson(rng)
    bankname = pick(rng, "中国工商银行|中国建设银行|中国银行|招商银行") + f"{sup.name[:2]}支行"
    bl = [
        f"{roles[0]}{'(Buyer)' if en else ''}：{buyer}",
        f"地址：{zh_addr(rng)}",
        f"联系人：{contact_b}　电话：{zh_tel(rng)}",
        f"税号：{credit_code(rng)}",
    ]
    sl = [
        f"{roles[1]}{'(Seller)' if en else ''}：{sup.name}",
        f"地址：{zh_addr(rng)}",
        f"联系人：{contact_s}　手机：{mobile(rng)}",
        f"开户行：{bankname}",
        f"账号：{rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
        f" {rng.randint(100, 999)}",
    ]
    ship = [
        f"交货地点：{buyer}{pick(rng, '宁波北仑仓库|上海外高桥仓库|指定货代仓库|公司仓库')}",
        f"收货地址：{zh_addr(rng)}　收货人：{cperson(rng)} {mobile(rng)}",
    ]
    side = land or rng.random() < 0.5
    if rng.random() < 0.5:  # the seller first
        first, second = sl, bl
    else:
        first, second = bl, sl
    if side:
        colw = wd / 2 - 10
        y1 = y
        for s in first:
            pdf.text(m, y1, s, 9, maxw=colw)
            y1 += 15
        y2 = y
        for s in second:
            pdf.text(m + wd / 2, y2, s, 9, maxw=colw)
            y2 += 15
        y = max(y1, y2) + 2
        for s in ship:
            pdf.text(m, y, s, 9, maxw=wd)
            y += 15
    else:
        for blk in (first, second):
            for s in blk:
                pdf.text(m, y, s, 9, maxw=wd)
                y += 15
            if blk is sl:
                for s in ship:
                    pdf.text(m, y, s, 9, maxw=wd)
                    y += 15
            y += 4
    y += 4
    pdf.text(
        m,
        y,
        f"经{roles[0][-3:-1] if '（' in roles[0] else roles[0]}、"
        f"{roles[1][-3:-1] if '（' in roles[1] else roles[1]}双方协商一致，签订本合同，"
        "条款如下：",
        9,
    )
    y += 10
    head = heads("序号|货号|品名|规格型号|单位|数量|含税单价|含税金额|交货期")
    widths = rel(wd, [5, 10, 14, 16, 6, 7, 11, 13, 11])
    row_h = 18
    bottom = pdf.h - 60
    first_n = int((bottom - y) // row_h) - 2
    two = rng.random() < 0.22
    n = first_n + rng.randint(2, 8) if two else rng.randint(2, max(2, min(10, first_n - 10)))
    lines = make_lines(rng, ZH_ITEMS, min(n, len(ZH_ITEMS)), 3, 1800)
    lines = (lines * 3)[:n]
    due = fdate(later(rng, d, 15, 60), "iso")
    body = []
    for i, ln in enumerate(lines):
        code = number(rng, d, "{n2}-{n4}|HH{n4}|A{n5}")
        pa = [cmoney(ln.price), cmoney(ln.amount)] if not none else ["", ""]
        body.append([str(i + 1), code, ln.name, ln.spec, ln.unit, str(ln.qty), *pa, due])
    total = sum((ln.amount for ln in lines), Decimal(0))
    qty = sum(ln.qty for ln in lines)
    tail = ["合计", "", "", "", "", str(qty), "", "" if none else cmoney(total), ""]
    pages = 2 if two else 1
    if two:
        chunk = body[:first_n]
        y = pdf.grid(m, y, widths, [head, *chunk], row_h=row_h, size=8.5, align="clllcrrrc")
        if not none:
            part = sum((ln.amount for ln in lines[:first_n]), Decimal(0))
            pdf.text(pdf.w - m, y + 14, f"本页小计：{cmoney(part)}", 9, align="r")
        pdf.text(pdf.w / 2, pdf.h - 24, f"第 1 页 共 {pages} 页", 8, align="c", colour=GREY)
        pdf.new_page()
        pdf.text(m, 36, f"{title.replace(' ', '')}（续）", 11, bold=True)
        pdf.text(pdf.w - m, 36, f"合同编号：{order}", 9.5, align="r")
        y = pdf.grid(
            m, 48, widths, [head, *body[first_n:], tail], row_h=row_h, size=8.5, align="clllcrrrc"
        )
    else:
        y = pdf.grid(m, y, widths, [head, *body, tail], row_h=row_h, size=8.5, align="clllcrrrc")
    y += 18
    if none:
        pdf.text(m, y, "价格：按双方年度框架协议价格执行，本合同不列示总价。", 9.5)
    else:
        lab = pick(rng, "含税总价|合同总金额（含13%增值税）|含税总价（人民币）")
        pdf.text(
            m, y, f"{lab}：¥{cmoney(total)}　　大写：人民币{daxie(total)}", 9.5, bold=True, maxw=wd
        )
    y += 18
    dep = cents(total * Decimal("0.3"))
    clauses = [
        "一、质量要求：按双方确认的样品及技术要求，符合国家标准。",
        "二、包装及唛头：出口标准纸箱包装，唛头按买方要求印刷。",
        f"三、交货时间及地点：{fdate(later(rng, d, 20, 60), ds)}前送达{ship[0][5:]}。",
        (
            f"四、付款方式：合同签订后预付30%定金¥{cmoney(dep)}，余款¥{cmoney(total - dep)}"
            "凭增值税专用发票于交货后30日内付清。"
            if not none
            else "四、付款方式：月结60天。"
        ),
        "五、验货：买方或其指定验货公司出货前验货，不合格由卖方负责返工。",
        "六、违约责任：逾期交货每日按合同总额的0.5%支付违约金。",
    ]
    for s in clauses:
        if y > pdf.h - 150:
            break
        pdf.text(m, y, s, 8.5, maxw=wd)
        y += 14
    sy = max(y + 10, pdf.h - 135)
    half = wd / 2
    parts = [(roles[0], buyer), (roles[1], sup.name)]
    if rng.random() < 0.5:
        parts.reverse()
    for k, (r, nm) in enumerate(parts):
        x = m + k * half
        pdf.text(x, sy, f"{r}（盖章）：{nm}", 9.5, maxw=half - 10)
        pdf.text(x, sy + 22, "法定代表人或委托代理人：", 9)
        pdf.text(x, sy + 44, "日期：", 9)
        if rng.random() < 0.6:
            pdf.stamp(x + 120, sy + 14, nm, rng, caption="合同专用章", r=34)
    if two:
        pdf.text(pdf.w / 2, pdf.h - 24, f"第 2 页 共 {pages} 页", 8, align="c", colour=GREY)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else total)


# --------------------------------------------------------------------------- ja

RETAIL = (
    "株式会社{b}ストア|{b}マート株式会社|株式会社スーパー{b}|{b}ドラッグ株式会社|"
    "株式会社{b}ホームセンター"
)
STORES = "新横浜店 大宮店 梅田店 栄店 博多駅前店 蒲田店 芝公園店 桜木町店".split()


def blind3_ja_kourishou_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    """A retailer's 発注書 to a vendor printed from EDI (A4, landscape at times): 発注書 centred;
    取引先コード and 取引先名 with the vendor's name and 御中 (or the name alone under the code);
    the retailer at the right with 商品部 / 本部, address, TEL / FAX and 発注担当; a header grid
    of 発注番号 / 伝票番号 / 発注日 / 納品日 / 店舗コード / 部門 / 便 in shuffled order; 納品先
    (a store or a 物流センター, named) as a distractor block; 行 / JANコード / 商品名 / 規格 /
    入数 / 発注数 / 原単価 / 原価金額 / 売単価 / 売価金額 lines (8 % food and 10 % goods);
    原価金額合計, 8 % / 10 % 対象 and 消費税, 合計金額(税込) - and 売価金額合計 (larger) beside
    them; 頁計 and a second page at times; notes on the 伝票番号 and 欠品."""
    register_cjk_font()
    land = rng.random() < 0.5
    pdf = Pdf(landscape(A4) if land else A4)
    m, d = rng.uniform(30, 42), a_date(rng)
    wd = pdf.w - 2 * m
    none = cjk_no_total(rng)
    b1, b2 = rng.sample(JA_BRANDS, 2)
    t = rng.choice("商事 食品 産業 物産 フーズ 工業".split())
    sup = pick(rng, f"株式会社{b1}{t}|{b1}{t}株式会社|{b1}{t}株式会社")
    retail = pick(rng, RETAIL).format(b=b2)
    order = number(rng, d, "{n10}|H{y}{m}{n5}|{y}{m}{d}{n4}|{n8}")
    slip = f"{rng.randint(10000000, 99999999)}"
    while slip in order or order in slip:
        slip = f"{rng.randint(10000000, 99999999)}"
    ds = pick(rng, "slash|cn|iso")
    store = rng.choice(STORES)
    store_code = f"{rng.randint(1, 999):04d}"
    center = rng.random() < 0.4
    pdf.text(
        pdf.w / 2, 40, pick(rng, "発 注 書|発注書|発注書（EDI）"), 17, align="c", bold=True, space=2
    )
    code = f"{rng.randint(100000, 999999)}"
    hon = pick(rng, "御中|御中|殿")
    y = 66
    if rng.random() < 0.5:
        pdf.text(m, y, f"取引先コード：{code}", 9)
        pdf.text(m, y + 20, f"取引先名：{sup}　{hon}", 12, maxw=wd * 0.5)
    else:
        pdf.text(m, y, f"取引先コード　{code}", 9)
        pdf.text(m, y + 20, sup, 12.5, bold=True, maxw=wd * 0.45)
        pdf.text(m + min(wd * 0.45, 14 * len(sup)) + 8, y + 20, hon, 11)
    pdf.line(m, y + 25, m + wd * 0.48, y + 25, lw=0.7)
    rx = pdf.w - m
    rinfo = [
        retail,
        f"{pick(rng, '商品部|本部 商品部|仕入部')}",
        ja_addr(rng),
        f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}",
        f"発注担当：{cperson(rng, 'ja')}",
    ]
    for i, s in enumerate(rinfo):
        pdf.text(rx, y + i * 13, s, 10.5 if i == 0 else 8.5, align="r", bold=i == 0)
    y += 76
    cells = [
        ("発注番号", order),
        ("伝票番号", slip),
        ("発注日", fdate(d, ds)),
        ("納品日", fdate(later(rng, d, 1, 7), ds)),
        ("店舗コード", store_code),
        ("部門", pick(rng, "01 食品|12 日用品|05 飲料|21 DIY")),
        ("便", pick(rng, "1便|2便|定番|特売")),
    ]
    rest = cells[2:]
    rng.shuffle(rest)
    cells = cells[:2] + rest
    if rng.random() < 0.5:
        cells[0], cells[1] = cells[1], cells[0]
    if rng.random() < 0.3:
        cells[1], cells[2] = cells[2], cells[1]
    y = (
        pdf.grid(
            m,
            y,
            [wd / len(cells)] * len(cells),
            [[c[0] for c in cells], [c[1] for c in cells]],
            row_h=17,
            size=8.5,
            align="c" * len(cells),
        )
        + 10
    )
    if center:
        dest = f"納品先：{retail} {pick(rng, '東日本|関西|九州')}物流センター　{ja_addr(rng)}"
    else:
        dest = f"納品先：{retail} {store}（店舗コード {store_code}）　{ja_addr(rng)}"
    pdf.text(m, y, dest, 9, maxw=wd)
    y += 16
    head = heads("行|JANコード|商品名|規格|入数|発注数|原単価|原価金額|売単価|売価金額")
    widths = rel(wd, [4, 13, 18, 13, 5, 6, 9, 11, 9, 11])
    row_h = 17
    bottom = pdf.h - 70
    first_n = int((bottom - y) // row_h) - 2
    two = rng.random() < 0.22
    n = first_n + rng.randint(2, 8) if two else rng.randint(2, max(2, min(10, first_n - 9)))
    lines = make_lines(rng, JA_ITEMS, min(n, len(JA_ITEMS)), 1, 3000, whole=True)
    lines = (lines * 3)[:n]
    body, sale = [], Decimal(0)
    for i, ln in enumerate(lines):
        sp = (ln.price * Decimal(rng.choice(["1.25", "1.3", "1.4", "1.5"]))).quantize(Decimal(1))
        sale += sp * ln.qty
        jan = f"49{rng.randint(10**10, 10**11 - 1)}"
        irisu = str(rng.choice([1, 6, 12, 24]))
        pa = [f"{ln.price:,.0f}", f"{ln.amount:,.0f}"] if not none else ["", ""]
        body.append(
            [
                str(i + 1),
                jan,
                ln.name,
                ln.spec,
                irisu,
                str(ln.qty),
                *pa,
                f"{sp:,.0f}",
                f"{sp * ln.qty:,.0f}",
            ]
        )
    al = "clllrrrrrr"
    if two:
        y = pdf.grid(m, y, widths, [head, *body[:first_n]], row_h=row_h, size=8, align=al)
        if not none:
            part = sum((ln.amount for ln in lines[:first_n]), Decimal(0))
            pdf.text(pdf.w - m, y + 14, f"頁計　原価金額 {part:,.0f}", 9, align="r")
        pdf.text(pdf.w / 2, pdf.h - 24, "1 / 2", 8, align="c", colour=GREY)
        pdf.new_page()
        pdf.text(m, 36, f"発注書（続き）　{sup} {hon}", 10, bold=True)
        pdf.text(pdf.w - m, 36, f"発注番号 {order}　伝票番号 {slip}", 9, align="r")
        y = pdf.grid(m, 48, widths, [head, *body[first_n:]], row_h=row_h, size=8, align=al)
    else:
        y = pdf.grid(m, y, widths, [head, *body], row_h=row_h, size=8, align=al)
    y += 20
    total = None
    if none:
        pdf.text(m, y, "※ 原価は取引条件書によります（本発注書には金額を記載しません）。", 9)
        y += 16
    else:
        b8 = sum((ln.amount for ln in lines if ln.rate == 8), Decimal(0))
        b10 = sum((ln.amount for ln in lines if ln.rate == 10), Decimal(0))
        t8 = (b8 * Decimal("0.08")).quantize(Decimal(1), rounding="ROUND_DOWN")
        t10 = (b10 * Decimal("0.10")).quantize(Decimal(1), rounding="ROUND_DOWN")
        net = b8 + b10
        total = net + t8 + t10
        rows = [("原価金額合計（税抜）", f"{net:,.0f}")]
        if b8:
            rows.append(("8%対象", f"{b8:,.0f}"))
            rows.append(("消費税（8%）", f"{t8:,.0f}"))
        if b10:
            rows.append(("10%対象", f"{b10:,.0f}"))
            rows.append(("消費税（10%）", f"{t10:,.0f}"))
        lab = pick(rng, "合計金額(税込)|合計金額（税込）|発注金額合計（税込）")
        yen_ = pick(rng, "¥{v}|{v}円|{v}")
        rows.append((lab, yen_.format(v=f"{total:,.0f}")))
        sx = pdf.w - m
        yy = y
        for i, (k, v) in enumerate(rows):
            last = i == len(rows) - 1
            pdf.text(sx - 110, yy, k, 9.5, align="r", bold=last)
            pdf.text(sx, yy, v, 10 if last else 9.5, align="r", bold=last)
            yy += 15
        if rng.random() < 0.7:  # the selling-price total, larger, at the left
            pdf.rect(m, y - 12, 220, 40, lw=0.5)
            pdf.text(m + 6, y + 2, "売価金額合計（税込）", 9)
            pdf.text(m + 214, y + 20, f"{sale:,.0f}", 14, align="r", bold=True)
        y = yy + 6
    notes = [
        "※ 納品時は本発注書の伝票番号を納品書に必ず記載してください。",
        "※ 欠品・納期遅延の場合は発注担当まで事前にご連絡ください。",
    ]
    for s in notes:
        pdf.text(m, y, s, 8.5, maxw=wd)
        y += 13
    if two:
        pdf.text(pdf.w / 2, pdf.h - 24, "2 / 2", 8, align="c", colour=GREY)
    return pdf.done("ja", "purchase_order", order, sup, None if none else total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind3_mx_orden_compra,
        blind3_nz_ie_po,
        blind3_sg_bilingual,
        blind3_nl_gemeente,
        blind3_dk_no_indkob,
        blind3_fi_ostotilaus,
        blind3_de_handwerk_auftrag,
        blind3_lu_fr_bon,
        blind3_zh_waimao_pi,
        blind3_ja_kourishou_hacchu,
    )
}
