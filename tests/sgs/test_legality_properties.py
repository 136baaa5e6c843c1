"""Property tests pinning Sanguosha's one legality source and its hand-written clone (issue 10
parts 4 and 5), over thousands of states of seeded random games (3v3 and 5-player identity).

- In a play menu, a hand card is offered ⇔ "why not?" gives no reason for it (both come from
  ``use_card.hand_use_reasons``); in a target choice for a hand card, a seat is offered ⇔ "why
  not?" about that target gives no reason.
- ``SgsGame.clone`` equals ``copy.deepcopy`` slot by slot (a few hundred states: the oracle is
  slow; games with 左慈's 化身 cards and 邓艾's 田 included) (every field of ``game.FIELDS`` but the
  derived skill indexes), shares no mutable list or dict with the original, and the original is
  unchanged, slot by slot, after the clone plays on.
"""

from __future__ import annotations

import copy
from typing import Any

from cardtable.core.rng import Rng
from cardtable.sgs.cards.data import NAME
from cardtable.sgs.game import _DERIVED, FIELDS, SgsGame, new_game

SETUPS: tuple[dict[str, Any], ...] = ({"mode": "3v3"}, {"mode": "identity", "players": 5})
#: identity games seating the 山 generals with hidden or unusual state (左慈's 化身 cards and
#: the box of unused generals, 邓艾's 田, 放权's extra turns)
MOUNTAIN: dict[str, Any] = {"mode": "identity", "players": 5, "pool": "standard+wind+mountain",
                            "generals": ["liushan", "zuoci", "dengai", "zhanghe",
                                         "zhangzhaozhanghong"]}


def _games(n: int) -> list[tuple[dict[str, Any], int]]:
    out = [(SETUPS[i % 2], 7000 + i) for i in range(n)]
    return out + [(MOUNTAIN, 7100 + i) for i in range(max(2, n // 4))]


def _walk(setup: dict[str, Any], seed: int, visit: Any, max_decisions: int = 1500) -> int:
    """Play a seeded random game through the fast path, calling ``visit(g)`` at every decision;
    returns the number of decisions visited."""
    g = new_game(dict(setup), seed)
    r = Rng(seed * 7919 + 1)
    n = 0
    while g.req is not None and n < max_decisions:
        visit(g)
        g.apply_fast(r.below(len(g.req[3])))
        n += 1
    return n


def test_play_menu_offers_a_card_iff_why_not_gives_no_reason() -> None:
    menus = targets = 0

    def visit(g: SgsGame) -> None:
        nonlocal menus, targets
        seat, _kind, _prompt, opts, _values, then = g.req[:6]
        if then and then[0] == "play_chosen":
            menus += 1
            offered = {o["card"] for o in opts if o.get("action") == "use" and "skill" not in o}
            for c in g.hand[seat]:
                why = g.why_not(seat, {"card": c})
                assert (c in offered) == (why == []), (NAME[c], why, opts)
        elif then and then[0] == "target_chosen" and len(then[3]) == 1:
            c = then[3][0]
            if c not in g.hand[seat] or then[2] != NAME[c]:
                return  # a card used as another (a skill): why-not asks about hand cards
            targets += 1
            offered = {o["target"] for o in opts}
            for t in range(g.n):
                if t == seat:
                    continue
                why = g.why_not(seat, {"card": c, "target": t})
                assert (t in offered) == (why == []), (NAME[c], t, why, offered)

    states = sum(_walk(s, seed, visit) for s, seed in _games(24))
    assert states > 5000 and menus > 1000 and targets > 200, (states, menus, targets)


def _slots(g: SgsGame) -> dict[str, Any]:
    """Every field but the derived skill indexes, the RNG by its state."""
    out = {}
    for k in FIELDS:
        if k in _DERIVED:
            continue
        v = getattr(g, k)
        out[k] = v.state if k == "rng" else v
    return out


def _mutables(v: Any) -> list[Any]:
    """``v`` and every list/dict/set inside it."""
    out: list[Any] = []
    if isinstance(v, list | dict | set):
        out.append(v)
        items = v.values() if isinstance(v, dict) else v
        for x in items:
            out.extend(_mutables(x))
    elif isinstance(v, tuple):
        for x in v:
            out.extend(_mutables(x))
    return out


#: Fields a clone shares on purpose (``SgsGame.clone``: "immutable parts shared"): the setup
#: mapping is read-only after the start, a pending request is replaced, never changed in place.
SHARED_BY_DESIGN = frozenset({"setup_", "req"})
#: Lists copied with their entries shared: recorded answer forms are never changed once stored.
SHALLOW_BY_DESIGN = frozenset({"answers_"})


def test_clone_equals_deepcopy_slot_by_slot() -> None:
    checked = 0
    for setup, seed in _games(8):
        g = new_game(dict(setup), seed)
        r = Rng(seed)
        step = 0
        while g.req is not None and step < 900:
            if step % 12 == 0:  # deepcopy, the oracle, costs ~20 ms a state
                oracle = _slots(copy.deepcopy(g))
                twin = g.clone()
                got = _slots(twin)
                assert got.keys() == oracle.keys()
                for k in oracle:
                    assert got[k] == oracle[k], k
                mine = {id(x) for v in _slots(g).values() for x in _mutables(v)}
                shared = [k for k, v in got.items() if k not in SHARED_BY_DESIGN
                          and any(id(x) in mine for x in
                                  ([v] if k in SHALLOW_BY_DESIGN else _mutables(v)))]
                assert shared == [], shared  # no list/dict aliasing between game and clone
                r2 = Rng(seed + step)
                for _ in range(30):
                    if twin.req is None:
                        break
                    twin.apply_fast(r2.below(len(twin.req[3])))
                now = _slots(g)
                for k in oracle:
                    assert now[k] == oracle[k], k  # the original did not move
                checked += 1
            g.apply_fast(r.below(len(g.req[3])))
            step += 1
    assert checked > 200, checked
