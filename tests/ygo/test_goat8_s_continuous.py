"""Continuous Spells of ``cards/scripts/goat8_s_continuous.py`` under the goat profile. All three
are flagged "Goat-era version" in goat-pool.csv; each test quotes the clause of the 2002-2004
print it checks (sources in the module docstring: the Eternity card of the day of 2005-02-13 for
Continuous Destruction Punch's MFC text, the PSV and AST prints in yaml-yugi ``data/16227556``
and ``data/10035717.yaml``). Stats: Battle Ox 1700/1000, Giant Soldier of Stone 1300/2000,
Mystical Elf 800/2000, Summoned Skull 2500/1200, Celtic Guardian 1400/1200 (Warrior)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

LP = 8000
PUNCH = {"card": "Continuous Destruction Punch", "face_up": True}


def _attack(game: Any) -> None:
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)


def test_punch_destroys_an_attacker_weaker_than_the_defense() -> None:
    """Continuous Destruction Punch: "When the ATK of an attacking monster on your opponent's
    side of the field is lower than the DEF of the attacked Defense Position monster ...,
    destroy the attacking monster. Damage calculation is applied normally": Battle Ox (1700)
    attacks Giant Soldier of Stone (DEF 2000): its player takes 300 and the Ox is destroyed."""
    game = game_of([{"monsters": ["Battle Ox"]},
                    {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}],
                     "spells": [PUNCH]}])
    _attack(game)
    f = game.facts()
    assert f["lp.0"] == LP - 300, "damage calculation is applied normally"
    assert f["gy.0"] == ["Battle Ox"] and f["monsters.1"] == ["Giant Soldier of Stone"]


def test_punch_needs_the_lower_atk() -> None:
    """"lower than the DEF": Summoned Skull (2500) attacking Mystical Elf (DEF 2000) just
    destroys the Elf; the Skull stays."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": [{"card": "Mystical Elf", "pos": "def"}], "spells": [PUNCH]}])
    _attack(game)
    f = game.facts()
    assert f["monsters.0"] == ["Summoned Skull"] and f["gy.1"] == ["Mystical Elf"]


def test_punch_only_guards_its_controller() -> None:
    """"an attacking monster on your opponent's side": the Punch's own player attacking the
    opponent's Giant Soldier of Stone gets no help — its Battle Ox stays on the field (it only
    takes the 300)."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [PUNCH]},
                    {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}]}])
    _attack(game)
    f = game.facts()
    assert f["monsters.0"] == ["Battle Ox"] and f["lp.0"] == LP - 300


def test_inspection_shows_one_random_card_to_its_player_only() -> None:
    """Inspection: "During your opponent's Standby Phase, you can pay 500 Life Points to
    randomly select 1 card in your opponent's hand and look at it": in the opponent's Standby
    Phase its player pays 500; exactly one card of that hand (Mystical Elf and the card drawn
    this turn) is known to the Inspection's player, and the public log never names it."""
    game = game_of([{"spells": [{"card": "Inspection", "face_up": True}]},
                    {"hand": ["Mystical Elf"]}])
    answer(game, action="to_end")
    settle(game)
    answer(game, action="trigger")
    _run(game)
    g = game.g
    assert g.lp[0] == LP - 500 and len(g.hand[1]) == 2
    seen = [c for c in g.hand[1] if g.revealed_to(c, 0)]
    assert len(seen) == 1
    name = g.cd(seen[0]).name.en
    public = [pub for kind, pub, _ in g.elog if kind == "card_effect"
              and pub.get("name") == "Inspection"]
    assert public and all(name not in str(pub) for pub in public)


def test_inspection_only_in_the_opponents_standby_phase() -> None:
    """"During your opponent's Standby Phase": in its player's own Standby Phase nothing is
    offered (the turn goes on to Main Phase 1 with the LP untouched)."""
    game = game_of([{"spells": [{"card": "Inspection", "face_up": True}]},
                    {"hand": ["Mystical Elf"]}], turn_player=1, turn=4)
    answer(game, action="to_end")
    settle(game)
    assert not options(game, action="trigger")
    assert game.facts()["lp.0"] == LP


def test_weapon_change_switches_atk_and_def() -> None:
    """Weapon Change: "pay 700 Life Points ... Switch the ATK and DEF of 1 Warrior-Type or
    Machine-Type monster on your side of the field until the end of your opponent's next End
    Phase": in its player's Standby Phase Celtic Guardian (1400/1200) becomes 1200/1400 for
    700 LP; it is back to 1400/1200 once the opponent's next turn has ended."""
    game = game_of([{"monsters": ["Celtic Guardian"],
                     "spells": [{"card": "Weapon Change", "face_up": True}]}, {}],
                   turn_player=1, turn=4)
    answer(game, action="to_end")
    settle(game)
    answer(game, action="trigger")
    _run(game)
    f = game.facts()
    assert f["turn_player"] == 0 and f["lp.0"] == LP - 700
    assert f["mzone.0.0.atk"] == 1200 and f["mzone.0.0.def"] == 1400
    answer(game, action="to_end")
    _run(game)
    assert game.facts()["mzone.0.0.atk"] == 1200, "still switched in the opponent's turn"
    answer(game, action="to_end")
    settle(game)
    f = game.facts()
    assert f["turn_player"] == 0 and f["mzone.0.0.atk"] == 1400 and f["mzone.0.0.def"] == 1200


def test_weapon_change_switch_ends_when_it_is_destroyed() -> None:
    """"When this card is destroyed, the effect is negated" (the AST print): after the switch,
    the opponent's Mystical Space Typhoon on Weapon Change puts Celtic Guardian back to
    1400/1200 at once."""
    game = game_of([{"monsters": ["Celtic Guardian"],
                     "spells": [{"card": "Weapon Change", "face_up": True}]},
                    {"hand": ["Mystical Space Typhoon"]}], turn_player=1, turn=4)
    answer(game, action="to_end")
    settle(game)
    answer(game, action="trigger")
    _run(game)
    assert game.facts()["mzone.0.0.atk"] == 1200
    answer(game, action="to_end")
    _run(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    _run(game)
    f = game.facts()
    assert f["gy.0"] == ["Weapon Change"]
    assert f["mzone.0.0.atk"] == 1400 and f["mzone.0.0.def"] == 1200


