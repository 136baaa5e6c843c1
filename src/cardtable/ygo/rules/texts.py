"""Every rule the engine can cite, in zh and en: in the log ("each chain link logs the rule it
applied") and in "why not?" answers. Placeholders are filled with ``Text.format``."""

from __future__ import annotations

from cardtable.core.text import Text

RULES: dict[str, Text] = {
    # resolution / log
    "activation_negated": Text("连锁{link}「{card_zh}」的发动被无效，不处理效果",
                               "Chain link {link} ({card}): its activation was negated, "
                               "so nothing happens"),
    "left_field_no_effect": Text("连锁{link}「{card_zh}」已离场：永续效果不再适用，效果不处理",
                                 "Chain link {link}: {card} left the field: its continuous "
                                 "effect no longer applies, so it does nothing"),
    "atk_zero_calc": Text("「{card_zh}」的攻击力仅在这次伤害计算时变成0",
                          "{card}'s ATK becomes 0 during this damage calculation only"),
    "unaffected": Text("「{card_zh}」不受「{src_zh}」的效果影响",
                       "{card} is unaffected by the effect of {src}"),
    "effect_negated": Text("连锁{link}「{card_zh}」的效果被无效，效果不发",
                           "Chain link {link} ({card}): its effect was negated, so it does "
                           "nothing"),
    "spells_negated": Text("连锁{link}「{card_zh}」：场上的魔法卡效果被无效（王宫的敕命）",
                           "Chain link {link} ({card}): spell effects on the field are "
                           "negated (Imperial Order)"),
    "equip_negated": Text("「{card_zh}」的效果被无效：以无效状态装备",
                          "{card}: its effect was negated, so it is equipped in a negated "
                          "state"),
    "equip_no_target": Text("「{card_zh}」的装备对象已不在：不能装备，送去墓地",
                            "{card}: its equip target is gone, so it is not equipped and goes "
                            "to the graveyard"),
    "equip_lost": Text("装备怪兽离场或变成里侧表示：「{card_zh}」被破坏",
                       "The equipped monster left the field or turned face-down: {card} is "
                       "destroyed"),
    "equip_condition": Text("装备怪兽不再满足装备条件：「{card_zh}」被破坏（不视为该卡效果破坏）",
                            "The equipped monster no longer meets the equip condition: {card} "
                            "is destroyed (not by its own effect)"),
    "field_replaced_classic": Text("新的场地魔法发动：原来的「{card_zh}」被破坏",
                                   "A new Field Spell is activated: the old one ({card}) is "
                                   "destroyed"),
    "field_replaced_mr3": Text("场地区域已有场地魔法：「{card_zh}」送去墓地（不视为破坏）",
                               "Your field zone already holds a Field Spell: {card} is sent "
                               "to the graveyard (not destroyed)"),
    "field_one_on_field": Text("整个场地只能有一张表侧场地魔法：对方的「{card_zh}」被破坏",
                               "Only one face-up Field Spell on the whole field: the "
                               "opponent's {card} is destroyed"),
    "missed_timing": Text("「{card_zh}」的“…时，可以”效果错过时点",
                          "{card}'s \"When … you can\" effect missed the timing"),
    "hand_limit": Text("结束阶段手牌超过{limit}张：丢弃到{limit}张",
                       "End Phase: more than {limit} cards in hand, discard down to {limit}"),
    "tributes_paid": Text("祭品召唤宣言：{n}只祭品送去墓地", "Tribute Summon declared: "
                          "{n} tribute(s) sent to the graveyard"),
    "facedown_tribute": Text("里侧表示的祭品「{card_zh}」直接送去墓地，不翻开",
                             "The face-down tribute {card} goes straight to the graveyard, "
                             "not flipped"),
    "summon_negated": Text("召唤被无效：「{card_zh}」被破坏（怪兽不会上场）",
                           "The summon is negated: {card} is destroyed and never lands"),
    "attack_stopped": Text("攻击怪兽已不能攻击：攻击中止", "The attacker can no longer attack: "
                           "the attack stops"),
    "replay": Text("攻击宣言后对方场上怪兽的情况改变：卷回，可重新选择攻击对象或放弃攻击",
                   "The opponent's monsters changed after the attack declaration: replay; "
                   "choose a new target or stop the attack"),
    "replay_cancel": Text("放弃攻击：「{card_zh}」本战斗阶段不能再攻击，"
                          "主要阶段2也不能改变表示形式",
                          "Attack stopped: {card} used its attack this Battle Phase and "
                          "cannot change position in Main Phase 2"),
    "battle_cancelled": Text("战斗的怪兽已不在：不进行伤害计算",
                             "A monster in the battle is gone: no damage calculation"),
    "flip_in_battle": Text("被攻击的里侧表示怪兽「{card_zh}」在伤害计算前翻开",
                           "The face-down target {card} is flipped face-up before damage "
                           "calculation"),
    "direct_attack": Text("直接攻击：给予{n}点战斗伤害", "Direct attack: {n} battle damage"),
    "zero_zero": Text("0对0：双方怪兽都不破坏", "0 ATK vs 0 ATK: neither monster is destroyed"),
    "no_battle_damage": Text("玩家{player}不受这次战斗伤害", "Player {player} takes no battle "
                             "damage from this battle"),
    "draw_forbidden": Text("玩家{player}现在不能抽卡（卡的效果）：没有抽卡",
                           "Player {player} cannot draw now (a card's effect): no card drawn"),
    "deck_out": Text("玩家{player}必须抽卡但卡组没有卡：决斗失败",
                     "Player {player} must draw but the deck is empty: they lose"),
    "spell_not_card_activation": Text("「{card_zh}」的效果发动不是魔法卡的发动",
                                      "{card}'s effect is an effect activation, not a Spell "
                                      "card activation"),
    "messages_without_board": Text("「通灵盘」不在场上：「死之信息」被破坏",
                                   "Destiny Board is gone: the Spirit Messages are destroyed"),
    "pendulum_is_spell": Text("在灵摆区域发动的灵摆怪兽视为魔法卡",
                              "A Pendulum Monster activated in a Pendulum Zone is a Spell"),
    "main1_skipped": Text("玩家{player}因卡的效果跳过主要阶段1",
                          "Player {player} skips Main Phase 1 (a card effect)"),
    "main2_no_battle": Text("战斗阶段也被跳过：主要阶段2只在战斗阶段之后进行，"
                            "由准备阶段直接进入结束阶段",
                            "The Battle Phase is skipped too: Main Phase 2 only follows a "
                            "Battle Phase, so the turn goes from the Standby Phase to the End "
                            "Phase"),
    "cannot_turn_face_down": Text("「{card_zh}」不能变成里侧表示",
                                  "{card} cannot be turned face-down"),
    "turn_skipped": Text("玩家{player}的这个回合被跳过", "Player {player}'s turn is skipped"),
    "phase_skipped": Text("玩家{player}的准备阶段被跳过", "Player {player}'s Standby Phase is "
                          "skipped"),
    "turn_ended": Text("玩家{player}的回合被结束：直接进入结束阶段",
                       "Player {player}'s turn is ended: on to the End Phase"),
    "instead_of_gy_banished": Text("「{card_zh}」不送去墓地，改为除外",
                                   "{card} is removed from play instead of going to the "
                                   "Graveyard"),
    "instead_of_gy_deck": Text("「{card_zh}」不送去墓地，改为回到卡组最上面",
                               "{card} goes to the top of its owner's Deck instead of the "
                               "Graveyard"),
    "pendulum_to_extra": Text("灵摆怪兽「{card_zh}」从场上送去墓地的场合，改为表侧加入额外卡组",
                              "Pendulum Monster {card} would go from the field to the "
                              "graveyard: it goes face-up to the Extra Deck instead"),
    "pendulum_summon": Text("灵摆召唤（刻度{lo}与{hi}之间）：{n}只怪兽",
                            "Pendulum Summon (between Scales {lo} and {hi}): {n} monster(s)"),
    "pendulum_summon_negated": Text("灵摆召唤被无效：{n}只怪兽被破坏（没有上场，送去墓地）",
                                    "The Pendulum Summon is negated: {n} monster(s) destroyed "
                                    "(they never landed, so they go to the graveyard)"),
    "pendulum_effect_left": Text("「{card_zh}」离开灵摆区域：灵摆效果不再适用",
                                 "{card} left the Pendulum Zone: its Pendulum Effect no "
                                 "longer applies"),
    "no_scales": Text("灵摆召唤需要自己的两个灵摆区域都有卡（刻度）",
                      "A Pendulum Summon needs a card in both of your Pendulum Zones (two "
                      "Scales)"),
    "pendulum_summon_used": Text("灵摆召唤每回合只能进行1次",
                                 "Only one Pendulum Summon per turn"),
    "level_out_of_scale": Text("只能灵摆召唤等级在两个刻度之间（不含刻度本身）的怪兽",
                               "Only monsters whose Level is strictly between the two Scales "
                               "can be Pendulum Summoned"),
    "not_pendulum_source": Text("只能从手卡和额外卡组表侧的灵摆怪兽中灵摆召唤",
                                "Pendulum Summon takes monsters from the hand and face-up "
                                "Pendulum Monsters in the Extra Deck only"),
    "no_pendulum_summon": Text("这个规则（profile）没有灵摆召唤",
                               "This rule profile has no Pendulum Summon"),
    "pendulum_monster_effect_zone": Text("灵摆区域的灵摆怪兽是魔法卡：怪兽效果不能发动",
                                         "In a Pendulum Zone a Pendulum Monster is a Spell: "
                                         "its monster effects do not work there"),
    "upkeep_paid": Text("「{card_zh}」：支付维持代价", "{card}: upkeep paid"),
    "upkeep_unpaid": Text("「{card_zh}」：不支付维持代价，破坏", "{card}: upkeep not paid, "
                          "destroyed"),
    # why not
    "no_effect": Text("这张卡没有可以发动的效果", "This card has no effect to activate"),
    "location": Text("这张卡不在可以发动的位置", "This card is not where it can be activated"),
    "no_pzone": Text("灵摆区域已满", "Both Pendulum Zones are occupied"),
    "trap_from_hand": Text("陷阱卡必须先盖放在场上，下一回合开始才能发动",
                           "A Trap must be Set first; it can be activated from the next turn"),
    "qp_hand_opp_turn": Text("手牌的速攻魔法只能在自己的回合发动",
                             "A Quick-Play Spell in the hand can be activated only in your own "
                             "turn"),
    "no_szone": Text("魔法陷阱区域已有5张卡", "All 5 Spell & Trap Zones are occupied"),
    "already_active": Text("这张卡已经表侧表示", "This card is already face-up"),
    "set_this_turn": Text("陷阱卡和速攻魔法在盖放的回合不能发动",
                          "A Trap or Quick-Play Spell cannot be activated the turn it was Set"),
    "not_your_turn": Text("咒文速度1的效果只能在自己的回合发动",
                          "Spell Speed 1 effects can be activated only in your own turn"),
    "speed1_chain": Text("咒文速度1的效果不能连锁", "Spell Speed 1 effects cannot be chained"),
    "not_main_phase": Text("只能在自己的主要阶段发动", "It can be activated only in your Main "
                           "Phase"),
    "face_down": Text("里侧表示的卡不能发动效果", "A face-down card cannot activate its effect"),
    "speed_low": Text("连锁的效果的咒文速度必须大于或等于被连锁的效果",
                      "A chained effect must have a Spell Speed at least that of the link it "
                      "answers"),
    "summon_priority": Text("召唤成功后：对方先有机会响应这次召唤，之后才能发动这个"
                            "（咒文速度1；山羊环境只有怪兽的起动效果可以抢先）",
                            "Right after a summon the opponent may respond to it first; only "
                            "then can this be activated (Spell Speed 1; in Goat only a "
                            "monster's Ignition Effect may go first)"),
    "summoning_window": Text("召唤宣言时只能发动无效召唤的反击陷阱",
                             "While a summon is being declared only summon-negating Counter "
                             "Traps can be activated"),
    "damage_calc": Text("伤害计算中只能发动伤害计算时的效果和反击陷阱",
                        "During damage calculation only damage-calculation effects and "
                        "Counter Traps can be activated"),
    "damage_step": Text("伤害步骤内只能发动攻守增减效果和反击陷阱",
                        "In the Damage Step only ATK/DEF-changing effects and Counter Traps "
                        "can be activated"),
    "condition": Text("发动条件未满足", "Its activation condition is not met"),
    "not_a_card_activation": Text("要连锁的是表侧魔法卡的效果发动，不是魔法卡的发动",
                                  "The link it would answer is the effect activation of a "
                                  "face-up Spell, not a Spell Card activation"),
    "cannot_normal_summon": Text("这只怪兽不能通常召唤", "This monster cannot be Normal "
                                 "Summoned"),
    "normal_summon_used": Text("通常召唤每回合只能进行1次", "Only one Normal Summon or Set per "
                               "turn"),
    "no_mzone": Text("怪兽区域已满", "All 5 Monster Zones are occupied"),
    "not_enough_tributes": Text("祭品不足：5~6星需要1只，7星以上需要2只",
                                "Not enough tributes: Level 5–6 need 1, Level 7+ need 2"),
    "came_out_this_turn": Text("本回合出场的怪兽不能改变表示形式",
                               "A monster cannot change position the turn it came out"),
    "attacked_this_turn": Text("进行了攻击宣言的怪兽本回合不能改变表示形式",
                               "A monster that declared an attack cannot change position "
                               "this turn"),
    "position_changed": Text("一只怪兽一回合只能改变一次表示形式",
                             "A monster can change position only once per turn"),
    "position_locked": Text("卡的效果使这只怪兽不能改变表示形式",
                            "A card effect prevents this monster from changing its position"),
    "summon_forbidden": Text("卡的效果禁止这次召唤", "A card effect forbids this summon"),
    "cannot_be_negated": Text("「{card_zh}」（连锁{link}）的发动和效果不会被无效",
                              "{card} (chain link {link}): its activation and effect cannot be "
                              "negated"),
    "set_forbidden": Text("卡的效果禁止盖放这张卡", "A card effect forbids Setting this card"),
    "cannot_special_summon": Text("「{card_zh}」不能特殊召唤（卡的效果或规则禁止）",
                                  "{card} cannot be Special Summoned (a card effect or its "
                                  "own text forbids it)"),
    "prohibited": Text("卡的效果禁止发动这张卡", "A card effect forbids activating this card"),
    "untargetable": Text("可以作为对象的卡不足：场上的卡不能成为卡的效果的对象（如「龙之支配者」"
                         "在场时的龙族怪兽）",
                         "Not enough cards can be targeted: those on the field cannot be "
                         "targeted by card effects (e.g. Dragons while Lord of D. is face-up)"),
    "no_battle_first_turn": Text("先攻的第一回合不能进行战斗阶段",
                                 "No Battle Phase on the first turn"),
    "battle_skipped": Text("卡的效果使本回合跳过战斗阶段",
                           "A card effect makes you skip this turn's Battle Phase"),
    "not_battle_step": Text("现在不是战斗步骤", "It is not the Battle Step"),
    "cannot_attack_pos": Text("只有表侧攻击表示的怪兽可以攻击宣言",
                              "Only a face-up Attack Position monster can declare an attack"),
    "already_attacked": Text("一只怪兽一次战斗阶段只能攻击1次",
                             "A monster can attack only once per Battle Phase"),
    "attack_locked": Text("卡的效果使这只怪兽不能攻击宣言",
                          "A card effect prevents this monster from declaring an attack"),
    "attack_locked_by": Text("「{card_zh}」的效果使这只怪兽不能攻击宣言",
                             "{card}'s effect prevents this monster from declaring an attack"),
    "no_direct": Text("对方场上有怪兽时不能直接攻击",
                      "You cannot attack directly while the opponent controls a monster"),
    "not_your_decision": Text("现在不是你做决定的时候", "It is not your decision now"),
    "allowed": Text("现在可以这样做", "This is allowed now"),
    "unknown": Text("不明的卡或动作", "Unknown card or action"),
}
