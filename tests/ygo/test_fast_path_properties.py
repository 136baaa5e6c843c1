"""Property tests pinning the YGO fast paths to their slow definitions (issue 10 parts 4-5), over
thousands of states of seeded random duels (classic and Master Rule 3 preset decks, played as
the bench plays them: ``rules.flow.apply`` with random indexes).

- The responder counters ``n2`` (and the ``act``/``aidx`` indexes) kept by ``move()`` equal the
  index rebuilt from scratch (``DuelState.rebuild_index``) after every move.
- ``legal_activations`` equals the brute force: every card and window effect for which
  ``why_cannot`` gives no reason, in both seats, in the current window.
- ``chain.could_act`` (one seat) and ``chain.nobody_can_act`` (both seats, a window answering no
  event: the phase windows and the fused turn transition) are sound: when they say nobody can
  act, the brute force is empty.
- Offered ⇔ why-not: in a response window an activation, in a main-phase menu an activation,
  Normal Summon, Set, Flip Summon or change of position is offered exactly when
  ``why_not_keys`` gives no reason for it. (It found two disagreements, fixed in ygo/why.py: a
  Set asked the card hooks about a Normal Summon, and a Flip Summon never asked them.)
"""

from __future__ import annotations

from typing import Any

from cardtable.core.rng import Rng
from cardtable.ygo.duel import Duel, new_duel_state
from cardtable.ygo.game import preset_deck
from cardtable.ygo.rules.chain import could_act, nobody_can_act
from cardtable.ygo.rules.flow import apply
from cardtable.ygo.rules.legality import legal_activations, why_cannot
from cardtable.ygo.state import LOC_HAND, LOC_MZONE, POS_FACEDOWN
from cardtable.ygo.why import why_not_keys

PAIRS = (("classic-a", "classic-b", "classic-lp4000"), ("burn", "goat-control", "classic-lp4000"),
         ("classic-b", "classic-a", "master-rule-3"))


def _duels(n: int) -> list[Duel]:
    out = []
    for i in range(n):
        a, b, prof = PAIRS[i % len(PAIRS)]
        setup = {"profile": prof, "decks": [preset_deck(a), preset_deck(b)]}
        out.append(new_duel_state(setup, 4100 + i))
    return out


def _window(g: Duel) -> tuple[Any, ...]:
    """The window the pending decision belongs to (``()`` outside a window)."""
    pend = g.pend
    if pend is not None and pend[4] == "window":
        w: tuple[Any, ...] = pend[5][2]
        return w
    return ()


def _brute(g: Duel, p: int, w: tuple[Any, ...]) -> set[tuple[int, int]]:
    return {(c, e.index) for c in range(g.n) for e in g.pool.window_effs(g.code[c])
            if not why_cannot(g, p, c, e, w)}


def _play(g: Duel, seed: int, visit: Any, limit: int = 400) -> int:
    r = Rng(seed)
    n = 0
    while g.pend is not None and n < limit:
        visit(g)
        k = len(g.pend[3])
        apply(g, r.below(k) if k > 1 else 0)
        n += 1
    return n


def test_responder_counters_equal_a_rebuilt_index_after_every_move() -> None:
    def visit(g: Duel) -> None:
        fresh = g.clone()
        fresh.rebuild_index()
        assert g.n2 == fresh.n2, (g.n2, fresh.n2)
        assert tuple(sorted(g.act)) == fresh.act
        assert tuple(sorted(g.aidx)) == fresh.aidx

    states = sum(_play(g, 11 + i, visit) for i, g in enumerate(_duels(24)))
    assert states > 4000, states


def test_legal_activations_equal_the_brute_force_over_why_cannot() -> None:
    nonempty = quiet = 0

    def visit(g: Duel) -> None:
        nonlocal nonempty, quiet
        w = _window(g)
        for p in (0, 1):
            fast = legal_activations(g, p, w)
            brute = _brute(g, p, w)
            assert len(fast) == len(set(fast)) and set(fast) == brute, (p, w, fast, brute)
            if not could_act(g, p, w):
                assert not brute, (p, w, brute)  # could_act said nobody can act
            if not w and nobody_can_act(g):
                assert not brute, (p, brute)  # the phase windows' test said the same
                quiet += 1
            nonempty += bool(brute)

    states = sum(_play(g, 21 + i, visit) for i, g in enumerate(_duels(18)))
    assert states > 3000 and nonempty > 400 and quiet > 100, (states, nonempty, quiet)


def test_a_menu_action_is_offered_iff_why_not_gives_no_reason() -> None:
    menus = 0

    def visit(g: Duel) -> None:
        nonlocal menus
        pend = g.pend
        assert pend is not None
        seat, _kind, _prompt, opts, hname, _ctx = pend
        if hname not in ("main", "window"):
            return
        menus += 1
        actions = ("activate",) if hname == "window" else MENU_ACTIONS
        for a in actions:
            offered = {o[1] for o in opts if o[0] == a}
            for c in range(g.n):
                if g.ctrl[c] != seat or (a == "activate" and not g.pool.window_effs(g.code[c])):
                    continue
                if a != "activate" and g.loc[c] != FROM[a]:
                    continue  # why-not answers "where" questions only for the action's zone
                if a in ("flip_summon", "change_pos") and (a == "flip_summon") != bool(
                        g.pos[c] & POS_FACEDOWN):
                    continue  # a face-down monster's change of position is its Flip Summon
                why = why_not_keys(g, seat, {"action": a, "card": c})
                assert (c in offered) == (why == []), (a, g.code[c], why, hname)

    states = sum(_play(g, 31 + i, visit) for i, g in enumerate(_duels(18)))
    assert states > 3000 and menus > 1000, (states, menus)


#: Main-phase menu actions "why not?" answers about (ygo/why.py).
MENU_ACTIONS = ("activate", "summon", "set_monster", "set", "change_pos", "flip_summon")
FROM = {"summon": LOC_HAND, "set_monster": LOC_HAND, "set": LOC_HAND, "change_pos": LOC_MZONE,
        "flip_summon": LOC_MZONE}


def test_hooked_bit_is_exactly_some_hook_field_set() -> None:
    """``g.hooked`` (session 9) lets the hot paths skip every card-hook read: it must be True
    whenever any field of the duel's ``HookSet`` is set (else a hook would be skipped) — for
    every shipped preset deck played against every other under classic and goat — and False for
    the bench decks, which hold no hooked card (what the skip is for). Clones keep it."""
    from cardtable.ygo.game import DECK_DIR

    names = sorted(p.stem for p in DECK_DIR.glob("*.ydk"))
    seen = set()
    for i, a in enumerate(names):
        for prof in ("classic-lp4000", "goat"):
            b = names[(i + 1) % len(names)]
            g = new_duel_state({"profile": prof, "decks": [preset_deck(a), preset_deck(b)]},
                               i)
            some = any(bool(f) for f in g.hk)
            assert g.hooked == some, (a, b, prof)
            assert g.clone().hooked == g.hooked
            seen.add(some)
    assert seen == {True, False}  # both kinds of duel occur among the presets
    bench = new_duel_state({"profile": "classic-lp4000",
                            "decks": [preset_deck("classic-a"), preset_deck("classic-b")]}, 1)
    assert not bench.hooked
