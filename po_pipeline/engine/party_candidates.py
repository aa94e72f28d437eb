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
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from po_pipeline.engine.found import Found, Page, as_printed, without_seal
from po_pipeline.engine.labels import normalise
from po_pipeline.engine.parties import letterhead_page
from po_pipeline.engine.schema import FieldSpec
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import text_value
from po_pipeline.plausibility import has_legal_form, implausible, looks_like_person

__all__ = ["PartyCandidate", "document_features", "page_candidates"]

# Words of a heading or caption that announce the seller's side of an order, and the
# buyer's side (the buyer, whoever is billed, whatever is delivered where). General
# purchasing vocabulary of the languages the product reads, not any one document's words.
_SELLER = re.compile(
    r"(?i)\b(?:vendor|supplier|seller|sold\s+by|messrs|fournisseur|vendeur|titulaire"
    r"|fornitore|ditta(?:\s+fornitrice)?|affidatario|spett\.?\s*le|lieferant|auftragnehmer"
    r"|verkäufer|anbieter|proveedor|vendedor|señores|fornecedor|leverancier|verkoper"
    r"|dostawca|sprzedawca|wykonawca)\b|^(?:to|an|aan|à|para|from)\b"
    r"|供应|供應|供货|供貨|供方|卖方|賣方|销售方|銷售方|销方|出卖人|厂商|廠商|承揽方"
    r"|仕入先|発注先|受注者|売主|販売元|御中|殿$"
)
_BUYER = re.compile(
    r"(?i)\b(?:buyer|purchaser|customer|client|bill(?:ed)?\s*to|billing|invoice\s+to"
    r"|ship(?:ped)?\s*to|deliver(?:y|ed)?(?:\s+to|\s+address)?|consignee|sold\s+to"
    r"|requisitioner|requested\s+by|ordered\s+by|acheteur|facturation|livraison"
    r"|destinataire|donneur\s+d'ordre|käufer|besteller|auftraggeber|rechnungs\w*"
    r"|liefer(?:adresse|anschrift|ort)|empfänger|comprador|facturación|entrega"
    r"|faturamento|cobrança|solicitante|committente|amministrazione|fatturazione"
    r"|consegna|destinazione|ordinante|stazione\s+appaltante|koper|klant|factuur\w*"
    r"|aflever\w*|lever(?:adres|ing)|zamawiający|nabywca|odbiorca|płatnik|dostawa)\b"
    r"|买方|買方|采购方|採購方|购方|購方|需方|收货|收貨|发票抬头|發票抬頭|购买方|購買方"
    r"|注文者|発注者|発注元|買主|納入先|納品先|請求先|送付先|客户|客戶|收件"
)
# Lines of a block above a name that are still "its" block; beyond, a heading says nothing.
_ABOVE_LINES = 6
_MAX_NAME = 80


@dataclass
class PartyCandidate:
    """One distinct name: its value, where it was seen first, and its features."""

    value: str
    page: int
    seg: Segment
    feats: dict[str, float]
    occurrences: int = 1
    pages: set[int] = field(default_factory=set)


def _role(text: str) -> tuple[float, float]:
    norm = normalise(text).strip()
    if len(norm) > 60:  # a sentence, not a heading
        return 0.0, 0.0
    return float(bool(_SELLER.search(norm))), float(bool(_BUYER.search(norm)))


def _heading_like(seg: Segment, page: Page, i: int) -> bool:
    norm = normalise(seg.text).strip()
    return (
        page.matches[i] is not None
        or norm.endswith((":", "："))
        or (len(norm) <= 40 and any(_role(norm)))
    )


def _values(seg: Segment, page: Page, i: int, spec: FieldSpec) -> list[tuple[str, str, str]]:
    """(value, how it was read, the caption before it in the segment)."""
    norm = normalise(seg.text).strip()
    m = page.matches[i]
    out: list[tuple[str, str, str]] = []
    if m is not None:
        rest = m.remainder
        caption = norm[: m.end]
        value = text_value(rest, page.matcher) if rest.strip(" :：") else ""
        if value:
            out.append((value, "after_label", caption))
        return out
    colon = re.match(r"^([^:：]{1,30})[:：]\s*(\S.*)$", norm)
    if colon:
        value = text_value(colon.group(2), page.matcher)
        if value:
            out.append((value, "after_caption", colon.group(1)))
        return out
    value = text_value(norm, page.matcher)
    if value:
        out.append((value, "line", ""))
    return out


def _context(page: Page, i: int) -> dict[str, float]:
    """What announces segment i: its left neighbour on the line, and the nearest heading
    above it in its column."""
    seg = page.segments[i]
    segs = page.segments
    out = dict.fromkeys(
        (
            "left_seller",
            "left_buyer",
            "left_label",
            "left_other",
            "left_caption",
            "above_seller",
            "above_buyer",
            "above_label",
            "above_other",
            "above_lines",
            "first_in_block",
            "gap_above",
        ),
        0.0,
    )
    left = [
        (j, s)
        for j, s in enumerate(segs)
        if s is not seg and s.same_line(seg) and s.x1 <= seg.x0 + 1
    ]
    if left:
        j, s = max(left, key=lambda js: js[1].x1)
        sell, buy = _role(s.text)
        out["left_seller"], out["left_buyer"] = sell, buy
        m = page.matches[j]
        if m is not None:
            out["left_label" if m.entry.field == "supplier" else "left_other"] = 1.0
        out["left_caption"] = float(normalise(s.text).strip().endswith((":", "：")))
    above = sorted(
        (
            (j, s)
            for j, s in enumerate(segs)
            if s.bottom <= seg.top + 0.3 * seg.height and s.x_overlaps(seg, slack=4)
        ),
        key=lambda js: -js[1].bottom,
    )
    lines = 0
    last_top = seg.top
    for k, (j, s) in enumerate(above):
        gap = (last_top - s.bottom) / seg.height
        if k == 0:
            out["gap_above"] = min(max(gap, 0.0), 6.0) / 6
        if gap > 3.0 or lines >= _ABOVE_LINES:
            break
        lines += 1
        last_top = s.top
        if _heading_like(s, page, j):
            sell, buy = _role(s.text)
            m = page.matches[j]
            out["above_seller"], out["above_buyer"] = sell, buy
            if m is not None:
                out["above_label" if m.entry.field == "supplier" else "above_other"] = 1.0
            out["above_lines"] = lines / _ABOVE_LINES
            break
    out["first_in_block"] = float(
        not above or out["gap_above"] > 0.3 or (out["above_lines"] > 0 and lines == 1)
    )
    return out


def page_candidates(spec: FieldSpec, page: Page, index: int) -> list[PartyCandidate]:
    """The names on one page that could be the party `spec` names, one per segment value."""
    segs = page.segments
    if not segs:
        return []
    heights = [s.height for s in segs]
    usual = statistics.median(heights)
    tallest = max(heights)
    width = max(s.x1 for s in segs) or 1.0
    depth = max(s.bottom for s in segs) or 1.0
    out: list[PartyCandidate] = []
    for i, seg in enumerate(segs):
        for value, how, caption in _values(seg, page, i, spec):
            value = as_printed(value, seg.printed or seg.text)
            if seg.source == "ocr":
                value = without_seal(value)
            if (
                len(value) < 2
                or len(value) > _MAX_NAME
                or implausible(spec.type, value, labels=page.labels)
            ):
                continue
            sell, buy = _role(caption)
            m = page.matches[i]
            feats = {
                "page": min(index, 3) / 3,
                "y": seg.top / depth,
                "x": seg.x0 / width,
                "height": min(seg.height / usual, 4.0) / 4,
                "tallest": float(seg.height >= 0.95 * tallest),
                "ocr": float(seg.source == "ocr"),
                "ocr_score": seg.score,
                "legal_form": float(has_legal_form(value)),
                "person": float(looks_like_person(value)),
                "words": min(len(value.split()), 8) / 8,
                "chars": min(len(value), 60) / 60,
                "digits": sum(ch.isdigit() for ch in value) / len(value),
                "cjk": float(any("\u3040" <= ch <= "\u9fff" for ch in value)),
                "upper": sum(ch.isupper() for ch in value)
                / max(sum(ch.isalpha() for ch in value), 1),
                "comma": float("," in value or "，" in value),
                "whole_line": float(how == "line"),
                "after_label": float(how == "after_label"),
                "after_caption": float(how == "after_caption"),
                "same_seller": sell,
                "same_buyer": buy,
                "same_label": float(m is not None and m.entry.field == spec.name),
                "same_other": float(m is not None and m.entry.field != spec.name),
            }
            feats.update(_context(page, i))
            out.append(PartyCandidate(value, index, seg, feats, pages={index}))
    return out


RULE_METHODS = (
    "inline",
    "inline_bare",
    "right",
    "right_weak",
    "below",
    "above",
    "suffix",
    "letterhead",
    "fallback",
    "counterpart",
    "block",
)


def document_features(
    spec: FieldSpec,
    pages: Sequence[Page],
    per_page: Sequence[list[PartyCandidate]],
    rules: Sequence[Found],
) -> list[PartyCandidate]:
    """One candidate per distinct value over the document, with document features: how
    often and on how many pages it occurs, whether the rules found it (and how), and
    whether the document is the seller's own (an invoice, a confirmation)."""
    merged: dict[str, PartyCandidate] = {}
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
    # A rule's pick that no segment gives whole (a name joined over two lines) stands too.
    for f in rules:
        if f.value not in merged:
            seg = Segment(f.value, *f.bbox, source=f.source)
            merged[f.value] = PartyCandidate(
                f.value, 0, seg, _bare_features(f.value, f.source), pages={0}
            )
    seller_issued = float(any(letterhead_page(spec, p) for p in pages[:1]))
    n = len(merged)
    out = []
    for c in merged.values():
        rank = next((k for k, f in enumerate(rules) if f.value == c.value), None)
        rule = rules[rank] if rank is not None else None
        c.feats.update(
            occurrences=min(c.occurrences - 1, 4) / 4,
            on_pages=min(len(c.pages) - 1, 3) / 3,
            seller_issued=seller_issued,
            candidates=min(n, 40) / 40,
            rule_found=float(rule is not None),
            rule_first=float(rank == 0),
            rule_rank=(min(rank, 4) / 4) if rank is not None else 1.0,
            rule_score=rule.confidence if rule is not None else 0.0,
        )
        c.feats.update(
            {f"rule_{m}": float(rule is not None and rule.method == m) for m in RULE_METHODS}
        )
        out.append(c)
    return out


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
