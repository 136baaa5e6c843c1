"""Lint: duel-time card code reads the duel's pool, never the default one (issue 10 part 2;
docs/design.md §4.1). A duel created with a DIY or ``cards.cdb`` pool holds cards the default
pool lacks or states differently, so a condition, cost, target, operation or hook (any function
taking the duel as ``g``) that reads ``registry.card(code)``, ``registry.trig_index(code)``,
``default_pool()``, ``CardPool.builtin()`` or ``builtin_cards()`` sees the wrong card. It reads
``g.cd(c)``, ``g.pool.cards[code]``, ``g.pool.effects_of(code)`` or ``g.pool.trig_index(code)``.
Reads at import time (tables built from static data before any duel exists) stay allowed.

The check is syntactic (``ast``): a call to one of those readers anywhere inside a function or
lambda with a parameter named ``g`` (including functions nested in it).
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "cardtable"
SCRIPTS = SRC / "ygo" / "cards" / "scripts"
REGISTRY = "cardtable.ygo.effects.registry"
REGISTRY_READERS = {"card", "trig_index"}
#: default-pool readers refused by their bare or attribute name, wherever they come from
DEFAULT_READERS = {"default_pool", "builtin_cards"}


def _registry_names(tree: ast.AST) -> set[str]:
    """Local names bound to ``registry.card`` / ``registry.trig_index`` / the module itself."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == REGISTRY:
            out |= {a.asname or a.name for a in node.names if a.name in REGISTRY_READERS}
        elif isinstance(node, ast.ImportFrom) and node.module == "cardtable.ygo.effects":
            out |= {f"{a.asname or a.name}." for a in node.names if a.name == "registry"}
        elif isinstance(node, ast.Import):
            out |= {f"{a.asname}." for a in node.names if a.name == REGISTRY and a.asname}
    return out


def _takes_g(fn: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> bool:
    a = fn.args
    return any(x.arg == "g" for x in (*a.posonlyargs, *a.args, *a.kwonlyargs))


def _reader(call: ast.Call, registry: set[str]) -> str | None:
    """The refused reader ``call`` calls, if any."""
    f = call.func
    if isinstance(f, ast.Name) and (f.id in registry or f.id in DEFAULT_READERS):
        return f.id
    if isinstance(f, ast.Attribute):
        owner = ast.unparse(f.value)
        if f.attr in REGISTRY_READERS and (f"{owner}." in registry or owner.endswith("registry")):
            return f"{owner}.{f.attr}"
        if f.attr in DEFAULT_READERS or (f.attr == "builtin" and owner.endswith("CardPool")):
            return f"{owner}.{f.attr}"
    return None


def _problems(tree: ast.AST) -> list[tuple[int, str]]:
    registry = _registry_names(tree)
    found: dict[int, str] = {}
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and _takes_g(fn):
            for node in ast.walk(fn):
                if isinstance(node, ast.Call) and (name := _reader(node, registry)):
                    found[node.lineno] = f"{name}(...) in a duel-time function: read g.pool"
    return sorted(found.items())


def test_duel_time_script_code_reads_the_duels_pool() -> None:
    bad = []
    for path in sorted((SRC / "ygo").rglob("*.py")):
        for line, what in _problems(ast.parse(path.read_text(encoding="utf-8"))):
            bad.append(f"{path.relative_to(SRC)}:{line}: {what}")
    assert not bad, "\n".join(bad)


def test_the_lint_finds_each_reader() -> None:
    src = ("from cardtable.ygo.effects.registry import card, trig_index as ti\n"
           "from cardtable.ygo.effects import registry as reg\n"
           "T = card(1)\n"                                     # import time: allowed
           "def f(g, c):\n"
           "    a = card(g.code[c])\n"                          # 5
           "    b = ti(g.code[c])\n"                            # 6
           "    d = reg.card(1)\n"                              # 7
           "    e = default_pool().cards[1]\n"                  # 8
           "    h = CardPool.builtin()\n"                       # 9
           "    return g.cd(c), g.pool.cards[1], g.pool.trig_index(1)\n"
           "k = lambda g, c: builtin_cards()[g.code[c]]\n"      # 11
           "def outer(spec):\n"
           "    def inner(g, c):\n"
           "        return card(c)\n"                           # 14
           "    return inner, card(spec)\n")                    # no g: allowed
    assert [line for line, _ in _problems(ast.parse(src))] == [5, 6, 7, 8, 9, 11, 14]
