"""Pyramid of Light (issue 15 part 3, session 7, g7-t): a Continuous Trap — when this face-up
card leaves your side of the field, destroy the "Andro Sphinx" and "Sphinx Teleia" on your side
of the field and remove them from play.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/53569894.yaml``) describes it; our own words in ``pool/goat.csv``. The card has no other
effect (the two Sphinxes' own texts — Special Summoned while it is face-up — are theirs). Its
resolution leaves a public mark with its "life"; a mandatory ``left_field`` trigger of a Pyramid
that was active face-up when it left destroys the Sphinxes on its controller's field straight out
of play (``g.destroy(..., instead=LOC_BANISHED)``: they never reach the Graveyard). Checks:
``tests/ygo/test_goat7_t_pyramid.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import CAT_BANISH, CAT_DESTROY, Effect, Link
from cardtable.ygo.state import LOC_BANISHED

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

PYRAMID_OF_LIGHT = 53569894
SPHINXES = frozenset({15013468, 51402177})  # Andro Sphinx, Sphinx Teleia
_KEY = "pyramid_active"


def _mark(g: Duel, lk: Link) -> None:
    if g.life[lk.card] == lk.life and g.on_field(lk.card):
        note(g, lk.card, "Pyramid of Light applies", "光之金字塔适用中",
             **{_KEY: lk.card, "life": g.life[lk.card], "player": lk.player})


def _left_active(g: Duel, c: int, p: int, w: W) -> bool:
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and pub.get(_KEY) == c:
            return bool(pub.get("life") == g.life[c] - 1)
    return False


def _sphinxes_out(g: Duel, lk: Link) -> None:
    p = lk.player
    ms = [m for m in g.mz[p] if m >= 0 and g.code[m] in SPHINXES]
    if ms:
        g.destroy(ms, "effect", lk, instead=LOC_BANISHED)


reg(PYRAMID_OF_LIGHT, Effect(operation=(_mark,)),
    Effect(kind="trigger", event="left_field", optional=False, condition=_left_active,
           operation=(_sphinxes_out,), category=CAT_DESTROY | CAT_BANISH))
