"""The skill API: trigger hooks, view-as skills, active (play-phase) skills and modifiers.

A skill is a frozen :class:`Skill` registered under its id with :func:`register`. The game state
only stores skill ids per seat; every behaviour is a module-level function, so the state holds no
closures and clones cheaply. Skills that must ask a player something do it with *step functions*:
``def step(g, f) -> None`` registered with :func:`step` under an op name, pushed as an immutable
tuple frame ``(op, *args)`` on the game's continuation stack. Asking helpers (``g.ask*``) stop the
engine; the answer is delivered by pushing ``then + (answer,)``. See docs/sgs-skill-api.md.

Skill modules live in :mod:`cardtable.sgs.generals`; :func:`load_skill_modules` imports every
module there once, so a new ``standard_wei.py`` needs no registration anywhere else.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text

if TYPE_CHECKING:
    from cardtable.sgs.game import SgsGame

Frame = tuple[Any, ...]
StepFn = Callable[["SgsGame", Frame], None]
CanFn = Callable[["SgsGame", int, int], bool]

#: Trigger points (events) a :class:`Trigger` may listen to. The int passed with each is a
#: context id: ``g.ctx[cid]`` is a flat list laid out as documented in docs/sgs-skill-api.md.
EVENTS: tuple[str, ...] = (
    "game_start",          # ctx [seat]
    "turn_start",          # ctx [seat]
    "phase_before",        # ctx [seat, phase, skip]      set ctx[2] = 1 to skip the phase
    "phase_start",         # ctx [seat, phase]
    "draw_count",          # ctx [seat, n]                change ctx[1] (0 = draw nothing)
    "phase_end",           # ctx [seat, phase]
    "turn_end",            # ctx [seat]
    "card_used",           # use ctx (see USE_* indexes)  after targets are declared
    "target_confirming",   # use ctx, USE_CUR = the target being confirmed (流离)
    "target_specified",    # use ctx, USE_CUR = the target (铁骑, 烈弓)
    "card_responded",      # ctx [seat, name, cards, suit] after 打出/使用 as a response (雷击)
    "slash_dodged",        # use ctx, USE_CUR = the target who dodged
    "damage_caused",       # damage ctx (see DMG_*) on the source's side, may change amount
    "damage_inflicted",    # damage ctx on the victim's side (天香), may change/cancel
    "damaged",             # damage ctx, after HP changed and dying resolved (奸雄 反馈 刚烈 遗计)
    "dealt_damage",        # damage ctx, the source's side after damage (狂骨)
    "hp_reduced",          # ctx [seat, amount, cancel_dying] before dying is entered (不屈)
    "recovered",           # ctx [seat, amount]
    "judge_retrial",       # judge ctx (see JDG_*): asked seat by seat from the current player
    "judge_done",          # judge ctx after the effect, before the card is discarded (天妒)
    "cards_lost",          # ctx [seat, n_hand, n_equip, hand_now_empty]  (连营 枭姬)
    "death",               # ctx [seat, killer]
    "round_reset",         # ctx [seat]  3v3: every identity card was reset after seat's turn
    "discard_watch",       # never fired: the discard phase's cards are recorded (固政)
)

# use ctx layout
USE_USER: Final = 0
USE_NAME: Final = 1
USE_CARDS: Final = 2
USE_SUIT: Final = 3
USE_TARGETS: Final = 4
USE_CUR: Final = 5
USE_NOJINK: Final = 6
USE_JINKS: Final = 7
USE_CANCELLED: Final = 8
USE_EXTRA: Final = 9
# damage ctx layout
DMG_SRC: Final = 0
DMG_DST: Final = 1
DMG_N: Final = 2
DMG_NAME: Final = 3
DMG_CARDS: Final = 4
DMG_NATURE: Final = 5
DMG_CANCEL: Final = 6
#: Present (1) only on damage passed along an iron chain (cardtable.sgs.cards.maneuvering).
DMG_CHAIN: Final = 7
# judge ctx layout
JDG_SEAT: Final = 0
JDG_CARD: Final = 1
JDG_REASON: Final = 2


@dataclass(frozen=True, slots=True)
class Trigger:
    """React at a trigger point.

    ``can(g, owner, cid)`` is a pure check; when true the engine (optionally asking the owner
    "use <skill>?" first, when ``optional``) pushes ``(run, owner, cid)``. Simultaneous triggers
    resolve in counterclockwise seat order starting from the current player (seed rule 4).
    ``anyone`` = also fire for events about other seats (鬼才, 鬼道 on any judgement); otherwise
    the engine only offers it when the event's seat is the owner (for damage events: the victim
    for damage_inflicted/damaged, the source for damage_caused/dealt_damage).
    """

    event: str
    run: str
    can: CanFn | None = None
    optional: bool = True
    anyone: bool = False


@dataclass(frozen=True, slots=True)
class ViewAs:
    """Use or play ``n`` real cards as a card named ``as_name`` (武圣, 龙胆, 倾国, 奇袭, 国色…).

    ``card_ok(g, owner, card)`` filters the cards; ``where`` is ``"h"`` (hand) or ``"he"`` (hand
    and equipment). ``use`` / ``respond`` say whether it works for 使用 in the play phase and for
    answering a request (闪 for 杀, 杀 for 决斗/南蛮, 桃 for dying). ``usable(g, owner)`` adds a
    condition (急救: only outside one's own turn).

    Proxy responses (护驾, 激将): ``n=0`` and ``via="op"``. When chosen in a response window the
    engine pushes ``(via, owner, name, ok_frame, retry_frame)``; the step asks whoever may
    answer for the owner and must push ``ok_frame`` once a card was produced (use
    :func:`cardtable.sgs.rules.respond.play_response` for the card) or ``retry_frame`` (the
    window reopens without this skill).
    """

    as_name: str
    card_ok: Callable[[SgsGame, int, int], bool]
    n: int = 1
    where: str = "h"
    use: bool = True
    respond: bool = True
    usable: Callable[[SgsGame, int], bool] | None = None
    via: str = ""


@dataclass(frozen=True, slots=True)
class Active:
    """A play-phase action (制衡 仁德 苦肉 反间 结姻 青囊 离间). ``usable(g, owner)`` is the pure
    check (use ``g.used_count(owner, key)`` for once-per-phase limits); the engine pushes
    ``(run, owner)`` when the owner picks it."""

    run: str
    usable: Callable[[SgsGame, int], bool] | None = None
    #: ``reason(g, owner)``: why the action is not offered now (``None``: it is). When given,
    #: ``usable`` is derived from it (:func:`active_with_reason`) and "why not?" reads it.
    reason: Callable[[SgsGame, int], Text | None] | None = None


def active_with_reason(run: str, reason: Callable[[SgsGame, int], Text | None]) -> Active:
    """An :class:`Active` whose menu condition and "why not?" answer come from one function:
    it is offered exactly when ``reason(g, owner)`` is ``None``."""
    return Active(run, lambda g, s: reason(g, s) is None, reason)


@dataclass(frozen=True, slots=True)
class Mods:
    """Pure modifiers, looked up on the skills of the seats concerned.

    * ``distance_from(g, owner, other) -> int`` added to owner's distance to others (马术 −1)
    * ``distance_to(g, owner, other) -> int`` added to others' distance to owner
    * ``attack_range(g, owner) -> int`` added to owner's attack range
    * ``extra_slashes(g, owner) -> int`` extra 杀 per play phase (99 = unlimited, 咆哮)
    * ``can_be_target(g, owner, user, name) -> bool`` False forbids (空城, 谦逊)
    * ``trick_no_distance`` True: owner's tricks ignore distance (奇才)
    * ``suit_of(g, owner, card) -> int`` owner's cards count as another suit (红颜)
    * ``hand_limit(g, owner) -> int`` added to owner's hand limit
    * ``jinks_needed`` for 无双: targets of owner's 杀 need this many 闪, duel foes this many 杀
    * ``can_be_target_suit(g, owner, user, name, suit) -> bool`` False forbids, knowing the
      card's suit (:func:`cardtable.sgs.rules.respond.virtual_suit`; -1 = no colour): 帷幕
    """

    distance_from: Callable[[SgsGame, int, int], int] | None = None
    distance_to: Callable[[SgsGame, int, int], int] | None = None
    attack_range: Callable[[SgsGame, int], int] | None = None
    extra_slashes: Callable[[SgsGame, int], int] | None = None
    can_be_target: Callable[[SgsGame, int, int, str], bool] | None = None
    trick_no_distance: bool = False
    suit_of: Callable[[SgsGame, int, int], int] | None = None
    hand_limit: Callable[[SgsGame, int], int] | None = None
    jinks_needed: int = 1
    can_be_target_suit: Callable[[SgsGame, int, int, str, int], bool] | None = None


@dataclass(frozen=True, slots=True)
class Skill:
    """A skill: id, zh/en name and our own rules text, tags, and its hooks.

    ``tags``: ``"locked"`` (锁定技), ``"lord"`` (主公技: identity mode only), ``"limited"``,
    ``"awaken"``.

    ``meta`` keys the rules read: ``"distance_aura"`` — ``fn(g, owner, a, b) -> int`` added to
    every distance ``a`` → ``b`` while the owner lives (镇卫; the distance code finds it through
    the hook index, :func:`hook_names`); ``"rescue"`` —
    ``(can(g, owner, dying) -> bool, step)``: an extra option of the owner in the rescue poll
    (救主); the engine pushes ``(step, owner, dying)`` and asks again afterwards.
    """

    id: str
    name: Text
    text: Text
    tags: frozenset[str] = frozenset()
    triggers: tuple[Trigger, ...] = ()
    view_as: tuple[ViewAs, ...] = ()
    active: Active | None = None
    mods: Mods | None = None
    retrial: bool = False
    meta: dict[str, Any] = field(default_factory=dict)


def hook_names(skill: Skill) -> tuple[str, ...]:
    """The rule hooks ``skill`` declares, as keys of the per-game hook index
    (:meth:`cardtable.sgs.game.SgsGame.rebuild_skill_index` puts them into ``g.tindex`` next to
    the trigger events): ``"mods.<field>"`` for each :class:`Mods` field set to something other
    than its default (``"mods.can_be_target_suit"``: 帷幕), ``"meta.<key>"`` for each ``meta``
    key (``"meta.distance_aura"``: 镇卫) and ``"viewas.<name>"`` for each card name a view-as
    skill produces (``"viewas.nullification"``: 看破). A rule that only some generals need tests
    its hook with one dict lookup — ``"meta.distance_aura" in g.tindex`` — so a game without
    such a general never walks the seats' skills for it (docs/sgs-skill-api.md, "Rule
    hooks")."""
    hit = _HOOKS.get(skill.id)
    if hit is None or hit[0] is not skill:
        out: list[str] = []
        m = skill.mods
        if m is not None:
            out.extend(f"mods.{f.name}" for f in fields(m) if getattr(m, f.name) != f.default)
        out.extend(f"meta.{k}" for k in skill.meta)
        out.extend(dict.fromkeys(f"viewas.{va.as_name}" for va in skill.view_as))
        hit = _HOOKS[skill.id] = (skill, tuple(out))
    return hit[1]


_HOOKS: dict[str, tuple[Skill, tuple[str, ...]]] = {}  # skill id -> (skill, its hook names)


SKILLS: dict[str, Skill] = {}
STEPS: dict[str, StepFn] = {}


def register(skill: Skill) -> Skill:
    """Register a skill under its id (replacing any earlier one) and return it."""
    for t in skill.triggers:
        if t.event not in EVENTS:
            raise ValueError(f"skill {skill.id}: unknown trigger event {t.event!r}")
    SKILLS[skill.id] = skill
    return skill


def step(name: str) -> Callable[[StepFn], StepFn]:
    """Decorator: register a step function under the op name ``name`` (must be unique)."""

    def deco(fn: StepFn) -> StepFn:
        if name in STEPS and STEPS[name] is not fn:
            raise ValueError(f"step {name!r} registered twice")
        STEPS[name] = fn
        return fn

    return deco


_LOADED = False


def load_skill_modules() -> None:
    """Import every module of :mod:`cardtable.sgs.generals` once (skill discovery)."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    import cardtable.sgs.generals as pkg

    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if info.name != "data":
            importlib.import_module(f"{pkg.__name__}.{info.name}")
