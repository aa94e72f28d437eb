"""The `po-pipeline` command: run, ui, serve, extract, status, review, samples."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import click
from rich.console import Console

from po_pipeline.cli.progress import BarProgress, run_progress
from po_pipeline.cli.review import review
from po_pipeline.cli.runtime import ensure_dagster_home, extraction_service
from po_pipeline.config import Settings
from po_pipeline.engine.commands import extract
from po_pipeline.ledger import Ledger
from po_pipeline.pipeline.inbox import register_until_settled
from po_pipeline.pipeline.intake import IntakeSettings
from po_pipeline.pipeline.planning import partitions_to_run
from po_pipeline.service.commands import serve

# `dg` (dagster-dg-cli) of this interpreter's environment, whatever PATH says.
DG_CLI = [sys.executable, "-m", "dagster_dg_cli.cli"]


@click.group()
def main() -> None:
    """Purchase-order PDFs in, validated rows in DuckDB out."""


main.add_command(extract)
main.add_command(serve)
main.add_command(review)


def intake_settings(settings: Settings) -> IntakeSettings:
    """The intake rules of `po-pipeline run`: the sensor's, from the same IntakeResource."""
    from po_pipeline.definitions import build_resources
    from po_pipeline.defs.resources import IntakeResource

    intake = build_resources(settings)["intake"]
    assert isinstance(intake, IntakeResource)
    return intake.settings()


def execute_partitions(
    partitions: list[str],
    ledger: Ledger,
    *,
    resources: Mapping[str, object] | None = None,
    console: Console | None = None,
) -> bool:
    """Run the extraction job for each partition in-process against the persistent
    instance, so the runs appear in the Dagster UI afterwards. On a terminal (`console`, by
    default stdout) a progress bar per partition stands in for the job's INFO log lines;
    warnings and errors still print. Elsewhere the lines print as they come. `resources`
    replace the definitions' (the extraction resource of an embedded service)."""
    import dagster as dg

    from po_pipeline.definitions import defs
    from po_pipeline.defs.liveness import fail_dead_runs, process_tags
    from po_pipeline.liveness import run_worker

    job = defs.resolve_job_def("extract_purchase_orders")
    ok = True
    with dg.DagsterInstance.get() as instance, run_progress(ledger, console=console) as progress:
        log_level = "WARNING" if isinstance(progress, BarProgress) else "INFO"
        # Earlier runs killed mid-way stay STARTED unless someone marks them failed.
        for run_id in fail_dead_runs(instance, ledger):
            progress.line(f"   run {run_id} had lost its process: marked failed")
        for partition in partitions:
            progress.line(f"-- running extract_purchase_orders for partition {partition}")
            with progress.partition(partition):
                result = job.execute_in_process(
                    partition_key=partition,
                    instance=instance,
                    raise_on_error=False,
                    tags={"po_pipeline/trigger": "cli", **process_tags(run_worker())},
                    run_config={"loggers": {"console": {"config": {"log_level": log_level}}}},
                    resources=resources,
                )
            progress.line(f"   run {result.run_id}: {'success' if result.success else 'FAILED'}")
            ok &= result.success
    return ok


def print_report(settings: Settings, ledger: Ledger) -> None:
    from po_pipeline.warehouse import Warehouse, loaded_orders, review_queue

    counts = {k: v for k, v in ledger.count_by_status().items() if v}
    click.echo(
        "\nDocuments by state: " + (", ".join(f"{k}={v}" for k, v in counts.items()) or "none")
    )
    warehouse = Warehouse(settings.warehouse_path)
    orders = loaded_orders(warehouse)
    review = review_queue(warehouse)
    for title, frame in (("purchase_orders", orders), ("needs_review", review)):
        click.echo(f"\n{title} ({len(frame)} rows)")
        if not frame.empty:
            frame = frame.assign(source_file=frame["source_file"].map(lambda p: Path(p).name))
            click.echo(frame.to_string(index=False, max_colwidth=70))
    click.echo(f"\nWarehouse (DuckDB file): {settings.warehouse_path}")
    click.echo(
        "Query it read-only (a session may stay open while runs publish; reconnect to see "
        'newer rows): python -c "import duckdb; print(duckdb.connect('
        f"'{settings.warehouse_path}', read_only=True).sql('SELECT * FROM daily_totals'))\""
    )


@main.command()
def run() -> None:
    """Register the inbox, run the extraction job for affected partitions, print results."""
    settings = Settings.from_env()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    settings.inbox.mkdir(parents=True, exist_ok=True)
    ensure_dagster_home(settings)
    ledger = Ledger(settings.ledger_url)
    new_partitions, still_writing = register_until_settled(
        settings.inbox, ledger, settings=intake_settings(settings), actor="cli:run"
    )
    if still_writing:
        click.echo(f"{still_writing} files are still being written; they wait for the next run")
    # A sweep: unknown uploads ride along, and the run reconciles them against the
    # backend's task list (it never re-uploads them).
    partitions = partitions_to_run(ledger, sweep=True, also=new_partitions)
    if not partitions:
        click.echo("Nothing to do: no new documents and no unfinished work; no rows changed.")
        print_report(settings, ledger)
        return
    click.echo(f"Backend: {settings.backend}; partitions: {', '.join(partitions)}")
    with extraction_service(settings) as service:
        resources = None
        if service is not None:
            from po_pipeline.definitions import build_resources

            click.echo(f"Extraction service: {service.url}")
            resources = {
                "extraction": build_resources(settings, secrets=service.secrets())["extraction"]
            }
        elif settings.service_url:
            click.echo(f"Extraction service: {settings.service_url}")
        ok = execute_partitions(partitions, ledger, resources=resources)
    print_report(settings, ledger)
    if not ok:
        raise SystemExit("a run failed: open `make ui` (Runs tab) for its logs")


@main.command()
@click.option("--port", default=3000, show_default=True, help="Dagster webserver port.")
def ui(port: int) -> None:
    """Start the extraction service and `dg dev` (webserver + daemon)."""
    settings = Settings.from_env()
    settings.inbox.mkdir(parents=True, exist_ok=True)
    ensure_dagster_home(settings)
    with extraction_service(settings) as service:
        if service is not None:
            click.echo(f"Extraction service: {service.url}")
        elif settings.service_url:
            click.echo(f"Extraction service: {settings.service_url}")
        workspace = Path(__file__).resolve().parents[2] / "workspace.yaml"
        # `dg dev` (dagster-dg-cli) supersedes `dagster dev`, which warns that it is. Given
        # the workspace file it starts the same webserver and daemon, without needing a
        # dg project layout ([tool.dg] in pyproject.toml).
        command = [*DG_CLI, "dev", "-h", "127.0.0.1", "-p", str(port)]
        if workspace.exists():
            command += ["-w", str(workspace)]
        else:
            command += ["-m", "po_pipeline.definitions"]
        # `dg dev` shuts its webserver and daemon down cleanly on SIGINT (Ctrl-C reaches it
        # straight from the terminal). SIGINT may arrive ignored when we run in the
        # background, so the child gets the default back, and a SIGTERM to us becomes a SIGINT
        # to it; leaving the context afterwards stops the embedded extraction service.
        dagster_dev = subprocess.Popen(
            command,
            # The embedded service's URL and token, for the definitions' dg.EnvVar.
            env={**os.environ, **service.env()} if service is not None else None,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(
            signal.SIGTERM, lambda _signum, _frame: dagster_dev.send_signal(signal.SIGINT)
        )
        dagster_dev.wait()


@main.command()
def status() -> None:
    """Documents per day and state, the oldest unfinished one, the service, the tables."""
    from po_pipeline.cli.status import print_status

    settings = Settings.from_env()
    ledger = Ledger(settings.ledger_url)
    print_status(settings, ledger)
    print_report(settings, ledger)


@main.command()
@click.argument("out_dir", type=click.Path(path_type=Path), default=Path("data/inbox"))
def samples(out_dir: Path) -> None:
    """Write the four seed purchase orders (reproducibly) into OUT_DIR."""
    from po_pipeline.samples import write_seed_documents

    for path in write_seed_documents(out_dir):
        click.echo(str(path))
