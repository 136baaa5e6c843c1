// zh-CN / en user-facing strings. `t(key)` for UI words, `L(obj)` for {zh, en} objects from the server.
const STR = {
  lobby: ["大厅", "Lobby"], replays: ["录像", "Replays"], decks: ["卡组", "Decks"],
  login: ["登录", "Log in"], signup: ["注册", "Sign up"], guest: ["游客进入", "Play as guest"],
  logout: ["退出", "Log out"], name: ["用户名", "Name"], password: ["密码", "Password"],
  rooms: ["房间列表", "Rooms"], create: ["创建房间", "Create room"], game: ["游戏", "Game"],
  mode: ["模式", "Mode"], match: ["赛制", "Match"], single: ["单局", "Single game"],
  bo3: ["三局两胜", "Best of 3"], turn_seconds: ["每步限时（秒，0=不限）", "Turn time (s, 0 = none)"],
  spectate_delay: ["观战延迟（步）", "Spectator delay (moves)"], title: ["标题", "Title"],
  join: ["加入", "Join"], watch: ["观战", "Watch"], sit: ["坐下", "Sit"], stand: ["离座", "Stand up"],
  ready: ["准备", "Ready"], unready: ["取消准备", "Not ready"], start: ["开始", "Start"],
  fill_bots: ["空位加机器人", "Fill with bots"], bot: ["机器人", "Bot"], empty: ["空位", "Empty"],
  waiting: ["等待中", "Waiting"], playing: ["对局中", "Playing"], finished: ["已结束", "Finished"],
  you: ["你", "You"], spectator: ["观战者", "Spectator"], seat: ["座位", "Seat"],
  your_turn: ["轮到你了", "Your turn"], waiting_for: ["等待座位 {s} 决定", "Waiting for seat {s}"],
  state: ["状态", "State"], log: ["记录", "Log"], chat: ["聊天", "Chat"], send: ["发送", "Send"],
  result: ["结果", "Result"], winners: ["胜者", "Winners"], draw_game: ["平局", "Draw"],
  reason: ["原因", "Reason"], time_left: ["剩余时间", "Time left"], confirm: ["确认", "Confirm"],
  view: ["局面", "Board"], raw: ["原始数据", "Raw data"], step: ["步", "Step"],
  prev: ["上一步", "Previous"], next: ["下一步", "Next"], first: ["开头", "Start"],
  last: ["结尾", "End"], download: ["下载录像", "Download replay"], play_again: ["返回大厅", "Back to lobby"],
  no_replays: ["还没有录像", "No replays yet"], why_not: ["为什么不行？", "Why not?"],
  keys_help: ["快捷键：1-9 选择选项，空格/回车 = 跳过/完成", "Keys: 1-9 pick an option, Space/Enter = pass/done"],
  hand: ["手牌", "Hand"], score: ["分数", "Score"], deck: ["牌堆", "Deck"], played: ["已出", "Played"],
  wins: ["胜场", "Wins"], search: ["搜索", "Search"], validate: ["检查", "Validate"],
  import: ["导入", "Import"], export: ["导出", "Export"], save: ["保存", "Save"],
  deck_name: ["卡组名", "Deck name"], main_deck: ["主卡组", "Main"], extra_deck: ["额外卡组", "Extra"],
  side_deck: ["副卡组", "Side"], legal: ["合法", "Legal"], not_available: ["暂不可用", "Not available yet"],
  seat_n: ["座位 {n}", "Seat {n}"], reconnecting: ["重新连接中…", "Reconnecting…"],
  picked: ["已选", "Picked"], options: ["选项", "Options"], gy: ["墓地", "Graveyard"],
  banished: ["除外", "Banished"], extra: ["额外/融合卡组", "Extra/Fusion deck"], chain: ["连锁", "Chain"], xyz_materials: ["超量素材", "Xyz Materials"], pzones: ["灵摆区", "Pendulum Zones"], extra_face_up: ["额外卡组表侧", "Face-up Extra Deck"],
  phase: ["阶段", "Phase"], lp: ["基本分", "LP"], hp: ["体力", "HP"], equip: ["装备", "Equipment"],
  judge: ["判定区", "Judging area"], identity: ["身份", "Identity"], distance: ["距离", "Distance"],
  why_not_none: ["没有规则禁止（或游戏无法说明）", "No rule forbids it (or the game cannot say)"],
  my_tables: ["我的牌桌（重新连接）", "Your tables (reconnect)"],
  banlist: ["禁限卡表", "Banlist"], no_banlist: ["无", "None"],
  siding: ["换副卡（第 {n} 局后）", "Side-decking (after duel {n})"],
  side_help: ["点一张主卡组/融合卡组的卡和一张副卡组的卡，一换一；可多次交换，完成后按“完成”。",
    "Pick a card of your main/fusion deck and a card of your side deck to swap them one for one; swap as often as you like, then press Done."],
  swap: ["交换", "Swap"], side_done: ["完成换副卡", "Done siding"], side_waiting: ["等待对手换副卡…", "Waiting for the opponent to side…"],
  go_first: ["我先攻", "I go first"], go_second: ["对手先攻", "Opponent goes first"],
  choose_first: ["你输了上一局：请决定下一局谁先攻", "You lost the last duel: choose who goes first"],
  chooser_is: ["由座位 {s} 决定先后攻", "Seat {s} chooses who goes first"],
  next_first: ["下一局先攻：座位 {s}", "Next duel goes first: seat {s}"],
  swaps_made: ["已交换", "Swaps made"], done_mark: ["已完成", "done"], siding_mark: ["换卡中", "siding"],
  draft: ["选将", "Draft"], piles: ["牌堆（背面）", "Piles (face down)"], pile_n: ["第 {n} 堆", "Pile {n}"],
  taken_by: ["被 {s} 取走", "taken by {s}"], face_up: ["明置武将", "Face-up generals"],
  pick_order: ["选将顺序", "Pick order"], now_picking: ["正在选将：{s}", "Now picking: {s}"],
  picks_of: ["{s} 已选", "{s} picked"], placement: ["布阵", "Placement"],
  commander: ["主帅", "Commander"], vanguard_a: ["前锋 A", "Vanguard A"], vanguard_b: ["前锋 B", "Vanguard B"],
  face_down: ["（背面，待双方亮将）", "(face down until both reveal)"], kingdom: ["势力", "Kingdom"], skills: ["技能", "Skills"],
  your_generals: ["你的武将", "Your generals"], team: ["队伍", "Team"],
  side_cool: ["冷色方", "Cool"], side_warm: ["暖色方", "Warm"],
  stage_piles: ["选牌堆", "taking piles"], stage_pick: ["轮流选将", "picking"], stage_place: ["布阵", "placing"],
  bot_speed: ["机器人速度", "Bot speed"], bots_normal: ["正常", "Normal"], bots_fast: ["最快", "Fastest"],
  no_talk: ["竞技模式：对局中玩家禁止交流", "Competitive: players may not talk during the game"],
};

let lang = localStorage.getItem("lang") || ((navigator.language || "en").startsWith("zh") ? "zh" : "en");

export function getLang() { return lang; }
export function setLang(l) { lang = l; localStorage.setItem("lang", l); document.documentElement.lang = l === "zh" ? "zh-CN" : "en"; }
export function t(key, vars = {}) {
  const pair = STR[key];
  let s = pair ? pair[lang === "zh" ? 0 : 1] : key;
  for (const [k, v] of Object.entries(vars)) s = s.replace(`{${k}}`, v);
  return s;
}
// A {zh, en} object from the server (or a plain string) in the current language.
export function L(obj) {
  if (obj == null) return "";
  if (typeof obj === "string") return obj;
  return obj[lang] ?? obj.en ?? obj.zh ?? "";
}
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
}
