"""Rare Metalmorph (RDS-EN052, 2004; issue 15 part 3, g8-mb, session 8). Flagged "Goat-era
version" in ``goat-pool.csv``. Text: today's (yaml-yugi ``data/12503902.yaml``) and the OCG
text of the time kept there ("ja": target 1 Machine-Type monster on the field; as long as this
card is on the field its ATK is +500 and the effect of a Spell Card that targets it is negated
once; when the selected monster leaves the field, destroy this card) agree. The Goat-era
behaviour is pinned by the Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/rare-metalmorph.md``): "If you chain Rare Metalmorph to an effect like
Snatch Steal that targets a monster, Snatch Steal is equipped but its effect is negated while
Rare Metalmorph is active"; "If a monster targeted by Rare Metalmorph is flipped face-down, it
is no longer targeted … and Rare Metalmorph remains on the field meaninglessly".

How:

* a Continuous Trap targeting 1 face-up Machine-Type monster (either side); on resolution it is
  linked to it (``classic_lib.link_cards``, g6-t's Metalmorph way): +500 ATK while the Trap is
  face-up and the monster stays face-up (turned face-down, the link is gone for good);
* a ``RESOLVE_HOOKS`` hook negates the effect of the first Spell Card link that targets that
  monster while the Trap applies (one public mark per Trap: "once"); a Spell that stays on the
  field (Snatch Steal, an Equip Spell) stays there equipped to the monster, its effect negated
  (``F_NEGATED``; Snatch Steal is linked by the hook, as its own resolution would have done,
  without taking control) — "equipped but its effect is negated" —; a mark remembers it and
  the same hook negates that Spell's later effects (Snatch Steal's Standby Life Points) while
  the Trap applies;
* when the Trap leaves the field or stops applying to the monster (``left_field`` of the
  Trap: an ``EVENT_HOOKS`` hook), the Spell it held negated applies from then on: ``F_NEGATED``
  cleared and, for a control-taking Equip Spell (Snatch Steal, Falling Down), control taken as
  its effect would have ("while Rare Metalmorph is active");
* when the monster leaves the field, the Trap goes with it (the engine destroys a linked
  card); turned face-down, the monster is unlinked and the Trap stays, meaningless (the FAQ:
  a ``DESTROY_SUBSTITUTES`` hook keeps it out of the engine's "equip lost" destruction).

Checks in ``tests/ygo/test_goat8_mb_rare_metalmorph.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    card_ok,
    link_cards,
    live,
    mons,
    note,
    pick,
    reg,
    take_control,
    tgt,
    up,
)
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import (
    DESTROY_SUBSTITUTES,
    EVENT_HOOKS,
    RESOLVE_HOOKS,
    only_for,
)
from cardtable.ygo.state import F_NEGATED, LOC_MZONE, LOC_ONFIELD, LOC_SZONE, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

RARE_METALMORPH = 12503902
SNATCH_STEAL = 45986603
FALLING_DOWN = 65240384
TAKERS = frozenset({SNATCH_STEAL, FALLING_DOWN})
USED = "rare_metalmorph_used"
HELD = "rare_metalmorph_held"
MACHINE = C.RACE_BY_NAME["Machine"]

_machines = mons("any", True, lambda g, c: bool(g.race(c) & MACHINE))


def _link(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t) and card_ok(g, lk) \
            and g.loc[lk.card] == LOC_SZONE:
        link_cards(g, lk.card, t)


def _guarded(g: Duel, s: int) -> int:
    """The face-up monster Rare Metalmorph ``s`` applies to now (-1 = none)."""
    if not live(g, s):
        return -1
    m = g.equip[s]  # (the monster's own slot may hold a Snatch Steal held beside it)
    return m if m >= 0 and g.loc[m] == LOC_MZONE and up(g, m) else -1


def _marks(g: Duel, key: str) -> list[dict[str, Any]]:
    return [pub for kind, pub, _ in g.elog if kind == "card_effect" and key in pub]


def _used(g: Duel, s: int) -> bool:
    return any(pub[USED] == s and pub.get("life") == g.life[s] for pub in _marks(g, USED))


def _held_by(g: Duel, c: int) -> int:
    """The Rare Metalmorph still holding Spell ``c`` negated (-1 = none)."""
    for pub in _marks(g, HELD):
        s = int(pub[HELD])
        if pub.get("card") == c and pub.get("life") == g.life[c] \
                and pub.get("by_life") == g.life[s] and _guarded(g, s) >= 0:
            return s
    return -1


@only_for({RARE_METALMORPH})
def _negate_spell(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: the first Spell Card effect targeting the guarded monster, and later
    effects of a Spell held negated."""
    cd = g.pool.cards[lk.code]
    if not cd.is_spell:
        return False
    if _held_by(g, lk.card) >= 0:
        return True
    if not lk.targets:
        return False
    for q in (0, 1):
        for s in g.sz[q]:
            if s < 0 or g.code[s] != RARE_METALMORPH or _used(g, s):
                continue
            m = _guarded(g, s)
            if m < 0 or not any(t == m and g.target_ok(lk, t, i)
                                for i, t in enumerate(lk.targets)):
                continue
            note(g, s, "Rare Metalmorph negates the Spell Card effect that targets its monster",
                 "稀有金属化·魔法反射装甲使以那只怪兽为对象的魔法卡效果无效",
                 **{USED: s, "life": g.life[s]})
            c = lk.card
            if lk.card_act and (lk.code in TAKERS or cd.type & C.EQUIP) \
                    and g.loc[c] & LOC_ONFIELD:
                note(g, c, "equipped, its effect negated while Rare Metalmorph applies",
                     "装备着，稀有金属化·魔法反射装甲适用期间效果无效",
                     **{HELD: s, "by_life": g.life[s], "life": g.life[c]})
                if lk.code in TAKERS:
                    link_cards(g, c, m)
            return True
    return False


@only_for({RARE_METALMORPH})
def _watch(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: the Trap leaving the field releases the Spell it held negated."""
    if ev != "left_field" or g.code[c] != RARE_METALMORPH:
        return
    for pub in _marks(g, HELD):
        h = int(pub["card"])
        if pub[HELD] != c or pub.get("by_life") != g.life[c] - 1 or g.life[h] != pub.get("life") \
                or g.loc[h] != LOC_SZONE:
            continue
        g.flags[h] &= ~F_NEGATED
        m = g.equip[h]
        if g.code[h] in TAKERS and m >= 0 and g.ctrl[m] != g.ctrl[h]:
            g.equip[h] = -1  # as Snatch Steal's own resolution: take control, then equip
            if g.equip[m] == h:
                g.equip[m] = -1
            take_control(g, m, g.ctrl[h])
            link_cards(g, h, m)


@only_for({RARE_METALMORPH})
def _stays_when_face_down(g: Duel, cs: list[int], reason: str) -> list[int]:
    """``DESTROY_SUBSTITUTES``: the engine destroys a card linked to a monster turned
    face-down; this Trap instead stays, no longer applying to it (the Goat FAQ)."""
    keep = []
    for s in cs:
        m = g.equip[s] if g.code[s] == RARE_METALMORPH else -1
        if reason == "rule" and m >= 0 and g.loc[m] == LOC_MZONE and g.pos[m] & POS_FACEDOWN:
            g.equip[s] = -1
            if g.equip[m] == s:
                g.equip[m] = -1
            note(g, s, "its monster was turned face-down: it stays, applying to nothing",
                 "其怪兽变成里侧表示：这张卡留在场上，不再适用")
            continue
        keep.append(s)
    return keep


def _bonus(g: Duel, s: int, c: int) -> int:
    return 500 if g.equip[s] == c and g.loc[c] == LOC_MZONE and up(g, c) else 0


RESOLVE_HOOKS.append(_negate_spell)
EVENT_HOOKS.append(_watch)
DESTROY_SUBSTITUTES.append(_stays_when_face_down)
reg(RARE_METALMORPH,
    Effect(target=(pick(_machines, "target_monster"),), target_picks=True, stays=True,
           operation=(_link,), category=CAT_ATKCHANGE,
           condition=lambda g, c, p, w: bool(_machines(g, p, c)),
           aspects=(Aspect("atk", _bonus),)),
    Effect(kind="continuous", name=Text(
        "选择的机械族怪兽攻击力上升500，以它为对象的魔法卡的效果只有1次无效",
        "The selected Machine gains 500 ATK; the first Spell effect targeting it is negated")))

__all__ = ["RARE_METALMORPH"]
