"""Basic cards: 杀 (with 闪, 仁王盾 and 八卦阵 on the way), 桃. 闪 is only a response
(:mod:`cardtable.sgs.rules.respond`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import NAME
from cardtable.sgs.rules.damage import damage, recover
from cardtable.sgs.rules.respond import (
    armor_active,
    ask_response,
    is_black_suit,
)
from cardtable.sgs.skills.api import (
    USE_CARDS,
    USE_EXTRA,
    USE_JINKS,
    USE_NOJINK,
    USE_SUIT,
    USE_USER,
    Frame,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

BLADE_PROMPT: Final = Text("青龙偃月刀：可以对其再使用一张【杀】",
                           "Green Dragon Blade: you may use another Slash on them")
_PASS: Final = {"respond": "pass"}
AXE_PROMPT: Final = Text("是否发动【贯石斧】弃置两张牌令此【杀】依然造成伤害？",
                         "Use Stone-piercing Axe: discard two cards so the Slash still hits?")


def jinks_for(g: SgsGame, user: int, t: int, need: int) -> int:
    """闪 ``t`` needs against ``user``'s 杀: 2 when a locked skill of either pairs them (肉林:
    董卓 and a female character, either way round; its ``meta["jinks_pair"]`` is indexed as the
    rule hook ``"meta.jinks_pair"``, so the 杀 rules look for it with one dict lookup)."""
    from cardtable.sgs.skills.api import SKILLS

    for s, other in ((user, t), (t, user)):
        for sid in g.skills[s]:
            pair = SKILLS[sid].meta.get("jinks_pair") if sid in SKILLS else None
            if pair is not None and pair(g, s, other):
                return 2
    return need


@step("eff_slash")
def _eff_slash(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    ctx = g.ctx[cid]
    user = ctx[USE_USER]
    armor = armor_active(g, t, user)
    if armor:
        a = g.equip[t][1]  # empty with 八阵
        if a >= 0 and NAME[a] == "nioh_shield" and is_black_suit(ctx[USE_SUIT]):
            g.log_event("no_effect", {"seat": t, "by": "nioh_shield"})
            return
    if t in ctx[USE_NOJINK]:
        g.push(("slash_hit", cid, t))
        return
    need = ctx[USE_JINKS]
    if need < 2 and "meta.jinks_pair" in g.tindex:  # 肉林: a male-female 杀 with 董卓 needs two
        need = jinks_for(g, user, t, need)
    ask_response(g, t, "jink", ("slash_jinked", cid, t), need, armor)


@step("slash_jinked")
def _slash_jinked(g: SgsGame, f: Frame) -> None:
    _, cid, t, ok = f
    if not ok:
        g.push(("slash_hit", cid, t))
        return
    user = g.ctx[cid][USE_USER]
    g.log_event("dodged", {"seat": t, "by": user})
    g.push(("slash_after_dodge", cid, t))
    g.fire("slash_dodged", cid, user)


@step("slash_after_dodge")
def _slash_after_dodge(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    ctx = g.ctx[cid]
    user = ctx[USE_USER]
    w = g.equip[user][0]
    if w < 0 or not g.alive_[user] or not g.alive_[t] or w in ctx[USE_CARDS]:
        return
    wn = NAME[w]
    if wn == "blade":
        # the common response path in "use" mode (view-as skills and 激将 work here too)
        ask_response(g, user, "slash", ("blade", user, t), 1, False,
                     use=(BLADE_PROMPT, _PASS))
    elif wn == "axe":
        cands = [c for c in g.cards_of(user, "he") if c != w]
        if len(cands) >= 2:
            g.ask_yesno(user, AXE_PROMPT, ("axe", cid, t))


@step("blade")
def _blade(g: SgsGame, f: Frame) -> None:
    _, user, t, cards = f
    from cardtable.sgs.rules.use_card import F_UNCOUNTED, start_use

    if cards is None or not g.alive_[user] or not g.alive_[t]:
        return
    g.log_event("equip_skill", {"seat": user, "equip": "blade"})
    start_use(g, user, "slash", cards, (t,), flags=F_UNCOUNTED)


@step("blade2")
def _blade2(g: SgsGame, f: Frame) -> None:
    # no longer pushed (the blade window goes through ask_response); kept so that states
    # saved by earlier versions in the middle of that window still load and run
    _, user, t, cards = f
    from cardtable.sgs.rules.use_card import F_UNCOUNTED, start_use

    start_use(g, user, "slash", cards, (t,), flags=F_UNCOUNTED)


@step("axe")
def _axe(g: SgsGame, f: Frame) -> None:
    _, cid, t, yes = f
    if not yes:
        return
    user = g.ctx[cid][USE_USER]
    w = g.equip[user][0]
    cands = [c for c in g.cards_of(user, "he") if c != w]
    g.ask_cards(user, Text("贯石斧：弃置两张牌", "Stone-piercing Axe: discard two cards"),
                cands, 2, 2, ("axe2", cid, t))


@step("axe2")
def _axe2(g: SgsGame, f: Frame) -> None:
    _, cid, t, cards = f
    user = g.ctx[cid][USE_USER]
    g.log_event("equip_skill", {"seat": user, "equip": "axe"})
    g.push(("slash_hit", cid, t))
    g.discard(user, cards)


@step("slash_hit")
def _slash_hit(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    ctx = g.ctx[cid]
    # USE_EXTRA of a 杀 is its 酒 bonus (cardtable.sgs.cards.maneuvering.take_drunk)
    damage(g, ctx[USE_USER], t, 1 + ctx[USE_EXTRA], "slash", ctx[USE_CARDS])


@step("double_swords")
def _double_swords(g: SgsGame, f: Frame) -> None:
    _, user, t, yes = f
    if not yes:
        return
    g.log_event("equip_skill", {"seat": user, "equip": "double_swords"})
    if g.hand[t]:
        g.ask(t, "select", Text("雌雄双股剑：弃置一张手牌，或令其摸一张牌",
                                "Twin Swords: discard a hand card, or they draw one"),
              [{"choice": "discard"}, {"choice": "draw"}], ("double_swords2", user, t))
    else:
        g.draw(user, 1)


@step("double_swords2")
def _double_swords2(g: SgsGame, f: Frame) -> None:
    _, user, t, ans = f
    if ans["choice"] == "draw":
        g.draw(user, 1)
    else:
        g.ask_cards(t, Text("弃置一张手牌", "Discard a hand card"), g.hand[t], 1, 1,
                    ("discard_done", t))


@step("eff_peach")
def _eff_peach(g: SgsGame, f: Frame) -> None:
    _, _cid, t = f
    recover(g, t, 1)
