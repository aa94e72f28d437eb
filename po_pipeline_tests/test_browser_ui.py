"""The Dagster UI in a real browser: `po-pipeline ui` (what `make ui` runs) on a loopback port
over a fresh data directory, opened in headless Chromium (Debian's `chromium`, which
`make test` installs) driven by Playwright. The asset graph shows the three assets; the
review_actions job launched from the Launchpad corrects a held-back document, and the
daily_summary page then shows the amount with its bar. Screenshots are kept under the
test's tmp_path and in po_pipeline_tests/artifacts/browser/ (git-ignored).

Nothing leaves 127.0.0.1: the browser aborts any request to another host, and the test
fails if there was one.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlparse

import dagster as dg
import pytest

from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.service.embedded import free_port
from po_pipeline_tests.held import hold_missing_total

try:
    from playwright.sync_api import Page, Route, expect, sync_playwright
except ImportError as exc:  # pragma: no cover - a broken setup, said plainly
    raise ImportError(
        "playwright is missing: `make test` installs it (the `test` extra of pyproject.toml)"
    ) from exc

S = DocumentStatus
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / "browser"
LAUNCH_CONFIG = """\
ops:
  review_action:
    config:
      action: correct
      document_id: {doc_id}
      by: playwright
      total: "88.00"
      note: read off the paper copy in the browser test
"""


@pytest.fixture
def held(data_dir: Path) -> tuple[str, int]:
    """(partition, id) of a document waiting in needs_review: it states no total."""
    partition = datetime.now(UTC).date().isoformat()
    ledger = Ledger(f"sqlite:///{data_dir / 'ledger.db'}")
    return partition, hold_missing_total(ledger, partition)


@pytest.fixture
def webserver(data_dir: Path, harness_module) -> Iterator[str]:  # noqa: ANN001
    """`po-pipeline ui` on a free loopback port (harness.start_ui); stopped with SIGTERM
    afterwards (harness.stop_ui)."""
    port = free_port()
    ui = harness_module.start_ui(data_dir, port, {}, data_dir / "ui.log")
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        harness_module.stop_ui(ui)


@pytest.fixture
def page(tmp_path: Path) -> Iterator[Page]:
    if not CHROMIUM.exists():
        pytest.fail(
            f"{CHROMIUM} is missing: `make test` installs Debian's chromium "
            "(as root: apt-get install chromium)"
        )
    elsewhere: list[str] = []

    def loopback_only(route: Route) -> None:
        if urlparse(route.request.url).hostname in ("127.0.0.1", None):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        context.route(re.compile(r"^https?://"), loopback_only)
        page = context.new_page()
        page.set_default_timeout(30_000)
        # A fresh instance greets its first visitor with a newsletter dialog.
        page.add_locator_handler(
            page.get_by_text("Join the Dagster community"),
            lambda: page.get_by_role("button", name="Skip").click(),
        )
        try:
            yield page
        finally:
            browser.close()
    assert elsewhere == [], f"the UI asked for hosts other than 127.0.0.1: {elsewhere}"


def screenshot(page: Page, tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.png"
    page.screenshot(path=path, full_page=True)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shutil.copy2(path, ARTIFACTS / path.name)


def test_the_ui_shows_the_assets_and_launches_a_review_from_the_launchpad(
    data_dir: Path,
    held: tuple[str, int],
    webserver: str,
    page: Page,
    tmp_path: Path,
    harness_module,  # noqa: ANN001
) -> None:
    harness = harness_module
    partition, doc_id = held

    page.goto(f"{webserver}/asset-groups")
    graph = page.locator("svg foreignObject")  # the nodes of the lineage graph
    for asset in ("purchase_orders", "needs_review", "daily_summary"):
        graph.get_by_text(asset, exact=True).wait_for()
    screenshot(page, tmp_path, "1-asset-graph")

    page.goto(f"{webserver}/locations/po_pipeline/jobs/review_actions/playground")
    editor = page.locator(".CodeMirror")
    editor.wait_for()
    # CodeMirror 5's own API: typing would meet its auto-indent and bracket closing.
    editor.evaluate("(e, text) => e.CodeMirror.setValue(text)", LAUNCH_CONFIG.format(doc_id=doc_id))
    launch = page.get_by_role("button", name="Launch Run")
    expect(launch).to_be_enabled()  # the config is valid
    screenshot(page, tmp_path, "2-launchpad")
    launch.click()

    page.wait_for_url(re.compile(r".*/runs/[0-9a-f-]{36}"))
    run_id = page.url.rsplit("/", 1)[1].split("?")[0]
    page.get_by_text("STEP_SUCCESS").first.wait_for(timeout=60_000)
    screenshot(page, tmp_path, "3-run")

    with dg.DagsterInstance.from_config(str(data_dir / "dagster_home")) as instance:
        run = instance.get_run_by_id(run_id)
        assert run is not None and run.job_name == "review_actions"
        harness.wait_for(
            lambda: instance.get_run_by_id(run_id).status == dg.DagsterRunStatus.SUCCESS,
            timeout=30,
            what="the review run to succeed",
            every=0.5,
        )
    document = Ledger(f"sqlite:///{data_dir / 'ledger.db'}").get(doc_id)
    assert (document.status, document.total) == (S.COMPLETED, "88.00")

    page.goto(f"{webserver}/assets/daily_summary?view=partitions&partition={partition}")
    page.get_by_text("amount_per_supplier").wait_for()
    page.get_by_text("88.00").first.wait_for()
    assert page.get_by_text(re.compile("^█+$")).count() >= 1  # the chart's bar
    screenshot(page, tmp_path, "4-daily-summary")
