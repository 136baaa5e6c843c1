"""cardtable: a referee for Yu-Gi-Oh! and Sanguosha, with surfaces to play them.

Layers (imports only point down): ``core`` (kernel contracts), ``ygo`` and ``sgs`` (the games),
and the surfaces ``cli``, ``bots``, ``sim``, ``server`` and ``rl``.
"""

__version__ = "0.1.0"
