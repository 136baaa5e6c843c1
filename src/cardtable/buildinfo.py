"""Which build of the engine is running: the pure-Python one or the mypyc-compiled hot set.

:data:`COMPILED_MODULES` is the one list of the modules the optional compiled build compiles
(``setup.py`` reads it when ``CARDTABLE_COMPILE=1``; ``tests/test_compiled_patterns.py`` lints
them). Everything else always stays interpreted. See docs/performance.md ("Compiled build").
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path

#: The hot set: the modules a duel or a Sanguosha game spends its time in, and (since session
#: 4) the Sanguosha card rules and the RL observation path (the encoders, the engines'
#: observation accessors, the Sanguosha option labels): +29-31% RL env steps per CPU-s on all
#: three games, +4-8% Sanguosha decisions (docs/performance.md, "Compiled build"); since
#: session 5 the event class (``core.events``: a slotted class with ``__reduce__``, built ~430
#: times a Sanguosha game). Frozen slotted dataclasses that must unpickle (core.text,
#: core.decision, ygo.cards.*) stay out, and so do the general/skill scripts and the YGO card
#: scripts (compiling everything took 4x longer to build for +8% on Sanguosha only).
COMPILED_MODULES: tuple[str, ...] = (
    "cardtable.core.rng",
    "cardtable.core.events",
    "cardtable.ygo.state",
    "cardtable.ygo.duel",
    "cardtable.ygo.rules.actions",
    "cardtable.ygo.rules.battle",
    "cardtable.ygo.rules.chain",
    "cardtable.ygo.rules.flow",
    "cardtable.ygo.rules.legality",
    "cardtable.ygo.rules.main_phase",
    "cardtable.ygo.rules.summon",
    "cardtable.ygo.rules.turn",
    "cardtable.ygo.effects.api",
    "cardtable.ygo.effects.registry",
    "cardtable.ygo.effects.templates",
    "cardtable.sgs.game",
    "cardtable.sgs.rules.asking",
    "cardtable.sgs.rules.damage",
    "cardtable.sgs.rules.distance",
    "cardtable.sgs.rules.dying",
    "cardtable.sgs.rules.judge",
    "cardtable.sgs.rules.nullify",
    "cardtable.sgs.rules.respond",
    "cardtable.sgs.rules.triggers",
    "cardtable.sgs.rules.turn",
    "cardtable.sgs.rules.use_card",
    "cardtable.sgs.rules.zones",
    "cardtable.sgs.modes.three_v_three",
    "cardtable.sgs.cards.basic",
    "cardtable.sgs.cards.tricks",
    "cardtable.sgs.labels",
    "cardtable.sgs.observe",
    "cardtable.ygo.observe",
    "cardtable.ygo.labels",
    "cardtable.rl.encoding",
    "cardtable.rl.encoders.sgs",
    "cardtable.rl.encoders.ygo",
)

_EXTENSIONS = tuple(importlib.machinery.EXTENSION_SUFFIXES)


def is_compiled(module: str) -> bool:
    """True when ``module`` would be loaded from a compiled extension (.so/.pyd), not a .py.
    Looks at the files only: the module and its parent packages are not imported (asking
    about ``cardtable.rl.encoders`` must not import the RL stack and its gymnasium)."""
    loaded = sys.modules.get(module)
    if loaded is not None:
        return str(getattr(loaded, "__file__", "") or "").endswith(_EXTENSIONS)
    head, *rest = module.split(".")
    top = sys.modules.get(head) or importlib.import_module(head)
    if not rest:
        return str(getattr(top, "__file__", "") or "").endswith(_EXTENSIONS)
    for base in getattr(top, "__path__", ()):
        folder = Path(base, *rest[:-1])
        leaf = rest[-1]
        # the import system's own order: extension modules before sources
        if any((folder / (leaf + suffix)).is_file() for suffix in _EXTENSIONS):
            return True
        if (folder / (leaf + ".py")).is_file() or (folder / leaf).is_dir():
            return False
    return False


def build() -> str:
    """``"compiled"`` when every module of the hot set is compiled, ``"interpreted"`` when none
    is, ``"mixed"`` otherwise (a partial or broken install)."""
    flags = {is_compiled(m) for m in COMPILED_MODULES}
    if flags == {True}:
        return "compiled"
    if flags == {False}:
        return "interpreted"
    return "mixed"
