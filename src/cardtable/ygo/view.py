"""What a seat may see, redacted at the source, and the flat facts used by scenarios.

Public: LP, hand counts, deck counts, graveyards (in order), banished cards, face-up cards,
the chain. Private to the owner: hand contents, own face-down cards. Spectators (-1) see only
public facts. Hidden cards are shown as ``{"hidden": true}`` (plus the instance id for cards
on the field, which carries no identity: ids are assigned after shuffling). Face-up Pendulum
Monsters in an Extra Deck (MR3) are public (``extra_face_up``). Cards an effect
revealed to a seat (Confiscation's look at a hand, Painful Choice's five cards; ``g.seen``) stay
named for that seat while they stay where they are: the other player's ``revealed`` list (hand
cards) and face-down field cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.shapes import PEND_KIND, PEND_PROMPT, PEND_SEAT
from cardtable.ygo.state import (
    FEAT_EXTRA_PROCS,
    LOC_BANISHED,
    LOC_EXTRA,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_ONFIELD,
    LOC_OVERLAY,
    PHASE_NAMES,
    POS_FACEDOWN,
    POS_FACEUP,
    POS_NAMES,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel


def card_view(g: Duel, c: int) -> dict[str, Any]:
    """A visible card."""
    cd = g.cd(c)
    out: dict[str, Any] = {"id": c, "code": cd.code, "name": cd.name.en, "name_zh": cd.name.zh}
    if cd.is_monster or g.loc[c] == LOC_MZONE:  # a Trap Monster (goat9_b_trap_monsters)
        out["atk"] = g.atk(c)
        out["def"] = g.defense(c)
        if cd.type & C.XYZ:
            out["rank"] = cd.level  # an Xyz monster has a Rank, no Level
        else:
            out["level"] = cd.level
    return out


def _field_card(g: Duel, c: int, seat: int, monster: bool) -> dict[str, Any] | None:
    if c < 0:
        return None
    up = bool(g.pos[c] & POS_FACEUP)
    d: dict[str, Any] = (card_view(g, c) if up or seat == g.ctrl[c] or g.revealed_to(c, seat)
                         else {"id": c, "hidden": True})
    d["face_up"] = up
    if monster:
        d["pos"] = POS_NAMES.get(g.pos[c], "?")
    if g.equip[c] >= 0:
        d["equipped_to"] = g.equip[c]
    if g.counter[c]:
        d["counter"] = g.counter[c]
    if monster and g.feat & FEAT_EXTRA_PROCS:
        mats = g.materials_of(c)
        if mats:  # Xyz Materials are public (face-up under the monster)
            d["materials"] = [card_view(g, m) for m in mats]
    return d


def _knows(g: Duel, c: int, seat: int) -> bool:
    """``seat`` may know which card ``c`` is where it is now."""
    lo = g.loc[c]
    if lo & (LOC_GY | LOC_BANISHED | LOC_OVERLAY):
        # a card banished face-down (Lightforce Sword) is its owner's to know
        return lo != LOC_BANISHED or not g.pos[c] & POS_FACEDOWN or g.owner[c] == seat
    if lo & LOC_ONFIELD:
        return bool(g.pos[c] & POS_FACEUP) or g.ctrl[c] == seat or g.revealed_to(c, seat)
    if lo == LOC_EXTRA and g.pos[c] & POS_FACEUP:
        return True
    if lo == LOC_HAND:  # its holder's (a card taken into the other hand: Exchange)
        return g.ctrl[c] == seat or g.revealed_to(c, seat)
    if lo == LOC_EXTRA:
        return g.owner[c] == seat or g.revealed_to(c, seat)
    return False


def view_of(g: Duel, seat: int) -> dict[str, Any]:
    """The view of ``seat`` (-1 = spectator)."""
    players = []
    for p in (0, 1):
        mine = seat == p
        players.append({
            "lp": g.lp[p],
            "hand_count": len(g.hand[p]),
            "hand": [card_view(g, c) for c in g.hand[p]] if mine else None,
            "revealed": [] if mine or seat < 0 else [card_view(g, c) for c in g.hand[p]
                                                     if g.revealed_to(c, seat)],
            "deck_count": len(g.deck[p]),
            # a Deck's top card only when this seat knows it (face-up: Convulsion of Nature)
            "deck_top": (card_view(g, g.deck[p][-1])
                         if g.deck[p] and seat >= 0 and g.seen[seat]
                         and g.revealed_to(g.deck[p][-1], seat)
                         else None),
            "extra_count": len(g.extra[p]),
            "extra": [card_view(g, c) for c in g.extra[p]] if mine else None,
            # face-up Pendulum Monsters in the Extra Deck are public (MR3)
            "extra_face_up": [card_view(g, c) for c in g.extra[p] if g.pos[c] & POS_FACEUP],
            "gy": [card_view(g, c) for c in g.gy[p]],
            "banished": [card_view(g, c) if not g.pos[c] & POS_FACEDOWN or seat == p
                         else {"id": c, "hidden": True} for c in g.banished[p]],
            "monsters": [_field_card(g, c, seat, True) for c in g.mz[p]],
            "spells": [_field_card(g, c, seat, False) for c in g.sz[p]],
            "field": _field_card(g, g.fz[p], seat, False),
            "pzones": [_field_card(g, c, seat, False) for c in g.pz[p]],
        })
    chain = []
    for i, lk in enumerate(g.chain):
        # a link's card is named only while this seat may know it (face-down after Book of
        # Moon, or back in a hand or Deck: only its id and the link are shown)
        shown = card_view(g, lk.card) if _knows(g, lk.card, seat) else {"id": lk.card,
                                                                         "hidden": True}
        chain.append({"link": i + 1, "player": lk.player, **shown,
                      "targets": list(lk.targets), "negated": lk.negated})
    pend = None
    if g.pend is not None:
        pend = {"seat": g.pend[PEND_SEAT], "kind": g.pend[PEND_KIND],
                "prompt": g.pend[PEND_PROMPT]}
    res = None
    if g.result_ is not None:
        res = {"winners": list(g.result_[0]), "reason": g.result_[1]}
    return {
        "seat": seat,
        "profile": g.profile.name,
        "turn": g.turn,
        "turn_player": g.tp,
        "phase": PHASE_NAMES.get(g.phase, "?"),
        "normal_summon_used": g.ns_used > 0,
        "players": players,
        "chain": chain,
        "pending": pend,
        "result": res,
    }


def battle_step_name(g: Duel) -> str:
    """The battle sub-step as the ``battle_step`` fact names it: ``start``, ``battle``,
    ``damage``, ``damage_calculation``, ``end`` (``none`` outside the Battle Phase)."""
    from cardtable.ygo.state import BS_BATTLE, BS_CALC, BS_DAMAGE, BS_END, BS_START, PH_BATTLE

    names = {BS_START: "start", BS_BATTLE: "battle", BS_DAMAGE: "damage",
             BS_CALC: "damage_calculation", BS_END: "end"}
    return names.get(g.bstep, "none") if g.phase == PH_BATTLE else "none"


def facts_of(g: Duel) -> dict[str, Any]:
    """Flat facts for scenario expectations (keys listed in docs/formats.md, scenario files)."""
    f: dict[str, Any] = {
        "turn": g.turn,
        "turn_player": g.tp,
        "phase": PHASE_NAMES.get(g.phase, "?"),
        "chain.length": len(g.chain),
        "normal_summon_used": g.ns_used > 0,
        "over": g.result_ is not None,
        "winners": list(g.result_[0]) if g.result_ else None,
        "reason": g.result_[1] if g.result_ else None,
    }
    for i, lk in enumerate(g.chain):
        f[f"chain.{i + 1}"] = g.pool.cards[lk.code].name.en
        f[f"chain.{i + 1}.player"] = lk.player
    f["battle_step"] = battle_step_name(g)

    def nm(c: int) -> str:
        return g.cd(c).name.en

    for p in (0, 1):
        f[f"lp.{p}"] = g.lp[p]
        f[f"hand.{p}"] = sorted(nm(c) for c in g.hand[p])
        f[f"hand_count.{p}"] = len(g.hand[p])
        f[f"deck_count.{p}"] = len(g.deck[p])
        f[f"deck_top.{p}"] = nm(g.deck[p][-1]) if g.deck[p] else None
        f[f"extra_count.{p}"] = len(g.extra[p])
        f[f"extra_face_up.{p}"] = [nm(c) for c in g.extra[p] if g.pos[c] & POS_FACEUP]
        f[f"gy.{p}"] = [nm(c) for c in g.gy[p]]
        f[f"banished.{p}"] = [nm(c) for c in g.banished[p]]
        f[f"monsters.{p}"] = [nm(c) for c in g.mz[p] if c >= 0]
        f[f"spells.{p}"] = [nm(c) for c in g.sz[p] if c >= 0]
        f[f"field.{p}"] = nm(g.fz[p]) if g.fz[p] >= 0 else None
        f[f"pzones.{p}"] = [nm(c) for c in g.pz[p] if c >= 0]
        for z in range(5):
            c = g.mz[p][z]
            f[f"mzone.{p}.{z}"] = nm(c) if c >= 0 else None
            f[f"mzone.{p}.{z}.pos"] = POS_NAMES.get(g.pos[c]) if c >= 0 else None
            f[f"mzone.{p}.{z}.atk"] = g.atk(c) if c >= 0 else None
            f[f"mzone.{p}.{z}.def"] = g.defense(c) if c >= 0 else None
            f[f"mzone.{p}.{z}.materials"] = [nm(m) for m in g.materials_of(c)] if c >= 0 \
                else []
            s = g.sz[p][z]
            f[f"szone.{p}.{z}"] = nm(s) if s >= 0 else None
            f[f"szone.{p}.{z}.face_up"] = bool(g.pos[s] & POS_FACEUP) if s >= 0 else None
            f[f"szone.{p}.{z}.equip"] = nm(g.equip[s]) if s >= 0 and g.equip[s] >= 0 else None
            f[f"szone.{p}.{z}.counter"] = g.counter[s] if s >= 0 else None
    return f
