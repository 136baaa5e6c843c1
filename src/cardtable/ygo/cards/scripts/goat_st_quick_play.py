"""Goat-pool Spells and Traps that change monsters' stats (issue 15 part 3, Spells & Traps batch
5): The Reliable Guardian; batch 8: Snake Fang (template rows); batch 10: Limiter Removal; batch
16: Pyramid Energy; batch 17: Wild Nature's Release (the same End Phase destruction as Limiter
Removal: a lingering phase hook over the monsters a card marked this turn). Texts (2005 wording,
our own words) are in ``pool/goat.csv``; the checks are ``tests/ygo/test_goat_st_graveyard.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import live_targets, mons, note, pick, reg, up
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link, ask_option
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.effects.templates import register_templates
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

THE_RELIABLE_GUARDIAN = 16430187
SNAKE_FANG = 596051
LIMITER_REMOVAL = 23171610
PYRAMID_ENERGY = 76754619
WILD_NATURES_RELEASE = 61166988

#: Quick-Play Spells whose whole effect is template ops (docs/ygo-card-api.md §4); a stat change
#: may be activated in the Damage Step (before damage calculation), as Rush Recklessly
TEMPLATES: dict[int, tuple[dict[str, Any], ...]] = {
    # "1 face-up monster gains 700 DEF until the End Phase"
    THE_RELIABLE_GUARDIAN: ({"target": {"what": "monster", "face_up": True}, "dmg_step": True,
                             "do": [{"atk_change": {"n": 0, "defn": 700}}]},),
    # "1 face-up monster loses 500 DEF until the End Phase" (a Normal Trap)
    SNAKE_FANG: ({"target": {"what": "monster", "face_up": True}, "dmg_step": True,
                  "do": [{"atk_change": {"n": 0, "defn": -500}}]},),
}
register_templates(TEMPLATES)


# --- Limiter Removal: every face-up Machine-Type monster you control doubles its ATK until the End
#     Phase; in this turn's End Phase those monsters are destroyed (a lingering effect: it needs no
#     card on the field, so it is a phase hook, not a chain link) ----------------------------------
_MACHINE = C.RACE_BY_NAME["Machine"]
_own_machines = mons("self", True, lambda g, c: bool(g.race(c) & _MACHINE))


def _limiter(g: Duel, lk: Link) -> None:
    marked = []
    for m in _own_machines(g, lk.player, lk.card):
        g.add_buff(m, g.atk(m), 0, True, lk.card)
        marked.append([m, g.life[m]])
    if marked:
        note(g, lk.card, "ATK doubled; destroyed in the End Phase", "攻击力变成2倍，结束阶段破坏",
             destroy_at_end=marked)


def marked_this_turn(g: Duel, key: str) -> list[int]:
    """The monsters a card's ``card_effect`` event of this turn listed under ``key`` (as
    ``[card, life]`` pairs) that are still the same cards in a Monster Zone."""
    marked: list[int] = []
    for kind, pub, _ in this_turn(g):
        for m, life in pub.get(key, ()) if kind == "card_effect" else ():
            if g.life[m] == life and g.loc[m] == LOC_MZONE and m not in marked:
                marked.append(m)
    return marked


@only_for({LIMITER_REMOVAL, WILD_NATURES_RELEASE})
def _destroy_marked_at_end(g: Duel, event: str) -> None:
    """In the End Phase, destroy the monsters a card of this turn marked ``destroy_at_end`` (still
    the same cards on the field)."""
    if event != "end_phase":
        return
    doomed = marked_this_turn(g, "destroy_at_end")
    if doomed:
        g.destroy(doomed, "effect")


PHASE_HOOKS.append(_destroy_marked_at_end)
#: public: another card marking ``destroy_at_end`` adds its passcode with ``only_for`` (goat5)
destroy_marked_at_end = _destroy_marked_at_end
reg(LIMITER_REMOVAL, Effect(operation=(_limiter,), category=CAT_ATKCHANGE,
                            condition=lambda g, c, p, w: any(
                                up(g, m) for m in _own_machines(g, p, c))))


# --- Pyramid Energy: choose at activation: your face-up monsters gain 200 ATK, or 500 DEF, until
#     the End Phase --------------------------------------------------------------------------------
_PYRAMID = (("atk", Text("自己的表侧表示怪兽攻击力上升200", "Your face-up monsters +200 ATK")),
            ("def", Text("自己的表侧表示怪兽守备力上升500", "Your face-up monsters +500 DEF")))
_own_up = mons("self", True)


def _pyramid_mode(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _PYRAMID, "choose")


def _pyramid(g: Duel, lk: Link) -> None:
    atk = "atk" in lk.picks
    for m in _own_up(g, lk.player, lk.card):
        g.add_buff(m, 200 if atk else 0, 0 if atk else 500, True, lk.card)


reg(PYRAMID_ENERGY, Effect(target=(_pyramid_mode,), operation=(_pyramid,), dmg_step=True,
                           category=CAT_ATKCHANGE,
                           condition=lambda g, c, p, w: bool(_own_up(g, p, c))))


# --- Wild Nature's Release: 1 face-up Beast-Type or Beast-Warrior-Type monster gains ATK equal to
#     its DEF until the End Phase; it is destroyed in this turn's End Phase ----------------------
_BEASTS = C.RACE_BY_NAME["Beast"] | C.RACE_BY_NAME["Beast-Warrior"]
_up_beasts = mons("any", True, lambda g, c: bool(g.race(c) & _BEASTS))


def _wild(g: Duel, lk: Link) -> None:
    for t in live_targets(g, lk):
        if g.loc[t] == LOC_MZONE and up(g, t) and g.race(t) & _BEASTS:
            g.add_buff(t, g.defense(t), 0, True, lk.card)
            note(g, lk.card, "ATK raised by its DEF; destroyed in the End Phase",
                 "攻击力上升守备力的数值，结束阶段破坏", destroy_at_end=[[t, g.life[t]]])


reg(WILD_NATURES_RELEASE, Effect(target=(pick(_up_beasts, "target_monster"),), target_picks=True,
                                 operation=(_wild,), category=CAT_ATKCHANGE,
                                 condition=lambda g, c, p, w: bool(_up_beasts(g, p, c))))
