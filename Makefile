# Two commands (see README): `make lab` opens the notebooks, `make test` runs every test.
SHELL  := /bin/bash
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# what a learner needs (the engine, the widgets, JupyterLab, Notebook 7, Voila) ...
STAMP  := $(VENV)/.installed-lab
# ... and, for `make test`, the test tools on top
TEST_STAMP := $(VENV)/.installed-test
PIP := $(BIN)/python tools/pip_progress.py

.PHONY: lab notebook table test lint chromium bench notebooks binder-badge clean
NODE_STAMP := node_modules/.package-lock.json

$(BIN)/python:
	@echo "==> Creating the virtual environment .venv (first time only)"
	$(PYTHON) -m venv $(VENV)
	@$(PIP) $(VENV)/pip.log -- install --upgrade pip

# JupyterLab's news pop-up and update check are turned off for every user of this .venv, and
# code cells wrap long lines (on a 1024x768 projector a lesson's code is never cut off)
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings/overrides.json
LAB_OVERRIDES := {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}, "@jupyterlab/notebook-extension:tracker": {"codeCellConfig": {"lineNumbers": false, "lineWrap": true}}}
$(STAMP): pyproject.toml | $(BIN)/python
	@echo "==> Installing zzlib, the widgets, JupyterLab, Notebook 7 and Voila into .venv"
	@echo "    (the first time: about 100 MB of downloads, 1 to 4 minutes; a line at least"
	@echo "    every few seconds says what it is doing)"
	@$(PIP) $(VENV)/install.log -- install -e '.[notebook]'
	@mkdir -p $(dir $(LAB_SETTINGS))
	@echo '$(LAB_OVERRIDES)' > $(LAB_SETTINGS)
	@touch $(STAMP)
	@echo "==> .venv is ready"

$(TEST_STAMP): pyproject.toml $(STAMP)
	@echo "==> Installing the test tools into .venv (pytest, pytest-xdist, nbval, hypothesis, Playwright, ruff, Dask, OpenSpiel, PettingZoo)"
	@$(PIP) $(VENV)/install-test.log -- install -e '.[notebook,dev,rl]'
	@touch $(TEST_STAMP)

# JupyterLab (or Jupyter Notebook 7) at the repository root (so docs/ is reachable from the
# lessons' links), opening 00-start-here. It prints the address to open, for a machine without
# a browser of its own. PORT is the first port tried; the next free one is taken. JupyterLab
# refuses to run as root unless told; a classroom container often is root.
PORT  ?= 8888
TOKEN := $(shell python3 -c "import secrets; print(secrets.token_hex(16))" 2>/dev/null || date +%s%N)
START := notebooks/00-start-here.ipynb
FREE_PORT = $$($(BIN)/python -c "from widgets.table import free_port; print(free_port('127.0.0.1', $(PORT)))")
SERVE = --ServerApp.root_dir="$(CURDIR)" --ServerApp.port_retries=0 \
	  --IdentityProvider.token=$(TOKEN) $$([ "$$(id -u)" = 0 ] && echo --allow-root)
lab: $(STAMP)
	@port=$(FREE_PORT) && \
	echo "==> Starting JupyterLab. If no browser opens, open this address:" && \
	echo "    http://127.0.0.1:$$port/lab/tree/$(START)?token=$(TOKEN)" && \
	echo "    (Ctrl-C twice stops it. Another port: make lab PORT=9000)" && \
	$(BIN)/jupyter lab $(SERVE) --ServerApp.port=$$port --LabApp.default_url=/lab/tree/$(START)

notebook: $(STAMP)
	@port=$(FREE_PORT) && \
	echo "==> Starting Jupyter Notebook 7. If no browser opens, open this address:" && \
	echo "    http://127.0.0.1:$$port/notebooks/$(START)?token=$(TOKEN)" && \
	echo "    (Ctrl-C twice stops it. Another port: make notebook PORT=9000)" && \
	$(BIN)/jupyter notebook $(SERVE) --ServerApp.port=$$port \
	  --JupyterNotebookApp.default_url=/notebooks/$(START)

# A class table: one game's widget alone on a page with no code cell (Voila), e.g.
#   make table GAME=zank PLAYERS=3            three people at one screen (the hot seat)
#   make table GAME=zapp PLAYERS=4 BOTS=3     one person against three bots
# (more settings: .venv/bin/zz-table --help)
GAME ?= zapp
table: $(STAMP)
	$(BIN)/zz-table --game $(GAME) $(if $(PLAYERS),--players $(PLAYERS)) \
	  $(if $(BOTS),--bots $(BOTS)) $(if $(TABLE_PORT),--port $(TABLE_PORT))

# Point the README's Binder badge at this repository (from the `origin` remote), once the
# repository is on GitHub.
binder-badge:
	$(PYTHON) tools/binder_badge.py $(REPO)

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

lint: $(TEST_STAMP)
	$(BIN)/ruff check .

# one worker per core; a file's tests stay together (a notebook's cells run in order in one
# kernel); then, with nothing else running, the tests marked `alone` (valgrind's counts)
# the tests start many Pythons (workers, kernels, servers): each keeps the project's compiled
# modules (__pycache__, ignored by git) for the next, even where the environment says not to
test: export PYTHONDONTWRITEBYTECODE =
test: $(TEST_STAMP) $(NODE_STAMP) chromium lint
	$(BIN)/python -m pytest -n auto --dist loadfile -m "not alone"
	$(BIN)/python -m pytest -m alone

# Re-execute the lessons after an engine change (nbval compares their saved outputs).
notebooks: $(TEST_STAMP)
	$(BIN)/python tools/execute_notebooks.py
	$(BIN)/python tools/rulebook_map.py

bench: $(TEST_STAMP)
	$(BIN)/python bench/rollouts.py --games 200

clean:
	rm -rf $(VENV) node_modules
