"""Building a game from a scenario ``setup`` block (any table, any moment of a turn).

Keys (all optional except ``generals``)::

    mode: 3v3 | identity            # default 3v3 (6 seats); identity needs `players`
    players: 6
    generals: [caocao, guanyu, ...] # one per seat; 3v3 commanders (seats 1, 4) get +1 HP
    roles: [lord, rebel, ...]       # identity only (default: lord, then rebels/loyalists...)
    hp: {0: 2}                      # current HP per seat;  maxhp: {0: 4}
    hands: {0: [slash, "jink D2", 12]}   # card specs: id, name, or "name <suit><rank>"
    equip: {1: [crossbow, "eight_diagram C2"]}
    judge: {2: [indulgence, {card: "jink D2", as: indulgence}]}   # oldest first
    draw_top: [peach, slash]        # first = top of the draw pile; the rest shuffled below
    rest_to_discard: true           # the cards not placed start in the discard pile instead
    current: 1                      # whose turn
    phase: play                     # prepare|judge|draw|play|discard|finish (the phase starts)
    tapped: [1]                     # 3v3 identity cards already tapped (current is tapped too)
    dead: [0]
    no_skills: true                 # strip every seat's skills (then `skills` adds some back)
    skills: {0: [wusheng]}          # replace a seat's skills (ids)
    slash_used: {1: 1}
    used: {0: {zhiheng: 1, turn.jijiang: 1}}   # counters of this phase (turn.*: this turn)
    flipped: [2]                    # generals face down (翻面, e.g. after 据守): skip a turn
    chained: [1, 3]                 # generals chained (铁索连环)
    lord_skills: false              # identity: lord skills on for seat 0 (default true)
    piles: {2: {tian: [slash S7]}}  # cards on a general (邓艾's 田)
    huashen: {0: {cards: [guanyu, zhangfei], skill: wusheng}}  # 左慈's 化身 cards, declared
    box: [machao, huatuo]           # the unused generals (first = next 化身 card drawn)

A card that is not in the mode's deck (闪电 lightning in 3v3) is refused by name.
"""

from __future__ import annotations

from typing import Any

from cardtable.core.errors import SetupError
from cardtable.sgs.cards.data import ALL_CARDS, CARD_INFO, DECK_3V3, NAME, TYPE, card_by_face
from cardtable.sgs.game import SgsGame
from cardtable.sgs.modes.three_v_three import ROLES, side_of
from cardtable.sgs.rules.turn import PHASES
from cardtable.sgs.rules.zones import DISCARD, DRAW

_SUITS = {"S": "spade", "H": "heart", "C": "club", "D": "diamond", "♠": "spade", "♥": "heart",
          "♣": "club", "♦": "diamond"}


def _seatmap(data: Any, n: int, key: str) -> dict[int, Any]:
    if data is None:
        return {}
    if isinstance(data, list):
        return dict(enumerate(data))
    if not isinstance(data, dict):
        raise SetupError(f"setup.{key} must be a mapping seat -> value")
    out = {}
    for k, v in data.items():
        s = int(k)
        if not 0 <= s < n:
            raise SetupError(f"setup.{key}: no seat {s}")
        out[s] = v
    return out


class _Deck:
    def __init__(self, cards: tuple[int, ...], mode: str) -> None:
        self.free = list(cards)
        self.names = {NAME[c] for c in cards}
        self.mode = mode

    def take(self, spec: Any, where: str) -> int:
        if isinstance(spec, int):
            c = spec
        elif isinstance(spec, str):
            parts = spec.split()
            name = parts[0]
            if name not in set(NAME):
                raise SetupError(f"{where}: unknown card name {name!r}")
            if name not in self.names:
                raise SetupError(f"{where}: {name} is not in the {self.mode} deck")
            if len(parts) == 1:
                for c in self.free:
                    if NAME[c] == name:
                        break
                else:
                    raise SetupError(f"{where}: no free {name} left")
            else:
                face = parts[1]
                suit = _SUITS.get(face[0])
                if suit is None:
                    raise SetupError(f"{where}: bad face {face!r} (e.g. H10, ♠A)")
                try:
                    first = card_by_face(name, suit, face[1:])
                except (KeyError, ValueError):
                    raise SetupError(f"{where}: no card {spec!r}") from None
                same = [x for x in self.free if _same_face(x, first)]
                if not same:
                    raise SetupError(f"{where}: card {spec!r} already placed")
                c = same[0]
        else:
            raise SetupError(f"{where}: bad card spec {spec!r}")
        if isinstance(spec, int) and (not 0 <= c < len(NAME) or NAME[c] not in self.names):
            raise SetupError(f"{where}: card {spec!r} is not in the {self.mode} deck")
        if c not in self.free:
            raise SetupError(f"{where}: card {spec!r} not available")
        self.free.remove(c)
        return c


def _same_face(a: int, b: int) -> bool:
    from cardtable.sgs.cards.data import RANK, SUIT

    return NAME[a] == NAME[b] and SUIT[a] == SUIT[b] and RANK[a] == RANK[b]


#: The keys a scenario ``setup`` may use (anything else is a typo, reported by name).
KEYS = frozenset({"mode", "players", "generals", "roles", "hp", "maxhp", "hands", "equip",
                  "judge", "draw_top", "rest_to_discard", "current", "phase", "tapped", "dead",
                  "no_skills", "skills", "slash_used", "lord_skills", "used", "flipped",
                  "chained", "always_ask", "huashen", "box", "piles"})


def _seat(v: Any, n: int, key: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int | str) or not str(v).lstrip("-").isdigit():
        raise SetupError(f"setup.{key}: {v!r} is not a seat number")
    s = int(v)
    if not 0 <= s < n:
        raise SetupError(f"setup.{key}: no seat {s} (seats 0..{n - 1})")
    return s


def _whole(v: Any, key: str, lo: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo:
        raise SetupError(f"setup.{key} must be a whole number ≥ {lo}, got {v!r}")
    return v


def _check_keys(setup: dict[str, Any]) -> tuple[str, int]:
    """Unknown keys, the mode and the number of seats."""
    if not isinstance(setup, dict):
        raise SetupError(f"a scenario setup is a mapping, got {setup!r}")
    extra = sorted(str(k) for k in setup if k not in KEYS)
    if extra:
        raise SetupError(f"setup: unknown key(s) {extra}; known: {sorted(KEYS)}")
    mode = setup.get("mode", "3v3")
    if mode not in ("3v3", "identity"):
        raise SetupError(f"setup.mode must be 3v3 or identity, got {mode!r}")
    n = _whole(setup.get("players", 6), "players", 2)
    return str(mode), n


def _check_skills(g: SgsGame, n: int) -> None:
    """Every skill id given must have registered behaviour."""
    from cardtable.sgs.skills.api import SKILLS

    for s in range(n):
        unknown = [k for k in g.skills[s] if k not in SKILLS]
        if unknown:
            raise SetupError(f"setup.skills.{s}: unknown skill(s) {unknown}")


def _check_hp(g: SgsGame, n: int) -> None:
    for s in range(n):
        if g.maxhp[s] < 1:
            raise SetupError(f"setup.maxhp.{s} must be at least 1, got {g.maxhp[s]}")
        if g.alive_[s] and not 1 <= g.hp[s] <= g.maxhp[s]:
            raise SetupError(f"setup.hp.{s} must be 1..{g.maxhp[s]} (its max HP) for a living "
                             f"seat, got {g.hp[s]}")


def _setup_incarnations(g: SgsGame, setup: dict[str, Any], n: int) -> None:
    """``huashen: {seat: {cards: [general...], skill: id}}`` (左慈's 化身 cards; the card
    with that skill is shown and the skill declared) and ``box: [general...]`` (the unused
    generals, first = drawn next)."""
    from cardtable.sgs.generals.data import BY_ID
    from cardtable.sgs.incarnations import Incarnations, eligible_skills, set_seat

    for s, spec in _seatmap(setup.get("huashen"), n, "huashen").items():
        if not isinstance(spec, dict) or not isinstance(spec.get("cards"), list):
            raise SetupError(f"setup.huashen.{s} must be {{cards: [general...], skill: id}}")
        cards = [str(x) for x in spec["cards"]]
        bad = [x for x in cards if x not in BY_ID]
        if bad:
            raise SetupError(f"setup.huashen.{s}: unknown general(s) {bad}")
        sid = str(spec.get("skill", ""))
        shown = next((x for x in cards if sid in eligible_skills(x)), "")
        if sid and not shown:
            raise SetupError(f"setup.huashen.{s}.skill: {sid!r} is not a skill 化身 may "
                             "declare from these cards")
        set_seat(g, s, Incarnations(tuple(cards), shown, sid))
        if sid and sid not in g.skills[s]:
            g.skills[s] = (*g.skills[s], sid)
    box = setup.get("box")
    if box is not None:
        if not isinstance(box, list) or any(str(x) not in BY_ID for x in box):
            raise SetupError("setup.box must list known general ids")
        g.box = tuple(str(x) for x in reversed(box))


def build(setup: dict[str, Any], seed: int) -> SgsGame:
    """The game a scenario describes, running until its first decision. A malformed setup
    raises :class:`SetupError` naming the key (nothing half-built is returned)."""
    mode, n = _check_keys(setup)
    gens = setup.get("generals")
    if not isinstance(gens, list) or len(gens) != n:
        raise SetupError(f"setup.generals must list {n} general ids")
    knob = setup.get("always_ask", False)
    if not isinstance(knob, bool):
        raise SetupError(f"setup.always_ask must be true or false, got {knob!r}")
    g = SgsGame({"mode": mode, "players": n, "scenario": True,
                 **({"always_ask": True} if knob else {})}, seed, n)
    if mode == "3v3":
        if n != 6:
            raise SetupError("3v3 has 6 seats")
        g.side = [side_of(s) for s in range(6)]
        g.role = list(ROLES)
        deck = _Deck(DECK_3V3, "3v3")
        g.ms = {"last_side": None, "queue": (), "first_side": 0, "units": 1, "game": 1}
        for s, gid in enumerate(gens):
            g.set_general(s, gid, bonus_hp=1 if s in (1, 4) else 0)
    else:
        roles = setup.get("roles") or ["lord"] + ["rebel"] * (n - 1)
        if not isinstance(roles, list) or len(roles) != n:
            raise SetupError(f"setup.roles must list {n} roles")
        bad = sorted({str(r) for r in roles} - {"lord", "loyalist", "rebel", "renegade"})
        if bad:
            raise SetupError(f"setup.roles: unknown role(s) {bad}")
        g.role = list(roles)
        deck = _Deck(ALL_CARDS, "identity")
        for s, gid in enumerate(gens):
            g.set_general(s, gid, bonus_hp=1 if s == 0 and n > 4 else 0,
                          lord_skills=(s == 0 and bool(setup.get("lord_skills", True))))
    if setup.get("no_skills"):
        g.skills = [()] * n
    for s, sk in _seatmap(setup.get("skills"), n, "skills").items():
        g.skills[s] = tuple(sk)
    _check_skills(g, n)
    for s, v in _seatmap(setup.get("maxhp"), n, "maxhp").items():
        g.maxhp[s] = _whole(v, f"maxhp.{s}", 1)
    for s, v in _seatmap(setup.get("hp"), n, "hp").items():
        g.hp[s] = _whole(v, f"hp.{s}", -99)
    for s in setup.get("dead", []) or []:
        g.alive_[_seat(s, n, "dead")] = False
    _check_hp(g, n)
    for s, cards in _seatmap(setup.get("hands"), n, "hands").items():
        for spec in cards:
            c = deck.take(spec, f"setup.hands.{s}")
            g.hand[s].append(c)
            g.loc[c] = 2 * 16 + s
    for s, cards in _seatmap(setup.get("equip"), n, "equip").items():
        for spec in cards:
            c = deck.take(spec, f"setup.equip.{s}")
            from cardtable.sgs.cards.data import SLOT_OF, SUBTYPE

            if not SUBTYPE[c]:
                raise SetupError(f"setup.equip.{s}: {spec!r} is not equipment")
            if g.equip[s][SLOT_OF[SUBTYPE[c]]] >= 0:
                raise SetupError(f"setup.equip.{s}: {spec!r} needs a slot already taken "
                                 f"(one card per slot)")
            g.equip[s][SLOT_OF[SUBTYPE[c]]] = c
            g.loc[c] = 3 * 16 + s
    for s, cards in _seatmap(setup.get("judge"), n, "judge").items():
        for spec in cards:
            as_name = ""
            if isinstance(spec, dict):
                as_name = str(spec.get("as", ""))
                spec = spec.get("card")
            c = deck.take(spec, f"setup.judge.{s}")
            name = as_name or NAME[c]
            if TYPE[c] != "delayed" and not (as_name and CARD_INFO.get(as_name, ("",) * 3)[2]
                                             == "delayed"):
                raise SetupError(f"setup.judge.{s}: {spec!r} is not a delayed trick (give "
                                 f"{{card: ..., as: indulgence}} for a card used as one)")
            if any(x == name for _, x in g.judge_area[s]):
                raise SetupError(f"setup.judge.{s}: two {name} in one judging area")
            g.judge_area[s].append((c, name))
            g.loc[c] = 4 * 16 + s
    for s, named in _seatmap(setup.get("piles"), n, "piles").items():
        if not isinstance(named, dict):
            raise SetupError(f"setup.piles.{s} must map a pile name to a list of cards")
        for key, cards in named.items():
            got = tuple(deck.take(spec, f"setup.piles.{s}.{key}") for spec in cards or [])
            g.piles[s][str(key)] = got
            for c in got:
                g.loc[c] = 6 * 16 + s
    top = [deck.take(spec, "setup.draw_top") for spec in setup.get("draw_top", []) or []]
    rest = deck.free
    g.rng.shuffle(rest)
    if setup.get("rest_to_discard"):
        g.discard_pile = rest
        for c in rest:
            g.loc[c] = DISCARD * 16
        rest = []
    g.draw_pile = rest + list(reversed(top))
    for c in g.draw_pile:
        g.loc[c] = DRAW * 16
    cur = _seat(setup.get("current", 1 if mode == "3v3" else 0), n, "current")
    if not g.alive_[cur]:
        raise SetupError(f"setup.current: seat {cur} is dead")
    g.current = cur
    for s in setup.get("tapped", []) or []:
        g.tapped[_seat(s, n, "tapped")] = True
    if mode == "3v3":
        g.tapped[cur] = True
        g.ms["last_side"] = side_of(cur)
    for s, k in _seatmap(setup.get("slash_used"), n, "slash_used").items():
        g.used[(s, "slash")] = _whole(k, f"slash_used.{s}", 0)
    for s, counters in _seatmap(setup.get("used"), n, "used").items():
        if not isinstance(counters, dict):
            raise SetupError(f"setup.used.{s} must be a mapping key -> count")
        for key, k in counters.items():
            g.used[(s, str(key))] = _whole(k, f"used.{s}.{key}", 0)
    for s in setup.get("flipped", []) or []:
        g.marks[_seat(s, n, "flipped")]["flipped"] = 1
    for s in setup.get("chained", []) or []:
        g.marks[_seat(s, n, "chained")]["chained"] = 1
    _setup_incarnations(g, setup, n)
    g.rebuild_skill_index()
    phase = str(setup.get("phase", "play"))
    if phase not in PHASES:
        raise SetupError(f"setup.phase must be one of {PHASES}")
    g.push(("turn_end", cur))
    i = PHASES.index(phase)
    for ph in reversed(PHASES[i:]):
        g.push(("phase", cur, ph))
    g.run()
    return g
