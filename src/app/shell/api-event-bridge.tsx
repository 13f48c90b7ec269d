import { useEffect } from 'react'
import { useToast } from '../ui/toast'
import { setMessageSink } from './api-events'
import { useMessageText } from './message-text'

/** Shows the call layer's messages (spec 8) as translated toasts. */
export function ApiEventBridge() {
  const toast = useToast()
  const text = useMessageText()
  useEffect(() => {
    setMessageSink((event) => toast.show(event.text ?? text(event.key, event.params), 'error'))
    return () => setMessageSink(null)
  }, [toast, text])
  return null
}
