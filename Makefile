# Hearts Desktop developer entry points.
#   make run    - set up .venv (once) and start the game
#   make test   - set up .venv (once) and run ruff, mypy and pytest

PYTHON ?= python3
VENV   ?= .venv
STAMP  := $(VENV)/.installed
BIN    := $(VENV)/bin

.PHONY: all run test lint typecheck bench clean distclean translations lupdate i18n-status

# Qt translations: translations/*.ts (in git) -> hearts_desktop/i18n/qm/*.qm (built)
TS_FILES := $(wildcard translations/hearts_desktop_*.ts)
QM_FILES := $(patsubst translations/%.ts,hearts_desktop/i18n/qm/%.qm,$(TS_FILES))

all: test

# Reinstall only when pyproject.toml is newer than the stamp.
$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[test]'
	@touch $@

run: $(STAMP) translations
	$(BIN)/python -m hearts_desktop

translations: $(QM_FILES)

hearts_desktop/i18n/qm/%.qm: translations/%.ts | $(STAMP)
	@mkdir -p $(@D)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# update the .ts catalogues from the code, then list what is left to translate
lupdate: $(STAMP)
	$(BIN)/python tools/i18n.py lupdate

i18n-status: $(STAMP)
	$(BIN)/python tools/i18n.py status

lint: $(STAMP)
	$(BIN)/ruff check hearts_desktop tests tools

typecheck: $(STAMP)
	$(BIN)/mypy

test: $(STAMP) translations
	$(BIN)/ruff check hearts_desktop tests tools
	$(BIN)/mypy
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m hearts_desktop.bench engine

# Packaging (packaging/README.md): the stand-alone bundle, the icons, the Linux menu entry.
.PHONY: bundle icons install-desktop uninstall-desktop
BUNDLE_STAMP := $(VENV)/.installed-bundle
BUNDLE_DIR   := dist/hearts-desktop
PREFIX       ?= $(HOME)/.local
# the menu entry starts the bundle when it is built, else the virtual environment's script
DESKTOP_EXEC ?= $(abspath $(if $(wildcard $(BUNDLE_DIR)/hearts-desktop),$(BUNDLE_DIR),$(BIN))/hearts-desktop)

$(BUNDLE_STAMP): pyproject.toml | $(STAMP)
	$(BIN)/python -m pip install -e '.[test,bundle]'
	@touch $@

bundle: $(BUNDLE_STAMP) translations
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/hearts-desktop.spec
	$(BIN)/python packaging/bundle_report.py $(BUNDLE_DIR)

icons: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python tools/make_icons.py

install-desktop:
	$(PYTHON) packaging/install_desktop.py install --prefix "$(PREFIX)" --exec "$(DESKTOP_EXEC)"

uninstall-desktop:
	$(PYTHON) packaging/install_desktop.py uninstall --prefix "$(PREFIX)"

clean:
	rm -rf build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
