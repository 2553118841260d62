"""The lessons as a whole: their quotes of readings, and whether their links lead somewhere.

(Which rules the lessons quote: ``tests/test_lesson_coverage.py``.)

Links: every relative link in a lesson's Markdown (its text cells and its saved Markdown
outputs) names a file of the repository, so it works in JupyterLab started at the repository
root (``make lab``) and on GitHub, which both resolve it against the notebook's folder.
"""

from __future__ import annotations

import pathlib
import re

import nbformat
import pytest

from zzlib import zot

REPO = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((REPO / "notebooks").rglob("*.ipynb"))
ZOT_LESSONS = sorted((REPO / "notebooks" / "jasper-and-zot").glob("*.ipynb"))
QUOTED = re.compile(r"— rulebook, [^\n]*? \(`([a-z0-9_.]+)`")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def markdown_outputs(cell) -> list[str]:
    return [o["data"]["text/markdown"] for o in cell.get("outputs", [])
            if "data" in o and "text/markdown" in o["data"]]


def quoted_rules(path: pathlib.Path) -> set[str]:
    """The rule ids the lesson's saved quote outputs show."""
    nb = nbformat.read(path, as_version=4)
    return {rule for cell in nb.cells if cell.cell_type == "code" and "quote(" in cell.source
            for text in markdown_outputs(cell) for rule in QUOTED.findall(text)}


def test_quoted_rules_are_found_in_a_quote_output():
    from zzlib.plot.lesson import quote, quoter

    text = quoter("../../docs/x.md")(zot.RULES["zot.smash.choice"])._repr_markdown_()
    assert QUOTED.findall(text) == ["zot.smash.choice"]
    assert "a reading: see [the docs page](../../docs/x.md)" in text
    assert QUOTED.findall(quote(zot.RULES["zot.descend.move"])._repr_markdown_()) == [
        "zot.descend.move"]


def links(path: pathlib.Path) -> list[str]:
    nb = nbformat.read(path, as_version=4)
    texts = [c.source for c in nb.cells if c.cell_type == "markdown"]
    texts += [t for c in nb.cells if c.cell_type == "code" for t in markdown_outputs(c)]
    return [m for t in texts for m in LINK.findall(t)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_relative_link_in_a_lesson_names_a_file_of_the_repository(path):
    problems = link_problems(path)
    assert not problems, f"{path.name}: {problems}"


def link_problems(path: pathlib.Path) -> list[str]:
    """Relative links of the notebook that name no file, or a file outside the repository."""
    out = []
    for link in links(path):
        if "://" in link or link.startswith(("#", "mailto:")):
            continue
        target = (path.parent / link.split("#")[0]).resolve()
        if REPO not in target.parents:
            out.append(f"{link} leads outside the repository")
        elif not target.is_file():
            out.append(f"{link} names no file")
    return out


def test_a_broken_link_is_found(tmp_path, monkeypatch):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell(
        "[ok](../README.md) [gone](../docs/nothing.md) [web](https://example.org)")]
    path = REPO / "notebooks" / "_probe.ipynb"
    monkeypatch.setattr(nbformat, "read", lambda *_a, **_k: nb)
    assert link_problems(path) == ["../docs/nothing.md names no file"]


def test_the_readings_link_to_the_docs_page():
    docs = "../../docs/jasper-and-zot.md"
    for path in ZOT_LESSONS:
        assert docs in links(path), f"{path.name} never links to {docs}"


# --------------------------------------------------------------------------------------------
# the way through: a reader who follows "Next" meets every lesson of a game in order


LESSONS = [p for p in NOTEBOOKS if p.parent != REPO / "notebooks"]
START = "../00-start-here.ipynb"


def ending_links(path: pathlib.Path) -> list[str]:
    """The links of a lesson's last cell (a text cell: where a reader ends up)."""
    last = nbformat.read(path, as_version=4).cells[-1]
    return LINK.findall(last.source) if last.cell_type == "markdown" else []


def next_lesson(path: pathlib.Path) -> pathlib.Path | None:
    """The lesson after ``path`` in its game's folder (numbered files, in order), if any."""
    same = sorted(p for p in path.parent.glob("*.ipynb") if re.match(r"\d\d-", p.name))
    i = same.index(path)
    return same[i + 1] if i + 1 < len(same) else None


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_lesson_ends_with_the_next_one_and_the_way_back_to_the_start(path):
    found = ending_links(path)
    following = next_lesson(path)
    if following is not None:
        assert following.name in found, f"the last cell does not link {following.name}: {found}"
    assert START in found, f"the last cell does not link the start page: {found}"


def test_the_way_through_is_checked_in_order(tmp_path):
    for name in ("01-a.ipynb", "02-b.ipynb", "10-c.ipynb", "notes.ipynb"):
        (tmp_path / name).write_text("{}")
    assert next_lesson(tmp_path / "01-a.ipynb").name == "02-b.ipynb"
    assert next_lesson(tmp_path / "02-b.ipynb").name == "10-c.ipynb"
    assert next_lesson(tmp_path / "10-c.ipynb") is None


# --------------------------------------------------------------------------------------------
# the projector: no saved figure is wider than the notebook's output area at 1024x768 with the
# file browser open (592 px), so none is shrunk (their texts' sizes: tests/plot/test_page.py)

PROJECTOR_PX = 592


def png_widths(path: pathlib.Path) -> list[int]:
    import base64
    import struct

    nb = nbformat.read(path, as_version=4)
    return [struct.unpack(">I", base64.b64decode(o["data"]["image/png"])[16:20])[0]
            for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
            if "image/png" in o.get("data", {})]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_figure_is_shrunk_on_a_projector(path):
    wide = [w for w in png_widths(path) if w > PROJECTOR_PX]
    assert wide == [], f"figures wider than {PROJECTOR_PX} px: {wide}"
