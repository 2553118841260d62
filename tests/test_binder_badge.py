"""The Binder badge can be pointed at the repository's real address (tools/binder_badge.py)."""

from __future__ import annotations

import importlib.util
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("binder_badge", ROOT / "tools" / "binder_badge.py")
badge = importlib.util.module_from_spec(spec)
spec.loader.exec_module(badge)


@pytest.mark.parametrize("remote", ["https://github.com/ann/zzgames.git", "git@github.com:ann/zzgames.git",
                                    "https://github.com/ann/zzgames", "ann/zzgames\n"])
def test_every_github_address_form_gives_owner_and_name(remote):
    assert badge.slug_of(remote) == "ann/zzgames"


@pytest.mark.parametrize("remote", ["https://gitlab.com/ann/zz.git", "zzgames", "/srv/git/zz.git"])
def test_an_address_that_is_not_github_is_refused(remote):
    with pytest.raises(ValueError, match="not a GitHub repository"):
        badge.slug_of(remote)


def test_the_readme_and_binder_notes_point_at_the_repository():
    for name in badge.FILES:
        text = (ROOT / name).read_text()
        assert "mybinder.org/v2/gh/OWNER/REPO/HEAD" in text or "mybinder.org/v2/gh/" in text
        out = badge.rewrite(text, "ann/zzgames")
        assert "OWNER/REPO" not in out and "mybinder.org/v2/gh/ann/zzgames/HEAD" in out
        assert "make binder-badge" not in out or name != "README.md"
        assert badge.rewrite(out, "bob/zz") == out.replace("ann/zzgames", "bob/zz")
