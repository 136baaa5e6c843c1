"""Dice Re-Roll (issue 15, session 9, g9-a): one shared die-roll step that a re-roll can redo.

Text: not flagged "Goat-era version" in goat-pool.csv (its print: Dark Crisis DCR-100, 2003);
today's official text (yaml-yugi ``data/83241722.yaml``): "One time, during the rest of this
turn, if either player(s) rolls a die (or dice), you can have the player(s) re-roll. (You can only
gain this effect once per turn.)" — a Normal Trap. Rulings: the Goat Individual Card FAQ
(``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/dice-re-roll.md``): you activate it *before*
the effect that rolls (it resolves, then its effect waits for a roll of the turn: "you can use
the effect of Dice Re-Roll once during the turn in which you activated it"; answering Change of
Heart on an Archfiend, not its die roll, which is too late); an Archfiend's roll may be re-rolled,
a roll in the Damage Step too; whose roll does not matter (Netrep, Curtis Schultz 2004-01-29);
Roulette Barrel's two rolls are negated and rolled again both; Dice Jar's two players both
re-roll. Our own words in ``pool/goat.csv``.

The pieces:

* :func:`rolled` — every die roll made in a chain link's step goes through it (Graceful Dice,
  Skull Dice, Level Conversion Lab, Roulette Barrel, Dark Master - Zorc, Agido, Dice Jar): it
  calls the step's ``roll()`` (one or more ``ops.roll_die``, the duel's RNG, public
  ``die_roll`` events) and, in a duel holding Dice Re-Roll, when a player gained its effect this
  turn and has not used it, asks that player (prompt ``reroll_die``) in the middle of the step
  (``effects.api.StepSuspended``, as Second Coin Toss's ``goat8_t_redo.with_redo``); "yes" marks
  the use (public ``card_effect`` mark ``g9a_reroll_used``) and calls ``roll()`` again, all its
  dice. Without Dice Re-Roll in the duel it is ``roll()`` (the same RNG draws, the same events).
* :func:`hook_roll` — a roll made outside a chain link (Needle Wall's and Blind Destruction's
  Standby rolls, ``PHASE_HOOKS``): the roll's consequence is a named continuation
  (:data:`CONTINUATIONS`); in a duel holding Dice Re-Roll with an unused effect the question is a
  pending decision of its own (handler ``g9a_reroll``) and the continuation runs after the
  answer; otherwise at once.
* :func:`resolve_rolls` — the Archfiends' "roll when targeted" (``RESOLVE_HOOKS``, Skull
  Archfiend of Lightning & co. and Darkbishop Archfiend), in duels holding Dice Re-Roll only:
  one :class:`Slot` per roll the hook would make, in its order; a deferred hit negates the link
  after the answer (its operation frames are taken off the stack, ``link_done`` gets ``ok`` 0).

Readings (the FAQ is silent): the player who gained the effect chooses after seeing the result;
declining keeps the effect for a later roll of the turn; when both players gained it, the turn
player is asked first, then the other (a re-rolled result may be re-rolled by the other);
Needle Wall's "on a 6, roll again" roll is a roll of its own. A second Dice Re-Roll cannot be
activated by a player who gained the effect this turn ("only gain this effect once per turn");
one activated anyway in the same chain gives nothing. Limits: a hook roll made while another
decision is pending (two Needle Walls under a live re-roll ask one after the other; a second
rolling hook of the same moment is not asked) is not offered; a deferred Archfiend negation lets
later ``RESOLVE_HOOKS`` see the link before the answer. Checks: ``tests/ygo/test_goat9_a_dice.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import Effect, Link, StepSuspended, ask_yesno
from cardtable.ygo.rules.flow import handler
from cardtable.ygo.state import LOC_ONFIELD

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

T = TypeVar("T")
W = tuple[Any, ...]

DICE_RE_ROLL = 83241722
GAINED = "g9a_reroll"  # {"player": q, "card": c}: q gained the effect this turn
USED = "g9a_reroll_used"  # {"player": q}: q used it this turn
HANDLER = "g9a_reroll"
_KEPT = "g9a_dice_kept"


def _marks(g: Duel) -> tuple[dict[int, int], set[int]]:
    """This turn's gains (player -> the Dice Re-Roll card) and uses."""
    gained: dict[int, int] = {}
    used: set[int] = set()
    for kind, pub, _ in this_turn(g):
        if kind != "card_effect":
            continue
        if (m := pub.get(GAINED)) is not None:
            gained.setdefault(int(m["player"]), int(m["card"]))
        if (m := pub.get(USED)) is not None:
            used.add(int(m["player"]))
    return gained, used


def rerollers(g: Duel) -> list[int]:
    """The players who gained Dice Re-Roll's effect this turn and have not used it, the turn
    player first."""
    gained, used = _marks(g)
    return [q for q in (g.tp, 1 - g.tp) if q in gained and q not in used]


def _next_asked(g: Duel, asked: tuple[int, ...]) -> int:
    """The next player to ask about the roll just made (-1: nobody)."""
    if g.pend is not None:
        return -1
    for q in rerollers(g):
        if q not in asked:
            return q
    return -1


def _use(g: Duel, q: int) -> None:
    card = _marks(g)[0][q]
    note(g, card, "The die roll is negated and rolled again", "那次掷骰无效，重新掷骰",
         **{USED: {"player": q}})


def rolled(g: Duel, lk: Link, roll: Callable[[], T]) -> T:
    """The die roll(s) ``roll()`` of link ``lk``'s step (it rolls with ``ops.roll_die`` and
    returns what the step reads), offered for a re-roll under Dice Re-Roll. Call it from the
    step before the step changes anything (the step runs again after the question)."""
    if DICE_RE_ROLL not in g.code:
        return roll()
    kept: Any = lk.data.pop(_KEPT, None)
    asked: tuple[int, ...] = ()
    if kept is None:
        value = roll()
    else:
        value, asked = kept["value"], tuple(kept["asked"])
        if lk.picks.pop() is True and asked[-1] in rerollers(g):
            _use(g, asked[-1])
            value = roll()
    q = _next_asked(g, asked)
    if q < 0:
        return value
    lk.data[_KEPT] = {"value": value, "asked": (*asked, q)}
    ask_yesno(g, lk, q, "reroll_die")
    raise StepSuspended


def kept_roll(lk: Link) -> bool:
    """The step runs again after a re-roll question (what it logged before its roll is
    logged already)."""
    return _KEPT in lk.data


# --- rolls outside chain links ------------------------------------------------------------------


class HookRoll(NamedTuple):
    """A hook's roll waiting for a re-roll answer: the continuation's name, the result, the
    players asked, the roller, the continuation's own data."""

    cont: str
    value: int
    asked: tuple[int, ...]
    roller: int
    data: tuple[Any, ...]


#: name -> ``fn(g, result, data)``: what a hook's roll does with its (final) result
CONTINUATIONS: dict[str, Callable[[Duel, int, tuple[Any, ...]], None]] = {}


def hook_roll(g: Duel, roller: int, cont: str, data: tuple[Any, ...]) -> None:
    """``roller`` rolls a die outside a chain link; ``CONTINUATIONS[cont](g, result, data)``
    applies it — at once, or after Dice Re-Roll's question."""
    _offer(g, HookRoll(cont, ops.roll_die(g, roller), (), roller, data))


def _offer(g: Duel, st: HookRoll) -> None:
    q = _next_asked(g, st.asked) if DICE_RE_ROLL in g.code else -1
    if q < 0:
        CONTINUATIONS[st.cont](g, st.value, st.data)
        return
    g.pend = (q, "yesno", "reroll_die", (("yes",), ("no",)), HANDLER,
              st._replace(asked=(*st.asked, q)))


@handler(HANDLER)
def _answer(g: Duel, opt: tuple[Any, ...], st: HookRoll) -> None:
    value = st.value
    if opt[0] == "yes" and st.asked[-1] in rerollers(g):
        _use(g, st.asked[-1])
        value = ops.roll_die(g, st.roller)
    _offer(g, st._replace(value=value))
    if g.pend is None and g.trig and not g.chain \
            and not (g.stack and g.stack[-1][0] == "triggers"):
        # outside a chain (a Standby roll): what the continuation destroyed may trigger now;
        # inside one (an Archfiend's roll) the triggers wait for the chain's end as usual
        g.stack.append(("triggers", ()))


# --- the Archfiends' rolls when targeted (RESOLVE_HOOKS) -----------------------------------------


class Slot(NamedTuple):
    """One roll an Archfiend hook makes for a resolving link: who rolls, the results that
    negate, the card whose note names the result."""

    roller: int
    hits: frozenset[int]
    noted: int


def _hit(g: Duel, lk: Link, slot: Slot, r: int) -> bool:
    if r not in slot.hits:
        return False
    note(g, slot.noted, f"rolled {r}: the effect is negated", f"掷出{r}：效果无效")
    if g.loc[lk.card] & LOC_ONFIELD:
        g.destroy([lk.card], "effect")
    return True


def resolve_rolls(g: Duel, lk: Link, slots: list[Slot]) -> bool:
    """A ``RESOLVE_HOOKS`` roll sequence in a duel holding Dice Re-Roll: roll for each slot
    until one hits (True: the link is negated now). A roll that may be re-rolled defers the
    rest to the answer (False now; a later hit negates the link then)."""
    for i, slot in enumerate(slots):
        r = ops.roll_die(g, slot.roller)
        if _next_asked(g, ()) >= 0:
            _offer(g, HookRoll(_ARCH, r, (), slot.roller, (g.chain.index(lk), tuple(slots), i)))
            return False
        if _hit(g, lk, slot, r):
            return True
    return False


_ARCH = "g9a_archfiend"


def _arch_cont(g: Duel, r: int, data: tuple[Any, ...]) -> None:
    """After the answer: the result ``r`` of slot ``i`` hits (the link is negated, its
    operation frames dropped) or the next slots roll, as the hook would have."""
    idx, slots, i = data
    lk = g.chain[idx]
    if _hit(g, lk, slots[i], r):
        _negate_deferred(g, lk, idx)
        return
    for j in range(i + 1, len(slots)):
        r = ops.roll_die(g, slots[j].roller)
        if _next_asked(g, ()) >= 0:
            _offer(g, HookRoll(_ARCH, r, (), slots[j].roller, (idx, slots, j)))
            return
        if _hit(g, lk, slots[j], r):
            _negate_deferred(g, lk, idx)
            return


def _negate_deferred(g: Duel, lk: Link, idx: int) -> None:
    """Negate the resolving link ``idx`` after ``rules/chain._resolve`` let it through: its
    operation steps (the frames above its ``link_done``) are dropped, ``link_done`` runs with
    ``ok`` 0."""
    lk.negated = True
    st = g.stack
    while st and st[-1][0] == "lstep" and st[-1][1] == idx and st[-1][2] == 2:
        st.pop()
    if st and st[-1][0] == "link_done":
        st[-1] = (st[-1][0], st[-1][1], 0)


CONTINUATIONS[_ARCH] = _arch_cont


# --- the card ----------------------------------------------------------------------------------


def _can(g: Duel, c: int, p: int, w: W) -> bool:
    """"You can only gain this effect once per turn": not after gaining it this turn."""
    return p not in _marks(g)[0]


def _gain(g: Duel, lk: Link) -> None:
    if lk.player in _marks(g)[0]:
        return
    note(g, lk.card, "One die roll of this turn may be rolled again",
         "这个回合可以让1次掷骰重新进行", **{GAINED: {"player": lk.player, "card": lk.card}})


reg(DICE_RE_ROLL, Effect(condition=_can, operation=(_gain,)))
