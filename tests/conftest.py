"""Shared test settings: hypothesis profiles, and the rulebooks beside the checkout."""

import pathlib

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60
)
settings.load_profile("default")


_ROOT = pathlib.Path(__file__).resolve().parents[1]
RULEBOOK_DIRS = (_ROOT.parent / "shared" / "rulebooks", pathlib.Path("/work/shared/rulebooks"))


def rulebook_path(name: str) -> pathlib.Path | None:
    """The rulebook text (kept in the team's shared folder beside the checkout), or None."""
    for d in RULEBOOK_DIRS:
        if (d / name).exists():
            return d / name
    return None


@pytest.fixture
def rulebook():
    """``rulebook("zankapfel.txt")`` -> its text; skips when the shared folder is not beside us."""

    def read(name: str) -> str:
        path = rulebook_path(name)
        if path is None:
            pytest.skip(f"the rulebook {name} is not beside this checkout (../shared/rulebooks)")
        return path.read_text()

    return read
