"""Goat-pool monsters the archetype presets need (issue 15 part 3: Chaos Turbo, Warrior):

* Chaos Sorcerer — Special Summoned like the Envoys (``classic_procs``: 1 LIGHT + 1 DARK
  monster of its controller's GY removed from play); once per turn removes 1 face-up monster
  from play and then cannot attack that turn.
* Night Assailant — FLIP: destroy 1 monster; sent from the hand to the GY: 1 other Flip Effect
  Monster from the GY back to the hand (the ``to_gy`` event says ``"hand"``).
* Dark Mimic LV1 / LV3 — FLIP: draw 1; in its controller's Standby Phase LV1 may be sent to the
  GY for a Dark Mimic LV3 from the hand or Deck; LV3 destroyed and sent to the GY draws 1, or 2
  when LV1 summoned it.
* Magical Merchant — FLIP: cards are picked up (shown to both players) from the top of the Deck
  until a Spell or Trap, which goes to the hand; the others go to the GY.
* Marauding Captain — Normal Summoned: may Special Summon a Level 4 or lower Warrior-Type monster
  from the hand; while face-up the opponent cannot select another face-up Warrior-Type monster
  of its controller as an attack target (``ATTACK_TARGETS``).
* Zaborg the Thunder Monarch — Tribute Summoned: destroy 1 monster on the field.
* Kycoo the Ghost Destroyer — battle damage to the opponent: remove from play up to 2 monsters
  of their GY; while face-up, the opponent cannot remove cards in either GY from play (checked
  by the Envoy-style summoning procedures: :func:`gy_banish_blocked`).

Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are the scenarios of
``scenarios/ygo/goat/archetype_cards.yaml``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    choose_pos,
    gy_banish_blocked,
    is_monster,
    is_spell,
    is_trap,
    last,
    live_targets,
    mark_used,
    mons,
    once_per_turn,
    pick,
    reg,
    tgt,
    tribute_summoned,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_battle import EV_DAMAGE, banish_picked, opp_gy_monsters
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import ATTACK_TARGETS, only_for
from cardtable.ygo.state import (
    F_ATTACKED,
    LOC_DECK,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

CHAOS_SORCERER = 9596126
NIGHT_ASSAILANT = 16226786
DARK_MIMIC_LV1 = 74713516
DARK_MIMIC_LV3 = 1102515
MAGICAL_MERCHANT = 32362575
MARAUDING_CAPTAIN = 2460565
ZABORG = 51945556
KYCOO = 88240808  # also classic_lib.KYCOO, for gy_banish_blocked
#: the ``how`` of Dark Mimic LV3's Special Summon by Dark Mimic LV1 (read back by LV3's draw)
LV1_SUMMON = "dark_mimic_lv1"
WARRIOR = C.RACE_BY_NAME["Warrior"]


def _summon_picked_step(g: Duel, lk: Link) -> None:
    """After a pick of the monster to Special Summon: ask its position (face-up Attack or
    Defense: the text names none, docs/rulings.md G5)."""
    got = [c for c in last(lk) if g.loc[c] in (LOC_HAND, LOC_DECK)]
    if got and g.free_mzone(lk.player) >= 0:
        lk.data["summon"] = got[0]
        choose_pos(g, lk)
    else:
        lk.picks.append(0)


def _summon_picked(how: str) -> Any:
    def op(g: Duel, lk: Link) -> None:
        c = int(lk.data.get("summon", -1))
        if c < 0 or g.loc[c] not in (LOC_HAND, LOC_DECK):
            return
        from_deck = g.loc[c] == LOC_DECK
        g.special_summon(c, lk.player, int(lk.picks[-1]), how=how)
        if from_deck:
            g.shuffle_deck(lk.player)

    return op


# --- Chaos Sorcerer ----------------------------------------------------------------------------

_face_up_mon = mons("any", face_up=True)


def _sorcerer_banish(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    g.flags[lk.card] |= F_ATTACKED  # "this card cannot attack this turn"
    if t >= 0 and g.loc[t] == LOC_MZONE and up(g, t):
        g.banish([t])


reg(CHAOS_SORCERER, Effect(
    kind="ignition", cost=(mark_used,), target=(pick(_face_up_mon, "target_monster"),),
    target_picks=True, operation=(_sorcerer_banish,), category=CAT_BANISH,
    condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and not g.flags[c] & F_ATTACKED
    and bool(_face_up_mon(g, p, c)),
    name=Text("除外场上1只表侧表示怪兽", "Remove 1 face-up monster from play")))

# --- Night Assailant -----------------------------------------------------------------------------


def _destroy_picked(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
    if ts:
        g.destroy(ts, "effect", lk)


def _other_flip(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if c != s and g.code[c] != NIGHT_ASSAILANT
            and is_monster(g, c) and g.cd(c).type & C.FLIP]


def _to_hand_picked(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts:
        g.to_hand(ts)


def _from_hand(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY and len(w) > 3 and w[3] == "hand" and bool(_other_flip(g, p, c))


reg(NIGHT_ASSAILANT,
    Effect(kind="flip", optional=False, target=(pick(mons("any"), "target_monster"),),
           target_picks=True, operation=(_destroy_picked,), category=CAT_DESTROY),
    Effect(kind="trigger", event="to_gy", optional=False, condition=_from_hand,
           target=(pick(_other_flip, "target_gy"),), target_picks=True,
           operation=(_to_hand_picked,), category=CAT_SEARCH))

# --- Dark Mimic LV1 / LV3 ------------------------------------------------------------------------


def _draw1(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 1)


def _lv3_cands(g: Duel, p: int, s: int = -1) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.code[c] == DARK_MIMIC_LV3]


def _lv1_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_MZONE and g.tp == g.ctrl[c] and up(g, c) \
        and bool(_lv3_cands(g, g.ctrl[c]))


def _lv1_cost(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "cost")


def _lv1_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _lv3_cands(g, lk.player), 1, 1, "summon_pick")


reg(DARK_MIMIC_LV1,
    Effect(kind="flip", optional=False, operation=(_draw1,), category=CAT_DRAW),
    Effect(kind="trigger", event="standby", optional=True, condition=_lv1_cond,
           cost=(_lv1_cost,), operation=(_lv1_pick, _summon_picked_step,
                                         _summon_picked(LV1_SUMMON)),
           category=CAT_SPSUMMON,
           name=Text("送去墓地，特殊召唤「暗黑之宝箱怪 LV3」",
                     "Send it to the GY: Special Summon Dark Mimic LV3")))


def _by_lv1(g: Duel, c: int) -> bool:
    """Whether ``c``'s last Special Summon was Dark Mimic LV1's."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "special_summon" and pub.get("card") == c:
            return bool(pub.get("how") == LV1_SUMMON)
    return False


def _lv3_draw(g: Duel, lk: Link) -> None:
    g.draw(lk.player, 2 if lk.data.get("by_lv1") else 1)


def _lv3_mark(g: Duel, lk: Link) -> None:
    lk.data["by_lv1"] = _by_lv1(g, lk.card)


reg(DARK_MIMIC_LV3, Effect(kind="trigger", event="destroyed", optional=False,
                           condition=lambda g, c, p, w: g.loc[c] == LOC_GY,
                           target=(_lv3_mark,), operation=(_lv3_draw,), category=CAT_DRAW))

# --- Magical Merchant ----------------------------------------------------------------------------


def _merchant(g: Duel, lk: Link) -> None:
    p = lk.player
    shown: list[int] = []
    hit = -1
    for c in reversed(g.deck[p]):  # from the top
        shown.append(c)
        if is_spell(g, c) or is_trap(g, c):
            hit = c
            break
    if not shown:
        return
    g.log("excavate", {"player": p, "cards": [g.card_pub(c) for c in shown]})
    if hit >= 0:
        g.to_hand([hit])
    rest = [c for c in shown if c != hit]
    if rest:
        g.send_to_gy(rest, "effect")


reg(MAGICAL_MERCHANT, Effect(kind="flip", optional=False, operation=(_merchant,),
                             category=CAT_SEARCH))

# --- Marauding Captain ---------------------------------------------------------------------------


def _warrior_in_hand(g: Duel, p: int, s: int = -1) -> list[int]:
    out = []
    for c in g.hand[p]:
        cd = g.cd(c)
        if cd.is_monster and cd.race & WARRIOR and 0 < cd.level <= 4 \
                and g.can_special_summon(c, p):
            out.append(c)
    return out


def _captain_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_MZONE and len(w) > 2 and w[2] == "normal" \
        and g.free_mzone(p) >= 0 and bool(_warrior_in_hand(g, p))


def _captain_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _warrior_in_hand(g, lk.player), 1, 1, "summon_pick")


reg(MARAUDING_CAPTAIN, Effect(kind="trigger", event="summoned", optional=True,
                              condition=_captain_cond,
                              operation=(_captain_pick, _summon_picked_step,
                                         _summon_picked("effect")),
                              category=CAT_SPSUMMON))


def _captain_guard(g: Duel, a: int, tg: list[int]) -> list[int]:
    """The opponent cannot select another face-up Warrior-Type monster of a face-up Marauding
    Captain's controller as an attack target (two Captains guard each other: no target)."""
    if not tg or (tg[0] < 0 and len(tg) == 1):
        return tg
    o = 1 - g.ctrl[a]
    captains = [m for m in g.mz[o] if m >= 0 and g.code[m] == MARAUDING_CAPTAIN
                and active_monster(g, m)]
    if not captains:
        return tg
    return [t for t in tg if t < 0 or not (
        up(g, t) and g.race(t) & WARRIOR and any(cap != t for cap in captains))]


ATTACK_TARGETS.append(only_for({MARAUDING_CAPTAIN})(_captain_guard))

# --- Zaborg the Thunder Monarch ------------------------------------------------------------------

reg(ZABORG, Effect(kind="trigger", event="summoned", optional=False, condition=tribute_summoned,
                   target=(pick(mons("any"), "target_monster"),), target_picks=True,
                   operation=(_destroy_picked,), category=CAT_DESTROY))

# --- Kycoo the Ghost Destroyer -------------------------------------------------------------------


reg(KYCOO, Effect(kind="trigger", event=EV_DAMAGE, optional=True,
                  condition=lambda g, c, p, w: bool(opp_gy_monsters(g, p, c))
                  and not gy_banish_blocked(g, p),
                  target=(pick(opp_gy_monsters, "target_gy", 2, 1),), target_picks=True,
                  operation=(banish_picked,), category=CAT_BANISH))
