// zh-CN / en strings of the server's own features (room settings, coin toss, presence,
// conceding, rematch, turn countdown). `ts(key, vars)` reads the language chosen in i18n.js.
import { getLang } from "./i18n.js";

const STR = {
  custom_room: ["自定义房间", "Custom room"],
  turn_seconds_public: ["每步限时（秒；公开房间至少 10 秒，自定义房间 0 = 不限）", "Turn time (s; public rooms at least 10, custom rooms 0 = none)"],
  custom_setup: ["自定义设置（入座前可见）", "Custom setup (shown before you sit)"],
  settings: ["非默认设置", "Non-default settings"],
  set_turn_seconds: ["每步限时 {v} 秒", "{v} s per move"],
  set_spectate_delay: ["观战延迟 {v} 步", "spectators {v} moves behind"],
  set_side_seconds: ["换副卡限时 {v} 秒", "{v} s to side"],
  set_on_timeout_lose: ["多次超时判负", "repeated timeouts lose"],
  set_on_timeout_bot: ["多次超时由机器人接替", "repeated timeouts: a bot takes over"],
  set_max_timeouts: ["连续超时 {v} 次处理", "after {v} timeouts in a row"],
  set_match: ["三局两胜", "best of 3"],
  set_banlist: ["禁限卡表 {v}", "banlist {v}"],
  set_decks: ["指定卡组", "forced decks"],
  set_generals: ["指定武将", "forced generals"],
  set_roles: ["指定身份", "forced roles"],
  set_other: ["{k}：{v}", "{k}: {v}"],
  profile: ["规则", "Rules"],
  toss_title: ["掷硬币决定先后攻", "Coin toss for the first turn"],
  toss_won_by: ["座位 {s} 赢得掷硬币，由其选择先攻或后攻", "Seat {s} won the coin toss and chooses to go first or second"],
  toss_you_won: ["你赢得了掷硬币：选择先攻或后攻", "You won the coin toss: go first or second?"],
  turn_of: ["座位 {s} 思考中", "seat {s} to move"],
  online: ["在线", "online"],
  offline: ["离线", "offline"],
  notice_online: ["{n}（座位 {s}）回来了", "{n} (seat {s}) is back"],
  notice_offline: ["{n}（座位 {s}）断开了连接", "{n} (seat {s}) disconnected"],
  notice_conceded: ["{n}（座位 {s}）认输了", "{n} (seat {s}) conceded"],
  notice_timed_out_lost: ["{n}（座位 {s}）多次超时，判负", "{n} (seat {s}) timed out too often and loses"],
  notice_timed_out_bot: ["{n}（座位 {s}）多次超时，由机器人接替", "{n} (seat {s}) timed out too often: a bot plays on"],
  concede: ["认输", "Concede"],
  concede_confirm: ["确定认输？", "Concede this game?"],
  concede_bot: ["离开（由机器人接替）", "Leave (a bot plays on)"],
  rematch: ["再来一局", "Rematch"],
  rematch_waiting: ["等待其他玩家同意再来一局…", "Waiting for the others to agree to a rematch…"],
  to_rematch: ["前往新的一局", "Go to the rematch"],
};

export function ts(key, vars = {}) {
  const pair = STR[key];
  let s = pair ? pair[getLang() === "zh" ? 0 : 1] : key;
  for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, String(v));
  return s;
}

// A room's non-default settings (room frames' `settings`) as short sentences, leaving out the
// keys in `skip` (shown elsewhere on the same line).
export function settingsText(settings, skip = []) {
  const out = [];
  for (const [k, v] of Object.entries(settings || {})) {
    if (skip.includes(k)) continue;
    if (k === "on_timeout") out.push(ts(v === "lose" ? "set_on_timeout_lose" : "set_on_timeout_bot"));
    else if (k === "match") out.push(ts("set_match"));
    else if (["decks", "generals", "roles"].includes(k)) out.push(ts(`set_${k}`));
    else if (["turn_seconds", "spectate_delay", "side_seconds", "max_timeouts", "banlist"].includes(k)) out.push(ts(`set_${k}`, { v }));
    else out.push(ts("set_other", { k, v: typeof v === "object" ? JSON.stringify(v) : v }));
  }
  return out.join(" · ");
}
