"""The support monsters of the seed's cards, scripted from their (era) texts:

* Neo-Spacian Aqua Dolphin (Chrysalis Dolphin brings it out): once per turn, discard 1 card:
  look at the opponent's hand and pick a monster in it; if you control a face-up monster with
  ATK equal to or higher than its ATK, destroy it and deal 500 damage to the opponent, else take
  500 damage (also when their hand holds no monster: our reading of the 2007 text).
* Spirit Ryu (a material of Ryu Senshi): during your Battle Step, while it is attacking,
  discard 1 Dragon monster from your hand: +1000 ATK/DEF until the end of the Battle Phase (any
  number of times). The boost is read back from the log while the Battle Phase lasts.
* Great Shogun Shien (Gateway of the Six's 6-counter target): Special Summoned from your hand by
  its own procedure while you control 2+ face-up "Six Samurai" monsters; the opponent can
  activate only 1 Spell/Trap Card each turn; if it would be destroyed, a face-up "Six Samurai"
  monster you control is destroyed instead.
* The Six Samurai - Zanji (feeds Gateway of the Six): if it would be destroyed, another face-up
  "Six Samurai" monster you control is destroyed instead. Its "destroy the monster it attacked"
  trigger needs a face-up "Six Samurai" of another name, and the pools hold no other one.

"You can destroy ... instead" is applied automatically when possible (the monster with the
lowest ATK goes), as the engine's other replacement effects are (Fake Trap).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.seed_common import last_pick, this_turn, used_this_turn
from cardtable.ygo.cards.scripts.seed_gateway import is_six_samurai
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_ATKCHANGE,
    CAT_DESTROY,
    Aspect,
    Effect,
    Link,
    ask_cards,
    register,
)
from cardtable.ygo.effects.hooks import (
    ACTION_TEXTS,
    ACTIVATE_ALLOWED,
    DESTROY_SUBSTITUTES,
    MAIN_ACTIONS,
    MAIN_OPTIONS,
    only_for,
)
from cardtable.ygo.state import (
    BS_BATTLE,
    F_NEGATED,
    LOC_HAND,
    LOC_MZONE,
    PH_BATTLE,
    POS_FACEUP,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AQUA_DOLPHIN = 17955766
SPIRIT_RYU = 67957315
SHIEN = 63176202
ZANJI = 95519486
DRAGON = 0x2000


def _face_up_monster(g: Duel, c: int) -> bool:
    return g.loc[c] == LOC_MZONE and bool(g.pos[c] & POS_FACEUP)


def _live(g: Duel, c: int) -> bool:
    """A face-up monster whose effects apply."""
    return _face_up_monster(g, c) and not g.flags[c] & F_NEGATED


# --- Neo-Spacian Aqua Dolphin ----------------------------------------------------------------

_discard1 = costs.discard(1)


def _dolphin_cond(g: Duel, c: int, p: int, w: Any) -> bool:
    return not used_this_turn(g, c, 0) and _discard1[1](g, c, p)


def _dolphin_look(g: Duel, lk: Link) -> None:
    p, o = lk.player, 1 - lk.player
    g.reveal(p, g.hand[o])
    g.log("look_at_hand", {"player": p, "of": o, "count": len(g.hand[o])})
    mons = [x for x in g.hand[o] if g.cd(x).is_monster]
    ask_cards(g, lk, p, mons, 1, 1, "target_card")


def _dolphin_op(g: Duel, lk: Link) -> None:
    p, o = lk.player, 1 - lk.player
    got = [x for x in last_pick(lk) if g.loc[x] == LOC_HAND and g.ctrl[x] == o]
    if got:
        atk = g.cd(got[0]).atk
        if any(_face_up_monster(g, m) and g.atk(m) >= atk for m in g.mz[p] if m >= 0):
            g.destroy(got, "effect")
            g.damage(o, 500)
            return
    g.damage(p, 500)


register(AQUA_DOLPHIN, Effect(
    kind="ignition", cost=_discard1[0], operation=(_dolphin_look, _dolphin_op),
    category=CAT_DESTROY, condition=_dolphin_cond,
    name=Text("丢弃1张手牌：确认对方手牌并选1只怪兽", "Discard 1 card: look at the opponent's "
              "hand and pick a monster")))

# --- Spirit Ryu --------------------------------------------------------------------------------


def _dragons_in_hand(g: Duel, p: int) -> list[int]:
    return [x for x in g.hand[p] if g.cd(x).is_monster and g.race(x) & DRAGON]


def _ryu_cond(g: Duel, c: int, p: int, w: Any) -> bool:
    return (g.tp == p and g.phase == PH_BATTLE and g.bstep == BS_BATTLE and g.battle is not None
            and g.battle.attacker == c and _face_up_monster(g, c) and bool(_dragons_in_hand(g, p)))


def _ryu_cost_ask(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _dragons_in_hand(g, lk.player), 1, 1, "discard")


def _ryu_cost_do(g: Duel, lk: Link) -> None:
    g.discard(lk.picks[-1])


def _ryu_op(g: Duel, lk: Link) -> None:
    c = lk.card
    if _face_up_monster(g, c) and g.life[c] == lk.life and g.phase == PH_BATTLE:
        g.log("spirit_ryu_boost", {**g.card_pub(c), "life": g.life[c], "atk": 1000, "def": 1000})


def _ryu_boost(g: Duel, s: int, c: int) -> int:
    if c != s or g.phase != PH_BATTLE:
        return 0
    life = g.life[c]
    return 1000 * sum(1 for k, pub, _ in this_turn(g)
                      if k == "spirit_ryu_boost" and pub.get("card") == c
                      and pub.get("life") == life)


register(SPIRIT_RYU,
         Effect(kind="quick", cost=(_ryu_cost_ask, _ryu_cost_do), operation=(_ryu_op,),
                category=CAT_ATKCHANGE, condition=_ryu_cond,
                name=Text("丢弃1只龙族怪兽：攻守上升1000（直到战斗阶段结束）",
                          "Discard 1 Dragon: +1000 ATK/DEF until the end of the Battle Phase")),
         Effect(kind="continuous", aspects=(Aspect("atk", _ryu_boost),
                                            Aspect("def", _ryu_boost))))

# --- Great Shogun Shien ------------------------------------------------------------------------


def _samurai_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and _face_up_monster(g, m) and is_six_samurai(g, m)]


def _shien_options(g: Duel, p: int) -> list[tuple[Any, ...]]:
    if g.free_mzone(p) < 0 or len(_samurai_up(g, p)) < 2:
        return []
    out: list[tuple[Any, ...]] = []
    for c in g.hand[p]:
        if g.code[c] == SHIEN and g.can_special_summon(c, p):
            out.append(("ss_shien", c))
            out.append(("ss_shien_def", c))
    return out


def _shien_proc(pos: int) -> Any:
    def act(g: Duel, opt: tuple[Any, ...]) -> None:
        c, p = opt[1], g.tp
        if not g.special_summon(c, p, pos, how="proper"):
            return
        w = ("summoned", c, "special", p)
        g.stack.append(("window_fresh", g.chains_started, p, w))
        g.stack.append(("triggers", w))

    return act


def _one_spell_trap(g: Duel, p: int, c: int, e: Any) -> bool:
    """Activation hook: a player whose opponent controls a face-up Great Shogun Shien may
    activate only 1 Spell/Trap Card per turn."""
    cd = g.cd(c)
    if not (cd.is_spell or cd.is_trap) or getattr(e, "kind", "") != "activate":
        return True
    if not any(s >= 0 and g.code[s] == SHIEN and _live(g, s) for s in g.mz[1 - p]):
        return True
    for k, pub, _ in this_turn(g):
        if k == "activate" and pub.get("player") == p and pub.get("card_activation"):
            kind = g.pool.cards[int(pub.get("code", 0))].type
            if kind & (C.SPELL | C.TRAP):
                return False
    return True


# --- "destroy a Six Samurai instead" (Shien, Zanji) -------------------------------------------


def _instead(g: Duel, cs: list[int], reason: str) -> list[int]:
    out = list(cs)
    for i, c in enumerate(cs):
        if g.code[c] not in (SHIEN, ZANJI) or not _live(g, c):
            continue
        p = g.ctrl[c]
        subs = [m for m in _samurai_up(g, p) if m != c and m not in out]
        if not subs:
            continue
        sub = min(subs, key=lambda m: (g.atk(m), g.seq[m]))
        out[out.index(c)] = sub
        g.log("destroy_instead", {**g.card_pub(c), "instead": g.card_pub(sub), "index": i})
    return out


register(SHIEN, Effect(kind="continuous", name=Text(
    "对方每回合只能发动1张魔法·陷阱卡", "Your opponent can activate only 1 Spell/Trap Card "
    "each turn")))
register(ZANJI, Effect(kind="continuous", name=Text(
    "这张卡被破坏的场合，可以作为代替把自己场上1只表侧表示的「六武众」怪兽破坏",
    "If this card would be destroyed, another face-up Six Samurai monster you control is "
    "destroyed instead")))
MAIN_OPTIONS.append(only_for({SHIEN})(_shien_options))
MAIN_ACTIONS.update({"ss_shien": _shien_proc(POS_FU_ATK), "ss_shien_def": _shien_proc(POS_FU_DEF)})
ACTION_TEXTS.update({
    "ss_shien": Text("以自身的方法从手牌特殊召唤「{zh}」（攻击表示）",
                     "Special Summon {en} from your hand by its own procedure (Attack Position)"),
    "ss_shien_def": Text("以自身的方法从手牌特殊召唤「{zh}」（守备表示）",
                         "Special Summon {en} from your hand by its own procedure (Defense "
                         "Position)"),
})
ACTIVATE_ALLOWED.append(only_for({SHIEN})(_one_spell_trap))
DESTROY_SUBSTITUTES.append(only_for({SHIEN, ZANJI})(_instead))
