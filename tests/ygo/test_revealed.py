"""Cards revealed by effects (``g.seen``): named for the seat that saw them, only while they stay
where they are, never for anybody else; ``determinize`` keeps them in place."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_properties import check_conservation

from cardtable.core.rng import Rng
from cardtable.ygo.duel import scenario_duel
from cardtable.ygo.game import YgoGame
from cardtable.ygo.labels import option_of, visible_to
from cardtable.ygo.state import LOC_HAND


def _game(players: list[dict[str, Any]], **setup: Any) -> YgoGame:
    return YgoGame(scenario_duel({"turn": 3, "players": players, **setup}, 1))


def _answer(game: YgoGame, **want: Any) -> None:
    dec = game.pending()
    assert dec is not None
    for o in dec.options:
        if all({**o.about, **o.form}.get(k) == v for k, v in want.items()):
            game.answer(o.form)
            return
    raise AssertionError(f"no option {want}: {[o.form for o in dec.options]}")


def _names(cards: list[dict[str, Any]] | None) -> list[str]:
    return sorted(c["name"] for c in cards or [])


def test_confiscation_reveals_the_hand_to_its_player_only() -> None:
    game = _game([{"hand": ["Confiscation"]},
                  {"hand": ["Battle Ox", "Celtic Guardian", "Dark Hole"]}])
    g = game.g
    assert game.view(0)["players"][1]["revealed"] == []
    _answer(game, action="activate", name="Confiscation")
    _answer(game, action="pass") if game.pending() and game.pending().seat == 1 else None
    _answer(game, action="choose", value=next(c for c in g.hand[1] if g.name(c).en == "Dark Hole"))
    assert sorted(g.name(c).en for c in g.hand[1]) == ["Battle Ox", "Celtic Guardian"]
    v0 = game.view(0)
    assert _names(v0["players"][1]["revealed"]) == ["Battle Ox", "Celtic Guardian"]
    assert v0["players"][1]["hand"] is None
    # nobody else learns anything
    assert game.view(-1)["players"][1]["revealed"] == []
    assert game.view(1)["players"][0]["revealed"] == []
    for c in g.hand[1]:
        assert visible_to(g, c, 0) and not visible_to(g, c, -1)
        assert option_of(g, ("card", c), 0).about.get("name") == g.name(c).en
    # a card that moves is no longer known (it is another "life" of the card)
    ox = next(c for c in g.hand[1] if g.name(c).en == "Battle Ox")
    g.move(ox, LOC_HAND, 1)
    assert not g.revealed_to(ox, 0)
    assert _names(game.view(0)["players"][1]["revealed"]) == ["Celtic Guardian"]


def test_painful_choice_shows_the_five_to_the_opponent() -> None:
    deck = ["Battle Ox", "Celtic Guardian", "Feral Imp", "Dark Hole", "Raigeki", "Kuriboh"]
    game = _game([{"hand": ["Painful Choice"], "deck": deck}, {}])
    g = game.g
    _answer(game, action="activate", name="Painful Choice")
    for _ in range(5):
        dec = game.pending()
        assert dec is not None and dec.seat == 0
        _answer(game, action="card", name=next(o.about["name"] for o in dec.options
                                               if o.form.get("action") == "card"))
    dec = game.pending()
    assert dec is not None and dec.seat == 1  # the opponent chooses among cards it now sees
    five = [int(o.form["value"]) for o in dec.options]
    assert all(g.revealed_to(c, 1) and visible_to(g, c, 1) for c in five)
    assert not any(g.revealed_to(c, 0) for c in five)  # the owner knows them anyway
    game.answer(dec.options[0].form)
    kept = [c for c in five if g.loc[c] == LOC_HAND]
    assert len(kept) == 1 and g.revealed_to(kept[0], 1)
    assert _names(game.view(1)["players"][0]["revealed"]) == [g.name(kept[0]).en]


def test_determinize_keeps_revealed_hand_cards() -> None:
    game = _game([{"hand": ["Confiscation"]},
                  {"hand": ["Battle Ox", "Celtic Guardian", "Dark Hole", "Raigeki"],
                   "deck": ["Feral Imp"] * 10}])
    g = game.g
    _answer(game, action="activate", name="Confiscation")
    _answer(game, action="choose", value=next(c for c in g.hand[1] if g.name(c).en == "Raigeki"))
    known = sorted(g.hand[1])
    for seed in range(20):
        d = game.determinize(0, Rng(seed))
        assert sorted(d.g.hand[1]) == known
        assert d.view(0)["players"][1]["revealed"] == game.view(0)["players"][1]["revealed"]


def test_determinize_redeals_face_down_cards_by_kind() -> None:
    """The opponent's set monster swaps with unknown monsters, its set Spell/Trap with unknown
    Spells/Traps; seat 0's view and the opponent's card multiset are unchanged."""
    game = _game([{"monsters": [{"card": "Battle Ox"}]},
                  {"hand": ["Kuriboh", "Dark Hole"],
                   "deck": ["Feral Imp", "Celtic Guardian", "Raigeki", "Trap Hole"],
                   "monsters": [{"card": "Summoned Skull", "pos": "fd_def"},
                                {"card": "Vorse Raider"}],
                   "spells": [{"card": "Mirror Force"}]}])
    g = game.g
    mon, up_mon, st = g.mz[1][0], g.mz[1][1], g.sz[1][0]

    def codes(x: Any) -> list[int]:
        return sorted(x.code[c] for c in range(x.n) if x.owner[c] == 1)

    seen_mon, seen_st = set(), set()
    for seed in range(40):
        d = game.determinize(0, Rng(seed))
        dg = d.g
        assert d.view(0) == game.view(0)
        assert codes(dg) == codes(g)
        assert dg.code[up_mon] == g.code[up_mon]  # face-up: public
        assert dg.cd(mon).is_monster and not dg.cd(st).is_monster
        seen_mon.add(dg.name(mon).en)
        seen_st.add(dg.name(st).en)
        check_conservation(dg)
    assert len(seen_mon) >= 3 and len(seen_st) >= 3, (seen_mon, seen_st)
    assert "Kuriboh" in seen_mon or "Feral Imp" in seen_mon


def test_determinize_keeps_revealed_face_down_cards() -> None:
    game = _game([{}, {"monsters": [{"card": "Summoned Skull", "pos": "fd_def"}],
                       "deck": ["Feral Imp", "Celtic Guardian", "Kuriboh"]}])
    g = game.g
    m = g.mz[1][0]
    g.reveal(0, [m])
    assert game.view(0)["players"][1]["monsters"][0]["name"] == "Summoned Skull"
    assert game.view(-1)["players"][1]["monsters"][0].get("hidden")
    for seed in range(10):
        assert game.determinize(0, Rng(seed)).g.name(m).en == "Summoned Skull"


def test_magical_hats_instance_ids_say_nothing() -> None:
    """After Magical Hats the monster may be any of the three instances (identities shuffled)."""
    where = set()
    for seed in range(16):
        game = YgoGame(scenario_duel({
            "turn": 4, "turn_player": 1,
            "players": [{"spells": [{"card": "Magical Hats"}],
                         "monsters": [{"card": "Celtic Guardian"}],
                         "deck": ["Dark Hole", "Raigeki", "Battle Ox", "Battle Ox"]},
                        {"monsters": [{"card": "Summoned Skull"}]}]}, seed))
        g = game.g
        before = g.mz[0][0]
        _answer(game, action="to_battle")
        _answer(game, action="activate", name="Magical Hats")
        hats = [c for c in g.mz[0] if c >= 0]
        assert len(hats) == 3 and all(g.pos[c] == 0x8 for c in hats)
        (mon,) = [c for c in hats if g.cd(c).is_monster]
        assert g.name(mon).en == "Celtic Guardian"
        where.add(mon == before)
        check_conservation(g)
        for c in hats:  # the opponent sees three anonymous hats
            assert game.view(1)["players"][0]["monsters"][g.seq[c]].get("hidden")
    assert where == {True, False}
