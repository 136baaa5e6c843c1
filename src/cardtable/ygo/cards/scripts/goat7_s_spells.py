"""Normal and Quick-Play Spells of the g7-s claims (issue 15 part 3, session 7). None is
flagged "Goat-era version" in ``goat-pool.csv``: today's official text (DawnbrandBots/yaml-yugi
``data/<passcode>.yaml``) is their Goat behaviour; our wording in ``pool/goat.csv``, checks in
``tests/ygo/test_goat7_s_spells.py``.

* Jar Robber — Quick-Play, only as "Pot of Greed" is activated: that Pot's effect is negated
  and you draw 1 card.
* Kaminote Blow — only while you control a face-up "Chu-Ske the Mouse Fighter", "Monk
  Fighter" or "Master Monk": this turn, a monster that battles one of those monsters of yours
  is destroyed at the end of that Damage Step (a public mark for the turn, read by a battle
  hook).
* Return of the Doomed — discard 1 Monster Card (the activation cost: Konami's FAQ quoted by
  Yugipedia, "Card Rulings:Abyss Soldier"); at the end of this turn (the End Phase), 1 of
  your monsters destroyed by battle this turn and sent to your Graveyard returns to your hand
  (a public mark; the End Phase queues the card's own trigger, whose controller picks).
* The Law of the Normal — only while you control 5 face-up Level 2 or lower Normal Monsters:
  both players discard their whole hands, then every card on the field except Level 2 or lower
  Normal Monsters is destroyed.
* Ante — each player picks 1 card of their hand (the activator first, neither sees the
  other's pick), both are revealed; the lower Level (a non-monster counts as Level 0) goes to
  the Graveyard and its player takes 1000 damage; on equal Levels both stay. Both players need
  a card to pick (our reading: "Each player reveals 1 card from their hand").
* Spiritualism — target 1 Spell/Trap Card your opponent controls and return it to the hand;
  this card's activation and effect cannot be negated (``hooks.NO_NEGATE``: a Counter Trap's
  negation fails and, for the shared Counter Trap step, the card is then not destroyed either;
  Imperial Order does not stop it). Text: also quoted by Pojo's Card of the Day, 2003-03-28.
* The Puppet Magic of Dark Ruler — target 1 Fiend in your Graveyard; banish face-up monsters
  you control whose Levels add up to exactly its Level, then Special Summon it (the revival
  limit applies).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import queue_trigger
from cardtable.ygo.cards.scripts.classic_lib import (
    destroyed_by_battle_this_turn,
    last,
    last_battle,
    note,
    pick,
    reg,
    tgt,
    up,
)
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_NEGATE_ACT,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_cards,
)
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, NO_NEGATE, PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_FZONE, LOC_GY, LOC_HAND, LOC_MZONE, LOC_SZONE, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

JAR_ROBBER = 33784505
POT_OF_GREED = 55144522
KAMINOTE_BLOW = 97570038
RETURN_OF_THE_DOOMED = 19827717
THE_LAW_OF_THE_NORMAL = 66926224
THE_PUPPET_MAGIC_OF_DARK_RULER = 40703393
FIEND = C.RACE_BY_NAME["Fiend"]


# --- Jar Robber -----------------------------------------------------------------------------


def _pot_below(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    if not g.chain:
        return False
    lk = g.chain[-1]
    return lk.ready and lk.card_act and lk.code == POT_OF_GREED


def _rob(g: Duel, lk: Link) -> None:
    i = g.chain.index(lk) - 1
    if i >= 0 and g.chain[i].code == POT_OF_GREED:
        g.negate_effect(i)
    g.draw(lk.player, 1)


reg(JAR_ROBBER, Effect(event="activated", condition=_pot_below, operation=(_rob,),
                       category=CAT_NEGATE_ACT | CAT_DRAW))


# --- Kaminote Blow --------------------------------------------------------------------------
KAMINOTE_FIGHTERS = ("Chu-Ske the Mouse Fighter", "Monk Fighter", "Master Monk")
KAMINOTE_KEY = "kaminote_blow_turn"


def _fighter(g: Duel, m: int) -> bool:
    return g.cd(m).name.en in KAMINOTE_FIGHTERS


def _has_fighter(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return any(m >= 0 and up(g, m) and _fighter(g, m) for m in g.mz[p])


def _kaminote_mark(g: Duel, lk: Link) -> None:
    note(g, lk.card, "This turn, monsters that battle your fighters are destroyed",
         "这个回合和那些怪兽战斗的怪兽破坏", **{KAMINOTE_KEY: lk.player})


@only_for({KAMINOTE_BLOW})
def _kaminote_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if t < 0:
        return
    players = {int(pub[KAMINOTE_KEY]) for kind, pub, _ in this_turn(g)
               if kind == "card_effect" and KAMINOTE_KEY in pub}
    if not players:
        return
    doomed = [o for m, o in ((a, t), (t, a))
              if g.loc[m] == LOC_MZONE and up(g, m) and _fighter(g, m) and g.ctrl[m] in players
              and g.loc[o] == LOC_MZONE and g.ctrl[o] != g.ctrl[m]]
    if doomed:
        g.destroy(doomed, "effect")


BATTLE_END_HOOKS.append(_kaminote_battle)
reg(KAMINOTE_BLOW, Effect(condition=_has_fighter, operation=(_kaminote_mark,),
                          category=CAT_DESTROY))


# --- Return of the Doomed -------------------------------------------------------------------
DOOMED_KEY = "return_of_the_doomed"
EV_DOOMED = "goat7_s_return_of_the_doomed"  # queued by the End Phase hook


def _monster_cards_in_hand(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if c != s and g.cd(c).is_monster]


def _discard_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _monster_cards_in_hand(g, lk.player, lk.card), 1, 1,
              "discard")


def _discard_cost(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.discard(got)


def _doomed_mark(g: Duel, lk: Link) -> None:
    note(g, lk.card, "At the end of this turn, 1 monster destroyed by battle returns to the hand",
         "回合结束时，被战斗破坏的1只怪兽回到手卡", **{DOOMED_KEY: lk.player})


def _battle_dead(g: Duel, p: int) -> list[int]:
    dead = destroyed_by_battle_this_turn(g)
    return [c for c in g.gy[p] if c in dead and g.owner[c] == p]


@only_for({RETURN_OF_THE_DOOMED})
def _doomed_end(g: Duel, ev: str) -> None:
    if ev != "end_phase":
        return
    for kind, pub, _ in this_turn(g):
        if kind == "card_effect" and DOOMED_KEY in pub:
            c = int(pub["card"])
            if g.code[c] == RETURN_OF_THE_DOOMED:
                queue_trigger(g, c, EV_DOOMED, (int(pub[DOOMED_KEY]),))


def _doomed_pick(g: Duel, lk: Link) -> None:
    ev = lk.event or ()
    p = int(ev[2]) if len(ev) > 2 else lk.player
    lk.data["p"] = p
    ask_cards(g, lk, p, _battle_dead(g, p), 1, 1, "search")


def _doomed_return(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if got:
        g.to_hand(got)


PHASE_HOOKS.append(_doomed_end)
reg(RETURN_OF_THE_DOOMED,
    Effect(cost=(_discard_pick, _discard_cost), operation=(_doomed_mark,),
           condition=lambda g, c, p, w: bool(_monster_cards_in_hand(g, p, c))),
    Effect(kind="trigger", event=EV_DOOMED, optional=False,
           condition=lambda g, c, p, w: bool(_battle_dead(g, int(w[2]) if len(w) > 2 else p)),
           operation=(_doomed_pick, _doomed_return)))


# --- The Law of the Normal ------------------------------------------------------------------


def _small_normal(g: Duel, m: int) -> bool:
    cd = g.cd(m)
    return bool(cd.type & C.NORMAL) and cd.is_monster and up(g, m) and 0 < g.level(m) <= 2


def _five_small_normals(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return sum(1 for m in g.mz[p] if m >= 0 and _small_normal(g, m)) >= 5


def _law(g: Duel, lk: Link) -> None:
    for q in (g.tp, 1 - g.tp):
        if g.hand[q]:
            g.discard(list(g.hand[q]))
    victims = [x for q in (0, 1) for x in (*g.mz[q], *g.sz[q], g.fz[q])
               if x >= 0 and x != lk.card and not (g.loc[x] == LOC_MZONE and _small_normal(g, x))]
    if victims:
        g.destroy(victims, "effect", lk)


reg(THE_LAW_OF_THE_NORMAL, Effect(condition=_five_small_normals, operation=(_law,),
                                  category=CAT_DESTROY))


# --- The Puppet Magic of Dark Ruler ---------------------------------------------------------


def _fodder(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[p] if m >= 0 and up(g, m) and g.level(m) > 0]


def sums_to(levels: list[int], n: int) -> bool:
    """Some sub-multiset of ``levels`` adds up to exactly ``n`` (``n`` >= 1)."""
    reach = {0}
    for lv in levels:
        reach |= {r + lv for r in reach if r + lv <= n}
    return n in reach


def _fiends(g: Duel, p: int, s: int) -> list[int]:
    lv = [g.level(m) for m in _fodder(g, p)]
    return [c for c in g.gy[p] if g.cd(c).is_monster and g.cd(c).race & FIEND
            and g.cd(c).level > 0 and g.can_special_summon(c, p) and sums_to(lv, g.cd(c).level)]


def _left(g: Duel, lk: Link) -> int:
    t = tgt(g, lk)
    if t < 0:
        return 0
    chosen = lk.data.get("banish", [])
    return g.cd(t).level - sum(g.level(m) for m in chosen)


def _banish_pick(g: Duel, lk: Link) -> None:
    """Pick the next monster to banish, among those that keep an exact total reachable."""
    need = _left(g, lk)
    chosen = list(lk.data.get("banish", []))
    if need <= 0 or tgt(g, lk) < 0:
        return
    rest = [m for m in _fodder(g, lk.player) if m not in chosen]
    cands = [m for m in rest if g.level(m) <= need and sums_to(
        [g.level(x) for x in rest if x != m], need - g.level(m))]
    if not cands:
        lk.data["fail"] = True
        return
    ask_cards(g, lk, lk.player, cands, 1, 1, "choose")
    lk.data["asked"] = True


def _banish_take(g: Duel, lk: Link) -> None:
    if lk.data.pop("asked", False):
        lk.data["banish"] = [*lk.data.get("banish", []), *last(lk)]


def _banish_and_summon(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    chosen = [m for m in lk.data.get("banish", []) if g.loc[m] == LOC_MZONE]
    if t < 0 or lk.data.get("fail") or _left(g, lk) != 0 or not chosen:
        return
    g.banish(chosen)
    if g.loc[t] == LOC_GY and g.can_special_summon(t, lk.player):
        g.special_summon(t, lk.player, POS_FU_ATK)


_PICK_ROUNDS = tuple(s for _ in range(5) for s in (_banish_pick, _banish_take))
reg(THE_PUPPET_MAGIC_OF_DARK_RULER, Effect(
    target=(pick(_fiends, "target_card"),), target_picks=True,
    operation=(*_PICK_ROUNDS, _banish_and_summon), category=CAT_SPSUMMON,
    condition=lambda g, c, p, w: bool(_fiends(g, p, c))))


# --- Ante -----------------------------------------------------------------------------------
ANTE = 34236961
ANTE_DAMAGE = 1000


def _ante_level(g: Duel, c: int) -> int:
    """Non-monster cards count as Level 0 (the current Level in the hand otherwise)."""
    return g.level(c) if g.cd(c).is_monster else 0


def _ante_pick_mine(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [c for c in g.hand[lk.player] if c != lk.card], 1, 1, "choose")


def _ante_pick_theirs(g: Duel, lk: Link) -> None:
    lk.data["mine"] = list(last(lk))
    ask_cards(g, lk, 1 - lk.player, list(g.hand[1 - lk.player]), 1, 1, "choose")


def _ante_reveal(g: Duel, lk: Link) -> None:
    p, o = lk.player, 1 - lk.player
    mine = [c for c in lk.data.get("mine", []) if g.loc[c] == LOC_HAND]
    theirs = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if not mine or not theirs:
        return
    a, b = mine[0], theirs[0]
    for seat, c in ((o, a), (p, b)):
        g.reveal(seat, (c,))
    note(g, lk.card, "Both cards revealed", "双方的卡公开",
         shown=[g.card_pub(a), g.card_pub(b)], levels=[_ante_level(g, a), _ante_level(g, b)])
    la, lb = _ante_level(g, a), _ante_level(g, b)
    if la == lb:
        return
    loser, card = (p, a) if la < lb else (o, b)
    g.send_to_gy([card], "effect")
    g.damage(loser, ANTE_DAMAGE, src=lk.card)


reg(ANTE, Effect(operation=(_ante_pick_mine, _ante_pick_theirs, _ante_reveal),
                 category=CAT_DAMAGE,
                 condition=lambda g, c, p, w: any(x != c for x in g.hand[p])
                 and bool(g.hand[1 - p])))


# --- Spiritualism ---------------------------------------------------------------------------
SPIRITUALISM = 15866454


def _their_spell_traps(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in (*g.sz[1 - p], g.fz[1 - p]) if c >= 0]


def _bounce(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] & (LOC_SZONE | LOC_FZONE):
        g.to_hand([t])


NO_NEGATE.add(SPIRITUALISM)
reg(SPIRITUALISM, Effect(target=(pick(_their_spell_traps, "target_spell_trap"),),
                         target_picks=True, operation=(_bounce,),
                         condition=lambda g, c, p, w: bool(_their_spell_traps(g, p, c))))
