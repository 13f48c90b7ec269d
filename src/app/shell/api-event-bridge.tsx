import { useEffect } from 'react'
import { useToast } from '../ui/toast'
import { setMessageSink } from './api-events'
import { MessageText } from './message-text-view'

/** Shows the call layer's messages (spec 8) as translated toasts. */
export function ApiEventBridge() {
  const toast = useToast()
  useEffect(() => {
    setMessageSink((event) => toast.show(event.text ?? <MessageText messageKey={event.key} params={event.params} />, 'error'))
    return () => setMessageSink(null)
  }, [toast])
  return null
}
