"""Re-execute the lessons in place, keeping only what a reader and nbval need.

    .venv/bin/python tools/execute_notebooks.py            # every notebook under notebooks/
    .venv/bin/python tools/execute_notebooks.py notebooks/jasper-and-zot/02-descend.ipynb

Run it after any engine change that alters what a lesson prints (nbval compares the saved
outputs). It drops per-cell execution timestamps and the saved widget state, which change on
every run and would only make diffs noisy.
"""

from __future__ import annotations

import pathlib
import sys

import nbformat
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parents[1]


def execute(path: pathlib.Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    print(f"executed {path.relative_to(ROOT)}")


def main(args: list[str]) -> int:
    paths = [pathlib.Path(a).resolve() for a in args] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )
    for p in paths:
        execute(p)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
