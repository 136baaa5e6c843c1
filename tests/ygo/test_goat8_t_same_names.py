"""Aqua Chorus (``goat8_t_same_names.py``), flagged "Goat-era version" in goat-pool.csv. Era text
(its first printed text, yugioh-wiki.net 《アクアの合唱》 backup age=27): 「フィールド上に表側表示で
存在する全ての同名モンスターの攻撃力・守備力は500ポイントアップする。」 (every face-up
same-named monster on the field gains 500 ATK/DEF)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import game_of

CHORUS = {"card": "Aqua Chorus", "face_up": True}


def test_two_face_up_namesakes_gain_500_on_either_side() -> None:
    """Battle Ox on each side (1700/1000): both are same-named face-up monsters: 2200/1500;
    the lone Gemini Elf (1900/900) gains nothing."""
    game = game_of([{"monsters": ["Battle Ox", "Gemini Elf"], "spells": [CHORUS]},
                    {"monsters": ["Battle Ox"]}])
    f = game.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (2200, 1500)
    assert (f["mzone.1.0.atk"], f["mzone.1.0.def"]) == (2200, 1500)
    assert (f["mzone.0.1.atk"], f["mzone.0.1.def"]) == (1900, 900)


def test_a_face_down_namesake_does_not_count() -> None:
    """The era text's "face-up": a face-down Battle Ox beside a face-up one gives it nothing
    (today's text would count it)."""
    game = game_of([{"monsters": ["Battle Ox", {"card": "Battle Ox", "pos": "fd_def"}],
                     "spells": [CHORUS]}, {}])
    assert game.facts()["mzone.0.0.atk"] == 1700


def test_only_while_face_up() -> None:
    """Set (not active), it boosts nothing."""
    game = game_of([{"monsters": ["Battle Ox", "Battle Ox"],
                     "spells": [{"card": "Aqua Chorus", "face_up": False}]}, {}])
    assert game.facts()["mzone.0.0.atk"] == 1700
