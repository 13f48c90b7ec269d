/** A platform notice (decision 0059). */
export interface NoticesTable {
  id: string
  title: string
  content: string
  /** all | mainland | overseas */
  audience: string
  jump_url: string
  created_at: number
}

/** Up to when a host has seen the notices (closing the popup). */
export interface NoticeSeenTable {
  user_id: number
  seen_until: number
}

/** The tables of platform notices. */
export interface NoticeTables {
  notices: NoticesTable
  notice_seen: NoticeSeenTable
}
