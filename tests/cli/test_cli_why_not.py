"""Issue 13 §1: "why not?" at the play prompt takes what the board shows.

Sanguosha: a card by hand position, name (English, id or Chinese) with an optional face, a
target by seat or general name (the internal card numbers 0-107 are never shown). Yu-Gi-Oh!:
``w N`` asks every action of card #N, ``w attack`` every own monster. ``?`` shows the game's
own examples. All through the real entry point, with scripted input.
"""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app

runner = CliRunner()

# identity mode, 4 players, seed 1: seat 0 is the lord and picks Cao Cao (option 1); its play
# phase hand is 1) Slash ♣8 2) Chitu ♥5 3) Contentment ♠6 4) Zhuge Crossbow ♦A 5) Dodge ♦10
# 6) Lightning ♥Q; seat 2 is Zhao Yun at distance 2, Cao Cao's attack range is 1.
SGS = ["sgs", "play", "--mode", "identity", "--players", "4", "--seat", "0", "--bot", "random",
       "--seed", "1"]


def sgs_answers(*lines: str) -> list[str]:
    res = runner.invoke(app, SGS, input="1\n" + "".join(f"{x}\n" for x in lines))
    assert res.exit_code == 0, res.output
    out = res.output.split("Your attack range", 1)[1]  # after the first play-phase menu
    # the answer after each prompt; the last prompt meets the end of input
    return [chunk.split("\n[seat 0]")[0] for chunk in out.split("(? for help)> ")[1:-1]]


def test_sgs_hand_is_numbered_on_the_board() -> None:
    res = runner.invoke(app, SGS, input="1\n")
    assert "your hand: 1) Slash ♣8, 2) Chitu (-1) ♥5" in res.output


def test_sgs_why_not_by_position_name_face_and_target() -> None:
    by_pos, by_name, by_face, zh, on_seat, on_general, on_zh = sgs_answers(
        "w 5", "w dodge", "w jink ♦10", "w 闪", "w slash to 2", "w slash zhaoyun", "w 杀 赵云")
    # 闪 (Dodge) is only a response: the same reason by position, English name, id + face, zh
    for ans in (by_pos, by_name, by_face, zh):
        assert "You cannot, because:" in ans and "response" in ans, ans
        assert "not in your hand" not in ans
        assert not re.search(r"[\u4e00-\u9fff]", ans), ans  # English reasons, English names
    # Slash on Zhao Yun (distance 2) with attack range 1: by seat or by general name
    for ans in (on_seat, on_general, on_zh):
        assert "attack range" in ans, ans


def test_sgs_why_not_misses_say_what_was_not_understood() -> None:
    none, far, name, who = sgs_answers("w peach", "w 9", "w fireball", "w slash to nobody")
    assert none.strip() == "there is no peach in your hand"
    assert far.strip() == "there is no card 9 in your hand (you hold 6)"
    assert name.strip() == "unknown card name 'fireball'"
    assert who.strip() == "no seat or general 'nobody'"


def test_sgs_help_shows_sgs_examples() -> None:
    (helptext,) = sgs_answers("?")
    assert "w slash to 2" in helptext and "summon" not in helptext


# ygo play, seed 1: seat 0 goes first; card #38 (Gemini Elf) is in its hand, it controls no
# monster, and there is no Battle Phase on the first turn.
YGO = ["ygo", "play", "--seed", "1", "--bot", "random"]


def ygo_answers(*lines: str) -> list[str]:
    res = runner.invoke(app, YGO, input="".join(f"{x}\n" for x in lines))
    assert res.exit_code == 0, res.output
    return [chunk.split("\n[seat 0]")[0] for chunk in res.output.split("(? for help)> ")[1:-1]]


def test_ygo_why_not_documented_forms_answer() -> None:
    card, attack, battle, helptext = ygo_answers("w 38", "w attack", "w to_battle", "?")
    # before: each of the first two answered "Unknown card or action"
    assert "summon: allowed" in card and "activate: This card has no effect" in card
    assert attack.strip() == "you control no monster"
    assert "No Battle Phase on the first turn" in battle
    assert "w attack 12" in helptext and "action=draw" not in helptext
    for ans in (card, attack, battle):
        assert "Unknown card or action" not in ans


def test_ygo_lock_reason_names_the_locking_card(tmp_path: Path) -> None:
    # Swords of Revealing Light (face-up, seat 0's): the opponent's monsters cannot attack;
    # the reason names Swords instead of "A card effect prevents..." (issue 13)
    board = tmp_path / "swords.yaml"
    board.write_text(
        "game: ygo\nsetup:\n  turn: 4\n  turn_player: 1\n  phase: battle\n  players:\n"
        "    - spells: [{card: Swords of Revealing Light, face_up: true}]\n"
        "    - monsters: [Battle Ox]\n", encoding="utf-8")
    res = runner.invoke(app, ["play", "ygo", "--scenario", str(board), "--seat", "1"],
                        input="w attack\n")
    assert res.exit_code == 0, res.output
    assert ("Swords of Revealing Light's effect prevents this monster from declaring an attack"
            in res.output)
    assert "A card effect prevents" not in res.output
