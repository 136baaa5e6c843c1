"""Identity mode set-up (shared/reference/sgs-notes.md §5): roles per player count, the lord
at seat 0 choosing among the lord generals (曹操 刘备 孙权 and 风's 张角) plus 2 others, every
other seat choosing among 3 of its own, the lord's +1 HP above 4 players, 4 cards each."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.sgs.game import new_game
from cardtable.sgs.modes.identity import LORD_CANDIDATES, ROLE_COUNTS


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8])
def test_identity_roles_offers_and_lord_bonus(n: int) -> None:
    """identity mode: role counts, offers without repeats, lord +1 HP only with 5+ players."""
    g = new_game({"mode": "identity", "players": n}, 10 + n)
    lo, loy, reb, ren = ROLE_COUNTS[n]
    roles = Counter(g.role)
    assert g.role[0] == "lord"
    assert (roles["lord"], roles["loyalist"], roles["rebel"], roles["renegade"]) == (
        lo, loy, reb, ren)
    offered: list[str] = []
    for seat in range(n):
        dec = g.pending()
        assert dec is not None and dec.seat == seat
        offer = [o.form["general"] for o in dec.options]
        if seat == 0:
            assert offer[:4] == list(LORD_CANDIDATES) and len(offer) == 6
        else:
            assert len(offer) == 3 and not set(offer) & set(LORD_CANDIDATES)
        offered += offer
        g.answer(0)
    assert len(offered) == len(set(offered))  # nobody is offered a general twice
    bonus = 1 if n > 4 else 0
    from cardtable.sgs.generals.data import BY_ID

    assert g.maxhp[0] == BY_ID[g.general[0]].hp + bonus
    assert all(g.maxhp[s] == BY_ID[g.general[s]].hp for s in range(1, n))
    assert g.current == 0  # play starts with the lord
    first_deal = [(e.public["seat"], e.public["n"]) for e in g.log if e.kind == "draw"][:n]
    assert first_deal == [(s, 4) for s in range(n)]  # everyone draws 4 before the first turn
