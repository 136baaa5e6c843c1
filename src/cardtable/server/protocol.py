"""The wire protocol: frame limits, parsing, and the bilingual error catalogue.

Every frame is one JSON object with a ``type``. Errors are ``{"type": "error", "code": ...,
"message": {"zh": ..., "en": ...}}`` plus the request's ``id`` (if it had one) and the current
``state_id`` of the room when one is involved. An error never changes anything.
"""

from __future__ import annotations

import json
from typing import Any

from cardtable.core.errors import CardtableError
from cardtable.core.text import Text

#: Largest client frame accepted, in bytes (UTF-8). Larger frames get ``frame_too_large``.
MAX_FRAME = 16 * 1024
#: Longest chat line, in characters.
MAX_CHAT = 500

ERRORS: dict[str, Text] = {
    "bad_json": Text("消息不是合法的 JSON 对象", "the frame is not a JSON object"),
    "frame_too_large": Text(f"消息过大（上限 {MAX_FRAME} 字节）",
                            f"the frame is too large (limit {MAX_FRAME} bytes)"),
    "bad_type": Text("未知的消息类型", "unknown message type"),
    "bad_field": Text("字段缺失或类型错误", "a field is missing or has the wrong type"),
    "unauthorized": Text("请先登录", "log in first (missing or invalid token)"),
    "bad_name": Text("用户名须为 2–24 个字母、数字或 _ - .（不能以 guest- 开头）",
                     "name: 2-24 letters, digits, _ - . (not guest-…)"),
    "bad_password": Text("密码须为 6–256 个字符", "password: 6 to 256 characters"),
    "name_taken": Text("用户名已被占用", "that name is taken"),
    "bad_login": Text("用户名或密码错误", "wrong name or password"),
    "no_room": Text("房间不存在", "no such room"),
    "not_seated": Text("你不在这张桌子的座位上", "you hold no seat at this table"),
    "not_playing": Text("对局尚未开始或已经结束", "no game is running at this table"),
    "stale_state": Text("状态已过期：请按最新状态作答", "stale state id: answer the current state"),
    "not_your_turn": Text("现在不是你做决定", "it is not your seat's decision"),
    "illegal_answer": Text("这不是合法的选项", "that answer is not one of the legal options"),
    "seat_taken": Text("座位已被占用", "that seat is taken"),
    "bad_seat": Text("没有这个座位", "no such seat"),
    "not_owner": Text("只有房主可以这样做", "only the room's owner may do this"),
    "not_ready": Text("还有座位空着或玩家未准备", "a seat is empty or a player is not ready"),
    "already_started": Text("对局已经开始", "the game has already started"),
    "bad_config": Text("房间设置无效", "invalid room settings"),
    "no_communication": Text("竞技模式对局中不能与队友交流",
                             "competitive mode: players may not talk during the game"),
    "chat_too_long": Text(f"聊天消息过长（上限 {MAX_CHAT} 字）",
                          f"chat line too long (limit {MAX_CHAT} characters)"),
    "no_replay": Text("没有这个录像", "no such replay"),
    "match_running": Text("比赛结束后才能查看录像", "replays open once the match is over"),
    "engine_error": Text("引擎出错，操作已撤销", "the engine failed; the answer was undone"),
    "already_seated": Text("你已经坐在这张桌子上", "you already hold a seat at this table"),
    "bad_bot": Text("未知的机器人", "unknown bot"),
    "forbidden": Text("无权访问", "forbidden"),
    "server_error": Text("服务器内部错误，操作未执行",
                         "internal server error; nothing was changed"),
    "rate_limited": Text("消息太频繁，请稍后", "too many frames: slow down"),
    "bad_deck": Text("卡组不符合本房间的卡组规则或禁限卡表",
                     "the deck breaks this room's deck rules or banlist"),
    "not_siding": Text("现在不是换副卡的时候", "no side-decking step is running now"),
    "bad_side": Text("换副卡被拒绝，卡组没有改变",
                     "side-deck change refused; the deck is unchanged"),
    "side_finished": Text("你已经完成换副卡", "you have already finished side-decking"),
    "not_chooser": Text("由上一局的败者决定先后攻",
                        "the loser of the last duel chooses who goes first"),
    "quota": Text("超出限额", "over the limit"),
    "chat_rate": Text("聊天太频繁，请稍后", "too many chat lines: slow down"),
    "throttled": Text("登录失败次数过多，请稍后再试", "too many failed logins: wait and retry"),
    "weak_password": Text("密码太常见，请换一个", "that password is too common: choose another"),
    "session_expired": Text("会话已过期，请重新登录", "the session expired: log in again"),
    "not_in_game": Text("你不在这局游戏中", "you are not playing in this game"),
    "no_rematch": Text("现在不能再来一局", "no rematch is possible now"),
}


class ProtocolError(CardtableError):
    """A request was refused; carries an :data:`ERRORS` code and optional detail."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail

    def to_json(self, **extra: Any) -> dict[str, Any]:
        """The error frame."""
        msg = ERRORS.get(self.code, Text(self.code, self.code)).to_json()
        out: dict[str, Any] = {"type": "error", "code": self.code, "message": msg}
        if self.detail:
            out["detail"] = self.detail
        out.update({k: v for k, v in extra.items() if v is not None})
        return out


def parse_frame(raw: str | bytes) -> dict[str, Any]:
    """Decode one client frame or raise :class:`ProtocolError` (size, JSON, shape)."""
    if len(raw) > MAX_FRAME:
        raise ProtocolError("frame_too_large")
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad_json", "not UTF-8") from None
    if len(raw.encode("utf-8")) > MAX_FRAME:
        raise ProtocolError("frame_too_large")
    try:
        msg = json.loads(raw)
    except (json.JSONDecodeError, RecursionError, ValueError):
        raise ProtocolError("bad_json") from None
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise ProtocolError("bad_json", "expected an object with a string 'type'")
    return msg


def want(msg: dict[str, Any], key: str, typ: type | tuple[type, ...]) -> Any:
    """``msg[key]`` if it has type ``typ`` (bools are not ints), else ``bad_field``."""
    val = msg.get(key)
    if isinstance(val, bool) and bool not in (typ if isinstance(typ, tuple) else (typ,)):
        raise ProtocolError("bad_field", key)
    if not isinstance(val, typ):
        raise ProtocolError("bad_field", key)
    return val
