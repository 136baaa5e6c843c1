"""The CLI's own user-facing strings, in Simplified Chinese and English.

The language is chosen once per run: ``--lang``, else ``$CARDTABLE_LANG``, else English.

>>> set_lang("zh"); t("draw")
'平局'
>>> set_lang("en"); t("winners", seats="0")
'winner: seat 0'
"""

from __future__ import annotations

import os

from cardtable.core.text import LANGS, Text

LANG_ENV = "CARDTABLE_LANG"

_state = {"lang": "en"}

MESSAGES: dict[str, Text] = {
    # generic
    "error": Text("错误", "error"),
    "missing_package": Text(
        "缺少可选依赖 {package}：在源码目录运行 pip install -e '.[{extra}]'"
        "（或 pip install 'cardtable[{extra}]'）",
        "{package} is not installed: run pip install -e '.[{extra}]' in the source folder "
        "(or pip install 'cardtable[{extra}]')",
    ),
    "serve_store_error": Text(
        "无法打开数据库 {store}：{err}", "cannot open the store {store}: {err}"
    ),
    "serve_limits_error": Text("无法读取配额文件：{err}", "cannot read the limits file: {err}"),
    "serve_catalogue_error": Text("无法读取 --catalogue 目录：{err}",
                                  "cannot read the --catalogue directory: {err}"),
    "serve_cluster_needs_db": Text(
        "多节点部署（--redis-url）需要共享的 PostgreSQL 数据库：请同时给出 --db-url",
        "a multi-node site (--redis-url) needs the shared PostgreSQL database: give --db-url too",
    ),
    "serve_cluster_error": Text(
        "无法加入多节点站点：{err}", "cannot join the multi-node site: {err}"
    ),
    "serve_port_busy": Text(
        "无法监听 {host}:{port}：{err}", "cannot listen on {host}:{port}: {err}"
    ),
    "bad_lang": Text(
        "未知语言 {lang!r}（可选：zh、en）", "unknown language {lang!r} (use zh or en)"
    ),
    "unknown_game": Text("游戏 {game} 不可用：{err}", "game {game} is not available: {err}"),
    "setup_error": Text("设置错误：{err}", "setup error: {err}"),
    "deck_not_legal": Text(
        "卡组不符合本规则配置的组卡规则（--no-deck-check 可跳过检查）：\n{problems}",
        "a deck breaks the deck rules of this profile (--no-deck-check plays anyway):\n"
        "{problems}",
    ),
    "deck_problem": Text("  座位{seat}（{deck}）：{problem}", "  seat {seat} ({deck}): {problem}"),
    "bot_error": Text("机器人错误：{err}", "bot error: {err}"),
    "bot_fallback": Text("{err}；改用 {bot}", "{err}; using {bot} instead"),
    # sim
    "sim_progress": Text("对局中", "playing"),
    "sim_title": Text("{game}：{games} 局，种子 {seed}", "{game}: {games} games, seed {seed}"),
    "col_what": Text("项目", "what"),
    "col_value": Text("数值", "value"),
    "row_wins": Text("胜场", "wins"),
    "row_wins_by_bot": Text("各机器人胜场", "wins by bot"),
    "row_draws": Text("平局", "draws"),
    "row_errors": Text("出错", "errors"),
    "row_mean_turns": Text("平均回合数", "mean turns"),
    "row_mean_decisions": Text("平均决策数", "mean decisions"),
    "row_dps": Text("决策/秒", "decisions/s"),
    "row_seconds": Text("用时（秒）", "seconds"),
    "row_mean_duels": Text("每场平均决斗数", "mean duels per match"),
    "match_title": Text(
        "游戏王三局两胜：{matches} 场，种子 {seed}",
        "Yu-Gi-Oh! best-of-3: {matches} matches, seed {seed}",
    ),
    "sim_error_line": Text("种子 {seed} 出错：{error}", "seed {seed} crashed: {error}"),
    "bad_bots": Text("--bots 需要用逗号分隔的机器人名称", "--bots takes comma-separated bot names"),
    "bad_setup_json": Text(
        "--setup 必须是 JSON 对象：{err}", "--setup must be a JSON object: {err}"
    ),
    # replay
    "replay_ok": Text(
        "回放校验通过：{answers} 个回答，{events} 个事件，结果 {result}",
        "replay verified: {answers} answers, {events} events, result {result}",
    ),
    "replay_mismatch": Text("回放不一致：{err}", "replay MISMATCH: {err}"),
    "replay_header": Text(
        "{game}（引擎 {engine}），种子 {seed}", "{game} (engine {engine}), seed {seed}"
    ),
    "replay_step_prompt": Text("回车下一步，q 退出", "Enter: next event, q: stop"),
    "replay_no_events": Text("回放中没有存储事件", "the replay stores no events"),
    # scenario
    "scenario_pass": Text("通过", "PASS"),
    "scenario_fail": Text("失败", "FAIL"),
    "scenario_summary": Text(
        "{passed} 个通过，{failed} 个失败", "{passed} passed, {failed} failed"
    ),
    "scenario_crash": Text(
        "{file}：运行时发生意外错误 {err}", "{file}: unexpected error while running: {err}"
    ),
    # bench
    "bench_missing": Text(
        "{game} 的基准测试不可用：缺少模块 {module}（引擎尚未提供 run_bench）",
        "the {game} benchmark is not available: module {module} is missing "
        "(the engine does not provide run_bench yet)",
    ),
    "bench_title": Text("{game} 基准测试", "{game} benchmark"),
    "bench_two_decks": Text("--deck 要给两次（座位 0 与座位 1 的卡组），收到 {n} 个",
                            "--deck must be given twice (seat 0's and seat 1's deck), got {n}"),
    # play loop
    "your_turn": Text("座位 {seat} 决策", "seat {seat} to decide"),
    "hotseat_pass": Text(
        "轮到座位 {seat}。请把屏幕交给该玩家，然后按回车。",
        "Seat {seat} to play. Hand the screen to that player, then press Enter.",
    ),
    "prompt": Text("请输入编号（? 查看帮助）", "Enter a number (? for help)"),
    "picked_so_far": Text(
        "已选：{picked}（至少 {min}，至多 {max}）",
        "picked so far: {picked} (min {min}, max {max})",
    ),
    "bad_number": Text(
        "没有编号 {n} 的选项；请输入 1 到 {max} 之间的数字。",
        "there is no option {n}; enter a number from 1 to {max}.",
    ),
    "not_understood": Text(
        "无法理解 {text!r}；输入 ? 查看帮助。", "cannot understand {text!r}; type ? for help."
    ),
    "illegal": Text("不合法的回答：{err}", "illegal answer: {err}"),
    "help": Text(
        "数字 N：选择第 N 个选项\n"
        "w 查询：问“为什么不能？”，例如 w summon 12（桌面上的 #12 号卡）、\n"
        "        w activate 黑洞、w action=draw\n"
        "b：重新显示桌面   l：显示全部日志   ?：帮助   q：投降/退出",
        "N: choose option N\n"
        'w QUERY: ask "why not?", e.g. w summon 12 (card #12 on the board),\n'
        "        w activate Dark Hole, w action=draw\n"
        "b: show the board again   l: show the whole log   ?: this help   q: surrender/quit",
    ),
    "help_ygo": Text(
        "数字 N：选择第 N 个选项\n"
        "w 查询：问“为什么不能？”，例如 w summon 12（桌面上的 #12 号卡）、w activate 黑洞、\n"
        "        w 12（#12 号卡的每种行动）、w attack（你的每只怪兽）、w attack 12、w to_battle\n"
        "b：重新显示桌面   l：显示全部日志   ?：帮助   q：投降/退出",
        "N: choose option N\n"
        'w QUERY: ask "why not?", e.g. w summon 12 (card #12 on the board), w activate Dark Hole,\n'
        "        w 12 (every action of card #12), w attack (each of your monsters), w attack 12,\n"
        "        w to_battle\n"
        "b: show the board again   l: show the whole log   ?: this help   q: surrender/quit",
    ),
    "help_sgs": Text(
        "数字 N：选择第 N 个选项\n"
        "w 查询：问“为什么不能使用这张牌？”，例如 w 杀、w 杀 ♠7、w 3（手牌第 3 张）、\n"
        "        w 杀 对 2（对座位 2）、w 杀 关羽（对关羽）\n"
        "b：重新显示桌面   l：显示全部日志   ?：帮助   q：投降/退出",
        "N: choose option N\n"
        'w QUERY: ask "why can\'t I use this card?", e.g. w slash, w slash S7, w 3 (the 3rd card\n'
        "        of your hand), w slash to 2 (on seat 2), w slash guanyu (on Guan Yu)\n"
        "b: show the board again   l: show the whole log   ?: this help   q: surrender/quit",
    ),
    "why_not_allowed": Text("可以", "allowed"),
    "why_not_none": Text(
        "没有规则禁止它（或游戏无法说明）。", "No rule forbids it (or the game cannot say)."
    ),
    "why_not_head": Text("不能这样做，因为：", "You cannot, because:"),
    "why_not_usage": Text("用法：w 编号 或 w 键=值 …", "usage: w NUMBER or w key=value ..."),
    "quit": Text("已退出。", "Quit."),
    "engine_error": Text(
        "引擎出错（这是程序缺陷，不是你的操作问题）：{err}",
        "the engine failed (a bug, not your input): {err}",
    ),
    "crash_saved": Text(
        "回放与错误信息已保存到 {path}，可用于报告问题。",
        "the replay and the error were saved to {path} for a bug report.",
    ),
    "surrendered": Text("座位 {seat} 投降。", "Seat {seat} surrendered."),
    "eof": Text("输入结束，退出对局。", "End of input: leaving the game."),
    "game_over": Text("对局结束", "Game over"),
    "winners": Text("胜者：座位 {seats}", "winner: seat {seats}"),
    "draw": Text("平局", "draw"),
    "reason": Text("原因：{reason}", "reason: {reason}"),
    "replay_saved": Text("回放已保存到 {path}", "replay saved to {path}"),
    "events_head": Text("发生了：", "What happened:"),
    "board_head": Text("座位 {seat} 看到的桌面", "The table as seat {seat} sees it"),
    "seat_label": Text("座位 {seat}", "seat {seat}"),
    "play_header": Text(
        "{game} — 种子 {seed} — 真人座位：{humans} — 机器人：{bots}",
        "{game} — seed {seed} — human seats: {humans} — bots: {bots}",
    ),
    "no_human": Text("没有人类玩家：机器人对局", "no human seat: bots play each other"),
    "bad_seat": Text("座位 {seat} 不存在（共 {n} 个座位）", "there is no seat {seat} ({n} seats)"),
    # DIY cards
    "diy_warning": Text(
        "警告：DIY 卡有问题：{file}：卡 {card}：字段 '{field}'：{msg}",
        "warning: broken DIY card: {file}: card {card}: field '{field}': {msg}",
    ),
    "diy_loaded": Text(
        "已从 {dir} 载入 {n} 张 DIY 卡（{errors} 处问题）",
        "{n} DIY card(s) loaded from {dir} ({errors} error(s))",
    ),
    "cdb_loaded": Text(
        "已从 {path} 导入：{overlaid} 张已知卡更新名称与数值，"
        "新增 {added} 张通常怪兽，跳过 {skipped} 张",
        "imported {path}: {overlaid} known card(s) renamed/re-statted, {added} Normal "
        "Monster(s) added, {skipped} skipped",
    ),
    "cdb_skipped": Text("跳过卡 {code} {name}：{msg}", "skipped card {code} {name}: {msg}"),
    "cdb_error": Text("无法导入卡片数据库：{err}", "cannot import the card database: {err}"),
    "diy_no_folder": Text("没有这个文件夹：{dir}", "no such folder: {dir}"),
    "diy_ok_card": Text("正常  {code} {name}", "OK    {code} {name}"),
    "diy_bad_card": Text(
        "有误  {file}：卡 {card}：字段 '{field}'：{msg}",
        "BAD   {file}: card {card}: field '{field}': {msg}",
    ),
    "diy_summary": Text("{n} 张卡正常，{errors} 处问题", "{n} card(s) OK, {errors} error(s)"),
    # interactive best-of-3
    "match_header": Text(
        "三局两胜 — 种子 {seed} — 规则 {profile} — 真人座位：{humans} — 机器人：{bots}",
        "Best of 3 — seed {seed} — profile {profile} — human seats: {humans} — bots: {bots}",
    ),
    "match_duel_head": Text(
        "第 {n} 局 — 比分 {w0}:{w1} — 座位 {first} 先攻",
        "Duel {n} — score {w0}-{w1} — seat {first} goes first",
    ),
    "match_score": Text(
        "比分：座位 0 {w0} 胜，座位 1 {w1} 胜（先胜 {need} 局者赢得比赛）",
        "Score: seat 0 has {w0} win(s), seat 1 has {w1} (first to {need} wins the match)",
    ),
    "match_duel_result": Text("第 {n} 局：{result}", "Duel {n}: {result}"),
    "match_over": Text("比赛结束", "Match over"),
    "match_winner": Text(
        "座位 {seat} 以 {w}:{l} 赢得比赛", "Seat {seat} wins the match {w}-{l}"
    ),
    "match_drawn": Text("比赛平局（{w0}:{w1}）", "The match is a draw ({w0}-{w1})"),
    "match_left": Text("已离开比赛（比分 {w0}:{w1}）。", "Left the match (score {w0}-{w1})."),
    "match_setup_error": Text("无法开始比赛：{err}", "cannot start the match: {err}"),
    "choose_first_prompt": Text(
        "座位 {seat} 输了上一局，由你决定下一局谁先攻：\n 1  我先攻\n 2  我后攻",
        "Seat {seat} lost the last duel and chooses who goes first in the next one:\n"
        " 1  I go first\n 2  I go second",
    ),
    "choose_first_bad": Text("请输入 1 或 2。", "Enter 1 or 2."),
    "bot_chooses_first": Text(
        "座位 {seat}（机器人）输了上一局，选择{what}。",
        "Seat {seat} (bot) lost the last duel and chooses to go {what}.",
    ),
    "first_word": Text("先攻", "first"),
    "second_word": Text("后攻", "second"),
    "side_head": Text(
        "座位 {seat} 换副卡组（第 {n} 局之前）：主卡组／融合卡组的一张卡与副卡组的一张卡一一交换。",
        "Side-decking for seat {seat} (before duel {n}): swap one main/fusion deck card for one "
        "side deck card.",
    ),
    "side_none": Text(
        "座位 {seat} 没有副卡组，无需交换。", "Seat {seat} has no side deck: nothing to swap."
    ),
    "side_main": Text("主卡组与融合卡组：", "Main and fusion deck:"),
    "side_side": Text("副卡组：", "Side deck:"),
    "side_help": Text(
        "输入“主编号 副编号”（如 3 1）交换一张卡；u 撤销上一次交换；l 重新列出；直接回车结束换卡；"
        "q 离开比赛。",
        "Type 'MAIN SIDE' (e.g. 3 1) to swap one card; u undoes the last swap; l lists again; "
        "Enter alone when done; q leaves the match.",
    ),
    "side_prompt": Text("座位 {seat} 换卡", "seat {seat} side"),
    "side_done": Text(
        "座位 {seat} 本次交换了 {n} 张卡。", "Seat {seat} swapped {n} card(s) this time."
    ),
    "side_swapped": Text("已交换：{out} 换出，{into} 换入", "Swapped: {out} out, {into} in"),
    "side_refused": Text(
        "不能这样交换：{err}（卡组未改变）", "Swap refused: {err} (deck unchanged)"
    ),
    "side_bad_input": Text(
        "无法理解 {text!r}：请输入两个编号（主 副）、u 或直接回车。",
        "cannot understand {text!r}: type two numbers (MAIN SIDE), u, or Enter alone.",
    ),
    "side_bad_number": Text(
        "编号超出范围：主卡组 1–{nm}，副卡组 1–{ns}。",
        "number out of range: main 1-{nm}, side 1-{ns}.",
    ),
    "side_nothing_to_undo": Text("没有可撤销的交换。", "No swap to undo."),
    "side_undone": Text("已撤销上一次交换。", "Last swap undone."),
    "fusion_mark": Text("融合", "fusion"),
    # Sanguosha match
    "sgs_match_title": Text(
        "三国杀 3v3 系列赛：{games} 局，种子 {seed}（每局交换冷暖色）",
        "Sanguosha 3v3 match: {games} games, seed {seed} (colours swap every game)",
    ),
    "row_team_wins": Text("各队胜场", "wins by team"),
    "row_game": Text("第 {n} 局", "game {n}"),
    "sgs_match_game": Text(
        "A 队为{colour}方，胜者 {winner}，原因 {reason}",
        "team A {colour}, winner {winner}, reason {reason}",
    ),
}


def set_lang(lang: str) -> None:
    """Choose the language of every later message; ValueError for an unknown one."""
    if lang not in LANGS:
        raise ValueError(MESSAGES["bad_lang"].get("en").format(lang=lang))
    _state["lang"] = lang


def get_lang() -> str:
    """The language in use."""
    return _state["lang"]


def default_lang() -> str:
    """``$CARDTABLE_LANG`` when it names a known language, else ``"en"``."""
    env = os.environ.get(LANG_ENV, "").strip().lower()
    return env if env in LANGS else "en"


#: Result reasons the games report (``Result.reason``), for result lines; unknown ones are shown
#: as they are.
RESULT_REASONS: dict[str, Text] = {
    "lp_zero": Text("基本分归零", "LP reached 0"),
    "lp_zero_both": Text("双方基本分同时归零", "both LP reached 0"),
    "simultaneous": Text("双方同时满足胜利条件", "both won at the same time"),
    "deck_out": Text("卡组抽完", "could not draw"),
    "exodia": Text("集齐艾克佐迪亚", "Exodia assembled"),
    "destiny_board": Text("命运之预言板完成", "Destiny Board completed"),
    "surrender": Text("认输", "surrender"),
    "turn_cap": Text("回合数达到上限", "turn limit reached"),
}


def reason_text(reason: object) -> str:
    """A result reason in the current language (e.g. ``surrender`` → 认输)."""
    label = RESULT_REASONS.get(str(reason))
    return label.get(_state["lang"]) if label is not None else str(reason)


#: Message arguments that carry an engine error's text (English): shown in Chinese through
#: :func:`localize_error` when the language is zh.
ERROR_ARGS = frozenset({"err", "msg"})


def localize_error(message: object, lang: str | None = None) -> str:
    """An engine error message in the current language: the Yu-Gi-Oh! readers' English
    messages (decks, banlists, card databases, DIY cards, profiles) get their Chinese form from
    :func:`cardtable.ygo.formats.zh.zh_error`; any other text is shown as it is."""
    text = str(message)
    if (lang or _state["lang"]) != "zh":
        return text
    from cardtable.ygo.formats.zh import zh_error

    return zh_error(text)


def t(key: str, **kw: object) -> str:
    """The message ``key`` in the current language, formatted with ``kw`` (error arguments
    ``err``/``msg`` localized by :func:`localize_error`)."""
    lang = _state["lang"]
    text = MESSAGES[key].get(lang)
    if not kw:
        return text
    if lang == "zh":
        kw = {k: localize_error(v, lang) if k in ERROR_ARGS else v for k, v in kw.items()}
    return text.format(**kw)


def text_of(value: object, lang: str | None = None) -> str:
    """Render a value that may be a :class:`Text`, a ``{"zh", "en"}`` mapping, or anything."""
    lang = lang or _state["lang"]
    if isinstance(value, Text):
        return value.get(lang)
    if isinstance(value, dict) and set(value) == {"zh", "en"}:
        return str(value["zh"] if lang == "zh" else value["en"])
    return str(value)
