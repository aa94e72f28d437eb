"""`python -m po_pipeline.cli`: the `po-pipeline` command."""

from po_pipeline.cli.commands import main

main()
