import { useEffect } from 'react'
import { useToast } from '../ui/toast'
import { setMessageSink } from './api-events'
import { MessageText } from './message-text-view'

/**
 * Shows the call layer's messages (spec 8) as translated toasts: a failed write's reads
 * "<kind>: <reason>", the reason the server's own text when no message key fits (decision 0080).
 */
export function ApiEventBridge() {
  const toast = useToast()
  useEffect(() => {
    setMessageSink((event) => toast.show(<MessageText messageKey={event.text ?? event.key} params={event.params} />, 'error'))
    return () => setMessageSink(null)
  }, [toast])
  return null
}
