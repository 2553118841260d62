"""axe-core (from npm: ``package.json``, installed by ``make test``) run on a widget in the page.

``violations(page, selector)`` injects ``node_modules/axe-core/axe.min.js`` into the page once
and checks every element matching ``selector`` with axe's default rules (WCAG 2 A and AA and
axe's best practices). It returns the violations as short dicts (rule, impact, help, the first
nodes' HTML), so an assertion message says what is wrong and where.
"""

from __future__ import annotations

from .lab import REPO

AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"


class NoAxe(RuntimeError):
    pass


def require_axe() -> str:
    if not AXE.exists():
        raise NoAxe(
            f"axe-core is missing ({AXE}): run `npm ci` (or `make test`, which does) in the "
            "repository; node and npm come from the system (apt-get install -y nodejs npm)."
        )
    return str(AXE)


def violations(page, selector: str) -> list[dict]:
    """axe's violations inside every element matching ``selector`` (none found: an error)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=require_axe())
    return page.evaluate(
        """async (selector) => {
          const els = [...document.querySelectorAll(selector)];
          if (!els.length) throw new Error('no element matches ' + selector);
          const out = [];
          for (const el of els) {
            const res = await window.axe.run(el, { resultTypes: ['violations'] });
            for (const v of res.violations)
              out.push({ rule: v.id, impact: v.impact, help: v.help,
                         nodes: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 200)) });
          }
          return out;
        }""",
        selector,
    )
