"""Command-line options shared by several commands (one definition, one help text)."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from cardtable.cli.i18n import set_lang


def _hide_flag_types() -> None:
    """Help pages list a flag (``--json``, ``--help``) without a ``<bool>`` type: it takes no
    value. Typer 0.2x shows the type of every option; this keeps it for options with values."""
    from typer.core import TyperOption

    shown = TyperOption.display_type_rich
    if getattr(shown, "_cardtable", False):
        return

    def display_type_rich(self: TyperOption, ctx: Any) -> str | None:
        return None if self.is_flag else shown(self, ctx)

    display_type_rich._cardtable = True  # type: ignore[attr-defined]
    TyperOption.display_type_rich = display_type_rich  # type: ignore[method-assign]


_hide_flag_types()

Games = Annotated[int, typer.Option("--games", "-n", min=0, help="Number of games. / 对局数。")]
Seed = Annotated[
    int, typer.Option("--seed", "-s", help="Base seed; game i uses seed+i. / 基础种子。")
]
PlaySeed = Annotated[
    int | None,
    typer.Option("--seed", "-s", help="Seed of the game (default: from the clock). / 随机种子。"),
]
Json = Annotated[bool, typer.Option("--json", help="Print one JSON object. / 输出一个 JSON 对象。")]
Backend = Annotated[
    str,
    typer.Option(
        "--backend",
        help="Where games run: local, process or ray (the ray extra). / 运行方式：local、process "
        "或 ray。",
    ),
]
Workers = Annotated[
    int, typer.Option("--workers", min=0, help="Worker processes (0 = one per CPU). / 进程数。")
]
NoProgress = Annotated[
    bool, typer.Option("--no-progress", help="Hide the progress bar. / 不显示进度条。")
]
SaveReplay = Annotated[
    str | None,
    typer.Option("--save-replay", help="Write a replay file at the end. / 结束时保存回放。"),
]
Lang = Annotated[
    str | None, typer.Option("--lang", help="zh or en (overrides the global one). / 界面语言。")
]
Hotseat = Annotated[
    bool,
    typer.Option(
        "--hotseat", help="Every seat is a human at this terminal. / 所有座位由真人轮流操作。"
    ),
]


def apply_lang(lang: str | None) -> None:
    """Apply a per-command ``--lang`` (exit 2 on an unknown one)."""
    if lang is None:
        return
    try:
        set_lang(lang.strip().lower())
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--lang") from None


Alternate = Annotated[
    bool,
    typer.Option(
        "--alternate",
        help="Swap the bots' seats (or sides) every other game; see wins_by_bot. "
        "/ 每隔一局交换机器人的座位（或阵营）。",
    ),
]
