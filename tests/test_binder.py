"""The Binder set-up works before anyone clicks the badge.

mybinder.org builds the environment from ``binder/`` alone (repo2docker: the Python version in
``runtime.txt``, ``pip install -r requirements.txt``, then ``postBuild``). This test does the
same in a fresh virtual environment, then runs every lesson in it, so a lesson that needs a
package ``binder/`` forgets fails here, not in a classroom.

The environment is kept in ``.venv/binder-<hash of binder/>`` and rebuilt only when a file in
``binder/`` or ``pyproject.toml`` changes (a clean clone, as in CI, builds it once).
"""

from __future__ import annotations

import hashlib
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


def test_every_lesson_runs_in_the_binder_environment(binder_env, tmp_path):
    # a copy, so that running them here changes no saved output
    copies = []
    for nb in LESSONS:
        dest = tmp_path / nb.relative_to(ROOT)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(nb, dest)
        copies.append(str(dest))
    script = tmp_path / "run_lessons.py"
    script.write_text(RUNNER)
    env = {**os.environ, "MPLBACKEND": "Agg", "PATH": f"{binder_env / 'bin'}:{os.environ['PATH']}"}
    env.pop("PYTHONPATH", None)
    # two runners side by side (a lesson's kernel mostly waits on one core), every lesson once
    runners = [subprocess.Popen([str(binder_env / "bin" / "python"), str(script), *copies[k::2]],
                                cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for k in range(2)]
    ran = 0
    for runner in runners:
        out, err = runner.communicate(timeout=1800)
        assert runner.returncode == 0, f"a lesson failed in the Binder environment:\n{err[-4000:]}"
        ran += out.count("ran ")
    assert ran == len(LESSONS)
