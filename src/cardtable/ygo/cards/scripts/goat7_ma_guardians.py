"""The six Guardians of Dark Crisis (DCR-005..010; issue 15 part 3, g7-ma). None is flagged
"Goat-era version" in ``goat-pool.csv``; each follows its official text (yaml-yugi
``data/<passcode>.yaml``, the Dark Revelation 1 reprint):

* All: "Cannot be Summoned unless you control a face-up <its weapon>" — a ``SUMMON_ALLOWED``
  hook refuses a Normal, Flip or Special Summon (a Set is no Summon) while its player controls
  no face-up copy of the weapon (:data:`WEAPONS`).
* Guardian Ceal: "you can send 1 Equip Spell Card you control that is equipped to this card to
  the Graveyard to target 1 monster your opponent controls; destroy that target" (an Ignition
  Effect, the sending its cost).
* Guardian Elma: "When this card is Normal or Special Summoned: you can target 1 appropriate
  Equip Spell Card in your Graveyard; equip that target to this card" (optional, "when": it
  misses the timing; ``goat6_mb_summons.equip_from_graveyard``: its equip limit checked).
* Guardian Grarl: "If this is the only card in your hand, you can Special Summon it (from your
  hand)" — a procedure of ``goat_mon_procs`` with that condition.
* Guardian Baou: "When this card destroys an opponent's monster by battle and sends it to the
  Graveyard: it gains 1000 ATK. Negate the effects of monsters destroyed by battle with this
  card" — a mandatory trigger (a lasting +1000 while it stays face-up) and a
  ``RESOLVE_HOOKS`` negation of the effect of the monster it destroyed, as
  ``classic_battle.battle_destroyer`` reads it for Dark Balter and the Flamberge.
* Guardian Kay'est: "unaffected by Spell effects" (``goat6_ma_unaffected``) and "cannot be
  targeted for attacks, but does not prevent your opponent from attacking you directly" — an
  ``ATTACK_TARGETS`` hook drops it from the targets and, when it leaves no monster to attack,
  allows the direct attack.
* Guardian Tryce: "When this card is destroyed and sent to the Graveyard: Special Summon the
  monster from the Graveyard that was used for its Tribute Summon" — its Tribute Summon is
  recorded (a public ``card_effect`` mark: the Tributes with their ``g.life`` stamps, read from
  the log of that summon); the trigger summons those still in the Graveyard since.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_guardians.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    live_targets,
    mons,
    note,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.goat6_ma_unaffected import unaffected_by_spells
from cardtable.ygo.cards.scripts.goat6_mb_summons import equip_fits, equip_from_graveyard
from cardtable.ygo.cards.scripts.goat_mon_battle import destroyed_foe
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    CAT_EQUIP,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import (
    ATTACK_TARGETS,
    EVENT_HOOKS,
    RESOLVE_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.state import LOC_GY, LOC_MZONE, LOC_SZONE, POS_FACEUP, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

GUARDIAN_CEAL = 10755153
GUARDIAN_ELMA = 74367458
GUARDIAN_GRARL = 47150851
GUARDIAN_BAOU = 73544866
GUARDIAN_KAYEST = 9633505
GUARDIAN_TRYCE = 46037213

#: Guardian -> the weapon its player must control face-up to Summon it
WEAPONS: dict[int, int] = {
    GUARDIAN_CEAL: 95638658,  # Shooting Star Bow - Ceal
    GUARDIAN_ELMA: 69243953,  # Butterfly Dagger - Elma
    GUARDIAN_GRARL: 32022366,  # Gravity Axe - Grarl
    GUARDIAN_BAOU: 68427465,  # Wicked-Breaking Flamberge - Baou
    GUARDIAN_KAYEST: 95515060,  # Rod of Silence - Kay'est
    GUARDIAN_TRYCE: 21900719,  # Twin Swords of Flashing Light - Tryce
}
_TRIBUTES = "tribute_summoned_with"


def weapon_up(g: Duel, p: int, guardian_code: int) -> bool:
    """``p`` controls a face-up copy of the weapon this Guardian needs."""
    w = WEAPONS[guardian_code]
    return any(s >= 0 and g.code[s] == w and g.pos[s] & POS_FACEUP
               for s in (*g.sz[p], g.fz[p]))


@only_for(WEAPONS)
def _summon_allowed(g: Duel, p: int, c: int, how: str) -> bool:
    code = g.code[c]
    return code not in WEAPONS or how == "set" or weapon_up(g, p, code)


SUMMON_ALLOWED.append(_summon_allowed)

# --- Guardian Ceal -------------------------------------------------------------------------------


def _ceal_equips(g: Duel, p: int, c: int) -> list[int]:
    return [e for e in g.sz[p] if e >= 0 and g.equip[e] == c and g.pos[e] & POS_FACEUP
            and g.cd(e).is_spell and g.cd(e).type & C.EQUIP]


def _ceal_cost(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _ceal_equips(g, lk.player, lk.card), 1, 1, "choose")


def _ceal_send(g: Duel, lk: Link) -> None:
    got = [e for e in (lk.picks[-1] if lk.picks else ()) if g.loc[e] == LOC_SZONE]
    if got:
        g.send_to_gy(got, "cost")


_opp_monsters = mons("opp")


def _destroy_target(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.destroy(ts, "effect", by=lk)


reg(GUARDIAN_CEAL, Effect(
    kind="ignition", cost=(_ceal_cost, _ceal_send),
    condition=lambda g, c, p, w: bool(_ceal_equips(g, p, c)) and bool(_opp_monsters(g, p, c)),
    target=(pick(_opp_monsters, "target_monster"),), target_picks=True,
    operation=(_destroy_target,), category=CAT_DESTROY,
    name=Text("把装备的装备魔法卡送去墓地：破坏对方1只怪兽",
              "Send an equipped Equip Spell to the Graveyard: destroy 1 opponent's monster")))

# --- Guardian Elma -----------------------------------------------------------------------------


def _elma_equips(g: Duel, p: int, c: int) -> list[int]:
    return [e for e in g.gy[p] if g.cd(e).is_spell and g.cd(e).type & C.EQUIP
            and equip_fits(g, e, c)]


def _elma_equip(g: Duel, lk: Link) -> None:
    c = lk.card
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_GY]
    if ts and g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life \
            and equip_fits(g, ts[0], c) and equip_from_graveyard(g, ts[0], c, lk.player):
        g.raise_event("equipped", c, (ts[0],))


reg(GUARDIAN_ELMA, Effect(
    kind="trigger", event="summoned", optional=True, when=True,
    condition=lambda g, c, p, w: len(w) > 2 and w[2] in ("normal", "special")
    and bool(_elma_equips(g, p, c)) and g.free_szone(p) >= 0,
    target=(pick(lambda g, p, c: _elma_equips(g, p, c), "target_card"),), target_picks=True,
    operation=(_elma_equip,), category=CAT_EQUIP,
    name=Text("把墓地1张装备魔法卡给这张卡装备",
              "Equip 1 Equip Spell Card from your Graveyard to this card")))

# --- Guardian Grarl ----------------------------------------------------------------------------

add_procs({GUARDIAN_GRARL: Proc("", cond=lambda g, p: len(g.hand[p]) == 1)})
reg(GUARDIAN_GRARL, Effect(kind="continuous", name=Text(
    "手卡只有这1张时可以特殊召唤", "May be Special Summoned when it is your only card in hand")))

# --- Guardian Baou -----------------------------------------------------------------------------


def _baou_gain(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.add_buff(c, atk=1000, until_end=False, src=c)


@only_for({GUARDIAN_BAOU})
def _baou_victim(g: Duel, lk: Link) -> bool:
    other = battle_destroyer(g, lk)
    if other < 0 or g.code[other] != GUARDIAN_BAOU or not active_monster(g, other):
        return False
    g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
    return True


RESOLVE_HOOKS.append(_baou_victim)
reg(GUARDIAN_BAOU, Effect(
    kind="trigger", event="battle_destroyed", scope="any", optional=False,
    condition=lambda g, c, p, w: destroyed_foe(g, c, p, w) and g.owner[w[1]] != p
    and up(g, c),
    operation=(_baou_gain,), category=CAT_ATKCHANGE,
    name=Text("攻击力上升1000", "Gain 1000 ATK")))

# --- Guardian Kay'est --------------------------------------------------------------------------


def _kayest(g: Duel, m: int) -> bool:
    return m >= 0 and g.code[m] == GUARDIAN_KAYEST and active_monster(g, m)


@only_for({GUARDIAN_KAYEST})
def _kayest_targets(g: Duel, a: int, tg: list[int]) -> list[int]:
    if not any(_kayest(g, t) for t in tg):
        return tg
    out = [t for t in tg if not _kayest(g, t)]
    others = [m for m in g.mz[1 - g.ctrl[a]] if m >= 0 and not _kayest(g, m)]
    if not others and -1 not in out:
        out.append(-1)  # "does not prevent your opponent from attacking you directly"
    return out


ATTACK_TARGETS.append(_kayest_targets)
unaffected_by_spells(GUARDIAN_KAYEST)

# --- Guardian Tryce ----------------------------------------------------------------------------


@only_for({GUARDIAN_TRYCE})
def _record_tributes(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Tryce Tribute Summoned: note the monsters Tributed for it (read back from the log of
    this summon: the ``to_gy`` entries of reason ``tribute`` just before its declaration)."""
    if ev != "summoned" or g.code[c] != GUARDIAN_TRYCE or not data or data[0] != "normal":
        return
    got: list[list[int]] = []
    declared = False
    for kind, pub, _ in reversed(g.elog):
        if not declared:
            declared = kind == "summon_declared" and pub.get("card") == c
            continue
        if kind != "to_gy" or pub.get("reason") != "tribute":
            break  # the Tributes are logged just before the declaration
        x = int(pub["card"])
        got.append([x, g.life[x]])
    if got:
        note(g, c, "Tribute Summoned", "上级召唤", **{_TRIBUTES: {"tryce": [c, g.life[c]],
                                                                 "tributes": got}})


EVENT_HOOKS.append(_record_tributes)


def _tributes_of(g: Duel, c: int) -> list[int]:
    """The monsters Tributed for this Tryce's last Tribute Summon, still in the Graveyard
    since (it moved once since: to the Graveyard)."""
    want = [c, g.life[c] - 1]
    for kind, pub, _ in reversed(g.elog):
        mark = pub.get(_TRIBUTES) if kind == "card_effect" else None
        if mark and mark["tryce"] == want:
            return [int(x) for x, lf in mark["tributes"]
                    if g.life[int(x)] == lf and g.loc[int(x)] == LOC_GY]
    return []


def _tryce_revive(g: Duel, lk: Link) -> None:
    p = lk.player
    for x in _tributes_of(g, lk.card):
        if g.free_mzone(p) >= 0 and g.can_special_summon(x, p):
            g.special_summon(x, p, POS_FU_ATK)


reg(GUARDIAN_TRYCE, Effect(
    kind="trigger", event="destroyed", optional=False,
    condition=lambda g, c, p, w: g.loc[c] == LOC_GY and bool(_tributes_of(g, c)),
    operation=(_tryce_revive,), category=CAT_SPSUMMON,
    name=Text("特殊召唤作为上级召唤祭品的怪兽",
              "Special Summon the monster Tributed for its Tribute Summon")))

__all__ = ["GUARDIAN_BAOU", "GUARDIAN_CEAL", "GUARDIAN_ELMA", "GUARDIAN_GRARL",
           "GUARDIAN_KAYEST", "GUARDIAN_TRYCE", "WEAPONS", "weapon_up"]
