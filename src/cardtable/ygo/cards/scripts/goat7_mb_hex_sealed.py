"""The three Hex-Sealed Fusions (FET, 2005; issue 15 part 3, g7-mb, session 7). Not flagged
"Goat-era version" in ``goat-pool.csv``: today's official texts (yaml-yugi ``data/52101615.yaml``
The Dark, ``data/88696724.yaml`` The Earth, ``data/15717011.yaml`` The Light) give the 2005
behaviour; our wording is in ``pool/goat.csv``:

* a Fusion Substitute: it may stand in for any 1 Fusion Material named on a Fusion Monster, the
  other materials correct (``hooks.FUSION_SUBSTITUTES``: Polymerization's matcher);
* an Ignition Effect: Tribute, from your field, a set of Fusion Material Monsters of a Fusion
  Monster of its Attribute (DARK / EARTH / LIGHT) that includes this face-up card as the
  substitute for one of them (the cost), to Special Summon that Fusion Monster from your Fusion
  Deck — an effect's Special Summon, not a Fusion Summon (the texts do not treat it as one).
  The Fusion Monster is picked first; then each other material, the copies asked for when more
  than one fits (a forced pick is made without asking).

Checks in ``tests/ygo/test_goat7_mb_hex_sealed.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, choose_pos, last, own_main, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import FUSION_SUBSTITUTES, NO_FUSION_SUBSTITUTE
from cardtable.ygo.state import LOC_EXTRA, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DARK_HEX_SEALED = 52101615
EARTH_HEX_SEALED = 88696724
LIGHT_HEX_SEALED = 15717011
HEX_SEALED: dict[int, int] = {
    DARK_HEX_SEALED: C.ATTRIBUTE_BY_NAME["DARK"],
    EARTH_HEX_SEALED: C.ATTRIBUTE_BY_NAME["EARTH"],
    LIGHT_HEX_SEALED: C.ATTRIBUTE_BY_NAME["LIGHT"],
}


def _others(g: Duel, p: int, hex_card: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and m != hex_card and g.pos[m] & POS_FACEUP]


def _needs(g: Duel, f: int, pool: list[int]) -> list[int] | None:
    """The material codes of Fusion ``f`` left once the Hex-Sealed card stands in for one, if
    ``pool`` holds them all (the first substitution that works), else None."""
    mats = list(g.cd(f).materials)
    for i in range(len(mats)):
        rest = mats[:i] + mats[i + 1:]
        left = list(pool)
        ok = True
        for m in rest:
            hit = next((c for c in left if g.code[c] == m), -1)
            if hit < 0:
                ok = False
                break
            left.remove(hit)
        if ok:
            return rest
    return None


def _fusions(g: Duel, p: int, hex_card: int) -> list[int]:
    attr = HEX_SEALED[g.code[hex_card]]
    pool = _others(g, p, hex_card)
    return [f for f in g.extra[p] if g.cd(f).type & C.FUSION and g.cd(f).materials
            and g.cd(f).attribute & attr and g.code[f] not in NO_FUSION_SUBSTITUTE
            and _needs(g, f, pool) is not None]


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return own_main(g, c, p, w) and active_monster(g, c) and bool(_fusions(g, p, c))


def _pick_fusion(g: Duel, lk: Link) -> None:
    lk.data["mats"] = ()
    ask_cards(g, lk, lk.player, _fusions(g, lk.player, lk.card), 1, 1, "fusion_monster")


def _fusion_of(lk: Link) -> int:
    got = lk.picks[0] if lk.picks else ()
    return int(got[0]) if isinstance(got, tuple) and got else -1


def _pick_material(g: Duel, lk: Link) -> None:
    """One more material (a no-op once every needed code is filled)."""
    f = _fusion_of(lk)
    chosen: tuple[int, ...] = tuple(lk.data.get("mats", ()))
    if lk.data.get("asked"):
        chosen = (*chosen, *last(lk))
        lk.data["mats"] = chosen
        lk.data["asked"] = False
    if f < 0:
        return
    pool = [m for m in _others(g, lk.player, lk.card) if m not in chosen]
    need = _needs(g, f, _others(g, lk.player, lk.card))
    if need is None:
        return
    for c in chosen:
        if g.code[c] in need:
            need.remove(g.code[c])
    if not need:
        return
    cands = [m for m in pool if g.code[m] == need[0]]
    if cands:
        lk.data["asked"] = True
        ask_cards(g, lk, lk.player, cands, 1, 1, "tribute")


def _tribute(g: Duel, lk: Link) -> None:
    chosen = tuple(lk.data.get("mats", ()))
    if lk.data.get("asked"):
        chosen = (*chosen, *last(lk))
        lk.data["mats"] = chosen
    cs = [c for c in (lk.card, *chosen) if g.loc[c] == LOC_MZONE]
    if cs:
        g.send_to_gy(cs, "tribute")


def _ask_pos(g: Duel, lk: Link) -> None:
    f = _fusion_of(lk)
    if f >= 0 and g.loc[f] == LOC_EXTRA and g.free_mzone(lk.player) >= 0:
        choose_pos(g, lk)
    else:
        lk.data["fail"] = True


def _summon(g: Duel, lk: Link) -> None:
    f = _fusion_of(lk)
    if lk.data.get("fail") or f < 0 or g.loc[f] != LOC_EXTRA:
        return
    g.special_summon(f, lk.player, int(lk.picks[-1]))


for _code, _attr in HEX_SEALED.items():
    FUSION_SUBSTITUTES.add(_code)
    reg(_code,
        Effect(kind="continuous", name=Text("可以作为任意1只融合素材怪兽的代替",
                                            "Substitute for any 1 Fusion Material Monster")),
        Effect(kind="ignition", condition=_cond,
               cost=(_pick_fusion, _pick_material, _pick_material, _pick_material, _tribute),
               operation=(_ask_pos, _summon), category=CAT_SPSUMMON,
               name=Text("解放包含这张卡的融合素材：从融合卡组特殊召唤对应的融合怪兽",
                         "Tribute Fusion Materials including this card: Special Summon the "
                         "Fusion Monster")))

__all__ = ["DARK_HEX_SEALED", "EARTH_HEX_SEALED", "HEX_SEALED", "LIGHT_HEX_SEALED"]
