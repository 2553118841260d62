"""The class table's command, ``zz-table``: its settings checked against the registry, the
widget it makes, and a ``kill`` that stops the table (Voila and its kernels) with it. The page
itself is tried in Chromium in ``tests/browser/test_class_table.py``."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time

import pytest

from widgets import ZankTable, ZappBoard, ZotBoard
from widgets.table import Table, make_table

ZZ_TABLE = [sys.executable, "-m", "widgets.table"]


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([*ZZ_TABLE, *args], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args, says", [
    (["--game", "zank", "--players", "3"], "Zankapfel, red, blue, yellow in the hot seat"),
    (["--game", "zapp", "--bots", "3"], "Zapp Zerapp, red against 3 bots"),
    (["--game", "zot"], "Jasper and Zot, Jasper: settings are fine"),
    (["--game", "zapp", "--players", "3", "--bots", "1", "--option", "pro=true"],
     "red, green in the hot seat, bots: blue"),
])
def test_settings_that_make_a_table(args, says):
    done = run(*args, "--check")
    assert done.returncode == 0 and says in done.stdout, done.stdout + done.stderr


@pytest.mark.parametrize("args, says", [
    (["--game", "chess"], "--game must be one of zot, zapp, zank"),
    (["--game", "zank", "--players", "9"], "option 'players' must be 3, 4, 5 or 6"),
    (["--game", "zapp", "--bots", "4"], "--bots must be 0 to 3"),
    (["--game", "zapp", "--bot", "genius"], "--bot must be one of random, sensible"),
    (["--game", "zapp", "--option", "nonsense"], "--option takes NAME=VALUE"),
    (["--game", "zapp", "--option", "colour=red"], "unknown option 'colour'"),
    (["--game", "zot", "--seed", "x" * 300], "--seed: a seed string has at most 200"),
])
def test_settings_refused_with_a_sentence_naming_them(args, says):
    done = run(*args, "--check")
    assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr


def test_the_widget_a_table_makes():
    hot = make_table(Table("zank", {"players": 3}))
    assert isinstance(hot, ZankTable) and hot.hotseat and hot.bots == [] and not hot.practice
    solo = make_table(Table("zapp", bots=3, seed=4))
    assert isinstance(solo, ZappBoard) and solo.seat == "red" and not solo.hotseat
    assert solo.bots == ["blue", "green", "yellow"] and solo.autoplay
    assert make_table(Table("zapp", bots=1, bot="random", practice=True)).practice
    assert isinstance(make_table(Table("zot")), ZotBoard)
    assert make_table(Table("zapp", {"players": 3}, seed=5)).seats == ["red", "green", "blue"]


def test_a_kill_stops_the_table_and_its_server():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([*ZZ_TABLE, "--game", "zot", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 60
        while not _answers(port):
            assert proc.poll() is None and time.monotonic() < deadline, "the table did not start"
            time.sleep(0.3)
        os.kill(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
        deadline = time.monotonic() + 15
        while _answers(port) and time.monotonic() < deadline:
            time.sleep(0.3)
        assert not _answers(port), "the table's server still runs after zz-table was killed"
    finally:
        if proc.poll() is None:
            proc.kill()


def _answers(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0
