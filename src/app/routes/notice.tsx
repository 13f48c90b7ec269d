import { createFileRoute, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import { NoticeScreen } from '../features/notice/notice-screen'

/** /notice (portal spec 2, a standalone page): the platform's notices to the host (decision 0059). */
export const Route = createFileRoute('/notice')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  component: NoticeScreen,
})
