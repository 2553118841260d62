"""The class table (``zz-table``) in a real browser: Voila on 127.0.0.1, Debian's Chromium,
Python Playwright.

Two tables are served that differ only in a secret: one card in blue's hand that blue keeps
all round. Three people play a whole round of Zankapfel in the hot seat, by clicks, the same
clicks on both. Whenever the screen does not show blue (red's view, yellow's, a pass screen),
the two pages must be the same: their text, every attribute of the table, and every widget
state the kernel sent (read off the websocket). Where blue is shown they differ (so the
comparison can fail). A misclick is taken back on the pass screen. The page has no code input, and the kernel refuses code sent to it
from the page (a ``kernel_info_request`` on the same channel is answered, so the channel
works). Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import os
import re
import struct
import time

import pytest

from widgets.table import Table
from zzlib import zank

from .lab import REPO, chromium_page, served

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("chromium_ready")]
ARTIFACTS = REPO / "test-artifacts"

HANDS = {"red": ["red", "red", "yellow", "multi"], "blue": ["yellow", "blue", "green", "green"],
         "yellow": ["green"] * 4}
#: the twin: blue holds a red apple instead of a green one, and never plays it this round
TWIN = {**HANDS, "blue": ["yellow", "blue", "green", "red"]}
CHIPS = [(0, 0), (4, 4), (2, 2), (4, 0), (0, 4), (1, 1)]


def decode(frame) -> dict:
    """A kernel message off the websocket (the v1 binary protocol, or JSON)."""
    if isinstance(frame, str):
        return json.loads(frame)
    n = struct.unpack_from("<Q", frame, 0)[0]
    offsets = struct.unpack_from(f"<{n}Q", frame, 8)
    parts = [frame[offsets[i]:offsets[i + 1] if i + 1 < n else len(frame)] for i in range(n)]
    return {"channel": parts[0].decode(), "header": json.loads(parts[1]),
            "content": json.loads(parts[4])}


def widget_states(frames) -> list[str]:
    """The widget states the kernel sent, in order, as JSON (the widgets' ids left out: they
    are random)."""
    out = []
    for f in frames:
        msg = decode(f)
        if msg["header"].get("msg_type") in ("comm_open", "comm_msg"):
            data = msg["content"].get("data", {})
            data = data.get("state", data)
            if isinstance(data.get("states"), dict):  # every model at once, keyed by its id
                data = {**data, "states": sorted(json.dumps(v, sort_keys=True)
                                                 for v in data["states"].values())}
            text = json.dumps(data, sort_keys=True)
            out.append(re.sub(r"[0-9a-f]{32}", "<id>", text))
    return out


class Page:
    """One browser page on a served table, remembering what it received."""

    def __init__(self, page, base):
        self.page, self.frames, self.sockets = page, [], []

        def on_ws(ws):
            self.sockets.append(ws.url)
            ws.on("framereceived", lambda f: self.frames.append(f))

        page.on("websocket", on_ws)
        page.goto(base)
        self.root = page.locator(".gw.zank")
        self.root.wait_for(timeout=60_000)
        self.seen = 0

    def act(self, selector: str) -> None:
        """Click and wait until the table has drawn the kernel's answer."""
        ack = self.root.get_attribute("data-ack")
        self.root.locator(selector).first.click()
        self.page.wait_for_function(
            "([el, ack]) => el.dataset.ack !== ack && el.dataset.animating === undefined",
            arg=[self.root.element_handle(), ack], timeout=20_000)
        time.sleep(0.2)  # the last frames of the answer

    def snapshot(self) -> tuple[str, dict]:
        """Who is shown, and what the page holds: its text, the table's attributes, and the
        widget states received since the last snapshot."""
        seat = self.root.get_attribute("data-seat") or ""
        held = {
            "text": self.page.inner_text("body"),
            "attributes": self.root.evaluate(
                "el => [el, ...el.querySelectorAll('*')].map(e => [e.tagName, "
                "[...e.attributes].filter(a => a.name !== 'style' || a.value)"  # a screenshot
                ".map(a => a.name + '=' + a.value).join(' ')])"),  # leaves style="" behind
            "states": widget_states(self.frames[self.seen:]),
        }
        self.seen = len(self.frames)
        return seat, held


def play_a_round(p: Page, shots: str | None = None) -> list[tuple[str, dict]]:
    """The setup and round 1 by clicks, three people at one screen; a snapshot after each."""
    out = [p.snapshot()]

    def step(selector):
        p.act(selector)
        out.append(p.snapshot())

    for r, c in CHIPS:
        step("[data-act=reveal]")
        step(f".zank-cell[data-row='{r}'][data-col='{c}']")
    step("[data-act=reveal]")
    step(".zank-cell[data-row='2'][data-col='3']")  # red places the mayor; the deal
    if shots:
        p.root.screenshot(path=str(ARTIFACTS / f"{shots}-red.png"))
    step("button.zank-card[data-card=red]")  # red plays a red apple face down
    # a misclick: red takes it back on the pass screen, which then passes back to red
    undo = p.root.locator("[data-act=cover-undo]")
    assert undo.is_visible() and undo.text_content() == "red: take back your last decision"
    step("[data-act=cover-undo]")
    assert "Pass the screen to red" in p.root.locator(".gw-cover").text_content()
    step("[data-act=reveal]")
    step("button.zank-card[data-card=red]")
    for card in ("yellow", "green"):  # blue, then yellow
        step("[data-act=reveal]")
        step(f"button.zank-card[data-card={card}]")
    step("[data-act=reveal]")  # red leads: the mayor
    step(".zank-cell.zank-target")
    assert p.root.locator(".gw-cover").is_visible()  # round 2: pass the screen to blue
    if shots:
        p.root.screenshot(path=str(ARTIFACTS / f"{shots}-round-2.png"))
    return out


def game_with(hands) -> Table:
    return Table("zank", {"players": 3}, seed=5, force=[
        ["deck", list(zank.stacked_deck(hands, face_up="blue", players=3))]])


def test_a_class_table_shows_no_seat_another_seats_secret_and_runs_no_code():
    with served(game_with(HANDS)) as (a_base, _), served(game_with(TWIN)) as (b_base, _), \
            chromium_page(1024, 768) as pa:
        pb = pa.context.browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
        a, b = Page(pa, a_base), Page(pb, b_base)
        assert pa.title() == "Zankapfel: a class table"
        # nothing to type code into: no cell, no editor, no text box
        assert pa.locator("textarea, input[type=text], [contenteditable=true], .jp-InputArea, "
                          ".cm-editor").count() == 0
        assert "Fair play" in a.root.inner_text() or a.root.locator(".gw-cover").is_visible()
        rounds_a = play_a_round(a, shots="class-table")
        rounds_b = play_a_round(b)
        assert [s for s, _ in rounds_a] == [s for s, _ in rounds_b]
        compared = differ = 0
        for (seat, x), (_, y) in zip(rounds_a, rounds_b):
            if seat == "blue":
                differ += x != y
                continue
            if x != y:  # say where
                for key in x:
                    if x[key] != y[key]:
                        diff = [(u, v) for u, v in zip(x[key], y[key]) if u != v][:3]
                        print(key, len(x[key]), len(y[key]), diff)
            assert x == y, f"the page shows {seat or 'the pass screen'} something of blue's"
            compared += 1
        assert compared >= 15 and differ >= 1, (compared, differ)
        assert pa.evaluate("() => document.documentElement.scrollWidth") <= 1024

        # code sent to the kernel from the page is refused; the channel itself works
        marker = REPO / "test-artifacts" / "class-table-code-ran"
        marker.unlink(missing_ok=True)
        replies = pa.evaluate(
            """async ([url, code]) => {
              const ws = new WebSocket(url.replace(/session_id=[^&]*/, 'session_id=probe'));
              const got = [];
              ws.onmessage = (e) => { if (typeof e.data === 'string')
                got.push(JSON.parse(e.data).header.msg_type); };
              await new Promise((r) => { ws.onopen = r; ws.onerror = r; });
              const send = (type, content) => ws.send(JSON.stringify({
                channel: 'shell', header: {msg_id: type + Math.random(), msg_type: type,
                username: 'student', session: 'probe', date: new Date().toISOString(),
                version: '5.3'}, parent_header: {}, metadata: {}, content, buffers: []}));
              send('execute_request', {code, silent: false, store_history: false,
                                       user_expressions: {}, allow_stdin: false});
              send('kernel_info_request', {});
              await new Promise((r) => setTimeout(r, 3000));
              ws.close();
              return got;
            }""",
            [a.sockets[0], f"open({str(marker)!r}, 'w').write('x')"])
        assert "kernel_info_reply" in replies and "execute_reply" not in replies, replies
        assert not os.path.exists(marker)
