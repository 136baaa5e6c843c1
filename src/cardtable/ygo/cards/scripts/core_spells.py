"""Spells scripted by the engine: Swords of Revealing Light, Polymerization, Black Luster
Ritual, Magnum Shield, Sogen, Gateway of the Six (its card activation and its "remove 2 Bushido
Counters" effect; the counters and the other two effects are in ``seed_gateway.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_EQUIP,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    Step,
    again,
    ask_cards,
    ask_option,
    register,
)
from cardtable.ygo.effects.hooks import (
    FUSION_SUBSTITUTES,
    NO_FUSION_SUBSTITUTE,
    NO_POLYMERIZATION,
)
from cardtable.ygo.state import (
    F_ACTIVE,
    F_NEGATED,
    LOC_HAND,
    LOC_MZONE,
    POS_DEF,
    POS_FACEDOWN,
    POS_FACEUP,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

POS_CHOICES = ((POS_FU_ATK, Text("表侧攻击表示", "face-up Attack Position")),
               (POS_FU_DEF, Text("表侧守备表示", "face-up Defense Position")))

# --- Swords of Revealing Light -----------------------------------------------------------------


def _swords_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    for c in list(g.mz[o]):
        if c >= 0 and g.pos[c] & POS_FACEDOWN:
            g.change_position(c, POS_FU_DEF if g.pos[c] & POS_DEF else POS_FU_ATK)


def _swords_count(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.life[c] != lk.life or not g.on_field(c):
        return
    g.counter[c] += 1
    g.log("counter", {**g.card_pub(c), "turns": g.counter[c]})
    if g.counter[c] >= 3:
        g.send_to_gy([c], "expired")


register(
    72302403,
    Effect(kind="activate", stays=True, operation=(_swords_op,),
           aspects=(Aspect("no_attack", lambda g, s, c: g.ctrl[c] != g.ctrl[s]),)),
    Effect(kind="trigger", event="end_phase", optional=False,
           condition=lambda g, c, p, w: g.tp != g.ctrl[c] and bool(g.flags[c] & F_ACTIVE),
           operation=(_swords_count,)),
)

# --- Polymerization ---------------------------------------------------------------------------


def _mat_pool(g: Duel, p: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.mz[p]) if c >= 0 and (g.loc[c] == LOC_HAND
                                                             or g.pos[c] & POS_FACEUP)]


def is_substitute(g: Duel, c: int) -> bool:
    """Whether ``c`` may stand in for a Fusion Material now: a Fusion Substitute Monster
    (``hooks.FUSION_SUBSTITUTES``) in the hand, or face-up and not negated on the field (its
    substitution is its own effect: Skill Drain or Prohibition stops it)."""
    if g.code[c] not in FUSION_SUBSTITUTES:
        return False
    return g.loc[c] == LOC_HAND or not (g.flags[c] & F_NEGATED or g.pos[c] & POS_FACEDOWN)


def materials_fit(g: Duel, need: list[int], cards: list[int], sub_used: bool) -> bool:
    """Whether ``cards`` hold a Fusion Material for every code in ``need``: the named card, or
    for at most one code in the whole Fusion Summon a Fusion Substitute ("the other Fusion
    Material Monsters must be the correct ones"; ``sub_used`` says one was chosen already)."""
    left = list(cards)
    missing = 0
    for m in need:
        hit = next((c for c in left if g.code[c] == m), -1)
        if hit >= 0:
            left.remove(hit)
        else:
            missing += 1
    if missing == 0:
        return True
    return missing == 1 and not sub_used and any(is_substitute(g, c) for c in left)


def material_choices(g: Duel, mats: tuple[int, ...], cards: list[int],
                     chosen: tuple[int, ...], subs_ok: bool = True) -> list[int]:
    """The cards of ``cards`` (not in ``chosen``) that may fill the next material of ``mats``
    (the i-th chosen card filled ``mats[i]``) so that the rest can still be met: the named
    card, or a Fusion Substitute when no chosen card is one already (and ``subs_ok``: the
    Fusion Monster accepts substitutes)."""
    sub_used = not subs_ok or any(g.code[c] != m for c, m in zip(chosen, mats, strict=False))
    need = list(mats[len(chosen):])
    if not need:
        return []
    free = [c for c in cards if c not in chosen]
    out = []
    for c in free:
        rest = [x for x in free if x != c]
        named = g.code[c] == need[0] and materials_fit(g, need[1:], rest, sub_used)
        if named or (not sub_used and is_substitute(g, c)
                     and materials_fit(g, need[1:], rest, True)):
            out.append(c)
    return out


def _can_fuse(g: Duel, p: int, f: int, exclude: int = -1) -> bool:
    pool = [c for c in _mat_pool(g, p) if c != exclude]
    if not materials_fit(g, list(g.cd(f).materials), pool, g.code[f] in NO_FUSION_SUBSTITUTE):
        return False
    mats_on_field = any(g.code[c] in g.cd(f).materials or is_substitute(g, c)
                        for c in g.mz[p] if c >= 0)
    return g.free_mzone(p) >= 0 or mats_on_field


def _fusions(g: Duel, p: int, exclude: int = -1) -> list[int]:
    """Fusion Monsters ``p`` could Fusion Summon now; not those Special Summoned only by their
    own procedure ("you do not use Polymerization": the scripts of XYZ-Dragon Cannon and the
    two-part cannons put them in ``hooks.NO_POLYMERIZATION``), nor one with no materials listed
    (a card not scripted yet: it would be summoned for nothing)."""
    return [f for f in g.extra[p] if g.cd(f).type & C.FUSION and g.cd(f).materials
            and g.code[f] not in NO_POLYMERIZATION and _can_fuse(g, p, f, exclude)]


def _poly_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _fusions(g, lk.player), 1, 1, "fusion_monster")


def _poly_mats(g: Duel, lk: Link) -> None:
    got = lk.picks[0] if lk.picks else ()
    if not got:
        return
    f = got[0]
    chosen: tuple[int, ...] = lk.data.get("mats", ())
    if lk.data.get("asking"):
        chosen = (*chosen, *lk.picks[-1])
        lk.data["mats"] = chosen
    mats = g.cd(f).materials
    if len(chosen) >= len(mats):
        lk.data["asking"] = False
        return
    cands = material_choices(g, mats, _mat_pool(g, lk.player), chosen,
                             g.code[f] not in NO_FUSION_SUBSTITUTE)
    if not cands:
        lk.data["fail"] = True
        lk.data["asking"] = False
        return
    lk.data["asking"] = True
    again(g, lk, _poly_mats)
    ask_cards(g, lk, lk.player, cands, 1, 1, "material")


def _send_materials(banish: bool) -> Step:
    def st(g: Duel, lk: Link) -> None:
        if lk.data.get("fail") or not lk.picks or not lk.picks[0]:
            return
        mats = list(lk.data.get("mats", ()))
        if banish:
            g.banish(mats)
        else:
            g.send_to_gy(mats, "fusion_material")
        ask_option(g, lk, lk.player, POS_CHOICES, "position", "position")

    return st


def _poly_summon(g: Duel, lk: Link) -> None:
    if lk.data.get("fail") or not lk.picks or not lk.picks[0]:
        return
    f = lk.picks[0][0]
    g.special_summon(f, lk.player, int(lk.picks[-1]), how="fusion")


def fusion_steps(banish: bool = False) -> tuple[Step, ...]:
    """The Fusion Summon as operation steps (Polymerization's): pick a Fusion Monster of your
    Fusion Deck, then its materials one by one from your hand and face-up Monster Zones (a
    Fusion Substitute for at most one), send them to the Graveyard — or remove them from play
    with ``banish`` (Fusion Gate) — and summon it in the position you pick."""
    return (_poly_pick, _poly_mats, _send_materials(banish), _poly_summon)


def fusion_candidates(g: Duel, p: int) -> list[int]:
    """The Fusion Monsters ``p`` could Fusion Summon now (an activation condition)."""
    return _fusions(g, p)


register(
    24094653,
    Effect(kind="activate", category=CAT_SPSUMMON,
           condition=lambda g, c, p, w: bool(_fusions(g, p)),
           operation=fusion_steps()),
)

# --- Black Luster Ritual ----------------------------------------------------------------------


def _ritual_monsters(g: Duel, p: int, spell: int) -> list[int]:
    mats = g.cd(spell).materials
    return [c for c in g.hand[p] if g.code[c] in mats]


def _ritual_cands(g: Duel, p: int, r: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.mz[p]) if c >= 0 and c != r
            and g.cd(c).is_monster and g.cd(c).level > 0]


def _ritual_ok(g: Duel, c: int, p: int) -> bool:
    for r in _ritual_monsters(g, p, c):
        need = g.cd(r).level
        if sum(g.cd(x).level for x in _ritual_cands(g, p, r)) >= need and (
                g.free_mzone(p) >= 0 or any(x >= 0 for x in g.mz[p])):
            return True
    return False


def _rit_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _ritual_monsters(g, lk.player, lk.card), 1, 1,
              "ritual_monster")


def _rit_tribute(g: Duel, lk: Link) -> None:
    if not lk.picks or not lk.picks[0]:
        return
    r = lk.picks[0][0]
    chosen: tuple[int, ...] = lk.data.get("trib", ())
    if lk.data.get("asking"):
        chosen = (*chosen, *lk.picks[-1])
        lk.data["trib"] = chosen
    need = g.cd(r).level
    have = sum(g.cd(x).level for x in chosen)
    cands = [x for x in _ritual_cands(g, lk.player, r) if x not in chosen]
    if have >= need or not cands:
        lk.data["asking"] = False
        lk.data["fail"] = have < need
        return
    lk.data["asking"] = True
    again(g, lk, _rit_tribute)
    ask_cards(g, lk, lk.player, cands, 1, 1, "ritual_tribute")


def _rit_send(g: Duel, lk: Link) -> None:
    if lk.data.get("fail") or not lk.picks or not lk.picks[0]:
        return
    g.send_to_gy(lk.data.get("trib", ()), "ritual_tribute")
    ask_option(g, lk, lk.player, POS_CHOICES, "position", "position")


def _rit_summon(g: Duel, lk: Link) -> None:
    if lk.data.get("fail") or not lk.picks or not lk.picks[0]:
        return
    r = lk.picks[0][0]
    if g.loc[r] == LOC_HAND:
        g.special_summon(r, lk.player, int(lk.picks[-1]), how="ritual")


register(
    55761792,
    Effect(kind="activate", category=CAT_SPSUMMON, condition=lambda g, c, p, w: _ritual_ok(
        g, c, p), operation=(_rit_pick, _rit_tribute, _rit_send, _rit_summon)),
)

# --- Magnum Shield ----------------------------------------------------------------------------


def _is_warrior(g: Duel, c: int) -> bool:
    return bool(g.race(c) & 0x1)


def _ms_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [c for p in (0, 1) for c in g.mz[p] if c >= 0
                                 and g.pos[c] & POS_FACEUP and _is_warrior(g, c)], 1, 1,
              "target_monster")


def _ms_atk(g: Duel, s: int, c: int) -> int:
    return g.cd(c).defense if g.equip[s] == c and g.pos[c] == POS_FU_ATK else 0


def _ms_def(g: Duel, s: int, c: int) -> int:
    return g.cd(c).atk if g.equip[s] == c and g.pos[c] == POS_FU_DEF else 0


register(
    84877802,
    Effect(kind="activate", equip=True, target=(_ms_target,), target_picks=True,
           category=CAT_EQUIP | CAT_ATKCHANGE,
           condition=lambda g, c, p, w: any(
               m >= 0 and g.pos[m] & POS_FACEUP and _is_warrior(g, m)
               for q in (0, 1) for m in g.mz[q]),
           aspects=(Aspect("atk", _ms_atk), Aspect("def", _ms_def),
                    Aspect("equip_limit", lambda g, e, m: _is_warrior(g, m)))),
)

# --- Sogen (field spell) ----------------------------------------------------------------------


def _sogen(g: Duel, s: int, c: int) -> int:
    return 200 if g.race(c) & (0x1 | 0x8000) else 0


register(86318356, Effect(kind="activate", aspects=(Aspect("atk", _sogen),
                                                    Aspect("def", _sogen))))

# --- Gateway of the Six: activation and "remove 2 counters" (the rest: seed_gateway.py) -------


def gate_boostable(g: Duel, m: int) -> bool:
    """A face-up "Six Samurai" or "Shien" Effect Monster (by name): what the 2-counter effect of
    Gateway of the Six may target."""
    cd = g.cd(m)
    en = cd.name.en.lower()
    return bool(cd.type & C.EFFECT) and ("six samurai" in en or "shien" in en) \
        and bool(g.pos[m] & POS_FACEUP)


def _gate_cost(g: Duel, lk: Link) -> None:
    g.counter[lk.card] -= 2
    g.log("counter", {**g.card_pub(lk.card), "removed": 2, "left": g.counter[lk.card]})


def _gate_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [c for p in (0, 1) for c in g.mz[p]
                                 if c >= 0 and gate_boostable(g, c)], 1, 1, "target_monster")


def _gate_op(g: Duel, lk: Link) -> None:
    g.log_rule("spell_not_card_activation", card=g.name(lk.card).en,
               card_zh=g.name(lk.card).zh)
    for t, life in zip(lk.targets, lk.tlife, strict=True):
        if g.life[t] == life and g.loc[t] == LOC_MZONE and gate_boostable(g, t):
            g.add_buff(t, 500, 0, True, lk.card)


register(
    27970830,
    Effect(kind="activate"),
    Effect(kind="spell_effect", cost=(_gate_cost,), target=(_gate_target,), target_picks=True,
           operation=(_gate_op,), category=CAT_ATKCHANGE,
           name=Text("取除2个武士道指示物：「六武众」或「紫炎」效果怪兽攻击力上升500",
                     "Remove 2 Bushido Counters: a Six Samurai or Shien Effect Monster gains 500 "
                     "ATK"),
           condition=lambda g, c, p, w: g.counter[c] >= 2 and any(
               m >= 0 and gate_boostable(g, m) for q in (0, 1) for m in g.mz[q])),
)

__all__ = ["Any"]
