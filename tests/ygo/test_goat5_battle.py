"""goat-m1: battle triggers (``cards/scripts/goat5_battle.py``). Each test names the 2005 text
line or ruling it checks; numbers are printed stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, options, pick, run

TRIGGER = {"answer": {"action": "trigger"}}


def _mode(v: str) -> dict[str, Any]:
    return {"answer": {"action": "choose", "value": v}}


def _battle(me: dict[str, Any], opp: dict[str, Any], attacker: str, target: str | None,
            steps: list[dict[str, Any]] | None = None, seat: int = 0) -> Any:
    """Seat ``seat``'s Battle Phase: ``attacker`` attacks ``target`` (None = directly)."""
    g = run({"phase": "battle", "turn": 3 + seat, "turn_player": seat,
             "players": [me, opp] if seat == 0 else [opp, me]})
    forms = [f for f in options(g, "attack") if f.get("name") == attacker
             and ((f.get("target") is None or int(f["target"]) < 0) if target is None
                  else f.get("target_name", "?") == target)]
    assert len(forms) == 1, options(g, "attack")
    answer(g, {"answer": forms[0]})
    for st in steps or []:
        answer(g, st)
    return g


def test_chick_returns_a_card_or_sends_their_top_card_to_the_bottom() -> None:
    """Dark Scorpion - Chick the Yellow: on battle damage, "return 1 card on the field to its
    owner's hand, or look at the top card of their Deck and put it on the top or bottom"."""
    g = _battle({"monsters": ["Dark Scorpion - Chick the Yellow"]},
                {"field": {"card": "Mountain", "face_up": True}}, "Dark Scorpion - Chick "
                "the Yellow", None, [TRIGGER, _mode("bounce"), pick("Mountain")])
    assert g.facts()["hand.1"] == ["Mountain"]
    g = _battle({"monsters": ["Dark Scorpion - Chick the Yellow"]},
                {"deck": ["Battle Ox", "Feral Imp", "Kuriboh"]},
                "Dark Scorpion - Chick the Yellow", None,
                [TRIGGER, _mode("peek"), _mode("bottom")])
    assert g.facts()["deck_top.1"] == "Feral Imp"
    assert "Battle Ox" in str(g.events(0)) and "Battle Ox" not in str(g.events(1))


def test_gorg_spins_a_monster_or_mills_one() -> None:
    """Dark Scorpion - Gorg the Strong: "return 1 monster on the field to the top of its
    owner's Deck, or send the top card of your opponent's Deck to the Graveyard"."""
    g = _battle({"monsters": ["Dark Scorpion - Gorg the Strong"]},
                {"monsters": ["Feral Imp", "Battle Ox"], "deck": ["Kuriboh"]},
                "Dark Scorpion - Gorg the Strong", "Feral Imp",
                [TRIGGER, _mode("spin"), pick("Battle Ox")])
    f = g.facts()
    assert f["deck_top.1"] == "Battle Ox" and f["monsters.1"] == []
    g = _battle({"monsters": ["Dark Scorpion - Gorg the Strong"]},
                {"deck": ["Kuriboh", "Battle Ox"]}, "Dark Scorpion - Gorg the Strong", None,
                [TRIGGER, _mode("mill")])
    assert g.facts()["gy.1"] == ["Kuriboh"]


def test_meanae_adds_a_dark_scorpion_card() -> None:
    """Dark Scorpion - Meanae the Thorn: "add 1 'Dark Scorpion' card from your Deck (or from
    your Graveyard) to your hand"."""
    g = _battle({"monsters": ["Dark Scorpion - Meanae the Thorn"],
                 "deck": ["Battle Ox", "Dark Scorpion Burglars"],
                 "gy": ["Dark Scorpion - Chick the Yellow"]}, {},
                "Dark Scorpion - Meanae the Thorn", None, [TRIGGER, _mode("deck")])
    assert g.facts()["hand.0"] == ["Dark Scorpion Burglars"]


def test_no_trigger_without_battle_damage() -> None:
    """The Scorpions act "when this card inflicts Battle Damage to your opponent": attacking a
    Defense Position monster it does not destroy deals none, so nothing is offered."""
    g = _battle({"monsters": ["Dark Scorpion - Gorg the Strong"]},
                {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}]},
                "Dark Scorpion - Gorg the Strong", "Giant Soldier of Stone")
    assert not options(g, "trigger")


def test_atomic_firefly_burns_the_destroyer() -> None:
    """Atomic Firefly: "destroyed by battle and sent to the GY: 1000 damage to the controller of
    the monster that destroyed it"."""
    g = _battle({"monsters": ["Battle Ox"]}, {"monsters": ["Atomic Firefly"]}, "Battle Ox",
                "Atomic Firefly")
    f = g.facts()
    assert f["lp.0"] == 3000 and f["gy.1"] == ["Atomic Firefly"]


def test_birdface_searches_a_harpie_lady_name() -> None:
    """Birdface: "you can add 1 'Harpie Lady' from your Deck" — Cyber Harpie Lady's name is
    treated as "Harpie Lady", so it is offered too."""
    g = _battle({"monsters": ["Battle Ox"]},
                {"monsters": ["Birdface"], "deck": ["Cyber Harpie Lady", "Kuriboh"]},
                "Battle Ox", "Birdface", [TRIGGER])
    assert g.facts()["hand.1"] == ["Cyber Harpie Lady"]


def test_familiar_knight_each_player_may_summon_a_level_4() -> None:
    """Familiar Knight: "each player can Special Summon 1 Level 4 monster from their hand" —
    the turn player first; a Level 3 is not offered."""
    g = _battle({"monsters": ["Summoned Skull"], "hand": ["Battle Ox", "Kuriboh"]},
                {"monsters": ["Familiar Knight"], "hand": ["Feral Imp"]},
                "Summoned Skull", "Familiar Knight", [pick("Battle Ox"), pick("Feral Imp")])
    f = g.facts()
    assert "Battle Ox" in f["monsters.0"] and f["monsters.1"] == ["Feral Imp"]


def test_helping_robo_draws_then_returns_one_to_the_bottom() -> None:
    """Helping Robo for Combat: "destroys your opponent's monster by battle: draw 1 card, then
    return 1 card from your hand to the bottom of your Deck"."""
    g = _battle({"monsters": ["Helping Robo for Combat"], "hand": ["Kuriboh"],
                 "deck": ["Dark Hole", "Battle Ox"]},
                {"monsters": ["Kuriboh"]}, "Helping Robo for Combat", "Kuriboh",
                [pick("Kuriboh")])
    f = g.facts()
    assert f["hand.0"] == ["Dark Hole"] and f["deck_count.0"] == 2
    assert g.g.cd(g.g.deck[0][0]).name.en == "Kuriboh"


def test_harpie_lady_2_negates_the_flip_effect_of_its_victim() -> None:
    """Harpie Lady 2: "negate the Flip effects of monsters destroyed by battle with this
    card" — Man-Eater Bug flipped and destroyed destroys nothing; against another attacker it
    does."""
    g = _battle({"monsters": ["Harpie Lady 2", "Battle Ox"]},
                {"monsters": [{"card": "Man-Eater Bug", "pos": "down"}]}, "Harpie Lady 2",
                "?")  # a face-down target has no public name
    f = g.facts()
    assert f["gy.1"] == ["Man-Eater Bug"] and sorted(f["monsters.0"]) == ["Battle Ox",
                                                                          "Harpie Lady 2"]
    g = _battle({"monsters": ["Harpie Lady 1", "Battle Ox"]},
                {"monsters": [{"card": "Man-Eater Bug", "pos": "down"}]}, "Harpie Lady 1",
                "?", [pick("Battle Ox")])
    assert g.facts()["monsters.0"] == ["Harpie Lady 1"]


def test_dark_ruler_ha_des_negates_sangan() -> None:
    """Dark Ruler Ha Des: "negate the effects of Effect Monsters destroyed by battle with
    Fiend-Type monsters you control" — Sangan destroyed by Feral Imp searches nothing."""
    g = _battle({"monsters": ["Feral Imp", "Dark Ruler Ha Des"]},
                {"monsters": ["Sangan"], "deck": ["Kuriboh", "Battle Ox"]}, "Feral Imp",
                "Sangan")
    assert g.facts()["hand.1"] == [] and g.facts()["gy.1"] == ["Sangan"]
    g = _battle({"monsters": ["Feral Imp"]},
                {"monsters": ["Sangan"], "deck": ["Kuriboh", "Battle Ox"]}, "Feral Imp",
                "Sangan")  # Kuriboh is Sangan's only candidate (1500 ATK or less)
    assert g.facts()["hand.1"] == ["Kuriboh"]


def test_cyber_harpie_lady_counts_as_harpie_lady() -> None:
    """Cyber Harpie Lady: "this card's name is treated as 'Harpie Lady'" — Harpie's Pet Dragon
    gains 300 ATK for each face-up "Harpie Lady" on the field."""
    g = run({"players": [{"monsters": ["Harpie's Pet Dragon", "Cyber Harpie Lady",
                                       "Harpie Lady 2"]}, {}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Harpie's Pet Dragon").atk + 600


def test_aswan_apparition_puts_a_trap_back_on_top() -> None:
    """Aswan Apparition: "inflicts Battle Damage: you can place 1 Trap Card from your Graveyard
    on top of your Deck"."""
    g = _battle({"monsters": ["Aswan Apparition"], "gy": ["Mirror Force", "Dark Hole"],
                 "deck": ["Kuriboh"]}, {}, "Aswan Apparition", None, [TRIGGER])
    f = g.facts()
    assert f["deck_top.0"] == "Mirror Force" and f["gy.0"] == ["Dark Hole"]


def test_hyena_calls_its_copies_from_the_deck() -> None:
    """Hyena: "destroyed by battle and sent to the GY: you can Special Summon any number of
    'Hyena' from your Deck in face-up Attack Position"."""
    g = _battle({"monsters": ["Battle Ox"]},
                {"monsters": ["Hyena"], "deck": ["Hyena", "Hyena", "Kuriboh"]},
                "Battle Ox", "Hyena", [TRIGGER])
    d = g.pending()
    assert d is not None and d.seat == 1
    for o in [o for o in d.options if o.form.get("action") == "card"][:2]:
        answer(g, {"answer": dict(o.form)})
    if options(g, "done"):
        answer(g, {"answer": {"action": "done"}})
    f = g.facts()
    assert f["monsters.1"] == ["Hyena", "Hyena"] and f["mzone.1.0.pos"] == "atk"


def test_hino_kagu_tsuchi_whole_hand_discarded_after_the_next_draw() -> None:
    """Hino-Kagu-Tsuchi: "when this card inflicts Battle Damage to your opponent, your opponent
    discards their entire hand during their next Draw Phase, after they draw" — the drawn card
    goes too; nothing happens before that Draw Phase."""
    g = _battle({"monsters": ["Hino-Kagu-Tsuchi"]},
                {"hand": ["Sangan", "Dark Hole"], "deck": ["Battle Ox", "Feral Imp"]},
                "Hino-Kagu-Tsuchi", None)
    assert g.facts()["hand_count.1"] == 2
    answer(g, {"answer": {"action": "end_battle"}})
    for _ in range(12):
        if g.facts()["turn_player"] == 1 and g.facts()["phase"] != "draw":
            break
        d = g.pending()
        assert d is not None
        answer(g, {"answer": dict(d.options[-1].form)})  # pass, or the next phase
    f = g.facts()
    assert f["turn_player"] == 1 and f["hand_count.1"] == 0
    assert sorted(f["gy.1"]) == sorted(["Sangan", "Dark Hole", "Battle Ox"])  # the top card


def test_hino_kagu_tsuchi_cannot_be_special_summoned() -> None:
    """Hino-Kagu-Tsuchi: "cannot be Special Summoned" (a Spirit) — Monster Reborn does not offer
    it."""
    g = run({"players": [{"hand": ["Monster Reborn"],
                          "gy": ["Hino-Kagu-Tsuchi", "Battle Ox", "Feral Imp"]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": "Monster Reborn"}})
    names = [f.get("name") for f in options(g, "card")]
    assert "Battle Ox" in names and "Hino-Kagu-Tsuchi" not in names
