"""Human-Wave Tactics (issue 15 part 3, session 7, g7-t): a Continuous Trap — in the End Phase
of each turn, Special Summon from your Deck as many Level 2 or lower Normal Monsters as your
Level 2 or lower Normal Monsters destroyed by battle that turn, then shuffle the Deck.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/30353551.yaml``) describes it; our own words in ``pool/goat.csv``. A mandatory ``end_phase``
trigger of the face-up active card; the monsters counted are the ones the turn's ``battle`` log
entries destroyed (``classic_lib.destroyed_by_battle_this_turn``) that you own and that are
printed Level 2 or lower Normal Monsters; as many come as the Deck and the free Monster Zones
allow, each in the position its player chooses (face-up Attack or Defense). Checks:
``tests/ygo/test_goat7_t_end_phase.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    destroyed_by_battle_this_turn,
    reg,
)
from cardtable.ygo.cards.scripts.goat7_t_summon_steps import summon_each
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.state import F_ACTIVE, LOC_DECK, LOC_SZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

HUMAN_WAVE_TACTICS = 30353551


def _small_normal(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.type & C.MONSTER and cd.type & C.NORMAL and not cd.type & C.TOKEN) \
        and cd.level <= 2


def _lost(g: Duel, p: int) -> int:
    return sum(1 for c in destroyed_by_battle_this_turn(g)
               if g.owner[c] == p and _small_normal(g, c))


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_SZONE and bool(g.pos[c] & POS_FACEUP) \
        and bool(g.flags[c] & F_ACTIVE) and _lost(g, p) > 0


def _pick(g: Duel, lk: Link) -> None:
    p = lk.player
    cands = [c for c in g.deck[p] if _small_normal(g, c) and g.can_special_summon(c, p)]
    n = min(_lost(g, p), len(cands), sum(1 for z in g.mz[p] if z < 0))
    ask_cards(g, lk, p, cands, n, n, "summon_pick")


reg(HUMAN_WAVE_TACTICS, Effect(),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_cond,
           operation=(_pick, summon_each(LOC_DECK)), category=CAT_SPSUMMON))
