"""Trick cards: 过河拆桥 顺手牵羊 决斗 借刀杀人 无中生有 南蛮入侵 万箭齐发 桃园结义
五谷丰登 (无懈可击 in :mod:`cardtable.sgs.rules.nullify`; 闪电 乐不思蜀 in
:mod:`cardtable.sgs.rules.judge`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, card_name_text
from cardtable.sgs.labels import seat_text
from cardtable.sgs.rules.damage import damage, recover
from cardtable.sgs.rules.respond import ask_response
from cardtable.sgs.rules.zones import take_card
from cardtable.sgs.skills.api import USE_CARDS, USE_TARGETS, USE_USER, Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

PICK_FROM: Final = Text("选择{zh}的一张牌", "Choose one of the cards for {en}")
_PICK_DISMANTLE: Final = PICK_FROM.format(zh="过河拆桥", en="Dismantle")
_PICK_SNATCH: Final = PICK_FROM.format(zh="顺手牵羊", en="Snatch")


@step("eff_dismantlement")
def _eff_dismantle(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    user = g.ctx[cid][USE_USER]
    if g.alive_[user] and g.cards_of(t, "hej"):
        g.ask_card_from(user, t, "hej", _PICK_DISMANTLE, ("dismantle2", t))


@step("dismantle2")
def _dismantle2(g: SgsGame, f: Frame) -> None:
    _, t, card = f
    if card >= 0:
        g.discard(t, (card,))


@step("eff_snatch")
def _eff_snatch(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    user = g.ctx[cid][USE_USER]
    if g.alive_[user] and g.cards_of(t, "hej"):
        g.ask_card_from(user, t, "hej", _PICK_SNATCH, ("snatch2", user, t))


@step("snatch2")
def _snatch2(g: SgsGame, f: Frame) -> None:
    _, user, t, card = f
    if card < 0:
        return
    take_card(g, user, t, card)


def _needed(g: SgsGame, opponent: int) -> int:
    k = 1
    for m in g.mods[opponent]:
        if m.jinks_needed > k:
            k = m.jinks_needed
    return k


@step("eff_duel")
def _eff_duel(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    user = g.ctx[cid][USE_USER]
    g.push(("duel_turn", cid, t, user))


@step("duel_turn")
def _duel_turn(g: SgsGame, f: Frame) -> None:
    _, cid, who, other = f
    if not g.alive_[who] or not g.alive_[other]:
        return
    ask_response(g, who, "slash", ("duel_ans", cid, who, other), _needed(g, other), False)


@step("duel_ans")
def _duel_ans(g: SgsGame, f: Frame) -> None:
    _, cid, who, other, ok = f
    if ok:
        g.push(("duel_turn", cid, other, who))
    else:
        damage(g, other, who, 1, "duel", g.ctx[cid][USE_CARDS])


_GIVE: Final = {"respond": "give"}


@step("eff_collateral")
def _eff_collateral(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import USE_AUX, slash_targets

    _, cid, a = f
    ctx = g.ctx[cid]
    b = ctx[USE_AUX]
    user = ctx[USE_USER]
    if g.equip[a][0] < 0:
        return
    if not (g.alive_[b] and b in slash_targets(g, a)):
        g.push(("collateral2", user, a, b, None))
        return
    # the common response path (real cards, view-as skills, 丈八蛇矛, 激将) in "use" mode;
    # refusing (or having no way to produce a 杀) hands the weapon over
    who = seat_text(g.general, b)
    prompt = Text(f"借刀杀人：对{who.zh}使用【杀】，或交出武器",
                  f"Borrowed Sword: use Slash on {who.en}, or hand over your weapon")
    ask_response(g, a, "slash", ("collateral2", user, a, b), 1, False, use=(prompt, _GIVE))


@step("collateral2")
def _collateral2(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.use_card import F_UNCOUNTED, start_use

    _, user, a, b, cards = f
    if cards is None:
        w = g.equip[a][0]
        if w >= 0 and g.alive_[user]:
            g.log_event("give", {"seat": a, "to": user, "card": w, "text": CARD_TEXT[w].en})
            g.move_card(w, "hand", user)
        return
    if g.alive_[a] and g.alive_[b]:
        start_use(g, a, "slash", cards, (b,), flags=F_UNCOUNTED)


@step("eff_ex_nihilo")
def _eff_ex_nihilo(g: SgsGame, f: Frame) -> None:
    g.draw(f[2], 2)


@step("eff_savage_assault")
def _eff_savage(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    ask_response(g, t, "slash", ("aoe_hit", cid, t, "savage_assault"), 1, False)


@step("eff_archery_attack")
def _eff_archery(g: SgsGame, f: Frame) -> None:
    from cardtable.sgs.rules.respond import armor_active

    _, cid, t = f
    user = g.ctx[cid][USE_USER]
    ask_response(g, t, "jink", ("aoe_hit", cid, t, "archery_attack"), 1,
                 armor_active(g, t, user))


@step("aoe_hit")
def _aoe_hit(g: SgsGame, f: Frame) -> None:
    _, cid, t, name, ok = f
    if not ok:
        ctx = g.ctx[cid]
        user = ctx[USE_USER]
        src = user if g.alive_[user] else -1
        if name == "savage_assault":  # 祸首: another's 南蛮入侵 deals its damage as 孟获
            src = next((s for s in g.alive_seats(user)[1:] if g.has_skill(s, "huoshou")), src)
        damage(g, src, t, 1, name, ctx[USE_CARDS])


@step("eff_god_salvation")
def _eff_god_salvation(g: SgsGame, f: Frame) -> None:
    recover(g, f[2], 1)


@step("grace_reveal")
def _grace_reveal(g: SgsGame, f: Frame) -> None:
    cid = f[1]
    n = sum(1 for t in g.ctx[cid][USE_TARGETS] if g.alive_[t])
    cards = g.top_cards(n)
    g.ctx[cid][9] = tuple(cards)
    g.log_event("reveal", {"cards": cards, "text": [CARD_TEXT[c].en for c in cards]})


@step("eff_amazing_grace")
def _eff_grace(g: SgsGame, f: Frame) -> None:
    _, cid, t = f
    left = [c for c in g.ctx[cid][9] if g.loc[c] >> 4 == 5]
    if not left:
        return
    nm = card_name_text("amazing_grace")
    g.ask(t, "pick", Text(f"{nm.zh}：选择一张牌", f"{nm.en}: take one card"),
          [{"card": c} for c in left], ("grace_take", t), tuple(left))


@step("grace_take")
def _grace_take(g: SgsGame, f: Frame) -> None:
    _, t, c = f
    g.log_event("take", {"seat": t, "card": c, "text": CARD_TEXT[c].en})
    g.move_card(c, "hand", t)


def targets_of(g: SgsGame, cid: int) -> tuple[int, ...]:
    """The targets of use context ``cid``."""
    return tuple(g.ctx[cid][USE_TARGETS])
