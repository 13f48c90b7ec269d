import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import * as Popover from 'radix-ui/popover'
import { Trans, useLingui } from '@lingui/react/macro'
import { CHAT_LIMITS, chatContentProblem, EMOJI } from '../../../domain/chat/rules'
import { Button } from '../../ui/button'

/** The input (spec 5): Enter sends, Shift+Enter is a new line; blank is not sent; 1000 characters at most, each warning for 1 s. */
export function Composer({ onSend }: { onSend: (content: string) => Promise<void> }) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  const [warning, setWarning] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLTextAreaElement>(null)
  const warn = (message: string) => {
    setWarning(message)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setWarning(null), CHAT_LIMITS.warningMs)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  const send = () => {
    const problem = chatContentProblem(value)
    if (problem === 'chatBlankMessage') return warn(t`Cannot send a blank message`)
    if (problem === 'chatTooLong') return warn(t`A message is at most ${CHAT_LIMITS.inputMax} characters`)
    const content = value.trim()
    setValue('')
    void onSend(content)
    input.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }
  const change = (next: string) => {
    const chars = Array.from(next)
    if (chars.length > CHAT_LIMITS.inputMax) {
      warn(t`A message is at most ${CHAT_LIMITS.inputMax} characters`)
      setValue(chars.slice(0, CHAT_LIMITS.inputMax).join(''))
      return
    }
    setValue(next)
  }
  return (
    <div className="border-t border-gray-200 p-2">
      {warning && <p role="alert" className="mb-1 text-xs text-red-800" data-testid="chat-warning">{warning}</p>}
      <div className="flex items-end gap-2">
        <EmojiPicker onPick={(emoji) => change(value + emoji)} />
        <label className="sr-only" htmlFor="chat-input"><Trans>Message</Trans></label>
        <textarea
          id="chat-input"
          ref={input}
          rows={2}
          value={value}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Write a message. Enter sends, Shift+Enter starts a new line.`}
          className="min-h-11 flex-1 resize-none rounded-md border border-gray-400 px-3 py-2 text-base focus:outline-2 focus:outline-brand-700"
        />
        <Button onClick={send}><Trans>Send</Trans></Button>
      </div>
      <p className="mt-1 text-right text-xs text-gray-600 tabular-nums" aria-live="off">{Array.from(value).length}/{CHAT_LIMITS.inputMax}</p>
    </div>
  )
}

function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useLingui()
  return (
    <Popover.Root>
      <Popover.Trigger aria-label={t`Emoji`} className="inline-flex size-11 items-center justify-center rounded-md border border-gray-300 text-xl hover:bg-gray-50">
        <span aria-hidden="true">😊</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content side="top" align="start" sideOffset={6} className="z-50 w-72 rounded-lg border border-gray-200 bg-white p-2 shadow-lg" aria-label={t`Emoji`}>
          <div role="group" aria-label={t`Emoji`} className="grid grid-cols-10 gap-1">
            {EMOJI.map((emoji) => (
              <Popover.Close key={emoji} type="button" onClick={() => onPick(emoji)} className="rounded p-0.5 text-xl hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700" aria-label={emoji}>
                {emoji}
              </Popover.Close>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
