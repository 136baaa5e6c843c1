"""The 3v3 mode of seed 000 part 1 (三国杀3v3游戏规则), implemented as written.

Seats around the table (seed: 冷色前锋A-冷色主帅-冷色前锋B-暖色前锋B-暖色主帅-暖色前锋A):
0 cool vanguard A, 1 cool commander, 2 cool vanguard B, 3 warm vanguard B, 4 warm commander,
5 warm vanguard A. Warm = 主公 (commander) + 忠臣 (vanguards); cool = 内奸 (commander) + 反贼
(vanguards). Side 0 = cool, 1 = warm. Seat order (+1) is counterclockwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import DECK_3V3
from cardtable.sgs.generals.pools import pool_3v3
from cardtable.sgs.skills.api import Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

COOL: Final = 0
WARM: Final = 1
SIDE_NAMES: Final = ("cool", "warm")
COMMANDER: Final = (1, 4)
VANGUARDS: Final = ((0, 2), (5, 3))  # (A, B) per side
SIDE_SEATS: Final = ((0, 1, 2), (3, 4, 5))
ROLES: Final = ("rebel", "renegade", "rebel", "loyalist", "lord", "loyalist")
PICK_COUNTS: Final = (1, 2, 2, 2, 2, 2, 2, 2, 1)


def side_of(seat: int) -> int:
    """0 cool, 1 warm."""
    return 0 if seat < 3 else 1


def start(g: SgsGame, setup: dict[str, Any]) -> None:
    """Set up a 3v3 game: seats, sides, roles, deck (106 cards, no 闪电); then the draft (or the
    given ``generals``), the choice of the first side and the deal."""
    g.side = [side_of(s) for s in range(6)]
    g.role = list(ROLES)
    deck = list(DECK_3V3)
    g.rng.shuffle(deck)
    g.draw_pile = deck
    for c in deck:
        g.loc[c] = 0
    g.ms = {"last_side": None, "queue": (), "first_side": None, "units": 0,
            "game": int(setup.get("match_game", 1))}
    gens = setup.get("generals")
    if gens:
        place_generals(g, list(gens))
        fs = setup.get("first_side")
        if fs in SIDE_NAMES:
            g.push(("m3_deal", SIDE_NAMES.index(fs)))
        else:
            g.push(("m3_first_side",))
        return
    # a preset name (2011 2012 2013) or a list of generals, checked by setup_check.check_3v3
    pool = list(pool_3v3(setup.get("pool")))
    g.rng.shuffle(pool)
    piles = tuple(tuple(pool[i:i + 8]) for i in range(0, len(pool), 8))
    # colours: drawn face down (the 主公 / 内奸 cards); in a match the next game swaps them
    colour_a = setup.get("team_a_colour")
    if colour_a not in SIDE_NAMES:
        colour_a = SIDE_NAMES[g.rng.below(2)]
    g.ms.update({"piles": piles, "taken": (), "team_a": SIDE_NAMES.index(colour_a),
                 "draft": "piles", "avail": (), "picked": ((), ()), "placed": ((), ()),
                 "pick_first": None})
    g.log_event("draft_piles", {"piles": len(piles)})
    a = g.ms["team_a"]
    g.push(("d_pile", a, 0))


@step("d_pile")
def _d_pile(g: SgsGame, f: Frame) -> None:
    _, side, k = f
    ms = g.ms
    opts = [{"pile": i} for i in range(len(ms["piles"])) if i not in ms["taken"]]
    g.ask(COMMANDER[side], "select", Text("选择一堆武将（背面朝上）", "Take one face-down pile of "
                                          "generals"), opts, ("d_pile2", side, k))


@step("d_pile2")
def _d_pile2(g: SgsGame, f: Frame) -> None:
    _, side, k, ans = f
    ms = g.ms
    ms["taken"] = (*ms["taken"], ans["pile"])
    g.log_event("draft_pile_taken", {"team": "A" if k == 0 else "B", "pile": ans["pile"]})
    if k == 0:
        g.push(("d_pile", 1 - side, 1))
        return
    avail = ms["piles"][ms["taken"][0]] + ms["piles"][ms["taken"][1]]
    ms["avail"] = tuple(avail)
    ms["draft"] = "pick"
    a = ms["team_a"]
    g.log_event("colours", {"team_a": SIDE_NAMES[a], "team_b": SIDE_NAMES[1 - a],
                            "lord": COMMANDER[WARM], "renegade": COMMANDER[COOL]})
    g.log_event("draft_open", {"generals": list(avail)})
    g.ask(COMMANDER[WARM], "select", Text("暖色方主帅：决定哪一方先选将", "Warm commander: "
                                         "which side picks first?"),
          [{"first": "warm"}, {"first": "cool"}], ("d_pick_first",))


@step("d_pick_first")
def _d_pick_first(g: SgsGame, f: Frame) -> None:
    side = SIDE_NAMES.index(f[1]["first"])
    g.ms["pick_first"] = side
    g.log_event("draft_first", {"side": SIDE_NAMES[side]})
    g.push(("d_pick", 0, 0))


@step("d_pick")
def _d_pick(g: SgsGame, f: Frame) -> None:
    _, turn, done = f
    ms = g.ms
    if turn >= len(PICK_COUNTS):
        ms["draft"] = "place"
        g.push(("d_place", COOL, ()))
        g.push(("d_place", WARM, ()))
        return
    side = ms["pick_first"] if turn % 2 == 0 else 1 - ms["pick_first"]
    left = PICK_COUNTS[turn] - done
    g.ask(COMMANDER[side], "pick", Text(f"选将：还可选{left}名", f"Draft: pick {left} more"),
          [{"general": x} for x in ms["avail"]], ("d_pick2", turn, done, side))


@step("d_pick2")
def _d_pick2(g: SgsGame, f: Frame) -> None:
    _, turn, done, side, ans = f
    ms = g.ms
    gid = ans["general"]
    ms["avail"] = tuple(x for x in ms["avail"] if x != gid)
    picked = list(ms["picked"])
    picked[side] = (*picked[side], gid)
    ms["picked"] = tuple(picked)
    g.log_event("draft_pick", {"side": SIDE_NAMES[side], "general": gid})
    if done + 1 < PICK_COUNTS[turn]:
        g.push(("d_pick", turn, done + 1))
    else:
        g.push(("d_pick", turn + 1, 0))


_PLACE: Final = (Text("放置主帅", "Place your commander"), Text("放置前锋A", "Place vanguard A"),
                 Text("放置前锋B", "Place vanguard B"))


@step("d_place")
def _d_place(g: SgsGame, f: Frame) -> None:
    _, side, chosen = f
    ms = g.ms
    if len(chosen) == 3:
        placed = list(ms["placed"])
        placed[side] = chosen
        ms["placed"] = tuple(placed)
        if all(len(p) == 3 for p in ms["placed"]):
            _reveal(g)
        return
    opts = [{"general": x} for x in ms["picked"][side] if x not in chosen]
    g.ask(COMMANDER[side], "select", _PLACE[len(chosen)], opts, ("d_place2", side, chosen))


@step("d_place2")
def _d_place2(g: SgsGame, f: Frame) -> None:
    _, side, chosen, ans = f
    g.push(("d_place", side, (*chosen, ans["general"])))


def _reveal(g: SgsGame) -> None:
    ms = g.ms
    gens = [""] * 6
    for side in (COOL, WARM):
        cmd, va, vb = ms["placed"][side]
        gens[COMMANDER[side]] = cmd
        gens[VANGUARDS[side][0]] = va
        gens[VANGUARDS[side][1]] = vb
    ms["draft"] = "done"
    place_generals(g, gens)
    g.push(("m3_first_side",))


def place_generals(g: SgsGame, gens: list[str]) -> None:
    """Seat the generals; commanders get +1 HP and max HP; no lord skills in 3v3."""
    for s, gid in enumerate(gens):
        g.set_general(s, gid, bonus_hp=1 if s in COMMANDER else 0, lord_skills=False)
    g.rebuild_skill_index()
    g.log_event("reveal_generals", {"generals": list(gens), "hp": list(g.hp)})


@step("m3_first_side")
def _m3_first_side(g: SgsGame, f: Frame) -> None:
    g.ask(COMMANDER[COOL], "select", Text("冷色方主帅：决定哪一方先行动", "Cool commander: which "
                                         "side acts first?"),
          [{"first_side": "cool"}, {"first_side": "warm"}], ("m3_first_side2",))


@step("m3_first_side2")
def _m3_first_side2(g: SgsGame, f: Frame) -> None:
    g.push(("m3_deal", SIDE_NAMES.index(f[1]["first_side"])))


@step("m3_deal")
def _m3_deal(g: SgsGame, f: Frame) -> None:
    side = f[1]
    g.ms["first_side"] = side
    g.log_event("first_side", {"side": SIDE_NAMES[side]})
    for s in range(6):
        g.draw(s, 4)
    g.push(("m3_next",))
    for s in reversed(range(g.n)):  # pushed last-first so seat order runs first-first
        g.fire_simple("game_start", [s], s)


def _untapped(g: SgsGame, side: int) -> list[int]:
    return [s for s in SIDE_SEATS[side] if g.alive_[s] and not g.tapped[s]]


@step("m3_next")
def _m3_next(g: SgsGame, f: Frame) -> None:
    ms = g.ms
    q = ms["queue"]
    while q:
        s, q = q[0], q[1:]
        if g.alive_[s] and not g.tapped[s]:
            ms["queue"] = q
            g.push(("turn", s))
            return
    ms["queue"] = ()
    last = ms["last_side"]
    side = ms["first_side"] if last is None else 1 - last
    if not _untapped(g, side):
        if _untapped(g, 1 - side):
            side = 1 - side
        else:  # cannot happen (reset at turn end); keep the game moving
            g.tapped = [False] * 6
    ms["last_side"] = side
    cands = _untapped(g, side)
    cmd = COMMANDER[side]
    opts = []
    if cmd in cands:
        opts.append({"unit": "commander"})
    if ms["units"] > 0 and any(s != cmd for s in cands):
        opts.append({"unit": "vanguards"})
    ms["units"] += 1
    if not opts:  # first unit of the game must be a commander
        opts.append({"unit": "commander"})
    if len(opts) == 1:
        g.push(("m3_unit", side, opts[0]))
        return
    g.ask(cmd, "select", Text("主帅：选择本次由主帅还是前锋行动", "Commander: who acts now, the "
                              "commander or the vanguards?"), opts, ("m3_unit", side))


@step("m3_unit")
def _m3_unit(g: SgsGame, f: Frame) -> None:
    _, side, ans = f
    cmd = COMMANDER[side]
    g.log_event("unit", {"side": SIDE_NAMES[side], "unit": ans["unit"]})
    if ans["unit"] == "commander":
        g.push(("turn", cmd))
        return
    vs = [s for s in _untapped(g, side) if s != cmd]
    if len(vs) == 2:
        g.ask(cmd, "select", Text("选择先行动的前锋", "Which vanguard acts first?"),
              [{"seat": s} for s in vs], ("m3_order", side, tuple(vs)))
        return
    g.ms["queue"] = tuple(vs)
    g.push(("m3_next",))


@step("m3_order")
def _m3_order(g: SgsGame, f: Frame) -> None:
    _, _side, vs, ans = f
    first = ans["seat"]
    g.ms["queue"] = (first, *[s for s in vs if s != first])
    g.push(("m3_next",))


def after_death(g: SgsGame, seat: int, killer: int) -> bool:
    """A side loses at once when its commander dies (even mid-resolution). True if over."""
    if seat in COMMANDER:
        loser = side_of(seat)
        winners = SIDE_SEATS[1 - loser]
        team_a = g.ms.get("team_a")
        detail: dict[str, Any] = {"winner_side": SIDE_NAMES[1 - loser]}
        if team_a is not None:
            detail["winner_team"] = "A" if team_a == 1 - loser else "B"
        g.end_game(winners, "commander_killed", **detail)
        return True
    return False


def reward(g: SgsGame, seat: int, killer: int) -> None:
    """Killing any character, even an ally, draws 3 at once (seed: 奖惩)."""
    if killer >= 0 and g.alive_[killer]:
        g.log_event("kill_reward", {"seat": killer, "n": 3})
        g.draw(killer, 3)


def next_game_setup(setup: dict[str, Any], previous: SgsGame | None = None,
                    team_a_colour: str | None = None) -> dict[str, Any]:
    """The setup of the next game of a match: colours swap (seed 步骤4: 下一局直接轮换色系).

    Team A's colour in the game just played is read from ``previous`` (drawn in game 1) or
    given as ``team_a_colour``."""
    nxt = dict(setup)
    if previous is not None and "team_a" in previous.ms:
        team_a_colour = SIDE_NAMES[previous.ms["team_a"]]
    if team_a_colour not in SIDE_NAMES:
        raise ValueError("next_game_setup needs the previous game or team A's colour")
    nxt["team_a_colour"] = "cool" if team_a_colour == "warm" else "warm"
    nxt["match_game"] = int(setup.get("match_game", 1)) + 1
    return nxt


def team_of_winner(g: SgsGame) -> str | None:
    """"A" or "B" for the team that won a finished drafted game (None otherwise)."""
    res = g.result_
    if res is None:
        return None
    team = res.detail.get("winner_team")
    return team if isinstance(team, str) else None
