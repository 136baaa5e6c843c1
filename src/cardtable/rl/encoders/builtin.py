"""Adapters of the cardtable games: ``ygo-duel``, ``sgs-3v3``, ``sgs-identity`` (and the bare
engine ids ``ygo`` and ``sgs`` with the same encoders). Default setups and sides are those of
:mod:`cardtable.sim.environments` (batch runs and tournaments use them without numpy)."""

from __future__ import annotations

from cardtable.rl.adapters import GameAdapter
from cardtable.rl.encoders.sgs import SgsEncoder
from cardtable.rl.encoders.ygo import YgoEncoder
from cardtable.sim.environments import YGO_DECK_PAIRS, sgs_sides, ygo_default_setup

__all__ = ["YGO_DECK_PAIRS", "adapters", "sgs_sides", "ygo_default_setup"]

def adapters() -> list[GameAdapter]:
    """The built-in adapters."""
    return [
        GameAdapter("ygo-duel", YgoEncoder, ygo_default_setup, engine="ygo"),
        GameAdapter("ygo", YgoEncoder, ygo_default_setup),
        GameAdapter("sgs-3v3", SgsEncoder, lambda: {"mode": "3v3"}, sgs_sides, engine="sgs"),
        GameAdapter(
            "sgs-identity", SgsEncoder, lambda: {"mode": "identity", "players": 5}, sgs_sides,
            engine="sgs",
        ),
        GameAdapter("sgs", SgsEncoder, lambda: {"mode": "3v3"}, sgs_sides),
    ]
