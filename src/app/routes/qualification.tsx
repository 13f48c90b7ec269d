import { createFileRoute, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import { QualificationScreen } from '../features/listing-manage/qualification-screen'

/** /qualification (portal spec 2, a standalone page): the host's listing and hotel qualifications (decision 0053). */
export const Route = createFileRoute('/qualification')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  component: QualificationScreen,
})
