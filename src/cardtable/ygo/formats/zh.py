"""Chinese for the error messages of the Yu-Gi-Oh! file readers (decks, ``ydke://``, banlists,
``cards.cdb``, DIY cards, profiles, house rules, deck rules).

The readers raise :class:`~cardtable.core.errors.SetupError` with an English message that names
the file, the line or card and the field (stable text that tests and logs rely on). A surface
that shows the message in Chinese passes it through :func:`zh_error`, which rewrites the known
phrases in place; names, passcodes, file paths and quoted values stay as they are, and a phrase
without a translation stays English rather than being dropped.

>>> zh_error("my.ydk: line 6: expected a passcode (digits only), got 'abc'")
"my.ydk：第6行：应为卡号（只能是数字），实为 'abc'"
>>> zh_error("x.cdb: no such card database file")
'x.cdb：卡片数据库文件不存在'
"""

from __future__ import annotations

import re

_PARTS = {"main": "主卡组", "extra": "额外卡组", "side": "副卡组"}

#: (English pattern, Chinese replacement), applied in order; longer phrases first.
PHRASES: tuple[tuple[str, str], ...] = (
    # .ydk
    (r"expected a passcode \(digits only\), got ", "应为卡号（只能是数字），实为 "),
    (r"(\S+) is not a valid passcode", r"\1 不是有效的卡号"),
    (r"unknown section (.+?) \(expected '!side'\)", r"未知的段落 \1（应为 '!side'）"),
    (r"unknown card code\(s\): ", "未知卡号："),
    (r"cannot read deck file: ", "无法读取卡组文件："),
    (r"cannot write deck file: ", "无法写入卡组文件："),
    # ydke://
    (r"ydke URL (.+?): expected 3 parts 'main!extra!side!', got (\d+)",
     r"ydke 链接 \1：应有 'main!extra!side!' 三部分，实为 \2 部分"),
    (r"ydke URL (.+?): must start with (.+)$", r"ydke 链接 \1：必须以 \2 开头"),
    (r"ydke URL (.+?): text after the side part", r"ydke 链接 \1：副卡组部分之后还有多余内容"),
    (r"ydke URL ", "ydke 链接 "),
    (r"(main|extra|side) part is not valid base64", r"\1 部分不是有效的 base64"),
    (r"(main|extra|side) part has (\d+) bytes, not a multiple of 4 \(one 32-bit passcode each\)",
     r"\1 部分有 \2 字节，不是 4 的倍数（每个卡号占 4 字节）"),
    (r"(main|extra|side) part contains passcode 0", r"\1 部分含有卡号 0"),
    (r"passcode (\S+) does not fit a ydke URL \(1 … 2\^32-1\)",
     r"卡号 \1 无法写入 ydke 链接（须为 1～2^32-1）"),
    # lflist.conf
    (r"cannot read banlist file: ", "无法读取禁卡表文件："),
    (r"'\$whitelist' before any '!list' line", "'$whitelist' 出现在任何 '!列表名' 行之前"),
    (r"a '!' line must name the list", "'!' 行须写出列表名"),
    (r"count (\S+) for (\S+) must be 0, 1, 2 or 3", r"卡号 \2 的张数 \1 须为 0、1、2 或 3"),
    (r"entry before any '!list' line", "条目出现在任何 '!列表名' 行之前"),
    (r"expected 'passcode count \[--comment\]', got ", "应为 '卡号 张数 [--注释]'，实为 "),
    (r"unknown directive ", "未知指令 "),
    (r"no '!list' in this banlist file", "此禁卡表文件中没有 '!列表名'"),
    (r"no list named (.+?) \(lists: (.*)\)", r"没有名为 \1 的列表（现有：\2）"),
    (r"banlist (.+?): no such shipped list \((.*)\) or file",
     r"禁卡表 \1：既不是内置列表（\2）也不是文件"),
    # cards.cdb
    (r"no such card database file", "卡片数据库文件不存在"),
    (r"cannot open card database: ", "无法打开卡片数据库："),
    (r"not a SQLite card database", "不是 SQLite 卡片数据库"),
    (r"missing table (\S+) \(a cards\.cdb has 'datas' and 'texts'\)",
     r"缺少表 \1（cards.cdb 应有 'datas' 与 'texts' 两张表）"),
    (r"unexpected card database layout: ", "卡片数据库结构不符："),
    (r"non-integer field in 'datas'", "'datas' 中有非整数字段"),
    (r"name or desc in 'texts' is not text", "'texts' 中的名称或说明不是文本"),
    (r"refusing to overwrite an existing file", "拒绝覆盖已有文件"),
    (r"file is not a database", "文件不是数据库"),  # SQLite's own words
    (r"no such column: (\S+)", r"没有列 \1"),
    (r"no such table: (\S+)", r"没有表 \1"),
    # DIY cards, pool cards, house rules, profiles
    (r"field names must be text, got ", "字段名须为文本，实为 "),
    (r"field '([^']+)' must be an integer", r"字段 '\1' 须为整数"),
    (r"field '([^']+)' must be a positive integer passcode", r"字段 '\1' 须为正整数卡号"),
    (r"field '([^']+)' must be a mapping with 'zh' and 'en'",
     r"字段 '\1' 须为含 'zh' 与 'en' 的映射"),
    (r"field '([^']+)' must be a list of passcodes", r"字段 '\1' 须为卡号列表"),
    (r"field '([^']+)' must be a list of mappings", r"字段 '\1' 须为映射列表"),
    (r"field '([^']+)' must be a name, a list of names or a number",
     r"字段 '\1' 须为名称、名称列表或数字"),
    (r"field '([^']+)': unknown value ", r"字段 '\1'：未知取值 "),
    (r"a DIY file is a card mapping or a list of cards", "DIY 文件须为一张卡（映射）或卡的列表"),
    (r"a card file must be a YAML list of cards", "卡片文件须为卡的 YAML 列表"),
    (r"a card must be a mapping", "一张卡须为映射"),
    (r"a Fusion Monster lists its Fusion Materials", "融合怪兽须列出融合素材"),
    (r"a Spell/Trap has no Level, ATK, DEF, attribute or Type",
     "魔法·陷阱卡没有等级、攻击力、守备力、属性或种族"),
    (r"a monster needs a Type \(race\)", "怪兽须有种族"),
    (r"a monster needs an attribute", "怪兽须有属性"),
    (r"a monster needs a Level from 1 to 12, got (-?\d+)", r"怪兽的等级须为 1～12，实为 \1"),
    (r"ATK and DEF must be 0 or more \(or -2 for '\?'\)",
     "攻击力与守备力须为 0 或以上（'?' 写作 -2）"),
    (r"must be exactly one of Monster, Spell or Trap", "须恰为怪兽、魔法、陷阱之一"),
    (r"needs an English name \('en'\)", "须有英文名（'en'）"),
    (r"no such folder", "文件夹不存在"),
    (r"must be a list of operations", "须为操作列表"),
    (r"must be a string", "须为字符串"),
    (r"the hook must return an Effect or a list of Effects", "钩子须返回 Effect 或 Effect 列表"),
    (r"cannot be compiled: ", "无法编译："),
    (r"cannot import ", "无法导入 "),
    (r"cannot read card file: ", "无法读取卡片文件："),
    (r"cannot read house rules: ", "无法读取房规文件："),
    (r"cannot read profile: ", "无法读取规则配置："),
    (r"cannot read: ", "无法读取："),
    (r"must be 'module:function' or 'file\.py:function', got ",
     "须为 'module:function' 或 'file.py:function'，实为 "),
    (r"no registered script ", "没有已注册的脚本 "),
    (r"no such Python file ", "Python 文件不存在："),
    (r"passcode (\d+) is a built-in card \((.+?)\); pick another",
     r"卡号 \1 是内置卡（\2），请另选"),
    (r"passcode (\d+) is already used by ", r"卡号 \1 已被占用："),
    (r"duplicate passcode ", "重复的卡号 "),
    (r"the hook raised ", "钩子抛出异常 "),
    (r" has no function ", " 中没有函数 "),
    (r" raised (.+) when imported", r" 导入时抛出 \1"),
    (r"unknown template op in ", "未知的模板操作 "),
    (r"unknown field\(s\) ", "未知字段 "),
    (r"unknown key\(s\) ", "未知键 "),
    (r"unknown kind ", "未知类型 "),
    (r"unknown cost ", "未知代价 "),
    (r"unknown location ", "未知位置 "),
    (r"unknown profile knob ", "未知的规则配置项 "),
    (r"unknown profile ", "未知的规则配置 "),
    (r"unknown house rules ", "未知的房规 "),
    (r"unknown deck rules preset ", "未知的组卡规则预设 "),
    (r"unknown deck rules or profile ", "未知的组卡规则或规则配置 "),
    (r"deck rules: ", "组卡规则："),
    (r"must be a non-negative integer or null", "须为非负整数或 null"),
    (r"must be a list of type names", "须为卡片类型名列表"),
    (r"unknown type name ", "未知的类型名 "),
    (r"a house-rules file must be a mapping", "房规文件须为映射"),
    (r"a profile must be a mapping", "规则配置须为映射"),
    (r"\(known: ([^()]*)\)", r"（可用：\1）"),
    (r"\(built-in: ([^()]*)\)", r"（内置：\1）"),
    (r"\(shipped: ([^()]*)\)", r"（内置：\1）"),
    # shared fragments last
    (r"\bline (\d+)", r"第\1行"),
    (r"\(card (\S+?)\)", r"（卡 \1）"),
    (r"\bcard (\S+?): ", r"卡 \1："),
    (r"\bentry (\d+)", r"第\1项"),
    (r"\bitem (\d+)", r"第\1项"),
)

_COMPILED = tuple((re.compile(p), r) for p, r in PHRASES)
_PART_WORD = re.compile(r"\b(main|extra|side) 部分")
_SEP = re.compile(r"(?<=[\u4e00-\u9fff）]): |: (?=[\u4e00-\u9fff（])")


def zh_error(message: str) -> str:
    """The Chinese form of a reader's English error ``message`` (see the module doc)."""
    out = message
    for pat, rep in _COMPILED:
        out = pat.sub(rep, out)
    out = _PART_WORD.sub(lambda m: _PARTS[m.group(1)] + "部分", out)
    # "a: b" separators next to Chinese text read as "a：b" (quoted values keep theirs)
    return _SEP.sub("：", out)


__all__ = ["PHRASES", "zh_error"]
