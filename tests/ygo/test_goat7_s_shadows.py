"""Re-shuffled face-down monsters (``cards/scripts/goat7_s_shadows.py``) under the goat
profile. Source of each text: goat-pool.csv does not flag these cards "Goat-era version", so
today's official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat
behaviour; each test quotes the clause it checks (our wording in ``pool/goat.csv``); the
hidden-information checks follow the project's rule (a face-down card is never named to the
player who cannot see it)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options
from tests.ygo.test_properties import visible_ids

from cardtable.ygo.duel import scenario_duel
from cardtable.ygo.game import YgoGame

LP = 8000
SET3 = [{"card": n, "pos": "fd_def"} for n in ("Battle Ox", "Mystical Elf", "Skull Servant")]


def _zones(game: YgoGame) -> list[str]:
    return [game.facts()[f"mzone.0.{z}"] for z in range(3)]


def _shadows_game(seed: int) -> YgoGame:
    return YgoGame(scenario_duel({"profile": "goat", "turn": 3, "players": [
        {"monsters": SET3, "spells": [{"card": "Shifting Shadows", "face_up": True}]}, {}]},
        seed))


def test_shifting_shadows_pays_300_and_keeps_the_same_monsters() -> None:
    """Shifting Shadows: "by paying 300 Life Points, rearrange the face-down Defense Position
    monsters ..., then return them in face-down Defense Position": the same three cards, still
    face-down Defense Position, 300 LP paid; "Once per turn": not offered again."""
    game = _shadows_game(1)
    answer(game, action="activate", name="Shifting Shadows")
    _run(game)
    f = game.facts()
    assert f["lp.0"] == LP - 300
    assert sorted(_zones(game)) == ["Battle Ox", "Mystical Elf", "Skull Servant"]
    assert all(f[f"mzone.0.{z}.pos"] == "fd_def" for z in range(3))
    assert not options(game, action="activate", name="Shifting Shadows")


def test_shifting_shadows_really_shuffles() -> None:
    """"rearrange" (the Japanese text: シャッフル, shuffle): over a few seeds the zones do not
    always keep their cards (a random order from the game's seeded RNG)."""
    orders = set()
    for seed in range(8):
        game = _shadows_game(seed)
        answer(game, action="activate", name="Shifting Shadows")
        _run(game)
        orders.add(tuple(_zones(game)))
    assert len(orders) > 1


def test_shifting_shadows_forgets_what_the_opponent_had_seen() -> None:
    """Hidden information: the opponent had seen Battle Ox (revealed in zone 1); after the
    shuffle none of the three face-down monsters is named in the opponent's view."""
    game = _shadows_game(3)
    g = game.g
    ox = g.mz[0][0]
    g.reveal(1, [ox])
    assert ox in visible_ids(game.view(1))
    answer(game, action="activate", name="Shifting Shadows")
    _run(game)
    shown = visible_ids(game.view(1))
    assert not shown & {m for m in g.mz[0] if m >= 0}


def test_wandering_mummy_turns_face_down_and_shuffles() -> None:
    """Wandering Mummy: "You can flip this card into face-down Defense Position once per turn
    during your Main Phase. After you use this effect, rearrange the face-down Defense Position
    monsters": the Mummy goes face-down among the two others; all three face-down; once per
    turn."""
    mons: list[Any] = ["Wandering Mummy", *SET3[:2]]
    game = game_of([{"monsters": mons}, {}])
    answer(game, action="activate", name="Wandering Mummy")
    _run(game)
    f = game.facts()
    assert all(f[f"mzone.0.{z}.pos"] == "fd_def" for z in range(3))
    assert sorted(_zones(game)) == ["Battle Ox", "Mystical Elf", "Wandering Mummy"]
    assert not options(game, action="activate")
