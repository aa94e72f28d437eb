"""Orders printed from platforms and portals (stop 45): a count at the order's foot is no
total ("Total Cases: 48" over "PO Total (USD)"), what a buyer's platform says was paid after its
coupons is ("实付金额"), a caption ending in a colon is never a name ("本公司單號："), a seller's
"訂單回覆單" is headed by the seller, and neither a register's "type of company" nor a
department is a firm's name ("Señores: Departamento Comercial" over "Razón social del
proveedor: …")."""

from __future__ import annotations

from layout import right, seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.rules import rank_page
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible, legal_form_at_edge

SCHEMA = load_schema()


def test_counts_at_the_foot_are_no_total() -> None:
    page = [
        seg("COASTAL FOODS PURCHASE ORDER", 39, 30, h=14),
        seg("PO Number: 402-5635967", 39, 52, h=8),
        seg("Description", 40, 206, h=8),
        seg("Ext Cost", 520, 206, h=8),
        seg("HAND SOAP LAVENDER 12OZ", 40, 222, h=8),
        right("1,728.60", 560, 222),
        seg("Total Units: 276", 39, 305, h=8),
        seg("Total Cases: 48", 39, 317, h=8),
        seg("Total Lines: 4", 39, 329, h=8),
        seg("Merchandise Cost", 333, 320, h=8),
        right("1,728.60", 560, 320),
        seg("Off-invoice allowance", 333, 332, h=8),
        right("-86.43", 560, 332),
        seg("Charge - Freight", 333, 344, h=8),
        right("75.00", 560, 344),
        seg("PO Total (USD)", 333, 356, h=8),
        right("1,717.17", 560, 356),
    ]
    assert rank_page(page, SCHEMA)["total"][0].value == "1717.17"


def test_what_the_platform_says_was_paid_is_the_total() -> None:
    page = [
        seg("订单详情", 40, 40, h=14),
        seg("采购订单号", 40, 80, h=8),
        seg("PO2025111062592", 120, 80, h=8),
        seg("商品名称", 40, 200, h=8),
        seg("小计（元）", 500, 200, h=8),
        seg("防滑地垫 PVC 1.2m×10m", 40, 216, h=8),
        right("11,168.00", 540, 216),
        seg("数显卡尺 0-150mm", 40, 228, h=8),
        right("2,894.13", 540, 228),
        seg("商品总额", 380, 260, h=8),
        right("¥14,062.13", 540, 260),
        seg("运费", 380, 272, h=8),
        right("¥0.00", 540, 272),
        seg("满减优惠", 380, 284, h=8),
        right("-¥25.00", 540, 284),
        seg("实付金额", 380, 296, h=9),
        right("¥14,037.13", 540, 296),
    ]
    assert rank_page(page, SCHEMA)["total"][0].value == "14037.13"


def test_a_caption_with_a_colon_is_never_the_supplier() -> None:
    seller = "長鴻企業有限公司"
    page = [
        seg(seller, 233, 30, h=16),
        seg("新北市中和區中正路197號", 177, 51, h=8),
        seg("訂單回覆單", 245, 84, h=16),
        seg("本公司單號:", 390, 113, h=8),
        seg("SO1141221845", 448, 113, h=8),
        seg("貴司採購單號", 49, 164, h=8),
        seg("PO114120851", 113, 164, h=8),
        seg("客戶名稱", 57, 183, h=8),
        seg("信綸實業有限公司", 113, 183, h=8),
        seg("聯絡人", 59, 202, h=8),
        seg("張怡君", 113, 202, h=8),
        seg("含稅總額", 400, 400, h=8),
        right("632,574", 540, 400),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"] == seller
    assert "本公司單號" not in [c["value"] for c in supplier["candidates"]]


def test_a_legal_form_bounds_a_name_it_does_not_merely_sit_in() -> None:
    assert legal_form_at_edge("绍兴柯桥兴业纺织品有限公司")
    assert legal_form_at_edge("株式会社山田商事")
    assert legal_form_at_edge("Acme Ltd.")
    assert not legal_form_at_edge("本公司單號")


def test_a_legal_form_written_out_is_no_firms_name() -> None:
    assert implausible("text", "Società a responsabilità limitata") != ""
    assert implausible("text", "Gesellschaft mit beschränkter Haftung") != ""
    assert implausible("text", "有限公司") != ""
    assert implausible("text", "Medisan Società Cooperativa") == ""
    assert implausible("text", "Italsistemi S.r.l.s.") == ""


def test_a_department_is_no_firm() -> None:
    for department in ("Departamento Comercial", "Área de Ventas", "Gerencia", "Sales Department"):
        assert implausible("text", department) != ""
    assert implausible("text", "Servicios Técnicos Mendoza") == ""
    assert implausible("text", "Comercial El Dorado") == ""


def test_the_company_name_caption_that_names_the_supplier() -> None:
    vendor = "Servicios Técnicos Mendoza"
    page = [
        seg("Hotel Del Valle", 35, 38, h=16),
        seg("ORDEN DE COMPRA", 436, 40, h=10),
        seg("N° 50223-2025", 449, 65, h=12),
        seg("Señores:", 38, 105, h=7),
        seg("Departamento Comercial", 157, 104, h=8),
        seg("Fecha:", 353, 105, h=7),
        seg("22/05/2025", 442, 104, h=8),
        seg("Razón social del proveedor:", 38, 120, h=7),
        seg(vendor, 157, 119, h=8),
        seg("RUC:", 38, 135, h=7),
        seg("1753502112001", 157, 134, h=8),
        seg("Contacto:", 38, 195, h=7),
        seg("Andrés Herrera", 157, 194, h=8),
    ]
    assert rank_page(page, SCHEMA)["supplier"][0].value == vendor
