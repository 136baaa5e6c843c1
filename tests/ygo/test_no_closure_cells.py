"""The YGO engine's hot functions make no closure cells (docs/performance.md, "Session 10").

A generator expression, comprehension or lambda inside a function makes every variable of the
function it reads a *cell*: CPython 3.11 creates the cells on every call (``MAKE_CELL``), even
when the expression sits in a branch that never runs (a card-hook read behind ``g.hooked``),
and reads them through ``LOAD_DEREF``. In ``why_cannot``, ``legal_activations`` and the main
menu that cost 2.5% of a bench duel's instructions; all such cells in the hot functions together
4.5%. The rare branches call named helpers instead (``effects/hooks.py``: ``summon_allowed``,
``card_negated``, …). This test reads the source (so it checks the same code on the compiled
build, whose functions have no code objects) and names the hot functions; the checker is also
run on a bad example, so it cannot stop finding cells unnoticed.
"""

from __future__ import annotations

import types
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "cardtable" / "ygo"

#: module (under src/cardtable/ygo) -> the hot functions in it (qualified names), each called
#: at least ~0.1 times per bench decision (cProfile of ``cardtable bench ygo``)
HOT: dict[str, tuple[str, ...]] = {
    "rules/legality.py": ("why_cannot", "legal_activations", "speed_of"),
    "rules/main_phase.py": ("_main", "_main_answer", "summonable", "can_change_position",
                            "tribute_count"),
    "rules/chain.py": ("nobody_can_act", "_window", "_window_answer", "_phase_pass",
                       "_phase_window", "start_activation", "_finish_link", "_resolve",
                       "_link_done", "_triggers"),
    "rules/actions.py": ("Actions.move", "Actions.raise_event", "Actions.check_state",
                         "Actions.draw", "Actions.destroy", "Actions.send_to_gy",
                         "Actions.change_position", "Actions.can_special_summon",
                         "Actions.special_summon", "Actions._stat", "Actions.atk_def",
                         "Actions.sources"),
    "rules/battle.py": ("attack_position", "attackers", "_battle_step", "_attack_after",
                        "_ds_damage"),
    "rules/turn.py": ("_turn_start", "_main1", "raise_phase_event", "battle_phase_possible",
                      "_end_phase"),
    "rules/summon.py": ("_tribute", "_summon_finish"),
    "rules/flow.py": ("run", "apply", "then"),
}


def _functions(source: str, where: str) -> dict[str, types.CodeType]:
    """Every function's code object in ``source``, by qualified name."""
    out: dict[str, types.CodeType] = {}
    todo = [compile(source, where, "exec")]
    while todo:
        co = todo.pop()
        out[co.co_qualname] = co
        todo.extend(k for k in co.co_consts if isinstance(k, types.CodeType))
    return out


def cells(source: str, where: str, names: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The named functions of ``source`` that make closure cells, with their cell variables
    (a name not found is reported too, as ``("<missing>",)``)."""
    fns = _functions(source, where)
    out: dict[str, tuple[str, ...]] = {}
    for n in names:
        co = fns.get(n)
        if co is None:
            out[n] = ("<missing>",)
        elif co.co_cellvars:
            out[n] = co.co_cellvars
    return out


def test_the_checker_finds_cells_of_a_hook_read_in_a_rare_branch() -> None:
    bad = ("def f(g, p):\n"
           "    if g.hooked and any(ok(g, p) for ok in g.hk.x):\n"
           "        return 0\n"
           "    return p\n"
           "def ok(g, p):\n"
           "    return helper(g, p)\n")
    assert cells(bad, "bad.py", ("f", "ok", "gone")) == {"f": ("g", "p"), "gone": ("<missing>",)}


def test_hot_functions_make_no_closure_cells() -> None:
    found = {f"{mod}:{n}": cv for mod, names in HOT.items()
             for n, cv in cells((SRC / mod).read_text(encoding="utf-8"), mod, names).items()}
    assert found == {}, found
