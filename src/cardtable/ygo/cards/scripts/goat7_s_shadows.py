"""Re-shuffling face-down monsters (issue 15 part 3, session 7, g7-s): the engine piece is
:func:`reshuffle_face_down` — the face-down Defense Position monsters of one player trade
identities at random among their zones (``classic_hooks_zones.shuffle_identities``, as Magical
Hats: the instances stay, which card each one is moves with its state), and every earlier
reveal of them is forgotten, so an instance id or a past peek tells the opponent nothing; the
controller still sees its own face-down cards. Neither card is flagged "Goat-era version" in
``goat-pool.csv``: today's official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is
their Goat behaviour; our wording in ``pool/goat.csv``, checks in
``tests/ygo/test_goat7_s_shadows.py``.

* Shifting Shadows — Continuous Spell: once per turn, pay 300 LP to shuffle your face-down
  Defense Position monsters.
* Wandering Mummy — once per turn, during your Main Phase, it can turn itself face-down
  (Defense Position); then your face-down Defense Position monsters are shuffled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_hooks_zones import shuffle_identities
from cardtable.ygo.cards.scripts.classic_lib import mark_used, note, once_per_turn, reg, up
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import CAT_POSITION, Effect, Link
from cardtable.ygo.state import LOC_MZONE, LOC_SZONE, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SHIFTING_SHADOWS = 59237154
WANDERING_MUMMY = 42994702


def face_down_defenders(g: Duel, p: int) -> list[int]:
    """``p``'s face-down Defense Position monsters, zone order."""
    return [m for m in g.mz[p] if m >= 0 and g.pos[m] == POS_FD_DEF]


def reshuffle_face_down(g: Duel, p: int, src: int) -> None:
    """Shuffle ``p``'s face-down Defense Position monsters among their zones (the effect of
    card ``src``): a public note names the zones, never the cards; reveals of them end."""
    ids = face_down_defenders(g, p)
    if len(ids) < 2:
        return
    shuffle_identities(g, ids)
    gone = set(ids)
    g.seen = (tuple(x for x in g.seen[0] if x[0] not in gone),
              tuple(x for x in g.seen[1] if x[0] not in gone))
    note(g, src, "Face-down Defense Position monsters shuffled", "里侧守备表示的怪兽洗切",
         player=p, zones=[g.seq[m] + 1 for m in ids])


# --- Shifting Shadows -----------------------------------------------------------------------
_pay300 = costs.pay_lp(300)


def _shadows(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_SZONE and up(g, lk.card):
        reshuffle_face_down(g, lk.player, lk.card)


reg(SHIFTING_SHADOWS, Effect(),
    Effect(kind="spell_effect", cost=(mark_used, *_pay300[0]), operation=(_shadows,),
           condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and _pay300[1](g, c, p)
           and len(face_down_defenders(g, p)) >= 2,
           name=Text("支付300基本分，里侧守备怪兽洗切",
                     "Pay 300 LP: shuffle your face-down Defense Position monsters")))


# --- Wandering Mummy ------------------------------------------------------------------------


def _mummy_down(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and up(g, lk.card) and g.life[lk.card] == lk.life:
        g.change_position(lk.card, POS_FD_DEF)
        reshuffle_face_down(g, lk.player, lk.card)


reg(WANDERING_MUMMY, Effect(
    kind="ignition", cost=(mark_used,), operation=(_mummy_down,), category=CAT_POSITION,
    condition=lambda g, c, p, w: once_per_turn(g, c, p, w) and up(g, c),
    name=Text("变成里侧守备表示，里侧守备怪兽洗切",
              "Turn face-down, then shuffle your face-down Defense Position monsters")))
