"""The generals: the 32 of the 2011 3v3 pool (standard 25 + 风 7) and those the 2012 and 2013
3v3 pools add (from 火/林/山, the 3v3-exclusive 诸葛瑾 and 文聘, and the 3v3-modified texts of
赵云, 关羽, 吕布, 夏侯惇 under their own ids ``*_3v3``): names, kingdom, HP, gender, skills.

Plain data only; the pool presets are in :mod:`cardtable.sgs.generals.pools`. Skill behaviour
lives in skill modules of this package (``standard_*.py``, ``wind_*.py``, ``fire_*``,
``forest_*``, ``mountain_*``, ``three_v_three_*``), found by
:func:`cardtable.sgs.skills.api.load_skill_modules`. A skill id listed here with no registered
:class:`~cardtable.sgs.skills.api.Skill` is simply inert.

Kingdoms: ``wei`` 魏, ``shu`` 蜀, ``wu`` 吴, ``qun`` 群. Gender: ``m`` / ``f``. Lord skills
(主公技) are listed with the others and flagged ``lord`` on their Skill; they only work in
identity mode.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.core.text import Text


@dataclass(frozen=True, slots=True)
class General:
    """One general: id, bilingual name, kingdom, printed HP, gender and skill ids."""

    id: str
    name: Text
    kingdom: str
    hp: int
    gender: str
    skills: tuple[str, ...]
    expansion: str = "standard"
    #: True for the 3v3-exclusive generals and the 3v3-modified texts: never in identity mode.
    only_3v3: bool = False


def _g(gid: str, zh: str, en: str, kingdom: str, hp: int, gender: str, *skills: str,
       expansion: str = "standard", only_3v3: bool = False) -> General:
    return General(gid, Text(zh, en), kingdom, hp, gender, tuple(skills), expansion, only_3v3)


GENERALS: tuple[General, ...] = (
    # 魏 Wei
    _g("caocao", "曹操", "Cao Cao", "wei", 4, "m", "jianxiong", "hujia"),
    _g("simayi", "司马懿", "Sima Yi", "wei", 3, "m", "guicai", "fankui"),
    _g("xiahoudun", "夏侯惇", "Xiahou Dun", "wei", 4, "m", "ganglie"),
    _g("zhangliao", "张辽", "Zhang Liao", "wei", 4, "m", "tuxi"),
    _g("xuchu", "许褚", "Xu Chu", "wei", 4, "m", "luoyi"),
    _g("guojia", "郭嘉", "Guo Jia", "wei", 3, "m", "tiandu", "yiji"),
    _g("zhenji", "甄姬", "Zhen Ji", "wei", 3, "f", "luoshen", "qingguo"),
    # 蜀 Shu
    _g("liubei", "刘备", "Liu Bei", "shu", 4, "m", "rende", "jijiang"),
    _g("guanyu", "关羽", "Guan Yu", "shu", 4, "m", "wusheng"),
    _g("zhangfei", "张飞", "Zhang Fei", "shu", 4, "m", "paoxiao"),
    _g("zhugeliang", "诸葛亮", "Zhuge Liang", "shu", 3, "m", "guanxing", "kongcheng"),
    _g("zhaoyun", "赵云", "Zhao Yun", "shu", 4, "m", "longdan"),
    _g("machao", "马超", "Ma Chao", "shu", 4, "m", "mashu", "tieji"),
    _g("huangyueying", "黄月英", "Huang Yueying", "shu", 3, "f", "jizhi", "qicai"),
    # 吴 Wu
    _g("sunquan", "孙权", "Sun Quan", "wu", 4, "m", "zhiheng", "jiuyuan"),
    _g("ganning", "甘宁", "Gan Ning", "wu", 4, "m", "qixi"),
    _g("lvmeng", "吕蒙", "Lü Meng", "wu", 4, "m", "keji"),
    _g("huanggai", "黄盖", "Huang Gai", "wu", 4, "m", "kurou"),
    _g("zhouyu", "周瑜", "Zhou Yu", "wu", 3, "m", "yingzi", "fanjian"),
    _g("daqiao", "大乔", "Da Qiao", "wu", 3, "f", "guose", "liuli"),
    _g("luxun", "陆逊", "Lu Xun", "wu", 3, "m", "qianxun", "lianying"),
    _g("sunshangxiang", "孙尚香", "Sun Shangxiang", "wu", 3, "f", "xiaoji", "jieyin"),
    # 群 Qun
    _g("huatuo", "华佗", "Hua Tuo", "qun", 3, "m", "qingnang", "jijiu"),
    _g("lvbu", "吕布", "Lü Bu", "qun", 4, "m", "wushuang"),
    _g("diaochan", "貂蝉", "Diao Chan", "qun", 3, "f", "lijian", "biyue"),
    # 风 Wind
    _g("xiahouyuan", "夏侯渊", "Xiahou Yuan", "wei", 4, "m", "shensu", expansion="wind"),
    _g("caoren", "曹仁", "Cao Ren", "wei", 4, "m", "jushou", expansion="wind"),
    _g("huangzhong", "黄忠", "Huang Zhong", "shu", 4, "m", "liegong", expansion="wind"),
    _g("weiyan", "魏延", "Wei Yan", "shu", 4, "m", "kuanggu", expansion="wind"),
    _g("xiaoqiao", "小乔", "Xiao Qiao", "wu", 3, "f", "tianxiang", "hongyan", expansion="wind"),
    _g("zhoutai", "周泰", "Zhou Tai", "wu", 4, "m", "buqu", expansion="wind"),
    _g("zhangjiao", "张角", "Zhang Jiao", "qun", 3, "m", "leiji", "guidao", "huangtian",
       expansion="wind"),
    # 火 Fire (2010 texts)
    _g("dianwei", "典韦", "Dian Wei", "wei", 4, "m", "qiangxi", expansion="fire"),
    _g("xunyu", "荀彧", "Xun Yu", "wei", 3, "m", "quhu", "jieming", expansion="fire"),
    _g("pangtong", "庞统", "Pang Tong", "shu", 3, "m", "lianhuan", "niepan", expansion="fire"),
    _g("wolong", "卧龙诸葛亮", "Wolong Zhuge Liang", "shu", 3, "m", "bazhen", "huoji", "kanpo",
       expansion="fire"),
    _g("taishici", "太史慈", "Taishi Ci", "wu", 4, "m", "tianyi", expansion="fire"),
    _g("yuanshao", "袁绍", "Yuan Shao", "qun", 4, "m", "luanji", "xueyi", expansion="fire"),
    _g("yanliangwenchou", "颜良文丑", "Yan Liang & Wen Chou", "qun", 4, "m", "shuangxiong",
       expansion="fire"),
    _g("pangde", "庞德", "Pang De", "qun", 4, "m", "mashu", "mengjin", expansion="fire"),
    # 林 Forest (2010 texts)
    _g("xuhuang", "徐晃", "Xu Huang", "wei", 4, "m", "duanliang", expansion="forest"),
    _g("caopi", "曹丕", "Cao Pi", "wei", 3, "m", "xingshang", "fangzhu", "songwei",
       expansion="forest"),
    _g("menghuo", "孟获", "Meng Huo", "shu", 4, "m", "huoshou", "zaiqi", expansion="forest"),
    _g("zhurong", "祝融", "Zhu Rong", "shu", 4, "f", "juxiang", "lieren", expansion="forest"),
    _g("sunjian", "孙坚", "Sun Jian", "wu", 4, "m", "yinghun", expansion="forest"),
    _g("lusu", "鲁肃", "Lu Su", "wu", 3, "m", "haoshi", "dimeng", expansion="forest"),
    _g("dongzhuo", "董卓", "Dong Zhuo", "qun", 8, "m", "jiuchi", "roulin", "benghuai", "baonue",
       expansion="forest"),
    _g("jiaxu", "贾诩", "Jia Xu", "qun", 3, "m", "wansha", "luanwu", "weimu",
       expansion="forest"),
    # 山 Mountain (2011 texts)
    _g("jiangwei", "姜维", "Jiang Wei", "shu", 4, "m", "tiaoxin", "zhiji", expansion="mountain"),
    _g("sunce", "孙策", "Sun Ce", "wu", 4, "m", "jiang", "hunzi", "zhiba", expansion="mountain"),
    _g("caiwenji", "蔡文姬", "Cai Wenji", "qun", 3, "f", "beige", "duanchang",
       expansion="mountain"),
    _g("zhanghe", "张郃", "Zhang He", "wei", 4, "m", "qiaobian", expansion="mountain"),
    _g("dengai", "邓艾", "Deng Ai", "wei", 4, "m", "tuntian", "zaoxian", expansion="mountain"),
    _g("liushan", "刘禅", "Liu Shan", "shu", 3, "m", "xiangle", "fangquan", "ruoyu",
       expansion="mountain"),
    _g("zhangzhaozhanghong", "张昭张纮", "Zhang Zhao & Zhang Hong", "wu", 3, "m", "zhijian",
       "guzheng", expansion="mountain"),
    _g("zuoci", "左慈", "Zuo Ci", "qun", 3, "m", "huashen", "xinsheng", expansion="mountain"),
    # 3v3 exclusives and the 2013 3v3-modified texts (never in identity mode)
    _g("zhugejin", "诸葛瑾", "Zhuge Jin", "wu", 3, "m", "hongyuan", "huanshi", "mingzhe",
       expansion="3v3", only_3v3=True),
    _g("wenpin", "文聘", "Wen Pin", "wei", 4, "m", "zhenwei", expansion="3v3", only_3v3=True),
    _g("zhaoyun_3v3", "赵云", "Zhao Yun", "shu", 4, "m", "longdan", "jiuzhu", expansion="3v3",
       only_3v3=True),
    _g("guanyu_3v3", "关羽", "Guan Yu", "shu", 4, "m", "wusheng", "zhongyi", expansion="3v3",
       only_3v3=True),
    _g("lvbu_3v3", "吕布", "Lü Bu", "qun", 4, "m", "wushuang", "zhanshen", expansion="3v3",
       only_3v3=True),
    _g("xiahoudun_3v3", "夏侯惇", "Xiahou Dun", "wei", 4, "m", "ganglie_3v3", expansion="3v3",
       only_3v3=True),
)

#: id -> General.
BY_ID: dict[str, General] = {g.id: g for g in GENERALS}

#: The 2011 3v3 pool: standard 25 + 风 7, in table order (the order is part of the replays:
#: the draft shuffles this list).
POOL_2011: tuple[str, ...] = tuple(g.id for g in GENERALS
                                   if g.expansion in ("standard", "wind"))

#: Lord skills (主公技): active in identity mode only.
LORD_SKILLS: frozenset[str] = frozenset({"hujia", "jijiang", "jiuyuan", "huangtian", "zhiba",
                                         "xueyi", "songwei", "baonue", "ruoyu"})

#: Skill names (zh, en) for display; behaviour is in the skill modules.
SKILL_NAMES: dict[str, Text] = {
    "jianxiong": Text("奸雄", "Villainous Hero"), "hujia": Text("护驾", "Royal Escort"),
    "guicai": Text("鬼才", "Demonic Talent"), "fankui": Text("反馈", "Retaliation"),
    "ganglie": Text("刚烈", "Unyielding"), "tuxi": Text("突袭", "Sudden Raid"),
    "luoyi": Text("裸衣", "Bare-chested"), "tiandu": Text("天妒", "Envy of Heaven"),
    "yiji": Text("遗计", "Bequeathed Strategy"), "luoshen": Text("洛神", "Goddess of Luo"),
    "qingguo": Text("倾国", "Nation's Beauty"), "rende": Text("仁德", "Benevolence"),
    "jijiang": Text("激将", "Rouse"), "wusheng": Text("武圣", "Saint of War"),
    "paoxiao": Text("咆哮", "Roar"), "guanxing": Text("观星", "Stargazing"),
    "kongcheng": Text("空城", "Empty Fort"), "longdan": Text("龙胆", "Dragon's Courage"),
    "mashu": Text("马术", "Horsemanship"), "tieji": Text("铁骑", "Iron Cavalry"),
    "jizhi": Text("集智", "Gathered Wisdom"), "qicai": Text("奇才", "Rare Talent"),
    "zhiheng": Text("制衡", "Balance"), "jiuyuan": Text("救援", "Rescue"),
    "qixi": Text("奇袭", "Surprise Raid"), "keji": Text("克己", "Self-restraint"),
    "kurou": Text("苦肉", "Self-injury Ruse"), "yingzi": Text("英姿", "Heroic Bearing"),
    "fanjian": Text("反间", "Sow Discord"), "guose": Text("国色", "National Beauty"),
    "liuli": Text("流离", "Deflect"), "qianxun": Text("谦逊", "Modesty"),
    "lianying": Text("连营", "Linked Camps"), "xiaoji": Text("枭姬", "Warrior Princess"),
    "jieyin": Text("结姻", "Marriage"), "qingnang": Text("青囊", "Green Satchel"),
    "jijiu": Text("急救", "First Aid"), "wushuang": Text("无双", "Peerless"),
    "lijian": Text("离间", "Estrange"), "biyue": Text("闭月", "Eclipse the Moon"),
    "shensu": Text("神速", "Godspeed"), "jushou": Text("据守", "Hold Fast"),
    "liegong": Text("烈弓", "Fierce Bow"), "kuanggu": Text("狂骨", "Wild Bones"),
    "tianxiang": Text("天香", "Heavenly Fragrance"), "hongyan": Text("红颜", "Rosy Cheeks"),
    "buqu": Text("不屈", "Indomitable"), "leiji": Text("雷击", "Lightning Strike"),
    "guidao": Text("鬼道", "Dark Arts"), "huangtian": Text("黄天", "Yellow Heaven"),
    "mengjin": Text("猛进", "Fierce Advance"), "duanliang": Text("断粮", "Cut Supplies"),
    "huoshou": Text("祸首", "Chief Culprit"), "zaiqi": Text("再起", "Rise Again"),
    "yinghun": Text("英魂", "Heroic Soul"), "wansha": Text("完杀", "Unmerciful"),
    "luanwu": Text("乱武", "Chaos"), "weimu": Text("帷幕", "Behind the Curtain"),
    "tiaoxin": Text("挑衅", "Provoke"), "zhiji": Text("志继", "Carry On the Will"),
    "jiang": Text("激昂", "Spirited"), "hunzi": Text("魂姿", "Soul's Bearing"),
    "zhiba": Text("制霸", "Hegemony"), "hongyuan": Text("弘援", "Broad Aid"),
    "huanshi": Text("缓释", "Easing"), "mingzhe": Text("明哲", "Prudence"),
    "zhenwei": Text("镇卫", "Guard Post"), "jiuzhu": Text("救主", "Save the Lord"),
    "zhongyi": Text("忠义", "Loyalty"), "zhanshen": Text("战神", "God of War"),
    "shenji": Text("神戟", "Divine Halberd"), "ganglie_3v3": Text("刚烈", "Unyielding"),
    "qiangxi": Text("强袭", "Ferocious Assault"), "quhu": Text("驱虎", "Drive the Tiger"),
    "jieming": Text("节命", "Life Devotion"), "tianyi": Text("天义", "Heavenly Duel"),
    "luanji": Text("乱击", "Volley"), "xueyi": Text("血裔", "Bloodline"),
    "juxiang": Text("巨象", "Giant Elephant"), "lieren": Text("烈刃", "Blazing Blade"),
    "haoshi": Text("好施", "Generosity"), "dimeng": Text("缔盟", "Alliance"),
    "shuangxiong": Text("双雄", "Twin Heroes"), "xingshang": Text("行殇", "Requiem"),
    "fangzhu": Text("放逐", "Exile"), "songwei": Text("颂威", "Praise"),
    "beige": Text("悲歌", "Lament"), "duanchang": Text("断肠", "Heartbreak"),
    "lianhuan": Text("连环", "Chain Links"), "niepan": Text("涅槃", "Nirvana"),
    "bazhen": Text("八阵", "Eight Formations"), "huoji": Text("火计", "Fire Stratagem"),
    "kanpo": Text("看破", "See Through"), "jiuchi": Text("酒池", "Wine Pool"),
    "roulin": Text("肉林", "Meat Forest"), "benghuai": Text("崩坏", "Collapse"),
    "baonue": Text("暴虐", "Tyranny"),
    "qiaobian": Text("巧变", "Flexibility"), "tuntian": Text("屯田", "Field Colony"),
    "zaoxian": Text("凿险", "Cut Through Peril"), "jixi": Text("急袭", "Swift Raid"),
    "xiangle": Text("享乐", "Revelry"), "fangquan": Text("放权", "Delegate"),
    "ruoyu": Text("若愚", "Seeming Fool"), "zhijian": Text("直谏", "Blunt Advice"),
    "guzheng": Text("固政", "Steady Rule"), "huashen": Text("化身", "Incarnation"),
    "xinsheng": Text("新生", "Rebirth"),
}
