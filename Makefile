# Two commands (see README): `make lab` opens the notebooks, `make test` runs every test.
SHELL  := /bin/bash
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: lab table test lint chromium bench notebooks clean
NODE_STAMP := node_modules/.package-lock.json

$(STAMP): pyproject.toml
	@echo "==> Creating the virtual environment .venv (first time only)"
	$(PYTHON) -m venv $(VENV)
	@echo "==> Installing zzlib, the widgets, JupyterLab and the test tools into .venv"
	@echo "    (the first time this downloads about 150 MB and takes a minute or two)"
	$(BIN)/python -m pip install --quiet --upgrade pip
	@set -o pipefail; $(BIN)/python -m pip install -e '.[notebook,dev]' 2>&1 \
	  | tee $(VENV)/install.log \
	  | awk '/^(Collecting|Installing collected|Successfully)/ {print "    " substr($$0, 1, 100); fflush()}' \
	  || { echo "pip failed; the last lines of $(VENV)/install.log:"; tail -20 $(VENV)/install.log; exit 1; }
	touch $(STAMP)
	@echo "==> .venv is ready"

# JupyterLab at the repository root (so docs/ is reachable from the lessons' links), opening
# 00-start-here. It prints the address to open, for a machine without a browser of its own.
# JupyterLab refuses to run as root unless told; a classroom container often is root.
PORT  ?= 8888
TOKEN := $(shell python3 -c "import secrets; print(secrets.token_hex(16))" 2>/dev/null || date +%s%N)
START := lab/tree/notebooks/00-start-here.ipynb
lab: $(STAMP)
	@echo "==> Starting JupyterLab. If no browser opens, open this address:"
	@echo "    http://127.0.0.1:$(PORT)/$(START)?token=$(TOKEN)"
	@echo "    (Ctrl-C twice stops it.)"
	$(BIN)/jupyter lab $$([ "$$(id -u)" = 0 ] && echo --allow-root) \
	  --ServerApp.root_dir="$(CURDIR)" --ServerApp.port=$(PORT) --ServerApp.port_retries=0 \
	  --IdentityProvider.token=$(TOKEN) --LabApp.default_url=/$(START)

# A class table: one game's widget alone on a page with no code cell (Voila), e.g.
#   make table GAME=zank PLAYERS=3            three people at one screen (the hot seat)
#   make table GAME=zapp PLAYERS=4 BOTS=3     one person against three bots
# (more settings: .venv/bin/zz-table --help)
GAME ?= zapp
table: $(STAMP)
	$(BIN)/zz-table --game $(GAME) $(if $(PLAYERS),--players $(PLAYERS)) \
	  $(if $(BOTS),--bots $(BOTS)) $(if $(TABLE_PORT),--port $(TABLE_PORT))

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
