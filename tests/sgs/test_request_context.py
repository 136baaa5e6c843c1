"""The typed context of a Sanguosha decision (``sgs/request.py``, issue 10 part 3), checked
over random 3v3 games against the game state, not against the request it is read from:

* asked for 桃 (a ``peach`` option), the context's ``subject`` is the dying seat: a seat at 0 HP
  or below (rules: a character at 0 HP is dying and anyone may save it with 桃);
* a multi-pick's ``purpose`` is a registered flow step (the one its picks are delivered to);
* the request is a :class:`Request` whose ``then`` frame's step is the context's ``step``.
"""

from __future__ import annotations

from cardtable.core.rng import Rng
from cardtable.sgs.game import new_game
from cardtable.sgs.request import PICK_STEPS, Request
from cardtable.sgs.skills.api import STEPS


def test_context_over_random_games() -> None:
    dying_asks = picks = 0
    for seed in range(40):
        g = new_game({"mode": "3v3"}, seed)
        rng = Rng(seed)
        while g.req is not None:
            req = g.req
            assert isinstance(req, Request)
            dec = g.pending()
            assert dec is not None
            ctx = dec.context
            assert ctx.step == req.then[0]
            if any("peach" in o.form for o in dec.options):
                dying_asks += 1
                assert 0 <= ctx.subject < g.n and g.hp[ctx.subject] <= 0
            if ctx.step in PICK_STEPS:
                picks += 1
                assert ctx.purpose in STEPS
            g.apply_fast(rng.below(len(req.options)))
    assert dying_asks and picks  # both checks ran
