"""Module constants the compiled build reads are ``Final`` (docs/performance.md, "RL env steps,
round 5").

mypyc compiles a read of a module-level name that is not ``Final`` into a look-up in the
module's globals dictionary, a type check and an unboxing, at every use; a ``Final`` name with
a literal value is inlined as a C constant (``LOC_MZONE`` becomes ``4``), any other ``Final``
name is read from a C static. Before session 7 none of the engine's ``LOC_*``/``POS_*``/``F_*``
constants were ``Final``: an env step of ``ygo-duel`` spent ≈ 10 k instructions on those
look-ups in the engine alone. These checks read the source with :mod:`ast`:

1. in a module of ``cardtable.buildinfo.COMPILED_MODULES``, every module-level binding of an
   UPPER_CASE name is annotated ``Final`` (but the names of :data:`NOT_FINAL`), and none is
   bound by unpacking a tuple (``A, B = 1, 2`` cannot be ``Final``);
2. an UPPER_CASE name such a module imports from another ``cardtable`` module, where it is
   bound to an int or str literal (the values mypyc inlines), is ``Final`` there too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cardtable.buildinfo import COMPILED_MODULES

SRC = Path(__file__).resolve().parents[1] / "src"

NOT_FINAL = {
    "FUSED_TURN": "a switch tests flip (tests/ygo/test_turn_fast_path.py)",
    "STATE_FIELDS": "read once, when the class is made (its ``__slots__``)",
    "T": "a TypeVar",
    "W": "a type alias",
    "F32": "a type alias",
    "I8": "a type alias",
    "Traits": "a type alias",
    "CardEntry": "a type alias",
}
"""UPPER_CASE module names of the compiled modules that must stay plain, and why."""


def _upper(name: str) -> bool:
    return name.lstrip("_")[:1].isupper() and name.upper() == name


def _is_final(ann: ast.expr) -> bool:
    node = ann.value if isinstance(ann, ast.Subscript) else ann
    return (isinstance(node, ast.Name) and node.id == "Final") or (
        isinstance(node, ast.Attribute) and node.attr == "Final")


def plain_constants(source: str, where: str) -> list[str]:
    """Check 1: module-level UPPER_CASE bindings of ``source`` that are not ``Final``."""
    out: list[str] = []
    for st in ast.parse(source).body:
        if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name):
            name = st.target.id
            if _upper(name) and name not in NOT_FINAL and not _is_final(st.annotation):
                out.append(f"{where}:{st.lineno}: {name} is not Final")
        elif isinstance(st, ast.Assign):
            for t in st.targets:
                if isinstance(t, ast.Name) and _upper(t.id) and t.id not in NOT_FINAL:
                    out.append(f"{where}:{st.lineno}: {t.id} is not Final")
                elif isinstance(t, ast.Tuple) and any(
                        isinstance(e, ast.Name) and _upper(e.id) for e in t.elts):
                    out.append(f"{where}:{st.lineno}: {ast.unparse(t)} unpacked (one Final "
                               f"line per name)")
    return out


def literal_bindings(source: str) -> dict[str, bool]:
    """UPPER_CASE names of ``source`` bound at module level to an int or str literal (or by
    unpacking literals or a ``range``), each with whether the binding is ``Final``."""
    out: dict[str, bool] = {}

    def literal(v: ast.expr) -> bool:
        if isinstance(v, ast.UnaryOp):
            v = v.operand
        return isinstance(v, ast.Constant) and type(v.value) in (int, str)

    for st in ast.parse(source).body:
        if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and (
                st.value is not None and literal(st.value)):
            out[st.target.id] = _is_final(st.annotation)
        elif isinstance(st, ast.Assign):
            for t in st.targets:
                if isinstance(t, ast.Name) and literal(st.value):
                    out[t.id] = False
                elif isinstance(t, ast.Tuple) and (
                        (isinstance(st.value, ast.Tuple) and all(map(literal, st.value.elts)))
                        or (isinstance(st.value, ast.Call) and ast.unparse(st.value.func)
                            == "range")):
                    out.update({e.id: False for e in t.elts if isinstance(e, ast.Name)})
    return {k: v for k, v in out.items() if _upper(k)}


def _path(module: str) -> Path:
    p = SRC / (module.replace(".", "/") + ".py")
    return p if p.is_file() else SRC / module.replace(".", "/") / "__init__.py"


@pytest.mark.parametrize("module", COMPILED_MODULES)
def test_compiled_module_constants_are_final(module: str) -> None:
    """Check 1 on every compiled module."""
    path = _path(module)
    assert plain_constants(path.read_text(encoding="utf-8"), str(path.relative_to(SRC))) == []


def test_imported_literal_constants_are_final() -> None:
    """Check 2: the literal constants the compiled modules import are ``Final`` where they
    are defined."""
    found: list[str] = []
    for module in COMPILED_MODULES:
        tree = ast.parse(_path(module).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.ImportFrom) and node.module
                    and node.module.startswith("cardtable.")):
                continue
            names = [a.name for a in node.names if _upper(a.name)]
            if not names:
                continue
            defs = literal_bindings(_path(node.module).read_text(encoding="utf-8"))
            found += [f"{module} imports {node.module}.{n}, not Final there" for n in names
                      if defs.get(n) is False]
    assert found == []


def test_the_checks_find_plain_constants() -> None:
    """Each check reports a plain constant in a small bad example, and passes the forms the
    engine uses."""
    bad = ("from typing import Final\nA = 1\nB: int = 2\nC, D = 3, 4\nE: Final = 5\n"
           "F: Final[dict[int, str]] = {}\nFUSED_TURN = True\nlower = 6\n")
    assert len(plain_constants(bad, "bad.py")) == 3
    assert literal_bindings(bad) == {"A": False, "B": False, "C": False, "D": False,
                                     "E": True}
    assert literal_bindings("X, Y = range(2)\nZ: Final = 'z'\n") == {
        "X": False, "Y": False, "Z": True}
