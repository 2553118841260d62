# Two commands (see README): `make lab` opens the notebooks, `make test` runs every test.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: lab test lint chromium bench notebooks clean
NODE_STAMP := node_modules/.package-lock.json

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[notebook,dev]'
	touch $(STAMP)

# JupyterLab refuses to run as root unless told; a classroom container often is root.
lab: $(STAMP)
	$(BIN)/jupyter lab $$([ "$$(id -u)" = 0 ] && echo --allow-root) notebooks/00-start-here.ipynb

# Debian's Chromium for the browser tests (never `playwright install`).
chromium:
	@if [ -x /usr/bin/chromium ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	else echo "The browser tests need Debian's Chromium: sudo apt-get install -y chromium"; exit 1; fi

# axe-core for the browser tests' accessibility checks (package.json; node and npm from the
# system: apt-get install -y nodejs npm).
$(NODE_STAMP): package.json package-lock.json
	@command -v npm >/dev/null || { echo "The browser tests need npm (axe-core): sudo apt-get install -y nodejs npm"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .

test: $(STAMP) $(NODE_STAMP) chromium lint
	$(BIN)/python -m pytest

# Re-execute the lessons after an engine change (nbval compares their saved outputs).
notebooks: $(STAMP)
	$(BIN)/python tools/execute_notebooks.py

bench: $(STAMP)
	$(BIN)/python bench/rollouts.py --games 200

clean:
	rm -rf $(VENV) node_modules
