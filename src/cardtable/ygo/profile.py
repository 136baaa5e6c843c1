"""Rule profiles: flag sets loaded from YAML files, so a house rule needs no code.

Built-in profiles live in ``ygo/profiles/*.yaml`` (``classic-lp4000`` is the default). A profile
file may name a ``base`` profile and override any knob; unknown knobs are an error.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from cardtable.core.errors import SetupError

PROFILE_DIR = Path(__file__).with_name("profiles")
DEFAULT_PROFILE = "classic-lp4000"


@dataclass(frozen=True, slots=True)
class Profile:
    """Every rule knob of the engine. See ``docs/rulings.md`` for why each default is what it is."""

    name: str = DEFAULT_PROFILE
    lp: int = 4000
    start_hand: int = 5
    draw_count: int = 1
    first_turn_draw: bool = True  # the first player draws on turn 1 (LP4000/era rule)
    first_turn_battle: bool = False
    hand_limit: int = 6
    deck_min: int = 40
    deck_max: int = 80
    extra_max: int = 15  # -1 = unlimited
    max_copies: int = 3
    field_rule: str = "one_on_field"  # or "one_per_player" (MR3)
    zero_zero_destroy: bool = False  # 0 ATK vs 0 ATK destroys both
    pendulum_zones: bool = False
    pendulum_summon: bool = False  # MR3: once per turn, levels strictly between the two scales
    pendulum_to_extra: bool = False  # MR3: a Pendulum Monster leaving the field for the GY goes
    #                                  face-up to the Extra Deck instead
    allowed_kinds: tuple[str, ...] = ("Normal", "Effect", "Fusion", "Ritual", "Spell", "Trap")
    summon_faceup_defense: bool = True  # seed 000: 通常召唤可以选择…C 正面守备表示
    field_set_in_szone: bool = True  # seed 000: a set field spell sits in a spell/trap zone
    check_decks: bool = False  # validate deck sizes/copies at setup
    banlist: str | None = None  # shipped banlist name or lflist.conf path (deck check)
    house_rules: str = ""  # altered-card table: name in ygo/house_rules/ or a YAML path
    summon_priority: str = "speed1"  # what the turn player may start in the response window after
    #   its summon before the opponent answers: "speed1" anything (classic default), "ignition"
    #   fast effects and monster Ignition Effects (goat, 2005), "fast" Spell Speed 2+ only
    effect_change_locks_position: bool = False  # the TCG rule before 6 June 2005: a battle
    #   position change by a card effect (Book of Moon, Enemy Controller) uses up that monster's
    #   one manual change (and Flip Summon) for the turn; False is the rule from 6 June 2005 on
    unscripted: str = "play"  # a card with no script: "play" as its stats (old default), "refuse"
    #   it in deck check and duel setup (goat), "stats" play it as its stats, on purpose

    @staticmethod
    def from_data(data: dict[str, Any], where: str, allow_paths: bool = True) -> Profile:
        """Build from a mapping (a profile file), resolving ``base``. With ``allow_paths``
        False (data from a network client) ``base``, ``banlist`` and ``house_rules`` must name
        what the package ships; nothing is read from a path."""
        if not isinstance(data, dict):
            raise SetupError(f"{where}: a profile must be a mapping")
        base_name = data.get("base")
        if base_name is not None and not isinstance(base_name, str):
            raise SetupError(f"{where}: knob 'base' must be a profile name")
        base = load_profile(base_name, allow_paths) if base_name else Profile()
        known = {f.name for f in fields(Profile)}
        kw: dict[str, Any] = {}
        for k, v in data.items():
            if k == "base":
                continue
            if k not in known:
                raise SetupError(f"{where}: unknown profile knob {k!r} (known: {sorted(known)})")
            if k == "banlist":
                if v is not None and not isinstance(v, str):
                    raise SetupError(f"{where}: knob 'banlist' must be a name or a path")
                if v and not allow_paths:
                    _shipped_banlist(v, where)
                kw[k] = v or None
                continue
            if k == "house_rules" and not allow_paths and (
                    not isinstance(v, str) or (v and v not in _shipped_house_rules())):
                raise SetupError(f"{where}: knob 'house_rules' must name shipped house "
                                 f"rules ({_shipped_house_rules()}) or be empty")
            want = type(getattr(base, k))
            if want is tuple:
                if not isinstance(v, list):
                    raise SetupError(f"{where}: knob {k!r} must be a list")
                v = tuple(str(x) for x in v)
            elif not isinstance(v, want) or (want is int and isinstance(v, bool)):
                raise SetupError(f"{where}: knob {k!r} must be {want.__name__}, got {v!r}")
            kw[k] = v
        if kw.get("field_rule", base.field_rule) not in ("one_on_field", "one_per_player"):
            raise SetupError(f"{where}: field_rule must be one_on_field or one_per_player")
        if kw.get("summon_priority", base.summon_priority) not in ("speed1", "ignition", "fast"):
            raise SetupError(f"{where}: summon_priority must be speed1, ignition or fast")
        if kw.get("unscripted", base.unscripted) not in ("play", "refuse", "stats"):
            raise SetupError(f"{where}: unscripted must be play, refuse or stats")
        return replace(base, **kw)


def profile_names() -> list[str]:
    """The names of the built-in profiles (``ygo/profiles/*.yaml``)."""
    return sorted(p.stem for p in PROFILE_DIR.glob("*.yaml"))


def _shipped_banlist(name: str, where: str) -> None:
    from cardtable.ygo.formats.lflist import builtin_banlists

    if name not in builtin_banlists():
        raise SetupError(f"{where}: knob 'banlist' must name a shipped banlist "
                         f"({sorted(builtin_banlists())})")


def _shipped_house_rules() -> list[str]:
    from cardtable.ygo.house_rules.loader import house_rule_names

    return house_rule_names()


@cache
def load_profile(name_or_path: str, allow_paths: bool = True) -> Profile:
    """A built-in profile by name, or (when ``allow_paths``) a profile YAML file by path.
    With ``allow_paths`` False only the built-in names are accepted and the error does not
    depend on what exists on disk."""
    known = profile_names()
    if not allow_paths:
        if name_or_path not in known:
            raise SetupError(f"unknown profile (built-in: {known})")
        path = PROFILE_DIR / f"{name_or_path}.yaml"
    else:
        path = PROFILE_DIR / f"{name_or_path}.yaml"
        if not path.exists():
            path = Path(name_or_path)
        if not path.exists():
            raise SetupError(f"unknown profile {name_or_path!r} (built-in: {known})")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise SetupError(f"{path}: cannot read profile: {exc}") from None
    return Profile.from_data(data, str(path), allow_paths)


def profile_of(spec: str | dict[str, Any] | Profile | None,
               allow_paths: bool = True) -> Profile:
    """Accept a profile name, a path, an inline mapping (house rules) or a Profile. With
    ``allow_paths`` False (a network client's data) names only, nested fields included."""
    if spec is None:
        return load_profile(DEFAULT_PROFILE)
    if isinstance(spec, Profile):
        return spec
    if isinstance(spec, dict):
        return Profile.from_data(spec, "inline profile", allow_paths)
    if not isinstance(spec, str):
        raise SetupError("a profile must be a name or a mapping")
    return load_profile(spec, allow_paths)
