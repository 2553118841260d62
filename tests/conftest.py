"""Shared test settings: hypothesis profiles, and the rulebooks beside the checkout."""

import pathlib

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60
)
settings.load_profile("default")


_ROOT = pathlib.Path(__file__).resolve().parents[1]
#: the rulebooks as the team's shared folder names them -> the copy inside the project
RULEBOOKS = {
    "jasper-and-zot.txt": _ROOT / "zzlib" / "zot" / "rulebook.txt",
    "zapp-zerapp.txt": _ROOT / "zzlib" / "zapp" / "rulebook.txt",
    "zankapfel.txt": _ROOT / "zzlib" / "zank" / "rulebook.txt",
}
#: the team's shared folder beside the checkout (not on a user's clone)
SHARED_RULEBOOKS = _ROOT.parent / "shared" / "rulebooks"


def pytest_configure(config):
    # the test-only games (tests/registered.py), before any test module is collected: their
    # parameters read the registry
    from tests.registered import register_test_games

    register_test_games()


def pytest_unconfigure(config):
    from tests.registered import unregister_test_games

    unregister_test_games()


def rulebook_path(name: str) -> pathlib.Path:
    """The rulebook text kept inside the project (``zzlib/<game>/rulebook.txt``)."""
    return RULEBOOKS[name]


@pytest.fixture
def rulebook():
    """``rulebook("zankapfel.txt")`` -> its text."""

    def read(name: str) -> str:
        return rulebook_path(name).read_text(encoding="utf-8")

    return read
