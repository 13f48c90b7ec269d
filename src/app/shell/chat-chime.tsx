import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { voiceSettingsQuery } from '../data/voice-settings'
import { chimeDue } from '../data/chat-state'

/**
 * A short chime when guests' unread chat messages grow (issue 19: "a sound if enabled"), for a
 * host whose alert settings keep it on (setting/videoManage). The chime's code loads when it plays.
 */
function useChatChime(on: boolean, unread: number | undefined): void {
  const settings = useQuery({ ...voiceSettingsQuery, enabled: on, staleTime: 60_000 })
  const previous = useRef<number | null>(null)
  useEffect(() => {
    if (!on) {
      previous.current = null
      return
    }
    // not known yet (the first poll has not answered)
    if (unread === undefined) return
    const before = previous.current
    previous.current = unread
    if (chimeDue(before, unread, settings.data?.pcChatVoice)) void import('./chime').then((m) => m.chime(), () => undefined)
  }, [on, unread, settings.data?.pcChatVoice])
}

/** The chime as a component the floating panel loads for a host who chats (not in the entry). */
export default function ChatChime({ unread }: { unread: number | undefined }) {
  useChatChime(true, unread)
  return null
}
