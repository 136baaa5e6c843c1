"""The rest of the Dark Crisis Archfiends (issue 15 part 3, g7-mb, session 7), over g6-mb's
``goat6_mb_archfiends`` table (``archfiend_effects``: the Standby upkeep and the die). None is
flagged "Goat-era version" in ``goat-pool.csv``: today's official texts (yaml-yugi
``data/<passcode>.yaml``, which keep the 2003 DCR wording) give the 2005 behaviour; our wording
is in ``pool/goat.csv``.

* Darkbishop Archfiend (500 LP): its die (1, 3 or 6) answers an opponent's effect that targets
  any face-up "Archfiend" monster of its controller, itself included, when that effect resolves
  (one roll per active Darkbishop; its row has no die of its own, so no second roll).
* Desrook Archfiend (500 LP; 3): when a "Terrorking Archfiend" of its controller is destroyed
  and sent to the Graveyard, its controller may send Desrook from the hand to the Graveyard
  (the cost) to Special Summon that Terrorking (a trigger in the hand).
* Infernalqueen Archfiend (500 LP; 2 or 5): in each Standby Phase (both players') while it is
  face-up on the field, 1 face-up "Archfiend" monster on the field, picked by its controller when
  the trigger resolves (the texts select no target), gains 1000 ATK until the end of the turn.
* Checkmate (Normal Spell): Tribute 1 "Archfiend" monster you control (the cost); this turn 1
  face-up "Terrorking Archfiend" you control (picked as it resolves) may attack directly — a
  rule note read by an ``ATTACK_TARGETS`` hook.
* Battle-Scarred (Continuous Trap): activated targeting 1 face-up "Archfiend" monster you
  control, linked to it (``classic_lib.link_cards``: destroyed when that monster leaves the
  field); when this card leaves the field, that monster is destroyed (a trigger, as Premature
  Burial's); whenever that monster's upkeep is paid in a Standby Phase, the opponent pays the
  same LP (a ``goat6_mb_archfiends.UPKEEP_PAID`` hook: no payment under Pandemonium, none for
  the opponent either).

Checks in ``tests/ygo/test_goat7_mb_archfiends.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    last,
    link_cards,
    linked_monster,
    note,
    pick,
    reg,
    tgt,
)
from cardtable.ygo.cards.scripts.classic_spells import destroy_linked_monster
from cardtable.ygo.cards.scripts.goat6_mb_archfiends import (
    TERRORKING_ARCHFIEND,
    UPKEEP_PAID,
    ArchfiendRow,
    archfiend_effects,
    archfiend_monster,
)
from cardtable.ygo.cards.scripts.goat9_a_dice import DICE_RE_ROLL, Slot, resolve_rolls
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, EVENT_HOOKS, RESOLVE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_GY, LOC_HAND, LOC_MZONE, LOC_ONFIELD, POS_FACEUP, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DARKBISHOP_ARCHFIEND = 35798491
DESROOK_ARCHFIEND = 72192100
INFERNALQUEEN_ARCHFIEND = 8581705
CHECKMATE = 69313735

_DARKBISHOP_HITS = frozenset({1, 3, 6})

# --- Darkbishop Archfiend ------------------------------------------------------------------------


@only_for({DARKBISHOP_ARCHFIEND})
def _darkbishop_die(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: an opponent's effect resolving with a face-up "Archfiend" monster of a
    player who controls an active Darkbishop among its targets — one roll per Darkbishop; on 1,
    3 or 6 the effect is negated and its card destroyed."""
    if not lk.targets:
        return False
    if DICE_RE_ROLL in g.code:  # the rolls may be re-rolled (goat9_a_dice)
        return resolve_rolls(g, lk, [Slot(q, _DARKBISHOP_HITS, b) for q, b in _bishops(g, lk)])
    for q, b in _bishops(g, lk):
        r = ops.roll_die(g, q)
        if r in _DARKBISHOP_HITS:
            note(g, b, f"rolled {r}: the effect is negated", f"掷出{r}：效果无效")
            if g.loc[lk.card] & LOC_ONFIELD:
                g.destroy([lk.card], "effect")
            return True
    return False


def _bishops(g: Duel, lk: Link) -> Iterator[tuple[int, int]]:
    """(controller, Darkbishop) per roll for resolving link ``lk``: each opponent's targeted
    "Archfiend" monster still the target, each active Darkbishop of its controller."""
    for t, lf in zip(lk.targets, lk.tlife, strict=True):
        q = g.ctrl[t]
        if g.life[t] != lf or q == lk.player or g.loc[t] != LOC_MZONE \
                or not archfiend_monster(g, t):
            continue
        for b in g.monsters(q):
            if g.code[b] == DARKBISHOP_ARCHFIEND and active_monster(g, b):
                yield q, b


RESOLVE_HOOKS.append(_darkbishop_die)
reg(DARKBISHOP_ARCHFIEND, *archfiend_effects(DARKBISHOP_ARCHFIEND, ArchfiendRow(500, frozenset())),
    Effect(kind="continuous", name=Text(
        "自己的「恶魔」怪兽被对方的卡的效果指定为对象时掷骰：1·3·6则那个效果无效并破坏",
        "Your \"Archfiend\" targeted by an opponent's card: roll; on 1, 3, 6 negate it and "
        "destroy that card")))

# --- Desrook Archfiend ---------------------------------------------------------------------------


EV_DESROOK = "g7mb_terrorking_destroyed"  # queued by the hook below, never raised by the engine


def _terrorking_destroyed(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a "Terrorking Archfiend" destroyed and sent to its owner's Graveyard
    from the field queues the trigger of each Desrook Archfiend in that player's hand."""
    if ev != "destroyed" or g.code[c] != TERRORKING_ARCHFIEND or g.loc[c] != LOC_GY:
        return
    p = g.owner[c]
    for d in g.hand[p]:
        if g.code[d] == DESROOK_ARCHFIEND:
            for ei in g.pool.trig_index(DESROOK_ARCHFIEND).get(EV_DESROOK, ()):
                g.trig.append(Trigger(d, ei, p, g.stamp, (EV_DESROOK, d, c, g.life[c])))


def _terrorking_down(g: Duel, c: int, p: int, w: W) -> bool:
    """The queued Terrorking is still that card in the Graveyard, Desrook still in the hand,
    and a Monster Zone is free."""
    if len(w) < 4 or g.loc[c] != LOC_HAND:
        return False
    t = int(w[2])
    return g.loc[t] == LOC_GY and g.life[t] == w[3] and g.free_mzone(p) >= 0


def _desrook_cost(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_HAND:
        g.send_to_gy([lk.card], "cost")


def _desrook_revive(g: Duel, lk: Link) -> None:
    ev = lk.event
    if ev is None or len(ev) < 4:
        return
    t = int(ev[2])
    if g.loc[t] == LOC_GY and g.life[t] == ev[3] and g.can_special_summon(t, lk.player):
        g.special_summon(t, lk.player, POS_FU_ATK)


EVENT_HOOKS.append(only_for({DESROOK_ARCHFIEND})(_terrorking_destroyed))
reg(DESROOK_ARCHFIEND, *archfiend_effects(DESROOK_ARCHFIEND, ArchfiendRow(500, frozenset({3}))),
    Effect(kind="trigger", event=EV_DESROOK, where=LOC_HAND, optional=True,
           condition=_terrorking_down, cost=(_desrook_cost,), operation=(_desrook_revive,),
           category=CAT_SPSUMMON,
           name=Text("把这张卡从手卡送去墓地：被破坏的「灭绝国王恶魔」特殊召唤",
                     "Send this card from your hand: Special Summon the destroyed "
                     "\"Terrorking Archfiend\"")))

# --- Infernalqueen Archfiend ---------------------------------------------------------------------


def _queen_on_field(g: Duel, c: int, p: int, w: W) -> bool:
    return active_monster(g, c)


def _archfiends_up(g: Duel) -> list[int]:
    return [m for q in (0, 1) for m in g.monsters(q) if archfiend_monster(g, m)]


def _queen_pick(g: Duel, lk: Link) -> None:
    cs = _archfiends_up(g)
    if cs:
        ask_cards(g, lk, lk.player, cs, 1, 1, "choose")


def _queen_boost(g: Duel, lk: Link) -> None:
    for m in last(lk):
        if g.loc[m] == LOC_MZONE and archfiend_monster(g, m):
            g.add_buff(m, atk=1000, until_end=True, src=lk.card)


reg(INFERNALQUEEN_ARCHFIEND,
    *archfiend_effects(INFERNALQUEEN_ARCHFIEND, ArchfiendRow(500, frozenset({2, 5}))),
    Effect(kind="trigger", event="standby", optional=False, condition=_queen_on_field,
           operation=(_queen_pick, _queen_boost), category=CAT_ATKCHANGE,
           name=Text("准备阶段：1只「恶魔」怪兽的攻击力直到回合结束时上升1000",
                     "Standby Phase: 1 \"Archfiend\" monster gains 1000 ATK this turn")))

# --- Checkmate -----------------------------------------------------------------------------------

RULE_CHECKMATE = "g7mb_checkmate"


def _own_archfiends(g: Duel, p: int) -> list[int]:
    return [m for m in g.monsters(p) if archfiend_monster(g, m)]


def _checkmate_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(_own_archfiends(g, p))


def _checkmate_cost_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _own_archfiends(g, lk.player), 1, 1, "tribute")


def _checkmate_cost(g: Duel, lk: Link) -> None:
    cs = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    if cs:
        g.send_to_gy(cs, "tribute")


def _terrorkings(g: Duel, p: int) -> list[int]:
    return [m for m in _own_archfiends(g, p) if g.code[m] == TERRORKING_ARCHFIEND]


def _checkmate_pick(g: Duel, lk: Link) -> None:
    cs = _terrorkings(g, lk.player)
    if cs:
        ask_cards(g, lk, lk.player, cs, 1, 1, "choose")


def _checkmate_mark(g: Duel, lk: Link) -> None:
    for m in last(lk):
        if g.loc[m] == LOC_MZONE and g.code[m] == TERRORKING_ARCHFIEND:
            g.elog.append(("rule", {
                "rule": RULE_CHECKMATE, "card": m, "life": g.life[m], "turn": g.turn,
                "zh": "这个回合这只「灭绝国王恶魔」可以直接攻击",
                "en": "This \"Terrorking Archfiend\" may attack directly this turn"}, None))


def _checkmated(g: Duel, a: int) -> bool:
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            return False
        if kind == "rule" and pub.get("rule") == RULE_CHECKMATE and pub.get("card") == a \
                and pub.get("life") == g.life[a] and pub.get("turn") == g.turn:
            return True
    return False


@only_for({CHECKMATE})
def _checkmate_direct(g: Duel, a: int, targets: list[int]) -> list[int]:
    """``ATTACK_TARGETS``: the Terrorking Archfiend Checkmate picked this turn may also attack
    directly."""
    if g.code[a] != TERRORKING_ARCHFIEND or -1 in targets or not _checkmated(g, a):
        return targets
    return [*targets, -1]


ATTACK_TARGETS.append(_checkmate_direct)
reg(CHECKMATE, Effect(kind="activate", condition=_checkmate_cond,
                      cost=(_checkmate_cost_pick, _checkmate_cost),
                      operation=(_checkmate_pick, _checkmate_mark),
                      name=Text("解放1只「恶魔」怪兽：这个回合1只「灭绝国王恶魔」可以直接攻击",
                                "Tribute 1 \"Archfiend\": 1 \"Terrorking Archfiend\" may attack "
                                "directly this turn")))

# --- Battle-Scarred ------------------------------------------------------------------------------

BATTLE_SCARRED = 94463200


def _own_archfiend_targets(g: Duel, p: int, c: int) -> list[int]:
    return _own_archfiends(g, p)


def _scarred_link(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and archfiend_monster(g, t) \
            and g.loc[lk.card] & LOC_ONFIELD and g.life[lk.card] == lk.life:
        link_cards(g, lk.card, t)


def _scarred_left(g: Duel, c: int, p: int, w: W) -> bool:
    return linked_monster(g, c) >= 0


@only_for({BATTLE_SCARRED})
def _scarred_shares(g: Duel, archfiend: int, cost: int) -> None:
    """``UPKEEP_PAID``: the opponent of the controller of a Battle-Scarred linked to this
    Archfiend pays the same LP."""
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == BATTLE_SCARRED and g.pos[s] & POS_FACEUP \
                    and linked_monster(g, s) == archfiend:
                g.pay_lp(1 - g.ctrl[s], cost)


UPKEEP_PAID.append(_scarred_shares)
reg(BATTLE_SCARRED,
    Effect(kind="activate", target=(pick(_own_archfiend_targets, "target_monster"),),
           target_picks=True, operation=(_scarred_link,),
           condition=lambda g, c, p, w: bool(_own_archfiends(g, p)),
           name=Text("选择自己的1只「恶魔」怪兽", "Select 1 \"Archfiend\" monster you control")),
    Effect(kind="trigger", event="left_field", optional=False,
           operation=(destroy_linked_monster,), condition=_scarred_left,
           name=Text("这张卡离场时破坏选择的怪兽",
                     "Leaves the field: destroy the selected monster")))

__all__ = ["BATTLE_SCARRED", "CHECKMATE", "DARKBISHOP_ARCHFIEND", "DESROOK_ARCHFIEND",
           "INFERNALQUEEN_ARCHFIEND"]
