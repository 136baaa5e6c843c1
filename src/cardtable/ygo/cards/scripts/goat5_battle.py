"""Goat-pool monsters with battle triggers (issue 15 part 3, goat-m1).

* "When this card inflicts Battle Damage to your opponent, you can activate 1 of these
  effects" — the three Dark Scorpions of this batch (``SCORPIONS``), queued by one
  ``BATTLE_DAMAGE_HOOKS`` hook on ``goat_mon_battle``'s ``EV_DAMAGE`` event (the dealer
  face-up, the damage to the opponent): Chick the Yellow (1 card on the field to the hand, or
  look at the top card of the opponent's Deck and put it back on top or at the bottom), Gorg
  the Strong (1 monster on the field to the top of its owner's Deck, or the top card of the
  opponent's Deck to the Graveyard), Meanae the Thorn (a "Dark Scorpion" card from your Deck
  or from your Graveyard to your hand). The mode is chosen when the effect is activated.
* "When this card is destroyed by battle and sent to the Graveyard": Atomic Firefly (1000
  damage to the controller of the monster that destroyed it), Birdface (a "Harpie Lady" from
  your Deck to your hand), Familiar Knight (each player, the turn player first, may Special
  Summon 1 Level 4 monster from their hand).
* Hino-Kagu-Tsuchi (a Spirit, `goat_spirits.spirit_rules`): its battle damage marks the
  opponent, who discards their whole hand right after the draw of their next Draw Phase (a
  ``DRAW_HOOKS`` hook reading the public mark in the log).
* Aswan Apparition (battle damage, the same hook: you can put 1 Trap Card of your Graveyard, a
  target, on top of your Deck), Hyena (destroyed by battle: you can Special Summon any number of
  "Hyena" from your Deck in face-up Attack Position).
* "When this card destroys an opponent's monster by battle": Helping Robo for Combat (draw 1,
  then 1 card from your hand to the bottom of your Deck).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat5_battle.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    last,
    last_battle,
    live_targets,
    mons,
    named,
    pick,
    reg,
    summon_to,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_battle import EV_DAMAGE, destroyed_foe
from cardtable.ygo.cards.scripts.goat_spirits import SPIRIT_END, spirit_rules
from cardtable.ygo.cards.scripts.goat_st_peeks import show_privately
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DRAW,
    CAT_SEARCH,
    CAT_SPSUMMON,
    Effect,
    Link,
    again,
    ask_cards,
    ask_option,
    link_effect,
)
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, DRAW_HOOKS, RESOLVE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import (
    LOC_DECK,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
    PH_DRAW,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
R = C.RACE_BY_NAME

CHICK = 61587183
GORG = 48768179
MEANAE = 74153887
ATOMIC_FIREFLY = 87340664
BIRDFACE = 45547649
FAMILIAR_KNIGHT = 89731911
HELPING_ROBO = 47025270

# --- the Dark Scorpions -------------------------------------------------------------------------

SCORPIONS = frozenset({CHICK, GORG, MEANAE})
ASWAN_APPARITION = 88236094
HINO_KAGU_TSUCHI = 75745607
#: "When this card inflicts Battle Damage to your opponent" cards of this file
ON_DAMAGE = SCORPIONS | {ASWAN_APPARITION, HINO_KAGU_TSUCHI}


@only_for(ON_DAMAGE)
def _scorpion_damage(g: Duel, p: int, n: int) -> int:
    """Battle damage ``n`` to ``p``: a face-up card of :data:`ON_DAMAGE` of the other player that
    fought queues its trigger."""
    b = g.battle
    if n <= 0 or b is None:
        return n
    for m in (b.attacker, b.target):
        if m >= 0 and g.code[m] in ON_DAMAGE and g.ctrl[m] != p and g.loc[m] == LOC_MZONE \
                and up(g, m):
            for ei in g.pool.trig_index(g.code[m]).get(EV_DAMAGE, ()):
                g.trig.append(Trigger(m, ei, g.ctrl[m], g.stamp, (EV_DAMAGE, m, p, n)))
    return n


BATTLE_DAMAGE_HOOKS.append(_scorpion_damage)

_ANY_CARD = mons("any")


def _field_cards(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in (*g.mz[q], *g.sz[q], g.fz[q]) if c >= 0]


def _scorpion_name(g: Duel, c: int) -> bool:
    return "Dark Scorpion" in g.cd(c).name.en


#: code -> ((mode, label, available(g, p, s)), ...)
_MODES: dict[int, tuple[tuple[str, Text, Any], ...]] = {
    CHICK: (("bounce", Text("场上1张卡回到手卡", "Return 1 card on the field to the hand"),
             lambda g, p, s: bool(_field_cards(g, p, s))),
            ("peek", Text("确认对方卡组最上面1张卡，放回最上面或最下面",
                          "Look at the top card of their Deck: top or bottom"),
             lambda g, p, s: bool(g.deck[1 - p]))),
    GORG: (("spin", Text("场上1只怪兽回到卡组最上面", "Return 1 monster to the top of the Deck"),
            lambda g, p, s: bool(_ANY_CARD(g, p, s))),
           ("mill", Text("对方卡组最上面1张送去墓地", "Send their top card to the Graveyard"),
            lambda g, p, s: bool(g.deck[1 - p]))),
    MEANAE: (("deck", Text("从卡组把1张「黑蝎」卡加入手卡",
                           "Add 1 \"Dark Scorpion\" card from your Deck"),
              lambda g, p, s: any(_scorpion_name(g, c) for c in g.deck[p])),
             ("grave", Text("从墓地把1张「黑蝎」卡加入手卡",
                            "Add 1 \"Dark Scorpion\" card from your Graveyard"),
              lambda g, p, s: any(_scorpion_name(g, c) for c in g.gy[p]))),
}


def _choose(g: Duel, lk: Link) -> None:
    modes = _MODES[g.code[lk.card]]
    ask_option(g, lk, lk.player, [(m, t) for m, t, ok in modes if ok(g, lk.player, lk.card)],
               "choose")


def _target(g: Duel, lk: Link) -> None:
    mode = lk.picks[-1]
    if mode == "bounce":
        ask_cards(g, lk, lk.player, _field_cards(g, lk.player, lk.card), 1, 1, "target_card")
    elif mode == "spin":
        ask_cards(g, lk, lk.player, _ANY_CARD(g, lk.player, lk.card), 1, 1, "target_monster")
    else:
        lk.picks.append(())


_TOP_BOTTOM = (("top", Text("放回卡组最上面", "Back on top")),
               ("bottom", Text("放到卡组最下面", "To the bottom")))


def _resolve(g: Duel, lk: Link) -> None:
    """First resolution step: act, or (Chick's look, Meanae's pick) ask one more question."""
    p, o = lk.player, 1 - lk.player
    mode = lk.picks[max(lk.target_from, 0)]
    lk.data["mode"] = mode
    if mode in ("bounce", "spin"):
        ts = [t for t in live_targets(g, lk) if g.loc[t] & LOC_ONFIELD]
        if ts and mode == "bounce":
            g.to_hand(ts)
        elif ts and g.loc[ts[0]] == LOC_MZONE:
            g.to_deck(ts, shuffle=False)
        lk.picks.append(())
    elif mode == "mill":
        if g.deck[o]:
            g.send_to_gy([g.deck[o][-1]], "effect")
        lk.picks.append(())
    elif mode == "peek":
        if not g.deck[o]:
            lk.picks.append(())
            return
        top = g.deck[o][-1]
        lk.data["top"] = top
        show_privately(g, lk.card, p, [top], "Looks at the top card of the opponent's Deck",
                       "确认对方卡组最上面的卡")
        ask_option(g, lk, p, _TOP_BOTTOM, "choose")
    else:
        where = g.deck[p] if mode == "deck" else g.gy[p]
        ask_cards(g, lk, p, [c for c in where if _scorpion_name(g, c)], 1, 1, "search")


def _finish(g: Duel, lk: Link) -> None:
    p, o = lk.player, 1 - lk.player
    mode = lk.data.get("mode")
    if mode == "peek":
        top = lk.data.get("top", -1)
        if lk.picks[-1] == "bottom" and top in g.deck[o]:
            g.deck[o].remove(top)
            g.deck[o].insert(0, top)
            g.log("card_effect", {**g.card_pub(lk.card), "en": "Puts it at the bottom",
                                  "zh": "放到卡组最下面"})
    elif mode in ("deck", "grave"):
        loc = LOC_DECK if mode == "deck" else LOC_GY
        got = [c for c in last(lk) if g.loc[c] == loc]
        if got:
            g.to_hand(got)
        if mode == "deck":
            g.shuffle_deck(p)


for _code in SCORPIONS:
    reg(_code, Effect(kind="trigger", event=EV_DAMAGE, optional=True,
                      condition=lambda g, c, p, w: any(ok(g, p, c) for _m, _t, ok
                                                       in _MODES[g.code[c]]),
                      target=(_choose, _target), target_picks=True,
                      operation=(_resolve, _finish)))

# --- Aswan Apparition: a Trap Card from your Graveyard on top of your Deck ----------------------


def _gy_traps(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if g.cd(c).type & C.TRAP]


def _aswan_top(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    if t >= 0 and g.target_ok(lk, t) and g.loc[t] == LOC_GY:
        g.to_deck([t], shuffle=False)


reg(ASWAN_APPARITION, Effect(kind="trigger", event=EV_DAMAGE, optional=True,
                             condition=lambda g, c, p, w: bool(_gy_traps(g, p, c)),
                             target=(pick(_gy_traps, "target_card"),), target_picks=True,
                             operation=(_aswan_top,)))

# --- Hino-Kagu-Tsuchi (a Spirit): the opponent discards their whole hand after their next draw -


def _hino_mark(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    g.log("card_effect", {**g.card_pub(lk.card), "en": "Next Draw Phase: the whole hand is "
                          "discarded after the draw", "zh": "下次抽卡阶段抽卡后丢弃全部手卡",
                          "hino": "pending", "player": o, "turn": g.turn})


@only_for({HINO_KAGU_TSUCHI})
def _hino_draw(g: Duel, p: int, c: int) -> None:
    """After a card drawn in ``p``'s own Draw Phase: a pending Hino-Kagu-Tsuchi mark of an
    earlier turn against ``p`` discards ``p``'s whole hand (once per mark)."""
    if g.phase != PH_DRAW or p != g.tp:
        return
    for kind, pub, _ in reversed(g.elog):
        if kind != "card_effect" or pub.get("player") != p or "hino" not in pub:
            continue
        if pub["hino"] == "done" or pub["turn"] >= g.turn:
            return
        hand = list(g.hand[p])
        g.log("card_effect", {**g.card_pub(pub["card"]), "en": "Discards the whole hand",
                              "zh": "丢弃全部手卡", "hino": "done", "player": p, "turn": g.turn})
        if hand:
            g.discard(hand)
        return


DRAW_HOOKS.append(_hino_draw)
spirit_rules(frozenset({HINO_KAGU_TSUCHI}))
reg(HINO_KAGU_TSUCHI, SPIRIT_END, Effect(kind="trigger", event=EV_DAMAGE, optional=False,
                                         operation=(_hino_mark,)))

# --- destroyed by battle and sent to the Graveyard ----------------------------------------------


def _in_gy(g: Duel, c: int, p: int, w: W) -> bool:
    return g.loc[c] == LOC_GY


def _destroyer(g: Duel, c: int) -> int:
    """The monster that fought ``c`` in the last damage calculation (-1 if none)."""
    a, t = last_battle(g)
    return t if a == c else a if t == c else -1


def _firefly(g: Duel, lk: Link) -> None:
    m = _destroyer(g, lk.card)
    who = g.ctrl[m] if m >= 0 and g.loc[m] == LOC_MZONE else 1 - lk.player
    g.damage(who, 1000)


reg(ATOMIC_FIREFLY, Effect(kind="trigger", event="battle_destroyed", optional=False,
                           condition=_in_gy, operation=(_firefly,), category=CAT_DAMAGE))


def _harpie_lady(g: Duel, c: int) -> bool:
    return named(g, c, "Harpie Lady")


def _bird_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, [c for c in g.deck[lk.player] if _harpie_lady(g, c)], 1, 1,
              "search")


def _search_done(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    if got:
        g.to_hand(got)
    g.shuffle_deck(lk.player)


HYENA = 22873798


def _hyenas(g: Duel, p: int) -> list[int]:
    return [c for c in g.deck[p] if g.code[c] == HYENA and g.can_special_summon(c, p)]


def _hyena_ask(g: Duel, lk: Link) -> None:
    p = lk.player
    room = sum(1 for z in g.mz[p] if z < 0)
    ask_cards(g, lk, p, _hyenas(g, p), 0, min(room, len(_hyenas(g, p))), "summon_pick")


def _hyena_summon(g: Duel, lk: Link) -> None:
    summon_to(g, [c for c in last(lk) if g.loc[c] == LOC_DECK], lk.player, POS_FU_ATK)
    g.shuffle_deck(lk.player)


reg(HYENA, Effect(kind="trigger", event="battle_destroyed", optional=True, when=True,
                  condition=lambda g, c, p, w: _in_gy(g, c, p, w) and bool(_hyenas(g, p)),
                  operation=(_hyena_ask, _hyena_summon), category=CAT_SPSUMMON))


reg(BIRDFACE, Effect(kind="trigger", event="battle_destroyed", optional=True, when=True,
                     condition=lambda g, c, p, w: _in_gy(g, c, p, w)
                     and any(_harpie_lady(g, x) for x in g.deck[p]),
                     operation=(_bird_pick, _search_done), category=CAT_SEARCH))


def _level4_hand(g: Duel, q: int) -> list[int]:
    return [c for c in g.hand[q] if g.cd(c).is_monster and g.cd(c).level == 4
            and g.can_special_summon(c, q)]


def _familiar(g: Duel, lk: Link) -> None:
    """Each player in turn (the turn player first) may summon 1 Level 4 from the hand."""
    done = lk.data.setdefault("fk", [])
    if done:
        q = done[-1]
        got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
        if got:
            summon_to(g, got, q, POS_FU_ATK)
    if len(done) == 2:
        return
    q = g.tp if not done else 1 - g.tp
    done.append(q)
    again(g, lk, _familiar)
    ask_cards(g, lk, q, _level4_hand(g, q), 0, 1, "summon_pick")


reg(FAMILIAR_KNIGHT, Effect(kind="trigger", event="battle_destroyed", optional=False,
                            condition=_in_gy, operation=(_familiar,), category=CAT_SPSUMMON))


# --- destroys a monster by battle ---------------------------------------------------------------


def _robo_draw(g: Duel, lk: Link) -> None:
    p = lk.player
    g.draw(p, 1)
    ask_cards(g, lk, p, list(g.hand[p]), 1, 1, "choose")


def _robo_bottom(g: Duel, lk: Link) -> None:
    p = lk.player
    got = [c for c in last(lk) if g.loc[c] == LOC_HAND]
    if got:
        g.to_deck(got, shuffle=False)
        deck = g.deck[p]
        if deck and deck[-1] == got[0]:
            deck.insert(0, deck.pop())  # to the bottom (the list's start)


def _foe(g: Duel, c: int, p: int, w: W) -> bool:
    return destroyed_foe(g, c, p, w) and g.owner[w[1]] != p


reg(HELPING_ROBO, Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
                         condition=_foe, operation=(_robo_draw, _robo_bottom),
                         category=CAT_DRAW))

# --- effects of the monsters they destroy by battle (as Dark Balter, classic_battle.py) ----------

HARPIE_LADY_2 = 27927359
DARK_RULER_HA_DES = 53982768
CYBER_HARPIE_LADY = 80316585


def _victim_negated(g: Duel, lk: Link) -> bool:
    """Resolve hook: the effect of a monster just destroyed by battle with Harpie Lady 2 (Flip
    effects) or with a Fiend-Type monster whose controller has a face-up Dark Ruler Ha Des (any
    effect of an Effect Monster)."""
    other = battle_destroyer(g, lk)
    if other < 0:
        return False
    c = lk.card
    by = -1
    if g.code[other] == HARPIE_LADY_2 and active_monster(g, other) \
            and link_effect(g, lk).kind == "flip":
        by = other
    elif g.race(other) & R["Fiend"]:
        by = next((h for h in g.mz[g.ctrl[other]] if h >= 0 and g.code[h] == DARK_RULER_HA_DES
                   and active_monster(g, h)), -1)
    if by < 0:
        return False
    g.log("effect_negated_by", {**g.card_pub(by), "negated": g.card_pub(c)})
    return True


RESOLVE_HOOKS.append(only_for({HARPIE_LADY_2, DARK_RULER_HA_DES})(_victim_negated))
_NAME_HARPIE = Effect(kind="continuous", name=Text("卡名当作「鹰身女郎」使用",
                                                   "Its name is treated as \"Harpie Lady\""))
reg(HARPIE_LADY_2, _NAME_HARPIE, Effect(kind="continuous", name=Text(
    "被这张卡战斗破坏的怪兽的反转效果无效", "Flip effects of monsters it destroys are negated")))
reg(CYBER_HARPIE_LADY, _NAME_HARPIE)
reg(DARK_RULER_HA_DES, Effect(kind="continuous", name=Text(
    "被自己的恶魔族战斗破坏的效果怪兽的效果无效",
    "Effects of monsters your Fiends destroy by battle are negated")))

__all__ = ["ON_DAMAGE", "SCORPIONS"]
