"""The `po-pipeline` command (click): commands.py holds the group and run, ui, status and
samples; review.py the operator's review commands; status.py, progress.py and runtime.py
what they print and start. `extract` and `serve` come from the engine and the service."""

from po_pipeline.cli.commands import main

__all__ = ["main"]
