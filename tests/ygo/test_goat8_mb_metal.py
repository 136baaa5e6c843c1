"""g8-mb: Metalzoa, Red-Eyes Black Metal Dragon (``cards/scripts/goat8_mb_metal.py``). Source
of each text: goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi
data/50705071.yaml, data/64335804.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, options, run


def _metalmorph_on(base: str, deck: list[str]) -> Any:
    g = run({"players": [{"monsters": [base], "spells": ["Metalmorph"], "deck": deck}, {}]})
    answer(g, act("Metalmorph"))
    settle(g, base)  # its only target is picked without asking
    return g


def test_metalzoa_from_the_deck_by_tributing_a_metalmorphed_zoa() -> None:
    """"Must first be Special Summoned (from your Deck) by Tributing 'Zoa' equipped with
    'Metalmorph'": the action Tributes Zoa (and its Metalmorph follows it) and brings Metalzoa
    from the Deck."""
    g = _metalmorph_on("Zoa", ["Metalzoa", "Zoa"])
    forms = [f for f in options(g, "goat8_mb_metal") if f.get("name") == "Metalzoa"]
    assert len(forms) == 1
    answer(g, {"answer": forms[0]})
    settle(g)
    f = g.facts()
    assert "Metalzoa" in [f[f"mzone.0.{i}"] for i in range(5)]
    gy = [g.g.cd(c).name.en for c in g.g.gy[0]]
    assert "Zoa" in gy and "Metalmorph" in gy
    assert "Metalzoa" not in [g.g.cd(c).name.en for c in g.g.deck[0]]


def test_no_metal_form_without_metalmorph_or_for_the_wrong_monster() -> None:
    """A Zoa without Metalmorph offers nothing; a Metalmorphed Red-Eyes B. Dragon offers
    Red-Eyes Black Metal Dragon and not Metalzoa."""
    g = run({"players": [{"monsters": ["Zoa"], "deck": ["Metalzoa"]}, {}]})
    assert not options(g, "goat8_mb_metal")
    g = _metalmorph_on("Red-Eyes B. Dragon", ["Metalzoa", "Red-Eyes Black Metal Dragon"])
    names = {f.get("name") for f in options(g, "goat8_mb_metal")}
    assert names == {"Red-Eyes Black Metal Dragon"}


def test_metalzoa_cannot_be_reborn_before_its_proper_summon() -> None:
    """"Must first be Special Summoned" by its own way: a Metalzoa sent to the Graveyard from
    the Deck is no Monster Reborn target."""
    g = run({"players": [{"gy": ["Metalzoa"], "hand": ["Monster Reborn"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Monster Reborn"]


def test_metalzoa_properly_summoned_may_then_be_revived() -> None:
    """The session-7 objection: the 2002–2003 prints read "can only be Special Summoned by…".
    That pre-PSCT phrase wrote the same semi-nomi condition as today's "Must first be Special
    Summoned" (a monster so summoned once may be revived; thevproject.blogspot.com 2012-09-19
    on the two wordings; goat-pool.csv does not flag the card): Metalzoa brought out by its
    procedure and then destroyed may be Special Summoned from the Graveyard by an effect (the
    check Monster Reborn's targets read), which a never-summoned one may not (the test above)."""
    g = _metalmorph_on("Zoa", ["Metalzoa", "Zoa"])
    answer(g, {"answer": next(f for f in options(g, "goat8_mb_metal")
                              if f.get("name") == "Metalzoa")})
    settle(g)
    mz = g.g.mz[0]
    metalzoa = next(c for c in mz if c >= 0 and g.g.cd(c).name.en == "Metalzoa")
    g.g.destroy([metalzoa], "effect")
    assert g.g.cd(metalzoa).name.en == "Metalzoa" and metalzoa in g.g.gy[0]
    assert g.g.can_special_summon(metalzoa, 0)


def test_red_eyes_black_metal_dragon_in_the_hand_cannot_be_special_summoned() -> None:
    """The Goat FAQ (goat-indv-rulings/red-eyes-black-metal-dragon.md): "It CANNOT be Special
    Summoned from your hand. So once it is in your hand, there is no way to Summon this card":
    the engine's check every Special Summon effect reads refuses it."""
    g = run({"players": [{"hand": ["Red-Eyes Black Metal Dragon"]}, {}]})
    assert not g.g.can_special_summon(g.g.hand[0][0], 0)
