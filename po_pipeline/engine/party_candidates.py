"""Every name on a document that could be the supplier, with what surrounds it.

The field rules find the supplier by its label; on a layout they were not written for they
find nothing, or the wrong party. This module takes the other route (issue 8, item 4): it
lists every organisation-like name on the document, the rules' picks among them, and
describes each by its content (legal form, a person's name, digits), where it sits (page,
height on the page, type size, first line of a block) and what announces it: the words of
the heading or caption left of it or above it, sorted into the seller's side (Vendor,
Fornecedor, 供方, 仕入先…) and the buyer's (Bill to, Faturamento, 收货, 請求先…). A learned
model (engine.party_model) scores them; the best one is the supplier, with its score as
the confidence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from po_pipeline.engine.found import Found, Page, as_printed, printed_name
from po_pipeline.engine.labels import normalise
from po_pipeline.engine.parties import letterhead_page
from po_pipeline.engine.party_context import Placement, context
from po_pipeline.engine.roles import (
    ADDRESS_SUFFIX,
    BUYER_DOC,
    DEPARTMENT,
    NAME_CAPTION,
    SELLER_DOC,
    SENDER_LINE,
    addressed,
    addresses_next,
    role,
)
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import (
    ADDRESS_LINE,
    has_legal_form,
    implausible,
    legal_form_at_edge,
    looks_like_person,
)

__all__ = [
    "PartyCandidate",
    "document_features",
    "page_candidates",
]

_MAX_NAME = 80
# A name after a caption naming a bank ("Banka: Raiffeisenbank a.s.", "开户银行：…") is where
# the money goes, never a party to the order.
_BANK_CAPTION = re.compile(
    r"\b(?:bank\w*|banka|banky|banque|banco|banca|kreditinstitut|pankki)\b"
    r"|ngân\s*hàng|银行|銀行|开户行|開戶行|은행",
    re.IGNORECASE,
)

# A letter's subject line ("Subject: Work order for supply of materials", "Betreff: …"): what
# the letter is about, never a party to it.
_SUBJECT_CAPTION = re.compile(
    r"^(?:subject|sub|re|regarding|betreff|betr|objet|oggetto|asunto|assunto|onderwerp"
    r"|ämne|emne|aihe|temat|předmět|tárgy|konu|тема|θέμα|perihal|hal)\.?$"
    r"|^(?:件名|主题|主旨|事由|标题|標題)$",
    re.IGNORECASE,
)
# Whom a party's letter is for: a person or a desk ("Attention: Trade Counter"), never the
# company itself.
_CONTACT_CAPTION = re.compile(
    r"^(?:attn|attention|à l['’]attention de|a l['’]attention de|z\.?\s?hd|zu händen"
    r"|ansprechpartner(?:in)?|contact(?:\s+person)?|contacto|contactpersoon|t\.?a\.?v"
    r"|担当者?|联系人|聯絡人|联络人|經辦人|经办人|담당자)\.?(?:\s*[\u3040-\u30ff\u3400-\u9fff]{1,6})?$",
    re.IGNORECASE,
)

# A Chinese or Japanese company name alone on its line (a salutation's addressee).
_CJK_NAME = re.compile(r"[\u3040-\u30ff\u3400-\u9fff()（）]{4,30}")


@dataclass
class PartyCandidate:
    """One distinct name: its value, where it was seen first, and its features."""

    value: str
    page: int
    seg: Segment
    feats: dict[str, float]
    occurrences: int = 1
    pages: set[int] = field(default_factory=set)


def _values(seg: Segment, page: Page, i: int) -> list[tuple[str, str, str]]:
    """(value, how it was read, the caption before it in the segment)."""
    norm = normalise(seg.text).strip()
    m = page.matches[i]
    out: list[tuple[str, str, str]] = []
    if m is not None:
        rest = m.remainder
        caption = norm[: m.end]
        # "発注先 朝日商事株式会社 御中": the name, addressed
        rest = ADDRESS_SUFFIX.sub("", rest)
        value = text_value(rest, page.matcher) if rest.strip(" :：") else ""
        if value:
            out.append((value, "after_label", caption))
        return out
    colon = re.match(r"^([^:：]{1,30})[:：]\s*(\S.*)$", norm)
    if colon:
        value = text_value(ADDRESS_SUFFIX.sub("", colon.group(2)), page.matcher)
        if value:
            out.append((value, "after_caption", colon.group(1)))
        return out
    if norm[-1:] in ":：":
        # A caption ("本公司單號：", our order number): its value stands beside it. But
        # "绍兴柯桥兴业纺织品有限公司：" over the letter's body is the company it is written to.
        if _CJK_NAME.fullmatch(norm[:-1]) and legal_form_at_edge(norm[:-1]):
            value = text_value(norm[:-1], page.matcher)
            if value:
                out.append((value, "salutation", ""))
        return out
    suffix = ADDRESS_SUFFIX.search(norm)
    if suffix:  # "株式会社山田商事 御中": the name, addressed
        value = text_value(norm[: suffix.start()], page.matcher)
        if value:
            out.append((value, "line", suffix.group(0).strip()))
        return out
    department = DEPARTMENT.match(norm)
    if department and has_legal_form(department.group(2)):
        # "Dpto. Comercial - Hidráulica Torres S.A.": the company signs
        value = text_value(department.group(2), page.matcher)
        if value:
            out.append((value, "line", department.group(1)))
        return out
    titled = _name_before_title(norm)
    if titled:  # "Atlantique Matériaux SA BON DE LIVRAISON": the letterhead, then the title
        value = text_value(titled, page.matcher)
        if value:
            out.append((value, "line", ""))
        return out
    value = text_value(norm, page.matcher)
    if value:
        out.append((value, "line", ""))
    return out


def _name_before_title(norm: str) -> str:
    """A company name that runs on into the paper's title in capitals on one line."""
    for title in (*SELLER_DOC.finditer(norm), *BUYER_DOC.finditer(norm)):
        name, rest = norm[: title.start()].strip(), norm[title.start() :]
        if len(name) > 3 and rest.upper() == rest and has_legal_form(name):
            return name
    return ""


def _bank_cells(segs: Sequence[Segment]) -> set[int]:
    """The cells right of a caption naming a bank on their line ("Banka:" | "Fio banka, a.s.")."""

    def bank(text: str) -> bool:
        text = normalise(text).strip()
        return text.endswith((":", "：")) and bool(_BANK_CAPTION.search(text))

    return _cells_right_of(segs, bank)


def _addressed_cells(segs: Sequence[Segment]) -> set[int]:
    """The cells right of a line's addressing caption on their line ("Señor(es)" | "Agrícola
    Las Palmas Ltda.", "To:" | "…")."""
    return _cells_right_of(segs, lambda text: bool(addresses_next(text)))


def _cells_right_of(segs: Sequence[Segment], is_caption: Callable[[str], bool]) -> set[int]:
    """For each segment `is_caption` accepts, the nearest segment right of it on its line."""
    cells: set[int] = set()
    for caption in segs:
        if not is_caption(caption.text):
            continue
        right = [
            (j, s)
            for j, s in enumerate(segs)
            if s is not caption and s.same_line(caption) and s.x0 >= caption.x1 - 1
        ]
        if right:
            cells.add(min(right, key=lambda js: js[1].x0)[0])
    return cells


def _banks(page: Page) -> set[str]:
    """The names set after a caption naming a bank on the page."""
    cells = _bank_cells(page.segments)
    out: set[str] = set()
    for i, seg in enumerate(page.segments):
        if i not in cells and not _BANK_CAPTION.search(seg.text):
            continue
        for value, _, caption in _values(seg, page, i):
            if i in cells or _BANK_CAPTION.search(caption):
                out.add(as_printed(value, seg.printed or seg.text))
    return out


def page_candidates(spec: FieldSpec, page: Page, index: int) -> list[PartyCandidate]:
    """The names on one page that could be the party `spec` names, one per segment value."""
    segs = page.segments
    if not segs:
        return []
    placement = Placement.of(page)
    banks = _bank_cells(segs)
    towns = _town_lines(page)
    addressees = _return_addressees(page)
    # On the seller's own paper, the name a line addresses ("Señor(es) | Agrícola Las Palmas
    # Ltda.", "To: …") is the customer's, as the field rules read it (rules._candidates).
    seller_own = page.kind == (1.0, 0.0)
    customers = _addressed_cells(segs) if seller_own else set()
    out: list[PartyCandidate] = []
    for i, seg in enumerate(segs):
        for value, how, caption in _values(seg, page, i):
            value = printed_name(value, seg.printed or seg.text, seg.source)
            if (
                len(value) < 2
                or len(value) > _MAX_NAME
                or implausible(spec.type, value, labels=page.labels)
                or i in banks
                or i in towns
                or i in customers
                or (seller_own and addressed(caption))
                or _BANK_CAPTION.search(caption)
                or _SUBJECT_CAPTION.match(caption.strip())
                or _CONTACT_CAPTION.match(caption.strip(" :："))
            ):
                continue
            sell, buy = role(caption)
            own_sell, own_buy = role(value)
            m = page.matches[i]
            feats = {
                **placement.features(seg, index),
                "legal_form": float(has_legal_form(value)),
                "person": float(looks_like_person(value)),
                "words": min(len(value.split()), 8) / 8,
                "chars": min(len(value), 60) / 60,
                "digits": sum(ch.isdigit() for ch in value) / len(value),
                "cjk": float(any("\u3040" <= ch <= "\u9fff" for ch in value)),
                "upper": sum(ch.isupper() for ch in value)
                / max(sum(ch.isalpha() for ch in value), 1),
                "comma": float("," in value or "，" in value),
                "whole_line": float(how in ("line", "salutation")),
                "after_label": float(how == "after_label"),
                "after_caption": float(how == "after_caption"),
                "same_seller": sell,
                "same_buyer": buy,
                "same_addressed": 1.0
                if how == "salutation"
                else (addressed(caption) if caption else 0.0),
                "own_seller": own_sell,
                "own_buyer": own_buy,
                "own_caption": float(bool(NAME_CAPTION.match(normalise(value).strip()))),
                "own_doc_title": float(bool(SELLER_DOC.search(value) or BUYER_DOC.search(value))),
                "same_label": float(m is not None and m.entry.field == spec.name),
                "same_other": float(m is not None and m.entry.field != spec.name),
            }
            feats.update(context(page, i, spec.name))
            if id(seg) in addressees:
                feats["above_addressed"] = 1.0
            out.append(PartyCandidate(value, index, seg, feats, pages={index}))
    return out


def document_features(
    spec: FieldSpec,
    pages: Sequence[Page],
    per_page: Sequence[list[PartyCandidate]],
    rules: Sequence[Found],
) -> list[PartyCandidate]:
    """One candidate per distinct value over the document, with document features: how
    often and on how many pages it occurs, and whether the document is the seller's own
    (an invoice, a delivery note) or the buyer's (an order). The rules' picks join the
    candidates, but which rule found a name is not a feature: on a layout whose roles are
    the reverse of the ones the rules expect, trusting it made the model sure and wrong."""
    merged: dict[str, PartyCandidate] = {}
    # Every sighting of a name, however it is cased: a PO's letterhead ("Acme Corp.") that
    # is also the ship-to ("ACME CORP") is the buyer's.
    sides: dict[str, tuple[float, float]] = {}
    for cands in per_page:
        for c in cands:
            seller, buyer = sides.get(_key(c.value), (0.0, 0.0))
            sides[_key(c.value)] = (
                max(seller, *(c.feats[f"{k}_seller"] for k in _SIGHTINGS)),
                max(buyer, *(c.feats[f"{k}_buyer"] for k in _SIGHTINGS)),
            )
    issuers = _issuers(per_page)
    for cands in per_page:
        for c in cands:
            have = merged.get(c.value)
            if have is None:
                merged[c.value] = c
            else:
                have.occurrences += 1
                have.pages |= c.pages
                # Keep the more telling context: a labelled sighting beats a bare one.
                if _context_weight(c.feats) > _context_weight(have.feats):
                    have.feats, have.seg, have.page = c.feats, c.seg, c.page
    # A rule's pick that no segment gives whole (a name joined over two lines) stands too;
    # not a bank's name, which `page_candidates` left out.
    banks = {value for page in pages for value in _banks(page)}
    for f in rules:
        if f.value not in merged and f.value not in banks:
            seg = Segment(f.value, *f.bbox, source=f.source)
            merged[f.value] = PartyCandidate(
                f.value, 0, seg, _bare_features(f.value, f.source), pages={0}
            )
    senders = _sender_lines(pages[:1])
    seller_issued = float(any(letterhead_page(spec, p) for p in pages[:1]))
    seller_doc, buyer_doc = pages[0].kind if pages else (0.0, 0.0)
    n = len(merged)
    out = []
    for c in merged.values():
        to_it = max(
            c.feats.get(k, 0.0)
            for k in ("same_addressed", "left_addressed", "right_addressed", "above_addressed")
        )
        ever_seller, ever_buyer = sides.get(_key(c.value), (0.0, 0.0))
        first_org, in_footer = issuers.get(_key(c.value), (0.0, 0.0))
        sender = float(_key(c.value) in senders)
        issuer = max(first_org, in_footer, sender)
        c.feats.update(
            ever_seller=ever_seller,
            ever_buyer=ever_buyer,
            addressed=to_it,
            addressed_seller_doc=to_it * seller_doc,
            addressed_buyer_doc=to_it * buyer_doc,
            occurrences=min(c.occurrences - 1, 4) / 4,
            on_pages=min(len(c.pages) - 1, 3) / 3,
            seller_issued=seller_issued,
            sender_line=sender,
            first_org=first_org,
            in_footer=in_footer,
            issuer_seller_doc=issuer * seller_doc,
            issuer_buyer_doc=issuer * buyer_doc,
            seller_doc=seller_doc,
            buyer_doc=buyer_doc,
            candidates=min(n, 40) / 40,
        )
        out.append(c)
    return out


_SIGHTINGS = ("same", "left", "above")
# The band at the foot of a page where a company prints its register, tax and bank details.
_FOOTER = 0.88


# A window envelope's return address: the issuer's name, then its address with a postcode,
# on one line set smaller just above the addressee's block ("Stadtbibliothek Liestal, 2673
# Liestal") in the head of the page; the issuer's name heads or signs the page elsewhere too.
# An address line of the block above, an item's line, set alike or naming no one, is none.
_RETURN_ADDRESS = re.compile(r"^([^\d,·•|]{4,60}?)\s*[,·•|].*\b\d{4,5}\b")
_RETURN_SIZE = 0.85
# A window address's first line that only says what follows: a firm, a gentleman, a lady.
_ADDRESS_WORD = re.compile(
    r"^(?:firma|fa\.|herrn?|frau|an(?: die| das| den)?|messrs\.?|spett\.?le|spettabile)$",
    re.IGNORECASE,
)


# A postcode and its town, on the line under a street's: "Via Roma 93" over "54341 Rimini",
# "Rue de la Gare 4" over "4900 Spa". The postcode reads like an ERP's vendor number before a
# name (engine.values cuts it), and what is left, a town, would pass for a firm's name.
_POSTCODE_TOWN = re.compile(r"^(?:[A-Z]{1,2}[-–])?\d{4,5}\s+[^\W\d]")
# An Italian town's province in brackets after it, "22100 Como (CO)", "84100 Salerno (SA)",
# "92100 Agrigento (AG)": no legal form, though Co, SA and AG are.
_PROVINCE = re.compile(r"\s*\([A-Z]{2}\)$")


def _town_lines(page: Page) -> set[int]:
    """The indices of the segments that are a postcode and a town under a street line."""
    segs = page.segments
    out: set[int] = set()
    for i, seg in enumerate(segs):
        text = normalise(seg.text).strip()
        if not _POSTCODE_TOWN.match(text) or has_legal_form(_PROVINCE.sub("", text)):
            continue
        above = [
            j
            for j in page.in_band(seg.top - 3 * seg.height, seg.top)
            if j != i
            and segs[j].bottom <= seg.top + 0.3 * seg.height
            and seg.top - segs[j].bottom <= seg.height
            and segs[j].x_overlaps(seg)
        ]
        if above:
            street = max(above, key=lambda j: segs[j].bottom)
            if implausible("text", segs[street].text) == ADDRESS_LINE:
                out.add(i)
    return out


def _return_addressees(page: Page) -> set[int]:
    """ids of the segments that head a block under a return address: addressed, as under a
    "To:" caption, whatever legal form they carry and the issuer's lacks. Found once a page:
    a page has few return addresses and many candidates."""
    segs = page.segments
    # In the head of the page, where the parties are, not among the items.
    head = 0.45 * max((o.bottom for o in segs), default=0.0)
    keys = [_key(o.text) for o in segs]
    out: set[int] = set()
    for s in segs:
        m = _RETURN_ADDRESS.match(normalise(s.text).strip()) if s.top <= head else None
        issuer = _key(m.group(1)) if m else ""
        if not issuer:
            continue
        for seg in segs:
            if (
                seg is s
                or s.bottom > seg.top + 1
                or seg.top - s.bottom > 1.5 * seg.height
                or abs(s.x0 - seg.x0) > 2 * seg.height
                or s.height > _RETURN_SIZE * seg.height
            ):
                continue
            if any(o is not s and o is not seg and keys[n].startswith(issuer)
                   for n, o in enumerate(segs)):  # fmt: skip
                out.add(id(_past_address_word(segs, seg)))
    return out


def _past_address_word(segs: Sequence[Segment], seg: Segment) -> Segment:
    """The block's name: the line under an "Firma" or "Herrn" that heads it, else `seg`."""
    if not _ADDRESS_WORD.match(normalise(seg.text).strip()):
        return seg
    under = [
        o
        for o in segs
        if o is not seg
        and o.top >= seg.bottom - 0.3 * seg.height
        and o.top - seg.bottom <= 1.5 * seg.height
        and abs(o.x0 - seg.x0) <= 2 * seg.height
    ]
    return min(under, key=lambda o: o.top) if under else seg


def _issuers(per_page: Sequence[list[PartyCandidate]]) -> dict[str, tuple[float, float]]:
    """What marks a name as the paper's issuer, by name key: the first name with a legal
    form from the top of the first page (its letterhead), and a sighting in the foot of a
    page (its register and bank details). On an order the issuer is the buyer; on an
    invoice or a confirmation, the seller: the document's kind says which (the
    `issuer_*_doc` features)."""
    out: dict[str, tuple[float, float]] = {}
    # A name addressed ("… 御中", "To: …") is the paper's addressee, not its issuer.
    first = sorted(
        (
            c
            for c in (per_page[0] if per_page else ())
            if c.feats["legal_form"]
            and not c.feats["own_caption"]  # "Tên công ty": a caption, not a company
            and not any(
                c.feats[k]
                for k in ("same_addressed", "left_addressed", "right_addressed", "above_addressed")
            )
        ),
        key=lambda c: c.seg.top,
    )
    if first:
        out[_key(first[0].value)] = (1.0, 0.0)
    for cands in per_page:
        for c in cands:
            if c.feats["y"] < _FOOTER:
                continue
            # A footer runs the name and its details together: "Name · NIF … · IBAN …".
            m = SENDER_LINE.match(normalise(c.value).strip())
            name = m.group(1) if m else c.value
            if has_legal_form(name):
                out[_key(name)] = (out.get(_key(name), (0.0, 0.0))[0], 1.0)
    return out


def _sender_lines(pages: Sequence[Page]) -> set[str]:
    out = set()
    for page in pages:
        for seg in page.segments:
            m = SENDER_LINE.match(normalise(seg.text).strip())
            if m:
                out.add(_key(m.group(1)))
    return out


def _key(value: str) -> str:
    """A name as compared across its sightings: letters and digits, case folded."""
    return "".join(ch for ch in normalise(value).casefold() if ch.isalnum())


def _context_weight(feats: dict[str, float]) -> float:
    return sum(
        feats[k]
        for k in (
            "same_label",
            "same_seller",
            "left_label",
            "left_seller",
            "above_label",
            "above_seller",
        )
    )


def _bare_features(value: str, source: str) -> dict[str, float]:
    return {
        "ocr": float(source == "ocr"),
        "legal_form": float(has_legal_form(value)),
        "person": float(looks_like_person(value)),
        "words": min(len(value.split()), 8) / 8,
        "chars": min(len(value), 60) / 60,
        "digits": sum(ch.isdigit() for ch in value) / max(len(value), 1),
        "cjk": float(any("\u3040" <= ch <= "\u9fff" for ch in value)),
        "joined": 1.0,
    }
