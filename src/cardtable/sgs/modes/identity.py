"""The standard identity mode (身份局) for 5–8 players (4 also works: one role of each kind) on
the same engine: roles, the lord's general choice, lord skills on, rewards and penalties, and
the victory conditions. The setup is checked first by :mod:`cardtable.sgs.setup_check`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.sgs.cards.data import ALL_CARDS
from cardtable.sgs.generals.pools import lord_generals, pool_identity
from cardtable.sgs.skills.api import Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

#: (lord, loyalists, rebels, renegades) per player count.
ROLE_COUNTS = {4: (1, 1, 1, 1), 5: (1, 1, 2, 1), 6: (1, 1, 3, 1), 7: (1, 2, 3, 1),
               8: (1, 2, 4, 1)}
#: The generals with a lord skill (主公技) of the default pool (standard + 风): 曹操 刘备 孙权
#: and 张角. The lord is always offered every lord general of the pool (in pool order:
#: :func:`cardtable.sgs.generals.pools.lord_generals`) plus 2 random others.
LORD_CANDIDATES = ("caocao", "liubei", "sunquan", "zhangjiao")


def start(g: SgsGame, setup: dict[str, Any]) -> None:
    """Deal roles (the lord sits at seat 0), let the lord then the others choose generals, deal
    4 cards each and start with the lord's turn."""
    n = g.n
    _lo, loy, reb, ren = ROLE_COUNTS[n]
    others = ["loyalist"] * loy + ["rebel"] * reb + ["renegade"] * ren
    roles = setup.get("roles")
    if roles:
        g.role = list(roles)
    else:
        g.rng.shuffle(others)
        g.role = ["lord", *others]
    deck = list(ALL_CARDS)
    g.rng.shuffle(deck)
    g.draw_pile = deck
    for c in deck:
        g.loc[c] = 0
    gens = setup.get("generals")
    if gens:
        _seat_all(g, list(gens))
        return
    # a pool name (standard+wind...) or a list, checked by setup_check.check_identity
    pool = list(pool_identity(setup.get("pool")))
    lords = lord_generals(pool)
    g.rng.shuffle(pool)
    rest = [x for x in pool if x not in lords]
    lord_opts = [*lords, *rest[:2]]
    rest = rest[2:]
    g.ms = {"offers": (tuple(lord_opts),), "pool": tuple(rest), "chosen": ()}
    g.log_event("roles", {"lord": 0, "n": n},
                {s: {"role": g.role[s]} for s in range(n)})
    g.push(("id_choose", 0))


@step("id_choose")
def _id_choose(g: SgsGame, f: Frame) -> None:
    s = f[1]
    ms = g.ms
    if s >= g.n:
        _seat_all(g, list(ms["chosen"]))
        return
    if s == 0:
        offer = ms["offers"][0]
    else:
        pool = [x for x in ms["pool"] if x not in ms["chosen"]]
        offer = tuple(pool[:3])
        ms["pool"] = tuple(pool[3:])
    g.ask(s, "select", Text("选择你的武将", "Choose your general"),
          [{"general": x} for x in offer], ("id_choose2", s))


@step("id_choose2")
def _id_choose2(g: SgsGame, f: Frame) -> None:
    _, s, ans = f
    g.ms["chosen"] = (*g.ms["chosen"], ans["general"])
    if s == 0:
        g.log_event("lord_general", {"general": ans["general"]})
    g.push(("id_choose", s + 1))


def _seat_all(g: SgsGame, gens: list[str]) -> None:
    for s, gid in enumerate(gens):
        bonus = 1 if s == 0 and g.n > 4 else 0
        g.set_general(s, gid, bonus_hp=bonus, lord_skills=(s == 0))
    g.rebuild_skill_index()
    g.log_event("reveal_generals", {"generals": list(gens), "hp": list(g.hp)})
    for s in range(g.n):
        g.draw(s, 4)
    g.push(("turn", 0))
    for s in reversed(range(g.n)):  # pushed last-first so seat order runs first-first
        g.fire_simple("game_start", [s], s)


@step("id_next")
def _id_next(g: SgsGame, f: Frame) -> None:
    seat = f[1]
    nxt = g.alive_seats(seat)
    s = nxt[1] if len(nxt) > 1 and nxt[0] == seat else nxt[0]
    g.push(("turn", s))


def _seats(g: SgsGame, *roles: str) -> tuple[int, ...]:
    return tuple(s for s in range(g.n) if g.role[s] in roles)


def after_death(g: SgsGame, seat: int, killer: int) -> bool:
    """Victory: the lord dies → the renegade wins if alone, else the rebels; all rebels and
    renegades dead → the lord and loyalists. True if over."""
    alive = [s for s in range(g.n) if g.alive_[s]]
    if g.role[seat] == "lord":
        if len(alive) == 1 and g.role[alive[0]] == "renegade":
            g.end_game((alive[0],), "renegade_wins")
        else:
            g.end_game(_seats(g, "rebel"), "lord_killed")
        return True
    if not any(g.role[s] in ("rebel", "renegade") for s in alive):
        g.end_game(_seats(g, "lord", "loyalist"), "rebels_and_renegade_dead")
        return True
    return False


def reward(g: SgsGame, seat: int, killer: int) -> None:
    """A rebel killed: the killer draws 3. The lord kills a loyalist: the lord discards all his
    hand and equipment cards."""
    if killer < 0 or not g.alive_[killer]:
        return
    if g.role[seat] == "rebel":
        g.log_event("kill_reward", {"seat": killer, "n": 3})
        g.draw(killer, 3)
    elif g.role[seat] == "loyalist" and g.role[killer] == "lord":
        g.log_event("lord_penalty", {"seat": killer})
        g.discard(killer, g.cards_of(killer, "he"))
