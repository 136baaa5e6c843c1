""""ATK/DEF becomes N" (issue 15 part 3, session 7, an engine piece g7-t owns) and the Goat-pool
Traps using it: Adhesion Trap Hole, Curse of Anubis, Fairy Box.

The piece: the engine's stats are the printed (original) value plus additive modifiers (buffs,
continuous aspects), so

* :func:`set_original` — "its original ATK/DEF becomes N": a buff of ``N - printed``; every
  other modifier still applies on top, exactly as with an original value of N (limit: an
  effect that reads the *original* value still reads the printed one);
* :func:`become` — "its ATK/DEF becomes N" (the current value): a buff of ``N - current`` at
  resolution; modifiers applied later still count (the 2005 rule for "becomes" cards), and a
  modifier applied earlier that later ends changes the value by its amount (a documented limit
  of the additive model);
* :func:`drop_buff` — ends such a buff early ("until the end of the Battle Phase").

Texts: none is flagged "Goat-era version" in goat-pool.csv; today's official texts (yaml-yugi
``data/62325062.yaml`` Adhesion Trap Hole, ``data/66742250.yaml`` Curse of Anubis,
``data/21598948.yaml`` Fairy Box) describe them; our own words in ``pool/goat.csv``:

* Adhesion Trap Hole — when your opponent Normal, Flip or Special Summons a monster: its
  original ATK is halved while it stays face-up on the field (the Japanese text there: as long
  as it is face-up on the field).
* Curse of Anubis — every face-up Effect Monster on the field is changed to Defense Position;
  until the end of this turn their original DEF becomes 0 and their battle positions cannot be
  changed (the zh-CN text there: the face-up Effect Monsters).
* Fairy Box (Continuous Trap) — each time an opponent's monster declares an attack, call a coin:
  right, that monster's ATK becomes 0 until the end of the Battle Phase; in each of your
  Standby Phases pay 500 LP or destroy this card.

Checks: ``tests/ygo/test_goat7_t_stat_set.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import card_ok, note, reg, up
from cardtable.ygo.cards.scripts.classic_spells import own_standby, upkeep_or_destroy
from cardtable.ygo.cards.scripts.goat5_coin_traps import call_coin, called_right
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_POSITION, Effect, Link
from cardtable.ygo.effects.hooks import PHASE_HOOKS, POSITION_LOCKED, only_for
from cardtable.ygo.state import F_ACTIVE, LOC_MZONE, LOC_SZONE, POS_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

ADHESION_TRAP_HOLE = 62325062
CURSE_OF_ANUBIS = 66742250
FAIRY_BOX = 21598948
_ANUBIS_KEY = "anubis_locked"
_BOX_KEY = "fairy_box_zero"


def set_original(g: Duel, c: int, atk: int | None = None, defense: int | None = None,
                 until_end: bool = True, src: int = -1) -> None:
    """Monster ``c``'s original ATK and/or DEF becomes the value given."""
    cd = g.cd(c)
    da = 0 if atk is None else atk - cd.atk
    dd = 0 if defense is None else defense - cd.defense
    if da or dd:
        g.add_buff(c, atk=da, defense=dd, until_end=until_end, src=src)


def become(g: Duel, c: int, atk: int | None = None, defense: int | None = None,
           until_end: bool = True, src: int = -1) -> tuple[int, int]:
    """Monster ``c``'s current ATK and/or DEF becomes the value given; returns the
    ``(atk, def)`` deltas applied (for :func:`drop_buff`)."""
    da = 0 if atk is None else atk - g.atk(c)
    dd = 0 if defense is None else defense - g.defense(c)
    if da or dd:
        g.add_buff(c, atk=da, defense=dd, until_end=until_end, src=src)
    return da, dd


def drop_buff(g: Duel, c: int, life: int, da: int, dd: int) -> bool:
    """Remove one buff ``(c, life, da, dd)`` added by :func:`become` (True if found)."""
    for i, b in enumerate(g.buffs):
        if b[0] == c and b[1] == life and b[2] == da and b[3] == dd:
            g.buffs = [*g.buffs[:i], *g.buffs[i + 1:]]
            return True
    return False


# --- Adhesion Trap Hole -----------------------------------------------------------------------


def _opp_summoned(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == "summoned" and w[3] != p and g.loc[w[1]] == LOC_MZONE \
        and up(g, w[1])


def _adhesion(g: Duel, lk: Link) -> None:
    m = lk.window[1]
    if g.loc[m] == LOC_MZONE and up(g, m):
        set_original(g, m, atk=g.cd(m).atk // 2, until_end=False, src=lk.card)


# --- Curse of Anubis --------------------------------------------------------------------------


def _effect_monsters(g: Duel) -> list[int]:
    return [m for q in (g.tp, 1 - g.tp) for m in g.mz[q] if m >= 0 and up(g, m)
            and g.cd(m).type & C.EFFECT]


def _anubis(g: Duel, lk: Link) -> None:
    ms = g.affected(_effect_monsters(g))
    for m in ms:
        if g.pos[m] & POS_ATK:
            g.change_position(m, POS_FU_DEF)
    for m in ms:
        if g.loc[m] == LOC_MZONE and up(g, m):
            set_original(g, m, defense=0, src=lk.card)
            note(g, m, "Its battle position cannot be changed this turn",
                 "这个回合不能变更表示形式", **{_ANUBIS_KEY: m, "life": g.life[m]})


@only_for({CURSE_OF_ANUBIS})
def _anubis_locked(g: Duel, m: int) -> bool:
    return any(kind == "card_effect" and pub.get(_ANUBIS_KEY) == m
               and pub.get("life") == g.life[m] for kind, pub, _ in this_turn(g))


POSITION_LOCKED.append(_anubis_locked)


# --- Fairy Box --------------------------------------------------------------------------------


def _box_cond(g: Duel, c: int, p: int, w: W) -> bool:
    a = w[1] if len(w) > 1 else -1
    return g.loc[c] == LOC_SZONE and up(g, c) and bool(g.flags[c] & F_ACTIVE) \
        and a >= 0 and g.ctrl[a] != p and g.loc[a] == LOC_MZONE


def _box_op(g: Duel, lk: Link) -> None:
    ev = lk.event
    a = int(ev[1]) if len(ev) > 1 else -1
    if not card_ok(g, lk) or a < 0 or not called_right(g, lk):
        return
    if g.loc[a] == LOC_MZONE and up(g, a):
        da, dd = become(g, a, atk=0, src=lk.card)
        note(g, lk.card, "The attacking monster's ATK is 0 until the end of the Battle Phase",
             "攻击怪兽的攻击力直到战斗阶段结束时变成0",
             **{_BOX_KEY: {"card": a, "life": g.life[a], "da": da, "dd": dd}})


@only_for({FAIRY_BOX})
def _box_end(g: Duel, ev: str) -> None:
    if ev != "battle_end":
        return
    for kind, pub, _ in this_turn(g):
        m = pub.get(_BOX_KEY) if kind == "card_effect" else None
        if m is not None:
            drop_buff(g, int(m["card"]), int(m["life"]), int(m["da"]), int(m["dd"]))


PHASE_HOOKS.append(_box_end)

reg(ADHESION_TRAP_HOLE, Effect(event="summoned", condition=_opp_summoned,
                               operation=(_adhesion,), category=CAT_ATKCHANGE))
reg(CURSE_OF_ANUBIS, Effect(operation=(_anubis,), category=CAT_POSITION,
                            condition=lambda g, c, p, w: bool(_effect_monsters(g))))
reg(FAIRY_BOX, Effect(),
    Effect(kind="trigger", event="attack", scope="any", where=LOC_SZONE, optional=False,
           condition=_box_cond, operation=(call_coin, _box_op), category=CAT_ATKCHANGE),
    Effect(kind="trigger", event="standby", optional=False, condition=own_standby,
           operation=upkeep_or_destroy(500)))
