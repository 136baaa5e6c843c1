"""Seed traps: Ultimate Offering, Crush Card Virus (the "病毒" we chose), Chain Destruction, Rope
of Life; and Ryu Senshi's trap-negation (a Fusion Monster's quick effect).

* Ultimate Offering's extra Normal Summon is granted in its controller's Main Phase (the count of
  Normal Summons is given back; the player then summons from the main menu).
* Crush Card Virus: field and hand now; every card the opponent draws in their next 3 turns is
  checked when drawn (a draw hook).
* Rope of Life needs a "when destroyed by battle" window: a battle-end hook opens one when a
  player has a Set Rope of Life.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.seed_common import (
    POS_ATK_SET,
    last_pick,
    name_code,
    rule_note,
    self_alive,
    target_alive,
)
from cardtable.ygo.cards.scripts.seed_extra_summon import extra_summonable, queue_extra_summon
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
    ask_option,
    register,
)
from cardtable.ygo.effects.hooks import (
    BATTLE_END_HOOKS,
    DRAW_HOOKS,
    NO_FUSION_SUBSTITUTE,
    RESOLVE_HOOKS,
    only_for,
)
from cardtable.ygo.state import (
    F_ACTIVE,
    LOC_DECK,
    LOC_GY,
    LOC_MZONE,
    LOC_SZONE,
    PH_BATTLE,
    PH_MAIN1,
    PH_MAIN2,
    POS_FACEUP,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ULTIMATE_OFFERING = 80604091
CRUSH_CARD_VIRUS = 57728570
CHAIN_DESTRUCTION = 1248895
ROPE_OF_LIFE = 93382620
RYU_SENSHI = 49868263

# --- Ultimate Offering -----
# Goat-era ruling (and the card's text): "During your Main Phase or your opponent's Battle Phase:
# pay 500 LP; Normal Summon or Set 1 monster" is one ADDITIONAL Normal Summon/Set conducted as the
# effect resolves — it is not the turn's one Normal Summon given back, so it can be used before
# that summon, and it cannot be kept for later (Main Phase 2). The summon itself is the extra
# summon procedure of seed_extra_summon.py (tributes, the summon-negation window, then the
# "summoned" triggers).


def _uo_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not (g.pos[c] & POS_FACEUP and g.flags[c] & F_ACTIVE and g.lp[p] >= 500):
        return False
    if g.tp == p:
        if g.phase not in (PH_MAIN1, PH_MAIN2) or g.chain:
            return False
    elif g.phase != PH_BATTLE:
        return False
    return bool(extra_summonable(g, p))


def _uo_pay(g: Duel, lk: Link) -> None:
    g.pay_lp(lk.player, 500)


def _uo_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, extra_summonable(g, lk.player), 1, 1, "summon_pick")


def _uo_pos(g: Duel, lk: Link) -> None:
    if last_pick(lk):
        ask_option(g, lk, lk.player, POS_ATK_SET, "position")


def _uo_summon(g: Duel, lk: Link) -> None:
    if len(lk.picks) < 2 or not isinstance(lk.picks[-2], tuple):
        return
    got = lk.picks[-2]
    if got:
        rule_note(g, "ultimate_offering", Text(
            "「血之代偿」：在效果处理时进行1次追加的通常召唤（盖放），不占用本回合的通常召唤",
            "Ultimate Offering: one additional Normal Summon (or Set) as it resolves, apart "
            "from the turn's Normal Summon"))
        queue_extra_summon(g, got[0], lk.player, int(lk.picks[-1]))


register(ULTIMATE_OFFERING,
         Effect(kind="activate"),
         Effect(kind="quick", where=LOC_SZONE, condition=_uo_cond, cost=(_uo_pay,),
                operation=(_uo_pick, _uo_pos, _uo_summon),
                name=Text("支付500基本分：追加进行1次通常召唤",
                          "Pay 500 LP: one additional Normal Summon")))

# --- Crush Card Virus -----------------------------------------------------------------------------


def _virus_tributes(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and g.is_face_up(m)
            and g.cd(m).attribute & C.DARK and g.atk(m) <= 1000]


def _virus_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _virus_tributes(g, lk.player), 1, 1, "tribute")


def _virus_cost_do(g: Duel, lk: Link) -> None:
    g.send_to_gy(lk.picks[-1], "tribute")


def _big(g: Duel, c: int) -> bool:
    return g.cd(c).is_monster and g.cd(c).atk >= 1500


def _virus_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    g.destroy([m for m in g.mz[o] if m >= 0 and g.is_face_up(m) and g.atk(m) >= 1500],
              "effect", lk)
    g.log("reveal", {"player": o, "cards": [g.card_pub(c) for c in g.hand[o]],
                     "why": "Crush Card Virus"})
    g.destroy([c for c in g.hand[o] if _big(g, c)], "effect", lk)
    first = g.turn + (2 if g.tp == o else 1)
    g.log("seed_virus", {"victim": o, "turns": [first, first + 2, first + 4]})


def _virus_draw(g: Duel, p: int, c: int) -> None:
    """Draw hook: a card drawn by the victim in one of the checked turns is shown; a monster
    with 1500 or more ATK is destroyed."""
    if not any(k == "seed_virus" and pub["victim"] == p and g.turn in pub["turns"]
               and "atk_max" not in pub  # Deck Devastation Virus's checks (goat6_t_viruses)
               for k, pub, _ in g.elog):
        return
    g.log("reveal", {"player": p, "cards": [g.card_pub(c)], "why": "Crush Card Virus"})
    if _big(g, c):
        g.destroy([c], "effect")


register(CRUSH_CARD_VIRUS, Effect(
    kind="activate", cost=(_virus_cost_ask, _virus_cost_do), operation=(_virus_op,),
    category=CAT_DESTROY, condition=lambda g, c, p, w: bool(_virus_tributes(g, p))))
DRAW_HOOKS.append(only_for({CRUSH_CARD_VIRUS})(_virus_draw))

# --- Chain Destruction --------------------------------------------------------------------------


def _cd_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not w or w[0] != "summoned":
        return False
    m = w[1]
    return g.loc[m] == LOC_MZONE and g.is_face_up(m) and g.atk(m) <= 2000


def _cd_op(g: Duel, lk: Link) -> None:
    m = lk.window[1]
    nc = name_code(g, m)
    q = g.ctrl[m] if g.loc[m] == LOC_MZONE else g.owner[m]
    g.destroy([c for c in g.hand[q] if name_code(g, c) == nc], "effect", lk)
    for c in [c for c in g.deck[q] if name_code(g, c) == nc]:
        g.log("destroy", {**g.card_pub(c), "reason": "effect", "from": "deck"})
        g.move(c, LOC_GY)
        g.raise_event("destroyed", c, ("effect",))
        g.raise_event("to_gy", c, ("effect",))
    g.shuffle_deck(q)


register(CHAIN_DESTRUCTION, Effect(kind="activate", event="summoned", condition=_cd_cond,
                                   operation=(_cd_op,), category=CAT_DESTROY))

# --- Rope of Life --------------------------------------------------------------------------------


def rope_candidates(g: Duel, p: int, w: tuple[Any, ...]) -> list[int]:
    """Monsters of ``p`` destroyed by battle in the battle ``w`` describes, still revivable."""
    if not w or w[0] != "battle_destroyed":
        return []
    return [x for x in w[1:] if g.loc[x] == LOC_GY and g.owner[x] == p
            and g.can_special_summon(x, p)]


def rope_target(g: Duel, lk: Link) -> None:
    """Pick the destroyed monster to bring back."""
    ask_cards(g, lk, lk.player, rope_candidates(g, lk.player, lk.window), 1, 1, "target_gy")


def rope_discard(g: Duel, lk: Link) -> None:
    """Cost: discard the whole hand."""
    if g.hand[lk.player]:
        g.discard(list(g.hand[lk.player]))


def rope_op(g: Duel, lk: Link) -> None:
    """Special Summon the target with +800 ATK."""
    t = target_alive(g, lk)
    if t >= 0 and g.loc[t] == LOC_GY and g.special_summon(t, lk.player, POS_FU_ATK):
        g.add_buff(t, 800, 0, False, lk.card)


register(ROPE_OF_LIFE, Effect(
    kind="activate", event="battle_destroyed", cost=(rope_discard,), target=(rope_target,),
    target_picks=True, operation=(rope_op,), category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: bool(g.hand[p]) and bool(rope_candidates(g, p, w))))

HOUSE_ROPE_OF_LIFE = 293382620  # seed-lp4000 table
ROPE_CODES: set[int] = {ROPE_OF_LIFE, HOUSE_ROPE_OF_LIFE}


def _rope_window(g: Duel, destroyed: tuple[int, ...]) -> None:
    if not destroyed or not any(c in g.code for c in ROPE_CODES):
        return
    owners = {g.owner[x] for x in destroyed if g.loc[x] == LOC_GY}
    if not any(s >= 0 and g.code[s] in ROPE_CODES for p in owners for s in g.sz[p]):
        return
    # below the pending "triggers" frame: after SEGOC, before the next attack declaration
    g.stack.insert(len(g.stack) - 1, ("window", g.tp, 0, ("battle_destroyed", *destroyed)))


BATTLE_END_HOOKS.append(only_for({ROPE_OF_LIFE, HOUSE_ROPE_OF_LIFE})(_rope_window))

# --- Ryu Senshi -------------------------------------------------------------------------------


def _top_normal_trap(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not g.chain or g.lp[p] < 1000:
        return False
    lk = g.chain[-1]
    cd = g.pool.cards[lk.code]
    return lk.ready and lk.card_act and cd.is_trap and not cd.type & (C.CONTINUOUS | C.COUNTER)


def _rs_pay(g: Duel, lk: Link) -> None:
    g.pay_lp(lk.player, 1000)


def _rs_negate_effect(g: Duel, lk: Link) -> None:
    """Negate the Normal Trap's effect (the era text does not destroy it: it goes to the GY
    when its negated link resolves, as a Normal Trap does)."""
    i = g.chain.index(lk) - 1
    if i >= 0 and self_alive(g, lk):
        g.negate_effect(i)


def _rs_spell_negation(g: Duel, lk: Link) -> bool:
    """Resolve hook: a Spell Card whose targets include a face-up Ryu Senshi is negated and
    destroyed (a continuous effect of Ryu Senshi: no activation)."""
    if not lk.card_act or not g.pool.cards[lk.code].is_spell:
        return False
    for t, life in zip(lk.targets, lk.tlife, strict=True):
        if g.code[t] == RYU_SENSHI and g.life[t] == life and g.loc[t] == LOC_MZONE \
                and g.is_face_up(t):
            rule_note(g, "ryu_senshi", Text(
                "以「龙战士」为对象的魔法卡：效果无效并破坏",
                "A Spell Card that targets Ryu Senshi: it is negated and destroyed"))
            if g.on_field(lk.card):
                g.destroy([lk.card], "effect")
            return True
    return False


register(RYU_SENSHI,
         Effect(kind="quick", event="activated", condition=_top_normal_trap, cost=(_rs_pay,),
                operation=(_rs_negate_effect,), category=CAT_NEGATE_ACT,
                name=Text("支付1000基本分：通常陷阱的效果无效",
                          "Pay 1000 LP: negate a Normal Trap's effect")))
RESOLVE_HOOKS.append(only_for({RYU_SENSHI})(_rs_spell_negation))
# its printed (LOD) text allows only its two named materials in a Fusion Summon ("can only be
# Fusion Summoned by Warrior Dai Grepher + Spirit Ryu", as reviewed in 2003): no substitute
NO_FUSION_SUBSTITUTE.add(RYU_SENSHI)

__all__ = ["LOC_DECK"]
