"""Spells over g7-t's "ATK becomes N" piece (``goat7_t_stat_set.set_original`` / ``become``),
issue 15 part 3, session 7, g7-s. Neither card is flagged "Goat-era version" in
``goat-pool.csv``: today's official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is
their Goat behaviour; our wording in ``pool/goat.csv``, checks in
``tests/ygo/test_goat7_s_stats.py``.

* Amazoness Spellcaster — target 1 face-up "Amazoness" monster you control and 1 face-up
  monster your opponent controls; their original ATK values are switched until the end of the
  turn (each one's original ATK becomes the other's printed ATK: ``set_original``).
* Triangle Ecstasy Spark — until the end of the turn the ATK of every "Harpie Lady Sisters" on
  the field now becomes 2700 (``become``); this turn the opponent cannot activate Trap Cards,
  and the effects of the opponent's Traps on the field are negated (a public mark for the turn,
  read by ``ACTIVATE_ALLOWED``, ``CARD_NEGATED`` and ``RESOLVE_HOOKS`` hooks, as Mystic
  Probe's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import live_targets, note, reg, up
from cardtable.ygo.cards.scripts.goat7_t_stat_set import become, set_original
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link, ask_cards, target_step
from cardtable.ygo.effects.hooks import ACTIVATE_ALLOWED, CARD_NEGATED, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AMAZONESS_SPELLCASTER = 81325903
TRIANGLE_ECSTASY_SPARK = 12181376
HARPIE_LADY_SISTERS = 12206212
SISTERS_ATK = 2700


# --- Amazoness Spellcaster ------------------------------------------------------------------


def _amazoness(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and "Amazoness" in g.cd(m).name.en]


def _their_up(g: Duel, p: int, s: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and up(g, m)]


def _pick_amazoness(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _amazoness(g, lk.player, lk.card), 1, 1, "target_monster")


def _pick_theirs(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _their_up(g, lk.player, lk.card), 1, 1, "target_monster")


target_step(_pick_amazoness, _amazoness, 1)
target_step(_pick_theirs, _their_up, 1)


def _switch(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE and up(g, t)]
    if len(ts) < 2:
        return
    a, b = ts[0], ts[1]
    atk_a, atk_b = g.cd(a).atk, g.cd(b).atk
    set_original(g, a, atk=atk_b, src=lk.card)
    set_original(g, b, atk=atk_a, src=lk.card)


reg(AMAZONESS_SPELLCASTER, Effect(
    target=(_pick_amazoness, _pick_theirs), target_picks=True, operation=(_switch,),
    category=CAT_ATKCHANGE,
    condition=lambda g, c, p, w: bool(_amazoness(g, p, c)) and bool(_their_up(g, p, c))))


# --- Triangle Ecstasy Spark -----------------------------------------------------------------
SPARK_KEY = "triangle_ecstasy_spark"


def _spark(g: Duel, lk: Link) -> None:
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and up(g, m) and g.code[m] == HARPIE_LADY_SISTERS:
                become(g, m, atk=SISTERS_ATK, src=lk.card)
    note(g, lk.card, "This turn the opponent cannot activate Traps; their Traps are negated",
         "这个回合对方不能发动陷阱卡，对方场上的陷阱卡的效果无效",
         **{SPARK_KEY: [g.turn, 1 - lk.player]})


def _sparked(g: Duel, p: int) -> bool:
    """A Triangle Ecstasy Spark resolved this turn against player ``p``."""
    return any(kind == "card_effect" and pub.get(SPARK_KEY) == [g.turn, p]
               for kind, pub, _ in this_turn(g))


@only_for({TRIANGLE_ECSTASY_SPARK})
def _no_traps(g: Duel, p: int, c: int, eff: Any) -> bool:
    return not (g.cd(c).is_trap and getattr(eff, "kind", "") == "activate" and _sparked(g, p))


@only_for({TRIANGLE_ECSTASY_SPARK})
def _traps_negated(g: Duel, c: int) -> bool:
    return bool(g.loc[c] & LOC_ONFIELD) and g.cd(c).is_trap and _sparked(g, g.ctrl[c])


@only_for({TRIANGLE_ECSTASY_SPARK})
def _trap_links(g: Duel, lk: Link) -> bool:
    if not g.pool.cards[lk.code].is_trap or not g.loc[lk.card] & LOC_ONFIELD \
            or not _sparked(g, lk.player):
        return False
    nm = g.pool.cards[lk.code].name
    g.log_rule("effect_negated", card=nm.en, card_zh=nm.zh, link=len(g.chain))
    return True


ACTIVATE_ALLOWED.append(_no_traps)
CARD_NEGATED.append(_traps_negated)
RESOLVE_HOOKS.append(_trap_links)
reg(TRIANGLE_ECSTASY_SPARK, Effect(operation=(_spark,), category=CAT_ATKCHANGE))
