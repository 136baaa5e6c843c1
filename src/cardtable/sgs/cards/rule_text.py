"""What each Sanguosha card does, in our own words (zh and en), for the table's card pop-ups.

Display only: the behaviour is in :mod:`cardtable.sgs.cards.basic`, ``tricks`` and
``equipment``. Keyed by card name id (:data:`cardtable.sgs.cards.data.CARD_INFO`).
"""

from __future__ import annotations

from cardtable.core.text import Text

RULE_TEXT: dict[str, Text] = {
    "slash": Text("出牌阶段限一次，对攻击范围内的一名其他角色使用："
                  "目标需打出一张【闪】，否则受到1点伤害。",
                  "Once in your play phase, use on another character within your attack range: "
                  "they must play a Dodge or take 1 damage."),
    "jink": Text("当你成为【杀】的目标时打出，抵消此【杀】对你的效果。",
                 "Play it when a Slash targets you to cancel that Slash's effect on you."),
    "peach": Text("出牌阶段对自己使用，回复1点体力；或在一名角色濒死时对其使用，令其回复1点体力。",
                  "In your play phase, recover 1 HP; or use it on a dying character so they "
                  "recover 1 HP."),
    "dismantlement": Text("对一名其他角色使用：弃置其区域内（手牌、装备区或判定区）的一张牌。",
                          "Use on another character: discard one card from their hand, "
                          "equipment or judgement area."),
    "snatch": Text("对距离为1的一名其他角色使用：获得其区域内的一张牌。",
                   "Use on another character at distance 1: take one card from their hand, "
                   "equipment or judgement area."),
    "duel": Text("对一名其他角色使用：由其开始，双方轮流打出【杀】，"
                 "先不出的一方受到对方造成的1点伤害。",
                 "Use on another character: starting with them, you both take turns playing "
                 "Slash; the first who does not takes 1 damage from the other."),
    "collateral": Text("对装备区有武器的一名其他角色使用：令其对你指定的、"
                       "其攻击范围内的一名角色使用一张【杀】，"
                       "否则将武器交给你。",
                       "Use on another character with a weapon: they must use a Slash on a "
                       "character of your choice within their range, or give you the weapon."),
    "ex_nihilo": Text("对自己使用：摸两张牌。", "Use on yourself: draw two cards."),
    "nullification": Text("在一张锦囊牌对一个目标生效前使用，"
                          "抵消之（也可以抵消另一张【无懈可击】）。",
                          "Use before a trick takes effect on one target to cancel it there "
                          "(it can also cancel another Impeccable Plan)."),
    "savage_assault": Text("对所有其他角色使用：每名目标需打出一张【杀】，否则受到1点伤害。",
                           "Use on every other character: each must play a Slash or take "
                           "1 damage."),
    "archery_attack": Text("对所有其他角色使用：每名目标需打出一张【闪】，否则受到1点伤害。",
                           "Use on every other character: each must play a Dodge or take "
                           "1 damage."),
    "god_salvation": Text("对所有角色使用：每名目标回复1点体力。",
                          "Use on every character: each recovers 1 HP."),
    "amazing_grace": Text("亮出牌堆顶等同于存活角色数的牌，从你开始每名角色依次获得其中一张。",
                          "Reveal as many cards from the pile as there are living characters; "
                          "starting with you, each takes one of them."),
    "lightning": Text("延时锦囊，置于你的判定区。判定阶段判定："
                      "若为黑桃2～9，受到3点雷电伤害；否则移给下家。",
                      "Delayed trick placed in your own judgement area. In the judgement phase: "
                      "spades 2–9 deals 3 thunder damage, otherwise it moves on to the next "
                      "character."),
    "indulgence": Text("延时锦囊，置于一名其他角色的判定区。"
                       "其判定阶段判定：若不为红桃，跳过其出牌阶段。",
                       "Delayed trick placed in another character's judgement area. In their "
                       "judgement phase: unless the judgement is a heart, they skip their play "
                       "phase."),
    # 军争 cards, here only through skills (连环, 火计, 酒池): cardtable.sgs.cards.maneuvering
    "iron_chain": Text("对一至两名角色使用：横置或重置其武将牌（连环状态）。"
                       "也可以重铸（弃置之并摸一张牌）。处于连环状态的角色受到属性伤害后，"
                       "其他处于连环状态的角色也受到同样的伤害。",
                       "Use on one or two characters: each is chained, or unchained if it "
                       "was. Or recast it (discard it, draw one card). When a chained character "
                       "takes fire or thunder damage, every other chained character takes the "
                       "same damage."),
    "fire_attack": Text("对一名有手牌的角色使用：其展示一张手牌，然后你可以弃置一张与之花色相同的"
                        "手牌，对其造成1点火焰伤害。",
                        "Use on a character with hand cards: they show one hand card; you may "
                        "then discard a hand card of the same suit to deal them 1 fire damage."),
    "analeptic": Text("出牌阶段对自己使用（每回合限一次）：本回合你使用的下一张【杀】造成的伤害+1；"
                      "或在你濒死时对自己使用，回复1点体力。",
                      "Once per turn in your play phase, use on yourself: the next Slash you "
                      "use this turn deals 1 more damage. Or use it on yourself while dying to "
                      "recover 1 HP."),
    "crossbow": Text("武器，攻击范围1。你使用【杀】没有次数限制。",
                     "Weapon, range 1. You may use any number of Slashes."),
    "qinggang_sword": Text("武器，攻击范围2。你的【杀】无视目标的防具。",
                           "Weapon, range 2. Your Slash ignores the target's armour."),
    "double_swords": Text("武器，攻击范围2。你的【杀】指定异性角色后，"
                          "其选择弃一张手牌或令你摸一张牌。",
                          "Weapon, range 2. When your Slash targets a character of the other "
                          "gender, they discard a hand card or let you draw one."),
    "ice_sword": Text("武器，攻击范围2。你的【杀】造成伤害时，可以防止之，改为弃置目标两张牌。",
                      "Weapon, range 2. When your Slash would deal damage you may prevent it "
                      "and discard two of the target's cards instead."),
    "blade": Text("武器，攻击范围3。你的【杀】被【闪】抵消后，可以对同一目标再使用一张【杀】。",
                  "Weapon, range 3. When your Slash is dodged you may use another Slash on the "
                  "same target."),
    "spear": Text("武器，攻击范围3。你可以将两张手牌当【杀】使用或打出。",
                  "Weapon, range 3. You may use or play two hand cards as a Slash."),
    "axe": Text("武器，攻击范围3。你的【杀】被【闪】抵消后，可以弃两张牌令此【杀】依然造成伤害。",
                "Weapon, range 3. When your Slash is dodged you may discard two cards so it "
                "hits anyway."),
    "halberd": Text("武器，攻击范围4。你使用最后一张手牌为【杀】时，可以额外指定至多两名目标。",
                    "Weapon, range 4. When your last hand card is a Slash you use, it may take "
                    "up to two more targets."),
    "kylin_bow": Text("武器，攻击范围5。你的【杀】造成伤害时，可以弃置目标装备区的一匹坐骑。",
                      "Weapon, range 5. When your Slash deals damage you may discard a horse "
                      "from the target's equipment."),
    "eight_diagram": Text("防具。需要打出【闪】时可以判定：若为红色，视为打出一张【闪】。",
                          "Armour. When you need to play a Dodge you may judge: on red, it "
                          "counts as a Dodge played."),
    "nioh_shield": Text("防具。黑色【杀】对你无效。",
                        "Armour. Black Slashes have no effect on you."),
    "dilu": Text("+1坐骑：其他角色计算与你的距离+1。",
                 "+1 horse: other characters count their distance to you as 1 more."),
    "jueying": Text("+1坐骑：其他角色计算与你的距离+1。",
                    "+1 horse: other characters count their distance to you as 1 more."),
    "zhuahuangfeidian": Text("+1坐骑：其他角色计算与你的距离+1。",
                             "+1 horse: other characters count their distance to you as "
                             "1 more."),
    "chitu": Text("-1坐骑：你计算与其他角色的距离-1。",
                  "-1 horse: you count your distance to others as 1 less."),
    "dayuan": Text("-1坐骑：你计算与其他角色的距离-1。",
                   "-1 horse: you count your distance to others as 1 less."),
    "zixing": Text("-1坐骑：你计算与其他角色的距离-1。",
                   "-1 horse: you count your distance to others as 1 less."),
}

