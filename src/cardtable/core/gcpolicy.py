"""The garbage-collector policy of the processes cardtable owns (the server, the benches).

A long-running process first loads what it keeps for its whole life: modules, the card pool and
its derived tables (hundreds of thousands of objects). The cyclic collector's full collections
walk all of them again and again although none can ever become garbage. :func:`freeze_loaded`
collects once and moves everything alive now to the permanent generation, so later collections
walk only the objects of the games. A library never calls it: the process's owner does
(``cardtable serve``, ``cardtable bench``), after loading. See docs/performance.md ("Session 8").
"""

from __future__ import annotations

import gc


def freeze_loaded() -> None:
    """Collect now, then exclude every object alive now from all later collections."""
    gc.collect()
    gc.freeze()
