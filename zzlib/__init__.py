"""zzlib: every rule of Jasper and Zot, Zapp Zerapp and Zankapfel, as plain Python.

Games: ``zzlib.zot``, ``zzlib.zapp``, ``zzlib.zank`` (import them by name). Shared pieces
live in ``zzlib.core``; ``zzlib.simulate`` plays many games with bots.
"""

from .simulate import SimResult, simulate

__all__ = ["simulate", "SimResult"]
__version__ = "0.1.0"
