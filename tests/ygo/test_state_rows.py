"""The places of a duel kept as immutable tuples (docs/performance.md, "Session 8"): the
banished and Extra Deck rows, the Pendulum and Field Zones, the limbo, the ``act``/``aidx``
indexes and ``win_pending``. They are replaced whole on a change, so a clone shares them; these
tests check the helpers that replace them and that a clone's moves never reach the original
through a shared tuple (the indexes kept by ``move()`` against a full rebuild:
tests/ygo/test_fast_path_properties.py)."""

from __future__ import annotations

import gc

import pytest

from cardtable.buildinfo import is_compiled
from cardtable.core.gcpolicy import freeze_loaded
from cardtable.ygo.bench import bench_setup
from cardtable.ygo.duel import new_duel_state
from cardtable.ygo.state import LOC_BANISHED, drop, pair_set, row_add, row_drop, zone_set


def test_row_helpers_replace_one_row() -> None:
    rows = ((1, 2), (3,))
    assert row_add(rows, 1, 4) == ((1, 2), (3, 4))
    assert row_drop(rows, 0, 1) == ((2,), (3,))
    assert zone_set(((-1, -1), (-1, -1)), 1, 1, 7) == ((-1, -1), (-1, 7))
    assert pair_set((-1, -1), 0, 5) == (5, -1)
    assert drop((4, 5, 4), 4) == (5, 4)  # the first one only, as list.remove
    assert rows == ((1, 2), (3,))  # never changed in place


def test_row_helpers_refuse_what_a_list_refuses() -> None:
    with pytest.raises(ValueError):
        row_drop(((1,), ()), 1, 1)  # not in that player's row
    with pytest.raises(IndexError):
        zone_set(((-1, -1), (-1, -1)), 0, 2, 7)  # two Pendulum Zones: 0 and 1
    with pytest.raises(IndexError):
        zone_set(((-1, -1), (-1, -1)), 0, -1, 7)


def test_a_clone_shares_the_rows_and_its_moves_stay_its_own() -> None:
    g = new_duel_state(bench_setup(), 5)
    twin = g.clone()
    if is_compiled("cardtable.ygo.state"):
        # mypyc keeps a fixed-shape tuple attribute unboxed: each read builds a new tuple
        # object, so only the values can be compared there
        assert (twin.banished, twin.pz, twin.act) == (g.banished, g.pz, g.act)
    else:
        assert twin.banished is g.banished and twin.pz is g.pz and twin.act is g.act
    c = twin.hand[twin.tp][0]
    twin.move(c, LOC_BANISHED)
    assert c in twin.banished[twin.owner[c]]
    assert g.banished == ((), ()) and c in g.hand[g.tp]


def test_freeze_loaded_moves_the_live_objects_out_of_the_collector() -> None:
    gc.unfreeze()  # a clean start: nothing frozen
    assert gc.get_freeze_count() == 0
    try:
        freeze_loaded()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
