"""Helpers shared by g9-d's tests (``test_goat9_d_*.py``): a board under the goat profile,
attacks naming the target by card id (a face-down target is not named in the option), the
public destroy reason of a card, passing until a chain holds a card."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options
from goat_mon_steps import run as _run


def run(setup: dict[str, Any]) -> Any:
    """The board under the goat profile (8000 LP), seat ``turn_player``'s Main Phase 1 of turn
    3 unless the setup says otherwise."""
    return _run({"profile": "goat", **setup})


def mon(g: Any, p: int, name: str = "") -> int:
    """Seat ``p``'s first monster on the field (named ``name`` when given): the Decks hold more
    copies of the board's cards."""
    return next(m for m in g.g.mz[p] if m >= 0 and (not name or g.g.cd(m).name.en == name))


def attack_with(g: Any, name: str, target: int) -> None:
    """Go to the Battle Phase (if not there), pass its opening windows, and attack the card
    ``target`` with the monster named ``name``."""
    if not options(g, "attack") and not options(g, "end_battle"):
        answer(g, {"answer": {"action": "to_battle"}})
    for _ in range(6):
        if options(g, "attack"):
            break
        answer(g, {"answer": {"action": "pass"}})
    forms = [f for f in options(g, "attack") if f.get("name") == name
             and f.get("target") == target]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})


def destroyed_by(g: Any, c: int) -> str:
    """The reason of ``c``'s latest destruction in the public log ("effect" / "battle"), ""
    if none."""
    return next((str(pub["reason"]) for kind, pub, _ in reversed(g.g.elog)
                 if kind == "destroy" and pub.get("card") == c), "")


def chain_to(g: Any, name: str, card: str) -> None:
    """Pass until the chain's first link is ``name``'s, then activate ``card`` in answer."""
    for _ in range(8):
        if g.facts().get("chain.1") == name:
            break
        answer(g, {"answer": {"action": "pass"}})
    assert g.facts().get("chain.1") == name
    answer(g, act(card))


def activated(g: Any, name: str) -> int:
    """How many times a card named ``name`` was activated (public ``activate`` events)."""
    return sum(1 for kind, pub, _ in g.g.elog if kind == "activate" and pub.get("name") == name)
