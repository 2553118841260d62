"""What the browser tests share as fixtures (their helpers are in ``lab.py``)."""

from __future__ import annotations

import pytest

from .lab import REPO, NoChromium, require_chromium


@pytest.fixture
def chromium_ready():
    """Debian's Chromium is there (else the test fails saying how to install it), and so is
    ``test-artifacts/`` for the screenshots."""
    try:
        require_chromium()
    except NoChromium as e:
        pytest.fail(str(e))
    (REPO / "test-artifacts").mkdir(exist_ok=True)
