# Two entry points, both self-installing: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

.PHONY: install run selfplay test bench
install: $(STAMP)

# The main job: the realtime server (in-memory store unless --redis-url / REDIS_URL is given).
run: $(STAMP)
	$(BIN)/python -m server $(ARGS)

# Watch one self-play game between two built-in decks in the terminal.
selfplay: $(STAMP)
	$(BIN)/python -m engine.cli $(ARGS)

test: $(STAMP)
	$(BIN)/ruff check engine protocol server bench tests
	$(BIN)/mypy
	$(BIN)/pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(BIN)/python -m bench.selfplay $(ARGS)
