"""Goat-pool Continuous Spells (issue 15 part 3, goat-s batch 2): Spell Absorption (the "each time
a Spell Card is activated" listener: a ``RESOLVE_HOOKS`` hook, as the Spell Counter monsters'),
D.D. Borderline (a ``BATTLE_ALLOWED`` hook), The Sanctuary in the Sky (a battle-damage hook),
Recycle and Call of the Mummy (once-per-turn effects of the face-up card), Dark Snake Syndrome
(Standby Phase burn that doubles), and the Normal Spell Final Countdown (a phase hook: the win in
the End Phase of the 20th turn);
batch 4: Ectoplasmer (each End Phase the turn player Tributes 1 face-up monster for a burn); batch
5: Kaiser Colosseum (a ``SUMMON_ALLOWED`` hook); batch 7: Card Shuffle and "7" (3 face-up: draw
3 and destroy them; each sent from the field to the Graveyard: +700 LP); batch 9: the Field Spell
Array of Revealing Light (a declared Type: a ``no_attack`` aspect on monsters of that Type that
came out this turn) and Harpies' Hunting Ground (a Winged Beast boost and a mandatory "any card
summoned" trigger); batch 11: Mask of Dispel (its selected Spell Card is a public mark in the log;
an event hook destroys the Mask when that card leaves the field).
Texts (2005 wording, our own words) are in ``pool/goat.csv``; the checks are
``tests/ygo/test_goat5_batches.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    base_atk,
    last,
    live_targets,
    mark_used,
    note,
    once_per_turn,
    own_main,
    pick,
    reg,
    up,
)
from cardtable.ygo.cards.scripts.classic_spells import own_standby
from cardtable.ygo.cards.scripts.goat5_summon_spells import keep_picked, summon_kept
from cardtable.ygo.cards.scripts.goat8_t_turn_counts import PYRO_CLOCK, advances_after
from cardtable.ygo.cards.scripts.goat_st2_summon_spells import flip_summoned_this_turn
from cardtable.ygo.effects import costs
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_DESTROY,
    CAT_DRAW,
    CAT_RECOVER,
    CAT_SPSUMMON,
    CAT_WIN,
    Aspect,
    Effect,
    Link,
    announce_race,
    ask_cards,
    ask_option,
    ask_race,
)
from cardtable.ygo.effects.hooks import (
    BATTLE_ALLOWED,
    BATTLE_DAMAGE_HOOKS,
    EVENT_HOOKS,
    PHASE_HOOKS,
    RESOLVE_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.sentences import RESULT_WHY, WIN_REASONS
from cardtable.ygo.state import (
    F_ACTIVE,
    F_NEGATED,
    F_SUMMONED_TURN,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_SZONE,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

SPELL_ABSORPTION = 51481927
DD_BORDERLINE = 60912752
THE_SANCTUARY_IN_THE_SKY = 56433456
RECYCLE = 96316857
CALL_OF_THE_MUMMY = 4861205
DARK_SNAKE_SYNDROME = 47233801
FINAL_COUNTDOWN = 95308449
ECTOPLASMER = 97342942
_FAIRY = C.RACE_BY_NAME["Fairy"]
_ZOMBIE = C.RACE_BY_NAME["Zombie"]
#: Final Countdown: the turns it counts, the turn of its activation being the 1st
COUNTDOWN_TURNS = 20


def live_face_up(g: Duel, code: int) -> list[int]:
    """Face-up cards ``code`` on the field (Spell & Trap or Field Zone) whose effects apply now
    (activated, not negated), seat 0 first."""
    return [s for q in (0, 1) for s in (*g.sz[q], g.fz[q]) if s >= 0 and g.code[s] == code
            and up(g, s) and g.flags[s] & (F_ACTIVE | F_NEGATED) == F_ACTIVE
            and not g.spells_negated()]


# --- Spell Absorption: each time a Spell Card is activated, you gain 500 LP once it resolves (a
#     negated activation gives nothing: it does not resolve) ---
@only_for({SPELL_ABSORPTION})
def _absorb(g: Duel, lk: Link) -> bool:
    if lk.card_act and not lk.act_negated and g.pool.cards[lk.code].is_spell:
        for s in live_face_up(g, SPELL_ABSORPTION):
            if s != lk.card:
                g.recover(g.ctrl[s], 500)
    return False


RESOLVE_HOOKS.append(_absorb)
reg(SPELL_ABSORPTION, Effect(category=CAT_RECOVER))


# --- D.D. Borderline: while face-up and there is no Spell Card in your Graveyard, neither player
#     can conduct a Battle Phase ---
@only_for({DD_BORDERLINE})
def _borderline(g: Duel) -> bool:
    return not any(not any(g.pool.cards[g.code[x]].is_spell for x in g.gy[g.ctrl[s]])
                   for s in live_face_up(g, DD_BORDERLINE))


BATTLE_ALLOWED.append(_borderline)
reg(DD_BORDERLINE, Effect())


# --- The Sanctuary in the Sky: battle damage to the controller of a Fairy-Type monster from a
#     battle involving it becomes 0 ---
@only_for({THE_SANCTUARY_IN_THE_SKY})
def _sanctuary(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if b is None or not live_face_up(g, THE_SANCTUARY_IN_THE_SKY):
        return n
    for m in (b.attacker, b.target):
        if m >= 0 and g.ctrl[m] == p and up(g, m) and g.race(m) & _FAIRY:
            return 0
    return n


BATTLE_DAMAGE_HOOKS.append(_sanctuary)
reg(THE_SANCTUARY_IN_THE_SKY, Effect())


# --- Recycle: once per turn, pay 300 LP: 1 card from your Graveyard to the bottom of your Deck ---
_pay300 = costs.pay_lp(300)


def _to_bottom(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_GY]
    if not got:
        return
    c = got[0]
    g.to_deck([c], shuffle=False)
    deck = g.deck[g.owner[c]]
    if c in deck:  # the list's end is the top: move it to the other end
        deck.remove(c)
        deck.insert(0, c)
    note(g, lk.card, "A card went to the bottom of the Deck", "1张卡回到卡组最下面")


reg(RECYCLE, Effect(), Effect(
    kind="spell_effect", cost=(mark_used, *_pay300[0]),
    operation=(pick(lambda g, p, s: [c for c in g.gy[p] if not g.cd(c).is_extra], "choose"),
               _to_bottom),
    name=Text("支付300基本分，墓地1张卡回到卡组最下面",
              "Pay 300 LP: 1 card from your GY to the bottom of your Deck"),
    condition=lambda g, c, p, w: own_main(g, c, p, w) and once_per_turn(g, c, p, w)
    and _pay300[1](g, c, p) and any(not g.cd(x).is_extra for x in g.gy[p])))


# --- Call of the Mummy: once per turn, while you control no monsters, you can Special Summon 1
#     Zombie-Type monster from your hand ---
def _hand_zombies(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.hand[p] if g.cd(c).type & C.MONSTER and g.cd(c).race & _ZOMBIE
            and g.can_special_summon(c, p)]


reg(CALL_OF_THE_MUMMY, Effect(), Effect(
    kind="spell_effect", cost=(mark_used,), category=CAT_SPSUMMON,
    operation=(pick(_hand_zombies, "summon_pick"), keep_picked(LOC_HAND), summon_kept(LOC_HAND)),
    name=Text("从手卡特殊召唤1只不死族怪兽", "Special Summon 1 Zombie-Type monster from your hand"),
    condition=lambda g, c, p, w: own_main(g, c, p, w) and once_per_turn(g, c, p, w)
    and not g.monsters(p) and bool(_hand_zombies(g, p, c))))


# --- Dark Snake Syndrome: during each of your Standby Phases both players take 300 damage, twice
#     as much each time after the first (300, 600, 1200...) ---
def _syndrome(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_SZONE or g.life[c] != lk.life:
        return
    n = 300 << min(g.counter[c], 20)
    g.counter[c] += 1
    for q in (g.tp, 1 - g.tp):
        g.damage(q, n)


reg(DARK_SNAKE_SYNDROME, Effect(), Effect(kind="trigger", event="standby", optional=False,
                                          condition=own_standby, operation=(_syndrome,),
                                          category=CAT_DAMAGE))


# --- Final Countdown: pay 2000 LP; once 20 turns have passed, the turn of its activation counting
#     as the 1st, you win ---
WIN_REASONS["final_countdown"] = ("终焉的倒计时数完20回合", "Final Countdown counted 20 turns")
RESULT_WHY["final_countdown"] = (
    Text("你的终焉的倒计时数完了20回合", "your Final Countdown counted 20 turns"),
    Text("对手的终焉的倒计时数完了20回合", "your opponent's Final Countdown counted 20 turns"),
    Text("终焉的倒计时数完了20回合", "Final Countdown counted 20 turns"))


def _start_count(g: Duel, lk: Link) -> None:
    note(g, lk.card, f"Countdown: {COUNTDOWN_TURNS} turns from this one",
         f"倒计时：从这个回合起{COUNTDOWN_TURNS}回合", countdown=[lk.player, g.turn])


@only_for({FINAL_COUNTDOWN})
def _countdown_end(g: Duel, event: str) -> None:
    """In the End Phase of the 20th counted turn, the Final Countdown's player wins (the log is
    read once per End Phase, only in duels holding the card)."""
    if event != "end_phase":
        return
    pyro = PYRO_CLOCK in g.code
    for i, (kind, pub, _) in enumerate(g.elog):
        if kind == "card_effect" and "countdown" in pub:
            who, start = pub["countdown"]
            ahead = advances_after(g, i) if pyro else 0  # Pyro Clock of Destiny (g8-t)
            if g.turn + ahead >= start + COUNTDOWN_TURNS - 1:
                g.win(int(who), "final_countdown")


PHASE_HOOKS.append(_countdown_end)
_pay2000 = costs.pay_lp(2000)
reg(FINAL_COUNTDOWN, Effect(cost=_pay2000[0], operation=(_start_count,), category=CAT_WIN,
                            condition=lambda g, c, p, w: _pay2000[1](g, c, p)))


# --- Ectoplasmer: during each player's End Phase, that player Tributes 1 face-up monster they
#     control and their opponent takes damage equal to half its original ATK ---
def _turn_players_up(g: Duel) -> list[int]:
    return [m for m in g.monsters(g.tp) if up(g, m)]


def _ecto_pick(g: Duel, lk: Link) -> None:
    ms = _turn_players_up(g)
    if ms:
        ask_cards(g, lk, g.tp, ms, 1, 1, "tribute")
    else:
        lk.picks.append(())


def _ecto_burn(g: Duel, lk: Link) -> None:
    got = [m for m in last(lk) if g.loc[m] == LOC_MZONE and up(g, m)]
    if not got:
        return
    half = base_atk(g, got[0]) // 2
    q = g.ctrl[got[0]]
    g.send_to_gy(got, "tribute")
    g.damage(1 - q, half)


reg(ECTOPLASMER, Effect(), Effect(
    kind="trigger", event="end_phase", optional=False, operation=(_ecto_pick, _ecto_burn),
    category=CAT_DAMAGE,
    condition=lambda g, c, p, w: bool(g.flags[c] & F_ACTIVE) and bool(_turn_players_up(g))))


# --- Kaiser Colosseum: while you control a monster, your opponent cannot place more monsters on
#     their field than you control (a Summon, Set or Special Summon that would is refused; a Flip
#     Summon places nothing new) ---
KAISER_COLOSSEUM = 35059553


@only_for({KAISER_COLOSSEUM})
def _colosseum(g: Duel, p: int, c: int, how: str) -> bool:
    if how == "flip":
        return True
    q = 1 - p
    mine = len(g.monsters(q))
    return not (mine and live_face_up_of(g, KAISER_COLOSSEUM, q)
                and len(g.monsters(p)) + 1 > mine)


def live_face_up_of(g: Duel, code: int, q: int) -> bool:
    """``q`` controls a face-up ``code`` whose effect applies now."""
    return any(g.ctrl[s] == q for s in live_face_up(g, code))


SUMMON_ALLOWED.append(_colosseum)
reg(KAISER_COLOSSEUM, Effect())


# --- Card Shuffle: once per turn, you can pay 300 Life Points to shuffle your Deck or your
#     opponent's Deck ---
CARD_SHUFFLE = 12183332
_WHOSE = (("self", Text("洗切自己的卡组", "Shuffle your Deck")),
          ("opp", Text("洗切对方的卡组", "Shuffle your opponent's Deck")))


def _whose_deck(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _WHOSE, "choose")


def _shuffle_chosen(g: Duel, lk: Link) -> None:
    g.shuffle_deck(lk.player if lk.picks[-1] == "self" else 1 - lk.player)


reg(CARD_SHUFFLE, Effect(), Effect(
    kind="spell_effect", cost=(mark_used, *_pay300[0]), target=(_whose_deck,),
    operation=(_shuffle_chosen,),
    name=Text("支付300基本分，洗切一方的卡组", "Pay 300 LP: shuffle a Deck"),
    condition=lambda g, c, p, w: own_main(g, c, p, w) and once_per_turn(g, c, p, w)
    and _pay300[1](g, c, p)))


# --- "7": when you control 3 face-up "7" cards, draw 3 cards, then destroy every "7" you
#     control (checked when a "7" resolves); when a "7" is sent from the field to the Graveyard,
#     you gain 700 Life Points ---
SEVEN = 67048711


def _sevens(g: Duel, p: int) -> list[int]:
    return [s for s in g.sz[p] if s >= 0 and g.code[s] == SEVEN and up(g, s)]


def _seven_jackpot(g: Duel, lk: Link) -> None:
    p = lk.player
    if len(_sevens(g, p)) >= 3:
        g.draw(p, 3)
        g.destroy(_sevens(g, p), "effect", lk)


def _seven_gain(g: Duel, lk: Link) -> None:
    g.recover(lk.player, 700)


reg(SEVEN, Effect(operation=(_seven_jackpot,), category=CAT_DRAW), Effect(
    kind="trigger", event="left_field", optional=False, operation=(_seven_gain,),
    category=CAT_RECOVER, condition=lambda g, c, p, w: g.loc[c] == LOC_GY))


# --- Array of Revealing Light (a Field Spell): declare 1 Type (in public, kept on the card as The
#     Regulation of Tribe keeps its own); monsters of that Type cannot declare an attack during
#     the turn they are Normal Summoned, Flip Summoned or Special Summoned ---
ARRAY_OF_REVEALING_LIGHT = 69296555


def _declare_type(g: Duel, lk: Link) -> None:
    ask_race(g, lk, lk.player)


def _keep_type(g: Duel, lk: Link) -> None:
    g.counter[lk.card] = int(lk.picks[-1])


def _new_of_type(g: Duel, s: int, c: int) -> bool:
    return bool(g.race(c) & g.counter[s]) and (bool(g.flags[c] & F_SUMMONED_TURN)
                                               or flip_summoned_this_turn(g, c))


reg(ARRAY_OF_REVEALING_LIGHT, Effect(kind="activate", target=(_declare_type, announce_race),
                                     operation=(_keep_type,),
                                     aspects=(Aspect("no_attack", _new_of_type),)))


# --- Harpies' Hunting Ground (a Field Spell): face-up Winged Beast-Type monsters gain 200 ATK and
#     DEF; when "Harpie Lady" or "Harpie Lady Sisters" is Normal or Special Summoned, destroy 1
#     Spell or Trap Card on the field (mandatory: this card itself when it is the only one; its
#     controller picks — our reading of the 2005 wording) ---
HARPIES_HUNTING_GROUND = 75782277
HARPIE_LADY = 76812113
HARPIE_LADY_SISTERS = 12206212
_WINGED_BEAST = C.RACE_BY_NAME["Winged Beast"]


def _hunting_boost(g: Duel, s: int, c: int) -> int:
    return 200 if g.race(c) & _WINGED_BEAST else 0


def _harpie_arrived(g: Duel, c: int, p: int, w: W) -> bool:
    return (len(w) > 2 and g.code[w[1]] in (HARPIE_LADY, HARPIE_LADY_SISTERS)
            and w[2] in ("normal", "special") and bool(g.flags[c] & F_ACTIVE)
            and bool(_all_spells_traps(g, p, c)))


def _all_spells_traps(g: Duel, p: int, s: int) -> list[int]:
    return [x for q in (0, 1) for x in (*g.sz[q], g.fz[q]) if x >= 0]


def _hunt(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts:
        g.destroy(ts, "effect", lk)


reg(HARPIES_HUNTING_GROUND,
    Effect(aspects=(Aspect("atk", _hunting_boost), Aspect("def", _hunting_boost))),
    Effect(kind="trigger", event="summoned", scope="any", optional=False,
           condition=_harpie_arrived, target=(pick(_all_spells_traps, "target_spell_trap"),),
           target_picks=True, operation=(_hunt,), category=CAT_DESTROY))


# --- Mask of Dispel: select 1 face-up Spell Card on the field; during each of its controller's
#     Standby Phases that player takes 500 damage; when the selected card leaves the field, this
#     card is destroyed. The selection is a public mark naming both cards' "life" ---
MASK_OF_DISPEL = 20765952


def _face_up_spells(g: Duel, p: int, s: int) -> list[int]:
    return [x for q in (0, 1) for x in (*g.sz[q], g.fz[q])
            if x >= 0 and x != s and up(g, x) and g.cd(x).type & C.SPELL]


def _dispel_mark(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.on_field(t)]
    if ts and g.loc[lk.card] == LOC_SZONE:
        note(g, lk.card, "Its selected Spell Card's controller takes 500 in each Standby Phase",
             "被选择的魔法卡的控制者每个准备阶段受到500伤害",
             dispel=[lk.card, g.life[lk.card], ts[0], g.life[ts[0]]])


def dispelled(g: Duel, s: int) -> int:
    """The Spell Card Mask of Dispel ``s`` selected, still the same card on the field (-1 when
    none): read back from the mark its resolution left."""
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and "dispel" in pub:
            m, mlife, t, tlife = pub["dispel"]
            if m == s:
                ok = mlife == g.life[s] and tlife == g.life[t] and g.on_field(t)
                return int(t) if ok else -1
    return -1


def _dispel_standby(g: Duel, c: int, p: int, w: W) -> bool:
    if not g.flags[c] & F_ACTIVE:
        return False
    t = dispelled(g, c)
    return t >= 0 and g.ctrl[t] == g.tp


def _dispel_burn(g: Duel, lk: Link) -> None:
    t = dispelled(g, lk.card)
    if t >= 0:
        g.damage(g.ctrl[t], 500)


@only_for({MASK_OF_DISPEL})
def _dispel_gone(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "left_field" or not g.cd(c).type & C.SPELL:
        return
    for s in live_face_up(g, MASK_OF_DISPEL):
        for kind, pub, _ in reversed(g.elog):
            if kind == "card_effect" and "dispel" in pub and pub["dispel"][0] == s:
                if pub["dispel"][1] == g.life[s] and pub["dispel"][2] == c:
                    g.destroy([s], "effect")
                break


EVENT_HOOKS.append(_dispel_gone)
reg(MASK_OF_DISPEL, Effect(target=(pick(_face_up_spells, "target_spell_trap"),),
                           target_picks=True, operation=(_dispel_mark,),
                           condition=lambda g, c, p, w: bool(_face_up_spells(g, p, c))),
    Effect(kind="trigger", event="standby", optional=False, condition=_dispel_standby,
           operation=(_dispel_burn,), category=CAT_DAMAGE))
