import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { StoredListing } from '../services/house/stored'
import { sendSystemMessage, TITLE_MAX } from './messages'

export type ReviewOutcome =
  | 'listingApproved' | 'listingRejected' | 'changeApproved' | 'changeRejected' | 'addressApproved' | 'addressRejected'

type Text = { title: string; content: (title: string) => string }

/**
 * The system message a staff decision sends to the host (the finish screen promises "a system
 * notification with the result"). Stored texts have one language: Chinese for a mainland host,
 * English for an overseas one (the portal shows system messages as they are stored).
 */
const TEXTS: Record<'zh' | 'en', Record<ReviewOutcome, Text>> = {
  zh: {
    listingApproved: { title: '房源审核通过', content: (t) => `您的房源“${t}”已通过审核并上线。` },
    listingRejected: { title: '房源审核未通过', content: (t) => `您的房源“${t}”未通过审核。请在房源列表中查看原因，修改后重新提交审核。` },
    changeApproved: { title: '房源修改审核通过', content: (t) => `您对房源“${t}”的修改已通过审核，房客现在可以看到。` },
    changeRejected: { title: '房源修改审核未通过', content: (t) => `您对房源“${t}”的修改未通过审核，房客仍看到修改前的信息。请在房源列表中查看原因，修改后重新提交。` },
    addressApproved: { title: '房源地址审核通过', content: (t) => `房源“${t}”的新地址已通过审核。` },
    addressRejected: { title: '房源地址审核未通过', content: (t) => `房源“${t}”的新地址未通过审核。请在房源列表中查看原因，修改后重新提交。` },
  },
  en: {
    listingApproved: { title: 'Listing approved', content: (t) => `Your listing "${t}" was approved and is online.` },
    listingRejected: { title: 'Listing not approved', content: (t) => `Your listing "${t}" was not approved. See the reasons in your listings, fix them and submit it again.` },
    changeApproved: { title: 'Changes approved', content: (t) => `Your changes to "${t}" were approved and guests now see them.` },
    changeRejected: { title: 'Changes not approved', content: (t) => `Your changes to "${t}" were not approved; guests still see the earlier information. See the reasons in your listings, fix them and submit again.` },
    addressApproved: { title: 'Address approved', content: (t) => `The new address of "${t}" was approved.` },
    addressRejected: { title: 'Address not approved', content: (t) => `The new address of "${t}" was not approved. See the reasons in your listings, fix them and submit again.` },
  },
}

/** Sends the host the result of a review (in the staff decision's transaction). */
export async function notifyReviewResult(db: Kysely<Database>, listing: StoredListing, outcome: ReviewOutcome, now: number): Promise<void> {
  const user = await db.selectFrom('users').select('is_oversea').where('id', '=', listing.userId).executeTakeFirst()
  const text = TEXTS[user?.is_oversea === 1 ? 'en' : 'zh'][outcome]
  const title = listing.steps.houseDescribe?.title || listing.luId
  const group = outcome === 'listingRejected' ? 'notOnline' : listing.roomStatus === 'online' ? 'online' : 'notOnline'
  await sendSystemMessage(db, listing.userId, {
    title: Array.from(text.title).slice(0, TITLE_MAX).join(''),
    content: text.content(title),
    jumpUrl: `/house/houseInfo?group=${group}`,
  }, now)
}
