import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { FloatingPopup } from '../../ui/floating-popup'
import { ChatView, ConnectionNote } from './chat-screen'

/**
 * The chat popup (portal spec 2 "Chat popup and panel"): opened by the floating guest-message
 * button, draggable by its title bar (the arrow keys too), the contact list and the message pane
 * of /chat in a panel the page stays usable under; closed by its close icon.
 */
export default function ChatPopup({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const [talkId, setTalkId] = useState<string | undefined>(undefined)
  return (
    <FloatingPopup
      titleId="chat-popup-title"
      title={<Trans>Guest messages</Trans>}
      dragLabel={t`Guest messages: drag, or use the arrow keys, to move it`}
      onClose={onClose}
      testId="chat-popup"
      className="right-20 bottom-6 h-[min(36rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-7rem))] bg-gray-50"
      actions={
        <Link to="/chat" search={talkId ? { talkId: Number(talkId) } : {}} onClick={onClose} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-800 underline">
          <Trans>Full page</Trans>
        </Link>
      }
    >
      <div className="px-2 pt-2"><ConnectionNote /></div>
      <div className="flex min-h-0 flex-1 flex-col p-2">
        <ChatView talkId={talkId} onSelect={setTalkId} compact />
      </div>
    </FloatingPopup>
  )
}
