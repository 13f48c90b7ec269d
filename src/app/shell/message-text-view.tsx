import type { MessageParams } from './message-text'
import { useMessageText } from './message-text'

/**
 * A message key's text as an element: it shows the text as soon as the key's group of texts has
 * arrived (they load after the first screen), where a string made at once would keep "Operation
 * failed" (a toast shown right after a page opened: issue 41).
 */
export function MessageText({ messageKey, params }: { messageKey: string; params?: MessageParams | undefined }) {
  return <>{useMessageText()(messageKey, params)}</>
}
