"""Seed monsters that enter play by card effects (seed 000's house-rule "SPECIAL DECK": 茧状体、
羽翼栗子球LV10、幻影骑士) and the cards that bring them out.

* Chrysalis Dolphin (the Chrysalis we chose) + Neo Space + Neo-Spacian Aqua Dolphin;
* Winged Kuriboh -> Transcendent Wings -> Winged Kuriboh LV10;
* Dark Flare Knight -> Mirage Knight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.seed_common import (
    battled_this_turn,
    last_pick,
    rule_note,
    this_turn,
)
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
    register,
)
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, only_for
from cardtable.ygo.state import (
    BS_CALC,
    LOC_DECK,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    PH_BATTLE,
    POS_ATK,
    POS_FACEUP,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

CHRYSALIS_DOLPHIN = 42682609
NEO_SPACE = 42015635
AQUA_DOLPHIN = 17955766
WINGED_KURIBOH = 57116033
TRANSCENDENT_WINGS = 25573054
WINGED_KURIBOH_LV10 = 98585345
DARK_FLARE_KNIGHT = 13722870
MIRAGE_KNIGHT = 49217579


def _from_hand_deck(g: Duel, p: int, code: int) -> list[int]:
    return [c for c in (*g.hand[p], *reversed(g.deck[p])) if g.code[c] == code
            and g.can_special_summon(c, p)]


def _summon_picked(g: Duel, lk: Link, how: str = "effect") -> None:
    got = [c for c in last_pick(lk) if g.loc[c] in (LOC_HAND, LOC_DECK)]
    if got and g.free_mzone(lk.player) >= 0:
        from_deck = g.loc[got[0]] == LOC_DECK
        g.special_summon(got[0], lk.player, POS_FU_ATK, how=how)
        if from_deck:
            g.shuffle_deck(lk.player)


# --- Chrysalis Dolphin / Neo Space ------------------------------------------------------------


def _neo_space_up(g: Duel) -> bool:
    return any(f >= 0 and g.code[f] == NEO_SPACE and g.is_face_up(f) for f in g.fz)


def _pick_dolphin(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _from_hand_deck(g, lk.player, AQUA_DOLPHIN), 1, 1,
              "summon_pick")


def _tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")


register(CHRYSALIS_DOLPHIN, Effect(
    kind="ignition", cost=(_tribute_self,), operation=(_pick_dolphin, _summon_picked),
    category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: _neo_space_up(g) and bool(_from_hand_deck(g, p, AQUA_DOLPHIN)),
    name=Text("解放这张卡：特殊召唤「新空间侠·水波海豚」",
              "Tribute this card: Special Summon Neo-Spacian Aqua Dolphin")))


def _neos_boost(g: Duel, s: int, c: int) -> int:
    return 500 if "neos" in g.cd(c).name.en.lower() else 0


register(NEO_SPACE, Effect(kind="activate", aspects=(Aspect("atk", _neos_boost),)))

# --- Winged Kuriboh line ----------------------------------------------------------------------


def _wk_mark(g: Duel, lk: Link) -> None:
    g.log("seed_no_battle_damage", {"player": lk.player, "card": lk.card})


register(WINGED_KURIBOH, Effect(kind="trigger", event="destroyed", optional=False,
                                condition=lambda g, c, p, w: g.loc[c] == LOC_GY,
                                operation=(_wk_mark,)))


def _kuribohs(g: Duel, p: int) -> list[int]:
    return [c for c in g.mz[p] if c >= 0 and g.code[c] == WINGED_KURIBOH and g.is_face_up(c)]


def _tw_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [c for c in g.hand[lk.player] if c != lk.card], 2, 2, "discard")


def _tw_cost_kuriboh(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _kuribohs(g, lk.player), 1, 1, "tribute")


def _tw_cost_send(g: Duel, lk: Link) -> None:
    g.send_to_gy((*lk.picks[-2], *lk.picks[-1]), "cost")


def _tw_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _from_hand_deck(g, lk.player, WINGED_KURIBOH_LV10), 1, 1,
              "summon_pick")


def _tw_summon(g: Duel, lk: Link) -> None:
    _summon_picked(g, lk, how="proper")  # its only legal way: properly summoned


register(TRANSCENDENT_WINGS, Effect(
    kind="activate", cost=(_tw_cost_ask, _tw_cost_kuriboh, _tw_cost_send),
    operation=(_tw_pick, _tw_summon), category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: sum(1 for x in g.hand[p] if x != c) >= 2
    and bool(_kuribohs(g, p)) and bool(_from_hand_deck(g, p, WINGED_KURIBOH_LV10))))


def _lv10_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.phase == PH_BATTLE and g.tp != p


def _lv10_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    hit = [m for m in g.mz[o] if m >= 0 and g.pos[m] & POS_ATK]
    gone = g.destroy(hit, "effect", lk)
    total = sum(g.cd(m).atk for m in gone)
    g.damage(o, total)


register(WINGED_KURIBOH_LV10, Effect(
    kind="quick", cost=(_tribute_self,), condition=_lv10_cond, operation=(_lv10_op,),
    category=CAT_DESTROY | CAT_DAMAGE,
    name=Text("解放这张卡：破坏对方攻击表示怪兽并给与伤害",
              "Tribute this card: destroy the opponent's Attack Position monsters and burn")))

# --- Dark Flare Knight / Mirage Knight ---------------------------------------------------------


def _dfk_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _from_hand_deck(g, lk.player, MIRAGE_KNIGHT), 1, 1,
              "summon_pick")


def _dfk_summon(g: Duel, lk: Link) -> None:
    _summon_picked(g, lk, how="proper")


register(DARK_FLARE_KNIGHT, Effect(
    kind="trigger", event="battle_destroyed", optional=False,
    condition=lambda g, c, p, w: g.loc[c] == LOC_GY, operation=(_dfk_pick, _dfk_summon),
    category=CAT_SPSUMMON))


def _mirage_atk(g: Duel, s: int, c: int) -> int:
    if c != s or g.bstep != BS_CALC or not g.battle:
        return 0
    a, t = g.battle.attacker, g.battle.target
    other = t if a == s else a if t == s else -1
    if other < 0 or g.ctrl[other] == g.ctrl[s]:
        return 0
    return g.cd(other).atk


def _mirage_banish(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.life[c] == lk.life:
        g.banish([c])


register(MIRAGE_KNIGHT,
         Effect(kind="continuous", aspects=(Aspect("atk", _mirage_atk),)),
         Effect(kind="trigger", event="end_phase", optional=False,
                condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE and battled_this_turn(g, c),
                operation=(_mirage_banish,)))

# --- battle damage: Winged Kuriboh's turn, Dark Flare Knight's battles -------------------------


def _battle_damage(g: Duel, p: int, n: int) -> int:
    if n <= 0:
        return n
    if WINGED_KURIBOH in g.code:
        for k, pub, _ in this_turn(g):
            if k == "seed_no_battle_damage" and pub.get("player") == p:
                rule_note(g, "winged_kuriboh", Text(
                    "「羽翼栗子球」被破坏的回合：战斗伤害变成0",
                    "Winged Kuriboh was destroyed this turn: the battle damage becomes 0"))
                return 0
    if DARK_FLARE_KNIGHT in g.code and g.battle:
        for x in (g.battle.attacker, g.battle.target):
            if x >= 0 and g.code[x] == DARK_FLARE_KNIGHT and g.ctrl[x] == p \
                    and g.loc[x] == LOC_MZONE and g.pos[x] & POS_FACEUP:
                rule_note(g, "dark_flare_knight", Text(
                    "「黑炎之骑士」的战斗：战斗伤害变成0",
                    "A battle involving Dark Flare Knight: its controller takes no battle damage"))
                return 0
    return n


BATTLE_DAMAGE_HOOKS.append(only_for({WINGED_KURIBOH, DARK_FLARE_KNIGHT})(_battle_damage))
