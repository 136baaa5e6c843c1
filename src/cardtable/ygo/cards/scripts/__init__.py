"""Card scripts. Every module here calls ``register(code, ...)`` and may append engine hooks
when it is imported; hooks run in registration order.

Importing this package imports every module of it, sorted by name — whichever script module
was asked for first — so the hook order of a process never depends on which module some code
(a test, a tool) happened to import first (``effects.registry.load_scripts`` relies on the
same order)."""

import importlib as _importlib
import pkgutil as _pkgutil

for _info in sorted(_pkgutil.iter_modules(__path__), key=lambda i: i.name):
    _importlib.import_module(f"{__name__}.{_info.name}")
