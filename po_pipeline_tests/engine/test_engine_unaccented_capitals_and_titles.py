"""Words of a side or a title match whatever the accents of the print: Greek capitals drop
the tonos ("ΠΕΛΑΤΗΣ" is "πελάτης", "ΤΙΜΟΛΟΓΙΟ" is "τιμολόγιο"), and Latin capitals often
drop theirs ("ALBARAN"). More sellers' titles (a Greek proforma, an Italian "bolla di
accompagnamento", a Korean order confirmation), buyers' call-off orders ("Abrufbestellung"),
a title of two names joined by a dash, and the legal forms of an Austrian sole trader
("e.U.") and a Hong Kong trade ("凍肉行")."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.roles import role, title_kind
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import has_legal_form, implausible

SCHEMA = load_schema()


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        # Greek capitals without the tonos of the word in the vocabulary.
        ("ΤΙΜΟΛΟΓΙΟ", (True, False)),
        ("ΠΡΟΤΙΜΟΛΟΓΙΟ", (True, False)),
        ("Προτιμολόγιο", (True, False)),
        ("ΕΠΙΒΕΒΑΙΩΣΗ ΠΑΡΑΓΓΕΛΙΑΣ", (True, False)),
        ("ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ", (True, False)),
        # Latin capitals without their accents.
        ("ALBARAN", (True, False)),
        ("CONFIRMACION DE PEDIDO", (True, False)),
        # Two names of one paper joined by a dash.
        ("BOLLA DI ACCOMPAGNAMENTO - DDT", (True, False)),
        ("BOLLA DI ACCOMPAGNAMENTO", (True, False)),
        ("주문확인서", (True, False)),
        ("수 주 확 인 서", (True, False)),
        ("발주 확인서", (True, False)),
        # Letter-spaced Latin beside a title is its ornament.
        ("O R D E R C O N F I R M A T I O N 주 문 확 인 서", (True, False)),
        ("P U R C H A S E O R D E R 발 주 서", (False, True)),
        # A buyer's call-off order under a framework contract.
        ("ABRUFBESTELLUNG", (False, True)),
        ("Abruf aus Rahmenvereinbarung", (False, True)),
        ("Sammelbestellung", (False, True)),
        # A seller's confirmation of an order stays the seller's; captions stay captions.
        ("Auftragsbestätigung", (True, False)),
        ("ACCUSÉ DE COMMANDE", (True, False)),
        ("Accuse de commande", (True, False)),
        ("Auftraggeber", (False, False)),
        ("Bestellnummer", (False, False)),
        ("Supplier acknowledgement - date", (False, False)),
        ("Invoice - Page 2", (True, False)),
    ],
)
def test_titles_match_whatever_their_accents(title: str, kind: tuple[bool, bool]) -> None:
    assert title_kind(title) == kind


@pytest.mark.parametrize(
    ("heading", "side"),
    [
        ("ΠΕΛΑΤΗΣ", (0.0, 1.0)),
        ("ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ", (0.0, 1.0)),
        ("ΑΝΑΔΟΧΟΣ", (1.0, 0.0)),
        ("FACTURACION", (0.0, 1.0)),
        # Matched before as now (the accented print, words the vocabulary spells without an
        # accent): the tolerance must not lose them.
        ("Στοιχεία Πελάτη", (0.0, 1.0)),
        ("ΑΓΟΡΑΣΤΗΣ", (0.0, 1.0)),
        ("ΣΤΟΙΧΕΙΑ ΠΩΛΗΤΗ", (1.0, 0.0)),
    ],
)
def test_sides_match_whatever_their_accents(heading: str, side: tuple[float, float]) -> None:
    assert role(heading) == side


@pytest.mark.parametrize(
    ("name", "company"),
    [
        ("Moser Bürobedarf e.U.", True),
        ("泰昌凍肉行", True),
        ("萬利包裝行", True),
        # Too short to be a trade's name, and a verb.
        ("銀行", False),
        ("进行", False),
        ("Die EU", False),
    ],
)
def test_legal_forms_of_an_austrian_sole_trader_and_a_hong_kong_trade(
    name: str, company: bool
) -> None:
    assert has_legal_form(name) is company


def _greek_proforma() -> list:
    return [
        seg("ΜΑΚΡΗΣ Α.Ε.", 38, 39, h=14),
        seg("ΠΡΟΤΙΜΟΛΟΓΙΟ", 450, 40, h=13),
        seg("ΕΜΠΟΡΙΑ ΗΛΕΚΤΡΟΛΟΓΙΚΟΥ ΥΛΙΚΟΥ", 38, 56),
        seg("Α-3119", 531, 59),
        seg("Αριθμός", 349, 60),
        seg("ΕΓΝΑΤΙΑΣ 19, 383 81 ΒΟΛΟΣ", 38, 65),
        seg("ΑΦΜ: 047353856 ΔΟΥ: Α' ΠΑΤΡΩΝ", 38, 74),
        seg("Ημερομηνία", 349, 72),
        seg("18/08/2025", 519, 71),
        seg("Τηλ.: 262 421 1847 e-mail: sales@makris.gr", 38, 84),
        seg("Προς:", 42, 116),
        seg("Τρόπος πληρωμής", 349, 118),
        seg("Επί πιστώσει 30 ημ.", 429, 118),
        seg("ΙΟΝΙΟ ΤΡΟΦΙΜΑ Α.Ε.", 42, 128),
        seg("Τόπος παράδοσης", 349, 128),
        seg("Έδρα πελάτη", 429, 128),
        seg("ΛΕΩΦ. ΑΘΗΝΩΝ 97, 452 39 ΙΩΑΝΝΙΝΑ", 42, 142),
        seg("Αρ. Προσφοράς", 349, 139),
        seg("ΠΡ-6685", 429, 139),
        seg("ΑΦΜ: 031294422 ΔΟΥ: ΦΑΕ ΑΘΗΝΩΝ", 42, 152),
        seg("Σχετ. Παραγγελία: ΠΑΡ-56341 - Αρ. Προσφοράς: ΠΡ-6685", 38, 177),
        seg("Κωδικός", 41, 199),
        seg("Περιγραφή", 101, 199),
        seg("Αξία", 506, 199),
        seg("92.34.872", 41, 215),
        seg("ΛΑΜΠΤΗΡΑΣ LED 10W E27", 101, 215),
        seg("380,00", 500, 215),
        seg("Καθαρή αξία", 340, 260),
        seg("380,00", 500, 260),
        seg("ΦΠΑ 24%", 340, 272),
        seg("91,20", 500, 272),
        seg("ΣΥΝΟΛΟ", 340, 284),
        seg("471,20 €", 494, 284),
    ]


def test_under_a_greek_proforma_the_letterhead_sells_and_the_customer_orders() -> None:
    """ΠΡΟΤΙΜΟΛΟΓΙΟ (a proforma invoice) is the seller's paper: the company heading it is
    the supplier, not the customer it is addressed to ("Προς:"); the order is the
    customer's it refers to, not the proforma's own "Αριθμός"."""
    fields = extract_segments([_greek_proforma()], SCHEMA)["fields"]
    assert fields["supplier"]["value"] == "ΜΑΚΡΗΣ Α.Ε."
    assert fields["order_number"]["value"] == "ΠΑΡ-56341"
    assert fields["total"]["value"] == "471.20"


@pytest.mark.parametrize(
    "line",
    ["Παραγγελία Πελάτη Νο: 4848/2026", "Pedido cliente: 4711", "Commande client : C-88"],
)
def test_a_caption_of_more_words_and_its_value_is_not_a_title(line: str) -> None:
    """A buyer's word cited in a caption ("the customer's order: …") does not make a
    seller's paper a buyer's."""
    assert title_kind(line) == (False, False)


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("PROFORMA - ΠΡΟΤΙΜΟΛΟΓΙΟ", "is a paper's title"),
        ("ΠΡΟΤΙΜΟΛΟΓΙΟ / PROFORMA INVOICE", "is a paper's title"),
        ("Purchase Order", "is a paper's title"),
        (
            "wir rufen aus der bestehenden Rahmenvereinbarung wie folgt ab",
            "is a sentence, not a name",
        ),
        # Names stay names: a legal form, or words in capitals.
        ("Invoice Solutions Ltd", ""),
        ("Comercializadora de la Costa del Sur", ""),
        ("Società Agricola della valle dei fiori", ""),
    ],
)
def test_a_papers_title_or_a_sentence_is_no_supplier(value: str, reason: str) -> None:
    assert implausible("text", value) == reason


def test_a_name_running_into_the_next_cells_caption_is_the_name() -> None:
    """A long name overflows its cell into the next one's caption ("Επωνυμία", the name's
    caption of the customer's column): the supplier is the name alone."""
    page = [
        seg("ΠΑΠΑΔΟΠΟΥΛΟΣ ΒΙΟΜΗΧΑΝΙΚΑ ΕΙΔΗ Ε.Π.Ε.", 44, 41, h=11),
        seg("ΠΡΟΤΙΜΟΛΟΓΙΟ", 437, 40, h=13),
        seg("ΣΤΟΙΧΕΙΑ ΠΩΛΗΤΗ", 129, 116),
        seg("ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ", 384, 116),
        seg("Επωνυμία", 47, 130),
        seg("ΠΑΠΑΔΟΠΟΥΛΟΣ ΒΙΟΜΗΧΑΝΙΚΑ ΕΙΔΗ Ε.Π.Ε. Επωνυμία", 128, 130),
        seg("ΞΕΝΟΔΟΧΕΙΑ ΔΕΛΦΟΙ Α.Ε.", 382, 130),
        seg("Διεύθυνση", 47, 158),
        seg("ΤΣΙΜΙΣΚΗ 173, 104 97 ΑΘΗΝΑ", 128, 158),
        seg("Διεύθυνση", 301, 158),
        seg("ΛΕΩΦ. ΑΘΗΝΩΝ 95, 713 75 ΗΡΑΚΛΕΙΟ", 382, 158),
        seg("ΣΥΝΟΛΟ", 340, 284),
        seg("471,20 €", 494, 284),
    ]
    candidates = extract_segments([page], SCHEMA)["fields"]["supplier"]["candidates"]
    values = [c["value"] for c in candidates]
    assert "ΠΑΠΑΔΟΠΟΥΛΟΣ ΒΙΟΜΗΧΑΝΙΚΑ ΕΙΔΗ Ε.Π.Ε. Επωνυμία" not in values
    assert values[0] == "ΠΑΠΑΔΟΠΟΥΛΟΣ ΒΙΟΜΗΧΑΝΙΚΑ ΕΙΔΗ Ε.Π.Ε."


def test_the_goods_total_with_vat_included_is_the_total() -> None:
    """ "Totale merce" alone is the goods before VAT; "Totale merce IVA inclusa" is what the
    delivery note's goods cost in all."""
    page = [
        seg("Greco Utensileria S.r.l.", 40, 31, h=15),
        seg("BOLLA DI ACCOMPAGNAMENTO - DDT", 346, 32, h=11),
        seg("Descrizione", 109, 232),
        seg("Importo", 521, 232),
        seg("Pallet EPAL 80x120 usato", 109, 248),
        seg("16,29", 530, 248),
        seg("Totale imponibile", 339, 264),
        seg("€ 16,29", 520, 264),
        seg("IVA 22%", 339, 278),
        seg("€ 3,58", 525, 278),
        seg("Totale merce IVA inclusa", 339, 291),
        seg("€ 19,87", 516, 291),
    ]
    assert extract_segments([page], SCHEMA)["fields"]["total"]["value"] == "19.87"


def test_a_call_off_is_numbered_by_its_own_number_not_the_framework_contracts() -> None:
    page = [
        seg("Murtal Wohnbau Gemeinnützige GmbH", 310, 32, h=13),
        seg("Abrufbestellung Nr.", 346, 104),
        seg("773348", 524, 104),
        seg("Datum", 346, 115),
        seg("27.07.2025", 510, 115),
        seg("Rahmenvereinbarung", 346, 127),
        seg("RV-2023-416", 502, 127),
        seg("Firma", 61, 120),
        seg("Steiner Technik GmbH", 61, 132),
        seg("ABRUF AUS RAHMENVERTRAG", 61, 195, h=14),
        seg("Rahmenvereinbarung RV-2023-416 vom 10.01.2024", 61, 214),
    ]
    fields = extract_segments([page], SCHEMA)["fields"]
    assert fields["order_number"]["value"] == "773348"
    matcher = matcher_for(SCHEMA)
    for text, kind in [
        ("Abrufbestellung Nr.", "label"),
        ("Abruf-Nr. 4586479645", "label"),
        ("Rahmenvereinbarung", "distractor"),
        ("Rahmenvereinbarung RV-2023-416 vom 10.01.2024", "distractor"),
    ]:
        m = matcher.match(text)
        assert m is not None and m.entry.kind == kind, text


def test_a_requisitions_number_in_running_text_is_not_the_order() -> None:
    """ "单号" begins inside "请购单号" (the buyer's requisition, a distractor) and "报价单号"
    (the seller's quotation): neither is an order's number; the contract's own is."""
    page = [
        seg("设备及材料订货合同", 208, 46, h=19),
        seg("编号:2026DHHT334", 448, 79),
        seg("甲方:合肥市汇通五金制品厂", 58, 134),
        seg("乙方:润泽新材料(宁波)有限公司", 58, 152),
        seg(
            "本合同一式两份,经双方签字盖章后生效。需方请购单号:PR-2026-32110;供方报价单号:BJ-2603134。",
            76,
            400,
        ),
    ]
    values = [
        c["value"] for c in extract_segments([page], SCHEMA)["fields"]["order_number"]["candidates"]
    ]
    assert values[0] == "2026DHHT334"


@pytest.mark.parametrize("label", ["Total Basic Value", "Basic Amount", "Assessable Value"])
def test_indias_value_before_gst_is_not_the_total(label: str) -> None:
    """The value before GST and charges is no total: the figure after GST and rounding is."""
    page = [
        seg("PURCHASE ORDER", 220, 30, h=14),
        seg("Description", 80, 200),
        seg("Amount (Rs.)", 500, 200),
        seg("OPC 53 Grade Cement, 50 kg bags", 80, 215),
        right("1,68,464.87", 540, 215),
        seg("Steel binding wire 18 SWG", 80, 230),
        right("1,00,000.00", 540, 230),
        seg(label, 308, 285),
        right("2,68,464.87", 540, 285),
        seg("Packing & Forwarding", 308, 297),
        right("5,369.30", 540, 297),
        seg("Freight", 308, 310),
        right("7,500.00", 540, 310),
        seg("Taxable Amount", 308, 323),
        right("2,81,334.17", 540, 323),
        seg("CGST @ 9%", 308, 335),
        right("25,320.08", 540, 335),
        seg("SGST @ 9%", 308, 348),
        right("25,320.08", 540, 348),
        seg("Round Off", 308, 361),
        right("-0.33", 540, 361),
        seg("Net Order Value (incl. GST)", 308, 373),
        right("₹ 3,31,974.00", 540, 373),
    ]
    assert extract_segments([page], SCHEMA)["fields"]["total"]["value"] == "331974.00"
    m = matcher_for(SCHEMA).match(label)
    assert m is not None and m.entry.kind == "distractor"
