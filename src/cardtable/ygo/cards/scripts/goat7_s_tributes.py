"""Tribute bans (issue 15 part 3, session 7, g7-s) over the engine hook ``TRIBUTE_BANS``
(``effects/hooks.py``: the Tribute Summon, Ritual offerings, ``costs.tribute`` and every
``ask_cards`` prompted ``"tribute"`` read it). The "Tribute this card" costs of the card scripts
(steps named ``*tribute_self``) are refused here by an ``ACTIVATE_ALLOWED`` hook. Neither card
is flagged "Goat-era version" in ``goat-pool.csv``: today's official text (DawnbrandBots/
yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; our wording in ``pool/goat.csv``,
checks in ``tests/ygo/test_goat7_s_tributes.py``.

* Mask of Restrict — Continuous Trap: while it is face-up and applies, neither player can
  Tribute any card.
* Mind Control — Normal Spell: target 1 monster your opponent controls; you control it until
  the End Phase (``classic_lib.borrow``, as Change of Heart), but it cannot declare an attack
  and cannot be Tributed (a public mark naming the monster and its stay under your control).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import (
    borrow,
    live,
    note,
    pick,
    reg,
    return_borrowed,
    tgt,
)
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    ATTACK_ALLOWED,
    TRIBUTE_BANS,
    can_tribute,
    only_for,
)
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

MASK_OF_RESTRICT = 29549364
MIND_CONTROL = 37520316
MIND_KEY = "mind_control"


@only_for({MASK_OF_RESTRICT})
def _mask(g: Duel, c: int) -> bool:
    return any(s >= 0 and g.code[s] == MASK_OF_RESTRICT and live(g, s)
               for q in (0, 1) for s in g.sz[q])


def _mind_controlled(g: Duel, c: int) -> bool:
    if g.loc[c] != LOC_MZONE:
        return False
    return any(kind == "card_effect" and pub.get(MIND_KEY) == [c, g.life[c]]
               for kind, pub, _ in this_turn(g))


@only_for({MIND_CONTROL})
def _mind_no_tribute(g: Duel, c: int) -> bool:
    return _mind_controlled(g, c)


@only_for({MIND_CONTROL})
def _mind_no_attack(g: Duel, c: int) -> bool:
    return not _mind_controlled(g, c)


@only_for({MASK_OF_RESTRICT, MIND_CONTROL})
def _no_self_tribute(g: Duel, p: int, c: int, eff: Any) -> bool:
    """A "Tribute this card" cost cannot be paid with a card that cannot be Tributed."""
    cost = getattr(eff, "cost", ())
    if not any(getattr(st, "__name__", "").endswith("tribute_self") for st in cost):
        return True
    return can_tribute(g, c)


def _take(g: Duel, lk: Link) -> None:
    m = tgt(g, lk)
    if m >= 0 and g.ctrl[m] != lk.player and borrow(g, m, lk.player):
        note(g, m, "Cannot declare an attack or be Tributed", "不能攻击宣言，不能解放",
             **{MIND_KEY: [m, g.life[m]]})


def _theirs(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0]


only_for({MIND_CONTROL})(return_borrowed)  # its End Phase return runs in these duels too
TRIBUTE_BANS.extend((_mask, _mind_no_tribute))
ATTACK_ALLOWED.append(_mind_no_attack)
ACTIVATE_ALLOWED.append(_no_self_tribute)
reg(MASK_OF_RESTRICT, Effect(aspects=(Aspect("no_tributes"),)))
reg(MIND_CONTROL, Effect(target=(pick(_theirs, "target_monster"),), target_picks=True,
                         operation=(_take,),
                         condition=lambda g, c, p, w: bool(_theirs(g, p, c))
                         and g.free_mzone(p) >= 0))
