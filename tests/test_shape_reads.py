"""Lint: code reads the named state shapes by name (issue 10 part 3; docs/design.md, "State
shapes"). A card script written against the old tuple shapes keeps type-checking in places (a
NamedTuple is still a tuple) but reads the wrong thing or a key the engine no longer writes (a
goat script reading ``lk.data["ev"]`` broke that way), so the source is checked with ``ast``:

* ``g.battle[...]`` — use ``g.battle.attacker`` / ``.target`` / ``.no_damage`` /
  ``.attacker_life``;
* ``g.pend[<int>]`` — use the ``PEND_*`` field indexes of ``ygo/shapes.py``;
* ``lk.data["life" | "w" | "ev" | "np"]`` (or ``.get``) — the engine's values are the link's
  slots ``life``, ``window``, ``event``, ``target_from``; ``data`` is the script's scratch;
* ``g.trig.append((...))`` — a waiting trigger is a ``Trigger(...)``;
* ``g.req[...]`` (Sanguosha) — use the ``Request`` fields (``sgs/request.py``) or
  ``decision.context``.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "cardtable"
ENGINE_KEYS = {"life", "w", "ev", "np"}


def _problems(tree: ast.AST) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute):
            attr = node.value.attr
            key = node.slice
            if attr in ("battle", "req"):
                out.append((node.lineno, f".{attr}[...] read by position"))
            elif attr == "pend" and isinstance(key, ast.Constant) and isinstance(key.value, int):
                out.append((node.lineno, ".pend[<int>]: use the PEND_* field indexes"))
            elif attr == "data" and isinstance(key, ast.Constant) and key.value in ENGINE_KEYS:
                out.append((node.lineno, f".data[{key.value!r}]: an engine value, a Link slot"))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            f = node.func
            if (f.attr == "get" and isinstance(f.value, ast.Attribute) and f.value.attr == "data"
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value in ENGINE_KEYS):
                out.append((node.lineno, f".data.get({node.args[0].value!r}): a Link slot"))
            if (f.attr == "append" and isinstance(f.value, ast.Attribute)
                    and f.value.attr == "trig" and node.args
                    and isinstance(node.args[0], ast.Tuple)):
                out.append((node.lineno, ".trig.append((...)): a waiting trigger is a Trigger"))
    return out


def test_the_shapes_are_read_by_name() -> None:
    bad = []
    for path in sorted(SRC.rglob("*.py")):
        for line, what in _problems(ast.parse(path.read_text(encoding="utf-8"))):
            bad.append(f"{path.relative_to(SRC)}:{line}: {what}")
    assert not bad, "\n".join(bad)


def test_the_lint_finds_each_pattern() -> None:
    src = ("a = g.battle[0]\nb = g.pend[3]\nc = lk.data['ev']\nd = lk.data.get('np', 0)\n"
           "g.trig.append((c, 0, p, s, ()))\ne = g.req[5]\n"
           "ok = lk.data['mine']\nok2 = g.pend[PEND_OPTIONS]\n")
    assert [line for line, _ in _problems(ast.parse(src))] == [1, 2, 3, 4, 5, 6]
