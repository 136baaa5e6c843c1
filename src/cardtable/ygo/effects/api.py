"""The card-script API: :class:`Effect` records, chain :class:`Link` s, asks and queries.

Effects are frozen records built once per process. Their ``cost``/``target``/``operation`` are
tuples of step functions ``step(g, link)``; a step that needs a choice calls one ask helper,
the engine stops for the answer, appends it to ``link.picks`` and runs the next step. All state
lives in the link (plain data), so a duel can be cloned at any point of an effect.
See ``docs/ygo-card-api.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from cardtable.core.text import Text
from cardtable.ygo.effects.hooks import can_tribute
from cardtable.ygo.shapes import LinkCtx, PickCtx, WindowEvent

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

# categories (what an effect does), for bots and "why not?"
CAT_DESTROY: Final = 0x1
CAT_DRAW: Final = 0x2
CAT_SEARCH: Final = 0x4
CAT_SPSUMMON: Final = 0x8
CAT_ATKCHANGE: Final = 0x10
CAT_NEGATE_ACT: Final = 0x20
CAT_NEGATE_SUMMON: Final = 0x40
CAT_DAMAGE: Final = 0x80
CAT_RECOVER: Final = 0x100
CAT_BANISH: Final = 0x200
CAT_EQUIP: Final = 0x400
CAT_POSITION: Final = 0x800
CAT_WIN: Final = 0x1000

Step = Callable[["Duel", "Link"], None]
Cond = Callable[["Duel", int, int, tuple[Any, ...]], bool]
AspectFn = Callable[..., Any]

KINDS: Final = ("activate", "ignition", "trigger", "quick", "flip", "continuous", "spell_effect")


@dataclass(frozen=True, slots=True)
class Aspect:
    """One continuous modification a face-up card applies while its effects apply.

    ``what`` is ``"atk"``/``"def"`` (``fn(g, src, card) -> int`` added to the stat),
    ``"race"`` (``fn(g, src, card) -> int`` race bits or 0 for unchanged),
    ``"negate_spells"`` (spell effects on the field are negated), ``"no_attack"``
    (``fn(g, src, card) -> bool``: that monster cannot declare an attack),
    ``"equip_limit"`` (``fn(g, equip, monster) -> bool``; an equip spell's condition),
    ``"attribute"`` (``fn(g, src, card) -> bits`` added to the Attribute), ``"attribute_set"``
    (``fn(g, src, card) -> bits``: non-zero replaces the printed Attribute).
    """

    what: str
    fn: AspectFn | None = None


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card. See ``docs/ygo-card-api.md`` §2 for every field."""

    kind: str = "activate"
    speed: int = 0
    event: str = ""
    optional: bool = True
    when: bool = False
    dmg_step: bool = False
    dmg_calc: bool = False
    where: int = 0
    condition: Cond | None = None
    cost: tuple[Step, ...] = ()
    target: tuple[Step, ...] = ()
    operation: tuple[Step, ...] = ()
    target_picks: bool = False
    category: int = 0
    aspects: tuple[Aspect, ...] = ()
    equip: bool = False
    stays: bool = False  # a normal spell that stays on the field after resolving (Swords)
    name: Text | None = None
    scope: str = "self"  # triggers: "self" = events of this card, "any" = any card's events
    index: int = 0  # position among the card's effects (set by the registry)


#: The fields of :class:`Link` (its ``__slots__``; a compiled class has none at run time).
LINK_FIELDS: Final[tuple[str, ...]] = (
    "act_negated",
    "card",
    "card_act",
    "code",
    "data",
    "ei",
    "event",
    "life",
    "negated",
    "picks",
    "player",
    "ready",
    "speed",
    "target_from",
    "targets",
    "tlife",
    "window",
)  # fmt: skip


class Link:
    """One chain link (also used for a trigger waiting to be placed). Plain data, cheap copy.

    The engine's fields are named slots: ``life`` (the card's ``g.life`` when it was activated:
    is it still the same card?), ``window`` (the event of the window it was activated in, ``()``
    for an open state), ``event`` (a trigger's event, ``(event, card, *data)``; ``()`` for
    other links), ``target_from`` (the index in ``picks`` where its target steps' picks start;
    -1 until its cost is paid). ``data`` holds the card script's own scratch values only."""

    __slots__ = LINK_FIELDS

    def __init__(self, card: int, player: int, code: int, ei: int, speed: int, card_act: bool):
        self.card = card
        self.player = player
        self.code = code
        self.ei = ei
        self.targets: tuple[int, ...] = ()
        self.tlife: tuple[int, ...] = ()
        self.picks: list[Any] = []
        self.data: dict[str, Any] = {}  # the card script's scratch values
        self.negated = False
        self.act_negated = False
        self.speed = speed
        self.card_act = card_act
        self.ready = False  # False while its cost/targets are being chosen
        self.life = -1
        self.window: WindowEvent = ()
        self.event: WindowEvent = ()
        self.target_from = -1

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the field values (a compiled class is unpickled through ``__new__``, which
        runs ``__init__``: without this, unpickling a duel with a chain open fails there)."""
        return (_link_of, (tuple(getattr(self, k) for k in LINK_FIELDS),))

    def copy(self) -> Link:
        """An independent copy."""
        # the constructor, not Link.__new__(Link): compiled, __new__ runs __init__ anyway
        o = Link(self.card, self.player, self.code, self.ei, self.speed, self.card_act)
        o.targets, o.tlife = self.targets, self.tlife
        o.picks = self.picks[:]
        o.data = dict(self.data)
        o.negated, o.act_negated = self.negated, self.act_negated
        o.ready = self.ready
        o.life, o.window, o.event, o.target_from = (self.life, self.window, self.event,
                                                    self.target_from)
        return o


def _link_of(values: tuple[Any, ...]) -> Link:
    """A :class:`Link` from its field values in :data:`LINK_FIELDS` order (unpickling)."""
    o = Link(0, 0, 0, 0, 0, False)
    for k, v in zip(LINK_FIELDS, values, strict=True):
        setattr(o, k, v)
    return o


def link_effect(g: Duel, link: Link) -> Effect:
    """The effect ``link`` activated, in the duel's card pool."""
    return g.pool.effects_of(link.code)[link.ei]


# ----------------------------------------------------------------------------------------------
# asks: each stops the engine with one decision; the answer is appended to link.picks

PROMPTS: Final[dict[str, Text]] = {
    "draw_instead": Text("是否不进行通常抽卡，改为使用卡的效果？",
                         "Use a card's effect instead of your normal draw?"),
    "target_monster": Text("选择作为对象的怪兽", "Choose a target monster"),
    "target_card": Text("选择作为对象的卡", "Choose a target card"),
    "target_spell_trap": Text("选择作为对象的魔法·陷阱卡", "Choose a target Spell/Trap"),
    "target_gy": Text("选择墓地的怪兽", "Choose a monster in a graveyard"),
    "discard": Text("选择要丢弃的手牌", "Choose a card to discard"),
    "tribute": Text("选择要解放的怪兽", "Choose a monster to tribute"),
    "search": Text("选择加入手牌的卡", "Choose a card to add to your hand"),
    "summon_pick": Text("选择要特殊召唤的怪兽", "Choose a monster to Special Summon"),
    "position": Text("选择表示形式", "Choose a battle position"),
    "race": Text("宣言种族", "Declare a monster Type"),
    "declare_name": Text("宣言1个卡名", "Declare a card name"),
    "declare_attribute": Text("宣言1种属性", "Declare an Attribute"),
    "yesno": Text("是否发动？", "Activate?"),
    "material": Text("选择融合素材", "Choose a Fusion Material"),
    "ritual_tribute": Text("选择仪式的祭品", "Choose a monster to tribute for the ritual"),
    "fusion_monster": Text("选择融合怪兽", "Choose a Fusion Monster"),
    "ritual_monster": Text("选择仪式怪兽", "Choose a Ritual Monster"),
    "choose": Text("选择一项", "Choose one"),
    "destroy": Text("选择要破坏的怪兽", "Choose a monster to destroy"),
    "synchro_material": Text("选择同调素材（先选调整）", "Choose a Synchro Material (the Tuner "
                             "first)"),
    "xyz_material": Text("选择超量素材", "Choose an Xyz Material"),
    "detach": Text("选择要取除的超量素材", "Choose an Xyz Material to detach"),
    "redo_coin": Text("是否重新投掷硬币？", "Redo the coin toss?"),
    "reroll_die": Text("是否让那次掷骰重新进行？", "Have that die roll rolled again?"),
}


def _link_idx(g: Duel, link: Link) -> int:
    for i, lk in enumerate(g.chain):
        if lk is link:
            return i
    raise RuntimeError("ask from a link that is not on the chain")


def ask_cards(
    g: Duel, link: Link, seat: int, candidates: Iterable[int], mn: int, mx: int, prompt: str
) -> None:
    """Ask ``seat`` to pick ``mn``..``mx`` of ``candidates``; appends a tuple of cards to picks.

    With fewer candidates than ``mn`` it picks what exists; with no choice to make it picks
    without asking (all candidates when exactly ``mn`` == number of candidates). During the
    target steps of an effect that targets (``target_picks``), cards that cannot be targeted now
    (``TARGET_FILTERS`` hooks: Lord of D.) are left out."""
    cands = tuple(candidates)
    if g.hk.tribute_bans and prompt in ("tribute", "ritual_tribute"):  # Mask of Restrict
        cands = tuple(c for c in cands if can_tribute(g, c))
    if (g.hk.target_filters or g.hk.target_bans) and choosing_targets(g, link):
        cands = targetable(g, cands, link.player, link.card)
    if len(cands) <= mn or mx == 0:
        link.picks.append(cands[:mx] if len(cands) > mx else cands)
        return
    g.pend = (seat, "pick", prompt, tuple(("card", c) for c in cands), "link_pick",
              PickCtx(_link_idx(g, link), mn, mx, cands, (), seat))


def choosing_targets(g: Duel, link: Link) -> bool:
    """``link`` is in its target steps (after its cost, before it is on the chain) and its
    picks there are its targets."""
    return not link.ready and link.target_from >= 0 and link_effect(g, link).target_picks


def targetable(g: Duel, cards: tuple[int, ...], p: int = -1, src: int = -1) -> tuple[int, ...]:
    """``cards`` without those that cannot be targeted by card effects now (``TARGET_FILTERS``
    hooks of :mod:`cardtable.ygo.effects.hooks`) and, when the targeting player ``p`` and card
    ``src`` are known, without those this player's card may not target (``TARGET_BANS``:
    "your opponent cannot target this card")."""
    for f in g.hk.target_filters:
        cards = f(g, cards)
    if p >= 0 and g.hk.target_bans:
        bans = g.hk.target_bans
        cards = tuple(c for c in cards if not any(b(g, c, p, src) for b in bans))
    return cards


#: Target steps whose candidates are known: step -> (``cands(g, player, card)``, the number of
#: targets it needs). Filled by the step builders (``classic_lib.pick``, the YAML templates) so
#: that the legality check can tell "no card may be targeted" (:func:`no_legal_targets`).
TARGET_STEPS: Final[dict[Step, tuple[Callable[[Duel, int, int], Sequence[int]], int]]] = {}


def target_step(step: Step, cands: Callable[[Duel, int, int], Sequence[int]],
                need: int = 1) -> Step:
    """Register ``step`` as a target step choosing ``need`` (or more) of ``cands``; returns it."""
    TARGET_STEPS[step] = (cands, need)
    return step


def no_legal_targets(g: Duel, p: int, c: int, e: Effect) -> bool:
    """Effect ``e`` of card ``c`` (player ``p``) targets, one of its known target steps would
    have enough candidates, but too few of them may be targeted now (``TARGET_FILTERS``)."""
    if not e.target_picks:
        return False
    for st in e.target:
        spec = TARGET_STEPS.get(st)
        if spec is None:
            continue
        cands, need = spec
        raw = tuple(cands(g, p, c))
        if need > 0 and len(raw) >= need and len(targetable(g, raw, p, c)) < need:
            return True
    return False


def ask_option(
    g: Duel, link: Link, seat: int, options: Iterable[tuple[Any, Text]], prompt: str = "choose",
    kind: str = "select",
) -> None:
    """Ask ``seat`` to choose one of ``options`` (``(value, Text)`` pairs); appends the value.
    ``kind`` is the kernel decision kind (``"select"``, or ``"position"`` for positions)."""
    opts = tuple(options)
    if len(opts) == 1:
        link.picks.append(opts[0][0])
        return
    g.pend = (seat, kind, prompt, tuple(("opt", v, t) for v, t in opts), "link_opt",
              LinkCtx(_link_idx(g, link)))


class StepSuspended(Exception):
    """Raised by a step that asked a question in its middle (after :func:`ask_yesno` or another
    ask): the engine (``rules/chain.py`` ``lstep``) runs the same step again once the answer is
    in ``link.picks``. The step must be safe to run again up to that point (it only read the
    state) and find its earlier work in ``link.data`` (a redone coin toss: ``goat8_t_redo``)."""


def ask_yesno(g: Duel, link: Link, seat: int, prompt: str = "yesno") -> None:
    """Ask a yes/no question; appends True or False."""
    g.pend = (seat, "yesno", prompt, (("yes",), ("no",)), "link_yesno",
              LinkCtx(_link_idx(g, link)))


def ask_race(g: Duel, link: Link, seat: int) -> None:
    """Ask ``seat`` to declare a monster Type; appends the race bit."""
    from cardtable.ygo.cards.constants import RACE_NAMES

    g.pend = (seat, "select", "race", tuple(("race", r) for r in sorted(RACE_NAMES)[:23]),
              "link_opt", LinkCtx(_link_idx(g, link)))


def announce_race(g: Duel, link: Link) -> None:
    """A step after :func:`ask_race`: the declared Type is public the moment it is declared
    (a declaration is made aloud; DNA Surgery, Tribe-Infecting Virus), not at resolution — the
    opponent chains knowing it. Logs ``declare_race`` with the link number."""
    race = int(link.picks[-1])
    g.log("declare_race", {**g.card_pub(link.card), "race": race,
                           "link": _link_idx(g, link) + 1})


# ----------------------------------------------------------------------------------------------
# queries


class Q:
    """Query builders: tuples of cards, in a stable order (seat 0 first, zone order)."""

    @staticmethod
    def monsters(
        g: Duel,
        side: int | None = None,
        face_up: bool | None = None,
        pos: int = 0,
        filt: Callable[[Duel, int], bool] | None = None,
    ) -> tuple[int, ...]:
        """Monsters on the field (``side`` None = both)."""
        out = []
        for p in (0, 1) if side is None else (side,):
            for c in g.mz[p]:
                if c < 0:
                    continue
                if face_up is not None and g.is_face_up(c) != face_up:
                    continue
                if pos and not g.pos[c] & pos:
                    continue
                if filt is not None and not filt(g, c):
                    continue
                out.append(c)
        return tuple(out)

    @staticmethod
    def spells_traps(
        g: Duel, side: int | None = None, face_up: bool | None = None, exclude: int = -1
    ) -> tuple[int, ...]:
        """Cards in the spell/trap, field and pendulum zones."""
        out = []
        for p in (0, 1) if side is None else (side,):
            for c in (*g.sz[p], g.fz[p], *g.pz[p]):
                if c < 0 or c == exclude:
                    continue
                if face_up is not None and g.is_face_up(c) != face_up:
                    continue
                out.append(c)
        return tuple(out)

    @staticmethod
    def in_gy(g: Duel, p: int | None, filt: Callable[[Duel, int], bool] | None = None
              ) -> tuple[int, ...]:
        """Cards in a graveyard (``p`` None = both)."""
        return tuple(c for q in ((0, 1) if p is None else (p,)) for c in g.gy[q]
                     if filt is None or filt(g, c))

    @staticmethod
    def in_deck(g: Duel, p: int, filt: Callable[[Duel, int], bool] | None = None
                ) -> tuple[int, ...]:
        """Cards in ``p``'s deck (top last), matching ``filt``."""
        return tuple(c for c in g.deck[p] if filt is None or filt(g, c))

    @staticmethod
    def in_hand(g: Duel, p: int, filt: Callable[[Duel, int], bool] | None = None
                ) -> tuple[int, ...]:
        """Cards in ``p``'s hand matching ``filt``."""
        return tuple(c for c in g.hand[p] if filt is None or filt(g, c))


# ----------------------------------------------------------------------------------------------
# registration

_SCRIPTS: Final[dict[int | str, tuple[Effect, ...]]] = {}


def register(code: int | str, *effects: Effect, override: bool = False) -> None:
    """Give card ``code`` these effects (replacing any YAML templates). Call at import time.

    ``code`` is a passcode, or a script id named by cards' ``script:`` field (several cards may
    share one script id). A second registration of the same code is an error (two script files
    scripting one card: the later would silently win) unless it says ``override=True``."""
    from dataclasses import replace

    if code in _SCRIPTS and not override:
        raise ValueError(f"card {code!r} is registered by two scripts; pass override=True to "
                         "replace the first on purpose")
    _SCRIPTS[code] = tuple(replace(e, index=i) for i, e in enumerate(effects))


def scripted() -> dict[int | str, tuple[Effect, ...]]:
    """Every effect registered by a script module so far (code or script id -> effects)."""
    return _SCRIPTS


def again(g: Duel, link: Link, fn: Step) -> None:
    """Run operation step ``fn`` of ``link`` once more right after the current step (for loops
    such as "tribute until the Levels add up"). Call before any ask in the same step."""
    ops = link_effect(g, link).operation
    i = ops.index(fn)
    g.stack.append(("lstep", _link_idx(g, link), 2, i))
