"""Magical Labyrinth and Wall Shadow (Magic Ruler / Spell Ruler, 2002; issue 15 part 3, g8-mb,
session 8).

Magical Labyrinth is flagged "Goat-era version" in ``goat-pool.csv``: today's text ("You can
Tribute the equipped monster; Special Summon 'Wall Shadow' from your Deck") is the errata'd one.
Its era wording is the one of the OCG text of the time, kept in yaml-yugi
``data/64389297.yaml`` ("ja", the pre-2008 生け贄 wording, and the Korean print): equip it to
"Labyrinth Wall"; by Tributing "Labyrinth Wall" **and this equipped card**, Special Summon
"Wall Shadow" from the Deck. (The English Spell Ruler print of 2002 was not found; Pojo and the
rulings sites hold no review of it.) So the cost sends both cards, the Spell included, to the
Graveyard; the effect of the face-up Equip Spell is one of spell speed 1 (its controller's Main
Phase, empty chain), offered only while a Wall Shadow is in the Deck.

Wall Shadow is not flagged: today's text (``data/63162310.yaml``) — "Cannot be Normal
Summoned/Set. Must first be Special Summoned with 'Magical Labyrinth'." Its type makes it a
Special-Summon-only monster (the engine's revival limit); a ``SUMMON_ALLOWED`` hook refuses
any first Special Summon not made by Magical Labyrinth's effect (``F_PROPER`` is set by that
summon, after which other effects may summon it).

Checks in ``tests/ygo/test_goat8_mb_labyrinth.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last, mons, own_main, reg
from cardtable.ygo.cards.scripts.goat7_s_equips import equip_spell
from cardtable.ygo.effects.api import CAT_SPSUMMON, Aspect, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import SUMMON_ALLOWED, only_for
from cardtable.ygo.state import F_PROPER, LOC_DECK, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MAGICAL_LABYRINTH = 64389297
WALL_SHADOW = 63162310
LABYRINTH_WALL = 67284908

_walls = mons("any", True, lambda g, c: g.code[c] == LABYRINTH_WALL)


def _shadows(g: Duel, p: int) -> list[int]:
    return [c for c in g.deck[p] if g.code[c] == WALL_SHADOW]


def _shadow_cond(g: Duel, c: int, p: int, w: W) -> bool:
    m = g.equip[c]
    return own_main(g, c, p, w) and g.loc[c] == LOC_SZONE and m >= 0 \
        and g.loc[m] == LOC_MZONE and g.ctrl[m] == p and g.code[m] == LABYRINTH_WALL \
        and bool(_shadows(g, p))


def _tribute_both(g: Duel, lk: Link) -> None:
    c = lk.card
    m = g.equip[c]
    g.send_to_gy([x for x in (c, m) if x >= 0], "tribute")  # the Spell first: no equip loss


def _pick_shadow(g: Duel, lk: Link) -> None:
    cs = _shadows(g, lk.player)
    if cs and g.free_mzone(lk.player) >= 0:
        ask_cards(g, lk, lk.player, cs[:1], 1, 1, "summon_pick")
    else:
        lk.picks.append(())


def _shadow_pos(g: Duel, lk: Link) -> None:
    got = [x for x in last(lk) if g.loc[x] == LOC_DECK]
    lk.data["shadow"] = got[0] if got else -1
    if got:
        choose_pos(g, lk)


def _summon_shadow(g: Duel, lk: Link) -> None:
    x = int(lk.data.get("shadow", -1))
    if x >= 0 and g.loc[x] == LOC_DECK:
        g.special_summon(x, lk.player, int(lk.picks[-1]), how="proper")
        g.shuffle_deck(lk.player)


@only_for({WALL_SHADOW})
def _shadow_first_by_labyrinth(g: Duel, p: int, c: int, how: str) -> bool:
    """Wall Shadow's first Special Summon is Magical Labyrinth's (then ``F_PROPER``)."""
    if g.code[c] != WALL_SHADOW or how != "special" or g.flags[c] & F_PROPER:
        return True
    return bool(g.chain) and g.chain[-1].code == MAGICAL_LABYRINTH and g.chain[-1].ready


SUMMON_ALLOWED.append(_shadow_first_by_labyrinth)
equip_spell(
    MAGICAL_LABYRINTH,
    Aspect("equip_limit", lambda g, e, m: g.code[m] == LABYRINTH_WALL),
    hosts=_walls, cat=CAT_SPSUMMON,
    more=(Effect(kind="spell_effect", where=LOC_SZONE, condition=_shadow_cond,
                 cost=(_tribute_both,), operation=(_pick_shadow, _shadow_pos, _summon_shadow),
                 category=CAT_SPSUMMON,
                 name=Text("把「迷宫壁」和这张卡解放：从卡组特殊召唤「墙壁之影」",
                           "Tribute \"Labyrinth Wall\" and this card: Special Summon \"Wall "
                           "Shadow\" from your Deck")),))
reg(WALL_SHADOW, Effect(kind="continuous", name=Text(
    "不能通常召唤；必须先用「迷宫变化」特殊召唤",
    "Cannot be Normal Summoned; must first be Special Summoned with \"Magical Labyrinth\"")))

__all__ = ["LABYRINTH_WALL", "MAGICAL_LABYRINTH", "WALL_SHADOW"]
