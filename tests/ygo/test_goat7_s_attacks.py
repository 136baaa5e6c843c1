"""Diffusion Wave-Motion (``cards/scripts/goat7_s_attacks.py``) under the goat profile. Source:
goat-pool.csv does not flag it "Goat-era version", so today's official text (DawnbrandBots/
yaml-yugi ``data/87880531.yaml``) is its Goat behaviour; each test quotes the clause it checks
(our wording in ``pool/goat.csv``). Dark Magician: Level 7 Spellcaster, 2500 ATK; Sangan: 1000
ATK ("when this card is sent to the Graveyard: add a monster with 1500 or less ATK");
Mystical Elf: 800 ATK."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while

LP = 8000
WAVE = "Diffusion Wave-Motion"


def _game() -> object:
    return game_of([{"hand": [WAVE], "monsters": ["Dark Magician", "Battle Ox"]},
                    {"monsters": ["Sangan", "Mystical Elf"], "deck": ["Kuriboh", "Jinzo"]}])


def test_wave_motion_attacks_every_monster_and_silences_them() -> None:
    """Diffusion Wave-Motion: "Pay 1000 LP ... this turn, it must attack all monsters your
    opponent controls once each, also other monsters you control cannot attack. The effects of
    monsters destroyed by these attacks cannot activate": Dark Magician destroys Sangan and
    Mystical Elf (1500 + 1700 damage); Battle Ox has no attack; Sangan's search is not
    activated (the opponent's hand stays empty); no third (direct) attack."""
    game = _game()
    answer(game, action="activate", name=WAVE)
    if options(game, action="card", name="Dark Magician"):
        answer(game, action="card", name="Dark Magician")
    pass_while(game, 1)
    _run(game)
    assert game.facts()["lp.0"] == LP - 1000
    answer(game, action="to_battle")
    assert not options(game, action="attack", name="Battle Ox")
    assert not options(game, action="end_battle"), "it must attack while it can"
    for _ in range(2):
        answer(game, action="attack", name="Dark Magician")
        _run(game)
        assert not options(game, action="trigger", name="Sangan")
    f = game.facts()
    assert f["monsters.1"] == [] and f["lp.1"] == LP - 1500 - 1700
    assert f["hand_count.1"] == 0
    assert not options(game, action="attack")


def test_wave_motion_needs_a_level_7_spellcaster_and_an_opponent_monster() -> None:
    """"If your opponent controls a monster ... target 1 Level 7 or higher Spellcaster monster
    you control": with Battle Ox only, or with an empty opposing field, no activation."""
    game = game_of([{"hand": [WAVE], "monsters": ["Battle Ox"]}, {"monsters": ["Sangan"]}])
    assert not options(game, action="activate", name=WAVE)
    game = game_of([{"hand": [WAVE], "monsters": ["Dark Magician"]}, {}])
    assert not options(game, action="activate", name=WAVE)
