import { createFileRoute } from '@tanstack/react-router'
import { systemMessageSearch } from '../../../features/messages/message-search'
import { SystemMessageScreen } from '../../../features/messages/system-message-screen'

/** setting/systemMessage (route name systemMessage): the platform's messages to the host. */
export const Route = createFileRoute('/_host/setting/systemMessage')({
  validateSearch: systemMessageSearch,
  component: Page,
})

function Page() {
  return <SystemMessageScreen search={Route.useSearch()} />
}
