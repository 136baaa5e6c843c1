"""Normal and Quick-Play Spells of ``cards/scripts/goat7_s_spells.py`` under the goat profile.
Source of each text: goat-pool.csv does not flag these cards "Goat-era version", so today's
official text (DawnbrandBots/yaml-yugi ``data/<passcode>.yaml``) is their Goat behaviour; each
test quotes the clause it checks (our wording in ``pool/goat.csv``). Levels: Chu-Ske the Mouse
Fighter 3 (1200 ATK), Monk Fighter 3, Battle Ox 4, Summoned Skull 6 (a Fiend), Skull Servant 1
(a Normal Monster), Mystical Elf 800/2000."""

from __future__ import annotations

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while
from tests.ygo.test_properties import visible_ids

LP = 8000


def test_jar_robber_negates_pot_of_greed_and_draws_one() -> None:
    """Jar Robber: "You can only activate this card when "Pot of Greed" is activated. Negate the
    effect of the "Pot of Greed" and draw 1 card": the opponent's Set Jar Robber answers; the
    Pot's player draws nothing, the Robber's player draws 1."""
    game = game_of([{"hand": ["Pot of Greed"]},
                    {"spells": [{"card": "Jar Robber", "face_up": False}]}])
    answer(game, action="activate", name="Pot of Greed")
    pass_while(game, 0)
    answer(game, action="activate", name="Jar Robber")
    _run(game)
    f = game.facts()
    assert f["hand_count.0"] == 0 and f["hand_count.1"] == 1
    assert "Pot of Greed" in f["gy.0"] and "Jar Robber" in f["gy.1"]


def test_jar_robber_only_against_pot_of_greed() -> None:
    """"only ... when "Pot of Greed" is activated": Graceful Charity opens no Jar Robber."""
    game = game_of([{"hand": ["Graceful Charity"]},
                    {"spells": [{"card": "Jar Robber", "face_up": False}]}])
    answer(game, action="activate", name="Graceful Charity")
    pass_while(game, 0)
    assert not options(game, action="activate", name="Jar Robber")


def test_kaminote_blow_destroys_the_monster_that_battled_the_fighter() -> None:
    """Kaminote Blow: "Destroy the monster(s) that battle with these monsters on your side of the
    field this turn, at the end of each Damage Step": Chu-Ske (1200) bounces off Mystical Elf
    (DEF 2000, 800 to its controller) and the Elf is destroyed all the same."""
    game = game_of([{"hand": ["Kaminote Blow"], "monsters": ["Chu-Ske the Mouse Fighter"]},
                    {"monsters": [{"card": "Mystical Elf", "pos": "def"}]}])
    answer(game, action="activate", name="Kaminote Blow")
    _run(game)
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["lp.0"] == LP - 800 and f["gy.1"] == ["Mystical Elf"]
    assert f["monsters.0"] == ["Chu-Ske the Mouse Fighter"]


def test_kaminote_blow_needs_a_fighter() -> None:
    """"Activate only if there is at least 1 face-up "Chu-Ske the Mouse Fighter", "Monk
    Fighter", or "Master Monk" on your side": with Battle Ox only, it cannot be activated."""
    game = game_of([{"hand": ["Kaminote Blow"], "monsters": ["Battle Ox"]}, {}])
    assert not options(game, action="activate", name="Kaminote Blow")


def test_return_of_the_doomed_brings_back_a_battle_casualty_at_turn_end() -> None:
    """Return of the Doomed: "Discard 1 Monster Card from your hand ... Return 1 of your
    monsters destroyed and sent to your Graveyard as a result of battle during this turn to
    your hand at the end of this turn": Battle Ox dies attacking Summoned Skull; Chu-Ske is
    discarded; the Ox is back in hand once the turn ends, Chu-Ske stays in the Graveyard."""
    game = game_of([{"hand": ["Return of the Doomed", "Chu-Ske the Mouse Fighter"],
                     "monsters": ["Battle Ox"]}, {"monsters": ["Summoned Skull"]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    answer(game, action="end_battle")
    _run(game)
    answer(game, action="activate", name="Return of the Doomed")
    _run(game)
    f = game.facts()
    assert f["hand.0"] == [] and "Chu-Ske the Mouse Fighter" in f["gy.0"]
    answer(game, action="to_end")
    _run(game)
    f = game.facts()
    assert "Battle Ox" in f["hand.0"] and "Chu-Ske the Mouse Fighter" in f["gy.0"]


def test_return_of_the_doomed_needs_a_monster_card_to_discard() -> None:
    """"Discard 1 Monster Card from your hand": with only a Spell beside it, no activation."""
    game = game_of([{"hand": ["Return of the Doomed", "Raigeki"]}, {}])
    assert not options(game, action="activate", name="Return of the Doomed")


def test_the_law_of_the_normal_clears_all_but_small_normals() -> None:
    """The Law of the Normal: "while there are 5 face-up Level 2 or lower Normal Monsters on
    your side ... Both players discard all cards in their hands, and destroy all cards on the
    field except Level 2 or lower Normal Monsters"."""
    game = game_of([{"hand": ["The Law of the Normal", "Raigeki"],
                     "monsters": ["Skull Servant"] * 5},
                    {"hand": ["Mirror Force"], "monsters": ["Battle Ox", "Skull Servant"],
                     "spells": [{"card": "Mirror Force", "face_up": False}]}])
    answer(game, action="activate", name="The Law of the Normal")
    _run(game)
    f = game.facts()
    assert f["hand_count.0"] == 0 and f["hand_count.1"] == 0
    assert f["monsters.0"] == ["Skull Servant"] * 5 and f["monsters.1"] == ["Skull Servant"]
    assert f["spells.1"] == [] and "Battle Ox" in f["gy.1"] and "Raigeki" in f["gy.0"]


def test_the_law_of_the_normal_needs_five() -> None:
    """"5 face-up Level 2 or lower Normal Monsters": 4 are not enough."""
    game = game_of([{"hand": ["The Law of the Normal"], "monsters": ["Skull Servant"] * 4}, {}])
    assert not options(game, action="activate", name="The Law of the Normal")


def test_puppet_magic_banishes_an_exact_level_total() -> None:
    """The Puppet Magic of Dark Ruler: "banish face-up monsters you control whose total Levels
    exactly equal the Level of that monster, then Special Summon it": Summoned Skull (Level 6)
    comes back for Chu-Ske + Monk Fighter (3 + 3); Battle Ox (4) cannot make 6 and stays."""
    game = game_of([{"hand": ["The Puppet Magic of Dark Ruler"], "gy": ["Summoned Skull"],
                     "monsters": ["Battle Ox", "Chu-Ske the Mouse Fighter", "Monk Fighter"]},
                    {}])
    answer(game, action="activate", name="The Puppet Magic of Dark Ruler")
    _run(game, 12)
    f = game.facts()
    assert sorted(f["monsters.0"]) == ["Battle Ox", "Summoned Skull"]
    assert sorted(f["banished.0"]) == ["Chu-Ske the Mouse Fighter", "Monk Fighter"]


def test_puppet_magic_needs_an_exact_total() -> None:
    """"exactly equal": Battle Ox (4) and Chu-Ske (3) cannot make Summoned Skull's 6."""
    game = game_of([{"hand": ["The Puppet Magic of Dark Ruler"], "gy": ["Summoned Skull"],
                     "monsters": ["Battle Ox", "Chu-Ske the Mouse Fighter"]}, {}])
    assert not options(game, action="activate", name="The Puppet Magic of Dark Ruler")


def test_ante_lower_level_goes_and_costs_1000() -> None:
    """Ante: "Each Player reveals 1 card from their hand. If one card is higher Level than the
    other, the card with the lower Level is sent to the Graveyard, and the player who revealed
    it takes 1000 damage. (Non-Monster Cards are treated as Level 0.)": Battle Ox (4) against
    the opponent's Raigeki (0): the Raigeki goes, its player takes 1000."""
    game = game_of([{"hand": ["Ante", "Battle Ox"]}, {"hand": ["Raigeki"]}])
    answer(game, action="activate", name="Ante")
    _run(game)
    f = game.facts()
    assert f["hand.0"] == ["Battle Ox"] and f["gy.1"] == ["Raigeki"]
    assert f["lp.1"] == LP - 1000 and f["lp.0"] == LP


def test_ante_equal_levels_keep_both() -> None:
    """"If one card is higher Level than the other": Battle Ox against Mystical Elf (both
    Level 4) — both stay, no damage."""
    game = game_of([{"hand": ["Ante", "Battle Ox"]}, {"hand": ["Mystical Elf"]}])
    answer(game, action="activate", name="Ante")
    _run(game)
    f = game.facts()
    assert f["hand.0"] == ["Battle Ox"] and f["hand.1"] == ["Mystical Elf"]
    assert f["lp.0"] == LP and f["lp.1"] == LP


def test_ante_pick_hidden_from_the_other_picker() -> None:
    """Hidden information: when the opponent picks, its options name only its own hand (the
    activator's pick, Summoned Skull, is not shown yet)."""
    game = game_of([{"hand": ["Ante", "Summoned Skull", "Raigeki"]},
                    {"hand": ["Mystical Elf", "Battle Ox"]}])
    answer(game, action="activate", name="Ante")
    pass_while(game, 1)
    answer(game, action="card", name="Summoned Skull")
    d = game.pending()
    assert d is not None and d.seat == 1
    assert {o.about.get("name") for o in d.options} == {"Mystical Elf", "Battle Ox"}
    skull = next(c for c in game.g.hand[0] if game.g.cd(c).name.en == "Summoned Skull")
    assert skull not in visible_ids(game.view(1))


def test_spiritualism_cannot_be_negated_by_magic_jammer() -> None:
    """Spiritualism: "Return 1 Spell/Trap Card your opponent controls to the hand. This card's
    activation and effect cannot be negated": the opponent chains Magic Jammer (discarding
    Battle Ox); Spiritualism still returns the targeted Set Mirror Force."""
    game = game_of([{"hand": ["Spiritualism"]},
                    {"hand": ["Battle Ox"],
                     "spells": [{"card": "Magic Jammer", "face_up": False},
                                {"card": "Mirror Force", "face_up": False}]}])
    answer(game, action="activate", name="Spiritualism")
    answer(game, action="card", zone=1)  # the Set Mirror Force, named to its opponent by zone
    answer(game, action="activate", name="Magic Jammer")
    _run(game)
    f = game.facts()
    assert "Mirror Force" in f["hand.1"] and "Magic Jammer" in f["gy.1"]
    assert "Spiritualism" in f["gy.0"]


def test_spiritualism_not_stopped_by_imperial_order() -> None:
    """"cannot be negated": a face-up Imperial Order (Spell effects on the field are negated)
    does not stop it; the Order itself is returned."""
    game = game_of([{"hand": ["Spiritualism"]},
                    {"spells": [{"card": "Imperial Order", "face_up": True}]}])
    answer(game, action="activate", name="Spiritualism")
    _run(game)
    assert game.facts()["hand.1"] == ["Imperial Order"]


def test_return_of_the_doomed_discard_is_a_cost() -> None:
    """The discard is Return of the Doomed's activation cost (Konami's FAQ quoted in Yugipedia's
    "Card Rulings:Abyss Soldier"): when Magic Jammer negates it, Chu-Ske is in the Graveyard all
    the same and the destroyed Battle Ox stays there at the end of the turn."""
    game = game_of([{"hand": ["Return of the Doomed", "Chu-Ske the Mouse Fighter"],
                     "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"], "hand": ["Raigeki"],
                     "spells": [{"card": "Magic Jammer", "face_up": False}]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    answer(game, action="end_battle")
    _run(game)
    answer(game, action="activate", name="Return of the Doomed")
    answer(game, action="activate", name="Magic Jammer")
    _run(game)
    f = game.facts()
    assert "Chu-Ske the Mouse Fighter" in f["gy.0"] and "Return of the Doomed" in f["gy.0"]
    answer(game, action="to_end")
    _run(game)
    assert "Battle Ox" in game.facts()["gy.0"]
