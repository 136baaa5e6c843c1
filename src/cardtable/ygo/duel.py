"""Building a duel: from decks (a real duel) or from a scenario board.

Card instance ids are assigned after the decks are shuffled, so an id says nothing about which
card it is (views may show ids of face-down cards without leaking them).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Final

import cardtable.ygo.rules.battle
import cardtable.ygo.rules.chain
import cardtable.ygo.rules.extra_summon
import cardtable.ygo.rules.main_phase
import cardtable.ygo.rules.summon
import cardtable.ygo.rules.turn  # noqa: F401 (the rule modules register their steps)
from cardtable.core.errors import SetupError
from cardtable.core.rng import Rng
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.carddata import CardData, card_from_data
from cardtable.ygo.effects.hooks import EITHER_PLAYER, TOKEN_MAKERS
from cardtable.ygo.effects.pool import CardPool, default_pool
from cardtable.ygo.profile import Profile, profile_of
from cardtable.ygo.rules.actions import Actions
from cardtable.ygo.rules.flow import run
from cardtable.ygo.state import (
    F_ACTIVE,
    F_ATTACKED,
    F_POSCHANGED,
    F_PROPER,
    F_SUMMONED_TURN,
    FEAT_ALWAYS_ASK,
    FEAT_DS_BEFORE,
    FEAT_ENDPHASE,
    FEAT_EQUIPS,
    FEAT_EXTRA_PROCS,
    FEAT_GY_EFFECTS,
    FEAT_LISTENERS,
    FEAT_MZ_EFFECTS,
    FEAT_STANDBY,
    FEAT_SUMMON_RESP,
    FEAT_TOKENS,
    LOC_BANISHED,
    LOC_DECK,
    LOC_EXTRA,
    LOC_FZONE,
    LOC_GY,
    LOC_HAND,
    LOC_LIMBO,
    LOC_MZONE,
    LOC_OVERLAY,
    LOC_PZONE,
    LOC_SZONE,
    PH_BATTLE,
    PH_DRAW,
    PH_MAIN1,
    PH_MAIN2,
    PH_STANDBY,
    PHASE_BY_NAME,
    POS_BY_NAME,
    POS_FACEUP,
    POS_FD_DEF,
    POS_FU_ATK,
    pair_set,
    row_add,
    zone_set,
)

FILLER: Final = 13039848  # Giant Soldier of Stone: default deck filler in scenarios


class Duel(Actions):
    """A complete duel state with its rules (see :mod:`cardtable.ygo.rules`)."""

    __slots__ = ()

    def clone(self) -> Duel:
        """An independent copy (hand-written: a few list copies)."""
        o = Duel()  # no __init__: an empty state that copy_into fills
        self.copy_into(o)
        return o


def resolve_code(ref: Any, where: str, pool: CardPool | None = None) -> int:
    """A card reference (passcode or English/Chinese name) to a passcode of ``pool`` (default:
    :func:`~cardtable.ygo.effects.pool.default_pool`)."""
    if pool is None:
        pool = default_pool()
    cards = pool.cards
    if type(ref) is int and ref in cards:
        return ref
    if isinstance(ref, int) and not isinstance(ref, bool):
        if ref not in cards:
            raise SetupError(f"{where}: unknown card passcode {ref}")
        return ref
    if isinstance(ref, str):
        index = pool.derive("name_index", None, lambda: _name_index(cards))
        found = index.get(ref.lower(), index.get(ref))
        if found is None:
            raise SetupError(f"{where}: unknown card name {ref!r}")
        return found
    raise SetupError(f"{where}: a card must be a passcode or a name, got {ref!r}")


def _name_index(cards: dict[int, CardData]) -> dict[str, int]:
    """English (lower case) and Chinese card names -> passcode (the lowest one on a clash)."""
    out: dict[str, int] = {}
    for code, cd in sorted(cards.items()):
        out.setdefault(cd.name.en.lower(), code)
        out.setdefault(cd.name.zh, code)
    return out


def house_map(profile: Profile) -> dict[int, int]:
    """Original passcode -> altered passcode of the profile's house-rules file (empty if
    none): the altered cards replace the originals in both decks (see docs/house-rules.md)."""
    if not profile.house_rules:
        return {}
    from cardtable.ygo.house_rules import load_house_rules

    return load_house_rules(profile.house_rules).mapping


def duel_pool(profile: Profile, pool: CardPool | None) -> CardPool:
    """The pool a duel under ``profile`` plays with: ``pool`` (default:
    :func:`~cardtable.ygo.effects.pool.default_pool`) plus the altered cards of the profile's
    house-rules file, if any (that derived pool is built once per base pool)."""
    base = pool if pool is not None else default_pool()
    if not profile.house_rules:
        return base
    from cardtable.ygo.house_rules import load_house_rules

    hr = load_house_rules(profile.house_rules)
    return base.derive("house_rules", profile.house_rules, lambda: base.with_cards(hr.cards))


def _blank(profile: Profile, pool: CardPool, codes: list[int], owners: list[int], seed: int,
           setup: dict[str, Any]) -> Duel:
    toks = _token_pool(codes, owners)
    if toks:
        codes = [*codes, *(t for t, _ in toks)]
        owners = [*owners, *(q for _, q in toks)]
    g = Duel()
    n = len(codes)
    g.profile = profile
    g.pool = pool
    g.code = tuple(codes)
    g.owner = tuple(owners)
    g.n = n
    g.loc = [0] * n
    g.ctrl = list(owners)
    g.pos = [0] * n
    g.seq = [0] * n
    g.since = [0] * n
    g.life = [0] * n
    g.flags = [0] * n
    g.equip = [-1] * n
    g.counter = [0] * n
    g.deck = [[], []]
    g.hand = [[], []]
    g.gy = [[], []]
    g.banished = ((), ())
    g.extra = ((), ())
    g.mz = [[-1] * 5, [-1] * 5]
    g.sz = [[-1] * 5, [-1] * 5]
    g.fz = (-1, -1)
    g.pz = ((-1, -1), (-1, -1))
    g.lp = [profile.lp, profile.lp]
    g.turn = 0
    g.tp = 0
    g.phase = 0
    g.bstep = 0
    g.ns_used = 0
    g.bp_done = False
    g.buffs = []
    g.chain = []
    g.stack = []
    g.pend = None
    g.rng = Rng(seed)
    g.elog = []
    g.answers_ = []
    g.result_ = None
    g.seed_ = seed
    g.setup_ = setup
    g.trig = []
    g.chains_started = 0
    g.battle = None
    g.win_pending = ()
    g.stamp = 0
    g.limbo = ()
    g.neg_summon = -1
    g.psum = 0
    g.first = 0
    fs = frozenset(codes)
    g.feat = pool.derive("features", fs, lambda: _features(pool, fs))
    g.evs = pool.response_events(fs)
    spd, r2, ha, nsk = zip(*map(pool.card_static, codes), strict=True) if codes else ((),) * 4
    g.spd = spd
    g.r2 = (*r2, 0)
    g.act = ()
    g.aidx = ()
    g.n2 = [0, 0, 0, 0, 0, 0]
    g.ha = ha
    g.nsk = nsk
    g.hk = pool.hooks_for(fs)
    g.hooked = any(g.hk)
    g.seen = ((), ())
    if setup.get("always_ask"):  # read once per duel (rules/chain.py FEAT_ALWAYS_ASK)
        g.feat |= FEAT_ALWAYS_ASK
    if toks:
        g.feat |= FEAT_TOKENS
        for c in range(n - len(toks), n):
            g.loc[c] = LOC_LIMBO
        g.limbo = tuple(range(n - len(toks), n))
    return g


def _token_pool(codes: list[int], owners: list[int]) -> list[tuple[int, int]]:
    """(token passcode, owner) of the token instances a duel needs: 5 of each token per field
    a token-making card of the decks can put it on (effects/hooks.py ``TOKEN_MAKERS``)."""
    if not TOKEN_MAKERS:
        return []
    want: set[tuple[int, int]] = set()
    for code, p in zip(codes, owners, strict=True):
        for tok, to_opp in TOKEN_MAKERS.get(code, ()):
            want.add((tok, 1 - p if to_opp else p))
    return [(tok, q) for tok, q in sorted(want) for _ in range(5)]


def _features(pool: CardPool, codes: frozenset[int]) -> int:
    """Per-duel feature bits (FEAT_*) of a set of passcodes of ``pool`` (kept with the pool
    per card list: decks repeat)."""
    feat = 0
    for code in codes:
        if pool.any_trig(code):
            feat |= FEAT_LISTENERS
        effs = pool.effects_of(code)
        if any(e.where & LOC_GY for e in effs) or code in EITHER_PLAYER:
            # an effect either player may use (Royal Oppression) is listed by the same slow
            # branch of legal_activations as Graveyard effects (effects/hooks.EITHER_PLAYER)
            feat |= FEAT_GY_EFFECTS
        if pool.cards[code].type & (C.SYNCHRO | C.XYZ):
            feat |= FEAT_EXTRA_PROCS
        if any(e.equip or any(a.what == "equip_limit" for a in e.aspects) for e in effs):
            feat |= FEAT_EQUIPS
        ti = pool.trig_index(code)
        if "standby" in ti:
            feat |= FEAT_STANDBY
        if "end_phase" in ti:
            feat |= FEAT_ENDPHASE
        if "ds_before" in ti or "ds_before" in pool.any_trig(code):
            # an attacker's own "before damage calculation" trigger listens to the event
            # raised on its target (Disc Fighter: scope "any")
            feat |= FEAT_DS_BEFORE
        if any(e.event == "summoned" and e.kind in ("activate", "quick") for e in effs):
            feat |= FEAT_SUMMON_RESP
        if any(e.kind in ("ignition", "quick") and (not e.where or e.where & LOC_MZONE)
               for e in effs):
            feat |= FEAT_MZ_EFFECTS
    return feat


def _check_kinds(profile: Profile, cd: CardData, where: str) -> None:
    bad = _kind_not_allowed(profile.allowed_kinds, cd.code, cd.type)
    if bad:
        raise SetupError(f"{where}: {cd.name.en} is a {bad} card, not allowed by profile "
                         f"{profile.name}")


@cache
def _kind_not_allowed(allowed: tuple[str, ...], code: int, typ: int) -> str:
    names = {C.TYPE_NAMES[b] for b in C.TYPE_NAMES if typ & b}
    for kind in ("Normal", "Effect", "Fusion", "Ritual", "Pendulum", "Synchro", "Xyz", "Link"):
        if kind in names and kind not in allowed:
            if kind == "Normal" and not typ & C.MONSTER:
                continue
            return kind
    return ""


def _deck_codes(profile: Profile, pool: CardPool, house: dict[int, int], d: dict[str, Any],
                p: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Deck ``p``'s (main, extra) passcodes, resolved and checked against the profile; kept
    with the pool per deck list (static data: the same list always gives the same codes or the
    same error)."""
    key: tuple[Any, ...] | None = (profile, p, tuple(d.get("main", [])),
                                   tuple(d.get("extra", [])))
    decks: dict[tuple[Any, ...], tuple[tuple[int, ...], tuple[int, ...]]] = pool.derive(
        "deck_codes", None, dict)
    try:
        hit = decks.get(key)  # type: ignore[arg-type]
    except TypeError:  # unhashable entries: no caching
        key, hit = None, None
    if hit is not None:
        return hit
    cards = pool.cards
    main = [house.get(c, c) for c in (resolve_code(x, f"deck {p} main", pool)
                                      for x in d.get("main", []))]
    extra = [house.get(c, c) for c in (resolve_code(x, f"deck {p} extra", pool)
                                       for x in d.get("extra", []))]
    for code in (*main, *extra):
        _check_kinds(profile, cards[code], f"deck {p}")
    if profile.unscripted == "refuse":  # never a silent vanilla body (cards/scripted.py)
        from cardtable.ygo.cards.scripted import unscripted

        bad = unscripted((*main, *extra), pool)
        if bad:
            raise SetupError(f"deck {p}: not scripted yet, refused by profile {profile.name}: "
                             + ", ".join(cards[c].name.en for c in bad)
                             + " (a profile with 'unscripted: stats' plays them as stats only)")
    if profile.check_decks:
        if not profile.deck_min <= len(main) <= profile.deck_max:
            raise SetupError(f"deck {p}: main deck has {len(main)} cards, profile "
                             f"{profile.name} needs {profile.deck_min}–{profile.deck_max}")
        if 0 <= profile.extra_max < len(extra):
            raise SetupError(f"deck {p}: fusion deck has {len(extra)} cards, max "
                             f"{profile.extra_max}")
        for code in sorted(set(main + extra)):
            if (main + extra).count(code) > profile.max_copies:
                raise SetupError(f"deck {p}: more than {profile.max_copies} copies of "
                                 f"{cards[code].name.en}")
    res = (tuple(main), tuple(extra))
    if key is not None and len(decks) < 256:
        decks[key] = res
    return res


def new_duel_state(setup: dict[str, Any], seed: int, pool: CardPool | None = None) -> Duel:
    """A fresh duel from ``{"profile": ..., "decks": [{"main": [...], "extra": [...]}, x2],
    "first": 0}``: shuffle, draw opening hands, run to the first decision. The duel plays with
    ``pool`` (default: :func:`~cardtable.ygo.effects.pool.default_pool`)."""
    profile = profile_of(setup.get("profile"))
    house = house_map(profile)
    pool = duel_pool(profile, pool)
    decks = setup.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise SetupError("setup: 'decks' must be a list of two decks")
    first = setup.get("first", 0)
    if first not in (0, 1):
        raise SetupError("setup: 'first' must be 0 or 1")
    rng = Rng(seed)
    piles: list[tuple[list[int], list[int]]] = []
    for p, d in enumerate(decks):
        if not isinstance(d, dict):
            raise SetupError(f"setup: deck {p} must be a mapping with 'main' and 'extra'")
        main_t, extra_t = _deck_codes(profile, pool, house, d, p)
        main = list(main_t)
        rng.shuffle(main)
        piles.append((main, list(extra_t)))
    codes: list[int] = []
    owners: list[int] = []
    for p, (main, extra) in enumerate(piles):
        for code in (*main, *extra):
            codes.append(code)
            owners.append(p)
    g = _blank(profile, pool, codes, owners, seed, setup)
    g.rng = rng
    g.first = first
    i = 0
    for p, (main, extra) in enumerate(piles):
        for _ in main:
            g.loc[i] = LOC_DECK
            g.deck[p].append(i)
            i += 1
        for _ in extra:
            g.loc[i] = LOC_EXTRA
            g.extra = row_add(g.extra, p, i)
            i += 1
    g.log("duel_start", {"profile": profile.name, "first": first,
                         "deck_counts": [len(g.deck[0]), len(g.deck[1])]})
    for p in (first, 1 - first):
        g.draw(p, profile.start_hand)
    g.stack.append(("turn_start",))
    run(g)
    return g


# ------------------------------------------------------------------------------------------------
# scenarios


def _entries(v: Any, where: str) -> list[dict[str, Any]]:
    if v is None:
        return []
    if not isinstance(v, list):
        raise SetupError(f"{where}: must be a list")
    out = []
    for x in v:
        if isinstance(x, dict):
            if "card" not in x:
                raise SetupError(f"{where}: entry {x!r} needs a 'card'")
            out.append(x)
        else:
            out.append({"card": x})
    return out


def scenario_pool(base: CardPool, custom: Any) -> CardPool:
    """``base`` plus a scenario's own ``cards`` (a list of card mappings, the pool format); the
    derived pool is kept with ``base`` per card list (up to 64 lists), so replaying a scenario
    reuses it."""
    if not custom:
        return base
    if not isinstance(custom, list):
        raise SetupError("scenario setup: 'cards' must be a list of card mappings")
    cards = [card_from_data(d, f"scenario card {i + 1}") for i, d in enumerate(custom)]
    kept: dict[str, CardPool] = base.derive("scenario_cards", None, dict)
    key = repr(cards)
    pool = kept.get(key)
    if pool is None:
        pool = base.with_cards(cards)
        if len(kept) < 64:  # a bounded memo: a test run builds hundreds of scenarios
            kept[key] = pool
    return pool


def scenario_duel(setup: dict[str, Any], seed: int, pool: CardPool | None = None) -> Duel:
    """Build any board from a scenario ``setup`` block (format: docs/formats.md, scenarios),
    played with ``pool`` (default: :func:`~cardtable.ygo.effects.pool.default_pool`) plus the
    scenario's own ``cards``."""
    profile = profile_of(setup.get("profile"))
    house = house_map(profile)
    pool = scenario_pool(duel_pool(profile, pool), setup.get("cards"))
    players = setup.get("players", [{}, {}])
    if isinstance(players, list) and len(players) == 1:
        players = [*players, {}]
    if not isinstance(players, list) or len(players) != 2:
        raise SetupError("scenario setup: 'players' must be a list of two mappings")
    codes: list[int] = []
    owners: list[int] = []
    plan: list[tuple[int, str, dict[str, Any]]] = []
    for p, pl in enumerate(players):
        if not isinstance(pl, dict):
            raise SetupError(f"scenario setup: player {p} must be a mapping")
        deck = pl.get("deck", [FILLER] * 10)
        for key, items in (("hand", pl.get("hand")), ("deck", deck), ("extra", pl.get("extra")),
                           ("gy", pl.get("gy")), ("banished", pl.get("banished")),
                           ("monsters", pl.get("monsters")), ("spells", pl.get("spells")),
                           ("field", [pl["field"]] if pl.get("field") else None),
                           ("pzone", pl.get("pzone"))):
            for ent in _entries(items, f"player {p} {key}"):
                code = resolve_code(ent["card"], f"player {p} {key}", pool)
                code = house.get(code, code)
                owner = int(ent.get("owner", p))
                plan.append((len(codes), key, {**ent, "_p": p}))
                codes.append(code)
                owners.append(owner)
                if key == "monsters" and ent.get("materials"):  # attached Xyz Materials
                    of = len(codes) - 1
                    for m in _entries(ent["materials"], f"player {p} materials"):
                        mc = resolve_code(m["card"], f"player {p} materials", pool)
                        plan.append((len(codes), "overlay", {**m, "_p": p, "_of": of}))
                        codes.append(house.get(mc, mc))
                        owners.append(int(m.get("owner", p)))
    g = _blank(profile, pool, codes, owners, seed, setup)
    turn = int(setup.get("turn", 2))
    g.turn = turn
    g.tp = int(setup.get("turn_player", 0))
    g.first = int(setup.get("first", g.tp if turn % 2 else 1 - g.tp))
    lp = setup.get("lp")
    if isinstance(lp, list) and len(lp) == 2:
        g.lp = [int(lp[0]), int(lp[1])]
    g.ns_used = 1 if setup.get("normal_summoned") else 0
    equips: list[tuple[int, int, int]] = []
    for c, key, ent in plan:
        p = ent["_p"]
        g.ctrl[c] = p
        g.since[c] = turn - 1
        if key == "hand":
            g.loc[c] = LOC_HAND
            g.hand[p].append(c)
        elif key == "deck":
            g.loc[c] = LOC_DECK
            g.deck[p].insert(0, c)  # listed top first
        elif key == "extra":
            g.loc[c] = LOC_EXTRA
            g.extra = row_add(g.extra, p, c)
            if ent.get("face_up"):  # a Pendulum Monster face-up in the Extra Deck (MR3)
                g.pos[c] = POS_FACEUP
        elif key == "gy":
            g.loc[c] = LOC_GY
            g.gy[p].append(c)
        elif key == "overlay":
            g.loc[c] = LOC_OVERLAY
            g.limbo = (*g.limbo, c)
            g.equip[c] = ent["_of"]
        elif key == "banished":
            g.loc[c] = LOC_BANISHED
            g.pos[c] = POS_FACEUP
            g.banished = row_add(g.banished, p, c)
        elif key == "monsters":
            z = int(ent.get("zone", g.free_mzone(p)))
            g.loc[c] = LOC_MZONE
            g.mz[p][z] = c
            g.seq[c] = z
            pos = POS_BY_NAME.get(str(ent.get("pos", "atk")))
            if pos is None:
                raise SetupError(f"player {p} monsters: unknown position {ent.get('pos')!r}")
            g.pos[c] = pos
            if ent.get("new"):
                g.since[c] = turn
                g.flags[c] |= F_SUMMONED_TURN
            if ent.get("attacked"):
                g.flags[c] |= F_ATTACKED
            if ent.get("pos_changed"):
                g.flags[c] |= F_POSCHANGED
            if ent.get("proper", True):
                g.flags[c] |= F_PROPER
            g.counter[c] = int(ent.get("counter", 0))  # Spell Counters, for a holder
        elif key in ("spells", "field", "pzone"):
            face_up = bool(ent.get("face_up", key == "pzone"))
            if key == "spells":
                z = int(ent.get("zone", g.free_szone(p)))
                g.loc[c] = LOC_SZONE
                g.sz[p][z] = c
            elif key == "field":
                z = 0
                g.loc[c] = LOC_FZONE
                g.fz = pair_set(g.fz, p, c)
            else:
                z = int(ent.get("zone", 0 if g.pz[p][0] < 0 else 1))
                g.loc[c] = LOC_PZONE
                g.pz = zone_set(g.pz, p, z, c)
            g.seq[c] = z
            g.pos[c] = POS_FU_ATK if face_up else POS_FD_DEF
            if face_up:
                g.flags[c] |= F_ACTIVE
            if ent.get("set_this_turn"):
                g.since[c] = turn
            g.counter[c] = int(ent.get("counter", 0))
            eq = ent.get("equip_to")
            if isinstance(eq, dict):
                equips.append((c, int(eq.get("player", p)), int(eq.get("zone", 0))))
    for c, ep, ez in equips:
        g.equip[c] = g.mz[ep][ez]
    phase = PHASE_BY_NAME.get(str(setup.get("phase", "main1")))
    if phase is None:
        raise SetupError(f"scenario setup: unknown phase {setup.get('phase')!r}")
    g.phase = phase
    g.log("scenario_start", {"turn": turn, "player": g.tp, "phase": setup.get("phase", "main1")})
    if phase in (PH_BATTLE, PH_MAIN2):
        g.bp_done = True
    g.rebuild_index()
    g.stack = _scenario_stack(phase)
    prio = setup.get("priority")
    if prio is not None:
        if prio not in (0, 1):
            raise SetupError("scenario setup: 'priority' must be 0 or 1")
        # that seat holds priority first in an open state (then the other seat, then the phase)
        g.stack.append(("window", int(prio), 0, ()))
    run(g)
    return g


def _scenario_stack(phase: int) -> list[tuple[Any, ...]]:
    """Frames that continue a turn normally from ``phase``."""
    if phase == PH_DRAW:
        return [("draw_phase",)]
    if phase == PH_STANDBY:
        return [("standby_phase",)]
    if phase in (PH_MAIN1, PH_MAIN2):
        return [("main",)]
    if phase == PH_BATTLE:
        return [("battle_step",)]
    return [("end_phase",)]
