// zh-CN / en user-facing strings. `t(key)` for UI words, `L(obj)` for {zh, en} objects from the server.
const STR = {
  lobby: ["大厅", "Lobby"], replays: ["录像", "Replays"], decks: ["卡组", "Decks"],
  login: ["登录", "Log in"], signup: ["注册", "Sign up"], guest: ["游客进入", "Play as guest"],
  logout: ["退出", "Log out"], logout_all: ["全部设备退出", "Log out everywhere"], name: ["用户名", "Name"], password: ["密码", "Password"],
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
  // the YGO table
  face_down_card: ["里侧的卡", "face-down card"], set_card: ["盖放", "set"], rank: ["阶级", "Rank"],
  level: ["等级", "Level"], atk: ["攻", "ATK"], def: ["守", "DEF"], opponent: ["对手", "Opponent"],
  mzone_short: ["怪兽区", "M"], szone_short: ["魔陷区", "S"], fzone_short: ["场地", "Field"],
  chain_empty: ["（无）", "(empty)"], chain_link: ["连锁", "Link"], targets: ["对象", "targets"],
  negated: ["（已无效）", "(negated)"], your_turn_short: ["你的回合", "Your turn"],
  opponents_turn: ["对手的回合", "Opponent's turn"], turn: ["回合", "Turn"],
  ph_draw: ["抽卡", "Draw"], ph_standby: ["准备", "Standby"], ph_main1: ["主要1", "Main 1"],
  ph_battle: ["战斗", "Battle"], ph_main2: ["主要2", "Main 2"], ph_end: ["结束", "End"],
  your_place: ["你的{w}", "your {w}"], their_place: ["对手的{w}", "opponent's {w}"],
  facedown_at: ["里侧的卡（{w}）", "the face-down card ({w})"], opponent_word: ["对手", "opponent"],
  // the Sanguosha table
  slot_weapon: ["武器", "Weapon"], slot_armor: ["防具", "Armour"], slot_def_horse: ["+1马", "+1 horse"],
  slot_off_horse: ["-1马", "-1 horse"], side_short_cool: ["冷色", "Cool "], side_short_warm: ["暖色", "Warm "],
  lu_commander: ["主帅", "Commander"], lu_vanguard_a: ["前锋A", "Vanguard A"], lu_vanguard_b: ["前锋B", "Vanguard B"],
  role_hidden: ["身份未知", "Role hidden"], role_lord: ["主公", "Lord"], role_loyalist: ["忠臣", "Loyalist"],
  role_rebel: ["反贼", "Rebel"], role_renegade: ["内奸", "Renegade"],
  tapped: ["已行动（身份牌横置）", "Has acted (identity card tapped)"], untapped: ["未行动", "Not yet acted"],
  in_range: ["在你的攻击范围内", "Within your attack range"], out_of_range: ["不在你的攻击范围内", "Out of your attack range"],
  sph_prepare: ["准备阶段", "Preparation"], sph_judge: ["判定阶段", "Judgement"], sph_draw: ["摸牌阶段", "Draw"],
  sph_play: ["出牌阶段", "Play"], sph_discard: ["弃牌阶段", "Discard"], sph_finish: ["结束阶段", "Finish"],
  general_hidden: ["（武将未亮出）", "(general not revealed)"], face_down_general: ["武将牌背面朝上", "general face down"], chained: ["连环状态", "chained"],
  dead: ["阵亡", "dead"], whose_turn: ["{g} 的回合", "{g}'s turn"], draw_pile: ["牌堆", "Draw pile"],
  attack_range: ["你的攻击范围", "Your attack range"], mode_3v3: ["3v3", "3v3"], mode_identity: ["身份局", "Identity"],
  offer: ["可选武将", "Generals offered"], remove_bot: ["移除机器人", "Remove the bot"], close: ["关闭", "Close"],
  remove_card: ["点击移除", "Click to remove"], not_legal: ["不合法", "Not legal"], saved: ["已保存", "Saved"],
  type_Monster: ["怪兽", "Monster"], type_Spell: ["魔法", "Spell"], type_Trap: ["陷阱", "Trap"],
  type_Normal: ["通常", "Normal"], type_Effect: ["效果", "Effect"], type_Fusion: ["融合", "Fusion"],
  type_Ritual: ["仪式", "Ritual"], type_QuickPlay: ["速攻", "Quick-Play"], type_Continuous: ["永续", "Continuous"],
  type_Equip: ["装备", "Equip"], type_Field: ["场地", "Field"], type_Counter: ["反击", "Counter"],
  type_Flip: ["反转", "Flip"], type_Union: ["同盟", "Union"], type_Spirit: ["灵魂", "Spirit"], type_Toon: ["卡通", "Toon"],
  type_Tuner: ["调整", "Tuner"], type_Synchro: ["同调", "Synchro"], type_Xyz: ["超量", "Xyz"],
  type_Pendulum: ["灵摆", "Pendulum"], type_Gemini: ["二重", "Gemini"], type_Token: ["衍生物", "Token"],
  type_SpecialSummon: ["特殊召唤", "Special Summon"], type_TrapMonster: ["陷阱怪兽", "Trap Monster"],
  act_summon: ["召唤", "Summon"], act_set_monster: ["盖放怪兽", "Set monster"], act_set: ["盖放", "Set"],
  act_activate: ["发动", "Activate"], act_attack: ["攻击", "Attack"], act_change_pos: ["改变表示形式", "Change position"],
  act_flip_summon: ["反转召唤", "Flip Summon"],
  // replays
  autoplay: ["自动播放", "Auto-play"], pause: ["暂停", "Pause"], speed: ["速度", "Speed"],
  next_move: ["下一步", "Next move"], move_by: ["{s} 选择：{a}", "{s} chooses: {a}"],
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
