"""Seed monsters that become equip cards (seed 000 「装备魔法」 paragraph): Archfiend of Gilfer,
Relinquished (+ Black Illusion Ritual), Sword Hunter.

* A monster turned into an equip card counts as an Equip Spell; bounced, it goes to its
  **owner's** hand (the engine's ``to_hand`` always uses the owner).
* Archfiend of Gilfer equips itself from the GY and sits in its **owner's** Spell & Trap Zone,
  even when equipped to an opponent's monster.
* Relinquished: its ATK/DEF are the absorbed monster's, the absorbed monster is destroyed in its
  place in battle (a destroy substitute), and battle damage its controller takes from its
  battles is also dealt to the opponent (a battle-damage hook).
* Sword Hunter: at the end of the Battle Phase it equips the monsters it destroyed by battle
  this turn (a trigger queued by a phase hook), +200 ATK each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts import core_spells
from cardtable.ygo.cards.scripts.seed_common import (
    destroyed_by_battle_this_turn,
    monster_equips,
    rule_note,
    self_alive,
    target_alive,
    used_this_turn,
)
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_EQUIP,
    Aspect,
    Effect,
    Link,
    ask_cards,
    register,
    scripted,
)
from cardtable.ygo.effects.hooks import (
    BATTLE_DAMAGE_HOOKS,
    DESTROY_SUBSTITUTES,
    PHASE_HOOKS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import F_ACTIVE, LOC_GY, LOC_MZONE, LOC_SZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

ARCHFIEND_OF_GILFER = 50287060
RELINQUISHED = 64631466
BLACK_ILLUSION_RITUAL = 41426869
SWORD_HUNTER = 51345461
BLACK_LUSTER_RITUAL = 55761792


def equip_monster_card(g: Duel, e: int, m: int, zone_owner: int) -> bool:
    """Put monster card ``e`` face-up in ``zone_owner``'s S/T zone as an equip card of ``m``."""
    if g.free_szone(zone_owner) < 0:
        return False
    g.move(e, LOC_SZONE, zone_owner, POS_FACEUP)
    g.flags[e] |= F_ACTIVE
    g.equip[e] = m
    g.log("equip", {**g.card_pub(e), "to": g.card_pub(m), "zone_player": zone_owner})
    g.raise_event("equipped", m, (e,))
    return True


def _face_up_monsters(g: Duel) -> list[int]:
    return [c for p in (0, 1) for c in g.mz[p] if c >= 0 and g.pos[c] & POS_FACEUP]


# --- Archfiend of Gilfer -----------------------------------------------------------------------


def _gilfer_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _face_up_monsters(g), 1, 1, "target_monster")


def _gilfer_op(g: Duel, lk: Link) -> None:
    c = lk.card
    t = target_alive(g, lk)
    if g.loc[c] != LOC_GY or t < 0 or g.loc[t] != LOC_MZONE or not g.is_face_up(t):
        return
    rule_note(g, "equip_owner_zone", Text(
        "由怪兽变成的装备卡占用其持有者的魔法陷阱区域",
        "A monster that becomes an equip card uses its owner's Spell & Trap Zone"))
    equip_monster_card(g, c, t, g.owner[c])


def _gilfer_atk(g: Duel, s: int, c: int) -> int:
    return -500 if g.loc[s] == LOC_SZONE and g.equip[s] == c else 0


register(ARCHFIEND_OF_GILFER,
         Effect(kind="trigger", event="to_gy", optional=True,
                condition=lambda g, c, p, w: g.loc[c] == LOC_GY and g.free_szone(
                    g.owner[c]) >= 0 and bool(_face_up_monsters(g)),
                target=(_gilfer_target,), target_picks=True, operation=(_gilfer_op,),
                category=CAT_EQUIP | CAT_ATKCHANGE),
         Effect(kind="continuous", aspects=(Aspect("atk", _gilfer_atk),)))

# --- Relinquished + Black Illusion Ritual -------------------------------------------------------

register(BLACK_ILLUSION_RITUAL, *scripted()[BLACK_LUSTER_RITUAL])  # same ritual procedure
assert core_spells is not None  # imported first so the ritual procedure is registered


def absorbed(g: Duel, r: int) -> list[int]:
    """Monsters Relinquished ``r`` absorbed (equipped by its own effect)."""
    return monster_equips(g, r, exclude=(ARCHFIEND_OF_GILFER,))


def _rel_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (not absorbed(g, c) and not used_this_turn(g, c, 0) and g.free_szone(p) >= 0
            and any(x >= 0 for x in g.mz[1 - p]))


def _rel_target(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [x for x in g.mz[1 - lk.player] if x >= 0], 1, 1,
              "target_monster")


def _rel_op(g: Duel, lk: Link) -> None:
    t = target_alive(g, lk)
    if not self_alive(g, lk) or t < 0 or g.loc[t] != LOC_MZONE or absorbed(g, lk.card):
        return
    equip_monster_card(g, t, lk.card, lk.player)


def _rel_stat(which: str) -> Any:
    def fn(g: Duel, s: int, c: int) -> int:
        if c != s:
            return 0
        eq = absorbed(g, s)
        if not eq:
            return 0
        cd = g.cd(eq[0])
        return cd.atk if which == "atk" else cd.defense

    return fn


register(RELINQUISHED,
         Effect(kind="ignition", condition=_rel_cond, target=(_rel_target,), target_picks=True,
                operation=(_rel_op,), category=CAT_EQUIP,
                name=Text("选择对方1只怪兽当作装备卡装备", "Absorb 1 opponent's monster as an "
                          "equip card")),
         Effect(kind="continuous", aspects=(Aspect("atk", _rel_stat("atk")),
                                            Aspect("def", _rel_stat("def")))))


def _rel_substitute(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle" or RELINQUISHED not in g.code:
        return cs
    out = list(cs)
    for r in cs:
        if g.code[r] != RELINQUISHED or g.loc[r] != LOC_MZONE or not g.is_face_up(r):
            continue
        eq = absorbed(g, r)
        if eq:
            rule_note(g, "relinquished_substitute", Text(
                "「纳祭之魔」被战斗破坏时，作为代替把装备的怪兽破坏",
                "Relinquished would be destroyed by battle: its absorbed monster is destroyed "
                "instead"))
            out = [eq[0] if x == r else x for x in out]
    return out


def _rel_mirror(g: Duel, p: int, n: int) -> int:
    if n <= 0 or not g.battle or RELINQUISHED not in g.code:
        return n
    for x in (g.battle.attacker, g.battle.target):
        if x >= 0 and g.code[x] == RELINQUISHED and g.ctrl[x] == p and g.loc[x] == LOC_MZONE \
                and g.is_face_up(x):
            rule_note(g, "relinquished_mirror", Text(
                "「纳祭之魔」的战斗让自己受到战斗伤害：对方也受到同等的伤害",
                "Battle damage from Relinquished's battle: the opponent takes the same damage"))
            g.damage(1 - p, n)
            break
    return n


DESTROY_SUBSTITUTES.append(only_for({RELINQUISHED})(_rel_substitute))
BATTLE_DAMAGE_HOOKS.append(only_for({RELINQUISHED})(_rel_mirror))

# --- Sword Hunter -----------------------------------------------------------------------------


def _sh_op(g: Duel, lk: Link) -> None:
    s = lk.card
    if g.loc[s] != LOC_MZONE or not g.is_face_up(s):
        return
    for x in destroyed_by_battle_this_turn(g, s):
        if g.loc[x] == LOC_GY and g.cd(x).is_monster \
                and not equip_monster_card(g, x, s, g.ctrl[s]):
            break


def _sh_atk(g: Duel, s: int, c: int) -> int:
    if c != s:
        return 0
    return 200 * len(monster_equips(g, s, exclude=(ARCHFIEND_OF_GILFER, RELINQUISHED)))


register(SWORD_HUNTER,
         Effect(kind="trigger", event="battle_end", optional=False, operation=(_sh_op,),
                category=CAT_EQUIP),
         Effect(kind="continuous", aspects=(Aspect("atk", _sh_atk),)))


def _sh_phase(g: Duel, ev: str) -> None:
    if ev != "battle_end" or SWORD_HUNTER not in g.code:
        return
    queued = False
    for p in (g.tp, 1 - g.tp):
        for s in g.mz[p]:
            if s >= 0 and g.code[s] == SWORD_HUNTER and g.is_face_up(s) \
                    and any(g.loc[x] == LOC_GY for x in destroyed_by_battle_this_turn(g, s)):
                g.trig.append(Trigger(s, 0, p, g.stamp, ("battle_end", s)))
                queued = True
    if queued:
        g.stack.append(("triggers", ()))


PHASE_HOOKS.append(only_for({SWORD_HUNTER})(_sh_phase))
