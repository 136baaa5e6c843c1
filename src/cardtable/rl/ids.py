"""Identity indices for an observation: which card, general or skill each slot and option holds,
as :mod:`cardtable.rl.vocab` indices (0 empty, 1 hidden from the seat, 2 not in the shipped
vocabulary, 3+ known), for agents that learn embeddings.

Environments built with ``ids=True`` add these int32 arrays to every observation:

* ``ygo`` — ``card_ids [42]``: the card slots of the float observation in the same order (my
  hand 10, my field 13, the opponent's field 13, chain links 6); ``pile_ids [2, 60]``: both
  whole graveyards, the seat's first, newest card first; ``option_ids [max_options, 3]``:
  per option the card it names (column 0; 1 = a card the seat cannot see) and its target card
  (column 1; 0 for none or a direct attack), column 2 zero.
* ``sgs`` — ``card_ids [48]``: my hand 16, then the equipment of the 8 relative player slots
  (4 each, 32); ``general_ids [8]``: the general of each relative player slot;
  ``pile_ids [108]``: the whole discard pile, newest first; ``option_ids [max_options, 3]``:
  per option the card (column 0), general (1) and skill (2) it names.

Only what the seat may see: the same redacted accessors as the fast observation path
(:mod:`cardtable.ygo.observe`, :mod:`cardtable.sgs.observe`); the leak test covers these
arrays too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from cardtable.core.game import Game
from cardtable.rl.vocab import HIDDEN, PAD, vocabulary

I32 = npt.NDArray[np.int32]
YGO_CARD_SLOTS = 10 + 13 + 13 + 6
YGO_GY = 60
SGS_HAND = 16
SGS_PLAYERS = 8
SGS_PILE = 108


def id_shapes(engine_id: str, max_options: int) -> dict[str, tuple[int, ...]]:
    """The id arrays (name -> shape) an environment of engine ``engine_id`` adds."""
    if engine_id == "ygo":
        return {"card_ids": (YGO_CARD_SLOTS,), "pile_ids": (2, YGO_GY),
                "option_ids": (max_options, 3)}
    if engine_id == "sgs":
        return {"card_ids": (SGS_HAND + SGS_PLAYERS * 4,), "general_ids": (SGS_PLAYERS,),
                "pile_ids": (SGS_PILE,), "option_ids": (max_options, 3)}
    raise ValueError(f"no card vocabulary for engine {engine_id!r} (ygo and sgs have one)")


def encode_ids(game: Game, seat: int, max_options: int) -> dict[str, I32]:
    """The id arrays of ``seat`` now (see the module docstring)."""
    gid = getattr(game, "game_id", "")
    if gid == "ygo":
        return _ygo(game, seat, max_options)
    if gid == "sgs":
        return _sgs(game, seat, max_options)
    raise ValueError(f"no card vocabulary for game {gid!r}")


def _own_options(game: Game, seat: int, max_options: int) -> list[Mapping[str, Any]]:
    dec = game.pending()
    if dec is None or dec.seat != seat:
        return []
    return [o.form for o in dec.options[:max_options]]


def _ygo(game: Game, seat: int, max_options: int) -> dict[str, I32]:
    from cardtable.ygo.observe import named_entry, observation_arrays

    voc = vocabulary("ygo", "cards")
    duel = game.g  # type: ignore[attr-defined]
    _glob, players, chain = observation_arrays(duel, seat, YGO_GY)
    code_of: dict[int, int] = {}

    def idx(entry: Any) -> int:
        if entry is None:
            return PAD
        code = entry[1][0]
        code_of[entry[0]] = HIDDEN if code is None else voc.index(code)
        return code_of[entry[0]]

    cards = np.zeros(YGO_CARD_SLOTS, np.int32)
    me = players[0]
    for i, e in enumerate((me[6] or [])[:10]):
        cards[i] = idx(e)
    for j, p in enumerate(players):
        for i, e in enumerate(p[7][:13]):
            cards[10 + 13 * j + i] = idx(e)
    for i, (e, _owner) in enumerate(chain[:6]):
        cards[36 + i] = idx(e)
    piles = np.zeros((2, YGO_GY), np.int32)
    for j, p in enumerate(players):
        for i, e in enumerate(p[8][:YGO_GY]):
            piles[j, i] = idx(e)
    def named(c: object) -> int:
        if not isinstance(c, int) or isinstance(c, bool) or c < 0:
            return PAD
        hit = code_of.get(c)
        if hit is None:
            entry = named_entry(duel, c, seat)
            hit = HIDDEN if entry is None else idx(entry[0])
        return hit

    opts = np.zeros((max_options, 3), np.int32)
    for i, form in enumerate(_own_options(game, seat, max_options)):
        opts[i, 0] = named(form.get("card"))
        opts[i, 1] = named(form.get("target"))
    return {"card_ids": cards, "pile_ids": piles, "option_ids": opts}


def _sgs(game: Game, seat: int, max_options: int) -> dict[str, I32]:
    from cardtable.sgs.cards.data import NAME
    from cardtable.sgs.observe import observation_arrays, option_card_name

    cv, gv, sv = (vocabulary("sgs", k) for k in ("cards", "generals", "skills"))
    g: Any = game
    n = g.n
    me = seat if 0 <= seat < n else 0
    cards = np.zeros(SGS_HAND + SGS_PLAYERS * 4, np.int32)
    gens = np.zeros(SGS_PLAYERS, np.int32)
    arrays = observation_arrays(g, me)
    if arrays is not None:  # the same redacted accessor as the fast observation path
        _glob, players, hand = arrays
        rows = [(p.seat, p.general, p.equip) for p in players]
    else:  # drafting / general offer: what the view shows
        view = game.view(me)
        hand = [view.get("card_names", {}).get(str(c), str(c))
                for c in (view["players"][me].get("hand") or ())]
        rows = [(p["seat"], p.get("general"),
                 [view.get("card_names", {}).get(str(c)) if isinstance(c, int) and c >= 0
                  else None for c in (p.get("equip") or ())])
                for p in view["players"]]
    for i, name in enumerate(list(hand)[:SGS_HAND]):
        cards[i] = cv.index(name)
    for s, general, equip in rows:
        rel = (s - me) % n
        if rel >= SGS_PLAYERS:
            continue
        for k, name in enumerate(list(equip)[:4]):
            if name is not None:
                cards[SGS_HAND + 4 * rel + k] = cv.index(name)
        gens[rel] = gv.index(general) if general else PAD
    pile = np.zeros(SGS_PILE, np.int32)
    for i, c in enumerate(reversed(g.discard_pile[-SGS_PILE:])):
        pile[i] = cv.index(NAME[c])
    opts = np.zeros((max_options, 3), np.int32)
    for i, form in enumerate(_own_options(game, seat, max_options)):
        c = form.get("card")
        if isinstance(c, int) and not isinstance(c, bool):
            name = option_card_name(g, c, seat)
            opts[i, 0] = HIDDEN if name == str(c) else cv.index(name)
        gen = form.get("general")
        if isinstance(gen, str):
            opts[i, 1] = gv.index(gen)
        sk = form.get("skill")
        if isinstance(sk, str):
            opts[i, 2] = sv.index(sk)
    return {"card_ids": cards, "general_ids": gens, "pile_ids": pile, "option_ids": opts}
