"""Lord skills (主公技) of the 2011 pool: 护驾 (曹操), 激将 (刘备), 黄天 (张角); 救援 (孙权) is
in :mod:`standard_wu`. They work in identity mode only: the engine does not give lord skills in
3v3 (seed: 没有主公技), nor to non-lord seats.

护驾/激将 are proxy responses (``ViewAs(n=0, via=...)``, see docs/sgs-skill-api.md): the other
seats of the kingdom are asked in seat order from the lord; the first one to produce the card
answers for the lord. 激将 also works for using a 杀 in the play phase (an :class:`Active`: the
lord picks the target, then the Shu seats are asked). 黄天 gives each other Qun character a
play-phase action (``huangtian_give``) attached to them when their play phase starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, NAME
from cardtable.sgs.generals.data import SKILL_NAMES
from cardtable.sgs.generals.standard_common import (
    lend_action,
    lord_action_due,
    pick_cards,
    pick_seats,
)
from cardtable.sgs.skills.api import (
    Active,
    Frame,
    Skill,
    Trigger,
    ViewAs,
    register,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def _helpers(g: SgsGame, owner: int, kingdom: str) -> list[int]:
    return [s for s in g.alive_seats(owner)[1:] if g.kingdom(s) == kingdom]


def _never(g: SgsGame, owner: int, c: int) -> bool:
    return False


def _has_wei(g: SgsGame, owner: int) -> bool:
    return bool(_helpers(g, owner, "wei"))


def _has_shu(g: SgsGame, owner: int) -> bool:
    return bool(_helpers(g, owner, "shu"))


# ---- proxy chain shared by 护驾 and 激将 (response windows) -----------------------------------
@step("lordproxy.ask")
def _proxy_ask(g: SgsGame, f: Frame) -> None:
    # (op, owner, name, ok, retry, kingdom, helpers, i)
    _, owner, name, ok, retry, kingdom, helpers, i = f
    while i < len(helpers) and not g.alive_[helpers[i]]:
        i += 1
    if i >= len(helpers) or not g.alive_[owner]:
        g.push(retry)
        return
    from cardtable.sgs.rules.respond import ask_response

    ask_response(g, helpers[i], name,
                 ("lordproxy.ans", owner, name, ok, retry, kingdom, helpers, i))


@step("lordproxy.ans")
def _proxy_ans(g: SgsGame, f: Frame) -> None:
    _, owner, name, ok, retry, kingdom, helpers, i, got = f
    if got:
        g.log_event("proxy", {"seat": helpers[i], "for": owner, "name": name})
        g.push(ok)
    else:
        g.push(("lordproxy.ask", owner, name, ok, retry, kingdom, helpers, i + 1))


@step("hujia.ask")
def _hujia_ask(g: SgsGame, f: Frame) -> None:
    _, owner, name, ok, retry = f
    g.push(("lordproxy.ask", owner, name, ok, retry, "wei",
            tuple(_helpers(g, owner, "wei")), 0))


@step("jijiang.ask")
def _jijiang_ask(g: SgsGame, f: Frame) -> None:
    _, owner, name, ok, retry = f
    g.push(("lordproxy.ask", owner, name, ok, retry, "shu",
            tuple(_helpers(g, owner, "shu")), 0))


register(Skill(
    "hujia", Text("护驾", "Royal Escort"),
    Text("主公技，当你需要使用或打出一张【闪】时，你可以令其他魏势力角色选择是否打出一张【闪】"
         "（视为由你使用或打出）。",
         "Lord skill. When you need to use or play a Dodge, you may ask the other Wei "
         "characters, one by one, to play a Dodge for you (it counts as yours)."),
    tags=frozenset({"lord"}),
    view_as=(ViewAs("jink", _never, n=0, use=False, usable=_has_wei, via="hujia.ask"),),
))


# ---- 激将 in the play phase: pick the target, then ask the Shu seats for a 杀 --------------------
def _jijiang_usable(g: SgsGame, owner: int) -> bool:
    from cardtable.sgs.rules.use_card import slash_limit, slash_targets

    return (_has_shu(g, owner) and g.used_count(owner, "jijiang_failed") == 0
            and g.used_count(owner, "slash") < slash_limit(g, owner)
            and bool(slash_targets(g, owner)))


@step("jijiang.use")
def _jijiang_use(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import slash_targets

    owner = f[1]
    ts = slash_targets(g, owner)
    pick_seats(g, owner, Text("激将：选择【杀】的目标", "Rouse: choose the Slash target"), ts, 1, 1,
                ("jijiang.target", owner))


@step("jijiang.target")
def _jijiang_target(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    t = seats[0]
    g.push(("lordproxy.ask", owner, "slash", ("jijiang.fire", owner, t),
            ("jijiang.none", owner), "shu", tuple(_helpers(g, owner, "shu")), 0))


@step("jijiang.fire")
def _jijiang_fire(g: SgsGame, f: Frame) -> None:
    _, owner, t = f
    from cardtable.sgs.rules.use_card import start_use

    cards: tuple[int, ...] = ()
    for e in reversed(g.log_):
        if e.kind == "respond":
            cards = tuple(e.public.get("cards", ()))
            break
    cards = tuple(c for c in cards if g.loc[c] >> 4 == 1)  # still in the discard pile
    if g.alive_[owner] and g.alive_[t]:
        start_use(g, owner, "slash", cards, (t,))


@step("jijiang.none")
def _jijiang_none(g: SgsGame, f: Frame) -> None:
    g.mark_used(f[1], "jijiang_failed")


register(Skill(
    "jijiang", Text("激将", "Rouse"),
    Text("主公技，当你需要使用或打出一张【杀】时，你可以令其他蜀势力角色选择是否打出一张【杀】"
         "（视为由你使用或打出）。",
         "Lord skill. When you need to use or play a Slash, you may ask the other Shu "
         "characters, one by one, to play a Slash for you (it counts as yours)."),
    tags=frozenset({"lord"}),
    view_as=(ViewAs("slash", _never, n=0, use=False, usable=_has_shu, via="jijiang.ask"),),
    active=Active("jijiang.use", _jijiang_usable),
))


# ---- 黄天 huangtian ----------------------------------------------------------------------------
SKILL_NAMES.setdefault("huangtian_give", Text("黄天（给牌）", "Yellow Heaven (give)"))


def _ht_attach_can(g: SgsGame, owner: int, cid: int) -> bool:
    return lord_action_due(g, owner, cid, "qun", "huangtian_give")


@step("huangtian.attach")
def _ht_attach(g: SgsGame, f: Frame) -> None:
    lend_action(g, f[2], "huangtian_give")


def _ht_lords(g: SgsGame, s: int) -> list[int]:
    return [x for x in g.alive_seats(s)[1:] if g.has_skill(x, "huangtian")]


def _ht_cards(g: SgsGame, s: int) -> list[int]:
    return [c for c in g.hand[s] if NAME[c] in ("jink", "lightning")]


def _ht_usable(g: SgsGame, s: int) -> bool:
    return (g.used_count(s, "huangtian") == 0 and g.kingdom(s) == "qun"
            and bool(_ht_cards(g, s)) and bool(_ht_lords(g, s)))


@step("huangtian.give")
def _ht_give(g: SgsGame, f: Frame) -> None:
    s = f[1]
    g.mark_used(s, "huangtian")
    pick_cards(g, s, Text("黄天：交给主公一张【闪】或【闪电】", "Yellow Heaven: give a Dodge or "
                        "Lightning to your lord"), _ht_cards(g, s), 1, 1, ("huangtian.to", s))


@step("huangtian.to")
def _ht_to(g: SgsGame, f: Frame) -> None:
    _, s, cards = f
    lords = _ht_lords(g, s)
    if len(lords) == 1:
        g.push(("huangtian.do", s, cards, (lords[0],)))
    else:
        pick_seats(g, s, Text("黄天：交给谁？", "Yellow Heaven: to whom?"), lords, 1, 1,
                    ("huangtian.do", s, cards))


@step("huangtian.do")
def _ht_do(g: SgsGame, f: Frame) -> None:
    _, s, cards, lords = f
    c = cards[0]
    info: dict[str, Any] = {"seat": s, "to": lords[0], "card": c, "text": CARD_TEXT[c].en}
    g.log_event("give", info)
    g.move_card(c, "hand", lords[0])


register(Skill(
    "huangtian", Text("黄天", "Yellow Heaven"),
    Text("主公技，其他群雄角色可以于其出牌阶段交给你一张【闪】或【闪电】，每阶段限一次。",
         "Lord skill. Once in each of their play phases, every other Qun character may give "
         "you a Dodge or a Lightning."),
    tags=frozenset({"lord"}),
    triggers=(Trigger("phase_start", "huangtian.attach", _ht_attach_can, optional=False,
                      anyone=True),),
))
register(Skill(
    "huangtian_give", Text("黄天（给牌）", "Yellow Heaven (give)"),
    Text("出牌阶段限一次，你可以将一张【闪】或【闪电】交给拥有【黄天】的主公。",
         "Once per play phase you may give a Dodge or a Lightning to the lord who has Yellow "
         "Heaven."),
    active=Active("huangtian.give", _ht_usable),
))
