# Two entry points, both self-installing: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The default test run (and CI) samples: tests marked slow (every pairing of the 21 starter decks,
# long random games) run with `make test PYTEST_ARGS="-m slow"` or `PYTEST_ARGS=` for everything.
PYTEST_ARGS ?= -m "not slow"

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

.PHONY: install accel run selfplay test bench
install: $(STAMP)

# The hottest modules compiled with mypyc, rebuilt when their source changes (pure Python, with a
# warning, where that cannot be done; GLIMMER_ACCEL=0 for pure Python): scripts/build_accel.py.
accel: $(STAMP)
	$(BIN)/python scripts/build_accel.py

# The main job: the realtime server (in-memory store unless --redis-url / REDIS_URL is given).
run: accel
	$(BIN)/python -m server $(ARGS)

# Watch one self-play game between two built-in decks in the terminal.
selfplay: accel
	$(BIN)/python -m engine.cli $(ARGS)

test: accel
	$(BIN)/ruff check engine protocol server bench tests
	$(BIN)/mypy
	$(BIN)/pytest $(PYTEST_ARGS)

bench: accel
	$(BIN)/python -m bench.selfplay $(ARGS)
