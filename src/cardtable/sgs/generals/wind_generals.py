"""Skills of the 风 (Wind) generals of the 2011 pool: 夏侯渊 曹仁 黄忠 魏延 小乔 周泰 张角 —
神速 据守 烈弓 狂骨 天香 红颜 不屈 雷击 鬼道 (黄天 is in :mod:`standard_lord`). Original
(2011-era) versions: 据守 draws three, 不屈 uses the card pile on the general, 雷击 fires on
any 闪 used or played. Texts are our own wording."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, RANK, TYPE
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import (
    DMG_CANCEL,
    DMG_CARDS,
    DMG_DST,
    DMG_N,
    DMG_NAME,
    DMG_NATURE,
    DMG_SRC,
    JDG_SEAT,
    USE_CUR,
    USE_NAME,
    USE_NOJINK,
    USE_USER,
    Frame,
    Mods,
    Skill,
    Trigger,
    register,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

PHASE_SKIPS = ("prepare", "judge", "draw", "play", "discard", "finish")


def _slash_targets(g: SgsGame, owner: int) -> list[int]:
    from cardtable.sgs.rules.use_card import slash_targets

    return slash_targets(g, owner, ignore_distance=True)


# ---- 神速 shensu --------------------------------------------------------------------------------
def _shensu1_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.ctx[cid][1] == "judge" and bool(_slash_targets(g, owner))


def _equips(g: SgsGame, owner: int) -> list[int]:
    return [c for c in g.cards_of(owner, "he") if TYPE[c] == "equip"]


def _shensu2_can(g: SgsGame, owner: int, cid: int) -> bool:
    return (g.ctx[cid][1] == "play" and bool(_equips(g, owner))
            and bool(_slash_targets(g, owner)))


SHENSU_TARGET = Text("神速：选择【杀】的目标（无距离限制）",
                     "Godspeed: choose the Slash target (no distance limit)")


@step("shensu.one")
def _shensu_one(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    pick_seats(g, owner, SHENSU_TARGET, _slash_targets(g, owner), 1, 1,
                ("shensu.one2", owner, cid))


@step("shensu.one2")
def _shensu_one2(g: SgsGame, f: Frame) -> None:
    _, owner, cid, seats = f
    g.ctx[cid][2] = 1
    g.marks[owner]["skip_draw"] = 1
    g.log_event("phase_skipped", {"seat": owner, "phase": "draw", "skill": "shensu"})
    g.use_virtual(owner, "slash", (seats[0],))


@step("shensu.two")
def _shensu_two(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    pick_cards(g, owner, Text("神速：弃置一张装备牌", "Godspeed: discard an equipment card"),
                _equips(g, owner), 1, 1, ("shensu.two2", owner, cid))


@step("shensu.two2")
def _shensu_two2(g: SgsGame, f: Frame) -> None:
    _, owner, cid, cards = f
    g.ctx[cid][2] = 1
    g.push(("shensu.two3", owner))
    g.discard(owner, cards)


@step("shensu.two3")
def _shensu_two3(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    ts = _slash_targets(g, owner)
    if ts and g.alive_[owner]:
        pick_seats(g, owner, SHENSU_TARGET, ts, 1, 1, ("shensu.slash", owner))


@step("shensu.slash")
def _shensu_slash(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    g.use_virtual(owner, "slash", (seats[0],))


register(Skill(
    "shensu", Text("神速", "Godspeed"),
    Text("你可以选择一至两项：1.跳过此回合的判定阶段和摸牌阶段；2.跳过此回合的出牌阶段并弃置"
         "一张装备牌。你每选择一项，视为对一名其他角色使用一张【杀】（无距离限制）。",
         "You may choose one or both: (1) skip this turn's judgement and draw phases; (2) skip "
         "this turn's play phase and discard an equipment card. For each choice you are "
         "treated as using a Slash (no distance limit) on another character."),
    triggers=(Trigger("phase_before", "shensu.one", _shensu1_can),
              Trigger("phase_before", "shensu.two", _shensu2_can)),
))


# ---- 据守 jushou (original: draw three, then turn the general face down) ------------------------
def _jushou_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] == "finish")


@step("jushou.go")
def _jushou_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.draw(owner, 3)
    flip(g, owner)


def flip(g: SgsGame, s: int) -> None:
    """Turn seat ``s``'s general over (face down <-> face up)."""
    m = g.marks[s]
    if m.get("flipped"):
        del m["flipped"]
        g.log_event("turn_over", {"seat": s, "face_up": True})
    else:
        m["flipped"] = 1
        g.log_event("turn_over", {"seat": s, "face_up": False})


def _flipped_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.marks[owner].get("flipped"))


@step("jushou.skip")
def _jushou_skip(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    flip(g, owner)
    g.log_event("turn_skipped", {"seat": owner})
    m = g.marks[owner]
    for ph in PHASE_SKIPS:
        m["skip_" + ph] = 1


register(Skill(
    "jushou", Text("据守", "Hold Fast"),
    Text("结束阶段，你可以摸三张牌，然后将你的武将牌翻面（背面朝上时跳过你的下一个回合，然后翻回"
         "正面）。",
         "At the start of your finish phase you may draw three cards, then turn your general "
         "face down (a face-down general skips their next turn, then turns face up)."),
    triggers=(Trigger("phase_start", "jushou.go", _jushou_can),
              Trigger("turn_start", "jushou.skip", _flipped_can, optional=False)),
))


# ---- 烈弓 liegong -------------------------------------------------------------------------------
def _liegong_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    if ctx[USE_NAME] != "slash" or ctx[USE_USER] != owner or g.current != owner \
            or g.phase != "play":
        return False
    t = ctx[USE_CUR]
    if t in ctx[USE_NOJINK]:
        return False
    k = len(g.hand[t])
    return k >= g.hp[owner] or k <= g.attack_range(owner)


@step("liegong.go")
def _liegong_go(g: SgsGame, f: Frame) -> None:
    _, _owner, cid = f
    ctx = g.ctx[cid]
    ctx[USE_NOJINK] = (*ctx[USE_NOJINK], ctx[USE_CUR])


register(Skill(
    "liegong", Text("烈弓", "Fierce Bow"),
    Text("出牌阶段，当你使用【杀】指定一名角色为目标后，若其手牌数不小于你的体力值或不大于你的"
         "攻击范围，你可以令其不能使用【闪】响应此【杀】。",
         "In your play phase, after you target a character with a Slash, if their hand size is "
         "at least your HP or at most your attack range, you may make them unable to Dodge it."),
    triggers=(Trigger("target_specified", "liegong.go", _liegong_can),),
))


# ---- 狂骨 kuanggu -------------------------------------------------------------------------------
def _kuanggu_can(g: SgsGame, owner: int, cid: int) -> bool:
    dst = g.ctx[cid][DMG_DST]
    if dst == owner:
        return False
    if g.hp[owner] >= g.maxhp[owner]:
        return False
    alive = g.alive_
    if alive[dst]:
        return g.distance(owner, dst) <= 1
    alive[dst] = True  # the victim died of it: measure as it stood when the damage was dealt
    try:
        return g.distance(owner, dst) <= 1
    finally:
        alive[dst] = False


@step("kuanggu.go")
def _kuanggu_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.recover(owner, g.ctx[cid][DMG_N])


register(Skill(
    "kuanggu", Text("狂骨", "Wild Bones"),
    Text("锁定技，你对距离1以内的一名角色造成1点伤害后，你回复1点体力。",
         "Locked. For each 1 damage you deal to a character at distance 1 or less, you "
         "recover 1 HP."),
    tags=frozenset({"locked"}),
    triggers=(Trigger("dealt_damage", "kuanggu.go", _kuanggu_can, optional=False),),
))


# ---- 天香 tianxiang, 红颜 hongyan ----------------------------------------------------------------
def _hearts(g: SgsGame, owner: int) -> list[int]:
    return [c for c in g.hand[owner] if g.suit_of(c, owner) == 1]


def _tianxiang_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(_hearts(g, owner)) and len(g.alive_seats(owner)) > 1


@step("tianxiang.go")
def _tianxiang_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    pick_cards(g, owner, Text("天香：弃置一张♥手牌", "Heavenly Fragrance: discard a heart hand "
                            "card"), _hearts(g, owner), 1, 1, ("tianxiang.card", owner, cid))


@step("tianxiang.card")
def _tianxiang_card(g: SgsGame, f: Frame) -> None:
    _, owner, cid, cards = f
    pick_seats(g, owner, Text("天香：将伤害转移给谁？", "Heavenly Fragrance: pass the damage to "
                            "whom?"), g.alive_seats(owner)[1:], 1, 1,
                ("tianxiang.do", owner, cid, cards))


@step("tianxiang.do")
def _tianxiang_do(g: SgsGame, f: Frame) -> None:
    _, owner, cid, cards, seats = f
    t = seats[0]
    ctx = g.ctx[cid]
    ctx[DMG_CANCEL] = 1
    g.log_event("redirect", {"seat": owner, "skill": "tianxiang", "to": t})
    g.push(("tianxiang.draw", t))
    g.damage(ctx[DMG_SRC], t, ctx[DMG_N], ctx[DMG_NAME], ctx[DMG_CARDS], ctx[DMG_NATURE])
    g.discard(owner, cards)


@step("tianxiang.draw")
def _tianxiang_draw(g: SgsGame, f: Frame) -> None:
    t = f[1]
    if g.alive_[t]:
        x = g.maxhp[t] - g.hp[t]
        if x > 0:
            g.draw(t, x)


def _hongyan_suit(g: SgsGame, owner: int, c: int) -> int:
    from cardtable.sgs.cards.data import SUIT

    s = SUIT[c]
    return 1 if s == 0 else s


register(Skill(
    "tianxiang", Text("天香", "Heavenly Fragrance"),
    Text("当你受到伤害时，你可以弃置一张♥手牌，将此伤害转移给一名其他角色，然后该角色摸X张牌"
         "（X为其已损失的体力值）。",
         "When you would take damage, you may discard a heart hand card to pass the damage to "
         "another character; after it resolves, they draw X cards (X = their lost HP)."),
    triggers=(Trigger("damage_inflicted", "tianxiang.go", _tianxiang_can),),
))
register(Skill(
    "hongyan", Text("红颜", "Rosy Cheeks"),
    Text("锁定技，你的♠牌均视为♥牌。", "Locked. Your spade cards count as hearts."),
    tags=frozenset({"locked"}), mods=Mods(suit_of=_hongyan_suit),
))


# ---- 不屈 buqu (original) -----------------------------------------------------------------------
# hp_reduced ctx: [seat, amount, cancel_dying]. For each point of HP lost that leaves 周泰 at 0 or
# less, the top card of the deck goes onto the general as a 不屈 card; if all 不屈 cards have
# different ranks he does not enter dying. Each 1 HP recovered removes one 不屈 card (his pick);
# if the rest no longer share a rank, his dying state ends even below 1 HP (rules/dying.py).
def _buqu_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.hp[owner] <= 0


@step("buqu.go")
def _buqu_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    ctx = g.ctx[cid]
    k = min(ctx[1], 1 - g.hp[owner])
    for c in g.top_cards(k):
        g.log_event("buqu_card", {"seat": owner, "card": c, "text": CARD_TEXT[c].en})
        g.move_card(c, "pile:buqu", owner)
    if _buqu_update(g, owner):
        ctx[2] = 1
        g.log_event("buqu_safe", {"seat": owner, "n": len(g.piles[owner].get("buqu", ()))})


def _buqu_update(g: SgsGame, owner: int) -> bool:
    """True (and the dying state is over, see rules/dying.py) while 周泰 is at 0 HP or less
    with 不屈 cards of pairwise different ranks."""
    pile = g.piles[owner].get("buqu", ())
    ranks = {RANK[c] for c in pile}
    safe = bool(pile) and g.hp[owner] <= 0 and len(ranks) == len(pile)
    if safe:
        g.marks[owner]["dying_over"] = 1
    else:
        g.marks[owner].pop("dying_over", None)
    return safe


def _buqu_rec_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.piles[owner].get("buqu"))


@step("buqu.rec")
def _buqu_rec(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.push(("buqu.remove", owner, g.ctx[cid][1]))


@step("buqu.remove")
def _buqu_remove(g: SgsGame, f: Frame) -> None:
    _, owner, left = f
    pile = g.piles[owner].get("buqu", ())
    if left <= 0 or not pile:
        _buqu_update(g, owner)
        return
    if left >= len(pile):
        for c in pile:
            g.move_card(c, "discard")
        _buqu_update(g, owner)
        return
    pick_cards(g, owner, Text("不屈：移去一张不屈牌", "Indomitable: remove a card from your "
                            "general"), pile, 1, 1, ("buqu.removed", owner, left))


@step("buqu.removed")
def _buqu_removed(g: SgsGame, f: Frame) -> None:
    _, owner, left, cards = f
    g.push(("buqu.remove", owner, left - 1))
    g.move_card(cards[0], "discard")


register(Skill(
    "buqu", Text("不屈", "Indomitable"),
    Text("你每扣减1点体力后，若你的体力值为0或更低，你可以将牌堆顶的一张牌置于你的武将牌上："
         "若这些牌的点数各不相同，你不进入濒死状态；否则你进入濒死状态。你每回复1点体力后，移去"
         "一张武将牌上的这些牌（若剩余的牌点数各不相同，你脱离濒死状态）。",
         "Each time you lose 1 HP and are left at 0 HP or less, you may put the top card of "
         "the deck on your general: while those cards all have different ranks you do not enter "
         "dying; otherwise you do. For each 1 HP you recover, remove one of those cards (if the "
         "rest then differ in rank, you leave the dying state)."),
    # optional ("may"): asked each time; declining means entering dying as usual
    triggers=(Trigger("hp_reduced", "buqu.go", _buqu_can),
              Trigger("recovered", "buqu.rec", _buqu_rec_can, optional=False)),
))


# ---- 雷击 leiji (original: on any 闪 used or played) --------------------------------------------
def _leiji_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.ctx[cid][1] == "jink")


@step("leiji.go")
def _leiji_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    pick_seats(g, owner, Text("雷击：令一名角色判定", "Lightning Strike: choose who is judged"),
                g.alive_seats(owner), 1, 1, ("leiji.t", owner))


@step("leiji.t")
def _leiji_t(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    g.judge(seats[0], "leiji", ("leiji.res", owner, seats[0]))


@step("leiji.res")
def _leiji_res(g: SgsGame, f: Frame) -> None:
    _, owner, t, card = f
    if card >= 0 and g.suit_of(card, t) == 0 and g.alive_[t]:
        g.damage(owner if g.alive_[owner] else -1, t, 2, "leiji", (), "thunder")


register(Skill(
    "leiji", Text("雷击", "Lightning Strike"),
    Text("当你使用或打出一张【闪】时，你可以令一名角色进行判定：若结果为♠，你对其造成2点雷电伤害。",
         "When you use or play a Dodge, you may have any character make a judgement: if it is "
         "a spade, you deal 2 thunder damage to them."),
    triggers=(Trigger("card_responded", "leiji.go", _leiji_can),),
))


# ---- 鬼道 guidao --------------------------------------------------------------------------------
def _black_cards(g: SgsGame, owner: int) -> list[int]:
    return [c for c in g.cards_of(owner, "he") if not g.is_red(c, owner)]


def _guidao_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(_black_cards(g, owner))


@step("guidao.ask")
def _guidao_ask(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    who = g.ctx[cid][JDG_SEAT]
    pick_cards(g, owner, Text(f"鬼道：可以打出一张黑色牌替换{who}号位的判定牌（原判定牌归你）",
                            f"Dark Arts: you may play a black card to replace seat {who}'s "
                            "judgement (you take the old one)"),
                _black_cards(g, owner), 0, 1, ("guidao.swap", owner, cid))


@step("guidao.swap")
def _guidao_swap(g: SgsGame, f: Frame) -> None:
    _, owner, cid, cards = f
    if cards:
        g.retrial(cid, cards[0], owner, keep_old=True)


register(Skill(
    "guidao", Text("鬼道", "Dark Arts"),
    Text("一名角色的判定牌生效前，你可以打出一张黑色牌替换之，然后你获得原判定牌。",
         "Before any judgement takes effect, you may play a black card to replace it; you "
         "then take the replaced judgement card."),
    triggers=(Trigger("judge_retrial", "guidao.ask", _guidao_can, optional=False,
                      anyone=True),),
    retrial=True,
))
