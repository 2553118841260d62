"""zzlib: every rule of Jasper and Zot, Zapp Zerapp and Zankapfel, as plain Python.

Games: ``zzlib.zot``, ``zzlib.zapp``, ``zzlib.zank`` (import them by name), all listed in
``zzlib.GAMES`` (the registry: name, title, module, Game class, seats, options, bots) that
benchmarks, tests and tools read. Shared pieces live in ``zzlib.core``; ``zzlib.simulate``
plays many games with bots.
"""

from .simulate import SimResult, simulate

__all__ = ["GAMES", "simulate", "SimResult"]
__version__ = "0.1.0"


def __getattr__(name: str):
    # the registry imports every game: load it when it is first asked for
    if name in ("GAMES", "GameInfo"):
        from . import registry

        return getattr(registry, name)
    raise AttributeError(f"module 'zzlib' has no attribute {name!r}")
