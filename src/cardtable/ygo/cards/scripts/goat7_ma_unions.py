"""Burning Beast and Freezing Beast (issue 15 part 3, g7-ma): two Union monsters of Magician's
Force (MFC-016/017, 2003), each the other's host. Not flagged "Goat-era version" in
``goat-pool.csv``: their official text (yaml-yugi ``data/59364406.yaml`` and
``data/85359414.yaml``, the Dark Revelation 1 print) is the Goat text.

* The Union frame (equip to your "Freezing Beast" / "Burning Beast", or unequip and Special
  Summon in face-up Attack Position, once per turn; one Union per monster; destroyed instead
  when the equipped monster would be destroyed by battle) is ``goat_mon2_union``'s table.
* "While equipped to a monster by this card's effect, each time the equipped monster inflicts
  Battle Damage to your opponent, destroy 1 face-up (Burning Beast) / face-down (Freezing
  Beast) Spell or Trap Card on the field": a mandatory trigger queued by a
  ``BATTLE_DAMAGE_HOOKS`` watcher; the card is chosen as it resolves (the text selects no
  target) among every Spell/Trap on the field of that face, a Union equipped as an Equip Spell
  Card included.

Des Dendle (Magician's Force MFC-015, official text yaml-yugi ``data/12965761.yaml``, the Dark
Revelation 1 print; not flagged): the same frame with "Vampiric Orchis" as its host, and "while
equipped to a monster by this card's effect, each time the equipped monster destroys 1 of your
opponent's monsters (by battle), Special Summon 1 "Wicked Plant Token" (Plant-Type/EARTH/Level
1/ATK 800/DEF 800)" — a mandatory trigger of the equipped Union on the victim's
``battle_destroyed`` (as Zombie Tiger's), the token (a pool row with the reference stats) in
the position its player picks.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_unions.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_equip_monsters import held_by_rider
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, in_last_battle, reg, st_cards, up
from cardtable.ygo.cards.scripts.goat5_tokens import can_make_tokens, summon_tokens
from cardtable.ygo.cards.scripts.goat_mon2_union import (
    UnionRow,
    add_unions,
    union_effects,
    union_of,
)
from cardtable.ygo.effects.api import CAT_DESTROY, CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, TOKEN_MAKERS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_FZONE, LOC_GY, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BURNING_BEAST = 59364406
FREEZING_BEAST = 85359414
EV_HIT = "g7ma_union_battle_damage"  # queued by the watcher below, never raised by the engine

#: the face of the Spell/Trap Card each one destroys (True = face-up)
FACE: dict[int, bool] = {BURNING_BEAST: True, FREEZING_BEAST: False}

add_unions({
    BURNING_BEAST: UnionRow(lambda g, m: g.code[m] == FREEZING_BEAST, 0, 0, battle_only=True),
    FREEZING_BEAST: UnionRow(lambda g, m: g.code[m] == BURNING_BEAST, 0, 0, battle_only=True),
})


def _watch(g: Duel, p: int, n: int) -> int:
    """Battle damage ``n`` to ``p``: the monster of the other player in this battle, if it
    carries one of these Unions, queues that Union's trigger (the damage is unchanged)."""
    b = g.battle
    if n <= 0 or b is None:
        return n
    for m in (b.attacker, b.target):
        if m >= 0 and g.ctrl[m] != p and g.loc[m] == LOC_MZONE and up(g, m):
            u = union_of(g, m)
            if u >= 0 and g.code[u] in FACE:
                for ei in g.pool.trig_index(g.code[u]).get(EV_HIT, ()):
                    g.trig.append(Trigger(u, ei, g.ctrl[u], g.stamp, (EV_HIT, u, p, n)))
    return n


def _ask(g: Duel, lk: Link) -> None:
    face = FACE[g.code[lk.card]]
    cs = st_cards("any", face_up=face)(g, lk.player, -1)
    ask_cards(g, lk, lk.player, cs, 1, 1, "choose")


def _destroy(g: Duel, lk: Link) -> None:
    got = [c for c in (lk.picks[-1] if lk.picks else ()) if g.loc[c] in (LOC_SZONE, LOC_FZONE)]
    if got:
        g.destroy(got, "effect", by=lk)


def _union_trigger(code: int) -> Effect:
    what = ("表侧表示", "face-up") if FACE[code] else ("里侧表示", "face-down")
    return Effect(kind="trigger", event=EV_HIT, optional=False, where=LOC_SZONE,
                  condition=lambda g, c, p, w: g.loc[c] == LOC_SZONE and g.equip[c] >= 0
                  and not held_by_rider(g, c),
                  operation=(_ask, _destroy), category=CAT_DESTROY,
                  name=Text(f"破坏场上1张{what[0]}的魔法·陷阱卡",
                            f"Destroy 1 {what[1]} Spell or Trap Card on the field"))


BATTLE_DAMAGE_HOOKS.append(only_for(FACE)(_watch))
for _code in FACE:
    reg(_code, *union_effects(_code), _union_trigger(_code))

# --- Des Dendle -----------------------------------------------------------------------------------

DES_DENDLE = 12965761
VAMPIRIC_ORCHIS = 46571052
WICKED_PLANT_TOKEN = 12965762
W = tuple[Any, ...]

add_unions({DES_DENDLE: UnionRow(lambda g, m: g.code[m] == VAMPIRIC_ORCHIS, 0, 0,
                                 battle_only=True)})
TOKEN_MAKERS[DES_DENDLE] = ((WICKED_PLANT_TOKEN, False),)


def _host_won(g: Duel, c: int, p: int, w: W) -> bool:
    """Des Dendle equipped; its monster fought the battle that destroyed ``w[1]``, an
    opponent's monster now in the Graveyard; a token can come."""
    if g.loc[c] != LOC_SZONE or g.equip[c] < 0 or held_by_rider(g, c):
        return False
    m, v = g.equip[c], w[1]
    return (g.loc[m] == LOC_MZONE and v != m and in_last_battle(g, m) and in_last_battle(g, v)
            and g.loc[v] == LOC_GY and g.owner[v] != p
            and can_make_tokens(g, p, WICKED_PLANT_TOKEN, 1))


def _plant(g: Duel, lk: Link) -> None:
    summon_tokens(g, lk.player, WICKED_PLANT_TOKEN, 1, int(lk.picks[-1]))


reg(DES_DENDLE, *union_effects(DES_DENDLE),
    Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
           condition=_host_won, operation=(choose_pos, _plant), category=CAT_SPSUMMON,
           name=Text("特殊召唤1只「魔草衍生物」", "Special Summon 1 \"Wicked Plant Token\"")))

__all__ = ["BURNING_BEAST", "DES_DENDLE", "FACE", "FREEZING_BEAST", "WICKED_PLANT_TOKEN"]
