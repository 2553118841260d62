"""Matplotlib drawings of boards and of how a step resolved (one module per game).

Every drawing is laid out for the page it is shown on: by default the projector (a 1024x768
projector, JupyterLab's file browser open: 592 px wide, every text at least 12 px as displayed).
``use(Page(...))`` or ``with using(Page(...)):`` lays drawings out for another page; ``measure``
says how big a figure's texts look on it. See ``zzlib.plot.page``. A lesson's own figure
sizes itself the same way: ``Figure(figsize=(usable_width(), 4))`` and ``fontsize=pt(11)``.
"""

from zzlib.plot.figure import pt, usable_width
from zzlib.plot.page import (
    Page,
    Shown,
    ShownText,
    current,
    displayed_text_px,
    measure,
    projector,
    smallest_text,
    use,
    using,
)

__all__ = ["Page", "Shown", "ShownText", "current", "displayed_text_px", "measure", "projector",
           "pt", "smallest_text", "usable_width", "use", "using"]
