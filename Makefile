# po-pipeline: `make run` and `make test` work on a fresh machine (Python 3.11 + pip).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
CJK_FONT := /usr/share/fonts/truetype/wqy/wqy-microhei.ttc

.PHONY: setup fonts run test ui samples bench validate clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

# The CJK font is needed only to *generate* PDFs (seed documents, test corpora);
# the committed seeds and the pipeline itself do not need it.
fonts:
	@test -f $(CJK_FONT) || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null; \
	  else echo "missing $(CJK_FONT): sudo apt-get install fonts-wqy-microhei"; exit 1; fi; }

run: setup
	$(BIN)/po-pipeline run

test: setup fonts
	$(BIN)/python -m pytest -q

ui: setup
	$(BIN)/po-pipeline ui

samples: setup fonts
	$(BIN)/po-pipeline samples data/inbox

validate: setup
	$(BIN)/dagster definitions validate -w workspace.yaml

# Benchmarks print figures; corpora are generated into bench/out (git-ignored).
bench: setup fonts
	$(BIN)/python bench/corpus.py bench/out/corpus
	$(BIN)/python bench/holdout.py bench/out/holdout
	$(BIN)/python bench/holdout2.py bench/out/holdout2
	$(BIN)/python bench/holdout3.py bench/out/holdout3
	$(BIN)/python bench/accuracy.py bench/out/corpus
	$(BIN)/python bench/accuracy.py bench/out/holdout
	$(BIN)/python bench/accuracy.py bench/out/holdout2
	$(BIN)/python bench/accuracy.py bench/out/holdout3
	$(BIN)/python bench/engine_speed.py bench/out/corpus --runs 3
	$(BIN)/python bench/service.py --text-only --copies 60

clean:
	rm -rf data/ledger.db* data/warehouse.duckdb* data/dagster_home data/service
