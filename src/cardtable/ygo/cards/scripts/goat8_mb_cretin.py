"""Spear Cretin (MRL-087, 2002; issue 15 part 3, g8-mb, session 8). Flagged "Goat-era version"
in ``goat-pool.csv``. Text: today's (yaml-yugi ``data/58551308.yaml``) and the prints kept there
(the Spanish and the OCG text of the time) agree — "FLIP: When this card is sent to the
Graveyard after being flipped, each player selects 1 monster from their Graveyard, and Special
Summons it in face-up Attack Position or face-down Defense Position." The Goat-era behaviour is
pinned by the Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/spear-cretin.md``): the effect is a Flip Effect (Blade Knight destroying
the Cretin, Skill Drain at its Flip Summon, and a face-up The End of Anubis when it reaches the
Graveyard all stop it); the monsters are selected as targets at activation (a chained
Disappear leaves that Summon without effect); and the Netrep rulings: the effect is
**optional**, a player may not choose the same Spear Cretin, nor a monster destroyed at the
same time as it.

How: the Flip effect itself resolves as a public mark (``card_effect``, ``cretin_flipped``,
with the card's life stamp; a negated flip — Skill Drain — leaves none). When that same card
then goes to the Graveyard (its next move), its owner gets an optional trigger there: at
activation the owner, then the opponent, each target up to 1 monster in their own Graveyard
(not that Spear Cretin, not a monster destroyed together with it: a ``DESTROY_SUBSTITUTES``
hook that replaces nothing notes such a batch); on resolution each still-valid target is
Special Summoned by its owner to their field in the position they pick (face-up Attack or
face-down Defense). A Blade Knight that destroyed it by battle, face-up and its controller's
only monster, negates it as it resolves (Blade Knight's own rule, ``classic_battle``).

Checks in ``tests/ygo/test_goat8_mb_cretin.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_battle import BLADE_KNIGHT, battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards, ask_option
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FD_DEF, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SPEAR_CRETIN = 58551308
FLIPPED = "cretin_flipped"
BATCH = "cretin_batch"
_POSITIONS = ((POS_FU_ATK, Text("表侧攻击表示", "face-up Attack Position")),
              (POS_FD_DEF, Text("里侧守备表示", "face-down Defense Position")))


def _arm(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.life[c] == lk.life:
        note(g, c, "Spear Cretin was flipped: its effect waits for the Graveyard",
             "暗黑使魔已反转：送去墓地时效果发动", **{FLIPPED: g.life[c]})


def _flipped_before(g: Duel, c: int) -> bool:
    """``c`` was flipped (its Flip effect resolved) and has moved once since: to here."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and FLIPPED in pub and pub.get("card") == c:
            return bool(pub[FLIPPED] == g.life[c] - 1)
    return False


@only_for({SPEAR_CRETIN})
def _note_batch(g: Duel, cs: list[int], reason: str) -> list[int]:
    """``DESTROY_SUBSTITUTES`` (nothing replaced): the monsters destroyed together with a
    Spear Cretin, which its effect may not choose."""
    for c in cs:
        if g.code[c] == SPEAR_CRETIN and g.loc[c] == LOC_MZONE:
            note(g, c, "destroyed together with other cards", "与其他卡同时被破坏",
                 **{BATCH: [x for x in cs if x != c], "life": g.life[c]})
    return cs


def _together(g: Duel, c: int) -> set[int]:
    for kind, pub, _ in reversed(g.elog[-80:]):
        if kind == "card_effect" and BATCH in pub and pub.get("card") == c:
            return set(pub[BATCH]) if pub.get("life") == g.life[c] - 1 else set()
        if kind == "turn":
            break
    return set()


def _cands(g: Duel, c: int, seat: int) -> list[int]:
    skip = _together(g, c) | {c}
    return [x for x in g.gy[seat] if x not in skip and g.cd(x).is_monster
            and g.can_special_summon(x, seat)]


def _cretin_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY and _flipped_before(g, c) \
        and bool(_cands(g, c, p) or _cands(g, c, 1 - p))


def _target(first: bool) -> Any:
    def st(g: Duel, lk: Link) -> None:
        seat = lk.player if first else 1 - lk.player
        cs = _cands(g, lk.card, seat)
        if cs:
            ask_cards(g, lk, seat, cs, 1, 1, "target_gy")
        else:
            lk.picks.append(())

    return st


def _live(g: Duel, lk: Link, i: int) -> int:
    ts = lk.targets
    if i >= len(ts):
        return -1
    t = ts[i]
    return t if g.loc[t] == LOC_GY and g.target_ok(lk, t, i) else -1


def _ask_pos(i: int) -> Any:
    def st(g: Duel, lk: Link) -> None:
        if i == 0:
            other = battle_destroyer(g, lk)
            if other >= 0 and g.code[other] == BLADE_KNIGHT \
                    and len(g.monsters(g.ctrl[other])) == 1:
                g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
                lk.data["stopped"] = True
        t = -1 if lk.data.get("stopped") else _live(g, lk, i)
        if t >= 0:
            ask_option(g, lk, g.owner[t], _POSITIONS, "position", kind="position")
        else:
            lk.picks.append(0)

    return st


def _summon(i: int) -> Any:
    def st(g: Duel, lk: Link) -> None:
        t = -1 if lk.data.get("stopped") else _live(g, lk, i)
        pos = int(lk.picks[-1]) if lk.picks else 0
        if t >= 0 and pos and g.free_mzone(g.owner[t]) >= 0:
            g.special_summon(t, g.owner[t], pos)

    return st


DESTROY_SUBSTITUTES.append(_note_batch)
reg(SPEAR_CRETIN,
    Effect(kind="flip", optional=False, operation=(_arm,),
           name=Text("反转：之后送去墓地时，双方各自选择自己墓地1只怪兽特殊召唤",
                     "FLIP: when later sent to the GY, each player revives 1 monster")),
    Effect(kind="trigger", event="to_gy", optional=True, where=LOC_GY, condition=_cretin_cond,
           target=(_target(True), _target(False)), target_picks=True,
           operation=(_ask_pos(0), _summon(0), _ask_pos(1), _summon(1)),
           category=CAT_SPSUMMON,
           name=Text("反转后送去墓地：双方各选择自己墓地1只怪兽，表侧攻击表示或里侧守备表示特殊召唤",
                     "Sent to the GY after its flip: each player Special Summons 1 monster "
                     "from their GY (face-up Attack or face-down Defense)")))

__all__ = ["SPEAR_CRETIN"]
