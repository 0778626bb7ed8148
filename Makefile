# Hearts Desktop developer entry points.
#   make run    - set up .venv (once) and start the game
#   make test   - set up .venv (once) and run ruff, mypy and pytest

PYTHON ?= python3
VENV   ?= .venv
STAMP  := $(VENV)/.installed
BIN    := $(VENV)/bin

.PHONY: all run test lint typecheck bench clean distclean

all: test

# Reinstall only when pyproject.toml is newer than the stamp.
$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[test]'
	@touch $@

run: $(STAMP)
	$(BIN)/python -m hearts_desktop

lint: $(STAMP)
	$(BIN)/ruff check hearts_desktop tests tools

typecheck: $(STAMP)
	$(BIN)/mypy

test: $(STAMP)
	$(BIN)/ruff check hearts_desktop tests tools
	$(BIN)/mypy
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m hearts_desktop.bench engine

clean:
	rm -rf build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
