"""Light of Intervention (issue 15 part 3, session 7, g7-t): a Continuous Trap — while it is on
the field monsters cannot be Set or turned face-down; a monster that would be Set is Normal
Summoned in face-up Defense Position instead.

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/62867251.yaml``; its Japanese text: while this card is on the field monsters cannot be
Set, and a monster that would be Set must be put in face-up Defense Position) describes it; our
own words in ``pool/goat.csv``. While a Light of Intervention is face-up with its effects
applying (``g.sources()``):

* a ``SUMMON_ALLOWED`` hook refuses every Set (``how == "set"``: the Normal Set, a Tribute Set);
* a ``MAIN_OPTIONS`` hook offers, for every monster that may be Normal Summoned now
  (``main_phase.summonable``), the Normal Summon in face-up Defense Position (the engine's
  ``summon_def`` action) — the goat profile offers it otherwise only as a Set;
* g7-t's ``FACE_DOWN_BANS`` hook keeps face-up monsters from being turned face-down (Book of
  Moon, a Stealth Bird's own flip: their effect does nothing to them).

Checks: ``tests/ygo/test_goat7_t_no_sets.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import reg
from cardtable.ygo.effects.api import Aspect, Effect
from cardtable.ygo.effects.hooks import FACE_DOWN_BANS, MAIN_OPTIONS, SUMMON_ALLOWED, only_for
from cardtable.ygo.rules.main_phase import summonable

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

LIGHT_OF_INTERVENTION = 62867251


def _applies(g: Duel) -> bool:
    return any(g.code[s] == LIGHT_OF_INTERVENTION for s in g.sources())


@only_for({LIGHT_OF_INTERVENTION})
def _no_set(g: Duel, p: int, c: int, how: str) -> bool:
    return how != "set" or not _applies(g)


@only_for({LIGHT_OF_INTERVENTION})
def _face_up_defense(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.profile.summon_faceup_defense or not _applies(g):
        return []
    return [("summon_def", c) for c in g.hand[p] if summonable(g, p, c, "normal") == ""]


@only_for({LIGHT_OF_INTERVENTION})
def _stay_face_up(g: Duel, m: int) -> bool:
    return _applies(g)


SUMMON_ALLOWED.append(_no_set)
MAIN_OPTIONS.append(_face_up_defense)
FACE_DOWN_BANS.append(_stay_face_up)
reg(LIGHT_OF_INTERVENTION, Effect(aspects=(Aspect("no_sets"),)))
