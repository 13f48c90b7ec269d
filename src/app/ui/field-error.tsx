import { useMessageText } from '../shell/message-text'
import type { MessageParams } from '../shell/message-text'

type FieldErrorProps = {
  id?: string
  /** A message key (src/domain/messages.ts) or a server text; nothing renders when empty. */
  messageKey: string | null | undefined
  params?: MessageParams
}

/** The translated error under a form field. */
export function FieldError({ id, messageKey, params }: FieldErrorProps) {
  const text = useMessageText()
  if (!messageKey) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {text(messageKey, params)}
    </p>
  )
}
