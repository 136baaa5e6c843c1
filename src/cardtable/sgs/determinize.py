"""Determinization for information-set search: :meth:`SgsGame.determinize`.

What ``seat`` cannot see is re-dealt at random: the other seats' hands (sizes kept; hand cards
火攻 made a seat show stay where they are, see :func:`cardtable.sgs.cards.maneuvering.known_hand`;
the chained state is public) and the draw pile order; in a 3v3 draft also the face-down piles
and the other side's hidden placement; in identity mode the hidden roles (living seats other
than ``seat`` and the lord); the other seats' face-down 化身 cards and the unused generals
(:func:`cardtable.sgs.incarnations.redeal`). The copy's RNG is reseeded from the caller's
``rng``: the real game's future judgements and reshuffles stay unknown to a search.

The pending request and the frames under it were computed from the true hidden cards, so a
re-deal must not leave them pointing at cards the new world does not have:

* **the decision is ``seat``'s own**: its options name only ``seat``'s own or public cards
  (hidden cards of others are offered by position, see ``ask_card_from``), so it is kept;
  draw-pile cards ``seat`` is looking at (观星) keep their places;
* **another seat ``x`` decides**: the request is rebuilt from the new hands by re-running the
  step that asked (response windows, rescue and 无懈可击 polls, skill yes/no questions, the
  play-phase menu, a pick over ``x``'s whole hand such as the discard phase, whose cards
  already picked are re-dealt with the rest of the hand, 火攻's payment among ``x``'s cards of
  the shown suit). Because such a
  window is only opened when ``x`` can answer, the fact that ``x`` is being asked is public
  information; the re-deal is repeated (rejection sampling) until the rebuilt request is the
  same kind of question for the same seat, so the sample is conditioned on what ``seat`` saw.
  A request whose options hold none of ``x``'s hidden cards (seats, targets, yes/no, the draft)
  is kept as it is.

Anything else raises :class:`DeterminizeError` rather than return a copy that peeks at hidden
cards or is inconsistent: another seat picking among part of its hidden cards (制衡 over hand
and equipment, 观星's looked-at cards, a filtered choice), another seat's frames holding hidden
cards under the pending decision (遗计's drawn cards, a partly chosen 制衡…), or no consistent
re-deal found. A pick is rebuilt over the whole re-dealt hand only when its step takes ANY hand
card (:data:`WHOLE_HAND_PICKS`); a filtered pick whose filter happens to pass every card of the
hand raises too. Measured over random games (40 eight-seat identity games with every expansion,
every 3rd decision, every seat other than the one deciding; /tmp probe, 2026-12-01): 580 of
27,377 (decision, seat) pairs raise (2.1%), all another seat's pick among part of its hidden
cards (制衡 with equipment, 观星, 乱击, a view-as payment, 遗计, 鬼道, 享乐…) or 反间; none at a
seat's own decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.rng import Rng
from cardtable.sgs.cards.maneuvering import known_hand
from cardtable.sgs.incarnations import redeal as redeal_incarnations
from cardtable.sgs.request import Request
from cardtable.sgs.rules.zones import DRAW, HAND

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

#: how many re-deals are tried before giving up on another seat's open question
TRIES = 200

#: steps fed by a pick among ANY of the picker's hand cards (the discard phase, 拼点, 制衡 with
#: no equipment…): such a pick is rebuilt over the re-dealt hand. A filtered pick whose filter
#: happens to pass the whole hand (享乐's basic card, 乱击's second card, a response of one card
#: name, 鬼道's black card) is not one of them: rebuilt over the new hand it could offer cards
#: the filter refuses, so it raises instead.
WHOLE_HAND_PICKS = frozenset({
    "discard_done", "qiaobian.paid", "pindian.b", "pindian.show", "rende.cards", "zhiheng.do",
    "guicai.swap", "haoshi.do", "beige.judge", "dimeng.swap", "fire_attack.shown", "lijian.card",
    "qingnang.cards", "fangquan.give", "axe2", "jieyin.cards",
})

# the continuation a request was asked with -> how to rebuild the frame that asked
_RERUN = {
    "_resp_ans": lambda t: ("_resp", *t[1:9]),
    "trig_go": lambda t: ("trig", *t[1:5]),
    "play_chosen": lambda t: ("play_menu", t[1]),
    "dying_ans": lambda t: ("dying_ask", *t[1:5]),
    "null_ans": lambda t: ("null_poll", *t[1:6]),
    "huashen.set": lambda t: ("huashen.choose", *t[1:3]),  # 左慈 picks among hidden 化身 cards
}


class DeterminizeError(RuntimeError):
    """``determinize`` was called in a state it cannot re-deal without peeking (see the
    module docstring for the supported states)."""


def _hidden_cards(g: SgsGame, seat: int) -> set[int]:
    out = set(g.draw_pile)
    for s in range(g.n):
        if s != seat:
            out.update(g.hand[s])
            out.difference_update(known_hand(g, s))  # shown by 火攻: public
    return out


def _cards_in(x: Any, out: list[int]) -> None:
    """Ints inside tuples/lists of ``x`` (nested); top-level scalars of a frame are seats,
    context ids and counts, card collections are tuples."""
    if isinstance(x, (tuple, list)):
        for y in x:
            if isinstance(y, bool):
                continue
            if isinstance(y, int):
                out.append(y)
            elif isinstance(y, (tuple, list)):
                _cards_in(y, out)


# skill steps whose tuple arguments are cards their owner holds or looked at privately
_PRIVATE_SKILLS = frozenset({"guanxing", "yiji", "rende", "zhiheng", "jieyin", "qingnang",
                             "fanjian", "huangtian", "tianxiang", "liuli", "liuli2", "buqu",
                             "shensu", "guicai", "guidao", "qiaobian", "zhijian", "fangquan"})


def _private_hidden(f: tuple[Any, ...], seat: int, hidden: set[int]) -> bool:
    """True if frame ``f`` is owned by another seat (a card pick in progress, or a skill step
    that carries private cards) and holds cards hidden from ``seat``."""
    op = f[0]
    if not isinstance(op, str):
        return False
    if op in ("_pick", "_pick_got"):
        args: tuple[Any, ...] = (f[3], f[7] if len(f) > 7 else ())
    elif "." in op and op.split(".", 1)[0] in _PRIVATE_SKILLS:
        args = f[2:]
    else:
        return False
    owner = f[1] if len(f) > 1 else -1
    if not isinstance(owner, int) or owner == seat:
        return False
    found: list[int] = []
    _cards_in(args, found)
    return any(c in hidden for c in found)


def _check_stack(g: SgsGame, seat: int, hidden: set[int]) -> None:
    """Raise if a frame of another seat under the pending decision holds cards hidden from
    ``seat``."""
    for f in g.stack:
        if _private_hidden(f, seat, hidden):
            raise DeterminizeError(
                f"sgs determinize({seat}): seat {f[1]}'s pending {f[0]!r} holds cards hidden "
                "from this seat; call it at a decision outside that sequence")


def _known_to(g: SgsGame, seat: int) -> set[int]:
    """Draw-pile cards ``seat`` has looked at (观星): named in its own open question or in its
    own pending frames. They keep their places in a re-deal."""
    found: list[int] = []
    req = g.req
    if req is not None and req.seat == seat:
        found.extend(o["card"] for o in req.options if isinstance(o.get("card"), int))
        _cards_in(req.then[2:], found)
    for f in g.stack:
        if len(f) > 1 and f[1] == seat and isinstance(f[0], str) and (
                f[0].startswith("_pick") or "." in f[0]):
            _cards_in(f[2:], found)
    pile = set(g.draw_pile)
    return {c for c in found if c in pile}


def _redeal(g: SgsGame, seat: int, rng: Rng) -> None:
    """Re-deal the hands of the other seats and the draw pile, and reseed the copy's RNG from
    ``rng`` (its future judgements and reshuffles are not the real game's)."""
    g.rng = Rng(rng.next64())
    known = _known_to(g, seat)
    pile = g.draw_pile
    hidden: list[int] = [c for c in pile if c not in known]
    shown = [known_hand(g, s) if s != seat else [] for s in range(g.n)]
    for s in range(g.n):
        if s != seat:
            hidden.extend(c for c in g.hand[s] if c not in shown[s])
    rng.shuffle(hidden)
    i = 0
    for s in range(g.n):
        if s != seat:
            # cards shown by 火攻 are known to be there: they stay, the rest is re-dealt
            k = len(g.hand[s]) - len(shown[s])
            g.hand[s] = [*shown[s], *hidden[i:i + k]]
            for c in g.hand[s]:
                g.loc[c] = HAND * 16 + s
            i += k
    rest = iter(hidden[i:])
    g.draw_pile = [c if c in known else next(rest) for c in pile]
    for c in g.draw_pile:
        g.loc[c] = DRAW * 16
    redeal_incarnations(g, seat, rng)


def _redeal_draft(g: SgsGame, seat: int, rng: Rng) -> None:
    ms = g.ms
    stage = ms.get("draft")
    if stage == "piles":
        pool = [x for p in ms["piles"] for x in p]
        rng.shuffle(pool)
        ms["piles"] = tuple(tuple(pool[k:k + 8]) for k in range(0, len(pool), 8))
    elif stage == "place" and 0 <= seat < 6:
        other = 1 - (0 if seat < 3 else 1)
        placed = list(ms["placed"])
        if len(placed[other]) == 3:
            picks = list(ms["picked"][other])
            rng.shuffle(picks)
            placed[other] = tuple(picks[:3])
            ms["placed"] = tuple(placed)


def _redeal_roles(g: SgsGame, seat: int, rng: Rng) -> None:
    """Identity mode: the roles ``seat`` cannot see (living seats other than itself and the
    lord) are permuted among those seats, so a search does not know who is loyal."""
    if g.mode != "identity":
        return
    unknown = [s for s in range(g.n)
               if s != seat and g.alive_[s] and g.role[s] != "lord"]
    roles = [g.role[s] for s in unknown]
    rng.shuffle(roles)
    for s, r in zip(unknown, roles, strict=True):
        g.role[s] = r


def _rebuild(g: SgsGame, frame: tuple[Any, ...], want: Request) -> bool:
    """Re-run the asking ``frame`` on ``g`` (req cleared); True if it asks the same seat the
    same kind of question with the same continuation op, without the flow moving on (same
    stack depth and nothing logged: a poll that nobody could answer in the new deal would
    otherwise resolve the card and ask a later, unrelated question of the same kind)."""
    depth = len(g.stack)
    logged = len(g.log_)
    g.req = None
    g._dec = None
    g.stack.append(frame)
    g.run()
    r = g.req
    return (r is not None and len(g.stack) == depth and len(g.log_) == logged
            and r.seat == want.seat and r.kind == want.kind and r.then[0] == want.then[0])


def determinize(g0: SgsGame, seat: int, rng: Rng) -> SgsGame:
    """A copy of ``g0`` where what ``seat`` cannot see is re-dealt with ``rng`` (see the
    module docstring); raises :class:`DeterminizeError` in unsupported states."""
    req = g0.req
    hidden = _hidden_cards(g0, seat)
    if req is not None:
        _check_stack(g0, seat, hidden)
    if req is None or req.seat == seat or not (0 <= req.seat < g0.n):
        g = g0.clone()
        _redeal(g, seat, rng)
        _redeal_draft(g, seat, rng)
        _redeal_roles(g, seat, rng)
        return g
    x = req.seat
    then = req.then
    op = then[0]
    uses_hidden = any(isinstance(o.get("card"), int) and o["card"] in hidden
                      for o in req.options)
    frame: tuple[Any, ...] | None = None
    if op in _RERUN:
        frame = _RERUN[op](then)  # type: ignore[no-untyped-call]
    elif op == "_pick_got":
        _, who, prompt, cands, lo, hi, nxt, picked = then
        if nxt[0] == "fire_attack.pay":
            # 火攻's payment: a pick among x's cards of the shown (public) suit, asked again
            # over the new hand, so only deals where x holds such a card are kept (checked
            # before the whole-hand case: every card of x may happen to have that suit)
            frame = ("fire_attack.ask_pay", *nxt[1:4])
        elif nxt[0] in WHOLE_HAND_PICKS and who == x and sorted(cands) == sorted(g0.hand[x]):
            # a pick over x's whole hand (the discard phase): the cards already picked are
            # hidden cards of x too, re-dealt as the first ones of x's new hand
            frame = ("_pick", who, prompt, len(picked), lo, hi, nxt, ())
    if frame is None:
        if uses_hidden or _private_hidden(then, seat, hidden):
            raise DeterminizeError(
                f"sgs determinize({seat}): seat {x}'s open question ({op!r}) or its "
                "continuation holds cards hidden from this seat and cannot be rebuilt after "
                "a re-deal")
        g = g0.clone()
        _redeal(g, seat, rng)
        _redeal_draft(g, seat, rng)
        _redeal_roles(g, seat, rng)
        return g
    for _ in range(TRIES):
        g = g0.clone()
        _redeal(g, seat, rng)
        _redeal_draft(g, seat, rng)
        _redeal_roles(g, seat, rng)
        f = frame
        if f[0] == "_pick":
            h = tuple(g.hand[x])
            f = (f[0], f[1], f[2], h, f[4], f[5], f[6], h[:f[3]])
        if _rebuild(g, f, req):
            return g
    raise DeterminizeError(
        f"sgs determinize({seat}): no re-deal of {TRIES} tried gives seat {x} the same open "
        f"question ({op!r})")
