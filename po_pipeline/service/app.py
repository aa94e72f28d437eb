"""The FastAPI application: routes, envelope handlers, job store and dispatcher wired together."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from po_pipeline.service.dispatcher import Dispatcher
from po_pipeline.service.envelope import RequestContextMiddleware, install_error_handlers
from po_pipeline.service.models import ACTIVE_STATUSES, API_VERSION
from po_pipeline.service.routes import router
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.store import JobStore
from po_pipeline.service.waiting import FinishedJobs

log = logging.getLogger(__name__)


def create_app(settings: ServiceSettings) -> FastAPI:
    """An app over `settings`; the dispatcher runs for the app's lifespan."""
    settings.uploads_dir.mkdir(parents=True, exist_ok=True)
    for stale in settings.uploads_dir.glob("incoming-*.part"):
        stale.unlink(missing_ok=True)  # half-received uploads of a previous run
    store = JobStore.open(settings.store_url)
    for upload in settings.uploads_dir.glob("job_*.pdf"):
        job = store.get(upload.stem)
        if job is None or job.status not in ACTIVE_STATUSES:
            upload.unlink(missing_ok=True)  # its job finished or was never recorded
    finished = FinishedJobs()
    store.on_ended = finished.ended
    dispatcher = Dispatcher(settings, store)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        dispatcher.start()
        log.info("dispatcher started with %d worker(s)", settings.workers)
        try:
            yield
        finally:
            dispatcher.stop()
            log.info("dispatcher stopped")

    app = FastAPI(
        title="po-pipeline extraction service",
        version=API_VERSION,
        description="Asynchronous purchase-order extraction: upload a PDF, poll the job, "
        "download the result. Every response is wrapped in {data|error, meta}.",
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.store = store
    app.state.dispatcher = dispatcher
    app.state.finished = finished
    app.include_router(router)
    install_error_handlers(app)
    app.add_middleware(RequestContextMiddleware)
    return app
