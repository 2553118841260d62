"""Re-execute the lessons in place, keeping only what a reader and nbval need.

    .venv/bin/python tools/execute_notebooks.py            # every notebook under notebooks/
    .venv/bin/python tools/execute_notebooks.py notebooks/jasper-and-zot/02-descend.ipynb

Run it after any engine change that alters what a lesson prints (nbval compares the saved
outputs). It drops per-cell execution timestamps and the saved widget state, which change on
every run and would only make diffs noisy. For each notebook it prints how long its cells ran,
top to bottom (from the first cell's start to the last cell's reply: a lesson should take
under 10 s), and the whole run including starting the kernel.
"""

from __future__ import annotations

import datetime
import pathlib
import sys
import time

import nbformat
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parents[1]


def cells_seconds(nb) -> float | None:
    """Seconds from the first code cell's start to the last code cell's reply, from the
    timestamps nbclient records in each cell's metadata (None if they are missing)."""
    starts, ends = [], []
    for cell in nb.cells:
        t = cell.metadata.get("execution", {})
        if "iopub.execute_input" in t and "shell.execute_reply" in t:
            starts.append(t["iopub.execute_input"])
            ends.append(t["shell.execute_reply"])
    if not starts:
        return None

    def when(stamp: str) -> datetime.datetime:
        return datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))

    return (max(map(when, ends)) - min(map(when, starts))).total_seconds()


def execute(path: pathlib.Path) -> None:
    nb = nbformat.read(path, as_version=4)
    began = time.perf_counter()
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    whole = time.perf_counter() - began
    cells = cells_seconds(nb)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    try:
        name = path.relative_to(ROOT)
    except ValueError:
        name = path
    ran = f"cells {cells:.1f} s, " if cells is not None else ""
    print(f"executed {name} ({ran}with the kernel's start {whole:.1f} s)")


def main(args: list[str]) -> int:
    paths = [pathlib.Path(a).resolve() for a in args] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )
    for p in paths:
        execute(p)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
