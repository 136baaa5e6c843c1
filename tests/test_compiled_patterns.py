"""The modules of the compiled build (``cardtable.buildinfo.COMPILED_MODULES``) must avoid five
patterns that mypyc compiles without a word but that then behave differently
(docs/performance.md, "Compiled build"):

1. a function assigned as a class attribute (``ask = _asking.ask``): the call loses ``self``;
2. ``X.__new__(X)`` / ``object.__new__(...)``: compiled, ``__new__`` runs ``__init__`` (or is
   refused), so a clone gets a half-built or no object;
3. the same name imported in two places of one scope (``from .a import f`` in the if branch,
   ``from .b import f`` in the else branch): compiled, the name is bound to the first import;
4. ``__slots__`` read at run time: a compiled class has no ``__slots__`` attribute;
5. a class whose ``__init__`` needs arguments and that has no ``__reduce__``: compiled, pickle
   re-creates it through ``__new__``, which runs ``__init__`` without them (found by the OpenSpiel
   serialisation test on a duel with a chain open).

The checks read the source with :mod:`ast`; each is also run on a small bad example, so a check
that stopped finding its pattern fails here too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cardtable.buildinfo import COMPILED_MODULES

SRC = Path(__file__).resolve().parents[1] / "src"


def _scopes(tree: ast.Module) -> list[ast.AST]:
    """The module and every function: the scopes an import binds a name in."""
    return [tree, *(n for n in ast.walk(tree)
                    if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))]


def _own_nodes(scope: ast.AST) -> list[ast.AST]:
    """Nodes of ``scope`` that are not inside a nested function or class."""
    out: list[ast.AST] = []
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        n = todo.pop()
        out.append(n)
        if not isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            todo.extend(ast.iter_child_nodes(n))
    return out


def _module_functions(tree: ast.Module) -> set[str]:
    """Names bound at module level to a function: ``def`` or an import of a name."""
    names: set[str] = set()
    for n in tree.body:
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(n.name)
        elif isinstance(n, ast.ImportFrom):
            names.update(a.asname or a.name for a in n.names)
    return names


def problems(source: str, where: str) -> list[str]:
    """Every use of patterns 1-5 in ``source``, one line each (``where:line: what``)."""
    tree = ast.parse(source)
    out: list[str] = []
    funcs = _module_functions(tree)
    for node in ast.walk(tree):
        # 1. functions as class attributes
        if isinstance(node, ast.ClassDef):
            for st in node.body:
                if not isinstance(st, ast.Assign | ast.AnnAssign) or st.value is None:
                    continue
                v = st.value
                if isinstance(v, ast.Attribute) or (isinstance(v, ast.Name) and v.id in funcs):
                    out.append(f"{where}:{st.lineno}: class {node.name} stores the function "
                               f"{ast.unparse(v)} as an attribute (write a method)")
        # 5. required __init__ arguments without __reduce__
        if isinstance(node, ast.ClassDef):
            methods = {f.name: f for f in node.body if isinstance(f, ast.FunctionDef)}
            init = methods.get("__init__")
            if init is not None and "__reduce__" not in methods:
                a = init.args
                required = len(a.posonlyargs) + len(a.args) - 1 - len(a.defaults)
                required += sum(d is None for d in a.kw_defaults)
                if required > 0:
                    out.append(f"{where}:{node.lineno}: class {node.name} needs __init__ "
                               f"arguments but has no __reduce__ (it cannot be unpickled)")
        # 2. X.__new__(...)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "__new__"):
            out.append(f"{where}:{node.lineno}: {ast.unparse(node)} (call the constructor)")
        # 4. __slots__ read at run time
        if (isinstance(node, ast.Attribute) and node.attr == "__slots__"
                and isinstance(node.ctx, ast.Load)):
            out.append(f"{where}:{node.lineno}: {ast.unparse(node)} read at run time (keep "
                       f"the field names in a module-level tuple)")
    # 3. one name bound by imports of two different things in one scope
    for scope in _scopes(tree):
        seen: dict[str, tuple[str, int]] = {}
        imports = [n for n in _own_nodes(scope) if isinstance(n, ast.Import | ast.ImportFrom)]
        for n in sorted(imports, key=lambda n: n.lineno):
            for a in n.names:
                if isinstance(n, ast.Import) and a.asname is None:
                    continue  # ``import a.b`` binds the package ``a``: always the same object
                what = f"{n.module}.{a.name}" if isinstance(n, ast.ImportFrom) else a.name
                name = a.asname or a.name
                first = seen.setdefault(name, (what, n.lineno))
                if first[0] != what:
                    out.append(f"{where}:{n.lineno}: {name!r} imported from {what} and (line "
                               f"{first[1]}) {first[0]}; call each through its module instead")
    return out


def _path(module: str) -> Path:
    return SRC / (module.replace(".", "/") + ".py")


def test_the_compiled_modules_exist() -> None:
    """Every module of the hot set is a source file (a renamed module must be renamed in
    ``buildinfo.COMPILED_MODULES`` too, or it silently stays interpreted)."""
    missing = [m for m in COMPILED_MODULES if not _path(m).is_file()]
    assert not missing
    assert len(COMPILED_MODULES) == len(set(COMPILED_MODULES)) == 37


@pytest.mark.parametrize("module", COMPILED_MODULES)
def test_compiled_module_avoids_the_patterns(module: str) -> None:
    """No pattern 1-5 in a module of the compiled build."""
    path = _path(module)
    assert problems(path.read_text(encoding="utf-8"), str(path.relative_to(SRC))) == []


BAD = {
    "class attribute function": (
        "from m import helper\n"
        "from cardtable.sgs.rules import asking as _asking\n"
        "def local(self): pass\n"
        "class G:\n    ask = _asking.ask\n    h = helper\n    f = local\n    n = 3\n", 3),
    "__new__": (
        "class L:\n    def copy(self):\n        return L.__new__(L)\n"
        "    def clone(self):\n        return object.__new__(type(self))\n", 2),
    "same name from both branches": (
        "def die(g):\n    if g.mode == '3v3':\n        from a import after_death\n"
        "    else:\n        from b import after_death\n    return after_death(g)\n", 1),
    "required __init__ arguments without __reduce__": (
        "class Link:\n    def __init__(self, card, player=0):\n        self.card = card\n"
        "class Ok:\n    def __init__(self, seed=0):\n        self.s = seed\n"
        "class Reduced:\n    def __init__(self, a, *, b):\n        self.a = a\n"
        "    def __reduce__(self):\n        return (Reduced, (self.a,))\n"
        "class Kw:\n    def __init__(self, *, b):\n        self.b = b\n", 2),
    "__slots__ read": (
        "def state(g):\n    return {k: getattr(g, k) for k in type(g).__slots__}\n"
        "class S:\n    __slots__ = ('a',)\n", 1),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_each_check_finds_its_pattern(case: str) -> None:
    """Each check reports its pattern in a small bad example, exactly as often as it occurs
    (``n = 3`` and a ``__slots__`` assignment are fine)."""
    source, count = BAD[case]
    found = problems(source, "bad.py")
    assert len(found) == count, found


def test_the_fixed_forms_pass() -> None:
    """The forms the engine uses instead are not reported."""
    good = (
        "from cardtable.sgs.rules import asking as _asking\n"
        "FIELDS = ('a', 'b')\n"
        "class G:\n    __slots__ = FIELDS\n"
        "    def ask(self, x):\n        _asking.ask(self, x)\n"
        "    def clone(self):\n        g = type(self)(blank=True)\n        return g\n"
        "def die(g):\n    from cardtable.sgs.modes import identity, three_v_three\n"
        "    return three_v_three.f(g) if g.m else identity.f(g)\n"
    )
    assert problems(good, "good.py") == []
