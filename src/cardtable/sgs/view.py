"""Views (redacted at the source) and flat facts for scenarios.

View schema (``view(seat)``)::

    {"mode", "seat", "current", "phase", "turn": int, "draw_pile": int, "discard_pile": [card...],
     "proc": [card...], "over": bool, "result": {...}|None,
     "pending": {"seat", "kind"}|None,
     "players": [{"seat", "general", "hp", "maxhp", "alive", "side", "role" (hidden as "?"
                  in identity mode unless own/lord/dead), "tapped", "flipped" (general
                  face down, 据守), "chained" (铁索连环), "drunk" (酒 used this turn, the
                  next 杀 deals 1 more damage), "hand_count",
                  "hand": [card...] (only for the viewing seat; absent otherwise),
                  "known": [card...] (another seat's hand cards shown by 火攻 and still
                  there; absent when none),
                  "equip": [card or -1] * 4, "judge": [[card, as_name]...],
                  "piles": {name: [card...]}, "distance": int (from the viewer),
                  "huashen": {"count", "shown", "skill", "cards" (general ids, only for the
                              viewing seat)} (左慈's 化身 cards; absent when it has none)}],
     "draft": {...} (3v3 while drafting: stage, piles count, face-up generals, picks,
                     own placement only)}

Cards are ids into :mod:`cardtable.sgs.cards.data`; ``card_names`` maps the ids shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.sgs.cards.data import NAME, RANK, RANK_CHARS, SUIT, SUIT_CHARS
from cardtable.sgs.cards.maneuvering import known_hand
from cardtable.sgs.incarnations import view_part

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame


def build_view(g: SgsGame, seat: int) -> dict[str, Any]:
    """The view of ``seat`` (-1 spectator)."""
    players = []
    for s in range(g.n):
        role = g.role[s]
        if g.mode == "identity" and not (s == seat or role == "lord" or not g.alive_[s]
                                         or g.result_ is not None):
            role = "?"
        p: dict[str, Any] = {
            "seat": s, "general": g.general[s], "hp": g.hp[s], "maxhp": g.maxhp[s],
            "alive": g.alive_[s], "side": g.side[s] if g.mode == "3v3" else None,
            "role": role, "tapped": g.tapped[s], "flipped": bool(g.marks[s].get("flipped")),
            "chained": "chained" in g.marks[s], "drunk": "drunk" in g.marks[s],
            "hand_count": len(g.hand[s]),
            "equip": list(g.equip[s]), "judge": [[c, n] for c, n in g.judge_area[s]],
            "piles": {k: list(v) for k, v in g.piles[s].items()},
        }
        if s == seat:
            p["hand"] = list(g.hand[s])
        elif "shown" in g.marks[s]:
            p["known"] = known_hand(g, s)  # shown by 火攻: public while still in the hand
        hs = view_part(g, s, seat)
        if hs is not None:
            p["huashen"] = hs
        if 0 <= seat < g.n and g.alive_[seat] and g.alive_[s] and g.general[s]:
            p["distance"] = g.distance(seat, s)
        players.append(p)
    res = g.result_
    v: dict[str, Any] = {
        "mode": g.mode, "seat": seat, "current": g.current, "phase": g.phase,
        "turn": g.turn_no, "draw_pile": len(g.draw_pile), "discard_pile": list(g.discard_pile),
        "proc": list(g.proc), "over": res is not None,
        "result": None if res is None else res.to_json(),
        "pending": None if g.req is None else {"seat": g.req.seat, "kind": g.req.kind},
        "players": players,
    }
    shown = set(g.discard_pile) | set(g.proc)
    for p in players:
        shown.update(p.get("hand", []))
        shown.update(p.get("known", []))
        shown.update(c for c in p["equip"] if c >= 0)
        shown.update(c for c, _ in p["judge"])
        for cs in p["piles"].values():
            shown.update(cs)
    setup_part = setup_view(g, seat)
    if setup_part is not None:
        v[setup_part[0]] = setup_part[1]
    if g.req is not None and g.req.seat == seat:
        for o in g.req.options:
            c = o.get("card")
            if isinstance(c, int):
                shown.add(c)
    v["card_names"] = {str(c): NAME[c] for c in sorted(shown)}
    return v


def setup_key(g: SgsGame, seat: int) -> str | None:
    """``"draft"`` during the 3v3 draft, ``"offer"`` while ``seat`` chooses from its
    identity-mode offer of generals, else None: the key of :func:`setup_view`'s part."""
    ms = g.ms
    if g.mode == "3v3" and "draft" in ms and ms["draft"] != "done":
        return "draft"
    if (g.mode == "identity" and "offers" in ms and not any(g.general)
            and g.req is not None and g.req.seat == seat):
        return "offer"
    return None


def setup_view(g: SgsGame, seat: int) -> tuple[str, Any] | None:
    """The part of ``view(seat)`` about choosing generals, as ``(key, value)``, while it is on
    (:func:`setup_key`): ``("draft", {...})`` during the 3v3 draft (stage, piles count,
    face-up generals, picks, the seat's own side's placement only) or ``("offer",
    [general...])`` while the seat chooses from its identity-mode offer (a seat sees its own
    offer only while choosing); else None."""
    key = setup_key(g, seat)
    if key is None:
        return None
    if key == "offer":
        assert g.req is not None
        return key, [o["general"] for o in g.req.options]
    from cardtable.sgs.modes.three_v_three import SIDE_NAMES, side_of

    ms = g.ms
    my_side = side_of(seat) if 0 <= seat < 6 else None
    return key, {
        "stage": ms["draft"], "piles": len(ms["piles"]), "taken": list(ms["taken"]),
        "face_up": list(ms["avail"]),
        "picked": {SIDE_NAMES[i]: list(ms["picked"][i]) for i in (0, 1)},
        "placed": ({SIDE_NAMES[my_side]: list(ms["placed"][my_side])}
                   if my_side is not None else {}),
    }


def build_facts(g: SgsGame) -> dict[str, Any]:
    """Flat facts: ``hp.S maxhp.S alive.S hand.S (count) hand_names.S (sorted names)
    equip.S (names by slot, "" = empty) judge.S (names, latest last) general.S tapped.S
    skip_play.S slash_used.S piles.S flipped.S`` (general face down, 据守) ``hand_cards.S``
    (each card as ``name ♠7``, in hand order) ``skills.S`` (skill ids) ``used.S`` (counters of
    this phase, ``turn.*`` keys: this turn, e.g. ``{slash: 1}``) and ``current phase turn``
    (turns started so far) ``draw_pile draw_order`` (the pile top first, as ``name ♠7``)
    ``discard_pile discard_names proc over winners reason``."""
    out: dict[str, Any] = {
        "current": g.current, "phase": g.phase, "turn": g.turn_no,
        "draw_pile": len(g.draw_pile),
        "draw_order": [card_face(c) for c in reversed(g.draw_pile)],
        "discard_pile": len(g.discard_pile),
        "discard_names": sorted(NAME[c] for c in g.discard_pile),
        "proc": len(g.proc), "over": g.result_ is not None,
        "winners": list(g.result_.winners) if g.result_ else [],
        "reason": g.result_.reason if g.result_ else "",
        "box": len(g.box),
    }
    for s in range(g.n):
        out[f"hp.{s}"] = g.hp[s]
        out[f"maxhp.{s}"] = g.maxhp[s]
        out[f"alive.{s}"] = g.alive_[s]
        out[f"hand.{s}"] = len(g.hand[s])
        out[f"hand_names.{s}"] = sorted(NAME[c] for c in g.hand[s])
        out[f"equip.{s}"] = [NAME[c] if c >= 0 else "" for c in g.equip[s]]
        out[f"judge.{s}"] = [n for _, n in g.judge_area[s]]
        out[f"general.{s}"] = g.general[s]
        out[f"tapped.{s}"] = g.tapped[s]
        out[f"skip_play.{s}"] = bool(g.marks[s].get("skip_play", 0))
        out[f"slash_used.{s}"] = g.used_count(s, "slash")
        out[f"piles.{s}"] = {k: len(v) for k, v in g.piles[s].items()}
        out[f"role.{s}"] = g.role[s]
        out[f"flipped.{s}"] = bool(g.marks[s].get("flipped"))
        out[f"chained.{s}"] = "chained" in g.marks[s]
        out[f"hand_cards.{s}"] = [card_face(c) for c in g.hand[s]]
        out[f"skills.{s}"] = list(g.skills[s])
        out[f"kingdom.{s}"] = g.kingdom(s) if g.general[s] else ""
        h = g.huashen[s]
        out[f"huashen.{s}"] = {"cards": list(h.cards), "shown": h.shown, "skill": h.skill}
        out[f"used.{s}"] = {k: n for (who, k), n in sorted(g.used.items()) if who == s and n}
    return out


def card_face(c: int) -> str:
    """A card as scenario setups write it: name, suit symbol and rank (``slash ♠7``)."""
    return f"{NAME[c]} {SUIT_CHARS[SUIT[c]]}{RANK_CHARS[RANK[c]]}"
