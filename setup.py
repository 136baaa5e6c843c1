"""Build hook: the optional mypyc-compiled engine (see docs/performance.md, "Compiled build").

``pip install .`` builds the pure-Python engine. With ``CARDTABLE_COMPILE=1`` in the environment
the hot set (``cardtable.buildinfo.COMPILED_MODULES``) is compiled with mypyc when mypyc and a C
compiler are available; otherwise one line says why and the build stays pure Python.
``scripts/build-compiled`` wraps this (it builds into a separate directory, never into ``src``).
"""

from __future__ import annotations

import os
import runpy
import shutil
import sys
import sysconfig
from pathlib import Path
from typing import Any

from setuptools import setup

HERE = Path(__file__).resolve().parent


def _say(msg: str) -> None:
    print(f"cardtable build: {msg}", file=sys.stderr, flush=True)


def _why_not_compile() -> str | None:
    """None when the hot set can be compiled here, else the one-line reason why not."""
    argv = " ".join(sys.argv[1:])
    if "editable_wheel" in argv or "develop" in argv or "--inplace" in argv:
        return ("an editable install would put compiled .so files next to the sources, "
                "where they shadow edits; use scripts/build-compiled")
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return ("mypyc is not importable in the build environment (install mypy, or use "
                "scripts/build-compiled, or pip install --no-build-isolation)")
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc!r} not found on PATH)"
    include = sysconfig.get_paths().get("include", "")
    if not (Path(include) / "Python.h").is_file():
        return f"no Python headers (Python.h not in {include!r})"
    return None


def _ext_modules() -> list[Any]:
    if os.environ.get("CARDTABLE_COMPILE", "") not in ("1", "true", "yes"):
        return []
    why = _why_not_compile()
    if why is not None:
        _say(f"CARDTABLE_COMPILE=1 but building the pure-Python engine: {why}")
        return []
    from mypyc.build import mypycify

    info = runpy.run_path(str(HERE / "src" / "cardtable" / "buildinfo.py"))
    modules: tuple[str, ...] = info["COMPILED_MODULES"]
    paths = ["src/" + m.replace(".", "/") + ".py" for m in modules]
    _say(f"compiling {len(paths)} hot modules with mypyc (about a minute on 2 cores)")
    return list(mypycify(paths, opt_level=os.environ.get("CARDTABLE_COMPILE_OPT", "3")))


setup(ext_modules=_ext_modules())
