"""The browser harness itself: a missing Chromium is a clear failure, never a silent skip."""

from __future__ import annotations

import pytest

from . import lab


def test_missing_chromium_names_the_fix(monkeypatch):
    monkeypatch.setattr(lab, "CHROMIUM", "/nonexistent/chromium")
    with pytest.raises(lab.NoChromium, match="apt-get install -y chromium"):
        lab.require_chromium()


def test_chromium_flags_follow_the_design():
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"):
        assert flag in lab.CHROMIUM_ARGS
