"""Nutrient Z and Attack and Receive (issue 15 part 3, session 7, g7-t): Normal Traps answering
damage — two cards goat-pool.csv flags "Goat-era version", scripted from their texts and the Goat
format's community rulings (``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/nutrient-z.md``
and ``attack-and-receive.md``).

* Nutrient Z — text (yaml-yugi ``data/29389368.yaml``): when you are about to take 2000 or more
  battle damage, gain 4000 LP first. Goat rulings: activated only in the opponent's Damage Step,
  up to and including damage calculation (the windows ``ds_start``/``ds_before``/``ds_calc``);
  the 2000 must come from that single attack; you must really take the damage — a Kuriboh
  chained to it leaves nothing to gain. So the battle damage the player would take is computed
  from the battle as it stands (:func:`predicted_damage`: ATK against ATK or DEF, piercing,
  a player's "no battle damage" flag) both to activate and again at resolution.
* Attack and Receive — text (``data/63689843.yaml``, the printed Pharaoh's Servant wording):
  activate only when you take damage; 700 damage to the opponent, plus 300 for each "Attack and
  Receive" in your Graveyard. Goat rulings: not in answer to a cost or a Life Point payment,
  nor to damage from your own card's effect; it may be activated in the Damage Step. The windows:
  g7-t's battle damage window (``goat7_t_battle_damage``) and a window after effect damage from
  the opponent's resolving link (an ``EFFECT_DAMAGE_DONE`` hook, ``goat7_t_windows.open_after``).

Our own words in ``pool/goat.csv``. Checks: ``tests/ygo/test_goat7_t_damage_answers.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_battle import pierces
from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.cards.scripts.goat7_t_battle_damage import EVENT as BATTLE_EVENT
from cardtable.ygo.cards.scripts.goat7_t_battle_damage import battle_damage_window, damage_of
from cardtable.ygo.cards.scripts.goat7_t_windows import open_after
from cardtable.ygo.effects.api import CAT_DAMAGE, CAT_RECOVER, Effect, Link
from cardtable.ygo.effects.hooks import EFFECT_DAMAGE_DONE, only_for
from cardtable.ygo.state import LOC_MZONE, POS_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

NUTRIENT_Z = 29389368
ATTACK_AND_RECEIVE = 63689843
EFFECT_EVENT = "effect_damage_taken"

only_for({ATTACK_AND_RECEIVE})(battle_damage_window)


def predicted_damage(g: Duel, p: int) -> int:
    """The battle damage ``p`` would take from the attack being fought, as it stands now."""
    b = g.battle
    if b is None or b.no_damage & (1 << p):
        return 0
    a, t = b.attacker, b.target
    if g.loc[a] != LOC_MZONE:
        return 0
    av = g.atk(a)
    if t < 0:
        return av if g.ctrl[a] != p else 0
    if g.loc[t] != LOC_MZONE:
        return 0
    if g.pos[t] & POS_ATK:
        dv = g.atk(t)
        if av > dv:
            return av - dv if g.ctrl[t] == p else 0
        return dv - av if g.ctrl[a] == p else 0
    dv = g.defense(t)
    if av < dv:
        return dv - av if g.ctrl[a] == p else 0
    if av > dv and pierces(g, a):
        return av - dv if g.ctrl[t] == p else 0
    return 0


def _nutrient_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] in ("ds_start", "ds_before", "ds_calc") and g.tp != p \
        and predicted_damage(g, p) >= 2000


def _nutrient(g: Duel, lk: Link) -> None:
    if predicted_damage(g, lk.player) >= 2000:
        g.recover(lk.player, 4000)


@only_for({ATTACK_AND_RECEIVE})
def _effect_damage(g: Duel, p: int, n: int, src: int) -> None:
    if n > 0 and g.chain and g.chain[-1].ready and g.chain[-1].player != p:
        open_after(g, (EFFECT_EVENT, p, n))


def _ar_cond(g: Duel, c: int, p: int, w: W) -> bool:
    if w and w[0] == EFFECT_EVENT:
        return int(w[1]) == p
    d = damage_of(w)
    return d is not None and d.player == p


def _ar(g: Duel, lk: Link) -> None:
    n = sum(1 for c in g.gy[lk.player] if g.code[c] == ATTACK_AND_RECEIVE)
    g.damage(1 - lk.player, 700 + 300 * n)


EFFECT_DAMAGE_DONE.append(_effect_damage)
reg(NUTRIENT_Z, Effect(dmg_step=True, dmg_calc=True, condition=_nutrient_cond,
                       operation=(_nutrient,), category=CAT_RECOVER))
reg(ATTACK_AND_RECEIVE,
    Effect(event=BATTLE_EVENT, condition=_ar_cond, operation=(_ar,), category=CAT_DAMAGE),
    Effect(event=EFFECT_EVENT, condition=_ar_cond, operation=(_ar,), category=CAT_DAMAGE))
