"""Goat-pool monsters that negate (issue 15 part 3, g7-mb, session 7). Not flagged "Goat-era
version" in ``goat-pool.csv``: today's official text (yaml-yugi ``data/<passcode>.yaml``) gives
the 2005 behaviour; our wording is in ``pool/goat.csv``.

* The End of Anubis (AST, 2004): while it is face-up on the field with its effect applying,
  the effects of Spell, Trap and monster cards that target a card in a Graveyard, or that are
  activated in the Graveyard, are negated (a ``RESOLVE_HOOKS`` hook: a target still the same
  card in a Graveyard — same ``life`` — was targeted there; a link whose card is in the
  Graveyard with the ``life`` it had at activation was activated there).
* Mid Shield Gardna (TLM, 2004): once per turn it may turn itself face-down
  (``TO_FACE_DOWN``); the activation of a Spell Card whose only target is this face-down card is
  negated, and this card is changed to face-up Defense Position (an ``EVENT_HOOKS`` hook on the
  Spell's ``activated`` event: no chain link, the face-down card's own rule).

Checks in ``tests/ygo/test_goat7_mb_negations.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import active_monster, reg
from cardtable.ygo.cards.scripts.goat_mon_flip import TO_FACE_DOWN
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FACEDOWN, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

END_OF_ANUBIS = 65403020
MID_SHIELD_GARDNA = 75487237

# --- The End of Anubis ---------------------------------------------------------------------------


def _graveyard_effect(g: Duel, lk: Link) -> bool:
    if g.loc[lk.card] == LOC_GY and g.life[lk.card] == lk.life:
        return True
    return any(g.loc[t] == LOC_GY and g.life[t] == lf
               for t, lf in zip(lk.targets, lk.tlife, strict=True))


@only_for({END_OF_ANUBIS})
def _anubis_negates(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: with an active The End of Anubis on the field, a resolving effect that
    targets a card in a Graveyard or was activated in a Graveyard is negated."""
    if not _graveyard_effect(g, lk):
        return False
    for q in (0, 1):
        for m in g.monsters(q):
            if g.code[m] == END_OF_ANUBIS and active_monster(g, m):
                g.log("effect_negated_by", {**g.card_pub(m), "negated": g.card_pub(lk.card)})
                return True
    return False


RESOLVE_HOOKS.append(_anubis_negates)
reg(END_OF_ANUBIS, Effect(kind="continuous", name=Text(
    "以墓地的卡为对象的、或在墓地发动的效果无效",
    "Effects that target a card in a Graveyard or activate there are negated")))

# --- Mid Shield Gardna ---------------------------------------------------------------------------


@only_for({MID_SHIELD_GARDNA})
def _gardna_blocks(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a Spell Card activated with this face-down card as its only target —
    negate the activation and turn the Gardna face-up in Defense Position."""
    if ev != "activated" or not data:
        return
    idx = int(data[0])
    if idx >= len(g.chain):
        return
    lk = g.chain[idx]
    if not lk.card_act or lk.act_negated or len(lk.targets) != 1 \
            or not g.pool.cards[lk.code].is_spell:
        return
    t = lk.targets[0]
    if g.code[t] != MID_SHIELD_GARDNA or g.loc[t] != LOC_MZONE or not g.pos[t] & POS_FACEDOWN:
        return
    g.negate_activation(idx)
    g.change_position(t, POS_FU_DEF)


EVENT_HOOKS.append(_gardna_blocks)
reg(MID_SHIELD_GARDNA, TO_FACE_DOWN, Effect(kind="continuous", name=Text(
    "只以里侧表示的这张卡为对象的魔法卡的发动无效，这张卡变成表侧守备表示",
    "A Spell Card targeting only this face-down card is negated; this card is flipped to "
    "Defense Position")))

__all__ = ["END_OF_ANUBIS", "MID_SHIELD_GARDNA"]
