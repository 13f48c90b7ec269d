import type { Kysely } from 'kysely'
import { AUTO_REVIEW_MS, SCORE_ASPECTS, type Scores } from '../../domain/review/rules'
import type { Database } from '../db/schema'
import { runAutoReviews, writeGuestReview } from '../services/review/reviews'

const DAY = 86_400_000

const ZH_REVIEWS = [
  '房间很干净，床品舒服，房东回复消息很及时，下次还会再来。',
  '位置很方便，楼下就是地铁站，周边吃饭也多。就是晚上有点吵。',
  '和照片一样，装修很温馨，厨房用具齐全，带孩子住很合适。',
  '入住流程简单，自助入住很顺利。热水有点慢，其他都很好。',
  '性价比很高，阳台看出去风景很好，推荐给朋友了。',
  '卫生间有点小，隔音一般，不过房东很热情，给了很多游玩建议。',
  '整体不错，但空调有点旧，希望房东可以换一下。',
  '第二次来住了，一如既往的干净整洁，很放心。',
]
const EN_REVIEWS = [
  'Spotless flat, comfortable bed and a very quick host. Would stay again.',
  'Great location next to the station. A bit noisy at night, otherwise perfect.',
  'Exactly as in the photos, and the kitchen had everything we needed.',
  'Check-in was easy. The shower took a while to warm up, but all else was fine.',
]
const ZH_REPLIES = [
  '感谢您的好评，欢迎下次再来！',
  '谢谢您的建议，我们会尽快改进隔音，期待再次为您服务。',
  '感谢入住，空调已经安排更换，下次来会更舒服。',
  '很高兴您住得开心，祝您生活愉快！',
]
const EN_REPLIES = ['Thank you for staying with us, see you next time!', 'Thanks for the note about the shower, we have fixed the boiler.']

/**
 * The demo host's guest reviews (issue 17): most stays of the last two months reviewed, some
 * older ones too, the rest given the platform's default review by the 60-day job; replies on most,
 * a few waiting for one, a reply taken down by moderation and a review that failed the platform's
 * review, so the list shows every state. Deterministic for the same host.
 */
export async function seedDemoReviews(db: Kysely<Database>, userId: number, now: number, english = false): Promise<void> {
  const stays = await db.selectFrom('orders').select(['order_no', 'checked_out_at'])
    .where('user_id', '=', userId).where('state', 'in', ['completed', 'leftEarly']).where('checked_out_at', 'is not', null)
    .orderBy('checked_out_at', 'desc').execute()
  let seed = userId * 104_729 + 7
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647
    return seed / 2_147_483_647
  }
  const reviews = english ? EN_REVIEWS : ZH_REVIEWS
  const replies = english ? EN_REPLIES : ZH_REPLIES
  const written: Array<{ id: string; at: number }> = []
  for (const stay of stays) {
    const out = Number(stay.checked_out_at)
    const recent = now - out < AUTO_REVIEW_MS
    if (random() > (recent ? 0.75 : 0.4)) continue
    const at = Math.min(now - 3_600_000, out + (1 + Math.floor(random() * 5)) * DAY)
    const text = reviews[Math.floor(random() * reviews.length)]!
    const low = text.includes('吵') || text.includes('旧') || text.includes('小') || text.includes('noisy') || text.includes('while')
    const scores = Object.fromEntries(SCORE_ASPECTS.map((aspect) => [aspect, Math.max(1, (low ? 4 : 5) - (random() < 0.25 ? 1 : 0))])) as Scores
    const row = await writeGuestReview(db, stay.order_no, { scores, content: text }, at)
    written.push({ id: row.id, at })
  }
  // replies on all but the newest few
  for (const [i, review] of written.entries()) {
    if (i < 4) continue
    const repliedAt = Math.min(now - 1_800_000, review.at + (2 + Math.floor(random() * 30)) * 3_600_000)
    await db.updateTable('reviews').set({
      state: 'replied', reply: replies[Math.floor(random() * replies.length)]!, replied_at: repliedAt, updated_at: repliedAt,
    }).where('id', '=', review.id).execute()
  }
  const [failedReply, failedReview] = [written[5], written[7]]
  if (failedReply) {
    await db.updateTable('reviews').set({
      state: 'replyFailed', reply_fail_reason: english ? 'The reply named the guest' : '回复中包含住客个人信息', updated_at: now - DAY,
    }).where('id', '=', failedReply.id).execute()
  }
  if (failedReview) {
    await db.updateTable('reviews').set({
      state: 'failedReview', review_fail_reason: english ? 'The review was about another listing' : '点评内容与房源无关', updated_at: now - DAY,
    }).where('id', '=', failedReview.id).execute()
  }
  // the 60-day job, as it would have run: default reviews for the older stays nobody reviewed
  await runAutoReviews(db, now)
}
