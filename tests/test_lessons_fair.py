"""The lessons play fair and wait for the reader (read off the saved notebooks).

- A quiz waits: no saved output of a ``check(...)`` cell shows the engine's answer while the
  reader's answer is still ``None``.
- A quiz gives nothing away before the answer: the reader types it in a small cell of its own
  (``my_answer = None`` and nothing else), and the check is the next cell, folded
  (``{"jupyter": {"source_hidden": true}}``: JupyterLab shows its output, not its code), so its
  explanation (the ``why`` text) and the engine's computation are not on screen. Until the
  reader answers, the check cell prints nothing but its one waiting line; and no text the
  reader sees from the question's heading to the check, nor the cell right under the check,
  repeats six words running of the explanation.
- Seeds, in the lessons of games with secrets: a table meant for play takes no fixed seed
  (a scenario whose seed must stay fixed, because nbval compares what the page prints, says
  "the seed is the referee's" in its cell); a replay of a bot game is never dealt on a seed a
  table of the same lesson uses (it would show that table's hands and barrels); and a widget
  on a finished bot game (a replay to explore) is a practice table, ``practice=True``.
- A lesson with a hot seat says what the keyboard can reveal and names the class table.
"""

from __future__ import annotations

import ast
import pathlib
import re

import nbformat
import pytest

import widgets
from zzlib import GAMES

REPO = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((REPO / "notebooks").rglob("*.ipynb"))
#: widget class name -> its game's name, for the games with secrets
SECRET_WIDGETS = {name: cls.GAME.NAME for name in widgets.__all__
                  if (cls := getattr(widgets, name)) is not widgets.GameWidget
                  and GAMES[cls.GAME.NAME].secrets}
#: a widget of a game with secrets: the variable it shows, or a game made in its call
WIDGET = re.compile(r"\b(?:" + "|".join(SECRET_WIDGETS) + r")\((?:(\w+)\b(?!\.)|\w+\.Game\.new\(([^)]*)\))")
NEW = re.compile(r"(\w+)\s*=\s*\w+\.Game\.new\(([^)]*)\)")
REFEREE = "the seed is the referee's"


def code_cells(path):
    return [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]


def literal_seed(args: str) -> str | None:
    """The seed given to ``Game.new(args)`` as a literal, or None (a fresh seed)."""
    kw = re.search(r"\bseed\s*=\s*([^,)\s]+)", args)
    if kw:
        return kw.group(1)
    first = args.split(",")[0].strip()
    return first if first and "=" not in first and not first.startswith("*") else None


def test_literal_seeds_are_read_as_the_lessons_write_them():
    assert literal_seed("seed=2026") == "2026" and literal_seed("7, players=3") == "7"
    assert literal_seed("players=3") is None and literal_seed("") is None
    assert literal_seed("**my_options") is None and literal_seed("pro=True") is None
    assert literal_seed("seed=8, position='R1:city'") == "8"


def plan(path):
    """``(games, tables, replays)``: each game variable's literal seed and cell source; each
    widget of a game with secrets (the variable it shows, the seed of an inline game, its
    cell); and the variables played to the end by bots."""
    games, tables, replays = {}, [], set()
    for cell in code_cells(path):
        src = cell.source
        for var, args in NEW.findall(src):
            games[var] = (literal_seed(args), src)
        replays |= set(re.findall(r"while not (\w+)\.is_over", src))
        for var, inline in WIDGET.findall(src):
            tables.append((var or None, literal_seed(inline) if not var else None, src))
    return games, tables, replays


SECRET_LESSONS = [p for p in NOTEBOOKS if any(
    name in "".join(c.source for c in code_cells(p)) for name in SECRET_WIDGETS)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_quiz_waits_for_the_readers_answer(path):
    for cell in code_cells(path):
        if "check(" not in cell.source:
            continue
        shown = "".join(o.get("text", "") + str(o.get("data", {}).get("text/plain", ""))
                        for o in cell.get("outputs", []))
        assert "engine's answer:" not in shown.replace("to see the engine's answer", ""), (
            f"{path.name}: a quiz shows the engine's answer before the reader's:\n{shown}")


WAITING = "Not answered yet:"
#: the first line of every folded cell: JupyterLab shows a folded cell's first line, so it
#: must say what the cell is and nothing of how it checks
FOLDED = "# The check of your answer (unfold it after answering to see how it works)"
#: this many words running of a quiz's explanation, on screen before the answer, give it away
RUN = 6
CHECK = re.compile(r"\bcheck\(")


def _check_call(tree):
    """The first ``check(...)`` call in a cell's syntax tree."""
    return next(n for n in ast.walk(tree) if isinstance(n, ast.Call)
                and isinstance(n.func, ast.Name) and n.func.id == "check")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def _explanation(tree) -> list[str]:
    """The words of a check cell's explanation: the string pieces of its ``check(...)``'s
    ``why`` (the third argument or ``why=``) and of any ``why = ...`` the cell builds."""
    call = _check_call(tree)
    parts = call.args[2:] + [k.value for k in call.keywords if k.arg == "why"]
    parts += [n.value for n in ast.walk(tree) if isinstance(n, ast.Assign)
              and any(isinstance(t, ast.Name) and t.id == "why" for t in n.targets)]
    pieces = [n.value for part in parts for n in ast.walk(part)
              if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return [w for piece in pieces for w in _words(piece)]


def _shown(cell) -> str:
    """What a cell puts on screen: its source (unless folded) and its saved outputs."""
    hidden = cell.metadata.get("jupyter", {}).get("source_hidden", False)
    text = "" if hidden else cell.source
    for o in cell.get("outputs", []):
        data = o.get("data", {})
        text += " " + o.get("text", "") + str(data.get("text/markdown", data.get("text/plain", "")))
    return text


def quiz_problems(path) -> list[str]:
    """Everything by which a quiz of ``path`` shows its explanation or the engine's working
    before the reader answers, one sentence each."""
    cells = nbformat.read(path, as_version=4).cells
    problems, since = [], 0
    for k, cell in enumerate(cells):
        if cell.cell_type == "markdown" and re.search(r"(?m)^#+ ", cell.source):
            since = k
        if cell.cell_type != "code" or not CHECK.search(cell.source):
            continue
        where = f"{path.name} cell {k}"
        tree = ast.parse(cell.source)
        call = _check_call(tree)
        names = {n.id for n in ast.walk(call.args[0]) if isinstance(n, ast.Name)} if call.args else set()
        if not cell.metadata.get("jupyter", {}).get("source_hidden", False):
            problems.append(f"{where}: the check cell is not folded (source_hidden): its code is "
                            "on screen before the answer")
        elif cell.source.splitlines()[0] != FOLDED:
            problems.append(f"{where}: the folded check cell's first line, which JupyterLab "
                            f"shows, is not {FOLDED!r}: {cell.source.splitlines()[0][:80]!r}")
        answer = cells[k - 1] if k else None
        body = ast.parse(answer.source).body if answer is not None and answer.cell_type == "code" else None
        if not body or not all(
                isinstance(s, ast.Assign) and isinstance(s.value, ast.Constant) and s.value.value is None
                and all(isinstance(t, ast.Name) and t.id in names for t in s.targets) for s in body):
            problems.append(f"{where}: the cell before the check is not the answer's own cell "
                            f"(only {' / '.join(sorted(names)) or 'the answer'} = None)")
        outputs = [o for o in cell.get("outputs", []) if o.get("output_type") != "error"]
        said = " ".join(_shown(c) for c in [cell]).strip()
        if len(outputs) != 1 or not said.startswith(WAITING):
            problems.append(f"{where}: before the answer the check shows more than its waiting "
                            f"line: {said[:200]!r}")
        words = _explanation(tree)
        shingles = {" ".join(words[j:j + RUN]) for j in range(len(words) - RUN + 1)}
        seen = [since + j for j, c in enumerate(cells[since:k])] + [k + 1] * (k + 1 < len(cells))
        for j in seen:
            text = " ".join(_words(_shown(cells[j])))
            leaked = sorted(s for s in shingles if s in text)
            if leaked:
                problems.append(f"{where}: cell {j}, on screen with the question, gives its "
                                f"explanation away: {leaked[0]!r}")
        since = k + 1
    return problems


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_quiz_shows_nothing_of_its_answer_before_the_reader_answers(path):
    problems = quiz_problems(path)
    assert not problems, "\n".join(problems)


def test_the_quiz_scan_finds_an_explanation_on_screen(tmp_path):
    why = "a zombie in a flower bed is still a zombie and smashes"
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## Edge case\n\nHow many pumpkins are smashed?"),
        nbformat.v4.new_code_cell("edge = 1\nmy_answer = None"),
        nbformat.v4.new_code_cell(f"print(edge)\ncheck(my_answer, 1, {why!r})"),
        nbformat.v4.new_markdown_cell("Remember: " + why + "."),
    ])
    nb.cells[2].outputs = [nbformat.v4.new_output("stream", text="1\n"),
                           nbformat.v4.new_output("execute_result", data={
                               "text/plain": WAITING + " write your answer"})]
    path = tmp_path / "bad.ipynb"
    nbformat.write(nb, path)
    found = "\n".join(quiz_problems(path))
    for problem in ("not folded", "not the answer's own cell", "more than its waiting line",
                    "cell 3, on screen with the question"):
        assert problem in found, (problem, found)
    nb.cells[1:2] = [nbformat.v4.new_code_cell("edge = 1"), nbformat.v4.new_code_cell("my_answer = None")]
    nb.cells[3].metadata["jupyter"] = {"source_hidden": True}
    nb.cells[3].source = f"verdict = check(my_answer, 1, {why!r})\nverdict"
    nb.cells[3].outputs = nb.cells[3].outputs[1:]
    nb.cells[4].source = "Next: lesson 7."
    nbformat.write(nb, path)
    assert "the folded check cell's first line" in "\n".join(quiz_problems(path))
    nb.cells[3].source = FOLDED + "\n" + nb.cells[3].source
    nbformat.write(nb, path)
    assert quiz_problems(path) == []


@pytest.mark.parametrize("path", SECRET_LESSONS, ids=lambda p: p.name)
def test_tables_for_play_take_no_fixed_seed_and_replays_are_practice(path):
    games, tables, replays = plan(path)
    assert tables, f"{path.name}: no table found"
    table_seeds = set()
    for var, inline_seed, src in tables:
        if var in replays:
            assert "practice=True" in src, (
                f"{path.name}: the replay of {var} in a widget must be a practice table")
            continue
        seed, made = games.get(var, (inline_seed, src)) if var else (inline_seed, src)
        if seed is not None:
            assert REFEREE in made or REFEREE in src, (
                f"{path.name}: a table on a fixed seed ({seed}) that does not say {REFEREE!r}")
            table_seeds.add(seed)
    for var in replays:
        seed = games.get(var, (None, ""))[0]
        assert seed is None or seed not in table_seeds, (
            f"{path.name}: the replay {var} is dealt on a table's seed ({seed})")


@pytest.mark.parametrize("path", SECRET_LESSONS, ids=lambda p: p.name)
def test_a_lesson_with_a_hot_seat_says_what_the_keyboard_reveals(path):
    nb = nbformat.read(path, as_version=4)
    if not any("hotseat=True" in c.source for c in nb.cells if c.cell_type == "code"):
        return
    text = " ".join(c.source for c in nb.cells if c.cell_type == "markdown")
    text = re.sub(r"\s+", " ", text)
    assert "keyboard into the referee" in text and "make table GAME=" in text, path.name


def test_the_scan_finds_a_table_on_a_fixed_seed(tmp_path):
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("g = zapp.Game.new(seed=4)\nw = ZappBoard(g, seat='red')"),
        nbformat.v4.new_code_cell("b = zapp.Game.new(seed=4)\nwhile not b.is_over:\n  pass\n"
                                  "ZappBoard(b)"),
    ])
    path = tmp_path / "bad.ipynb"
    nbformat.write(nb, path)
    with pytest.raises(AssertionError, match="fixed seed"):
        test_tables_for_play_take_no_fixed_seed_and_replays_are_practice(path)
    nb.cells[0].source = "# " + REFEREE + "\n" + nb.cells[0].source
    nbformat.write(nb, path)
    with pytest.raises(AssertionError, match="practice table"):
        test_tables_for_play_take_no_fixed_seed_and_replays_are_practice(path)
    nb.cells[1].source = nb.cells[1].source.replace("ZappBoard(b)", "ZappBoard(b, practice=True)")
    nbformat.write(nb, path)
    with pytest.raises(AssertionError, match="dealt on a table's seed"):
        test_tables_for_play_take_no_fixed_seed_and_replays_are_practice(path)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_an_ignored_output_is_marked_as_nbval_reads_it(path):
    """nbval ignores a cell's output only for a comment line that is exactly
    ``# NBVAL_IGNORE_OUTPUT``; a reason goes on the next line."""
    for cell in code_cells(path):
        for line in cell.source.splitlines():
            if "NBVAL_IGNORE_OUTPUT" in line:
                assert line.strip() == "# NBVAL_IGNORE_OUTPUT", f"{path.name}: {line!r}"
