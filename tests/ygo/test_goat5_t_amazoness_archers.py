"""Amazoness Archers (``goat5_t_amazoness_archers.py``), played under the goat profile and
checked against its 2005 text, quoted in the tests (our own wording, ``pool/goat.csv``)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, pass_while, settle

from cardtable.ygo.game import YgoGame

ARCHERS = {"card": "Amazoness Archers", "face_up": False}


def _attack(mine: list[Any]) -> YgoGame:
    game = game_of([{"monsters": ["Battle Ox", {"card": "Man-Eater Bug", "pos": "fd_def"},
                                  {"card": "Mystical Elf", "pos": "def"}]},
                    {"monsters": mine, "spells": [ARCHERS]}], phase="battle")
    answer(game, action="attack", name="Battle Ox")
    pass_while(game, 0)
    return game


def test_amazoness_archers_weakens_flips_and_forces_attacks() -> None:
    """Amazoness Archers: "All monsters your opponent controls are changed to face-up Attack
    Position (Flip effects are not activated) and lose 500 ATK. This turn, your opponent must
    attack with all their monsters": Battle Ox (1200) loses to Amazoness Fighter (1500); Man-Eater
    Bug is face-up without destroying anything (0 ATK); Mystical Elf attacks with 300; the
    Battle Phase cannot be ended while they can still attack."""
    game = _attack(["Amazoness Fighter"])
    answer(game, action="activate", name="Amazoness Archers")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0"] is None and f["lp.0"] == LP - 300
    assert f["mzone.0.1.pos"] == "atk" and f["mzone.0.1.atk"] == 0
    assert f["mzone.0.2.pos"] == "atk" and f["mzone.0.2.atk"] == 300
    assert f["monsters.1"] == ["Amazoness Fighter"]
    d = game.pending()
    assert d is not None and d.seat == 0
    assert all(o.form.get("action") == "attack" for o in d.options)


def test_amazoness_archers_needs_an_amazoness() -> None:
    """"... while you control an "Amazoness" monster": with Battle Ox only, it is not offered."""
    game = _attack(["Battle Ox"])
    assert not options(game, action="activate", name="Amazoness Archers")
