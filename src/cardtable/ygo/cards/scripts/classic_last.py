"""The last classic cards, through the engine hooks of :mod:`cardtable.ygo.effects.hooks`.

* Attack targets (``ATTACK_TARGETS``): Nightmare Horse and Reaper on the Nightmare may attack
  directly; Solar Flare Dragon cannot be attacked while its controller has another Pyro;
  Asura Priest attacks each opponent's monster once (after each damage calculation it may
  declare again while a monster it has not attacked this turn remains).
* Position locks (``POSITION_LOCKED``): Spellbinding Circle and Shadow Spell (their monster),
  Swords of Concealing Light (the opponent's monsters), Thousand-Eyes Restrict (every other
  monster): no manual change, no Flip Summon.
* Summon bans (``SUMMON_ALLOWED``): Cave Dragon is not Normal Summoned/Set while its
  controller has a monster; Spirits are never Special Summoned; after Scapegoat resolves its
  player summons nothing else that turn; Prohibition's declared card.
* Tokens (``TOKEN_MAKERS``): Scapegoat's 4 Sheep Tokens, Ojama Trio's 3 Ojama Tokens on the
  opponent's field (neither can be tributed for a Tribute Summon; an Ojama Token destroyed
  costs its controller 300 LP).
* LP hooks: Bad Reaction to Simochi turns the opponent's LP gains into damage; after each
  effect damage the opponent takes (except its own), Dark Room of Nightmare inflicts a separate
  300 (``EFFECT_DAMAGE_DONE``, no chain link).
* Jinzo (``ACTIVATE_ALLOWED``, ``CARD_NEGATED``, ``RESOLVE_HOOKS``): no Trap can be
  activated, face-up Traps' effects are negated. Prohibition: the declared card cannot be
  activated, summoned or attack, and its effects are negated.
* Elemental Mistress Doriado: an ``("attribute", fn)`` aspect (also WIND/WATER/FIRE/EARTH).
* Shadow of Eyes: the monster-Set event opens a response window (``EVENT_HOOKS``).
* Magical Hats: the two Spell/Trap Cards from the Deck are Set in Monster Zones with the
  monster, and the three instances' identities are shuffled (an instance id tells nothing); a
  hat that is not a monster is destroyed when it is flipped and at the end of the Battle Phase.
* Graverobber: the chosen Spell Card is Set in your Spell & Trap Zone (still its owner's card),
  ready to be activated by you; 2000 LP each of your Standby Phases while it is face-up (it is
  destroyed if you cannot pay); a borrowed Spell still face-down at the End Phase goes to its
  owner's GY.
* Ojama King: when it is summoned or flipped face-up its controller picks up to 3 of the
  opponent's empty Monster Zones (a flow frame, no chain link);
  while it is face-up nothing can be put there: the opponent cannot summon when only blocked
  zones are free (a summon hook), and a monster the engine places in the first free zone is
  moved at once to an unblocked one (an event hook).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.cards.scripts.classic_lib import (
    bound,
    card_ok,
    last,
    note,
    pick,
    reg,
    up,
)
from cardtable.ygo.effects.api import (
    CAT_DAMAGE,
    CAT_POSITION,
    CAT_SPSUMMON,
    Aspect,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    ATTACK_ALLOWED,
    ATTACK_TARGETS,
    BATTLE_END_HOOKS,
    CARD_NEGATED,
    EFFECT_DAMAGE_DONE,
    EVENT_HOOKS,
    LP_GAIN_HOOKS,
    NO_TRIBUTE,
    PHASE_HOOKS,
    POSITION_LOCKED,
    RESOLVE_HOOKS,
    SUMMON_ALLOWED,
    TOKEN_MAKERS,
    only_for,
)
from cardtable.ygo.rules.flow import handler, step
from cardtable.ygo.state import (
    BS_BATTLE,
    BS_START,
    F_ACTIVE,
    F_ATTACKED,
    F_NEGATED,
    F_POSCHANGED,
    LOC_DECK,
    LOC_GY,
    LOC_MZONE,
    LOC_ONFIELD,
    LOC_SZONE,
    PH_BATTLE,
    POS_FACEDOWN,
    POS_FD_DEF,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

NIGHTMARE_HORSE = 59290628
REAPER_NIGHTMARE = 85684223
SOLAR_FLARE = 45985838
ASURA = 2134346
SCAPEGOAT = 73915051
SHEEP_TOKEN = 73915052
OJAMA_TRIO = 29843091
OJAMA_TOKEN = 29843092
SIMOCHI = 40633297
DARK_ROOM = 85562745
JINZO = 77585513
PROHIBITION = 43711255
DORIADO = 99414168
HATS = 81210420
GRAVEROBBER = 61705417
OJAMA_KING = 90140980
SHADOW_EYES = 58621589
SPELLBINDING = 18807108
SHADOW_SPELL = 29267084
SWORDS = 12923641
TER = 63519819
CAVE_DRAGON = 93220472
PYRO = 0x80

TOKEN_MAKERS[SCAPEGOAT] = ((SHEEP_TOKEN, False),)
TOKEN_MAKERS[OJAMA_TRIO] = ((OJAMA_TOKEN, True),)
NO_TRIBUTE.update({SHEEP_TOKEN, OJAMA_TOKEN})


def live(g: Duel, s: int) -> bool:
    """``s`` is face-up on the field with its effects applying (activated, not negated, not
    negated by Jinzo/Prohibition, and not a Spell under Imperial Order)."""
    if not g.loc[s] & LOC_ONFIELD or not up(g, s) or g.flags[s] & F_NEGATED:
        return False
    cd = g.cd(s)
    if g.loc[s] != LOC_MZONE and not g.flags[s] & F_ACTIVE:
        return False
    if cd.is_spell and g.loc[s] != LOC_MZONE and g.spells_negated():
        return False
    return not any(h(g, s) for h in g.hk.card_negated)


def _field(g: Duel, code: int, side: int | None = None) -> list[int]:
    """Live cards with passcode ``code`` on the field (``side`` None = both)."""
    out = []
    for q in (0, 1) if side is None else (side,):
        for s in (*g.mz[q], *g.sz[q], g.fz[q]):
            if s >= 0 and g.code[s] == code and live(g, s):
                out.append(s)
    return out


def _tokens_free(g: Duel, code: int, owner: int) -> list[int]:
    return [c for c in g.limbo if g.code[c] == code and g.owner[c] == owner]


def _free_zones(g: Duel, p: int) -> int:
    return sum(1 for z in range(5) if g.mz[p][z] < 0 and not _blocked(g, p, z))


# --- attack targets ---------------------------------------------------------------------------


def _attacked_this_turn(g: Duel, a: int) -> set[int]:
    """Targets ``a`` declared attacks on this turn (-1 = direct), read in the event log."""
    out: set[int] = set()
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "attack" and pub["attacker"]["card"] == a:
            t = pub.get("target")
            out.add(int(t["card"]) if t else -1)
        elif kind in ("turn", "scenario_start"):
            break
    return out


def _targets(g: Duel, a: int, tg: list[int]) -> list[int]:
    code = g.code[a]
    if code in (NIGHTMARE_HORSE, REAPER_NIGHTMARE) and -1 not in tg and live(g, a):
        tg = [*tg, -1]
    if tg and tg[0] >= 0:
        o = g.ctrl[tg[0]]
        tg = [t for t in tg if t < 0 or not (
            g.code[t] == SOLAR_FLARE and live(g, t)
            and any(m >= 0 and m != t and up(g, m) and g.race(m) & PYRO for m in g.mz[o]))]
        # every monster protected: no target, and no direct attack either
    if code == ASURA and live(g, a):
        done = _attacked_this_turn(g, a)
        if done:
            tg = [t for t in tg if t not in done and t >= 0]
    return tg


def _asura_again(g: Duel, destroyed: tuple[int, ...]) -> None:
    """After Asura Priest's damage calculation: it may attack again while an opponent's monster
    it has not attacked this turn remains (the "position changed" mark keeps it from changing
    position)."""
    for a in g.mz[g.tp]:
        if a >= 0 and g.code[a] == ASURA and g.flags[a] & F_ATTACKED and live(g, a):
            done = _attacked_this_turn(g, a)
            if any(t >= 0 and t not in done for t in g.mz[1 - g.tp]):
                g.flags[a] = (g.flags[a] & ~F_ATTACKED) | F_POSCHANGED


ATTACK_TARGETS.append(only_for({NIGHTMARE_HORSE, REAPER_NIGHTMARE, SOLAR_FLARE, ASURA})(_targets))
BATTLE_END_HOOKS.append(only_for({ASURA})(_asura_again))

_DIRECT = Effect(kind="continuous", name=Text("可以直接攻击", "May attack directly"))
reg("nightmare_horse", _DIRECT)


def _own_end(g: Duel, c: int, p: int, w: W) -> bool:
    return g.tp == p and g.loc[c] == LOC_MZONE


def _burn500(g: Duel, lk: Link) -> None:
    g.damage(1 - lk.player, 500)


reg("solar_flare_dragon",
    Effect(kind="continuous", name=Text("另有炎族时不会被攻击", "Cannot be attacked while you "
                                        "control another Pyro")),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_own_end,
           operation=(_burn500,), category=CAT_DAMAGE))

# --- Spirits ----------------------------------------------------------------------------------


def _spirit_mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev in ("summoned", "flipped") and g.code[c] == ASURA and g.loc[c] == LOC_MZONE:
        g.counter[c] = g.turn


def _spirit_return(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and card_ok(g, lk):
        g.to_hand([lk.card])


EVENT_HOOKS.append(only_for({ASURA})(_spirit_mark))
reg("asura_priest",
    Effect(kind="trigger", event="end_phase", optional=False, operation=(_spirit_return,),
           condition=lambda g, c, p, w: g.counter[c] == g.turn and g.loc[c] == LOC_MZONE),
    Effect(kind="continuous", name=Text("可以向对方每只怪兽各攻击1次",
                                        "Can attack every opponent's monster once")))

# --- summon bans and position locks -----------------------------------------------------------

SPIRIT_CODES = (ASURA, 34853266, 3078576)  # Asura Priest, Tsukuyomi, Yata-Garasu


def _summon_ok(g: Duel, p: int, c: int, how: str) -> bool:
    code = g.code[c]
    if how == "special" and g.pool.cards[code].type & C.SPIRIT:
        return False
    if code == CAVE_DRAGON and how in ("normal", "set") \
            and any(m >= 0 for m in g.mz[p]):
        return False
    if how != "set" and any(g.code[s] == SCAPEGOAT and g.counter[s] == g.turn
                            for s in g.gy[p]) and code != SHEEP_TOKEN:
        return False
    return code not in _declared(g)


SUMMON_ALLOWED.append(only_for({*SPIRIT_CODES, CAVE_DRAGON, SCAPEGOAT, PROHIBITION})(_summon_ok))


def _locked(g: Duel, m: int) -> bool:
    for q in (0, 1):
        for s in (*g.sz[q], *g.mz[q]):
            if s < 0:
                continue
            code = g.code[s]
            if code in (SPELLBINDING, SHADOW_SPELL):
                if bound(g, s) == m and live(g, s):
                    return True
            elif code == SWORDS:
                if q != g.ctrl[m] and live(g, s):
                    return True
            elif code == TER and s != m and g.loc[s] == LOC_MZONE and live(g, s):
                return True
    return False


POSITION_LOCKED.append(only_for({SPELLBINDING, SHADOW_SPELL, SWORDS, TER})(_locked))

# --- Scapegoat and Ojama Trio -----------------------------------------------------------------


def _goat_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return _free_zones(g, p) >= 4 and len(_tokens_free(g, SHEEP_TOKEN, p)) >= 4


def _goat_op(g: Duel, lk: Link) -> None:
    p = lk.player
    if _free_zones(g, p) < 4:
        return
    for t in _tokens_free(g, SHEEP_TOKEN, p)[:4]:
        g.special_summon(t, p, POS_FU_DEF)


def _mark_goat(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "to_gy" and g.code[c] == SCAPEGOAT and data and data[0] == "resolved":
        g.counter[c] = g.turn  # "no other summons this turn" (read by _summon_ok)


EVENT_HOOKS.append(only_for({SCAPEGOAT})(_mark_goat))
reg("scapegoat", Effect(condition=_goat_cond, operation=(_goat_op,), category=CAT_SPSUMMON))


def _trio_cond(g: Duel, c: int, p: int, w: W) -> bool:
    o = 1 - p
    return _free_zones(g, o) >= 3 and len(_tokens_free(g, OJAMA_TOKEN, o)) >= 3


def _trio_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if _free_zones(g, o) < 3:
        return
    for t in _tokens_free(g, OJAMA_TOKEN, o)[:3]:
        g.special_summon(t, o, POS_FU_DEF)


def _ojama_burn(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "destroyed" and g.code[c] == OJAMA_TOKEN:
        note(g, c, "An Ojama Token was destroyed: its controller takes 300 damage",
             "扰乱衍生物被破坏：其控制者受到300伤害")
        g.damage(g.owner[c], 300)


EVENT_HOOKS.append(only_for({OJAMA_TRIO})(_ojama_burn))
reg("ojama_trio", Effect(condition=_trio_cond, operation=(_trio_op,), category=CAT_SPSUMMON))

# --- LP hooks ---------------------------------------------------------------------------------


def _simochi(g: Duel, p: int, n: int) -> int:
    if n > 0 and _field(g, SIMOCHI, 1 - p):
        note(g, _field(g, SIMOCHI, 1 - p)[0], "The LP gain becomes damage",
             "回复变为伤害", player=p, amount=n)
        g.damage(p, n)
        return 0
    return n


def _dark_room(g: Duel, p: int, n: int, src: int) -> None:
    """After ``p`` took ``n`` effect damage: each face-up Dark Room of Nightmare of ``p``'s
    opponent inflicts a separate 300 (no chain link), except for damage a Dark Room inflicted."""
    if src >= 0 and g.code[src] == DARK_ROOM:
        return
    for room in _field(g, DARK_ROOM, 1 - p):
        note(g, room, "300 more damage", "追加300伤害", player=p)
        g.damage(p, 300, src=room)


LP_GAIN_HOOKS.append(only_for({SIMOCHI})(_simochi))
EFFECT_DAMAGE_DONE.append(only_for({DARK_ROOM})(_dark_room))
reg("bad_reaction_to_simochi", Effect(category=CAT_DAMAGE))
reg("dark_room_of_nightmare", Effect(category=CAT_DAMAGE))

# --- Jinzo and Prohibition --------------------------------------------------------------------


def _jinzo_on(g: Duel) -> bool:
    for q in (0, 1):
        for m in g.mz[q]:
            if m >= 0 and g.code[m] == JINZO and up(g, m) and not g.flags[m] & F_NEGATED:
                return True
    return False


def _io_on(g: Duel) -> bool:
    """A face-up active card negates Spell effects (Imperial Order), checked without
    ``g.sources()`` (which consults the negation hooks of this module)."""
    for c in g.aidx:
        if up(g, c) and (g.loc[c] == LOC_MZONE or g.flags[c] & F_ACTIVE) \
                and not g.flags[c] & F_NEGATED \
                and any(a.what == "negate_spells" for a in g.pool.aspects_of(g.code[c])):
            return True
    return False


def _declared(g: Duel) -> set[int]:
    """Card names declared by face-up, active Prohibitions."""
    out = set()
    for q in (0, 1):
        for s in g.sz[q]:
            if s >= 0 and g.code[s] == PROHIBITION and up(g, s) and g.flags[s] & F_ACTIVE \
                    and not g.flags[s] & F_NEGATED and g.counter[s] > 0:
                out.add(g.counter[s])
    if out and _io_on(g):
        return set()
    return out


def _may_activate(g: Duel, p: int, c: int, e: Any) -> bool:
    code = g.code[c]
    if g.pool.cards[code].is_trap and _jinzo_on(g):
        return False
    return code not in _declared(g)


def _negated(g: Duel, c: int) -> bool:
    code = g.code[c]
    if g.pool.cards[code].is_trap and g.loc[c] & LOC_ONFIELD and _jinzo_on(g):
        return True
    return code != PROHIBITION and code in _declared(g)


def _resolve_negated(g: Duel, lk: Link) -> bool:
    if (g.pool.cards[lk.code].is_trap and _jinzo_on(g)) or lk.code in _declared(g):
        g.log_rule("effect_negated", card=g.pool.cards[lk.code].name.en,
                   card_zh=g.pool.cards[lk.code].name.zh, link=len(g.chain))
        return True
    return False


def _may_attack(g: Duel, m: int) -> bool:
    return g.code[m] not in _declared(g)


ACTIVATE_ALLOWED.append(only_for({JINZO, PROHIBITION})(_may_activate))
CARD_NEGATED.append(only_for({JINZO, PROHIBITION})(_negated))
RESOLVE_HOOKS.append(only_for({JINZO, PROHIBITION})(_resolve_negated))
ATTACK_ALLOWED.append(only_for({PROHIBITION})(_may_attack))
reg("jinzo", Effect(kind="continuous", name=Text("陷阱卡不能发动，场上陷阱卡的效果无效",
                                                 "Traps cannot be activated; face-up Traps "
                                                 "are negated")))


def _names(cards: dict[int, CardData]) -> tuple[tuple[int, Text], ...]:
    """Every card name a player may declare (tokens left out), sorted by English name."""
    return tuple((code, cards[code].name) for code in sorted(
        (c for c, cd in cards.items() if not cd.type & C.TOKEN), key=lambda c: cards[c].name.en))


def _declare(g: Duel, lk: Link) -> None:
    cards = g.pool.cards
    names = g.pool.derive("declarable_names", None, lambda: _names(cards))
    ask_option(g, lk, lk.player, names, "declare_card")


def _prohibit(g: Duel, lk: Link) -> None:
    if card_ok(g, lk) and g.on_field(lk.card):
        code = int(lk.picks[-1])
        g.counter[lk.card] = code
        nm = g.pool.cards[code].name
        note(g, lk.card, f"Declared {nm.en}", f"宣言了「{nm.zh}」", declared=code)


reg("prohibition", Effect(target=(_declare,), operation=(_prohibit,)))

# --- Elemental Mistress Doriado ---------------------------------------------------------------

_FOUR = C.WIND | C.WATER | C.FIRE | C.EARTH
reg("elemental_mistress_doriado", Effect(
    kind="continuous", aspects=(Aspect("attribute", lambda g, s, c: _FOUR if s == c else 0),),
    name=Text("也当作风·水·炎·地属性使用", "Also WIND, WATER, FIRE and EARTH")))

# --- Shadow of Eyes ---------------------------------------------------------------------------


def _set_window(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "set" and g.loc[c] == LOC_MZONE:
        g.stack.append(("window_fresh", g.chains_started, g.tp, ("set", c, data[0])))


def _eyes_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and w[0] == "set" and w[2] != p and g.loc[w[1]] == LOC_MZONE \
        and bool(g.pos[w[1]] & POS_FACEDOWN)


def _eyes_target(g: Duel, lk: Link) -> None:
    w: tuple[Any, ...] = lk.window
    lk.picks.append((int(w[1]),) if len(w) > 1 else ())


def _eyes_op(g: Duel, lk: Link) -> None:
    for t in lk.targets:
        if g.life[t] == lk.tlife[0] and g.loc[t] == LOC_MZONE and g.pos[t] & POS_FACEDOWN:
            g.change_position(t, POS_FU_ATK)


EVENT_HOOKS.append(only_for({SHADOW_EYES})(_set_window))
reg("shadow_of_eyes", Effect(event="set", condition=_eyes_cond, target=(_eyes_target,),
                             target_picks=True, operation=(_eyes_op,), category=CAT_POSITION))

# --- Magical Hats -----------------------------------------------------------------------------


def _hats_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.phase == PH_BATTLE and g.bstep in (BS_START, BS_BATTLE) and g.tp != p \
        and _free_zones(g, p) >= 2 \
        and any(m >= 0 for m in g.mz[p]) \
        and sum(1 for x in g.deck[p] if not g.cd(x).is_monster) >= 2


def _hats_pick(g: Duel, lk: Link) -> None:
    p = lk.player
    ask_cards(g, lk, p, [m for m in g.mz[p] if m >= 0], 1, 1, "target_monster")


def _hats_deck(g: Duel, lk: Link) -> None:
    p = lk.player
    ask_cards(g, lk, p, [x for x in g.deck[p] if not g.cd(x).is_monster], 2, 2,
              "search")


def _hats_op(g: Duel, lk: Link) -> None:
    p = lk.player
    mon = lk.picks[-2] if len(lk.picks) >= 2 and isinstance(lk.picks[-2], tuple) else ()
    two = [x for x in last(lk) if g.loc[x] == LOC_DECK]
    m = mon[0] if mon and g.loc[mon[0]] == LOC_MZONE and g.ctrl[mon[0]] == p else -1
    if m < 0 or len(two) < 2 or _free_zones(g, p) < 2:
        g.shuffle_deck(p)
        return
    if g.pos[m] != POS_FD_DEF:
        g.change_position(m, POS_FD_DEF)
    zones = [g.seq[m]]
    for x in two:
        z = next(z for z in range(5) if g.mz[p][z] < 0 and not _blocked(g, p, z))
        g.move(x, LOC_MZONE, p, POS_FD_DEF, seq=z)
        zones.append(z)
    g.shuffle_deck(p)
    shuffle_identities(g, [m, *two])
    g.log("magical_hats", {"player": p, "zones": sorted(zones)})


def shuffle_identities(g: Duel, ids: list[int]) -> None:
    """Shuffle which card each of the instances ``ids`` is (passcode, owner, static tables and
    per-card state move together; the instances stay in their zones), so that an instance id
    says nothing about which hat holds the monster."""
    perm = ids[:]
    g.rng.shuffle(perm)
    tabs: dict[str, list[Any]] = {k: list(getattr(g, k)) for k in ("code", "owner", "spd", "ha",
                                                                     "nsk", "r2")}
    dyn = ("flags", "since", "life", "counter", "equip")
    old = {x: ({k: tabs[k][x] for k in tabs}, {k: getattr(g, k)[x] for k in dyn}) for x in ids}
    for x, y in zip(ids, perm, strict=True):
        st, dy = old[y]
        for k, v in st.items():
            tabs[k][x] = v
        for k, v in dy.items():
            getattr(g, k)[x] = v
    g.code, g.owner, g.spd, g.ha = (tuple(tabs["code"]), tuple(tabs["owner"]),
                                    tuple(tabs["spd"]), tuple(tabs["ha"]))
    g.nsk, g.r2 = tuple(tabs["nsk"]), tuple(tabs["r2"])
    g.rebuild_index()


def _hats_burst(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev == "flipped" and g.loc[c] == LOC_MZONE and not g.cd(c).is_monster:
        note(g, c, "A hat without a monster is destroyed", "没有怪兽的礼帽被破坏")
        g.destroy([c], "rule")


def _hats_end(g: Duel, ev: str) -> None:
    if ev in ("battle_end", "end_phase", "standby"):
        hats = [x for q in (0, 1) for x in g.mz[q] if x >= 0 and not g.cd(x).is_monster]
        if hats:
            g.destroy(hats, "rule")


def _hat_locked(g: Duel, m: int) -> bool:
    return not g.cd(m).is_monster  # a hat that is not a monster is never flipped by hand


EVENT_HOOKS.append(only_for({HATS})(_hats_burst))
POSITION_LOCKED.append(only_for({HATS})(_hat_locked))
PHASE_HOOKS.append(only_for({HATS})(_hats_end))
reg("magical_hats", Effect(condition=_hats_cond, target=(_hats_pick, _hats_deck),
                           operation=(_hats_op,), category=CAT_POSITION))

# --- Graverobber ------------------------------------------------------------------------------


def _opp_spells(g: Duel, p: int, s: int) -> list[int]:
    return [x for x in g.gy[1 - p] if g.cd(x).is_spell]


def _rob_cond(g: Duel, c: int, p: int, w: W) -> bool:
    free = sum(1 for z in g.sz[p] if z < 0) + (1 if g.loc[c] == LOC_SZONE else 0)
    return bool(_opp_spells(g, p, c)) and free >= 2


def _rob_op(g: Duel, lk: Link) -> None:
    p = lk.player
    got = [x for x in last(lk) if g.loc[x] == LOC_GY]
    if not got or g.free_szone(p) < 0:
        return
    x = got[0]
    g.move(x, LOC_SZONE, p, POS_FD_DEF)
    g.since[x] = g.turn - 1  # usable at once, as if it were yours
    g.log("graverobber", {**g.card_pub(x), "player": p})


def _rob_phase(g: Duel, ev: str) -> None:
    p = g.tp
    for s in list(g.sz[p]):
        if s < 0 or g.owner[s] == p or not g.cd(s).is_spell:
            continue
        if ev == "standby" and up(g, s):
            if g.lp[p] > 2000:
                g.pay_lp(p, 2000)
            else:
                g.destroy([s], "rule")
        elif ev == "end_phase" and not up(g, s):
            g.send_to_gy([s], "rule")


PHASE_HOOKS.append(only_for({GRAVEROBBER})(_rob_phase))
reg("graverobber", Effect(target=(pick(_opp_spells, "target_card"),), operation=(_rob_op,),
                          condition=_rob_cond))

# --- Ojama King -------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _has_king(codes: tuple[int, ...]) -> bool:
    return OJAMA_KING in codes


def _blocked(g: Duel, p: int, z: int) -> bool:
    """Zone ``z`` of ``p`` is blocked by a face-up Ojama King of the other player."""
    if not _has_king(g.code):
        return False
    for k in g.mz[1 - p]:
        if k >= 0 and g.code[k] == OJAMA_KING and live(g, k) and g.counter[k] >> z & 1:
            return True
    return False


def _king_up(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Event hook: when Ojama King is summoned or flipped face-up, its controller chooses up to
    3 of the opponent's unused Monster Zones (a continuous effect: no chain link, nothing to
    respond to or negate). The choice is asked right after the summon's own frames."""
    if ev not in ("summoned", "flipped") or g.code[c] != OJAMA_KING or g.loc[c] != LOC_MZONE \
            or not up(g, c):
        return
    g.counter[c] = 0
    g.stack.append(("classic_king_zones", c, g.life[c], ()))


@step("classic_king_zones")
def _king_zones(g: Duel, fr: tuple[Any, ...]) -> None:
    _, k, life, chosen = fr
    if g.life[k] != life or g.loc[k] != LOC_MZONE or not up(g, k):
        return  # it left the field or was turned face-down before choosing
    o = 1 - g.ctrl[k]
    opts = [z for z in range(5) if g.mz[o][z] < 0 and z not in chosen]
    if len(chosen) >= 3 or not opts or -1 in chosen:
        zs = [z for z in chosen if z >= 0]
        mask = 0
        for z in zs:
            mask |= 1 << z
        g.counter[k] = mask
        note(g, k, f"Blocks the opponent's zones {[z + 1 for z in zs]}",
             f"封锁对方的怪兽区 {[z + 1 for z in zs]}")
        return
    choices = [("opt", z, Text(f"对方的{z + 1}号怪兽区", f"Opponent's Monster Zone {z + 1}"))
               for z in opts]
    if chosen:
        choices.append(("opt", -1, Text("不再选择", "No more zones")))
    g.pend = (g.ctrl[k], "select", "choose", tuple(choices), "classic_king_pick",
              (k, life, chosen))


@handler("classic_king_pick")
def _king_pick(g: Duel, opt: tuple[Any, ...], ctx: tuple[Any, ...]) -> None:
    k, life, chosen = ctx
    g.stack.append(("classic_king_zones", k, life, (*chosen, int(opt[1]))))


def _king_fill(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A card put into a blocked zone by an effect that picked the first free zone is moved to
    an unblocked free zone (or destroyed if there is none)."""
    if ev not in ("summoned", "set") or g.loc[c] != LOC_MZONE:
        return
    p = g.ctrl[c]
    if not _blocked(g, p, g.seq[c]):
        return
    for z in range(5):
        if g.mz[p][z] < 0 and not _blocked(g, p, z):
            g.mz[p][g.seq[c]] = -1
            g.mz[p][z] = c
            g.seq[c] = z
            return
    g.destroy([c], "rule")


def _king_room(g: Duel, p: int, c: int, kind: str) -> bool:
    """Summon hook: while Ojama King blocks some of ``p``'s zones, a monster can be Normal
    Summoned/Set without tributes or Special Summoned only if an unblocked zone is free (a
    Tribute Summon always frees an unblocked zone: no monster stands in a blocked one)."""
    if not _has_king(g.code):
        return True
    if kind in ("normal", "set") and g.cd(c).level >= 5:
        return True
    return any(g.mz[p][z] < 0 and not _blocked(g, p, z) for z in range(5))


EVENT_HOOKS.append(only_for({OJAMA_KING})(_king_fill))
SUMMON_ALLOWED.append(only_for({OJAMA_KING})(_king_room))
EVENT_HOOKS.append(only_for({OJAMA_KING})(_king_up))
reg("ojama_king", Effect(kind="continuous", name=Text(
    "对方最多3个怪兽区不能使用", "Up to 3 of the opponent's Monster Zones cannot be used")))
