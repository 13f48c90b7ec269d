import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useDraggable } from '../../ui/use-draggable'
import { ChatView, ConnectionNote } from './chat-screen'

/**
 * The chat popup (portal spec 2 "Chat popup and panel"): opened by the floating guest-message
 * button, draggable by its title bar (the arrow keys too), the contact list and the message pane
 * of /chat in a panel the page stays usable under; closed by its close icon.
 */
export default function ChatPopup({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const draggable = useDraggable()
  const [talkId, setTalkId] = useState<string | undefined>(undefined)
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-popup-title"
      data-testid="chat-popup"
      style={draggable.style}
      className="fixed right-20 bottom-6 z-40 flex h-[min(36rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-7rem))] flex-col rounded-lg border border-gray-200 bg-gray-50 shadow-xl"
    >
      <div
        {...draggable.handle}
        role="toolbar"
        aria-label={t`Guest messages: drag, or use the arrow keys, to move it`}
        data-testid="chat-popup-drag"
        className="flex cursor-move touch-none items-center justify-between gap-2 rounded-t-lg border-b border-gray-200 bg-brand-50 px-3 py-1 select-none focus:outline-2 focus:outline-brand-700"
      >
        <h2 id="chat-popup-title" className="text-base font-semibold text-gray-900"><Trans>Guest messages</Trans></h2>
        <span className="flex items-center gap-1">
          <Link to="/chat" search={talkId ? { talkId: Number(talkId) } : {}} onClick={onClose} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-800 underline">
            <Trans>Full page</Trans>
          </Link>
          <button type="button" onClick={onClose} aria-label={t`Close`} className="inline-flex size-11 items-center justify-center rounded text-xl text-gray-700 hover:bg-white" data-testid="chat-popup-close">
            ×
          </button>
        </span>
      </div>
      <div className="px-2 pt-2"><ConnectionNote /></div>
      <div className="flex min-h-0 flex-1 flex-col p-2">
        <ChatView talkId={talkId} onSelect={setTalkId} compact />
      </div>
    </section>
  )
}
