"""Click-to-DOM-update latency of the ZotBoard and ZankTable widgets in Chromium, next to a
bare anywidget echo.

    .venv/bin/python bench/widget_latency.py [--clicks 50]

Starts JupyterLab on 127.0.0.1 (temporary root and settings), opens a generated notebook in
Debian's Chromium (Playwright), and measures, inside the page, from ``element.click()`` to
the DOM change that answers it (a MutationObserver), for:

- ``click path square``: clicking a garden-path square (a message to the kernel, checked there, and a
  redraw of the board from the new traits);
- ``cast`` and ``undo``: Magical Fire (a move the engine plays, the board, events and log
  redrawn), then Undo (the game comes back);
- ZankTable (red against three bots): ``play a card``, a click on an apple card in red's hand
  (the move, then the three bots' moves until red must move the mayor, and the table, hand
  and events redrawn), then ``undo``; ``take a die`` in a contention (the move, the bot's
  answer, the contention panel redrawn), then ``undo``;
- ``echo``: a bare anywidget whose click sends a message that Python answers by setting a
  trait (the floor: one round trip through the kernel, no work).

All are interleaved click by click so they see the same conditions. Prints the
median and 95th percentile in milliseconds.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import tempfile

import nbformat

REPO = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.browser.lab import (  # noqa: E402
    PANEL,
    chromium_page,
    jupyterlab,
    kernel_errors,
    open_notebook,
    run_all,
)

SETUP = '''\
import anywidget
import traitlets
from widgets import ZankTable, ZotBoard
from zzlib import zank, zot
from zzlib.zank.phases import CHOOSE
from zzlib.zot.phases import MOVE_SHOOT

g = zot.Game.new(seed=7)
while g.phase != MOVE_SHOOT:  # reach Jasper's first Move & Shoot
    if g.to_move is None:
        g.advance()
    else:
        g.play(g.legal_moves()[0])
board = ZotBoard(g, chain_delay=0)


def eager(game, rng):
    """Plays the colour it holds most of (never buys); else the sensible bot's move."""
    me = game.to_move
    if game.phase == CHOOSE:
        hand = game.view(me)["hand"]
        if hand:
            return zank.PlayApple(me, max(hand, key=hand.count))
    return zank.bots.sensible(game, rng)


def duel():
    """Red and blue both hold yellow apples: red's first choice of the game."""
    d = zank.Game.new(seed=11)
    for sq in [(4, 4), (4, 3), (3, 4), (3, 3)]:
        d.play(zank.RemoveChip(d.to_move, sq))
    d.play(zank.PlaceMayor("red", (1, 3)))
    d.force("deck", zank.stacked_deck({"red": ["yellow", "yellow", "red", "multi"],
                                       "blue": ["yellow"] * 4, "yellow": ["red"] * 4,
                                       "green": ["green"] * 4}, face_up="blue"))
    d.advance()
    return d


choose_table = ZankTable(duel(), seat="red", bots=eager, roll_delay=0)
dice_table = ZankTable(duel(), seat="red", bots=eager, roll_delay=0)
dice_table.play(zank.PlayApple("red", "yellow"))
dice_table.play(zank.MoveMayor("red", (1, 4)))
dice_table.play(zank.CommitCard("red", 8))  # blue commits and bids: red takes dice next


class Echo(anywidget.AnyWidget):
    """The floor: a click sends a message, Python sets a trait, the page shows it."""

    _esm = """
    export default { render({ model, el }) {
      const b = document.createElement("button");
      b.className = "echo-btn"; b.textContent = "echo";
      const out = document.createElement("span");
      out.className = "echo-out"; out.textContent = String(model.get("value"));
      b.addEventListener("click", () => model.send({ n: model.get("value") + 1 }));
      model.on("change:value", () => { out.textContent = String(model.get("value")); });
      el.append(b, out);
    } }"""
    value = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, content, _b: setattr(self, "value", int(content["n"])))


echo = Echo()
'''


# ZappBoard (Zapp Zerapp), against an echo clicked in the same loop:
# - "click a wizard": the mover clicks one of its wizards (the rulebook's Example A, green to
#   move 8): the page asks for a preview, Python checks it against the legal moves, runs the
#   move and its trace, and the page draws the path, the landing ghost and every wizard's mark;
# - "click a barrel": the seat choosing shakes a barrel (game.shake) and the page shows it.
# The goal: each click's p95 within 1.5x the echo's p95.
ZAPP_SETUP = '''\
from widgets import ZappBoard
from zzlib import zapp


def zapp_round(numbers, dice, **options):
    """A Zapp Zerapp game at its first choice, the round's chance forced."""
    zg = zapp.Game.new(7, **options)
    rest = [k for k in zapp.NUMBERS if k not in numbers.values()]
    zg.force("barrels", tuple(numbers.get(b) or rest.pop(0) for b in zapp.LABELS))
    zg.force("grab_order", ("green", "red", "blue", "yellow"))
    zg.force("magic", dice)
    zg.advance()
    return zg


# Example A: green moves 8 from field 8 and meets six wizards
mover = zapp_round({"A": 8, "B": 13, "C": 12, "D": 11}, (6, 2),
                   position="G1:8 R1:9 R2:11 G2:12 Y1:14 B1:15 Y2:16")
for p, b in zip(("green", "red", "blue", "yellow"), "ABCD"):
    mover.play(zapp.Choose(p, b))
mover.advance()
zapp_move = ZappBoard(mover, seat="green", step_ms=0)
zapp_shake = ZappBoard(zapp_round({}, (4, 4)), seat="green", step_ms=0)
'''

MEASURE_ZAPP = """
async ([panel, clicks]) => {
  const [move, shake] = document.querySelectorAll(panel + ' .zapp');
  const echoBtn = document.querySelector(panel + ' .echo-btn');
  const echoOut = document.querySelector(panel + ' .echo-out');
  // a click as the browser sends it (SVG elements have no click() of their own)
  const press = (el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  const waitFor = (target, check) => new Promise((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no DOM update')); }, 10000);
    const obs = new MutationObserver(() => {
      if (check()) { clearTimeout(timer); obs.disconnect(); resolve(); }
    });
    obs.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const timed = async (el, target, check) => {
    const t0 = performance.now();
    press(el);
    await waitFor(target, check);
    return performance.now() - t0;
  };
  const out = { wizard: [], barrel: [], echo: [] };
  const wizards = ['G1', 'G2', 'G3'];
  const barrels = [...shake.querySelectorAll('.zapp-barrel.zapp-open')].map((b) => b.dataset.barrel);
  for (let i = -5; i < clicks; i++) {   // the first five are a warm-up
    const w = move.querySelector(`.zapp-wizard[data-wizard="${wizards[(i + 5) % 3]}"]`);
    const t1 = await timed(w, move, () => w.classList.contains('zapp-picked'));
    const b = shake.querySelector(`.zapp-barrel[data-barrel="${barrels[(i + 5) % barrels.length]}"]`);
    const t2 = await timed(b, shake, () => b.classList.contains('zapp-selected'));
    const n = Number(echoOut.textContent) + 1;
    const t3 = await timed(echoBtn, echoOut, () => echoOut.textContent === String(n));
    if (i >= 0) { out.wizard.push(t1); out.barrel.push(t2); out.echo.push(t3); }
  }
  return out;
}
"""


def print_zapp(zres, clicks: int) -> None:
    """ZappBoard's clicks beside the echo clicked in the same loop, with p95 / echo p95."""
    echo95 = pct(zres["echo"], 0.95)
    print(f"ZappBoard latency in Chromium, {clicks} clicks each (after 5 warm-up), in ms")
    print(f"  {'what':<32}{'median':>8}{'p95':>8}{'min':>8}{'max':>8}{'p95/echo':>10}")
    for name, xs in (("ZappBoard: click a wizard", zres["wizard"]),
                     ("ZappBoard: click a barrel", zres["barrel"]),
                     ("bare anywidget echo", zres["echo"])):
        print(f"  {name:<32}{statistics.median(xs):8.1f}{pct(xs, 0.95):8.1f}{min(xs):8.1f}"
              f"{max(xs):8.1f}{pct(xs, 0.95) / echo95:9.2f}x")
    print("  (the goal: a click's p95 within 1.5x the echo's p95)")

MEASURE = """
async ([panel, clicks]) => {
  const root = document.querySelector(panel + ' .zot');
  const echoBtn = document.querySelector(panel + ' .echo-btn');
  const echoOut = document.querySelector(panel + ' .echo-out');
  const cell = (r, c) => root.querySelector(`.zot-cell[data-row="${r}"][data-col="${c}"]`);
  const waitFor = (target, check) => new Promise((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no DOM update')); }, 10000);
    const obs = new MutationObserver(() => {
      if (check()) { clearTimeout(timer); obs.disconnect(); resolve(); }
    });
    obs.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const timed = async (el, target, check) => {
    const t0 = performance.now();
    el.click();
    await waitFor(target, check);
    return performance.now() - t0;
  };
  const reach = [...root.querySelectorAll('.zot-cell.zot-reach')].map((x) => Number(x.dataset.col));
  const path = Math.max(...[...root.querySelectorAll('.zot-grid .zot-cell')].map((x) => Number(x.dataset.row)));
  const tables = document.querySelectorAll(panel + ' .zank');
  const [chooseRoot, diceRoot] = tables;
  const answered = (root) => { const ack = root.dataset.ack; return () => root.dataset.ack !== ack; };
  const out = { aim: [], cast: [], undo: [], echo: [], card: [], cardUndo: [], die: [], dieUndo: [] };
  for (let i = -5; i < clicks; i++) {   // the first five are a warm-up
    const col = reach.find((c) => !cell(path, c).classList.contains('zot-aim'));
    const target = cell(path, col);
    const t1 = await timed(target, root, () => target.classList.contains('zot-aim'));
    const n = Number(echoOut.textContent) + 1;
    const t2 = await timed(echoBtn, echoOut, () => echoOut.textContent === String(n));
    const fire = root.querySelector('[data-spell="fire"]:not([disabled])')
      || root.querySelector('[data-spell="none"]');
    const t3 = await timed(fire, root, () => root.dataset.phase !== 'move_shoot');
    const undo = root.querySelector('[data-act="undo"]');
    const t4 = await timed(undo, root, () => root.dataset.phase === 'move_shoot');
    const card = chooseRoot.querySelector('button.zank-card[data-card="yellow"]');
    const t5 = await timed(card, chooseRoot, answered(chooseRoot));
    if (chooseRoot.dataset.choice !== 'mayor') throw new Error('play a card: no mayor step');
    const t6 = await timed(chooseRoot.querySelector('[data-act="undo"]'), chooseRoot, answered(chooseRoot));
    const t7 = await timed(diceRoot.querySelector('button[data-key="take-1"]'), diceRoot, answered(diceRoot));
    const t8 = await timed(diceRoot.querySelector('[data-act="undo"]'), diceRoot, answered(diceRoot));
    if (diceRoot.dataset.choice !== 'dice') throw new Error('undo: not back at the dice');
    if (i >= 0) {
      out.aim.push(t1); out.echo.push(t2); out.cast.push(t3); out.undo.push(t4);
      out.card.push(t5); out.cardUndo.push(t6); out.die.push(t7); out.dieUndo.push(t8);
    }
  }
  return out;
}
"""


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    k = (len(xs) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clicks", type=int, default=50)
    args = ap.parse_args()
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell(SETUP),
        nbformat.v4.new_code_cell("board"),
        nbformat.v4.new_code_cell("echo"),
        nbformat.v4.new_code_cell("choose_table"),
        nbformat.v4.new_code_cell("dice_table"),
    ]
    nb.cells += [nbformat.v4.new_code_cell(ZAPP_SETUP), nbformat.v4.new_code_cell("zapp_move"),
                 nbformat.v4.new_code_cell("zapp_shake")]
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "latency.ipynb"
        nbformat.write(nb, path)
        with jupyterlab({"latency.ipynb": path}) as (base, _root), chromium_page() as page:
            open_notebook(page, base, "latency.ipynb")
            run_all(page)
            errors = kernel_errors(page)
            if errors:
                raise SystemExit("the notebook failed:\n" + "\n".join(errors))
            page.wait_for_selector(f"{PANEL} .zot[data-phase='move_shoot']", timeout=30_000)
            page.wait_for_selector(f"{PANEL} .echo-btn", timeout=30_000)
            page.wait_for_selector(f"{PANEL} .zank[data-choice='dice']", timeout=30_000)
            res = page.evaluate(MEASURE, [PANEL, args.clicks])
            page.wait_for_selector(f"{PANEL} .zapp[data-phase='choose']", timeout=30_000)
            print_zapp(page.evaluate(MEASURE_ZAPP, [PANEL, args.clicks]), args.clicks)
            version = page.evaluate("() => navigator.userAgent")
    print(f"Widget latency in Chromium, {args.clicks} clicks each (after 5 warm-up), in ms")
    print(f"  browser: {version}")
    print(f"  {'what':<44}{'median':>8}{'p95':>8}{'min':>8}{'max':>8}")
    rows = [
        ("ZotBoard: click path square", res["aim"]),
        ("ZotBoard: cast Magical Fire", res["cast"]),
        ("ZotBoard: undo", res["undo"]),
        ("ZankTable: play a card (3 bots answer)", res["card"]),
        ("ZankTable: undo it", res["cardUndo"]),
        ("ZankTable: take a die (a bot answers)", res["die"]),
        ("ZankTable: undo it", res["dieUndo"]),
        ("bare anywidget echo", res["echo"]),
    ]
    for name, xs in rows:
        print(
            f"  {name:<44}{statistics.median(xs):8.1f}{pct(xs, 0.95):8.1f}"
            f"{min(xs):8.1f}{max(xs):8.1f}"
        )
    echo = statistics.median(res["echo"])
    print(f"  ZotBoard click minus echo (median): {statistics.median(res['aim']) - echo:.1f} ms")
    print(f"  ZankTable card minus echo (median): {statistics.median(res['card']) - echo:.1f} ms")
    print(f"  ZankTable die minus echo (median): {statistics.median(res['die']) - echo:.1f} ms")


if __name__ == "__main__":
    main()
