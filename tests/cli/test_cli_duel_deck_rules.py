"""``ygo play`` / ``ygo sim`` check both decks against the profile's deck rules before a duel
(seed 000 part 3 deck rules; "但仍遵守LP4000禁止卡表": the ``lp4000-seed-house`` profile carries
the LP4000 banlist): an illegal deck is an exit-2 error naming the seat, the deck, the card and
the rule, in zh or en; ``--no-deck-check`` plays anyway."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from typer.testing import CliRunner

from cardtable.cli.main import app

POT_OF_GREED = 55144522


def _pots(tmp_path: Path) -> Path:
    text = resources.files("cardtable.ygo").joinpath("decks", "classic-a.ydk").read_text("utf-8")
    lines = [x for x in text.splitlines() if x.strip()]
    lines[2] = str(POT_OF_GREED)  # a second Pot of Greed: fine by 3 copies, not by the banlist
    p = tmp_path / "pots.ydk"
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


def test_sim_refuses_a_deck_the_profile_banlist_forbids(tmp_path: Path) -> None:
    deck = str(_pots(tmp_path))
    base = ["ygo", "sim", "-n", "2", "--json", "--no-progress", "--deck", deck, "--deck",
            "classic-b"]
    res = CliRunner().invoke(app, [*base, "--profile", "lp4000-seed-house"])
    assert res.exit_code == 2, res.output
    assert "seat 0 (" in res.output
    assert "Pot of Greed (55144522): the banlist allows 1" in res.output
    res = CliRunner().invoke(app, ["--lang", "zh", *base, "--profile", "lp4000-seed-house"])
    assert res.exit_code == 2 and "禁卡表限制1张" in res.output and "座位0" in res.output
    # the plain classic profile has no banlist: the same deck is legal there
    res = CliRunner().invoke(app, base)
    assert res.exit_code == 0 and json.loads(res.stdout)["errors"] == 0
    res = CliRunner().invoke(app, [*base, "--profile", "lp4000-seed-house", "--no-deck-check"])
    assert res.exit_code == 0 and json.loads(res.stdout)["games"] == 2


def test_play_refuses_an_illegal_deck_before_the_duel(tmp_path: Path) -> None:
    short = tmp_path / "short.ydk"
    short.write_text("#main\n" + "46986414\n" * 3 + "#extra\n!side\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["ygo", "play", "--hotseat", "--deck", str(short)], input="q\n")
    assert res.exit_code == 2 and "main deck must have 40–80 cards, it has 3" in res.output
    assert "Traceback" not in res.output
