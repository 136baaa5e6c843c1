"""Mystic Probe and World Suppression (issue 15 part 3, session 7, g7-t): Normal Traps answering
the activation of a Continuous Spell (Mystic Probe) or a Field Spell (World Suppression) and
negating for the rest of the turn, as g6-t's Metal Detector does for Continuous Traps.

Texts: neither is flagged "Goat-era version" in goat-pool.csv; today's official texts
(yaml-yugi ``data/49251811.yaml``, ``data/12253117.yaml``; the Japanese texts there:
ターン終了時まで…効果を無効にする) describe them; our own words in ``pool/goat.csv``:

* Mystic Probe — activate only when a Continuous Spell Card is activated; until the end of the
  turn the effects of every Continuous Spell Card on the field are negated (either player's).
* World Suppression — activate only when a Field Spell Card is activated; that Field Spell's
  effects are negated until the end of the turn (the card answered, its "life" kept: a new copy
  is not negated).

Both mark the turn with a public ``card_effect`` event; a ``CARD_NEGATED`` hook keeps the
aspects of the negated cards off and a ``RESOLVE_HOOKS`` hook negates their effects resolving
(the answered activation included, as Metal Detector's). Checks:
``tests/ygo/test_goat7_t_spell_negation.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import CARD_NEGATED, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

MYSTIC_PROBE = 49251811
WORLD_SUPPRESSION = 12253117
_PROBE_KEY = "continuous_spells_negated"
_WORLD_KEY = "field_spell_negated"


def _kind_of(g: Duel, code: int, bit: int) -> bool:
    t = g.pool.cards[code].type
    return bool(t & C.SPELL and t & bit)


def _answered(g: Duel, c: int) -> Link | None:
    """The chain link this card's activation answers (the one below it, or the top link while
    it is being activated), if it is ready."""
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    if i < 0:
        return None
    lk = g.chain[i]
    return lk if lk.ready else None


def _answers(bit: int) -> Any:
    def cond(g: Duel, c: int, p: int, w: W) -> bool:
        lk = _answered(g, c)
        return lk is not None and lk.card_act and _kind_of(g, lk.code, bit)

    return cond


def _probe_op(g: Duel, lk: Link) -> None:
    note(g, lk.card, "The effects of all Continuous Spells on the field are negated this turn",
         "这个回合场上全部永续魔法卡的效果无效", **{_PROBE_KEY: g.turn})


def _world_op(g: Duel, lk: Link) -> None:
    i = next((j for j, x in enumerate(g.chain) if x is lk), 0) - 1
    if i < 0:
        return
    f = g.chain[i].card
    if not _kind_of(g, g.code[f], C.FIELD):
        return
    nm = g.name(f)
    note(g, lk.card, f"The effects of {nm.en} are negated this turn",
         f"这个回合「{nm.zh}」的效果无效", **{_WORLD_KEY: g.turn, "negated": f,
                                               "negated_life": g.life[f]})


def _probe_on(g: Duel) -> bool:
    return any(kind == "card_effect" and pub.get(_PROBE_KEY) == g.turn
               for kind, pub, _ in this_turn(g))


def _world_on(g: Duel, c: int) -> bool:
    return any(kind == "card_effect" and pub.get(_WORLD_KEY) == g.turn
               and pub.get("negated") == c and pub.get("negated_life") == g.life[c]
               for kind, pub, _ in this_turn(g))


def _negated_now(g: Duel, c: int) -> bool:
    code = g.code[c]
    if _kind_of(g, code, C.CONTINUOUS) and _probe_on(g):
        return True
    return _kind_of(g, code, C.FIELD) and _world_on(g, c)


@only_for({MYSTIC_PROBE, WORLD_SUPPRESSION})
def _negated(g: Duel, c: int) -> bool:
    return bool(g.loc[c] & LOC_ONFIELD) and _negated_now(g, c)


@only_for({MYSTIC_PROBE, WORLD_SUPPRESSION})
def _resolve(g: Duel, lk: Link) -> bool:
    if g.loc[lk.card] & LOC_ONFIELD and _negated_now(g, lk.card):
        nm = g.pool.cards[lk.code].name
        g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
        return True
    return False


CARD_NEGATED.append(_negated)
RESOLVE_HOOKS.append(_resolve)
reg(MYSTIC_PROBE, Effect(event="activated", condition=_answers(C.CONTINUOUS),
                         operation=(_probe_op,)))
reg(WORLD_SUPPRESSION, Effect(event="activated", condition=_answers(C.FIELD),
                              operation=(_world_op,)))
