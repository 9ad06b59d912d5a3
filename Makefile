# Two commands do all the set-up: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 5000
HOST ?= 127.0.0.1
export PORT

.PHONY: run test fuzz bench clean

$(BIN)/activate:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml $(BIN)/activate
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml $(BIN)/activate
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

run: $(VENV)/.installed
	mkdir -p instance
	$(BIN)/flask --app wsgi migrate
	$(BIN)/flask --app wsgi run --host $(HOST) --port $(PORT)

# The tests run on every core (pytest-xdist): each worker has its own databases, server and browser. A worker
# that runs out of tests takes some from another's queue (worksteal), so a few long tests queued on one worker
# do not leave the other idle at the end.
test: $(VENV)/.installed-dev
	$(BIN)/lint-imports
	$(BIN)/pytest -n auto --dist worksteal

# Schemathesis against the OpenAPI document (about 2,000 requests), and the document's
# catalog of deal actions checked against what the games offer.
fuzz: $(VENV)/.installed-dev
	$(BIN)/python -m tests.support.action_catalog --check
	$(BIN)/pytest tests/fuzz/fuzz_api.py -p no:cacheprovider -s

# Each prints its figures beside a peer measured in the same run (treys; a bare Flask app on the same database;
# the same night at 100 events; a bare Flask/gevent stream for the live load): see benchmarks/. PostgreSQL is
# measured when BENCH_DATABASE_URL answers.
bench: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/hands.py
	$(BIN)/python benchmarks/omaha.py
	$(BIN)/python benchmarks/lowball.py
	$(BIN)/python benchmarks/appends.py
	$(BIN)/python benchmarks/long_night.py
	$(BIN)/python benchmarks/snapshots.py
	$(BIN)/python benchmarks/many_deals.py
	$(BIN)/python benchmarks/verify_memory.py
	$(BIN)/python benchmarks/table_page.py
	$(BIN)/python benchmarks/live_load.py

clean:
	rm -rf $(VENV) instance .pytest_cache test-output
