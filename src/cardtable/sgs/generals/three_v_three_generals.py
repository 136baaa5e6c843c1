"""Skills of the 3v3-only generals (sgs-notes §3.4; our own wording): the exclusives 诸葛瑾
(弘援 缓释 明哲, 2012) and 文聘 (镇卫, 2013), and the 2013 3v3 texts: 赵云 救主, 关羽 忠义,
吕布 战神 (神戟), 夏侯惇 刚烈 (3v3). "己方" = one's own side (``g.is_ally``), "对方" = the other.
These generals are never dealt in identity mode (``General.only_3v3``).

Hooks: 救主 is a rescue option (``meta["rescue"]``, :mod:`cardtable.sgs.rules.dying`), 镇卫 a
distance aura (``meta["distance_aura"]``, :mod:`cardtable.sgs.rules.distance`), 忠义 empties on
the ``round_reset`` event (:mod:`cardtable.sgs.rules.turn`), 神戟's extra targets are asked in
:mod:`cardtable.sgs.rules.use_card` (``_target_chosen``), 明哲 reads ``cards_lost``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.sgs.generals.expansion_common import (
    awaken,
    awoken,
    gain_skills,
    lose_max_hp,
    spend,
    spent,
)
from cardtable.sgs.generals.standard_common import pick_cards, pick_seats
from cardtable.sgs.skills.api import (
    DMG_N,
    DMG_NAME,
    DMG_SRC,
    JDG_SEAT,
    Active,
    Frame,
    Skill,
    Trigger,
    register,
    step,
)

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def _teammates(g: SgsGame, owner: int) -> list[int]:
    return [s for s in g.alive_seats(owner)[1:] if g.is_ally(owner, s)]


def _foes(g: SgsGame, owner: int) -> list[int]:
    return [s for s in g.alive_seats(owner)[1:] if not g.is_ally(owner, s)]


# ---- 弘援 hongyuan (诸葛瑾) ----------------------------------------------------------------------
def _hongyuan_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.ctx[cid][1] > 0 and bool(_teammates(g, owner))


@step("hongyuan.go")
def _hongyuan_go(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    g.ctx[cid][1] -= 1
    g.marks[owner]["hongyuan"] = 1


def _hongyuan_give_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.ctx[cid][1] == "draw" and bool(g.marks[owner].get("hongyuan"))


@step("hongyuan.give")
def _hongyuan_give(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    g.marks[owner].pop("hongyuan", None)
    for s in _teammates(g, owner):
        g.draw(s, 1)


register(Skill(
    "hongyuan", Text("弘援", "Broad Aid"),
    Text("摸牌阶段，你可以少摸一张牌，然后其他己方角色各摸一张牌。",
         "In your draw phase you may draw one card fewer; then each other character on your "
         "side draws one card."),
    triggers=(Trigger("draw_count", "hongyuan.go", _hongyuan_can),
              Trigger("phase_end", "hongyuan.give", _hongyuan_give_can, optional=False)),
))


# ---- 缓释 huanshi (诸葛瑾) -----------------------------------------------------------------------
def _huanshi_can(g: SgsGame, owner: int, cid: int) -> bool:
    return g.is_ally(owner, g.ctx[cid][JDG_SEAT]) and bool(g.cards_of(owner, "he"))


@step("huanshi.ask")
def _huanshi_ask(g: SgsGame, f: Frame) -> None:
    _, owner, cid = f
    who = g.ctx[cid][JDG_SEAT]
    g.ask_cards(owner, Text(f"缓释：可以打出一张牌代替{who}号位的判定牌",
                            f"Easing: you may play a card to replace seat {who}'s judgement"),
                g.cards_of(owner, "he"), 0, 1, ("huanshi.swap", owner, cid))


@step("huanshi.swap")
def _huanshi_swap(g: SgsGame, f: Frame) -> None:
    _, owner, cid, cards = f
    if cards:
        g.retrial(cid, cards[0], owner, keep_old=False)


register(Skill(
    "huanshi", Text("缓释", "Easing"),
    Text("己方角色的判定牌生效前，你可以打出一张牌（手牌或装备区的牌）代替之。",
         "Before the judgement of a character on your side takes effect, you may play a card "
         "(from your hand or equipment) to replace it."),
    triggers=(Trigger("judge_retrial", "huanshi.ask", _huanshi_can, optional=False,
                      anyone=True),),
    retrial=True,
))


# ---- 明哲 mingzhe (诸葛瑾) -----------------------------------------------------------------------
# cards_lost ctx: [seat, n_hand, n_equip, hand_now_empty, card, dest]. A red card leaving hand or
# equipment for the processing area (used or played) or the discard pile (discarded, or a 桃
# used in a rescue) outside one's turn.
def _mingzhe_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    return (g.current != owner and ctx[5] in ("proc", "discard")
            and g.is_red(ctx[4], owner))


@step("mingzhe.go")
def _mingzhe_go(g: SgsGame, f: Frame) -> None:
    g.draw(f[1], 1)


register(Skill(
    "mingzhe", Text("明哲", "Prudence"),
    Text("你的回合外，当你使用、打出或因弃置而失去一张红色牌后，你可以摸一张牌。",
         "Outside your turn, each time you use or play a red card, or lose one by discarding, "
         "you may draw a card."),
    triggers=(Trigger("cards_lost", "mingzhe.go", _mingzhe_can),),
))


# ---- 镇卫 zhenwei (文聘) -------------------------------------------------------------------------
def _zhenwei_aura(g: SgsGame, owner: int, a: int, b: int) -> int:
    return int(b != owner and g.is_ally(owner, b) and not g.is_ally(owner, a))


register(Skill(
    "zhenwei", Text("镇卫", "Guard Post"),
    Text("锁定技，对方角色与其他己方角色的距离+1。",
         "Locked. Characters of the other side are 1 further from the other characters of your "
         "side."),
    tags=frozenset({"locked"}),
    meta={"distance_aura": _zhenwei_aura},  # indexed as the hook "meta.distance_aura"
))


# ---- 救主 jiuzhu (赵云, 3v3) ---------------------------------------------------------------------
def _jiuzhu_can(g: SgsGame, owner: int, dying: int) -> bool:
    return (dying != owner and g.is_ally(owner, dying) and g.hp[owner] > 1
            and bool(g.cards_of(owner, "he")))


@step("jiuzhu.go")
def _jiuzhu_go(g: SgsGame, f: Frame) -> None:
    _, owner, dying = f
    pick_cards(g, owner, Text("救主：弃置一张牌", "Save the Lord: discard a card"),
               g.cards_of(owner, "he"), 1, 1, ("jiuzhu.do", owner, dying))


@step("jiuzhu.do")
def _jiuzhu_do(g: SgsGame, f: Frame) -> None:
    _, owner, dying, cards = f
    g.push(("jiuzhu.heal", dying))
    g.discard(owner, cards)
    g.lose_hp(owner, 1)


@step("jiuzhu.heal")
def _jiuzhu_heal(g: SgsGame, f: Frame) -> None:
    g.recover(f[1], 1)


register(Skill(
    "jiuzhu", Text("救主", "Save the Lord"),
    Text("当其他己方角色处于濒死状态时，若你的体力值大于1，你可以失去1点体力并弃置一张牌，然后"
         "其回复1点体力。",
         "While another character on your side is dying, if you have more than 1 HP, you may "
         "lose 1 HP and discard a card; they recover 1 HP."),
    meta={"rescue": (_jiuzhu_can, "jiuzhu.go")},
))


# ---- 忠义 zhongyi (关羽, 3v3) --------------------------------------------------------------------
def _red_hand(g: SgsGame, owner: int) -> list[int]:
    return [c for c in g.hand[owner] if g.is_red(c, owner)]


def _zhongyi_usable(g: SgsGame, owner: int) -> bool:
    return not spent(g, owner, "zhongyi") and bool(_red_hand(g, owner))


@step("zhongyi.go")
def _zhongyi_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    pick_cards(g, owner, Text("忠义：将一张红色手牌置于武将牌上", "Loyalty: put a red hand card "
                              "on your general"), _red_hand(g, owner), 1, 1,
               ("zhongyi.put", owner))


@step("zhongyi.put")
def _zhongyi_put(g: SgsGame, f: Frame) -> None:
    _, owner, cards = f
    spend(g, owner, "zhongyi")
    g.log_event("to_pile", {"seat": owner, "pile": "zhongyi", "cards": list(cards)})
    g.move_card(cards[0], "pile:zhongyi", owner)


def _zhongyi_bonus_can(g: SgsGame, owner: int, cid: int) -> bool:
    ctx = g.ctx[cid]
    src = ctx[DMG_SRC]
    return (ctx[DMG_NAME] == "slash" and src >= 0 and g.is_ally(owner, src)
            and bool(g.piles[owner].get("zhongyi")))


@step("zhongyi.bonus")
def _zhongyi_bonus(g: SgsGame, f: Frame) -> None:
    _, _owner, cid = f
    g.ctx[cid][DMG_N] += 1


def _zhongyi_reset_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(g.piles[owner].get("zhongyi"))


@step("zhongyi.reset")
def _zhongyi_reset(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    cards = list(g.piles[owner].get("zhongyi", ()))
    g.discard(owner, cards)


register(Skill(
    "zhongyi", Text("忠义", "Loyalty"),
    Text("限定技，出牌阶段，你可以将一张红色手牌置于武将牌上，称为“忠义”。有“忠义”时，己方角色"
         "使用的【杀】造成伤害时，此伤害+1。身份牌重置后，将“忠义”置入弃牌堆。",
         "Limited (once per game). In your play phase you may put a red hand card on your "
         "general as Loyalty. While it is there, damage dealt by a Slash of your side is "
         "increased by 1. When the identity cards are reset, Loyalty goes to the discard "
         "pile."),
    tags=frozenset({"limited"}),
    active=Active("zhongyi.go", _zhongyi_usable),
    triggers=(Trigger("damage_caused", "zhongyi.bonus", _zhongyi_bonus_can, optional=False,
                      anyone=True),
              Trigger("round_reset", "zhongyi.reset", _zhongyi_reset_can, optional=False,
                      anyone=True)),
))


# ---- 战神 zhanshen, 神戟 shenji (吕布, 3v3) -----------------------------------------------------
def _zhanshen_can(g: SgsGame, owner: int, cid: int) -> bool:
    return (g.ctx[cid][1] == "prepare" and g.hp[owner] < g.maxhp[owner]
            and not awoken(g, owner, "zhanshen")
            and any(not g.alive_[s] and g.is_ally(owner, s) for s in range(g.n)))


@step("zhanshen.go")
def _zhanshen_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    awaken(g, owner, "zhanshen")
    lose_max_hp(g, owner)
    w = g.equip[owner][0]
    if w >= 0:
        g.discard(owner, (w,))
    if g.maxhp[owner] > 0:
        gain_skills(g, owner, "mashu", "shenji")


register(Skill(
    "zhanshen", Text("战神", "God of War"),
    Text("觉醒技，准备阶段，若你已受伤且有己方角色已阵亡，你减1点体力上限，弃置装备区的武器牌，"
         "然后获得技能“马术”和“神戟”。",
         "Awakening. At the start of your turn, if you are wounded and a character of your side "
         "has died, you lose 1 max HP, discard your weapon and gain Horsemanship and Divine "
         "Halberd for the rest of the game."),
    tags=frozenset({"awaken", "locked"}),
    triggers=(Trigger("phase_start", "zhanshen.go", _zhanshen_can, optional=False),),
))
register(Skill(
    "shenji", Text("神戟", "Divine Halberd"),
    Text("若你的装备区里没有武器牌，你使用【杀】时可以额外选择至多两名目标。",
         "While you have no weapon equipped, your Slash may take up to two more targets."),
    tags=frozenset({"locked"}),
    meta={"hook": "cardtable.sgs.rules.use_card._target_chosen"},
))


# ---- 刚烈 (3v3) ganglie_3v3 (夏侯惇) -------------------------------------------------------------
def _ganglie3_can(g: SgsGame, owner: int, cid: int) -> bool:
    return bool(_foes(g, owner))


@step("ganglie3.go")
def _ganglie3_go(g: SgsGame, f: Frame) -> None:
    owner = f[1]
    pick_seats(g, owner, Text("刚烈：选择一名对方角色", "Unyielding: choose a character of the "
                              "other side"), _foes(g, owner), 1, 1, ("ganglie3.t", owner))


@step("ganglie3.t")
def _ganglie3_t(g: SgsGame, f: Frame) -> None:
    _, owner, seats = f
    g.judge(owner, "ganglie_3v3", ("ganglie.res", owner, seats[0]))


register(Skill(
    "ganglie_3v3", Text("刚烈", "Unyielding"),
    Text("你受到伤害后，可以选择一名对方角色并进行判定：若结果不为♥，该角色选择一项：弃置两张"
         "手牌，或受到你造成的1点伤害。",
         "After you take damage, you may choose a character of the other side and make a "
         "judgement: unless it is a heart, they either discard two hand cards or take 1 damage "
         "from you."),
    triggers=(Trigger("damaged", "ganglie3.go", _ganglie3_can),),
))
