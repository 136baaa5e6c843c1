"""Dark Spirit of the Silent (issue 15 part 3, session 7, g7-t): a Normal Trap — when an
opponent's monster declares an attack, negate that attack and choose another face-up monster the
opponent controls: it attacks instead (changed to Attack Position if it is in face-up Defense
Position).

Text: not flagged "Goat-era version" in goat-pool.csv; today's official text (yaml-yugi
``data/93599951.yaml``; the Japanese text: only in the opponent's Battle Step) describes it; our
own words in ``pool/goat.csv``. Goat rulings (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/dark-spirit-of-the-silent.md``): it cannot be activated while the opponent
has only 1 monster; the monster chosen is targeted; it attacks even if it already attacked, or
could not attack (Spellbinding Circle), and without paying an attack cost; its forced attack
does not use up its own attack of the Battle Phase.

How: at resolution the declared attack is negated (its monster has attacked) and the attack
being fought becomes the chosen monster's against the same target (``g.battle`` replaced: the
attack's ``attack_after`` frame then goes on to the Damage Step, a replay if the opponent's
monsters changed); the chosen monster is not marked as having attacked. Checks:
``tests/ygo/test_goat7_t_forced_attack.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, pick, reg, tgt, up
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.shapes import Battle
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

DARK_SPIRIT_OF_THE_SILENT = 93599951


def _others(g: Duel, p: int, s: int) -> list[int]:
    b = g.battle
    a = b.attacker if b is not None else -1
    return [m for m in g.mz[1 - p] if m >= 0 and m != a and up(g, m)]


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == "attack" and g.ctrl[w[1]] == 1 - p and g.tp == 1 - p \
        and bool(_others(g, p, c))


def _op(g: Duel, lk: Link) -> None:
    b = g.battle
    new = tgt(g, lk)
    if b is None or new < 0 or g.loc[new] != LOC_MZONE or not up(g, new) \
            or g.ctrl[new] != g.tp:
        return
    g.log("attack_negated", {**g.card_pub(b.attacker)})
    if g.pos[new] == POS_FU_DEF:
        g.change_position(new, POS_FU_ATK)
    g.battle = Battle(new, b.target, tuple(g.mz[1 - g.tp]), 0, g.life[new])
    note(g, new, "Attacks instead", "代替进行攻击")


reg(DARK_SPIRIT_OF_THE_SILENT, Effect(condition=_cond, operation=(_op,),
                                       target=(pick(_others, "target_monster"),),
                                       target_picks=True))
