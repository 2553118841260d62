"""Drive JupyterLab in Debian's Chromium (Python Playwright), for browser tests and benchmarks.

The recipe of ``design/architecture.md``: JupyterLab on 127.0.0.1 with an empty token and
``--LabApp.expose_app_in_browser=True``, a temporary root, settings and workspace directory
(so every run starts clean), the notebook setting ``windowingMode: "none"`` (every cell is
rendered), ``/lab/tree/<nb>?reset``, and cells run through ``window.jupyterapp``.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
REPO = pathlib.Path(__file__).resolve().parents[2]

SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
}


class NoChromium(RuntimeError):
    pass


def require_chromium() -> str:
    """The Chromium executable, or a clear error saying how to install it."""
    if not os.access(CHROMIUM, os.X_OK):
        raise NoChromium(
            f"Debian's Chromium is missing ({CHROMIUM}). The browser tests need it: "
            "run `make chromium` or `apt-get install -y chromium` (never `playwright install`)."
        )
    return CHROMIUM


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def jupyterlab(notebooks: dict[str, pathlib.Path], timeout: float = 60):
    """Serve a temporary root holding ``notebooks`` ({path in root: source file}).

    Yields ``(base_url, root)``. The server and its kernels stop on exit.
    """
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="zz-lab-"))
    root = tmp / "root"
    for rel, src in notebooks.items():
        dest = root / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(src, dest)
    settings = tmp / "settings"
    for rel, value in SETTINGS.items():
        p = settings / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(value))
    port = free_port()
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(tmp / "config"),
        "JUPYTER_RUNTIME_DIR": str(tmp / "runtime"),
        "IPYTHONDIR": str(tmp / "ipython"),
        "JUPYTER_PLATFORM_DIRS": "0",
        "MPLBACKEND": "Agg",
    }
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.allow_root=True",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
        f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
        "--LabApp.news_url=",
    ]
    base = f"http://127.0.0.1:{port}"
    try:
        with running("JupyterLab", cmd, root, env, tmp / "server.log", base + "/api/status",
                     timeout):
            yield base, root
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


@contextlib.contextmanager
def running(name: str, cmd: list[str], cwd, env: dict, log_path: pathlib.Path, probe: str,
            timeout: float):
    """A server started with ``cmd``, once ``probe`` answers (any HTTP answer); stopped on
    exit. Its output goes to ``log_path``; if it stops early, the error shows its end."""
    log = open(log_path, "wb")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{name} exited early:\n" + log_path.read_text()[-3000:])
            try:
                with urllib.request.urlopen(probe, timeout=2):
                    break
            except urllib.error.HTTPError:
                break  # it answers
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not start within {timeout}s")
            time.sleep(0.3)
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


@contextlib.contextmanager
def chromium_page(width: int = 1400, height: int = 1000, dark: bool = False):
    """A Playwright page in Debian's Chromium (headless)."""
    from playwright.sync_api import sync_playwright

    exe = require_chromium()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, headless=True, args=CHROMIUM_ARGS)
        try:
            ctx = browser.new_context(
                viewport={"width": width, "height": height},
                color_scheme="dark" if dark else "light",
            )
            page = ctx.new_page()
            yield page
        finally:
            browser.close()


def open_notebook(page, base: str, path: str, timeout_ms: int = 60_000) -> None:
    """Open ``path`` (relative to the server root) as the only tab, with its kernel ready."""
    page.goto(f"{base}/lab/tree/{path}?reset", wait_until="domcontentloaded")
    page.wait_for_function("() => window.jupyterapp !== undefined", timeout=timeout_ms)
    page.wait_for_selector(PANEL, timeout=timeout_ms)
    page.wait_for_function(
        """(path) => {
          const w = window.jupyterapp.shell.currentWidget;
          return w && w.context && w.context.path === path && w.sessionContext;
        }""",
        arg=path,
        timeout=timeout_ms,
    )
    page.evaluate(
        """async () => {
          const app = window.jupyterapp;
          await app.restored;
          const w = app.shell.currentWidget;
          await w.context.ready;
          await w.sessionContext.ready;
          await w.revealed;
          const ready = () => {
            const k = w.sessionContext.session && w.sessionContext.session.kernel;
            return k && k.connectionStatus === 'connected' && k.status === 'idle';
          };
          for (let i = 0; i < 600 && !ready(); i++) await new Promise((r) => setTimeout(r, 100));
          if (!ready()) throw new Error('the kernel did not become ready within 60 s');
        }"""
    )


def run_all(page, timeout_ms: int = 90_000) -> None:
    """Run every cell through the app and wait until each code cell has an execution count."""
    page.evaluate(
        """async () => {
          const app = window.jupyterapp;
          await app.commands.execute('notebook:run-all-cells');
        }"""
    )
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            """(panel) => {
              // the models' execution counts: a cell whose input is hidden (a quiz's
              // answer cell) shows no prompt number on the page
              if (!document.querySelector(panel)) return false;
              const w = window.jupyterapp.shell.currentWidget;
              const code = w.content.widgets.filter((c) => c.model.type === 'code');
              const k = w.sessionContext.session.kernel;
              return code.length > 0 && code.every((c) => c.model.executionCount !== null)
                && k.status === 'idle';
            }""",
            arg=PANEL,
            timeout=timeout_ms,
            polling=200,
        )
    except PlaywrightTimeout:
        prompts = page.eval_on_selector_all(
            f"{PANEL} .jp-CodeCell .jp-InputPrompt", "els => els.map(e => e.textContent)"
        )
        raise AssertionError(
            f"the cells did not all run within {timeout_ms / 1000:.0f} s; prompts: {prompts}; "
            f"errors shown: {kernel_errors(page)}"
        ) from None


def kernel_errors(page) -> list[str]:
    """Error outputs shown in the open notebook."""
    return page.eval_on_selector_all(
        f"{PANEL} .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'], "
        f"{PANEL} .jp-RenderedText[data-mime-type='application/vnd.jupyter.error']",
        "els => els.map(e => e.textContent.slice(0, 2000))",
    )


def kernel_exec(page, code: str, timeout_ms: int = 30_000) -> str:
    """Run ``code`` in the notebook's kernel (not as a cell) and return what it printed."""
    return page.evaluate(
        """async ([code, timeout]) => {
          const w = window.jupyterapp.shell.currentWidget;
          const k = w.sessionContext.session.kernel;
          const f = k.requestExecute({ code, silent: false, store_history: false });
          let out = '';
          f.onIOPub = (msg) => {
            const t = msg.header.msg_type;
            if (t === 'stream') out += msg.content.text;
            else if (t === 'error') out += 'ERROR ' + msg.content.ename + ': ' + msg.content.evalue;
          };
          await Promise.race([f.done, new Promise((_, no) => setTimeout(() => no(new Error('kernel timeout')), timeout))]);
          return out;
        }""",
        [code, timeout_ms],
    )


@contextlib.contextmanager
def served(table, timeout: float = 60):
    """The table served by Voila exactly as ``zz-table`` serves it; yields its address."""
    from widgets.table import prepare, voila_command

    folder, path, env = prepare(table.check())
    port = free_port()
    env = {**env, "JUPYTER_PLATFORM_DIRS": "0", "MPLBACKEND": "Agg",
           "JUPYTER_RUNTIME_DIR": str(folder / "runtime")}
    base = f"http://127.0.0.1:{port}/"
    try:
        with running("Voila", voila_command(path, port, "127.0.0.1"), folder, env,
                     folder / "voila.log", base + "voila/static/favicon.ico", timeout):
            yield base, folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
