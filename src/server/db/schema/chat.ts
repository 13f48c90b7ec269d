import type { Generated } from 'kysely'

/** A guest of the chat (the console plays guests; decision 0063). */
export interface ChatGuestsTable {
  id: Generated<number>
  nick_name: string
  head_img_url: string
  created_at: number
}

/** A conversation of a host with a guest about a listing; talk_id is what the wire carries. */
export interface ChatTalksTable {
  id: Generated<number>
  talk_id: string
  user_id: number
  guest_id: number
  lu_id: string
  listing_title: string
  created_at: number
  last_msg_at: number
  /** The host removed it from the list; a newer guest message brings it back. */
  deleted_at: number | null
}

/** A chat message; its id is the msgId and the long-poll's cursor. */
export interface ChatMessagesTable {
  id: Generated<number>
  talk_id: string
  /** The conversation's host (every message of the host's talks, for the cursor). */
  user_id: number
  from_role: 'landlord' | 'tenant'
  local_id: string
  content: string
  created_at: number
  is_read: Generated<number>
  pushed_at: number | null
}

/** A host reply over 60 minutes after the guest's message (business rules 9: a violation reason). */
export interface ChatLateRepliesTable {
  id: Generated<number>
  user_id: number
  talk_id: string
  guest_msg_id: number
  reply_msg_id: number
  delay_ms: number
  created_at: number
}

/** The tables of chat: guests, talks, messages, late replies. */
export interface ChatTables {
  chat_guests: ChatGuestsTable
  chat_talks: ChatTalksTable
  chat_messages: ChatMessagesTable
  chat_late_replies: ChatLateRepliesTable
}
