"""The Ultimate Insect chain and "Level Up!" (issue 15 part 3, g8-mb, session 8).

Ultimate Insect LV1/LV3/LV5 and Level Up! are flagged "Goat-era version" in ``goat-pool.csv``;
LV7 is not. Their era texts: the English prints SOD-EN005 (LV1, 2004), RDS-EN007 (LV3, 2004),
FET-EN007 (LV5, March 2005), TLM-EN010 (LV7, June 2005) were never reprinted with a new wording
before 2005-09: today's database texts (yaml-yugi ``data/49441499.yaml``, ``data/34088136.yaml``,
``data/34830502.yaml``, ``data/19877898.yaml``) are still those old-style texts ("by sending this
face-up card to the Graveyard ... (You cannot activate this effect the turn ...)"), and so is
the OCG text of the time (yugioh-wiki.net's 【アルティメット王虎】 deck page quotes LV5/LV7 in
2005 wording). Level Up! (SOD-EN041): today's text "Send 1 face-up 'LV' monster you control to
the GY; Special Summon 1 monster from your hand or Deck that is listed in the sent monster's
text, ignoring its Summoning conditions" (``data/25290459.yaml``), with the Goat FAQ
(``TheMTtakeover/goat-rulings``: sending the monster is a cost; LV3's loss "is a Continuous
Effect ... applied as long as the monster remains face-up") and the rulings of the
YGOResources database (quoted by huntlist.eu/cards/yugioh/level-up/ruling): the LV monster is
sent as a cost; the summoned monster is one whose name the sent monster's text names; the card
cannot be activated unless such a monster is in the hand or Deck; a LV monster naming none
cannot be sent.

* LV1: unaffected by Spell effects while face-up on the field (g6-ma's ``unaffected_by_spells``).
* LV1 → LV3 → LV5 → LV7: each a ``goat_mon2_lv.LEVEL_UPS`` row ("standby", ``not_new``: "You
  cannot activate this effect the turn this card is Normal Summoned, Special Summoned, or
  flipped face-up" — the Goat FAQ of LV1: Book of Taiyou's flip too, a mark of
  ``goat_mon2_lv.lv_flip_mark``; the FAQ calls the effect an Ignition Effect one may chain
  to): an optional trigger in your Standby Phase, the face-up card sent as its
  cost, the next LV from the hand or Deck. As for the other LV monsters of the pool and the
  Level Up! ruling above, it cannot be activated without that next LV in the hand or Deck.
* "If this card was Special Summoned by the effect of 'Ultimate Insect LV<n-2>'": an
  ``EVENT_HOOKS`` hook marks (``state.F_BY_NAMED``) a LV3/LV5/LV7 Special Summoned while that
  LV monster's own level-up resolves; while it stays on the field, every monster of its
  controller's opponent loses 300 ATK (LV3), 500 ATK (LV5) or 700 ATK and DEF (LV7); turned
  face-down, the mark is gone for good (the Goat FAQ of LV5 and LV7: "its effect is reset"). A
  LV
  summoned by Level Up! is summoned by the Spell's effect, not the LV monster's: no loss (no
  period ruling found either way; the text's reading, today's too).
* Level Up!: the monsters "listed" in each LV monster's text (``LISTED``, facts of the texts:
  its next and previous forms it names, e.g. Horus LV8 names LV6); the cost sends one face-up
  LV monster that names a monster in the hand or Deck; the summon is proper, "ignoring its
  Summoning conditions" (Horus LV8's "only by Horus LV6" hook lets Level Up! through).

Checks in ``tests/ygo/test_goat8_mb_levels.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last, reg, up
from cardtable.ygo.cards.scripts.goat6_ma_unaffected import unaffected_by_spells
from cardtable.ygo.cards.scripts.goat_mon2_lv import (
    ARMED_DRAGON_LV3,
    ARMED_DRAGON_LV5,
    ARMED_DRAGON_LV7,
    HORUS_LV4,
    HORUS_LV6,
    LEVEL_UP,
    LEVEL_UPS,
    LevelUp,
    ask_next_position,
    level_up,
    lv_flip_mark,
    summon_next,
)
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_SPSUMMON, Aspect, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import F_BY_NAMED, LOC_MZONE, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

UI_LV1, UI_LV3, UI_LV5, UI_LV7 = 49441499, 34088136, 34830502, 19877898
HORUS_LV8 = 48229808
DARK_MIMIC_LV1, DARK_MIMIC_LV3 = 74713516, 1102515
MYSTIC_LV2, MYSTIC_LV4, MYSTIC_LV6 = 47507260, 74591968, 60482781
SILENT_LV3, SILENT_LV5, SILENT_LV7 = 1995985, 74388798, 37267041

#: the LV monster whose own effect must have Special Summoned it, for its continuous effect
BY: dict[int, int] = {UI_LV3: UI_LV1, UI_LV5: UI_LV3, UI_LV7: UI_LV5}
#: LV monster of the Goat pool -> the monsters its text names (Level Up! may summon them)
LISTED: dict[int, tuple[int, ...]] = {
    ARMED_DRAGON_LV3: (ARMED_DRAGON_LV5,),
    ARMED_DRAGON_LV5: (ARMED_DRAGON_LV7,),
    ARMED_DRAGON_LV7: (ARMED_DRAGON_LV5,),
    DARK_MIMIC_LV1: (DARK_MIMIC_LV3,),
    DARK_MIMIC_LV3: (DARK_MIMIC_LV1,),
    HORUS_LV4: (HORUS_LV6,),
    HORUS_LV6: (HORUS_LV8,),
    HORUS_LV8: (HORUS_LV6,),
    MYSTIC_LV2: (MYSTIC_LV4,),
    MYSTIC_LV4: (MYSTIC_LV6,),
    SILENT_LV3: (SILENT_LV5,),
    SILENT_LV5: (SILENT_LV7,),
    SILENT_LV7: (SILENT_LV5,),
    UI_LV1: (UI_LV3,),
    UI_LV3: (UI_LV1, UI_LV5),
    UI_LV5: (UI_LV3, UI_LV7),
    UI_LV7: (UI_LV5,),
}

LEVEL_UPS.update({UI_LV1: LevelUp("standby", UI_LV3, not_new=True),
                  UI_LV3: LevelUp("standby", UI_LV5, not_new=True),
                  UI_LV5: LevelUp("standby", UI_LV7, not_new=True)})
# "not the turn it is flipped face-up, including by Book of Taiyou" (the Goat FAQ of LV1): the
# flip marks of goat_mon2_lv, for the Insects and Silent Swordsman LV3 (the same words)
only_for({UI_LV1, UI_LV3, UI_LV5, SILENT_LV3})(lv_flip_mark)


@only_for(set(BY))
def _mark_by_named(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a LV3/LV5/LV7 Special Summoned while the previous LV's own level-up
    resolves keeps ``F_BY_NAMED`` while it stays where it is."""
    if ev == "position_changed" and g.code[c] in BY and len(data) > 1 \
            and data[1] & POS_FACEDOWN:
        g.flags[c] &= ~F_BY_NAMED  # turned face-down: its effect is reset (the Goat FAQ)
        return
    if ev != "summoned" or g.code[c] not in BY or not data or data[0] != "special" \
            or not g.chain:
        return
    lk = g.chain[-1]
    if lk.ready and lk.code == BY[g.code[c]] and not lk.card_act:
        g.flags[c] |= F_BY_NAMED


def _insect_loss(n: int) -> Any:
    def loss(g: Duel, s: int, c: int) -> int:
        if not g.flags[s] & F_BY_NAMED or g.loc[s] != LOC_MZONE or not up(g, s) \
                or g.loc[c] != LOC_MZONE or g.ctrl[c] == g.ctrl[s]:
            return 0
        return -n

    return loss


EVENT_HOOKS.append(_mark_by_named)
unaffected_by_spells(UI_LV1, None, marker=False)
reg(UI_LV1, level_up(UI_LV1),
    Effect(kind="continuous", name=Text("在场上不受魔法卡的效果影响",
                                        "Unaffected by Spell effects on the field")))
reg(UI_LV3, level_up(UI_LV3),
    Effect(kind="continuous", aspects=(Aspect("atk", _insect_loss(300)),), category=CAT_ATKCHANGE,
           name=Text("由「究极昆虫 LV1」的效果特殊召唤：对方怪兽攻击力下降300",
                     "Summoned by \"Ultimate Insect LV1\": opponent's monsters lose 300 ATK")))
reg(UI_LV5, level_up(UI_LV5),
    Effect(kind="continuous", aspects=(Aspect("atk", _insect_loss(500)),), category=CAT_ATKCHANGE,
           name=Text("由「究极昆虫 LV3」的效果特殊召唤：对方怪兽攻击力下降500",
                     "Summoned by \"Ultimate Insect LV3\": opponent's monsters lose 500 ATK")))
reg(UI_LV7, Effect(
    kind="continuous", aspects=(Aspect("atk", _insect_loss(700)), Aspect("def", _insect_loss(700))),
    category=CAT_ATKCHANGE,
    name=Text("由「究极昆虫 LV5」的效果特殊召唤：对方怪兽攻击力·守备力下降700",
              "Summoned by \"Ultimate Insect LV5\": opponent's monsters lose 700 ATK and DEF")))

# --- Level Up! ---------------------------------------------------------------------------------


def _named_cands(g: Duel, p: int, code: int) -> list[int]:
    want = LISTED.get(code, ())
    return [x for x in (*g.hand[p], *g.deck[p]) if g.code[x] in want]


def _senders(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and g.code[m] in LISTED
            and _named_cands(g, p, g.code[m])]


def _lu_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(_senders(g, p))


def _lu_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _senders(g, lk.player), 1, 1, "send_to_gy")


def _lu_send(g: Duel, lk: Link) -> None:
    sent = [m for m in last(lk) if g.loc[m] == LOC_MZONE]
    lk.data["sent"] = g.code[sent[0]] if sent else -1
    g.send_to_gy(sent, "cost")


def _lu_pick(g: Duel, lk: Link) -> None:
    cs = _named_cands(g, lk.player, int(lk.data.get("sent", -1)))
    if cs and g.free_mzone(lk.player) >= 0:
        ask_cards(g, lk, lk.player, cs, 1, 1, "summon_pick")
    else:
        lk.picks.append(())


reg(LEVEL_UP, Effect(
    condition=_lu_cond, cost=(_lu_ask, _lu_send),
    operation=(_lu_pick, ask_next_position, summon_next),
    category=CAT_SPSUMMON,
    name=Text("把1只表侧表示的「LV」怪兽送去墓地：特殊召唤那张卡记述的1只怪兽",
              "Send 1 face-up \"LV\" monster to the GY: Special Summon 1 monster its text "
              "names")))

__all__ = ["BY", "LISTED", "UI_LV1", "UI_LV3", "UI_LV5", "UI_LV7"]
