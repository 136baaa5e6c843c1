"""The ``always_ask`` knob (issue 11): response windows open for every seat that could be asked,
even one that cannot answer, so being asked is no longer a tell about a hidden hand.

Rules surface by default (respond.py: "a window with no way to answer is not asked"; the YGO
chain window passes at once for a player with nothing to activate): with the knob off no
window offers only "pass"; with it on such windows appear in all three games, and in SGS a
single re-deal of a responder's hand always reproduces its open question.
"""

from __future__ import annotations

from typing import Any

import pytest

import cardtable.sgs.determinize as sgs_det
from cardtable.core.errors import SetupError
from cardtable.core.game import Game
from cardtable.core.rng import Rng
from cardtable.rl import make_gym_env
from cardtable.rl.adapters import adapter_for
from cardtable.rl.loading import game_spec

PASS_FORMS = ({"respond": "pass"}, {"nullify": "pass"}, {"peach": "pass"}, {"action": "pass"})


def _games(name: str, knob: bool, seeds: range) -> list[Game]:
    adapter = adapter_for(name)
    extra = {"always_ask": True} if knob else None
    return [game_spec(adapter.engine_id).new(adapter.setup(extra), s) for s in seeds]


def _pass_only_windows(name: str, knob: bool) -> int:
    found = 0
    for k, game in enumerate(_games(name, knob, range(4))):
        rng = Rng(k)
        while (dec := game.pending()) is not None:
            forms = [dict(o.form) for o in dec.options]
            found += len(forms) == 1 and forms[0] in PASS_FORMS
            game.answer(rng.below(len(dec.options)))
    return found


@pytest.mark.parametrize("name", ["ygo-duel", "sgs-3v3", "sgs-identity"])
def test_off_by_default_no_window_without_an_answer(name: str) -> None:
    assert _pass_only_windows(name, knob=False) == 0


@pytest.mark.parametrize("name", ["ygo-duel", "sgs-3v3", "sgs-identity"])
def test_on_every_seat_that_could_be_asked_is_asked(name: str) -> None:
    assert _pass_only_windows(name, knob=True) >= 20


def _one_redeal_failures(name: str, knob: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[
        int, int]:
    """(response windows of another seat re-dealt, re-deals that did not reproduce the
    question) with one re-deal allowed."""
    monkeypatch.setattr(sgs_det, "TRIES", 1)
    tried = failed = 0
    for k, game in enumerate(_games(name, knob, range(6))):
        rng = Rng(100 + k)
        while (dec := game.pending()) is not None:
            req: Any = getattr(game, "req", None)
            if req is not None and req[5][0] in ("_resp_ans", "null_ans", "dying_ans"):
                other = (dec.seat + 1) % game.num_seats
                tried += 1
                try:
                    game.determinize(other, Rng(tried))
                except sgs_det.DeterminizeError as exc:
                    failed += "no re-deal" in str(exc)
            game.answer(rng.below(len(dec.options)))
    return tried, failed


def test_sgs_being_asked_no_longer_depends_on_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    tried, failed = _one_redeal_failures("sgs-3v3", False, monkeypatch)
    assert tried >= 20 and failed >= 1  # the tell: a random hand often could not be asked
    tried, failed = _one_redeal_failures("sgs-3v3", True, monkeypatch)
    assert tried >= 20 and failed == 0


def test_knob_is_checked_and_usable_by_the_envs() -> None:
    adapter = adapter_for("sgs-3v3")
    with pytest.raises(SetupError, match="always_ask"):
        game_spec("sgs").new(adapter.setup({"always_ask": "yes"}), 0)
    env = make_gym_env("sgs-3v3", {"always_ask": True}, side=0)
    env.reset(seed=1)
    assert env.game.setup_data()["always_ask"] is True


# 3v3 games with skills whose condition reads the owner's hidden hand: 天香 (小乔: a ♥ hand
# card), 流离 (大乔: a card to discard and a seat in range), 克己 (吕蒙), plus 连营/枭姬 (hand
# and equipment changes) — so that "asked or not" of an optional skill can depend on the hand
SKILLED = ["xiaoqiao", "daqiao", "lvmeng", "luxun", "sunshangxiang", "zhenji"]


def _trigger_redeal(knob: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, int]:
    """(optional-skill questions ("use X?") of a seat re-dealt from the next seat's view,
    re-deals that did not give the owner the same question, "no"-only questions) with one
    re-deal allowed."""
    monkeypatch.setattr(sgs_det, "TRIES", 1)
    adapter = adapter_for("sgs-3v3")
    tried = failed = no_only = 0
    for k in range(8):
        extra: dict[str, Any] = {"generals": SKILLED[k % 6:] + SKILLED[: k % 6]}
        if knob:
            extra["always_ask"] = True
        game = game_spec("sgs").new(adapter.setup(extra), 300 + k)
        rng = Rng(300 + k)
        while (dec := game.pending()) is not None:
            req: Any = getattr(game, "req", None)
            if req is not None and req[5][0] == "trig_go":
                no_only += len(dec.options) == 1
                tried += 1
                try:
                    game.determinize((dec.seat + 1) % game.num_seats, Rng(tried))
                except sgs_det.DeterminizeError as exc:
                    failed += "no re-deal" in str(exc)
            game.answer(rng.below(len(dec.options)))
    return tried, failed, no_only


def test_sgs_optional_skill_questions_do_not_depend_on_the_hand(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 11: with the knob, whether an optional skill's owner is asked "use X?" no longer
    depends on its hidden hand: one random re-deal of everything the next seat cannot see
    (the owner's hand among it) always reproduces the owner's question. Without the knob
    some re-deals do not (天香 without a ♥, 流离 without a card to discard: the tell), and no
    "no"-only question is ever asked (the rules surface is unchanged)."""
    tried, _failed, no_only = _trigger_redeal(False, monkeypatch)
    assert tried >= 20 and no_only == 0
    tried, failed, no_only = _trigger_redeal(True, monkeypatch)
    assert tried >= 20 and failed == 0 and no_only >= 1


def _tianxiang_kinds(hand: list[str], knob: bool) -> list[tuple[int, str]]:
    """(seat, kind) of the first six decisions after seat 1 slashes 小乔 (seat 2, 天香 only,
    holding ``hand``): seat 2 declines what it is offered, nobody plays 闪."""
    from cardtable.sgs.game import from_scenario

    setup = {"no_skills": True, "skills": {2: ["tianxiang"]},
             "generals": ["xuchu", "xuchu", "xiaoqiao", "zhangfei", "sunquan", "huanggai"],
             "current": 1, "phase": "play", "hp": {0: 3}, "hands": {1: ["slash S7"], 2: hand},
             "always_ask": knob}
    game = from_scenario(setup, 1)
    seq: list[tuple[int, str]] = []
    for _ in range(6):
        dec = game.pending()
        assert dec is not None
        forms = [dict(o.form) for o in dec.options]
        seq.append((dec.seat, dec.kind))
        pick = next((forms.index(w) for w in ({"answer": "no"}, {"respond": "pass"},
                                               {"action": "pass"}) if w in forms), None)
        if pick is None:  # seat 1: play the 杀 at seat 2
            pick = next((i for i, f in enumerate(forms) if f.get("target") == 2), 0)
        game.answer(pick)
    return seq


def test_sgs_tianxiang_question_does_not_depend_on_a_heart_in_hand() -> None:
    """天香 (小乔, card text: when you would take damage, you may discard a ♥ hand card to
    pass it on): whether she holds a ♥ is hidden. By default she is asked "use 天香?" only
    with a ♥ in hand (a tell); with always_ask she is asked either way — "no" only without
    one — and the decision kinds every seat gets are the same for both hands."""
    heart, no_heart = ["peach H3", "jink D2"], ["slash S8", "jink D2"]
    assert _tianxiang_kinds(heart, False) != _tianxiang_kinds(no_heart, False)
    assert _tianxiang_kinds(heart, True) == _tianxiang_kinds(no_heart, True)
    assert (2, "yesno") in _tianxiang_kinds(no_heart, True)


def _decline_questions(knob: bool) -> tuple[int, int]:
    """(optional-trigger questions, of them "decline" only) over 4 random goat-control
    mirror duels (decks whose optional triggers often have an unmet condition)."""
    from cardtable.ygo.game import preset_deck

    adapter = adapter_for("ygo-duel")
    asked = only = 0
    for s in range(4):
        extra: dict[str, Any] = {"decks": [preset_deck("goat-control"),
                                           preset_deck("goat-control-2005")]}
        if knob:
            extra["always_ask"] = True
        game = game_spec("ygo").new(adapter.setup(extra), s)
        rng = Rng(s)
        while (dec := game.pending()) is not None:
            forms = [dict(o.form) for o in dec.options]
            if {"action": "decline"} in forms:
                asked += 1
                only += len(forms) == 1
            game.answer(rng.below(len(forms)))
    return asked, only


def test_ygo_optional_triggers_are_offered_with_the_knob() -> None:
    """An optional trigger ("you can ...") whose condition fails is not offered by default
    (the condition may read the hand or set cards: a tell); with always_ask its controller is
    asked anyway, "decline" only. Off, no decline-only question ever appears."""
    assert _decline_questions(False)[1] == 0
    assert _decline_questions(True)[1] >= 5
