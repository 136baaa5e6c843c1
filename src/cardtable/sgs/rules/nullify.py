"""无懈可击 windows: one per trick effect on one target; a played 无懈可击 opens a window of its
own (so 无懈可击 counters 无懈可击). Seats are polled in order from the current player and only
seats holding one are asked. Delivers True to ``then`` when the effect is cancelled."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.sgs.cards.data import CARD_TEXT, NAME, SUIT, card_name_text
from cardtable.sgs.labels import seat_text
from cardtable.sgs.rules.asking import always_ask, ask
from cardtable.sgs.rules.triggers import fire_simple
from cardtable.sgs.rules.zones import cards_of, move_card
from cardtable.sgs.skills.api import Frame, step

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

_PASS: Final = {"nullify": "pass"}


def has_nullification(g: SgsGame, s: int) -> bool:
    """True if seat ``s`` could play 无懈可击 now."""
    for c in g.hand[s]:
        if NAME[c] == "nullification":
            return True
    return any(va.as_name == "nullification" for _, va in g.viewas[s])


def viewas_options(g: SgsGame, s: int) -> list[dict[str, Any]]:
    """Ways ``s`` can use a card as 无懈可击 through a view-as skill (看破), as options
    ``{nullify: skill, skill, card}``."""
    out: list[dict[str, Any]] = []
    for sid, va in g.viewas[s]:
        if (va.as_name == "nullification" and va.respond and va.n == 1
                and (va.usable is None or va.usable(g, s))):
            out.extend({"nullify": "skill", "skill": sid, "card": c}
                       for c in cards_of(g, s, va.where) if va.card_ok(g, s, c))
    return out


COUNTER_PROMPT: Final = Text("是否使用【无懈可击】对【无懈可击】？",
                             "Use Impeccable Plan on Impeccable Plan?")
#: :func:`null_prompt` of a trick's window by (trick, target seat, the target's general)
_NULL_PROMPTS: Final[dict[tuple[str, int, str], Text]] = {}


def null_prompt(g: SgsGame, name: str, target: int, level: int) -> Text:
    """The prompt of a 无懈可击 window: against trick ``name`` on ``target`` (level 0, named by
    the target's general: :func:`cardtable.sgs.labels.seat_text`) or against a 无懈可击 (level
    above 0). Built on first use and then read from a table."""
    if level:
        return COUNTER_PROMPT
    gen = g.general[target]
    key = (name, target, gen)
    p = _NULL_PROMPTS.get(key)
    if p is None:
        nm = card_name_text(name)
        who = seat_text(g.general, target)
        p = _NULL_PROMPTS[key] = Text(f"是否使用【无懈可击】对{who.zh}的【{nm.zh}】？",
                                      f"Use Impeccable Plan {nm.en} on {who.en}?")
    return p


@step("null")
def _null(g: SgsGame, f: Frame) -> None:
    # ("null", then, target, trick_name, level)
    _, then, target, name, _lvl = f
    g.stack.append(("null_poll", then, target, name, 0, 0))


@step("null_poll")
def _null_poll(g: SgsGame, f: Frame) -> None:
    _, then, target, name, level, i = f
    order = g.alive_seats()
    everyone = always_ask(g)
    hand = g.hand
    kanpo = "viewas.nullification" in g.tindex  # a living seat turns cards into 无懈可击 (看破)
    for j in range(i, len(order)):
        s = order[j]
        cards = [c for c in hand[s] if NAME[c] == "nullification"]
        viewed = viewas_options(g, s) if kanpo and g.viewas[s] else []
        if not cards and not viewed and not everyone:
            continue
        opts: list[dict[str, Any]] = [{"nullify": "card", "card": c} for c in cards]
        opts.extend(viewed)
        opts.append(_PASS)
        ask(g, s, "select", null_prompt(g, name, target, level), opts,
            ("null_ans", then, target, name, level, j, s))
        return
    g.stack.append((*then, False))


@step("null_ans")
def _null_ans(g: SgsGame, f: Frame) -> None:
    _, then, target, name, level, j, s, ans = f
    if ans["nullify"] == "pass":
        g.stack.append(("null_poll", then, target, name, level, j + 1))
        return
    c = ans["card"]
    if ans["nullify"] == "skill":
        g.log_event("skill", {"seat": s, "skill": ans["skill"]})
    g.log_event("use", {"seat": s, "name": "nullification", "cards": [c],
                        "text": CARD_TEXT[c].en, "level": level})
    move_card(g, c, "discard")
    # the played 无懈 may be countered; if countered, the window at this level reopens
    g.stack.append(("null_poll", ("null_countered", then, target, name, level), s,
                    "nullification", level + 1, 0))
    # 无懈可击 is a non-delayed trick being used: card_used fires with a use-shaped context
    # (集智); it resolves before the counter window opens
    fire_simple(g, "card_used", [s, "nullification", (c,), SUIT[c], (), -1, (), 1, (), 0, None,
                                0], s)


@step("null_countered")
def _null_countered(g: SgsGame, f: Frame) -> None:
    _, then, target, name, level, countered = f
    if countered:
        g.stack.append(("null_poll", then, target, name, level, 0))
    else:
        g.stack.append((*then, True))
