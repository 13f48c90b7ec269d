import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../client/api'
import { NO_PERSIST } from '../data/query-meta'

/**
 * A short chime when guests' unread chat messages grow (issue 19: "a sound if enabled"), for a
 * host whose alert settings keep it on (setting/videoManage). The chime's code loads when it plays.
 */
function useChatChime(on: boolean, unread: number): void {
  const settings = useQuery({
    queryKey: ['orderVoiceSettings'],
    queryFn: () => call('orderVoiceSettings', {}, { hideMessage: true }),
    enabled: on,
    staleTime: 60_000,
    meta: NO_PERSIST,
  })
  const previous = useRef<number | null>(null)
  useEffect(() => {
    if (!on) {
      previous.current = null
      return
    }
    const before = previous.current
    previous.current = unread
    // the first count is what was already there: no chime for it
    if (before !== null && unread > before && settings.data?.pcChatVoice !== false) void import('./chime').then((m) => m.chime(), () => undefined)
  }, [on, unread, settings.data?.pcChatVoice])
}

/** The chime as a component the floating panel loads for a host who chats (not in the entry). */
export default function ChatChime({ unread }: { unread: number }) {
  useChatChime(true, unread)
  return null
}
