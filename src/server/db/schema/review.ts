/** A guest's review of an ended stay and the host's reply (issue 17, decision 0057). */
export interface ReviewsTable {
  id: string
  user_id: number
  order_no: string
  /** The B&B listing, or the hotel of a room type: what the list filters by. */
  listing_id: string
  listing_title: string
  guest_name: string
  hygiene: number
  safety: number
  description_match: number
  traffic_location: number
  cost_effectiveness: number
  content: string
  /** 1: generated 60 days after the stay. */
  auto: number
  /** awaitingFeedback | replied | replyFailed | failedReview */
  state: string
  review_fail_reason: string | null
  reply: string | null
  replied_at: number | null
  reply_fail_reason: string | null
  commented_at: number
  updated_at: number
}

/** The tables of guests' reviews. */
export interface ReviewTables {
  reviews: ReviewsTable
}
