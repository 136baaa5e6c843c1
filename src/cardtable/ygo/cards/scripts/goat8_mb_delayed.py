"""Goat-pool monsters whose effect waits for a later Standby Phase (issue 15 part 3, g8-mb,
session 8). None is flagged "Goat-era version" in ``goat-pool.csv``: today's official text
(yaml-yugi ``data/<passcode>.yaml``) gives the 2005 behaviour; our wording is in
``pool/goat.csv``.

* Jigen Bakudan (MRL, 2002; ``data/90020065.yaml``): "FLIP: After this card is flipped, Tribute
  it during your Standby Phase to destroy all monsters you control and inflict damage equal to
  half of the total ATK of the destroyed cards (excluding this monster) to your opponent." The
  Flip effect arms the bomb (a public ``card_effect`` mark: card, life, player, turn); at its
  controller's first Standby Phase after that turn a ``PHASE_HOOKS`` hook Tributes it while it
  is still the same card on the field (in any position: the text asks nothing more), destroys
  every other monster that player controls and burns the opponent for half their total ATK as
  they stood on the field. The Tribute is mandatory ("Tribute it"); the Japanese text words the
  whole as one Flip effect, so the Standby part is no new activation.
* Malice Doll of Demise (SOD, 2004; ``data/72657739.yaml``): "During your next Standby Phase
  after this card was sent from the field to the Graveyard by the effect of a Continuous Spell
  Card: Special Summon this card from the Graveyard." An ``EVENT_HOOKS`` hook sees it leave a
  Monster Zone for the Graveyard while the top chain link — a Continuous Spell Card's, past its
  cost and targets (``Link.ready``) — resolves (Ectoplasmer's Tribute, the classic pairing of
  the same set) and marks it; its owner's next Standby Phase Special Summons it (a mandatory
  trigger in the Graveyard: face-up Attack Position, the text names no position). A cost paid
  for a Continuous Spell, or a Continuous Trap's effect, marks nothing.
* Pumpking the King of Ghosts (MRD, 2002; ``data/29155212.yaml``): while "Castle of Dark
  Illusions" is face-up on the field it has +100 ATK/DEF, and +100 more at each of its
  controller's Standby Phases while the Castle stays face-up, up to the 4th (the Japanese text:
  "until your 4th Standby Phase"). The steps are kept in its ``g.counter`` (public: the view
  shows counters on it; reset when it moves, and when no face-up Castle is left).

Checks in ``tests/ygo/test_goat8_mb_delayed.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.goat7_ma_castle import CASTLE_OF_DARK_ILLUSIONS
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_DAMAGE, CAT_SPSUMMON, Aspect, Effect, Link
from cardtable.ygo.effects.hooks import EVENT_HOOKS, PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_GY, LOC_MZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

JIGEN_BAKUDAN = 90020065
MALICE_DOLL_OF_DEMISE = 72657739
PUMPKING = 29155212

ARMED = "jigen_bakudan_armed"
DOLL_MARK = "malice_doll_sent"
PUMPKING_STEPS = 4  # "until your 4th Standby Phase"


def _marks(g: Duel, key: str) -> list[dict[str, Any]]:
    """The ``card_effect`` marks ``key`` logged since the previous turn began (newest first)."""
    out: list[dict[str, Any]] = []
    turns = 0
    for kind, pub, _ in reversed(g.elog):
        if kind in ("turn", "scenario_start"):
            turns += 1
            if turns == 3 or kind == "scenario_start":
                break
            continue
        if kind == "card_effect" and pub.get("mark") == key and turns > 0:
            out.append(pub)
    return out


# --- Jigen Bakudan ---------------------------------------------------------------------------


def _arm(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and g.life[c] == lk.life:
        note(g, c, "Jigen Bakudan will be Tributed in its controller's next Standby Phase",
             "定时炸弹将在其控制者的下次准备阶段被解放", mark=ARMED, life=g.life[c],
             player=g.ctrl[c], turn=g.turn)


def _explode(g: Duel, c: int) -> None:
    p = g.ctrl[c]
    g.send_to_gy([c], "tribute")
    victims = [m for m in g.mz[p] if m >= 0]
    atk = {m: g.atk(m) if up(g, m) else 0 for m in victims}
    gone = g.destroy(victims, "effect")
    total = sum(atk[m] for m in gone if m in atk)
    if total // 2 > 0:
        g.damage(1 - p, total // 2)


@only_for({JIGEN_BAKUDAN})
def _bomb_standby(g: Duel, ev: str) -> None:
    """Its controller's next Standby Phase after the flip: Tribute it and blow up the rest."""
    if ev != "standby":
        return
    for pub in _marks(g, ARMED):
        c = int(pub["card"])
        if pub.get("player") == g.tp and g.life[c] == pub.get("life") \
                and g.loc[c] == LOC_MZONE and g.ctrl[c] == g.tp:
            _explode(g, c)


PHASE_HOOKS.append(_bomb_standby)
reg(JIGEN_BAKUDAN, Effect(
    kind="flip", optional=False, operation=(_arm,), category=CAT_DAMAGE,
    name=Text("反转：下次自己的准备阶段解放这张卡，破坏自己全部怪兽，给与对方那些攻击力合计一半的伤害",
              "FLIP: in your next Standby Phase Tribute it, destroy all your monsters and "
              "inflict half their total ATK to your opponent")))

# --- Malice Doll of Demise ------------------------------------------------------------------------


def _by_continuous_spell(g: Duel) -> bool:
    if not g.chain:
        return False
    lk = g.chain[-1]
    cd = g.pool.cards[lk.code]
    return bool(lk.ready and cd.is_spell and cd.type & C.CONTINUOUS)


@only_for({MALICE_DOLL_OF_DEMISE})
def _doll_sent(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: the Doll left a Monster Zone for the Graveyard by a resolving
    Continuous Spell Card's effect: mark it for its owner's next Standby Phase."""
    if ev != "left_field" or g.code[c] != MALICE_DOLL_OF_DEMISE or g.loc[c] != LOC_GY \
            or not data or data[0] != LOC_MZONE or not _by_continuous_spell(g):
        return
    note(g, c, "Malice Doll of Demise was sent to the Graveyard by a Continuous Spell Card: "
         "it comes back in its owner's next Standby Phase",
         "怨念之杀人人偶被永续魔法卡的效果送去墓地：其持有者的下次准备阶段特殊召唤",
         mark=DOLL_MARK, life=g.life[c], player=g.owner[c], turn=g.turn)


def _doll_marked(g: Duel, c: int) -> bool:
    return any(int(pub["card"]) == c and pub.get("life") == g.life[c]
               and pub.get("player") == g.tp and int(pub.get("turn", g.turn)) < g.turn
               for pub in _marks(g, DOLL_MARK))


def _doll_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY and g.tp == g.owner[c] and _doll_marked(g, c)


def _doll_summon(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_GY and g.life[c] == lk.life and g.free_mzone(lk.player) >= 0 \
            and g.can_special_summon(c, lk.player):
        g.special_summon(c, lk.player, POS_FU_ATK)


@only_for({MALICE_DOLL_OF_DEMISE})
def _doll_standby(g: Duel, ev: str) -> None:
    """The owner's Standby Phase: a marked Doll in the Graveyard gets its trigger (the engine
    raises phase events for face-up field cards only)."""
    if ev != "standby":
        return
    for c in list(g.gy[g.tp]):
        if g.code[c] == MALICE_DOLL_OF_DEMISE and _doll_marked(g, c):
            g.raise_event("standby", c, (g.tp,))


EVENT_HOOKS.append(_doll_sent)
PHASE_HOOKS.append(_doll_standby)
reg(MALICE_DOLL_OF_DEMISE, Effect(
    kind="trigger", event="standby", optional=False, where=LOC_GY, condition=_doll_cond,
    operation=(_doll_summon,), category=CAT_SPSUMMON,
    name=Text("被永续魔法的效果送去墓地后的下次自己的准备阶段：从墓地特殊召唤",
              "Your next Standby Phase after a Continuous Spell sent it to the GY: Special "
              "Summon it from the GY")))

# --- Pumpking the King of Ghosts ---------------------------------------------------------------


def _castle_up(g: Duel) -> bool:
    return any(m >= 0 and g.code[m] == CASTLE_OF_DARK_ILLUSIONS and up(g, m)
               for p in (0, 1) for m in g.mz[p])


def _pumpking_bonus(g: Duel, s: int, c: int) -> int:
    if c != s or not _castle_up(g):
        return 0
    return 100 * (1 + g.counter[s])


@only_for({PUMPKING})
def _pumpking_standby(g: Duel, ev: str) -> None:
    """Each Standby Phase of a Pumpking's controller: +100 more while a Castle is face-up
    (four times at most); no Castle: the growth is over (back to 0)."""
    if ev != "standby":
        return
    castle = _castle_up(g)
    for p in (0, 1):
        for m in g.mz[p]:
            if m < 0 or g.code[m] != PUMPKING:
                continue
            if not castle:
                g.counter[m] = 0
            elif p == g.tp and up(g, m) and g.counter[m] < PUMPKING_STEPS:
                g.counter[m] += 1
                g.log("counter", {**g.card_pub(m), "added": 1, "now": g.counter[m]})



PHASE_HOOKS.append(_pumpking_standby)
reg(PUMPKING, Effect(
    kind="continuous", aspects=(Aspect("atk", _pumpking_bonus), Aspect("def", _pumpking_bonus)),
    category=CAT_ATKCHANGE,
    name=Text("「暗晦之城」表侧表示存在期间攻击力·守备力上升100，每次自己的准备阶段再上升100（4次为止）",
              "+100 ATK/DEF while \"Castle of Dark Illusions\" is face-up, +100 more each of "
              "your Standby Phases (4 times at most)")))

__all__ = ["JIGEN_BAKUDAN", "MALICE_DOLL_OF_DEMISE", "PUMPKING"]
