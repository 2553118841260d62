"""The games as environments for other libraries, built on the public face alone (the
registry, action ids, ``next_chance``, ``force``, ``fork``, ``view``):

- ``zzlib.adapters.openspiel``: every registered game as an OpenSpiel game;
- ``zzlib.adapters.pettingzoo``: every registered game as a PettingZoo AEC environment.

Each needs the optional extra: ``pip install -e '.[rl]'``. Nothing is imported here, so
``zzlib`` runs without them.
"""
