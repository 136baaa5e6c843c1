"""Goat-pool Normal Spells that pump monsters for a turn (issue 15 part 3, goat-s batch 2): The Big
March of Animals, Thousand Energy and Triangle Power (a boost, then the End Phase destruction of
every Normal Monster of that Level you control: a phase hook reading the card's public mark), and
Delta Attacker (three same-name Normal Monsters attack directly: an ``ATTACK_TARGETS`` hook over
``goat_st2_protection.direct_if_marked``). Texts (2005 wording, our own words) are in
``pool/goat.csv``; the checks are ``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.goat_st2_protection import direct_if_marked
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

THE_BIG_MARCH_OF_ANIMALS = 1689516
THOUSAND_ENERGY = 5703682
TRIANGLE_POWER = 32298781
DELTA_ATTACKER = 39719977
_BEAST = C.RACE_BY_NAME["Beast"]


def _own_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.monsters(p) if up(g, m)]


# --- The Big March of Animals: every Beast-Type monster you control gains 200 ATK for each
#     Beast-Type monster you control, until the End Phase ---
def _march(g: Duel, lk: Link) -> None:
    beasts = [m for m in _own_up(g, lk.player) if g.race(m) & _BEAST]
    for m in beasts:
        g.add_buff(m, 200 * len(beasts), 0, True, lk.card)


reg(THE_BIG_MARCH_OF_ANIMALS, Effect(
    operation=(_march,), category=CAT_ATKCHANGE,
    condition=lambda g, c, p, w: any(g.race(m) & _BEAST for m in _own_up(g, p))))


# --- Thousand Energy / Triangle Power: your face-up Level N Normal Monsters gain X ATK and DEF;
#     in this turn's End Phase every Level N Normal Monster you control is destroyed ---
#: passcode -> (Level, ATK and DEF gained)
LEVEL_PUMPS: dict[int, tuple[int, int]] = {THOUSAND_ENERGY: (2, 1000), TRIANGLE_POWER: (1, 2000)}


def _normals_of(g: Duel, p: int, level: int) -> list[int]:
    return [m for m in _own_up(g, p) if g.cd(m).type & C.NORMAL and g.level(m) == level]


def _pump(level: int, n: int) -> Callable[[Duel, Link], None]:
    def op(g: Duel, lk: Link) -> None:
        for m in _normals_of(g, lk.player, level):
            g.add_buff(m, n, n, True, lk.card)
        note(g, lk.card, f"Level {level} Normal Monsters destroyed in the End Phase",
             f"结束阶段{level}星通常怪兽破坏", doom_level=[lk.player, level])

    return op


@only_for(set(LEVEL_PUMPS))
def _doom_at_end(g: Duel, event: str) -> None:
    if event != "end_phase":
        return
    doomed: list[int] = []
    for kind, pub, _ in this_turn(g):
        if kind == "card_effect" and "doom_level" in pub:
            p, level = pub["doom_level"]
            doomed += [m for m in _normals_of(g, p, level) if m not in doomed]
    if doomed:
        g.destroy(doomed, "effect")


PHASE_HOOKS.append(_doom_at_end)
def _has_normals(level: int) -> Callable[[Duel, int, int, tuple[object, ...]], bool]:
    return lambda g, c, p, w: bool(_normals_of(g, p, level))


for _code, (_lv, _n) in LEVEL_PUMPS.items():
    reg(_code, Effect(operation=(_pump(_lv, _n),), category=CAT_ATKCHANGE,
                      condition=_has_normals(_lv)))


# --- Delta Attacker: only while you control 3 face-up Normal Monsters with the same name: they can
#     attack your opponent directly this turn ---
def _trio(g: Duel, p: int) -> list[int]:
    normals = [m for m in _own_up(g, p) if g.cd(m).type & C.NORMAL]
    names = Counter(g.code[m] for m in normals)
    return [m for m in normals if names[g.code[m]] >= 3]


def _delta(g: Duel, lk: Link) -> None:
    got = _trio(g, lk.player)
    if got:
        note(g, lk.card, "They can attack directly this turn", "这个回合可以直接攻击",
             direct_attack=[[m, g.life[m]] for m in got])


only_for({DELTA_ATTACKER})(direct_if_marked)  # already in ATTACK_TARGETS: adds this code
reg(DELTA_ATTACKER, Effect(operation=(_delta,), condition=lambda g, c, p, w: bool(_trio(g, p))))
