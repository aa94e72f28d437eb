"""`python -m po_pipeline.service [OPTIONS]`: same as `po-pipeline serve`."""

from po_pipeline.service.commands import serve

if __name__ == "__main__":
    serve(prog_name="python -m po_pipeline.service")
