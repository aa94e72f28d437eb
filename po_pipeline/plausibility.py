"""Values that cannot be right, whichever backend produced them.

docs/ARCHITECTURE.md ("Validation"): a label, a signature or stamp caption, a phone, fax,
e-mail or address line, or a date where an order number belongs never passes. The engine
drops such candidates before ranking; validation applies the same checks to every backend's
result, so a ComPDF value that is a caption goes to needs_review exactly like one of ours
would.

This module imports nothing from the rest of the package: the engine and validation both
stand on it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

__all__ = [
    "ARTICLE",
    "fold_letter",
    "has_legal_form",
    "implausible",
    "label_set",
    "looks_like_person",
    "names_a_trade",
]

# The number sign "№" as OCR reads it when nothing follows it.
_NUMBER_SIGN_READ = re.compile(r"^[NnМм][2º°]$")
# The parts of a caption printed in two languages: "Hornitzailea / Proveedor".
_BILINGUAL = re.compile(r"\s+/\s+")
# Captions of signature, stamp and acknowledgement blocks. German "Firma" means company, so
# the Spanish/Italian "firma" (signature) is only taken with a word that makes it a caption.
_SIGNATURE = re.compile(
    r"(?i)\b(?:signature|signed|sign here|acknowledg\w*|authori[sz]ed by"
    r"|authori[sz]ed signatory|stamp|company seal|unterschrift|stempel|cachet"
    r"|firma (?:del|autorizzata|y sello)|timbro|sello|подпись|печать|м\.\s?п|imza|kaşe|mühür"
    r"|υπογραφή|σφραγίδα|aláírás|bélyegző|p\.\s?h|chữ ký|ký tên|đóng dấu|tanda tangan"
    r"|cap perusahaan|podpis|pieczęć|razítko|semnătura|ștampila|potpis|pečat"
    # Who took the goods in: "Received by", "Ware erhalten", "Robu primio", "Prekes gavo".
    r"|received\s+by|goods\s+received|ware\s+(?:erhalten|empfangen)|reçu\s+par"
    r"|ricevuto\s+da|recibido\s+por|robu\s+(?:primio|preuzeo)|prekes\s+(?:gavo|priėmė)"
    r"|mottatt\s+av|mottaget\s+av|modtaget\s+af|vastaanottanut"
    # The supplier's acceptance of the order: "Vendor's Acceptance", "Accepted by".
    r"|(?:vendor|supplier|seller|contractor)['’]s\s+(?:acceptance|confirmation)|accepted\s+by)\b"
    r"|签章|签字|签名|盖章|蓋章|簽章|簽字|簽名|公章|专用章|專用章|印章|確認印|担当者印|承認印|検印"
    r"|受領印|受領者|签收|簽收|收货人签|收貨人簽|签回|簽回|回签|回簽|签认|簽認|大小章|请盖|請蓋|인수자"
    r"|^印$|（印）|\(印\)|서명|날인|직인|（인）|\(인\)"
    r"|确认$|確認$"
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"(?i)\b(?:https?://|www\.)\S+")
# A phone or fax line: its word, or a string that is mostly a dialling number.
_PHONE_WORD = re.compile(
    r"(?i)(?:^|\b)(?:tel|tél|phone|telephone|téléphone|telefon|teléfono|telefono|fax|telefax"
    r"|mobile|mob|cell|тел|телефон|факс|τηλ|φαξ|faks|telp|hp|gsm|điện thoại|đt)\b\.?\s*[:：.]?"
    r"\s*[+(\d]"
    r"|电话|電話|传真|傳真|手机|手機|ＴＥＬ|ＦＡＸ|전화|팩스|휴대폰"
)
_DIAL = re.compile(r"^[+(]?\d[\d\s().\-/]{6,}\d$")
# An identifier is a dialling number only when it opens like one: "+49 …", "(555) …".
_DIAL_OPENING = re.compile(r"^(?:\+\d|\(\d{2,5}\)\s*\d)")
# Street, box and postcode lines. A company name never starts with a house number followed
# by a street word, nor with a postcode followed by a town.
_STREET = re.compile(
    r"(?i)^\d+[a-z]?\s+.*\b(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr"
    r"|way|suite|ste|floor|fl|parkway|pkwy|highway|hwy|court|ct|place|pl)\b\.?"
    r"|\b(?:p\.?\s?o\.?\s?box|postfach|boîte postale|apartado)\b"
    r"|(?:straße|strasse|str\.|weg|gasse|allee|platz|laan|straat|plein|gracht)\s*\d+"
    r"|^(?:rue|avenue|boulevard|chemin|via|viale|piazza|corso|calle|avenida|plaza|paseo"
    r"|zona\s+(?:artigianale|industriale)|località|loc\.|frazione|fraz\.|largo|vicolo|contrada"
    r"|impasse|allée|quai|camino|carretera|rua|travessa)\s.*\d"
    r"|^(?:[a-z]{1,2}-)?\d{4,5}\s+[A-ZÀ-Ý][a-zà-ÿ]+(?:\s|$)"
    # Street words of more languages, with a number on the line: "ул. Ленина, д. 5",
    # "Atatürk Cad. No: 12", "Λεωφ. Συγγρού 45", "Váci út 35", "Jl. Sudirman No. 8".
    r"|(?:^|\s)(?:ул\.|улица|просп\.|пр-т|пер\.|вул\.|jl\.|jln\.|jalan|cad\.|caddesi|sok\.|sokak"
    r"|sk\.|mah\.|mahallesi|bulvarı|οδός|οδ\.|λεωφ\.|λεωφόρος|utca|u\.|út|körút|tér|đường"
    r"|phường|quận|huyện|ulica|ul\.|strada|str\.|calea)\s.*\d"
)
# An Irish address's county ("Athlone, Co. Laois", "Co. Dublin D02 X285"): "Co." there is the
# county, no legal form, when the county's name ends the line or a comma or a postcode follows.
_IRISH_COUNTY = re.compile(
    r"(?:^|[,\s])Co\.?\s+(?:Antrim|Armagh|Carlow|Cavan|Clare|Cork|Derry|Donegal|Down|Dublin"
    r"|Fermanagh|Galway|Kerry|Kildare|Kilkenny|Laois|Leitrim|Limerick|Londonderry|Longford"
    r"|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|Tipperary|Tyrone|Waterford|Westmeath"
    r"|Wexford|Wicklow)\b(?=\s*$|\s*,|\s+[A-Z]\d[\dW]\s?[A-Z\d]{4}\b)"
)
# implausible's reason for a street, box or postcode line.
ADDRESS_LINE = "is an address line"
_CJK_ADDRESS = re.compile(
    r"(?:地址|住所|所在地|address)|[路街道巷弄里]\s*\d+\s*[号號]|\d+\s*[号號楼樓室层層]$"
    r"|[省市区區县縣].{0,12}[路街道].{0,6}\d"
    r"|[가-힣]+(?:로|길)\s*\d+"
)
# "Material No: 4055", "纳税人识别号:9133…": a caption with its own value is another field.
_CAPTIONED = re.compile(r"^[^\W\d_][^:：]{0,24}[:：]\s*\S")
# An order number that is a date, a time or a year.
_DATE = re.compile(
    r"^(?:\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}"
    r"|\d{1,2}[-/.\s](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-/.\s]\d{2,4}"
    r"|\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?|\d{4}년\s?\d{1,2}월\s?\d{1,2}일"
    r"|\d{1,2}\.\d{1,2}\.\d{4}\s?г\.?"
    # Taiwan's dates in the Republic's years: "114/10/06".
    r"|1[0-4]\d([/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01]))$",
    re.IGNORECASE,
)
# An amount in thousands groups ("4.240.500", "1,234,567", "12.345,60"), not a number that
# names an order.
_GROUPED_AMOUNT = re.compile(
    r"^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})+$|^\d{1,3}(?:[.,]\d{3})+[.,]\d{2}$"
)
# A decimal with a short whole part ("42.5" of a cement grade "P.O 42.5", "12,50"): a
# quantity, a measure or a price, never a number that names an order.
_MEASURE = re.compile(r"^\d{1,3}[.,]\d{1,2}$")
# Legal forms and organisation words: evidence that a name is a company, not a person.
_LEGAL_FORM = re.compile(
    r"(?i)\b(?:ltd|limited|inc|incorporated|llc|llp|plc|corp|corporation|co|company|gmbh|ag"
    r"|ohg|ug|gbr|e\.?\s?k|e\.\s?u|sa|s\.a|sas|sarl|sàrl|sasu|eurl|snc|srl|s\.r\.l|spa|s\.p\.a|sl|s\.l"
    r"|slu|bv|b\.v|nv|n\.v|vof|pty|pte|oy|ab|aps|kk|k\.k|group|holdings|industries"
    r"|trading|traders|enterprises?|manufacturing|works|engineering|systems|solutions|services|supplies|supply"
    r"|technologies|technology|electronics|labs?|partners|associates|gesellschaft|werke?"
    r"|établissements|ets|cie|fabrik|handel|bedarf|papierwaren|s\.?coop|sociedad|società"
    r"|stores?|shop|mart|foods?|industrie|trade|international|intl|ltda|lda|eireli|s/a|oyj"
    r"|ges\.?\s?m\.?\s?b\.?\s?h|sp\.?\s?z\s?o\.?\s?o|spółka|sp\.?\s?j|sp\.?\s?k|ltée|ltee"
    r"|kft|zrt|s\.?\s?a\.?\s?de\s?c\.?\s?v"
    # Switzerland's limited company in Italian: "Gianola Tessili Sagl".
    r"|sagl|s\.a\.g\.l"
    # Mexico's limited company, with or without variable capital: "S. de R.L. de C.V.".
    r"|s\.?\s?de\s?r\.?\s?l(?:\.?\s?de\s?c\.?\s?v)?"
    # Its rural production company: "Agaves Mendoza S.P.R. de R.L." (or "de R.I.").
    r"|s\.?\s?p\.?\s?r\.?\s?de\s?r\.?\s?[li]"
    # ru/uk/kz/bg, tr, el, hu, vi, id/ms, cs/sk, hr/sl/rs, ro, Baltic, Gulf, India.
    r"|ооо|оао|зао|пао|ао|ип|тоо|тов|прат|еоод|оод|ад|еад|ет|a\.?\s?ş|ltd\.?\s?şti|şti|ticaret|sanayi"
    r"|α\.ε|ε\.π\.ε|ι\.κ\.ε|nyrt|bt|kkt|công\s+ty|tnhh|cổ\s+phần|doanh\s+nghiệp|tbk|persero"
    r"|sdn\.?\s?bhd|bhd|berhad|s\.r\.o|spol|a\.s|d\.o\.o|d\.d|s\.c|sia|uab|oü|jsc|ojsc|cjsc"
    r"|pvt|fze|fzco|fz-llc|l\.l\.c|w\.l\.l|est|establishment|s\.a\.c|sac|eirl|s\.a\.s"
    # is, sq, uk, el, az, mk, ka.
    r"|ehf|hf|slf|sh\.?\s?p\.?\s?k|sh\.a|пп|фоп|тдв|пат|ο\.ε|ε\.ε|mmc|asc|qsc|доо|дооел|тп"
    r"|შპს|სს|ი/მ"
    # hy, kk.
    r"|սպը|փբը|բբը|պոակ|հոակ|աձ|жшс|жк|ақ|жақ"
    # mn, uz.
    r"|ххк|хк|төхк|mchj|qk|aj|xk|yatt)\b\.?"
    # A German KG in capitals: "kg" and "Kg" are kilograms ("Cera para sellado (kg)").
    r"|(?-i:\bKG\b)"
    # An Indonesian PT / CV before the name: "PT Sinar Abadi", "CV. Maju Jaya".
    r"|(?-i:^(?:PT|CV|UD)\.?\s+[A-Z])"
    # A Norwegian AS / ASA after the name: "Polar Fôr AS" (in capitals: "as" is a word); a
    # Danish A/S after it ("a/s Chantal Roy" is French for "care of"); a Quebec "enr.".
    r"|(?-i:\s(?:AS|ASA)$)|\sa/s$|\senr\.?$"
    # A factory (厂) ends a name, not a phrase about one: "厂内自提" (collected at the
    # works), "厂区", "厂房", "厂址", "出厂价".
    r"|有限公司|有限责任公司|有限責任公司|股份有限公司|公司|集团|集團|[厂廠](?![内內区區房址价價])"
    r"|商行|商店|工作室|经营部"
    r"|經營部|门市部|店$|株式会社|有限会社|合同会社|㈱|\(株\)|（株）|商事|工業|工业|製作所|制作所"
    r"|鋳造所|鉄工所|工作所"
    r"|주식회사|유한회사|합자회사|합명회사|㈜|\(주\)|（주）"
    # Taiwan's and Hong Kong's sole traders and trades: "佳穎企業社", "建盛五金行".
    r"|企業社|企业社|五金行|工程行|材料行|建材行|電器行|电器行|貿易行|贸易行"
    # Any such trade: a name of three characters or more, then 行 ("泰昌凍肉行", "萬利包裝行").
    r"|(?<=[\u4e00-\u9fff]{3})行$"
    # A family firm and a company by its French name: "Michaud et Fils", "Montoya e Hijos",
    # "Brown & Sons", "Bianchi & Figli", "Société Michaud" (as "Sociedad", "Società" above).
    r"|\s(?:&|et|e|y|und|en)\s+(?:fils|hijos|figli|filhos|sons|söhne|zonen)\b|\bsociété\b"
)
# A legal form written out by itself, as a register's "type of company" field gives it
# ("Tipologia impresa: Società a responsabilità limitata"): what a firm is, not its name.
_FORM_NAME = re.compile(
    r"(?i)^(?:società\s+(?:a\s+responsabilità\s+limitata(?:\s+semplificata)?|per\s+azioni"
    r"|in\s+accomandita\s+(?:semplice|per\s+azioni)|in\s+nome\s+collettivo|cooperativa)"
    r"|(?:impresa|ditta)\s+individuale|gesellschaft\s+mit\s+beschränkter\s+haftung"
    r"|aktiengesellschaft|kommanditgesellschaft|offene\s+handelsgesellschaft|einzelunternehmen"
    r"|société\s+(?:anonyme|à\s+responsabilité\s+limitée|par\s+actions\s+simplifiée"
    r"(?:\s+unipersonnelle)?|en\s+nom\s+collectif)|entreprise\s+individuelle"
    r"|sociedad\s+(?:anónima|limitada|de\s+responsabilidad\s+limitada|cooperativa)"
    r"|sociedade\s+(?:anónima|anônima|limitada|por\s+quotas)|besloten\s+vennootschap"
    r"|naamloze\s+vennootschap|eenmanszaak|vennootschap\s+onder\s+firma"
    r"|(?:private\s+|public\s+)?limited\s+(?:liability\s+)?company|limited\s+liability\s+partnership"
    r"|sole\s+(?:trader|proprietor(?:ship)?)|有限责任公司|有限公司|股份有限公司|个体工商户"
    r"|个人独资企业)\.?$"
)
# A department by itself ("Señores: Departamento Comercial", "Área de Ventas", "Sales
# Department"): whom a letter is for inside a firm, not the firm.
_UNIT = (
    r"(?:departamento|depto|dpto|área|area|gerencia|división|sección|oficina|department|dept"
    r"|division|office|service|servizio|ufficio|reparto|abteilung|afdeling|direction|direzione"
    r"|dirección)"
)
_FUNCTION = (
    r"(?:comercial|commerciale?|ventas|vendite|ventes|compras|acquisti|achats|administración"
    r"|administrativa|amministrazione|administration|finanzas|finance|contabilidad|contabilità"
    r"|comptabilité|logística|logistica|logistique|general|sales|purchasing|procurement"
    r"|accounts|accounting|einkauf|verkauf|vertrieb|inkoop|verkoop)"
)
_DEPARTMENT_ONLY = re.compile(
    rf"(?i)^(?:{_UNIT}\.?(?:\s+(?:de\s+la|de|del|des|du|of|di|della))?\s+{_FUNCTION}"
    rf"(?:\s+(?:y|e|et|and)\s+{_FUNCTION})?|gerencia|{_FUNCTION}\s+(?:department|dept\.?|office|team))$"
)
# A Japanese firm's branch office by itself ("八戸支店 御中" under the firm's name): the
# line that addresses the branch, not the firm.
_BRANCH_ONLY = re.compile(
    r"^[\u3040-\u30ff\u4e00-\u9fff]{1,8}(?:支店|営業所|支社|出張所)(?:\s*(?:御中|様|殿))?$"
)
# A bank's branch ("中国农业银行厦门支行", "招商银行宁波分行"): where the money goes, as a
# payment block names it ("收款单位", "开户行"), never the party the order is with.
_BANK_BRANCH = re.compile(
    r"^[\u4e00-\u9fff（）()]{0,16}(?:银行|銀行|信用社|信用合作社)[\u4e00-\u9fff（）()]{0,16}"
    r"(?:支行|分行|营业部|營業部|分理处|分理處)$"
)
_JA_FIRM = re.compile(r"株式会社|有限会社|合同会社|合資会社|合名会社|[(（][株有][)）]")
# The courtesy title of Indian and Gulf business letters ("M/s. Shree Sai Packaging"), and the
# "Dear" / "To" of Turkish, Indonesian, Vietnamese and Italian ones ("Sayın", "Kepada Yth.",
# "Kính gửi", "Spett.le"): engine.values strips it before a name; alone on its line (the
# name on the line below) it is no name.
COURTESY_TITLE = (
    r"M/s\.?|Messrs\.?|Sayın|Kepada(?:\s+Yth\.?)?|Yth\.?|Kính\s+gửi|Spett\.?\s?le\.?|Spettabile"
    r"|Spett\."
)
_COURTESY_ONLY = re.compile(rf"(?i)^(?:{COURTESY_TITLE})\.?$")
# A firm's closing legal form with another name after it: two cells of a row of panels read
# as one ("… Industries LimitedNarmada Forgings Pvt. Ltd.").
_FORM_THEN_NAME = re.compile(
    r"\b(?i:limited|ltd|llp|llc|inc|gmbh|plc)\.?\s*(?=[A-Z])"
    r"(?!(?i:limited|ltd|llp|llc|inc|gmbh|plc|co|company|corp|partnership)\b)"
)
# A letter's salutation ("Sehr geehrte Damen und Herren", "Dear Sirs", "Gentile Cliente"): the
# letter begins, no party is named.
_SALUTATION = re.compile(
    r"(?i)^(?:sehr\s+geehrte[rs]?|dear\s+(?:sirs?|madam|sir\s+or\s+madam|customer|supplier"
    r"|partner|colleague)s?|gentil[ei]|egregi[oa]?|estimad[oa]s?|muy\s+señor(?:es)?"
    r"|madame,\s*monsieur|messieurs\s*,|geachte|prezad[oa]s?|szanown[iay]|vážen[ií]|hyvä"
    r"|kære|bäste|拝啓|敬启者|敬啟者)"
)
# One who signs for the firm, by power or by order ("i. A. Anja Müller", "ppa. K. Huber").
_SIGNS_FOR = re.compile(r"^(?:i\.\s?[AV]\.|ppa\.|p\.\s?p\.)\s*[A-ZÄÖÜ]")
# A signature block's line, the firm one signs for and who signs: "Pour Maison Renard SA –
# Benoît Renard", "For and on behalf of Halesworth Rovers FC", "Per Lido Vela S.r.l. – D. Vitali".
_SIGNS_FOR_FIRM = re.compile(
    r"(?i)^(?:(?:for\s+and\s+)?on\s+behalf\s+of\s+\S"
    r"|(?:for|pour|für|per|por)\s+\S.*\s[–—-]\s+(?P<person>\S.*))"
)
# Whom a letter is for, a person or a desk: "c.a. Sig. Greco", "z. Hd. Herrn Wolf", "Attn:
# Purchasing", "À l'attention de Mme Roy", "t.a.v. dhr. Jansen".
_ATTENTION = re.compile(
    r"(?i)^(?:attn\b|attention\b|c\.\s?a\.|c/a\b|alla\s+c(?:ortese)?\.?\s?a(?:ttenzione)?\b"
    r"|all['’]\s?att(?:\.ne|enzione)\b|z\.\s?hd\.?|zu\s+händen|à\s+l['’]att|a\s+l['’]att"
    r"|a\s+la\s+atenci[oó]n|a/a\b|t\.\s?a\.\s?v\.?|ter\s+attentie|f\.?a\.?o\.?\s)"
)
# A blank of a form left for handwriting inside the value: "На № ________ ад".
_FORM_BLANK = re.compile(r"[_＿]{3,}")
# A heading's bullet ("■ 분할납품 계획", "▶ Lieferbedingungen").
_BULLET = re.compile(r"^[■□▪▫●○◆◇▶►▷※★☆•◎]")
# "John Miller", "Mr. J. Smith", "Attn: Jane Doe": two or three capitalised words, no digits.
_PERSON = re.compile(
    r"^(?:(?:mr|mrs|ms|dr|herr|frau|m|mme|sig|sra?)\.?\s+)?"
    r"[A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+){1,2}$"
)
# Words of public bodies and institutions: not a legal form, but not a person either.
_ORG_WORD = re.compile(
    r"(?i)\b(?:school|district|hospital|university|college|academy|center|centre|council"
    r"|department|dept|office|agency|authority|ministry|city|county|bureau|institute|clinic"
    r"|foundation|association|club|church|bank|hotel|trust|museum|library|plant|factory"
    r"|schule|gymnasium|klinikum|stadt|gemeinde|lycée|mairie|hôpital|comune|ospedale"
    r"|hospital|colegio|ayuntamiento|gemeente|ziekenhuis|hogeschool|завод|комбинат|фабрика"
    r"|университет|больница|министерство|управление|δήμος|νοσοκομείο|πανεπιστήμιο|υπουργείο"
    r"|önkormányzat|kórház|egyetem|minisztérium|hivatal|bệnh viện|trường|rumah sakit"
    r"|universitas|dinas|kementerian)\b"
)
# A word naming a trade or a business, which no given name or surname is, beyond the words
# the legal forms already count ("Supplies", "Trading"): German, Dutch, Romance and English
# nouns of workshops and trades ("Sattlerei Hofbauer", "Talabartería Aráoz", "Falegnameria
# Pedroni", "Menuiserie Garnier", "Brandstätter Futtermittel", "Rapin Sports"). German
# capitalises every noun, so a trade's noun looks like a name. The endings are long enough
# to pass over given names ("Valerie", "Maria").
_TRADE_WORD = re.compile(
    r"(?i)^(?:\w{3,}(?:erei|erij|ería|ificio|handel|technik|service|werkstatt|bedarf"
    r"|mittel|bedrijf|techniek)|\w{4,}(?:eria|erie|aio)"
    r"|atelier|sports?|ferme|garage|taller|almacén|ditta|tipografia|cartotecnica|officina"
    r"|bottega|magazzino|ricambi|forniture|fournitures|suministros|distribuidora|hnos|hermanos"
    r"|motors|marine|tools|parts|farms?|nursery|bakery|brewery|brothers|bros|sons|outfitters"
    r"|hardware|timber|lumber|packaging|printing|logistics|equipment|products|workshop"
    r"|studios?|wholesale|distributors|imports|exports)$"
)
# A letter's addressee by office, not by name ("The Sales Manager", "The Managing Director",
# "The Proprietor"): the company is the line under it.
_OFFICE = re.compile(
    r"(?i)^(?:the\s+)?(?:[a-z&/.-]+\s+){0,3}(?:manager|director|proprietor|officer|executive"
    r"|chairman|chairperson|president|secretary|partner|owner|in-charge|in charge|head"
    r"|superintendent|registrar|principal|accountant|engineer|controller|coordinator"
    r"|buyer|purchaser|supervisor|clerk|administrator|planner|storekeeper|foreman)"
    r"(?:\s*\([^)]*\))?[,.]?$"
    # The same in the dative of a Slavic letter: "Генеральному директору", "Дырэктару".
    r"|^(?:[а-яёіўєї]+(?:ому|аму)\s+){0,2}(?:директору|дырэктару|директорові|начальнику"
    r"|начальніку|керівнику|кіраўніку|руководителю)[,.]?$"
)
# A Japanese sentence's polite ending: an e-mail's "…の中村です", "…と申します".
_POLITE_SENTENCE = re.compile(r"(?:です|ます)[。.!！]?$")
_CJK_PERSON = re.compile(r"^[\u4e00-\u9fff]{2,3}(?:先生|女士|小姐|经理|經理|主任)?$")


# A leading article of a label in a European language: "The Seller", "Le fournisseur".
ARTICLE = re.compile(r"^(?:the|le|la|les|l'|der|die|das|de|het|el|los|las|il|lo)\s+", re.I)


_LETTERS: dict[str, str] = {}


def fold_letter(ch: str) -> str:
    """One character, lower-cased and without accents, as one character: labels printed in
    capitals drop their accents ("ΠΡΟΜΗΘΕΥΤΗΣ" is "Προμηθευτής", "NUMERO" is "Número"), and
    Turkish capitals pair dotted and dotless i differently ("SİPARİŞ", "SATICI"). Only Latin,
    Greek and Cyrillic letters lose their marks: Hangul or kana decompose into other letters."""
    folded = _LETTERS.get(ch)
    if folded is None:
        low = "i" if ch in "İıI" else ch.lower()
        if len(low) != 1:
            low = ch
        if ord(low) < 0x0530 or 0x1E00 <= ord(low) < 0x2000:
            base = unicodedata.normalize("NFD", low)
            if len(base) > 1 and all(unicodedata.combining(c) for c in base[1:]):
                low = base[0]
        folded = _LETTERS[ch] = "σ" if low == "ς" else low
    return folded


def _compact(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip()
    return "".join(fold_letter(ch) for ch in re.sub(r"[\s.:：#_\-/()（）]+", "", text))


def label_set(labels: Iterable[str]) -> frozenset[str]:
    """The compact forms of every label and distractor, for `implausible`."""
    return frozenset(c for c in (_compact(label) for label in labels) if c)


def has_legal_form(value: str) -> bool:
    return bool(_LEGAL_FORM.search(unicodedata.normalize("NFKC", value)))


# Legal forms written before a Japanese or Korean name: "株式会社山田商事", "㈜한결" (NFKC
# writes ㈱ and ㈜ as "(株)" and "(주)").
_LEADING_FORM = re.compile(r"^(?:株式会社|有限会社|合同会社|\(株\)|주식회사|유한회사|\(주\))")


def legal_form_at_edge(value: str) -> bool:
    """The name is bounded by its legal form ("…纺织品有限公司", "Acme Ltd.", "株式会社山田"),
    not merely holding one's characters ("本公司單號": our order number)."""
    text = unicodedata.normalize("NFKC", value).strip()
    return bool(_LEADING_FORM.match(text)) or any(
        m.end() == len(text) for m in _LEGAL_FORM.finditer(text)
    )


def names_a_trade(value: str) -> bool:
    """A word of the name names a trade or a business ("Sattlerei Hofbauer", "Rapin Sports"):
    shaped like a person's name, it is a firm's."""
    words = re.findall(r"[^\W\d_][\w'’-]*", unicodedata.normalize("NFKC", value))
    return any(_TRADE_WORD.match(word) for word in words)


def looks_like_person(value: str) -> bool:
    """A person's name rather than an organisation's (no legal form, name-shaped)."""
    text = unicodedata.normalize("NFKC", value).strip()
    if has_legal_form(text) or _ORG_WORD.search(text):
        return False
    return bool(_PERSON.match(text) or _CJK_PERSON.match(text))


def implausible(field_type: str, value: str, *, labels: frozenset[str] = frozenset()) -> str:
    """Why `value` cannot be a field of `field_type` ("identifier", "text", "money"); "" when
    nothing rules it out. `labels` comes from `label_set` over the schema's labels."""
    text = unicodedata.normalize("NFKC", value).strip()
    if not text:
        return ""
    if text.endswith((":", "：")):
        return "ends like a label"
    compact = _compact(text)
    if compact in labels or _compact(ARTICLE.sub("", text, count=1)) in labels:
        return "is a label"  # "Seller", or a label's translation with its article: "The Seller"
    if labels and any(_compact(part) in labels for part in _BILINGUAL.split(text)[1:]):
        return "is a label"  # a caption in two languages: "Rhif Cyflenwr / Supplier No"
    if field_type == "text" and compact in _CAPTION_WORDS:
        return "is a caption"  # "Ragione sociale" alone: the name is in the next cell
    if labels and field_type == "text" and not has_legal_form(text) and _labels_only(text, labels):
        return "is labels run together"  # "Cod. fornitore Ragione sociale": a header row's cells
    if field_type == "money":
        return ""
    if _EMAIL.search(text) or _URL.search(text):
        return "is an e-mail or web address"
    if _PHONE_WORD.search(text):
        return "is a phone or fax number"
    if field_type == "identifier":
        if _NUMBER_SIGN_READ.match(text):
            return "is a number sign"  # "№" read by OCR as "N2": the number is elsewhere
        if _DIAL_OPENING.match(text):
            return "is a phone or fax number"
        if _DATE.match(text):
            return "is a date"
        if _GROUPED_AMOUNT.match(text):
            return "is an amount"
        if _MEASURE.match(text):
            return "is a quantity or a measure"
        return ""
    if _DIAL.match(text):
        return "is a phone or fax number"
    if _SIGNATURE.search(text):
        return "is a signature or stamp caption"
    if text[:2] in ("'s", "’s") and (len(text) == 2 or not text[2].isalnum()):
        return "is the rest of a possessive caption"  # "Vendor" + "'s Acceptance"
    if text[0] == "&":
        return "is the rest of a caption"  # "Name" + "& Address"
    if _SALUTATION.match(text) and not has_legal_form(text):
        return "is a salutation, not a name"
    if _SIGNS_FOR.match(text):
        return "is a signatory, not a firm"
    signs = _SIGNS_FOR_FIRM.match(text)
    if signs and (signs["person"] is None or looks_like_person(signs["person"])):
        return "is a signature line, not the party's name"  # not "Per Aarsleff A/S - Danmark"
    if _ATTENTION.match(text):
        return "is an attention line, not a party"
    if _FORM_BLANK.search(text):
        return "is a form's blank, not a name"
    if _BULLET.match(text) and not has_legal_form(text):
        return "is a heading, not a name"
    if _COURTESY_ONLY.match(text):
        return "is a courtesy title, not a name"
    joined = _FORM_THEN_NAME.search(text)
    if joined and has_legal_form(text[joined.end() :]):
        return "is two names run together"
    letters = sum(ch.isalpha() for ch in text)
    if letters < 2:
        return "is too short to be a name"
    if _FORM_NAME.match(text):
        return "is a legal form's name, not a firm's"
    if _DEPARTMENT_ONLY.match(text):
        return "is a department, not a firm"
    if _BRANCH_ONLY.match(text) and not _JA_FIRM.search(text):
        return "is a branch office, not a firm"
    if _BANK_BRANCH.match(text):
        return "is a bank's branch, not a party"
    if len(text) > 80 or len(text.split()) > 10:
        return "is running text, not a name"
    if text.isascii() and text.islower():
        return "is a lower-case word, not a name"
    words = text.split()
    if (
        text.endswith(".")
        and len(words) >= 5
        and sum(len(w) >= 3 and w.isalpha() and w[0].islower() for w in words) >= 2
        and not has_legal_form(text)
    ):
        return "is a sentence, not a name"  # "This line references Document 3601415."
    # Five lower-case words or more (a legal form's letters may be a word there: "ab").
    if sum(len(w) >= 3 and w.isalpha() and w.islower() for w in words) >= 5:
        return "is a sentence, not a name"  # "wir rufen aus der Rahmenvereinbarung wie folgt ab"
    if _POLITE_SENTENCE.search(text):
        return "is a sentence, not a name"  # "株式会社中央フーズ製造部の中村です": who writes
    if not has_legal_form(text) and _is_paper_title(text):
        return "is a paper's title"  # "PROFORMA - ΠΡΟΤΙΜΟΛΟΓΙΟ", "ORDER CONFIRMATION"
    if text[0] in "(（" and text[-1] in ")）" and not has_legal_form(text):
        return "is a caption's gloss in brackets"  # "Kepada (Nama dan Alamat Pembekal)"
    if not legal_form_at_edge(text) and _OFFICE.match(text):
        # "The Sales Manager" over the company's name; "Engineering Manager" under a signature
        # line (a trade's word is no legal form where an office's word ends the line).
        return "is an office, not a name"
    if _CAPTIONED.match(text):
        return "is another field's caption and value"
    if not has_legal_form(text) and (_STREET.search(text) or _CJK_ADDRESS.search(text)):
        return ADDRESS_LINE
    county = _IRISH_COUNTY.search(text)
    if county and not has_legal_form(text[: county.start()] + text[county.end() :]):
        return ADDRESS_LINE
    return ""


# Words that make a caption of a party's label, never a name: its code, number or name
# ("Cod. fornitore", "Supplier No.", "Ragione sociale", "Firmenname").
_CAPTION_WORDS = frozenset(
    _compact(w)
    for w in (
        "cod|codice|code|código|codigo|kod|kode|id|nr|no|n°|nº|num|number|numero|número|nummer"
        "|name|nome|nom|nombre|naam|ragione sociale|denominazione|razón social|razão social"
        "|raison sociale|company name|firmenname|firma|bezeichnung"
    ).split("|")
)


def _labels_only(text: str, labels: frozenset[str]) -> bool:
    """Whether `text` is labels and caption words run together (two or more of them, one at
    least a label), as a header row of captions reads when its cells are joined."""
    words = text.split()
    if len(words) < 2 or len(words) > 8:
        return False
    # ends[i]: the ways words[:i] splits into captions, as (any label among them?)
    ends: list[set[bool]] = [set() for _ in range(len(words) + 1)]
    ends[0].add(False)
    for i in range(len(words)):
        if not ends[i]:
            continue
        for j in range(i + 1, min(i + 4, len(words)) + 1):
            chunk = _compact(" ".join(words[i:j]))
            if chunk in labels:
                ends[j].add(True)
            elif chunk in _CAPTION_WORDS:
                ends[j] |= ends[i]
    return True in ends[len(words)]


def _is_paper_title(text: str) -> bool:
    # Imported here: engine.roles imports engine.found, which imports this module.
    from po_pipeline.engine.roles import title_kind  # noqa: PLC0415

    return any(title_kind(text))
