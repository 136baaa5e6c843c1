"""Asking players: the one pending request, and helpers for yes/no, multi-picks (asked one pick
at a time with a "done" option), seats, and taking a card from another player's area."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.request import Request
from cardtable.sgs.skills.api import Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

_YES: Final = {"answer": "yes"}
_NO: Final = {"answer": "no"}
_DONE: Final = {"pick": "done"}

PICK_PROMPT: Final = Text("选择", "Choose")

#: ``Request`` built from one field tuple in C (``tuple.__new__``): the NamedTuple's own
#: constructor is a Python-level function, a frame per decision on the interpreted build
_request: Callable[[tuple[Any, ...]], Request] = partial(tuple.__new__, Request)


def always_ask(g: SgsGame) -> bool:
    """The ``always_ask`` setup knob (off by default; docs/rl.md): response windows (a card
    asked for, 无懈可击 polls, 桃 for a dying seat) are opened for every seat that could be
    asked, even one that cannot answer (its only option is to pass), and an optional skill
    whose trigger point is reached is offered ("use X?") even when its condition fails (its
    only answer is no), so being asked tells the others nothing about its hand."""
    return bool(g.setup_.get("always_ask"))


def ask(self: SgsGame, seat: int, kind: str, prompt: Text, options: list[dict[str, Any]],
        then: Frame, values: tuple[Any, ...] | None = None, lo: int = 1, hi: int = 1,
        picked: tuple[dict[str, Any], ...] = ()) -> None:
    """Stop with a decision for ``seat``; the answer pushes ``then + (value,)`` where value
    is the chosen form (or ``values[i]`` when given)."""
    if not options:
        raise RuntimeError(f"empty decision for seat {seat}: {prompt.en}")
    self.req = _request((seat, kind, prompt, tuple(options), values, then, lo, hi, picked))

def ask_yesno(self: SgsGame, seat: int, prompt: Text, then: Frame) -> None:
    """Ask a yes/no question; delivers True/False."""
    self.req = _request((seat, "yesno", prompt, (_YES, _NO), (True, False), then, 1, 1, ()))


def ask_no_only(self: SgsGame, seat: int, prompt: Text, then: Frame) -> None:
    """The yes/no question of :func:`ask_yesno` when "yes" is not possible (``always_ask``:
    an optional skill whose condition fails is still offered); its only answer delivers
    False."""
    self.req = _request((seat, "yesno", prompt, (_NO,), (False,), then, 1, 1, ()))

def ask_cards(self: SgsGame, seat: int, prompt: Text, cards: list[int] | tuple[int, ...],
              lo: int, hi: int, then: Frame) -> None:
    """Ask for ``lo``..``hi`` of ``cards`` one pick at a time; delivers a tuple of ids."""
    self.stack.append(("_pick", seat, prompt, tuple(cards), lo, hi, then, ()))

def ask_seats(self: SgsGame, seat: int, prompt: Text, seats: list[int] | tuple[int, ...],
              lo: int, hi: int, then: Frame) -> None:
    """Ask for ``lo``..``hi`` of ``seats`` one pick at a time; delivers a tuple of seats."""
    self.stack.append(("_pickseat", seat, prompt, tuple(seats), lo, hi, then, ()))

def ask_card_from(self: SgsGame, seat: int, target: int, areas: str, prompt: Text,
                  then: Frame) -> None:
    """``seat`` picks one card of ``target``'s areas; hand cards face down by position.
    Delivers the card id (or -1 if the target has none)."""
    opts: list[dict[str, Any]] = []
    vals: list[int] = []
    if "h" in areas:
        hand = self.hand[target]
        own = seat == target
        for i, c in enumerate(hand):
            opts.append({"card": c} if own else {"area": "hand", "hand_index": i})
            # hidden cards are resolved by position when answered (see _card_from), so a
            # determinized copy picks whatever card now sits at that position
            vals.append(c if own else -100 - i)
    if "e" in areas:
        for c in self.equip[target]:
            if c >= 0:
                opts.append({"area": "equip", "card": c})
                vals.append(c)
    if "j" in areas:
        for c, _n in self.judge_area[target]:
            opts.append({"area": "judge", "card": c})
            vals.append(c)
    if not opts:
        self.stack.append((*then, -1))
        return
    ask(self, seat, "pick", prompt, opts, ("_card_from", target, then), tuple(vals))


@step("_pick")
def _pick(g: SgsGame, f: Frame) -> None:
    _, seat, prompt, cands, lo, hi, then, picked = f
    left = [c for c in cands if c not in picked]
    if len(picked) >= hi or not left:
        g.stack.append((*then, picked))
        return
    opts: list[dict[str, Any]] = [{"card": c} for c in left]
    vals: list[Any] = list(left)
    if len(picked) >= lo:
        opts.append(_DONE)
        vals.append(None)
    ask(g, seat, "pick", prompt, opts, ("_pick_got", seat, prompt, cands, lo, hi, then, picked),
          tuple(vals), lo, hi, tuple({"card": c} for c in picked))


@step("_pick_got")
def _pick_got(g: SgsGame, f: Frame) -> None:
    _, seat, prompt, cands, lo, hi, then, picked, v = f
    if v is None:
        g.stack.append((*then, picked))
    else:
        g.stack.append(("_pick", seat, prompt, cands, lo, hi, then, (*picked, v)))


@step("_pickseat")
def _pickseat(g: SgsGame, f: Frame) -> None:
    _, seat, prompt, cands, lo, hi, then, picked = f
    left = [c for c in cands if c not in picked]
    if len(picked) >= hi or not left:
        g.stack.append((*then, picked))
        return
    opts: list[dict[str, Any]] = [{"seat": c} for c in left]
    vals: list[Any] = list(left)
    if len(picked) >= lo:
        opts.append(_DONE)
        vals.append(None)
    ask(g, seat, "pick", prompt, opts,
          ("_pickseat_got", seat, prompt, cands, lo, hi, then, picked),
          tuple(vals), lo, hi, tuple({"seat": c} for c in picked))


@step("_pickseat_got")
def _pickseat_got(g: SgsGame, f: Frame) -> None:
    _, seat, prompt, cands, lo, hi, then, picked, v = f
    if v is None:
        g.stack.append((*then, picked))
    else:
        g.stack.append(("_pickseat", seat, prompt, cands, lo, hi, then, (*picked, v)))


@step("_card_from")
def _card_from(g: SgsGame, f: Frame) -> None:
    _, target, then, v = f
    if v <= -100:
        hand = g.hand[target]
        i = -100 - v
        v = hand[i] if i < len(hand) else (hand[-1] if hand else -1)
    g.stack.append((*then, v))
