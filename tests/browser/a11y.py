"""axe-core in the page under test: the accessibility rules a screen breaks.

axe-core is vendored for the tests only (tests/browser/vendor/, with its licence): it is
injected into the page, run on the whole document, and its violations read back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

AXE = Path(__file__).with_name("vendor") / "axe.min.js"
SERIOUS = ("serious", "critical")


def axe_violations(page: Page, impacts: tuple[str, ...] = SERIOUS) -> list[dict[str, Any]]:
    """The violations of ``impacts`` on the page as shown now: rule, impact and where."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async () => {
            const result = await axe.run(document, {resultTypes: ["violations"]});
            return result.violations.map((v) => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
            }));
        }"""
    )
    return [violation for violation in found if violation["impact"] in impacts]
