"""The named state shapes of a duel (issue 10 part 3, ``ygo/shapes.py``): over random bench
duels, each named field holds what its name says, checked against the game's own record of
what happened (the open window, the declared attack), not against the field itself.

* A chain link's engine values are named slots, never in the script's scratch dict: ``window``
  is the event of the window the link was activated in; ``life`` is its card's life at
  activation (the card has not moved since: it is the same card); ``target_from`` is set once
  the cost is paid.
* ``g.battle`` is the attack being fought: at a response window to an attack declaration
  (``("attack", attacker, target)``) it names that attacker and target; at the Battle Step's
  menu (no attack yet) it is ``None``.
* Waiting triggers are :class:`Trigger` records whose event names the card it happened to.
* The kernel decision carries the engine's typed :class:`~cardtable.core.decision.Context`
  (the handler and prompt key), which the heuristic bot reads.
"""

from __future__ import annotations

from cardtable.core.decision import Context
from cardtable.core.rng import Rng
from cardtable.ygo.bench import bench_setup
from cardtable.ygo.duel import new_duel_state
from cardtable.ygo.game import YgoGame
from cardtable.ygo.labels import decision_of
from cardtable.ygo.rules.flow import apply
from cardtable.ygo.shapes import (
    PEND_CTX,
    PEND_HANDLER,
    PEND_OPTIONS,
    PEND_PROMPT,
    Trigger,
    WindowCtx,
)

ENGINE_KEYS = {"life", "w", "ev", "np"}  # the keys these values had in Link.data before


def test_link_fields_battle_and_triggers_over_random_duels() -> None:
    setup = bench_setup()
    activations = attack_windows = battle_menus = triggers = same_card = 0
    for seed in range(12):
        g = new_duel_state(setup, seed)
        rng = Rng(seed)
        while g.pend is not None:
            pend = g.pend
            ctx = pend[PEND_CTX]
            if isinstance(ctx, WindowCtx) and ctx.event and ctx.event[0] == "attack":
                attack_windows += 1
                assert g.battle is not None
                assert (g.battle.attacker, g.battle.target) == (ctx.event[1], ctx.event[2])
            if pend[PEND_HANDLER] == "battle":
                battle_menus += 1
                assert g.battle is None
            for t in g.trig:
                triggers += 1
                assert isinstance(t, Trigger) and t.event[1] >= 0
            for lk in g.chain:
                assert ENGINE_KEYS.isdisjoint(lk.data)
                if lk.ready:
                    assert lk.target_from >= 0
            opts = pend[PEND_OPTIONS]
            i = rng.below(len(opts))
            chosen = opts[i]
            n = len(g.chain)
            apply(g, i)
            if pend[PEND_HANDLER] == "window" and chosen[0] == "activate" \
                    and g.result_ is None and len(g.chain) > n:
                activations += 1
                lk = g.chain[n]
                assert isinstance(ctx, WindowCtx)
                assert lk.card == chosen[1] and lk.window == ctx.event
                # a card's life only grows (each move starts a new one): the link saw the
                # card's life at activation, the same one unless a cost moved the card since
                assert 0 <= lk.life <= g.life[lk.card]
                same_card += lk.life == g.life[lk.card]
    assert activations and attack_windows and battle_menus and same_card  # the checks ran


def test_the_decision_context_names_the_handler_and_prompt() -> None:
    g = new_duel_state(bench_setup(), 3)
    rng = Rng(3)
    seen: set[str] = set()
    for _ in range(300):
        if g.pend is None:
            break
        dec = decision_of(g)
        assert dec is not None
        assert dec.context == Context(step=g.pend[PEND_HANDLER], prompt=g.pend[PEND_PROMPT])
        seen.add(dec.context.step)
        apply(g, rng.below(len(g.pend[PEND_OPTIONS])))
    assert {"main", "battle"} <= seen
    game = YgoGame(new_duel_state(bench_setup(), 4))
    d = game.pending()
    assert d is not None and d.context.step == "main" and d.context.prompt == "main"
