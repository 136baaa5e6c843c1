"""Extension points for card scripts whose rules cannot be written as chain effects.

Each list/dict is empty unless a card script module fills it at import time, so the engine
pays one empty-loop per call site. Used by the seed cards (``cards/scripts/seed_*.py``):

* :data:`MAIN_OPTIONS` / :data:`MAIN_ACTIONS` — extra main-phase actions that are *not* chain
  links: summoning procedures such as "Tribute Summon with 3 tributes" (Gilford the Lightning),
  "counts as 2 tributes" (Kaiser Sea Horse), "Normal Summon without tributing" (Big Evolution
  Pill) or "Special Summon from the hand by its own procedure" (Bubbleman). A provider returns
  option tuples ``(action, card, ...)``; the action's handler pushes engine frames.
  Their labels go into :data:`ACTION_TEXTS` (``{zh}``/``{en}`` = the card's name).
* :data:`DESTROY_SUBSTITUTES` — ``fn(g, cards, reason) -> cards``: replace cards about to be
  destroyed (Relinquished: its equipped monster is destroyed instead in battle).
* :data:`DESTINATION_HOOKS` — ``fn(g, card, reason) -> loc``: where a card about to be
  destroyed or sent to the Graveyard goes *instead* (a replacement of the destination, not a
  second move): ``0`` = no change, ``LOC_BANISHED`` = removed from play face-up, ``LOC_DECK`` =
  the top of its owner's Deck (a Fusion Monster goes to the Extra Deck). A destroyed card so
  moved is still destroyed (``destroyed`` event) but never "sent to the Graveyard" (no
  ``to_gy`` event): Lesser Fiend's battle victims (``goat6_mb_destination.py``). Read by
  ``g.destroy`` (for all the cards destroyed together before any moves), ``g.send_to_gy``
  (reason ``"effect"``, ``"cost"``…) and ``g.discard`` (reason ``"discard"``). The first hook
  with an answer wins.
* :data:`TURN_ENDS` — ``fn(g) -> bool``: True once an effect has ended the turn player's turn
  ("end your opponent's turn": Neko Mane King): the rest of the turn is skipped to its End
  Phase — the Main Phase menu, the Battle Step, an attack about to be fought and a Damage Step
  in progress all go straight to the End Phase (:func:`turn_ended`; ``rules/main_phase.py``,
  ``rules/battle.py``). The End Phase itself is played (its effects and the hand-size rule).
* :data:`PHASE_SKIPS` — ``fn(g, what) -> bool``: True skips ``what`` now — ``"turn"`` (the
  turn starting now is skipped whole: no draw, no phases; it still counts as a turn and the
  next one is the other player's: Gamble) or ``"standby"`` (the turn player's Standby Phase:
  no Standby Phase effects, the turn goes on to Main Phase 1: Solomon's Lawbook); read by
  :func:`skipped` in ``rules/turn.py``.
* :data:`STAT_REVERSALS` — ``fn(g) -> bool``: True while every ATK/DEF addition and
  subtraction is reversed (Reverse Trap): ``g.atk``/``g.defense``/``g.atk_def`` then give the
  printed value minus the sum of the modifiers instead of plus it (a "becomes N" written as a
  buff, ``goat7_t_stat_set``, is reversed too: a documented limit).
* :data:`RACE_MODS` — ``fn(g, card, race) -> race``: a face-up monster's current Type changed
  by a lingering effect that is not a face-up card's aspect (D. Tribe: the monsters on your
  field at resolution are Dragons this turn); applied by ``g.race`` after the aspects.
* :data:`FACE_DOWN_BANS` — ``fn(g, monster) -> bool``: True keeps that face-up monster from
  being turned face-down (``g.change_position`` refuses with a rule line): Light of
  Intervention.
* :data:`BATTLE_DAMAGE_HOOKS` — ``fn(g, player, amount) -> amount``: change battle damage
  before it is applied, or react to it (Relinquished mirrors it, Winged Kuriboh zeroes it).
* :data:`BATTLE_END_HOOKS` — ``fn(g, destroyed)`` after a damage step's battle destruction:
  may open a "when destroyed by battle" window (Rope of Life).
* :data:`EVENT_HOOKS` — ``fn(g, event, card, data)`` after every event: continuous effects
  that react without a chain link (Gateway of the Six's Bushido Counters).
* :data:`DRAW_HOOKS` — ``fn(g, player, card)`` after each card drawn (Crush Card Virus's checks).
* :data:`RESOLVE_HOOKS` — ``fn(g, link) -> bool`` when a chain link is about to resolve: True
  negates its effect (the hook logs why): continuous negations such as Ryu Senshi's "Spell
  Cards that target this card are negated".
* :data:`ATTACK_ALLOWED` — ``fn(g, monster) -> bool``: False forbids that monster to declare an
  attack now, whatever card (if any) is still on the field (Magical Scientist's monster cannot
  attack directly).
* :data:`BATTLE_ALLOWED` — ``fn(g) -> bool``: False hides "go to the Battle Phase" this turn
  (the turn player skips it: Artifact Ignition).
* :data:`MAIN1_ALLOWED` — ``fn(g) -> bool``: False makes the turn player skip Main Phase 1 this
  turn (Time Eater); the turn then goes to the Battle Phase, or to the End Phase when no Battle
  Phase can be held (seed 000 「主要阶段2」: no Main Phase 2 without a Battle Phase).
* :data:`PHASE_HOOKS` — ``fn(g, event)`` with ``event`` = ``"standby"``/``"end_phase"``/
  ``"battle_end"`` (end of the Battle Phase, Sword Hunter):
  lingering effects of cards no longer on the field (Magical Scientist's return, Crush Card
  Virus's draw checks).
* :data:`ATTACK_TARGETS` — ``fn(g, attacker, targets) -> targets``: the attack targets of one
  attacker (``-1`` = direct): add ``-1`` (Nightmare Horse), drop a monster that cannot be
  attacked (Solar Flare Dragon), drop monsters already attacked (Asura Priest). An empty
  list means that monster has no attack to declare.
* :data:`POSITION_LOCKED` — ``fn(g, monster) -> bool``: True forbids its controller to change
  its battle position (manual change and Flip Summon): Spellbinding Circle, Swords.
* :data:`SUMMON_ALLOWED` — ``fn(g, player, card, how) -> bool`` with ``how`` = ``"normal"``,
  ``"set"``, ``"flip"`` or ``"special"``: False forbids that summon (Cave Dragon, Spirits,
  Scapegoat's "no other summons this turn", Prohibition).
* :data:`ACTIVATE_ALLOWED` — ``fn(g, player, card, effect) -> bool``: False forbids the
  activation (why-not key ``"prohibited"``): Jinzo, Prohibition.
* :data:`WINDOW_BANS` — ``fn(g, player, card, effect, w) -> bool``: True forbids that activation
  in the window ``w`` (why-not key ``"prohibited"``): a lock that depends on what the window
  answers ("when this card is Normal Summoned, Traps cannot be activated": Creeping Doom Manta).
* :data:`CARD_NEGATED` — ``fn(g, card) -> bool``: True negates the continuous effects of a
  face-up card (its aspects stop applying): Jinzo on face-up Traps.
* :data:`LP_GAIN_HOOKS` — ``fn(g, player, amount) -> amount`` before a player gains LP (Bad
  Reaction to Simochi turns it into damage and returns 0).
* :data:`EFFECT_DAMAGE_HOOKS` — ``fn(g, player, amount) -> amount`` before effect damage
  (not battle damage) is applied.
* :data:`EFFECT_DAMAGE_DONE` — ``fn(g, player, amount, source)`` after effect damage was
  applied (``source``: the card whose effect inflicted it, -1 when not named): continuous
  effects that add a damage of their own (Dark Room of Nightmare's separate 300).
* :data:`TARGET_FILTERS` — ``fn(g, cards) -> cards``: drop the cards that cannot be targeted by
  card effects now (Lord of D.: face-up Dragons on the field). Applied to the candidates of a
  link's target choice (:func:`cardtable.ygo.effects.api.ask_cards`) and, for the target steps
  whose candidates are known, to the legality of the activation (``rules/legality.py``).
* :data:`TARGET_BANS` — ``fn(g, card, player, src) -> bool``: True = an effect of card ``src``
  that ``player`` activates cannot target ``card`` ("your opponent cannot target this card":
  the ban knows who targets, unlike :data:`TARGET_FILTERS`). Applied where those are.
* :data:`UNAFFECTED` — ``fn(g, card, src) -> bool``: True = ``card`` is unaffected by the
  effects of card ``src`` ("unaffected by Spell Cards"): the resolving chain link's actions on
  it (destroy, send, banish, return, position, control, ATK/DEF changes) are skipped, and a
  face-up ``src``'s continuous ATK/DEF aspects do not apply to it (``rules/actions.py``).
* :data:`WIN_CHECKS` — ``fn(g, player) -> reason`` at every state check: a non-empty reason
  (``"exodia"``, ``"destiny_board"``) makes ``player`` win (alternate win conditions: Exodia
  the Forbidden One in ``cards/scripts/exodia.py``, Destiny Board in ``core_traps.py``). When
  several hold for one player at once, the first registered names the reason.
* :data:`STATE_CHECKS` — ``fn(g)`` at every state check, before the wins are looked at: rules
  a card keeps checking (Spirit Messages are destroyed once their Destiny Board is gone).
* :data:`MUST_ATTACK` — ``fn(g, monster) -> bool``: this monster "must attack if able"
  (Berserk Gorilla): while a monster for which a hook says True can declare an attack, the
  Battle Step does not offer to end the Battle Phase (``rules/battle.py``).
* :data:`HAND_LIMITS` — ``fn(g, player, limit) -> limit``: the hand size ``player`` discards
  down to in their End Phase, starting from the profile's ``hand_limit`` (-1 = no limit);
  each hook may change it (Infinite Cards: none; Hieroglyph Lithograph: 7). Read it through
  :func:`hand_limit`.
* :data:`ATTACK_DECLARED` — ``fn(g, attacker, target)`` right after an attack is declared (or
  declared again after a replay), before its window: a hook may push engine frames, which run
  before the attack's window; the window's event is then built from ``g.battle`` as it stands
  (a continuous effect that turns the attack into a direct one without a chain link: Astral
  Barrier, ``cards/scripts/goat6_t_attack_choices.py``).
* :data:`LP_COST_WAIVED` — ``fn(g, player, card, card_activation) -> bool``: True when
  ``player`` does not pay the LP cost of activating ``card`` (``card_activation``: the card's
  own activation, not an effect of a face-up card) — Spell Economics; read by
  ``effects.costs.pay_lp`` / ``pay_half_lp`` (step and condition) through :func:`lp_cost_waived`.
* :data:`LEVEL_MODS` — ``fn(g, card, level) -> level``: a monster's current Level (in the hand
  or face-up on the field) changed by a card (Demotion: -2 for the equipped monster; A
  Legendary Ocean: -1 for every WATER monster in the hands and on the field), applied in order
  by ``g.level`` (never below 1) — the Tribute count of a Normal Summon reads it.
* :data:`SET_ALLOWED` — ``fn(g, player, card) -> bool``: False forbids ``player`` to Set that
  Spell/Trap Card now (Cold Wave); read by the main menu and ``main_phase.settable``.
* :data:`PLAY_COSTS` — ``fn(g, player, card, how) -> LP``: the Life Points ``player`` pays to
  play ``card`` from the hand, ``how`` = ``"normal"`` (Normal Summon or Set of a monster),
  ``"special"`` (a Special Summon from the hand), ``"set"`` (a Spell/Trap Set) or
  ``"activate"`` (a card activated from the hand): Chain Energy's 500 per card. Paid by the
  engine as the card is played (:func:`pay_play_cost`); a card script forbids what cannot be
  paid through :data:`SUMMON_ALLOWED` / :data:`ACTIVATE_ALLOWED` / :data:`SET_ALLOWED`.
* :data:`TRIBUTE_BANS` — ``fn(g, card) -> bool``: True = ``card`` cannot be Tributed now
  (Mask of Restrict: no card; Mind Control: the monster it took). Read through
  :func:`can_tribute` by the Tribute Summon (candidates and the menu's count), the Ritual
  Summon's offerings, ``costs.tribute`` and every ``ask_cards`` with the prompt
  ``"tribute"``/``"ritual_tribute"``; the "Tribute this card" costs of the card scripts (steps
  named ``*tribute_self``) are refused by the banning card's ``ACTIVATE_ALLOWED`` hook.
* :data:`NO_NEGATE` — passcodes whose card activation and its effect cannot be negated
  (Spiritualism): ``g.negate_activation`` / ``g.negate_effect`` leave such a link alone (a rule
  line says why), and neither a continuous Spell negation (Imperial Order) nor a
  :data:`RESOLVE_HOOKS` negation applies to it as it resolves (``rules/chain.py``).
* :data:`DRAW_ALLOWED` — ``fn(g, player) -> bool``: False forbids ``player`` to draw now (a
  draw of the Draw Phase and a card effect's draw alike; ``g.draw`` then draws nothing and logs
  the rule ``draw_forbidden``): Protector of the Sanctuary ("your opponent cannot draw cards
  except during Draw Phases").
* :data:`DRAW_REPLACERS` — ``fn(g, player) -> card``: a face-up card whose effect ``player``
  may use "instead of conducting the normal draw" of their Draw Phase (Freed the Matchless
  General), or -1. When one offers a card, the Draw Phase asks ``player`` (prompt
  ``draw_instead``) before drawing; "yes" skips the draw and raises the event
  ``draw_instead`` on that card (its trigger effect listens to it and becomes a chain link),
  "no" draws as usual (``rules/turn.py``; duels without such cards never ask).
* :data:`HAND_TRAPS` — ``fn(g, player) -> bool``: True lets ``player`` activate Trap Cards from
  the hand now (Makyura the Destructor). Read by ``rules.legality.why_cannot`` (a hand Trap is
  otherwise refused, ``"trap_from_hand"``) and by ``legal_activations``, which lists hand Traps
  only in duels whose ``HookSet.hand_traps`` is non-empty, inside its Graveyard-effects branch
  (the card giving the right has a Graveyard effect, so ``FEAT_GY_EFFECTS`` keeps its windows
  open): duels without such a card never pay for it.
* :data:`TOKEN_MAKERS` — ``maker passcode -> ((token passcode, to_opponent), ...)``: a duel
  whose decks hold a maker gets a pool of 5 instances of each token per field it can appear
  on, created at setup and kept in limbo while off the field (a token that leaves the field
  goes back there). :data:`NO_TRIBUTE` lists the tokens that cannot be tributed for a Tribute
  Summon.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from cardtable.core.text import Text

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel
    from cardtable.ygo.effects.api import Link

Hook = TypeVar("Hook", bound=Callable[..., Any])

MAIN_OPTIONS: list[Callable[[Duel, int], list[tuple[Any, ...]]]] = []
MAIN_ACTIONS: dict[str, Callable[[Duel, tuple[Any, ...]], None]] = {}
ACTION_TEXTS: dict[str, Text] = {}
DESTROY_SUBSTITUTES: list[Callable[[Duel, list[int], str], list[int]]] = []
DESTINATION_HOOKS: list[Callable[[Duel, int, str], int]] = []
TURN_ENDS: list[Callable[[Duel], bool]] = []
PHASE_SKIPS: list[Callable[[Duel, str], bool]] = []
STAT_REVERSALS: list[Callable[[Duel], bool]] = []
RACE_MODS: list[Callable[[Duel, int, int], int]] = []
FACE_DOWN_BANS: list[Callable[[Duel, int], bool]] = []
BATTLE_DAMAGE_HOOKS: list[Callable[[Duel, int, int], int]] = []
BATTLE_END_HOOKS: list[Callable[[Duel, tuple[int, ...]], None]] = []
BATTLE_ALLOWED: list[Callable[[Duel], bool]] = []
MAIN1_ALLOWED: list[Callable[[Duel], bool]] = []
PHASE_HOOKS: list[Callable[[Duel, str], None]] = []
EVENT_HOOKS: list[Callable[[Duel, str, int, tuple[Any, ...]], None]] = []
DRAW_HOOKS: list[Callable[[Duel, int, int], None]] = []
RESOLVE_HOOKS: list[Callable[[Duel, Link], bool]] = []
ATTACK_ALLOWED: list[Callable[[Duel, int], bool]] = []
ATTACK_TARGETS: list[Callable[[Duel, int, list[int]], list[int]]] = []
POSITION_LOCKED: list[Callable[[Duel, int], bool]] = []
SUMMON_ALLOWED: list[Callable[[Duel, int, int, str], bool]] = []
ACTIVATE_ALLOWED: list[Callable[[Duel, int, int, Any], bool]] = []
WINDOW_BANS: list[Callable[[Duel, int, int, Any, tuple[Any, ...]], bool]] = []
CARD_NEGATED: list[Callable[[Duel, int], bool]] = []
LP_GAIN_HOOKS: list[Callable[[Duel, int, int], int]] = []
EFFECT_DAMAGE_HOOKS: list[Callable[[Duel, int, int], int]] = []
EFFECT_DAMAGE_DONE: list[Callable[[Duel, int, int, int], None]] = []
TARGET_FILTERS: list[Callable[[Duel, tuple[int, ...]], tuple[int, ...]]] = []
TARGET_BANS: list[Callable[[Duel, int, int, int], bool]] = []
UNAFFECTED: list[Callable[[Duel, int, int], bool]] = []
WIN_CHECKS: list[Callable[[Duel, int], str]] = []
STATE_CHECKS: list[Callable[[Duel], None]] = []
MUST_ATTACK: list[Callable[[Duel, int], bool]] = []
HAND_LIMITS: list[Callable[[Duel, int, int], int]] = []
ATTACK_DECLARED: list[Callable[[Duel, int, int], None]] = []
LP_COST_WAIVED: list[Callable[[Duel, int, int, bool], bool]] = []
LEVEL_MODS: list[Callable[[Duel, int, int], int]] = []
SET_ALLOWED: list[Callable[[Duel, int, int], bool]] = []
PLAY_COSTS: list[Callable[[Duel, int, int, str], int]] = []
TRIBUTE_BANS: list[Callable[[Duel, int], bool]] = []
DRAW_ALLOWED: list[Callable[[Duel, int], bool]] = []
DRAW_REPLACERS: list[Callable[[Duel, int], int]] = []
HAND_TRAPS: list[Callable[[Duel, int], bool]] = []
TOKEN_MAKERS: dict[int, tuple[tuple[int, bool], ...]] = {}
NO_TRIBUTE: set[int] = set()
NO_NEGATE: set[int] = set()
#: passcode -> indices of its effects that EITHER player may activate while the card is face-up
#: on the field ("either player can pay 800 LP to ...": Royal Oppression). The non-controller is
#: offered them in its windows (``rules/legality.py``: ``legal_activations`` lists them in its
#: slow branch, which duels holding such a card always take; ``why_cannot`` accepts that player);
#: the user is the link's player (it pays the cost), the card stays its controller's
EITHER_PLAYER: dict[int, frozenset[int]] = {}
#: passcodes of cards that answer a Special Summon made by a monster's built-in procedure (no
#: chain link: the Envoys, Cyber Dragon, Dark Necrofear): duels holding one open a
#: ``("summoning", card, player, "special")`` window before such a summon
#: (``rules/summon.summon_by_procedure``), as Horn of Heaven answers a Normal Summon
PROC_SUMMON_ANSWERS: set[int] = set()
#: Fusion Monsters Special Summoned only by their own procedure ("you do not use
#: Polymerization": XYZ-Dragon Cannon, the two-part cannons): Polymerization never offers them
NO_POLYMERIZATION: set[int] = set()
#: Fusion Substitute Monsters ("you can substitute this card for any 1 Fusion Material Monster,
#: but the other Fusion Material Monsters must be correct": King of the Swamp, Goddess with the
#: Third Eye...): a monster script adds its passcode; Polymerization (``core_spells.
#: material_choices``) then lets it stand in for one named material per Fusion Summon
FUSION_SUBSTITUTES: set[int] = set()
#: Fusion Monsters printed "A Fusion Summon of this card can only be done with the above Fusion
#: Material Monsters" (Thousand-Eyes Restrict, Dark Balter the Terrible...): no substitute
NO_FUSION_SUBSTITUTE: set[int] = set()

#: Monsters that may declare an attack while in face-up Defense Position, their ATK applied in
#: damage calculation ("This card can attack while it is in Defense Position": Total Defense
#: Shogun); read by ``rules/battle.py`` (``attackers`` and the attacker's checks during the
#: attack) while the card's effects are not negated
DEFENSE_ATTACKERS: set[int] = set()

#: Optional gating (engine side, backwards compatible): a hook function listed here runs only in
#: duels whose card list holds one of these passcodes; unlisted hooks always run. Mark a hook with
#: ``only_for(codes)(fn)`` (or ``@only_for(codes)``) so duels without those cards pay nothing.
HOOK_CODES: dict[Callable[..., Any], frozenset[int]] = {}


def only_for(codes: Iterable[int]) -> Callable[[Hook], Hook]:
    """Mark a hook as relevant only to duels holding one of ``codes``. Marking one function
    again adds codes (a hook shared by two cards' scripts runs in a duel holding either)."""
    cs = frozenset(codes)

    def mark(fn: Hook) -> Hook:
        HOOK_CODES[fn] = HOOK_CODES.get(fn, frozenset()) | cs
        return fn

    return mark


class HookSet(NamedTuple):
    """The hooks active in one duel (computed once per card list)."""

    main_options: tuple[Callable[[Duel, int], list[tuple[Any, ...]]], ...]
    destroy: tuple[Callable[[Duel, list[int], str], list[int]], ...]
    battle_damage: tuple[Callable[[Duel, int, int], int], ...]
    battle_end: tuple[Callable[[Duel, tuple[int, ...]], None], ...]
    battle_allowed: tuple[Callable[[Duel], bool], ...]
    phase: tuple[Callable[[Duel, str], None], ...]
    events: tuple[Callable[[Duel, str, int, tuple[Any, ...]], None], ...] = ()
    draws: tuple[Callable[[Duel, int, int], None], ...] = ()
    resolve: tuple[Callable[[Duel, Link], bool], ...] = ()
    attack_allowed: tuple[Callable[[Duel, int], bool], ...] = ()
    attack_targets: tuple[Callable[[Duel, int, list[int]], list[int]], ...] = ()
    position_locked: tuple[Callable[[Duel, int], bool], ...] = ()
    summon_allowed: tuple[Callable[[Duel, int, int, str], bool], ...] = ()
    activate_allowed: tuple[Callable[[Duel, int, int, Any], bool], ...] = ()
    card_negated: tuple[Callable[[Duel, int], bool], ...] = ()
    lp_gain: tuple[Callable[[Duel, int, int], int], ...] = ()
    effect_damage: tuple[Callable[[Duel, int, int], int], ...] = ()
    main1_allowed: tuple[Callable[[Duel], bool], ...] = ()
    effect_damage_done: tuple[Callable[[Duel, int, int, int], None], ...] = ()
    target_filters: tuple[Callable[[Duel, tuple[int, ...]], tuple[int, ...]], ...] = ()
    win_checks: tuple[Callable[[Duel, int], str], ...] = ()
    state_checks: tuple[Callable[[Duel], None], ...] = ()
    must_attack: tuple[Callable[[Duel, int], bool], ...] = ()
    hand_limits: tuple[Callable[[Duel, int, int], int], ...] = ()
    destination: tuple[Callable[[Duel, int, str], int], ...] = ()
    attack_declared: tuple[Callable[[Duel, int, int], None], ...] = ()
    target_bans: tuple[Callable[[Duel, int, int, int], bool], ...] = ()
    unaffected: tuple[Callable[[Duel, int, int], bool], ...] = ()
    window_bans: tuple[Callable[[Duel, int, int, Any, tuple[Any, ...]], bool], ...] = ()
    turn_ends: tuple[Callable[[Duel], bool], ...] = ()
    lp_cost_waived: tuple[Callable[[Duel, int, int, bool], bool], ...] = ()
    phase_skips: tuple[Callable[[Duel, str], bool], ...] = ()
    level_mods: tuple[Callable[[Duel, int, int], int], ...] = ()
    set_allowed: tuple[Callable[[Duel, int, int], bool], ...] = ()
    play_costs: tuple[Callable[[Duel, int, int, str], int], ...] = ()
    stat_reversals: tuple[Callable[[Duel], bool], ...] = ()
    race_mods: tuple[Callable[[Duel, int, int], int], ...] = ()
    tribute_bans: tuple[Callable[[Duel, int], bool], ...] = ()
    draw_allowed: tuple[Callable[[Duel, int], bool], ...] = ()
    face_down_bans: tuple[Callable[[Duel, int], bool], ...] = ()
    draw_replacers: tuple[Callable[[Duel, int], int], ...] = ()
    hand_traps: tuple[Callable[[Duel, int], bool], ...] = ()
    #: the :data:`EITHER_PLAYER` passcodes of this duel (empty: nobody uses another's card)
    either_player: frozenset[int] = frozenset()
    #: some card of this duel answers built-in Special Summons (:data:`PROC_SUMMON_ANSWERS`)
    proc_windows: bool = False
    #: some Level, Set or Tribute hook is active: the main menu takes its slower path
    #: (``rules/main_phase.py``); duels without such cards never pay for those checks
    menu_mods: bool = False


def hook_set(codes: frozenset[int]) -> HookSet:
    """The :class:`HookSet` of a duel holding ``codes``: the registered hooks, without those
    :func:`only_for` other cards. Cached per card pool and card list
    (``CardPool.hooks_for``)."""

    def keep(lst: list[Any]) -> tuple[Any, ...]:
        return tuple(h for h in lst if h not in HOOK_CODES or HOOK_CODES[h] & codes)

    hs = HookSet(
        main_options=keep(MAIN_OPTIONS), destroy=keep(DESTROY_SUBSTITUTES),
        battle_damage=keep(BATTLE_DAMAGE_HOOKS), battle_end=keep(BATTLE_END_HOOKS),
        battle_allowed=keep(BATTLE_ALLOWED), phase=keep(PHASE_HOOKS), events=keep(EVENT_HOOKS),
        draws=keep(DRAW_HOOKS), resolve=keep(RESOLVE_HOOKS), attack_allowed=keep(ATTACK_ALLOWED),
        attack_targets=keep(ATTACK_TARGETS), position_locked=keep(POSITION_LOCKED),
        summon_allowed=keep(SUMMON_ALLOWED), activate_allowed=keep(ACTIVATE_ALLOWED),
        card_negated=keep(CARD_NEGATED), lp_gain=keep(LP_GAIN_HOOKS),
        effect_damage=keep(EFFECT_DAMAGE_HOOKS), main1_allowed=keep(MAIN1_ALLOWED),
        effect_damage_done=keep(EFFECT_DAMAGE_DONE), target_filters=keep(TARGET_FILTERS),
        win_checks=keep(WIN_CHECKS), state_checks=keep(STATE_CHECKS),
        must_attack=keep(MUST_ATTACK), hand_limits=keep(HAND_LIMITS),
        destination=keep(DESTINATION_HOOKS), attack_declared=keep(ATTACK_DECLARED),
        target_bans=keep(TARGET_BANS), unaffected=keep(UNAFFECTED), window_bans=keep(WINDOW_BANS),
        turn_ends=keep(TURN_ENDS), lp_cost_waived=keep(LP_COST_WAIVED),
        phase_skips=keep(PHASE_SKIPS), level_mods=keep(LEVEL_MODS),
        set_allowed=keep(SET_ALLOWED), play_costs=keep(PLAY_COSTS),
        stat_reversals=keep(STAT_REVERSALS), race_mods=keep(RACE_MODS),
        tribute_bans=keep(TRIBUTE_BANS),
        draw_allowed=keep(DRAW_ALLOWED), face_down_bans=keep(FACE_DOWN_BANS),
        draw_replacers=keep(DRAW_REPLACERS),
        hand_traps=keep(HAND_TRAPS),
        either_player=frozenset(c for c in EITHER_PLAYER if c in codes),
        proc_windows=any(c in codes for c in PROC_SUMMON_ANSWERS))
    return hs._replace(menu_mods=bool(hs.level_mods or hs.set_allowed or hs.tribute_bans))


def turn_ended(g: Duel) -> bool:
    """An effect has ended this turn (a :data:`TURN_ENDS` hook says so): the turn goes on to
    its End Phase."""
    return any(h(g) for h in g.hk.turn_ends)


def skipped(g: Duel, what: str) -> bool:
    """A :data:`PHASE_SKIPS` hook skips ``what`` (``"turn"``: the whole turn starting now,
    ``"standby"``: the turn player's Standby Phase now); the skip is logged as a rule line."""
    if not any(h(g, what) for h in g.hk.phase_skips):
        return False
    g.log_rule("turn_skipped" if what == "turn" else "phase_skipped", player=g.tp,
               phase=what)
    return True


def hand_limit(g: Duel, p: int) -> int:
    """The hand size ``p`` discards down to in their End Phase now: the profile's
    ``hand_limit`` changed by this duel's :data:`HAND_LIMITS` hooks in order (-1 = none)."""
    lim = g.profile.hand_limit
    if g.hooked:
        for fn in g.hk.hand_limits:
            lim = fn(g, p, lim)
    return lim


def lp_cost_waived(g: Duel, p: int, card: int, card_activation: bool) -> bool:
    """``p`` pays no LP to activate ``card`` now (a :data:`LP_COST_WAIVED` hook says so)."""
    return any(fn(g, p, card, card_activation) for fn in g.hk.lp_cost_waived)


def play_cost(g: Duel, p: int, card: int, how: str) -> int:
    """The LP ``p`` must pay to play ``card`` from the hand as ``how`` (:data:`PLAY_COSTS`)."""
    return sum(fn(g, p, card, how) for fn in g.hk.play_costs)


def pay_play_cost(g: Duel, p: int, card: int, how: str) -> None:
    """``p`` pays the :data:`PLAY_COSTS` of playing ``card`` from the hand (called by the engine
    as the card is Normal Summoned/Set, Special Summoned, Set or activated from the hand)."""
    n = play_cost(g, p, card, how)
    if n > 0:
        g.pay_lp(p, n)


def set_allowed(g: Duel, p: int, card: int) -> bool:
    """``p`` may Set Spell/Trap ``card`` now (no :data:`SET_ALLOWED` hook says otherwise)."""
    return all(fn(g, p, card) for fn in g.hk.set_allowed)


def hand_traps_allowed(g: Duel, p: int) -> bool:
    """``p`` may activate Trap Cards from the hand now (a :data:`HAND_TRAPS` hook says so).

    This and the functions below are called by the hot paths of ``rules/legality.py`` and
    ``rules/main_phase.py`` in place of a generator expression there, which would make the
    caller's variables closure cells on every call, hooks or not (docs/performance.md,
    "Session 10")."""
    return any(ok(g, p) for ok in g.hk.hand_traps)


def activation_allowed(g: Duel, p: int, c: int, e: Any) -> bool:
    """No :data:`ACTIVATE_ALLOWED` hook forbids ``p`` to activate effect ``e`` of card ``c``
    (Jinzo, Prohibition)."""
    return all(ok(g, p, c, e) for ok in g.hk.activate_allowed)


def window_banned(g: Duel, p: int, c: int, e: Any, w: tuple[Any, ...]) -> bool:
    """A :data:`WINDOW_BANS` lock forbids ``p`` to activate effect ``e`` of card ``c`` in
    window ``w`` (Creeping Doom Manta)."""
    return any(ban(g, p, c, e, w) for ban in g.hk.window_bans)


def summon_allowed(g: Duel, p: int, c: int, how: str) -> bool:
    """No :data:`SUMMON_ALLOWED` hook forbids ``p`` to summon ``c`` as ``how`` ("normal",
    "set", "flip", "special"; Cave Dragon, Prohibition)."""
    return all(ok(g, p, c, how) for ok in g.hk.summon_allowed)


def position_locked(g: Duel, c: int) -> bool:
    """A :data:`POSITION_LOCKED` hook forbids changing ``c``'s battle position now."""
    return any(h(g, c) for h in g.hk.position_locked)


def battle_allowed(g: Duel) -> bool:
    """No :data:`BATTLE_ALLOWED` hook forbids the turn player's Battle Phase now."""
    return all(ok(g) for ok in g.hk.battle_allowed)


def card_negated(g: Duel, c: int) -> bool:
    """A :data:`CARD_NEGATED` hook negates ``c``'s effects now (Jinzo, Skill Drain)."""
    return any(h(g, c) for h in g.hk.card_negated)


def must_attack(g: Duel, a: int) -> bool:
    """A :data:`MUST_ATTACK` hook says ``a`` must attack if able (Berserk Gorilla)."""
    return any(h(g, a) for h in g.hk.must_attack)


def unaffected_by(g: Duel, c: int, src: int) -> bool:
    """An :data:`UNAFFECTED` hook says ``c`` is unaffected by card ``src``'s effects."""
    return any(h(g, c, src) for h in g.hk.unaffected)


def stats_reversed(g: Duel) -> bool:
    """A :data:`STAT_REVERSALS` hook reverses every ATK/DEF change now (Reverse Trap)."""
    return any(h(g) for h in g.hk.stat_reversals)


def draw_allowed(g: Duel, p: int) -> bool:
    """No :data:`DRAW_ALLOWED` hook forbids ``p`` to draw now."""
    return all(ok(g, p) for ok in g.hk.draw_allowed)


def face_down_banned(g: Duel, c: int) -> bool:
    """A :data:`FACE_DOWN_BANS` hook forbids turning ``c`` face-down now."""
    return any(h(g, c) for h in g.hk.face_down_bans)


def main1_allowed(g: Duel) -> bool:
    """No :data:`MAIN1_ALLOWED` hook skips the turn player's Main Phase 1 now."""
    return all(ok(g) for ok in g.hk.main1_allowed)


def resolve_negated(g: Duel, lk: Link) -> bool:
    """A :data:`RESOLVE_HOOKS` hook negates chain link ``lk`` as it resolves."""
    return any(neg(g, lk) for neg in g.hk.resolve)


def can_tribute(g: Duel, card: int) -> bool:
    """``card`` may be Tributed now (no :data:`TRIBUTE_BANS` hook forbids it)."""
    return not any(fn(g, card) for fn in g.hk.tribute_bans)
