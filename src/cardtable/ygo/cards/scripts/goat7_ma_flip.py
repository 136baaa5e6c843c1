"""Flip effects and "when flipped face-up" (issue 15 part 3, g7-ma). None of these cards is
flagged "Goat-era version" in ``goat-pool.csv``: each follows its official text (yaml-yugi
``data/<passcode>.yaml``):

* Bombardment Beetle (PSV-087): "FLIP: pick up and see 1 face-down Defense Position monster your
  opponent controls. If it is an Effect Monster, destroy it (its Flip Effect is not
  activated); if not, return it to its original position." The Japanese text picks it without
  "select" (確認する, no 選択): the card is chosen as the effect resolves, not targeted. It
  is shown to the Beetle's controller only (``g.reveal``); destroyed face-down, it is never
  flipped.
* Cobraman Sakuzy (PGD-032): "once per turn, during your Main Phase, you can flip this card into
  face-down Defense Position" (``goat_mon_flip.TO_FACE_DOWN``) and "when this card is flipped
  face-up, look at all Set Spell and Trap Cards your opponent controls" — shown to its
  controller only.
* Desertapir (AST-068): "FLIP: flip 1 face-up monster on the field into face-down Defense
  Position. You cannot select "Desertapir"" — targeted (the Japanese text: 対象として).
* Dragon Piper (MRD-067): "FLIP: destroy all face-up "Dragon Capture Jar"s on the field. If you
  destroy any, change all face-up Dragon-Type monsters on the field to Attack Position."
* Fire Sorcerer (LON-036): "FLIP: randomly select 2 cards from your hand and remove them from
  play to inflict 800 damage to your opponent" — our reading of "remove them ... to inflict":
  with fewer than 2 cards in the hand nothing is removed and no damage is inflicted.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_flip.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    live_targets,
    mons,
    note,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_flip import TO_FACE_DOWN
from cardtable.ygo.effects.api import (
    CAT_BANISH,
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_POSITION,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.state import (
    LOC_HAND,
    LOC_MZONE,
    LOC_SZONE,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BOMBARDMENT_BEETLE = 57409948
COBRAMAN_SAKUZY = 75109441
DESERTAPIR = 13409151
DRAGON_PIPER = 55763552
FIRE_SORCERER = 27132350
DRAGON_CAPTURE_JAR = 50045299

# --- Bombardment Beetle -------------------------------------------------------------------------


def _opp_face_down_def(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and g.pos[m] == POS_FD_DEF]


def _beetle_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _opp_face_down_def(g, lk.player), 1, 1, "choose")


def _beetle_look(g: Duel, lk: Link) -> None:
    got = [m for m in (lk.picks[-1] if lk.picks else ()) if g.loc[m] == LOC_MZONE
           and g.pos[m] == POS_FD_DEF]
    if not got:
        return
    m = got[0]
    g.reveal(lk.player, [m])  # the Beetle's controller sees it; the log does not name it
    g.log("card_effect", {**g.card_pub(lk.card), "en": "A face-down monster is looked at",
                          "zh": "确认1只里侧守备表示怪兽", "looked_at": g.public_ref(m)})
    if g.cd(m).type & C.EFFECT:
        g.destroy([m], "effect", by=lk)


reg(BOMBARDMENT_BEETLE, Effect(kind="flip", optional=False, operation=(_beetle_pick, _beetle_look),
                               category=CAT_DESTROY))

# --- Cobraman Sakuzy --------------------------------------------------------------------------


def _sakuzy_look(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    sets = [c for c in g.sz[o] if c >= 0 and not up(g, c)]
    if g.fz[o] >= 0 and not up(g, g.fz[o]):
        sets.append(g.fz[o])
    if sets:
        g.reveal(lk.player, sets)
        note(g, lk.card, "The opponent's Set Spell and Trap Cards are looked at",
             "确认对方场上盖放的魔法·陷阱卡", looked_at=[g.public_ref(c) for c in sets])


reg(COBRAMAN_SAKUZY, TO_FACE_DOWN,
    Effect(kind="trigger", event="flipped", optional=False, operation=(_sakuzy_look,),
           name=Text("确认对方盖放的魔法·陷阱卡", "Look at the opponent's Set Spells and Traps")))

# --- Desertapir --------------------------------------------------------------------------------

_not_tapir = mons("any", face_up=True, filt=lambda g, c: g.code[c] != DESERTAPIR)


def _to_face_down(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if ts:
        g.change_position(ts[0], POS_FD_DEF)


reg(DESERTAPIR, Effect(kind="flip", optional=False, target=(pick(_not_tapir, "target_monster"),),
                       target_picks=True, operation=(_to_face_down,), category=CAT_POSITION))

# --- Dragon Piper ------------------------------------------------------------------------------


def _piper(g: Duel, lk: Link) -> None:
    jars = [c for q in (0, 1) for c in g.sz[q] if c >= 0 and g.code[c] == DRAGON_CAPTURE_JAR
            and up(g, c)]
    if not jars:
        return
    g.destroy(jars, "effect", by=lk)
    if not any(g.loc[j] != LOC_SZONE for j in jars):
        return  # none was destroyed
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.pos[m] == POS_FU_DEF and g.race(m) & C.RACE_BY_NAME["Dragon"]:
                g.change_position(m, POS_FU_ATK)


reg(DRAGON_PIPER, Effect(kind="flip", optional=False, operation=(_piper,),
                         category=CAT_DESTROY | CAT_POSITION))

# --- Fire Sorcerer -----------------------------------------------------------------------------


def _sorcerer(g: Duel, lk: Link) -> None:
    p = lk.player
    if len(g.hand[p]) < 2:
        return
    first = g.rng.choice(g.hand[p])
    second = g.rng.choice([c for c in g.hand[p] if c != first])
    got = [c for c in (first, second) if g.loc[c] == LOC_HAND]
    g.banish(got)
    g.damage(1 - p, 800, src=lk.card)


reg(FIRE_SORCERER, Effect(kind="flip", optional=False, operation=(_sorcerer,),
                          category=CAT_BANISH | CAT_DAMAGE))

__all__ = ["BOMBARDMENT_BEETLE", "COBRAMAN_SAKUZY", "DESERTAPIR", "DRAGON_PIPER",
           "FIRE_SORCERER"]
