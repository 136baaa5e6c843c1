"""The 军争 card rules the 火/林 generals use (cardtable.sgs.cards.maneuvering) and those generals
(庞统, 卧龙诸葛亮, 董卓) beyond their scenarios: "why not?" for the view-as uses, the 酒 bonus
ending with the turn, what determinize keeps of a 火攻 showing, the heuristic bot's choices,
and random games with the three generals seated (invariants, every game ends, the skills and
the chain actually fire). ``CARDTABLE_POOL_SEEDS`` raises the number of random games."""

from __future__ import annotations

import os
from collections import Counter
from typing import Any

from tests.sgs.test_pool_games import play

from cardtable.bots.sgs_heuristic import SgsHeuristicBot
from cardtable.core.rng import Rng
from cardtable.sgs.cards.data import card_by_face
from cardtable.sgs.game import SgsGame, from_scenario, new_game

SEEDS = int(os.environ.get("CARDTABLE_POOL_SEEDS", "60"))
G6 = ["xuchu", "caocao", "zhangliao", "zhangfei", "sunquan", "huanggai"]
THREE = ("pangtong", "wolong", "dongzhuo")


def _game(**setup: Any) -> SgsGame:
    base: dict[str, Any] = {"no_skills": True, "generals": list(G6)}
    base.update(setup)
    return from_scenario(base, 0)


def _answer(g: SgsGame, **want: Any) -> None:
    dec = g.pending()
    assert dec is not None
    g.answer(next(i for i, o in enumerate(dec.options)
                  if all(o.form.get(k) == v for k, v in want.items())))


def _bot_form(g: SgsGame) -> dict[str, Any]:
    dec = g.pending()
    assert dec is not None
    return dict(dec.options[SgsHeuristicBot().choose(g, dec)].form)


SPADE_A_DUEL = card_by_face("duel", "spade", "A")
SPADE_3_DISMANTLE = card_by_face("dismantlement", "spade", 3)
HEART_10_SLASH = card_by_face("slash", "heart", 10)


# ---- "why not?" --------------------------------------------------------------------------------
def test_why_not_wine_once_per_turn_and_wrong_suit() -> None:
    """酒 (card text: once per turn in the play phase): the second spade is refused with that
    reason; a heart is refused because 酒池 takes spades only; the menu agrees."""
    g = _game(skills={1: ["jiuchi"]}, current=1, phase="play",
              hands={1: ["duel SA", "dismantlement S3", "slash H10"]})
    assert g.why_not(1, {"card": SPADE_3_DISMANTLE, "as": "analeptic"}) == []
    assert "suit" in " ".join(g.why_not(1, {"card": HEART_10_SLASH, "as": "analeptic"}))
    _answer(g, card=SPADE_A_DUEL, **{"as": "analeptic"})
    why = g.why_not(1, {"card": SPADE_3_DISMANTLE, "as": "analeptic"})
    assert why == ["Wine already used this turn (once per turn)"]
    dec = g.pending()
    assert dec is not None and not any(o.form.get("as") == "analeptic" for o in dec.options)


def test_why_not_without_the_skill_and_fire_attack_without_target() -> None:
    """No view-as skill: said plainly. 火计 with one red card and nobody else holding a hand
    card: 火攻 has no legal target (the user's own hand would be empty), as in the menu."""
    g = _game(current=1, phase="play", hands={1: ["duel SA"]})
    assert "none of your skills" in g.why_not(1, {"card": SPADE_A_DUEL, "as": "analeptic"})[0]
    g = _game(skills={1: ["huoji"]}, current=1, phase="play", hands={1: ["slash H10"]})
    assert g.why_not(1, {"card": HEART_10_SLASH, "as": "fire_attack"}) == ["no legal target"]
    dec = g.pending()
    assert dec is not None and not any(o.form.get("as") == "fire_attack" for o in dec.options)


# ---- state -------------------------------------------------------------------------------------
def test_wine_bonus_ends_with_the_turn() -> None:
    """酒 card text: the +1 applies to the next 杀 *this turn*; unused, it lapses."""
    g = _game(skills={1: ["jiuchi"]}, current=1, phase="play", hands={1: ["duel SA"]})
    _answer(g, card=SPADE_A_DUEL, **{"as": "analeptic"})
    assert g.marks[1].get("drunk") == 1
    _answer(g, action="end")
    assert "drunk" not in g.marks[1]


def test_shown_card_is_kept_by_determinize_and_forgotten_when_it_leaves() -> None:
    """火攻 makes the target show a hand card: every seat knows it is there, so a determinized
    copy for another seat keeps it in that hand (the rest is re-dealt); once it leaves the
    hand it is no longer known (a later return would be hidden again)."""
    g = _game(skills={1: ["huoji"]}, current=1, phase="play",
              hands={1: ["jink D2", "jink D3"], 2: ["slash C3", "peach H3", "jink D4"]})
    _answer(g, card=card_by_face("jink", "diamond", 2), **{"as": "fire_attack"})
    _answer(g, target=2)
    shown = card_by_face("slash", "club", 3)
    _answer(g, card=shown)
    assert g.view(0)["players"][2]["known"] == [shown]
    for k in range(20):
        d = g.determinize(0, Rng(k))
        assert shown in d.hand[2] and len(d.hand[2]) == 3
    moved = 0
    for k in range(20):
        d = g.determinize(0, Rng(k))
        moved += d.hand[2] != g.hand[2]
    assert moved > 0  # the other two cards are re-dealt
    g.move_card(shown, "discard")
    assert "shown" not in g.marks[2] and "known" not in g.view(0)["players"][2]


def test_determinize_during_the_fire_attack_payment_rebuilds_it_over_the_new_hand() -> None:
    """火攻 (card text: the user may discard a hand card of the shown card's suit to deal 1
    fire damage): while the user chooses its payment, another seat's determinized copy asks
    the user the same question over a re-dealt hand. The suit is public (the card was shown),
    and the user being asked tells that it holds such a card, so every copy gives the user a
    card of that suit and offers only cards of that suit. (It raised DeterminizeError before;
    with the user's whole hand of that suit it was mistaken for a whole-hand pick and could
    offer cards of any suit.)"""
    g = _game(skills={1: ["huoji"]}, current=1, phase="play",
              hands={1: ["jink D2", "jink D3"], 2: ["slash C3", "peach H3", "jink D4"]})
    _answer(g, card=card_by_face("jink", "diamond", 2), **{"as": "fire_attack"})
    _answer(g, target=2)
    _answer(g, card=card_by_face("jink", "diamond", 4))  # seat 2 shows a diamond
    dec = g.pending()
    assert dec is not None and dec.seat == 1  # the user is asked to pay
    diamond = g.suit_of(card_by_face("jink", "diamond", 4), 2)
    changed = 0
    for k in range(30):
        d = g.determinize(0, Rng(k))
        dd = d.pending()
        assert dd is not None and dd.seat == 1 and d.req is not None
        assert d.req.then[0] == "_pick_got" and d.req.then[6][0] == "fire_attack.pay"
        offered = [o.form["card"] for o in dd.options if "card" in o.form]
        assert offered and all(d.suit_of(c, 1) == diamond for c in offered)
        assert sorted(offered) == sorted(c for c in d.hand[1] if d.suit_of(c, 1) == diamond)
        changed += d.hand[1] != g.hand[1]
    assert changed > 0  # the user's hand really is re-dealt


def test_fire_attack_payment_is_asked_without_a_matching_card_under_always_ask() -> None:
    """火攻's payment is asked only when the user holds a card of the shown suit, which tells the
    others so; under the ``always_ask`` knob (docs/rl.md) the user is asked anyway, "done" its
    only answer, and no damage follows."""
    for knob, asked in ((False, False), (True, True)):
        g = _game(skills={1: ["huoji"]}, current=1, phase="play", always_ask=knob,
                  hands={1: ["jink D2", "slash C9"], 2: ["peach H3"]})
        _answer(g, card=card_by_face("jink", "diamond", 2), **{"as": "fire_attack"})
        _answer(g, target=2)  # seat 2 shows its only card, a heart: seat 1 holds no heart
        while g.req is not None and g.req.then[0] == "null_ans":  # the knob polls every seat
            _answer(g, nullify="pass")
        dec = g.pending()
        assert dec is not None
        assert g.req is not None
        then = g.req.then
        paying = then[0] == "_pick_got" and then[6][0] == "fire_attack.pay"
        assert paying is asked and (dec.seat == 1) is True
        if asked:
            assert [o.form for o in dec.options] == [{"pick": "done"}]
            _answer(g, pick="done")
        assert g.hp[2] == g.maxhp[2]


def test_determinize_refuses_a_filtered_pick_that_happens_to_cover_the_whole_hand() -> None:
    """享乐 (刘禅, card text: a seat using 杀 on him discards a basic card, or the 杀 has no
    effect): the user's pick is among its BASIC hand cards. When every card of the hand is
    basic the pick's candidates equal the whole hand, but a re-dealt hand may hold a trick:
    rebuilt as a whole-hand pick it would offer a card the rule refuses. Another seat's
    determinize raises DeterminizeError there (an unsupported state, see the module
    docstring) instead of returning such a copy."""
    import pytest

    from cardtable.sgs.determinize import DeterminizeError

    g = _game(skills={2: ["xiangle"]}, current=1, phase="play",
              hands={1: ["slash C3", "jink D3", "peach H3"]})
    _answer(g, card=card_by_face("slash", "club", 3))
    _answer(g, target=2)
    dec = g.pending()
    assert dec is not None and dec.seat == 1 and g.req is not None
    assert g.req.then[6][0] == "xiangle.paid"
    assert sorted(g.req.then[3]) == sorted(g.hand[1])  # basic cards = the whole hand
    with pytest.raises(DeterminizeError):
        g.determinize(0, Rng(1))


# ---- the heuristic bot -------------------------------------------------------------------------
def test_bot_chains_foes_and_recasts_when_nothing_to_chain() -> None:
    """连环: with unchained foes the bot chains them (not its allies); with every foe chained
    and no ally chained it recasts instead."""
    g = _game(skills={1: ["lianhuan"]}, current=1, phase="play", hands={1: ["slash C2"]},
              slash_used={1: 1})
    assert _bot_form(g) == {"action": "use", "card": card_by_face("slash", "club", 2),
                            "skill": "lianhuan", "as": "iron_chain"}
    _answer(g, action="use")
    assert _bot_form(g) == {"choice": "chain"}
    _answer(g, choice="chain")
    assert not SgsHeuristicBot.ally(g, 1, _bot_form(g)["seat"])
    g = _game(skills={1: ["lianhuan"]}, current=1, phase="play", hands={1: ["slash C2"]},
              slash_used={1: 1}, chained=[3, 4, 5])
    _answer(g, action="use")
    assert _bot_form(g) == {"choice": "recast"}


def test_bot_drinks_before_a_slash_and_pays_fire_attack_on_a_foe() -> None:
    """酒池: a spare spade 杀 becomes 酒 right before the other 杀 on a foe; 火攻: pays the
    matching card against a foe."""
    g = _game(skills={1: ["jiuchi"]}, current=1, phase="play",
              hands={1: ["slash S7", "slash H10"]}, equip={1: ["kylin_bow"]})
    assert _bot_form(g) == {"action": "use", "card": card_by_face("slash", "spade", 7),
                            "skill": "jiuchi", "as": "analeptic"}
    g = _game(skills={1: ["huoji"]}, current=1, phase="play",
              hands={1: ["jink D2", "slash C2", "jink D3"], 3: ["slash C3"]},
              slash_used={1: 1})
    form = _bot_form(g)
    assert form.get("as") == "fire_attack"
    _answer(g, **form)
    assert _bot_form(g) == {"target": 3}
    _answer(g, target=3)  # seat 3 shows its only card (forced)
    assert _bot_form(g) == {"card": card_by_face("slash", "club", 2)}


def test_bot_benghuai_loses_max_hp_when_wounded() -> None:
    """崩坏: wounded, losing 1 max HP costs no HP; at full HP it loses 1 HP instead."""
    for hp, want in ((5, "lose_maxhp"), (9, "lose_hp")):
        g = _game(skills={1: ["benghuai"]}, generals=["xuchu", "dongzhuo", *G6[2:]],
                  current=1, phase="finish", hp={1: hp})
        assert _bot_form(g) == {"choice": want}


# ---- random games ------------------------------------------------------------------------------
def test_random_games_with_the_three_generals() -> None:
    """庞统, 卧龙诸葛亮 and 董卓 (the lord, for 暴虐) seated in identity games of 5-8 with random
    answers, and in 3v3: every game ends, cards are conserved, and the new skills, the chain
    and 火攻's showing all happen."""
    seen: Counter[str] = Counter()
    events: Counter[str] = Counter()
    from cardtable.sgs.generals.pools import pool_identity

    others = [x for x in pool_identity("standard+wind+fire+forest+mountain") if x not in THREE]
    for seed in range(SEEDS * 2):
        n = 5 + seed % 4
        rest = list(others)
        Rng(seed).shuffle(rest)
        gens = ["dongzhuo", "pangtong", "wolong", *rest][:n]
        g = new_game({"mode": "identity", "players": n, "generals": gens}, seed)
        play(g, seed, seen)
        events.update(e.kind for e in g.log)
        gens6 = [*THREE, *rest[:3]]
        Rng(seed + 1).shuffle(gens6)
        g = new_game({"mode": "3v3", "generals": gens6}, seed)
        play(g, seed, seen)
        events.update(e.kind for e in g.log)
    for sid in ("lianhuan", "niepan", "huoji", "kanpo", "jiuchi", "benghuai", "baonue"):
        assert seen[sid] > 0, f"{sid} never fired"
    for kind in ("chain", "chain_pass", "recast", "show", "drunk"):
        assert events[kind] > 0, f"no {kind} event"


def test_heuristic_bots_play_the_three_generals() -> None:
    """Heuristic bots at every seat of identity games with the three generals: games end, and
    the bots use 连环, 火计 and 酒池."""
    from cardtable.sgs.generals.pools import pool_identity

    bot = SgsHeuristicBot()
    seen: Counter[str] = Counter()
    others = [x for x in pool_identity("standard+wind+fire+forest") if x not in THREE]
    for seed in range(max(6, SEEDS // 5)):
        rest = list(others)
        Rng(seed).shuffle(rest)
        g = new_game({"mode": "identity", "players": 6,
                      "generals": ["dongzhuo", "pangtong", "wolong", *rest[:3]]}, seed)
        steps = 0
        while not g.is_over():
            dec = g.pending()
            assert dec is not None
            g.answer(bot.choose(g, dec))
            steps += 1
            assert steps < 20000, seed
        seen.update(e.public["skill"] for e in g.log if e.kind == "skill")
    for sid in ("lianhuan", "huoji", "jiuchi"):
        assert seen[sid] > 0, f"the bot never used {sid}"


def test_why_not_as_agrees_with_the_menu() -> None:
    """One legality source: at every play-menu decision of random games with the three
    generals, a hand card is offered "as" a view-as card name exactly when why-not gives no
    reason for ``{card, as}``."""
    from cardtable.sgs.generals.pools import pool_identity

    others = [x for x in pool_identity("standard+wind+fire+forest") if x not in THREE]
    checked = 0
    for seed in range(max(10, SEEDS // 3)):
        rest = list(others)
        Rng(seed).shuffle(rest)
        g = new_game({"mode": "identity", "players": 5,
                      "generals": ["dongzhuo", "pangtong", "wolong", *rest[:2]]}, seed)
        r = Rng(seed)
        while g.req is not None:
            s = g.req[0]
            if g.req[5][0] == "play_chosen" and g.viewas[s]:
                offered = {(o["card"], o["as"]) for o in g.req[3] if "as" in o and "card" in o}
                for _sid, va in g.viewas[s]:
                    if not va.use or va.n != 1:
                        continue
                    for c in g.hand[s]:
                        if g.card_name(c) == va.as_name:
                            continue  # the card itself: the plain why-not
                        why = g.why_not(s, {"card": c, "as": va.as_name})
                        assert ((c, va.as_name) in offered) == (why == []), (seed, c, va.as_name,
                                                                            why)
                        checked += 1
            g.apply_fast(r.below(len(g.req[3])))
    assert checked > 100
