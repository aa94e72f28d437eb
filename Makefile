# po-pipeline: `make run` and `make test` work on a fresh machine (Python 3.11 + pip).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
CJK_FONT := /usr/share/fonts/truetype/wqy/wqy-microhei.ttc
CHROMIUM := /usr/bin/chromium

.PHONY: setup fonts chromium run test ui samples bench trust soak train train-deps calibrate validate clean

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

# Debian's chromium, for the browser test of the Dagster UI (po_pipeline_tests/test_browser_ui.py):
# Playwright drives it through executable_path (it cannot download its own browsers here).
chromium:
	@test -x $(CHROMIUM) || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "missing $(CHROMIUM): sudo apt-get install chromium"; exit 1; fi; }

run: setup
	$(BIN)/po-pipeline run

test: setup fonts chromium
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m pytest -q

ui: setup
	$(BIN)/po-pipeline ui

samples: setup fonts
	$(BIN)/po-pipeline samples data/inbox

validate: setup
	$(BIN)/dagster definitions validate -w workspace.yaml

# Generated sets: the rules were written on the first four ("tuned"); bench/families.py
# holds layout families no rule was written on ("fit" for calibration, frozen "test").
TUNED_SETS := bench/out/corpus bench/out/holdout bench/out/holdout2 bench/out/holdout3
FAMILIES_PER := 60

bench/out/corpus.stamp: bench/*.py
	$(BIN)/python bench/corpus.py bench/out/corpus
	touch $@

bench/out/sets.stamp: bench/out/corpus.stamp bench/*.py
	$(BIN)/python bench/holdout.py bench/out/holdout
	$(BIN)/python bench/holdout2.py bench/out/holdout2
	$(BIN)/python bench/holdout3.py bench/out/holdout3
	$(BIN)/python bench/families.py bench/out/families --per-family $(FAMILIES_PER)
	touch $@

train-deps: setup
	$(BIN)/python -m pip install --quiet -e '.[train]'

# Fit the supplier scorer, the calibration model and the per-field thresholds (the `fit`
# families scored leave-one-family-out), write them into po_pipeline/engine/
# (party_model.json, calibration.json, fields.yaml) and print the trust report.
# Only the splits it fits on; pages are read once per file and engine (bench/out/segments).
train: train-deps fonts bench/out/sets.stamp
	$(BIN)/python bench/engine_runs.py bench/out/runs.jsonl $(TUNED_SETS) bench/out/families \
	  --splits tuned,fit --segment-cache bench/out/segments
	$(BIN)/python bench/train.py bench/out/runs.jsonl --write

# Refit the supplier's calibration alone (bench/train.py --calibrate), keeping the shipped
# scorers: on the sets written after the scorers were fitted (stop 39), where the scorers'
# probabilities are those of layouts they never saw; each set is held out in turn to
# choose the supplier's threshold. Writes calibration.json and the supplier's threshold.
CALIBRATION_SETS := blind28_,fit6_,blind29_,blind30_,fit7_,blind31_,blind32_,blind33_,fit8_,fit9_,blind34_,blind35_,fit10_,blind36_
calibrate: train-deps fonts
	$(BIN)/python bench/families.py bench/out/calibration-sets --per-family $(FAMILIES_PER) \
	  --only $(CALIBRATION_SETS)
	$(BIN)/python bench/engine_runs.py bench/out/calibration-runs.jsonl bench/out/calibration-sets \
	  --splits fit --segment-cache bench/out/segments
	$(BIN)/python bench/train.py bench/out/calibration-runs.jsonl --calibrate supplier \
	  --min-precision 0.995 --floors 0.99 --write

# make bench fits in 20 minutes on 2 cores (bench/README.md, "make bench in 20 minutes"):
# trust is scored on the first documents of every family, as many per family as its split
# has in BENCH_SPLITS (the same documents as the first ones of make train's 60), with the
# shipped models (bench/trust_shipped.py: no leave-one-family-out refit, and no tuned sets;
# that is make trust). Six of each test and blind family, one of one fit or dev (tuned)
# family in two (N/K: chosen by a hash of the family's name, so the same ones stay chosen as
# families are added): six of every one of 603 families is over 3,000 documents, two of each
# fit family took make bench to 24 minutes at stop 53, and one of each to 20 min 8 s at stop
# 54 (bench/README.md). The engine's
# runs over them are kept in bench/out/bench-runs.jsonl and redone only when the engine or
# the documents change. The last step (bench/report.py) runs the speed, orchestration,
# end-to-end, memory, bookkeeping and backfill benchmarks and prints every figure, trust's
# too, as one JSON document (also written to bench/out/report.json).
BENCH_SPLITS := test=6,blind=6,fit=1/2,tuned=1/2
ENGINE_FILES := $(wildcard po_pipeline/engine/*.py po_pipeline/engine/*.json po_pipeline/engine/*.yaml)

BENCH_FAMILIES := bench/out/bench-families
BENCH_RUNS := bench/out/bench-runs.jsonl

$(BENCH_FAMILIES).stamp: bench/*.py
	$(BIN)/python bench/families.py $(BENCH_FAMILIES) --per-split $(BENCH_SPLITS)
	touch $@

$(BENCH_RUNS): $(BENCH_FAMILIES).stamp $(ENGINE_FILES)
	$(BIN)/python bench/engine_runs.py $@ $(BENCH_FAMILIES)

bench: train-deps fonts bench/out/corpus.stamp $(BENCH_RUNS)
	$(BIN)/python bench/trust_shipped.py $(BENCH_RUNS) --json bench/out/trust.json
	$(BIN)/python bench/report.py --corpus bench/out/corpus --families $(BENCH_FAMILIES) \
	  --trust bench/out/trust.json \
	  --out bench/out/report.json

# Trust with every fit family scored by models refitted without it (leave-one-family-out),
# on all 60 documents per family: about 18 minutes for the refit alone.
trust: train-deps fonts bench/out/sets.stamp
	$(BIN)/python bench/engine_runs.py bench/out/runs-all.jsonl $(TUNED_SETS) bench/out/families \
	  --segment-cache bench/out/segments
	$(BIN)/python bench/trust.py bench/out/runs-all.jsonl --json bench/out/trust-lofo.json

# Seeded cycles of drops, faults on the wire and kills, each checked against the
# invariants (bench/soak.py); prints JSON and fails if any cycle failed.
soak: setup
	$(BIN)/python bench/soak.py --cycles 6 --files-per-cycle 3 --seed 1 --modes local:run,compdf:run,local:sensor,compdf:sensor

clean:
	rm -rf data/ledger.db* data/warehouse.duckdb* data/.warehouse.duckdb* data/dagster_home data/service
