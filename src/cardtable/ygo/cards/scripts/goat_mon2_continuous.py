"""Goat-pool monsters with a continuous condition on their own presence (issue 15 part 3,
goat-mon2 batch 8): Thunder Nyan Nyan — "If you control a face-up monster other than a LIGHT
monster, destroy this card" — a ``STATE_CHECKS`` rule (applied at every state check, no chain
link; only while Thunder Nyan Nyan is face-up: a face-down card has no active effect; a
face-down monster of its controller does not count, its Attribute not being shown). Text in
``pool/goat.csv``; check in ``tests/ygo/test_goat_mon2_counters.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.seed_common import rule_note
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import STATE_CHECKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

THUNDER_NYAN_NYAN = 70797118


@only_for({THUNDER_NYAN_NYAN})
def _nyan_nyan(g: Duel) -> None:
    """State check: a face-up Thunder Nyan Nyan whose controller controls a face-up non-LIGHT
    monster is destroyed (by its own effect)."""
    for p in (0, 1):
        nyans = [m for m in g.mz[p] if m >= 0 and g.code[m] == THUNDER_NYAN_NYAN and up(g, m)]
        if not nyans:
            continue
        if any(m >= 0 and up(g, m) and not g.attribute(m) & C.LIGHT for m in g.mz[p]):
            rule_note(g, "thunder_nyan_nyan", Text(
                "「雷电娘娘」：自己场上有光属性以外的表侧表示怪兽，这张卡破坏",
                "Thunder Nyan Nyan: its controller controls a face-up non-LIGHT monster, so it "
                "is destroyed"))
            g.destroy(nyans, "effect")


STATE_CHECKS.append(_nyan_nyan)
reg(THUNDER_NYAN_NYAN, Effect(kind="continuous", name=Text(
    "自己场上有光属性以外的表侧表示怪兽时破坏", "Destroyed while you control a face-up "
    "non-LIGHT monster")))
