"""More Spells of the g7-s claims (issue 15 part 3, session 7). None is flagged "Goat-era
version" in ``goat-pool.csv``: today's official text (DawnbrandBots/yaml-yugi
``data/<passcode>.yaml``) is their Goat behaviour; our wording in ``pool/goat.csv``, checks in
``tests/ygo/test_goat7_s_more.py``.

* Heart of Clear Water — Equip Spell: the equipped monster is not destroyed by battle (damage
  is calculated as usual) nor by the effect of a card that targets it (a ``DESTROY_SUBSTITUTES``
  hook, as Kishido Spirit's: the resolving chain link's targets are read); while the equipped
  monster has 1300 or more ATK this card is destroyed (its equip condition).
* Metalsilver Armor — Equip Spell: while its controller controls the equipped monster, the
  opponent's effects cannot target any other monster (on the field, in a Graveyard or removed
  from play: the current Japanese text) — g6-ma's ``TARGET_BANS`` hook.
* Contract with the Abyss / Earth Chant — Ritual Spells for any DARK / EARTH Ritual Monster in
  the hand; the monsters Tributed from the hand or field must have Levels totalling exactly the
  Ritual Monster's Level. Their ``materials`` in ``pool/goat.csv`` list the Goat pool's DARK /
  EARTH Ritual Monsters (facts, so every Ritual Spell names its monsters); the script reads the
  Attribute itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES, last, live, reg
from cardtable.ygo.cards.scripts.goat7_s_equips import ANY_FACE_UP, equip_spell, equipped_live
from cardtable.ygo.cards.scripts.goat7_s_spells import sums_to
from cardtable.ygo.effects.api import (
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, TARGET_BANS, can_tribute, only_for
from cardtable.ygo.state import LOC_BANISHED, LOC_GY, LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

HEART_OF_CLEAR_WATER = 64801562
METALSILVER_ARMOR = 33114323
CONTRACT_WITH_THE_ABYSS = 69035382
EARTH_CHANT = 59820352


# --- Heart of Clear Water -------------------------------------------------------------------


@only_for({HEART_OF_CLEAR_WATER})
def _clear_water(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason not in ("battle", "effect"):
        return cs
    out = []
    for c in cs:
        if g.loc[c] == LOC_MZONE and equipped_live(g, HEART_OF_CLEAR_WATER, c) >= 0:
            lk = g.chain[-1] if g.chain else None
            if reason == "battle" or (lk is not None and lk.ready and c in lk.targets):
                g.log("not_destroyed", {**g.card_pub(c), "by": reason})
                continue
        out.append(c)
    return out


def _below_1300(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in ANY_FACE_UP(g, p, s) if g.atk(m) < 1300]


DESTROY_SUBSTITUTES.append(_clear_water)
equip_spell(HEART_OF_CLEAR_WATER, Aspect("equip_limit", lambda g, e, m: g.atk(m) < 1300),
            hosts=_below_1300, cat=0)


# --- Metalsilver Armor ----------------------------------------------------------------------


@only_for({METALSILVER_ARMOR})
def _armor_ban(g: Duel, card: int, p: int, src: int) -> bool:
    if not g.cd(card).is_monster or not g.loc[card] & (LOC_MZONE | LOC_GY | LOC_BANISHED):
        return False
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == METALSILVER_ARMOR and live(g, s) and p != g.ctrl[s]:
                m = g.equip[s]
                if m >= 0 and m != card and g.loc[m] == LOC_MZONE and g.ctrl[m] == g.ctrl[s]:
                    return True
    return False


TARGET_BANS.append(_armor_ban)
equip_spell(METALSILVER_ARMOR, cat=0)


# --- Contract with the Abyss / Earth Chant --------------------------------------------------
RITUAL_ATTRIBUTE = {CONTRACT_WITH_THE_ABYSS: C.DARK, EARTH_CHANT: C.EARTH}


def _ritual_monsters(g: Duel, p: int, spell: int) -> list[int]:
    attr = RITUAL_ATTRIBUTE[g.code[spell]]
    return [c for c in g.hand[p] if c != spell and g.cd(c).is_monster
            and g.cd(c).type & C.RITUAL and g.cd(c).attribute & attr and g.level(c) > 0]


def _offerings(g: Duel, p: int, r: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.mz[p]) if c >= 0 and c != r and g.cd(c).is_monster
            and g.level(c) > 0 and (not g.hk.tribute_bans or can_tribute(g, c))]


def _summonable(g: Duel, p: int, spell: int) -> list[int]:
    out = []
    for r in _ritual_monsters(g, p, spell):
        offs = _offerings(g, p, r)
        if sums_to([g.level(x) for x in offs], g.level(r)) and (
                g.free_mzone(p) >= 0 or any(g.loc[x] == LOC_MZONE for x in offs)):
            out.append(r)
    return out


def _pick_ritual(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _summonable(g, lk.player, lk.card), 1, 1, "ritual_monster")


def _tribute_round(g: Duel, lk: Link) -> None:
    """Pick the next offering among those that keep an exact total reachable."""
    if "r" not in lk.data:
        got = last(lk)
        lk.data["r"] = got[0] if got else -1
        lk.data["trib"] = []
    else:
        lk.data["trib"] = [*lk.data["trib"], *last(lk)] if lk.data.pop("asked", False) \
            else lk.data["trib"]
    r = int(lk.data["r"])
    if r < 0 or g.loc[r] != LOC_HAND:
        return
    chosen = list(lk.data["trib"])
    need = g.level(r) - sum(g.level(x) for x in chosen)
    if need <= 0:
        return
    rest = [x for x in _offerings(g, lk.player, r) if x not in chosen]
    cands = [x for x in rest if g.level(x) <= need and sums_to(
        [g.level(y) for y in rest if y != x], need - g.level(x))]
    if cands:
        lk.data["asked"] = True
        ask_cards(g, lk, lk.player, cands, 1, 1, "ritual_tribute")


def _tribute_last(g: Duel, lk: Link) -> None:
    if lk.data.pop("asked", False):
        lk.data["trib"] = [*lk.data.get("trib", []), *last(lk)]


def _tribute_and_position(g: Duel, lk: Link) -> None:
    r = int(lk.data.get("r", -1))
    trib = list(lk.data.get("trib", []))
    if r < 0 or g.loc[r] != LOC_HAND or sum(g.level(x) for x in trib) != g.level(r):
        lk.data["fail"] = True
        return
    g.send_to_gy(trib, "ritual_tribute")
    ask_option(g, lk, lk.player, POS_CHOICES, "position")


def _ritual_summon(g: Duel, lk: Link) -> None:
    r = int(lk.data.get("r", -1))
    if lk.data.get("fail") or r < 0 or g.loc[r] != LOC_HAND:
        return
    g.special_summon(r, lk.player, int(lk.picks[-1]), how="ritual")


_ROUNDS = tuple(_tribute_round for _ in range(8))
_EXACT_RITUAL = Effect(category=CAT_SPSUMMON,
                       condition=lambda g, c, p, w: bool(_summonable(g, p, c)),
                       operation=(_pick_ritual, *_ROUNDS, _tribute_last, _tribute_and_position,
                                  _ritual_summon))
for _code in RITUAL_ATTRIBUTE:
    reg(_code, _EXACT_RITUAL)
