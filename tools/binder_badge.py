"""Point the README's Binder badge at this repository's real address.

    python tools/binder_badge.py                 # from `git remote get-url origin`
    python tools/binder_badge.py someone/zzgames  # or say it

The badge and the launch link in ``binder/README.md`` name ``OWNER/REPO`` until the repository
is on GitHub; this writes its ``owner/name`` into both (any GitHub remote form: https, ssh,
with or without ``.git``). It refuses an address that is not a GitHub repository.
"""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
FILES = ("README.md", "binder/README.md")
SLUG = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]*/[A-Za-z0-9._-]+$")
#: the README's note under the badge until it points somewhere
NOTE = ("(`make binder-badge` points the badge at this repository once it is on GitHub: it "
        "reads the\n`origin` remote; `binder/` holds the build files)")
LINK = re.compile(r"(mybinder\.org/v2/gh/)[^/\s)]+/[^/\s)]+(/HEAD)")


def slug_of(remote: str) -> str:
    """``owner/name`` of a GitHub remote address, or a ValueError saying why not."""
    m = re.match(r"^(?:https?://github\.com/|git@github\.com:|ssh://git@github\.com/)"
                 r"([^/]+/[^/]+?)(?:\.git)?/?$", remote.strip())
    slug = m.group(1) if m else remote.strip()
    if not SLUG.match(slug):
        raise ValueError(f"not a GitHub repository: {remote.strip()!r} (expected owner/name or "
                         "a github.com address)")
    return slug


def rewrite(text: str, slug: str) -> str:
    """``text`` with every Binder launch link pointing at ``slug``; the README's note that
    asks for it goes."""
    text = LINK.sub(lambda m: f"{m.group(1)}{slug}{m.group(2)}", text)
    return text.replace(NOTE, "(`binder/` holds the build files)")


def main(argv: list[str]) -> int:
    if argv:
        remote = argv[0]
    else:
        done = subprocess.run(["git", "remote", "get-url", "origin"], cwd=ROOT,
                              capture_output=True, text=True)
        if done.returncode:
            print("binder_badge: this clone has no remote 'origin'; give the repository: "
                  "python tools/binder_badge.py owner/name", file=sys.stderr)
            return 2
        remote = done.stdout
    try:
        slug = slug_of(remote)
    except ValueError as e:
        print(f"binder_badge: {e}", file=sys.stderr)
        return 2
    for name in FILES:
        path = ROOT / name
        path.write_text(rewrite(path.read_text(), slug))
    print(f"binder_badge: the Binder badge now opens {slug} ({', '.join(FILES)})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
