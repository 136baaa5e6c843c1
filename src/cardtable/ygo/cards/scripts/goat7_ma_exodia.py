"""Exodia Necross and Contract with Exodia (Dark Crisis, DCR-020/031; issue 15 part 3, g7-ma).
Neither is flagged "Goat-era version" in ``goat-pool.csv``: their official texts (yaml-yugi
``data/12600382.yaml``, ``data/33244944.yaml``) are the Goat texts.

* Contract with Exodia: "If you have all 5 of "Exodia the Forbidden One", "Right Arm…", "Left
  Arm…", "Right Leg…" and "Left Leg of the Forbidden One" in your Graveyard: Special Summon 1
  "Exodia Necross" from your hand."
* Exodia Necross: "Must be Special Summoned with "Contract with Exodia", and cannot be Special
  Summoned by other ways" — a ``SUMMON_ALLOWED`` hook refuses every other Special Summon (the
  resolving chain link must be a Contract); its type carries "special summon only". "Cannot
  be destroyed by battle or Spell/Trap effect" — a ``DESTROY_SUBSTITUTES`` filter (reason
  ``"battle"``, or ``"effect"`` while the resolving link is a Spell or Trap card's). "Once per
  turn, during your Standby Phase: this card gains 500 ATK" — a mandatory trigger (a lasting
  +500 while it stays face-up). "Destroy this card unless all 5 … are in your Graveyard" — a
  ``STATE_CHECKS`` hook destroys it (reason ``"rule"``: its own effect, not a Spell's or a
  battle's) as soon as one piece is missing.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_exodia.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, STATE_CHECKS, SUMMON_ALLOWED, only_for
from cardtable.ygo.state import LOC_HAND, LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

EXODIA_NECROSS = 12600382
CONTRACT_WITH_EXODIA = 33244944
#: Exodia the Forbidden One, Right Arm, Left Arm, Right Leg, Left Leg of the Forbidden One
PIECES = (33396948, 70903634, 7902349, 8124921, 44519536)


def pieces_in_gy(g: Duel, p: int) -> bool:
    """All 5 Exodia pieces are in ``p``'s Graveyard."""
    codes = {g.code[c] for c in g.gy[p]}
    return all(x in codes for x in PIECES)


# --- Contract with Exodia -----------------------------------------------------------------------


def _necross_in_hand(g: Duel, p: int) -> list[int]:
    return [c for c in g.hand[p] if g.code[c] == EXODIA_NECROSS]


def _contract_ok(g: Duel, c: int, p: int, w: W) -> bool:
    return pieces_in_gy(g, p) and bool(_necross_in_hand(g, p)) and g.free_mzone(p) >= 0


def _contract_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _necross_in_hand(g, lk.player), 1, 1, "summon_pick")


def _contract_summon(g: Duel, lk: Link) -> None:
    p = lk.player
    got = [c for c in (lk.picks[-1] if lk.picks else ()) if g.loc[c] == LOC_HAND]
    if got and pieces_in_gy(g, p) and g.free_mzone(p) >= 0 and g.can_special_summon(got[0], p):
        g.special_summon(got[0], p, POS_FU_ATK, how="proper")


reg(CONTRACT_WITH_EXODIA, Effect(condition=_contract_ok,
                                 operation=(_contract_pick, _contract_summon),
                                 category=CAT_SPSUMMON))

# --- Exodia Necross ------------------------------------------------------------------------------


def summoned_only_by(monster: int, by: int) -> Callable[[Duel, int, int, str], bool]:
    """Register (and return) the ``SUMMON_ALLOWED`` hook by which ``monster`` "cannot be Special
    Summoned by other ways" than the effect of card ``by``: its Special Summon is allowed only
    while a chain link of ``by`` resolves (Exodia Necross, Berserk Dragon)."""

    def allowed(g: Duel, p: int, c: int, how: str) -> bool:
        if g.code[c] != monster or how != "special":
            return True
        return bool(g.chain) and g.chain[-1].ready and g.chain[-1].code == by

    SUMMON_ALLOWED.append(only_for({monster})(allowed))
    return allowed


_only_by_contract = summoned_only_by(EXODIA_NECROSS, CONTRACT_WITH_EXODIA)


@only_for({EXODIA_NECROSS})
def _not_destroyed(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason not in ("battle", "effect"):
        return cs
    if reason == "effect":
        lk = g.chain[-1] if g.chain and g.chain[-1].ready else None
        if lk is None or g.pool.cards[lk.code].is_monster:
            return cs
    out = []
    for c in cs:
        if g.code[c] == EXODIA_NECROSS and g.loc[c] == LOC_MZONE and up(g, c):
            g.log("not_destroyed", {**g.card_pub(c), "by": reason})
            continue
        out.append(c)
    return out


@only_for({EXODIA_NECROSS})
def _needs_the_pieces(g: Duel) -> None:
    gone = [c for q in (0, 1) for c in g.mz[q] if c >= 0 and g.code[c] == EXODIA_NECROSS
            and up(g, c) and not pieces_in_gy(g, q)]
    if gone:
        g.destroy(gone, "rule")


def _grow(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.add_buff(c, atk=500, until_end=False, src=c)


DESTROY_SUBSTITUTES.append(_not_destroyed)
STATE_CHECKS.append(_needs_the_pieces)
reg(EXODIA_NECROSS, Effect(
    kind="trigger", event="standby", optional=False,
    condition=lambda g, c, p, w: g.tp == p and g.loc[c] == LOC_MZONE and up(g, c),
    operation=(_grow,), category=CAT_ATKCHANGE,
    name=Text("攻击力上升500", "Gain 500 ATK")))

__all__ = ["CONTRACT_WITH_EXODIA", "EXODIA_NECROSS", "PIECES", "pieces_in_gy",
           "summoned_only_by"]
