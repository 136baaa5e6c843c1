"""Seed spells (seed 000 part 3 and seed 003): Darkness Approaches (era text), Curse of Fiend,
Pot of Avarice, Card of Sanctity, Jurassic World, Different Dimension Capsule, Big Evolution
Pill, Indomitable Gladiator Beast, Artifact Ignition.

House versions of Pot of Avarice, Card of Sanctity and Jurassic World live in ``seed_house.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.seed_common import (
    last_pick,
    rule_note,
    self_alive,
    target_alive,
    this_turn,
)
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_POSITION,
    CAT_SEARCH,
    Aspect,
    Effect,
    Link,
    ask_cards,
    register,
)
from cardtable.ygo.effects.hooks import (
    BATTLE_ALLOWED,
    DESTROY_SUBSTITUTES,
    PHASE_HOOKS,
    only_for,
)
from cardtable.ygo.state import (
    F_ACTIVE,
    F_POSCHANGED,
    LOC_BANISHED,
    LOC_DECK,
    LOC_GY,
    LOC_MZONE,
    LOC_SZONE,
    PH_DRAW,
    PH_MAIN1,
    PH_STANDBY,
    POS_FACEUP,
    POS_FD_ATK,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DARKNESS_APPROACHES = 80168720
CURSE_OF_FIEND = 12470447
POT_OF_AVARICE = 67169062
CARD_OF_SANCTITY = 42664989
JURASSIC_WORLD = 10080320
DD_CAPSULE = 11961740
BIG_EVOLUTION_PILL = 84808313
INDOMITABLE_GB = 55136228
ARTIFACT_IGNITION = 29223325
DINOSAUR = 0x10000

# --- Darkness Approaches (era text: the battle position is kept) ------------------------------

_discard2 = costs.discard(2)


def _face_up(g: Duel) -> list[int]:
    return [c for p in (0, 1) for c in g.mz[p] if c >= 0 and g.pos[c] & POS_FACEUP]


def _da_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _face_up(g), 1, 1, "target_monster")


def _da_op(g: Duel, lk: Link) -> None:
    t = target_alive(g, lk)
    if t < 0 or g.loc[t] != LOC_MZONE or not g.pos[t] & POS_FACEUP:
        return
    new = POS_FD_ATK if g.pos[t] == POS_FU_ATK else POS_FD_DEF
    if new == POS_FD_ATK:
        rule_note(g, "fd_attack", Text(
            "「暗之访问」旧文本：表示形式不变，变成里侧攻击表示（不能攻击宣言，不能装备）",
            "Darkness Approaches (era text): the position is kept, so it becomes face-down "
            "Attack Position (it cannot declare an attack or be equipped)"))
    g.change_position(t, new)


register(DARKNESS_APPROACHES, Effect(
    kind="activate", cost=_discard2[0], target=(_da_target,), target_picks=True,
    operation=(_da_op,), category=CAT_POSITION,
    condition=lambda g, c, p, w: _discard2[1](g, c, p) and bool(_face_up(g))))

# --- Curse of Fiend: only a Set copy, only in your Standby Phase -------------------------------


def _cof_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (g.phase == PH_STANDBY and g.tp == p and g.loc[c] == LOC_SZONE and not g.chain
            and bool(_face_up(g)))


def _cof_op(g: Duel, lk: Link) -> None:
    for c in _face_up(g):
        g.change_position(c, POS_FU_DEF if g.pos[c] == POS_FU_ATK else POS_FU_ATK)
    for p in (0, 1):
        for c in g.mz[p]:
            if c >= 0:
                g.flags[c] |= F_POSCHANGED  # no position changes for the rest of the turn


# speed 2 only so the engine lets it start a chain outside the Main Phase; the condition keeps
# it to an empty chain in its controller's Standby Phase, from the S/T zone (Set first: seed 000
# 「要发动邪恶的仪式只能在准备阶段时发动覆盖在场上的邪恶的仪式」)
register(CURSE_OF_FIEND, Effect(kind="activate", speed=2, condition=_cof_cond,
                                operation=(_cof_op,), category=CAT_POSITION))

# --- Pot of Avarice (printed: exactly 5 monsters) -----------------------------------------------


def gy_monsters(g: Duel, p: int) -> list[int]:
    """Monsters in ``p``'s graveyard."""
    return [c for c in g.gy[p] if g.cd(c).is_monster]


def _poa_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, gy_monsters(g, lk.player), 5, 5, "target_gy")


def pot_return_draw(g: Duel, lk: Link, need: int) -> None:
    """Shuffle the still-valid targets into the Deck; draw 2 if at least ``need`` went back."""
    back = [t for t, life in zip(lk.targets, lk.tlife, strict=True)
            if g.life[t] == life and g.loc[t] == LOC_GY]
    if back:
        g.to_deck(back)
    if len(back) >= need:
        g.draw(lk.player, 2)


register(POT_OF_AVARICE, Effect(
    kind="activate", target=(_poa_target,), target_picks=True,
    operation=(lambda g, lk: pot_return_draw(g, lk, 5),), category=CAT_DRAW,
    condition=lambda g, c, p, w: len(gy_monsters(g, p)) >= 5))

# --- Card of Sanctity (original printing: both draw until 6) ------------------------------------


def draw_to_six(g: Duel, lk: Link) -> None:
    """Each player, turn player first, draws until holding 6 cards."""
    for p in (g.tp, 1 - g.tp):
        n = 6 - len(g.hand[p])
        if n > 0:
            g.draw(p, n)


register(CARD_OF_SANCTITY, Effect(kind="activate", operation=(draw_to_six,), category=CAT_DRAW))

# --- Jurassic World (printed: Dinosaurs +300/+300) ---------------------------------------------


def dino_boost(g: Duel, s: int, c: int) -> int:
    """+300 for a Dinosaur."""
    return 300 if g.race(c) & DINOSAUR else 0


JW_ASPECTS = (Aspect("atk", dino_boost), Aspect("def", dino_boost))
register(JURASSIC_WORLD, Effect(kind="activate", aspects=JW_ASPECTS))

# --- Different Dimension Capsule ------------------------------------------------------------------
# The capsule's counter holds (banished card + 1) * 4 + own Standby Phases passed.


def _ddc_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, list(reversed(g.deck[lk.player])), 1, 1, "search")


def _ddc_op(g: Duel, lk: Link) -> None:
    got = [x for x in last_pick(lk) if g.loc[x] == LOC_DECK]
    if not got or not self_alive(g, lk):
        g.shuffle_deck(lk.player)
        return
    x = got[0]
    g.move(x, LOC_BANISHED, pos=POS_FD_DEF)
    g.log("banish_face_down", {"player": lk.player}, {lk.player: g.card_pub(x)})
    g.shuffle_deck(lk.player)
    g.counter[lk.card] = (x + 1) * 4


def _ddc_standby(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.life[c] != lk.life or not g.on_field(c):
        return
    g.counter[c] += 1
    if g.counter[c] % 4 >= 2:
        x = g.counter[c] // 4 - 1
        g.destroy([c], "effect", lk)
        if x >= 0 and g.loc[x] == LOC_BANISHED:
            g.to_hand([x])


register(
    DD_CAPSULE,
    Effect(kind="activate", stays=True, operation=(_ddc_pick, _ddc_op), category=CAT_SEARCH,
           condition=lambda g, c, p, w: bool(g.deck[p])),
    Effect(kind="trigger", event="standby", optional=False, operation=(_ddc_standby,),
           condition=lambda g, c, p, w: g.tp == g.ctrl[c] and bool(g.flags[c] & F_ACTIVE)
           and g.counter[c] >= 4),
)

# --- Big Evolution Pill (the tribute-less summon is a procedure in seed_summon_procs.py) --------


def _dinos(g: Duel, p: int) -> list[int]:
    return [c for c in g.mz[p] if c >= 0 and g.pos[c] & POS_FACEUP and g.race(c) & DINOSAUR]


def _bep_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _dinos(g, lk.player), 1, 1, "tribute")


def _bep_cost_do(g: Duel, lk: Link) -> None:
    g.send_to_gy(lk.picks[-1], "tribute")


def _bep_count(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.life[c] != lk.life or not g.on_field(c):
        return
    g.counter[c] += 1
    g.log("counter", {**g.card_pub(c), "turns": g.counter[c]})
    if g.counter[c] >= 3:
        g.send_to_gy([c], "expired")


register(
    BIG_EVOLUTION_PILL,
    Effect(kind="activate", stays=True, cost=(_bep_cost_ask, _bep_cost_do),
           condition=lambda g, c, p, w: bool(_dinos(g, p))),
    Effect(kind="trigger", event="end_phase", optional=False, operation=(_bep_count,),
           condition=lambda g, c, p, w: g.tp != g.ctrl[c] and bool(g.flags[c] & F_ACTIVE)),
)

# --- Indomitable Gladiator Beast ---------------------------------------------------------------


def is_gladiator(g: Duel, c: int) -> bool:
    """A "Gladiator Beast" card (by name)."""
    return "gladiator beast" in g.cd(c).name.en.lower()


def _gb_monsters(g: Duel, p: int) -> list[int]:
    return [c for c in g.mz[p] if c >= 0 and g.pos[c] & POS_FACEUP and is_gladiator(g, c)
            and g.cd(c).is_monster]


def _igb_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _gb_monsters(g, lk.player), 1, 1, "target_monster")


def _igb_op(g: Duel, lk: Link) -> None:
    t = target_alive(g, lk)
    if t >= 0 and g.loc[t] == LOC_MZONE and g.is_face_up(t):
        g.add_buff(t, 500, 0, True, lk.card)


def _gy_gladiators(g: Duel, p: int, exclude: int) -> list[int]:
    return [c for c in g.gy[p] if c != exclude and is_gladiator(g, c)]


def _igb_gy_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _gy_gladiators(g, lk.player, lk.card), 2, 2, "target_gy")


def _igb_gy_cost_do(g: Duel, lk: Link) -> None:
    g.to_deck(lk.picks[-1])


def _igb_gy_op(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_GY:
        g.to_hand([lk.card])


register(
    INDOMITABLE_GB,
    Effect(kind="activate", dmg_step=True, target=(_igb_target,), target_picks=True,
           operation=(_igb_op,), category=CAT_ATKCHANGE,
           condition=lambda g, c, p, w: bool(_gb_monsters(g, p))),
    # seed 003: the GY effect of a Quick-Play Spell is spell speed 1 (an effect, not a card
    # activation): "spell_effect" from the GY
    Effect(kind="spell_effect", where=LOC_GY, cost=(_igb_gy_cost_ask, _igb_gy_cost_do),
           operation=(_igb_gy_op,), category=CAT_SEARCH,
           condition=lambda g, c, p, w: len(_gy_gladiators(g, p, c)) >= 2,
           name=Text("墓地2张「剑斗兽」回到卡组：这张卡加入手牌",
                     "Shuffle 2 Gladiator Beast cards from the GY into the Deck: add this card "
                     "to your hand")),
)

# --- Artifact Ignition ---------------------------------------------------------------------------


def _artifacts(g: Duel, p: int) -> list[int]:
    return [c for c in reversed(g.deck[p]) if g.cd(c).is_monster
            and g.cd(c).name.en.lower().startswith("artifact")]


def _ai_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [c for p in (0, 1) for c in g.spells(p) if c != lk.card], 1, 1,
              "target_spell_trap")


def _ai_destroy(g: Duel, lk: Link) -> None:
    t = target_alive(g, lk)
    if t >= 0 and g.on_field(t):
        g.destroy([t], "effect", lk)
    free = g.free_szone(lk.player) >= 0 or (g.loc[lk.card] == LOC_SZONE
                                            and g.owner[lk.card] == lk.player)
    lk.data["art_ok"] = free
    if free:
        ask_cards(g, lk, lk.player, _artifacts(g, lk.player), 1, 1, "search")
    else:
        lk.picks.append(())


def _ai_set(g: Duel, lk: Link) -> None:
    got = [x for x in last_pick(lk) if g.loc[x] == LOC_DECK]
    if got and g.free_szone(lk.player) >= 0:
        g.move(got[0], LOC_SZONE, lk.player, POS_FD_DEF)
        g.log("set", {"player": lk.player, "zone": g.seq[got[0]], "where": "szone",
                      "as_spell": True}, {lk.player: g.card_pub(got[0])})
    g.shuffle_deck(lk.player)


def _ai_watch(g: Duel, cs: list[int], reason: str) -> list[int]:
    """Destroy hook: note a Set Artifact Ignition destroyed by the opponent's card effect (the
    resolving chain link is the destroying effect)."""
    if ARTIFACT_IGNITION not in g.code or reason != "effect" or not g.chain:
        return cs
    by = g.chain[-1]
    for c in cs:
        if g.code[c] == ARTIFACT_IGNITION and g.loc[c] == LOC_SZONE and not g.is_face_up(c) \
                and by.player != g.ctrl[c]:
            g.log("seed_ignition_destroyed", {"card": c, "life": g.life[c] + 1})
    return cs


def _ai_trig_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_GY and any(
        k == "seed_ignition_destroyed" and pub["card"] == c and pub["life"] == g.life[c]
        for k, pub, _ in this_turn(g))


def _ai_skip(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if g.tp == o and g.phase in (PH_DRAW, PH_STANDBY, PH_MAIN1) and not g.bp_done:
        t = g.turn
    else:
        t = g.turn + (2 if g.tp == o else 1)
    rule_note(g, "artifact_ignition_skip", Text(
        "「古遗物运动机构」被对方的效果破坏：对方跳过下一次的战斗阶段",
        "Artifact Ignition was destroyed by the opponent's effect: they skip their next Battle "
        "Phase"))
    g.log("seed_skip_bp", {"player": o, "turn": t})


def _skip_standby(g: Duel, ev: str) -> None:
    if ev != "standby" or ARTIFACT_IGNITION not in g.code:
        return
    if any(k == "seed_skip_bp" and pub["player"] == g.tp and pub["turn"] == g.turn
           for k, pub, _ in g.elog):
        g.log("seed_skip_bp", {"player": g.tp, "turn": g.turn})  # seen by this turn's checks


def battle_allowed(g: Duel) -> bool:
    """False in a turn whose Battle Phase Artifact Ignition makes the turn player skip."""
    if ARTIFACT_IGNITION not in g.code:
        return True
    return not any(k == "seed_skip_bp" and pub["player"] == g.tp and pub["turn"] == g.turn
                   for k, pub, _ in this_turn(g))


register(
    ARTIFACT_IGNITION,
    Effect(kind="activate", dmg_step=False, target=(_ai_target,), target_picks=True,
           operation=(_ai_destroy, _ai_set), category=CAT_DESTROY,
           condition=lambda g, c, p, w: any(x != c for q in (0, 1) for x in g.spells(q))),
    # seed 003: this "when destroyed" effect is spell speed 1 (a trigger), not a Quick-Play
    Effect(kind="trigger", event="destroyed", optional=False, condition=_ai_trig_cond,
           operation=(_ai_skip,)),
)
_only_ignition = only_for({ARTIFACT_IGNITION})
DESTROY_SUBSTITUTES.append(_only_ignition(_ai_watch))
PHASE_HOOKS.append(_only_ignition(_skip_standby))
BATTLE_ALLOWED.append(_only_ignition(battle_allowed))

__all__ = ["POS_FU_DEF"]
