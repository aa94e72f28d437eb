"""The held-out layout families, and which split every generated document belongs to.

    python bench/families.py OUT_DIR [--per-family 60] [--seed 101] [--scan-rate 0.2]
                                     [--only PREFIX[,PREFIX...]] [--per-split SPLIT=N[/K],...]

Writes OUT_DIR/*.pdf and OUT_DIR/truth.json from every family in `families_latin.py`,
`families_cjk.py` (31 families), `families_latin2.py`, `families_cjk2.py` (12 more, added
on 2026-12-01; they all fall in `fit`), `families_blind.py` (10, added on 2026-12-02, scored
blind twice, then moved to `fit`), `families_blind2.py` (10, the blind split of 2026-12-02,
scored blind once, then split between `fit` and dev), `families_fit5.py` (12, added on
2026-12-02 for `fit`), `families_blind3.py` (10, the blind split of stop 18, scored blind
once, then moved to `fit`), `families_blind4.py` (10, the blind split of stop 19, scored
blind once, then moved to dev), `families_blind5.py` (10, the blind split of stop 20, scored
blind once, then moved to `fit`), `families_blind6.py` (10, the blind split of stop 21,
scored blind once, then split between `fit` and dev), `families_blind7.py` (10, the blind
split of stop 22, scored blind once, then moved to `fit`), `families_blind8.py` (10, the
blind split of stop 23, scored there, joined `fit` at stop 25), `families_blind9.py` (10,
the blind split of stop 25, scored there, joined `fit` at stop 26), `families_blind10.py`
(10, the blind split of stop 26, scored there, joined `fit` at stop 27, but for six families
whose misses were read, which joined dev), `families_blind11.py` (10, the blind split of
stop 27, scored there, joined `fit` at stop 28, but for four families whose misses were read,
which joined dev), `families_blind12.py` (10, the blind split of stop 28, scored there,
joined `fit` at stop 29, but for four families whose misses were read, which joined dev),
`families_blind13.py` (10, the blind split of stop 29, scored there, joined `fit` at stop 30,
but for four families whose misses were read, which joined dev), `families_blind14.py` (10,
the blind split of stop 30, scored there, joined `fit` at stop 31, but for three families
whose misses were read, which joined dev), `families_blind15.py` (10, the blind split of
stop 31, scored there, joined `fit` at stop 32, but for seven families whose misses were
read, which joined dev), `families_blind16.py` (10, the blind split of stop 32, scored
there, joined `fit` at stop 33, but for seven families whose misses were read, which joined
dev), `families_blind17.py` (10, the blind split of stop 33, scored there, joined `fit` at
stop 34, but for six families whose misses were read, which joined dev),
`families_blind18.py` (10, the blind split of stop 34, scored there, joined `fit` at stop
35, but for seven families whose misses were read, which joined dev), `families_blind19.py`
(10, the blind split of stop 35, scored there, joined dev at stop 36: the misses of every
family were read), `families_blind20.py` (10, the blind split of stop 36, scored there,
joined `fit` at stop 37, but for six families whose misses were read, which joined dev),
`families_blind21.py` (10, the blind split of stop 37, scored there, then joined `fit` but
for two families whose misses were read, which joined dev), `families_blind22.py` (10, the
blind split of stop 38, scored there, then joined `fit` but for six families whose misses
were read, which joined dev), `families_blind23.py` (10, written and scored at stop 38,
then joined `fit` but for three families whose misses were read, which joined dev),
`families_blind24.py` (10, written at the end of stop 38, scored at stop 39, then joined `fit`
but for eight families whose misses were read, which joined dev), `families_blind25.py`
(10, written and scored at stop 39, then joined `fit` but for eight families whose misses
were read, which joined dev), `families_blind26.py` (10, written and scored at stop 39, then
joined dev at stop 40: the misses of all ten were read) and `families_blind27.py` (10,
written and scored at stop 40, then joined dev but for one family with no miss to read,
which joined `fit`) and `families_blind28.py` (10, written and scored at stop 41, then joined
`fit`; its misses were not read), `families_fit6.py` (8, added at stop 41 for `fit`:
vendors that mostly print no legal form), and `families_blind29.py` (10, written blind at stop
42 in zh-Hans, zh-Hant, ja, two en, de, fr, es, it and nl, scored there, then joined `fit`;
its misses were not read). `families_blind30.py` (10, written blind at stop 43 in zh-Hans,
zh-Hant, ja, en, de, fr, es, it, nl and pt, scored there, then joined `fit` but for two families
whose wrong rows were read, which joined dev), and `families_fit7.py` (10, added at stop 43
for `fit`, written without running the engine: where the vendor stands, in de, es, it,
zh-Hans, fr/nl and pl/cs; in no reading the shipped models were fitted on until stop 46's).
`families_fit8.py` (10, added at stop 46 for `fit`, written by a helper who never ran the
engine nor read its source, in zh-Hans (two), zh-Hant, ja, en-GB, en-US, de-AT/CH, nl/fr-BE,
es-CL/MX and pl/cs: the held-out set that decides stop 46's refit; in no reading).
`families_blind31.py` (10, written blind at stop 44 by a helper who never ran the engine nor
read its source, in zh-Hans, zh-Hant, ja, ko, en-GB/IE, en-AU, de, fr, es-MX and it, scored
there, then joined `fit` but for five families whose unloaded documents were read, which
joined dev). `families_blind32.py` (10, written blind at stop 45 by a helper who never ran
the engine nor read its source, in zh-Hans, zh-Hant (Taiwan), ja, en-ZA, en-US/CA, de, fr, es,
it and nl), scored there, then joined `fit` but for five families whose wrong rows or misses
were read, which joined dev). `families_blind33.py` (10, written blind at stop 46 by a helper
who never ran the engine nor read its source, in zh-Hans, zh-Hant (Hong Kong), ja, ko, en-IN,
de, fr, es (Argentina / Spain), it and pt (Portugal / Brazil)), scored there, then joined
`fit` but for its Korean family, whose two wrong rows were read, and its Indian family, whose
misses were read, which joined dev. `families_fit9.py` (10, added at stop 47 for `fit`,
written by a helper who never ran the engine nor read its source, in zh-Hans (two), zh-Hant
(Taiwan), ja, en-US, en-GB/IE, de, fr, es and nl: the held-out set that decides stop 47's
changes; in no reading). `families_blind34.py` (10, written blind at stop 47 by a helper who
never ran the engine nor read its source, in zh-Hans (two), zh-Hant (Taiwan), ja, ko, en
(Canada / New Zealand), de (Austria / Switzerland), fr (Switzerland / Belgium), it and pt),
scored there, then joined `fit`, no row of it read. `families_blind35.py` (10, written blind
at stop 47 by a helper who never ran the engine nor read its source, in zh-Hans (two), zh-Hant
(Hong Kong), ja, ko, en-US, en-AU, de, fr and es (Colombia / Peru)) judged stop 47's threshold
proposal and gave the tree as shipped its first score, then joined `fit`; at stop 48 its five
families with wrong rows or the fewest suppliers right joined dev, their rows read.
`families_fit10.py` (10, added at stop 48 for `fit`, written by a helper who never ran the engine
nor read its source, in zh-Hans (two), zh-Hant (Macau), ja, en-US, en-GB/IE, de, fr, it and nl:
the held-out set that decides stop 48's refit; in no reading). `families_blind36.py` (10,
written blind at stop 48 the same way by another helper, in zh-Hans (two), zh-Hant (Taiwan), ja,
ko, en-US, en-SG, de, fr and es) was scored once there and joined `fit`, no row of it read.
`families_fit11.py` (10, added at stop 49 for `fit`, written by a helper who never ran the engine
nor read its source, in zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-IN, de-CH, fr-BE,
es-ES and nl-BE) decided stop 49's calibration C49 (totals only), then three of its families
joined dev, their rows read. `families_blind37.py` (10, written blind at stop 49 the same way by
another helper, in zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-AU, de, fr, it and es-MX) was
scored once there and joined `fit`, but for its Australian family, whose wrong rows were read,
and its Chinese sales confirmation, which loaded nothing and whose rows were read (dev). No
family is blind until the next stop writes the next split. `families_fit12.py` (10, added at
stop 50 for `fit`, written by a helper who never ran the engine nor read its source, in
zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-ZA, de, fr-CH, it and es-CO) decides stop 50's
engine change (totals only). `families_blind38.py` (10, written blind at stop 50 the same way
by another helper, in zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-NZ, de-AT, fr, nl and
es-AR) was scored once there and joined `fit`, but for its three families with wrong rows,
whose rows were read (dev). `families_fit13.py` (10, added at stop 51 for `fit`, written the
same way, in zh-Hans (two), zh-Hant (Hong Kong), ja, en-AU, en-IE, de, fr-CA, nl-BE and es)
decides stop 51's changes (totals only). `families_blind39.py` (10, written blind at stop 51
by another helper, in zh-Hans (two), zh-Hant (Taiwan), ja, en-GB, en-IN, de-CH, fr-BE, it and
es-MX) was scored once there and joined `fit`, but for nine families whose rows were read
(dev). `families_fit14.py` (10, added at stop 52 for `fit`, written by a helper who never ran
the engine nor read its source, in zh-Hans (two), zh-Hant (Hong Kong), ja, en-CA, en-ZA, de,
fr-CH, it and es-PE) decides stop 52's changes (totals only). `families_blind40.py` (10,
written blind at stop 52 by another helper, in zh-Hans (two), zh-Hant (Taiwan), ja, en-US,
en-SG, de-AT, fr, nl and es-CL) was scored once there and joined dev (the rows of all ten were
read). `families_fit15.py` (10, added at stop 53 for `fit`, written by a helper who never ran
the engine nor read its source, in zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-IE, de,
fr-CA, nl-BE and es) decides stop 53's changes (totals only). `families_blind41.py` (10,
written blind at stop 53 by another helper, in zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB,
en-AU, de-CH, fr-BE, it and es-MX) was scored once there and joined `fit`, but for six
families whose rows were read (dev). `families_fit16.py` (10, added at stop 54 for `fit`,
written by a helper who never ran the engine nor read its source, in zh-Hans (two), zh-Hant
(Hong Kong), ja, en-GB, en-CA, de, fr-CH, it and es-CO) decides stop 54's changes (totals
only). `families_blind42.py` (10, written blind at stop 54 by another helper, in zh-Hans
(two), zh-Hant (Taiwan), ja, en-US, en-NZ, de-AT, fr, nl and es-AR) was scored once there and
joined `fit`, but for five families whose rows were read (dev). `families_fit17.py` (10, added
at stop 55 for `fit`, written the same way, in zh-Hans (two), zh-Hant (Taiwan), ja, en-US,
en-ZA, de, fr-CA, nl-BE and es-CL) decides stop 55's changes (totals only).
`families_blind43.py` (10, written blind at stop 55 by another helper, in zh-Hans (two),
zh-Hant (Hong Kong), ja, en-AU, en-IE, de-CH, fr-BE, it and es) was scored once there and
joined `fit`, but for six families whose rows were read (dev). Both were asked to vary where
the total and the order number sit, naming placements seen on real orders as kinds.
`families_fit18.py` (10, added at stop 56 for `fit`, written the same way, in zh-Hans (two),
zh-Hant (Taiwan), ja, en-CA, en-NZ, de, fr-CH, nl and es-MX) decides stop 56's changes (totals
only). `families_blind44.py` (10, written blind at stop 56 by another helper, in zh-Hans (two),
zh-Hant (Macau), ja, en-GB, en-SG, de-AT, fr, it-CH and pt-BR) was scored once there and joined
`fit`, but for two families whose wrong rows were read (dev). `families_blind45.py` (zh-Hans
(two), zh-Hant (Hong Kong), ja, en-AU, en-IN, de-CH, fr-BE, es, nl-BE) and `families_fit19.py`
(zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-IE, de-AT, fr, it, pt) were written the same
way at the end of stop 56; blind45 was scored once at stop 57 and joined `fit` but for seven
families whose rows were read (dev), and fit19 decided stop 57's changes (totals only).
`families_blind46.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-ZA, de, fr-CA, it,
pt-BR) and `families_fit20.py` (zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-NZ, de-CH,
fr-BE, es-MX, nl) were written the same way at stop 57; blind46 was scored once at stop 58
and joined `fit` but for nine families whose rows were read (dev), and fit20 decided stop
58's changes (totals only). `families_blind47.py` (zh-Hans (two), zh-Hant (Hong Kong), ja,
en-GB, en-SG, de-AT, fr, es, nl-BE) and `families_fit21.py` (zh-Hans (two), zh-Hant
(Taiwan), ja, en-US, en-CA, de, fr-CH, it, pt) were written the same way at stop 58 and
committed unread; blind47 was scored once at stop 59 and joined dev (rows of all ten of its
families were read), and fit21 decided stop 59's changes (totals only).
`families_blind48.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-IE, de, fr-CA, it,
es-MX) and `families_fit22.py` (zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-IN, de-AT,
fr, nl, pt-PT) were written the same way at stop 59 and committed unread; blind48 was scored
once at stop 60 and joined dev (rows of all ten of its families were read), and fit22
decided stop 60's changes (totals only). `families_blind49.py` (zh-Hans (two), zh-Hant (Hong
Kong), ja, en-GB, en-AU, de-CH, fr, es, nl) and `families_fit23.py` (zh-Hans (two), zh-Hant
(Taiwan), ja, en-US, en-PH, de, fr-BE, it, pt-BR) were written the same way at stop 60 and
committed unread; blind49 was scored once at stop 61 and joined dev but for its Australian
family, whose rows were not read (fit), and fit23 decided stop 61's changes (totals only).
`families_blind50.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-NZ, de-AT, fr-CH, it,
es-AR) and `families_fit24.py` (zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-SG, de,
fr-CA, nl-BE, es) were written the same way at stop 61 and committed unread; blind50 was
scored once at stop 62 and joined dev but for its Chinese drone-parts family, whose rows were
not read (fit), and fit24 decided stop 62's changes (totals only). `families_blind51.py`
(zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-CA, de-CH, fr, es-CO, nl) and
`families_fit25.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-AU, de-AT, fr-BE, it,
pt-BR) were written the same way at stop 62 and committed unread; blind51 was scored once at
stop 63 and joined dev (rows of all ten families were read), and fit25 decided stop 63's
changes (totals only). `families_blind52.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-IE,
en-ZA, de, fr-CA, it-CH, es-MX) and `families_fit26.py` (zh-Hans (two), zh-Hant (Hong Kong),
ja, en-GB, en-IN, de-CH, fr, nl-BE, es) were written the same way at stop 63 and committed
unread; blind52 was scored once at stop 64 and joined dev but for three families whose rows
were not read (fit), and fit26 decided stop 64's changes (totals only).
`families_blind53.py` (zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-NZ, de-AT, fr-BE,
it, nl) and `families_fit27.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-AU, en-SG, de,
fr-CH, es-AR, pt-PT) were written the same way at stop 64 and committed unread; blind53 was
scored once at stop 65 and joined dev but for two families whose rows were not read (fit),
and fit27 decided stop 65's changes (totals only). `families_blind54.py` (zh-Hans (two),
zh-Hant (Taiwan), ja, en-GB, en-CA, de-CH, fr, es, nl-BE) and `families_fit28.py` (zh-Hans
(two), zh-Hant (Hong Kong), ja, en-US, en-IN, de-AT, fr-CA, it, es-CL) were written the same
way at stop 65 and committed unread; blind54 was scored once at stop 66 and joined dev but
for one family whose rows were not read (fit); fit28 decided stop 66's first changes (totals
only), then four of its families, whose rows were read, joined dev. `families_fit29.py`
(zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-ZA, de, fr-BE, es-MX, nl) was written the
same way during stop 66 and decided its second changes (totals only); `families_blind55.py`
(zh-Hans (two), zh-Hant (Taiwan), ja, en-GB, en-AU, de-CH, fr, it, es), written the same way
then and committed unread, was scored once at stop 67 and joined dev (rows of all ten
families were read), and three of fit29's families, whose wrong rows were read at stop 67,
joined dev too. `families_fit30.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-IE, en-NZ,
de-AT, fr-CH, it, pt-BR) was written the same way at stop 67 and decided its changes (totals
only); `families_blind56.py` (zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-SG, de,
fr-BE, es-AR, nl), written the same way then and committed unread, was scored once at stop
68 and joined dev (rows of all ten families were read), and so did fit30's ten families,
whose rows were read at stop 68. `families_fit31.py` (zh-Hans (two), zh-Hant (Taiwan), ja,
en-CA, en-IN, de, fr, es-CL, nl-BE) was written the same way at stop 68 and decided its
changes (totals only; one row of its Chinese sales confirmation, and three of fit23's Italian
order confirmation, were seen by mistake at stop 68, and those two families joined dev);
`families_blind57.py` (zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-ZA, de-CH, fr-CA,
it, pt-PT), written the same way then and committed unread, neither generated nor scored, is
the next stop's blind split. `families_fit32.py` (zh-Hans (two), zh-Hant (Taiwan), ja, en-AU,
en-IE, de-AT, fr-BE, it, es) was written the same way during stop 68 and decided its second
round of changes (totals only). From stop 62 the helper's final message names no family, trade
or caption (bench/families_brief.md).
Those generators were written blind (without running the engine on them) and no rule was
written for them, so the engine's figures on them are out of sample. Each family draws
from its own random stream, so adding one never changes another's documents.

Splits, fixed here once and never chosen by looking at results:
- `tuned`: bench/corpus.py, the holdout*.py sets and the DEV_FAMILIES below. The rules were
  written on them (in-sample).
- `test`: FROZEN_TEST below. Nothing is fitted or tuned on them, but their per-family
  figures were read in several sessions, so they are no longer blind.
- `blind`: none until the next stop writes one (`families_blind44.py`, written at stop 56 by a
  helper who never ran the engine nor read its source, was scored once at stop 56 and joined `fit`
  but for two families whose wrong rows were read; `families_blind43.py`, written at stop 55 by a
  helper who never ran the engine nor read its source, was scored once at stop 55 and joined `fit`
  but for six families whose rows were read; `families_blind42.py`, written at stop 54 by a
  helper who never ran the engine nor read its source, was scored once at stop 54 and joined `fit`
  but for five families whose rows were read; `families_blind41.py`, written at stop 53 the same
  way, was scored once at stop 53 and joined `fit` but for six families whose rows were read;
  `families_blind40.py`, written at stop 52 by a helper
  who never ran the engine nor read its source, was scored once at stop 52 and joined dev, the rows
  of all ten families read; `families_blind38.py`, written at stop 50 by a helper who never ran the
  engine nor read its source, was scored once at stop 50 and joined `fit` but for three families
  whose wrong rows were read; `families_blind37.py`, written at stop 49 by a helper who never ran
  the engine nor read its source, was scored once at stop 49 and joined `fit` but for one family
  whose wrong rows were read; `families_blind36.py`, written at stop 48 by a helper who never ran
  the engine nor read its source, was scored once at stop 48 and joined `fit`, no row of it read;
  `families_blind34.py`, written at stop 47 by a helper who never ran the engine nor read its
  source, was scored once at stop 47 and joined `fit`, no row of it read; `families_blind33.py`,
  written the same way at stop 46, was scored once there and joined `fit` but for its Korean and
  Indian families, whose wrong rows or misses were read, which joined dev). A blind split is written
  by someone who never ran the engine on them and never read its source. Nothing is fitted, tuned or
  chosen on them; score them to report, never to pick between two versions. Their docstring names
  their labels: whoever tunes the engine does not read it. Once scored, the next blind split should
  replace it, and it should join `fit`. Earlier blind splits, once scored, joined `fit`
  (`families_blind.py`, `families_blind3.py`, `families_blind5.py`, `families_blind7.py`,
  `families_blind8.py`, `families_blind9.py`; `families_blind2.py`, `families_blind6.py`,
  `families_blind10.py`, `families_blind11.py`, `families_blind12.py`, `families_blind13.py`,
  `families_blind14.py`, `families_blind15.py`, `families_blind16.py`, `families_blind17.py`,
  `families_blind18.py`, `families_blind20.py`, `families_blind21.py`, `families_blind22.py`,
  `families_blind23.py`, `families_blind24.py`, `families_blind25.py` and `families_blind28.py` but
  for the families whose misses were read, which joined dev) or dev (`families_blind4.py`, whose
  docstring was read before its languages' vocabulary was written; `families_blind19.py` and
  `families_blind26.py`, whose misses were all read), so the calibration sees more layouts.
- `fit`: every other held-out family. The calibration model and the thresholds are fitted
  on them (bench/train.py), and scored leave-one-family-out. No rule is written on them.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import re
import sys
import time
import zlib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

TUNED_SETS = frozenset({"corpus", "holdout", "holdout2", "holdout3"})
# One family in three (sorted by name, positions 1, 4, 7, ...), fixed before any result was
# seen: zh-Hans, zh-Hant, ja, zh/en, de, en, es, it and a UK letter.
FROZEN_TEST: frozenset[str] = frozenset(
    {
        "cjk_caigou_hetong_jiayi",
        "cjk_gonghuo_queren_letterhead",
        "cjk_ja_chumonsho_onchu",
        "cjk_tw_dinggou_changshang",
        "cjk_zhen_po_bilingual",
        "lat_de_din_window",
        "lat_en_order_ack_ch",
        "lat_es_orden_compra",
        "lat_it_ordine",
        "lat_uk_letterhead",
    }
)


# Of the families left after FROZEN_TEST, every other one by name (positions 0, 2, 4, ...),
# and three fit families whose misses were read later: rules may be written on these, so
# they count as tuned, never as held out.
DEV_FAMILIES: frozenset[str] = frozenset(
    {
        "cjk_caigou_dingdan_grid",
        "cjk_erp_caigou_twopage",
        "cjk_ja_chumon_ukesho",
        "cjk_qinggou_bijia",
        "cjk_zengzhishui_fapiao",
        "lat_de_ab_two_page",
        "lat_en_landscape_ledger",
        "lat_es_factura",
        "lat_fr_two_page_grid",
        "lat_nl_inkooporder",
        "lat_us_title_number",
        # Moved from `fit` on 2026-12-01: their supplier misses were read (a translated label
        # with its article, "卖方 The Seller:"; an OCR'd seal after the name; an empty vendor),
        # and rules were written on those classes. So they are in-sample now.
        "cjk_zhen_sales_contract",
        "cjk_tw_heyue_twopage",
        "lat_nl_be_bestelbon",
        # Moved from `fit` on 2026-12-01 (later): the supplier scorer's features were written
        # after reading these families' pages or misses (a delivery note addressed to the
        # buyer with 御中; the heading words of a Brazilian, an Italian public-sector and an
        # Austrian order; a caption alone taken as the name). In-sample from now on.
        "cjk2_ja_nouhin_juryo",
        "lat2_pt_br_pedido",
        "lat2_it_pa_buono_ordine",
        "lat2_de_at_bestellschein",
        # Moved from `fit` on 2026-12-01 (stop 16): its wrong totals (a statement's running
        # balance, "TOTAL DUE" after "Previous Balance") were read and the statement rule
        # (fields.yaml account_labels/balance_labels) was written on that class.
        "lat_en_invoice_balance",
        # Moved on 2026-12-02 (stop 18), when families_blind3.py became the blind split: the
        # misses of these blind2 families and of the fit families whose order number was never
        # found were read (labels of languages the schema did not know, a title letter-spaced
        # or followed by "nr", a "N°" line under the title), and the vocabulary was written
        # on those classes. In-sample from now on.
        "blind2_ch_bestellung_brief",
        "blind2_cz_faktura_objednavka",
        "blind2_it_conferma_ordine",
        "blind2_ja_koji_chumonsho",
        "blind2_pt_nota_encomenda",
        "blind2_zh_erp_ziduan",
        "blind_sv_inkopsorder",
        "blind_tw_dingdan_queren",
        "cjk_dinghuodan_carbon_a5",
        "lat2_fr_ca_confirmation",
        "lat2_pl_zamowienie",
        "lat_fr_bon_commande",
        # Moved on 2026-12-02 (stop 19): their confident leave-one-family-out misses were read
        # (a contract or production number taken for the buyer's order, an invoice's own order
        # number beside "Uw bestelbon", a share of the total, a vendor number or "M/s." before
        # the name), and the rules were written on those classes. In-sample from now on.
        "blind_in_gst_po",
        "blind_zh_caigou_gongyingshang",
        "blind_zh_weiwai_jiagong",
        "cjk2_gouxiao_hetong_duizhao",
        "fit5_be_nl_factuur",
        "fit5_es_pedido_retail",
        # Moved on 2026-12-02 (stop 20): families_blind4.py was scored blind once (stop 19),
        # then its docstring (which names its labels) was read before the vocabulary of its
        # languages (ko, tr, ru, el, hu, vi, id) was written. In-sample from now on.
        "blind4_ko_baljuseo",
        "blind4_tr_satinalma",
        "blind4_ru_zakaz",
        "blind4_el_paraggelia",
        "blind4_hu_megrendeles",
        "blind4_us_federal_order",
        "blind4_cl_pe_orden_compra",
        "blind4_gulf_lpo",
        "blind4_vi_don_dat_hang",
        "blind4_id_purchase_order",
        # Moved on 2026-12-02 (stop 21): blind5 was scored once (stop 20, only per family), and
        # this family's count (27 rows loaded, all with the buyer as supplier) and the
        # blind5 docstring were read before the title rule of seller's papers (e-FATURA,
        # Sipariş Onay) was written. In-sample from now on; the other nine joined `fit`.
        "blind5_tr_efatura_siparis",
        # Moved on 2026-12-02 (stop 22): blind6 was scored once (stop 21, per family only).
        # These four sellers' papers gave the wrong rows or loaded nothing; their misses are
        # read from stop 22 on, so they are in-sample. The other six blind6 families joined
        # `fit`.
        "blind6_de_proforma_rechnung",
        "blind6_us_sales_order_ack",
        "blind6_nl_orderbevestiging",
        "blind6_ja_seikyusho",
        # Moved at stop 26: blind9 was scored once (stop 25) and joined `fit`, but this
        # family's miss was read (its title, a confirmation, was taken for a buyer's order)
        # before the Portuguese and Romanian confirmation words were added to the titles of
        # sellers' papers. In-sample from now on.
        "blind9_pt_confirmacao_encomenda",
        # Moved at stop 27: blind10 was scored once (stop 26) and joined `fit`, but these six
        # families' misses were read (sellers' papers whose kind was not read, a name
        # addressed by a 御中 set apart, a caption row under its side's heading, "(주)" cut
        # off, money read as an order number) before the rules and the vocabulary of those
        # classes were written. In-sample from now on; the other four joined `fit`.
        "blind10_hr_racun_veletrgovina",
        "blind10_ja_insatsu_nouhinsho",
        "blind10_ko_joseon_baljuseo",
        "blind10_lt_baldai_patvirtinimas",
        "blind10_nb_havbruk_innkjop",
        "blind10_vi_may_mac_dat_hang",
        # Moved after stop 27's training: their supplier candidates' features were read
        # while comparing the stop-26 and stop-27 engines (a customer's Norwegian "AS", a
        # confirmation's supplier the refitted model grew surer of). No rule was written on
        # them; stop 27's fit figures still count them in fit. In-sample from now on.
        "blind9_da_ordrebekraeftelse",
        "cjk2_hk_xiaoshou_queren_dingjin",
        # Moved at stop 28: blind11 was scored once (stop 27) and joined `fit`, but these four
        # families' misses were read (an order number in its 第…号 frame, lakh-grouped totals
        # with a negative round-off, a confirmation's title carrying its number and "Ihre
        # Bestellung Nr.:", a letter order titled "ORDER" under a signature box's caption)
        # before the rules of those classes were written. In-sample from now on; the other
        # six joined `fit`.
        "blind11_ja_chumonsho",
        "blind11_en_in_gst_po",
        "blind11_de_auftragsbestaetigung",
        "blind11_en_uk_au_letter_po",
        # Moved at stop 29: blind12 was scored at stop 28 and joined `fit`, but these four
        # families' misses were read (a cement grade "P.O 42.5" in an item row taken for the
        # order number, a proforma's totals and parties, a Korean block heading "공급업체 정보",
        # a Polish confirmation's parties), and so were the order-number misses of three fit
        # families that held most of stop 28's confidently wrong fit rows ("No." before the
        # number in the truth, an export proforma's numbers). In-sample from now on.
        "blind12_zh_gongcheng_wuzi_dinghuo",
        "blind12_en_exporter_proforma",
        "blind12_ko_gumae_jumunseo",
        "blind12_pl_potwierdzenie_zamowienia",
        "blind9_ja_kouji_chumonsho",
        "blind8_ja_ryokan_hacchu",
        "blind3_zh_waimao_pi",
        # Moved at stop 30: blind13 was scored at stop 29 and joined `fit`, but these four
        # families' misses were read (a total labelled "TOTAL inc GST AUD" or "TOTAL EUROS",
        # a code beside its sign "NZD $", "Dpto. Comercial - " before the seller's name,
        # OCR's "Itée" for "ltée", "御中" after a labelled name). In-sample from now on.
        "blind13_en_au_nz_gst_po",
        "blind13_es_confirmacion_pedido",
        "blind13_fr_ca_bon_commande",
        "blind13_ja_hacchusho_waku",
        # Moved at stop 30 from fit: the misses of the five fit families that held most of
        # the confidently wrong fields in stop 30's first run were read (a net amount's
        # label "Auftragssumme netto", "I alt ekskl. moms", "kr.15.395,91", a Swedish
        # "Bekräftelse av order" quoting "Ert inköpsordernr", a rounded Indonesian total,
        # overprinted Dutch names). In-sample from now on.
        "blind3_de_handwerk_auftrag",
        "blind3_dk_no_indkob",
        "blind5_id_spk_proyek",
        "blind7_sv_orderbekraftelse",
        "blind9_nl_tuinbouw_inkooporder",
        # Moved at stop 31: blind14 was scored at stop 30 and joined `fit`, but these three
        # families' misses were read (an ERP print's panel captions "Company code" and
        # "Purchasing group" taken for the vendor, a page's "Carry-over" amount taken for the
        # total, OCR's "S.r.I." and "F.Ili", a small shop's form whose total was not found).
        # In-sample from now on.
        "blind14_en_sap_po_print",
        "blind14_it_ordine_acquisto_spettle",
        "blind14_zh_dinghuodan_xiaodian",
        # Moved at stop 32: blind15 was scored at stop 31 and joined `fit`, but these seven
        # families' misses were read (a net column sum taken for the total where the grand
        # total's label was unknown: "TỔNG CỘNG THANH TOÁN", "Łączna wartość brutto", "VALOR
        # TOTAL DA OF"; a discount without cents; a bank after "Banka:" taken for the
        # seller; a spaced-out title "거 래 명 세 서"; "귀사 발주번호: 발주-25-0100"; Turkish
        # legal forms under OCR; a Hong Kong works order's bilingual contractor block).
        # In-sample from now on.
        "blind15_vi_sieuthi_don_dat_hang",
        "blind15_pl_zamowienie_uczelnia",
        "blind15_pt_br_autorizacao_fornecimento",
        "blind15_cs_zalohova_faktura",
        "blind15_ko_georae_myeongseoseo",
        "blind15_tr_tekstil_siparis_formu",
        "blind15_hk_wuye_caigou",
        # Moved at stop 33: blind16 was scored at stop 32 and joined `fit`, but these seven
        # families' misses were read (a count "Totale capi: 196" taken for the total; a
        # totals row of net, tax and gross read at its net; "Totale (IVA inclusa)" read as
        # a tax; "Votre commande n°", "貴公司訂單號碼", "客戶單號", "Az Ön rendelésszáma"
        # and "Vevői rendelésszám" not read as the buyer's order; a delivery note's own
        # "單號" taken; "CMD 8662" read without its code; "Spett.le" glued to the name; a
        # seller's name running on into the title "BON DE LIVRAISON").
        # In-sample from now on.
        "blind16_en_uk_sidebar_po",
        "blind16_it_moda_ordine_taglie",
        "blind16_ja_hacchu_kingaku_waku",
        "blind16_ro_comanda_achizitie",
        "blind16_fr_bon_livraison_valorise",
        "blind16_tw_chuhuodan_lianxu",
        "blind16_hu_szamla_rendelesszam",
        # Moved at stop 34: blind17 was scored at stop 33 and joined `fit`, but these six
        # families' misses were read (a tax summary's totals row taken for the total; Tally's
        # "Voucher No."; "廠商全名" and "金額合計" of an ERP print; "Offerte 176132" and "V/
        # Orçamento" taken for titles; "N.º NE A/1378"; "Total Documento"; a vendor block
        # under "PROVEEDOR" opening with the vendor's number; OCR's "I0-" prefixes).
        # In-sample from now on.
        "blind17_en_in_tally_voucher_po",
        "blind17_tw_erp_caigoudan_quanming",
        "blind17_nl_be_aannemer_inkooporder",
        "blind17_pt_nota_encomenda_hotelaria",
        "blind17_es_mx_maquila_orden_compra",
        "blind17_sv_faktura_ert_ordernr",
        # Moved at stop 35: blind18 was scored at stop 34 and joins `fit`, but these seven
        # families' misses were read (a construction commitment's "CONTRACT COMPANY",
        # "Architect:" and "Total Commitment"; "À l'attention de"; a deposit deducted
        # before "Net à payer"; numbered bilingual captions "1. Supplier 供應商";
        # "Total pedido (IVA incl.) …"; Polish "Nr zamówienia klienta"; OCR'd Dutch
        # captions; a two-column 需方/供方 grid). In-sample from now on.
        "blind18_en_us_gc_commitment_po",
        "blind18_fr_agroalimentaire_bon_commande",
        "blind18_hk_ngo_purchase_order",
        "blind18_pl_faktura_vat_hurtownia",
        "blind18_es_hotel_pedido_compra",
        "blind18_nl_voedingsmiddelen_inkooporder",
        "blind18_zh_jixie_caigou_dingdan",
        # Moved at stop 36: blind19 was scored at stop 35, and all ten families' misses were
        # read (a seller's bilingual title "… / ORDER CONFIRMATION"; a delivery docket under
        # its merchant's letterhead; a contract's CONTRATADA; a Korean subcontract's
        # 수급사업자; Bulgarian "ДО ДОСТАВЧИКА"; Slovak and Estonian totals; a form's code
        # beside a Chinese order's title; a Taiwan e-invoice's seller; a Japanese foundry's
        # name; a Singapore order's missing totals). In-sample from now on.
        "blind19_sk_objednavka",
        "blind19_en_ie_merchant_delivery_docket",
        "blind19_et_tellimuse_kinnitus",
        "blind19_ko_hadogeup_baljuseo",
        "blind19_pt_br_contrato_fornecimento",
        "blind19_tw_dianzi_fapiao_zhengming",
        "blind19_bg_zayavka_dostavka",
        "blind19_zh_yiyao_caigou_dingdan",
        "blind19_ja_seisan_hacchu_meisai",
        "blind19_en_sg_eproc_po",
        # Moved at stop 37: blind20 was scored at stop 36; the misses of these six families
        # were read at stop 37 (the other four joined `fit`). In-sample from now on.
        "blind20_hk_songhuo_fapiao_dan",
        "blind20_ko_jumun_hwaginseo",
        "blind20_de_at_abruf_rahmenvertrag",
        "blind20_it_ddt_vs_ordine",
        "blind20_fi_tilausvahvistus",
        "blind20_el_protimologio",
        # Moved at stop 37: blind21 was scored there, then the misses of these two families
        # were read (the other eight joined `fit`). In-sample from now on.
        "blind21_zh_dinghuo_hetong_jiayi_huhuan",
        "blind21_en_in_cement_gst_po",
        # Moved at stop 38: blind22 was scored there, then the misses of these six families
        # were read (the other four joined `fit`). In-sample from now on.
        "blind22_hk_mo_bilingual_po_deposit",
        "blind22_sv_da_orderbekraftelse_kund",
        "blind22_ru_uk_zakaz_postavshchiku",
        "blind22_fr_ch_be_bon_commande",
        "blind22_nl_inkooporder_factuuradres",
        "blind22_zh_dianzi_erp_caigou_hanshui",
        # Moved at stop 38: blind23 was scored there, then the misses of these three families
        # were read (the other seven joined `fit`). In-sample from now on.
        "blind23_tw_caigou_heyue_jiayi",
        "blind23_zh_xiaoshou_queren_dingjin",
        "blind23_ja_web_edi_chumon_shokai",
        # Moved at stop 39: blind24 was scored there, then the misses of these eight families
        # were read (the other two, Greek and Korean, whose misses were scans that OCR could
        # not read, joined `fit`: no document of theirs was opened). In-sample from now on.
        "blind24_ca_comanda_capcalera",
        "blind24_zh_caigou_biangeng_dan",
        "blind24_en_gh_lpo_levies",
        "blind24_en_pk_po_corner_box",
        "blind24_is_innkaupapontun_lond",
        "blind24_sq_urdher_blerje_kopje",
        "blind24_uk_pidtverdzhennia_zamovlennia",
        "blind24_ja_noonyu_shiji_kobetsu",
        # Moved at stop 39: blind25 was scored there, then the misses of these eight families
        # were read (the other two, whose misses were one scan's supplier or none, joined
        # `fit`: no document of theirs was opened). In-sample from now on.
        "blind25_az_sifaris_tesdiqi",
        "blind25_cy_en_archeb_brynu",
        "blind25_en_lk_po_sscl_vat",
        "blind25_eu_es_erosketa_eskaera",
        "blind25_ka_shesyidvis_shekveta",
        "blind25_mk_narachka_dogovor",
        "blind25_tw_dinggoudan_huiqian_hengban",
        "blind25_zh_moju_caigou_fenqi",
        # Moved at stop 40: blind26 was scored at stop 39, then the misses of all ten
        # families were read. In-sample from now on.
        "blind26_zh_guoqi_kuangjia_yaohuo",
        "blind26_zh_fuzhuang_mianliao_caigou",
        "blind26_hk_canyin_fendian_dinghuo",
        "blind26_ja_chumon_henko_tsuchisho",
        "blind26_en_ug_lpo_sidebar",
        "blind26_en_bd_work_order_memo",
        "blind26_hy_gnman_patver",
        "blind26_kk_satyp_alu_tapsyrysy",
        "blind26_ms_pesanan_tempatan",
        "blind26_gl_pedido_concello",
        # Moved at stop 40: blind27 was scored at the end of stop 40, then the misses of
        # these nine families were read (the tenth, blind27_en_fj_resort_po_landscape, had
        # none and joined `fit`). In-sample from now on.
        "blind27_af_bestellingsbevestiging",
        "blind27_en_np_hydropower_work_order",
        "blind27_en_zm_mine_po_revision",
        "blind27_ja_jichitai_buppin_hacchusho",
        "blind27_ko_hakgyo_geupsik_baljuseo",
        "blind27_mn_hudaldan_avah_zahialga",
        "blind27_sw_tz_agizo_la_ununuzi",
        "blind27_uz_xarid_buyurtmasi",
        "blind27_zh_weiwai_weixiu_dingdan",
        # Moved at stop 43: blind30 was scored once, then the wrong loaded rows of these two
        # families were read (the other eight joined `fit`, unread). In-sample from now on.
        "blind30_it_ordine_committente_fornitore",
        "blind30_nl_be_bestelbon_boekje",
        # Moved at stop 44: their documents that did not load were read (supplier or order
        # number right below the gate). In-sample from now on.
        "blind30_en_us_po_order_from_remit_to",
        "blind30_hk_fax_header_po",
        "blind30_pt_br_pedido_erp_paisagem",
        "blind30_zh_dinghuo_hetong_shulan",
        # Moved at stop 44, after blind31 was scored once: their documents that did not load
        # (or, for the it agent's order, its wrong suppliers) were read.
        "blind31_en_gb_ie_cloud_ledger_po",
        "blind31_fr_accuse_reception_commande",
        "blind31_it_copia_commissione_agente",
        "blind31_ja_meeru_hacchu_insatsu",
        "blind31_ko_gamaeng_balju_ondo",
        # Moved at stop 45, after blind32 was scored once: their wrong rows and misses were
        # read.
        "blind32_en_us_ca_retail_portal_po",
        "blind32_it_ordine_mepa_nso",
        "blind32_ja_tounitsu_denpyo_hacchu",
        "blind32_tw_dingdan_querenshu",
        "blind32_zh_pingtai_caigou_xiangqing",
        # Read at stop 45, when a check of an engine change printed its changed suppliers.
        "fit7_es_latam_orden_senores",
        # Moved at stop 46, after blind33 was scored once: the Korean family's two wrong rows
        # were read, and the Indian family's misses.
        "blind33_en_in_three_panel_gst_po",
        "blind33_ko_geonseol_jajae_balju_gongmun",
        # Moved at stop 47: the nine fit families with the fewest suppliers right in stop 46's
        # reading, whose wrong suppliers were read.
        "blind10_de_ch_uhren_bestellung",
        "blind23_ko_napum_yogu_danga",
        "blind28_be_zamova_na_pastauku",
        "blind29_de_din_brief_bestellung",
        "blind29_es_pedido_apaisado_rejilla",
        "blind29_it_ordine_fornitore_tabella",
        "fit7_de_ch_at_auftrag_an",
        "fit7_it_ordine_spettle_finestra",
        "fit7_zh_dinghuo_hetong_gaizhang",
        # Moved at stop 48: blind35's three families with wrong rows, whose wrong rows were
        # read, and its two with the fewest suppliers right, whose wrong suppliers were read.
        "blind35_de_bestellschein_firma_zeile",
        "blind35_fr_caviste_commande_domaine",
        "blind35_hk_zhuangxiu_wuliao_dinggou",
        "blind35_zh_it_shebei_caigoudan_sanlan",
        "blind35_zh_shipin_yuanfuliao_caigou",
        # Moved at stop 49: fit11's two families with wrong rows (read after fit11 decided
        # the calibration C49), its Belgian confirmation (read when a change lost totals
        # there), and blind37's family with wrong rows (read after its single scoring).
        "fit11_de_ch_bauleitung_arbeitsvergabe",
        "fit11_hk_xuexiao_dinggoudan",
        "fit11_fr_be_confirmation_commande_communication",
        "blind37_en_au_aged_care_po",
        # …and blind37's seller's sales confirmation, which loaded nothing: its rows were
        # read (every field right, the supplier under its threshold).
        "blind37_zh_dianshang_xiaoshou_querenshu",
        # Moved at stop 50: blind38's three families with wrong rows (read after its single
        # scoring), and two families whose misses were read for E50b (blind37's Taiwanese
        # form, blind36's store order).
        "blind38_ja_byoin_iyakuhin_hacchu",
        "blind38_fr_hotel_economat_bon_commande",
        "blind38_es_ar_proforma_confirmacion",
        "blind37_tw_dinggoudan_liangfen_yiye",
        "blind36_zh_bianlidian_zhisong_buhuo",
        # …and fit12's family with wrong rows, read after fit12 decided E50.
        "fit12_it_ordine_subappalto_cantiere",
        # Moved at stop 51: blind39's families whose rows or misses were read after its single
        # scoring (all but the en-GB museum order).
        "blind39_zh_guangfu_zujian_caigou",
        "blind39_zh_chongwu_yiyuan_haocai",
        "blind39_tw_hongbei_yuanliao_baocai",
        "blind39_ja_sharyo_center_buhin_chumon",
        "blind39_en_in_port_authority_work_order",
        "blind39_de_ch_bibliothek_buchbestellung",
        "blind39_fr_be_carriere_consommables",
        "blind39_it_noleggio_attrezzature_set",
        "blind39_es_mx_confirmacion_pedido_programa",
        # Moved at stop 52: blind40's ten families, whose rows were read after its single
        # scoring.
        "blind40_zh_youeryuan_wanjiao_caigou",
        "blind40_zh_jianshen_qicai_dinggou",
        "blind40_tw_gongmiao_jisi_yongpin",
        "blind40_ja_golf_kosu_kanri_shizai",
        "blind40_en_us_fire_district_po",
        "blind40_en_sg_kitchen_equipment_order_ack",
        "blind40_de_at_musikschule_instrumente",
        "blind40_fr_centre_equestre_fourrage_sellerie",
        "blind40_nl_zwembad_chemie_inkooporder",
        "blind40_es_cl_salmonera_orden_compra",
        # Moved at stop 53: blind41's six families whose rows were read after its single
        # scoring (the other four joined `fit`).
        "blind41_it_stabilimento_balneare_ordine",
        "blind41_en_gb_football_club_groundscare_po",
        "blind41_zh_chachang_xiaoshou_queren",
        "blind41_de_ch_forstbetrieb_bestellung",
        "blind41_fr_be_chocolaterie_commande_matieres",
        "blind41_es_mx_gasolinera_lubricantes_oc",
        # Moved at stop 54: blind42's five families whose rows were read after its single
        # scoring (the other five joined `fit`).
        "blind42_en_nz_sawmill_order_acknowledgement",
        "blind42_fr_camping_commande_mobilier",
        "blind42_tw_buxiban_jiaocai_dinggou",
        "blind42_es_ar_frigorifico_insumos_oc",
        "blind42_nl_fietsverhuur_onderdelen_inkooporder",
        # Moved at stop 55: blind43's six families whose rows were read after its single
        # scoring (the other four joined `fit`).
        "blind43_de_ch_werkhof_streusalz_bestellung",
        "blind43_en_au_art_centre_po",
        "blind43_fr_be_demenagement_bon_commande",
        "blind43_zh_kuaidi_wangdian_haocai",
        "blind43_en_ie_machinery_dealer_order_ack",
        "blind43_zh_wushuichang_yaoji_caigou",
        # Moved at stop 56: blind44's two families whose wrong rows were read after its single
        # scoring (the other eight joined `fit`), and a fit15 family one of whose rows was read
        # to explain a change in a check set.
        "blind44_en_gb_coach_operator_tyre_po",
        "blind44_pt_br_escola_samba_pedido_materiais",
        "fit15_es_puerto_deportivo_pedido",
        # Moved at stop 57: blind45's seven families whose rows were read after its single
        # scoring (the other three joined `fit`), and a fit17 family four of whose rows were
        # read to explain a change in a check set.
        "blind45_de_ch_berghuette_saisonbestellung",
        "blind45_en_au_surf_life_saving_club_po",
        "blind45_nl_be_carwash_orderbevestiging",
        "blind45_zh_wangka_waishe_caigou",
        "blind45_hk_jiuba_jiushui_caigou",
        "blind45_fr_be_friterie_commande_grossiste",
        "blind45_es_almazara_pedido_envases",
        "fit17_nl_be_jeugdherberg_beddengoed_bestelbon",
        # Moved at stop 58: blind46's nine families whose rows were read after its single
        # scoring (the tenth joined `fit`).
        "blind46_ja_sento_shizai_hacchusho",
        "blind46_en_us_fairgrounds_event_po",
        "blind46_tw_jichehang_lingjian_dinggou",
        "blind46_zh_cizhuan_xiaoshou_querendan",
        "blind46_de_imkerei_glaeser_bestellung",
        "blind46_zh_minsu_buchao_caigou",
        "blind46_it_rsa_ausili_ordine",
        "blind46_en_za_sugar_mill_spares_po",
        "blind46_pt_br_lavanderia_industrial_insumos",
        # Moved at stop 59: all ten of blind47's families, some of whose rows were read after
        # its single scoring.
        "blind47_de_at_kaffeehaus_roesterei_bestellung",
        "blind47_en_gb_racecourse_raceday_po",
        "blind47_en_sg_bubble_tea_outlet_ingredients_po",
        "blind47_es_club_padel_pedido_material",
        "blind47_fr_cirque_chapiteau_bon_commande",
        "blind47_hk_anlaoyuan_huli_yongpin",
        "blind47_ja_wagashi_housou_shizai_hacchu",
        "blind47_nl_be_ijssalon_grondstoffen_bestelbon",
        "blind47_zh_xiaofang_qicai_xiaoshou_queren",
        "blind47_zh_youleyuan_sheshi_beijian",
        # Moved at stop 60: all ten of blind48's families, some of whose rows were read after
        # its single scoring.
        "blind48_de_friedhofsgaertnerei_bestellung",
        "blind48_en_ie_gaa_club_kit_po",
        "blind48_en_us_trampoline_park_po",
        "blind48_es_mx_mezcalera_insumos_orden_compra",
        "blind48_fr_ca_piscines_produits_bon_commande",
        "blind48_it_oratorio_centro_estivo_ordine",
        "blind48_ja_biyoushitsu_shizai_hacchu",
        "blind48_tw_taoyi_gongfang_niliao_dinggou",
        "blind48_zh_chufang_shebei_xiaoshou_queren",
        "blind48_zh_mashu_julebu_sicao_maju",
        # Moved at stop 61: nine of blind49's families, whose rows were read after its single
        # scoring (its Australian family's rows were not: it joins fit).
        "blind49_de_ch_seeschifffahrt_bestellung",
        "blind49_en_gb_narrowboat_hire_chandlery_po",
        "blind49_es_cofradia_cera_flores_pedido",
        "blind49_fr_parfumeur_flacons_bon_commande",
        "blind49_hk_xiaoba_lingjian_caigou",
        "blind49_ja_karaoke_tenpo_shizai_hacchusho",
        "blind49_nl_ijsbaan_schaatsen_inkooporder",
        "blind49_zh_cangchu_chache_peijian_caigou",
        "blind49_zh_zhongye_xiaoshou_queren",
        # Moved at stop 62: nine of blind50's families, whose rows were read after its single
        # scoring (its Chinese drone-parts family's rows were not: it joins fit).
        "blind50_de_at_fiaker_geschirr_bestellung",
        "blind50_en_nz_adventure_tourism_gear_po",
        "blind50_en_us_roller_rink_skate_po",
        "blind50_es_ar_club_polo_orden_compra",
        "blind50_fr_ch_ecole_parapente_commande",
        "blind50_it_acetaia_botti_ordine",
        "blind50_ja_yugyosen_tsurigu_hacchusho",
        "blind50_tw_huishou_chang_dabao_haocai_dinggou",
        "blind50_zh_jieqing_dengshi_xiaoshou_queren",
        # Moved at stop 63: blind51's ten families, whose rows were read after its single
        # scoring.
        "blind51_de_ch_baeckereitechnik_auftragsbestaetigung",
        "blind51_en_ca_maple_sugar_bush_po",
        "blind51_en_gb_zoo_animal_nutrition_po",
        "blind51_es_co_floricultora_orden_compra",
        "blind51_fr_ostreiculteur_bon_commande",
        "blind51_hk_longzhou_hui_chuanju_caigou",
        "blind51_ja_bokujo_shizai_chumonsho",
        "blind51_nl_bollenkwekerij_inkooporder",
        "blind51_zh_kaogu_yanjiusuo_qicai_caigou",
        "blind51_zh_yuezi_zhongxin_muying_caigou",
        # Moved at stop 64: seven of blind52's families, whose rows were read after its single
        # scoring (the other three, whose rows were not read, joined `fit`).
        "blind52_en_ie_greyhound_stadium_po",
        "blind52_es_mx_arena_lucha_libre_oc",
        "blind52_it_ch_societa_canottieri_ordine",
        "blind52_ja_tatami_ten_igusa_hacchu",
        "blind52_tw_budaixi_jutuan_caigou",
        "blind52_zh_nongji_xiaoshou_querendan",
        "blind52_zh_saosi_chang_yuanliao_caigou",
        # Moved at stop 65: eight of blind53's families, whose rows were read after its single
        # scoring (the other two, whose rows were not read, joined `fit`).
        "blind53_de_at_christbaumkultur_bestellung",
        "blind53_en_nz_mussel_farm_po",
        "blind53_en_us_rodeo_arena_po",
        "blind53_fr_be_gilles_carnaval_bon_commande",
        "blind53_hk_cangchu_baozhuang_haocai_caigou",
        "blind53_it_pastificio_ordine_materie_imballi",
        "blind53_ja_cleaning_ten_shizai_hacchusho",
        "blind53_zh_anfang_jiankong_xiaoshou_queren",
        # Moved at stop 66: nine of blind54's families, whose rows were read after its single
        # scoring (the tenth, whose rows were not read, joined `fit`), and the four of fit28's
        # whose rows were read once it had decided the stop's first changes (the other six
        # stay in `fit`).
        "blind54_de_ch_schuetzenverein_bestellung",
        "blind54_en_ca_snowmobile_club_grooming_po",
        "blind54_en_gb_distillery_dry_goods_po",
        "blind54_es_chiringuito_pedido",
        "blind54_fr_creperie_bon_commande",
        "blind54_ja_kimono_rental_komono_hacchu",
        "blind54_tw_jiangyou_niangzao_yuanliao_dinggou",
        "blind54_zh_chuanglian_buyi_xiaoshou_queren",
        "blind54_zh_hunqing_buzhi_wuliao_caigou",
        "fit28_en_in_cricket_academy_kit_po",
        "fit28_es_cl_riego_nota_venta",
        "fit28_fr_ca_microbrasserie_bon_commande",
        "fit28_it_liuteria_ordine_legnami",
        # Moved at stop 67: blind55's ten families, whose rows were read after its single
        # scoring, and the three of fit29's whose wrong rows were read (the other seven stay
        # in `fit`).
        "blind55_de_ch_tierheim_bedarf_bestellung",
        "blind55_en_au_pearl_farm_po",
        "blind55_en_gb_lido_season_po",
        "blind55_es_academia_flamenco_pedido",
        "blind55_fr_miellerie_pots_bon_commande",
        "blind55_it_prese_arrampicata_conferma_ordine",
        "blind55_ja_skijou_assetsusha_buhin_hacchu",
        "blind55_tw_danji_chang_danhe_baocai_dinggou",
        "blind55_zh_qixiang_yiqi_beijian_caigou",
        "blind55_zh_yangzhu_shebei_chuanzhen_dinghuo",
        "fit29_en_us_cranberry_grower_po",
        "fit29_en_za_rooibos_processor_po",
        "fit29_es_mx_tortilleria_insumos_oc",
        # Moved at stop 68: blind56's ten families and fit30's ten, whose rows were read after
        # their scorings, and the two whose rows were seen by mistake while a floor (G, not
        # shipped) was weighed: fit23's Italian order confirmation (three rows) and fit31's
        # Chinese sales confirmation (one row).
        "blind56_de_hufschmiede_bestellung",
        "blind56_en_sg_trampoline_park_po",
        "blind56_en_us_roller_rink_po",
        "blind56_es_ar_club_rugby_orden_compra",
        "blind56_fr_be_ferme_pedagogique_bon_commande",
        "blind56_hk_yueju_tuan_xifu_caigou",
        "blind56_ja_sento_biyouhin_hacchu",
        "blind56_nl_ijsbaan_inkooporder",
        "blind56_zh_bingxue_jie_wuzi_caigou",
        "blind56_zh_shiyanshi_jiaju_xiaoshou_queren",
        "fit23_it_coltelleria_conferma_ordine",
        "fit30_de_at_fiaker_bestellung",
        "fit30_en_ie_island_ferry_spares_po",
        "fit30_en_nz_campervan_fleet_po",
        "fit30_fr_ch_club_curling_bon_commande",
        "fit30_it_acetaia_ordine_botti_bottiglie",
        "fit30_ja_sento_biyohin_hacchusho",
        "fit30_pt_br_acaiteria_insumos_pedido",
        "fit30_tw_youxian_dianshi_qicai_dinggou",
        "fit30_zh_fengzheng_chang_cailiao_caigou",
        "fit30_zh_wutai_dengguang_xiaoshou_queren",
        "fit31_zh_huacai_xiaoshou_querenshu",
    }
)


# Every module of families, in the order they were written; a new split is one more line.
FAMILY_MODULES = (
    "families_latin",
    "families_cjk",
    "families_latin2",
    "families_cjk2",
    "families_blind",
    "families_blind2",
    "families_fit5",
    "families_blind3",
    "families_blind4",
    "families_blind5",
    "families_blind6",
    "families_blind7",
    "families_blind8",
    "families_blind9",
    "families_blind10",
    "families_blind11",
    "families_blind12",
    "families_blind13",
    "families_blind14",
    "families_blind15",
    "families_blind16",
    "families_blind17",
    "families_blind18",
    "families_blind19",
    "families_blind20",
    "families_blind21",
    "families_blind22",
    "families_blind23",
    "families_blind24",
    "families_blind25",
    "families_blind26",
    "families_blind27",
    "families_blind28",
    "families_fit6",
    "families_blind29",
    "families_blind30",
    "families_fit7",
    "families_blind31",
    "families_blind32",
    "families_blind33",
    "families_fit8",
    "families_fit9",
    "families_blind34",
    "families_blind35",
    "families_fit10",
    "families_blind36",
    "families_fit11",
    "families_blind37",
    "families_fit12",
    "families_blind38",
    "families_blind39",
    "families_fit13",
    "families_blind40",
    "families_fit14",
    "families_blind41",
    "families_fit15",
    "families_blind42",
    "families_fit16",
    "families_blind43",
    "families_fit17",
    "families_blind44",
    "families_fit18",
    "families_blind45",
    "families_fit19",
    "families_blind46",
    "families_fit20",
    "families_blind47",
    "families_fit21",
    "families_blind48",
    "families_fit22",
    "families_blind49",
    "families_fit23",
    "families_blind50",
    "families_fit24",
    "families_blind51",
    "families_fit25",
    "families_blind52",
    "families_fit26",
    "families_blind53",
    "families_fit27",
    "families_blind54",
    "families_fit28",
    "families_fit29",
    "families_blind55",
    "families_fit30",
    "families_blind56",
    "families_fit31",
    "families_blind57",
    "families_fit32",
)


def all_families() -> dict[str, Callable[[random.Random], tuple[bytes, dict[str, Any]]]]:
    out: dict[str, Callable[[random.Random], tuple[bytes, dict[str, Any]]]] = {}
    for module in FAMILY_MODULES:
        families = importlib.import_module(module).FAMILIES
        if out.keys() & families.keys():
            raise ValueError(f"{module} redefines families: {sorted(out.keys() & families.keys())}")
        out.update(families)
    return out


def module_of(family: str) -> str:
    """The module that writes a family: one author's set of layouts, written at one sitting."""
    for module in FAMILY_MODULES:
        if family in importlib.import_module(module).FAMILIES:
            return module
    raise KeyError(family)


SPLITS = ("tuned", "fit", "test", "blind")


def split_of(doc: Mapping[str, Any]) -> str:
    if doc.get("set") in TUNED_SETS or doc.get("family") in DEV_FAMILIES:
        return "tuned"
    # No split is blind until the next stop writes one. blind56 was written during stop 67 and
    # scored once at stop 68; it joined dev (rows of all ten families were read). blind55 was
    # written during stop 66 and
    # scored once at stop 67; it joined dev (rows of all ten families were read). blind54 was
    # written at the end of stop 65
    # and scored once at stop 66; it joined dev but for one family whose rows were not read
    # (fit). blind53 was written at the end of stop 64
    # and scored once at stop 65; it joined dev but for two families whose rows were not read
    # (fit).
    # blind52 was written at the end of stop 63
    # and scored once at stop 64; it joined dev but for three families whose rows were not read
    # (fit).
    # blind51 was written at the end of stop 62
    # and scored once at stop 63; it joined dev (rows of all ten families were read).
    # blind50 was written at the end of stop 61
    # and scored once at stop 62; it joined dev but for one family whose rows were not read (fit).
    # blind49 was written at the end of stop 60
    # and scored once at stop 61; it joined dev but for one family whose rows were not read (fit).
    # blind48 was written at the end of stop 59
    # and scored once at stop 60; it joined dev (rows of all ten families were read).
    # blind47 was written at the end of stop 58
    # and scored once at stop 59; it joined dev (rows of all ten families were read).
    # blind46 was written at the end of stop 57
    # and scored once at stop 58; it joined `fit` but for nine families whose rows were read (dev).
    # blind45 was written at the end of stop 56
    # and scored once at stop 57; it joined `fit` but for seven families whose rows were read (dev).
    # blind44 was written and scored once at stop
    # 56 and joined `fit` but for two families whose wrong rows were read (dev). blind43 was written
    # and scored once at stop 55 and joined `fit` but for six families whose rows were read (dev).
    # blind42 was written and scored once at stop 54 and joined `fit` but for five families whose
    # rows were read (dev).
    # blind41 was written and scored once at stop 53 and joined `fit` but for six families whose
    # rows were read (dev). blind40 was written and
    # scored once at stop 52 and joined dev: the rows of all ten families were read. blind39 was
    # written and scored once at stop 51 and joined `fit` but for nine families whose rows were read
    # (dev). blind38 was written and scored once at stop 50 and joined `fit` but for three families
    # whose wrong rows were read (dev). blind37 was written and scored once at stop 49 and joined
    # `fit` but for its Australian family (dev). blind36 was written and scored once at stop 48 and
    # joined `fit` (no row of it was read). blind35 was written at stop 47, judged a threshold
    # proposal and was scored once; it joined `fit` (no row of it was read). blind34 was written and
    # scored at stop 47 and joined `fit` (no row of it was read). blind33 was written and scored at
    # stop 46 and joined `fit` but for its Korean and Indian families, whose wrong rows or misses
    # were read, which joined dev (DEV_FAMILIES above). blind32 was written and scored at stop 45
    # and joined `fit` but for five families whose wrong rows or misses were read, which joined dev
    # (DEV_FAMILIES above). blind31 was written and scored at stop 44 and joined `fit` but for five
    # families whose unloaded documents were read, which joined dev (DEV_FAMILIES above). blind30
    # was written and scored at stop 43 and joined `fit` but for two families whose wrong rows were
    # read, which joined dev (DEV_FAMILIES above). blind29 was written and scored at stop 42 and
    # joined `fit` (its misses were not read). blind28 was written and scored at stop 41 and joined
    # `fit` (its misses were not read). blind27 was written and scored at stop 40 and joined dev but
    # for one family that joined `fit` (DEV_FAMILIES above). blind26 was scored at stop 39 and
    # joined dev at stop 40 (DEV_FAMILIES above). blind25 was written and scored at stop 39 and
    # joined `fit`, but for eight families whose misses were read, which joined dev (DEV_FAMILIES
    # above). blind24 was scored at stop 39 and joined `fit`, but for eight families whose misses
    # were read, which joined dev (DEV_FAMILIES above). blind23 was scored at stop 38 and joined
    # `fit`, but for three families whose misses were read, which joined dev (DEV_FAMILIES above).
    # blind22 was scored at stop 38 and joined `fit`, but for six families whose misses were read,
    # which joined dev (DEV_FAMILIES above). blind21 was written and scored at stop 37 and joined
    # `fit`, but for two families whose misses were read, which joined dev (DEV_FAMILIES above).
    # blind20 was scored at stop 36 and joined `fit` at stop 37, but for six families whose misses
    # were read, which joined dev (DEV_FAMILIES above). blind19 was scored at stop 35 and joined dev
    # at stop 36 (DEV_FAMILIES above: all its misses were read); blind18 was scored at stop 34 and
    # joined `fit` at stop 35 (the same); blind17 was scored at stop 33 and joined `fit` at stop 34
    # (the same); blind16 was scored at stop 32 and joined `fit` at stop 33 (the same); blind15 was
    # scored at stop 31 and joined `fit` at stop 32 (the same); blind14 was scored at stop 30 and
    # joined `fit` at stop 31 (the same); blind13 was scored at stop 29 and joined `fit` at stop 30;
    # blind12 was scored at stop 28 and joined `fit` at stop 29; blind11 was scored once at stop 27
    # and joined `fit` at stop 28; blind10 was scored once at stop 26 and joined `fit` at stop 27;
    # blind9 was scored once at stop 25 and joined `fit` at stop 26 (part of its docstring was read
    # then, by mistake); blind8 was scored at stop 23 and joined `fit` at stop 25. The blind3,
    # blind5, blind6 and blind7 families were scored once (stops 18, 20, 21 and 22; only counted per
    # family) and joined `fit`, but for those moved to DEV_FAMILIES above; blind4 (stop 19) joined
    # dev.
    return "test" if doc.get("family") in FROZEN_TEST else "fit"


def scan_pdf(pdf: bytes, rng: random.Random) -> bytes:
    """An image-only copy: a flat-bed scan (A4 portrait only) or a desk scan."""
    import pypdfium2 as pdfium  # noqa: PLC0415
    from holdout3_scan import desk_scan  # noqa: PLC0415
    from holdout_draw import scan  # noqa: PLC0415
    from reportlab.lib.pagesizes import A4  # noqa: PLC0415

    doc = pdfium.PdfDocument(pdf)
    try:
        a4 = all(abs(w - A4[0]) < 2 and abs(h - A4[1]) < 2 for w, h in map(_size, doc))
    finally:
        doc.close()
    return scan(pdf, rng) if a4 and rng.random() < 0.5 else desk_scan(pdf, rng)


def _size(page: Any) -> tuple[float, float]:
    return page.get_size()


# A split's share in --per-split: N documents, of one family in K when "/K" is given.
_SHARE = re.compile(r"(\d+)(?:/([1-9]\d*))?")


def parse_per_split(text: str) -> dict[str, tuple[int, int]]:
    """`--per-split test=6,blind=6,fit=1/2,tuned=1` as {split: (documents per family, 1 family
    in K)}: `N/K` takes N documents of one family in K of that split (`takes_family`)."""
    out: dict[str, tuple[int, int]] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        split, _, share = item.partition("=")
        m = _SHARE.fullmatch(share)
        if split not in SPLITS or m is None:
            raise ValueError(
                f"--per-split wants SPLIT=N or SPLIT=N/K (K > 0) with SPLIT one of {SPLITS}: "
                f"{item!r}"
            )
        out[split] = (int(m[1]), int(m[2] or 1))
    return out


def takes_family(family: str, every: int) -> bool:
    """Whether a family is among the one in `every` that `--per-split N/K` keeps: chosen by a
    hash of its name, so adding or moving a family never changes which others are kept."""
    return zlib.crc32(family.encode("utf-8")) % every == 0


def make_families(
    out_dir: Path,
    *,
    per_family: int,
    seed: int,
    scan_rate: float,
    only: str = "",
    per_split: Mapping[str, tuple[int, int]] | None = None,
) -> list[dict[str, Any]]:
    """The first `per_family` documents of every family (or, for a family whose split is in
    `per_split` as (N, K), the first N of one family in K: the same documents, one random
    stream per family)."""
    from families_latin import _dejavu  # noqa: PLC0415

    from po_pipeline.samples import register_cjk_font  # noqa: PLC0415

    register_cjk_font()
    # Some families draw in DejaVu without registering it: register it first, so a family
    # draws the same whichever families run before it (`--only`).
    _dejavu()
    out_dir.mkdir(parents=True, exist_ok=True)
    docs: list[dict[str, Any]] = []
    for family, draw in sorted(all_families().items()):
        if not family.startswith(tuple(only.split(","))):
            continue
        # One stream per family: adding a family never changes the others' documents.
        rng = random.Random(f"{seed}:{family}")
        count, every = (per_split or {}).get(split_of({"family": family}), (per_family, 1))
        if not takes_family(family, every):
            continue
        for i in range(count):
            pdf, meta = draw(rng)
            scanned = rng.random() < scan_rate
            if scanned:
                pdf = scan_pdf(pdf, rng)
            name = f"{family}-{i:03d}.pdf"
            (out_dir / name).write_bytes(pdf)
            docs.append(
                {
                    "name": name,
                    "family": family,
                    "lang": meta["lang"],
                    "kind": meta["kind"],
                    "pages": meta["pages"],
                    "scanned": scanned,
                    "truth": meta["truth"],
                }
            )
    (out_dir / "truth.json").write_text(
        json.dumps(docs, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    return docs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--per-family", type=int, default=60)
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--scan-rate", type=float, default=0.2)
    parser.add_argument(
        "--only", default="", help="only the families named with these prefixes (comma-separated)"
    )
    parser.add_argument(
        "--per-split",
        type=parse_per_split,
        default={},
        help="documents per family by split, e.g. test=6,blind=6,fit=1/2,tuned=1 (N/K: N of one "
        "family in K; else --per-family)",
    )
    args = parser.parse_args()
    started = time.perf_counter()
    docs = make_families(
        args.out_dir,
        per_family=args.per_family,
        seed=args.seed,
        scan_rate=args.scan_rate,
        only=args.only,
        per_split=args.per_split,
    )
    families = {d["family"] for d in docs}
    print(
        f"wrote {len(docs)} documents in {len(families)} families to {args.out_dir} "
        f"in {time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
