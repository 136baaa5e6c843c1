"""Helpers shared by the skills of the 火/林/山 generals and the 3v3 generals: losing max HP,
gaining skills (awakenings), limited-skill marks and 拼点 (point fight)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, RANK
from cardtable.sgs.generals.standard_common import pick_cards
from cardtable.sgs.skills.api import Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def lose_max_hp(g: SgsGame, s: int, n: int = 1) -> None:
    """``s`` loses ``n`` max HP (HP is cut down to it); at 0 max HP the seat dies."""
    g.maxhp[s] -= n
    if g.hp[s] > g.maxhp[s]:
        g.hp[s] = g.maxhp[s]
    g.log_event("lose_maxhp", {"seat": s, "n": n, "maxhp": g.maxhp[s], "hp": g.hp[s]})
    if g.maxhp[s] <= 0:
        g.push(("die", s, -1))


def gain_skills(g: SgsGame, s: int, *sids: str) -> None:
    """``s`` gains skills for the rest of the game (awakenings: 志继 观星, 魂姿 英姿+英魂)."""
    new = tuple(k for k in sids if k not in g.skills[s])
    if new:
        g.skills[s] = (*g.skills[s], *new)
        g.rebuild_skill_index()
        g.log_event("gain_skills", {"seat": s, "skills": list(new)})


def awaken(g: SgsGame, s: int, sid: str) -> None:
    """Mark awakening skill ``sid`` of ``s`` as woken (it never fires again)."""
    g.marks[s]["awoken_" + sid] = 1
    g.log_event("awaken", {"seat": s, "skill": sid})


def wake_for_skills(g: SgsGame, s: int, sid: str, *gains: str) -> None:
    """The usual awakening (魂姿, 凿险): mark ``sid`` woken, lose 1 max HP, then gain ``gains``
    unless that killed the seat."""
    awaken(g, s, sid)
    lose_max_hp(g, s)
    if g.maxhp[s] > 0:
        gain_skills(g, s, *gains)


def awoken(g: SgsGame, s: int, sid: str) -> bool:
    """True once ``s``'s awakening skill ``sid`` has woken."""
    return bool(g.marks[s].get("awoken_" + sid))


def spent(g: SgsGame, s: int, sid: str) -> bool:
    """True once ``s`` has used limited skill ``sid`` (限定技: once per game)."""
    return bool(g.marks[s].get("spent_" + sid))


def spend(g: SgsGame, s: int, sid: str) -> None:
    """Mark limited skill ``sid`` of ``s`` as used."""
    g.marks[s]["spent_" + sid] = 1


# ---- 拼点 point fight ----------------------------------------------------------------------------
# Both seats choose a hand card face down. The first choice is kept as a position in the
# initiator's hand (never as a card id, never logged), so neither the second chooser nor a
# determinized copy for it can learn the card; both are then shown together and put in the
# processing area. ``then + (card_a, card_b, a_wins)`` runs while they are there; a card nobody
# took goes to the discard pile afterwards. The initiator wins only with a strictly higher rank.
PINDIAN_PICK = Text("拼点：选择一张手牌（背面朝上）", "Point fight: choose a hand card (face down)")


def pindian(g: SgsGame, a: int, b: int, reason: str, then: Frame) -> None:
    """Push a 拼点 of ``a`` (the initiator) against ``b`` (both must hold a hand card)."""
    g.log_event("pindian_start", {"seat": a, "target": b, "reason": reason})
    pick_cards(g, a, PINDIAN_PICK, g.hand[a], 1, 1, ("pindian.b", a, b, reason, then))


@step("pindian.b")
def _pindian_b(g: SgsGame, f: Frame) -> None:
    _, a, b, reason, then, ca = f
    if not g.hand[b] or not g.alive_[b]:
        g.log_event("pindian_void", {"seat": a, "target": b})
        return
    pos = g.hand[a].index(ca[0])
    pick_cards(g, b, PINDIAN_PICK, g.hand[b], 1, 1, ("pindian.show", a, b, reason, then, pos))


@step("pindian.show")
def _pindian_show(g: SgsGame, f: Frame) -> None:
    _, a, b, reason, then, pos, cbs = f
    ca = g.hand[a][pos]
    cb = cbs[0]
    win = RANK[ca] > RANK[cb]
    g.log_event("pindian", {"seat": a, "target": b, "reason": reason, "cards": [ca, cb],
                            "text": [CARD_TEXT[ca].en, CARD_TEXT[cb].en], "win": win})
    g.push(("pindian.clean", ca, cb))
    g.push((*then, ca, cb, win))
    g.move_card(ca, "proc")
    g.move_card(cb, "proc")


@step("pindian.clean")
def _pindian_clean(g: SgsGame, f: Frame) -> None:
    for c in f[1:]:
        if g.loc[c] >> 4 == 5:
            g.move_card(c, "discard")
