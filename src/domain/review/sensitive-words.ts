/**
 * The kept list of words a review reply may not contain (business rules 5 "Sensitive words are
 * rejected"): abuse, and what the platform's rules forbid in public text (deals off the platform,
 * paid reviews, gambling, drugs, sex work). Matched by `sensitiveWordIn` (rules.ts) after the
 * listing text rules' normalisation, so full-width, traditional and spaced-out forms are caught.
 * Words are lower case and simplified; English entries match whole words only, so "shitake" is
 * not "shit". Kept short and certain: a word that ordinary reviews use ("垃圾桶", "kill time")
 * is not here, because a false refusal costs a host more than a missed rude reply.
 */
export const SENSITIVE_WORDS_ZH: readonly string[] = [
  // abuse
  '傻逼', '傻b', '煞笔', '沙比', '操你', '草泥马', '他妈的', '你妈', '尼玛', '贱人', '婊子', '去死', '滚蛋', '王八蛋',
  '混蛋', '脑残', '白痴', '弱智', '狗东西', '畜生', '人渣', '神经病', '死全家',
  // off the platform, paid reviews
  '私下交易', '线下交易', '线下付款', '私下转账', '加微信', '加我微信', '微信联系', '加qq', '好评返现', '刷单', '刷好评',
  '删差评', '改好评送', '代开发票',
  // gambling, drugs, sex work
  '赌博', '博彩', '六合彩', '毒品', '冰毒', '大麻', '嫖娼', '卖淫', '色情服务', '援交',
]

export const SENSITIVE_WORDS_EN: readonly string[] = [
  'fuck', 'fucking', 'fucker', 'motherfucker', 'shit', 'bullshit', 'bitch', 'asshole', 'bastard', 'cunt', 'dickhead',
  'retard', 'moron', 'slut', 'whore', 'wanker', 'scumbag', 'go to hell', 'kill yourself', 'shut up',
  'pay outside the platform', 'cash only outside', 'add my wechat', 'my whatsapp', 'paid review', 'fake review',
  'cocaine', 'heroin', 'escort service', 'prostitute',
]
