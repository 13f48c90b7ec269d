import { createFileRoute, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import { chatSearch } from '../features/chat/chat-search'
import { ChatScreen } from '../features/chat/chat-screen'

/** /chat (portal spec 2, a standalone page): guest messages of an overseas host (issue 19, decision 0063). */
export const Route = createFileRoute('/chat')({
  validateSearch: chatSearch,
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  component: Page,
})

function Page() {
  const { talkId } = Route.useSearch()
  return <ChatScreen talkId={talkId === undefined ? undefined : String(talkId)} />
}
