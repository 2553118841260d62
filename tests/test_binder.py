"""The Binder set-up works before anyone clicks the badge.

mybinder.org builds the environment from ``binder/`` alone (repo2docker: the Python version in
``runtime.txt``, ``pip install -r requirements.txt``, then ``postBuild``). This test does the
same in a fresh virtual environment, so that a lesson needing a package ``binder/`` forgets
fails here, not in a classroom: every module that a lesson, the engine or a widget imports
(at the top of a file or inside a function, read from the code) must import there, and the
start page and the playable Zapp Zerapp lesson run there from top to bottom. (``pytest --nbval``
runs every lesson in ``.venv``; running all of them a second time here took a third of the
suite's time and checked nothing the imports do not.)

The environment is kept in ``.venv/binder-<hash of binder/>`` and rebuilt only when a file in
``binder/`` or ``pyproject.toml`` changes (a clean clone, as in CI, builds it once).
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
import textwrap

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
LESSONS = sorted(
    p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
)
#: run in the Binder environment from top to bottom: the start page, and a lesson with a widget
RUN_THERE = ("00-start-here.ipynb", "05-play-a-full-game.ipynb")
#: what a lesson never needs: the engine's adapters for OpenSpiel and PettingZoo (the ``rl``
#: extra) and the class table's server (Voila, ``make table``)
NOT_FOR_LESSONS = ("zzlib/adapters", "widgets/table.py")

RUNNER = textwrap.dedent(
    """
    import pathlib, sys
    import nbformat
    from nbclient import NotebookClient
    for name in sys.argv[1:]:
        path = pathlib.Path(name)
        nb = nbformat.read(path, as_version=4)
        NotebookClient(nb, timeout=300, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
        print("ran", path.name, flush=True)
    """
)


def _python_for_runtime() -> str:
    """The interpreter ``runtime.txt`` asks for (``python-3.12`` -> python3.12), if this
    machine has one that runs (a pyenv shim may exist without it); else the one running us."""
    wanted = (BINDER / "runtime.txt").read_text().strip().removeprefix("python-")
    candidates = [shutil.which(f"python{wanted}")]
    candidates += sorted(str(p) for p in pathlib.Path.home().glob(
        f".pyenv/versions/{wanted}*/bin/python{wanted}"))
    for exe in filter(None, candidates):
        ok = subprocess.run([exe, "-c", "import venv"], capture_output=True).returncode == 0
        if ok:
            return exe
    return sys.executable


def _fingerprint() -> str:
    h = hashlib.sha256()
    for p in sorted(BINDER.iterdir()) + [ROOT / "pyproject.toml"]:
        h.update(p.name.encode() + p.read_bytes())
    return h.hexdigest()[:12]


@pytest.fixture(scope="module")
def binder_env() -> pathlib.Path:
    env_dir = ROOT / ".venv" / f"binder-{_fingerprint()}"
    python = env_dir / "bin" / "python"
    if (env_dir / ".built").exists():
        return env_dir
    shutil.rmtree(env_dir, ignore_errors=True)
    env_dir.parent.mkdir(exist_ok=True)
    run = dict(cwd=ROOT, capture_output=True, text=True)
    steps = [
        [_python_for_runtime(), "-m", "venv", str(env_dir)],
        [str(python), "-m", "pip", "install", "--quiet", "-r", str(BINDER / "requirements.txt")],
    ]
    for cmd in steps:
        done = subprocess.run(cmd, **run)
        assert done.returncode == 0, f"{' '.join(cmd)} failed:\n{done.stdout}\n{done.stderr}"
    env = {**os.environ, "PATH": f"{env_dir / 'bin'}:{os.environ['PATH']}"}
    env.pop("PYTHONPATH", None)
    done = subprocess.run(["bash", str(BINDER / "postBuild")], env=env, **run)
    assert done.returncode == 0, f"binder/postBuild failed:\n{done.stdout}\n{done.stderr}"
    (env_dir / ".built").touch()
    return env_dir


def test_binder_files_are_complete():
    for name in ("runtime.txt", "requirements.txt", "postBuild"):
        assert (BINDER / name).exists(), f"binder/{name} is missing"
    assert os.access(BINDER / "postBuild", os.X_OK), "binder/postBuild must be executable"


def _imported(source: str) -> set[str]:
    """The top-level names of every module ``source`` imports, anywhere in it (IPython's
    ``%magic`` lines left out)."""
    lines = [x for x in source.splitlines() if not x.lstrip().startswith(("%", "!"))]
    names = set()
    for node in ast.walk(ast.parse("\n".join(lines))):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def _needed() -> set[str]:
    """Every module the lessons, the engine and the widgets import (but the adapters')."""
    names = set()
    for nb in LESSONS:
        for cell in json.loads(nb.read_text())["cells"]:
            if cell["cell_type"] == "code":
                names |= _imported("".join(cell["source"]))
    for folder in ("zzlib", "widgets"):
        for py in (ROOT / folder).rglob("*.py"):
            if not str(py.relative_to(ROOT)).startswith(NOT_FOR_LESSONS):
                names |= _imported(py.read_text())
    return names - {"__future__"}


def test_the_needed_modules_are_read_from_the_code():
    needed = _needed()
    assert {"zzlib", "widgets", "matplotlib", "networkx", "anywidget", "traitlets",
            "IPython"} <= needed, sorted(needed)
    assert not needed & {"open_spiel", "pettingzoo", "voila", "pytest"}, sorted(needed)


def test_every_module_the_lessons_need_imports_in_the_binder_environment(binder_env, tmp_path):
    check = tmp_path / "imports.py"
    check.write_text(textwrap.dedent("""
        import importlib, sys
        missing = []
        for name in sys.argv[1:]:
            try:
                importlib.import_module(name)
            except ImportError as e:
                missing.append(f"{name} ({e})")
        print("missing: " + "; ".join(missing) if missing else "all there")
        """))
    env = {**os.environ, "MPLBACKEND": "Agg"}
    env.pop("PYTHONPATH", None)
    done = subprocess.run([str(binder_env / "bin" / "python"), str(check), *sorted(_needed())],
                          cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "all there", done.stdout


def test_the_start_page_and_a_played_lesson_run_in_the_binder_environment(binder_env, tmp_path):
    # a copy, so that running them here changes no saved output
    copies = []
    for nb in LESSONS:
        if nb.name not in RUN_THERE:
            continue
        dest = tmp_path / nb.relative_to(ROOT)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(nb, dest)
        copies.append(str(dest))
    assert len(copies) == len(RUN_THERE), copies
    script = tmp_path / "run_lessons.py"
    script.write_text(RUNNER)
    env = {**os.environ, "MPLBACKEND": "Agg", "PATH": f"{binder_env / 'bin'}:{os.environ['PATH']}"}
    env.pop("PYTHONPATH", None)
    done = subprocess.run([str(binder_env / "bin" / "python"), str(script), *copies],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"a lesson failed in the Binder environment:\n{done.stderr[-4000:]}"
    assert done.stdout.count("ran ") == len(RUN_THERE)


def test_binder_writes_the_lab_settings_make_lab_writes(binder_env):
    """Binder's JupyterLab has the settings `make lab` writes into .venv: no news pop-up, and
    code cells that wrap long lines (a lesson's code is never cut off on a projector)."""
    written = json.loads((binder_env / "share/jupyter/lab/settings/overrides.json").read_text())
    make = (ROOT / "Makefile").read_text()
    line = next(x for x in make.splitlines() if x.startswith("LAB_OVERRIDES := "))
    assert written == json.loads(line.removeprefix("LAB_OVERRIDES := "))
    assert written["@jupyterlab/notebook-extension:tracker"]["codeCellConfig"]["lineWrap"] is True
