"""Goat-pool LV monsters, batch 5 (goat-m2), their 2005 prints (Soul of the Duelist, Rise of
Destiny) over the ``goat_mon2_lv`` table (``LEVEL_UPS`` rows, ``level_up``):

* Mystic Swordsman LV4 and LV6: "If you Normal Summon this card, you must place it in face-down
  Defense Position" (a ``SUMMON_ALLOWED`` refusal of the face-up Normal Summon; Setting stays
  legal); "If this card attacks a face-down Defense Position monster, destroy the monster
  immediately with this card's effect without flipping it face-up or applying damage
  calculation" (``goat_mon_battle.def_killer``, at the start of the Damage Step); LV4: "During
  the End Phase of a turn that this card destroys a monster as a result of battle, send this card
  to the Graveyard to Special Summon 1 "Mystic Swordsman LV6" from your hand or Deck"; LV6: "You
  can return the monster destroyed with this effect to the top of your opponent's Deck instead
  of sending it to the Graveyard" (asked as the effect resolves; the card goes to the Deck top
  unseen, never to the Graveyard, so no "sent to the Graveyard" effect of it starts).
* Silent Swordsman LV3: "Negate the effects of your opponent's Spell Cards that target this
  card" (a ``RESOLVE_HOOKS`` check, as Chaos Command Magician's); "During your Standby Phase,
  you can send this face-up card to the Graveyard to Special Summon 1 "Silent Swordsman LV5"
  from your hand or Deck, except during the turn this card was Summoned or flipped".

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_lv.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, attack_target, reg
from cardtable.ygo.cards.scripts.goat_mon2_lv import LEVEL_UPS, LevelUp, level_up
from cardtable.ygo.cards.scripts.goat_mon_battle import def_killer
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_yesno
from cardtable.ygo.effects.hooks import RESOLVE_HOOKS, SUMMON_ALLOWED, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MYSTIC_SWORDSMAN_LV4 = 74591968
MYSTIC_SWORDSMAN_LV6 = 60482781
SILENT_SWORDSMAN_LV3 = 1995985
SILENT_SWORDSMAN_LV5 = 74388798

SET_ONLY = frozenset({MYSTIC_SWORDSMAN_LV4, MYSTIC_SWORDSMAN_LV6})

LEVEL_UPS[MYSTIC_SWORDSMAN_LV4] = LevelUp("end_phase", MYSTIC_SWORDSMAN_LV6)
LEVEL_UPS[SILENT_SWORDSMAN_LV3] = LevelUp("standby", SILENT_SWORDSMAN_LV5, not_new=True)


def _set_only(g: Duel, p: int, c: int, how: str) -> bool:
    """A face-up Normal Summon of a Mystic Swordsman LV4/LV6 is refused (it may be Set)."""
    return not (how == "normal" and g.code[c] in SET_ONLY)


SUMMON_ALLOWED.append(only_for(SET_ONLY)(_set_only))

_FD_KILLER = def_killer(lambda pos: pos == POS_FD_DEF)
reg(MYSTIC_SWORDSMAN_LV4, _FD_KILLER, level_up(MYSTIC_SWORDSMAN_LV4))


# --- Mystic Swordsman LV6: the destroyed monster may go to the top of the Deck instead ---------

def _lv6_cond(g: Duel, c: int, p: int, w: W) -> bool:
    t = w[2] if len(w) > 2 else -1
    return t >= 0 and g.loc[t] == LOC_MZONE and g.pos[t] == POS_FD_DEF


def _lv6_victim(g: Duel, lk: Link) -> int:
    t = attack_target(g)
    ok = t >= 0 and g.pos[t] == POS_FD_DEF and g.battle and g.battle.attacker == lk.card
    return t if ok else -1


def _lv6_ask(g: Duel, lk: Link) -> None:
    if _lv6_victim(g, lk) >= 0:
        ask_yesno(g, lk, lk.player, "yesno")
    else:
        lk.picks.append(False)


def _lv6_do(g: Duel, lk: Link) -> None:
    t = _lv6_victim(g, lk)
    if t < 0:
        return
    if lk.picks[-1] is True:
        g.to_deck([t], shuffle=False)  # on top, still face-down to everyone but its owner
    else:
        g.destroy([t], "effect", lk)


reg(MYSTIC_SWORDSMAN_LV6, Effect(
    kind="trigger", event="ds_start", optional=False, dmg_step=True, condition=_lv6_cond,
    operation=(_lv6_ask, _lv6_do), category=CAT_DESTROY,
    name=Text("破坏攻击的里侧守备怪兽（可以改为回到对方卡组最上面）",
              "Destroy the attacked face-down monster (or put it on top of its Deck)")))


# --- Silent Swordsman LV3: the opponent's Spells that target it are negated --------------------

def _silent_negates(g: Duel, lk: Link) -> bool:
    if not lk.targets or not g.pool.cards[lk.code].is_spell:
        return False
    for t, lf in zip(lk.targets, lk.tlife, strict=True):
        if g.life[t] == lf and g.code[t] == SILENT_SWORDSMAN_LV3 and active_monster(g, t) \
                and g.ctrl[t] != lk.player:
            nm = g.pool.cards[lk.code].name
            g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
            return True
    return False


RESOLVE_HOOKS.append(only_for({SILENT_SWORDSMAN_LV3})(_silent_negates))
reg(SILENT_SWORDSMAN_LV3, Effect(kind="continuous", name=Text(
    "以这张卡为对象的对方魔法卡的效果无效",
    "The effects of the opponent's Spell Cards that target this card are negated")),
    level_up(SILENT_SWORDSMAN_LV3))
