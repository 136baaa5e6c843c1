"""The damage pipeline with its trigger points, HP loss and recovery.

damage_caused (source: 裸衣; 寒冰剑, 麒麟弓) → damage_inflicted (victim: 天香) → HP reduced →
hp_reduced (不屈) → dying if HP ≤ 0 → damaged (victim: 奸雄 反馈 刚烈 遗计) → dealt_damage
(source: 狂骨) → for fire/thunder damage on a chained victim, the iron chain passes it on
(:mod:`cardtable.sgs.cards.maneuvering`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import NAME, SUBTYPE
from cardtable.sgs.cards.maneuvering import elemental_hit
from cardtable.sgs.rules.triggers import fire, fire_simple, new_ctx
from cardtable.sgs.rules.zones import cards_of
from cardtable.sgs.skills.api import (
    DMG_CANCEL,
    DMG_DST,
    DMG_N,
    DMG_NAME,
    DMG_SRC,
    Frame,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

ICE_PROMPT: Final = Text("是否发动【寒冰剑】防止伤害并弃置其两张牌？",
                         "Use Frost Sword: prevent the damage and discard two of their cards?")
KYLIN_PROMPT: Final = Text("是否发动【麒麟弓】弃置其一匹马？",
                           "Use Kirin Bow: discard one of their horses?")
ICE_PICK: Final = Text("寒冰剑：选择要弃置的牌", "Frost Sword: choose a card to discard")


def damage(g: SgsGame, src: int, dst: int, n: int, name: str = "",
           cards: tuple[int, ...] = (), nature: str = "normal") -> None:
    """Push the damage pipeline (``src`` −1 = no source)."""
    cid = new_ctx(g, [src, dst, n, name, cards, nature, 0])
    g.stack.append(("dmg1", cid))


@step("dmg1")
def _dmg1(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    ctx = g.ctx[cid]
    src, dst = ctx[DMG_SRC], ctx[DMG_DST]
    if not g.alive_[dst]:
        del g.ctx[cid]
        return
    g.stack.append(("dmg2", cid))
    if src >= 0 and g.alive_[src]:
        if ctx[DMG_NAME] == "slash":
            w = g.equip[src][0]
            if w >= 0:
                wn = NAME[w]
                if wn == "ice_sword" and cards_of(g, dst, "he"):
                    g.ask_yesno(src, ICE_PROMPT, ("ice_sword", cid))
                elif wn == "kylin_bow" and (g.equip[dst][2] >= 0 or g.equip[dst][3] >= 0):
                    g.ask_yesno(src, KYLIN_PROMPT, ("kylin_bow", cid))
        fire(g, "damage_caused", cid, src)


@step("ice_sword")
def _ice(g: SgsGame, f: Frame) -> None:
    _, cid, yes = f
    if not yes:
        return
    ctx = g.ctx[cid]
    ctx[DMG_CANCEL] = 1
    g.log_event("equip_skill", {"seat": ctx[DMG_SRC], "equip": "ice_sword"})
    g.ask_card_from(ctx[DMG_SRC], ctx[DMG_DST], "he", ICE_PICK, ("ice_sword2", cid, 2))


@step("ice_sword2")
def _ice2(g: SgsGame, f: Frame) -> None:
    _, cid, left, card = f
    ctx = g.ctx[cid]
    src, dst = ctx[DMG_SRC], ctx[DMG_DST]
    if card >= 0:
        g.discard(dst, (card,))
    if left > 1 and g.alive_[src] and cards_of(g, dst, "he"):
        g.ask_card_from(src, dst, "he", ICE_PICK, ("ice_sword2", cid, left - 1))


@step("kylin_bow")
def _kylin(g: SgsGame, f: Frame) -> None:
    _, cid, yes = f
    if not yes:
        return
    ctx = g.ctx[cid]
    dst = ctx[DMG_DST]
    horses = [c for c in (g.equip[dst][2], g.equip[dst][3]) if c >= 0]
    opts = [{"area": "equip", "card": c} for c in horses]
    g.ask(ctx[DMG_SRC], "pick", Text("麒麟弓：弃置一匹马", "Kirin Bow: discard a horse"), opts,
          ("kylin_bow2", dst), tuple(horses))


@step("kylin_bow2")
def _kylin2(g: SgsGame, f: Frame) -> None:
    _, dst, card = f
    g.discard(dst, (card,))


@step("dmg2")
def _dmg2(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    ctx = g.ctx[cid]
    if ctx[DMG_CANCEL] or ctx[DMG_N] <= 0 or not g.alive_[ctx[DMG_DST]]:
        del g.ctx[cid]
        return
    g.stack.append(("dmg3", cid))
    fire(g, "damage_inflicted", cid, ctx[DMG_DST])


@step("dmg3")
def _dmg3(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    ctx = g.ctx[cid]
    dst, n = ctx[DMG_DST], ctx[DMG_N]
    if ctx[DMG_CANCEL] or n <= 0 or not g.alive_[dst]:
        del g.ctx[cid]
        return
    g.hp[dst] -= n
    g.log_event("damage", {"src": ctx[DMG_SRC], "dst": dst, "n": n, "card": ctx[DMG_NAME],
                           "nature": ctx[5], "hp": g.hp[dst]})
    if ctx[5] != "normal":  # fire/thunder: a chained victim is unchained, the chain passes it on
        elemental_hit(g, ctx)
    g.stack.append(("dmg4", cid))
    g.stack.append(("hp_check", dst, ctx[DMG_SRC], n))


@step("dmg4")
def _dmg4(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    ctx = g.ctx[cid]
    g.stack.append(("free", cid))
    src, dst = ctx[DMG_SRC], ctx[DMG_DST]
    if src >= 0 and g.alive_[src]:
        fire(g, "dealt_damage", cid, src)
    if g.alive_[dst]:
        fire(g, "damaged", cid, dst)


@step("hp_check")
def _hp_check(g: SgsGame, f: Frame) -> None:
    _, seat, killer, n = f
    if "hp_reduced" in g.tindex:
        cid = new_ctx(g, [seat, n, 0])
        g.stack.append(("hp_check2", seat, killer, cid))
        fire(g, "hp_reduced", cid, seat)
    elif g.hp[seat] <= 0:
        g.stack.append(("dying", seat, killer))


@step("hp_check2")
def _hp_check2(g: SgsGame, f: Frame) -> None:
    _, seat, killer, cid = f
    cancel = g.ctx.pop(cid)[2]
    if not cancel and g.alive_[seat] and g.hp[seat] <= 0:
        # entering dying anew: an earlier "dying is over" mark (不屈 declined this time) lapses
        g.marks[seat].pop("dying_over", None)
        g.stack.append(("dying", seat, killer))


def lose_hp(g: SgsGame, seat: int, n: int) -> None:
    """``seat`` loses ``n`` HP (not damage: no damage triggers); may enter dying."""
    if not g.alive_[seat] or n <= 0:
        return
    g.hp[seat] -= n
    g.log_event("lose_hp", {"seat": seat, "n": n, "hp": g.hp[seat]})
    g.stack.append(("hp_check", seat, -1, n))


def recover(g: SgsGame, seat: int, n: int) -> None:
    """``seat`` recovers up to ``n`` HP (not above max HP); fires ``recovered``."""
    if not g.alive_[seat]:
        return
    k = min(n, g.maxhp[seat] - g.hp[seat])
    if k <= 0:
        return
    g.hp[seat] += k
    g.log_event("recover", {"seat": seat, "n": k, "hp": g.hp[seat]})
    fire_simple(g, "recovered", [seat, k], seat)


def is_equip(c: int) -> bool:
    """True for equipment cards."""
    return SUBTYPE[c] != ""
