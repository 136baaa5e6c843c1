"""Behemoth the King of All Animals (issue 15 part 3, g8-ma), flagged "Goat-era version" in
``goat-pool.csv``: its Flaming Eternity print (FET-EN014, March 2005) as Pojo's card of the day
of 20 May 2005 quotes it (https://www.pojo.com/yu-gi-oh/COTD/2005/2005May/20.shtml): it can
be Normal Summoned or Set with 1 Tribute, and then its original ATK becomes 2000; when it is
Tribute Summoned successfully you can return from your Graveyard to your hand as many
Beast-Type monsters as monsters were Tributed for it.

* The 1-Tribute Summon and Set are main-menu actions beside the usual 2-Tribute ones (as
  Fusilier Dragon's summon without Tributes, ``goat5_summon.py``): they use the turn's Normal
  Summon and go through the engine's Tribute step with 1 Tribute. The Tribute count is read
  from the public ``summon_declared`` / ``set_monster`` log entry; a Behemoth summoned or Set
  with 1 Tribute is marked (``g.counter``, cleared when it leaves) and its original ATK is
  2000 while it stays (a Set one too, once flipped).
* The era print selects no target (today's text does): the Beasts are chosen as the effect
  resolves; with fewer Beasts in the Graveyard than Tributes, all of them return (a
  non-targeting effect does as much as it can). The effect is optional and needs at least one
  Beast in the Graveyard to be activated.

Text in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_tributes.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import base_atk, in_gy, last, reg
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    EVENT_HOOKS,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    NO_TRIBUTE,
    can_tribute,
    only_for,
    pay_play_cost,
)
from cardtable.ygo.state import LOC_GY, LOC_HAND, LOC_MZONE, POS_FD_DEF, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BEHEMOTH = 22996376
BEAST = C.RACE_BY_NAME["Beast"]
ONE_TRIBUTE_ATK = 2000


def _tributable(g: Duel, p: int) -> int:
    return sum(1 for m in g.mz[p] if m >= 0 and g.code[m] not in NO_TRIBUTE
               and (not g.hk.tribute_bans or can_tribute(g, m)))


def _options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.tp != p or g.ns_used >= 1 or _tributable(g, p) < 1:
        return []
    out: list[tuple[Any, ...]] = []
    for c in g.hand[p]:
        if g.code[c] != BEHEMOTH:
            continue
        for act, how in (("g8ma_behemoth_1", "normal"), ("g8ma_behemoth_1_set", "set")):
            if not g.hk.summon_allowed or all(ok(g, p, c, how) for ok in g.hk.summon_allowed):
                out.append((act, c))
    return out


def _start(pos: int) -> Any:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        c = opt[1]
        g.ns_used += 1
        if g.hk.play_costs and g.loc[c] == LOC_HAND:
            pay_play_cost(g, g.tp, c, "normal")
        g.stack.append(("tribute", c, pos, 1, ()))

    return act


def tributes_paid(g: Duel, c: int) -> int:
    """How many monsters were Tributed for ``c``'s latest Normal Summon or Set (the public
    ``summon_declared`` / ``set_monster`` log entry; 0 if none is found)."""
    for kind, pub, priv in reversed(g.elog):
        if kind == "summon_declared" and pub.get("card") == c:
            return int(pub.get("tributes", 0))
        if kind == "set_monster" and priv and any(
                isinstance(v, dict) and v.get("card") == c for v in priv.values()):
            return int(pub.get("tributes", 0))
    return 0


@only_for({BEHEMOTH})
def _mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A Behemoth Normal Summoned or Set with 1 Tribute: its original ATK becomes 2000."""
    if g.code[c] != BEHEMOTH or g.loc[c] != LOC_MZONE:
        return
    if (ev == "summoned" and data and data[0] == "normal") or ev == "set":
        g.counter[c] = 1 if tributes_paid(g, c) == 1 else 0


def _atk(g: Duel, s: int, c: int) -> int:
    if c != s or g.counter[s] != 1:
        return 0
    return ONE_TRIBUTE_ATK - base_atk(g, s)


def _is_beast(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.is_monster and cd.race & BEAST)


_beasts = in_gy("self", _is_beast)


def _tribute_summoned(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return (g.loc[c] == LOC_MZONE and len(w) > 2 and w[2] == "normal"
            and tributes_paid(g, c) > 0 and bool(_beasts(g, p, c)))


def _pick_beasts(g: Duel, lk: Link) -> None:
    n = tributes_paid(g, lk.card)
    cands = _beasts(g, lk.player, lk.card)
    k = min(n, len(cands))
    ask_cards(g, lk, lk.player, cands, k, k, "choose")


def _return(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_hand(got)


MAIN_OPTIONS.append(only_for({BEHEMOTH})(_options))
MAIN_ACTIONS.update({"g8ma_behemoth_1": _start(POS_FU_ATK),
                     "g8ma_behemoth_1_set": _start(POS_FD_DEF)})
ACTION_TEXTS.update({
    "g8ma_behemoth_1": Text("用1只祭品通常召唤「{zh}」（原本攻击力变成2000）",
                            "Normal Summon {en} with 1 Tribute (original ATK becomes 2000)"),
    "g8ma_behemoth_1_set": Text("用1只祭品盖放「{zh}」（原本攻击力变成2000）",
                                "Set {en} with 1 Tribute (original ATK becomes 2000)"),
})
EVENT_HOOKS.append(_mark)
reg(BEHEMOTH,
    Effect(kind="continuous", category=CAT_ATKCHANGE, aspects=(Aspect("atk", _atk),),
           name=Text("用1只祭品召唤时原本攻击力变成2000",
                     "Original ATK 2000 when summoned with 1 Tribute")),
    Effect(kind="trigger", event="summoned", optional=True, when=True,
           condition=_tribute_summoned, operation=(_pick_beasts, _return),
           name=Text("祭品数量的兽族怪兽回到手卡", "Return Beasts equal to the Tributes")))

__all__ = ["BEHEMOTH", "tributes_paid"]
